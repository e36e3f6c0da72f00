"""Generate data/company21/, the twenty-first company corpus (data/golden/company21-test.jsonl, company21-dev.jsonl).

Ardcarrow Boatyard Ltd, a fictional boatyard (lift-outs, antifouling, engine work, winter storage ashore) at
Kilbrannock Harbour, Co. Cork (Ireland: euro, 23% VAT), written by helper company21 without reading the engine.
Deterministic: everything comes from the fixed seed below, and files carry fixed timestamps.
Run: `python data/make_company21.py`.

- yard/job_sheet_aug-nov_2026.xlsx: sheet "Job sheet", a title on row 1 and the headers on row 2 ("WO", "Opened",
  "A/c", "Boat", "Op", "By", "Hrs", "Net €", "State"); dates shown "d mmm yyyy"; the Op codes, the shipwrights'
  initials and the State words are explained on a second sheet "Codes".
- owners/owner_accounts.csv: the boat owners, joined to the job sheet through "A/c no" (sheet "A/c"); boat type,
  berth and plan only there.
- storage/hardstanding_register_2026-11-30.pdf: the boats ashore on 30 November 2026, one ruled table over two pages
  (header repeated on page 2 under a "continued" line).
- invoices/: two customer invoices (AB-26-0412 for yard work, AB-26-0437 for winter storage) and a paint supplier's
  invoice to the yard (SMC-077154), each laid out its own way.
- slipmate-help/*.md: help pages of the yard's own app, Slipmate.
"""

import sys
from pathlib import Path

from openpyxl import Workbook
from openpyxl.styles import Alignment, Font, PatternFill

sys.path.insert(0, str(Path(__file__).resolve().parent))
from corpus_files import column_widths, corpus_folders, save_workbook, write_csv, write_pages  # noqa: E402
from company21_data import (ACCOUNTS, CREATED, JOBS, LABOUR_RATE, OPS, REGISTER, SHORT, STAFF,  # noqa: E402,F401
                            STATES)
from company21_docs import PAGES  # noqa: E402
from company21_invoices import INVOICES  # noqa: E402
from company21_pdfs import FIRST_PAGE_ROWS, write_invoice, write_register  # noqa: E402,F401

OUT = Path(__file__).resolve().parent / "company21"

# ---------------------------------------------------------------- workbook

NAVY = "1F3A5F"
LOG_HEADERS = ["WO", "Opened", "A/c", "Boat", "Op", "By", "Hrs", "Net €", "State"]
LOG_FILE = "yard/job_sheet_aug-nov_2026.xlsx"
LOG_SHEET = "Job sheet"
ACCOUNTS_FILE = "owners/owner_accounts.csv"
ACCOUNT_HEADERS = ["A/c no", "Owner", "Boat name", "Boat type", "LOA m", "Berth", "Plan", "With us since"]


def write_log(out: Path) -> Path:
    wb = Workbook()
    ws = wb.active
    ws.title = LOG_SHEET
    ws["A1"] = f"{SHORT} - yard job sheet, August to November 2026 (Op codes and initials: see Codes)"
    ws["A1"].font = Font(bold=True, size=12, color=NAVY)
    for col, header in enumerate(LOG_HEADERS, start=1):
        cell = ws.cell(2, col, header)
        cell.font = Font(bold=True, color=NAVY)
        cell.fill = PatternFill("solid", fgColor="D9E2EC")
        cell.alignment = Alignment(horizontal="left")
    for r, j in enumerate(JOBS, start=3):
        values = [j.wo, j.day, j.acct.no, j.acct.boat, j.op, j.by, j.hrs, j.net, j.state]
        for col, value in enumerate(values, start=1):
            cell = ws.cell(r, col, value)
            if col == 2:
                cell.number_format = "d mmm yyyy"
            if col == 7:
                cell.number_format = "0.0"
            if col == 8:
                cell.number_format = "#,##0.00"
    ws.freeze_panes = "A3"
    column_widths(ws, [10, 12, 8, 18, 6, 5, 6, 10, 15])
    key = wb.create_sheet("Codes")
    key["A1"] = "Job sheet codes"
    key["A1"].font = Font(bold=True, size=12, color=NAVY)
    r = 3
    for col, text in enumerate(("Op", "Work", "Fixed charge €"), start=1):
        key.cell(r, col, text).font = Font(bold=True)
    for code, (meaning, fixed, _) in OPS.items():
        r += 1
        key.cell(r, 1, code)
        key.cell(r, 2, meaning)
        key.cell(r, 3, fixed).number_format = "0.00"
    r += 2
    for col, text in enumerate(("By", "Shipwright"), start=1):
        key.cell(r, col, text).font = Font(bold=True)
    for ini, name in STAFF.items():
        r += 1
        key.cell(r, 1, ini)
        key.cell(r, 2, name)
    r += 2
    key.cell(r, 1, "State").font = Font(bold=True)
    key.cell(r, 2, "Meaning").font = Font(bold=True)
    for state, meaning in STATES.items():
        r += 1
        key.cell(r, 1, state)
        key.cell(r, 2, meaning)
    r += 2
    for line in (f"Net €: fixed charge for the Op + Hrs x €{LABOUR_RATE:.2f} labour, before VAT at 23%.",
                 "Hrs: shipwright's labour hours booked to the work order.",
                 "A/c: owner's account, see owners/owner_accounts.csv (A/c no)."):
        key.cell(r, 1, line)
        r += 1
    column_widths(key, [14, 52, 14])
    return save_workbook(wb, out / Path(LOG_FILE).name, CREATED)


def write_accounts(out: Path) -> Path:
    return write_csv(out / Path(ACCOUNTS_FILE).name, ACCOUNT_HEADERS,
                     ([a.no, a.owner, a.boat, a.kind, f"{a.loa:.1f}", a.berth, a.plan, a.since] for a in ACCOUNTS))



def generate(out: Path = OUT) -> list[Path]:
    folders = corpus_folders(out, ("yard", "owners", "storage", "invoices", "slipmate-help"))
    return [write_log(folders["yard"]), write_accounts(folders["owners"]), write_register(folders["storage"]),
            *[write_invoice(inv, folders["invoices"]) for inv in INVOICES.values()],
            *write_pages(folders["slipmate-help"], PAGES)]


def main() -> None:
    for path in generate():
        print(f"{path.relative_to(OUT.parent)}  {path.stat().st_size:,} bytes")
    print(f"{len(JOBS)} jobs, {len(ACCOUNTS)} accounts, {len(REGISTER)} boats ashore")


if __name__ == "__main__":
    main()
