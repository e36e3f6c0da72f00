"""PDF writers of Tarnbrook Valley Food Bank (data/company16/): the two-page warehouse intake log, the five supplier
invoices and the trustees' autumn-quarter report. Called by make_company16.py; the records come from
company16_data.py and company16_records.py. Fixed metadata, so the bytes are the same on every run."""

import sys
from datetime import date, datetime
from pathlib import Path

from fpdf import FPDF

sys.path.insert(0, str(Path(__file__).resolve().parent))
from corpus_files import (field_grid, header_row, money, new_pdf, page_footer, paragraph, save_pdf,  # noqa: E402
                          table_row, totals_lines)
import company16_data as data  # noqa: E402
import company16_records as records  # noqa: E402

CREATED = datetime(2026, 12, 2, 16, 40, 0)
GREEN = (46, 104, 58)
PALE = (232, 242, 228)


def _pdf(title: str, author: str = data.FIRM) -> FPDF:
    return new_pdf(title, author, CREATED, top_margin=13)


def _letterhead(pdf: FPDF, heading: str) -> None:
    pdf.set_font("Helvetica", "B", 15)
    pdf.set_text_color(*GREEN)
    pdf.cell(0, 8, "Tarnbrook Valley Food Bank", align="C", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 7.5)
    pdf.set_text_color(80, 80, 80)
    pdf.cell(0, 4, "Registered charity 1187342  |  Unit 4 Millrace Yard, Stanecliffe TV3 8QN  |  01632 960900  |  "
             "hello@tarnbrookfoodbank.example", align="C", new_x="LMARGIN", new_y="NEXT")
    pdf.set_text_color(0, 0, 0)
    pdf.ln(3)
    pdf.set_font("Helvetica", "B", 11.5)
    pdf.cell(0, 7, heading, new_x="LMARGIN", new_y="NEXT")


def _foot(pdf: FPDF, text: str) -> None:
    page_footer(pdf, text, 286, 100)


def short_date(day: date) -> str:
    """1.9.26 - the warehouse's own way of writing a date."""
    return f"{day.day}.{day.month}.{day:%y}"


# ---------------------------------------------------------------- warehouse intake log (2 pages)

INTAKE_HEADERS = ["In no.", "Recd", "Src", "From", "Cat", "Crates", "Kg", "Short", "Chk"]
INTAKE_WIDTHS = [18, 16, 11, 62, 11, 15, 19, 15, 12]


def write_intake(out: Path) -> Path:
    rows = data.intake()
    pages = [rows[:data.INTAKE_PAGE_ONE], rows[data.INTAKE_PAGE_ONE:]]
    pdf = _pdf("Warehouse intake log September - November 2026")
    right = {5, 6, 7}
    for n, page in enumerate(pages):
        pdf.add_page()
        if n == 0:
            _letterhead(pdf, "Warehouse intake log - donations booked in, September to November 2026")
            paragraph(pdf, "Every delivery of donated food and goods weighed in at the warehouse, in date order. "
                      "Recd = date received (day.month.year). Kg = gross weight on the warehouse scale, crates "
                      "included. Short = number of items with a best-before date less than 30 days away, set aside "
                      "for the next sessions; blank = none. Purchased stock (see supplier invoices) is not "
                      "on this log.")
            pdf.set_font("Helvetica", "", 8)
            for label, codes in (("Src (source)", data.SOURCES), ("Cat (category)", data.CATEGORIES),
                                 ("Chk (checked in by)", data.CHECKERS)):
                pdf.multi_cell(0, 4.2, f"{label}: " + "; ".join(f"{k} = {v}" for k, v in codes.items()) + ".",
                               new_x="LMARGIN", new_y="NEXT")
            pdf.ln(2)
        else:
            pdf.set_font("Helvetica", "BI", 9)
            pdf.cell(0, 6, "Warehouse intake log, Sep - Nov 2026 (continued)", new_x="LMARGIN", new_y="NEXT")
            pdf.ln(1)
        header_row(pdf, INTAKE_HEADERS, INTAKE_WIDTHS, right, GREEN)
        for i, x in enumerate(page):
            pdf.set_fill_color(*PALE)
            table_row(pdf, [x.no, short_date(x.day), x.src, x.donor, x.cat, str(x.crates), f"{x.kg:.1f}",
                            "" if x.short is None else str(x.short), x.checker], INTAKE_WIDTHS, right, fill=i % 2 == 1,
                      height=6.4)
        if n == 0:
            pdf.set_font("Helvetica", "I", 7.5)
            pdf.cell(0, 6, "Log continues on the next page", align="R", new_x="LMARGIN", new_y="NEXT")
        else:
            pdf.ln(3)
            pdf.set_font("Helvetica", "", 8)
            pdf.cell(0, 5, f"{len(rows)} intakes booked in 1 September - 30 November 2026. Signed off by Dev Mistry, "
                     "warehouse manager.", new_x="LMARGIN", new_y="NEXT")
        assert pdf.get_y() < 283, f"intake page {n + 1} overflows ({pdf.get_y():.0f} mm)"
        _foot(pdf, f"Tarnbrook Valley Food Bank - warehouse intake log - sheet {n + 1}/2")
    return save_pdf(pdf, out / "intake_log_sep-nov_2026.pdf")


# ---------------------------------------------------------------- supplier invoices

def _totals(inv: records.Invoice) -> list[tuple[str, float, str]]:
    code = inv.no[:3]
    if code == "CCC":
        return [("Zero-rated goods (Z)", inv.zero_rated, ""), ("Standard-rated goods (S)", inv.standard_rated, ""),
                ("VAT @ 20% on S", inv.vat, ""), ("TOTAL DUE", inv.total, "B")]
    if code == "PVL":
        return [("Net", inv.net, ""), ("VAT 20%", inv.vat, ""), ("Total to be collected", inv.total, "B")]
    if code == "GPS":
        return [("Subtotal", inv.goods, ""), (f"Less {inv.discount_pct:g}% charity discount", -inv.discount, ""),
                ("Net", inv.net, ""), ("VAT 20%", inv.vat, ""), ("Amount due", inv.total, "B")]
    if code == "CHH":
        return [("Net hire charges", inv.net, ""), ("VAT 20%", inv.vat, ""), ("Invoice total", inv.total, ""),
                ("Less deposit paid", -inv.deposit, ""), ("Balance due", inv.balance, "B")]
    return [("Total net", inv.net, ""), ("VAT @ 20%", inv.vat, ""), ("Total due", inv.total, "B")]


def write_invoice(inv: records.Invoice, out: Path) -> Path:
    s, lab = inv.supplier, inv.supplier.labels
    pdf = _pdf(f"{s.name} invoice {inv.no}", s.name)
    pdf.add_page()
    pdf.set_font("Helvetica", "B", 15)
    pdf.set_text_color(*s.colour)
    pdf.cell(120, 8, s.name)
    pdf.set_font("Helvetica", "B", 17)
    pdf.cell(0, 8, "TAX INVOICE" if inv.no[:3] in ("CCC", "MRS") else "INVOICE", align="R", new_x="LMARGIN",
             new_y="NEXT")
    pdf.set_text_color(0, 0, 0)
    pdf.set_font("Helvetica", "", 8)
    pdf.cell(0, 4.5, s.address, new_x="LMARGIN", new_y="NEXT")
    pdf.cell(0, 4.5, f"VAT registration {s.vat_no}", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(5)
    grid = [(lab["no"], inv.no, lab["date"], f"{inv.day.day} {inv.day:%B %Y}"),
            (lab["acct"], inv.account, lab["po"], inv.po),
            (lab["to"], f"FAO {inv.to}", "", ""),
            ("", inv.to_address, "", ""),
            (lab["ship"], inv.deliver_to, "", ""),
            (lab["due"], f"{inv.due.day} {inv.due:%B %Y}", "Terms", f"{inv.terms} days")]
    field_grid(pdf, grid, (30, 76, 30, 50), (238, 238, 238), 8.3)
    pdf.ln(6)
    widths = [84, 14, 16, 24, 14, 34]
    right = {1, 3, 4, 5}
    header_row(pdf, ["Description", "Qty", "Unit", "Price £", "VAT", "Line total £"], widths, right, s.colour, 8.3)
    for x in inv.lines:
        table_row(pdf, [x.desc, f"{x.qty:g}", x.unit, money(x.price), x.vat, money(x.amount)], widths, right,
                  size=8.3)
    totals_lines(pdf, _totals(inv), sum(widths[:3]), widths[3] + widths[4], widths[5], 8.3)
    pdf.ln(6)
    paragraph(pdf, " ".join(inv.notes + [f"Please quote {inv.no} with any payment or query."]))
    _foot(pdf, f"{s.name} - {s.address} - VAT {s.vat_no}")
    return save_pdf(pdf, out / inv.file)


# ---------------------------------------------------------------- trustees' report, autumn quarter

def write_report(out: Path) -> Path:
    table = records.report_table()
    facts = records.quarter_facts()
    pdf = _pdf("Trustees' report - autumn quarter September to November 2026")
    pdf.add_page()
    _letterhead(pdf, "Report to trustees: the autumn quarter, September - November 2026")
    pdf.set_font("Helvetica", "", 8.5)
    pdf.cell(0, 5, "For the trustees' meeting of 9 December 2026. Prepared by Jean Pennock, operations coordinator.",
             new_x="LMARGIN", new_y="NEXT")
    pdf.ln(2)
    paragraph(pdf, f"Between 1 September and 30 November we gave out {facts['parcels']} emergency food parcels, "
              f"feeding {facts['people']} people, {facts['children']} of them children. That is the busiest autumn "
              f"since we opened. {facts['fuel_n']} households also received an energy top-up voucher, worth GBP "
              f"{money(facts['fuel'])} in all, paid for by the Community Foundation's winter grant.", "Headlines")
    paragraph(pdf, "The table shows each distribution point's sessions, the parcels handed out against referral "
              "vouchers, the people those parcels fed (adults and children), the hours our volunteers gave and the "
              "households who came to us for the first time.", "By distribution point")
    widths = [66, 20, 22, 24, 28, 26]
    right = {1, 2, 3, 4, 5}
    header_row(pdf, ["Distribution point", "Sessions", "Parcels", "People fed", "Volunteer hrs", "New h'holds"],
               widths, right, GREEN, 8.5)
    for c in table:
        table_row(pdf, [c.name, str(c.sessions), str(c.parcels), str(c.people), str(c.hours), str(c.new)], widths,
                  right, size=8.5)
    pdf.ln(4)
    paragraph(pdf, f"The warehouse booked in {facts['intakes']} donations weighing {facts['donated']:,.1f} kg, helped "
              "by harvest festivals in schools and churches. Donations still fall short of what goes out, so we "
              "bought UHT milk, tinned tomatoes and rice from our wholesaler in October, and we have hired a walk-in "
              "chiller until 6 December to take chilled surplus from the Northfold network.", "Stock")
    paragraph(pdf, "Referrals from schools and GP practices keep rising. We will ask agencies to use e-vouchers from "
              "January, open a Saturday session at Stanecliffe if volunteers allow, and review the three-vouchers-in-"
              "six-months guideline at the February meeting.", "Next quarter")
    _foot(pdf, "Tarnbrook Valley Food Bank - trustees' report, autumn quarter 2026")
    return save_pdf(pdf, out / "trustees_report_autumn_2026.pdf")
