"""How rows of a big sheet should be indexed: row-question retrieval with a dense vector on every row
versus BM25 (and keys) only, and what the dense vectors cost to build.

A generated orders CSV (tests/benchmarks/make_big_csv.py) is ingested twice with the configured
embedder (USE by default): `dense_rows_per_sheet=-1` (every row embedded) and `=0` (no row embedded;
the summary still is). Row questions are written from random rows, two kinds:
  - by key:   "What is the status of order SO-0001234?"
  - by words: "Which order did <customer> place on <date> for <product>?"  (no ID)
For each store and mode (hybrid, bm25 -- bm25 never embeds) the rank of the asked row among the
retrieved chunks (hit@1 / hit@10), plus the ingest's embedding seconds.

    python tests/benchmarks/bench_row_index.py [--rows 3000] [--questions 60]
"""

import argparse
import csv
import os
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests" / "benchmarks"))

from make_big_csv import generate  # noqa: E402

from tally.ingest.pipeline import ingest_paths  # noqa: E402
from tally.ingest.settings import Settings  # noqa: E402
from tally.ingest.stores import open_stores  # noqa: E402
from tally.tools.deps import build_deps  # noqa: E402
from tally.tools.search import retrieve_only  # noqa: E402


def questions(path: Path, count: int) -> list[tuple[str, str, int]]:
    rows = list(csv.DictReader(path.open(encoding="utf-8")))
    rng = random.Random(3)
    out = []
    for i in range(count):
        n = rng.randrange(len(rows))
        r = rows[n]
        sheet_row = n + 2  # the header is row 1
        if i % 2 == 0:
            out.append(("key", f"What is the status of order {r['Order ID']}?", sheet_row))
        else:
            out.append(("words", f"Which order did {r['Customer']} place on {r['Order Date']} for {r['Product']}?", sheet_row))
    return out


def score(settings: Settings, qs: list[tuple[str, str, int]]) -> dict:
    out: dict = {}
    with open_stores(settings) as stores:
        deps = build_deps(stores, ["public"])
        for mode in ("hybrid", "bm25"):
            for kind in ("key", "words"):
                ranks = []
                for k, question, row in qs:
                    if k != kind:
                        continue
                    hits = retrieve_only(deps, question, mode, 10).hits
                    ranks.append(next((h.rank for h in hits if h.kind == "row" and h.row == row), None))
                out[(mode, kind)] = (sum(r == 1 for r in ranks) / len(ranks), sum(r is not None for r in ranks) / len(ranks))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=3000)
    parser.add_argument("--questions", type=int, default=60)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="tally-rows-") as tmp:
        path = Path(tmp) / "orders.csv"
        generate(path, args.rows)
        qs = questions(path, args.questions)
        print(f"{args.rows:,} rows, {len(qs)} questions, load {os.getloadavg()[0]:.1f}")
        print("| rows with a dense vector | embed CPU s | ingest CPU s | mode | key hit@1 / hit@10 | words hit@1 / hit@10 |")
        print("|---|---:|---:|---|---|---|")
        for label, limit in (("all", -1), ("none (summary only)", 0)):
            settings = Settings(home=Path(tmp) / f"store{limit}", dense_rows_per_sheet=limit)
            cpu = time.process_time()
            report = ingest_paths([path], settings)
            cpu = time.process_time() - cpu
            embed = sum((r.cpu or {}).get("embed", 0.0) for r in report.ok)
            results = score(settings, qs)
            for mode in ("hybrid", "bm25"):
                k1, k10 = results[(mode, "key")]
                w1, w10 = results[(mode, "words")]
                print(f"| {label} | {embed:.1f} | {cpu:.1f} | {mode} | {k1:.2f} / {k10:.2f} | {w1:.2f} / {w10:.2f} |", flush=True)


if __name__ == "__main__":
    main()
