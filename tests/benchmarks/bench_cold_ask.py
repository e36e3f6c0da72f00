"""Cold `tally ask` on the sample store: a fresh process per question, as a user runs it.

Prints, per run, the process wall and CPU seconds and the answer's own timings (route, total) in three
set-ups: no cache at all (the USE model parsed from its package, the ~70 router exemplars embedded),
the USE model cache only (ingest/embedders/use_cache.py: pickled tokenizer, the backend's arrays with
its embedding table memory-mapped), and both caches (plus the exemplar vectors under TALLY_HOME/cache).
The route stage of a cold process loads the model and embeds the question, so it carries the load time.
Then, with both caches, the CPU of the answer itself in a fresh process (imports and session opening apart).

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
    done = subprocess.run([sys.executable, "-m", "tally.agent.cli", "ask", QUESTION, "--json"], capture_output=True,
                          text=True, env={**os.environ, "TALLY_HOME": str(home), "TALLY_MODEL_CACHE": str(models)})
    if done.returncode != 0:
        sys.exit(f"tally ask failed ({done.returncode}): {done.stderr[-1500:]}")
    out = done.stdout
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, json.loads(out[: out.rfind("}") + 1])["timings_ms"]


# The same first question in a fresh process without the CLI, timing this process's CPU around each
# step: under load the answer's wall `total` mostly measures the run queue, its CPU does not.
_IN_PROCESS = """
import json, sys, time
c0 = time.process_time()
from tally.agent.ask import AskSession
from tally.ingest.settings import Settings
c1 = time.process_time()
session = AskSession(Settings())
c2 = time.process_time()
answer = session.ask(sys.argv[1])
c3 = time.process_time()
print(json.dumps({"imports": c1 - c0, "session": c2 - c1, "answer": c3 - c2, "total_ms": answer.timings_ms["total"]}))
"""


def answer_cpu(home: Path, models: Path) -> dict:
    out = subprocess.run([sys.executable, "-c", _IN_PROCESS, QUESTION], capture_output=True, text=True, check=True,
                         env={**os.environ, "TALLY_HOME": str(home), "TALLY_MODEL_CACHE": str(models)}).stdout
    return json.loads(out.strip().splitlines()[-1])


def compile_sources() -> None:
    import compileall

    root = Path(__file__).resolve().parents[2]
    for folder in ("agent", "tools", "ingest"):
        compileall.compile_dir(root / folder, quiet=1)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--home", type=Path, help="an existing store of data/sample (default: ingest one)")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    # An installed package has its bytecode compiled at install time; a source tree run with
    # PYTHONDONTWRITEBYTECODE=1 (as on this machine) would otherwise recompile every module per process.
    compile_sources()
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
        print("both caches, in-process CPU ms (imports / session open / the answer) and the answer's wall total:")
        for _ in range(args.runs):
            cpu_of = answer_cpu(home, models)
            print(f"  {1000 * cpu_of['imports']:6.0f} / {1000 * cpu_of['session']:4.0f} / {1000 * cpu_of['answer']:4.0f}"
                  f"   total {cpu_of['total_ms']:.0f} ms")
        print(f"load average {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
