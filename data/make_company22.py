"""Generate data/company22/, the twenty-second company corpus (data/golden/company22-test.jsonl, company22-dev.jsonl).

Kirkgate Cargo Cycles Ltd, a fictional bicycle courier and cargo-bike delivery firm in Holbeck, Leeds (UK: pounds,
20% VAT), written by helper company22 without reading the engine. Deterministic: everything comes from the fixed seed
in company22_data.py, and files carry fixed timestamps. Run: `python data/make_company22.py`.

- ops/delivery_log_sep-nov_2026.xlsx: sheet "Deliveries", a title on row 1, a note on row 2 and the headers on row 4
  ("Job ref", "Date", "Acct", "Rider", "Svc", "Zone", "Km", "Parcels", "Charge £", "Status"); the service codes,
  riders' initials and status words are explained on a second sheet "Key", as small tables one under the other.
- clients/client_accounts.xlsx: sheet "Accounts", joined to the log through "Acct code"; sector, billing plan,
  district and contact only there.
- fleet/workshop_register_sep-nov_2026.pdf: the workshop jobs on the bikes, one ruled table over two pages.
- invoices/: KCC-2611-031 (monthly account), KCC-2610-027 (October, grid layout), KCC-2611-044 (prepaid bundle).
- pedalboard-help/*.md: help pages of the dispatch app, Pedalboard.
"""

import sys
from pathlib import Path

from openpyxl import Workbook
from openpyxl.styles import Alignment, Font, PatternFill

sys.path.insert(0, str(Path(__file__).resolve().parent))
from corpus_files import column_widths, corpus_folders, header_cells, save_workbook, write_pages  # noqa: E402
from company22_data import (CLIENT_LIST, CREATED, DELIVERIES, PARCEL_FEE, REPAIRS, RIDERS, SERVICES,  # noqa: E402
                            SHORT, STATUSES)
from company22_docs import PAGES  # noqa: E402
from company22_invoices import INVOICES  # noqa: E402
from company22_pdfs import write_invoice, write_register  # noqa: E402

OUT = Path(__file__).resolve().parent / "company22"
FOLDERS = ("ops", "clients", "fleet", "invoices", "pedalboard-help")

LOG_FILE = "ops/delivery_log_sep-nov_2026.xlsx"
LOG_SHEET = "Deliveries"
LOG_HEADERS = ["Job ref", "Date", "Acct", "Rider", "Svc", "Zone", "Km", "Parcels", "Charge £", "Status"]
LOG_HEADER_ROW = 4
CLIENTS_FILE = "clients/client_accounts.xlsx"
CLIENTS_SHEET = "Accounts"
CLIENT_HEADERS = ["Acct code", "Business", "Sector", "Billing plan", "District", "Contact", "Client since"]
GREEN = "266E3E"


def write_log(out: Path) -> Path:
    wb = Workbook()
    ws = wb.active
    ws.title = LOG_SHEET
    ws["A1"] = f"{SHORT} - delivery log, 1 September to 30 November 2026"
    ws["A1"].font = Font(bold=True, size=13, color=GREEN)
    ws["A2"] = "One row per job booked. Charges in £ before VAT. Codes in Svc, Rider and Status: see the Key sheet."
    ws["A2"].font = Font(italic=True, size=9)
    header_cells(ws, LOG_HEADER_ROW, LOG_HEADERS, GREEN)
    for r, d in enumerate(DELIVERIES, start=LOG_HEADER_ROW + 1):
        values = [d.ref, d.day, d.client.code, d.rider, d.svc, d.zone, d.km, d.parcels, d.charge, d.status]
        for col, value in enumerate(values, start=1):
            cell = ws.cell(r, col, value)
            if col == 2:
                cell.number_format = "dd/mm/yyyy"
            elif col == 7:
                cell.number_format = "0.0"
            elif col == 9:
                cell.number_format = "#,##0.00"
    ws.freeze_panes = ws.cell(LOG_HEADER_ROW + 1, 1)
    ws.auto_filter.ref = f"A{LOG_HEADER_ROW}:J{LOG_HEADER_ROW + len(DELIVERIES)}"
    column_widths(ws, [11, 12, 9, 7, 6, 8, 7, 8, 10, 11])
    write_key(wb.create_sheet("Key"))
    return save_workbook(wb, out / Path(LOG_FILE).name, CREATED)


def _key_title(ws, row: int, text: str) -> None:
    ws.cell(row, 1, text).font = Font(bold=True, size=11, color=GREEN)


def _key_heads(ws, row: int, heads: tuple) -> None:
    for col, text in enumerate(heads, start=1):
        cell = ws.cell(row, col, text)
        cell.font = Font(bold=True)
        cell.fill = PatternFill("solid", fgColor="DDEBE1")


def write_key(ws) -> None:
    """Three small tables one under the other; the charging rule sits as a note line under the service table, which
    is where a reader of the prices would look for it."""
    r = 1
    _key_title(ws, r, "Service codes (Svc)")
    _key_heads(ws, r + 1, ("Svc", "Service", "Base £", "Per km £"))
    r += 2
    for code, (meaning, base, per_km, _) in SERVICES.items():
        for col, value in enumerate((code, meaning, base, per_km), start=1):
            cell = ws.cell(r, col, value)
            if col > 2:
                cell.number_format = "0.00"
        r += 1
    note = ws.cell(r, 1, f"Note: Charge = base + per km x Km + £{PARCEL_FEE:.2f} for each parcel after the first. "
                         "A Failed drop is billed at the base fee only; a Cancelled job is not billed.")
    note.font = Font(italic=True, size=9)
    r += 2
    _key_title(ws, r, "Riders")
    _key_heads(ws, r + 1, ("Initials", "Rider", "Riding for us since"))
    r += 2
    for ini, (name, since, _) in RIDERS.items():
        ws.cell(r, 1, ini)
        ws.cell(r, 2, name)
        ws.cell(r, 3, since)
        r += 1
    r += 1
    _key_title(ws, r, "Status words")
    _key_heads(ws, r + 1, ("Status", "What it means"))
    r += 2
    for word, meaning in STATUSES.items():
        ws.cell(r, 1, word)
        ws.cell(r, 2, meaning).alignment = Alignment(wrap_text=False)
        r += 1
    column_widths(ws, [12, 62, 18, 10])


def write_clients(out: Path) -> Path:
    wb = Workbook()
    ws = wb.active
    ws.title = CLIENTS_SHEET
    header_cells(ws, 1, CLIENT_HEADERS, "5C2751")
    for r, c in enumerate(CLIENT_LIST, start=2):
        for col, value in enumerate((c.code, c.name, c.sector, c.plan, c.district, c.contact, c.since), start=1):
            ws.cell(r, col, value)
    ws.freeze_panes = "B2"
    column_widths(ws, [10, 28, 22, 17, 16, 18, 12])
    return save_workbook(wb, out / Path(CLIENTS_FILE).name, CREATED)


def generate(out: Path = OUT) -> list[Path]:
    folders = corpus_folders(out, FOLDERS)
    return [write_log(folders["ops"]), write_clients(folders["clients"]), write_register(folders["fleet"]),
            *[write_invoice(inv, folders["invoices"]) for inv in INVOICES.values()],
            *write_pages(folders["pedalboard-help"], PAGES)]


def main() -> None:
    for path in generate():
        print(f"{path.relative_to(OUT.parent)}  {path.stat().st_size:,} bytes")
    print(f"{len(DELIVERIES)} deliveries, {len(CLIENT_LIST)} clients, {len(REPAIRS)} workshop jobs, "
          f"{len(INVOICES)} invoices")


if __name__ == "__main__":
    main()
