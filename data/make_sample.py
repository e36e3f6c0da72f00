"""Generate the sample corpus in data/sample/ for the fictional wholesaler Harbourline Trading Ltd.

Deterministic (fixed seed, fixed dates, fixed PDF creation date): running it twice gives the same
content. Run: `python data/make_sample.py` (needs fpdf2 and openpyxl). Files and what each exercises:

- salary_register_2026_03.pdf: March 2026 payroll. One ruled table (Employee ID, name, department,
  gross, deductions, net) that continues on page 2 under a repeated header and ends with a Total row:
  tests table stitching across a page break, employee IDs as keys, SQL counts over a PDF table.
- salary_register_2026_02.pdf: the same register for February 2026 (one employee fewer), so questions
  about a month without a register (e.g. January) have a clear "not in the documents" answer.
- invoice_INV-2026-0041.pdf, invoice_INV-2026-0042.pdf, invoice_INV-2026-0043.pdf: three near-identical
  invoices differing in number, customer, order reference and amounts. Their line-item tables are
  unruled (only a rule under the header), which exercises the text-strategy table fallback.
- travel_expense_policy.pdf: a two-page prose policy (allowances, mileage rate, approval limits for
  claims) with numbered section headings set in larger type and no ruling lines: heading detection from
  font size, prose chunks per page, and no false tables in justified text.
- orders.xlsx: sheet "Orders" - 200 sales orders SO-10001..SO-10200 (Jan-Mar 2026) under a merged title
  cell, with the header on row 4 and a two-row blank gap inside the data; sheet "Notes" - free text.
- customers.xlsx: sheet "Customers" - one row per customer (shares the Customer column with orders),
  Region cells merged vertically over each region block; sheet "Archive" - empty (reported, skipped).
- docs/*.md: user docs of the fictional app "Ledgerly" (text in data/sample_docs.py): screen pages
  (fields tables, buttons, menu paths, screenshot links), concept pages, an intro before the first
  heading, and one concept section long enough to need the token-safe split.
"""

import random
import sys
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from pathlib import Path

from fpdf import FPDF
from openpyxl import Workbook
from openpyxl.styles import Font

sys.path.insert(0, str(Path(__file__).resolve().parent))
from corpus_files import money, new_pdf, save_workbook, write_pages  # noqa: E402
from sample_docs import EXPENSE_POLICY, PAGES  # noqa: E402

OUT = Path(__file__).resolve().parent / "sample"
SEED = 2026
COMPANY = "Harbourline Trading Ltd."
CREATED = datetime(2026, 4, 1, 9, 0, 0)

ORDER_COUNT = 200
ORDERS_HEADER_ROW = 4
ORDERS_GAP_AFTER = 120  # two blank rows follow the 120th order
ORDERS_GAP_ROWS = 2
REGISTER_ROWS_PAGE_1 = 16

FIRST = ["Amara", "Bruno", "Celine", "Dmitri", "Elena", "Farid", "Greta", "Hugo", "Ines", "Jonas", "Keiko",
         "Lars", "Mina", "Nikolai", "Olga", "Pavel", "Quinn", "Rosa", "Sven", "Tamsin", "Ulla", "Viktor",
         "Wanda", "Yusuf", "Zara", "Anton", "Birgit", "Casimir"]
LAST = ["Okafor", "Lindqvist", "Moreau", "Petrov", "Haddad", "Nakamura", "Brandt", "Silva", "Kowalski",
        "Fontaine", "Ivanova", "Achterberg", "Delacroix", "Novak", "Sato", "Gallagher", "Horvat", "Jensen"]
DEPARTMENTS = ["Finance", "Sales", "Warehouse", "Purchasing", "Customer Service", "IT"]
CUSTOMERS = [  # (customer, account manager, region, segment)
    ("Alder & Finch Interiors", "Rosa Silva", "North", "Retail"),
    ("Bramblewood Hotels", "Rosa Silva", "North", "Hospitality"),
    ("Copperleaf Cafes", "Hugo Brandt", "North", "Hospitality"),
    ("Driftstone Builders", "Hugo Brandt", "North", "Construction"),
    ("Eastgate Office Supply", "Mina Sato", "East", "Wholesale"),
    ("Fernhill Schools Trust", "Mina Sato", "East", "Public Sector"),
    ("Glenmoor Clinics", "Mina Sato", "East", "Healthcare"),
    ("Hollowbrook Farms", "Jonas Jensen", "South", "Agriculture"),
    ("Ironbridge Workshops", "Jonas Jensen", "South", "Manufacturing"),
    ("Juniper Lane Bakery", "Jonas Jensen", "South", "Retail"),
    ("Kestrel Point Marina", "Celine Moreau", "West", "Leisure"),
    ("Lowmarsh Logistics", "Celine Moreau", "West", "Wholesale"),
    ("Millrace Print Studio", "Celine Moreau", "West", "Retail"),
    ("Northcliff Dental", "Rosa Silva", "North", "Healthcare"),
]
PRODUCTS = [("Oak desk, 140 cm", 289.0), ("Ergonomic chair", 179.5), ("LED panel light", 42.75),
            ("Steel shelving unit", 134.0), ("Printer paper, 5 boxes", 38.9), ("Whiteboard 120x90", 96.0),
            ("Filing cabinet, 3 drawers", 158.25), ("Coffee machine", 412.0), ("Safety gloves, 50 pairs", 61.4)]


@dataclass(frozen=True)
class Payslip:
    employee_id: str
    name: str
    department: str
    gross: float
    deductions: float

    @property
    def net(self) -> float:
        return round(self.gross - self.deductions, 2)


def staff() -> list[Payslip]:
    """Everyone employed in March 2026, in register order. EMP-1027 joined in March."""
    rng = random.Random(SEED)
    people = []
    for i in range(26):
        name = f"{FIRST[i]} {LAST[rng.randrange(len(LAST))]}"
        gross = round(rng.uniform(2600, 6400) / 5) * 5.0
        deductions = round(gross * (0.19 + rng.uniform(0, 0.07)) + gross * 0.05, 2)
        people.append(Payslip(f"EMP-{1002 + i if i < 25 else 1027}", name, DEPARTMENTS[rng.randrange(6)],
                              gross, deductions))
    return people


def register(month: int) -> list[Payslip]:
    """The payslips of a month's register; February lacks the March joiner."""
    return [p for p in staff() if month == 3 or p.employee_id != "EMP-1027"]


def orders() -> list[dict]:
    rng = random.Random(SEED + 1)
    start = date(2026, 1, 2)
    days = sorted(rng.randrange(0, 89) for _ in range(ORDER_COUNT))
    rows = []
    for i, offset in enumerate(days):
        customer, _, region, _ = CUSTOMERS[rng.randrange(len(CUSTOMERS))]
        product, price = PRODUCTS[rng.randrange(len(PRODUCTS))]
        qty = rng.randint(1, 40)
        when = start + timedelta(days=offset)
        roll = rng.random()
        status = "Cancelled" if roll < 0.07 else "Pending" if when >= date(2026, 3, 20) and roll < 0.6 else "Shipped"
        rows.append({"Order ID": f"SO-{10001 + i}", "Order Date": datetime.combine(when, datetime.min.time()),
                     "Customer": customer, "Region": region, "Product": product, "Qty": qty,
                     "Unit Price": price, "Total": round(qty * price, 2), "Status": status})
    return rows


def invoices() -> list[dict]:
    """Three invoices, each billing one shipped order of a different customer plus a delivery charge."""
    picks = ["Copperleaf Cafes", "Ironbridge Workshops", "Millrace Print Studio"]
    shipped = [o for o in orders() if o["Status"] == "Shipped"]
    result = []
    for n, customer in enumerate(picks):
        order = next(o for o in reversed(shipped) if o["Customer"] == customer)
        result.append({"number": f"INV-2026-{41 + n:04d}", "customer": customer, "order": order,
                       "date": date(2026, 3, 24 + n), "delivery": 25.0 + 10 * n})
    return result


def _pdf(title: str) -> FPDF:
    return new_pdf(title, COMPANY, CREATED, top_margin=14)


def write_register(month: int, out: Path = OUT) -> Path:
    label = date(2026, month, 1).strftime("%B %Y")
    pdf = _pdf(f"Salary Register - {label}")
    headers = ["Employee ID", "Employee Name", "Department", "Gross Pay", "Deductions", "Net Pay"]
    widths = [28, 48, 38, 26, 26, 20]
    slips = register(month)

    def header_row() -> None:
        pdf.set_font("Helvetica", "B", 9)
        pdf.set_fill_color(225, 230, 236)
        for text, width in zip(headers, widths):
            pdf.cell(width, 7, text, border=1, fill=True, align="C")
        pdf.ln()
        pdf.set_font("Helvetica", "", 9)

    def body_row(cells: list[str], bold: bool = False) -> None:
        pdf.set_font("Helvetica", "B" if bold else "", 9)
        for i, (text, width) in enumerate(zip(cells, widths)):
            pdf.cell(width, 6.5, text, border=1, align="R" if i >= 3 else "L")
        pdf.ln()

    pdf.add_page()
    pdf.set_font("Helvetica", "B", 16)
    pdf.cell(0, 10, COMPANY, new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "B", 13)
    pdf.cell(0, 8, f"Salary Register - {label}", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 10)
    last_day = (date(2026, month + 1, 1) - timedelta(days=1)).day
    pdf.multi_cell(0, 5, f"Pay period: 1-{last_day} {label}. Payment date: {25 if month == 2 else 27} {label}. "
                   "Amounts in EUR. Prepared by the payroll team of the Finance department for approval by the "
                   "Finance Director. Deductions are income tax withheld plus the 5% employee pension "
                   "contribution.", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(4)
    header_row()
    for slip in slips[:REGISTER_ROWS_PAGE_1]:
        body_row([slip.employee_id, slip.name, slip.department, money(slip.gross), money(slip.deductions),
                  money(slip.net)])
    pdf.set_font("Helvetica", "I", 8)
    pdf.set_y(285)
    pdf.cell(0, 5, f"{COMPANY} - Salary Register {label} - page 1 of 2 - continued overleaf", align="C")

    pdf.add_page()
    header_row()
    for slip in slips[REGISTER_ROWS_PAGE_1:]:
        body_row([slip.employee_id, slip.name, slip.department, money(slip.gross), money(slip.deductions),
                  money(slip.net)])
    totals = [sum(s.gross for s in slips), sum(s.deductions for s in slips), sum(s.net for s in slips)]
    body_row(["Total", f"{len(slips)} employees", "", *[money(t) for t in totals]], bold=True)
    pdf.ln(6)
    pdf.set_font("Helvetica", "B", 11)
    pdf.cell(0, 7, "Approval", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 10)
    pdf.multi_cell(0, 5, "Checked by Olga Ivanova, Payroll Officer, and approved by Viktor Horvat, Finance "
                   "Director. Net pay is transferred to the bank accounts on file on the payment date. "
                   "Questions about this register go to payroll@harbourline.example.", new_x="LMARGIN",
                   new_y="NEXT")
    pdf.set_font("Helvetica", "I", 8)
    pdf.set_y(285)
    pdf.cell(0, 5, f"{COMPANY} - Salary Register {label} - page 2 of 2", align="C")
    path = out / f"salary_register_2026_{month:02d}.pdf"
    pdf.output(str(path))
    return path


def write_invoice(inv: dict, out: Path = OUT) -> Path:
    pdf = _pdf(f"Invoice {inv['number']}")
    pdf.add_page()
    pdf.set_font("Helvetica", "B", 16)
    pdf.cell(0, 10, COMPANY, new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 9)
    pdf.multi_cell(0, 4.5, "14 Quayside Road, Port Elsworth\nVAT reg. GB 482 1177 09\naccounts@harbourline.example",
                   new_x="LMARGIN", new_y="NEXT")
    pdf.ln(4)
    pdf.set_font("Helvetica", "B", 14)
    pdf.cell(0, 9, "INVOICE", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 10)
    order = inv["order"]
    due = inv["date"] + timedelta(days=30)
    for label, value in [("Invoice No", inv["number"]), ("Invoice Date", inv["date"].isoformat()),
                         ("Due Date", due.isoformat()), ("Order ref", order["Order ID"]),
                         ("Bill to", inv["customer"])]:
        pdf.cell(30, 6, f"{label}:")
        pdf.cell(0, 6, value, new_x="LMARGIN", new_y="NEXT")
    pdf.ln(6)
    widths = [80, 20, 40, 46]
    lines = [(order["Product"], order["Qty"], order["Unit Price"]), ("Delivery charge", 1, inv["delivery"])]
    pdf.set_font("Helvetica", "B", 10)
    for text, width, align in zip(["Description", "Qty", "Unit Price (EUR)", "Amount (EUR)"], widths, "LRRR"):
        pdf.cell(width, 7, text, align=align)
    pdf.ln()
    pdf.line(12, pdf.get_y(), 198, pdf.get_y())
    pdf.set_font("Helvetica", "", 10)
    for desc, qty, price in lines:
        for text, width, align in zip([desc, str(qty), money(price), money(qty * price)], widths, "LRRR"):
            pdf.cell(width, 7, text, align=align)
        pdf.ln()
    pdf.line(12, pdf.get_y() + 1, 198, pdf.get_y() + 1)
    pdf.ln(4)
    subtotal = sum(q * p for _, q, p in lines)
    vat = round(subtotal * 0.2, 2)
    for label, value in [("Subtotal", subtotal), ("VAT 20%", vat), ("Total due", subtotal + vat)]:
        pdf.set_font("Helvetica", "B" if label == "Total due" else "", 10)
        pdf.cell(140, 6, label, align="R")
        pdf.cell(46, 6, money(value), align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(8)
    pdf.set_font("Helvetica", "", 9)
    pdf.multi_cell(0, 4.5, f"Payment terms: 30 days net. Please quote {inv['number']} with your payment to "
                   "IBAN GB29 HRBL 6016 1331 9268 19. Late payments may incur interest of 1.5% per month.",
                   new_x="LMARGIN", new_y="NEXT")
    path = out / f"invoice_{inv['number']}.pdf"
    pdf.output(str(path))
    return path


def write_policy(out: Path = OUT) -> Path:
    """A prose-only PDF (no ruling lines) whose section headings are only recognisable by type size."""
    pdf = _pdf("Travel and Expense Policy")
    pdf.set_auto_page_break(True, 20)
    pdf.add_page()
    pdf.set_font("Helvetica", "B", 18)
    pdf.cell(0, 12, "Travel and Expense Policy", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 9)
    pdf.cell(0, 6, f"{COMPANY} - version 3, effective 1 January 2026", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(4)
    for n, (heading, paragraphs) in enumerate(EXPENSE_POLICY, start=1):
        if n == 4:
            pdf.add_page()
        pdf.set_font("Helvetica", "B", 13)
        pdf.cell(0, 9, f"{n}. {heading}", new_x="LMARGIN", new_y="NEXT")
        pdf.set_font("Helvetica", "", 10.5)
        for paragraph in paragraphs:
            pdf.multi_cell(0, 5.5, paragraph, new_x="LMARGIN", new_y="NEXT")
            pdf.ln(2.5)
    path = out / "travel_expense_policy.pdf"
    pdf.output(str(path))
    return path


def write_orders(out: Path = OUT) -> Path:
    wb = Workbook()
    ws = wb.active
    ws.title = "Orders"
    ws["A1"] = "Harbourline Trading - Sales Orders, Q1 2026"
    ws["A1"].font = Font(bold=True, size=14)
    ws.merge_cells("A1:I1")
    ws["A2"] = "Exported from Ledgerly on 2026-04-01"
    headers = list(orders()[0])
    for col, header in enumerate(headers, start=1):
        ws.cell(ORDERS_HEADER_ROW, col, header).font = Font(bold=True)
    row = ORDERS_HEADER_ROW + 1
    for i, order in enumerate(orders(), start=1):
        for col, header in enumerate(headers, start=1):
            cell = ws.cell(row, col, order[header])
            if header == "Order Date":
                cell.number_format = "yyyy-mm-dd"
        row += 1 + (ORDERS_GAP_ROWS if i == ORDERS_GAP_AFTER else 0)
    notes = wb.create_sheet("Notes")
    for i, line in enumerate([
        "About this export",
        "Orders are exported weekly from Ledgerly by the sales operations team.",
        "Totals are Qty multiplied by Unit Price, before VAT and delivery charges.",
        "Cancelled orders stay in the list for audit purposes but are never invoiced.",
        "Pending orders were confirmed by the customer but had not left the warehouse on the export date.",
        "The two empty rows in the middle of the Orders sheet mark where the February archive was merged in.",
    ], start=1):
        notes.cell(i, 1, line)
    path = out / "orders.xlsx"
    save_workbook(wb, path, CREATED)
    return path


def write_customers(out: Path = OUT) -> Path:
    wb = Workbook()
    ws = wb.active
    ws.title = "Customers"
    headers = ["Customer", "Account Manager", "Region", "Segment", "Email", "Customer Since"]
    for col, header in enumerate(headers, start=1):
        ws.cell(1, col, header).font = Font(bold=True)
    rows = sorted(CUSTOMERS, key=lambda c: (c[2], c[0]))
    for r, (customer, manager, region, segment) in enumerate(rows, start=2):
        slug = customer.lower().replace("&", "and").replace(" ", "")
        values = [customer, manager, region, segment, f"orders@{slug}.example",
                  datetime(2019 + r % 6, 1 + r % 12, 1 + (r * 7) % 27)]
        for col, value in enumerate(values, start=1):
            cell = ws.cell(r, col, value)
            if col == 6:
                cell.number_format = "yyyy-mm-dd"
    start = 2
    for r in range(3, len(rows) + 3):  # merge each run of equal regions, as people do by hand
        if r == len(rows) + 2 or rows[r - 2][2] != rows[start - 2][2]:
            if r - 1 > start:
                ws.merge_cells(start_row=start, start_column=3, end_row=r - 1, end_column=3)
            start = r
    wb.create_sheet("Archive")
    path = out / "customers.xlsx"
    save_workbook(wb, path, CREATED)
    return path


def write_docs(out: Path = OUT) -> list[Path]:
    folder = out / "docs"
    folder.mkdir(parents=True, exist_ok=True)
    return write_pages(folder, PAGES)


def generate(out: Path = OUT) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    return [write_register(2, out), write_register(3, out), *[write_invoice(inv, out) for inv in invoices()],
            write_policy(out), write_orders(out), write_customers(out), *write_docs(out)]


def main() -> None:
    for path in generate():
        print(f"{path.relative_to(OUT.parent)}  {path.stat().st_size:,} bytes")


if __name__ == "__main__":
    main()
