"""Generate data/company14/, the fourteenth company corpus (data/golden/company14-test.jsonl, company14-dev.jsonl).

Scarrow Beck Brewing Co., a fictional craft brewery in Wenlow with the Tannery Tap taproom and wholesale trade to
pubs, clubs, a restaurant and bottle shops, written without reading the engine. Deterministic: records from
company14_data.py and company14_records.py (fixed seeds), fixed file timestamps. Run: `python data/make_company14.py`.

- trade/deliveries_2026.xlsx: sheet "Deliveries" with a title line, a note line and an empty row, headers on row 4
  ("Inv", "Dlv dt", "Acct", "Prod", "Pk", "Qty", "Ullage", "Rtn", "Net £", "Dray", "Notes"); dates as text "3rd Sep"
  (year only in the title); Ullage blank = no claim, Rtn blank = none back, Net £ blank = free sample, Dray blank =
  collected; a "<Mon> subtotal" row after each month and a grand total; a "Prices" sheet with a wide price list and,
  below it, the pack, dray and rep keys.
- trade/trade_customers.csv: the customers, joined to the register through "Customer no." (register "Acct").
- brewhouse/brew_log_jul-nov_2026.pdf: a three-page brew log, header repeated, "continued" captions.
- invoices/SBI-23xx.pdf: five trade invoices with a field grid, an items table and totals.
- reports/managers_report_2026-Q3.pdf: prose around one table of taproom bar sales.
- directors/payroll_prep_2026-10.xlsx: restricted to group `directors` by directors/.tally-groups.
- hopwright-help/*.md: help pages of the fictional app Hopwright (company14_docs.py).
"""

import csv
import io
import sys
from datetime import date, datetime
from pathlib import Path

from fpdf import FPDF
from openpyxl import Workbook
from openpyxl.styles import Border, Font, PatternFill, Side

sys.path.insert(0, str(Path(__file__).resolve().parent))
from corpus_files import money, new_pdf, paragraph, save_workbook, write_pages  # noqa: E402
import company14_data as data  # noqa: E402
import company14_records as records  # noqa: E402
from company14_docs import PAGES  # noqa: E402

OUT = Path(__file__).resolve().parent / "company14"
CREATED = datetime(2026, 12, 1, 16, 40, 0)
MALT = (122, 72, 28)
FOAM = (246, 236, 214)
ADDRESS = "Scarrow Beck Brewing Co.  -  Unit 4, Tannery Yard, Wenlow WN2 7HD  -  01632 970100  -  " \
          "trade@scarrowbeck.example  -  VAT reg. GB 418 2260 93"
GBP = '#,##0.00'


def _pdf(title: str) -> FPDF:
    return new_pdf(title, data.FIRM, CREATED, top_margin=14)


def _letterhead(pdf: FPDF, heading: str) -> None:
    pdf.set_fill_color(*MALT)
    pdf.rect(0, 0, 210, 20, style="F")
    pdf.set_xy(12, 5)
    pdf.set_font("Helvetica", "B", 15)
    pdf.set_text_color(255, 255, 255)
    pdf.cell(0, 7, "SCARROW BECK BREWING CO.", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 7)
    pdf.cell(0, 4, ADDRESS, new_x="LMARGIN", new_y="NEXT")
    pdf.set_text_color(0, 0, 0)
    pdf.set_xy(12, 25)
    pdf.set_font("Helvetica", "B", 12)
    pdf.cell(0, 7, heading, new_x="LMARGIN", new_y="NEXT")
    pdf.ln(1)


def _row(pdf: FPDF, cells: list[str], widths: list[float], right: set[int], style: str = "", fill: bool = False,
         height: float = 6.0, size: float = 8.0) -> None:
    pdf.set_font("Helvetica", style, size)
    for i, (text, width) in enumerate(zip(cells, widths)):
        pdf.cell(width, height, text, border=1, fill=fill, align="R" if i in right else "L")
    pdf.ln()


def _header_row(pdf: FPDF, cells: list[str], widths: list[float], right: set[int], height: float, size: float):
    pdf.set_fill_color(*MALT)
    pdf.set_text_color(255, 255, 255)
    _row(pdf, cells, widths, right, "B", True, height, size)
    pdf.set_text_color(0, 0, 0)


def _footer(pdf: FPDF, text: str) -> None:
    pdf.set_y(286)
    pdf.set_font("Helvetica", "I", 7)
    pdf.set_text_color(120, 120, 120)
    pdf.cell(0, 4, text, align="R")
    pdf.set_text_color(0, 0, 0)


def day_text(day: date) -> str:
    """'3rd Sep' - the year is only in the register's title."""
    n = day.day
    suffix = "th" if 11 <= n <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix} {day:%b}"


# ---------------------------------------------------------------- deliveries register workbook

HEADERS = ["Inv", "Dlv dt", "Acct", "Prod", "Pk", "Qty", "Ullage", "Rtn", "Net £", "Dray", "Notes"]
SUMMED = {"Qty": 6, "Ullage": 7, "Rtn": 8, "Net £": 9}


def _total_row(ws, r: int, label: str, rows: list, border: Side) -> None:
    ws.cell(r, 1, label).font = Font(bold=True, italic=True)
    values = {6: sum(x.qty for x in rows), 7: sum(x.ullage or 0 for x in rows),
              8: sum(x.returned or 0 for x in rows), 9: data.total_net(rows)}
    for col, value in values.items():
        cell = ws.cell(r, col, value)
        cell.font = Font(bold=True, italic=True)
        if col == 9:
            cell.number_format = GBP
    for col in range(1, len(HEADERS) + 1):
        ws.cell(r, col).border = Border(top=border)


def write_register(out: Path) -> Path:
    wb = Workbook()
    ws = wb.active
    ws.title = "Deliveries"
    ws["A1"] = "SCARROW BECK - trade deliveries register 2026 (Sep, Oct, Nov)"
    ws["A1"].font = Font(bold=True, size=13, color="7A481C")
    ws["A2"] = ("One line per beer per drop; one invoice per drop. Qty = packs (see Prices tab for Pk codes). "
                "Ullage = pints claimed against the line, blank = no claim. Rtn = casks sent back faulty/unsold "
                "on that drop, blank = none. Net £ ex VAT after trade disc., blank = FOC sample. Dray blank = "
                "collected from brewery.")
    ws["A2"].font = Font(italic=True, size=8, color="666666")
    for col, header in enumerate(HEADERS, start=1):
        cell = ws.cell(4, col, header)
        cell.font = Font(bold=True)
        cell.fill = PatternFill("solid", fgColor="F6ECD6")
        cell.border = Border(bottom=Side(style="medium", color="7A481C"))
    r = 5
    rows = data.register()
    for month in data.MONTHS:
        block = data.in_month(rows, month)
        for x in block:
            values = [x.inv, day_text(x.day), x.acct, x.beer, x.pack, x.qty, x.ullage, x.returned, x.net, x.dray,
                      x.note or None]
            for col, value in enumerate(values, start=1):
                cell = ws.cell(r, col, value)
                if col == 9:
                    cell.number_format = GBP
            r += 1
        _total_row(ws, r, f"{date(2026, month, 1):%b} subtotal", block, Side(style="thin"))
        r += 1
    _total_row(ws, r, "GRAND TOTAL Sep-Nov", rows, Side(style="double"))
    ws.freeze_panes = "A5"
    for col, width in zip("ABCDEFGHIJK", [10, 9, 8, 6, 5, 5, 7, 5, 10, 5, 30]):
        ws.column_dimensions[col].width = width
    write_prices(wb.create_sheet("Prices"))
    path = out / "deliveries_2026.xlsx"
    save_workbook(wb, path, CREATED)
    return path


def write_prices(ws) -> None:
    ws.append(["Trade price list from 1 Sep 2026 - £ per pack, ex VAT, duty paid. Blank = not available in that pack."])
    ws["A1"].font = Font(italic=True, size=9)
    packs = list(data.PACKS)
    ws.append(["Code", "Beer", "ABV %"] + packs)
    for cell in ws[2]:
        cell.font = Font(bold=True)
    for code, (name, abv) in data.BEERS.items():
        ws.append([code, name, abv] + [data.PRICES.get((code, p)) for p in packs])
        for col in range(4, 4 + len(packs)):
            ws.cell(ws.max_row, col).number_format = GBP
    for title, table in (("Pk", data.PACKS), ("Dray", {**data.DRAYMEN, "(blank)": "collected by customer"}),
                         ("Rep", data.REPS)):
        ws.append([])
        ws.append([title, "Meaning"])
        for cell in ws[ws.max_row]:
            cell.font = Font(bold=True)
        for code, name in table.items():
            ws.append([code, name])
    for col, width in zip("ABCDEFGH", [8, 40, 7, 9, 9, 9, 9, 9]):
        ws.column_dimensions[col].width = width


def write_customers(out: Path) -> Path:
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(["Customer no.", "Trading name", "Type", "Town", "Postcode", "Rep", "Terms", "Trade disc %",
                     "Contact", "Phone"])
    for c in data.CUSTOMERS:
        writer.writerow([c.code, c.name, c.kind, c.town, c.postcode, c.rep, c.terms, f"{c.disc:g}", c.contact,
                         c.phone])
    path = out / "trade_customers.csv"
    path.write_text(buffer.getvalue(), encoding="utf-8", newline="")
    return path


# ---------------------------------------------------------------- brew log (3 pages)

BREW_HEADERS = ["Brew no.", "Mash-in", "Beer", "FV", "OG", "FG", "ABV %", "Length hl", "Racked hl", "Brewer",
                "Notes"]
BREW_WIDTHS = [17, 18, 29, 10, 11, 11, 12, 16, 16, 13, 33]


def write_brew_log(out: Path) -> Path:
    rows = data.brew_log()
    a, b = data.BREW_PAGES
    cuts = [0, a, a + b, len(rows)]
    pdf = _pdf("Brew log July - November 2026")
    right = {4, 5, 6, 7, 8}
    for page in range(3):
        pdf.add_page()
        if page == 0:
            _letterhead(pdf, "Brew log - July to November 2026")
            brewers = "; ".join(f"{k} = {v}" for k, v in data.BREWERS.items())
            paragraph(pdf, "One line per brew, in mash-in order. Length is the volume run into the fermenter (10 hl "
                      "single or 20 hl double brew); Racked is what went into casks, kegs and the bottling tank. "
                      "OG and FG are specific gravity x 1000; ABV % = (OG - FG) x 131.25 / 1000. Beers: " +
                      ", ".join(name for name, _ in data.BEERS.values()) + f". Brewers: {brewers}.")
        else:
            pdf.set_y(16)
            pdf.set_font("Helvetica", "BI", 9)
            pdf.cell(0, 6, f"Brew log Jul-Nov 2026 (continued, page {page + 1} of 3)", new_x="LMARGIN",
                     new_y="NEXT")
            pdf.ln(1)
        _header_row(pdf, BREW_HEADERS, BREW_WIDTHS, right, 7, 8)
        for i, x in enumerate(rows[cuts[page]:cuts[page + 1]]):
            pdf.set_fill_color(*FOAM)
            _row(pdf, [x.no, x.day.strftime("%d %b %y"), data.BEERS[x.beer][0], x.fv, str(x.og), str(x.fg),
                       f"{x.abv:.1f}", f"{x.length:.1f}", f"{x.racked:.1f}", x.brewer, x.note], BREW_WIDTHS, right,
                 fill=i % 2 == 1, height=7, size=8)
        if page < 2:
            pdf.set_font("Helvetica", "I", 7.5)
            pdf.cell(0, 6, "continued overleaf", align="R", new_x="LMARGIN", new_y="NEXT")
        assert pdf.get_y() < 283, f"brew log page {page + 1} overflows ({pdf.get_y():.0f} mm)"
        _footer(pdf, f"Brew log Jul-Nov 2026 - Scarrow Beck brewhouse - page {page + 1} of 3")
    path = out / "brew_log_jul-nov_2026.pdf"
    pdf.output(str(path))
    return path


# ---------------------------------------------------------------- invoices

def write_invoice(inv: records.Invoice, out: Path) -> Path:
    c = inv.customer
    pdf = _pdf(f"Invoice {inv.no}")
    pdf.add_page()
    _letterhead(pdf, "TAX INVOICE")
    dray = f"{data.DRAYMEN[inv.dray]} (dray)" if inv.dray else "Collected from brewery"
    grid = [("Invoice no.", inv.no, "Invoice date", inv.day.strftime("%d/%m/%Y")),
            ("Customer", c.name, "Account", c.code),
            ("Deliver to", inv.deliver_to, "", ""),
            ("Terms", c.terms, "Due date", inv.due.strftime("%d/%m/%Y")),
            ("Your order ref", inv.ref, "Delivered by", dray),
            ("Rep", data.REPS[c.rep], "Trade discount", f"{c.disc:g}%")]
    for a, b, cc, d in grid:
        pdf.set_fill_color(*FOAM)
        cells = ((a, 28, True), (b, 66, False), (cc, 28, True), (d, 64, False)) if cc or d else \
            ((a, 28, True), (b, 158, False))
        for text, width, label in cells:
            pdf.set_font("Helvetica", "B" if label else "", 8.5)
            pdf.cell(width, 7.5, text, border=1, fill=label)
        pdf.ln()
    pdf.ln(6)
    widths = [52, 52, 14, 22, 20, 26]
    right = {2, 3, 4, 5}
    _header_row(pdf, ["Beer", "Pack", "Qty", "List £", "Disc.", "Net £"], widths, right, 7, 8.5)
    for line in inv.lines:
        pack = data.PACKS[line.pack].split(",")[0]
        _row(pdf, [f"{data.BEERS[line.beer][0]} {data.BEERS[line.beer][1]}%", pack, str(line.qty),
                   money(data.PRICES[(line.beer, line.pack)]), f"{c.disc:g}%", money(line.net)], widths, right,
             height=7, size=8.5)
    for label, value, style in (("Goods, ex VAT", inv.subtotal, ""), ("VAT at 20%", inv.vat, ""),
                                ("TOTAL DUE", inv.total, "B")):
        pdf.cell(sum(widths[:4]), 7, "")
        pdf.set_font("Helvetica", "B", 8.5)
        pdf.cell(widths[4], 7, label, border=1)
        pdf.set_font("Helvetica", style, 8.5)
        pdf.cell(widths[5], 7, money(value), border=1, align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(6)
    casks = sum(line.qty for line in inv.lines if line.pack in data.CASKS + ("K30",))
    text = (f"{casks} returnable cask(s)/keg(s) delivered on this invoice remain the property of {data.FIRM} and "
            "must be returned empty within 42 days. ")
    if inv.returned:
        text += f"{inv.returned} cask(s) were collected back as faulty/unsold on this drop; any credit follows " \
                "on a separate credit note. "
    text += ("Cash on delivery: payment taken by the drayman at the drop." if c.terms == "COD" else
             f"Please pay by bank transfer to Scarrow Beck Brewing Co., sort code 60-41-72, account 31887705, "
             f"quoting {inv.no}.")
    paragraph(pdf, text)
    _footer(pdf, f"{inv.no} - {data.FIRM} - raised in Hopwright")
    path = out / inv.file
    pdf.output(str(path))
    return path


# ---------------------------------------------------------------- manager's quarterly report

def write_report(out: Path) -> Path:
    tap = records.taproom()
    brews = records.q3_brews()
    pdf = _pdf("Manager's report Q3 2026")
    pdf.add_page()
    _letterhead(pdf, "Manager's report - Q3 2026 (July to September)")
    pdf.set_font("Helvetica", "", 8.5)
    pdf.cell(0, 5, "For the directors' meeting of 8 October 2026. Prepared by Fern Akintola, taproom and operations "
             "manager.", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(2)
    paragraph(pdf, f"The brewhouse ran {len(brews)} brews in the quarter, {sum(b.length for b in brews):.0f} hl in "
              "all, with the double-brew days now routine for Beck Bitter, Gannet Pale and Tannery Lager. Trade "
              "sales moved onto the new price list from 1 September; the Harlby round gained the Packhorse and "
              "Pennyrigg Social Club.", "Brewhouse and trade")
    paragraph(pdf, "The Tannery Tap opened Thursday to Sunday all summer, with the Beck Fest weekend in August. "
              "Figures below are bar sales only (no food, no takeaway cans). Pints include halves and thirds "
              "converted to pints; takings are GBP including VAT.", "Taproom")
    widths = [60, 30, 34, 34]
    right = {1, 2, 3}
    _header_row(pdf, ["Line on the bar", "Pints", "Takings £", "Share of pints %"], widths, right, 7, 8.5)
    for t in tap:
        _row(pdf, [t.line, f"{t.pints:,}", money(t.takings), f"{records.taproom_share(t):.1f}"], widths, right,
             height=7, size=8.5)
    pdf.ln(4)
    paragraph(pdf, "Gannet Pale stays the best seller on the bar. Kilnyard Mild sells slowly in summer and goes onto "
              "a pin instead of a firkin until October. For Q4 we plan the Christmas tap takeover, a card-only bar "
              "from January, and replacing the two oldest handpumps.", "Next quarter")
    _footer(pdf, f"{data.FIRM} - manager's report Q3 2026 - directors and managers")
    path = out / "managers_report_2026-Q3.pdf"
    pdf.output(str(path))
    return path


# ---------------------------------------------------------------- payroll preparation (directors only)

def write_payroll(out: Path) -> Path:
    wb = Workbook()
    ws = wb.active
    ws.title = "Oct 2026"
    ws["A1"] = "Payroll prep - October 2026 - DIRECTORS ONLY - to bureau by 26 Oct"
    ws["A1"].font = Font(bold=True, size=12)
    ws.append(["Name", "Role", "Basis", "Hrs", "Rate £/hr", "OT hrs (x1.5)", "Salary £/mth", "Gross £", "Notes"])
    for cell in ws[2]:
        cell.font = Font(bold=True)
    for p in records.payroll():
        ws.append([p.name, p.role, p.basis, p.hours, p.rate, p.overtime or None, p.salary, p.gross, p.note or None])
        for col in (5, 7, 8):
            ws.cell(ws.max_row, col).number_format = GBP
    for col, width in zip("ABCDEFGHI", [16, 18, 8, 7, 9, 12, 12, 10, 28]):
        ws.column_dimensions[col].width = width
    path = out / "payroll_prep_2026-10.xlsx"
    save_workbook(wb, path, CREATED)
    return path


def generate(out: Path = OUT) -> list[Path]:
    folders = {name: out / name for name in ("trade", "brewhouse", "invoices", "reports", "directors",
                                             "hopwright-help")}
    for folder in folders.values():
        folder.mkdir(parents=True, exist_ok=True)
    groups = folders["directors"] / ".tally-groups"
    groups.write_text("directors\n", encoding="utf-8")
    return [
        write_register(folders["trade"]), write_customers(folders["trade"]),
        write_brew_log(folders["brewhouse"]),
        *[write_invoice(inv, folders["invoices"]) for inv in records.invoices()],
        write_report(folders["reports"]), write_payroll(folders["directors"]), groups,
        *write_pages(folders["hopwright-help"], PAGES),
    ]


def main() -> None:
    for path in generate():
        print(f"{path.relative_to(OUT.parent)}  {path.stat().st_size:,} bytes")


if __name__ == "__main__":
    main()
