"""Answers with many tables: `tally batch` (offline engine) over wtq-test-aggregates, all 300 tables in one store.

The store (the split's 300 .xlsx tables, default embedder USE, ~7,500 chunks) is built once by a child
`tally ingest` into a reusable folder (printed; re-used when it already holds a catalog), then the 300
questions are answered by `run_batch` — the code behind `tally batch` — in this process, 1 worker, after
the session is opened (so model loading is not counted per question; it is printed separately).

Printed: wall p50/p95 per question, CPU ms per question (process CPU over the batch / questions), the
load average before and after, per-stage p50 (the answer's own timings: route, prefetch = list_tables,
engine = table candidates and planning, tools = run_sql and the other tool calls, verify, plus each
tool's span), and the accuracy beside it (the gold value is a figure of the answer; a refusal is wrong)
so a speed change that costs answers shows. Speed only: answer quality is eval_wtq.py's business.

    python tests/benchmarks/bench_many_tables.py [--store DIR] [--limit N] [--repeat 1] [--profile FILE]
"""

import argparse
import cProfile
import csv
import json
import os
import pstats
import re
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WTQ = ROOT.parent / "shared" / "eval" / "wtq-test-aggregates"
DEFAULT_STORE = Path(tempfile.gettempdir()) / "tally-bench" / "wtq-test-300"
_NUMBER = re.compile(r"-?\d[\d,]*(?:\.\d+)?")
_OFFLINE_ENV = ("TALLY_LLM", "TALLY_BASE_URL", "OPENAI_BASE_URL", "OPENAI_API_KEY", "TALLY_API_KEY")


def build_store(store: Path) -> None:
    if (store / "catalog.duckdb").exists():
        print(f"store: {store} (re-used)")
        return
    store.mkdir(parents=True, exist_ok=True)
    env = {**os.environ, "TALLY_HOME": str(store)}
    started = time.perf_counter()
    subprocess.run([sys.executable, "-m", "tally.agent.cli", "ingest", str(WTQ / "tables")], env=env, check=True,
                   stdout=subprocess.DEVNULL)
    print(f"store: {store} (built in {time.perf_counter() - started:.0f} s)")


def as_number(text: str) -> float | None:
    try:
        return float(text.replace(",", "").strip())
    except ValueError:
        return None


def gold_in_answer(line: dict, gold: str) -> bool:
    """The gold value written in the answer (numbers by value); a refusal or a failed line is wrong."""
    if "error" in line or line.get("refused") or "|" in gold:
        return False
    text = line.get("answer", "")
    want = as_number(gold)
    if want is None:
        return gold.strip().lower() in text.lower()
    return any(abs(have - want) <= 1e-6 * max(1.0, abs(want))
               for have in (as_number(m) for m in _NUMBER.findall(text)) if have is not None)


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * q / 100))] if ordered else float("nan")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--store", type=Path, default=DEFAULT_STORE)
    parser.add_argument("--limit", type=int, default=0, help="first N questions only")
    parser.add_argument("--repeat", type=int, default=1, help="answer the questions this many times (warm caches)")
    parser.add_argument("--profile", type=Path, help="write cProfile stats here and print the top functions")
    args = parser.parse_args()
    if not WTQ.is_dir():
        sys.exit(f"{WTQ}: not found (wtq-test-aggregates comes from ../shared/eval)")
    for var in _OFFLINE_ENV:
        os.environ.pop(var, None)
    build_store(args.store)
    os.environ["TALLY_HOME"] = str(args.store)

    from tally.agent.ask import AskSession
    from tally.agent.batch import _answer_line, read_questions, run_batch
    from tally.ingest.settings import Settings

    rows = list(csv.DictReader((WTQ / "questions.tsv").open(encoding="utf-8"), delimiter="\t"))
    if args.limit:
        rows = rows[: args.limit]
    gold = {r["id"]: r["answer"] for r in rows}
    work = Path(tempfile.mkdtemp(prefix="tally-many-tables-"))
    source = work / "questions.jsonl"
    source.write_text("".join(json.dumps({"id": r["id"], "question": r["question"]}) + "\n" for r in rows))
    settings = Settings(home=args.store)

    cpu0, wall0 = time.process_time(), time.perf_counter()
    session = AskSession(settings)
    print(f"session opened in {time.perf_counter() - wall0:.2f} s wall, {time.process_time() - cpu0:.2f} s CPU")
    lines: list[dict] = []
    profiler = cProfile.Profile() if args.profile else None
    load_before = os.getloadavg()
    cpu0, wall0 = time.process_time(), time.perf_counter()
    try:
        for round_ in range(args.repeat):
            lines = []
            if profiler:  # in this thread, so the profiler sees the work (run_batch answers in a worker)
                profiler.enable()
                lines = [_answer_line(session, q, None) for q in read_questions(source)]
                profiler.disable()
            else:
                run_batch(source, work / f"answers-{round_}.jsonl", settings, session=session, on_line=lines.append)
    finally:
        session.close()
    cpu, wall = time.process_time() - cpu0, time.perf_counter() - wall0
    load_after = os.getloadavg()
    n = len(rows) * args.repeat

    totals = [ln["timings_ms"]["total"] for ln in lines if "timings_ms" in ln]
    stages: dict[str, list[float]] = defaultdict(list)
    for ln in lines:
        for name, ms in ln.get("timings_ms", {}).items():
            if name != "total":
                stages[name].append(ms)
        for span in ln.get("trace", []):
            stages[f"  {span['tool']}"].append(span["ms"])
    correct = sum(gold_in_answer(ln, gold[ln["id"]]) for ln in lines)
    refused = sum(bool(ln.get("refused")) for ln in lines)
    failed = sum("error" in ln for ln in lines)
    print(f"questions {len(lines)} (last round of {args.repeat}); wall p50 {pct(totals, 50):.0f} ms, "
          f"p95 {pct(totals, 95):.0f} ms; CPU {1000 * cpu / n:.0f} ms per question "
          f"({cpu:.1f} s CPU / {wall:.1f} s wall for {n})")
    print(f"load average before {load_before[0]:.2f}, after {load_after[0]:.2f} (1 min)")
    print(f"accuracy (gold value in the answer): {correct}/{len(lines)} ({correct / max(1, len(lines)):.1%}); "
          f"refused {refused}, failed {failed}")
    print("per stage p50 / p95 ms (questions that ran the stage):")
    for name, values in sorted(stages.items(), key=lambda kv: kv[0].startswith("  ")):
        print(f"  {name:22} {pct(values, 50):7.1f} / {pct(values, 95):7.1f}  (n={len(values)})")
    if profiler:
        profiler.dump_stats(args.profile)
        pstats.Stats(str(args.profile)).sort_stats("cumulative").print_stats(45)


if __name__ == "__main__":
    main()
