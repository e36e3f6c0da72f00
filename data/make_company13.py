"""Generate data/company13/, the thirteenth company corpus (data/golden/company13-test.jsonl, company13-dev.jsonl).

Brackenfold Veterinary Group, a fictional regional veterinary practice group (Thornby Veterinary Hospital, Ellerside
Surgery, Cawdell Bridge Surgery, the Nightline out-of-hours service and the central pharmacy at Thornby), written
without reading the engine. Deterministic: records from company13_data.py and company13_records.py (fixed seeds),
fixed file timestamps. Run: `python data/make_company13.py`.

- frontdesk/consults_aug-oct_2026.xlsx: sheet "Consults" with a title line and a note line, headers on row 3
  ("Appt", "Dt", "Clin", "Vet", "Acct", "Pet", "Sp", "Proc", "Fee", "Pd", "Wt kg", "Notes"); dates as text
  "05.08.26"; Fee shown with a pound sign (blank = did not attend); Pd a tick or blank; Wt kg blank = not weighed;
  Notes "DNA" for did-not-attend; an "<Month> subtotal" row and an empty row after each month and a grand total;
  a "Codes" sheet with the procedure price list and, below it, the vet, site and species keys.
- frontdesk/client_list.csv: the clients, joined to the register through "Client ref" (register "Acct").
- pharmacy/cd_register_2026-10.pdf: a three-page controlled drugs register, header repeated, "continued" captions.
- referrals/REF-26-0xx.pdf: four referral letters with a field grid and a treatment-to-date table.
- reports/quarterly_report_2026-Q2.pdf: prose around one table of per-site figures.
- partners/overtime_oncall_2026.xlsx: restricted to group `partners` by partners/.tally-groups.
- pawsmith-help/*.md: help pages of the fictional app Pawsmith (company13_docs.py).
"""

import csv
import io
import sys
from datetime import date, datetime
from pathlib import Path

from fpdf import FPDF
from openpyxl import Workbook
from openpyxl.styles import Alignment, Border, Font, PatternFill, Side

sys.path.insert(0, str(Path(__file__).resolve().parent))
from corpus_files import money, new_pdf, paragraph, save_workbook, write_pages  # noqa: E402
import company13_data as data  # noqa: E402
import company13_records as records  # noqa: E402
from company13_docs import PAGES  # noqa: E402

OUT = Path(__file__).resolve().parent / "company13"
CREATED = datetime(2026, 11, 9, 9, 15, 0)
GREEN = (38, 98, 62)
PALE = (221, 236, 226)
ADDRESS = "Brackenfold Veterinary Group  -  14 Kiln Lane, Thornby TB3 6RW  -  01632 960400  -  " \
          "hello@brackenfoldvets.example  -  Nightline (out of hours) 01632 960999"
GBP = '"£"#,##0.00'
TICK = "\u2713"


def _pdf(title: str) -> FPDF:
    return new_pdf(title, data.FIRM, CREATED, top_margin=14)


def _letterhead(pdf: FPDF, heading: str) -> None:
    pdf.set_fill_color(*GREEN)
    pdf.rect(0, 0, 210, 20, style="F")
    pdf.set_xy(12, 5)
    pdf.set_font("Helvetica", "B", 15)
    pdf.set_text_color(255, 255, 255)
    pdf.cell(0, 7, data.FIRM.upper(), new_x="LMARGIN", new_y="NEXT")
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
    pdf.set_fill_color(*GREEN)
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
    return day.strftime("%d.%m.%y")


def ml(value: float | None) -> str:
    return "" if value is None else f"{value:.1f}"


# ---------------------------------------------------------------- consultations register workbook

HEADERS = ["Appt", "Dt", "Clin", "Vet", "Acct", "Pet", "Sp", "Proc", "Fee", "Pd", "Wt kg", "Notes"]
FEE_COL = HEADERS.index("Fee") + 1


def write_register(out: Path) -> Path:
    wb = Workbook()
    ws = wb.active
    ws.title = "Consults"
    ws["A1"] = "BRACKENFOLD VETS - consultations register, all sites, Aug-Oct 2026"
    ws["A1"].font = Font(bold=True, size=13, color="26623E")
    ws["A2"] = ("Dt = dd.mm.yy. Fee is after plan cover (vaccines free on Basic & Gold, nurse clinic free on Gold, "
                f"Gold 10% off the rest) incl. any meds. Pd: {TICK} = paid at desk, blank = not paid yet or on "
                "account. Wt kg blank = not weighed. DNA = did not attend, no fee. Codes, vets and species on the "
                "Codes tab.")
    ws["A2"].font = Font(italic=True, size=8, color="666666")
    for col, header in enumerate(HEADERS, start=1):
        cell = ws.cell(3, col, header)
        cell.font = Font(bold=True)
        cell.fill = PatternFill("solid", fgColor="DDECE2")
        cell.border = Border(bottom=Side(style="medium", color="26623E"))
    r = 4
    rows = data.consults()
    for month in data.MONTHS:
        block = data.in_month(rows, month)
        for c in block:
            values = [c.appt, day_text(c.day), c.clinic, c.vet, c.acct, c.pet, c.species, c.proc, c.fee,
                      TICK if c.paid else None, c.weight, c.note or None]
            for col, value in enumerate(values, start=1):
                cell = ws.cell(r, col, value)
                if col == FEE_COL:
                    cell.number_format = GBP
                if col == 10:
                    cell.alignment = Alignment(horizontal="center")
            r += 1
        label = ws.cell(r, 1, f"{date(2026, month, 1):%B} subtotal")
        total = ws.cell(r, FEE_COL, data.fees(block))
        total.number_format = GBP
        for cell in (label, total):
            cell.font = Font(bold=True, italic=True)
        for col in range(1, len(HEADERS) + 1):
            ws.cell(r, col).border = Border(top=Side(style="thin"))
        r += 2   # an empty row after each subtotal
    label = ws.cell(r, 1, "TOTAL Aug-Oct 2026")
    total = ws.cell(r, FEE_COL, data.fees(rows))
    total.number_format = GBP
    for cell in (label, total):
        cell.font = Font(bold=True)
    for col in range(1, len(HEADERS) + 1):
        ws.cell(r, col).border = Border(top=Side(style="double"))
    ws.freeze_panes = "A4"
    for col, width in zip("ABCDEFGHIJKL", [10, 9, 5, 5, 9, 9, 5, 6, 10, 4, 7, 22]):
        ws.column_dimensions[col].width = width
    write_codes(wb.create_sheet("Codes"))
    path = out / "consults_aug-oct_2026.xlsx"
    save_workbook(wb, path, CREATED)
    return path


def write_codes(ws) -> None:
    ws.append(["Code", "Procedure", "List price", "Plan cover"])
    for cell in ws[1]:
        cell.font = Font(bold=True)
    for code, (name, price) in data.PROCS.items():
        cover = ("free on Basic + Gold" if code in data.VACCINES else "free on Gold" if code == "N01"
                 else "Gold -10%")
        ws.append([code, name, price, cover])
        ws.cell(ws.max_row, 3).number_format = GBP
    ws.append([])
    ws.append(["Vet", "Name", "Base"])
    for cell in ws[ws.max_row]:
        cell.font = Font(bold=True)
    for initials, (name, base) in data.VETS.items():
        ws.append([initials, name, data.CLINICS[base]])
    ws.append([])
    ws.append(["Clin", "Site"])
    for cell in ws[ws.max_row]:
        cell.font = Font(bold=True)
    for code, name in data.CLINICS.items():
        ws.append([code, name])
    ws.append([])
    ws.append(["Sp", "Species"])
    for cell in ws[ws.max_row]:
        cell.font = Font(bold=True)
    for code, name in data.SPECIES.items():
        ws.append([code, name])
    for col, width in zip("ABCD", [6, 44, 11, 20]):
        ws.column_dimensions[col].width = width


def write_clients(out: Path) -> Path:
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(["Client ref", "Client", "Town", "Postcode", "Plan", "Reg. site", "Phone", "Client since"])
    for c in data.CLIENTS:
        site = data.CLINICS[c.clinic].replace(" Veterinary Hospital", "").replace(" Surgery", "")
        writer.writerow([c.ref, c.name, c.town, c.postcode, c.plan, site, c.phone, c.since])
    path = out / "client_list.csv"
    path.write_text(buffer.getvalue(), encoding="utf-8", newline="")
    return path


# ---------------------------------------------------------------- controlled drugs register (3 pages)

CD_HEADERS = ["Date", "Drug & strength", "Recd ml", "Given ml", "Bal. ml", "Patient / supplier", "Site", "By",
              "Wit."]
CD_WIDTHS = [16, 38, 15, 16, 15, 50, 12, 11, 11]


def write_cd_register(out: Path) -> Path:
    rows = data.cd_register()
    a, b = data.CD_PAGES
    cuts = [0, a, a + b, len(rows)]
    pdf = _pdf("Controlled drugs register October 2026")
    right = {2, 3, 4}
    for page in range(3):
        pdf.add_page()
        if page == 0:
            _letterhead(pdf, "Controlled drugs register - Schedule 2 & 3 - October 2026")
            people = "; ".join(f"{k} = {v[0]}" for k, v in sorted(data.VETS.items())) + "; " + \
                "; ".join(f"{k} = {v}" for k, v in sorted(data.NURSES.items()))
            paragraph(pdf, "Central register kept at the Thornby pharmacy for all sites. One line per supply to a "
                      "patient or delivery received; quantities in ml; the balance runs per drug. Site: TH Thornby, "
                      "EL Ellerside, CB Cawdell Bridge, OOH Nightline out-of-hours. Deliveries are booked in by a "
                      f"nurse and witnessed by a vet. By / Wit. initials: {people}.")
        else:
            pdf.set_y(16)
            pdf.set_font("Helvetica", "BI", 9)
            pdf.cell(0, 6, f"Controlled drugs register - October 2026 (continued, sheet {page + 1} of 3)",
                     new_x="LMARGIN", new_y="NEXT")
            pdf.ln(1)
        _header_row(pdf, CD_HEADERS, CD_WIDTHS, right, 6.5, 7.8)
        for i, e in enumerate(rows[cuts[page]:cuts[page + 1]]):
            pdf.set_fill_color(*PALE)
            _row(pdf, [e.day.strftime("%d-%b"), e.drug, ml(e.received), ml(e.issued), ml(e.balance), e.party,
                       e.clinic, e.by, e.witness], CD_WIDTHS, right, fill=i % 2 == 1, height=6.3, size=7.6)
        assert pdf.get_y() < 283, f"CD register page {page + 1} overflows ({pdf.get_y():.0f} mm)"
        _footer(pdf, f"CD register Oct 2026 - Thornby pharmacy - page {page + 1} of 3")
    path = out / "cd_register_2026-10.pdf"
    pdf.output(str(path))
    return path


# ---------------------------------------------------------------- referral letters

def write_referral(rf: records.Referral, out: Path) -> Path:
    pdf = _pdf(f"Referral {rf.ref}")
    pdf.add_page()
    _letterhead(pdf, "REFERRAL LETTER")
    grid = [("Referral no.", rf.ref, "Date", rf.day.strftime("%d/%m/%Y")),
            ("Patient", rf.pet, "Species / breed", rf.species),
            ("Age", rf.age, "Weight", f"{rf.weight:g} kg"),
            ("Owner", rf.owner, "Account", rf.acct),
            ("Referring vet", rf.vet, "Practice", rf.clinic),
            ("Referred to", rf.to, "Clinician", rf.clinician),
            ("Urgency", rf.urgency, "Insurer", rf.insurer),
            ("Policy no.", rf.policy, "", "")]
    for a, b, c, d in grid:
        pdf.set_fill_color(*PALE)
        for text, width, label in ((a, 27, True), (b, 68, False), (c, 28, True), (d, 63, False)):
            pdf.set_font("Helvetica", "B" if label else "", 8)
            pdf.cell(width, 7.5, text, border=1, fill=label and bool(text))
        pdf.ln()
    pdf.ln(5)
    paragraph(pdf, rf.reason, "Reason for referral")
    pdf.ln(1)
    pdf.set_font("Helvetica", "B", 10)
    pdf.cell(0, 6, "Investigations and treatment to date", new_x="LMARGIN", new_y="NEXT")
    widths = [20, 76, 66, 24]
    _header_row(pdf, ["Date", "Item", "Finding / note", "Charged £"], widths, {3}, 7, 8.5)
    for day, item, note, value in rf.items:
        _row(pdf, [day, item, note, money(value)], widths, {3}, height=7, size=8.5)
    pdf.cell(widths[0] + widths[1], 7, "")
    pdf.set_font("Helvetica", "B", 8.5)
    pdf.cell(widths[2], 7, "Total charged to date", border=1)
    pdf.cell(widths[3], 7, money(rf.total), border=1, align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(6)
    paragraph(pdf, "Full clinical history and images are attached. Please send your report and any invoice queries "
              "to the referring practice; the owner has been told that the referral centre will contact them "
              "directly to book.")
    pdf.set_font("Helvetica", "", 9.5)
    pdf.cell(0, 5, f"Yours sincerely, {rf.vet} MRCVS", new_x="LMARGIN", new_y="NEXT")
    _footer(pdf, f"{rf.ref} - {data.FIRM} - sent from Pawsmith")
    path = out / rf.file
    pdf.output(str(path))
    return path


# ---------------------------------------------------------------- quarterly report

def write_report(out: Path) -> Path:
    sites = records.quarter_sites()
    pdf = _pdf("Quarterly practice report Q2 2026")
    pdf.add_page()
    _letterhead(pdf, "Quarterly practice report - Q2 2026 (April to June)")
    pdf.set_font("Helvetica", "", 8.5)
    pdf.cell(0, 5, "To the partners' meeting of 14 July 2026. Prepared by Dr Rosalind Birtwistle, clinical director.",
             new_x="LMARGIN", new_y="NEXT")
    pdf.ln(2)
    paragraph(pdf, "The second quarter was busier than the first at all three surgeries. Thornby's new second theatre "
              "opened in May and took most of the orthopaedic and soft tissue lists, so the surgeries at Ellerside "
              "and Cawdell Bridge now admit fewer operations themselves. The Nightline out-of-hours service "
              "covered every night and weekend with two vets on the rota and one locum in June.", "Overview")
    paragraph(pdf, "Consultations include rechecks and nurse clinics. Operations are procedures under general "
              "anaesthetic. Turnover is in GBP excluding VAT; average per consultation is turnover divided by "
              "consultations.", "Figures by site")
    widths = [56, 24, 22, 24, 32, 28]
    right = {1, 2, 3, 4, 5}
    _header_row(pdf, ["Site", "Consults", "Ops", "New clients", "Turnover £", "Avg £/consult"], widths, right,
                7, 8.5)
    for s in sites:
        _row(pdf, [s.site, f"{s.consults:,}", str(s.operations), str(s.new_clients), money(s.turnover),
                   money(s.per_consult)], widths, right, height=7, size=8.5)
    pdf.ln(4)
    paragraph(pdf, "Health plan sign-ups slowed in June after the price change; the reception teams will offer the "
              "Basic plan at every first vaccination from August. The CD cabinet at Cawdell Bridge is to be "
              "replaced in the autumn, and the dental X-ray unit at Ellerside is due for its service.", "Next quarter")
    _footer(pdf, f"{data.FIRM} - quarterly practice report Q2 2026 - partners and managers")
    path = out / "quarterly_report_2026-Q2.pdf"
    pdf.output(str(path))
    return path


# ---------------------------------------------------------------- overtime and on-call claims (partners only)

def write_claims(out: Path) -> Path:
    wb = Workbook()
    ws = wb.active
    ws.title = "OT claims"
    ws["A1"] = "Overtime & on-call claims 2026 - PARTNERS ONLY (approved by RB = Dr Rosalind Birtwistle)"
    ws["A1"].font = Font(bold=True, size=12)
    ws.append(["Name", "Role", "Base", "Month", "OT hrs", "£/hr", "On-call nights", "£/night", "Claim £",
               "Approved"])
    for cell in ws[2]:
        cell.font = Font(bold=True)
    for c in records.claims():
        ws.append([c.name, c.role, c.base, c.month, c.hours, c.rate, c.nights, c.night_rate, c.amount,
                   c.approved or None])
        for col in (6, 8, 9):
            ws.cell(ws.max_row, col).number_format = "0.00"
    for col, width in zip("ABCDEFGHIJ", [20, 10, 6, 8, 7, 7, 13, 8, 9, 9]):
        ws.column_dimensions[col].width = width
    path = out / "overtime_oncall_2026.xlsx"
    save_workbook(wb, path, CREATED)
    return path


def generate(out: Path = OUT) -> list[Path]:
    folders = {name: out / name for name in ("frontdesk", "pharmacy", "referrals", "reports", "partners",
                                             "pawsmith-help")}
    for folder in folders.values():
        folder.mkdir(parents=True, exist_ok=True)
    groups = folders["partners"] / ".tally-groups"
    groups.write_text("partners\n", encoding="utf-8")
    return [
        write_register(folders["frontdesk"]), write_clients(folders["frontdesk"]),
        write_cd_register(folders["pharmacy"]),
        *[write_referral(rf, folders["referrals"]) for rf in records.referrals()],
        write_report(folders["reports"]), write_claims(folders["partners"]), groups,
        *write_pages(folders["pawsmith-help"], PAGES),
    ]


def main() -> None:
    for path in generate():
        print(f"{path.relative_to(OUT.parent)}  {path.stat().st_size:,} bytes")


if __name__ == "__main__":
    main()
