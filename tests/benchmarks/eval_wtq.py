"""WikiTableQuestions aggregates: accuracy of the offline NL->SQL builder on 150 real questions.

Ingests the 145 .xlsx tables of ../shared/eval/wtq-train-aggregates into a temporary store (hashing
embedder: only the tables matter here), then for each question plans SQL over the question's own table
with the offline builder, runs it through the SQL tool (the same validation as any query) and compares
the first cell with the gold answer (numbers compared by value; several gold answers never match a
single figure and are counted as failures). Prints accuracy and a breakdown of failure categories.

    python tests/benchmarks/eval_wtq.py [--show-failures] [--limit N]
"""

import argparse
import csv
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

WTQ = ROOT.parent / "shared" / "eval" / "wtq-train-aggregates"


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
    parser.add_argument("--show-failures", action="store_true")
    parser.add_argument("--limit", type=int, default=0)
    parser.add_argument("--home", type=Path, help="keep the store here (re-used when it exists)")
    args = parser.parse_args()
    questions = list(csv.DictReader((WTQ / "questions.tsv").open(encoding="utf-8"), delimiter="\t"))
    if args.limit:
        questions = questions[: args.limit]
    with tempfile.TemporaryDirectory(prefix="tally-wtq-") as scratch:
        settings = Settings(home=args.home or Path(scratch), embedder="hashing")
        started = time.perf_counter()
        tables = sorted({WTQ / "tables" / q["table"] for q in questions})
        report = ingest_paths(tables, settings)
        ingest_s = time.perf_counter() - started
        with open_stores(settings, read_only=True) as stores:
            deps = build_deps(stores, list(settings.default_groups))
            by_file = {Path(t.source).name: t.name for t in stores.catalog.tables(list(deps.groups))}
            outcomes = [evaluate(q, stores.catalog, deps, by_file) for q in questions]
    correct = sum(1 for ok, _, _ in outcomes if ok)
    failures = Counter(cat for ok, cat, _ in outcomes if not ok)
    print(f"WTQ aggregates: {correct}/{len(questions)} correct ({correct / len(questions):.1%}); "
          f"{len(report.ok)} tables ingested in {ingest_s:.1f}s, {len(report.failed)} failed")
    for name, count in failures.most_common():
        print(f"  {count:3d}  {name}")
    if args.show_failures:
        for ok, cat, line in outcomes:
            if not ok:
                print(f"- [{cat}] {line}")


def evaluate(question: dict, catalog, deps, by_file: dict[str, str]) -> tuple[bool, str, str]:
    table = by_file.get(question["table"])
    if table is None:
        return False, "table not ingested", question["question"]
    reader = SchemaReader(catalog, list(deps.groups), only=[table])
    plan = build_plan(question["question"], reader, min_confidence=0.0, require_anchor=False)
    got, error = None, None
    if plan is not None:
        try:
            result = run_sql(deps, plan.sql_text)
            got = result.rows[0][-1] if result.rows else None
        except TallyError as exc:
            error = str(exc)
    ok = is_correct(got, question["answer"])
    line = f"{question['id']}: {question['question']} | gold {question['answer']} | got {got}"
    if plan is not None:
        line += f" | {plan.sql_text}"
    if error:
        line += f" | error: {error}"
    return ok, "" if ok else category(question["question"], question["answer"], plan, got, error), line


if __name__ == "__main__":
    main()
