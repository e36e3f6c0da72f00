"""Generate data/company23/, the twenty-third company corpus (data/golden/company23-test.jsonl, company23-dev.jsonl).

The Ropewalk Theatre, a fictional community theatre and arts venue in Wenmouth, Dorset, run by the Wenmouth Ropewalk
Arts Trust (UK: pounds, 20% VAT on room hire), written by helper company23 without reading the engine.
Deterministic: everything comes from the fixed seed in company23_data.py and files carry fixed timestamps.
Run: `python data/make_company23.py`.

- box-office/ticket_sales_sep-nov_2026.xlsx: sheet "Bookings" with its headers on row 1 ("Booking ref", "Sold on",
  "Perf", "Band", "Tkts", "Pd £", "Pay", "Channel", "Patron", "Status"); each code list has a sheet of its own:
  "Shows" (performance code -> show, date, genre), "Bands" (seat band -> seats, face price, the discount rule),
  "Pay methods" and "Status words".
- patrons/patron_list.xlsx: sheet "Friends & patrons" (title on row 1, headers on row 2), joined to the bookings
  through "Patron no"; membership tier, postcode area, Gift Aid and year joined only there.
- room-hire/room_hire_register_sep-nov_2026.pdf: outside hirers' room bookings, one ruled table over two pages.
- invoices/: HIRE-26-0179 (boxed), HIRE-26-0183 (event package), HIRE-26-0187 (letter style).
- houselights-help/*.md: help pages of the box-office app, Houselights.
"""

import sys
from pathlib import Path

from openpyxl import Workbook
from openpyxl.styles import Font, PatternFill

sys.path.insert(0, str(Path(__file__).resolve().parent))
from corpus_files import column_widths, corpus_folders, header_cells, save_workbook, write_pages  # noqa: E402
from company23_data import (BANDS, BOOKINGS, CREATED, HIRES, PATRONS, PAY_CODES, PERFS, STATUSES, TIERS,  # noqa: E402
                            VENUE)
from company23_docs import PAGES  # noqa: E402
from company23_invoices import INVOICES  # noqa: E402
from company23_pdfs import write_invoice, write_register  # noqa: E402

OUT = Path(__file__).resolve().parent / "company23"
FOLDERS = ("box-office", "patrons", "room-hire", "invoices", "houselights-help")

SALES_FILE = "box-office/ticket_sales_sep-nov_2026.xlsx"
SALES_SHEET = "Bookings"
SALES_HEADERS = ["Booking ref", "Sold on", "Perf", "Band", "Tkts", "Pd £", "Pay", "Channel", "Patron", "Status"]
PATRONS_FILE = "patrons/patron_list.xlsx"
PATRONS_SHEET = "Friends & patrons"
PATRON_HEADERS = ["Patron no", "Surname", "First name", "Membership", "Postcode area", "Gift Aid", "Joined"]
CLARET = "7A1C30"
SLATE = "34495E"


def _code_sheet(wb: Workbook, title: str, headers: list[str], rows: list[tuple], widths: list[float],
                formats: dict | None = None):
    """One code list on a sheet of its own, headers on row 1 like the bookings sheet."""
    ws = wb.create_sheet(title)
    header_cells(ws, 1, headers, SLATE)
    for r, values in enumerate(rows, start=2):
        for col, value in enumerate(values, start=1):
            cell = ws.cell(r, col, value)
            if formats and col in formats:
                cell.number_format = formats[col]
    column_widths(ws, widths)
    return ws


def write_sales(out: Path) -> Path:
    wb = Workbook()
    ws = wb.active
    ws.title = SALES_SHEET
    header_cells(ws, 1, SALES_HEADERS, CLARET)
    for r, b in enumerate(BOOKINGS, start=2):
        values = [b.ref, b.sold, b.perf.code, b.band, b.tkts, b.paid, b.pay, b.channel, b.patron.no, b.status]
        for col, value in enumerate(values, start=1):
            cell = ws.cell(r, col, value)
            if col == 2:
                cell.number_format = "dd-mmm-yy"
            elif col == 6:
                cell.number_format = "#,##0.00"
    ws.freeze_panes = "A2"
    ws.auto_filter.ref = f"A1:J{1 + len(BOOKINGS)}"
    column_widths(ws, [12, 11, 12, 7, 6, 9, 7, 9, 9, 10])
    _code_sheet(wb, "Shows", ["Perf code", "Show", "Date", "Curtain up", "Genre", "Presented by"],
                [(p.code, p.title, p.day, p.time, p.genre, p.company) for p in PERFS], [12, 38, 12, 10, 9, 26],
                {3: "ddd dd/mm/yyyy"})
    bands = _code_sheet(wb, "Bands", ["Band", "Seats", "Face £"],
                        [(code, name, price) for code, (name, price) in BANDS.items()], [8, 34, 9], {3: "0.00"})
    r = len(BANDS) + 3
    off = ", ".join(f"{int(d * 100)}% for {t}s" for t, d in TIERS.items() if d)
    for text in (f"Pd £ = Tkts x face price, less the member discount: {off}.",
                 "Comps and reservations are 0.00; a refunded booking keeps the amount that was paid back."):
        bands.cell(r, 1, text).font = Font(italic=True, size=9)
        r += 1
    _code_sheet(wb, "Pay methods", ["Pay", "Method"], list(PAY_CODES.items()), [7, 46])
    _code_sheet(wb, "Status words", ["Status", "Meaning"], list(STATUSES.items()), [10, 78])
    return save_workbook(wb, out / Path(SALES_FILE).name, CREATED)


def write_patrons(out: Path) -> Path:
    wb = Workbook()
    ws = wb.active
    ws.title = PATRONS_SHEET
    ws["A1"] = f"{VENUE} - patron list exported from Houselights, 1 December 2026"
    ws["A1"].font = Font(bold=True, size=12, color=CLARET)
    header_cells(ws, 2, PATRON_HEADERS, CLARET)
    for r, p in enumerate(PATRONS, start=3):
        for col, value in enumerate((p.no, p.surname, p.first, p.tier, p.area, p.gift_aid, p.joined), start=1):
            cell = ws.cell(r, col, value)
            if col == 4 and value != "Not a member":
                cell.fill = PatternFill("solid", fgColor="F6E6EA")
    ws.freeze_panes = "A3"
    column_widths(ws, [10, 14, 12, 14, 13, 9, 8])
    return save_workbook(wb, out / Path(PATRONS_FILE).name, CREATED)


def generate(out: Path = OUT) -> list[Path]:
    folders = corpus_folders(out, FOLDERS)
    return [write_sales(folders["box-office"]), write_patrons(folders["patrons"]),
            write_register(folders["room-hire"]),
            *[write_invoice(inv, folders["invoices"]) for inv in INVOICES.values()],
            *write_pages(folders["houselights-help"], PAGES)]


def main() -> None:
    for path in generate():
        print(f"{path.relative_to(OUT.parent)}  {path.stat().st_size:,} bytes")
    print(f"{len(BOOKINGS)} bookings, {len(PATRONS)} patrons, {len(PERFS)} performances, {len(HIRES)} room hires, "
          f"{len(INVOICES)} invoices")


if __name__ == "__main__":
    main()
