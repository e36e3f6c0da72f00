"""PDF writers of Rothar Rua Cycle Co-operative (data/company17/): the two-page hire log of the rental fleet and the
board's third-quarter report, written in prose only. Called by make_company17.py (the supplier documents are drawn by
company17_invoices.py). Fixed metadata and the Windows-1252 core-font encoding, so the euro sign prints and the bytes
are the same on every run."""

import sys
from datetime import date, datetime
from pathlib import Path

from fpdf import FPDF

sys.path.insert(0, str(Path(__file__).resolve().parent))
from corpus_files import header_row, money, new_pdf, page_footer, paragraph, save_pdf, table_row  # noqa: E402
import company17_data as data  # noqa: E402
import company17_records as records  # noqa: E402

CREATED = datetime(2026, 11, 2, 17, 25, 0)
RED = (158, 32, 38)


def euro_pdf(title: str, author: str = data.FIRM, top: float = 14) -> FPDF:
    pdf = new_pdf(title, author, CREATED, top_margin=top)
    pdf.core_fonts_encoding = "windows-1252"
    return pdf


def masthead(pdf: FPDF, heading: str) -> None:
    """The co-op's own heading: name left, address and registration right, a red rule under both."""
    pdf.set_font("Helvetica", "B", 16)
    pdf.set_text_color(*RED)
    pdf.cell(95, 8, "Rothar Rua")
    pdf.set_font("Helvetica", "", 7.5)
    pdf.set_text_color(70, 70, 70)
    pdf.multi_cell(0, 3.6, "Rothar Rua Cycle Co-operative Society Ltd (reg. 5871R)\n" + data.ADDRESS +
                   "\n053 914 2207  |  fix@rotharrua.example", align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.set_draw_color(*RED)
    pdf.set_line_width(0.6)
    pdf.line(12, pdf.get_y() + 1.5, 198, pdf.get_y() + 1.5)
    pdf.set_line_width(0.2)
    pdf.set_draw_color(0, 0, 0)
    pdf.set_text_color(0, 0, 0)
    pdf.ln(5)
    pdf.set_font("Helvetica", "B", 12)
    pdf.cell(0, 7, heading, new_x="LMARGIN", new_y="NEXT")


def day_month(day: date) -> str:
    """03/07 - how the hire desk writes a date (day/month; the year is in the log's title)."""
    return f"{day:%d/%m}"


# ---------------------------------------------------------------- hire log (2 pages)

HIRE_HEADERS = ["Ref", "Out", "Back", "Days", "Bike", "Type", "Hirer", "Rate €", "Hire €", "Extra €", "Dep", "Note"]
HIRE_WIDTHS = [16, 12, 12, 9, 15, 14, 15, 14, 16, 15, 9, 39]


def write_hire_log(out: Path) -> Path:
    rows = data.hires()
    pages = [rows[:data.HIRE_PAGE_ONE], rows[data.HIRE_PAGE_ONE:]]
    pdf = euro_pdf("Hire log - rental fleet, July to September 2026")
    right = {3, 7, 8, 9}
    for n, page in enumerate(pages):
        pdf.add_page()
        if n == 0:
            masthead(pdf, "Hire log - rental fleet, July to September 2026")
            paragraph(pdf, "One line per hire, in the order the bikes went out. Out / Back = the day the bike left and "
                      "the day it came back (day/month, 2026). Days = days booked and charged. Hirer = membership "
                      "number for members (member day rate), Visitor for everyone else. Rate € = the day rate "
                      "charged; Hire € = Days x Rate. Extra € = late-return or damage charge, blank = none; a late "
                      "return is charged one more day at the same rate.")
            pdf.set_font("Helvetica", "", 8)
            rates = "; ".join(f"{t}: €{v:.2f} visitor / €{m:.2f} member" for t, (v, m) in data.RATES.items())
            fleet = "City RR-C01 to RR-C08, E-bike RR-E01 to RR-E05, Cargo RR-K01 and RR-K02, Tandem RR-T01"
            for line in (f"Day rates - {rates}.", f"Fleet - {fleet}.",
                         "Dep (deposit) - " + "; ".join(f"{k} = {v}" for k, v in data.DEPOSITS.items()) + "."):
                pdf.multi_cell(0, 4.2, line, new_x="LMARGIN", new_y="NEXT")
            pdf.ln(2)
        else:
            pdf.set_font("Helvetica", "I", 8.5)
            pdf.cell(0, 6, "Hire log July - September 2026, continued from page 1", new_x="LMARGIN", new_y="NEXT")
            pdf.ln(1)
        header_row(pdf, HIRE_HEADERS, HIRE_WIDTHS, right, RED, 7.5)
        for x in page:
            table_row(pdf, [x.ref, day_month(x.out), day_month(x.back), str(x.days), x.bike, x.type, x.hirer,
                            money(x.rate), money(x.charge), "" if x.extra is None else money(x.extra), x.deposit,
                            x.extra_why], HIRE_WIDTHS, right, height=6.2, size=7.5)
        if n == 0:
            pdf.set_font("Helvetica", "B", 8)
            pdf.cell(0, 7, "- continued on page 2 -", align="C", new_x="LMARGIN", new_y="NEXT")
        else:
            pdf.ln(3)
            pdf.set_font("Helvetica", "", 8)
            pdf.multi_cell(0, 4.4, f"{len(rows)} hires went out between 1 July and 30 September 2026. Checked against "
                           "the card terminal by Niall Cashin, treasurer, on 2 October.", new_x="LMARGIN",
                           new_y="NEXT")
        assert pdf.get_y() < 282, f"hire log page {n + 1} overflows ({pdf.get_y():.0f} mm)"
        page_footer(pdf, f"Rothar Rua - hire log Jul-Sep 2026 - page {n + 1} of 2", 287, 110)
    return save_pdf(pdf, out / "hire_log_jul-sep_2026.pdf")


# ---------------------------------------------------------------- board report, third quarter 2026

def write_board_report(out: Path) -> Path:
    f = records.quarter_facts()
    refurbished, sold, takings = records.EARN_A_BIKE
    pdf = euro_pdf("Report to the board - third quarter 2026")
    pdf.add_page()
    masthead(pdf, "Coordinator's report to the board: July, August and September 2026")
    pdf.set_font("Helvetica", "I", 8.5)
    pdf.cell(0, 5, "For the board meeting of 14 October 2026. Written by Méabh Dunleavy, coordinator.",
             new_x="LMARGIN", new_y="NEXT")
    pdf.ln(2)
    paragraph(pdf, "It was our busiest summer since the co-op opened its doors. Tourists kept the hire bikes out and "
              "a wet August kept the workshop full of punctures and worn brakes.", "Summary")
    paragraph(pdf, f"The workshop took in {f['jobs']} bikes for repair between 1 July and 30 September and charged "
              f"EUR {money(f['takings'])} for them, parts and labour together. {f['members_jobs']} of those jobs "
              "were for members, who get a fifth off the labour. Thursday's volunteer bench carried on through the "
              "summer and remains free of labour charges.", "Workshop")
    paragraph(pdf, f"The hire fleet went out {f['hires']} times for {f['bike_days']} bike-days in all, bringing in "
              f"EUR {money(f['hire_income'])} in day rates and a further EUR {money(f['extras'])} in late-return and "
              "damage charges. Two e-bike packs and one rack battery were sent away to be recelled in September.",
              "Hire fleet")
    paragraph(pdf, f"We welcomed {f['new_members']} new members in the quarter, which brings the register to "
              f"{f['members_end']} members at the end of September. Member shares remain at EUR 10 each and carry "
              "one vote per member, however many shares are held.", "Members")
    paragraph(pdf, f"Volunteers gave {records.VOLUNTEER_HOURS:,} hours. The Earn-a-Bike programme refurbished "
              f"{refurbished} donated bicycles; {sold} of them were sold for EUR {money(takings)}, and the rest were "
              "given free to people referred by the Westmore Resource Centre.",
              "Volunteers and Earn-a-Bike")
    paragraph(pdf, "The lease on the Old Creamery ends in 2027. The premises sub-group has a shortlist of sites and "
              "will bring costed options to the December meeting; the figures are with board members only. We "
              "also plan to close the hire desk from November to February and move its volunteers to the workshop.",
              "Looking ahead")
    page_footer(pdf, "Rothar Rua Cycle Co-operative - board report Q3 2026", 287, 110)
    return save_pdf(pdf, out / "board_report_q3_2026.pdf")

