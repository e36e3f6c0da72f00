"""Generate data/company12/, the twelfth company corpus (data/golden/company12-test.jsonl, company12-dev.jsonl).

Harrowden Vale Museums & Archives, a fictional county museum and archive service (Harrowden Vale Museum, Ropewalk
Mill, the County Record Office), written without reading the engine. Deterministic: records from company12_data.py
and company12_records.py (fixed seeds), fixed file timestamps. Run: `python data/make_company12.py`.

- learning/school_visits_spring_2026.xlsx: sheet "Visits" with a title, a note line and a blank row, headers on
  row 4 ("Ref", "Visit dt", "Sch", "Site", "Wkshp", "Pup.", "Adlt", "SEN", "Fee £", "Inv", "Note"); dates stored
  as text "2026/01/14"; Adlt blank = not recorded, SEN blank = none, Fee blank = free (Heritage Access Fund) or
  cancelled in time, Inv blank = not invoiced; a "Jan sub-total" row after each month and a "SPRING TERM TOTAL"
  row; a "Workshops" sheet whose table starts on row 2.
- learning/schools.csv: the schools, joined to the register through "School ref" (register "Sch").
- record-office/search_room_log_2026-05.pdf: a three-page table of reader visits, header repeated.
- loans/LOAN-26-0xx.pdf: four outgoing loan agreements with a field grid and an objects table.
- reports/half_year_report_2026-H1.pdf: prose around one table of site figures.
- development/donor_pledges_2026.xlsx: restricted to group `development` by development/.tally-groups.
- accessio-help/*.md: help pages of the fictional app Accessio (company12_docs.py).
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
import company12_data as data  # noqa: E402
import company12_records as records  # noqa: E402
from company12_docs import PAGES  # noqa: E402

OUT = Path(__file__).resolve().parent / "company12"
CREATED = datetime(2026, 10, 12, 14, 30, 0)
TEAL = (20, 92, 96)
ADDRESS = "Harrowden Vale Museums & Archives  |  The Corn Exchange, Market Place, Harrowden HV2 4QT  |  " \
          "01632 770000  |  collections@hvma.example"


def _pdf(title: str) -> FPDF:
    return new_pdf(title, data.FIRM, CREATED, top_margin=12)


def _masthead(pdf: FPDF, heading: str) -> None:
    pdf.set_draw_color(*TEAL)
    pdf.set_line_width(0.8)
    pdf.line(12, 24, 198, 24)
    pdf.set_line_width(0.2)
    pdf.set_xy(12, 9)
    pdf.set_font("Helvetica", "B", 14)
    pdf.set_text_color(*TEAL)
    pdf.cell(0, 7, data.FIRM, new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 7.2)
    pdf.set_text_color(100, 100, 100)
    pdf.cell(0, 5, ADDRESS, new_x="LMARGIN", new_y="NEXT")
    pdf.set_text_color(0, 0, 0)
    pdf.set_draw_color(0, 0, 0)
    pdf.ln(6)
    pdf.set_font("Helvetica", "B", 12)
    pdf.cell(0, 7, heading, new_x="LMARGIN", new_y="NEXT")
    pdf.ln(1)


def _row(pdf: FPDF, cells: list[str], widths: list[float], right: set[int], style: str = "", fill: bool = False,
         height: float = 6.0, size: float = 8.0) -> None:
    pdf.set_font("Helvetica", style, size)
    for i, (text, width) in enumerate(zip(cells, widths)):
        pdf.cell(width, height, text, border=1, fill=fill, align="R" if i in right else "L")
    pdf.ln()


def _footer(pdf: FPDF, text: str) -> None:
    pdf.set_y(285)
    pdf.set_font("Helvetica", "", 7)
    pdf.set_text_color(110, 110, 110)
    pdf.cell(0, 4, text, align="C")
    pdf.set_text_color(0, 0, 0)


def day_text(day: date) -> str:
    return day.strftime("%Y/%m/%d")


# ---------------------------------------------------------------- school visits register workbook

HEADERS = ["Ref", "Visit dt", "Sch", "Site", "Wkshp", "Pup.", "Adlt", "SEN", "Fee £", "Inv", "Note"]


def write_visits(out: Path) -> Path:
    wb = Workbook()
    ws = wb.active
    ws.title = "Visits"
    ws["A1"] = "School visits register - spring term 2026 (January to March)"
    ws["A1"].font = Font(bold=True, size=13, color="145C60")
    ws["A2"] = ("Adlt blank = adults not recorded. SEN = pupils with SEN support (blank = none). Fee blank = HAF "
                "funded school (free) or cancelled with 14+ days' notice; Late cxl = GBP 40. Inv blank = not "
                "invoiced yet. Half term 16-20 Feb: no visits.")
    ws["A2"].font = Font(italic=True, size=8.5, color="555555")
    for col, header in enumerate(HEADERS, start=1):
        cell = ws.cell(4, col, header)
        cell.font = Font(bold=True, color="FFFFFF")
        cell.fill = PatternFill("solid", fgColor="145C60")
    r = 5
    rows = data.visits()
    for month in data.MONTHS:
        block = data.in_month(rows, month)
        for v in block:
            values = [v.ref, day_text(v.day), v.sch, v.site, v.wk, v.pupils, v.adults, v.sen, v.fee, v.inv or None,
                      v.note or None]
            for col, value in enumerate(values, start=1):
                cell = ws.cell(r, col, value)
                if col == 9:
                    cell.number_format = "0.00"
            r += 1
        _total(ws, r, f"{date(2026, month, 1):%b} sub-total", block, True)
        r += 1
    _total(ws, r, "SPRING TERM TOTAL", rows, False)
    ws.freeze_panes = "A5"
    for col, width in zip("ABCDEFGHIJK", [12, 11, 10, 5, 7, 6, 6, 5, 8, 10, 9]):
        ws.column_dimensions[col].width = width
    wk = wb.create_sheet("Workshops")
    wk.append(["Workshops offered 2025-26 (fee per pupil, GBP; adults free)"])
    wk["A1"].font = Font(bold=True, size=12)
    wk.append(["Code", "Workshop", "Site", "£/pupil"])
    for cell in wk[2]:
        cell.font = Font(bold=True)
    for code, (title, site, fee) in data.WORKSHOPS.items():
        wk.append([code, title, site, fee])
        wk.cell(wk.max_row, 4).number_format = "0.00"
    wk.append([])
    wk.append(["Sites: " + "; ".join(f"{k} = {v}" for k, v in data.SITES.items())])
    for col, width in zip("ABCD", [7, 32, 6, 8]):
        wk.column_dimensions[col].width = width
    path = out / "school_visits_spring_2026.xlsx"
    save_workbook(wb, path, CREATED)
    return path


def _total(ws, r: int, label: str, block: list, sub: bool) -> None:
    ran = data.went(block)
    cells = [ws.cell(r, 1, label), ws.cell(r, 6, sum(v.pupils for v in ran)),
             ws.cell(r, 7, sum(v.adults or 0 for v in ran)), ws.cell(r, 8, sum(v.sen or 0 for v in ran)),
             ws.cell(r, 9, data.fees(block))]
    cells[4].number_format = "0.00"
    edge = Side(style="thin" if sub else "double", color="145C60")
    for col in range(1, len(HEADERS) + 1):
        ws.cell(r, col).border = Border(top=edge)
    for cell in cells:
        cell.font = Font(bold=True, italic=sub)


def write_schools(out: Path) -> Path:
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(["School ref", "School", "Phase", "Town", "Trust", "Teacher contact", "Phone", "HAF funded"])
    for s in data.SCHOOLS:
        writer.writerow([s.code, s.name, s.phase, s.town, s.trust, s.contact, s.phone, "Yes" if s.funded else "No"])
    path = out / "schools.csv"
    path.write_text(buffer.getvalue(), encoding="utf-8", newline="")
    return path


# ---------------------------------------------------------------- search room log (3 pages)

LOG_HEADERS = ["Date", "Sess", "Ticket", "Reader category", "Docs", "Copies", "Cam", "Charged £", "Staff"]
LOG_WIDTHS = [26, 14, 20, 40, 14, 16, 12, 22, 16]


def write_log(out: Path) -> Path:
    rows = data.readings()
    a, b = data.LOG_PAGES
    cuts = [0, a, a + b, len(rows)]
    pdf = _pdf("Search room log May 2026")
    right = {4, 5, 7}
    for page in range(3):
        pdf.add_page()
        if page == 0:
            _masthead(pdf, "County Record Office - search room log, May 2026")
            staff = ", ".join(f"{k} = {v}" for k, v in sorted(data.STAFF.items()))
            paragraph(pdf, "One line per reader per session. Docs = original documents produced to the reader; "
                      "Copies = scans and photocopies made by staff at 40p; Cam = own-camera day permit bought "
                      f"(GBP 6.00); Charged = copies plus permit. Closed Mondays and on 25 May (bank holiday). "
                      f"Staff on the desk: {staff}.")
        else:
            pdf.set_font("Helvetica", "I", 8.5)
            pdf.cell(0, 6, f"Search room log, May 2026 (cont. from p. {page})", new_x="LMARGIN", new_y="NEXT")
            pdf.ln(1)
        pdf.set_fill_color(214, 233, 234)
        _row(pdf, LOG_HEADERS, LOG_WIDTHS, right, "B", True, 6.5, 8)
        for x in rows[cuts[page]:cuts[page + 1]]:
            _row(pdf, [x.day.strftime("%a %d %b"), x.sess, x.ticket, x.cat, str(x.docs), str(x.copies),
                       "Y" if x.permit else "", money(x.charge), x.staff], LOG_WIDTHS, right, height=6.5, size=7.8)
        assert pdf.get_y() < 282, f"log page {page + 1} overflows ({pdf.get_y():.0f} mm)"
        _footer(pdf, f"Search room log May 2026 - sheet {page + 1}/3")
    path = out / "search_room_log_2026-05.pdf"
    pdf.output(str(path))
    return path


# ---------------------------------------------------------------- outgoing loan agreements

def write_loan(ln: records.Loan, out: Path) -> Path:
    pdf = _pdf(f"Loan agreement {ln.ref}")
    pdf.add_page()
    _masthead(pdf, "OUTGOING LOAN AGREEMENT")
    grid = [("Loan no.", ln.ref, "Approved by", ln.approved_by),
            ("Borrower", ln.borrower, "Courier", ln.courier),
            ("Exhibition", ln.exhibition, "Admin fee", f"GBP {money(ln.fee)}"),
            ("Loan from", ln.start.strftime("%d %B %Y"), "Return due", ln.end.strftime("%d %B %Y"))]
    for a, b, c, d in grid:
        pdf.set_fill_color(226, 239, 240)
        for text, width, label in ((a, 24, True), (b, 80, False), (c, 26, True), (d, 56, False)):
            pdf.set_font("Helvetica", "B" if label else "", 8)
            pdf.cell(width, 8, text, border=1, fill=label)
        pdf.ln()
    pdf.ln(6)
    pdf.set_font("Helvetica", "B", 10)
    pdf.cell(0, 6, "Schedule of objects", new_x="LMARGIN", new_y="NEXT")
    widths = [34, 86, 38, 28]
    pdf.set_fill_color(*TEAL)
    pdf.set_text_color(255, 255, 255)
    _row(pdf, ["Object no.", "Description", "Condition on loan", "Insured £"], widths, {3}, "B", True, 7, 8.5)
    pdf.set_text_color(0, 0, 0)
    for number, desc, cond, value in ln.items:
        _row(pdf, [number, desc, cond, money(value)], widths, {3}, height=7, size=8.5)
    pdf.cell(widths[0] + widths[1], 7, "")
    pdf.set_font("Helvetica", "B", 8.5)
    pdf.cell(widths[2], 7, "Total insured value", border=1)
    pdf.cell(widths[3], 7, money(ln.insured), border=1, align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(6)
    paragraph(pdf, "The borrower insures the objects nail to nail at the values above, displays them only in the "
              "conditions agreed in the facilities report, and does not clean, photograph for sale or move them "
              "without written consent. Objects are packed and accompanied by the courier named above.")
    _footer(pdf, f"{ln.ref} - {data.FIRM} - collections department")
    path = out / ln.file
    pdf.output(str(path))
    return path


# ---------------------------------------------------------------- half-year report

def write_report(out: Path) -> Path:
    sites = records.report_sites()
    pdf = _pdf("Half-year visitor report January-June 2026")
    pdf.add_page()
    _masthead(pdf, "Half-year visitor report - January to June 2026")
    pdf.set_font("Helvetica", "", 8.5)
    pdf.cell(0, 5, "For the joint museums committee, 22 July 2026. From Dr Miriam Sowerby, head of service.",
             new_x="LMARGIN", new_y="NEXT")
    pdf.ln(2)
    paragraph(pdf, "Visitor numbers rose at every site except the record office, where the search room was closed "
              "for two weeks in March while the new rolling racking was installed. The Ropewalk Mill steam days "
              "in May drew the largest crowds since the mill reopened, and the Castle Street Gallery opened for "
              "the season at Easter with the Vale Printmakers exhibition.", "Summary")
    paragraph(pdf, "Visitors are counted at the door; school pupils are included in the visitor figure. Shop and "
              "donation figures are in GBP including VAT where it applies.", "Figures by site")
    widths = [62, 20, 24, 24, 16, 20, 20]
    pdf.set_fill_color(*TEAL)
    pdf.set_text_color(255, 255, 255)
    _row(pdf, ["Site", "Open days", "Visitors", "Pupils", "Events", "Shop £", "Donations £"], widths,
         {1, 2, 3, 4, 5, 6}, "B", True, 7, 8.5)
    pdf.set_text_color(0, 0, 0)
    for s in sites:
        _row(pdf, [s.site, str(s.open_days), f"{s.visitors:,}", f"{s.pupils:,}", str(s.events), money(s.shop),
                   money(s.donations)], widths, {1, 2, 3, 4, 5, 6}, height=7, size=8.5)
    pdf.ln(4)
    paragraph(pdf, "The Ropewalk roof appeal passed two thirds of its target. The service is preparing its "
              "Accreditation return, due in the autumn; the draft collections development policy will come to the "
              "committee in October.", "Looking ahead")
    _footer(pdf, f"{data.FIRM} - half-year visitor report 2026")
    path = out / "half_year_report_2026-H1.pdf"
    pdf.output(str(path))
    return path


# ---------------------------------------------------------------- donor pledges (development only)

def write_pledges(out: Path) -> Path:
    wb = Workbook()
    ws = wb.active
    ws.title = "Pledges"
    ws["A1"] = "Donor pledges 2026 - DEVELOPMENT TEAM ONLY"
    ws["A1"].font = Font(bold=True, size=12)
    ws.append(["Donor", "Fund", "Pledged £", "Received £", "Gift Aid"])
    for cell in ws[2]:
        cell.font = Font(bold=True)
    for p in records.pledges():
        ws.append([p.donor, p.fund, p.pledged, p.received, "Y" if p.gift_aid else None])
    for col, width in zip("ABCDE", [30, 24, 11, 11, 8]):
        ws.column_dimensions[col].width = width
    path = out / "donor_pledges_2026.xlsx"
    save_workbook(wb, path, CREATED)
    return path


def generate(out: Path = OUT) -> list[Path]:
    folders = {name: out / name for name in ("learning", "record-office", "loans", "reports", "development",
                                             "accessio-help")}
    for folder in folders.values():
        folder.mkdir(parents=True, exist_ok=True)
    groups = folders["development"] / ".tally-groups"
    groups.write_text("development\n", encoding="utf-8")
    return [
        write_visits(folders["learning"]), write_schools(folders["learning"]), write_log(folders["record-office"]),
        *[write_loan(ln, folders["loans"]) for ln in records.loans()],
        write_report(folders["reports"]), write_pledges(folders["development"]), groups,
        *write_pages(folders["accessio-help"], PAGES),
    ]


def main() -> None:
    for path in generate():
        print(f"{path.relative_to(OUT.parent)}  {path.stat().st_size:,} bytes")


if __name__ == "__main__":
    main()
