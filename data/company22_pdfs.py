"""PDFs of Kirkgate Cargo Cycles Ltd (data/company22/): the fleet workshop register for September - November 2026,
one ruled table over two pages (header repeated on page 2 under a "continued" line), and three invoices each laid out
its own way: a monthly account invoice (letterhead, "Deliver invoice to" block beside a details column, one line per
delivery), an invoice drawn as a label | value grid over its lines, and a prepaid bundle renewal with a boxed summary.
Fixed metadata, so the bytes are the same on every run."""

import sys
from datetime import date
from pathlib import Path

from fpdf import FPDF

sys.path.insert(0, str(Path(__file__).resolve().parent))
from corpus_files import field_grid, money, new_pdf, page_footer, save_pdf, totals_lines  # noqa: E402
from company22_data import ADDRESS, CREATED, FIRM, REPAIRS, VAT_NO  # noqa: E402
from company22_invoices import Invoice  # noqa: E402

REGISTER_FILE = "fleet/workshop_register_sep-nov_2026.pdf"
REG_HEADERS = ["Job", "Booked in", "Bike", "Type", "Work done", "Parts £", "Hrs", "Fitter", "Back out"]
REG_WIDTHS = [17, 19, 11, 22, 50, 15, 10, 22, 20]
FIRST_PAGE_ROWS = 26
PLUM = (92, 39, 81)
GREEN = (38, 110, 62)

# ---------------------------------------------------------------- workshop register


def _reg_row(pdf: FPDF, cells: list[str], head: bool = False) -> None:
    pdf.set_font("Helvetica", "B" if head else "", 8)
    for i, (text, w) in enumerate(zip(cells, REG_WIDTHS)):
        assert pdf.get_string_width(text) < w - 2, text
        pdf.cell(w, 7, text, border=1, fill=head, align="R" if i in (5, 6) and not head else "L")
    pdf.ln()


def write_register(out: Path) -> Path:
    pdf = new_pdf("Workshop register Sep-Nov 2026", FIRM, CREATED)
    for page, chunk in ((1, REPAIRS[:FIRST_PAGE_ROWS]), (2, REPAIRS[FIRST_PAGE_ROWS:])):
        pdf.add_page()
        pdf.set_font("Helvetica", "B", 13)
        pdf.set_text_color(*PLUM)
        pdf.cell(0, 8, "FLEET WORKSHOP REGISTER  -  1 September to 30 November 2026", new_x="LMARGIN",
                 new_y="NEXT")
        pdf.set_text_color(0, 0, 0)
        if page == 1:
            pdf.set_font("Helvetica", "", 8.5)
            pdf.multi_cell(0, 4.3, f"{FIRM}, {ADDRESS}. Every job the workshop opened on a bike of the fleet, in "
                           "the order it was booked in. Bikes B01-B05 are front-loaders, B06-B09 longtails, "
                           "B10-B12 cargo trikes and B13-B14 solo e-bikes for the express runs. Parts £ is the "
                           "cost of the parts fitted, before VAT; Hrs is the fitter's time. Back out = the day the "
                           "bike was handed back to the riders.", new_x="LMARGIN", new_y="NEXT")
        else:
            pdf.set_font("Helvetica", "I", 8.5)
            pdf.cell(0, 6, "Workshop register, September - November 2026 (continued from page 1)",
                     new_x="LMARGIN", new_y="NEXT")
        pdf.ln(2)
        pdf.set_fill_color(232, 220, 230)
        _reg_row(pdf, REG_HEADERS, head=True)
        for r in chunk:
            _reg_row(pdf, [r.job, r.booked.strftime("%d %b %Y"), r.bike, r.kind, r.work, money(r.parts),
                           f"{r.hrs:.1f}", r.fitter, r.back])
        if page == 1:
            pdf.set_font("Helvetica", "I", 8)
            pdf.cell(0, 7, "continued overleaf", align="R", new_x="LMARGIN", new_y="NEXT")
        else:
            pdf.ln(3)
            pdf.set_font("Helvetica", "", 8.5)
            pdf.cell(0, 5, f"{len(REPAIRS)} workshop jobs. Register kept by Gareth Pye, head mechanic.",
                     new_x="LMARGIN", new_y="NEXT")
        assert pdf.get_y() < 280, f"register page {page} overflows"
        page_footer(pdf, f"{FIRM} - workshop register - page {page} of 2", 287, 110)
    return save_pdf(pdf, out / Path(REGISTER_FILE).name)


# ---------------------------------------------------------------- invoices

def long_date(d: date) -> str:
    return f"{d.day} {d:%B %Y}"


def _letterhead(pdf: FPDF, title: str, colour: tuple) -> None:
    pdf.set_font("Helvetica", "B", 17)
    pdf.set_text_color(*colour)
    pdf.cell(110, 9, FIRM)
    pdf.set_font("Helvetica", "B", 12)
    pdf.cell(0, 9, title, align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.set_text_color(70, 70, 70)
    pdf.set_font("Helvetica", "", 8)
    pdf.cell(0, 4, f"Bicycle and cargo-bike couriers  |  {ADDRESS}", new_x="LMARGIN", new_y="NEXT")
    pdf.cell(0, 4, f"VAT reg. {VAT_NO}  |  accounts@kirkgatecargo.co.uk", new_x="LMARGIN", new_y="NEXT")
    pdf.set_text_color(0, 0, 0)
    pdf.ln(6)


def _lines_table(pdf: FPDF, inv: Invoice, heads: list[str], widths: list[float], border, km: bool = False) -> None:
    """The invoice's lines; on a delivery invoice (km) the fourth column is the distance ridden, not a unit price."""
    pdf.set_font("Helvetica", "B", 8.5)
    for h, w in zip(heads, widths):
        pdf.cell(w, 7, h, border=border, fill=True, align="L" if h in heads[:2] else "R")
    pdf.ln()
    pdf.set_text_color(0, 0, 0)
    pdf.set_font("Helvetica", "", 8.5)
    for x in inv.lines:
        fourth = f"{x.price:.1f}" if km else money(x.price)
        for text, w, al in ((x.ref, widths[0], "L"), (x.desc, widths[1], "L"), (f"{x.qty:g}", widths[2], "R"),
                            (fourth, widths[3], "R"), (money(x.net), widths[4], "R")):
            assert pdf.get_string_width(text) < w - 2, text
            pdf.cell(w, 6.5, text, border=border, align=al)
        pdf.ln()


def _monthly_invoice(inv: Invoice, pdf: FPDF) -> None:
    _letterhead(pdf, "INVOICE", GREEN)
    top = pdf.get_y()
    pdf.set_font("Helvetica", "B", 9)
    pdf.cell(0, 5, "Deliver invoice to:", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 9.5)
    pdf.multi_cell(90, 5, "\n".join(inv.to), new_x="LMARGIN", new_y="NEXT")
    for i, (label, value) in enumerate((("Invoice no.", inv.no), ("Date", long_date(inv.issued)),
                                        ("Account", inv.client.code), ("Period", inv.period),
                                        ("Terms", "30 days net"), ("Pay by", long_date(inv.due)))):
        pdf.set_xy(118, top + i * 6)
        pdf.set_font("Helvetica", "B", 8.5)
        pdf.cell(22, 6, label)
        pdf.set_font("Helvetica", "", 8.5)
        pdf.cell(0, 6, value)
    pdf.set_xy(12, top + 42)
    pdf.set_fill_color(*GREEN)
    pdf.set_text_color(255, 255, 255)
    _lines_table(pdf, inv, ["Job ref", "Delivery", "Parcels", "Km", "Charge GBP"], [22, 100, 16, 18, 30], "B",
                km=True)
    pdf.set_font("Helvetica", "I", 7.5)
    pdf.cell(0, 6, "Charge = service base fee + distance rate + GBP 1.20 for each parcel after the first.",
             new_x="LMARGIN", new_y="NEXT")
    pdf.ln(2)
    for label, value, bold in (("Subtotal", money(inv.net), False), ("VAT at 20%", money(inv.vat), False),
                               ("Amount due GBP", money(inv.total), True)):
        pdf.set_x(128)
        pdf.set_font("Helvetica", "B" if bold else "", 9.5)
        pdf.cell(40, 7, label)
        pdf.cell(30, 7, value, align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(6)
    pdf.set_font("Helvetica", "", 8)
    pdf.multi_cell(0, 4.2, "Pay by BACS to Kirkgate Cargo Cycles Ltd, sort code 40-11-62, account 31887204, quoting "
                   "the invoice number. Queried jobs are left off until settled and billed on a later invoice.",
                   new_x="LMARGIN", new_y="NEXT")


def _grid_invoice(inv: Invoice, pdf: FPDF) -> None:
    _letterhead(pdf, "TAX INVOICE", PLUM)
    grid = [("Invoice", inv.no, "Issued", f"{inv.issued:%d/%m/%Y}"),
            ("Client", inv.to[0], "Client a/c", inv.client.code),
            ("For attention of", inv.to[1].removeprefix("FAO "), "Due date", f"{inv.due:%d/%m/%Y}"),
            ("Work for", inv.period, "Terms", "14 days"),
            ("Address", f"{inv.to[2]}, {inv.to[3]}", "", "")]
    field_grid(pdf, grid, (32, 70, 28, 56), (240, 232, 238), 8.5)
    pdf.ln(6)
    pdf.set_fill_color(232, 220, 230)
    _lines_table(pdf, inv, ["Ref", "Service and date", "Items", "Km", "Net"], [22, 108, 14, 20, 22], 1, km=True)
    pdf.ln(3)
    totals_lines(pdf, [("Net total", inv.net, ""), ("VAT 20%", inv.vat, ""), ("Total to pay (GBP)", inv.total, "B")],
                 124, 40, 22, 8.5)
    pdf.ln(6)
    pdf.set_font("Helvetica", "", 8)
    pdf.multi_cell(0, 4.2, "Failed drops are billed at the service's base fee: the rider made the journey. Signed-for "
                   "documents are only handed over against photo ID.", new_x="LMARGIN", new_y="NEXT")


def _bundle_invoice(inv: Invoice, pdf: FPDF) -> None:
    _letterhead(pdf, "BUNDLE RENEWAL", GREEN)
    pdf.set_font("Helvetica", "", 9.5)
    pdf.multi_cell(95, 5, "Billed to\n" + "\n".join(inv.to), new_x="LMARGIN", new_y="NEXT")
    pdf.ln(3)
    pdf.set_font("Helvetica", "B", 11)
    pdf.cell(0, 7, f"Invoice {inv.no}  -  account {inv.client.code}", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 9)
    pdf.cell(0, 5, f"Raised {inv.issued:%d %b %Y}   |   Bundle period {inv.period}   |   "
                   f"Payable on receipt, by {inv.due:%d %b %Y}", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(4)
    pdf.set_fill_color(214, 234, 220)
    _lines_table(pdf, inv, ["Code", "Item", "Qty", "Each", "Amount"], [20, 110, 14, 20, 22], "TB")
    pdf.ln(5)
    x, y = 112, pdf.get_y()
    pdf.rect(x, y, 86, 26)
    for i, (label, value, bold) in enumerate((("Before VAT", money(inv.net), False),
                                              ("VAT (20%)", money(inv.vat), False),
                                              ("Balance to pay GBP", money(inv.total), True))):
        pdf.set_xy(x + 2, y + 2 + i * 7.5)
        pdf.set_font("Helvetica", "B" if bold else "", 9.5)
        pdf.cell(50, 7, label)
        pdf.cell(32, 7, value, align="R")
    pdf.set_xy(12, y + 32)
    pdf.set_font("Helvetica", "", 8)
    pdf.multi_cell(0, 4.2, "The bundle's 50 drops cover Same-day and Scheduled round jobs inside the ring road; "
                   "Express, Heavy and Chilled jobs use two drops each. Unused drops carry over for one month.",
                   new_x="LMARGIN", new_y="NEXT")


def write_invoice(inv: Invoice, out: Path) -> Path:
    pdf = new_pdf(f"Invoice {inv.no}", FIRM, CREATED)
    pdf.add_page()
    {"monthly": _monthly_invoice, "grid": _grid_invoice, "bundle": _bundle_invoice}[inv.kind](inv, pdf)
    assert pdf.get_y() < 280, inv.no
    return save_pdf(pdf, out / f"{inv.no}.pdf")
