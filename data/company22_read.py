"""Two readings of data/company22 (Kirkgate Cargo Cycles), written by helper company22 without reading the engine.

`from_files` reads what a user would get: the written workbooks with openpyxl, the PDFs with pdfplumber and the
Markdown text. `from_generator` takes the same tables straight from the generator's records. The golden scripts
compute every expected value from the files; company22_qa.py checks that both readings agree with each question.
"""

import re
import sys
from datetime import date, datetime
from pathlib import Path

HERE = Path(__file__).resolve().parent
CORPUS = HERE / "company22"
sys.path.insert(0, str(HERE))

LOG_DOC = "ops/delivery_log_sep-nov_2026.xlsx"
LOG_SHEET = "Deliveries"
CLIENT_DOC = "clients/client_accounts.xlsx"
CLIENT_SHEET = "Accounts"
REG_DOC = "fleet/workshop_register_sep-nov_2026.pdf"
HELP = "pedalboard-help/"
INVOICE_DOCS = ("invoices/KCC-2611-031.pdf", "invoices/KCC-2610-027.pdf", "invoices/KCC-2611-044.pdf")
REG_COLS = ["Job", "Booked in", "Bike", "Type", "Work done", "Parts £", "Hrs", "Fitter", "Back out"]
MONTHS = {1: "January", 2: "February", 3: "March", 4: "April", 5: "May", 6: "June", 7: "July", 8: "August",
          9: "September", 10: "October", 11: "November", 12: "December"}


def _day(v) -> date:
    return v.date() if isinstance(v, datetime) else v


def from_files(root: Path = CORPUS) -> dict:
    import openpyxl
    import pdfplumber
    wb = openpyxl.load_workbook(root / LOG_DOC, data_only=True)
    rows = list(wb[LOG_SHEET].iter_rows(values_only=True))
    hi = next(i for i, r in enumerate(rows) if r and r[0] == "Job ref")
    head = list(rows[hi])
    log = []
    for r in rows[hi + 1:]:
        if not r[0]:
            continue
        d = dict(zip(head, r))
        d["Date"] = _day(d["Date"])
        d["Km"], d["Charge £"], d["Parcels"] = float(d["Km"]), float(d["Charge £"]), int(d["Parcels"])
        log.append(d)
    services, riders, statuses, section = {}, {}, {}, None
    for r in wb["Key"].iter_rows(values_only=True):
        first = r[0]
        if first in ("Svc", "Initials", "Status"):
            section = first
            continue
        if not first or not r[1]:
            continue
        {"Svc": services, "Initials": riders, "Status": statuses}.get(section, {})[first] = r[1]
    cwb = openpyxl.load_workbook(root / CLIENT_DOC, data_only=True)
    crow = list(cwb[CLIENT_SHEET].iter_rows(values_only=True))
    clients = [dict(zip(crow[0], r)) for r in crow[1:] if r[0]]
    reg, pages = [], {}
    with pdfplumber.open(root / REG_DOC) as pdf:
        for n, page in enumerate(pdf.pages, start=1):
            for table in page.extract_tables():
                for r in table:
                    if not r[0] or r[0] == "Job":
                        continue
                    d = dict(zip(REG_COLS, r))
                    d["Booked in"] = datetime.strptime(d["Booked in"], "%d %b %Y").date()
                    d["Parts £"], d["Hrs"] = float(d["Parts £"].replace(",", "")), float(d["Hrs"])
                    reg.append(d)
                    pages[d["Job"]] = n
    return {"log": log, "clients": clients, "reg": reg, "reg_pages": pages, "services": services,
            "riders": riders, "statuses": statuses,
            "invoices": {doc: pdf_text(doc, root) for doc in INVOICE_DOCS}}


def from_generator() -> dict:
    import make_company22 as g
    from company22_pdfs import FIRST_PAGE_ROWS
    log = [{"Job ref": d.ref, "Date": d.day, "Acct": d.client.code, "Rider": d.rider, "Svc": d.svc, "Zone": d.zone,
            "Km": d.km, "Parcels": d.parcels, "Charge £": d.charge, "Status": d.status} for d in g.DELIVERIES]
    clients = [{"Acct code": c.code, "Business": c.name, "Sector": c.sector, "Billing plan": c.plan,
                "District": c.district, "Contact": c.contact, "Client since": c.since} for c in g.CLIENT_LIST]
    reg = [{"Job": r.job, "Booked in": r.booked, "Bike": r.bike, "Type": r.kind, "Work done": r.work,
            "Parts £": r.parts, "Hrs": r.hrs, "Fitter": r.fitter, "Back out": r.back} for r in g.REPAIRS]
    pages = {r.job: 1 if i < FIRST_PAGE_ROWS else 2 for i, r in enumerate(g.REPAIRS)}
    invoices = {f"invoices/{no}.pdf": inv for no, inv in g.INVOICES.items()}
    return {"log": log, "clients": clients, "reg": reg, "reg_pages": pages,
            "services": {k: v[0] for k, v in g.SERVICES.items()}, "riders": {k: v[0] for k, v in g.RIDERS.items()},
            "statuses": dict(g.STATUSES), "invoices": invoices}


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
    """Every word the corpus holds (Markdown, workbook cells, PDF text), for checking a refusal's words are absent."""
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
    """The ways staff and the model might write a date, as one keyword with | between alternatives."""
    return "|".join([f"{d.day} {MONTHS[d.month]} {d.year}", f"{d.day} {MONTHS[d.month][:3]} {d.year}",
                     f"{d:%d/%m/%Y}", d.isoformat(), f"{MONTHS[d.month]} {d.day}, {d.year}",
                     f"{d:%d} {MONTHS[d.month]} {d.year}", f"{d:%d %b %Y}"])
