"""Readers and question builders shared by data/make_fresh_kinds8.py: corpus files read with openpyxl, csv and
pdfplumber, dates and months written every way a golden keyword accepts them, one golden line per question."""

import csv
import os
from pathlib import Path

import openpyxl
import pdfplumber

DATA = Path(__file__).resolve().parent
OUT = Path(os.environ.get("FRESH_KINDS8_OUT", DATA / "golden" / "fresh-kinds8.jsonl"))

MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July",
             "August", "September", "October", "November", "December"]
MONTHS_RU_GEN = ["января", "февраля", "марта", "апреля", "мая", "июня", "июля",
                 "августа", "сентября", "октября", "ноября", "декабря"]
MONTHS_RU_NOM = ["январь", "февраль", "март", "апрель", "май", "июнь", "июль",
                 "август", "сентябрь", "октябрь", "ноябрь", "декабрь"]
MONTHS_UK_GEN = ["січня", "лютого", "березня", "квітня", "травня", "червня", "липня",
                 "серпня", "вересня", "жовтня", "листопада", "грудня"]
MONTHS_UK_NOM = ["січень", "лютий", "березень", "квітень", "травень", "червень", "липень",
                 "серпень", "вересень", "жовтень", "листопад", "грудень"]



def code_lists(sheet, heading):
    """{list name: {code: meaning}} of a Key sheet's lists: `heading(row)` names the list a row opens (None
    for any other row); a blank row ends a list, a row without a meaning is skipped."""
    lists, section = {}, None
    for r in sheet.iter_rows(values_only=True):
        name = heading(r)
        if name:
            section = name
            continue
        if r[0] is None:
            section = None
            continue
        if section and r[1] is not None:
            lists.setdefault(section, {})[r[0]] = r[1]
    return lists

def date_alts(d):
    """Alternatives for one calendar date, in the style of the other golden files."""
    m = MONTHS_EN[d.month - 1]
    return "|".join([
        d.strftime("%Y-%m-%d"), d.strftime("%d/%m/%Y"), d.strftime("%d.%m.%Y"),
        f"{d.day} {m} {d.year}", f"{d.day} {m[:3]} {d.year}", f"{m} {d.day}, {d.year}",
        f"{d.day} {MONTHS_RU_GEN[d.month - 1]} {d.year}", f"{d.day} {MONTHS_UK_GEN[d.month - 1]} {d.year}",
    ])


def month_alts(year, month):
    """Alternatives for a month-and-year value (e.g. 'Jul 2023')."""
    m = MONTHS_EN[month - 1]
    return "|".join([
        f"{m[:3]} {year}", f"{m} {year}", f"{month:02d}/{year}", f"{year}-{month:02d}",
        f"{MONTHS_RU_NOM[month - 1]} {year}", f"{MONTHS_RU_GEN[month - 1]} {year}",
        f"{MONTHS_UK_NOM[month - 1]} {year}", f"{MONTHS_UK_GEN[month - 1]} {year}",
    ])


def workbook(corpus, doc):
    return openpyxl.load_workbook(DATA / corpus / doc, data_only=True)


def sheet_rows(corpus, doc, sheet, first_row, id_prefix):
    ws = workbook(corpus, doc)[sheet]
    return [r for r in ws.iter_rows(min_row=first_row, values_only=True)
            if r[0] is not None and str(r[0]).startswith(id_prefix)]


def csv_rows(corpus, doc):
    with open(DATA / corpus / doc, newline="", encoding="utf-8-sig") as fh:
        return list(csv.DictReader(fh))


def pdf_text(corpus, doc):
    with pdfplumber.open(DATA / corpus / doc) as pdf:
        return "\n".join(page.extract_text() or "" for page in pdf.pages)


def corpus_text(corpus):
    """All text of one corpus (xlsx cells, csv, md, pdf), for 'is it anywhere?' checks."""
    parts = []
    root = DATA / corpus
    for f in sorted(root.rglob("*")):
        if not f.is_file():
            continue
        if f.suffix == ".xlsx":
            wb = openpyxl.load_workbook(f, data_only=True)
            for ws in wb:
                for r in ws.iter_rows(values_only=True):
                    parts.append(" ".join("" if v is None else str(v) for v in r))
        elif f.suffix in (".csv", ".md"):
            parts.append(f.read_text(encoding="utf-8-sig"))
        elif f.suffix == ".pdf":
            parts.append(pdf_text(corpus, str(f.relative_to(root))))
    return "\n".join(parts)


def money(s):
    return float(s.replace(",", ""))


def one(rows, what):
    assert len(rows) == 1, (what, rows)
    return rows[0]


def src(doc, sheet=None):
    s = {"doc": doc}
    if sheet:
        s["sheet"] = sheet
    return s


def kw(id_, corpus, question, keywords, source, note, kind="key_lookup"):
    return {"id": id_, "corpus": corpus, "question": question, "kind": kind,
            "expected": {"keywords": keywords}, "expected_source": source,
            "must_refuse": False, "note": note}


def num(id_, corpus, question, number, source, note, kind="table_sum"):
    return {"id": id_, "corpus": corpus, "question": question, "kind": kind,
            "expected": {"number": number}, "expected_source": source,
            "must_refuse": False, "note": note}


def refuse(id_, corpus, question, source, note):
    return {"id": id_, "corpus": corpus, "question": question, "kind": "refuse",
            "expected": {}, "expected_source": source, "must_refuse": True, "note": note}
