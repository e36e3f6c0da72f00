"""Generate data/company11/, the eleventh company corpus (data/golden/company11-test.jsonl, company11-dev.jsonl).

Ashcombe & Dale Community Transport, a fictional community-transport charity (dial-a-ride minibuses, a volunteer
car scheme for hospital appointments, minibus hire to community groups), written without reading the engine.
Deterministic: records from company11_data.py and company11_logs.py (fixed seeds), fixed file timestamps.
Run: `python data/make_company11.py`.

- hire/group_hire_log_2026_Q3.xlsx: sheet "Hire Log" with a title, a note line and a blank row, then two header
  rows: merged band headers (BOOKING / VEHICLE & DRIVER / JOURNEY / ACCOUNT) on row 4 and short headers on row 5
  ("Job", "Date", "Grp", "Veh", "Drv", "Dest.", "Mls", "Hrs", "Pax", "WC", "Chg £", "Pd", "Note"); dates stored as
  text "07-Jul-26"; Drv blank = self-drive, Pax blank = count not returned, WC blank = none, Chg blank =
  cancelled in time, Pd "Y" or blank = unpaid; a "Total Jul-26" row after each month and a "Q3 TOTAL" row at the
  end; a "Tariff" sheet whose table starts on row 3.
- groups/community_groups.csv: the groups, joined to the log through "Group code" (log "Grp").
- dial-a-ride/dar_run_log_2026-08.pdf: a three-page table of runs, header repeated, "continued" captions.
- car-scheme/VMC-2608-0xx.pdf: four volunteer mileage claims with a field grid and a journeys table.
- reports/quarterly_service_report_2026-Q3.pdf: prose around one table of services.
- staff-pay/relief_driver_pay_2026-08.xlsx: restricted to group `payroll` by staff-pay/.tally-groups.
- tripline-help/*.md: help pages of the fictional app Tripline (company11_docs.py).
"""

import csv
import io
import sys
from datetime import date, datetime
from pathlib import Path

from fpdf import FPDF
from openpyxl import Workbook
from openpyxl.styles import Alignment, Border, Font, PatternFill, Side

sys.path.insert(0, str(Path(__file__).resolve().parent))
from corpus_files import money, new_pdf, paragraph, save_workbook, write_pages  # noqa: E402
import company11_data as data  # noqa: E402
import company11_logs as logs  # noqa: E402
from company11_docs import PAGES  # noqa: E402

OUT = Path(__file__).resolve().parent / "company11"
CREATED = datetime(2026, 10, 5, 9, 5, 0)
PLUM = (96, 38, 88)
ADDRESS = "Ashcombe & Dale Community Transport  |  The Old Bus Garage, Station Road, Ashcombe AC5 1RW  |  " \
          "01632 961000  |  bookings@adct.example  |  Charity 1160482"


def _pdf(title: str) -> FPDF:
    return new_pdf(title, data.FIRM, CREATED, top_margin=12)


def _masthead(pdf: FPDF, heading: str) -> None:
    pdf.set_fill_color(*PLUM)
    pdf.rect(12, 8, 4, 14, style="F")
    pdf.set_xy(19, 8)
    pdf.set_font("Helvetica", "B", 13)
    pdf.set_text_color(*PLUM)
    pdf.cell(0, 7, data.FIRM, new_x="LMARGIN", new_y="NEXT")
    pdf.set_x(19)
    pdf.set_font("Helvetica", "", 7.2)
    pdf.set_text_color(100, 100, 100)
    pdf.cell(0, 5, ADDRESS, new_x="LMARGIN", new_y="NEXT")
    pdf.set_text_color(0, 0, 0)
    pdf.ln(5)
    pdf.set_font("Helvetica", "B", 12)
    pdf.cell(0, 7, heading, new_x="LMARGIN", new_y="NEXT")
    pdf.ln(1)


def _row(pdf: FPDF, cells: list[str], widths: list[float], right: set[int], style: str = "", fill: bool = False,
         height: float = 6.0, size: float = 8.0, border: object = 1) -> None:
    pdf.set_font("Helvetica", style, size)
    for i, (text, width) in enumerate(zip(cells, widths)):
        pdf.cell(width, height, text, border=border, fill=fill, align="R" if i in right else "L")
    pdf.ln()


def _footer(pdf: FPDF, text: str) -> None:
    pdf.set_y(285)
    pdf.set_font("Helvetica", "", 7)
    pdf.set_text_color(110, 110, 110)
    pdf.cell(0, 4, text, align="C")
    pdf.set_text_color(0, 0, 0)


def day_text(day: date) -> str:
    return day.strftime("%d-%b-%y")


# ---------------------------------------------------------------- group hire log workbook

BANDS = [("BOOKING", 1, 4), ("VEHICLE & DRIVER", 5, 6), ("JOURNEY", 7, 11), ("ACCOUNT", 12, 14)]
LOG_HEADERS = ["Job", "Date", "Grp", "Group", "Veh", "Drv", "Dest.", "Mls", "Hrs", "Pax", "WC", "Chg £", "Pd",
               "Note"]


def write_hire_log(out: Path) -> Path:
    wb = Workbook()
    ws = wb.active
    ws.title = "Hire Log"
    ws["A1"] = "Minibus group hire log - Q3 2026 (July to September)"
    ws["A1"].font = Font(bold=True, size=13, color="602658")
    ws["A2"] = ("Drv blank = group's own MiDAS driver (self-drive, no driver fee). Pax blank = passenger count not "
                "returned yet. WC = wheelchair users carried (blank = none). Chg blank = cancelled with 7+ days' "
                "notice; Late cxl = GBP 20 fee. Pd: Y = paid, blank = outstanding.")
    ws["A2"].font = Font(italic=True, size=8.5, color="555555")
    band_fill = PatternFill("solid", fgColor="602658")
    for title, first, last in BANDS:
        cell = ws.cell(4, first, title)
        cell.font = Font(bold=True, color="FFFFFF", size=9)
        cell.fill = band_fill
        cell.alignment = Alignment(horizontal="center")
        ws.merge_cells(start_row=4, start_column=first, end_row=4, end_column=last)
    for col, header in enumerate(LOG_HEADERS, start=1):
        cell = ws.cell(5, col, header)
        cell.font = Font(bold=True)
        cell.fill = PatternFill("solid", fgColor="EAD9E7")
        cell.border = Border(bottom=Side(style="medium", color="602658"))
    r = 6
    rows = data.jobs()
    for month in data.MONTHS:
        block = data.in_month(rows, month)
        for j in block:
            values = [j.ref, day_text(j.day), j.grp, j.group, j.veh, j.drv or None, j.dest, j.miles, j.hours, j.pax,
                      j.wc, j.charge, "Y" if j.paid else None, j.note or None]
            for col, value in enumerate(values, start=1):
                cell = ws.cell(r, col, value)
                if col in (9, 12):
                    cell.number_format = "0.00"
            r += 1
        went = data.ran(block)
        label = f"Total {date(2026, month, 1):%b-%y}"
        _total_row(ws, r, label, went, block, italic=True)
        r += 1
    _total_row(ws, r, "Q3 TOTAL", data.ran(rows), rows, italic=False)
    ws.freeze_panes = "A6"
    for col, width in zip("ABCDEFGHIJKLMN", [9, 10, 6, 30, 5, 5, 30, 5, 5, 5, 4, 8, 4, 9]):
        ws.column_dimensions[col].width = width
    _tariff(wb.create_sheet("Tariff"))
    path = out / "group_hire_log_2026_Q3.xlsx"
    save_workbook(wb, path, CREATED)
    return path


def _total_row(ws, r: int, label: str, went: list, block: list, italic: bool) -> None:
    cells = [ws.cell(r, 1, label), ws.cell(r, 8, sum(j.miles for j in went)),
             ws.cell(r, 9, sum(j.hours for j in went)), ws.cell(r, 10, sum(j.pax or 0 for j in went)),
             ws.cell(r, 12, data.charged(block))]
    cells[2].number_format = "0.00"
    cells[4].number_format = "0.00"
    edge = Side(style="thin" if italic else "double", color="602658")
    for col in range(1, len(LOG_HEADERS) + 1):
        ws.cell(r, col).border = Border(top=edge, bottom=edge if not italic else None)
    for cell in cells:
        cell.font = Font(bold=True, italic=italic)


def _tariff(ws) -> None:
    ws["A1"] = "Minibus hire tariff from 1 April 2026 (GBP, no VAT)"
    ws["A1"].font = Font(bold=True, size=12)
    ws.append([])
    ws.append(["Veh", "Vehicle", "Seats", "W/c spaces", "Band A per mile", "Band B per mile"])
    for cell in ws[3]:
        cell.font = Font(bold=True)
    for v in data.VEHICLES:
        ws.append([v.code, v.name, v.seats, v.wc, v.band_a, v.band_b])
        for col in (5, 6):
            ws.cell(ws.max_row, col).number_format = "0.00"
    ws.append([])
    ws.append([f"Volunteer driver fee: GBP {data.DRIVER_FEE:.2f} per hour (not charged on self-drive hire)."])
    ws.append([f"Cancellation with less than 7 days' notice: GBP {data.LATE_CXL_FEE:.2f}. Band A = member groups."])
    for col, width in zip("ABCDEF", [6, 38, 7, 11, 15, 15]):
        ws.column_dimensions[col].width = width


def write_groups(out: Path) -> Path:
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n", quoting=csv.QUOTE_MINIMAL)
    writer.writerow(["Group code", "Organisation", "Type", "Parish", "Contact", "Phone", "Band", "Member since"])
    for g in data.GROUPS:
        writer.writerow([g.code, g.name, g.kind, g.parish, g.contact, g.phone, g.band, g.since.isoformat()])
    path = out / "community_groups.csv"
    path.write_text(buffer.getvalue(), encoding="utf-8", newline="")
    return path


# ---------------------------------------------------------------- dial-a-ride run log (3 pages)

RUN_HEADERS = ["Run", "Date", "Bus", "Sess", "Zone", "Bkd", "No-show", "WC", "Miles", "Fares £", "Drv"]
RUN_WIDTHS = [20, 20, 13, 12, 32, 12, 16, 11, 15, 20, 12]


def write_run_log(out: Path) -> Path:
    rows = logs.runs()
    cuts = [0, logs.LOG_PAGES[0], logs.LOG_PAGES[0] + logs.LOG_PAGES[1], len(rows)]
    pdf = _pdf("Dial-a-ride run log August 2026")
    right = {5, 6, 7, 8, 9}
    for page in range(3):
        pdf.add_page()
        if page == 0:
            _masthead(pdf, "Dial-a-ride run log - August 2026")
            names = ", ".join(f"{k} = {v}" for k, v in sorted(logs.RUN_DRIVERS.items()))
            paragraph(pdf, "One line per run, from the drivers' tablets (Tripline Schedule > Run Planner). Bkd = "
                      "passengers booked on the run; No-show = booked passengers not there when the bus called; "
                      "WC = wheelchair users carried; Fares = cash and card fares collected. Bank holiday Monday 31 "
                      f"August: no service. Drivers: {names}.")
        else:
            pdf.set_font("Helvetica", "I", 8.5)
            pdf.cell(0, 6, f"Dial-a-ride run log - August 2026 - continued from page {page}", new_x="LMARGIN",
                     new_y="NEXT")
            pdf.ln(1)
        pdf.set_fill_color(234, 217, 231)
        _row(pdf, RUN_HEADERS, RUN_WIDTHS, right, "B", True, 6.5, 8)
        for x in rows[cuts[page]:cuts[page + 1]]:
            _row(pdf, [x.ref, x.day.strftime("%a %d.%m"), x.bus, x.sess, x.zone, str(x.booked), str(x.no_show),
                       str(x.wc), str(x.miles), money(x.fares), x.drv], RUN_WIDTHS, right, height=6.5, size=7.8)
        assert pdf.get_y() < 282, f"run log page {page + 1} overflows ({pdf.get_y():.0f} mm)"
        _footer(pdf, f"page {page + 1} of 3" + ("  -  continued overleaf" if page < 2 else "  -  end of log"))
    path = out / "dar_run_log_2026-08.pdf"
    pdf.output(str(path))
    return path


# ---------------------------------------------------------------- volunteer mileage claims

def write_claim(c: logs.Claim, out: Path) -> Path:
    pdf = _pdf(f"Mileage claim {c.ref}")
    pdf.add_page()
    _masthead(pdf, "VOLUNTEER CAR SCHEME - MILEAGE CLAIM")
    grid = [("Claim no.", c.ref, "Claim month", "August 2026"),
            ("Volunteer", c.volunteer, "Volunteer no.", c.vol_no),
            ("Car registration", c.car, "Submitted", c.submitted.strftime("%d/%m/%Y")),
            ("Approved by", c.approved_by, "Pay date", c.pay_date.strftime("%d/%m/%Y"))]
    pdf.set_draw_color(180, 170, 180)
    for a, b, c2, d in grid:
        pdf.set_fill_color(245, 236, 243)
        for text, width, label in ((a, 32, True), (b, 61, False), (c2, 32, True), (d, 61, False)):
            pdf.set_font("Helvetica", "B" if label else "", 8.5)
            pdf.cell(width, 8, text, border=1, fill=label)
        pdf.ln()
    pdf.ln(6)
    pdf.set_font("Helvetica", "B", 10)
    pdf.cell(0, 6, "Journeys", new_x="LMARGIN", new_y="NEXT")
    widths = [22, 92, 20, 18, 16, 18]
    pdf.set_fill_color(*PLUM)
    pdf.set_text_color(255, 255, 255)
    _row(pdf, ["Date", "Journey", "Passengers", "Miles", "Parking", "Amount"], widths, {2, 3, 4, 5}, "B", True, 7,
         8.5)
    pdf.set_text_color(0, 0, 0)
    for day, journey, pax, miles, parking in c.items:
        amount = miles * logs.MILE_RATE + pax * miles * logs.PASSENGER_RATE + parking
        _row(pdf, [day.strftime("%d/%m/%Y"), journey, str(pax), str(miles), money(parking), money(amount)], widths,
             {2, 3, 4, 5}, height=7, size=8.5)
    summary = [(f"Mileage {c.miles} mi x 45p", c.mileage), ("Passenger supplement (5p/mi)", c.supplement),
               ("Parking", c.parking), ("Total claim", c.total)]
    for label, value in summary:
        pdf.cell(widths[0] + widths[1], 7, "")
        pdf.set_font("Helvetica", "B" if label == "Total claim" else "", 8.5)
        pdf.cell(widths[2] + widths[3] + widths[4], 7, label, border=1)
        pdf.cell(widths[5], 7, money(value), border=1, align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(6)
    paragraph(pdf, "I confirm that these journeys were made for the volunteer car scheme in my own car, that my car "
              "is insured for voluntary use, and that parking receipts are attached. Amounts are paid within HMRC "
              "approved mileage rates and are not taxable. Payment by bank transfer on the pay date shown.")
    _footer(pdf, f"{c.ref} - {data.FIRM} - volunteer car scheme")
    path = out / f"{c.ref}.pdf"
    pdf.output(str(path))
    return path


# ---------------------------------------------------------------- quarterly service report

def write_report(out: Path) -> Path:
    services = logs.report_services()
    pdf = _pdf("Quarterly service report July-September 2026")
    pdf.add_page()
    _masthead(pdf, "Quarterly service report - July to September 2026")
    pdf.set_font("Helvetica", "", 8.5)
    pdf.cell(0, 5, "To the board of trustees, meeting of 15 October 2026. From Lorna Beaumont, transport manager.",
             new_x="LMARGIN", new_y="NEXT")
    pdf.ln(2)
    paragraph(pdf, "The summer quarter was the busiest for group hire since before the pandemic, with lunch clubs and "
              "care homes taking day trips to the coast almost every week in August. Dial-a-ride was steady; the "
              "August bank holiday and the driver shortage in the first half of July cost us a handful of runs. The "
              "volunteer car scheme welcomed four new drivers and now covers every parish in the district. The "
              "Hospital link contract with the health trust was renewed for a further two years.", "Summary")
    paragraph(pdf, "Journeys are runs, car scheme trips or hire jobs that went ahead; passenger figures are one-way "
              "passenger trips as returned by drivers and groups. Income is in GBP and includes cancellation fees.",
              "Service figures for the quarter")
    widths = [64, 26, 32, 26, 38]
    pdf.set_fill_color(*PLUM)
    pdf.set_text_color(255, 255, 255)
    _row(pdf, ["Service", "Journeys", "Passengers", "Miles", "Income £"], widths, {1, 2, 3, 4}, "B", True, 7, 9)
    pdf.set_text_color(0, 0, 0)
    for s in services:
        _row(pdf, [s.name, f"{s.journeys:,}", f"{s.passengers:,}", f"{s.miles:,}", money(s.income)], widths,
             {1, 2, 3, 4}, height=7, size=9)
    pdf.ln(4)
    paragraph(pdf, "MB4 was off the road from 3 to 7 August with a tail lift fault; the lift passed its LOLER "
              "inspection after repair. There were no reportable incidents. Fuel cost 6% less than in the spring "
              "quarter.", "Fleet")
    paragraph(pdf, "The trustees are asked to approve the 2027 hire tariff at the December meeting. The volunteer "
              "recruitment drive continues in Thornhay and Kingsmoor.", "Next steps")
    _footer(pdf, f"{data.FIRM} - quarterly service report - Q3 2026")
    path = out / "quarterly_service_report_2026-Q3.pdf"
    pdf.output(str(path))
    return path


# ---------------------------------------------------------------- relief driver pay (payroll only)

def write_pay(out: Path) -> Path:
    wb = Workbook()
    ws = wb.active
    ws.title = "Aug 2026"
    ws["A1"] = "Relief & cover staff pay - August 2026 (PAYROLL - CONFIDENTIAL)"
    ws["A1"].font = Font(bold=True, size=12)
    ws["A2"] = f"Overtime paid at time and a half ({logs.OT_FACTOR:g} x hourly rate)."
    ws["A2"].font = Font(italic=True, size=8.5)
    ws.append(["Employee", "Post", "Basic hrs", "OT hrs", "Rate £/h", "Gross £"])
    for cell in ws[3]:
        cell.font = Font(bold=True)
    staff = logs.relief_pay()
    for p in staff:
        ws.append([p.name, p.post, p.basic, p.ot, p.rate, p.gross])
    ws.append(["Total", None, sum(p.basic for p in staff), sum(p.ot for p in staff), None,
               round(sum(p.gross for p in staff), 2)])
    for cell in ws[ws.max_row]:
        cell.font = Font(bold=True)
    for col, width in zip("ABCDEF", [20, 24, 10, 8, 9, 10]):
        ws.column_dimensions[col].width = width
    path = out / "relief_driver_pay_2026-08.xlsx"
    save_workbook(wb, path, CREATED)
    return path


def generate(out: Path = OUT) -> list[Path]:
    folders = {name: out / name for name in ("hire", "groups", "dial-a-ride", "car-scheme", "reports", "staff-pay",
                                             "tripline-help")}
    for folder in folders.values():
        folder.mkdir(parents=True, exist_ok=True)
    groups = folders["staff-pay"] / ".tally-groups"
    groups.write_text("payroll\n", encoding="utf-8")
    return [
        write_hire_log(folders["hire"]), write_groups(folders["groups"]), write_run_log(folders["dial-a-ride"]),
        *[write_claim(c, folders["car-scheme"]) for c in logs.claims()],
        write_report(folders["reports"]), write_pay(folders["staff-pay"]), groups,
        *write_pages(folders["tripline-help"], PAGES),
    ]


def main() -> None:
    for path in generate():
        print(f"{path.relative_to(OUT.parent)}  {path.stat().st_size:,} bytes")


if __name__ == "__main__":
    main()
