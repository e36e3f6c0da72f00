"""Supplier invoices of Osier Bank Allotment & Garden Society (data/company18/invoices/), one page each and each firm
drawn its own way: a seed merchant's invoice with the number and dates as lines beside the letterhead, a society
discount off the goods and zero-rated VAT; and a tool and mower firm's invoice with a boxed label/value grid, delivery
and 20% VAT. The figures come from company18_data.py. Fixed metadata, so the bytes are the same on every run."""

import sys
from datetime import datetime
from pathlib import Path

from fpdf import FPDF

sys.path.insert(0, str(Path(__file__).resolve().parent))
from corpus_files import field_grid, header_row, money, new_pdf, paragraph, save_pdf, table_row  # noqa: E402
import company18_data as data  # noqa: E402

CREATED = datetime(2026, 10, 2, 9, 30, 0)
TO_LINES = [data.SOCIETY, "The Plot Hut, Osier Bank, off Wendle Road", "Ridlow RD4 7QS"]


def long_date(day) -> str:
    return f"{day.day} {day:%B %Y}"


def slash_date(day) -> str:
    return f"{day:%d/%m/%Y}"


def _thistlecombe(b: data.Invoice, pdf: FPDF) -> None:
    pdf.set_font("Helvetica", "B", 17)
    pdf.set_text_color(70, 110, 40)
    pdf.cell(112, 9, b.firm)
    pdf.set_text_color(0, 0, 0)
    pdf.set_font("Helvetica", "B", 14)
    pdf.cell(0, 9, "INVOICE", align="R", new_x="LMARGIN", new_y="NEXT")
    top = pdf.get_y()
    pdf.set_font("Helvetica", "", 7.5)
    pdf.multi_cell(105, 3.8, f"Growers' seed merchants since 1962\n{b.firm_address}\nVAT reg. no. {b.vat_no}",
                   new_x="LMARGIN", new_y="NEXT")
    pdf.set_y(top + 1)
    for label, value in (("Invoice no.", b.no), ("Invoice date", long_date(b.issued)), ("Account", "ALLOT-0087"),
                         ("Customer ref.", b.our_ref), ("Due date", long_date(b.due))):
        pdf.set_x(124)
        pdf.set_font("Helvetica", "B", 8.5)
        pdf.cell(26, 5, label)
        pdf.set_font("Helvetica", "", 8.5)
        pdf.cell(0, 5, value, new_x="LMARGIN", new_y="NEXT")
    pdf.ln(4)
    pdf.set_font("Helvetica", "B", 8.5)
    pdf.cell(0, 5, "Deliver and invoice to:", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 8.5)
    pdf.multi_cell(100, 4.4, "\n".join([f"FAO {b.attn}"] + TO_LINES), new_x="LMARGIN", new_y="NEXT")
    pdf.ln(6)
    widths = [20, 98, 14, 26, 28]
    right = {2, 3, 4}
    header_row(pdf, ["Cat. no.", "Description", "Qty", "List price", "Line total"], widths, right, (70, 110, 40))
    for x in b.lines:
        table_row(pdf, [x.code, x.desc, f"{x.qty:g}", money(x.price), money(x.net)], widths, right)
    pdf.ln(2)
    for label, value, style in (("Goods at list price", money(b.goods), ""),
                                (f"Less allotment society discount {b.discount_pct:g}%", "-" + money(b.discount), ""),
                                ("Carriage", money(b.carriage), ""), ("VAT (zero rate)", money(b.vat), ""),
                                ("AMOUNT DUE  GBP", money(b.total), "B")):
        pdf.set_x(98)
        pdf.set_font("Helvetica", style, 8.5)
        pdf.cell(60, 6.5, label, border="B")
        pdf.cell(28, 6.5, value, border="B", align="R", new_x="LMARGIN", new_y="NEXT")


def _mossgate(b: data.Invoice, pdf: FPDF) -> None:
    pdf.set_fill_color(35, 55, 75)
    pdf.rect(12, 12, 186, 16, style="F")
    pdf.set_xy(15, 14)
    pdf.set_text_color(255, 255, 255)
    pdf.set_font("Helvetica", "B", 15)
    pdf.cell(120, 7, b.firm.upper())
    pdf.set_font("Helvetica", "", 8)
    pdf.cell(0, 7, "Sales - Hire - Servicing", align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.set_x(15)
    pdf.set_font("Helvetica", "", 7.5)
    pdf.cell(0, 5, f"{b.firm_address}   |   VAT {b.vat_no}", new_x="LMARGIN", new_y="NEXT")
    pdf.set_text_color(0, 0, 0)
    pdf.set_y(34)
    pdf.set_font("Helvetica", "B", 12)
    pdf.cell(0, 7, "TAX INVOICE", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(1)
    grid = [("Invoice number", b.no, "Tax point", slash_date(b.issued)),
            ("Invoice to", b.attn, "Your order", b.our_ref),
            ("Organisation", data.SOCIETY, "", ""),
            ("Address", "The Plot Hut, Osier Bank, off Wendle Road, Ridlow RD4 7QS", "", ""),
            ("Payment due", slash_date(b.due), "Terms", "Net monthly account")]
    field_grid(pdf, grid, (30, 70, 26, 60), (225, 230, 236), 8.5)
    pdf.ln(6)
    widths = [22, 96, 14, 26, 28]
    right = {2, 3, 4}
    header_row(pdf, ["Item", "Description", "Qty", "Unit price", "Net"], widths, right, (35, 55, 75))
    for x in b.lines:
        table_row(pdf, [x.code, x.desc, f"{x.qty:g}", money(x.price), money(x.net)], widths, right)
    table_row(pdf, ["DEL", "Delivery to site", "1", money(b.carriage), money(b.carriage)], widths, right)
    pdf.ln(3)
    for label, value, style in (("Total net", money(b.net), ""), (f"VAT @ {b.vat_rate:.0%}", money(b.vat), ""),
                                ("TOTAL DUE", money(b.total), "B")):
        pdf.set_x(124)
        pdf.set_font("Helvetica", "B", 8.5)
        pdf.cell(36, 7, label, border=1)
        pdf.set_font("Helvetica", style, 8.5)
        pdf.cell(38, 7, "GBP " + value, border=1, align="R", new_x="LMARGIN", new_y="NEXT")


LAYOUTS = {"TS-": _thistlecombe, "MG-": _mossgate}


def write_invoice(b: data.Invoice, out: Path) -> Path:
    pdf = new_pdf(f"{b.firm} {b.no}", b.firm, CREATED, top_margin=14)
    pdf.add_page()
    LAYOUTS[b.no[:3]](b, pdf)
    pdf.ln(8)
    paragraph(pdf, " ".join(b.notes))
    assert pdf.get_y() < 280, f"{b.no} overflows"
    return save_pdf(pdf, out / b.file)
