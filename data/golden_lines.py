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


def entry(qid: str, question: str, kind: str, expected: dict, source: object, note: str, refuse: bool = False,
          groups: list[str] | None = None) -> dict:
    """One question of the company14-style sets: `groups` when a caller other than public asks it."""
    row = {"id": qid, "question": question, "kind": kind, "expected": expected, "expected_source": source,
           "must_refuse": refuse}
    if groups:
        row["groups"] = groups
    row["note"] = note
    return row


def help_entry(folder: str, qid: str, question: str, kind: str, keywords: list, page: str, section: str | None,
               note: str) -> dict:
    """A how-to question answered by a help page under `folder`; section None: the answer sits directly under the
    page title, so the source names no section."""
    source = {"doc": folder + page, "section": section} if section else {"doc": folder + page}
    return entry(qid, question, kind, {"keywords": keywords}, source, note)


def refusal(qid: str, question: str, note: str, groups: list[str] | None = None) -> dict:
    return entry(qid, question, "refuse", {}, None, note, refuse=True, groups=groups)


def first_page(folder: str, document) -> dict:
    """The source of a one-page document (an invoice) under `folder`."""
    return {"doc": folder + document.file, "page": 1}


def due_words(day: date) -> str:
    """A date in the ways an answer may write it: 07/11/2026, 7 Nov, 7th Nov, 2026-11-07."""
    suffix = "th" if 11 <= day.day <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(day.day % 10, "th")
    return "|".join([f"{day:%d/%m/%Y}", f"{day.day} {day:%b}", f"{day.day}{suffix} {day:%b}", day.isoformat()])


def unique_best(totals: dict, reverse: bool = True):
    """The top (label, total), asserting no tie for it: an argmax question needs one answer."""
    ranked = sorted(totals.items(), key=lambda t: t[1], reverse=reverse)
    assert ranked[0][1] != ranked[1][1], f"tie at the top: {ranked[:2]}"
    return ranked[0]


def write_frozen(path: Path, header: str, questions: list[dict], count: int = 40) -> None:
    """The set as JSONL behind its `//` freeze header; ids must be distinct and `count` of them."""
    assert len(questions) == count and len({x["id"] for x in questions}) == count, len(questions)
    path.write_text(header + "\n" + "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in questions),
                    encoding="utf-8")
    print(f"{path}: {len(questions)} questions")


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
