"""Cold `tally ask` on the sample store: a fresh process per question, as a user runs it.

Prints, per run, the process wall and CPU seconds and the answer's own timings (route, total) in three
set-ups: no cache at all (the USE model parsed from its package, the ~70 router exemplars embedded),
the USE model cache only (ingest/embedders/use_cache.py: pickled tokenizer, the backend's arrays with
its embedding table memory-mapped), and both caches (plus the exemplar vectors under TALLY_HOME/cache).
The route stage of a cold process loads the model and embeds the question, so it carries the load time.

    python tests/benchmarks/bench_cold_ask.py [--home DIR] [--runs 3]
"""

import argparse
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
QUESTION = "How many orders were cancelled?"


def one_run(home: Path, models: Path) -> tuple[float, float, dict]:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    out = subprocess.run([sys.executable, "-m", "tally.agent.cli", "ask", QUESTION, "--json"], capture_output=True,
                         text=True, env={**os.environ, "TALLY_HOME": str(home), "TALLY_MODEL_CACHE": str(models)},
                         check=True).stdout
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, json.loads(out[: out.rfind("}") + 1])["timings_ms"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--home", type=Path, help="an existing store of data/sample (default: ingest one)")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="tally-cold-") as tmp:
        home = args.home or Path(tmp)
        if args.home is None:
            subprocess.run([sys.executable, "-m", "tally.agent.cli", "ingest", str(ROOT / "data" / "sample")],
                           env={**os.environ, "TALLY_HOME": str(home)}, check=True, capture_output=True)
        print(f"load average {os.getloadavg()[0]:.2f}; question {QUESTION!r}")
        print(f"{'cache':13} {'wall s':>7} {'cpu s':>6} {'route ms':>9} {'answer total ms':>16}")
        models = Path(tmp) / "model-cache"
        for setup in ("none", "model", "model+router"):
            for _ in range(args.runs):
                if setup != "model+router":
                    shutil.rmtree(home / "cache", ignore_errors=True)
                if setup != "none" and not models.exists():
                    one_run(home, models)  # fill the model cache once, not measured
                # "none": a cache folder that cannot be created, so the packaged files are parsed every time
                wall, cpu, timings = one_run(home, models if setup != "none" else Path("/proc/tally-no-cache"))
                print(f"{setup:13} {wall:7.2f} {cpu:6.2f} {timings['route']:9.0f} {timings['total']:16.0f}")
        print(f"load average {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
