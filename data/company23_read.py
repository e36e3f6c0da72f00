"""Two readings of data/company23 (The Ropewalk Theatre), written by helper company23 without reading the engine.

`from_files` reads what a member of staff would open: the workbooks with openpyxl, the PDFs with pdfplumber and the
Markdown text; the performance codes of the bookings are decoded through the workbook's own Shows sheet.
`from_generator` builds the same tables from the generator's records. The golden scripts compute every expected
value from the files; company23_qa.py checks both readings against each question.
"""

import re
import sys
from datetime import date, datetime
from pathlib import Path

HERE = Path(__file__).resolve().parent
CORPUS = HERE / "company23"
sys.path.insert(0, str(HERE))

SALES_DOC = "box-office/ticket_sales_sep-nov_2026.xlsx"
SALES_SHEET = "Bookings"
PATRON_DOC = "patrons/patron_list.xlsx"
PATRON_SHEET = "Friends & patrons"
HIRE_DOC = "room-hire/room_hire_register_sep-nov_2026.pdf"
HELP = "houselights-help/"
INVOICE_DOCS = ("invoices/HIRE-26-0179.pdf", "invoices/HIRE-26-0183.pdf", "invoices/HIRE-26-0187.pdf")
HIRE_COLS = ["Hire ref", "Date", "Hirer", "Room", "Booked for", "Hours", "Rate £/h", "Amount £"]
MONTHS = {1: "January", 2: "February", 3: "March", 4: "April", 5: "May", 6: "June", 7: "July", 8: "August",
          9: "September", 10: "October", 11: "November", 12: "December"}


def _day(v) -> date:
    return v.date() if isinstance(v, datetime) else v


def _sheet_dicts(ws, header_row: int) -> list[dict]:
    rows = list(ws.iter_rows(values_only=True))
    head = rows[header_row - 1]
    return [dict(zip(head, r)) for r in rows[header_row:] if r and r[0]]


def _num(text: str) -> float:
    return float(text.replace(",", "").replace("£", ""))


def from_files(root: Path = CORPUS) -> dict:
    import openpyxl
    import pdfplumber
    wb = openpyxl.load_workbook(root / SALES_DOC, data_only=True)
    shows = {r["Perf code"]: r for r in _sheet_dicts(wb["Shows"], 1)}
    # the Bands sheet ends with note lines under the table: only rows with a face price are bands
    bands = {r["Band"]: r["Seats"] for r in _sheet_dicts(wb["Bands"], 1) if isinstance(r["Face £"], (int, float))}
    pay = {r["Pay"]: r["Method"] for r in _sheet_dicts(wb["Pay methods"], 1)}
    statuses = {r["Status"]: r["Meaning"] for r in _sheet_dicts(wb["Status words"], 1)}
    sales = []
    for r in _sheet_dicts(wb[SALES_SHEET], 1):
        show = shows[r["Perf"]]
        r["Sold on"] = _day(r["Sold on"])
        r["Tkts"], r["Pd £"] = int(r["Tkts"]), float(r["Pd £"])
        r.update({"Show": show["Show"], "Perf date": _day(show["Date"]), "Genre": show["Genre"],
                  "Presented by": show["Presented by"]})
        sales.append(r)
    pwb = openpyxl.load_workbook(root / PATRON_DOC, data_only=True)
    patrons = _sheet_dicts(pwb[PATRON_SHEET], 2)
    hires, pages = [], {}
    with pdfplumber.open(root / HIRE_DOC) as pdf:
        for n, page in enumerate(pdf.pages, start=1):
            for table in page.extract_tables():
                for r in table:
                    if not r[0] or r[0] == "Hire ref":
                        continue
                    d = dict(zip(HIRE_COLS, r))
                    d["Date"] = datetime.strptime(d["Date"], "%d/%m/%Y").date()
                    d["Hours"], d["Rate £/h"], d["Amount £"] = (_num(d["Hours"]), _num(d["Rate £/h"]),
                                                                _num(d["Amount £"]))
                    hires.append(d)
                    pages[d["Hire ref"]] = n
    return {"sales": sales, "patrons": patrons, "hires": hires, "hire_pages": pages, "bands": bands, "pay": pay,
            "statuses": statuses, "invoices": {doc: pdf_text(doc, root) for doc in INVOICE_DOCS}}


def from_generator() -> dict:
    import make_company23 as g
    from company23_pdfs import FIRST_PAGE_ROWS
    sales = [{"Booking ref": b.ref, "Sold on": b.sold, "Perf": b.perf.code, "Band": b.band, "Tkts": b.tkts,
              "Pd £": b.paid, "Pay": b.pay, "Channel": b.channel, "Patron": b.patron.no, "Status": b.status,
              "Show": b.perf.title, "Perf date": b.perf.day, "Genre": b.perf.genre, "Presented by": b.perf.company}
             for b in g.BOOKINGS]
    patrons = [{"Patron no": p.no, "Surname": p.surname, "First name": p.first, "Membership": p.tier,
                "Postcode area": p.area, "Gift Aid": p.gift_aid, "Joined": p.joined} for p in g.PATRONS]
    hires = [{"Hire ref": h.ref, "Date": h.day, "Hirer": h.hirer, "Room": h.room, "Booked for": h.use,
              "Hours": h.hrs, "Rate £/h": h.rate, "Amount £": h.amount} for h in g.HIRES]
    pages = {h.ref: 1 if i < FIRST_PAGE_ROWS else 2 for i, h in enumerate(g.HIRES)}
    return {"sales": sales, "patrons": patrons, "hires": hires, "hire_pages": pages,
            "bands": {k: v[0] for k, v in g.BANDS.items()}, "pay": dict(g.PAY_CODES), "statuses": dict(g.STATUSES),
            "invoices": {f"invoices/{no}.pdf": inv for no, inv in g.INVOICES.items()}}


def pdf_text(doc: str, root: Path = CORPUS) -> str:
    import pdfplumber
    with pdfplumber.open(root / doc) as pdf:
        return "\n".join(p.extract_text() or "" for p in pdf.pages)


def md_section(doc: str, heading: str, root: Path = CORPUS) -> str:
    out, inside = [], False
    for line in (root / doc).read_text(encoding="utf-8").splitlines():
        if line.startswith("#"):
            inside = line.lstrip("#").strip().lower() == heading.lower()
        if inside:
            out.append(line)
    assert out, f"no section {heading!r} in {doc}"
    return "\n".join(out)


def corpus_text(root: Path = CORPUS) -> str:
    """Every word the corpus holds (Markdown, workbook cells, PDF text): a refusal's words must not be in it."""
    import openpyxl
    parts = []
    for p in sorted(root.rglob("*")):
        if p.suffix == ".md":
            parts.append(p.read_text(encoding="utf-8"))
        elif p.suffix == ".xlsx":
            for ws in openpyxl.load_workbook(p, data_only=True).worksheets:
                parts.append(ws.title)
                for r in ws.iter_rows(values_only=True):
                    parts.extend(str(v) for v in r if v is not None)
        elif p.suffix == ".pdf":
            parts.append(pdf_text(str(p.relative_to(root)), root))
    return "\n".join(parts)


def pdf_field(text: str, pattern: str) -> str:
    m = re.search(pattern, text)
    assert m, f"pattern {pattern!r} not in the PDF text"
    return m.group(1).strip()


def date_forms(d: date) -> str:
    """The ways a date may be written in an answer, as one keyword with | between the alternatives."""
    month = MONTHS[d.month]
    forms = [f"{d.day} {month} {d.year}", f"{d.day} {month[:3]} {d.year}", f"{d:%d/%m/%Y}", d.isoformat(),
             f"{month} {d.day}, {d.year}", f"{d:%d} {month} {d.year}", f"{d.day}/{d.month}/{d.year}"]
    return "|".join(dict.fromkeys(forms))
