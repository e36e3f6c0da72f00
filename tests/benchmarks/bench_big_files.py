"""Big files: a 300,000-row CSV and 10,000 Markdown sections, each ingested into a fresh store, with wall
and CPU seconds, peak RSS, the load average, and the answers to row questions checked afterwards.

    python tests/benchmarks/bench_big_files.py [--rows 300000] [--sections 10000] [--files 100] [--only csv|md]

Each ingest runs as a child `tally ingest --json` process under /usr/bin/time, so the peak RSS is the
ingest's own. After the CSV: a count, a sum and a filtered count through `run_sql`, and the row of one
order ID through `lookup_key`, compared with the facts computed while the file was generated.
"""

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests" / "benchmarks"))

from make_big_csv import generate  # noqa: E402

from tally.ingest.settings import Settings  # noqa: E402
from tally.ingest.stores import open_stores  # noqa: E402
from tally.tools.deps import build_deps  # noqa: E402
from tally.tools.lookup import lookup_key  # noqa: E402
from tally.tools.sql import run_sql  # noqa: E402

TOPICS = ("invoice", "payment", "stock", "ledger", "approval", "refund", "budget", "payroll", "asset", "tax")


def _load() -> str:
    return "/".join(f"{x:.1f}" for x in os.getloadavg())


def timed_ingest(home: Path, target: Path) -> dict:
    env = {**os.environ, "TALLY_HOME": str(home)}
    load_before = _load()
    started = time.perf_counter()
    proc = subprocess.run(
        ["/usr/bin/time", "-f", "%e %U %S %M", str(Path(sys.executable).parent / "tally"), "ingest", str(target), "--json"],
        env=env, capture_output=True, text=True, check=False,
    )
    wall = time.perf_counter() - started
    last = proc.stderr.strip().splitlines()[-1].split()
    report = json.loads(proc.stdout[proc.stdout.index("{"):])
    stages: dict[str, float] = {}
    for result in report.get("ok", []):
        for name, seconds in (result.get("cpu") or {}).items():
            stages[name] = stages.get(name, 0.0) + seconds
    return {
        "wall": wall, "cpu": float(last[1]) + float(last[2]), "rss_mb": int(last[3]) / 1024, "failed": report.get("failed"),
        "stage_cpu": {k: round(v, 1) for k, v in stages.items()}, "run": report.get("run_timings"),
        "load": f"{load_before} -> {_load()}",
    }


def check_csv(home: Path, facts: dict) -> list[str]:
    with open_stores(Settings(home=home)) as stores:
        deps = build_deps(stores, ["public"])
        table = stores.catalog.tables(["public"])[0].name
        count = run_sql(deps, f'SELECT count(*), round(sum("amount"), 2) FROM "{table}"').rows[0]
        north = run_sql(deps, f"""SELECT count(*) FROM "{table}" WHERE "region" = 'North' AND "status" = 'shipped'""").rows[0][0]
        found = lookup_key(deps, facts["probe_id"])
    row = found.rows[0].text if found.rows else ""
    return [
        f"count {count[0]} (expected {facts['rows']}): {'ok' if count[0] == facts['rows'] else 'WRONG'}",
        f"sum {count[1]} (expected {facts['amount_sum']}): {'ok' if abs(count[1] - facts['amount_sum']) < 0.01 else 'WRONG'}",
        f"north shipped {north} (expected {facts['north_shipped']}): {'ok' if north == facts['north_shipped'] else 'WRONG'}",
        f"lookup {facts['probe_id']}: {'ok' if facts['probe_customer'] in row else 'WRONG'}",
    ]


def make_markdown(folder: Path, sections: int, files: int) -> None:
    rng = random.Random(5)
    per_file = sections // files
    for f in range(files):
        lines = [f"# Handbook part {f}\n"]
        for s in range(per_file):
            words = " ".join(rng.choice(TOPICS) for _ in range(40))
            lines.append(f"## Procedure {f}.{s}: {rng.choice(TOPICS)}\n\nStep one: open the {words}.\n")
        (folder / f"part_{f:04d}.md").write_text("\n".join(lines), encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=300_000)
    parser.add_argument("--sections", type=int, default=10_000)
    parser.add_argument("--files", type=int, default=100)
    parser.add_argument("--only", choices=["csv", "md"])
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="tally-big-") as tmp:
        tmp_path = Path(tmp)
        if args.only in (None, "csv"):
            csv_path = tmp_path / "orders.csv"
            facts = generate(csv_path, args.rows)
            print(f"CSV: {args.rows:,} rows, {csv_path.stat().st_size / 1e6:.1f} MB")
            result = timed_ingest(tmp_path / "csv_store", csv_path)
            print(json.dumps(result))
            for line in check_csv(tmp_path / "csv_store", facts):
                print("  " + line)
        if args.only in (None, "md"):
            docs = tmp_path / "md"
            docs.mkdir()
            make_markdown(docs, args.sections, args.files)
            print(f"Markdown: {args.sections:,} sections in {args.files} files")
            print(json.dumps(timed_ingest(tmp_path / "md_store", docs)))


if __name__ == "__main__":
    main()
