"""Generate data/company5/, the fifth company corpus (dev and test: data/golden/company5-dev.jsonl and
company5-test.jsonl).

Brindlecombe Couriers Ltd, a fictional parcel and pallet courier with four depots, written without reading the
engine and made to differ from data/sample and data/company2-4 in domain, names, ID formats, headers and layouts.
Deterministic: the records come from company5_data.py (fixed seeds) and the files get fixed timestamps.
Run: `python data/make_company5.py`.

- deliveries/consignments_2025-07_to_10.csv: one row per consignment, July-October 2025, dates as dd/mm/yyyy.
- accounts/customer_accounts.xlsx: sheet "Account register" whose header row sits under two title lines (shares
  "Account No" with the CSV), and a "Notes" sheet.
- drivers/driver_log_2025-10.pdf: one table over three pages, the header row repeated at the top of each page,
  a totals row on page 3.
- invoices/INV-25-*.pdf: monthly invoices whose header is a horizontal grid (labels in one row, values under
  them), a Bill to block, consignment lines and a totals block with a payment already received.
- invoices/CR-25-0088.pdf: a credit note with a stacked "label: value" header.
- fuel/fleet_fuel_report_2025-10.pdf: prose around a small per-depot summary table.
- payroll/driver_pay_2025-10.pdf: restricted to group `payroll` by payroll/.tally-groups.
- roundel-help/*.md: help-centre pages of the fictional app Roundel (text in company5_docs.py).
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
import company5_data as data  # noqa: E402
from company5_docs import PAGES  # noqa: E402

OUT = Path(__file__).resolve().parent / "company5"
CREATED = datetime(2025, 11, 10, 7, 45, 0)
LOG_PAGES = (23, 27)  # driver-log rows on pages 1 and 2; the last few and the totals go on page 3
HEAD_OFFICE = ("Brindlecombe Couriers Ltd, 3 Packhorse Yard, Marlhaven MH1 2QT  -  VAT GB 418 2297 65  -  "
               "Co. no. 08813542")
BANK = "Pay by BACS to Brindlecombe Couriers Ltd, Harnell Bank, sort code 40-19-77, account 61842093."


def day_month_year(day: date) -> str:
    return f"{day.day} {day:%b %Y}"


def _pdf(title: str) -> FPDF:
    return new_pdf(title, data.FIRM, CREATED)


def _masthead(pdf: FPDF, heading: str) -> None:
    pdf.set_fill_color(28, 72, 64)
    pdf.rect(0, 0, 210, 22, style="F")
    pdf.set_text_color(255, 255, 255)
    pdf.set_xy(12, 6)
    pdf.set_font("Helvetica", "B", 16)
    pdf.cell(120, 10, "BRINDLECOMBE COURIERS")
    pdf.set_font("Helvetica", "B", 13)
    pdf.cell(0, 10, heading, align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.set_text_color(0, 0, 0)
    pdf.set_y(25)
    pdf.set_font("Helvetica", "", 7.5)
    pdf.cell(0, 4, HEAD_OFFICE, new_x="LMARGIN", new_y="NEXT")
    pdf.ln(4)


def _row(pdf: FPDF, cells: list[str], widths: list[float], right_from: int, style: str = "", fill: bool = False,
         height: float = 6.2, size: float = 8.5) -> None:
    pdf.set_font("Helvetica", style, size)
    for i, (text, width) in enumerate(zip(cells, widths)):
        pdf.cell(width, height, text, border=1, fill=fill, align="R" if i >= right_from else "L")
    pdf.ln()


def _totals(pdf: FPDF, lines: list[tuple[str, float, bool]]) -> None:
    for label, value, bold in lines:
        pdf.set_font("Helvetica", "B" if bold else "", 9.5)
        pdf.cell(104, 6.5, "")
        pdf.cell(52, 6.5, label, border="T" if bold else 0)
        pdf.cell(30, 6.5, money(value), align="R", border="T" if bold else 0, new_x="LMARGIN", new_y="NEXT")


INVOICE_LINE_HEADERS = ["Booked", "Consignment", "Service", "Deliver to", "Wt (kg)", "Pcs", "Carriage (£)"]
INVOICE_LINE_WIDTHS = [24, 30, 30, 30, 24, 16, 32]


def write_invoice(inv: dict, out: Path) -> Path:
    a = inv["account"]
    pdf = _pdf(f"Invoice {inv['number']}")
    pdf.add_page()
    _masthead(pdf, "TAX INVOICE")
    # The reference fields run across the page as one labelled row over one value row, not label: value pairs.
    grid = [("Invoice No.", inv["number"]), ("Invoice Date", day_month_year(inv["date"])),
            ("Due Date", day_month_year(inv["due"])), ("Account No.", a.account_no), ("Your Ref.", inv["order_ref"])]
    pdf.set_fill_color(222, 234, 229)
    _row(pdf, [label for label, _ in grid], [37.2] * 5, 9, "B", True, 6.5, 8.5)
    _row(pdf, [value for _, value in grid], [37.2] * 5, 9, "", False, 7.5, 10)
    pdf.ln(5)
    top = pdf.get_y()
    pdf.set_font("Helvetica", "B", 9)
    pdf.cell(90, 5, "Bill to", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 9.5)
    for line in (a.name, f"FAO {a.contact}", a.street, a.town, a.postcode):
        pdf.cell(90, 5, line, new_x="LMARGIN", new_y="NEXT")
    pdf.set_xy(112, top)
    pdf.set_font("Helvetica", "B", 9)
    pdf.cell(0, 5, "Payment terms", new_x="LMARGIN", new_y="NEXT")
    pdf.set_x(112)
    pdf.set_font("Helvetica", "", 9)
    pdf.multi_cell(86, 4.6, f"{a.terms_days} days from invoice date. Consignments booked "
                   f"1-31 October 2025. Fuel surcharge {data.FUEL_SURCHARGE[10]:.1%} of carriage.",
                   new_x="LMARGIN", new_y="NEXT")
    pdf.set_y(top + 32)
    pdf.set_fill_color(222, 234, 229)
    _row(pdf, INVOICE_LINE_HEADERS, INVOICE_LINE_WIDTHS, 4, "B", True)
    for c in inv["lines"]:
        _row(pdf, [c.booked.strftime("%d/%m/%Y"), c.number, c.service, c.postcode, f"{c.weight:.1f}",
                   str(c.parcels), money(c.charge)], INVOICE_LINE_WIDTHS, 4)
    pdf.ln(3)
    lines = [("Carriage", inv["carriage"], False),
             (f"Fuel surcharge @ {data.FUEL_SURCHARGE[10]:.1%}", inv["surcharge"], False),
             ("Net amount", inv["net"], False), (f"VAT @ {data.VAT_RATE:.0%}", inv["vat"], False),
             ("Invoice total", inv["total"], True)]
    if inv["paid"]:
        lines.append(("Less: received on account", -inv["paid"], False))
    lines.append(("AMOUNT DUE (GBP)", inv["due_amount"], True))
    _totals(pdf, lines)
    pdf.ln(8)
    pdf.set_font("Helvetica", "", 8)
    pdf.multi_cell(0, 4, f"{BANK} Please quote {inv['number']} as the payment reference. Accounts with invoices unpaid "
                   "30 days after the due date are placed on stop.", new_x="LMARGIN", new_y="NEXT")
    assert pdf.get_y() < 285, f"invoice {inv['number']} runs off the page"
    path = out / f"{inv['number']}.pdf"
    pdf.output(str(path))
    return path


def write_credit_note(cn: dict, out: Path) -> Path:
    inv = cn["invoice"]
    a = inv["account"]
    pdf = _pdf(f"Credit note {cn['number']}")
    pdf.add_page()
    _masthead(pdf, "CREDIT NOTE")
    top = pdf.get_y()
    pdf.set_font("Helvetica", "B", 9)
    pdf.cell(90, 5, "Credited to", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 9.5)
    for line in (a.name, a.street, f"{a.town} {a.postcode}"):
        pdf.cell(90, 5, line, new_x="LMARGIN", new_y="NEXT")
    pdf.set_y(top)
    for label, value in (("Credit note no.", cn["number"]), ("Date", cn["date"].strftime("%d/%m/%Y")),
                         ("Against invoice", inv["number"]), ("Account", a.account_no)):
        pdf.set_x(118)
        pdf.set_font("Helvetica", "", 9)
        pdf.cell(34, 5.5, f"{label}:")
        pdf.set_font("Helvetica", "B", 9)
        pdf.cell(0, 5.5, value, new_x="LMARGIN", new_y="NEXT")
    pdf.set_y(top + 30)
    pdf.set_font("Helvetica", "", 9)
    pdf.multi_cell(0, 4.6, "Reason: consignment returned to sender after the receiving depot mis-sorted it. Carriage "
                   "and the fuel surcharge charged on it are refunded in full.", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(3)
    widths = [32, 26, 30, 32, 32, 34]
    pdf.set_fill_color(222, 234, 229)
    _row(pdf, ["Consignment", "Booked", "Service", "Carriage (£)", "Fuel surch. (£)", "Credit (£)"], widths, 3, "B",
         True)
    for c, credit in cn["rows"]:
        _row(pdf, [c.number, c.booked.strftime("%d/%m/%Y"), c.service, money(c.charge),
                   money(round(credit - c.charge, 2)), money(credit)], widths, 3)
    pdf.ln(3)
    _totals(pdf, [("Net credit", cn["net"], False), (f"VAT @ {data.VAT_RATE:.0%}", cn["vat"], False),
                  ("TOTAL CREDIT (GBP)", cn["total"], True)])
    pdf.ln(6)
    pdf.set_font("Helvetica", "", 8)
    pdf.multi_cell(0, 4, f"This credit will be set against your next invoice. Approved under the credit note policy "
                   f"(up to 250.00 GBP: depot supervisor).", new_x="LMARGIN", new_y="NEXT")
    path = out / f"{cn['number']}.pdf"
    pdf.output(str(path))
    return path


LOG_HEADERS = ["Driver ID", "Driver", "Depot", "Vehicle Reg", "Vehicle", "Days", "Drops", "Miles", "Hours"]
LOG_WIDTHS = [17, 36, 25, 22, 23, 13, 15, 16, 19]


def write_driver_log(out: Path) -> Path:
    crew = data.drivers()
    cut = [0, LOG_PAGES[0], sum(LOG_PAGES), len(crew)]
    pages = len(cut) - 1
    pdf = _pdf("Driver log October 2025")
    for n in range(1, pages + 1):
        pdf.add_page()
        if n == 1:
            _masthead(pdf, "DRIVER LOG")
            pdf.set_font("Helvetica", "B", 12)
            pdf.cell(0, 7, "Driver hours, drops and mileage - all depots", new_x="LMARGIN", new_y="NEXT")
            pdf.set_font("Helvetica", "", 9)
            pdf.multi_cell(0, 4.5, "Period: 01.10.2025 - 31.10.2025. Taken from Roundel Go shift records. Days = days "
                           "with a submitted vehicle check; Drops = delivery stops completed (a failed attempt is "
                           "not a drop); Miles = odometer miles on the driver's vehicle; Hours = clock-on to "
                           "clock-off, breaks included.", new_x="LMARGIN", new_y="NEXT")
            pdf.ln(3)
        else:
            pdf.set_font("Helvetica", "I", 8.5)
            pdf.cell(0, 6, "Driver log October 2025 (continued)", new_x="LMARGIN", new_y="NEXT")
        pdf.set_fill_color(222, 234, 229)
        _row(pdf, LOG_HEADERS, LOG_WIDTHS, 5, "B", True, 9)
        for d in crew[cut[n - 1]:cut[n]]:
            _row(pdf, [d.driver_id, d.name, d.depot, d.reg, d.van, str(d.days), str(d.drops), f"{d.miles:,}",
                       f"{d.hours:.1f}"], LOG_WIDTHS, 5, height=9)
        if n == pages:
            _row(pdf, ["Total", f"{len(crew)} drivers", "", "", "", str(sum(d.days for d in crew)),
                       f"{sum(d.drops for d in crew):,}", f"{sum(d.miles for d in crew):,}",
                       f"{sum(d.hours for d in crew):,.1f}"], LOG_WIDTHS, 5, "B", height=9)
        assert pdf.get_y() < 284, f"driver log page {n} runs off the page"
        pdf.set_y(287)
        pdf.set_font("Helvetica", "", 7)
        pdf.cell(0, 4, f"Page {n}/{pages}", align="R")
    path = out / "driver_log_2025-10.pdf"
    pdf.output(str(path))
    return path


def write_fuel_report(out: Path) -> Path:
    rows = data.fuel()
    litres = sum(r["litres"] for r in rows)
    cost = round(sum(r["cost"] for r in rows), 2)
    miles = sum(d.miles for d in data.drivers())
    pdf = _pdf("Fleet fuel report October 2025")
    pdf.add_page()
    _masthead(pdf, "FLEET FUEL REPORT")
    pdf.set_font("Helvetica", "B", 12)
    pdf.cell(0, 7, "October 2025", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 8.5)
    pdf.cell(0, 5, "Prepared by Conrad Ashby, Fleet Manager, on 5 November 2025", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(3)
    paragraph(pdf, f"The fleet covered {miles:,} miles in October on {litres:,} litres of diesel bought on the "
               f"company fuel card at the four depot bunkers, a fuel bill of {money(cost)} GBP. Litres are worked out "
               "per vehicle from its odometer miles and its type's average miles per litre, then added up by the "
               "depot the vehicle is based at.", "Summary")
    widths = [40, 28, 38, 42, 38]
    pdf.set_fill_color(222, 234, 229)
    _row(pdf, ["Depot", "Vehicles", "Diesel (litres)", "Avg price (p/litre)", "Fuel cost (£)"], widths, 1, "B", True)
    for r in rows:
        _row(pdf, [r["depot"], str(r["vehicles"]), f"{r['litres']:,}", f"{r['ppl']:.1f}", money(r["cost"])], widths, 1)
    _row(pdf, ["All depots", str(sum(r["vehicles"] for r in rows)), f"{litres:,}", "", money(cost)], widths, 1, "B")
    pdf.ln(5)
    paragraph(pdf, f"The fuel surcharge on customer invoices was {data.FUEL_SURCHARGE[10]:.1%} of carriage for "
               f"October. Pump prices rose through the month, so from 1 November 2025 the surcharge goes up to "
               f"{data.FUEL_SURCHARGE[11]:.2%} of carriage. Customer services have been asked to warn the larger "
               "accounts before their November invoices go out.", "Fuel surcharge")
    paragraph(pdf, "Elsmoor paid the highest price per litre again because its bunker is filled by a smaller "
               "supplier. Quotes from two other suppliers are due by the end of November. Drivers are reminded "
               "that idling while loading counts against their depot's figures.", "Notes and actions")
    path = out / "fleet_fuel_report_2025-10.pdf"
    pdf.output(str(path))
    return path


def write_pay(out: Path) -> Path:
    rows = data.pay()
    pdf = _pdf("Driver pay summary October 2025")
    pdf.add_page()
    _masthead(pdf, "DRIVER PAY SUMMARY")
    pdf.set_font("Helvetica", "B", 12)
    pdf.cell(0, 7, "October 2025 - confidential: payroll team only", new_x="LMARGIN", new_y="NEXT")
    paragraph(pdf, f"Gross pay of drivers by home depot, from the October driver log. Hours up to "
               f"{data.OVERTIME_AFTER:.0f} in the month are paid at the vehicle's basic rate and hours beyond that at "
               f"time and a half. The drop bonus is {data.DROP_BONUS:.2f} GBP for every drop above 600 in the month.")
    widths = [36, 22, 34, 32, 30, 32]
    keys = ("basic", "overtime", "bonus", "gross")
    pdf.set_fill_color(222, 234, 229)
    _row(pdf, ["Depot", "Drivers", "Basic pay (£)", "Overtime (£)", "Drop bonus (£)", "Gross pay (£)"], widths, 1,
         "B", True)
    for r in rows:
        _row(pdf, [r["depot"], str(r["drivers"]), *[money(r[k]) for k in keys]], widths, 1)
    _row(pdf, ["All depots", str(sum(r["drivers"] for r in rows)), *[money(sum(r[k] for r in rows)) for k in keys]],
         widths, 1, "B")
    path = out / "driver_pay_2025-10.pdf"
    pdf.output(str(path))
    return path


CONSIGNMENT_HEADERS = ["Consignment No", "Booked", "Depot", "Service", "Weight (kg)", "Parcels", "Charge (GBP)",
                       "Status", "Account No", "Dest. Postcode"]


def write_consignments(out: Path) -> Path:
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\r\n")
    writer.writerow(CONSIGNMENT_HEADERS)
    for c in data.consignments():
        writer.writerow([c.number, c.booked.strftime("%d/%m/%Y"), c.depot, c.service, f"{c.weight:.1f}", c.parcels,
                         f"{c.charge:.2f}", c.status, c.account_no, c.postcode])
    path = out / "consignments_2025-07_to_10.csv"
    path.write_bytes(buffer.getvalue().encode("utf-8"))
    return path


ACCOUNT_HEADERS = ["Account No", "Trading Name", "Sector", "Region", "Town", "Postcode", "Billing Contact",
                   "Credit Limit (£)", "Terms (days)", "Opened", "On Stop"]
NOTES = [
    "About this register",
    "Exported from Roundel (Accounts > Customers) on 10/11/2025. One row per credit account.",
    "Account No is the same key as the Account No column of deliveries/consignments_2025-07_to_10.csv.",
    "Region is where the customer is based; consignments are usually booked at that region's depot "
    "(North Vale - Marlhaven, Eastmarsh - Copperford, Southdown - Elsmoor, Westfold - Quenby Cross) but may be "
    "booked at any depot.",
    "The consignments file lists bookings on credit accounts only; counter (cash) sends and parcels delivered for "
    "partner networks are not in it.",
    "Credit Limit is in pounds sterling. Terms are days from the invoice date.",
    "On Stop = Yes means no new consignments may be booked on the account.",
]


def write_accounts(out: Path) -> Path:
    wb = Workbook()
    ws = wb.active
    ws.title = "Account register"
    ws["A1"] = f"{data.FIRM} - customer account register"
    ws["A1"].font = Font(bold=True, size=14)
    ws["A2"] = "Credit accounts at 10 November 2025"
    ws["A2"].font = Font(italic=True)
    for col, header in enumerate(ACCOUNT_HEADERS, start=1):
        cell = ws.cell(4, col, header)
        cell.font = Font(bold=True, color="FFFFFF")
        cell.fill = PatternFill("solid", fgColor="1C4840")
    for r, a in enumerate(data.accounts(), start=5):
        values = [a.account_no, a.name, a.sector, a.region, a.town, a.postcode, a.contact, a.credit_limit,
                  a.terms_days, datetime.combine(a.opened, datetime.min.time()), "Yes" if a.on_stop else "No"]
        for col, value in enumerate(values, start=1):
            cell = ws.cell(r, col, value)
            if col == 8:
                cell.number_format = "#,##0"
            elif col == 10:
                cell.number_format = "dd/mm/yyyy"
    ws.freeze_panes = "B5"
    notes = wb.create_sheet("Notes")
    for i, line in enumerate(NOTES, start=1):
        cell = notes.cell(i, 1, line)
        cell.font = Font(bold=i == 1, size=12 if i == 1 else 11)
        cell.alignment = Alignment(wrap_text=True)
    notes.column_dimensions["A"].width = 105
    path = out / "customer_accounts.xlsx"
    save_workbook(wb, path, CREATED)
    return path


def generate(out: Path = OUT) -> list[Path]:
    folders = {name: out / name for name in ("deliveries", "accounts", "drivers", "invoices", "fuel", "payroll",
                                             "roundel-help")}
    for folder in folders.values():
        folder.mkdir(parents=True, exist_ok=True)
    groups = folders["payroll"] / ".tally-groups"
    groups.write_text("# Driver pay is for the payroll team only.\npayroll\n", encoding="utf-8")
    return [
        write_consignments(folders["deliveries"]), write_accounts(folders["accounts"]),
        write_driver_log(folders["drivers"]),
        *[write_invoice(inv, folders["invoices"]) for inv in data.invoices()],
        write_credit_note(data.credit_note(), folders["invoices"]),
        write_fuel_report(folders["fuel"]), write_pay(folders["payroll"]), groups,
        *write_pages(folders["roundel-help"], PAGES),
    ]


def main() -> None:
    for path in generate():
        print(f"{path.relative_to(OUT.parent)}  {path.stat().st_size:,} bytes")


if __name__ == "__main__":
    main()
