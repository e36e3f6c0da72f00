"""PDFs of Thistlemoor Pest Control Ltd (data/company20/): the store register from the 30 June 2026 stock check, a
ruled table that runs onto a second page (header repeated under a "continued" line), and three invoices each laid out
its own way: the pay-as-you-go invoice (letterhead, Bill to beside a details box, a visits table), the quarterly
contract invoice (a label | value grid over the items) and a supplier's invoice (a coloured banner, Invoice to and
Deliver to side by side). Figures come from company20_data.py and company20_invoices.py; fixed metadata, so the
bytes are the same on every run."""

import sys
from datetime import datetime
from pathlib import Path

from fpdf import FPDF

sys.path.insert(0, str(Path(__file__).resolve().parent))
from corpus_files import (field_grid, header_row, money, new_pdf, page_footer, paragraph, save_pdf,  # noqa: E402
                          table_row, totals_lines)
import company20_data as data  # noqa: E402
from company20_invoices import Invoice  # noqa: E402

CREATED = datetime(2026, 7, 3, 9, 40, 0)
GREEN = (46, 94, 62)
OCHRE = (176, 122, 28)
SLATE = (60, 72, 88)


def slash_date(day) -> str:
    return f"{day:%d/%m/%Y}"


def long_date(day) -> str:
    return f"{day.day} {day:%B %Y}"


# ---------------------------------------------------------------- store register (two pages)

REG_HEADERS = ["Code", "Product", "Active substance", "Category", "Pack", "In store", "Use by"]
REG_WIDTHS = [14, 55, 42, 23, 25, 13, 14]
REG_RIGHT = {5}
FIRST_PAGE_ROWS = 30


def _register_top(pdf: FPDF, page: int) -> None:
    pdf.set_font("Helvetica", "B", 13)
    pdf.set_text_color(*GREEN)
    pdf.cell(0, 8, f"{data.SHORT} - chemical and equipment store register", new_x="LMARGIN", new_y="NEXT")
    pdf.set_text_color(0, 0, 0)
    if page == 1:
        pdf.set_font("Helvetica", "", 8.5)
        pdf.multi_cell(0, 4.4, f"Stock check of the locked store at {data.ADDRESS}, counted on "
                       f"{long_date(data.STOCK_CHECK)}. In store = whole packs on the shelves (opened packs and "
                       "stock already on the vans are not counted). Use by = month printed on the pack; blank for "
                       "traps, devices and protective equipment, which do not go out of date. Products past their "
                       "use-by month go to the quarantine shelf and are not listed.", new_x="LMARGIN", new_y="NEXT")
    else:
        pdf.set_font("Helvetica", "I", 8.5)
        pdf.cell(0, 6, f"Store register, stock check {slash_date(data.STOCK_CHECK)} - continued from page 1",
                 new_x="LMARGIN", new_y="NEXT")
    pdf.ln(2)
    header_row(pdf, REG_HEADERS, REG_WIDTHS, REG_RIGHT, GREEN, size=7.5)


def write_register(out: Path) -> Path:
    pdf = new_pdf(f"{data.SHORT} store register {data.STOCK_CHECK:%B %Y}", data.FIRM, CREATED)
    rows = data.PRODUCT_LIST
    for page, chunk in ((1, rows[:FIRST_PAGE_ROWS]), (2, rows[FIRST_PAGE_ROWS:])):
        pdf.add_page()
        _register_top(pdf, page)
        for p in chunk:
            cells = [p.code, p.name, p.active, p.category, p.pack, str(p.stock), data.use_by_text(p.use_by)]
            for text, width in zip(cells, REG_WIDTHS):
                pdf.set_font("Helvetica", "", 7.5)
                assert pdf.get_string_width(text) < width - 2, text
            table_row(pdf, cells, REG_WIDTHS, REG_RIGHT, height=7, size=7.5)
        if page == 1:
            pdf.set_font("Helvetica", "I", 8)
            pdf.cell(0, 7, "continued overleaf", align="R", new_x="LMARGIN", new_y="NEXT")
        else:
            pdf.ln(3)
            pdf.set_font("Helvetica", "", 8.5)
            pdf.cell(0, 5, f"{len(rows)} lines. Counted by K. Pawlak and J. Tolley; store key holder: "
                     f"{data.TECHS['KP']}.", new_x="LMARGIN", new_y="NEXT")
        assert pdf.get_y() < 282, f"register page {page} overflows"
        page_footer(pdf, f"{data.FIRM} - store register - page {page}/2", 287, 110)
    return save_pdf(pdf, out / "store_register_2026-06-30.pdf")


# ---------------------------------------------------------------- pay-as-you-go invoice

def _letterhead(pdf: FPDF, title: str) -> None:
    pdf.set_font("Helvetica", "B", 17)
    pdf.set_text_color(*GREEN)
    pdf.cell(125, 9, data.FIRM)
    pdf.set_font("Helvetica", "B", 12)
    pdf.set_text_color(0, 0, 0)
    pdf.cell(0, 9, title, align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 7.5)
    pdf.multi_cell(125, 3.8, f"Rodents - insects - birds. Domestic and commercial, Lowdby and district\n"
                   f"{data.ADDRESS}\nCompany no. {data.COMPANY_NO}   VAT reg. {data.VAT_NO}",
                   new_x="LMARGIN", new_y="NEXT")
    pdf.set_draw_color(*GREEN)
    pdf.line(12, pdf.get_y() + 2, 198, pdf.get_y() + 2)
    pdf.set_draw_color(0, 0, 0)
    pdf.ln(7)


def _payg(b: Invoice, pdf: FPDF) -> None:
    _letterhead(pdf, "INVOICE")
    top = pdf.get_y()
    pdf.set_font("Helvetica", "B", 9)
    pdf.cell(0, 5, "Bill to", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 9)
    pdf.multi_cell(85, 4.6, "\n".join(b.bill_to), new_x="LMARGIN", new_y="NEXT")
    pdf.set_y(top)
    for label, value in (("Invoice number", b.no), ("Invoice date", slash_date(b.issued)),
                         ("Customer ref", b.ref), ("Visits in", b.period), ("Payment due", slash_date(b.due))):
        pdf.set_x(118)
        pdf.set_font("Helvetica", "B", 8.5)
        pdf.cell(32, 6, label, border=1)
        pdf.set_font("Helvetica", "", 8.5)
        pdf.cell(48, 6, value, border=1, new_x="LMARGIN", new_y="NEXT")
    pdf.ln(9)
    widths = [22, 118, 46]
    right = {2}
    header_row(pdf, ["Job no", "Visit", "Charge"], widths, right, GREEN)
    for x in b.lines:
        table_row(pdf, [x.code, x.desc, money(x.net)], widths, right)
    pdf.ln(2)
    for label, value, style in (("Net", money(b.net), ""), (f"VAT @ {b.vat_rate:.0%}", money(b.vat), ""),
                                ("Amount due", "GBP " + money(b.total), "B")):
        pdf.set_x(140)
        pdf.set_font("Helvetica", "B" if style else "", 9)
        pdf.cell(28, 7, label, border="T")
        pdf.set_font("Helvetica", style, 9)
        pdf.cell(30, 7, value, border="T", align="R", new_x="LMARGIN", new_y="NEXT")


# ---------------------------------------------------------------- quarterly contract invoice

def _contract(b: Invoice, pdf: FPDF) -> None:
    _letterhead(pdf, "CONTRACT INVOICE")
    grid = [("Invoice no.", b.no, "Date of invoice", slash_date(b.issued)),
            ("Customer", b.bill_to[0], "Account", b.ref),
            ("For the attention of", b.bill_to[1].removeprefix("FAO "), "Pay by", slash_date(b.due)),
            ("Contract period", b.period, "", "")]
    field_grid(pdf, grid, (34, 62, 30, 60), (225, 235, 225), 8.5)
    pdf.ln(6)
    pdf.set_font("Helvetica", "B", 9.5)
    pdf.cell(0, 6, "Contract fee and call-outs in the period", new_x="LMARGIN", new_y="NEXT")
    widths = [18, 120, 20, 28]
    right = {2, 3}
    header_row(pdf, ["Item", "Description", "Qty", "Amount"], widths, right, SLATE)
    for x in b.lines:
        pdf.set_font("Helvetica", "", 8)
        desc = x.desc if pdf.get_string_width(x.desc) < widths[1] - 2 else x.desc.split(":")[0]
        table_row(pdf, [x.code, desc, f"{x.qty:g}", money(x.net)], widths, right, height=6.5)
    pdf.ln(2)
    totals_lines(pdf, [("Total before VAT", b.net, ""), (f"VAT ({b.vat_rate:.0%})", b.vat, ""),
                       ("Invoice total", b.total, "B")], 102, 56, 28, 8.5)


# ---------------------------------------------------------------- supplier's invoice

def _supplier(b: Invoice, pdf: FPDF) -> None:
    pdf.set_fill_color(*OCHRE)
    pdf.rect(12, 12, 186, 20, style="F")
    pdf.set_xy(15, 14)
    pdf.set_text_color(255, 255, 255)
    pdf.set_font("Helvetica", "B", 15)
    pdf.cell(120, 8, b.issuer)
    pdf.set_font("Helvetica", "B", 11)
    pdf.cell(0, 8, "SALES INVOICE", align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.set_x(15)
    pdf.set_font("Helvetica", "", 7.5)
    pdf.cell(0, 5, f"Professional pest control products   |   {b.issuer_address}   |   VAT GB 276 0915 38",
             new_x="LMARGIN", new_y="NEXT")
    pdf.set_text_color(0, 0, 0)
    pdf.set_y(40)
    pdf.set_font("Helvetica", "", 9)
    pdf.cell(0, 5, f"Invoice {b.no}     Tax point {long_date(b.issued)}     Your order {b.ref}",
             new_x="LMARGIN", new_y="NEXT")
    pdf.ln(3)
    top = pdf.get_y()
    for x, title, block in ((12, "Invoice to", b.bill_to), (108, "Deliver to", b.deliver_to)):
        pdf.set_xy(x, top)
        pdf.set_font("Helvetica", "B", 9)
        pdf.cell(90, 5, title, new_x="LEFT", new_y="NEXT")
        pdf.set_font("Helvetica", "", 9)
        pdf.multi_cell(88, 4.6, "\n".join(block), new_x="LEFT", new_y="NEXT")
    pdf.set_xy(12, pdf.get_y() + 6)
    widths = [18, 96, 16, 26, 30]
    right = {2, 3, 4}
    header_row(pdf, ["Product", "Description", "Qty", "Unit price", "Line total"], widths, right, OCHRE)
    for x in b.lines:
        table_row(pdf, [x.code, x.desc, f"{x.qty:g}", money(x.price), money(x.net)], widths, right)
    pdf.ln(3)
    for label, value, style in (("Goods", money(b.net), ""), (f"VAT {b.vat_rate:.0%}", money(b.vat), ""),
                                ("TOTAL GBP", money(b.total), "B")):
        pdf.set_x(124)
        pdf.set_font("Helvetica", "B", 8.5)
        pdf.cell(40, 7, label, border=1)
        pdf.set_font("Helvetica", style, 8.5)
        pdf.cell(34, 7, value, border=1, align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(4)
    pdf.set_font("Helvetica", "B", 9)
    pdf.cell(0, 6, f"Payment due by {long_date(b.due)} (30 days net).", new_x="LMARGIN", new_y="NEXT")


def write_invoice(b: Invoice, out: Path) -> Path:
    pdf = new_pdf(f"{b.issuer} {b.no}", b.issuer, CREATED, top_margin=14)
    pdf.add_page()
    layout = {"TPC-26-0614": _payg, "TPC-26-0671": _contract}.get(b.no, _supplier)
    layout(b, pdf)
    pdf.ln(7)
    paragraph(pdf, " ".join(b.notes))
    assert pdf.get_y() < 280, f"{b.no} overflows"
    return save_pdf(pdf, out / b.file)
