"""Cell readers and the question context of make_wtq_fresh2.py (split out to keep each file short)."""
import json
import random
import re
import sys
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

import openpyxl

HERE = Path(__file__).resolve().parent
TABLES = HERE.parents[1].parent / "shared" / "eval" / "wtq-train-aggregates" / "tables"
DEBUG = "--debug" in sys.argv
_cache = {}


# ----------------------------------------------------------------- reading and parsing cells
def load(table):
    """Rows as dicts: header text -> cell text (first column of a repeated header wins) and column index -> cell text."""
    if table not in _cache:
        wb = openpyxl.load_workbook(TABLES / table, read_only=True, data_only=True)
        raw = [["" if v is None else str(v).strip() for v in row] for row in wb.worksheets[0].iter_rows(values_only=True)]
        wb.close()
        head = [" ".join(h.split()) for h in raw[0]]
        rows = []
        for cells in raw[1:]:
            r = {i: v for i, v in enumerate(cells)}
            for i, h in enumerate(head):
                r.setdefault(h, cells[i] if i < len(cells) else "")
            rows.append(r)
        _cache[table] = (head, rows)
    return _cache[table]


def num(text):
    """First number in a cell as a Decimal: '$1,234', '17, 624', '323 ft (98 m)', '12 †', '91*', '−5' ; None if no number."""
    t = str(text).replace("\u2212", "-").replace("\u2013", "-").replace("$", "").replace("£", "")
    t = re.sub(r"(?<=\d),\s?(?=\d{3}(?!\d))", "", t)          # thousands separators (also '17, 624')
    m = re.search(r"-?\d+(?:\.\d+)?", t)
    return Decimal(m.group()) if m else None


def secs(text):
    """'1:07.05' -> 67.05, '2:10:46' -> 7846, '57.43' -> 57.43 ; DNS / DNF / blank -> None."""
    t = str(text).strip().split()[0] if str(text).strip() else ""
    if not re.fullmatch(r"\d+(?::\d+){0,2}(?:\.\d+)?", t):
        return None
    total = Decimal(0)
    for part in t.split(":"):
        total = total * 60 + Decimal(part)
    return total


def year(text):
    m = re.search(r"\b(1[0-9]\d\d|20\d\d)\b", str(text))
    return int(m.group(1)) if m else None


def ordinal(text):
    """'15th (q)' -> 15, '1st' -> 1 ; anything else -> None."""
    m = re.match(r"\s*(\d+)(?:st|nd|rd|th)\b", str(text))
    return int(m.group(1)) if m else None


def score(text):
    """First 'a-b' / 'a–b' / 'a:b' pair in a cell as two ints ('W 30–0' -> (30, 0)); None if there is none."""
    m = re.search(r"(\d+)\s*[-–:]\s*(\d+)", str(text))
    return (int(m.group(1)), int(m.group(2))) if m else None


def leading_score(text):
    """Score only when the cell starts with it (so 'abandoned 0:3' is not read as a result)."""
    return score(text) if re.match(r"\s*\d+\s*[-–:]\s*\d+", str(text)) else None


# ----------------------------------------------------------------- helpers for a few oddly shaped tables
def first_int_cell(r, start):
    """203-22 / 203-7 rows whose title was split at '|' shift later cells right: take the first all-digit cell from `start`."""
    for i in sorted(k for k in r if isinstance(k, int)):
        if i >= start and re.fullmatch(r"\d+", r[i]):
            return int(r[i])
    return None


def year_203_7(r):
    for i in sorted(k for k in r if isinstance(k, int)):
        if i >= 3 and re.fullmatch(r"(19|20)\d\d", r[i]):
            return int(r[i])
    return None


def month_cells(row, head):
    """Turn one row of a climate table into 12 pseudo-rows {'Month': 'Jan', 'value': cell}."""
    months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    return [{"Month": m, "value": row[head.index(m)], 0: m, 1: row[head.index(m)]} for m in months]


def year_columns(row, head):
    """Turn one row of a year-by-year table (columns named 1992 .. 2010) into pseudo-rows {'Year': y, 'value': cell}."""
    return [{"Year": h, "value": row[i], 0: h, 1: row[i]} for i, h in enumerate(head) if re.fullmatch(r"(19|20)\d\d", h)]


def overall_wins(text):
    """'14-4 (24-5)' -> 24 (the overall record is in brackets)."""
    m = re.search(r"\((\d+)-(\d+)\)", text)
    return int(m.group(1)) if m else None


def winner_of(cell):
    """'Volkswagen Golf (winner) Ford Fiesta ...' -> 'Volkswagen Golf'."""
    return cell.split("(winner)")[0].strip() if "(winner)" in cell else ""


def not_total(col):
    return lambda r: not re.match(r"(?i)\s*totals?\b", r[col])


# ----------------------------------------------------------------- what a question function sees
class Ctx:
    def __init__(self, table):
        self.head, self.rows = load(table)
        self.used = []

    def row(self, col, value):
        return next(r for r in self.rows if r[col] == value)

    def count(self, pred, rows=None):
        hit = [r for r in (self.rows if rows is None else rows) if pred(r)]
        self.used += hit
        return Decimal(len(hit))

    def values(self, col, pred=lambda r: True, conv=num, rows=None):
        out = []
        for r in (self.rows if rows is None else rows):
            if pred(r):
                v = conv(r[col])
                if v is not None:
                    out.append(Decimal(v))
                    self.used.append(r)
        return out

    def total(self, col, pred=lambda r: True, conv=num, rows=None):
        return sum(self.values(col, pred, conv, rows), Decimal(0))

    def avg(self, col, pred=lambda r: True, conv=num, rows=None):
        v = self.values(col, pred, conv, rows)
        return sum(v, Decimal(0)) / len(v)

    def cell(self, keycol, key, col, conv=num):
        r = self.row(keycol, key)
        self.used.append(r)
        return conv(r[col])


def nonneg_int(x):
    return x is not None and x >= 0
