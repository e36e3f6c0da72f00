"""Generate data/company19/, the nineteenth company corpus (data/golden/company19-test.jsonl, company19-dev.jsonl).

Harewick Sound 104.2 FM, a fictional volunteer-run community radio station in the coastal town of Harewick (England:
pounds, 20% VAT), written without reading the engine. Deterministic: records from company19_data.py (fixed seeds),
fixed file timestamps. Run: `python data/make_company19.py`.

- airtime/spot_bookings_aug-nov_2026.xlsx: sheet "Bookings" with a title line and a note line over headers on row 3
  ("Ref", "Date", "Acct", "Advertiser", "Slot", "Spots", "Len (s)", "Fee £", "Pd"); real dates shown dd-mmm-yy; the
  Slot codes, lengths and the Pd column are spelled out on a second sheet "Key".
- advertisers/advertiser_accounts.csv: the advertisers, joined to the log through "Account" (log "Acct"); type and
  area of town only there.
- volunteers/volunteer_register_sep-nov_2026.pdf: a ruled table over two pages, header repeated under a
  "continued from page 1" line (company19_pdfs.py).
- invoices/*.pdf: two of the station's October airtime invoices (HS-2610-....) and a broadcast engineer's invoice
  (PBE-.....), each laid out its own way.
- faderboard-help/*.md: help pages of the fictional station app Faderboard (company19_docs.py).
"""

import sys
from datetime import datetime
from pathlib import Path

from openpyxl import Workbook
from openpyxl.styles import Alignment, Font, PatternFill

sys.path.insert(0, str(Path(__file__).resolve().parent))
from corpus_files import column_widths, corpus_folders, header_cells, save_workbook, write_csv, write_pages  # noqa
import company19_data as data  # noqa: E402
import company19_pdfs as pdfs  # noqa: E402
from company19_docs import PAGES  # noqa: E402

OUT = Path(__file__).resolve().parent / "company19"
CREATED = datetime(2026, 12, 1, 8, 15, 0)
PURPLE = "5C2D78"

LOG_HEADERS = ["Ref", "Date", "Acct", "Advertiser", "Slot", "Spots", "Len (s)", "Fee £", "Pd"]


def _key_sheet(wb: Workbook) -> None:
    ws = wb.create_sheet("Key")
    ws["A1"] = "Spot bookings - key to the codes"
    ws["A1"].font = Font(bold=True, size=13, color=PURPLE)
    fill = PatternFill("solid", fgColor="E8DDF0")
    r = 3
    for a, b, c in (("Slot", "Stands for", "Rate card, one 30 s spot (£)"),):
        for col, text in enumerate((a, b, c), start=1):
            ws.cell(r, col, text).font = Font(bold=True)
            ws.cell(r, col).fill = fill
    for code, meaning in data.SLOTS.items():
        r += 1
        ws.cell(r, 1, code)
        ws.cell(r, 2, meaning)
        ws.cell(r, 3, data.RATE[code]).number_format = "0.00"
    r += 2
    lines = ["Len (s): length of each spot in seconds. 40 s spots cost 1.25 x the 30 s rate, 60 s spots 1.8 x.",
             "Fee £: spots x price of one spot. Registered charities pay half the rate card.",
             "Pd: Y = paid; blank = not paid yet (invoiced monthly in arrears).",
             "Acct: advertiser account - see advertisers/advertiser_accounts.csv (Account)."]
    for line in lines:
        ws.cell(r, 1, line).alignment = Alignment(wrap_text=False)
        r += 1
    column_widths(ws, [8, 52, 26])


def write_log(out: Path) -> Path:
    wb = Workbook()
    ws = wb.active
    ws.title = "Bookings"
    ws["A1"] = f"{data.STATION} - airtime spot bookings, August to November {data.YEAR}"
    ws["A1"].font = Font(bold=True, size=13, color=PURPLE)
    ws["A2"] = "One row per booking (a run of spots). Date = first air date. Codes: see the Key sheet."
    ws["A2"].font = Font(italic=True, size=8, color="666666")
    header_cells(ws, 3, LOG_HEADERS, PURPLE)
    for r, b in enumerate(data.BOOKINGS, start=4):
        values = [b.ref, b.day, b.acct, b.advertiser.business, b.slot, b.spots, b.length, b.fee,
                  "Y" if b.paid else None]
        for col, value in enumerate(values, start=1):
            cell = ws.cell(r, col, value)
            if col == 2:
                cell.number_format = "dd-mmm-yy"
            if col == 8:
                cell.number_format = "0.00"
    ws.freeze_panes = "A4"
    column_widths(ws, [9, 11, 8, 28, 6, 7, 8, 9, 5])
    _key_sheet(wb)
    return save_workbook(wb, out / "spot_bookings_aug-nov_2026.xlsx", CREATED)


def write_advertisers(out: Path) -> Path:
    return write_csv(out / "advertiser_accounts.csv",
                     ["Account", "Business name", "Contact", "Type", "Area", "On air since", "Terms"],
                     ([a.acct, a.business, a.contact, a.kind, a.area, a.since, a.terms] for a in data.ADVERTISER_LIST))


def generate(out: Path = OUT) -> list[Path]:
    folders = corpus_folders(out, ("airtime", "advertisers", "volunteers", "invoices", "faderboard-help"))
    return [
        write_log(folders["airtime"]), write_advertisers(folders["advertisers"]),
        pdfs.write_register(folders["volunteers"]),
        *[pdfs.write_invoice(b, folders["invoices"]) for b in data.invoices().values()],
        *write_pages(folders["faderboard-help"], PAGES),
    ]


def main() -> None:
    for path in generate():
        print(f"{path.relative_to(OUT.parent)}  {path.stat().st_size:,} bytes")


if __name__ == "__main__":
    main()
