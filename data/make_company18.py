"""Generate data/company18/, the eighteenth company corpus (data/golden/company18-test.jsonl, company18-dev.jsonl).

Osier Bank Allotment & Garden Society, a fictional member-run allotment site of forty plots in Ridlow (England:
pounds, 20% VAT), written without reading the engine. Deterministic: records from company18_data.py (fixed seeds),
fixed file timestamps. Run: `python data/make_company18.py`.

- plots/plot_register_2026.xlsx: sheet "Register" with a title line and a kept-by line over short headers on row 3
  ("Plot", "Mem no", "Tenant", "Sz", "Typ", "Since", "Rent £", "Wtr", "Insp", "Pd", "Notes"); codes and blanks are
  explained on a second sheet "Field guide", laid out as side-by-side code blocks first, then a Field / Meaning list.
- work-parties/work_party_log_2026.xlsx: sheet "Log", dates written as text day/month only ("13/06"), the year only
  in the title and file name; the "Job" codes are spelled out in a note line under the table.
- members/membership_list.csv: the members, joined to the register through "Member ref" (register "Mem no").
- invoices/*.pdf: two supplier invoices (seeds, tools), each laid out its own way (company18_pdfs.py).
- dibber-help/*.md: help pages of the fictional booking and plot app Dibber (company18_docs.py).
"""

import sys
from datetime import datetime
from pathlib import Path

from openpyxl import Workbook
from openpyxl.styles import Alignment, Font, PatternFill

sys.path.insert(0, str(Path(__file__).resolve().parent))
from corpus_files import column_widths, corpus_folders, header_cells, save_workbook, write_csv, write_pages  # noqa
import company18_data as data  # noqa: E402
import company18_pdfs as pdfs  # noqa: E402
from company18_docs import PAGES  # noqa: E402

OUT = Path(__file__).resolve().parent / "company18"
CREATED = datetime(2026, 10, 2, 9, 30, 0)
GREEN = "3F6B2A"
BROWN = "7A4E24"

# ---------------------------------------------------------------- plot register

HEADERS = ["Plot", "Mem no", "Tenant", "Sz", "Typ", "Since", "Rent £", "Wtr", "Insp", "Pd", "Notes"]
FIELDS = [("Plot", "plot number as painted on the corner post; A and B are the two halves of a split plot"),
          ("Mem no", "member reference of the tenant (Member ref in members/membership_list.csv); "
                     "blank = plot is vacant"),
          ("Tenant", "surname and initial of the tenant; on a community plot, its coordinator; blank = vacant"),
          ("Sz", "size of the plot - see the Sz codes"), ("Typ", "what the plot is used for - see the Typ codes"),
          ("Since", "year the present tenancy began"),
          ("Rent £", f"rent for the 2026 rent year: full {data.RENT['F']:.0f}, half {data.RENT['H']:.0f}, starter "
                     f"bed {data.RENT['S']:.0f}, plus {data.POLYTUNNEL_EXTRA:.0f} for a polytunnel; concession "
                     "members pay half; blank = no rent (community plot, or vacant)"),
          ("Wtr", "water at the plot - see the Wtr codes; blank = none"),
          ("Insp", "grade given at the June walk-round; blank = not graded (new tenancy this season, or vacant)"),
          ("Pd", "how the 2026 rent was paid; blank = not paid yet, or no rent due"),
          ("Notes", "anything the plots officer needs to remember")]


def _guide_sheet(wb: Workbook) -> None:
    ws = wb.create_sheet("Field guide")
    ws["A1"] = "Plot register - field guide"
    ws["A1"].font = Font(bold=True, size=13, color=GREEN)
    ws["A2"] = "Code lists first; what every column holds is listed underneath."
    ws["A2"].font = Font(italic=True, size=9)
    blocks = [("Sz", data.SIZES), ("Typ", data.KINDS), ("Wtr", {**data.WATER, "(blank)": data.WATER_BLANK}),
              ("Insp", {**data.GRADES, "(blank)": "not graded this season"}),
              ("Pd", {**data.PAID, "(blank)": "not paid yet / no rent due"})]
    fill = PatternFill("solid", fgColor="E4EEDC")
    for i, (name, codes) in enumerate(blocks):
        col = 1 + 3 * i
        ws.cell(4, col, name).font = Font(bold=True)
        ws.cell(4, col).fill = fill
        ws.cell(4, col + 1, "stands for").font = Font(bold=True)
        ws.cell(4, col + 1).fill = fill
        for r, (code, meaning) in enumerate(codes.items(), start=5):
            ws.cell(r, col, code)
            ws.cell(r, col + 1, meaning).alignment = Alignment(wrap_text=True)
    r = 12
    ws.cell(r, 1, "Field").font = Font(bold=True)
    ws.cell(r, 2, "Meaning").font = Font(bold=True)
    for name, meaning in FIELDS:
        r += 1
        ws.cell(r, 1, name)
        ws.cell(r, 2, meaning)
    column_widths(ws, [9, 30, 3, 7, 30, 3, 9, 28, 3, 7, 28, 3, 9, 22])


def write_register(out: Path) -> Path:
    wb = Workbook()
    ws = wb.active
    ws.title = "Register"
    ws["A1"] = f"{data.SOCIETY.upper()}  -  PLOT REGISTER, RENT YEAR {data.YEAR}"
    ws["A1"].font = Font(bold=True, size=13, color=GREEN)
    ws["A2"] = (f"Kept by the plots officer. Last updated {data.UPDATED:%d/%m/%Y}. Codes and empty cells: see the "
                "Field guide sheet.")
    ws["A2"].font = Font(italic=True, size=8, color="666666")
    header_cells(ws, 3, HEADERS, GREEN)
    for r, p in enumerate(data.PLOTS, start=4):
        values = [p.no, p.holder, p.member.tenant if p.member else None, p.size, p.kind, p.since, p.rent, p.water,
                  p.grade, p.paid, p.note or None]
        for col, value in enumerate(values, start=1):
            cell = ws.cell(r, col, value)
            if col == 7:
                cell.number_format = "0.00"
    ws.freeze_panes = "A4"
    column_widths(ws, [8, 9, 16, 5, 5, 7, 8, 5, 5, 5, 40])
    _guide_sheet(wb)
    return save_workbook(wb, out / "plot_register_2026.xlsx", CREATED)


# ---------------------------------------------------------------- work-party log

LOG_HEADERS = ["Date", "Job", "Where", "Led by", "Turnout", "Vol hrs", "Notes"]


def write_log(out: Path) -> Path:
    wb = Workbook()
    ws = wb.active
    ws.title = "Log"
    ws["A1"] = f"{data.SHORT} - work parties, {data.YEAR} season"
    ws["A1"].font = Font(bold=True, size=13, color=BROWN)
    ws["A2"] = "Saturday mornings all season; Wednesday evenings too from May to August. Rained-off sessions left out."
    ws["A2"].font = Font(italic=True, size=8, color="666666")
    header_cells(ws, 3, LOG_HEADERS, BROWN)
    r = 4
    for s in data.SESSIONS:
        for col, value in enumerate([f"{s.day:%d/%m}", s.job, s.where, s.leader, s.turnout, s.hours,
                                     s.note or None], start=1):
            cell = ws.cell(r, col, value)
            if col == 6:
                cell.number_format = "0.0"
        r += 1
    r += 1
    codes = ", ".join(f"{k} = {v}" for k, v in data.JOBS.items())
    for line in (f"Job: {codes}.", "Vol hrs = hours given by everyone at the session, added together "
                 "(turnout x length of the session)."):
        ws.cell(r, 1, line).font = Font(size=8, italic=True)
        r += 1
    ws.freeze_panes = "A4"
    column_widths(ws, [8, 6, 20, 16, 9, 9, 40])
    return save_workbook(wb, out / "work_party_log_2026.xlsx", CREATED)


# ---------------------------------------------------------------- membership list

def write_members(out: Path) -> Path:
    return write_csv(out / "membership_list.csv",
                     ["Member ref", "Name", "Street", "Joined", "Concession", "Committee", "Gate key", "Status"],
                     ([m.ref, m.name, m.street, f"{m.joined:%d/%m/%Y}", "yes" if m.concession else "", m.role,
                       m.key, data.status(m)] for m in data.MEMBERS))


def generate(out: Path = OUT) -> list[Path]:
    folders = corpus_folders(out, ("plots", "work-parties", "members", "invoices", "dibber-help"))
    return [
        write_register(folders["plots"]), write_log(folders["work-parties"]), write_members(folders["members"]),
        *[pdfs.write_invoice(b, folders["invoices"]) for b in data.invoices().values()],
        *write_pages(folders["dibber-help"], PAGES),
    ]


def main() -> None:
    for path in generate():
        print(f"{path.relative_to(OUT.parent)}  {path.stat().st_size:,} bytes")


if __name__ == "__main__":
    main()
