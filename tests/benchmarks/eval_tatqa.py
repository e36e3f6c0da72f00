"""TAT-QA (dev) table questions: accuracy of the offline NL->SQL builder, by answer type.

Takes the questions answered from the table alone (answer_from == "table"), writes each question's
table to an .xlsx in a temporary folder (the leading header rows merged into one header, an empty
first header named "Item"), ingests them (hashing embedder: only tables matter), then plans SQL over
the question's own table with the offline builder and runs it through the SQL tool. Numbers are
compared by value after rounding to 2 decimals ("$1,305" == 1305, "(12)" == -12); multi-span answers
need a list and are never matched by one figure. Arithmetic beyond one row's period columns (ratios,
"2019 average" meaning two years, sums of several rows) is expected to fail: the figures say how far
the rule-based planner gets, honestly.

    python tests/benchmarks/eval_tatqa.py [--show-failures] [--types arithmetic,span,count]

The questions are split in two halves by their table (SHA-1 of the table's uid, even: dev, odd: test; fixed
2026-12-05 17:35 UTC, before any change was made from the split): figures are printed for both, and
`--show-failures` lists the dev half's only — tune on dev, report test.
"""

import argparse
import hashlib
import json
import re
import sys
import tempfile
import time
from collections import Counter, defaultdict
from pathlib import Path

import openpyxl

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

TATQA = ROOT.parent / "shared" / "eval" / "tatqa" / "tatqa_dataset_dev.json"
_YEAR = re.compile(r"(19|20)\d\d")
_NUMERIC = re.compile(r"^[\s$€£¥(−-]*[\d,]*\.?\d+\s*%?\)?$")


def number(text: object) -> float | None:
    raw = str(text).strip()
    if not raw or not _NUMERIC.match(raw):
        return None
    # "(12)" and "$(12)" are -12, as reports write them
    negative = raw.lstrip("$€£¥ ").startswith(("(", "-", "−"))
    digits = re.sub(r"[^\d.]", "", raw)
    try:
        value = float(digits)
    except ValueError:
        return None
    return -value if negative else value


def header_rows(rows: list[list[str]]) -> int:
    """Leading rows whose value columns hold no number (years aside) are header rows (at least one)."""
    for index, row in enumerate(rows):
        values = [str(cell).strip() for cell in row[1:]]
        if any(number(cell) is not None and not _YEAR.fullmatch(cell) for cell in values if cell):
            return max(index, 1)
        if index >= 1 and str(row[0]).strip() and not any(values):
            return index  # a section label ("Transportation Solutions:") starts the body
    return 1


def write_table(rows: list[list[str]], path: Path) -> None:
    count = header_rows(rows)
    width = max(len(r) for r in rows)
    headers = []
    for j in range(width):
        parts = [str(r[j]).strip() for r in rows[:count] if j < len(r) and str(r[j]).strip()]
        header = " ".join(parts) or ("Item" if j == 0 else f"Column {j + 1}")
        while header in headers:
            header += " (2)"
        headers.append(header)
    workbook = openpyxl.Workbook()
    sheet = workbook.active
    sheet.title = "table"
    sheet.append(headers)
    for row in rows[count:]:
        if any(str(c).strip() for c in row):
            sheet.append([str(c) if str(c).strip() else None for c in row] + [None] * (width - len(row)))
    workbook.save(path)


def is_correct(got: object, answer: object, answer_type: str) -> bool:
    if got is None or answer_type == "multi-span":
        return False
    gold = answer[0] if isinstance(answer, list) and len(answer) == 1 else answer
    if isinstance(gold, list):
        return False
    want, have = number(gold), number(got) if not isinstance(got, int | float) else float(got)
    if want is not None and have is not None:
        return abs(round(have, 2) - round(want, 2)) <= 0.01 + 1e-9
    return str(got).strip().lower() == str(gold).strip().lower()


def half(question: dict) -> str:
    """'dev' or 'test', by the question's table: a table's questions stay together."""
    return "dev" if int(hashlib.sha1(question["table_uid"].encode()).hexdigest(), 16) % 2 == 0 else "test"


def load_questions(types: set[str]) -> tuple[list[dict], dict[str, list[list[str]]]]:
    data = json.loads(TATQA.read_text(encoding="utf-8"))
    questions, tables = [], {}
    for entry in data:
        uid = entry["table"]["uid"]
        for q in entry["questions"]:
            if q["answer_from"] == "table" and q["answer_type"] in types:
                questions.append({**q, "table_uid": uid})
                tables[uid] = entry["table"]["table"]
    return questions, tables


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--show-failures", action="store_true")
    parser.add_argument("--types", default="arithmetic,span,multi-span,count")
    args = parser.parse_args()
    questions, tables = load_questions(set(args.types.split(",")))
    with tempfile.TemporaryDirectory(prefix="tally-tatqa-") as scratch:
        folder = Path(scratch) / "tables"
        folder.mkdir()
        for uid, rows in tables.items():
            write_table(rows, folder / f"t{uid[:8]}.xlsx")
        settings = Settings(home=Path(scratch) / "store", embedder="hashing")
        started = time.perf_counter()
        report = ingest_paths([folder], settings)
        ingest_s = time.perf_counter() - started
        with open_stores(settings, read_only=True) as stores:
            deps = build_deps(stores, list(settings.default_groups))
            by_file = {Path(t.source).stem: t.name for t in stores.catalog.tables(list(deps.groups))}
            results = [evaluate(q, stores.catalog, deps, by_file) for q in questions]
    by_type: dict[str, Counter] = defaultdict(Counter)
    for q, (ok, planned, _) in zip(questions, results, strict=True):
        by_type[q["answer_type"]]["total"] += 1
        by_type[q["answer_type"]]["correct"] += ok
        by_type[q["answer_type"]]["planned"] += planned
    correct = sum(c["correct"] for c in by_type.values())
    print(f"TAT-QA dev, table-only questions: {correct}/{len(questions)} correct ({correct / len(questions):.1%}); "
          f"{len(report.ok)} tables ingested in {ingest_s:.1f}s, {len(report.failed)} failed")
    for name in ("dev", "test"):
        scored = [ok for q, (ok, _, _) in zip(questions, results, strict=True) if half(q) == name]
        print(f"  {name} half: {sum(scored)}/{len(scored)}")
    for answer_type, counts in sorted(by_type.items()):
        print(f"  {answer_type:11s} {counts['correct']:4d}/{counts['total']:<4d} "
              f"({counts['correct'] / counts['total']:.1%}); a plan for {counts['planned']}")
    if args.show_failures:
        for q, (ok, _, line) in zip(questions, results, strict=True):
            if not ok and half(q) == "dev":
                print("- " + line)


def evaluate(question: dict, catalog, deps, by_file: dict[str, str]) -> tuple[bool, bool, str]:
    table = by_file.get(f"t{question['table_uid'][:8]}")
    line = f"[{question['answer_type']}] {question['question']} | gold {question['answer']} | {question['derivation']}"
    if table is None:
        return False, False, line + " | table not ingested"
    plan = build_plan(question["question"], SchemaReader(catalog, list(deps.groups), only=[table]),
                      min_confidence=0.0, require_anchor=False)
    if plan is None:
        return False, False, line + " | no plan"
    try:
        result = run_sql(deps, plan.sql_text)
    except TallyError as exc:
        return False, True, line + f" | error: {exc}"
    got = result.rows[0][-1] if result.rows else None
    return is_correct(got, question["answer"], question["answer_type"]), True, line + f" | got {got} | {plan.sql_text}"


if __name__ == "__main__":
    main()
