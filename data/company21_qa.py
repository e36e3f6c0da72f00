"""Question machinery for data/company21 (Ardcarrow Boatyard): written by helper company21 without reading the engine.

Each golden question carries a declarative `spec` (a filter and an aggregate over the job sheet, the owner accounts
joined through the account number, or the hardstanding register; a row or invoice lookup; a help-page section; or a
check that the corpus cannot answer). The golden scripts (make_company21_golden.py, make_company21_dev.py) evaluate
the specs on the generator's own records; `python data/company21_qa.py` evaluates them again on a second, independent
reading of the written files (openpyxl, csv, pdfplumber, the Markdown text) and checks every expected value.
"""

import csv
import json
import re
import sys
from collections import defaultdict
from datetime import date, datetime
from pathlib import Path

HERE = Path(__file__).resolve().parent
CORPUS = HERE / "company21"
GOLDEN = HERE / "golden"
sys.path.insert(0, str(HERE))

LOG_DOC = "yard/job_sheet_aug-nov_2026.xlsx"
LOG_SHEET = "Job sheet"
ACC_DOC = "owners/owner_accounts.csv"
REG_DOC = "storage/hardstanding_register_2026-11-30.pdf"
HELP = "slipmate-help/"
MONTHS = {8: "August", 9: "September", 10: "October", 11: "November"}


# ---------------------------------------------------------------- the two readings

def records_from_generator() -> dict:
    import make_company21 as g
    log = [{"WO": j.wo, "Opened": j.day, "A/c": j.acct.no, "Boat": j.acct.boat, "Op": j.op, "By": j.by,
            "Hrs": j.hrs, "Net €": j.net, "State": j.state} for j in g.JOBS]
    acc = [{"A/c no": a.no, "Owner": a.owner, "Boat name": a.boat, "Boat type": a.kind, "LOA m": a.loa,
            "Berth": a.berth, "Plan": a.plan, "With us since": a.since} for a in g.ACCOUNTS]
    reg = [{"Bay": r.bay, "Boat": r.acct.boat, "A/c": r.acct.no, "Type": r.acct.kind, "LOA m": r.acct.loa,
            "Support": r.support, "Ashore since": r.since, "Mast": r.mast} for r in g.REGISTER]
    codes = {code: v[0] for code, v in g.OPS.items()}
    return {"log": log, "acc": acc, "reg": reg, "codes": codes, "staff": dict(g.STAFF)}


def records_from_files(root: Path = CORPUS) -> dict:
    import openpyxl
    import pdfplumber
    wb = openpyxl.load_workbook(root / LOG_DOC, data_only=True)
    ws = wb[LOG_SHEET]
    rows = list(ws.iter_rows(values_only=True))
    hi = next(i for i, r in enumerate(rows) if r and r[0] == "WO")
    head = list(rows[hi])
    log = []
    for r in rows[hi + 1:]:
        if r[0] is None:
            continue
        d = dict(zip(head, r))
        d["Opened"] = d["Opened"].date() if isinstance(d["Opened"], datetime) else d["Opened"]
        d["Hrs"], d["Net €"] = float(d["Hrs"]), float(d["Net €"])
        log.append(d)
    codes, staff = {}, {}
    section = None
    for r in wb["Codes"].iter_rows(values_only=True):
        if r[0] in ("Op", "By", "State"):
            section = r[0]
            continue
        if r[0] and r[1] and section == "Op":
            codes[r[0]] = r[1]
        elif r[0] and r[1] and section == "By":
            staff[r[0]] = r[1]
    with open(root / ACC_DOC, newline="", encoding="utf-8") as f:
        acc = [dict(r) for r in csv.DictReader(f)]
    for a in acc:
        a["LOA m"] = float(a["LOA m"])
        a["With us since"] = int(a["With us since"])
    reg = []
    with pdfplumber.open(root / REG_DOC) as pdf:
        for page in pdf.pages:
            for table in page.extract_tables():
                for r in table:
                    if r[0] == "Bay" or not r[0]:
                        continue
                    d = dict(zip(["Bay", "Boat", "A/c", "Type", "LOA m", "Support", "Ashore since", "Mast"], r))
                    d["LOA m"] = float(d["LOA m"])
                    d["Ashore since"] = date.fromisoformat(d["Ashore since"])
                    reg.append(d)
    return {"log": log, "acc": acc, "reg": reg, "codes": codes, "staff": staff}


def pdf_text(doc: str, root: Path = CORPUS) -> str:
    import pdfplumber
    with pdfplumber.open(root / doc) as pdf:
        return "\n".join(p.extract_text() or "" for p in pdf.pages)


def md_section(doc: str, heading: str | None, root: Path = CORPUS) -> str:
    text = (root / doc).read_text(encoding="utf-8")
    if heading is None:
        return text
    out, inside = [], False
    for line in text.splitlines():
        if line.startswith("#"):
            inside = line.lstrip("#").strip().lower() == heading.lower()
            if inside:
                out.append(line)
            continue
        if inside:
            out.append(line)
    assert out, f"no section {heading!r} in {doc}"
    return "\n".join(out)


def corpus_text(root: Path = CORPUS) -> str:
    """Every word the corpus holds: Markdown, CSV, workbook cells and PDF text."""
    import openpyxl
    parts = []
    for p in sorted(root.rglob("*")):
        if p.suffix in (".md", ".csv"):
            parts.append(p.read_text(encoding="utf-8"))
        elif p.suffix == ".xlsx":
            wb = openpyxl.load_workbook(p, data_only=True)
            for ws in wb.worksheets:
                parts.append(ws.title)
                for r in ws.iter_rows(values_only=True):
                    parts.extend(str(v) for v in r if v is not None)
        elif p.suffix == ".pdf":
            parts.append(pdf_text(str(p.relative_to(root)), root))
    return "\n".join(parts)


# ---------------------------------------------------------------- evaluating a spec

def _rows(spec: dict, recs: dict) -> list[dict]:
    if spec["table"] == "log":
        rows = recs["log"]
    elif spec["table"] == "reg":
        rows = recs["reg"]
    elif spec["table"] == "join":
        acc = {a["A/c no"]: a for a in recs["acc"]}
        rows = [{**r, **{k: v for k, v in acc[r["A/c"]].items() if k != "A/c no"}} for r in recs["log"]]
    else:
        raise ValueError(spec["table"])
    out = []
    for r in rows:
        if "Opened" in r:
            r = {**r, "Month": r["Opened"].month}
        ok = True
        for col, op, val in spec.get("where", []):
            v = r[col]
            if op == "=":
                ok = v == val
            elif op == "!=":
                ok = v != val
            elif op == "in":
                ok = v in val
            elif op == "not in":
                ok = v not in val
            elif op == ">":
                ok = v > val
            elif op == "<":
                ok = v < val
            elif op == ">=":
                ok = v >= val
            elif op == "<=":
                ok = v <= val
            elif op == "month":
                ok = v.month == val
            elif op == "between":
                ok = date.fromisoformat(val[0]) <= v <= date.fromisoformat(val[1])
            else:
                raise ValueError(op)
            if not ok:
                break
        if ok:
            out.append(r)
    return out


def evaluate(spec: dict, recs: dict):
    """A number for count/sum/avg/max/min; (label, value, runner-up value) for argmax."""
    rows = _rows(spec, recs)
    agg = spec["agg"]
    if agg == "count":
        return len(rows)
    vals = [r[spec["col"]] for r in rows] if "col" in spec else None
    if agg == "sum":
        return round(sum(vals), 2)
    if agg == "avg":
        return round(sum(vals) / len(vals), 2)
    if agg == "max":
        return max(vals)
    if agg == "min":
        return min(vals)
    if agg == "argmax":
        groups = defaultdict(float)
        for r in rows:
            groups[r[spec["group"]]] += 1 if spec.get("measure", "count") == "count" else r[spec["measure"]]
        ranked = sorted(groups.items(), key=lambda kv: -kv[1])
        return ranked[0][0], round(ranked[0][1], 2), round(ranked[1][1], 2)
    raise ValueError(agg)


def row_ids(spec: dict, recs: dict, key: str) -> list[str]:
    return [r[key] for r in _rows(spec, recs)]


# ---------------------------------------------------------------- writing a golden file

def fmt(x: float) -> str:
    return f"{x:,.2f}" if isinstance(x, float) and x != int(x) else f"{x:g}" if isinstance(x, float) else str(x)


def write_golden(path: Path, stamp: str, questions: list[dict]) -> None:
    lines = [f"// written {stamp} by helper company21 without reading the engine, frozen before any run"]
    for q in questions:
        out = {k: q[k] for k in ("id", "question", "kind", "expected", "expected_source", "must_refuse", "note")}
        lines.append(json.dumps(out, ensure_ascii=False))
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


# ---------------------------------------------------------------- second reading: validation

def _contains_kw(text: str, keywords: list[str]) -> bool:
    low = re.sub(r"\s+", " ", text.replace("*", "").replace("`", "")).lower()
    return all(any(alt.strip().lower() in low for alt in kw.split("|")) for kw in keywords)


def check(q: dict, recs: dict, everything: str) -> list[str]:
    """Problems with one question when re-read from the files (empty list = fine)."""
    spec, exp, probs = q["spec"], q["expected"], []
    kind = spec["type"]
    if kind == "agg":
        got = evaluate(spec, recs)
        if abs(got - exp["number"]) > 0.005:
            probs.append(f"number {exp['number']} but files give {got}")
        if spec.get("guard"):
            other = evaluate({**spec, "where": spec.get("where", []) + [("State", "not in", spec["guard"])]}, recs)
            if abs(other - got) > 0.005:
                probs.append(f"answer changes when {spec['guard']} jobs are left out")
    elif kind == "argmax":
        label, top, second = evaluate(spec, recs)
        if not _contains_kw(f"{label} {recs['staff'].get(label, '')} {MONTHS.get(label, '')}", exp["keywords"]):
            probs.append(f"argmax {label} not in keywords {exp['keywords']}")
        if top <= second:
            probs.append(f"argmax tie {top} = {second}")
        if spec.get("guard"):
            other = evaluate({**spec, "where": spec.get("where", []) + [("State", "not in", spec["guard"])]}, recs)
            if other[0] != label:
                probs.append(f"argmax changes when {spec['guard']} jobs are left out")
    elif kind == "row":
        rows = [r for r in recs[spec["table"]] if r[spec["key"][0]] == spec["key"][1]]
        if len(rows) != 1:
            probs.append(f"{len(rows)} rows for {spec['key']}")
        else:
            r = rows[0]
            text = " ".join(f"{v.day} {v:%b %Y} {v:%d/%m/%Y} {v.isoformat()}" if isinstance(v, date) else
                            f"{v} {recs['staff'].get(v, '')}" for v in r.values())
            if "keywords" in exp and not _contains_kw(text, exp["keywords"]):
                probs.append(f"row {r} lacks keywords {exp['keywords']}")
            if "number" in exp and not any(isinstance(v, float) and abs(v - exp["number"]) < 0.005
                                           for v in r.values()):
                probs.append(f"row {r} lacks number {exp['number']}")
    elif kind == "pdf":
        text = pdf_text(spec["doc"])
        if "number" in exp:
            m = re.search(re.escape(spec["label"]) + r"\s+([\d,]+\.\d\d)", text)
            if not m or abs(float(m.group(1).replace(",", "")) - exp["number"]) > 0.005:
                probs.append(f"pdf {spec['doc']} {spec['label']} reads {m and m.group(1)}")
        if "keywords" in exp:
            block = text
            if "after" in spec:
                block = text[text.index(spec["after"]):]
            if not _contains_kw(block, exp["keywords"]):
                probs.append(f"pdf {spec['doc']} lacks {exp['keywords']}")
    elif kind == "help":
        section = md_section(spec["doc"], spec["section"])
        if not _contains_kw(section, exp["keywords"]):
            probs.append(f"section {spec['section']} lacks {exp['keywords']}")
    elif kind == "refuse":
        if "where" in spec:
            n = len(_rows({"table": "log", "where": spec["where"]}, recs))
            n += len([r for r in recs["reg"] if spec.get("reg_month") and
                      (r["Ashore since"].year, r["Ashore since"].month) == tuple(spec["reg_month"])])
            if n:
                probs.append(f"refusal has {n} rows")
        for word in spec.get("absent", []):
            if word.lower() in everything.lower():
                probs.append(f"refusal word {word!r} is in the corpus")
        if exp != {} or not q["must_refuse"]:
            probs.append("refusal must have expected {} and must_refuse true")
    else:
        probs.append(f"unknown spec type {kind}")
    return probs


def validate(path: Path, specs_path: Path) -> int:
    lines = [ln for ln in path.read_text(encoding="utf-8").splitlines() if ln.strip() and not ln.startswith("//")]
    qs = [json.loads(ln) for ln in lines]
    specs = json.loads(specs_path.read_text(encoding="utf-8"))
    ids = [q["id"] for q in qs]
    problems = []
    if len(qs) != 30:
        problems.append(f"{len(qs)} questions, not 30")
    if len(set(ids)) != len(ids):
        problems.append("duplicate ids")
    allowed = {"table_count", "table_sum", "table_argmax", "exact_id", "key_lookup", "cross_table", "screen",
               "concept", "policy", "refuse"}
    recs = records_from_files()
    everything = corpus_text()
    for q in qs:
        if q["kind"] not in allowed:
            problems.append(f"{q['id']}: kind {q['kind']}")
        if set(q) - {"id", "question", "kind", "expected", "expected_source", "must_refuse", "groups", "note"}:
            problems.append(f"{q['id']}: extra fields")
        src = q["expected_source"]
        for s in ([] if src is None else src if isinstance(src, list) else [src]):
            if not (CORPUS / s["doc"]).exists():
                problems.append(f"{q['id']}: no doc {s['doc']}")
        for p in check({**q, "spec": specs[q["id"]]}, recs, everything):
            problems.append(f"{q['id']}: {p}")
    counts = defaultdict(int)
    for q in qs:
        counts[q["kind"]] += 1
    print(f"{path.name}: {len(qs)} questions, kinds {dict(counts)}")
    for p in problems:
        print("  PROBLEM", p)
    return len(problems)


def build(path: Path, stamp: str, questions: list[dict]) -> None:
    """Fill each question's expected value from the generator's records, write the golden file and the specs."""
    recs = records_from_generator()
    for q in questions:
        spec = q["spec"]
        if spec["type"] == "agg":
            v = evaluate(spec, recs)
            if spec.get("guard"):
                other = evaluate({**spec, "where": spec.get("where", []) + [("State", "not in", spec["guard"])]},
                                 recs)
                assert abs(other - v) < 0.005, f"{q['id']}: {spec['guard']} jobs change the answer {v} -> {other}"
            q["expected"] = {"number": v}
            if spec["agg"] == "count" and "ids_key" in spec:
                ids = row_ids(spec, recs, spec["ids_key"])
                q["note"] = q["note"] + ": " + ", ".join(ids)
            else:
                q["note"] = q["note"] + f": {fmt(v)} over {len(_rows(spec, recs))} rows"
        elif spec["type"] == "argmax":
            label, top, second = evaluate(spec, recs)
            assert top > second, f"{q['id']}: tie"
            if spec.get("guard"):
                other = evaluate({**spec, "where": spec.get("where", []) + [("State", "not in", spec["guard"])]},
                                 recs)[0]
                assert other == label, f"{q['id']}: {spec['guard']} jobs change the answer {label} -> {other}"
            staff = recs["staff"]
            alts = [str(label)] + spec.get("alts", {}).get(label, [])
            if spec.get("group") == "By":  # a name, not the two initials (which hide inside ordinary words)
                alts = [staff[label], staff[label].split()[0], staff[label].split()[-1]]
            if spec.get("group") == "Month":
                alts = [MONTHS[label]]
            q["expected"] = {"keywords": ["|".join(alts)]}
            q["note"] = q["note"] + f": {label} {fmt(top)}, next best {fmt(second)}"
        elif "expected" not in q:
            raise ValueError(q["id"])
        q["must_refuse"] = spec["type"] == "refuse"
    write_golden(path, stamp, questions)
    specs_path = HERE / f"company21_{path.stem.split('-')[-1]}_specs.json"
    specs_path.write_text(json.dumps({q["id"]: q["spec"] for q in questions}, indent=1, ensure_ascii=False,
                                     default=str) + "\n", encoding="utf-8")
    print(f"wrote {path.name} ({len(questions)}) and {specs_path.name}")


if __name__ == "__main__":
    bad = 0
    for split in ("test", "dev"):
        bad += validate(GOLDEN / f"company21-{split}.jsonl", HERE / f"company21_{split}_specs.json")
    print("all good" if not bad else f"{bad} problems")
    sys.exit(1 if bad else 0)
