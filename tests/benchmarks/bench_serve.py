"""Load on `tally serve`: N requests from T client threads against the sample store, loopback only.

Starts `tally serve --port 0` as a separate process on a store holding data/sample (ingested into a
temporary home first, or --home), waits for its server file, then sends a bounded mix of /v1/ask (the
demo questions plus a refusal), /v1/sql and /v1/tables requests. Prints errors, p50/p95 per endpoint,
requests/s, the server's CPU seconds and its RSS after warm-up vs at the end (the drift should stay
within 5 %). Figures, not assertions: see README "Benchmarks".

    python tests/benchmarks/bench_serve.py [--requests 200] [--threads 16] [--workers 4] [--home DIR]
"""

import argparse
import itertools
import json
import os
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx
import numpy as np

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = ROOT / "data" / "sample"
MIX = [
    ("ask", {"question": "How many employees are on the March 2026 salary register?"}),
    ("ask", {"question": "What is the total amount of invoice INV-2026-0042?"}),
    ("ask", {"question": "Which account manager handles the customer of order SO-10123?"}),
    ("ask", {"question": "Where do I change the default currency?"}),
    ("ask", {"question": "What is the capital of Australia?"}),
    ("sql", {"sql": "SELECT region, count(*) AS orders FROM orders_orders GROUP BY region ORDER BY region"}),
    ("tables", None),
]


def _rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def _cpu_s(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _start(home: Path, workers: int) -> tuple[subprocess.Popen, str]:
    env = {**os.environ, "TALLY_HOME": str(home)}
    server_file = home / "server.json"
    server_file.unlink(missing_ok=True)
    process = subprocess.Popen([sys.executable, "-m", "tally.agent.cli", "serve", "--port", "0", "--workers", str(workers)],
                               env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise SystemExit(f"tally serve exited: {process.stderr.read()}")
        if server_file.is_file():
            return process, json.loads(server_file.read_text())["url"]
        time.sleep(0.1)
    process.kill()
    raise SystemExit("tally serve did not start within 120 s")


def _one(client: httpx.Client, kind: str, body: dict | None) -> tuple[str, float, int]:
    started = time.perf_counter()
    if kind == "ask":
        response = client.post("/v1/ask", json=body)
    elif kind == "sql":
        response = client.post("/v1/sql", json=body)
    else:
        response = client.get("/v1/tables")
    return kind, (time.perf_counter() - started) * 1000, response.status_code


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=200)
    parser.add_argument("--threads", type=int, default=16)
    parser.add_argument("--workers", type=int, default=4, help="tally serve --workers")
    parser.add_argument("--warmup", type=int, default=56,
                        help="requests before the first RSS reading (threads, cursors and caches fill up first)")
    parser.add_argument("--home", type=Path, help="an existing store (default: data/sample in a temp dir)")
    args = parser.parse_args()
    home = args.home
    if home is None:
        from tally.ingest.pipeline import ingest_paths
        from tally.ingest.settings import Settings

        home = Path(tempfile.mkdtemp(prefix="tally-bench-serve-"))
        ingest_paths([SAMPLE], Settings(home=home))
    process, url = _start(home, args.workers)
    print(f"server {url} (pid {process.pid}), {args.requests} requests, {args.threads} client threads, "
          f"load average {os.getloadavg()[0]:.1f}")
    try:
        results = []
        plan = list(itertools.islice(itertools.cycle(MIX), args.requests))
        with httpx.Client(base_url=url, timeout=120) as client, ThreadPoolExecutor(args.threads) as pool:
            warm = list(pool.map(lambda item: _one(client, *item), plan[: args.warmup]))
            rss_warm, cpu_warm = _rss_mb(process.pid), _cpu_s(process.pid)
            started = time.perf_counter()
            results = list(pool.map(lambda item: _one(client, *item), plan[args.warmup:]))
            wall = time.perf_counter() - started
            rss_end, cpu_end = _rss_mb(process.pid), _cpu_s(process.pid)
        every = warm + results
        errors = [r for r in every if r[2] != 200]
        print(f"errors: {len(errors)} of {len(every)}" + (f" (status codes {sorted({e[2] for e in errors})})" if errors else ""))
        for kind in ("ask", "sql", "tables", "all"):
            times = [ms for k, ms, _ in results if kind in (k, "all")]
            if times:
                print(f"{kind:7s} n={len(times):4d}  p50 {np.percentile(times, 50):8.0f} ms  p95 {np.percentile(times, 95):8.0f} ms")
        print(f"after warm-up: {len(results) / wall:.1f} requests/s over {wall:.1f} s wall, "
              f"server CPU {cpu_end - cpu_warm:.1f} s; load average {os.getloadavg()[0]:.1f}")
        print(f"server RSS: {rss_warm:.0f} MB after {args.warmup} warm-up requests, {rss_end:.0f} MB at the end "
              f"({(rss_end - rss_warm) / rss_warm * 100:+.1f} %)")
    finally:
        process.terminate()
        try:
            process.wait(30)
        except subprocess.TimeoutExpired:
            process.kill()


if __name__ == "__main__":
    main()
