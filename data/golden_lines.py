"""Golden-set lines shared by the question generators (make_company3_golden.py, make_company4_golden.py):
one question, one refusal, a money figure with its tolerance, and a set written behind its freeze note."""

import json
from datetime import date
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


# Month names as a date is written in Russian and Ukrainian ("15 декабря 2025"), for date keywords.
MONTHS_RU = ["января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября", "ноября",
             "декабря"]
MONTHS_UK = ["січня", "лютого", "березня", "квітня", "травня", "червня", "липня", "серпня", "вересня", "жовтня",
             "листопада", "грудня"]


def dates(day: date) -> str:
    """The ways an answer may write a date, as keyword alternatives."""
    forms = [day.isoformat(), day.strftime("%d/%m/%Y"), day.strftime("%d.%m.%Y"), f"{day.day} {day:%B %Y}",
             f"{day.day} {day:%b %Y}", f"{day:%d %b %Y}", f"{day:%B} {day.day}, {day.year}",
             f"{day.day} {MONTHS_RU[day.month - 1]} {day.year}", f"{day.day} {MONTHS_UK[day.month - 1]} {day.year}"]
    return "|".join(dict.fromkeys(forms))


def unique_end(values: dict, lowest: bool = False) -> str:
    """The label of the highest (or lowest) value, asserting no tie, so the expected answer is one label."""
    (first, a), (_, b) = sorted(values.items(), key=lambda kv: kv[1] if lowest else -kv[1])[:2]
    assert a != b, f"argmax must be unique: {first} {a} vs {b}"
    return first


def conform(line: dict) -> dict:
    """A line written with a helper's own kind names (table_avg, argmax, lookup, howto) and `contains` /
    `group` keys, in the fields of data/golden/README.md. Only labels and key names change: the question,
    the expected values and the sources stay as written (the kind is used for per-kind figures only)."""
    kind, note, source = line["kind"], line.get("note", ""), line.get("expected_source") or {}
    doc = source.get("doc", "") if isinstance(source, dict) else ""
    if note.split(":")[0].endswith("join") or note.startswith("join"):
        kind = "cross_table"
    elif kind == "table_avg":
        kind = "table_sum"
    elif kind == "argmax":
        kind = "table_argmax"
    elif kind == "lookup":
        row_of_table = "sheet" in source or doc.endswith((".csv", ".xlsx")) or " of one " in note
        kind = "key_lookup" if row_of_table else "exact_id"
    elif kind == "howto":
        kind = "screen" if "howto where" in note else "concept"
    expected = dict(line["expected"])
    if "contains" in expected:
        expected["keywords"] = expected.pop("contains")
    conformed = {**line, "kind": kind, "expected": expected}
    if "group" in conformed:
        conformed["groups"] = [conformed.pop("group")]
    return conformed
