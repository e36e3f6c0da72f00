"""Fixed random subsets of the golden sets for measuring the local model (`tally eval --engine local`).

A CPU-served 1.5B model answers a question in tens of seconds to minutes on the shared 2-core machine,
so the model is measured on seeded subsets, stratified by kind; the offline engine is measured on the
same subsets for a side-by-side figure. WikiTableQuestions test questions with a numeric gold answer
become golden lines of kind `table_sum` (the corpus is every table of the split in one store).

    python tests/benchmarks/llm_subsets.py OUT_DIR [--per-set N] [--seed 7]
"""

import argparse
import csv
import json
import random
import re
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "data" / "golden"
WTQ = ROOT.parent / "shared" / "eval" / "wtq-test-aggregates"
_NUMBER = re.compile(r"^-?[\d,]*\.?\d+$")


def stratified(lines: list[dict], n: int, rng: random.Random) -> list[dict]:
    by_kind: dict[str, list[dict]] = defaultdict(list)
    for line in lines:
        by_kind[line["kind"]].append(line)
    for group in by_kind.values():
        rng.shuffle(group)
    picked: list[dict] = []
    while len(picked) < n and any(by_kind.values()):
        for kind in sorted(by_kind):
            if by_kind[kind] and len(picked) < n:
                picked.append(by_kind[kind].pop())
    return picked


def wtq_lines() -> list[dict]:
    with (WTQ / "questions.tsv").open(encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle, delimiter="\t"))
    lines = []
    for row in rows:
        answer = row["answer"].strip()
        if _NUMBER.match(answer):
            lines.append({"id": row["id"], "question": row["question"], "kind": "table_sum",
                          "expected": {"number": float(answer.replace(",", ""))}, "must_refuse": False})
    return lines


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("out", type=Path)
    parser.add_argument("--per-set", type=int, default=12)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    sets = {name: [json.loads(x) for x in (GOLDEN / f"{name}.jsonl").read_text().splitlines() if x.strip()]
            for name in ("sample", "company2-test")}
    sets["wtq-test"] = wtq_lines()
    for name, lines in sets.items():
        picked = stratified(lines, args.per_set, random.Random(args.seed))
        target = args.out / f"{name}-subset.jsonl"
        target.write_text("".join(json.dumps(line) + "\n" for line in picked), encoding="utf-8")
        print(f"{target}: {len(picked)} of {len(lines)} questions", file=sys.stderr)


if __name__ == "__main__":
    main()
