"""Generate data/company17/, the seventeenth company corpus (data/golden/company17-test.jsonl, company17-dev.jsonl).

Rothar Rua Cycle Co-operative, a fictional small bicycle repair and rental co-op in Kilbrannagh, Co. Westmore
(Ireland: euro amounts, 23% VAT), written without reading the engine. Deterministic: records from company17_data.py
and company17_records.py (fixed seeds), fixed file timestamps. Run: `python data/make_company17.py`.

- workshop/job_log_2026.xlsx: sheet "Job log" with a title line and a printed-by line over headers on row 3 ("Job no",
  "In", "Rdy", "Mbr", "Bk", "Svc", "Mech", "Hrs", "Pts €", "Lab €", "Tot €", "Pd", "Notes"), dates as dd/mm/yy cells,
  one blank row and a "TOTALS" line under the jobs; every code and blank is explained on a second sheet, "Key"
  (Rdy blank = still in the workshop, Mbr blank = walk-in, Pts blank = no parts, Pd blank = not paid yet).
- members/member_register.csv: the members, joined to the job log through "Membership No." (log "Mbr"); tier, area,
  joining date, volunteer flag and shares live only here.
- hire/hire_log_jul-sep_2026.pdf: two pages, header repeated, a "continued" line at the foot of page 1 and another at
  the top of page 2, dates as day/month only, rates and deposit codes above the table.
- invoices/*.pdf: five supplier documents, each laid out its own way (company17_invoices.py).
- reports/board_report_q3_2026.pdf: the coordinator's report for July - September 2026, figures in prose only.
- board/premises_shortlist_2026.xlsx: readable by group `board` only (board/.tally-groups).
- truewheel-help/*.md: help pages of the fictional app Truewheel (company17_docs.py).
"""

import sys
from datetime import datetime
from pathlib import Path

from openpyxl import Workbook
from openpyxl.styles import Alignment, Border, Font, Side

sys.path.insert(0, str(Path(__file__).resolve().parent))
from corpus_files import (column_widths, corpus_folders, header_cells, restrict, save_workbook, write_csv,  # noqa: E402
                          write_pages)
import company17_data as data  # noqa: E402
import company17_invoices as invoices  # noqa: E402
import company17_pdfs as pdfs  # noqa: E402
import company17_records as records  # noqa: E402
from company17_docs import PAGES  # noqa: E402

OUT = Path(__file__).resolve().parent / "company17"
CREATED = datetime(2026, 11, 2, 17, 25, 0)
EUR = '#,##0.00'
RED = "9E2026"

# ---------------------------------------------------------------- workshop job log

HEADERS = ["Job no", "In", "Rdy", "Mbr", "Bk", "Svc", "Mech", "Hrs", "Pts €", "Lab €", "Tot €", "Pd", "Notes"]


def _day(d):
    return None if d is None else datetime(d.year, d.month, d.day)


def _key_sheet(wb: Workbook) -> None:
    ws = wb.create_sheet("Key")
    ws["A1"] = "Key to the job log"
    ws["A1"].font = Font(bold=True, size=12)
    columns = [("Job no", "job card number printed on the handlebar tag"),
               ("In", "date the bike was booked in"),
               ("Rdy", "date the job was marked ready for collection; blank = still in the workshop"),
               ("Mbr", "membership number (see members/member_register.csv); blank = walk-in, not a member"),
               ("Bk", "kind of bike"), ("Svc", "main work done"), ("Mech", "who did the work"),
               ("Hrs", "labour hours booked to the job"),
               ("Pts €", "parts charged, euro incl. VAT; blank = no parts used"),
               ("Lab €", f"labour charged: Hrs x EUR {data.LABOUR_RATE:.0f}, less {data.MEMBER_OFF:.0%} for members, "
                         "nothing on volunteer bench jobs"),
               ("Tot €", "what the customer was charged, Pts + Lab"), ("Pd", "how it was paid; blank = not paid yet"),
               ("Notes", "anything the counter needs to know")]
    r = 3
    ws.cell(r, 1, "Column").font = Font(bold=True)
    ws.cell(r, 2, "What it holds").font = Font(bold=True)
    for name, meaning in columns:
        r += 1
        ws.cell(r, 1, name)
        ws.cell(r, 2, meaning)
    for title, codes in (("Bk - bike", data.BIKES), ("Svc - work", {k: v[0] for k, v in data.SERVICES.items()}),
                         ("Mech - mechanic", data.MECHANICS), ("Pd - payment", data.PAYMENTS)):
        r += 2
        ws.cell(r, 1, title).font = Font(bold=True)
        for code, meaning in codes.items():
            r += 1
            ws.cell(r, 1, code)
            ws.cell(r, 2, meaning)
    column_widths(ws, [14, 90])


def write_job_log(out: Path) -> Path:
    wb = Workbook()
    ws = wb.active
    ws.title = "Job log"
    ws["A1"] = "ROTHAR RUA - WORKSHOP JOB LOG   Jul-Oct 2026"
    ws["A1"].font = Font(bold=True, size=14, color=RED)
    ws["A2"] = (f"Printed {data.PRINTED:%d/%m/%Y} from Truewheel by the workshop lead. Short codes and empty cells are "
                "explained on the Key sheet.")
    ws["A2"].font = Font(italic=True, size=8, color="666666")
    header_cells(ws, 3, HEADERS, RED)
    rows = data.jobs()
    r = 4
    for j in rows:
        values = [j.no, _day(j.booked), _day(j.ready), j.member, j.bike, j.svc, j.mech, j.hours, j.parts, j.labour,
                  j.total, j.pay, j.note or None]
        for col, value in enumerate(values, start=1):
            cell = ws.cell(r, col, value)
            if col in (2, 3):
                cell.number_format = "dd/mm/yy"
            elif col == 8:
                cell.number_format = "0.00"
            elif col in (9, 10, 11):
                cell.number_format = EUR
        r += 1
    r += 1      # one empty row before the totals
    line = Side(style="medium")
    ws.cell(r, 1, f"TOTALS ({len(rows)} jobs)")
    for col, value in ((8, sum(j.hours for j in rows)), (9, data.total(j.parts for j in rows)),
                       (10, data.total(j.labour for j in rows)), (11, data.total(j.total for j in rows))):
        ws.cell(r, col, round(value, 2)).number_format = "0.00" if col == 8 else EUR
    for col in range(1, len(HEADERS) + 1):
        ws.cell(r, col).font = Font(bold=True)
        ws.cell(r, col).border = Border(top=line)
    ws.freeze_panes = "A4"
    column_widths(ws, [11, 9, 9, 8, 5, 6, 6, 6, 9, 9, 9, 5, 34])
    _key_sheet(wb)
    return save_workbook(wb, out / "job_log_2026.xlsx", CREATED)


def write_members(out: Path) -> Path:
    return write_csv(out / "member_register.csv",
                     ["Membership No.", "Member name", "Tier", "Area", "Joined", "Volunteer", "Shares (EUR 10)"],
                     ([m.no, m.name, m.tier, m.area, f"{m.joined:%d/%m/%Y}", "Y" if m.volunteer else "", m.shares]
                      for m in data.MEMBERS))


def write_shortlist(out: Path) -> Path:
    wb = Workbook()
    ws = wb.active
    ws.title = "Shortlist"
    ws["A1"] = "Premises sub-group - shortlist of sites, Nov 2026. BOARD ONLY: rents are under negotiation."
    ws["A1"].font = Font(bold=True, size=11)
    ws.append(["Site", "Landlord", "Floor m²", "Rent €/yr", "Lease yrs", "Fit-out est €", "Status", "Notes"])
    for cell in ws[2]:
        cell.font = Font(bold=True)
        cell.alignment = Alignment(wrap_text=True)
    for s in records.sites():
        ws.append([s.name, s.landlord, s.sq_m, s.rent, s.lease, s.fit_out, s.status, s.note])
        for col in (4, 6):
            ws.cell(ws.max_row, col).number_format = '#,##0'
    column_widths(ws, [34, 32, 9, 11, 9, 12, 22, 44])
    return save_workbook(wb, out / "premises_shortlist_2026.xlsx", CREATED)


def generate(out: Path = OUT) -> list[Path]:
    folders = corpus_folders(out, ("workshop", "members", "hire", "invoices", "reports", "board", "truewheel-help"))
    groups = restrict(folders["board"], "board")
    return [
        write_job_log(folders["workshop"]), write_members(folders["members"]),
        pdfs.write_hire_log(folders["hire"]),
        *[invoices.write_bill(b, folders["invoices"]) for b in records.bills().values()],
        pdfs.write_board_report(folders["reports"]), write_shortlist(folders["board"]), groups,
        *write_pages(folders["truewheel-help"], PAGES),
    ]


def main() -> None:
    for path in generate():
        print(f"{path.relative_to(OUT.parent)}  {path.stat().st_size:,} bytes")


if __name__ == "__main__":
    main()
