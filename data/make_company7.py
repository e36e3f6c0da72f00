"""Generate data/company7/, the seventh company corpus (data/golden/company7-test.jsonl and company7-dev.jsonl).

Wrenfold Tool & Plant Hire Ltd, a fictional three-branch tool and plant hire firm, written without reading the
engine and made to differ from data/sample and data/company2-6 in domain, names, ID formats, headers and layouts.
Deterministic: the records come from company7_data.py (fixed seeds) and the files get fixed timestamps.
Run: `python data/make_company7.py`.

- hires/hire_contracts_2025_Q3.xlsx: sheet "Contracts" under a two-line title, header on row 4, dates shown
  dd/mm/yy, "ON HIRE" in the Back column of open hires (no Days, no Charge), and a bold "Subtotal <month>" row
  plus a blank row after each month's block; a "Notes" sheet.
- catalogue/hire_catalogue_2025.csv: a European-Excel export (UTF-8 with BOM, ";" separators, CRLF); shares
  "Item Code" with the contracts' "Item" column (category, power and rates are only here).
- inspections/inspection_register_2025-09.pdf: one fully ruled table with banded rows over three pages, header
  repeated, no total row.
- invoices/invoice_25-08xx.pdf: account invoices numbered "25/08xx", with "Invoice to" and "Delivery site"
  blocks and a ruled label | value grid for the header fields.
- quotes/QT-2291.pdf: a quotation with a valid-until date.
- reports/branch_report_2025-09.pdf: prose around a table with branches as COLUMNS and measures as rows.
- hr/yard_overtime_2025-09.pdf: restricted to group `hr` by hr/.tally-groups.
- gantry-help/*.md: help pages of the fictional app Gantry (text in company7_docs.py).
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
from corpus_files import money, new_pdf, paragraph, save_workbook, write_pages  # noqa: E402
import company7_data as data  # noqa: E402
from company7_docs import PAGES  # noqa: E402

OUT = Path(__file__).resolve().parent / "company7"
CREATED = datetime(2025, 10, 3, 16, 40, 0)
ADDRESS = "Wrenfold Tool & Plant Hire Ltd  -  Depot Road, Millbrook MB3 6RW  -  hire@wrenfold.example  -  " \
          "VAT GB 318 4471 06"
BANK = "Pay by BACS to Wrenfold Tool & Plant Hire Ltd, sort code 40-17-62, account 80913355."
TEAL = (22, 96, 104)


def long(day: date) -> str:
    return f"{day.day} {day:%B %Y}"


def _pdf(title: str) -> FPDF:
    return new_pdf(title, data.FIRM, CREATED, top_margin=12)


def _letterhead(pdf: FPDF, heading: str) -> None:
    pdf.set_fill_color(*TEAL)
    pdf.rect(0, 0, 210, 4, style="F")
    pdf.set_font("Helvetica", "B", 16)
    pdf.set_text_color(*TEAL)
    pdf.cell(0, 9, "WRENFOLD", new_x="END")
    pdf.set_font("Helvetica", "", 10)
    pdf.set_text_color(70, 70, 70)
    pdf.cell(0, 9, "  Tool & Plant Hire", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 7.5)
    pdf.cell(0, 4, ADDRESS, new_x="LMARGIN", new_y="NEXT")
    pdf.set_text_color(0, 0, 0)
    pdf.ln(4)
    pdf.set_font("Helvetica", "B", 12.5)
    pdf.cell(0, 8, heading, new_x="LMARGIN", new_y="NEXT")


def _grid_row(pdf: FPDF, cells: list[str], widths: list[float], right_from: int, style: str = "",
              fill: bool = False, height: float = 6.5, size: float = 8.5) -> None:
    """A fully ruled row (every cell boxed)."""
    pdf.set_font("Helvetica", style, size)
    for i, (text, width) in enumerate(zip(cells, widths)):
        pdf.cell(width, height, text, border=1, fill=fill, align="R" if i >= right_from else "L")
    pdf.ln()


def _block(pdf: FPDF, x: float, y: float, title: str, lines: list[str]) -> float:
    pdf.set_xy(x, y)
    pdf.set_font("Helvetica", "B", 8)
    pdf.set_text_color(*TEAL)
    pdf.cell(85, 5, title.upper(), new_x="LMARGIN", new_y="NEXT")
    pdf.set_text_color(0, 0, 0)
    pdf.set_font("Helvetica", "", 9.5)
    for line in lines:
        pdf.set_x(x)
        pdf.cell(85, 4.8, line, new_x="LMARGIN", new_y="NEXT")
    return pdf.get_y()


def _fields(pdf: FPDF, x: float, y: float, fields: list[tuple[str, str]]) -> None:
    """The header fields as a ruled label | value grid on the right."""
    pdf.set_fill_color(226, 238, 239)
    pdf.set_xy(x, y)
    for label, value in fields:
        pdf.set_x(x)
        pdf.set_font("Helvetica", "", 8.5)
        pdf.cell(34, 6.5, label, border=1, fill=True)
        pdf.set_font("Helvetica", "B", 9)
        pdf.cell(50, 6.5, value, border=1, new_x="LMARGIN", new_y="NEXT")


def _totals(pdf: FPDF, rows: list[tuple[str, float, bool]]) -> None:
    for label, value, bold in rows:
        pdf.set_font("Helvetica", "B" if bold else "", 9.5)
        pdf.cell(96, 6.5, "")
        pdf.cell(60, 6.5, label, border="T" if bold else 0)
        pdf.cell(30, 6.5, money(value), align="R", border="T" if bold else 0, new_x="LMARGIN", new_y="NEXT")


INVOICE_HEADERS = ["Contract", "Item", "Description", "Out", "Back", "Qty", "Waiver", "Amount (GBP)"]
INVOICE_WIDTHS = [21, 17, 52, 20, 20, 11, 15, 30]


def write_invoice(inv: dict, out: Path) -> Path:
    pdf = _pdf(f"Invoice {inv['number']}")
    pdf.add_page()
    _letterhead(pdf, "TAX INVOICE")
    top = pdf.get_y() + 2
    end = _block(pdf, 12, top, "Invoice to", [inv["name"], inv["attn"], inv["street"], inv["town"]])
    _block(pdf, 12, end + 3, "Delivery site", [inv["site"]])
    _fields(pdf, 114, top, [("Invoice no.", inv["number"]), ("Invoice date", long(inv["issued"])),
                            ("Account", inv["account"]), ("Your order ref", inv["order"]),
                            ("Terms", inv["terms"]), ("Due date", long(inv["due"]))])
    pdf.set_y(top + 46)
    pdf.set_font("Helvetica", "", 9)
    pdf.multi_cell(0, 4.6, "Hire contracts off-hired during September 2025. Amounts are after your trade discount "
                   f"of {data.account(inv['account']).discount}%.", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(2)
    pdf.set_fill_color(226, 238, 239)
    _grid_row(pdf, INVOICE_HEADERS, INVOICE_WIDTHS, 5, "B", True, 7, 8)
    for c in inv["lines"]:
        _grid_row(pdf, [c.number, c.code, data.item(c.code).description, c.out.strftime("%d/%m/%Y"),
                        c.back.strftime("%d/%m/%Y"), str(c.qty), "Yes" if c.waiver else "No", money(c.charge)],
                  INVOICE_WIDTHS, 5, size=8)
    pdf.ln(3)
    delivered = sum(c.delivered for c in inv["lines"])
    _totals(pdf, [("Hire charges", inv["hire"], False), ("Damage waiver (8%)", inv["waiver"], False),
                  (f"Delivery & collection ({delivered} x 45.00)", inv["transport"], False),
                  ("Net total", inv["net"], True), ("VAT @ 20%", inv["vat"], False),
                  ("Amount due (GBP)", inv["total"], True)])
    pdf.ln(7)
    pdf.set_font("Helvetica", "", 8)
    pdf.multi_cell(0, 4, f"{BANK} Quote invoice {inv['number']} as the reference. Accounts more than 30 days "
                   "overdue are placed on credit hold.", new_x="LMARGIN", new_y="NEXT")
    assert pdf.get_y() < 285, f"invoice {inv['number']} runs off the page"
    path = out / f"invoice_{inv['number'].replace('/', '-')}.pdf"
    pdf.output(str(path))
    return path


def write_quote(out: Path) -> Path:
    qt = data.quote()
    pdf = _pdf(f"Quotation {qt['number']}")
    pdf.add_page()
    _letterhead(pdf, "QUOTATION")
    top = pdf.get_y() + 2
    _block(pdf, 12, top, "Prepared for", [qt["to"], f"FAO {qt['attn']}", qt["street"], qt["town"]])
    _fields(pdf, 114, top, [("Quotation", qt["number"]), ("Date", long(qt["issued"])),
                            ("Valid until", long(qt["valid_until"])), ("Hire period", f"{qt['weeks']} weeks")])
    pdf.set_y(top + 34)
    pdf.set_font("Helvetica", "", 9)
    pdf.multi_cell(0, 4.6, f"For: {qt['event']}. Prices are for the whole hire period at our weekly rates, "
                   "delivered and collected.", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(2)
    widths = [22, 70, 14, 28, 18, 34]
    pdf.set_fill_color(226, 238, 239)
    _grid_row(pdf, ["Item", "Description", "Qty", "Week rate", "Weeks", "Line total (GBP)"], widths, 2, "B", True)
    for it, qty, total in qt["rows"]:
        _grid_row(pdf, [it.code, it.description, str(qty), money(it.week), str(qt["weeks"]), money(total)], widths, 2)
    pdf.ln(3)
    _totals(pdf, [("Hire", qt["hire"], False), ("Delivery & collection", qt["transport"], False),
                  ("Total excluding VAT", qt["net"], True), ("VAT @ 20%", qt["vat"], False),
                  ("Total including VAT", qt["total"], True)])
    pdf.ln(7)
    paragraph(pdf, "Fuel is not included. The damage waiver (8% of hire) is added unless you send us proof of your own "
              "hired-in plant cover. To accept, sign and return this quotation or quote its number when you book.")
    path = out / f"{qt['number']}.pdf"
    pdf.output(str(path))
    return path


REGISTER_HEADERS = ["Ref", "Date", "Asset no.", "Item", "Branch", "Inspector", "Check", "Result", "Labour h",
                    "Parts GBP"]
REGISTER_WIDTHS = [15, 15, 25, 16, 24, 27, 22, 15, 12, 15]


def write_register(out: Path) -> Path:
    rows = data.inspections()
    cut = [0, data.REGISTER_PAGES[0], sum(data.REGISTER_PAGES), len(rows)]
    pdf = _pdf("Inspection register September 2025")
    for n in range(1, 4):
        pdf.add_page()
        if n == 1:
            _letterhead(pdf, "Inspection register - September 2025")
            paragraph(pdf, "All branches, 1-30 September 2025, from Gantry (Reports > Inspection register). Labour is "
                      "workshop time in hours; parts at cost. A Fail sends the item to quarantine until re-tested.")
        pdf.set_fill_color(*TEAL)
        pdf.set_text_color(255, 255, 255)
        _grid_row(pdf, REGISTER_HEADERS, REGISTER_WIDTHS, 8, "B", True, 7.5, 7.5)
        pdf.set_text_color(0, 0, 0)
        pdf.set_fill_color(238, 244, 244)
        for k, r in enumerate(rows[cut[n - 1]:cut[n]]):
            _grid_row(pdf, [r.ref, r.day.strftime("%d/%m/%y"), r.asset, r.code, r.branch, r.inspector, r.check,
                            r.result, f"{r.labour:.2f}", money(r.parts) if r.parts else "-"], REGISTER_WIDTHS, 8,
                      fill=k % 2 == 1, height=8, size=7.5)
        assert pdf.get_y() < 284, f"register page {n} runs off the page"
        pdf.set_y(287)
        pdf.set_font("Helvetica", "", 7)
        pdf.cell(0, 4, f"Inspection register Sep 2025 - sheet {n}/3", align="R")
    path = out / "inspection_register_2025-09.pdf"
    pdf.output(str(path))
    return path


def write_report(out: Path) -> Path:
    rep = data.branch_report()
    pdf = _pdf("Branch report September 2025")
    pdf.add_page()
    _letterhead(pdf, "Branch report - September 2025")
    pdf.set_font("Helvetica", "", 8.5)
    pdf.cell(0, 5, "Ottilie Garside, Operations Manager - 3 October 2025", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(3)
    opened = sum(r["opened"] for r in rep.values())
    paragraph(pdf, f"We opened {opened} contracts in September, our busiest month of the quarter, with the autumn "
              "groundworks season keeping the excavators and dumpers out. Hire revenue below is what contracts "
              "off-hired during the month were charged (after trade discounts, before waiver, transport and VAT); "
              "kit still out at the month end is counted when it comes back.", "Summary")
    widths = [58, 32, 32, 32, 32]
    pdf.set_fill_color(226, 238, 239)
    _grid_row(pdf, ["September 2025", *data.BRANCHES, "All branches"], widths, 1, "B", True)
    measures = [("Contracts opened", "opened", str), ("Hire revenue (GBP)", "revenue", money),
                ("Still on hire 30/09", "on_hire", str), ("Inspections done", "inspections", str),
                ("Failed inspections", "failed", str)]
    for label, key, fmt in measures:
        total = sum(r[key] for r in rep.values())
        _grid_row(pdf, [label, *[fmt(rep[b][key]) for b in data.BRANCHES], fmt(round(total, 2))], widths, 1)
    pdf.ln(5)
    fails = [i for i in data.inspections() if i.result == "Fail"]
    paragraph(pdf, f"{len(fails)} items failed inspection and went to quarantine; all but one were back in service by "
              "the month end. Workshop labour ran high at Orrin Quay, which took in the Stanway Cross breakers "
              "while that workshop's compressor was replaced.", "Fleet")
    paragraph(pdf, "Quotation QT-2291 for the Fernbrake food fair is still open. From 1 November the Millbrook branch "
              "opens at 06:30 on weekdays for trade customers.", "Coming up")
    path = out / "branch_report_2025-09.pdf"
    pdf.output(str(path))
    return path


def write_overtime(out: Path) -> Path:
    rows = data.overtime()
    pdf = _pdf("Yard staff overtime September 2025")
    pdf.add_page()
    _letterhead(pdf, "Yard staff overtime - September 2025 (HR only)")
    paragraph(pdf, "Overtime is paid at time and a half of the hourly rate shown; each on-call weekend is paid a flat "
              f"GBP {data.ON_CALL:.2f}. Paid with the October salary run on 24 October 2025.")
    widths = [34, 26, 28, 18, 20, 22, 18, 20]
    pdf.set_fill_color(226, 238, 239)
    _grid_row(pdf, ["Name", "Branch", "Role", "OT hours", "Rate/h", "OT pay", "On-call", "Total GBP"], widths, 3,
              "B", True)
    for r in rows:
        _grid_row(pdf, [r["name"], r["branch"], r["role"], f"{r['hours']:.1f}", money(r["rate"]), money(r["pay"]),
                        money(r["on_call"]), money(r["total"])], widths, 3)
    _grid_row(pdf, ["Total", "", "", f"{sum(r['hours'] for r in rows):.1f}", "",
                    *[money(sum(r[k] for r in rows)) for k in ("pay", "on_call", "total")]], widths, 3, "B")
    path = out / "yard_overtime_2025-09.pdf"
    pdf.output(str(path))
    return path


CONTRACT_HEADERS = ["Contract", "Out", "Back", "Branch", "Item", "Qty", "Acct", "Customer", "Disc %", "Days",
                    "Charge £", "Waiver", "Transport"]
NOTES = [
    "Hire contracts - notes",
    "Exported from Gantry (Reports > Contract list, all branches) on 1 October 2025 by the Millbrook office.",
    "One row per contract, in order of the Out date. Each month's block ends with a Subtotal row and a blank row.",
    "Back is the off-hire date. ON HIRE means the customer had not off-hired the kit by 30/09/2025; such rows have "
    "no Days or Charge yet.",
    "Item is the catalogue Item Code (catalogue/hire_catalogue_2025.csv has the description, category, power source "
    "and rates).",
    "Charge £ is the hire charge after the trade discount in Disc %, before damage waiver, transport and VAT.",
    "Acct CASH = walk-in customer paying at the counter; A-numbers are trade accounts invoiced monthly.",
    "Waiver Y = damage waiver taken. Transport: Delivered = our lorry; Collect = customer collected from the branch.",
]


def write_contracts(out: Path) -> Path:
    wb = Workbook()
    ws = wb.active
    ws.title = "Contracts"
    ws["A1"] = "Wrenfold Tool & Plant Hire - hire contracts opened 1 Jul to 30 Sep 2025"
    ws["A1"].font = Font(bold=True, size=13)
    ws.merge_cells("A1:M1")
    ws["A2"] = "Gantry export, all branches. See the Notes sheet."
    ws["A2"].font = Font(italic=True)
    for col, header in enumerate(CONTRACT_HEADERS, start=1):
        cell = ws.cell(4, col, header)
        cell.font = Font(bold=True, color="FFFFFF")
        cell.fill = PatternFill("solid", fgColor="166068")
    r = 5
    for month in data.CONTRACTS_PER_MONTH:
        block = [c for c in data.contracts() if c.out.month == month]
        for c in block:
            values = [c.number, datetime.combine(c.out, datetime.min.time()),
                      datetime.combine(c.back, datetime.min.time()) if c.back else "ON HIRE", c.branch, c.code, c.qty,
                      c.account, c.customer, c.discount or None, c.days, c.charge, "Y" if c.waiver else "N",
                      "Delivered" if c.delivered else "Collect"]
            for col, value in enumerate(values, start=1):
                cell = ws.cell(r, col, value)
                if isinstance(value, datetime):
                    cell.number_format = "dd/mm/yy"
                elif col == 11:
                    cell.number_format = "#,##0.00"
            r += 1
        label = ws.cell(r, 1, f"Subtotal {date(2025, month, 1):%B %Y}")
        total = ws.cell(r, 11, round(sum(c.charge or 0 for c in block), 2))
        total.number_format = "#,##0.00"
        label.font = total.font = Font(bold=True)
        r += 2  # a blank row after each month's subtotal
    ws.freeze_panes = "A5"
    for col, width in zip("ABCDEFGHIJKLM", [11, 10, 10, 14, 9, 5, 7, 30, 7, 6, 11, 7, 10]):
        ws.column_dimensions[col].width = width
    notes = wb.create_sheet("Notes")
    for i, line in enumerate(NOTES, start=1):
        cell = notes.cell(i, 1, line)
        cell.font = Font(bold=i == 1)
        cell.alignment = Alignment(wrap_text=True)
    notes.column_dimensions["A"].width = 110
    path = out / "hire_contracts_2025_Q3.xlsx"
    save_workbook(wb, path, CREATED)
    return path


CATALOGUE_HEADERS = ["Item Code", "Description", "Category", "Power", "Day rate £", "Week rate £", "Weight kg",
                     "Ticket", "Replacement £"]


def write_catalogue(out: Path) -> Path:
    buffer = io.StringIO()
    writer = csv.writer(buffer, delimiter=";", lineterminator="\r\n")
    writer.writerow(CATALOGUE_HEADERS)
    for i in data.CATALOGUE:
        writer.writerow([i.code, i.description, i.category, i.power, f"{i.day:.2f}", f"{i.week:.2f}", i.weight,
                         i.ticket or "-", i.value])
    path = out / "hire_catalogue_2025.csv"
    path.write_bytes(buffer.getvalue().encode("utf-8-sig"))
    return path


def generate(out: Path = OUT) -> list[Path]:
    folders = {name: out / name for name in ("hires", "catalogue", "inspections", "invoices", "quotes", "reports",
                                             "hr", "gantry-help")}
    for folder in folders.values():
        folder.mkdir(parents=True, exist_ok=True)
    groups = folders["hr"] / ".tally-groups"
    groups.write_text("# Yard staff overtime: HR team only.\nhr\n", encoding="utf-8")
    return [
        write_contracts(folders["hires"]), write_catalogue(folders["catalogue"]),
        write_register(folders["inspections"]),
        *[write_invoice(inv, folders["invoices"]) for inv in data.invoices()],
        write_quote(folders["quotes"]), write_report(folders["reports"]), write_overtime(folders["hr"]), groups,
        *write_pages(folders["gantry-help"], PAGES),
    ]


def main() -> None:
    for path in generate():
        print(f"{path.relative_to(OUT.parent)}  {path.stat().st_size:,} bytes")


if __name__ == "__main__":
    main()
