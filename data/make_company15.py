"""Generate data/company15/, the fifteenth company corpus (data/golden/company15-test.jsonl, company15-dev.jsonl).

Merrowgate Homes, a fictional small housing association (social landlord) with thirty homes on four estates, written
without reading the engine. Deterministic: records from company15_data.py and company15_records.py (fixed seeds),
fixed file timestamps. Run: `python data/make_company15.py`.

- income/rent_ledger_jul-oct_2026.xlsx: sheet "Ledger" with a title line, a printed-by line, a legend line and an
  empty row, headers on row 5 ("Tncy ref", "Unit", "Tenant", "Prd", "Rent £", "Svc £", "Rec'd £", "Rec'd on", "Mtd",
  "Bal £", "NOSP", "Notes"); dates as text "14-Aug-26", periods as "08/26"; Svc blank = no service charge, Rec'd
  blank = nothing received, NOSP blank = no notice served; a "Total for <Month> 2026" row after each month and a
  "JUL-OCT 2026 TOTALS" row (Bal £ left blank there).
- income/properties.csv: the thirty homes, joined to the ledger through "Property ID" (ledger "Unit"); estate, type,
  bedrooms, scheme and housing officer live only here.
- repairs/repairs_register_jul-sep_2026.pdf: a two-page register of responsive repairs, header repeated on page 2,
  "continued" lines at the foot of page 1 and the top of page 2.
- contractor-invoices/*.pdf: five contractor invoices with a field grid, an items table and totals (one with a CIS
  deduction).
- reports/board_report_2026-Q3.pdf: prose around one table of repairs and satisfaction by estate.
- exec/pay_review_2026.xlsx: restricted to group `exec` by exec/.tally-groups.
- hearthbook-help/*.md: help pages of the fictional app Hearthbook (company15_docs.py).
"""

import sys
from datetime import date, datetime
from pathlib import Path

from fpdf import FPDF
from openpyxl import Workbook
from openpyxl.styles import Border, Font, PatternFill, Side

sys.path.insert(0, str(Path(__file__).resolve().parent))
from corpus_files import (column_widths, corpus_folders, field_grid, header_cells, header_row,  # noqa: E402
                          money, new_pdf, page_footer, paragraph, restrict, save_pdf, save_workbook, table_row,
                          totals_lines, write_csv, write_pages)
import company15_data as data  # noqa: E402
import company15_records as records  # noqa: E402
from company15_docs import PAGES  # noqa: E402

OUT = Path(__file__).resolve().parent / "company15"
CREATED = datetime(2026, 12, 2, 9, 15, 0)
TEAL = (22, 96, 104)
MIST = (226, 240, 240)
GBP = '#,##0.00'
HOME_ADDRESS = "Merrowgate Homes, 2 Chapel Yard, Merrowgate MG4 1TS"


def _pdf(title: str, author: str = data.FIRM) -> FPDF:
    return new_pdf(title, author, CREATED, top_margin=14)


def _masthead(pdf: FPDF, heading: str) -> None:
    pdf.set_font("Helvetica", "B", 16)
    pdf.set_text_color(*TEAL)
    pdf.cell(0, 8, "Merrowgate Homes", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 7.5)
    pdf.set_text_color(90, 90, 90)
    pdf.cell(0, 4, "Registered provider of social housing no. 4Q17  -  2 Chapel Yard, Merrowgate MG4 1TS  -  "
             "01632 960450  -  homes@merrowgate.example", new_x="LMARGIN", new_y="NEXT")
    pdf.set_draw_color(*TEAL)
    pdf.set_line_width(0.6)
    pdf.line(12, pdf.get_y() + 1.5, 198, pdf.get_y() + 1.5)
    pdf.set_line_width(0.2)
    pdf.set_draw_color(0, 0, 0)
    pdf.set_text_color(0, 0, 0)
    pdf.ln(4)
    pdf.set_font("Helvetica", "B", 12)
    pdf.cell(0, 7, heading, new_x="LMARGIN", new_y="NEXT")


def _footer(pdf: FPDF, text: str) -> None:
    page_footer(pdf, text, 285, 110)


def ledger_date(day: date | None) -> str | None:
    return None if day is None else day.strftime("%d-%b-%y")


# ---------------------------------------------------------------- rent ledger workbook

HEADERS = ["Tncy ref", "Unit", "Tenant", "Prd", "Rent £", "Svc £", "Rec'd £", "Rec'd on", "Mtd", "Bal £", "NOSP",
           "Notes"]
MONEY_COLS = (5, 6, 7, 10)


def _total_row(ws, r: int, label: str, rows: list, balance: bool, border: Side) -> None:
    values = {5: data.total(x.rent for x in rows), 6: data.total(x.svc for x in rows),
              7: data.total(x.received for x in rows)}
    if balance:
        values[10] = data.total(x.balance for x in rows)
    ws.cell(r, 1, label)
    for col, value in values.items():
        ws.cell(r, col, value).number_format = GBP
    for col in range(1, len(HEADERS) + 1):
        cell = ws.cell(r, col)
        cell.font = Font(bold=True)
        cell.fill = PatternFill("solid", fgColor="E2F0F0")
        cell.border = Border(top=border)


def write_ledger(out: Path) -> Path:
    wb = Workbook()
    ws = wb.active
    ws.title = "Ledger"
    ws["A1"] = "MERROWGATE HOMES  |  Rent account ledger - general needs and sheltered - July to October 2026"
    ws["A1"].font = Font(bold=True, size=13, color="166068")
    ws["A2"] = "Printed from Hearthbook on 02-Nov-26 by the income team. All amounts GBP. One line per tenancy per month."
    ws["A2"].font = Font(size=8, color="555555")
    ws["A3"] = ("Key: Prd = rent period mm/yy (charged monthly in advance). Rent £ / Svc £ = rent and service charge "
                "charged for the period; Svc blank = no service charge (street property). Rec'd £ = total received in "
                "the period, blank = nothing received; Rec'd on = date received. Mtd = how paid: DD Direct Debit, SO "
                "standing order, UC Universal Credit paid direct (APA), HB Housing Benefit, CP card/PayPoint. "
                "Bal £ = balance carried forward, plus = arrears, minus = in credit. NOSP = date a Notice of Seeking "
                "Possession was served, blank = none.")
    ws["A3"].font = Font(italic=True, size=8, color="555555")
    header_cells(ws, 5, HEADERS, "166068")
    r = 6
    rows = data.ledger()
    for month in data.MONTHS:
        block = data.in_month(rows, month)
        for x in block:
            values = [x.ref, x.uid, x.tenant, f"{month:02d}/26", x.rent, x.svc, x.received, ledger_date(x.paid_on),
                      x.method, x.balance, ledger_date(x.nosp), x.note or None]
            for col, value in enumerate(values, start=1):
                cell = ws.cell(r, col, value)
                if col in MONEY_COLS:
                    cell.number_format = GBP
            r += 1
        _total_row(ws, r, f"Total for {data.MONTH_NAMES[month]} 2026", block, True, Side(style="thin"))
        r += 1
    _total_row(ws, r, "JUL-OCT 2026 TOTALS", rows, False, Side(style="double"))
    ws.freeze_panes = "A6"
    column_widths(ws, [10, 7, 20, 6, 9, 8, 9, 10, 5, 10, 10, 34])
    return save_workbook(wb, out / "rent_ledger_jul-oct_2026.xlsx", CREATED)


def write_properties(out: Path) -> Path:
    return write_csv(out / "properties.csv", ["Property ID", "Address", "Estate", "Prop type", "Beds", "Scheme",
                                               "Yr built", "EPC", "Heating", "Housing officer", "Status"],
                     ([u.uid, u.address, u.estate, u.kind, u.beds, u.scheme, u.built, u.epc, u.heating,
                       data.OFFICERS[u.estate], u.status] for u in data.UNITS))


# ---------------------------------------------------------------- repairs register (2 pages)

JOB_HEADERS = ["Job no.", "Reported", "Unit", "Trade", "Pri", "Job description", "Contr.", "Completed", "Days",
               "Cost £"]
JOB_WIDTHS = [17, 16, 13, 20, 8, 48, 12, 18, 11, 19]


def write_repairs(out: Path) -> Path:
    jobs = data.repairs()
    pages = [jobs[:data.REPAIR_PAGES], jobs[data.REPAIR_PAGES:]]
    pdf = _pdf("Responsive repairs register July - September 2026")
    right = {8, 9}
    for n, page in enumerate(pages):
        pdf.add_page()
        if n == 0:
            _masthead(pdf, "Responsive repairs register - July to September 2026")
            firms = "; ".join(f"{k} = {v}" for k, v in data.CONTRACTORS.items())
            paragraph(pdf, "Every repair reported by a tenant or found by staff, in the order it was reported. Pri: "
                      "E = emergency (make safe within 24 hours), U = urgent (7 days), R = routine (28 days). Days = "
                      "calendar days from reported to completed. Completed blank = job still open at 30 September. "
                      "Cost £ = net of VAT as invoiced, or at internal rates for DLO jobs; blank = not yet invoiced. "
                      f"Contractors: {firms}.")
        else:
            pdf.set_y(14)
            pdf.set_font("Helvetica", "BI", 9)
            pdf.cell(0, 6, "Responsive repairs register Jul-Sep 2026 - continued from page 1", new_x="LMARGIN",
                     new_y="NEXT")
            pdf.ln(1)
        header_row(pdf, JOB_HEADERS, JOB_WIDTHS, right, TEAL, 7.8)
        for i, j in enumerate(page):
            pdf.set_fill_color(*MIST)
            table_row(pdf, [j.no, j.reported.strftime("%d/%m/%y"), j.uid, j.trade, j.pri, j.desc, j.contractor,
                            j.done.strftime("%d/%m/%y") if j.done else "", "" if j.days is None else str(j.days),
                            money(j.cost) if j.cost is not None else ""], JOB_WIDTHS, right, fill=i % 2 == 1,
                      height=6.5, size=7.8)
        if n == 0:
            pdf.set_font("Helvetica", "I", 7.5)
            pdf.cell(0, 6, "continued on page 2", align="R", new_x="LMARGIN", new_y="NEXT")
        else:
            pdf.ln(3)
            pdf.set_font("Helvetica", "", 8)
            pdf.cell(0, 5, f"End of register: {len(jobs)} jobs reported 1 July - 30 September 2026. Compiled by Owen "
                     "Maddox, repairs & assets coordinator.", new_x="LMARGIN", new_y="NEXT")
        assert pdf.get_y() < 282, f"repairs page {n + 1} overflows ({pdf.get_y():.0f} mm)"
        _footer(pdf, f"Merrowgate Homes - repairs register Q3 2026 - page {n + 1} of 2")
    return save_pdf(pdf, out / "repairs_register_jul-sep_2026.pdf")


# ---------------------------------------------------------------- contractor invoices

def write_invoice(inv: records.Invoice, out: Path) -> Path:
    f = inv.firm
    pdf = _pdf(f"{f.name} invoice {inv.no}", f.name)
    pdf.add_page()
    pdf.set_font("Helvetica", "B", 15)
    pdf.cell(120, 8, f.name.upper())
    pdf.set_font("Helvetica", "B", 20)
    pdf.set_text_color(*TEAL)
    pdf.cell(0, 8, "INVOICE", align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.set_text_color(0, 0, 0)
    pdf.set_font("Helvetica", "", 8)
    pdf.cell(0, 4.5, f.address, new_x="LMARGIN", new_y="NEXT")
    pdf.cell(0, 4.5, f"VAT reg. {f.vat_no}" + ("  -  CIS registered subcontractor" if f.cis else ""),
             new_x="LMARGIN", new_y="NEXT")
    pdf.ln(5)
    u = inv.unit
    grid = [("Invoice no.", inv.no, "Invoice date", inv.day.strftime("%d %B %Y")),
            ("Invoice to", HOME_ADDRESS, "", ""),
            ("Your works order", inv.job.no, "Your PO no.", inv.po),
            ("Property", f"{u.address} ({u.uid})", "", ""),
            ("Work done", f"{inv.job.desc} - completed {inv.job.done:%d %B %Y}", "", ""),
            ("Engineer", inv.engineer, "Terms", f"{f.terms} days net"),
            ("Payment due", inv.due.strftime("%d %B %Y"), "", "")]
    field_grid(pdf, grid, (32, 66, 28, 60), MIST, 8.5)
    pdf.ln(6)
    widths = [86, 16, 20, 30, 34]
    right = {1, 3, 4}
    header_row(pdf, ["Description", "Qty", "Unit", "Rate £", "Amount £"], widths, right, TEAL, 8.5)
    for item in inv.items:
        table_row(pdf, [item.desc, f"{item.qty:g}", item.unit, money(item.price), money(item.amount)], widths, right,
                  size=8.5)
    totals = [("Net", inv.net, ""), ("VAT at 20%", inv.vat, ""), ("Invoice total", inv.total, "B")]
    if f.cis:
        totals += [("Less CIS 20% of labour", -inv.cis, ""), ("Amount payable", inv.payable, "B")]
    totals_lines(pdf, totals, sum(widths[:3]), widths[3], widths[4], 8.5)
    pdf.ln(6)
    text = f"Please pay by BACS within {f.terms} days, quoting {inv.no} and your works order {inv.job.no}. "
    if f.cis:
        text += ("CIS: deduct 20% from the labour only and send us the payment and deduction statement by the 19th of "
                 "the month after payment. ")
    text += "Work guaranteed for 12 months. Queries to accounts within 7 days of this invoice, please."
    paragraph(pdf, text)
    _footer(pdf, f"{f.name} - {f.address}")
    return save_pdf(pdf, out / inv.file)


# ---------------------------------------------------------------- board report Q3

def write_report(out: Path) -> Path:
    table = records.board_table()
    rent = records.q3_rent()
    pdf = _pdf("Board report - housing services performance Q3 2026")
    pdf.add_page()
    _masthead(pdf, "Report to the Board: housing services performance, Q3 2026 (July - September)")
    pdf.set_font("Helvetica", "", 8.5)
    pdf.cell(0, 5, "Board meeting of 21 October 2026, item 6. Author: Helen Stanworth, chief executive. For noting.",
             new_x="LMARGIN", new_y="NEXT")
    pdf.ln(2)
    paragraph(pdf, f"We charged GBP {money(rent['charged'])} in rent and service charges in the quarter and received "
              f"GBP {money(rent['received'])}, a collection rate of {rent['rate']}% against our target of 97%. "
              f"Current tenant arrears stood at GBP {money(rent['arrears'])} at 30 September across "
              f"{rent['households']} households. {rent['nosp']} Notices of Seeking Possession were served; no "
              f"possession claims were issued. {rent['uc']} of those households are on Universal Credit paid to us "
              "direct; most of them are about one month behind only because UC is paid in arrears.", "Rent and arrears")
    paragraph(pdf, "Four homes were empty at the end of the quarter (5 Quarry Bank Road, Flat 4 St Wilfrid's Court, "
              "5 Plover Way and 19 Cinder Hill Lane). The table shows the responsive repairs reported on each estate, "
              "the share of completed jobs finished within their target time, and the complaints and satisfaction "
              "results from the quarterly tenant survey.", "Repairs and tenant satisfaction")
    widths = [44, 18, 28, 36, 26, 34]
    right = {1, 2, 3, 4, 5}
    header_row(pdf, ["Estate", "Homes", "Repairs logged", "Done in target %", "Complaints", "Satisfied %"], widths,
               right, TEAL, 8.5)
    for e in table:
        table_row(pdf, [e.estate, str(e.homes), str(e.logged), f"{e.target_pct:.1f}", str(e.complaints),
                        f"{e.satisfaction:.1f}"], widths, right, size=8.5)
    pdf.ln(4)
    open_damp = [j for j in data.repairs() if j.trade == "Damp/mould" and j.done is None]
    paragraph(pdf, f"Damp and mould is the repair tenants worry about most as autumn starts; {len(open_damp)} damp or "
              "mould jobs were still open at the quarter end. Cinder Hill, our oldest stock, again had the weakest repairs "
              "performance, and its EPC E homes are first in the 2027 retrofit programme. In Q4 we will re-tender the "
              "roofing contract and move all tenants onto online rent statements.", "Looking ahead")
    _footer(pdf, "Merrowgate Homes - board report Q3 2026 - board members and senior staff")
    return save_pdf(pdf, out / "board_report_2026-Q3.pdf")


# ---------------------------------------------------------------- pay review (exec only)

def write_pay_review(out: Path) -> Path:
    wb = Workbook()
    ws = wb.active
    ws.title = "Pay review"
    ws["A1"] = "Pay review 2026 - proposals for 1 January 2027 - EXEC ONLY, not for circulation"
    ws["A1"].font = Font(bold=True, size=12)
    ws.append(["Name", "Post", "Grade", "Salary now £ (FTE)", "Rise %", "FTE", "New salary £ (FTE)",
               "Extra cost £/yr", "Note"])
    for cell in ws[2]:
        cell.font = Font(bold=True)
    for p in records.pay_review():
        ws.append([p.name, p.post, p.grade, p.salary, p.rise, p.fte, p.new_salary, p.cost, p.note or None])
        for col in (4, 7):
            ws.cell(ws.max_row, col).number_format = '#,##0'
        ws.cell(ws.max_row, 8).number_format = GBP
    column_widths(ws, [18, 28, 7, 16, 7, 5, 17, 14, 34])
    return save_workbook(wb, out / "pay_review_2026.xlsx", CREATED)


def generate(out: Path = OUT) -> list[Path]:
    folders = corpus_folders(out, ("income", "repairs", "contractor-invoices", "reports", "exec", "hearthbook-help"))
    groups = restrict(folders["exec"], "exec")
    return [
        write_ledger(folders["income"]), write_properties(folders["income"]),
        write_repairs(folders["repairs"]),
        *[write_invoice(inv, folders["contractor-invoices"]) for inv in records.invoices()],
        write_report(folders["reports"]), write_pay_review(folders["exec"]), groups,
        *write_pages(folders["hearthbook-help"], PAGES),
    ]


def main() -> None:
    for path in generate():
        print(f"{path.relative_to(OUT.parent)}  {path.stat().st_size:,} bytes")


if __name__ == "__main__":
    main()
