"""Generate data/company6/, the sixth company corpus (test set only: data/golden/company6-test.jsonl).

Kestrelmoor Language School, a fictional language school with four campuses, written without reading the engine
and made to differ from data/sample and data/company2-5 in domain, names, ID formats, headers and layouts.
Deterministic: the records come from company6_data.py (fixed seeds) and the files get fixed timestamps.
Run: `python data/make_company6.py`.

- enrolments/enrolments_2025_jan-apr.xlsx: sheet "Enrolments" with its header in row 1 (a plain export), dates
  shown as "3 Mar 2025", and a "Read me" sheet.
- catalogue/course_catalogue_2025.csv: one row per course; shares "Course Code" with the enrolments (language,
  format and tutor are only here).
- registers/class_register_2025-03.pdf: one table over three pages (header repeated), ending in "Register total".
- statements/FS-25xx.pdf: sponsor fee statements with a "Billed to" block, a stacked label: value block, enrolment
  lines, and a part payment leaving a balance outstanding.
- reports/monthly_report_2025-03.pdf: prose around a per-campus table whose last row is "All campuses".
- hr/tutor_pay_2025-03.pdf: restricted to group `hr` by hr/.tally-groups.
- syllabo-help/*.md: help pages of the fictional app Syllabo (text in company6_docs.py).
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
import company6_data as data  # noqa: E402
from company6_docs import PAGES  # noqa: E402

OUT = Path(__file__).resolve().parent / "company6"
CREATED = datetime(2025, 5, 6, 9, 15, 0)
REGISTER_PAGES = (20, 20)  # class groups on pages 1 and 2; the rest and the total go on page 3
ADDRESS = "Kestrelmoor Language School  |  22 Chandlery Steps, Harbour Row  |  info@kestrelmoor.example  |  " \
          "Reg. no. 614 882"
BANK = "Bank transfer to Kestrelmoor Language School, IBAN XK44 KBNK 9021 6630 1184 27, BIC KBNKXKXX."


def short(day: date) -> str:
    return f"{day.day} {day:%b %Y}"


def _pdf(title: str) -> FPDF:
    return new_pdf(title, data.FIRM, CREATED, top_margin=14)


def _letterhead(pdf: FPDF, heading: str) -> None:
    pdf.set_font("Helvetica", "B", 17)
    pdf.set_text_color(120, 38, 62)
    pdf.cell(0, 9, "Kestrelmoor Language School", new_x="LMARGIN", new_y="NEXT")
    pdf.set_text_color(90, 90, 90)
    pdf.set_font("Helvetica", "", 7.5)
    pdf.cell(0, 4, ADDRESS, new_x="LMARGIN", new_y="NEXT")
    pdf.set_draw_color(120, 38, 62)
    pdf.line(12, pdf.get_y() + 2, 198, pdf.get_y() + 2)
    pdf.set_text_color(0, 0, 0)
    pdf.ln(5)
    pdf.set_font("Helvetica", "B", 13)
    pdf.cell(0, 8, heading, new_x="LMARGIN", new_y="NEXT")


def _row(pdf: FPDF, cells: list[str], widths: list[float], right_from: int, style: str = "", fill: bool = False,
         height: float = 6.5, size: float = 8.5) -> None:
    pdf.set_font("Helvetica", style, size)
    for i, (text, width) in enumerate(zip(cells, widths)):
        pdf.cell(width, height, text, border="B", fill=fill, align="R" if i >= right_from else "L")
    pdf.ln()


STATEMENT_HEADERS = ["Enrolment", "Enrolled", "Student", "Course", "Fee (EUR)", "Discount", "Amount (EUR)"]
STATEMENT_WIDTHS = [30, 26, 24, 22, 28, 24, 32]


def write_statement(st: dict, out: Path) -> Path:
    pdf = _pdf(f"Fee statement {st['number']}")
    pdf.add_page()
    _letterhead(pdf, "FEE STATEMENT")
    top = pdf.get_y() + 2
    pdf.set_y(top)
    pdf.set_font("Helvetica", "B", 9)
    pdf.cell(90, 5, "Billed to", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 9.5)
    for line in (st["name"], f"Attn: {st['contact']}", st["street"], st["town"]):
        pdf.cell(90, 5, line, new_x="LMARGIN", new_y="NEXT")
    pdf.set_y(top)
    for label, value in (("Statement no.", st["number"]), ("Statement date", short(st["issued"])),
                         ("Period", "1 Jan 2025 - 31 Mar 2025"), ("Sponsor account", st["account"]),
                         ("Payment due", short(st["due"]))):
        pdf.set_x(112)
        pdf.set_font("Helvetica", "", 9)
        pdf.cell(34, 5.5, f"{label}:")
        pdf.set_font("Helvetica", "B", 9)
        pdf.cell(0, 5.5, value, new_x="LMARGIN", new_y="NEXT")
    pdf.set_y(top + 34)
    pdf.set_font("Helvetica", "", 9)
    pdf.multi_cell(0, 4.6, f"Courses taken by your staff and billed to account {st['account']}. Language tuition is "
                   "exempt from VAT.", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(2)
    pdf.set_fill_color(242, 228, 233)
    _row(pdf, STATEMENT_HEADERS, STATEMENT_WIDTHS, 4, "B", True)
    for e in st["lines"]:
        _row(pdf, [e.ref, short(e.day), e.student, e.code, money(e.fee), f"{e.discount}%" if e.discount else "-",
                   money(e.net)], STATEMENT_WIDTHS, 4)
    pdf.ln(3)
    for label, value, bold in (("Course fees", st["gross"], False), ("Less discounts", -st["discounts"], False),
                               ("Total for period", st["total"], True),
                               (f"Paid {short(st['paid_on'])}, thank you", -st["paid"], False),
                               ("Balance outstanding (EUR)", st["outstanding"], True)):
        pdf.set_font("Helvetica", "B" if bold else "", 9.5)
        pdf.cell(100, 6.5, "")
        pdf.cell(56, 6.5, label, border="T" if bold else 0)
        pdf.cell(30, 6.5, money(value), align="R", border="T" if bold else 0, new_x="LMARGIN", new_y="NEXT")
    pdf.ln(8)
    pdf.set_font("Helvetica", "", 8)
    pdf.multi_cell(0, 4, f"{BANK} Please quote {st['number']} with your payment. New enrolments billed to a sponsor "
                   "whose statement is more than 45 days overdue are put on hold.", new_x="LMARGIN", new_y="NEXT")
    assert pdf.get_y() < 285, f"statement {st['number']} runs off the page"
    path = out / f"{st['number']}.pdf"
    pdf.output(str(path))
    return path


REGISTER_HEADERS = ["Group", "Course", "Tutor", "Campus", "Sessions held", "Enrolled", "Avg attendance (%)",
                    "Teaching hours"]
REGISTER_WIDTHS = [15, 15, 33, 27, 23, 17, 33, 23]


def write_register(out: Path) -> Path:
    groups = data.register()
    cut = [0, REGISTER_PAGES[0], sum(REGISTER_PAGES), len(groups)]
    pages = len(cut) - 1
    pdf = _pdf("Class register March 2025")
    for n in range(1, pages + 1):
        pdf.add_page()
        if n == 1:
            _letterhead(pdf, "Class register - March 2025")
            paragraph(pdf, "Period 01/03/2025 to 31/03/2025, all campuses, from the registers tutors closed in Syllabo "
                  "Tutor. One line per class group. Teaching hours = sessions held x session length; tutors are "
                  "paid on these hours plus preparation time.")
        else:
            pdf.set_font("Helvetica", "I", 8.5)
            pdf.cell(0, 6, f"Class register - March 2025 (continued from page {n - 1})", new_x="LMARGIN",
                     new_y="NEXT")
        pdf.set_fill_color(242, 228, 233)
        _row(pdf, REGISTER_HEADERS, REGISTER_WIDTHS, 4, "B", True, 8, 8)
        for g in groups[cut[n - 1]:cut[n]]:
            _row(pdf, [g.group, g.code, g.tutor, g.campus, str(g.sessions), str(g.enrolled), str(g.attendance),
                       f"{g.hours:.1f}"], REGISTER_WIDTHS, 4, height=10)
        if n == pages:
            _row(pdf, ["Register total", "", f"{len(groups)} groups", "", str(sum(g.sessions for g in groups)),
                       str(sum(g.enrolled for g in groups)), "", f"{sum(g.hours for g in groups):.1f}"],
                 REGISTER_WIDTHS, 4, "B", height=10)
        assert pdf.get_y() < 284, f"register page {n} runs off the page"
        pdf.set_y(286)
        pdf.set_font("Helvetica", "", 7)
        pdf.cell(0, 4, f"page {n} of {pages}", align="C")
    path = out / "class_register_2025-03.pdf"
    pdf.output(str(path))
    return path


def write_report(out: Path) -> Path:
    rows = data.campus_report(3)
    groups = data.register()
    pdf = _pdf("Monthly report March 2025")
    pdf.add_page()
    _letterhead(pdf, "Monthly report - March 2025")
    pdf.set_font("Helvetica", "", 8.5)
    pdf.cell(0, 5, "Prepared by Wilhelmina Achterberg, Director of Studies, 4 April 2025", new_x="LMARGIN",
             new_y="NEXT")
    pdf.ln(3)
    enrolled = sum(r["enrolments"] for r in rows)
    paragraph(pdf, f"March was our busiest month of the spring so far: {enrolled} new enrolments across the four "
          "campuses, helped by the French and German evening courses starting on 10 March. Fee income below is "
          "what the month's enrolments are worth after discounts, whether or not they have been paid yet.",
          "Overview")
    widths = [38, 28, 36, 26, 28, 30]
    pdf.set_fill_color(242, 228, 233)
    _row(pdf, ["Campus", "New enrolments", "Fee income (EUR)", "Class groups", "Teaching hrs", "Attendance (%)"],
         widths, 1, "B", True)
    for r in rows:
        _row(pdf, [r["campus"], str(r["enrolments"]), money(r["income"]), str(r["groups"]), f"{r['hours']:.1f}",
                   f"{r['attendance']:.1f}"], widths, 1)
    _row(pdf, ["All campuses", str(enrolled), money(sum(r["income"] for r in rows)), str(len(groups)),
               f"{sum(g.hours for g in groups):.1f}", f"{sum(g.attendance for g in groups) / len(groups):.1f}"],
         widths, 1, "B")
    pdf.ln(5)
    paragraph(pdf, "Attendance at Linden Cross fell below our 80% target, mostly in the daytime groups, where several "
          "sponsored students missed sessions for work trips. Sponsors have been sent attendance warnings. Saltgate "
          "again had the best attendance.", "Attendance")
    paragraph(pdf, "The summer intensive courses open for booking on 2 May 2025. The Wyvern Park campus will be closed "
          "for repainting from 14 to 18 April; its Saturday groups move to Harbour Row for that week.",
          "Coming up")
    path = out / "monthly_report_2025-03.pdf"
    pdf.output(str(path))
    return path


def write_pay(out: Path) -> Path:
    rows = data.tutor_pay()
    pdf = _pdf("Tutor pay March 2025")
    pdf.add_page()
    _letterhead(pdf, "Tutor pay - March 2025 (HR only)")
    paragraph(pdf, "Sessional tutors are paid their hourly rate on the teaching hours in the March class register, plus "
          "preparation time of a quarter of those hours at the same rate. Paid on 7 April 2025.")
    widths = [42, 26, 28, 30, 30, 30]
    keys = ("teaching", "prep", "gross")
    pdf.set_fill_color(242, 228, 233)
    _row(pdf, ["Tutor", "Hours taught", "Rate (EUR/h)", "Teaching pay", "Preparation", "Gross pay (EUR)"], widths, 1,
         "B", True)
    for r in rows:
        _row(pdf, [r["tutor"], f"{r['hours']:.1f}", f"{r['rate']:.2f}", *[money(r[k]) for k in keys]], widths, 1)
    _row(pdf, ["All tutors", f"{sum(r['hours'] for r in rows):.1f}", "", *[money(sum(r[k] for r in rows))
                                                                           for k in keys]], widths, 1, "B")
    path = out / "tutor_pay_2025-03.pdf"
    pdf.output(str(path))
    return path


ENROLMENT_HEADERS = ["Enrolment Ref", "Enrolled On", "Student ID", "Course Code", "Level", "Campus", "Fee (EUR)",
                     "Discount %", "Billed To", "Paid?"]
README = [
    "Enrolments January - April 2025",
    "Exported from Syllabo (Students > Enrolments > Export) on 6 May 2025.",
    "One row per enrolment. A student who takes two courses has two rows with the same Student ID.",
    "Course Code matches the course catalogue (catalogue/course_catalogue_2025.csv), which has each course's "
    "title, language, format and tutor.",
    "Fee (EUR) is the course's list fee before the discount in Discount %.",
    "Billed To is Self for students who pay for themselves, or the sponsor account (SP-..) of an employer that pays.",
    "Paid? = N means nothing has been received yet; sponsored enrolments are paid through fee statements.",
]


def write_enrolments(out: Path) -> Path:
    wb = Workbook()
    ws = wb.active
    ws.title = "Enrolments"
    for col, header in enumerate(ENROLMENT_HEADERS, start=1):
        cell = ws.cell(1, col, header)
        cell.font = Font(bold=True)
        cell.fill = PatternFill("solid", fgColor="F2E4E9")
    for r, e in enumerate(data.enrolments(), start=2):
        values = [e.ref, datetime.combine(e.day, datetime.min.time()), e.student, e.code, e.level, e.campus, e.fee,
                  e.discount, e.billed_to, "Y" if e.paid else "N"]
        for col, value in enumerate(values, start=1):
            cell = ws.cell(r, col, value)
            if col == 2:
                cell.number_format = "d mmm yyyy"
            elif col == 7:
                cell.number_format = "#,##0.00"
    ws.freeze_panes = "A2"
    ws.auto_filter.ref = f"A1:J{len(data.enrolments()) + 1}"
    notes = wb.create_sheet("Read me")
    for i, line in enumerate(README, start=1):
        cell = notes.cell(i, 1, line)
        cell.font = Font(bold=i == 1)
        cell.alignment = Alignment(wrap_text=True)
    notes.column_dimensions["A"].width = 100
    path = out / "enrolments_2025_jan-apr.xlsx"
    save_workbook(wb, path, CREATED)
    return path


CATALOGUE_HEADERS = ["Course Code", "Course Title", "Language", "CEFR Level", "Format", "Tutor", "Weeks",
                     "Hours / week", "Total hours", "List fee (EUR)"]


def write_catalogue(out: Path) -> Path:
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(CATALOGUE_HEADERS)
    for c in data.COURSES:
        writer.writerow([c.code, c.title, c.language, c.level, c.fmt, c.tutor, c.weeks, f"{c.hours_per_week:g}",
                         f"{c.total_hours:g}", f"{c.fee:.2f}"])
    path = out / "course_catalogue_2025.csv"
    path.write_bytes(buffer.getvalue().encode("utf-8"))
    return path


def generate(out: Path = OUT) -> list[Path]:
    folders = {name: out / name for name in ("enrolments", "catalogue", "registers", "statements", "reports", "hr",
                                             "syllabo-help")}
    for folder in folders.values():
        folder.mkdir(parents=True, exist_ok=True)
    groups = folders["hr"] / ".tally-groups"
    groups.write_text("# Tutor pay: HR team only.\nhr\n", encoding="utf-8")
    return [
        write_enrolments(folders["enrolments"]), write_catalogue(folders["catalogue"]),
        write_register(folders["registers"]),
        *[write_statement(st, folders["statements"]) for st in data.statements()],
        write_report(folders["reports"]), write_pay(folders["hr"]), groups,
        *write_pages(folders["syllabo-help"], PAGES),
    ]


def main() -> None:
    for path in generate():
        print(f"{path.relative_to(OUT.parent)}  {path.stat().st_size:,} bytes")


if __name__ == "__main__":
    main()
