"""Generate data/company3/, the third company corpus (dev and test: data/golden/company3-dev.jsonl and
company3-test.jsonl).

Quillmoor Facility Services Ltd, a fictional facilities-maintenance contractor with four depots, written
without reading the engine and made to differ from data/sample and data/company2 in domain, names, ID
formats, headers and layouts. Deterministic: the records come from company3_data.py (fixed seeds) and the
files get fixed timestamps. Run: `python data/make_company3.py`.

- timesheets/timesheet_register_2025_06.pdf: one table over three pages; pages 1 and 2 end with
  "Continued overleaf", pages 2 and 3 open with a "continued from page N" caption and the header again,
  and the last page ends in a TOTAL row.
- invoices/QFI-2291..2294.pdf: a boxed key/value grid (invoice no., dates, PO, terms), "Bill to" and
  "Remit to" boxes side by side, a job-by-job line table; QFI-2292 has a deposit, so balance due < total.
- jobs/job_log_2025.xlsx (Job Log with title rows above the header, Notes) and sites/site_register.xlsx
  (Sites): they share the "Site Ref" column, so questions about a site's client, type or tier need a join.
- ops/subcontractor_payments_2025_q2.pdf: restricted to group `ops` by ops/.tally-groups.
- pinion-guide/*.md: how-to pages of the fictional app Pinion (text in company3_docs.py).
"""

import sys
from datetime import date, datetime
from pathlib import Path

from fpdf import FPDF
from openpyxl import Workbook
from openpyxl.styles import Font, PatternFill

sys.path.insert(0, str(Path(__file__).resolve().parent))
from corpus_files import money, new_pdf, save_workbook, write_pages  # noqa: E402
import company3_data as data  # noqa: E402
from company3_docs import PAGES  # noqa: E402

OUT = Path(__file__).resolve().parent / "company3"
CREATED = datetime(2025, 9, 1, 7, 45, 0)
# Rows per register page: the first page also carries the title block, the last the TOTAL row.
REGISTER_SPLIT = (21, 25)


def hours(value: float) -> str:
    return f"{value:.1f}"


def uk(day: date) -> str:
    return day.strftime("%d/%m/%Y")


def long_date(day: date) -> str:
    return f"{day.day} {day:%B %Y}"


def _pdf(title: str) -> FPDF:
    return new_pdf(title, data.COMPANY, CREATED)


def _header(pdf: FPDF, headers: list[str], widths: list[int]) -> None:
    pdf.set_font("Helvetica", "B", 8)
    pdf.set_fill_color(226, 232, 214)
    for text, width in zip(headers, widths):
        pdf.cell(width, 7, text, border="TB", fill=True, align="C")
    pdf.ln()


def _row(pdf: FPDF, cells: list[str], widths: list[int], numeric_from: int, bold: bool = False) -> None:
    pdf.set_font("Helvetica", "B" if bold else "", 8)
    for i, (text, width) in enumerate(zip(cells, widths)):
        pdf.cell(width, 6, text, border="B", align="R" if i >= numeric_from else "L")
    pdf.ln()


def _footer(pdf: FPDF, text: str) -> None:
    pdf.set_y(284)
    pdf.set_font("Helvetica", "", 7)
    pdf.cell(0, 4, text, align="C")


def write_register(out: Path) -> Path:
    staff = data.technicians()
    label = date(2025, data.REGISTER_MONTH, 1).strftime("%B %Y")
    headers = ["Emp Ref", "Technician", "Branch", "Trade", "Std Hrs", "OT Hrs", "Rate/hr", "Gross Pay (GBP)"]
    widths = [18, 38, 24, 28, 17, 16, 19, 26]
    first, second = REGISTER_SPLIT
    pages = [staff[:first], staff[first:first + second], staff[first + second:]]
    pdf = _pdf(f"Technician timesheet and pay register {label}")
    for n, rows in enumerate(pages, start=1):
        pdf.add_page()
        if n == 1:
            pdf.set_font("Helvetica", "B", 15)
            pdf.cell(0, 8, "Technician Timesheet & Pay Register", new_x="LMARGIN", new_y="NEXT")
            pdf.set_font("Helvetica", "", 9)
            pdf.cell(0, 5, data.COMPANY, new_x="LMARGIN", new_y="NEXT")
            pdf.ln(2)
            pdf.set_draw_color(120, 120, 120)
            band = [("Pay period", f"1-30 {label}"), ("Pay date", uk(date(2025, 6, 27))),
                    ("Standard week", "39 hrs"), ("Overtime", "x1.5 of Rate/hr")]
            for key, value in band:
                pdf.set_font("Helvetica", "B", 8)
                pdf.cell(21, 6, key, border="LTB")
                pdf.set_font("Helvetica", "", 8)
                pdf.cell(25.5, 6, value, border="RTB")
            pdf.ln(9)
            pdf.set_font("Helvetica", "", 8.5)
            pdf.multi_cell(0, 4.2, "Hours are taken from approved Pinion timesheets. Gross Pay is Std Hrs x Rate/hr "
                           "plus OT Hrs x Rate/hr x 1.5, before tax and deductions.", new_x="LMARGIN", new_y="NEXT")
            pdf.ln(3)
        else:
            pdf.set_font("Helvetica", "I", 9)
            pdf.cell(0, 7, f"Timesheet & pay register, {label} - continued from page {n - 1}",
                     new_x="LMARGIN", new_y="NEXT")
            pdf.ln(1)
        _header(pdf, headers, widths)
        for t in rows:
            _row(pdf, [t.emp_ref, t.name, t.branch, t.trade, hours(t.std_hours), hours(t.ot_hours),
                       money(t.rate), money(t.gross)], widths, 4)
        if n < len(pages):
            pdf.ln(2)
            pdf.set_font("Helvetica", "I", 8)
            pdf.cell(0, 5, "Continued overleaf", align="R", new_x="LMARGIN", new_y="NEXT")
        else:
            _row(pdf, ["TOTAL", "", "", "", hours(sum(t.std_hours for t in staff)),
                       hours(sum(t.ot_hours for t in staff)), "", money(sum(t.gross for t in staff))],
                 widths, 4, bold=True)
            pdf.ln(8)
            pdf.set_font("Helvetica", "", 8.5)
            pdf.multi_cell(0, 4.2, "Checked by the payroll officer and approved by the Operations Director. "
                           "Queries to payroll@quillmoor-fs.example within 5 working days of the pay date.",
                           new_x="LMARGIN", new_y="NEXT")
        _footer(pdf, f"{data.COMPANY} - timesheet register {label} - sheet {n} of {len(pages)}")
    path = out / "timesheet_register_2025_06.pdf"
    pdf.output(str(path))
    return path


def _grid(pdf: FPDF, pairs: list[tuple[str, str, str, str]]) -> None:
    """A boxed two-column key/value grid: key | value | key | value on each line."""
    pdf.set_draw_color(90, 90, 90)
    for k1, v1, k2, v2 in pairs:
        for key, value in ((k1, v1), (k2, v2)):
            pdf.set_fill_color(240, 240, 240)
            pdf.set_font("Helvetica", "B", 8.5)
            pdf.cell(32, 7, key, border=1, fill=True)
            pdf.set_font("Helvetica", "", 9)
            pdf.cell(61, 7, value, border=1)
        pdf.ln()


def _box(pdf: FPDF, x: float, y: float, title: str, lines: list[str]) -> None:
    pdf.set_xy(x, y)
    pdf.set_font("Helvetica", "B", 8.5)
    pdf.cell(90, 6, title, border="B", new_x="LEFT", new_y="NEXT")
    pdf.set_font("Helvetica", "", 9)
    for line in lines:
        pdf.cell(90, 5, line, new_x="LEFT", new_y="NEXT")


def write_invoice(inv: dict, out: Path) -> Path:
    pdf = _pdf(f"Tax invoice {inv['number']}")
    pdf.add_page()
    pdf.set_font("Helvetica", "B", 12)
    pdf.cell(120, 7, data.COMPANY)
    pdf.set_font("Helvetica", "B", 16)
    pdf.cell(0, 7, "TAX INVOICE", align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 8)
    pdf.cell(0, 4, "Depot Road, Ashcombe AC1 2ZZ  |  VAT reg. GB 318 4402 61  |  accounts@quillmoor-fs.example",
             new_x="LMARGIN", new_y="NEXT")
    pdf.ln(5)
    _grid(pdf, [("Invoice No.", inv["number"], "Issue date", long_date(data.INVOICE_DATE)),
                ("Your PO", inv["po"], "Due date", long_date(inv["due"])),
                ("Account", inv["client_key"], "Terms", f"{inv['terms']} days from issue")])
    top = pdf.get_y() + 5
    _box(pdf, 12, top, "Bill to", [inv["client"], *inv["address"]])
    _box(pdf, 108, top, "Remit to", [data.COMPANY, "Sort code 40-22-17", "Account 61829304"])
    pdf.set_xy(12, top + 30)
    headers = ["Job No.", "Site", "Work carried out", "Hrs", "Labour", "Materials", "Amount"]
    widths = [24, 16, 64, 14, 22, 22, 24]
    _header(pdf, headers, widths)
    for j in inv["jobs"]:
        _row(pdf, [j.job_no, j.site_ref, f"{j.trade}: {j.description}", hours(j.labour_hours),
                   money(j.labour_charge), money(j.materials_charge), money(j.charge)], widths, 3)
    pdf.ln(4)
    summary = [("Subtotal", inv["subtotal"]), ("VAT @ 20%", inv["vat"]), ("Invoice total", inv["total"])]
    if inv["deposit"]:
        summary.append(("Less deposit received", -inv["deposit"]))
    summary.append(("Balance due (GBP)", inv["balance"]))
    for label, value in summary:
        pdf.set_font("Helvetica", "B" if label.startswith(("Balance", "Invoice total")) else "", 9.5)
        pdf.cell(140, 6, label, align="R")
        pdf.cell(46, 6, money(value), align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(10)
    pdf.set_font("Helvetica", "", 8)
    pdf.multi_cell(0, 4.2, f"Please quote {inv['number']} with your payment. Jobs are charged at the trade "
                   "charge-out rate per hour; materials at cost plus 15%.", new_x="LMARGIN", new_y="NEXT")
    path = out / f"{inv['number']}.pdf"
    pdf.output(str(path))
    return path


def write_subcontractors(out: Path) -> Path:
    rows = data.subcontractor_payments()
    headers = ["Subcontractor", "Trade", "Depot", "Invoices Paid", "Amount Paid (GBP)"]
    widths = [64, 36, 30, 26, 30]
    pdf = _pdf("Subcontractor payments Q2 2025")
    pdf.add_page()
    pdf.set_font("Helvetica", "B", 13)
    pdf.cell(0, 8, "Subcontractor payments - Q2 2025 (April to June)", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 8.5)
    pdf.multi_cell(0, 4.2, f"{data.COMPANY}. Commercially sensitive: operations managers only. Amounts are "
                   "payments made in the quarter, excluding VAT.", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(4)
    _header(pdf, headers, widths)
    for r in rows:
        _row(pdf, [r["name"], r["trade"], r["branch"], str(r["invoices"]), money(r["paid"])], widths, 3)
    _row(pdf, ["Total", "", "", str(sum(r["invoices"] for r in rows)), money(sum(r["paid"] for r in rows))],
         widths, 3, bold=True)
    path = out / "subcontractor_payments_2025_q2.pdf"
    pdf.output(str(path))
    return path


JOB_HEADERS = ["Job No.", "Date Logged", "Site Ref", "Branch", "Trade", "Job Type", "Priority", "Fault / Task",
               "Lead Technician", "Status", "Labour Hrs", "Materials Cost (GBP)", "Charge (GBP)"]


def write_jobs(out: Path) -> Path:
    wb = Workbook()
    ws = wb.active
    ws.title = "Job Log"
    ws["A1"] = f"{data.COMPANY} - job log, March to August 2025"
    ws["A1"].font = Font(bold=True, size=14)
    ws["A2"] = "Exported from Pinion on 01/09/2025. One row per job."
    for col, header in enumerate(JOB_HEADERS, start=1):
        cell = ws.cell(4, col, header)
        cell.font = Font(bold=True)
        cell.fill = PatternFill("solid", fgColor="DDE4D0")
    for r, j in enumerate(data.jobs(), start=5):
        values = [j.job_no, datetime.combine(j.logged, datetime.min.time()), j.site_ref, j.branch, j.trade,
                  j.job_type, j.priority, j.description, j.lead_tech, j.status, j.labour_hours, j.materials_cost,
                  j.charge]
        for col, value in enumerate(values, start=1):
            cell = ws.cell(r, col, value)
            if col == 2:
                cell.number_format = "dd/mm/yyyy"
            elif col >= 12:
                cell.number_format = "#,##0.00"
    ws.freeze_panes = "A5"
    notes = wb.create_sheet("Notes")
    for i, line in enumerate([
        "About this workbook",
        "Jobs logged in Pinion between 1 March and 31 August 2025, reactive and planned.",
        "Charge is labour (Labour Hrs x the trade's charge-out rate) plus materials at cost plus 15%, before VAT.",
        "Charge-out rates per hour: Electrical 58.00, Plumbing 54.00, HVAC 66.00, Building Fabric 46.00, "
        "Fire Safety 62.00.",
        "Cancelled jobs carry no charge. Status is the job's work status on the export date; billing is in Finance.",
        "Client, site type and contract tier of each Site Ref are in sites/site_register.xlsx.",
    ], start=1):
        notes.cell(i, 1, line).font = Font(bold=i == 1)
    path = out / "job_log_2025.xlsx"
    save_workbook(wb, path, CREATED)
    return path


def write_sites(out: Path) -> Path:
    wb = Workbook()
    ws = wb.active
    ws.title = "Sites"
    headers = ["Site Ref", "Site Name", "Client", "Site Type", "Contract Tier", "P1 Response (hrs)",
               "Floor Area (sq m)", "Town"]
    for col, header in enumerate(headers, start=1):
        ws.cell(1, col, header).font = Font(bold=True)
    for r, (ref, name, client, kind, tier, area) in enumerate(data.SITES, start=2):
        values = [ref, name, data.CLIENTS[client][0], kind, tier, data.P1_RESPONSE_HOURS[tier], area,
                  data.branch_of(ref)]
        for col, value in enumerate(values, start=1):
            ws.cell(r, col, value)
    ws.auto_filter.ref = f"A1:H{len(data.SITES) + 1}"
    path = out / "site_register.xlsx"
    save_workbook(wb, path, CREATED)
    return path


def generate(out: Path = OUT) -> list[Path]:
    folders = {name: out / name for name in ("timesheets", "invoices", "jobs", "sites", "ops", "pinion-guide")}
    for folder in folders.values():
        folder.mkdir(parents=True, exist_ok=True)
    groups = folders["ops"] / ".tally-groups"
    groups.write_text("# Subcontractor spend is commercially sensitive: operations managers only.\nops\n",
                      encoding="utf-8")
    return [
        write_register(folders["timesheets"]),
        *[write_invoice(inv, folders["invoices"]) for inv in data.invoices()],
        write_jobs(folders["jobs"]), write_sites(folders["sites"]),
        write_subcontractors(folders["ops"]), groups,
        *write_pages(folders["pinion-guide"], PAGES),
    ]


def main() -> None:
    for path in generate():
        print(f"{path.relative_to(OUT.parent)}  {path.stat().st_size:,} bytes")


if __name__ == "__main__":
    main()
