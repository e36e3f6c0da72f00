"""Generate data/company16/, the sixteenth company corpus (data/golden/company16-test.jsonl, company16-dev.jsonl).

Tarnbrook Valley Food Bank, a fictional independent food bank with a warehouse and four distribution points, written
without reading the engine. Deterministic: records from company16_data.py and company16_records.py (fixed seeds),
fixed file timestamps. Run: `python data/make_company16.py`.

- parcels/issue_log_aug-nov_2026.xlsx: sheet "Issue log" with a title line, a key line saying what the short headers
  hold and what blanks mean, and a code legend line, headers on row 4 ("Vchr no", "Issued", "Ctr", "Ag ID", "Ad",
  "Ch", "Pcl", "Diet", "Kg", "Fuel £", "Dlv", "Notes"); Issued holds real dates shown as "Tue 4 Aug" (the year only in
  the title); Diet blank = standard parcel, Kg blank = not weighed, Fuel £ blank = no energy voucher, Dlv blank =
  collected in person; an "<Month> 2026 totals" row after each month and an "ALL MONTHS Aug-Nov 2026" row.
- parcels/referral_agencies.csv: the referral agencies, joined to the log through "Agency no." (log "Ag ID"); sector,
  town and lead referrer live only here.
- warehouse/intake_log_sep-nov_2026.pdf: a two-page log of donations booked in, header repeated on page 2, a
  "continued" caption, source, category and checker codes spelled out above the table, dates as "1.9.26".
- invoices/*.pdf: five supplier invoices, each firm with its own number format, grid labels and totals lines (zero-
  rated food beside standard-rated goods, a charity discount, a deposit taken off, a Direct Debit collection date).
- reports/trustees_report_autumn_2026.pdf: prose around one table by distribution point, September - November.
- trustees/funding_bids_2026-27.xlsx: restricted to group `trustees` by trustees/.tally-groups.
- pantryline-help/*.md: help pages of the fictional app Pantryline (company16_docs.py).
"""

import sys
from datetime import datetime
from pathlib import Path

from openpyxl import Workbook
from openpyxl.styles import Border, Font, PatternFill, Side

sys.path.insert(0, str(Path(__file__).resolve().parent))
from corpus_files import (column_widths, corpus_folders, header_cells, restrict, save_workbook, write_csv,  # noqa: E402
                          write_pages)
import company16_data as data  # noqa: E402
import company16_pdfs as pdfs  # noqa: E402
import company16_records as records  # noqa: E402
from company16_docs import PAGES  # noqa: E402

OUT = Path(__file__).resolve().parent / "company16"
CREATED = datetime(2026, 12, 2, 16, 40, 0)
GBP = '#,##0.00'

# ---------------------------------------------------------------- parcel issue log workbook

HEADERS = ["Vchr no", "Issued", "Ctr", "Ag ID", "Ad", "Ch", "Pcl", "Diet", "Kg", "Fuel £", "Dlv", "Notes"]
SUMMED = {5: "adults", 6: "children", 9: "kg", 10: "fuel"}


def _total_row(ws, r: int, label: str, rows: list, border: Side) -> None:
    ws.cell(r, 1, label)
    for col, name in SUMMED.items():
        value = data.total(getattr(x, name) for x in rows)
        cell = ws.cell(r, col, round(value, 1) if name == "kg" else int(value) if name != "fuel" else value)
        cell.number_format = GBP if name == "fuel" else "0.0" if name == "kg" else "0"
    ws.cell(r, 12, f"{len(rows)} parcels")
    for col in range(1, len(HEADERS) + 1):
        cell = ws.cell(r, col)
        cell.font = Font(bold=True)
        cell.fill = PatternFill("solid", fgColor="E8F2E4")
        cell.border = Border(top=border, bottom=border)


def write_issue_log(out: Path) -> Path:
    wb = Workbook()
    ws = wb.active
    ws.title = "Issue log"
    ws["A1"] = "TARNBROOK VALLEY FOOD BANK - parcel issue log, August to November 2026 (one line per voucher redeemed)"
    ws["A1"].font = Font(bold=True, size=13, color="2E683A")
    ws["A2"] = ("Key: Vchr no = referral voucher redeemed. Issued = date the parcel was handed over. "
                "Ctr = distribution point. Ag ID = referring agency (see referral_agencies.csv). "
                "Ad / Ch = adults / children under 16 in the household. Pcl = parcel size. Diet = special box, "
                "blank = standard parcel. Kg = parcel weight at packing, blank = not weighed. "
                "Fuel £ = energy top-up voucher handed over, blank = none. "
                "Dlv = D if taken to the client's home, blank = collected in person. No client names are kept here.")
    ws["A2"].font = Font(italic=True, size=8, color="555555")
    ws["A3"] = ("Codes - Ctr: " + ", ".join(f"{k} = {v[0]}" for k, v in data.CENTRES.items()) + ". Pcl: "
                + ", ".join(f"{k} = {v}" for k, v in data.PARCELS.items()) + ". Diet: "
                + ", ".join(f"{k} = {v}" for k, v in data.DIETS.items()) + ".")
    ws["A3"].font = Font(size=8, color="555555")
    header_cells(ws, 4, HEADERS, "2E683A")
    r = 5
    rows = data.issues()
    for month in data.MONTHS:
        block = data.in_month(rows, month)
        for x in block:
            values = [x.voucher, datetime(x.day.year, x.day.month, x.day.day), x.centre, x.agency, x.adults,
                      x.children, x.parcel, x.diet, x.kg, x.fuel, "D" if x.delivered else None, x.note or None]
            for col, value in enumerate(values, start=1):
                cell = ws.cell(r, col, value)
                if col == 2:
                    cell.number_format = "ddd d mmm"
                elif col == 9:
                    cell.number_format = "0.0"
                elif col == 10:
                    cell.number_format = GBP
            r += 1
        _total_row(ws, r, f"{data.MONTH_NAMES[month]} 2026 totals", block, Side(style="thin"))
        r += 1
    _total_row(ws, r, "ALL MONTHS Aug-Nov 2026", rows, Side(style="double"))
    ws.freeze_panes = "A5"
    column_widths(ws, [11, 11, 6, 8, 4, 4, 5, 5, 6, 8, 5, 36])
    return save_workbook(wb, out / "issue_log_aug-nov_2026.xlsx", CREATED)


def write_agencies(out: Path) -> Path:
    return write_csv(out / "referral_agencies.csv", ["Agency no.", "Agency", "Sector", "Town", "Lead referrer", "Phone",
                                                      "Voucher cap (yr)", "Registered"],
                     ([a.aid, a.name, a.sector, a.town, a.lead, a.phone, a.cap, a.since] for a in data.AGENCIES))


# ---------------------------------------------------------------- funding bids (trustees only)

def write_bids(out: Path) -> Path:
    wb = Workbook()
    ws = wb.active
    ws.title = "Bids 2026-27"
    ws["A1"] = "Funding bids 2026-27 - TRUSTEES ONLY (commercially sensitive: do not forward)"
    ws["A1"].font = Font(bold=True, size=12)
    ws.append(["Funder", "For", "Submitted", "Asked £", "Decision", "Awarded £", "Bid lead", "Notes"])
    for cell in ws[2]:
        cell.font = Font(bold=True)
    for b in records.bids():
        ws.append([b.funder, b.purpose, datetime(b.submitted.year, b.submitted.month, b.submitted.day), b.asked,
                   b.decision, b.awarded, b.lead, b.note or None])
        ws.cell(ws.max_row, 3).number_format = "dd/mm/yyyy"
        for col in (4, 6):
            ws.cell(ws.max_row, col).number_format = '#,##0'
    column_widths(ws, [40, 40, 11, 9, 9, 10, 14, 34])
    return save_workbook(wb, out / "funding_bids_2026-27.xlsx", CREATED)


def generate(out: Path = OUT) -> list[Path]:
    folders = corpus_folders(out, ("parcels", "warehouse", "invoices", "reports", "trustees", "pantryline-help"))
    groups = restrict(folders["trustees"], "trustees")
    return [
        write_issue_log(folders["parcels"]), write_agencies(folders["parcels"]),
        pdfs.write_intake(folders["warehouse"]),
        *[pdfs.write_invoice(inv, folders["invoices"]) for inv in records.invoices()],
        pdfs.write_report(folders["reports"]), write_bids(folders["trustees"]), groups,
        *write_pages(folders["pantryline-help"], PAGES),
    ]


def main() -> None:
    for path in generate():
        print(f"{path.relative_to(OUT.parent)}  {path.stat().st_size:,} bytes")


if __name__ == "__main__":
    main()
