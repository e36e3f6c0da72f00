"""Start-up time of the `tally` command: `tally --help` and `tally --version`, each run `--runs` times as
a fresh process (the console script on PATH, else `python -m tally.agent.cli`). Prints median and worst
wall time and the child processes' CPU seconds (user + system), with the load average; CPU is the steady
figure on a busy machine. `--max-cpu S` exits 1 when the median CPU time of `--help` exceeds S (.ci/run
uses a generous margin: the target is 0.4 s wall on an idle machine, 1.8 s CPU before the lazy commands).

    python tests/benchmarks/bench_cli_help.py [--runs 10] [--max-cpu 0.8]
"""

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path


def _command() -> list[str]:
    script = shutil.which("tally")
    return [script] if script else [sys.executable, "-m", "tally.agent.cli"]


def measure(args: list[str], runs: int) -> tuple[list[float], list[float]]:
    walls, cpus = [], []
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        subprocess.run(_command() + args, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        walls.append(time.perf_counter() - start)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpus.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return walls, cpus


def compile_sources() -> None:
    import compileall

    root = Path(__file__).resolve().parents[2]
    for folder in ("agent", "tools", "ingest"):
        compileall.compile_dir(root / folder, quiet=1)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--max-cpu", type=float, default=None, help="fail if --help's median CPU s exceeds this")
    options = parser.parse_args()
    # An installed package has its bytecode compiled at install time; a source tree run with
    # PYTHONDONTWRITEBYTECODE=1 (as on this machine) would otherwise recompile every module per process.
    compile_sources()
    load = os.getloadavg()
    print(f"tally start-up, {options.runs} runs each ({' '.join(_command())}); load average {load[0]:.2f} {load[1]:.2f}")
    print(f"{'command':<16}{'wall p50 ms':>12}{'wall max ms':>12}{'CPU p50 ms':>12}")
    medians = {}
    for args in (["--help"], ["--version"]):
        walls, cpus = measure(args, options.runs)
        medians[args[0]] = statistics.median(cpus)
        print(f"{'tally ' + args[0]:<16}{statistics.median(walls) * 1000:>12.0f}{max(walls) * 1000:>12.0f}"
              f"{statistics.median(cpus) * 1000:>12.0f}")
    if options.max_cpu is not None and medians["--help"] > options.max_cpu:
        print(f"tally --help used {medians['--help']:.2f} CPU s (median), over {options.max_cpu:.2f}: a command "
              "module or agent/cli.py imports something heavy at start-up (python -X importtime -m tally.agent.cli --help)")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
