"""PDFs of Harewick Sound 104.2 FM (data/company19/): the volunteer register for September - November 2026, a ruled
table that runs onto a second page (header repeated under a "continued" line), the station's own airtime invoices
(a Bill to block beside an invoice-details box, spot lines, VAT and Total due) and a broadcast engineer's invoice
laid out its own way. Figures come from company19_data.py. Fixed metadata, so the bytes are the same on every run."""

import sys
from datetime import datetime
from pathlib import Path

from fpdf import FPDF

sys.path.insert(0, str(Path(__file__).resolve().parent))
from corpus_files import header_row, money, new_pdf, page_footer, paragraph, save_pdf, table_row  # noqa: E402
import company19_data as data  # noqa: E402

CREATED = datetime(2026, 12, 1, 8, 15, 0)
PURPLE = (92, 45, 120)
TEAL = (20, 100, 110)


def long_date(day) -> str:
    return f"{day.day} {day:%B %Y}"


def slash_date(day) -> str:
    return f"{day:%d/%m/%Y}"


# ---------------------------------------------------------------- volunteer register (two pages)

REG_HEADERS = ["Vol no", "Name", "Role", "Show", "Day", "Hrs Sep-Nov", "Inducted"]
REG_WIDTHS = [16, 38, 30, 46, 12, 22, 22]
REG_RIGHT = {5}
FIRST_PAGE_ROWS = 32


def _register_top(pdf: FPDF, page: int) -> None:
    pdf.set_font("Helvetica", "B", 14)
    pdf.set_text_color(*PURPLE)
    pdf.cell(0, 8, f"{data.STATION} - volunteer register", new_x="LMARGIN", new_y="NEXT")
    pdf.set_text_color(0, 0, 0)
    pdf.set_font("Helvetica", "", 8.5)
    if page == 1:
        pdf.multi_cell(0, 4.4, "Autumn quarter, 1 September - 30 November 2026. Hours are those signed in on the "
                       "studio tablet, shows and off-air work together. Inducted = date of the safety and Ofcom code "
                       "induction; blank = not inducted yet (may not be alone in the studio). Show and Day are "
                       "blank for office volunteers.", new_x="LMARGIN", new_y="NEXT")
    else:
        pdf.set_font("Helvetica", "I", 8.5)
        pdf.cell(0, 6, "Volunteer register September - November 2026, continued from page 1",
                 new_x="LMARGIN", new_y="NEXT")
    pdf.ln(2)
    header_row(pdf, REG_HEADERS, REG_WIDTHS, REG_RIGHT, PURPLE)


def write_register(out: Path) -> Path:
    pdf = new_pdf(f"{data.STATION} volunteer register Sep-Nov 2026", data.STATION, CREATED)
    rows = data.VOLUNTEER_LIST
    for page, chunk in ((1, rows[:FIRST_PAGE_ROWS]), (2, rows[FIRST_PAGE_ROWS:])):
        pdf.add_page()
        _register_top(pdf, page)
        for v in chunk:
            table_row(pdf, [v.no, v.name, v.role, v.show, v.day, f"{v.hours:.1f}",
                            slash_date(v.induction) if v.induction else ""], REG_WIDTHS, REG_RIGHT, height=6.6)
        if page == 1:
            pdf.set_font("Helvetica", "I", 8)
            pdf.cell(0, 7, "- register continues on page 2 -", align="C", new_x="LMARGIN", new_y="NEXT")
        else:
            pdf.ln(2)
            pdf.set_font("Helvetica", "", 8.5)
            pdf.cell(0, 6, f"{len(rows)} volunteers on the register.", new_x="LMARGIN", new_y="NEXT")
        assert pdf.get_y() < 282, f"register page {page} overflows"
        page_footer(pdf, f"Harewick Sound - volunteer register - page {page} of 2", 287, 120)
    return save_pdf(pdf, out / "volunteer_register_sep-nov_2026.pdf")


# ---------------------------------------------------------------- the station's airtime invoices

def _airtime(b: data.Invoice, pdf: FPDF) -> None:
    pdf.set_font("Helvetica", "B", 18)
    pdf.set_text_color(*PURPLE)
    pdf.cell(120, 9, data.STATION)
    pdf.set_text_color(0, 0, 0)
    pdf.set_font("Helvetica", "B", 13)
    pdf.cell(0, 9, "INVOICE", align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 7.5)
    pdf.multi_cell(120, 3.8, f"Community radio for Harewick and the bay\n{data.ADDRESS}\nRegistered charity "
                   f"{data.CHARITY_NO}   VAT {data.VAT_NO}", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(5)
    top = pdf.get_y()
    pdf.set_font("Helvetica", "B", 9)
    pdf.cell(0, 5, "Bill to", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 9)
    pdf.multi_cell(90, 4.6, "\n".join(b.bill_to), new_x="LMARGIN", new_y="NEXT")
    pdf.set_y(top)
    for label, value in (("Invoice no.", b.no), ("Date", slash_date(b.issued)), ("Due date", slash_date(b.due)),
                         ("Reference", b.ref)):
        pdf.set_x(112)
        pdf.set_font("Helvetica", "B", 8.5)
        pdf.cell(24, 6, label, border=1)
        pdf.set_font("Helvetica", "", 8.5)
        pdf.cell(62, 6, value, border=1, new_x="LMARGIN", new_y="NEXT")
    pdf.ln(8)
    widths = [22, 92, 16, 28, 28]
    right = {2, 3, 4}
    header_row(pdf, ["Booking", "Description", "Spots", "Price/spot", "Amount"], widths, right, PURPLE)
    for x in b.lines:
        table_row(pdf, [x.code, x.desc, f"{x.qty:g}", money(x.price), money(x.net)], widths, right)
    pdf.ln(2)
    for label, value, style in (("Subtotal", money(b.net), ""), (f"VAT at {b.vat_rate:.0%}", money(b.vat), ""),
                                ("Total due", "GBP " + money(b.total), "B")):
        pdf.set_x(114)
        pdf.set_font("Helvetica", "B" if style else "", 9)
        pdf.cell(44, 7, label, border="B")
        pdf.set_font("Helvetica", style, 9)
        pdf.cell(28, 7, value, border="B", align="R", new_x="LMARGIN", new_y="NEXT")


def _engineer(b: data.Invoice, pdf: FPDF) -> None:
    pdf.set_fill_color(*TEAL)
    pdf.rect(12, 12, 186, 18, style="F")
    pdf.set_xy(15, 14)
    pdf.set_text_color(255, 255, 255)
    pdf.set_font("Helvetica", "B", 14)
    pdf.cell(130, 7, b.issuer)
    pdf.set_font("Helvetica", "B", 11)
    pdf.cell(0, 7, "TAX INVOICE", align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.set_x(15)
    pdf.set_font("Helvetica", "", 7.5)
    pdf.cell(0, 5, f"Transmitters - masts - studio links   |   {b.issuer_address}   |   VAT GB 318 4402 90",
             new_x="LMARGIN", new_y="NEXT")
    pdf.set_text_color(0, 0, 0)
    pdf.set_y(38)
    pdf.set_font("Helvetica", "B", 9)
    pdf.cell(95, 5, "Invoice to:")
    pdf.cell(0, 5, f"Invoice {b.no}", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 9)
    top = pdf.get_y()
    pdf.multi_cell(90, 4.6, "\n".join(b.bill_to), new_x="LMARGIN", new_y="NEXT")
    end = pdf.get_y()
    pdf.set_y(top)
    for line in (f"Issued: {long_date(b.issued)}", f"Payment due by: {long_date(b.due)}", f"Job ref: {b.ref}"):
        pdf.set_x(107)
        pdf.cell(0, 4.6, line, new_x="LMARGIN", new_y="NEXT")
    pdf.set_y(max(end, pdf.get_y()) + 8)
    widths = [20, 100, 14, 24, 28]
    right = {2, 3, 4}
    header_row(pdf, ["Code", "Work / item", "Qty", "Rate", "Net"], widths, right, TEAL)
    for x in b.lines:
        table_row(pdf, [x.code, x.desc, f"{x.qty:g}", money(x.price), money(x.net)], widths, right)
    pdf.ln(3)
    for label, value, style in (("Net total", money(b.net), ""), (f"VAT {b.vat_rate:.0%}", money(b.vat), ""),
                                ("Balance to pay (GBP)", money(b.total), "B")):
        pdf.set_x(118)
        pdf.set_font("Helvetica", "B", 8.5)
        pdf.cell(40, 7, label, border=1)
        pdf.set_font("Helvetica", style, 8.5)
        pdf.cell(28, 7, value, border=1, align="R", new_x="LMARGIN", new_y="NEXT")


def write_invoice(b: data.Invoice, out: Path) -> Path:
    pdf = new_pdf(f"{b.issuer} {b.no}", b.issuer, CREATED, top_margin=14)
    pdf.add_page()
    (_airtime if b.no.startswith("HS-") else _engineer)(b, pdf)
    pdf.ln(8)
    paragraph(pdf, " ".join(b.notes))
    assert pdf.get_y() < 280, f"{b.no} overflows"
    return save_pdf(pdf, out / b.file)
