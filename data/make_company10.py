"""Generate data/company10/, the tenth company corpus (data/golden/company10-test.jsonl, company10-dev.jsonl).

Fernleigh Vale Leisure Trust, a fictional community sports and leisure centre that hires its pool, sports hall,
studios, 3G pitch and squash courts to local clubs, written without reading the engine. Deterministic: records
from company10_data.py (fixed seeds), fixed file timestamps. Run: `python data/make_company10.py`.

- bookings/club_hire_register_2026_Q1.xlsx: sheet "Hire Register" with a title and a note line above the header
  (header on row 3); dates stored as text "Tue 06/01/2026"; short headers "Bkg #", "Hrs", "Ct/Ln", "Acct",
  "Att."; Att. blank where the headcount is not (yet) recorded, Charge blank for cancelled bookings, half for late
  cancellations; an italic "Subtotal <Month> 2026" row after each month; a "Rates" sheet.
- clubs/club_accounts.csv: the clubs and groups, joined to the register through "Account Code" (register "Acct").
- plant/pool_water_log_2026-02.pdf: a three-page table of water tests, header repeated, "(continued)" captions.
- parties/PTY-03xx.pdf: four children's party booking confirmations with a two-column field grid and an items
  table.
- reports/centre_manager_report_2026-03.pdf: prose around one table of centre areas.
- hr-only/casual_staff_hours_2026-03.xlsx: restricted to group `hr` by hr-only/.tally-groups.
- kinetra-help/*.md: help pages of the fictional app Kinetra (company10_docs.py).
"""

import csv
import io
import sys
from datetime import date, datetime
from pathlib import Path

from fpdf import FPDF
from openpyxl import Workbook
from openpyxl.styles import Border, Font, PatternFill, Side

sys.path.insert(0, str(Path(__file__).resolve().parent))
from corpus_files import money, new_pdf, paragraph, save_workbook, write_pages  # noqa: E402
import company10_data as data  # noqa: E402
import company10_logs as logs  # noqa: E402
from company10_docs import PAGES  # noqa: E402

OUT = Path(__file__).resolve().parent / "company10"
CREATED = datetime(2026, 4, 2, 8, 40, 0)
GREEN = (22, 94, 76)
ADDRESS = "Fernleigh Vale Leisure Trust  |  Mill Lane, Fernleigh Vale FV3 8QT  |  01632 960100  |  " \
          "bookings@fernleighvale-leisure.example  |  Registered charity 1187734"


def _pdf(title: str) -> FPDF:
    return new_pdf(title, data.FIRM, CREATED, top_margin=12)


def _masthead(pdf: FPDF, heading: str) -> None:
    pdf.set_fill_color(*GREEN)
    pdf.rect(0, 0, 210, 5, style="F")
    pdf.set_y(10)
    pdf.set_font("Helvetica", "B", 13)
    pdf.set_text_color(*GREEN)
    pdf.cell(0, 7, data.CENTRE, new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 7.2)
    pdf.set_text_color(100, 100, 100)
    pdf.cell(0, 4, ADDRESS, new_x="LMARGIN", new_y="NEXT")
    pdf.set_text_color(0, 0, 0)
    pdf.ln(4)
    pdf.set_font("Helvetica", "B", 12)
    pdf.cell(0, 7, heading, new_x="LMARGIN", new_y="NEXT")
    pdf.ln(1)


def _row(pdf: FPDF, cells: list[str], widths: list[float], right: set[int], style: str = "", fill: bool = False,
         height: float = 6.0, size: float = 8.0, border: object = "TB") -> None:
    pdf.set_font("Helvetica", style, size)
    for i, (text, width) in enumerate(zip(cells, widths)):
        pdf.cell(width, height, text, border=border, fill=fill, align="R" if i in right else "L")
    pdf.ln()


def _footer(pdf: FPDF, text: str) -> None:
    pdf.set_y(285)
    pdf.set_font("Helvetica", "", 7)
    pdf.set_text_color(110, 110, 110)
    pdf.cell(0, 4, text, align="R")
    pdf.set_text_color(0, 0, 0)


def day_text(day: date) -> str:
    return day.strftime("%a %d/%m/%Y")


# ---------------------------------------------------------------- hire register workbook

REG_HEADERS = ["Bkg #", "Date", "From", "Hrs", "Facility", "Ct/Ln", "Acct", "Hirer", "Rate", "Att.", "Charge £",
               "Status"]


def write_register(out: Path) -> Path:
    wb = Workbook()
    ws = wb.active
    ws.title = "Hire Register"
    ws["A1"] = "Club & group hire register - January to March 2026"
    ws["A1"].font = Font(bold=True, size=13, color="165E4C")
    ws["A2"] = ("Exported from Kinetra 02/04/2026. Att. = headcount from the duty manager's sheet (blank = not yet "
                "recorded). Charge blank = cancelled with 48 h notice; Late cancel = half charge. Subtotal rows: "
                "hours of sessions held, headcount recorded, charges.")
    ws["A2"].font = Font(italic=True, size=8.5, color="555555")
    header_row = 3
    for col, header in enumerate(REG_HEADERS, start=1):
        cell = ws.cell(header_row, col, header)
        cell.font = Font(bold=True)
        cell.fill = PatternFill("solid", fgColor="D5E8E1")
        cell.border = Border(bottom=Side(style="medium", color="165E4C"))
    r = header_row + 1
    rows = data.bookings()
    for month in data.MONTHS:
        block = data.in_month(rows, month)
        for b in block:
            values = [b.ref, day_text(b.day), b.start, b.hours, b.facility, b.units_text or None, b.acct, b.hirer,
                      b.rate, b.att, b.charge, b.status]
            for col, value in enumerate(values, start=1):
                cell = ws.cell(r, col, value)
                if col == 11:
                    cell.number_format = "0.00"
                elif col == 4:
                    cell.number_format = "0.00"
            r += 1
        held = data.live(block)
        top = Side(style="thin", color="888888")
        cells = [ws.cell(r, 1, f"Subtotal {date(2026, month, 1):%B %Y}"),
                 ws.cell(r, 4, sum(b.hours for b in held)),
                 ws.cell(r, 10, sum(b.att for b in block if b.att is not None)),
                 ws.cell(r, 11, data.charged(block))]
        cells[3].number_format = "0.00"
        for col in range(1, len(REG_HEADERS) + 1):
            ws.cell(r, col).border = Border(top=top)
        for cell in cells:
            cell.font = Font(bold=True, italic=True)
        r += 1
    ws.freeze_panes = "A4"
    for col, width in zip("ABCDEFGHIJKL", [8, 15, 6, 5, 12, 6, 8, 31, 6, 5, 9, 11]):
        ws.column_dimensions[col].width = width
    rates = wb.create_sheet("Rates")
    rates["A1"] = "Hire price list 2025/26 - GBP per hour, per unit (VAT exempt)"
    rates["A1"].font = Font(bold=True, size=12)
    rates.append([])
    rates.append(["Facility", "Charged per", "Standard", "Community"])
    for cell in rates[3]:
        cell.font = Font(bold=True)
    for f in data.FACILITIES:
        rates.append([f.name, f.per, f.standard, f.community])
        rates.cell(rates.max_row, 3).number_format = "0.00"
        rates.cell(rates.max_row, 4).number_format = "0.00"
    rates.append([])
    rates.append(["Community rate: not-for-profit clubs based in the borough (ticked on the club account)."])
    rates.append(["Cancellation with less than 48 hours' notice is charged at 50%. Prices valid to 31/03/2026."])
    for col, width in zip("ABCD", [14, 36, 10, 11]):
        rates.column_dimensions[col].width = width
    path = out / "club_hire_register_2026_Q1.xlsx"
    save_workbook(wb, path, CREATED)
    return path


def write_clubs(out: Path) -> Path:
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\r\n")
    writer.writerow(["Account Code", "Club or group", "Activity", "Ward", "Main contact", "Contact phone",
                     "Community rate", "Account opened"])
    for c in data.CLUBS:
        writer.writerow([c.code, c.name, c.activity, c.ward, c.contact, c.phone, "Yes" if c.community else "No",
                         c.opened.strftime("%d/%m/%Y")])
    path = out / "club_accounts.csv"
    path.write_text(buffer.getvalue(), encoding="utf-8", newline="")
    return path


# ---------------------------------------------------------------- pool water test log (3 pages)

LOG_HEADERS = ["Test", "Date", "Time", "Pool", "Free Cl", "Comb. Cl", "pH", "Water °C", "Bathers", "By", "Remarks"]
LOG_WIDTHS = [16, 21, 12, 16, 14, 16, 10, 16, 15, 9, 41]


def write_water_log(out: Path) -> Path:
    rows = logs.water_tests()
    cuts = [0, logs.LOG_PAGES[0], logs.LOG_PAGES[0] + logs.LOG_PAGES[1], len(rows)]
    pdf = _pdf("Pool water test log February 2026")
    right = {4, 5, 6, 7, 8}
    for page in range(3):
        pdf.add_page()
        if page == 0:
            _masthead(pdf, "Pool water test log - February 2026")
            paragraph(pdf, "Readings from the poolside tablet (Kinetra Plant > Water Tests), 1-28 February 2026. "
                      "Free and combined chlorine in mg/l. Targets: free chlorine 1.0-2.0 mg/l in the main pool and "
                      "1.5-2.5 mg/l in the learner pool, pH 7.2-7.6. A reading outside target is followed by a "
                      "re-test after the dosing is adjusted.")
        else:
            pdf.set_font("Helvetica", "I", 8.5)
            pdf.cell(0, 6, "Pool water test log - February 2026 (continued)", new_x="LMARGIN", new_y="NEXT")
            pdf.ln(1)
        pdf.set_fill_color(213, 232, 225)
        _row(pdf, LOG_HEADERS, LOG_WIDTHS, right, "B", True, 6.5, 8, border=1)
        for t in rows[cuts[page]:cuts[page + 1]]:
            _row(pdf, [t.ref, t.day.strftime("%d/%m/%Y"), t.time, t.pool, f"{t.free_cl:.2f}", f"{t.comb_cl:.2f}",
                       f"{t.ph:.1f}", f"{t.temp:.1f}", str(t.bathers), t.by, t.remark], LOG_WIDTHS, right,
                 height=6.6, size=7.8, border=1)
        assert pdf.get_y() < 282, f"water log page {page + 1} overflows ({pdf.get_y():.0f} mm)"
        _footer(pdf, f"Pool water test log - February 2026 - page {page + 1} of 3")
    path = out / "pool_water_log_2026-02.pdf"
    pdf.output(str(path))
    return path


# ---------------------------------------------------------------- party booking confirmations

def write_party(p: logs.Party, out: Path) -> Path:
    pdf = _pdf(f"Party booking {p.ref}")
    pdf.add_page()
    _masthead(pdf, "PARTY BOOKING CONFIRMATION")
    grid = [("Booking ref", p.ref, "Booked on", p.booked_on.strftime("%d/%m/%Y")),
            ("Party date", p.day.strftime("%A %d %B %Y"), "Start time", p.start),
            ("Package", p.package, "Duration", f"{p.hours:g} hours"),
            ("Venue", p.venue, "Children attending", str(p.children)),
            ("Birthday child", f"{p.child} (age {p.age})", "Booked by", p.booked_by),
            ("Phone", p.phone, "Dietary", p.dietary)]
    pdf.set_draw_color(170, 170, 170)
    for a, b, c, d in grid:
        pdf.set_fill_color(236, 243, 240)
        pdf.set_font("Helvetica", "B", 8.5)
        pdf.cell(30, 8, a, border=1, fill=True)
        pdf.set_font("Helvetica", "", 8.5)
        pdf.cell(63, 8, b, border=1)
        pdf.set_font("Helvetica", "B", 8.5)
        pdf.cell(32, 8, c, border=1, fill=True)
        pdf.set_font("Helvetica", "", 8.5)
        pdf.cell(61, 8, d, border=1, new_x="LMARGIN", new_y="NEXT")
    pdf.ln(7)
    pdf.set_font("Helvetica", "B", 10)
    pdf.cell(0, 6, "Items", new_x="LMARGIN", new_y="NEXT")
    widths = [96, 20, 34, 36]
    pdf.set_fill_color(*GREEN)
    pdf.set_text_color(255, 255, 255)
    _row(pdf, ["Description", "Qty", "Unit price £", "Amount £"], widths, {1, 2, 3}, "B", True, 7, 8.5, border=1)
    pdf.set_text_color(0, 0, 0)
    for desc, qty, price in p.items:
        _row(pdf, [desc, str(qty), money(price), money(qty * price)], widths, {1, 2, 3}, height=7, size=8.5,
             border=1)
    summary = [("Total", p.total), ("Deposit paid", p.deposit), ("Balance to pay", p.balance)]
    for label, value in summary:
        pdf.cell(widths[0] + widths[1], 7, "")
        pdf.set_font("Helvetica", "B", 8.5)
        pdf.cell(widths[2], 7, label, border=1)
        pdf.cell(widths[3], 7, money(value), border=1, align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(6)
    due = date.fromordinal(p.day.toordinal() - 7)
    paragraph(pdf, f"Thank you for booking your party with us. The balance of GBP {money(p.balance)} is due by "
              f"{due.day} {due:%B %Y}, seven days before the party. Please arrive 15 minutes before the start "
              "time; the party host will meet you at reception. Parents and carers stay on site for the whole "
              "party. Deposits are not refundable within 14 days of the party date.")
    _footer(pdf, f"{p.ref} - {data.FIRM} - children's parties")
    path = out / f"{p.ref}.pdf"
    pdf.output(str(path))
    return path


# ---------------------------------------------------------------- centre manager's report

def write_report(out: Path) -> Path:
    areas = logs.report_areas()
    pdf = _pdf("Centre manager's report March 2026")
    pdf.add_page()
    _masthead(pdf, "Centre manager's report - March 2026")
    pdf.set_font("Helvetica", "", 8.5)
    pdf.cell(0, 5, "For the Trust board meeting of 9 April 2026. Prepared by Rhiannon Gale, centre manager.",
             new_x="LMARGIN", new_y="NEXT")
    pdf.ln(2)
    paragraph(pdf, "March was a strong month for the centre. Public swimming recovered after the February half-term "
              "dip, the children's parties programme had its best month since it was relaunched, and the Vale "
              "Otters' spring gala on 15 March filled the main pool for most of the day. The fitness suite was "
              "slightly down on February, as is usual once the New Year joiners settle into a routine. The squash "
              "courts remain the weakest area and the board is asked to consider converting one court to a "
              "multi-use studio from September.", "Summary")
    paragraph(pdf, "Visits are counted at the turnstile or from booking headcounts; income is in GBP and excludes "
              "VAT. The change column compares visits with February 2026.", "Visits and income by area")
    widths = [70, 30, 38, 40]
    pdf.set_fill_color(*GREEN)
    pdf.set_text_color(255, 255, 255)
    _row(pdf, ["Area", "Visits", "Income £", "Visits vs Feb"], widths, {1, 2, 3}, "B", True, 7, 9, border=1)
    pdf.set_text_color(0, 0, 0)
    for a in areas:
        _row(pdf, [a.name, f"{a.visits:,}", money(a.income), f"{a.change:+.1f}%"], widths, {1, 2, 3}, size=9,
             height=7, border=1)
    pdf.ln(4)
    paragraph(pdf, "The learner pool's circulation pump was replaced overnight on 2 March; both pools were open as "
              "normal all month. There were two minor first-aid incidents on the 3G pitch and no "
              "reportable accidents.", "Operations")
    paragraph(pdf, "Hire prices for 2026/27 will be set at the April board meeting. Club invoices for March were "
              "issued on 1 April.", "Next steps")
    _footer(pdf, f"{data.FIRM} - centre manager's report - March 2026")
    path = out / "centre_manager_report_2026-03.pdf"
    pdf.output(str(path))
    return path


# ---------------------------------------------------------------- casual staff hours (hr only)

def write_casual_hours(out: Path) -> Path:
    wb = Workbook()
    ws = wb.active
    ws.title = "March 2026"
    ws["A1"] = "Casual staff hours - March 2026 (CONFIDENTIAL - HR)"
    ws["A1"].font = Font(bold=True, size=12)
    ws.append([])
    ws.append(["Staff name", "Role", "Hours", "Rate £/h", "Gross £"])
    for cell in ws[3]:
        cell.font = Font(bold=True)
    staff = logs.casual_hours()
    for c in staff:
        ws.append([c.name, c.role, c.hours, c.rate, c.gross])
    ws.append(["Total", None, sum(c.hours for c in staff), None, round(sum(c.gross for c in staff), 2)])
    for cell in ws[ws.max_row]:
        cell.font = Font(bold=True)
    for col, width in zip("ABCDE", [22, 26, 8, 9, 10]):
        ws.column_dimensions[col].width = width
    path = out / "casual_staff_hours_2026-03.xlsx"
    save_workbook(wb, path, CREATED)
    return path


def generate(out: Path = OUT) -> list[Path]:
    folders = {name: out / name for name in ("bookings", "clubs", "plant", "parties", "reports", "hr-only",
                                             "kinetra-help")}
    for folder in folders.values():
        folder.mkdir(parents=True, exist_ok=True)
    groups = folders["hr-only"] / ".tally-groups"
    groups.write_text("hr\n", encoding="utf-8")
    return [
        write_register(folders["bookings"]), write_clubs(folders["clubs"]), write_water_log(folders["plant"]),
        *[write_party(p, folders["parties"]) for p in logs.parties()],
        write_report(folders["reports"]), write_casual_hours(folders["hr-only"]), groups,
        *write_pages(folders["kinetra-help"], PAGES),
    ]


def main() -> None:
    for path in generate():
        print(f"{path.relative_to(OUT.parent)}  {path.stat().st_size:,} bytes")


if __name__ == "__main__":
    main()
