"""Golden-set lines shared by the question generators (make_company3_golden.py, make_company4_golden.py):
one question, one refusal, a money figure with its tolerance, and a set written behind its freeze note."""

import json
from collections import Counter
from pathlib import Path


def q(id: str, question: str, kind: str, expected: dict, source: object, note: str) -> dict:
    return {"id": id, "question": question, "kind": kind, "expected": expected, "expected_source": source,
            "must_refuse": False, "note": note}


def refuse(id: str, question: str, note: str) -> dict:
    return {"id": id, "question": question, "kind": "refuse", "expected": {}, "expected_source": None,
            "must_refuse": True, "note": f"refuse: {note}"}


def money(value: float) -> dict:
    return {"number": round(value, 2), "tolerance": 0.5}


def write_set(path: Path, frozen: str, questions: list[dict], count: int, prefix: str) -> None:
    """The set as JSONL behind its `//` freeze note; ids must run prefix01..prefixNN."""
    assert len(questions) == count and [x["id"] for x in questions] == [f"{prefix}{i:02d}" for i in range(1, count + 1)]
    lines = [frozen] + [json.dumps(x, ensure_ascii=False) for x in questions]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{path}: {len(questions)} questions, kinds {dict(Counter(x['kind'] for x in questions))}")
