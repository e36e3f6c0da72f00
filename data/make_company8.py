"""Generate data/company8/, the eighth company corpus (data/golden/company8-test.jsonl and company8-dev.jsonl).

Brindlecote Bakehouse Ltd, a fictional wholesale bakery, written without reading the engine and made to differ
from the earlier corpora in domain, names, ID formats, headers and layouts.
Deterministic: the records come from company8_data.py (fixed seeds) and the files get fixed timestamps.
Run: `python data/make_company8.py`.

- dispatch/dispatch_ledger_2025_Oct-Nov.xlsx: sheet "Ledger" under a title and a period line, header on row 4,
  dates as TEXT "dd.mm.yyyy", blank "Trays back" and "Rating (1-5)" cells where nothing was recorded, a status
  column, and a bold "Week NN subtotal" row plus a blank row after each ISO week; sheet "Van runs".
- accounts/customer_accounts.csv: comma CSV with quoted trading names containing commas; shares "Account Ref"
  with the ledger's "A/c ref" (type, town, terms, contact are only here).
- production/batch_log_2025-11.pdf: ruled table over three pages, header repeated on each page, no total row.
- credit-notes/CN-2511-0N.pdf: credit notes with a header field grid and product lines.
- reports/route_review_2025-11.pdf: prose around a small table of van runs.
- hr/night_bake_premiums_2025-11.pdf: restricted to group `hr` by hr/.tally-groups.
- crumbline-help/*.md: help pages of the fictional app Crumbline (text in company8_docs.py).
"""

import csv
import shutil
import sys
from datetime import date, datetime
from pathlib import Path

from fpdf import FPDF
from openpyxl import Workbook
from openpyxl.styles import Font, PatternFill

sys.path.insert(0, str(Path(__file__).resolve().parent))
from corpus_files import money, new_pdf, paragraph, save_workbook, write_pages  # noqa: E402
import company8_data as data  # noqa: E402
from company8_docs import PAGES  # noqa: E402

OUT = Path(__file__).resolve().parent / "company8"
CREATED = datetime(2025, 12, 1, 7, 20, 0)
ADDRESS = "Brindlecote Bakehouse Ltd  |  Unit 4, Mill Lane, Harrowvale HV2 8QB  |  accounts@brindlecote.example  |  " \
          "Co. no. 08817342"
BROWN = (120, 72, 32)
CREAM = (246, 236, 220)


def _pdf(title: str) -> FPDF:
    return new_pdf(title, data.FIRM, CREATED, top_margin=12)


def _letterhead(pdf: FPDF, heading: str) -> None:
    pdf.set_font("Times", "B", 18)
    pdf.set_text_color(*BROWN)
    pdf.cell(0, 9, "Brindlecote Bakehouse", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 7.5)
    pdf.set_text_color(90, 90, 90)
    pdf.cell(0, 4, ADDRESS, new_x="LMARGIN", new_y="NEXT")
    pdf.set_draw_color(*BROWN)
    pdf.line(12, pdf.get_y() + 1.5, 198, pdf.get_y() + 1.5)
    pdf.set_draw_color(0, 0, 0)
    pdf.set_text_color(0, 0, 0)
    pdf.ln(5)
    pdf.set_font("Helvetica", "B", 13)
    pdf.cell(0, 8, heading, new_x="LMARGIN", new_y="NEXT")


def _row(pdf: FPDF, cells: list[str], widths: list[float], right: set[int], style: str = "", fill: bool = False,
         height: float = 6.2, size: float = 8.5) -> None:
    pdf.set_font("Helvetica", style, size)
    for i, (text, width) in enumerate(zip(cells, widths)):
        pdf.cell(width, height, text, border=1, fill=fill, align="R" if i in right else "L")
    pdf.ln()


# ---------- workbook ----------

LEDGER_HEADERS = ["Docket", "Disp. date", "A/c ref", "Van run", "Product line", "Trays", "Net GBP", "Trays back",
                  "Rating (1-5)", "Status"]


def write_ledger(out: Path) -> Path:
    wb = Workbook()
    ws = wb.active
    ws.title = "Ledger"
    ws["A1"] = "Brindlecote Bakehouse - wholesale dispatch ledger"
    ws["A1"].font = Font(bold=True, size=14)
    ws["A2"] = "Dockets 01.10.2025 - 29.11.2025, all runs. Exported from Crumbline (Dispatch > Ledger export)."
    ws["A2"].font = Font(italic=True, size=9)
    ws.append([])
    ws.append(LEDGER_HEADERS)
    for cell in ws[4]:
        cell.font = Font(bold=True)
        cell.fill = PatternFill("solid", fgColor="E9D8BE")
    rows = data.dockets()
    week = None
    block: list = []

    def subtotal():
        ws.append([f"Week {week} subtotal", None, None, None, None, sum(d.trays for d in block),
                   round(sum(d.value for d in block), 2)])
        for cell in ws[ws.max_row]:
            cell.font = Font(bold=True)
        ws.append([])

    for d in rows:
        wk = d.day.isocalendar()[1]
        if week is not None and wk != week:
            subtotal()
            block = []
        week = wk
        block.append(d)
        ws.append([d.number, d.day.strftime("%d.%m.%Y"), d.account, d.run, d.line, d.trays, d.value, d.returned,
                   d.rating, d.status])
        ws.cell(ws.max_row, 7).number_format = "#,##0.00"
    subtotal()
    for col, width in zip("ABCDEFGHIJ", [19, 12, 10, 13, 13, 7, 10, 11, 12, 15]):
        ws.column_dimensions[col].width = width
    ws.freeze_panes = "A5"

    runs = wb.create_sheet("Van runs")
    runs.append(["Run", "Run name", "Driver", "Van reg.", "Leaves yard", "Area covered"])
    for cell in runs[1]:
        cell.font = Font(bold=True)
    for r in data.RUNS:
        runs.append([r.code, r.name, r.driver, r.van, r.departs, r.area])
    runs.append(["Collect", "Customer collection", None, None, "hatch opens 05:30", "Mill Lane hatch"])
    path = out / "dispatch_ledger_2025_Oct-Nov.xlsx"
    save_workbook(wb, path, CREATED)
    return path


def write_accounts(out: Path) -> Path:
    path = out / "customer_accounts.csv"
    with path.open("w", newline="", encoding="utf-8") as f:
        w = csv.writer(f)
        w.writerow(["Account Ref", "Trading Name", "Customer Type", "Town", "Usual Run", "Payment Terms",
                    "Delivery Window", "Main Contact", "Account Opened"])
        for c in data.customers():
            run = data.COLLECT if c.run == data.COLLECT else data.RUN_LABEL[c.run]
            w.writerow([c.ref, c.name, c.kind, c.town, run, c.terms, c.window, c.contact,
                        c.opened.strftime("%d/%m/%Y")])
    return path


# ---------- batch log (multi-page) ----------

LOG_HEADERS = ["Batch", "Date", "Product", "Oven", "Units out", "Baker", "Core C", "Waste"]
LOG_WIDTHS = [24, 20, 44, 20, 20, 16, 18, 16]


def write_batch_log(out: Path) -> Path:
    rows = data.batches()
    cuts = [0, data.LOG_PAGES[0], sum(data.LOG_PAGES), len(rows)]
    pdf = _pdf("Batch production log November 2025")
    for page in range(3):
        pdf.add_page()
        if page == 0:
            _letterhead(pdf, "Batch production log - November 2025")
            paragraph(pdf, "All ovens, night bakes of 1-29 November 2025, from the Crumbline production tablets. Units "
                      "out are pieces (loaves, croissants, knots); waste is unsellable units in the same batch. Core "
                      "temperature is one probed loaf or piece per batch. Bakers: JM Joss Marwood, RK Rhiannon Kell, "
                      "SO Samir Osei, AT Agnes Thorley.")
        else:
            pdf.set_font("Helvetica", "I", 8)
            pdf.cell(0, 6, f"Batch production log - November 2025 (continued, page {page + 1} of 3)",
                     new_x="LMARGIN", new_y="NEXT")
        pdf.set_fill_color(*CREAM)
        _row(pdf, LOG_HEADERS, LOG_WIDTHS, {4, 6, 7}, "B", True)
        for b in rows[cuts[page]:cuts[page + 1]]:
            _row(pdf, [b.batch, b.day.strftime("%d/%m/%Y"), b.product, b.oven, str(b.units), b.baker,
                       f"{b.core:.1f}", str(b.waste)], LOG_WIDTHS, {4, 6, 7})
        assert pdf.get_y() < 287, "batch log runs off the page"
    path = out / "batch_log_2025-11.pdf"
    pdf.output(str(path))
    return path


# ---------- credit notes ----------

def write_credit_note(cn: data.CreditNote, out: Path) -> Path:
    c = data.customer(cn.account)
    d = data.docket(cn.docket)
    pdf = _pdf(f"Credit note {cn.number}")
    pdf.add_page()
    _letterhead(pdf, "CREDIT NOTE")
    top = pdf.get_y() + 2
    pdf.set_xy(12, top)
    pdf.set_font("Helvetica", "B", 8)
    pdf.set_text_color(*BROWN)
    pdf.cell(80, 5, "CREDITED TO", new_x="LMARGIN", new_y="NEXT")
    pdf.set_text_color(0, 0, 0)
    pdf.set_font("Helvetica", "", 9.5)
    for line in [c.name, f"Attn: {c.contact}", c.town]:
        pdf.cell(80, 5, line, new_x="LMARGIN", new_y="NEXT")
    fields = [("Credit note no.", cn.number), ("Date", cn.issued.strftime("%d %B %Y")), ("Account", c.ref),
              ("Against docket", cn.docket), ("Docket date", d.day.strftime("%d %B %Y")),
              ("Approved by", cn.approved_by)]
    pdf.set_fill_color(*CREAM)
    pdf.set_xy(104, top)
    for label, value in fields:
        pdf.set_x(104)
        pdf.set_font("Helvetica", "", 8.5)
        pdf.cell(30, 6.2, label, border=1, fill=True)
        pdf.set_font("Helvetica", "B", 8.5)
        pdf.cell(64, 6.2, value, border=1, new_x="LMARGIN", new_y="NEXT")
    pdf.set_y(top + 44)
    paragraph(pdf, f"Reason: {cn.reason}.")
    widths = [90, 24, 34, 38]
    pdf.set_fill_color(*CREAM)
    _row(pdf, ["Product", "Qty", "Unit price", "Credit (GBP)"], widths, {1, 2, 3}, "B", True)
    for name, qty, price in cn.lines:
        _row(pdf, [name, str(qty), money(price), money(round(qty * price, 2))], widths, {1, 2, 3})
    pdf.ln(2)
    pdf.set_font("Helvetica", "B", 10)
    pdf.cell(114, 7, "")
    pdf.cell(34, 7, "Total credit", border="T")
    pdf.cell(38, 7, money(cn.total), border="T", align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(6)
    pdf.set_font("Helvetica", "", 8)
    pdf.multi_cell(0, 4, "Bread, rolls and cakes are zero-rated for VAT, so no VAT is shown. This credit will be set "
                   "against your next statement; it is not paid out in cash.", new_x="LMARGIN", new_y="NEXT")
    path = out / f"{cn.number}.pdf"
    pdf.output(str(path))
    return path


# ---------- route review report ----------

def write_route_review(out: Path) -> Path:
    rows = data.route_review()
    pdf = _pdf("Route review November 2025")
    pdf.add_page()
    _letterhead(pdf, "Van route review - November 2025")
    paragraph(pdf, "Prepared by Callum Rudd, Dispatch Manager, for the December operations meeting. This review "
              "covers the four van runs for deliveries between 1 and 29 November 2025. Customer collections from "
              "the Mill Lane hatch are not included, and neither are cancelled or held dockets.", "Scope")
    paragraph(pdf, "November was the first full month with the new Coast timetable. The Coast run remains the one "
              "most often late, mostly because of the single-track road into Fenwick Bay and two mornings of "
              "flooding at Saltmere front. The Moorland van covered the longest distance for the fewest drops, "
              "which is expected given how spread out the farm shops are. The Town run was reliable all month.",
              "Summary")
    widths = [36, 22, 24, 32, 30, 42]
    pdf.set_fill_color(*CREAM)
    _row(pdf, ["Run", "Drops", "Miles", "Fuel (litres)", "On time %", "Avg mins per drop"], widths,
         {1, 2, 3, 4, 5}, "B", True)
    for r in rows:
        _row(pdf, [r.run, str(r.drops), f"{r.miles:,}", f"{r.fuel:.1f}", f"{r.on_time:.1f}", f"{r.minutes:.1f}"],
             widths, {1, 2, 3, 4, 5})
    pdf.ln(4)
    paragraph(pdf, "On time means the van arrived inside the customer's delivery window on the Account screen. From "
              "January the Coast run will leave the yard fifteen minutes earlier, and we will trial a smaller van on "
              "the Town run. Fuel is taken from the fuel card statements for each van registration.",
              "Actions")
    path = out / "route_review_2025-11.pdf"
    pdf.output(str(path))
    return path


# ---------- restricted: night-bake premiums ----------

def write_premiums(out: Path) -> Path:
    rows = data.premiums()
    pdf = _pdf("Night-bake premiums November 2025")
    pdf.add_page()
    _letterhead(pdf, "Night-bake premium sheet - November 2025 (CONFIDENTIAL - HR)")
    paragraph(pdf, "Premium paid for each night shift worked between 22:00 and 06:00 in November 2025, on top of "
              "basic pay, for the December payroll run. Rates per role as agreed in the 2025 pay review.")
    widths = [44, 22, 40, 24, 28, 28]
    pdf.set_fill_color(*CREAM)
    _row(pdf, ["Employee", "Staff no.", "Role", "Night shifts", "Rate / shift", "Premium GBP"], widths, {3, 4, 5},
         "B", True)
    for p in rows:
        _row(pdf, [p.name, p.staff_no, p.role, str(p.nights), money(p.rate), money(p.premium)], widths, {3, 4, 5})
    _row(pdf, ["Total", "", "", str(sum(p.nights for p in rows)), "", money(sum(p.premium for p in rows))], widths,
         {3, 4, 5}, "B")
    pdf.ln(4)
    paragraph(pdf, "Checked against the production tablet log-ins by Helena Braithwaite. Queries to HR before the "
              "payroll cut-off on 12 December 2025.")
    path = out / "night_bake_premiums_2025-11.pdf"
    pdf.output(str(path))
    return path


def main() -> None:
    if OUT.exists():
        shutil.rmtree(OUT)
    dirs = {name: OUT / name for name in ["dispatch", "accounts", "production", "credit-notes", "reports", "hr",
                                           "crumbline-help"]}
    for d in dirs.values():
        d.mkdir(parents=True)
    written = [write_ledger(dirs["dispatch"]), write_accounts(dirs["accounts"]), write_batch_log(dirs["production"])]
    written += [write_credit_note(cn, dirs["credit-notes"]) for cn in data.credit_notes()]
    written += [write_route_review(dirs["reports"]), write_premiums(dirs["hr"])]
    (dirs["hr"] / ".tally-groups").write_text("hr\n", encoding="utf-8")
    written += write_pages(dirs["crumbline-help"], PAGES)
    for p in written:
        print(p.relative_to(OUT.parent))


if __name__ == "__main__":
    main()
