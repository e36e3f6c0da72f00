"""WikiTableQuestions aggregates: accuracy of the offline NL->SQL builder on real questions, two ways.

Ingests the split's .xlsx tables into a temporary store (hashing embedder by default: only the tables
matter here; `--embedder use` adds table choice by meaning), then for each question plans SQL with the offline builder, runs it through the SQL tool (the same
validation as any query) and compares the first cell with the gold answer (numbers compared by value;
several gold answers never match a single figure and are counted as failures).

- `given`: the question's own table only (min confidence 0, no anchor needed): the builder alone.
- `store`: every table of the split in one store, the builder choosing the table itself through the
  table index (its default confidence and anchor rules, so a refusal counts as a failure); also prints
  table-choice accuracy (gold table ranked first / in the top 5) and planning time per question.

`--split train` (wtq-train-aggregates) is the dev split to tune on; `--split test` is reported only.

    python tests/benchmarks/eval_wtq.py [--split train|test] [--mode given|store|both] [--show-failures]
    python tests/benchmarks/eval_wtq.py --split train --questions data/golden/wtq-dev-own.jsonl
"""

import argparse
import csv
import json
import os
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tally.agent.offline.schema import SchemaReader  # noqa: E402
from tally.agent.offline.sql_builder import build_plan  # noqa: E402
from tally.ingest.errors import TallyError  # noqa: E402
from tally.ingest.pipeline import ingest_paths  # noqa: E402
from tally.ingest.settings import Settings  # noqa: E402
from tally.ingest.stores import open_stores  # noqa: E402
from tally.tools.deps import build_deps  # noqa: E402
from tally.tools.sql import run_sql  # noqa: E402
from tally.tools.table_choice import rank_tables  # noqa: E402

EVAL = ROOT.parent / "shared" / "eval"


def as_number(text: object) -> float | None:
    try:
        return float(str(text).replace(",", "").strip())
    except ValueError:
        return None


def is_correct(got: object, gold: str) -> bool:
    answers = gold.split("|")
    if len(answers) != 1 or got is None:
        return False
    want, have = as_number(answers[0]), as_number(got)
    if want is not None and have is not None:
        return abs(want - have) <= 1e-6 * max(1.0, abs(want))
    return str(got).strip().lower() == answers[0].strip().lower()


def category(question: str, gold: str, plan, got: object, error: str | None) -> str:
    """A coarse reason for a failure, to see which patterns are worth work."""
    if len(gold.split("|")) > 1 or as_number(gold) is None:
        return "gold is not one number"
    if plan is None:
        return "no plan"
    if error:
        return "sql error"
    q = question.lower()
    if any(w in q for w in ("consecutive", "more ", "than the previous", "since the first", "difference")):
        return "needs reasoning beyond one aggregate"
    if plan.agg == "count" and not plan.conditions:
        return "count without the filter it needs"
    if plan.agg in ("sum", "avg") and as_number(got) is not None and as_number(gold) is not None:
        return "wrong measure or filter (sum/avg)"
    return "wrong filter or column (count)"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--split", choices=("train", "test"), default="train")
    parser.add_argument("--mode", choices=("given", "store", "both"), default="both")
    parser.add_argument("--show-failures", action="store_true")
    parser.add_argument("--limit", type=int, default=0)
    parser.add_argument("--home", type=Path, help="keep the store here (re-used when it exists)")
    parser.add_argument("--questions", type=Path,
                        help="a .jsonl of own questions (id, question, table, answer) over the split's tables, "
                             "e.g. data/golden/wtq-dev-own.jsonl with --split train")
    parser.add_argument("--embedder", default="hashing",
                        help="hashing (fast; words only) or use (table choice also by meaning)")
    parser.add_argument("--engine", choices=("offline", "local"),
                        help="answer through the whole agent with this engine, all tables in one store "
                             "(tests/benchmarks/wtq_engine.py) instead of the builder modes")
    parser.add_argument("--sample", type=int, default=0, help="with --engine: a seeded random subset of N questions")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--out", type=Path, help="with --engine: one JSON line per question (default under --home)")
    parser.add_argument("--resume", action="store_true", help="with --engine: skip questions already in --out")
    args = parser.parse_args()
    wtq = EVAL / f"wtq-{args.split}-aggregates"
    if args.questions:
        questions = [json.loads(line) for line in args.questions.open(encoding="utf-8") if line.strip()]
    else:
        questions = list(csv.DictReader((wtq / "questions.tsv").open(encoding="utf-8"), delimiter="\t"))
    if args.limit:
        questions = questions[: args.limit]
    modes = ("given", "store") if args.mode == "both" else (args.mode,)
    with tempfile.TemporaryDirectory(prefix="tally-wtq-") as scratch:
        settings = Settings(home=args.home or Path(scratch), embedder=args.embedder)
        started = time.perf_counter()
        # Every table of the split, also in `given` mode: the same store serves both ways.
        report = ingest_paths(sorted((wtq / "tables").glob("*.xlsx")), settings)
        ingest_s = time.perf_counter() - started
        print(f"{wtq.name}: {len(report.ok)} tables ingested in {ingest_s:.1f}s, {len(report.failed)} failed")
        with open_stores(settings, read_only=True) as stores:
            deps = build_deps(stores, list(settings.default_groups))
            by_file = {Path(t.source).name: t.name for t in stores.catalog.tables(list(deps.groups))}
            if args.engine:
                stores.close()  # the session opens the store itself
                run_engine(args, questions, settings, by_file)
                return
            for mode in modes:
                outcomes, seconds = [], []
                cpu = time.process_time()
                for q in questions:
                    began = time.perf_counter()
                    outcomes.append(evaluate(q, stores.catalog, deps, by_file, mode))
                    seconds.append(time.perf_counter() - began)
                summarise(mode, questions, outcomes, seconds, args.show_failures)
                print(f"[{mode}] process CPU {time.process_time() - cpu:.1f}s for {len(questions)} questions; "
                      f"load average {' '.join(f'{x:.1f}' for x in os.getloadavg())}")
                if mode == "store":
                    table_choice(questions, deps, by_file)


def run_engine(args, questions: list[dict], settings: Settings, by_file: dict[str, str]) -> None:
    from wtq_engine import pick, run, summary

    chosen = pick(questions, args.sample, args.seed)
    out = args.out or settings.home / f"wtq-{args.split}-{args.engine}.jsonl"
    records = run(chosen, settings, args.engine, by_file, out, is_correct, resume=args.resume)
    print(summary(args.engine, records))
    print(f"per question: {out}")


def summarise(mode: str, questions: list[dict], outcomes: list, seconds: list[float], show: bool) -> None:
    correct = sum(1 for ok, _, _ in outcomes if ok)
    failures = Counter(cat for ok, cat, _ in outcomes if not ok)
    ordered = sorted(seconds)
    p50, p95 = ordered[len(ordered) // 2] * 1000, ordered[int(len(ordered) * 0.95)] * 1000
    print(f"[{mode}] {correct}/{len(questions)} correct ({correct / len(questions):.1%}); "
          f"plan+SQL p50 {p50:.0f} ms, p95 {p95:.0f} ms")
    for name, count in failures.most_common():
        print(f"  {count:3d}  {name}")
    if show:
        for ok, cat, line in outcomes:
            if not ok:
                print(f"- [{cat}] {line}")


def table_choice(questions: list[dict], deps, by_file: dict[str, str]) -> None:
    first = top5 = 0
    began = time.perf_counter()
    for q in questions:
        ranked = [c.table for c in rank_tables(deps, q["question"], k=5)]
        gold = by_file.get(q["table"])
        first += bool(ranked) and ranked[0] == gold
        top5 += gold in ranked
    ms = (time.perf_counter() - began) * 1000 / max(1, len(questions))
    print(f"[store] table choice: gold table first {first}/{len(questions)}, in top 5 {top5}/{len(questions)}; "
          f"{ms:.1f} ms per question (after the index is built)")


def evaluate(question: dict, catalog, deps, by_file: dict[str, str], mode: str) -> tuple[bool, str, str]:
    table = by_file.get(question["table"])
    if table is None:
        return False, "table not ingested", question["question"]
    if mode == "given":
        reader = SchemaReader(catalog, list(deps.groups), only=[table], judge=deps.judge)
        plan = build_plan(question["question"], reader, min_confidence=0.0, require_anchor=False)
    else:
        plan = build_plan(question["question"], SchemaReader(catalog, list(deps.groups), judge=deps.judge))
    got, error = None, None
    if plan is not None:
        try:
            result = run_sql(deps, plan.sql_text)
            got = result.rows[0][-1] if result.rows else None
        except TallyError as exc:
            error = str(exc)
    ok = is_correct(got, question["answer"])
    if not ok and plan is not None and plan.table.name != table:
        return False, "wrong table", f"{question['id']}: {question['question']} | chose {plan.table.name}, gold {table}"
    line = f"{question['id']}: {question['question']} | gold {question['answer']} | got {got}"
    if plan is not None:
        line += f" | {plan.sql_text}"
    if error:
        line += f" | error: {error}"
    return ok, "" if ok else category(question["question"], question["answer"], plan, got, error), line


if __name__ == "__main__":
    main()
