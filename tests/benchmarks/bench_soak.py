"""Memory soak: one `tally batch` of 5,000 questions on the sample store, its RSS sampled as it runs.

The sample corpus (data/sample) is ingested into a temporary store with the default embedder (USE),
then `tally batch` runs in a child process (the offline engine, 1 worker) over generated questions:
the batch test's question kinds with the IDs, months and names varied (invoices, orders, employees,
registers, how-to topics, refusals), so the caches see new keys and new answers all the way through.
The child's RSS (/proc/<pid>/status VmRSS) is sampled every 0.5 s.

Printed: RSS at the end of warm-up (the first `--warmup` share of the questions answered), the peak
and final RSS after it, growth after warm-up in %, questions/s, p50/p95 from the batch summary, the
child's CPU seconds and the load average. Flat means growth after warm-up within 5 %.

    python tests/benchmarks/bench_soak.py [--questions 5000] [--warmup 0.2] [--store DIR]
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

TEMPLATES = [
    "How many employees are on the {month} 2026 salary register?",
    "What is the total net pay on the {month} 2026 salary register?",
    "How many orders were placed by {customer}?",
    "What is the total amount of invoice INV-2026-{invoice:04d}?",
    "When is invoice INV-2026-{invoice:04d} due?",
    "Who is the customer of order SO-{order}?",
    "What is the status of order SO-{order}?",
    "Which account manager handles the customer of order SO-{order}?",
    "How many orders are there in {region}?",
    "What is the average order amount for {customer}?",
    "Where do I change the default {setting}?",
    "How do I {action} a sales invoice?",
    "What happens at month-end close for {topic}?",
    "How is {topic} handled?",
    "Who approves purchase orders above {amount}?",
    "What is the travel allowance for {topic} trips?",
    "Tell me a joke about {topic}",
    "What is the capital of {country}?",
]
VALUES = {
    "month": ["January", "February", "March", "April", "December"],
    "customer": ["Glenmoor Clinics", "Harbor Logistics", "Meadow Bakery", "Cobalt Mining", "Acme Trading"],
    "invoice": list(range(30, 60)),
    "order": list(range(10000, 10200)),
    "region": ["north", "south", "east", "west"],
    "setting": ["currency", "numbering series", "tax template", "price list", "language"],
    "action": ["create", "cancel", "submit", "amend", "print"],
    "topic": ["stock valuation", "credit control", "self approval", "negative stock", "expense claims"],
    "amount": ["1,000", "5,000", "10,000", "50,000"],
    "country": ["France", "Peru", "Japan", "Kenya"],
}


def questions(n: int, seed: int = 7) -> list[dict]:
    rng = random.Random(seed)
    out = []
    for i in range(n):
        template = TEMPLATES[i % len(TEMPLATES)]
        values = {k: rng.choice(v) for k, v in VALUES.items()}
        out.append({"id": f"q{i:05d}", "question": template.format(**values)})
    return out


def rss_kb(pid: int, field: str = "VmRSS") -> int | None:
    """VmRSS (what the target reads), or RssAnon (heap) / RssFile (mapped files: libraries, the model's
    memory-mapped embedding table, store files) to see where a change comes from."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith(f"{field}:"):
                return int(line.split()[1])
    except OSError:
        return None
    return None


def cpu_seconds(pid: int) -> float | None:
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError):
        return None


def answered(path: Path) -> int:
    try:
        with path.open("rb") as handle:
            return sum(1 for _ in handle)
    except OSError:
        return 0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--questions", type=int, default=5000)
    parser.add_argument("--warmup", type=float, default=0.2, help="share of the questions counted as warm-up")
    parser.add_argument("--store", type=Path, default=None, help="reuse (or create) the sample store here")
    args = parser.parse_args()

    work = Path(tempfile.mkdtemp(prefix="tally-soak-"))
    home = args.store or work / "store"
    env = {**os.environ, "TALLY_HOME": str(home)}
    for var in ("TALLY_LLM", "TALLY_BASE_URL", "OPENAI_BASE_URL", "OPENAI_API_KEY", "TALLY_API_KEY"):
        env.pop(var, None)
    if not (home / "catalog.duckdb").exists():
        started = time.perf_counter()
        subprocess.run([sys.executable, "-m", "tally.agent.cli", "ingest", str(ROOT / "data" / "sample")],
                       env=env, check=True, stdout=subprocess.DEVNULL)
        print(f"sample store ingested in {time.perf_counter() - started:.1f} s at {home}")

    source = work / "questions.jsonl"
    source.write_text("".join(json.dumps(q) + "\n" for q in questions(args.questions)), encoding="utf-8")
    output = work / "answers.jsonl"
    command = [sys.executable, "-m", "tally.agent.cli", "batch", str(source), "-o", str(output)]
    load_before = os.getloadavg()
    started = time.perf_counter()
    child = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    samples: list[tuple[float, int, int]] = []  # (seconds, questions answered, RSS kB)
    anon: list[tuple[int, int]] = []  # (questions answered, RssAnon kB)
    cpu = None
    while child.poll() is None:
        rss, heap = rss_kb(child.pid), rss_kb(child.pid, "RssAnon")
        cpu = cpu_seconds(child.pid) or cpu
        if rss is not None:
            samples.append((time.perf_counter() - started, answered(output), rss))
        if heap is not None:
            anon.append((answered(output), heap))
        time.sleep(0.5)
    stdout, stderr = child.communicate()
    wall = time.perf_counter() - started
    load_after = os.getloadavg()
    if child.returncode not in (0, 1):
        sys.exit(f"batch failed ({child.returncode}): {stderr[-2000:]}")

    warm_at = int(args.questions * args.warmup)
    # from the end of warm-up to the last question: the interpreter's exit (RSS falling) is not the batch
    after = [s for s in samples if warm_at <= s[1] < args.questions]
    if not after:
        sys.exit("no RSS samples after warm-up: the batch ended too fast to measure")
    warm_rss = after[0][2]
    peak = max(s[2] for s in after)
    final = after[-1][2]
    print(stdout.strip())
    print(f"questions {args.questions}, answered lines {answered(output)}, wall {wall:.1f} s "
          f"({args.questions / wall:.1f} q/s), child CPU {cpu:.1f} s" if cpu is not None else "")
    print(f"RSS: start {samples[0][2] / 1024:.0f} MB, after warm-up ({warm_at} questions) {warm_rss / 1024:.1f} MB, "
          f"peak after warm-up {peak / 1024:.1f} MB, final {final / 1024:.1f} MB")
    print(f"growth after warm-up: peak {100 * (peak - warm_rss) / warm_rss:+.2f} %, "
          f"final {100 * (final - warm_rss) / warm_rss:+.2f} % (flat = within 5 %)")
    heap_after = [kb for done, kb in anon if warm_at <= done < args.questions]
    if heap_after:
        print(f"of which RssAnon (heap): after warm-up {heap_after[0] / 1024:.1f} MB, peak {max(heap_after) / 1024:.1f} MB, "
              f"final {heap_after[-1] / 1024:.1f} MB ({100 * (heap_after[-1] - heap_after[0]) / heap_after[0]:+.2f} %)")
    for fraction in (0.2, 0.4, 0.6, 0.8, 1.0):
        point = next((s for s in samples if s[1] >= fraction * args.questions), samples[-1])
        print(f"  at {point[1]:>5} answered ({point[0]:6.0f} s): {point[2] / 1024:7.1f} MB")
    print(f"load average before {load_before[0]:.2f}, after {load_after[0]:.2f} (1 min)")


if __name__ == "__main__":
    main()
