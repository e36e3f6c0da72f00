"""Generate data/company4/, the fourth company corpus (dev and test: data/golden/company4-dev.jsonl and
company4-test.jsonl).

Brackenfold Veterinary Group, a fictional group of four veterinary clinics, written without reading the engine
and made to differ from data/sample, data/company2 and data/company3 in domain, names, ID formats, headers and
layouts. Deterministic: the records come from company4_data.py (fixed seeds) and the files get fixed
timestamps. Run: `python data/make_company4.py`.

- statements/statement_CN-*.pdf: a client statement of account; a "Balance brought forward" line above a
  dated Charges / Payments table with a running Balance column, and a "Balance due" line below it.
- purchasing/VPO-*.pdf: supplier purchase orders whose header is a vertical label | value table, then an
  items table and a totals block.
- rota/staff_rota_2025_10.pdf: one table over two pages; page 2 carries on WITHOUT the header row.
- visits/visits_2025.csv: one row per visit, June-October 2025, dates as yyyy-mm-dd, Paid as yes/no.
- clients/client_register.xlsx: Clients and Pets (shares "Client No." with the CSV) and a Read Me sheet.
- finance/clinic_results_2025_q3.pdf: restricted to group `finance` by finance/.tally-groups.
- larkspur-help/*.md: how-to pages of the fictional app Larkspur (text in company4_docs.py).
"""

import csv
import io
import sys
from datetime import date, datetime
from pathlib import Path

from fpdf import FPDF
from openpyxl import Workbook
from openpyxl.styles import Alignment, Font, PatternFill

sys.path.insert(0, str(Path(__file__).resolve().parent))
from corpus_files import money, new_pdf, save_workbook, write_pages  # noqa: E402
import company4_data as data  # noqa: E402
from company4_docs import PAGES  # noqa: E402

OUT = Path(__file__).resolve().parent / "company4"
CREATED = datetime(2025, 11, 3, 8, 20, 0)
ROTA_PAGE_ONE = 30  # rows on the rota's first page; the other 16 and the totals go on page 2
GROUP_LINE = "Brackenfold Veterinary Group  |  Head office: 14 Weir Lane, Hollinsby HB4 2RW  |  VAT IE 9921847W"


def short(day: date) -> str:
    return day.strftime("%d %b %Y")


def long_date(day: date) -> str:
    return f"{day.day} {day:%B %Y}"


def _pdf(title: str) -> FPDF:
    return new_pdf(title, data.GROUP, CREATED)


def _letterhead(pdf: FPDF, heading: str) -> None:
    pdf.set_font("Times", "B", 14)
    pdf.cell(110, 7, data.GROUP)
    pdf.set_font("Times", "B", 15)
    pdf.cell(0, 7, heading, align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Times", "", 8)
    pdf.cell(0, 4, GROUP_LINE, new_x="LMARGIN", new_y="NEXT")
    pdf.set_draw_color(60, 90, 110)
    pdf.line(12, pdf.get_y() + 1, 198, pdf.get_y() + 1)
    pdf.ln(5)


def _table_row(pdf: FPDF, cells: list[str], widths: list[float], right_from: int, style: str = "",
               fill: bool = False, height: float = 6) -> None:
    pdf.set_font("Times", style, 9)
    for i, (text, width) in enumerate(zip(cells, widths)):
        pdf.cell(width, height, text, border=1, fill=fill, align="R" if i >= right_from else "L")
    pdf.ln()


def write_statement(st: dict, out: Path) -> Path:
    c = st["client"]
    pdf = _pdf(f"Statement of account {c.client_no} October 2025")
    pdf.add_page()
    _letterhead(pdf, "STATEMENT OF ACCOUNT")
    top = pdf.get_y()
    pdf.set_font("Times", "B", 10)
    pdf.cell(100, 5, c.name, new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Times", "", 10)
    for line in (f"{c.town}", f"Tel. {c.phone}"):
        pdf.cell(100, 5, line, new_x="LMARGIN", new_y="NEXT")
    pdf.set_xy(120, top)
    for label, value in (("Account", c.client_no), ("Account type", c.account_type),
                         ("Statement date", long_date(data.STATEMENT_DATE)),
                         ("Period", f"{long_date(data.STATEMENT_FROM)} to {long_date(data.STATEMENT_DATE)}")):
        pdf.set_x(120)
        pdf.set_font("Times", "", 9)
        pdf.cell(28, 5, f"{label}:")
        pdf.set_font("Times", "B", 9)
        pdf.cell(0, 5, value, new_x="LMARGIN", new_y="NEXT")
    pdf.set_y(top + 26)
    pdf.set_font("Times", "B", 10)
    pdf.cell(140, 7, f"Balance brought forward at {long_date(data.STATEMENT_FROM)}")
    pdf.cell(46, 7, f"EUR {money(st['opening'])}", align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(1)
    widths = [24, 24, 80, 20, 20, 18]
    pdf.set_fill_color(214, 228, 236)
    _table_row(pdf, ["Date", "Reference", "Details", "Charges", "Payments", "Balance"], widths, 3, "B", True, 7)
    for day, ref, text, charge, payment, balance in st["lines"]:
        _table_row(pdf, [short(day), ref, text, money(charge) if charge else "", money(payment) if payment else "",
                         money(balance)], widths, 3)
    pdf.ln(2)
    pdf.set_font("Times", "B", 11)
    pdf.cell(140, 8, f"Balance due at {long_date(data.STATEMENT_DATE)}")
    pdf.cell(46, 8, f"EUR {money(st['balance_due'])}", align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(4)
    pdf.set_font("Times", "", 8.5)
    pdf.multi_cell(0, 4.2, "Account clients are asked to settle the balance due within 30 days of the statement "
                   "date. Bank: Fennick & Rowe, IBAN IE41 FENR 9311 2200 4417 08. Please quote your account number "
                   f"{c.client_no} as the payment reference.", new_x="LMARGIN", new_y="NEXT")
    assert pdf.get_y() < 285, f"statement {c.client_no} runs off the page"
    path = out / f"statement_{c.client_no}_2025-10.pdf"
    pdf.output(str(path))
    return path


def write_purchase_order(po: dict, out: Path) -> Path:
    pdf = _pdf(f"Purchase order {po['number']}")
    pdf.add_page()
    _letterhead(pdf, "PURCHASE ORDER")
    clinic = data.CLINICS[po["clinic"]]
    header = [("PO number", po["number"]), ("Order date", long_date(po["ordered"])),
              ("Supplier", po["supplier"]), ("Supplier address", ", ".join(po["supplier_address"])),
              ("Our account no.", po["account"]), ("Deliver to", ", ".join(clinic)),
              ("Required by", long_date(po["required"])), ("Ordered by", f"{po['ordered_by']}, Practice Manager")]
    pdf.set_draw_color(80, 80, 80)
    for label, value in header:
        pdf.set_fill_color(232, 236, 240)
        pdf.set_font("Times", "B", 9.5)
        pdf.cell(40, 7, label, border=1, fill=True)
        pdf.set_font("Times", "", 9.5)
        pdf.cell(110, 7, value, border=1, new_x="LMARGIN", new_y="NEXT")
    pdf.ln(6)
    widths = [20, 74, 32, 12, 22, 26]
    pdf.set_fill_color(214, 228, 236)
    _table_row(pdf, ["Item code", "Description", "Pack", "Qty", "Unit price", "Line total"], widths, 3, "B", True, 7)
    for code, name, pack, qty, price, total in po["lines"]:
        _table_row(pdf, [code, name, pack, str(qty), money(price), money(total)], widths, 3)
    pdf.ln(3)
    for label, value in (("Subtotal", po["subtotal"]), ("Carriage", po["carriage"]),
                         (f"VAT @ {data.VAT_RATE:.0%}", po["vat"]), ("Order total (EUR)", po["total"])):
        pdf.set_font("Times", "B" if label.startswith("Order total") else "", 10)
        pdf.cell(138, 6, "")
        pdf.cell(22, 6, label, border="T" if label.startswith("Order total") else 0)
        pdf.cell(26, 6, money(value), align="R", border="T" if label.startswith("Order total") else 0,
                 new_x="LMARGIN", new_y="NEXT")
    pdf.ln(8)
    pdf.set_font("Times", "", 8.5)
    pdf.multi_cell(0, 4.2, f"Please quote {po['number']} on the delivery note and invoice. Fridge lines must travel "
                   "in validated cold-chain packaging. Part deliveries are accepted; the balance stays on order.",
                   new_x="LMARGIN", new_y="NEXT")
    path = out / f"{po['number']}.pdf"
    pdf.output(str(path))
    return path


ROTA_HEADERS = ["Staff No.", "Name", "Clinic", "Role", "Day", "Night", "Wkend", "On-call Hrs", "Rostered Hrs"]
ROTA_WIDTHS = [17, 37, 21, 35, 11, 12, 13, 19, 21]


def write_rota(out: Path) -> Path:
    people = data.staff()
    label = data.ROTA_MONTH.strftime("%B %Y")
    pdf = _pdf(f"Staff rota summary {label}")
    pdf.set_fill_color(214, 228, 236)
    # Page 2 deliberately carries on with rows only: the layout under test is a table whose header is not
    # repeated after the page break.
    for n, rows in enumerate((people[:ROTA_PAGE_ONE], people[ROTA_PAGE_ONE:]), start=1):
        pdf.add_page()
        if n == 1:
            _letterhead(pdf, "STAFF ROTA SUMMARY")
            pdf.set_font("Times", "B", 12)
            pdf.cell(0, 7, f"All clinics - {label}", new_x="LMARGIN", new_y="NEXT")
            pdf.set_font("Times", "", 9)
            hours = data.SHIFT_HOURS
            pdf.multi_cell(0, 4.4, f"Shifts worked in {label} as published in Larkspur. Day = day shifts "
                           f"({hours['day']} h), Night = night shifts ({hours['night']} h), Wkend = weekend shifts "
                           f"({hours['weekend']} h). Rostered Hrs counts shifts only; On-call Hrs are hours called "
                           "out while on call and are not part of Rostered Hrs.", new_x="LMARGIN", new_y="NEXT")
            pdf.ln(3)
            _table_row(pdf, ROTA_HEADERS, ROTA_WIDTHS, 4, "B", True, 7)
        for s in rows:
            _table_row(pdf, [s.staff_no, s.name, s.clinic, s.role, str(s.day_shifts), str(s.night_shifts),
                             str(s.weekend_shifts), str(s.on_call_hours), str(s.rostered_hours)], ROTA_WIDTHS, 4)
        if n == 2:
            _table_row(pdf, ["TOTALS", f"{len(people)} staff", "", "", *[str(sum(getattr(s, f) for s in people))
                             for f in ("day_shifts", "night_shifts", "weekend_shifts", "on_call_hours",
                                       "rostered_hours")]], ROTA_WIDTHS, 4, "B")
        pdf.set_y(286)
        pdf.set_font("Times", "I", 7.5)
        pdf.cell(0, 4, f"Brackenfold rota summary {label} - page {n} of 2", align="C")
    path = out / "staff_rota_2025_10.pdf"
    pdf.output(str(path))
    return path


VISIT_HEADERS = ["Visit ID", "Visit Date", "Clinic", "Vet", "Client No.", "Patient", "Species", "Reason",
                 "Fee (EUR)", "Paid"]


def write_visits(out: Path) -> Path:
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(VISIT_HEADERS)
    for v in data.visits():
        writer.writerow([v.visit_id, v.day.isoformat(), v.clinic, v.vet, v.client_no, v.pet, v.species, v.reason,
                         f"{v.fee:.2f}", "yes" if v.paid else "no"])
    path = out / "visits_2025.csv"
    path.write_text(buffer.getvalue(), encoding="utf-8")
    return path


CLIENT_HEADERS = ["Client No.", "Client / Business Name", "Account Type", "Town", "Home Clinic", "Phone",
                  "Client Since", "No. of Animals", "Animals (species)"]
READ_ME = [
    "Client register - read me",
    "One row per client account, exported from Larkspur on 3 November 2025.",
    "Client No. is the same key as the Client No. column of visits/visits_2025.csv (one row per visit, "
    "June to October 2025).",
    "Account Type: Household, Farm, Breeder or Rescue. Farm, Breeder and Rescue accounts may put visits on "
    "account and receive a monthly statement; households pay at the desk.",
    "Farm accounts list a herd or flock as one animal; horses are listed by name.",
    "Home Clinic is where the account is registered; clients may be seen at any Brackenfold clinic.",
    "Fees in the visits file include VAT at 23%. A visit with Paid = no is still owed on the client's account.",
]


def write_clients(out: Path) -> Path:
    wb = Workbook()
    ws = wb.active
    ws.title = "Clients and Pets"
    for col, header in enumerate(CLIENT_HEADERS, start=1):
        cell = ws.cell(1, col, header)
        cell.font = Font(bold=True, color="FFFFFF")
        cell.fill = PatternFill("solid", fgColor="3C5A6E")
    for r, c in enumerate(data.clients(), start=2):
        animals = "; ".join(f"{name} ({species})" for name, species in c.pets)
        values = [c.client_no, c.name, c.account_type, c.town, c.home_clinic, c.phone,
                  datetime.combine(c.since, datetime.min.time()), len(c.pets), animals]
        for col, value in enumerate(values, start=1):
            cell = ws.cell(r, col, value)
            if col == 7:
                cell.number_format = "d mmm yyyy"
    ws.freeze_panes = "B2"
    notes = wb.create_sheet("Read Me")
    for i, line in enumerate(READ_ME, start=1):
        cell = notes.cell(i, 1, line)
        cell.font = Font(bold=i == 1, size=13 if i == 1 else 11)
        cell.alignment = Alignment(wrap_text=True)
    notes.column_dimensions["A"].width = 110
    path = out / "client_register.xlsx"
    save_workbook(wb, path, CREATED)
    return path


def write_results(out: Path) -> Path:
    rows = data.clinic_results()
    pdf = _pdf("Clinic results Q3 2025")
    pdf.add_page()
    _letterhead(pdf, "CLINIC RESULTS")
    pdf.set_font("Times", "B", 12)
    pdf.cell(0, 7, "Clinic results - Q3 2025 (July to September)", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Times", "", 9)
    pdf.multi_cell(0, 4.4, "Finance team only. Amounts in EUR excluding VAT; consultation income is the clinic's "
                   "visit fees for the quarter. Net result = income less staff, drugs and premises costs.",
                   new_x="LMARGIN", new_y="NEXT")
    pdf.ln(3)
    widths = [28, 28, 26, 26, 28, 24, 26]
    pdf.set_fill_color(214, 228, 236)
    _table_row(pdf, ["Clinic", "Consultations", "Pharmacy", "Staff costs", "Drugs & consum.", "Premises",
                     "Net result"], widths, 1, "B", True, 7)
    keys = ("consultations", "pharmacy", "staff", "drugs", "premises", "net")
    for r in rows:
        _table_row(pdf, [r["clinic"], *[money(r[k]) for k in keys]], widths, 1)
    _table_row(pdf, ["Group", *[money(sum(r[k] for r in rows)) for k in keys]], widths, 1, "B")
    path = out / "clinic_results_2025_q3.pdf"
    pdf.output(str(path))
    return path


def generate(out: Path = OUT) -> list[Path]:
    folders = {name: out / name for name in ("statements", "purchasing", "rota", "visits", "clients", "finance",
                                             "larkspur-help")}
    for folder in folders.values():
        folder.mkdir(parents=True, exist_ok=True)
    groups = folders["finance"] / ".tally-groups"
    groups.write_text("# Clinic profit and loss is for the finance team only.\nfinance\n", encoding="utf-8")
    return [
        *[write_statement(st, folders["statements"]) for st in data.statements()],
        *[write_purchase_order(po, folders["purchasing"]) for po in data.purchase_orders()],
        write_rota(folders["rota"]), write_visits(folders["visits"]), write_clients(folders["clients"]),
        write_results(folders["finance"]), groups,
        *write_pages(folders["larkspur-help"], PAGES),
    ]


def main() -> None:
    for path in generate():
        print(f"{path.relative_to(OUT.parent)}  {path.stat().st_size:,} bytes")


if __name__ == "__main__":
    main()
