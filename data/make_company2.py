"""Generate data/company2/, the second company corpus (TEST ONLY: data/golden/company2-test.jsonl).

Solvik Laboratory Supply AS, a fictional Nordic lab-consumables distributor, written to differ from
data/sample (Harbourline) in names, IDs, layouts and wording. Deterministic: the records come from
company2_data.py (fixed seeds) and the files get fixed timestamps. Run: `python data/make_company2.py`.

- payroll/payroll_register_2025_09.pdf: the September register; its table stops on page 1 after a
  "continued on next page" line and goes on under a "(continued)" caption with the header repeated,
  ending in a Totals row.
- hr/payroll_register_2025_10.pdf: the October register, restricted to group `hr` by hr/.tally-groups.
- invoices/SIN-25-0311..0314.pdf: header fields in two blocks (Invoiced to / Invoice number, Payment
  due), a ruled line-item table, and an "Amount due" that differs from the total on one invoice.
- sales/order_book_q3_2025.xlsx (Orders, Read me) and sales/client_master.xlsx (Clients, title rows
  above the header): they share the "Client Code" column, so counts by a client attribute need a join.
- warehouse/stock_position_2025-09-30.pdf: one same-header table per page over five pages.
- kolibri-help/*.md: how-to pages of the fictional app Kolibri (text in company2_docs.py).
"""

import sys
from datetime import date, datetime
from pathlib import Path

from fpdf import FPDF
from openpyxl import Workbook
from openpyxl.styles import Font

sys.path.insert(0, str(Path(__file__).resolve().parent))
from corpus_files import money, new_pdf, save_workbook, write_pages  # noqa: E402
import company2_data as data  # noqa: E402
from company2_docs import PAGES  # noqa: E402

OUT = Path(__file__).resolve().parent / "company2"
CREATED = datetime(2025, 10, 2, 8, 30, 0)
REGISTER_ROWS_PAGE_1 = 22


def dotted(day: date) -> str:
    return day.strftime("%d.%m.%Y")


def _pdf(title: str) -> FPDF:
    return new_pdf(title, data.COMPANY, CREATED)


def _table_header(pdf: FPDF, headers: list[str], widths: list[int]) -> None:
    pdf.set_font("Helvetica", "B", 8.5)
    pdf.set_fill_color(40, 70, 90)
    pdf.set_text_color(255, 255, 255)
    for text, width in zip(headers, widths):
        pdf.cell(width, 7, text, border=1, fill=True, align="C")
    pdf.ln()
    pdf.set_text_color(0, 0, 0)


def _table_row(pdf: FPDF, cells: list[str], widths: list[int], numeric_from: int, bold: bool = False) -> None:
    pdf.set_font("Helvetica", "B" if bold else "", 8.5)
    for i, (text, width) in enumerate(zip(cells, widths)):
        pdf.cell(width, 6, text, border=1, align="R" if i >= numeric_from else "L")
    pdf.ln()


def write_register(month: int, out: Path) -> Path:
    label = date(2025, month, 1).strftime("%B %Y")
    slips = data.payroll(month)
    headers = ["Staff No.", "Name", "Team", "Base Salary", "Overtime", "Tax Withheld", "Net Paid"]
    widths = [20, 38, 34, 24, 22, 24, 24]
    pdf = _pdf(f"Payroll register {label}")

    def row(slip: data.Payslip) -> None:
        _table_row(pdf, [slip.staff_no, slip.name, slip.team, money(slip.base), money(slip.overtime),
                         money(slip.tax), money(slip.net)], widths, 3)

    pdf.add_page()
    pdf.set_font("Helvetica", "B", 14)
    pdf.cell(120, 9, data.COMPANY)
    pdf.set_font("Helvetica", "B", 12)
    pdf.cell(0, 9, "PAYROLL REGISTER", align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 9)
    for key, value in [("Period", label), ("Pay date", dotted(date(2025, month, 25))), ("Currency", "NOK")]:
        pdf.cell(25, 5, f"{key}:")
        pdf.cell(0, 5, value, new_x="LMARGIN", new_y="NEXT")
    pdf.ln(2)
    pdf.multi_cell(0, 4.5, "Monthly salaries as paid through the Solvik payroll run. Tax Withheld is the "
                   "advance income tax deducted under each employee's tax card; Net Paid is Base Salary plus "
                   "Overtime less Tax Withheld.", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(3)
    _table_header(pdf, headers, widths)
    for slip in slips[:REGISTER_ROWS_PAGE_1]:
        row(slip)
    pdf.set_font("Helvetica", "I", 8.5)
    pdf.cell(0, 7, "continued on next page", align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.set_y(287)
    pdf.set_font("Helvetica", "", 7.5)
    pdf.cell(0, 4, "Page 1/2", align="C")

    pdf.add_page()
    pdf.set_font("Helvetica", "B", 10)
    pdf.cell(0, 8, f"Payroll register - {label} (continued)", new_x="LMARGIN", new_y="NEXT")
    _table_header(pdf, headers, widths)
    for slip in slips[REGISTER_ROWS_PAGE_1:]:
        row(slip)
    totals = [sum(s.base for s in slips), sum(s.overtime for s in slips), sum(s.tax for s in slips),
              sum(s.net for s in slips)]
    _table_row(pdf, ["Totals", "", "", *[money(t) for t in totals]], widths, 3, bold=True)
    pdf.ln(8)
    pdf.set_font("Helvetica", "", 9)
    pdf.multi_cell(0, 4.5, "Authorised for payment by the Head of Finance & Admin. Payslips are published in "
                   "the employee portal on the pay date.", new_x="LMARGIN", new_y="NEXT")
    pdf.set_y(287)
    pdf.set_font("Helvetica", "", 7.5)
    pdf.cell(0, 4, "Page 2/2", align="C")
    path = out / f"payroll_register_2025_{month:02d}.pdf"
    pdf.output(str(path))
    return path


def write_invoice(inv: dict, out: Path) -> Path:
    pdf = _pdf(f"Invoice {inv['number']}")
    pdf.add_page()
    pdf.set_font("Helvetica", "B", 13)
    pdf.cell(110, 8, data.COMPANY)
    pdf.set_font("Helvetica", "B", 20)
    pdf.cell(0, 8, "INVOICE", align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 8.5)
    pdf.multi_cell(0, 4, "Brakeroya Industrivei 7, 3018 Drammen, Norway\nOrg. no. 921 448 307 MVA\n"
                   "invoicing@solvik-lab.example", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(6)
    code, name, city, country, _, terms = inv["client"]
    top = pdf.get_y()
    pdf.set_font("Helvetica", "B", 9)
    pdf.cell(90, 5, "Invoiced to:", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 10)
    for line in [name, "Attn: Accounts payable", f"{city}, {country}"]:
        pdf.cell(90, 5, line, new_x="LMARGIN", new_y="NEXT")
    pdf.set_y(top)
    fields = [("Invoice number", inv["number"]), ("Invoice date", dotted(data.INVOICE_DATE)),
              ("Payment due", dotted(inv["due"])), ("Terms", f"{terms} days net"), ("Client code", code),
              ("Your orders", ", ".join(o["Order No."] for o in inv["orders"]))]
    for key, value in fields:
        pdf.set_x(112)
        pdf.set_font("Helvetica", "B", 9)
        pdf.cell(30, 5, key)
        pdf.set_font("Helvetica", "", 9)
        pdf.cell(0, 5, value, new_x="LMARGIN", new_y="NEXT")
    pdf.ln(8)
    headers = ["Item Code", "Description", "Qty", "Unit Price", "Net (NOK)"]
    widths = [24, 86, 16, 28, 32]
    _table_header(pdf, headers, widths)
    for o in inv["orders"]:
        _table_row(pdf, [o["Item Code"], o["Item Description"], str(o["Qty"]), money(o["Unit Price (NOK)"]),
                         money(o["Net Value (NOK)"])], widths, 2)
    _table_row(pdf, ["FRT", "Freight and handling", "1", money(data.FREIGHT), money(data.FREIGHT)], widths, 2)
    pdf.ln(4)
    summary = [("Net amount", inv["net"]), ("VAT 25 %", inv["vat"]), ("Invoice total", inv["total"])]
    if inv["paid_on_account"]:
        summary.append(("Paid on account", -inv["paid_on_account"]))
    summary.append(("Amount due (NOK)", inv["amount_due"]))
    for label, value in summary:
        pdf.set_font("Helvetica", "B" if label.startswith("Amount due") else "", 10)
        pdf.cell(142, 6, label, align="R")
        pdf.cell(44, 6, money(value), align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(10)
    pdf.set_font("Helvetica", "", 8.5)
    pdf.multi_cell(0, 4.5, f"Please pay to account 1506 22 48817 and quote {inv['number']}. Interest on late "
                   "payment is charged at the statutory rate.", new_x="LMARGIN", new_y="NEXT")
    path = out / f"{inv['number']}.pdf"
    pdf.output(str(path))
    return path


def write_stock_report(out: Path) -> Path:
    stock = data.items()
    per_page = data.STOCK_ROWS_PER_PAGE
    pages = [stock[i:i + per_page] for i in range(0, len(stock), per_page)]
    headers = ["SKU", "Description", "Bin", "On Hand", "Reorder Pt", "Unit Cost (NOK)"]
    widths = [20, 86, 20, 18, 18, 24]
    pdf = _pdf("Stock position report 30.09.2025")
    for n, rows in enumerate(pages, start=1):
        pdf.add_page()
        pdf.set_font("Helvetica", "B", 12)
        pdf.cell(130, 8, "Stock Position Report")
        pdf.set_font("Helvetica", "", 8.5)
        pdf.cell(0, 8, f"Page {n} of {len(pages)}", align="R", new_x="LMARGIN", new_y="NEXT")
        pdf.set_font("Helvetica", "", 8.5)
        pdf.cell(0, 5, f"{data.COMPANY} - Drammen central warehouse - position at close of business 30.09.2025",
                 new_x="LMARGIN", new_y="NEXT")
        pdf.ln(4)
        _table_header(pdf, headers, widths)
        for item in rows:
            _table_row(pdf, [item.sku, item.description, item.bin, str(item.on_hand), str(item.reorder_point),
                             money(item.unit_cost)], widths, 3)
        if n == len(pages):
            pdf.ln(6)
            pdf.set_font("Helvetica", "I", 8.5)
            pdf.cell(0, 5, "End of report. Quantities are in stocking units; cost is the moving average.",
                     new_x="LMARGIN", new_y="NEXT")
    path = out / "stock_position_2025-09-30.pdf"
    pdf.output(str(path))
    return path


def write_orders(out: Path) -> Path:
    wb = Workbook()
    ws = wb.active
    ws.title = "Orders"
    rows = data.orders()
    headers = list(rows[0])
    for col, header in enumerate(headers, start=1):
        ws.cell(1, col, header).font = Font(bold=True)
    for r, order in enumerate(rows, start=2):
        for col, header in enumerate(headers, start=1):
            value = order[header]
            cell = ws.cell(r, col, datetime.combine(value, datetime.min.time()) if header == "Order Date" else value)
            if header == "Order Date":
                cell.number_format = "dd.mm.yyyy"
    ws.freeze_panes = "A2"
    ws.auto_filter.ref = f"A1:J{len(rows) + 1}"
    notes = wb.create_sheet("Read me")
    for i, line in enumerate([
        "Order book, third quarter 2025 (1 July - 30 September), exported from Kolibri.",
        "One row per order line. Net Value is Qty times Unit Price, without VAT and freight.",
        "Client details (name, country, sector, payment terms) are kept in client_master.xlsx.",
        "Returned orders were credited in full with a credit note.",
    ], start=1):
        notes.cell(i, 1, line)
    path = out / "order_book_q3_2025.xlsx"
    save_workbook(wb, path, CREATED)
    return path


def account_owners() -> list[str]:
    return [s.name for s in data.payroll(9) if s.team == "Key Accounts"]


def write_clients(out: Path) -> Path:
    wb = Workbook()
    ws = wb.active
    ws.title = "Clients"
    ws["A1"] = "Client master data"
    ws["A1"].font = Font(bold=True, size=13)
    ws["A2"] = "Exported from Kolibri on 01.10.2025"
    headers = ["Client Code", "Client Name", "City", "Country", "Sector", "Payment Terms (days)", "Account Owner"]
    for col, header in enumerate(headers, start=1):
        ws.cell(4, col, header).font = Font(bold=True)
    owners = account_owners()
    for r, (code, name, city, country, sector, terms) in enumerate(data.CLIENTS, start=5):
        for col, value in enumerate([code, name, city, country, sector, terms, owners[r % len(owners)]], start=1):
            ws.cell(r, col, value)
    path = out / "client_master.xlsx"
    save_workbook(wb, path, CREATED)
    return path


def generate(out: Path = OUT) -> list[Path]:
    folders = {name: out / name for name in ("payroll", "hr", "invoices", "sales", "warehouse", "kolibri-help")}
    for folder in folders.values():
        folder.mkdir(parents=True, exist_ok=True)
    groups = folders["hr"] / ".tally-groups"
    groups.write_text("# The October register is still being checked: HR only.\nhr\n", encoding="utf-8")
    return [
        write_register(9, folders["payroll"]), write_register(10, folders["hr"]), groups,
        *[write_invoice(inv, folders["invoices"]) for inv in data.invoices()],
        write_orders(folders["sales"]), write_clients(folders["sales"]), write_stock_report(folders["warehouse"]),
        *write_pages(folders["kolibri-help"], PAGES),
    ]


def main() -> None:
    for path in generate():
        print(f"{path.relative_to(OUT.parent)}  {path.stat().st_size:,} bytes")


if __name__ == "__main__":
    main()
