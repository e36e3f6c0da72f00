"""Supplier documents of Rothar Rua Cycle Co-operative (data/company17/invoices/), one page each and each firm drawn
its own way: a parts wholesaler's invoice with a boxed number panel and per-line trade discounts, a Dutch supplier's
bilingual invoice under the EU reverse charge, a battery recell shop's plain letter-style bill with a deposit off the
end, the landlord's rent demand with a VAT column per line, and an insurance broker's debit note with a scheme
discount and the premium levy. The figures come from company17_records.py."""

import sys
from pathlib import Path

from fpdf import FPDF

sys.path.insert(0, str(Path(__file__).resolve().parent))
from corpus_files import header_row, money, paragraph, save_pdf, table_row  # noqa: E402
from company17_pdfs import euro_pdf  # noqa: E402
import company17_records as records  # noqa: E402


def long_date(day) -> str:
    return f"{day.day} {day:%B %Y}"


def slash_date(day) -> str:
    return f"{day:%d/%m/%Y}"


def _sum_lines(pdf: FPDF, lines: list[tuple[str, str, str]], left: float, label_w: float, value_w: float) -> None:
    """Totals lines under an items table: (label, amount text, font style)."""
    for label, value, style in lines:
        pdf.set_x(left)
        pdf.set_font("Helvetica", style, 8.5)
        pdf.cell(label_w, 6.5, label, border="B")
        pdf.cell(value_w, 6.5, value, border="B", align="R", new_x="LMARGIN", new_y="NEXT")


def _madden(b: records.Bill, pdf: FPDF) -> None:
    pdf.set_font("Helvetica", "B", 14)
    pdf.set_text_color(20, 60, 120)
    pdf.cell(110, 7, b.firm)
    pdf.set_text_color(0, 0, 0)
    x, y = pdf.get_x(), pdf.get_y()
    pdf.set_font("Helvetica", "B", 9)
    pdf.rect(x, y, 76, 26)
    for label, value in (("INVOICE No.", b.no), ("Invoice date", slash_date(b.issued)), ("Due date", slash_date(b.due)),
                         ("Your order", b.ref)):
        pdf.set_xy(x + 2, pdf.get_y() + (1.5 if label == "INVOICE No." else 0))
        pdf.set_font("Helvetica", "B", 8.5)
        pdf.cell(28, 5.6, label)
        pdf.set_font("Helvetica", "", 8.5)
        pdf.cell(44, 5.6, value, new_x="LMARGIN", new_y="NEXT")
    pdf.set_xy(12, y + 8)
    pdf.set_font("Helvetica", "", 7.5)
    pdf.multi_cell(100, 3.8, f"{b.firm_address}\nVAT No. {b.tax_no}", new_x="LMARGIN", new_y="NEXT")
    pdf.set_y(y + 32)
    pdf.set_font("Helvetica", "B", 8.5)
    pdf.cell(0, 5, "BILL TO", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 8.5)
    pdf.multi_cell(100, 4.4, f"Attn: {b.attn}\n{records.HOME}", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(5)
    widths = [22, 82, 14, 22, 14, 32]
    right = {2, 3, 4, 5}
    header_row(pdf, ["Code", "Description", "Qty", "Unit €", "Disc %", "Net €"], widths, right, (20, 60, 120), 8)
    for i in b.items:
        table_row(pdf, [i.code, i.desc, f"{i.qty:g}", money(i.price), f"{i.disc:g}" if i.disc else "-",
                        money(i.net)], widths, right, size=8)
    pdf.ln(2)
    _sum_lines(pdf, [("Goods net", money(b.goods), ""), ("Carriage", money(b.carriage), ""),
                     ("VAT @ 23%", money(b.vat), ""), ("AMOUNT PAYABLE (EUR)", money(b.total), "B")], 118, 44, 32)


def _kroonwiel(b: records.Bill, pdf: FPDF) -> None:
    pdf.set_font("Helvetica", "B", 18)
    pdf.set_text_color(230, 120, 0)
    pdf.cell(0, 9, "KROONWIEL", new_x="LMARGIN", new_y="NEXT")
    pdf.set_text_color(0, 0, 0)
    pdf.set_font("Helvetica", "", 7.5)
    pdf.cell(0, 4, f"{b.firm}  -  {b.firm_address}  -  BTW/VAT {b.tax_no}", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(6)
    pdf.set_font("Helvetica", "B", 13)
    pdf.cell(0, 7, "FACTUUR / INVOICE", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(2)
    rows = [("Factuurnummer / Invoice number", b.no), ("Factuurdatum / Invoice date", long_date(b.issued)),
            ("Vervaldatum / Due date", long_date(b.due)), ("Uw referentie / Your reference", b.ref),
            ("Factuur aan / Invoice to", f"t.a.v. {b.attn}, Rothar Rua Cycle Co-operative"),
            ("", "The Old Creamery, Quay Lane, Kilbrannagh, Co. Westmore K45 R7T2, Ireland")]
    for label, value in rows:
        pdf.set_font("Helvetica", "B", 8.5)
        pdf.cell(58, 5.5, label)
        pdf.set_font("Helvetica", "", 8.5)
        pdf.cell(0, 5.5, value, new_x="LMARGIN", new_y="NEXT")
    pdf.ln(5)
    widths = [22, 88, 16, 28, 32]
    right = {2, 3, 4}
    header_row(pdf, ["Art.nr", "Omschrijving / Description", "Aantal", "Prijs EUR", "Bedrag EUR"], widths, right,
               (230, 120, 0), 8)
    for i in b.items:
        table_row(pdf, [i.code, i.desc, f"{i.qty:g}", money(i.price), money(i.net)], widths, right, size=8)
    pdf.ln(2)
    _sum_lines(pdf, [("Subtotaal / Subtotal", money(b.goods), ""), ("Verzendkosten / Shipping", money(b.carriage), ""),
                     ("BTW 0% verlegd / VAT reverse charged", money(0), ""),
                     ("Te betalen / Amount due EUR", money(b.total), "B")], 92, 62, 32)


def _recell(b: records.Bill, pdf: FPDF) -> None:
    pdf.set_font("Helvetica", "B", 15)
    pdf.cell(0, 8, "Westmore Battery Recell", align="C", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 8)
    pdf.cell(0, 4.5, f"{b.firm_address}  |  VAT {b.tax_no}", align="C", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(8)
    pdf.set_font("Helvetica", "", 9)
    for text in (f"Bill no: {b.no}", f"Dated: {long_date(b.issued)}", f"Ref: {b.ref}", "",
                 f"To: {b.attn}", "Rothar Rua Cycle Co-operative, The Old Creamery, Quay Lane, Kilbrannagh", "",
                 f"Please pay by: {long_date(b.due)}"):
        pdf.cell(0, 5, text, new_x="LMARGIN", new_y="NEXT")
    pdf.ln(5)
    widths = [110, 16, 28, 32]
    right = {1, 2, 3}
    header_row(pdf, ["Work done", "No.", "Each", "Amount"], widths, right, (60, 60, 60), 8.5)
    for i in b.items:
        table_row(pdf, [i.desc, f"{i.qty:g}", money(i.price), money(i.net)], widths, right, size=8.5)
    pdf.ln(2)
    _sum_lines(pdf, [("Net", money(b.goods), ""), ("VAT 23%", money(b.vat), ""), ("Total", money(b.total), ""),
                     ("Deposit received", "-" + money(b.deposit), ""), ("Balance to pay", money(b.balance), "B")],
               126, 28, 32)


def _landlord(b: records.Bill, pdf: FPDF) -> None:
    pdf.set_font("Helvetica", "B", 13)
    pdf.cell(0, 7, b.firm.upper(), new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 8)
    pdf.cell(0, 4.5, f"{b.firm_address}  -  VAT reg. {b.tax_no}", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(6)
    pdf.set_font("Helvetica", "B", 12)
    pdf.cell(0, 7, f"RENT DEMAND AND VAT INVOICE  {b.no}", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(2)
    pdf.set_font("Helvetica", "", 9)
    pdf.multi_cell(0, 5, f"{b.attn}\nRothar Rua Cycle Co-operative Society Ltd\n{records.HOME.split(', ', 1)[1]}",
                   new_x="LMARGIN", new_y="NEXT")
    pdf.ln(3)
    pdf.cell(0, 5, f"Date of issue {slash_date(b.issued)}.   {b.ref}.   Payable on or before {slash_date(b.due)}.",
             new_x="LMARGIN", new_y="NEXT")
    pdf.ln(5)
    widths = [92, 26, 18, 22, 28]
    right = {1, 2, 3, 4}
    header_row(pdf, ["Charge", "Net €", "VAT rate", "VAT €", "Gross €"], widths, right, (40, 90, 80), 8)
    for i in b.items:
        vat = round(i.net * i.vat, 2)
        table_row(pdf, [i.desc, money(i.net), "Exempt" if not i.vat else "23%", money(vat), money(i.net + vat)],
                  widths, right, size=8)
    table_row(pdf, ["Totals", money(b.goods), "", money(b.vat), money(b.total)], widths, right, "B", size=8)


def _broker(b: records.Bill, pdf: FPDF) -> None:
    pdf.set_font("Helvetica", "B", 15)
    pdf.set_text_color(30, 90, 60)
    pdf.cell(0, 8, b.firm, new_x="LMARGIN", new_y="NEXT")
    pdf.set_text_color(0, 0, 0)
    pdf.set_font("Helvetica", "", 7.5)
    pdf.cell(0, 4, f"{b.firm_address}. Regulated by the Central Bank of Ireland, {b.tax_no}.", new_x="LMARGIN",
             new_y="NEXT")
    pdf.ln(6)
    pdf.set_font("Helvetica", "B", 12)
    pdf.cell(0, 7, "DEBIT NOTE", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 8.5)
    grid = [("Debit note", b.no, "Issued", slash_date(b.issued)), ("Insured", "Rothar Rua Cycle Co-operative",
                                                                     "Policy", b.ref.split()[-1]),
            ("For the attention of", b.attn, "Premium due", slash_date(b.due))]
    for a, va, c, vc in grid:
        for text, width, bold in ((a, 34, True), (va, 66, False), (c, 28, True), (vc, 58, False)):
            pdf.set_font("Helvetica", "B" if bold else "", 8.5)
            pdf.cell(width, 6.5, text, border=1)
        pdf.ln()
    pdf.ln(5)
    widths = [130, 56]
    right = {1}
    header_row(pdf, ["Section of cover", "EUR"], widths, right, (30, 90, 60), 8.5)
    for i in b.items:
        table_row(pdf, [i.desc, money(i.net)], widths, right, size=8.5)
    pdf.ln(2)
    _sum_lines(pdf, [(f"Co-op scheme discount {b.scheme_off:g}% on premiums", "-" + money(b.discount), ""),
                     ("Insurance levy 3% on premiums after discount", money(b.levy), ""),
                     ("VAT", "n/a (exempt)", ""), ("TOTAL NOW DUE", money(b.total), "B")], 86, 74, 38)


LAYOUTS = {"MCD": _madden, "KW-": _kroonwiel, "WBR": _recell, "KHE": _landlord, "SGI": _broker}


def write_bill(b: records.Bill, out: Path) -> Path:
    pdf = euro_pdf(f"{b.firm} {b.no}", b.firm, top=14)
    pdf.add_page()
    LAYOUTS[b.no[:3]](b, pdf)
    pdf.ln(6)
    paragraph(pdf, " ".join(b.notes))
    assert pdf.get_y() < 280, f"{b.no} overflows"
    return save_pdf(pdf, out / b.file)
