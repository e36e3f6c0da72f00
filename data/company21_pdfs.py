"""PDFs of Ardcarrow Boatyard Ltd (data/company21/): the hardstanding register of 30 November 2026, one ruled table
over two pages (header repeated on page 2 under a "continued" line), and three invoices each laid out its own way:
yard work (letterhead, Invoice to beside a details column, a work order table), winter storage (a label | value grid
over the charges) and a paint supplier's invoice to the yard. Figures come from company21_data.py and
company21_invoices.py; fixed metadata, so the bytes are the same on every run."""

import sys
from datetime import date
from pathlib import Path

from fpdf import FPDF

sys.path.insert(0, str(Path(__file__).resolve().parent))
from corpus_files import money, new_pdf, page_footer, save_pdf  # noqa: E402
from company21_data import ADDRESS, CREATED, FIRM, REGISTER, STAFF, VAT_NO  # noqa: E402
from company21_invoices import Invoice  # noqa: E402

REGISTER_FILE = "storage/hardstanding_register_2026-11-30.pdf"
REG_HEADERS = ["Bay", "Boat", "A/c", "Type", "LOA m", "Support", "Ashore since", "Mast"]

# ---------------------------------------------------------------- register PDF

TEAL = (22, 96, 110)
REG_WIDTHS = [12, 34, 16, 30, 14, 20, 26, 20]
FIRST_PAGE_ROWS = 25


def _cells(pdf: FPDF, cells, fill=False, bold=False, height=7.0):
    pdf.set_font("Helvetica", "B" if bold else "", 8)
    for text, w in zip(cells, REG_WIDTHS):
        assert pdf.get_string_width(text) < w - 2, text
        pdf.cell(w, height, text, border=1, fill=fill, align="C" if bold else "L")
    pdf.ln()


def write_register(out: Path) -> Path:
    pdf = new_pdf("Hardstanding register 30 Nov 2026", FIRM, CREATED)
    pages = ((1, REGISTER[:FIRST_PAGE_ROWS]), (2, REGISTER[FIRST_PAGE_ROWS:]))
    for page, chunk in pages:
        pdf.add_page()
        pdf.set_font("Helvetica", "B", 14)
        pdf.set_text_color(*TEAL)
        pdf.cell(0, 8, "HARDSTANDING REGISTER - WINTER 2026/27", new_x="LMARGIN", new_y="NEXT")
        pdf.set_text_color(0, 0, 0)
        if page == 1:
            pdf.set_font("Helvetica", "", 8.5)
            pdf.multi_cell(0, 4.3, f"{FIRM}, {ADDRESS}. Boats out of the water in the yard at close of work on "
                           "Monday 30 November 2026, by bay. Ashore since = the day the boat was lifted out. "
                           "Support: Cradle = yard cradle on hire, Stands = owner's or yard's props, Trailer = "
                           "owner's road trailer. Mast: Stepped = mast still up, Unstepped = mast down in the "
                           "mast rack; '-' for boats without a mast.", new_x="LMARGIN", new_y="NEXT")
        else:
            pdf.set_font("Helvetica", "I", 8.5)
            pdf.cell(0, 6, "Hardstanding register, 30/11/2026 (continued)", new_x="LMARGIN", new_y="NEXT")
        pdf.ln(2)
        pdf.set_fill_color(205, 228, 232)
        _cells(pdf, REG_HEADERS, fill=True, bold=True)
        for r in chunk:
            _cells(pdf, [r.bay, r.acct.boat, r.acct.no, r.acct.kind, f"{r.acct.loa:.1f}", r.support,
                         r.since.isoformat(), r.mast])
        if page == 1:
            pdf.set_font("Helvetica", "I", 8)
            pdf.cell(0, 7, "register continues on page 2", align="R", new_x="LMARGIN", new_y="NEXT")
        else:
            pdf.ln(3)
            pdf.set_font("Helvetica", "", 8.5)
            pdf.cell(0, 5, f"{len(REGISTER)} boats ashore. Checked by {STAFF['DM']} (yard foreman).",
                     new_x="LMARGIN", new_y="NEXT")
        assert pdf.get_y() < 280, f"register page {page} overflows"
        page_footer(pdf, f"{FIRM} - hardstanding register - page {page} of 2", 287, 120)
    return save_pdf(pdf, out / Path(REGISTER_FILE).name)


# ---------------------------------------------------------------- invoices

def long_date(d: date) -> str:
    return f"{d.day} {d:%B %Y}"


def _head(pdf: FPDF, title: str) -> None:
    pdf.set_font("Helvetica", "B", 16)
    pdf.set_text_color(*TEAL)
    pdf.cell(120, 8, FIRM)
    pdf.set_font("Helvetica", "B", 13)
    pdf.cell(0, 8, title, align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.set_text_color(60, 60, 60)
    pdf.set_font("Helvetica", "", 8)
    pdf.cell(0, 4, f"Boat lifting, repairs and winter storage  |  {ADDRESS}", new_x="LMARGIN", new_y="NEXT")
    pdf.cell(0, 4, f"VAT no. {VAT_NO}  |  accounts@ardcarrowboatyard.ie  |  021 480 5517",
             new_x="LMARGIN", new_y="NEXT")
    pdf.set_text_color(0, 0, 0)
    pdf.ln(6)


def _work_invoice(inv: Invoice, pdf: FPDF) -> None:
    _head(pdf, "TAX INVOICE")
    top = pdf.get_y()
    pdf.set_font("Helvetica", "B", 9)
    pdf.cell(0, 5, "Invoice to:", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 9.5)
    pdf.multi_cell(90, 5, "\n".join(inv.to), new_x="LMARGIN", new_y="NEXT")
    for i, (label, value) in enumerate((("Invoice No.", inv.no), ("Issued", long_date(inv.issued)),
                                        ("Account", inv.ref), ("Boat", inv.extra["boat"]),
                                        ("Terms", "21 days"), ("Due", long_date(inv.due)))):
        pdf.set_xy(120, top + i * 6)
        pdf.set_font("Helvetica", "B", 8.5)
        pdf.cell(26, 6, label)
        pdf.set_font("Helvetica", "", 8.5)
        pdf.cell(0, 6, value)
    pdf.set_xy(12, top + 44)
    widths = [22, 104, 16, 20, 24]
    heads = ["Work order", "Work done", "Hrs", "Rate", "Net EUR"]
    pdf.set_fill_color(*TEAL)
    pdf.set_text_color(255, 255, 255)
    pdf.set_font("Helvetica", "B", 8.5)
    for h, w in zip(heads, widths):
        pdf.cell(w, 7, h, border="B", fill=True, align="R" if h in ("Hrs", "Rate", "Net EUR") else "L")
    pdf.ln()
    pdf.set_text_color(0, 0, 0)
    pdf.set_font("Helvetica", "", 8.5)
    for x in inv.lines:
        for text, w, al in ((x.code, widths[0], "L"), (x.desc, widths[1], "L"), (f"{x.qty:.1f}", widths[2], "R"),
                            (money(x.price), widths[3], "R"), (money(x.net), widths[4], "R")):
            assert pdf.get_string_width(text) < w - 2, text
            pdf.cell(w, 7, text, border="B", align=al)
        pdf.ln()
    pdf.set_font("Helvetica", "I", 7.5)
    pdf.cell(0, 6, "Net = fixed charge for the work + labour hours at the rate shown.", new_x="LMARGIN",
             new_y="NEXT")
    pdf.ln(2)
    for label, value, bold in (("Net total", money(inv.net), False), ("VAT at 23%", money(inv.vat), False),
                               ("Balance due EUR", money(inv.total), True)):
        pdf.set_x(130)
        pdf.set_font("Helvetica", "B" if bold else "", 9.5)
        pdf.cell(38, 7, label)
        pdf.cell(30, 7, value, align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(8)
    pdf.set_font("Helvetica", "", 8)
    pdf.multi_cell(0, 4.2, "Please pay by bank transfer quoting the invoice number. IBAN IE29 AIBK 9311 5212 3456 78. "
                   "Boats are released from the yard only when the account is clear.", new_x="LMARGIN",
                   new_y="NEXT")


def _storage_invoice(inv: Invoice, pdf: FPDF) -> None:
    _head(pdf, "WINTER STORAGE INVOICE")
    grid = (("Invoice number", inv.no, "Invoice date", f"{inv.issued:%d/%m/%Y}"),
            ("Bill to", inv.to[0], "Account no.", inv.ref),
            ("Attention", inv.to[1].removeprefix("FAO "), "Payment due by", f"{inv.due:%d/%m/%Y}"),
            ("Boat", inv.extra["boat"], "Bay", inv.extra["bay"]),
            ("Storage period", inv.extra["period"], "", ""))
    widths = (30, 70, 32, 54)
    pdf.set_fill_color(232, 240, 242)
    for a, b, c, d in grid:
        cells = ((a, widths[0], True), (b, widths[1], False), (c, widths[2], True), (d, widths[3], False))
        for text, w, label in cells:
            pdf.set_font("Helvetica", "B" if label else "", 8.5)
            assert pdf.get_string_width(text) < w - 2, text
            pdf.cell(w, 7, text, border=1, fill=label)
        pdf.ln()
    pdf.set_font("Helvetica", "", 8.5)
    pdf.cell(0, 6, f"Address: {inv.to[2]}, {inv.to[3]}", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(5)
    widths = [18, 112, 14, 20, 22]
    heads = ["Code", "Charge", "Qty", "Each", "Amount"]
    pdf.set_font("Helvetica", "B", 8.5)
    pdf.set_fill_color(205, 228, 232)
    for h, w in zip(heads, widths):
        pdf.cell(w, 7, h, border=1, fill=True, align="L" if h in ("Code", "Charge") else "R")
    pdf.ln()
    pdf.set_font("Helvetica", "", 8.5)
    for x in inv.lines:
        for text, w, al in ((x.code, widths[0], "L"), (x.desc, widths[1], "L"), (f"{x.qty:g}", widths[2], "R"),
                            (money(x.price), widths[3], "R"), (money(x.net), widths[4], "R")):
            assert pdf.get_string_width(text) < w - 2, text
            pdf.cell(w, 7, text, border=1, align=al)
        pdf.ln()
    pdf.ln(3)
    for label, value, bold in (("Subtotal", money(inv.net), False), ("VAT 23%", money(inv.vat), False),
                               ("Total payable (EUR)", money(inv.total), True)):
        pdf.cell(122, 7, "")
        pdf.set_font("Helvetica", "B", 8.5)
        pdf.cell(42, 7, label, border=1)
        pdf.set_font("Helvetica", "B" if bold else "", 8.5)
        pdf.cell(22, 7, value, border=1, align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(6)
    pdf.set_font("Helvetica", "", 8)
    pdf.multi_cell(0, 4.2, "Storage is charged per metre of boat length per month for the whole season, payable in "
                   "advance. Lifting in and out is charged separately on the job sheet.", new_x="LMARGIN",
                   new_y="NEXT")


def _supplier_invoice(inv: Invoice, pdf: FPDF) -> None:
    pdf.set_font("Helvetica", "B", 18)
    pdf.set_text_color(150, 30, 30)
    pdf.cell(0, 9, inv.extra["issuer"].upper(), new_x="LMARGIN", new_y="NEXT")
    pdf.set_text_color(0, 0, 0)
    pdf.set_font("Helvetica", "", 8)
    pdf.cell(0, 4, f"{inv.extra['issuer_address']}  -  VAT IE 9712058K  -  sales@sealinecoatings.ie",
             new_x="LMARGIN", new_y="NEXT")
    pdf.ln(4)
    pdf.set_font("Helvetica", "B", 12)
    pdf.cell(0, 7, f"Invoice {inv.no}", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 9)
    pdf.cell(0, 5, f"Date: {inv.issued:%d-%b-%Y}     Customer order: {inv.ref}     Due: {inv.due:%d-%b-%Y}",
             new_x="LMARGIN", new_y="NEXT")
    pdf.ln(3)
    pdf.set_font("Helvetica", "B", 9)
    pdf.cell(0, 5, "Sold to", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 9)
    pdf.multi_cell(80, 4.6, "\n".join(inv.to), new_x="LMARGIN", new_y="NEXT")
    pdf.ln(5)
    widths = [20, 100, 14, 24, 28]
    heads = ["Item", "Description", "Qty", "Unit EUR", "Value EUR"]
    pdf.set_font("Helvetica", "B", 8.5)
    for h, w in zip(heads, widths):
        pdf.cell(w, 7, h, border="TB", align="L" if h in ("Item", "Description") else "R")
    pdf.ln()
    pdf.set_font("Helvetica", "", 8.5)
    for x in inv.lines:
        for text, w, al in ((x.code, widths[0], "L"), (x.desc, widths[1], "L"), (f"{x.qty:g}", widths[2], "R"),
                            (money(x.price), widths[3], "R"), (money(x.net), widths[4], "R")):
            pdf.cell(w, 6.5, text, align=al)
        pdf.ln()
    pdf.ln(3)
    for label, value, bold in (("Goods total", money(inv.net), False), ("VAT @ 23%", money(inv.vat), False),
                               ("AMOUNT DUE", money(inv.total), True)):
        pdf.set_x(124)
        pdf.set_font("Helvetica", "B" if bold else "", 9)
        pdf.cell(40, 7, label, border="T")
        pdf.cell(22, 7, value, border="T", align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(6)
    pdf.set_font("Helvetica", "I", 8)
    pdf.cell(0, 5, "Payment 30 days from invoice date. Goods remain our property until paid in full.",
             new_x="LMARGIN", new_y="NEXT")


def write_invoice(inv: Invoice, out: Path) -> Path:
    pdf = new_pdf(f"Invoice {inv.no}", inv.extra.get("issuer", FIRM), CREATED)
    pdf.add_page()
    {"work": _work_invoice, "storage": _storage_invoice, "supplier": _supplier_invoice}[inv.kind](inv, pdf)
    assert pdf.get_y() < 280
    return save_pdf(pdf, out / f"{inv.no}.pdf")

