"""Question specs for data/company23 (The Ropewalk Theatre), written by helper company23 without reading the engine.

Each golden question carries a declarative spec, kept in the generator scripts and not in the JSON lines: a filter and
an aggregate over the bookings, the bookings joined to the patron list, or the room-hire register; a row looked up by
its reference; a field of an invoice PDF; a help-page section; or a check that nothing in the corpus answers it.
`expected_of` turns a spec into its expected value on one reading (company23_read); company23_qa.py runs every spec
again on both readings.
"""

import json
import re
from collections import defaultdict
from datetime import date, datetime
from pathlib import Path

from company23_read import (CORPUS, HIRE_DOC, MONTHS, PATRON_DOC, PATRON_SHEET, SALES_DOC, SALES_SHEET, date_forms,
                            md_section, pdf_field)

GOLDEN = Path(__file__).resolve().parent / "golden"
SALES = {"doc": SALES_DOC, "sheet": SALES_SHEET}
HIRES = {"doc": HIRE_DOC}
PATRONS = {"doc": PATRON_DOC, "sheet": PATRON_SHEET}
DATE_COL = {"sales": "Sold on", "join": "Sold on", "hires": "Date"}
KEY_COL = {"sales": "Booking ref", "join": "Booking ref", "hires": "Hire ref"}


def table_rows(table: str, recs: dict) -> list[dict]:
    if table == "join":
        by_no = {p["Patron no"]: p for p in recs["patrons"]}
        return [{**r, **by_no[r["Patron"]]} for r in recs["sales"]]
    return recs[table]


def rows_of(spec: dict, recs: dict) -> list[dict]:
    table = spec["table"]
    out = []
    for r in table_rows(table, recs):
        r = {**r, "Month": r[DATE_COL[table]].month}
        if all(_holds(r, col, op, val, table) for col, op, val in spec.get("where", [])):
            out.append(r)
    return out


def _holds(r: dict, col: str, op: str, val, table: str) -> bool:
    v = r[DATE_COL[table] if col == "Date" else col]
    if op == "between":
        return date.fromisoformat(val[0]) <= v <= date.fromisoformat(val[1])
    return {"=": lambda: v == val, "!=": lambda: v != val, "in": lambda: v in val, "not in": lambda: v not in val,
            ">": lambda: v > val, "<": lambda: v < val, ">=": lambda: v >= val, "<=": lambda: v <= val,
            "month": lambda: v.month == val, "year": lambda: v.year == val,
            "prefix": lambda: str(v).startswith(val)}[op]()


def aggregate(spec: dict, recs: dict):
    """A number for count / sum / avg / max / min; (label, value, runner-up value) for argmax."""
    rows = rows_of(spec, recs)
    agg = spec["agg"]
    if agg == "count":
        return len(rows)
    if agg == "argmax":
        groups = defaultdict(float)
        for r in rows:
            groups[r[spec["group"]]] += 1 if spec["measure"] == "count" else r[spec["measure"]]
        ranked = sorted(groups.items(), key=lambda kv: -kv[1])
        return ranked[0][0], round(ranked[0][1], 2), round(ranked[1][1], 2) if len(ranked) > 1 else 0.0
    vals = [r[spec["col"]] for r in rows]
    return {"sum": lambda: round(sum(vals), 2), "avg": lambda: round(sum(vals) / len(vals), 2),
            "max": lambda: max(vals), "min": lambda: min(vals)}[agg]()


def guarded(spec: dict) -> dict:
    """The spec with the guard statuses left out: an answer must not move whether or not a reader counts them."""
    return {**spec, "where": list(spec.get("where", [])) + [("Status", "not in", spec["guard"])]}


def patron_words(no: str, recs: dict) -> str:
    p = next(x for x in recs["patrons"] if x["Patron no"] == no)
    return "|".join([no, p["Surname"]])


def label_words(spec: dict, label, recs: dict) -> str:
    """An argmax winner as the keyword alternatives a right answer may use."""
    group = spec["group"]
    if group == "Month":
        return MONTHS[label]
    if group == "Band":
        return "|".join([label, recs["bands"][label].split(",")[0].split(" (")[0]])
    if group == "Pay":
        return "|".join([label] + spec.get("alts", []))
    if group == "Patron":
        return patron_words(label, recs)
    return "|".join([str(label)] + spec.get("alts", []))


def row_expected(spec: dict, recs: dict) -> dict:
    col, key = spec["key"]
    rows = [r for r in table_rows(spec["table"], recs) if r[col] == key]
    assert len(rows) == 1, (spec, len(rows))
    r, out = rows[0], {}
    if spec.get("words"):
        words = []
        for c in spec["words"]:
            if c == "Patron":
                words.append(patron_words(r[c], recs))
            elif c == "Show" and spec.get("short", {}).get(r[c], r[c]) != r[c]:
                words.append("|".join([r[c], spec["short"][r[c]]]))
            else:
                words.append(str(r[c]))
        out["keywords"] = words
    if spec.get("number"):
        out["number"] = r[spec["number"]]
    return out


def pdf_expected(spec: dict, recs: dict) -> dict:
    inv = recs["invoices"][spec["doc"]]
    if not isinstance(inv, str):  # the generator's Invoice: the value the PDF was drawn from
        v = inv.to[0] if spec["gen"] == "to" else getattr(inv, spec["gen"])
        if spec["as"] == "date":
            return {"keywords": [date_forms(v)]}
        return {"number": v} if spec["as"] == "number" else {"keywords": [re.sub(r"\s+Ltd$", "", v)]}
    raw = pdf_field(inv, spec["pattern"])
    if spec["as"] == "number":
        return {"number": float(raw.replace(",", "").replace("£", ""))}
    if spec["as"] == "date":
        for fmt in ("%d/%m/%Y", "%d %B %Y"):
            try:
                return {"keywords": [date_forms(datetime.strptime(raw, fmt).date())]}
            except ValueError:
                continue
        raise ValueError(raw)
    return {"keywords": [re.sub(r"\s+Ltd$", "", raw)]}


def expected_of(q: dict, recs: dict) -> tuple[dict, str]:
    """(expected, detail for the note) of one question on one reading."""
    spec = q["spec"]
    kind = spec["type"]
    if kind == "agg":
        v = aggregate(spec, recs)
        rows = rows_of(spec, recs)
        ids = [r[KEY_COL[spec["table"]]] for r in rows]
        detail = ", ".join(ids) if spec["agg"] == "count" else f"{fmt(v)} over {len(rows)} rows"
        return {"number": v}, detail
    if kind == "argmax":
        label, top, second = aggregate(spec, recs)
        shown = MONTHS[label] if spec["group"] == "Month" else label
        return {"keywords": [label_words(spec, label, recs)]}, f"{shown} {fmt(top)}, next best {fmt(second)}"
    if kind == "row":
        return row_expected(spec, recs), ""
    if kind == "pdf":
        return pdf_expected(spec, recs), ""
    if kind == "help":
        return {"keywords": spec["keywords"]}, ""
    if kind == "refuse":
        return {}, ""
    raise ValueError(kind)


def fmt(x) -> str:
    if isinstance(x, float):
        return f"{x:,.2f}" if x != int(x) else f"{x:g}"
    return str(x)


def contains_kw(text: str, keywords: list[str]) -> bool:
    low = re.sub(r"\s+", " ", text.replace("*", "")).lower()
    return all(any(alt.strip().lower() in low for alt in kw.split("|")) for kw in keywords)


def problems(q: dict, recs: dict, everything: str) -> list[str]:
    """What is wrong with a question's expected value on one reading (empty: nothing)."""
    spec, exp, out = q["spec"], q["expected"], []
    kind = spec["type"]
    got, _ = expected_of(q, recs)
    if kind in ("agg", "pdf", "row") and "number" in exp and abs(got["number"] - exp["number"]) > 0.005:
        out.append(f"number {exp['number']} but this reading gives {got['number']}")
    if kind in ("argmax", "pdf", "row") and got.get("keywords") != exp.get("keywords"):
        out.append(f"keywords {exp.get('keywords')} but this reading gives {got.get('keywords')}")
    if kind == "argmax":
        label, top, second = aggregate(spec, recs)
        if top <= second:
            out.append(f"argmax tie {top} = {second}")
        if spec.get("guard") and aggregate(guarded(spec), recs)[0] != label:
            out.append(f"winner changes without {spec['guard']}")
    if kind == "agg" and spec.get("guard") and abs(aggregate(guarded(spec), recs) - got["number"]) > 0.005:
        out.append(f"answer changes without {spec['guard']}")
    if kind == "row" and q["source"].get("page") not in (None, recs["hire_pages"].get(spec["key"][1])):
        out.append("register page is wrong")
    if kind == "help" and not contains_kw(md_section(spec["doc"], spec["section"]), exp["keywords"]):
        out.append(f"section {spec['section']!r} lacks {exp['keywords']}")
    if kind == "refuse":
        for table in ("sales", "hires"):
            if spec.get("where") and rows_of({"table": table, "where": spec["where"]}, recs):
                out.append(f"{table} has rows for the refused period")
        if spec.get("where") and rows_of({"table": "sales", "where": [("Perf date", op, v) if c == "Date" else
                                                                     (c, op, v) for c, op, v in spec["where"]]},
                                         recs):
            out.append("a performance falls in the refused period")
        out += [f"refusal word {w!r} is in the corpus" for w in spec.get("absent", []) if w.lower() in everything]
        if exp != {} or not q["must_refuse"] or q["source"] is not None:
            out.append("a refusal needs expected {}, expected_source null and must_refuse true")
    return out


def build(questions: list[dict], recs: dict, prefix: str) -> list[dict]:
    """Fill in the expected values (from the files reading), the notes' details and must_refuse."""
    for q in questions:
        q["id"] = prefix + q["id"]
        exp, detail = expected_of(q, recs)
        spec = q["spec"]
        if spec["type"] == "argmax":
            assert aggregate(spec, recs)[1] > aggregate(spec, recs)[2], f"{q['id']}: tie"
        if spec.get("guard"):
            alt, base = aggregate(guarded(spec), recs), aggregate(spec, recs)
            if spec["type"] == "argmax":
                alt, base = alt[0], base[0]
            assert alt == base, f"{q['id']}: {base} becomes {alt} without {spec['guard']}"
        q["expected"] = exp
        if detail:
            q["note"] = f"{q['note']}: {detail}"
        q["must_refuse"] = spec["type"] == "refuse"
    return questions


def write_golden(path: Path, stamp: str, questions: list[dict]) -> None:
    lines = [f"// written {stamp} by helper company23 without reading the engine, frozen before any run"]
    for q in questions:
        lines.append(json.dumps({"id": q["id"], "question": q["question"], "kind": q["kind"],
                                 "expected": q["expected"], "expected_source": q["source"],
                                 "must_refuse": q["must_refuse"], "note": q["note"]}, ensure_ascii=False))
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {path.relative_to(CORPUS.parent)} ({len(questions)} questions)")
