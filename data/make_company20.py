"""Generate data/company20/, the twentieth company corpus (data/golden/company20-test.jsonl, company20-dev.jsonl).

Thistlemoor Pest Control Ltd, a fictional pest control firm (rodents, insects, bird proofing) in the market town of
Lowdby (England: pounds, 20% VAT), written without reading the engine. Deterministic: records from company20_data.py
and company20_invoices.py (fixed seeds), fixed file timestamps. Run: `python data/make_company20.py`.

- jobs/visit_log_mar-jun_2026.xlsx: sheet "Visits" with a title line and a note line, a blank row, then the headers
  on row 4 ("Job no", "Date", "Cust ID", "Customer / site", "Pest", "Tech", "Pts", "Chg £", "Status"); real dates
  shown dd/mm/yyyy; the Pest codes, the technicians' initials, Pts and the blank Status are spelled out on a second
  sheet "Key".
- customers/customer_accounts.csv: the customers, joined to the log through "Customer ref" (log "Cust ID"); sector,
  district and plan only there.
- store/store_register_2026-06-30.pdf: a ruled table of 41 products over two pages, header repeated under a
  "continued from page 1" line (company20_pdfs.py).
- invoices/*.pdf: a pay-as-you-go invoice and a quarterly contract invoice (TPC-26-....) and a supplier's invoice
  (AHS-......), each laid out its own way.
- snareline-help/*.md: help pages of the fictional job and store app Snareline (company20_docs.py).
"""

import sys
from datetime import datetime
from pathlib import Path

from openpyxl import Workbook
from openpyxl.styles import Font, PatternFill

sys.path.insert(0, str(Path(__file__).resolve().parent))
from corpus_files import column_widths, corpus_folders, header_cells, save_workbook, write_csv, write_pages  # noqa
import company20_data as data  # noqa: E402
import company20_pdfs as pdfs  # noqa: E402
from company20_docs import PAGES  # noqa: E402
from company20_invoices import invoices  # noqa: E402

OUT = Path(__file__).resolve().parent / "company20"
CREATED = datetime(2026, 7, 3, 9, 40, 0)
GREEN = "2E5E3E"

LOG_HEADERS = ["Job no", "Date", "Cust ID", "Customer / site", "Pest", "Tech", "Pts", "Chg £", "Status"]
HEADER_ROW = 4


def _key_block(ws, r: int, titles: tuple, rows) -> int:
    fill = PatternFill("solid", fgColor="DCE9DF")
    for col, text in enumerate(titles, start=1):
        ws.cell(r, col, text).font = Font(bold=True)
        ws.cell(r, col).fill = fill
    for values in rows:
        r += 1
        for col, value in enumerate(values, start=1):
            cell = ws.cell(r, col, value)
            if isinstance(value, float):
                cell.number_format = "0.00"
    return r + 2


def _key_sheet(wb: Workbook) -> None:
    ws = wb.create_sheet("Key")
    ws["A1"] = "Visit log - what the codes mean"
    ws["A1"].font = Font(bold=True, size=13, color=GREEN)
    r = _key_block(ws, 3, ("Pest", "Meaning", "Call-out £", "Per point £", "Pts counts"),
                   ((code, name, data.CALLOUT[code], data.PER_POINT[code], data.POINT_UNIT[code])
                    for code, name in data.PESTS.items()))
    r = _key_block(ws, r, ("Tech", "Technician"), data.TECHS.items())
    lines = ["Chg £: call-out + Pts x price per point, before VAT. Customers on a service contract are charged 20% "
             "less.",
             f"No access: nobody let us in; flat aborted-visit fee of £{data.NO_ACCESS_FEE:.2f}, Pts 0.",
             "Status: Cleared = no further visit needed; Revisit = follow-up booked; blank = technician has not "
             "signed off the report yet.",
             "Cust ID: see customers/customer_accounts.csv (Customer ref)."]
    for line in lines:
        ws.cell(r, 1, line)
        r += 1
    column_widths(ws, [8, 30, 11, 11, 28])


def write_log(out: Path) -> Path:
    wb = Workbook()
    ws = wb.active
    ws.title = "Visits"
    ws["A1"] = f"{data.SHORT} - service visits, 1 March to 30 June {data.YEAR}"
    ws["A1"].font = Font(bold=True, size=13, color=GREEN)
    ws["A2"] = "One row per visit. Charges are net of VAT. Codes and initials: see the Key sheet."
    ws["A2"].font = Font(italic=True, size=8, color="555555")
    header_cells(ws, HEADER_ROW, LOG_HEADERS, GREEN)
    for r, v in enumerate(data.VISITS, start=HEADER_ROW + 1):
        values = [v.job, v.day, v.cust, v.customer.name, v.pest, v.tech, v.points, v.charge, v.status or None]
        for col, value in enumerate(values, start=1):
            cell = ws.cell(r, col, value)
            if col == 2:
                cell.number_format = "dd/mm/yyyy"
            if col == 8:
                cell.number_format = "0.00"
    ws.freeze_panes = f"A{HEADER_ROW + 1}"
    column_widths(ws, [9, 11, 8, 28, 6, 6, 6, 9, 10])
    _key_sheet(wb)
    return save_workbook(wb, out / "visit_log_mar-jun_2026.xlsx", CREATED)


def write_customers(out: Path) -> Path:
    return write_csv(out / "customer_accounts.csv",
                     ["Customer ref", "Customer name", "Contact", "Sector", "District", "Plan", "Customer since"],
                     ([c.ref, c.name, c.contact, c.sector, c.district, c.plan, c.since] for c in data.CUSTOMER_LIST))


def generate(out: Path = OUT) -> list[Path]:
    folders = corpus_folders(out, ("jobs", "customers", "store", "invoices", "snareline-help"))
    return [
        write_log(folders["jobs"]), write_customers(folders["customers"]),
        pdfs.write_register(folders["store"]),
        *[pdfs.write_invoice(b, folders["invoices"]) for b in invoices().values()],
        *write_pages(folders["snareline-help"], PAGES),
    ]


def main() -> None:
    for path in generate():
        print(f"{path.relative_to(OUT.parent)}  {path.stat().st_size:,} bytes")


if __name__ == "__main__":
    main()
