"""PDFs of the Wenmouth Ropewalk Arts Trust (data/company23/): the room-hire register for September - November 2026,
one ruled table split over two pages (a page subtotal and "carried to page 2" under page 1, a "continued" title and
the header again on page 2), and three room-hire invoices laid out three ways: a letter-style invoice (addressed-to
block on the left, details down the right), a boxed one (bill-to box beside a bordered details table) and an event
package with its totals written as lines of text under the items. Fixed metadata: the same bytes on every run."""

import sys
from datetime import date
from pathlib import Path

from fpdf import FPDF

sys.path.insert(0, str(Path(__file__).resolve().parent))
from corpus_files import money, new_pdf, page_footer, save_pdf  # noqa: E402
from company23_data import ADDRESS, CHARITY_NO, CREATED, HIRES, TRUST, VAT_NO, VENUE  # noqa: E402
from company23_invoices import Invoice  # noqa: E402

REGISTER_FILE = "room-hire/room_hire_register_sep-nov_2026.pdf"
REG_HEADERS = ["Hire ref", "Date", "Hirer", "Room", "Booked for", "Hours", "Rate £/h", "Amount £"]
REG_WIDTHS = [17, 19, 48, 24, 36, 12, 14, 16]
FIRST_PAGE_ROWS = 27
CLARET = (122, 28, 48)
SLATE = (52, 73, 94)
PALE = (246, 230, 234)


def _reg_row(pdf: FPDF, cells: list[str], head: bool = False, shade: bool = False) -> None:
    pdf.set_font("Helvetica", "B" if head else "", 7.8)
    if head:
        pdf.set_fill_color(*CLARET)
        pdf.set_text_color(255, 255, 255)
    else:
        pdf.set_fill_color(*PALE)
    for i, (text, w) in enumerate(zip(cells, REG_WIDTHS)):
        assert pdf.get_string_width(text) < w - 2, text
        pdf.cell(w, 6.6, text, border=1, fill=head or shade, align="R" if i >= 5 and not head else "L")
    pdf.ln()
    pdf.set_text_color(0, 0, 0)


def write_register(out: Path) -> Path:
    pdf = new_pdf("Room hire register Sep-Nov 2026", TRUST, CREATED, top_margin=14)
    chunks = ((1, HIRES[:FIRST_PAGE_ROWS]), (2, HIRES[FIRST_PAGE_ROWS:]))
    for page, chunk in chunks:
        pdf.add_page()
        if page == 1:
            pdf.set_font("Helvetica", "", 9)
            pdf.set_text_color(*SLATE)
            pdf.cell(0, 5, f"{TRUST}  |  {VENUE}, {ADDRESS}", new_x="LMARGIN", new_y="NEXT")
            pdf.set_font("Helvetica", "B", 14)
            pdf.set_text_color(*CLARET)
            pdf.cell(0, 9, "Room hire register: autumn 2026 (1 Sep - 30 Nov)", new_x="LMARGIN", new_y="NEXT")
            pdf.set_text_color(0, 0, 0)
            pdf.set_font("Helvetica", "", 8.5)
            pdf.multi_cell(0, 4.3, "Every booking of a room by an outside hirer, in date order. Charities, schools "
                           "and local clubs pay the community rate; everyone else pays the standard rate. Amounts "
                           "are hours x rate, before VAT, and are invoiced to the hirer at the end of each month. "
                           "Kept by Lydia Fennimore, hires and events coordinator.", new_x="LMARGIN", new_y="NEXT")
        else:
            pdf.set_font("Helvetica", "B", 11)
            pdf.set_text_color(*CLARET)
            pdf.cell(0, 7, "Room hire register, autumn 2026 - continued", new_x="LMARGIN", new_y="NEXT")
            pdf.set_text_color(0, 0, 0)
        pdf.ln(2)
        _reg_row(pdf, REG_HEADERS, head=True)
        for i, h in enumerate(chunk):
            _reg_row(pdf, [h.ref, f"{h.day:%d/%m/%Y}", h.hirer, h.room, h.use, f"{h.hrs:.1f}", money(h.rate),
                           money(h.amount)], shade=i % 2 == 1)
        pdf.ln(1.5)
        pdf.set_font("Helvetica", "I", 8)
        if page == 1:
            sub = sum(h.amount for h in chunk)
            pdf.cell(0, 5, f"Page 1: {len(chunk)} hires, £{money(sub)} - carried to page 2", align="R",
                     new_x="LMARGIN", new_y="NEXT")
        else:
            pdf.set_font("Helvetica", "B", 8.5)
            pdf.cell(0, 5, f"Autumn total: {len(HIRES)} hires, £{money(sum(h.amount for h in HIRES))} before VAT",
                     align="R", new_x="LMARGIN", new_y="NEXT")
        assert pdf.get_y() < 282, f"register page {page} overflows"
        page_footer(pdf, f"Room hire register - page {page} of 2 - registered charity {CHARITY_NO}", 288, 120)
    return save_pdf(pdf, out / Path(REGISTER_FILE).name)


# ---------------------------------------------------------------- invoices

def _long(d: date) -> str:
    return f"{d.day} {d:%B %Y}"


def _masthead(pdf: FPDF, colour: tuple) -> None:
    pdf.set_font("Helvetica", "B", 16)
    pdf.set_text_color(*colour)
    pdf.cell(0, 8, VENUE, new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 8)
    pdf.set_text_color(80, 80, 80)
    pdf.cell(0, 4, f"{TRUST} (registered charity {CHARITY_NO})", new_x="LMARGIN", new_y="NEXT")
    pdf.cell(0, 4, f"{ADDRESS}  |  hires@ropewalktheatre.org.uk  |  VAT no. {VAT_NO}", new_x="LMARGIN",
             new_y="NEXT")
    pdf.set_text_color(0, 0, 0)


def _items(pdf: FPDF, inv: Invoice, heads: list[str], widths: list[float], border, fill: tuple) -> None:
    pdf.set_fill_color(*fill)
    pdf.set_font("Helvetica", "B", 8.5)
    for i, (h, w) in enumerate(zip(heads, widths)):
        pdf.cell(w, 7, h, border=border, fill=True, align="L" if i < 2 else "R")
    pdf.ln()
    pdf.set_font("Helvetica", "", 8.5)
    for x in inv.lines:
        for i, (text, w) in enumerate(zip((x.ref, x.desc, f"{x.qty:g}", money(x.price), money(x.net)), widths)):
            assert pdf.get_string_width(text) < w - 2, text
            pdf.cell(w, 6.5, text, border=border, align="L" if i < 2 else "R")
        pdf.ln()


def _letter_invoice(inv: Invoice, pdf: FPDF) -> None:
    _masthead(pdf, CLARET)
    pdf.set_xy(150, 12)
    pdf.set_font("Helvetica", "B", 18)
    pdf.set_text_color(*CLARET)
    pdf.cell(48, 10, "INVOICE", align="R")
    pdf.set_text_color(0, 0, 0)
    top = 40
    pdf.set_xy(12, top)
    pdf.set_font("Helvetica", "B", 8.5)
    pdf.cell(0, 5, "INVOICE TO", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 10)
    pdf.multi_cell(90, 5, "\n".join(inv.to), new_x="LMARGIN", new_y="NEXT")
    for i, (label, value) in enumerate((("Invoice number", inv.no), ("Invoice date", _long(inv.issued)),
                                        ("Hire period", inv.period), ("Payment due", _long(inv.due)))):
        pdf.set_xy(120, top + i * 6.5)
        pdf.set_font("Helvetica", "B", 8.5)
        pdf.cell(30, 6, label)
        pdf.set_font("Helvetica", "", 8.5)
        pdf.cell(48, 6, value, align="R")
    pdf.set_xy(12, top + 36)
    _items(pdf, inv, ["Hire ref", "Date, room and use", "Hours", "Rate/h", "Amount"], [20, 104, 18, 20, 24], "B",
           PALE)
    pdf.ln(4)
    for label, value, bold in (("Net amount", inv.net, False), ("VAT at 20%", inv.vat, False),
                               ("Total due", inv.total, True)):
        pdf.set_x(124)
        pdf.set_font("Helvetica", "B" if bold else "", 10 if bold else 9)
        pdf.cell(38, 7, label, border="T" if bold else 0)
        pdf.cell(24, 7, f"£{money(value)}", align="R", border="T" if bold else 0, new_x="LMARGIN", new_y="NEXT")
    pdf.ln(8)
    pdf.set_font("Helvetica", "", 8)
    pdf.multi_cell(0, 4.2, "Rates as agreed on your hire booking form. Please pay by bank transfer to Wenmouth Ropewalk Arts "
                   "Trust, sort code 30-94-57, account 00418822, with the invoice number as the reference. Thank you "
                   "for supporting your local theatre.", new_x="LMARGIN", new_y="NEXT")


def _boxed_invoice(inv: Invoice, pdf: FPDF) -> None:
    _masthead(pdf, SLATE)
    pdf.ln(4)
    pdf.set_font("Helvetica", "B", 13)
    pdf.cell(0, 8, "Room hire invoice", new_x="LMARGIN", new_y="NEXT")
    top = pdf.get_y() + 2
    pdf.rect(12, top, 84, 30)
    pdf.set_xy(14, top + 2)
    pdf.set_font("Helvetica", "B", 8)
    pdf.cell(0, 4.5, "Bill to", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 9)
    for line in inv.to:
        pdf.set_x(14)
        pdf.cell(80, 5, line, new_x="LMARGIN", new_y="NEXT")
    rows = (("Invoice no.", inv.no), ("Date issued", f"{inv.issued:%d/%m/%Y}"), ("For hires in", inv.period),
            ("Terms", "14 days"), ("Due date", f"{inv.due:%d/%m/%Y}"))
    for i, (label, value) in enumerate(rows):
        pdf.set_xy(112, top + i * 6)
        pdf.set_fill_color(226, 232, 238)
        pdf.set_font("Helvetica", "B", 8.5)
        pdf.cell(32, 6, label, border=1, fill=True)
        pdf.set_font("Helvetica", "", 8.5)
        pdf.cell(54, 6, value, border=1)
    pdf.set_xy(12, top + 38)
    _items(pdf, inv, ["Ref", "Booking", "Hrs", "Rate £", "Net £"], [20, 106, 16, 20, 24], 1, (226, 232, 238))
    pdf.ln(3)
    for label, value, bold in (("Sub-total", inv.net, ""), ("VAT 20%", inv.vat, ""), ("TOTAL DUE £", inv.total, "B")):
        pdf.set_x(138)
        pdf.set_font("Helvetica", "B", 8.5)
        pdf.cell(36, 7, label, border=1)
        pdf.set_font("Helvetica", bold, 8.5)
        pdf.cell(24, 7, money(value), border=1, align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(6)
    pdf.set_font("Helvetica", "", 8)
    pdf.multi_cell(0, 4.2, "Hires are charged by the half hour from the time the room is unlocked to the time it is "
                   "handed back. Cancellations with less than 7 days' notice are charged in full.",
                   new_x="LMARGIN", new_y="NEXT")


def _package_invoice(inv: Invoice, pdf: FPDF) -> None:
    pdf.set_font("Helvetica", "B", 15)
    pdf.set_text_color(*CLARET)
    pdf.cell(0, 9, "TAX INVOICE - EVENT PACKAGE", align="C", new_x="LMARGIN", new_y="NEXT")
    pdf.set_text_color(0, 0, 0)
    pdf.set_font("Helvetica", "", 8.5)
    pdf.cell(0, 4.5, f"{VENUE}, {ADDRESS}  -  VAT no. {VAT_NO}", align="C", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(6)
    pdf.set_font("Helvetica", "", 9.5)
    pdf.multi_cell(100, 5, "To:  " + "\n       ".join(inv.to), new_x="LMARGIN", new_y="NEXT")
    pdf.ln(3)
    pdf.set_font("Helvetica", "B", 9.5)
    pdf.cell(0, 6, f"Our ref {inv.no}   -   dated {_long(inv.issued)}   -   event on {inv.period}",
             new_x="LMARGIN", new_y="NEXT")
    pdf.ln(3)
    _items(pdf, inv, ["Item", "Description", "Qty", "Unit £", "Line £"], [20, 108, 14, 20, 24], "TB", PALE)
    pdf.ln(4)
    pdf.set_font("Helvetica", "", 9.5)
    for label, value in (("Net", inv.net), ("VAT @ 20%", inv.vat)):
        pdf.cell(0, 6, f"{label}:  £{money(value)}", align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "B", 11)
    pdf.cell(0, 8, f"Balance payable:  £{money(inv.total)}", align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(5)
    pdf.set_font("Helvetica", "", 9)
    pdf.multi_cell(0, 4.8, f"Please pay the balance by {_long(inv.due)}. The £100 damage deposit taken at booking is "
                   "returned separately once the room check is signed off; it is not part of this invoice. Bar "
                   "stock sold on the night is run by the theatre and is not charged to the hirer.",
                   new_x="LMARGIN", new_y="NEXT")


def write_invoice(inv: Invoice, out: Path) -> Path:
    pdf = new_pdf(f"Invoice {inv.no}", TRUST, CREATED)
    pdf.add_page()
    {"letter": _letter_invoice, "boxed": _boxed_invoice, "package": _package_invoice}[inv.kind](inv, pdf)
    assert pdf.get_y() < 280, inv.no
    return save_pdf(pdf, out / f"{inv.no}.pdf")
