"""Generate data/company9/, the ninth company corpus (data/golden/company9-test.jsonl).

Gullrock Haven Marina Ltd, a fictional visitor marina with a fuel dock and a small boatyard, written without
reading the engine. Deterministic: records from company9_data.py (fixed seeds), fixed file timestamps.
Run: `python data/make_company9.py`.

- bookings/visitor_berth_log_2026_Q2.xlsx: sheet "Berth Log" under a title, a period line and a blank row (header
  on row 4); dates dd.mm.yyyy; Fee blank for cancellations, Elec kWh blank where the pedestal is unmetered;
  a bold "<Month> 2026 total" row and a blank row after each month; a "Rates" sheet.
- berths/berth_register.csv: plain comma CSV sharing "Berth" with the log (pontoon, type, power only here).
- fuel/fuel_dock_log_2026-05.pdf: a three-page ruled table of fuel dockets, header repeated on each page.
- yard/WO-26-0xx.pdf: four boatyard work orders with header fields and a task table.
- reports/harbour_office_report_2026-06.pdf: prose around a pontoon table.
- crew/seasonal_crew_hours_2026-06.pdf: restricted to group `hr` by crew/.tally-groups.
- moorwise-help/*.md: help pages of the fictional app Moorwise (company9_docs.py).
"""

import csv
import io
import sys
from datetime import date, datetime
from pathlib import Path

from fpdf import FPDF
from openpyxl import Workbook
from openpyxl.styles import Font, PatternFill

sys.path.insert(0, str(Path(__file__).resolve().parent))
from corpus_files import money, new_pdf, paragraph, save_workbook, write_pages  # noqa: E402
import company9_data as data  # noqa: E402
from company9_docs import PAGES  # noqa: E402

OUT = Path(__file__).resolve().parent / "company9"
CREATED = datetime(2026, 7, 2, 9, 15, 0)
NAVY = (24, 52, 92)
ADDRESS = "Gullrock Haven Marina Ltd  |  The Harbour Office, Quay Street, Gullrock Haven GH4 2PL  |  VHF 80  |  " \
          "office@gullrockhaven.example"


def _pdf(title: str) -> FPDF:
    return new_pdf(title, data.FIRM, CREATED, top_margin=14)


def _masthead(pdf: FPDF, heading: str) -> None:
    pdf.set_font("Helvetica", "B", 14)
    pdf.set_text_color(*NAVY)
    pdf.cell(0, 8, "Gullrock Haven Marina", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 7.5)
    pdf.set_text_color(90, 90, 90)
    pdf.cell(0, 4, ADDRESS, new_x="LMARGIN", new_y="NEXT")
    pdf.set_draw_color(*NAVY)
    pdf.line(12, pdf.get_y() + 1.5, 198, pdf.get_y() + 1.5)
    pdf.set_draw_color(0, 0, 0)
    pdf.set_text_color(0, 0, 0)
    pdf.ln(5)
    pdf.set_font("Helvetica", "B", 12)
    pdf.cell(0, 7, heading, new_x="LMARGIN", new_y="NEXT")
    pdf.ln(1)


def _row(pdf: FPDF, cells: list[str], widths: list[float], right: set[int], style: str = "", fill: bool = False,
         height: float = 6.2, size: float = 8.0, border: object = 1) -> None:
    pdf.set_font("Helvetica", style, size)
    for i, (text, width) in enumerate(zip(cells, widths)):
        pdf.cell(width, height, text, border=border, fill=fill, align="R" if i in right else "L")
    pdf.ln()


def _footer(pdf: FPDF, text: str) -> None:
    pdf.set_y(286)
    pdf.set_font("Helvetica", "I", 7)
    pdf.cell(0, 4, text, align="C")


# ---------------------------------------------------------------- berth log workbook

LOG_HEADERS = ["Booking Ref", "Arrival", "Nts", "Berth", "Vessel", "Skipper", "Home Port", "LOA m", "Band",
               "Fee (£)", "Elec kWh", "Status"]


def write_berth_log(out: Path) -> Path:
    wb = Workbook()
    ws = wb.active
    ws.title = "Berth Log"
    ws["A1"] = "GULLROCK HAVEN MARINA - VISITOR BERTH LOG"
    ws["A1"].font = Font(bold=True, size=14, color="18345C")
    ws["A2"] = "Arrivals 01.04.2026 - 30.06.2026  |  Moorwise export 02.07.2026  |  fees in GBP incl. VAT"
    ws["A2"].font = Font(italic=True, size=9)
    for col, header in enumerate(LOG_HEADERS, start=1):
        cell = ws.cell(4, col, header)
        cell.font = Font(bold=True, color="FFFFFF")
        cell.fill = PatternFill("solid", fgColor="18345C")
    r = 5
    rows = data.bookings()
    for month in data.PER_MONTH:
        block = [b for b in rows if b.arrived.month == month]
        for b in block:
            values = [b.ref, datetime.combine(b.arrived, datetime.min.time()), b.nights, b.berth, b.vessel, b.skipper,
                      b.port, b.loa, data.BAND_LABEL[b.band], b.fee, b.kwh, b.status]
            for col, value in enumerate(values, start=1):
                cell = ws.cell(r, col, value)
                if col == 2:
                    cell.number_format = "dd.mm.yyyy"
                elif col == 10:
                    cell.number_format = "#,##0.00"
                elif col == 8:
                    cell.number_format = "0.0"
            r += 1
        label = ws.cell(r, 1, f"{date(2026, month, 1):%B %Y} total")
        cells = [label, ws.cell(r, 3, sum(b.nights for b in block)),
                 ws.cell(r, 10, round(sum(b.fee or 0 for b in block), 2)),
                 ws.cell(r, 11, round(sum(b.kwh or 0 for b in block), 1))]
        cells[2].number_format = "#,##0.00"
        for cell in cells:
            cell.font = Font(bold=True)
        r += 2
    ws.freeze_panes = "A5"
    for col, width in zip("ABCDEFGHIJKL", [12, 11, 5, 7, 19, 20, 14, 7, 14, 10, 9, 11]):
        ws.column_dimensions[col].width = width
    rates = wb.create_sheet("Rates")
    rates["A1"] = "Visitor rate per metre LOA per night (GBP)"
    rates["A1"].font = Font(bold=True)
    rates.append([])
    rates.append(["Month of arrival", "Rate £/m/night"])
    for month, rate in data.RATE.items():
        rates.append([f"{date(2026, month, 1):%B %Y}", rate])
    rates.append([])
    rates.append(["Cancelled bookings carry no fee. No-shows are charged one night (see Moorwise help)."])
    rates.column_dimensions["A"].width = 22
    path = out / "visitor_berth_log_2026_Q2.xlsx"
    save_workbook(wb, path, CREATED)
    return path


def write_register(out: Path) -> Path:
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(["Berth", "Pontoon", "Type", "Max LOA (m)", "Depth CD (m)", "Shore power", "Water"])
    for b in data.BERTHS:
        writer.writerow([b.code, b.pontoon, b.kind, f"{b.max_loa:.1f}", f"{b.depth:.1f}", b.power, b.water])
    path = out / "berth_register.csv"
    path.write_text(buffer.getvalue(), encoding="utf-8")
    return path


# ---------------------------------------------------------------- fuel dock log (3 pages)

FUEL_HEADERS = ["Docket", "Date", "Time", "Vessel", "Product", "Litres", "£/litre", "Amount £", "Paid by"]
FUEL_WIDTHS = [18, 20, 13, 38, 18, 17, 16, 22, 18]


def write_fuel_log(out: Path) -> Path:
    rows = data.dockets()
    cuts = [0]
    for n in data.FUEL_PAGES:
        cuts.append(cuts[-1] + n)
    pdf = _pdf("Fuel dock log May 2026")
    for page in range(3):
        pdf.add_page()
        if page == 0:
            _masthead(pdf, "Fuel dock log - May 2026")
            paragraph(pdf, "All dockets issued at the fuel dock till, 1-31 May 2026. Diesel price reduced from "
                      "1.62 to 1.57 per litre on 16 May. Amounts include VAT.")
        else:
            pdf.set_font("Helvetica", "I", 8)
            pdf.cell(0, 5, "Fuel dock log - May 2026 (continued)", new_x="LMARGIN", new_y="NEXT")
        pdf.set_fill_color(*NAVY)
        pdf.set_text_color(255, 255, 255)
        _row(pdf, FUEL_HEADERS, FUEL_WIDTHS, {5, 6, 7}, "B", True, 7, 8)
        pdf.set_text_color(0, 0, 0)
        pdf.set_fill_color(232, 238, 246)
        for k, d in enumerate(rows[cuts[page]:cuts[page + 1]]):
            _row(pdf, [d.number, d.day.strftime("%d/%m/%Y"), d.time, d.vessel, d.product, f"{d.litres:.1f}",
                       f"{d.price:.2f}", money(d.amount), d.paid], FUEL_WIDTHS, {5, 6, 7}, fill=k % 2 == 1,
                 height=7.2)
        assert pdf.get_y() < 283, f"fuel page {page + 1} overflows"
        _footer(pdf, f"Moorwise - Fuel > Dockets - page {page + 1} of 3")
    path = out / "fuel_dock_log_2026-05.pdf"
    pdf.output(str(path))
    return path


# ---------------------------------------------------------------- work orders

def write_work_order(wo: data.WorkOrder, out: Path) -> Path:
    pdf = _pdf(f"Work order {wo.number}")
    pdf.add_page()
    _masthead(pdf, "BOATYARD WORK ORDER")
    fields = [("Work order no.", wo.number), ("Opened", wo.opened.strftime("%d %b %Y")), ("Vessel", wo.vessel),
              ("Owner", wo.owner), ("Boat location", wo.location), ("Engineer", wo.engineer),
              ("Lift required", wo.lift), ("Target completion", wo.target.strftime("%d %b %Y")),
              ("Quoted price", f"GBP {money(wo.quoted)}")]
    pdf.set_fill_color(232, 238, 246)
    for label, value in fields:
        pdf.set_font("Helvetica", "B", 9)
        pdf.cell(42, 7, label, border="B", fill=True)
        pdf.set_font("Helvetica", "", 9.5)
        pdf.cell(80, 7, value, border="B", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(6)
    pdf.set_font("Helvetica", "B", 10)
    pdf.cell(0, 6, "Tasks", new_x="LMARGIN", new_y="NEXT")
    widths = [110, 28, 34]
    pdf.set_fill_color(*NAVY)
    pdf.set_text_color(255, 255, 255)
    _row(pdf, ["Task", "Est. hours", "Parts (GBP)"], widths, {1, 2}, "B", True, 7, 8.5)
    pdf.set_text_color(0, 0, 0)
    for task, hours, parts in wo.tasks:
        _row(pdf, [task, f"{hours:.1f}", money(parts) if parts else "-"], widths, {1, 2}, size=8.5, height=7)
    pdf.ln(6)
    paragraph(pdf, "The quoted price covers the tasks listed at the yard labour rate of GBP 68.00 per hour plus "
              "parts, excluding VAT. Additional work found during the job will be quoted separately before it is "
              "started. Please make sure the boat is emptied of loose gear before the target date.")
    pdf.ln(10)
    pdf.set_font("Helvetica", "", 9)
    pdf.cell(90, 6, "Owner signature: ______________________")
    pdf.cell(90, 6, "Yard supervisor: ______________________", new_x="LMARGIN", new_y="NEXT")
    _footer(pdf, f"{wo.number} - Gullrock Haven Boatyard")
    path = out / f"{wo.number.replace('/', '-')}.pdf"
    pdf.output(str(path))
    return path


# ---------------------------------------------------------------- harbour office report

def write_report(out: Path) -> Path:
    rep = data.june_report()
    pdf = _pdf("Harbour office report June 2026")
    pdf.add_page()
    _masthead(pdf, "Harbour office report - June 2026")
    pdf.set_font("Helvetica", "", 8.5)
    pdf.cell(0, 5, "Prepared by the duty harbour master for the marina board, 1 July 2026", new_x="LMARGIN",
             new_y="NEXT")
    pdf.ln(2)
    paragraph(pdf, "June was the busiest month of the season so far. A settled spell in the second and third weeks "
              "brought several rallies from the neighbouring harbours, and the visitor pontoons were full on most "
              "Saturday nights. The new pedestals on Curlew pontoon were in use from 4 June.", "Summary")
    paragraph(pdf, "The table below gives, for each pontoon, the number of berths, the visitor nights sold, the "
              "occupancy (visitor and resident nights over berth-nights available) and the number of incidents "
              "logged in the harbour office diary.", "Pontoons in June")
    widths = [40, 24, 32, 30, 28]
    pdf.set_fill_color(*NAVY)
    pdf.set_text_color(255, 255, 255)
    _row(pdf, ["Pontoon", "Berths", "Visitor nights", "Occupancy %", "Incidents"], widths, {1, 2, 3, 4}, "B", True,
         7, 9)
    pdf.set_text_color(0, 0, 0)
    for p in rep:
        _row(pdf, [f"{p.letter} - {p.name}", str(p.berths), str(p.visitor_nights), f"{p.occupancy:.1f}",
                   str(p.incidents)], widths, {1, 2, 3, 4}, size=9, height=7)
    pdf.ln(4)
    paragraph(pdf, "Incidents were minor: two fenders lost overboard, a mooring line chafed through in the swell "
              "of 17 June, a dinghy adrift recovered by the harbour launch and a small diesel sheen at the fuel "
              "dock, contained with pads. No injuries were reported.", "Incidents")
    paragraph(pdf, "Egret pontoon remains under-used because most visiting boats are too small for its alongside "
              "berths. The board is asked to approve a trial of rafting two smaller boats per alongside berth "
              "in July and August. The pump-out on Dunlin pontoon needs a new macerator before the August rally.",
              "Recommendations")
    _footer(pdf, "Gullrock Haven Marina - harbour office report - June 2026")
    path = out / "harbour_office_report_2026-06.pdf"
    pdf.output(str(path))
    return path


def write_crew_hours(out: Path) -> Path:
    pdf = _pdf("Seasonal crew hours June 2026")
    pdf.add_page()
    _masthead(pdf, "Seasonal crew hours - June 2026 (CONFIDENTIAL - HR)")
    paragraph(pdf, "Hours worked by seasonal crew in June 2026, from the signed timesheets. Overtime is paid at "
              "time and a half and is included in the hours column.")
    widths = [46, 44, 20, 24, 28]
    pdf.set_fill_color(*NAVY)
    pdf.set_text_color(255, 255, 255)
    _row(pdf, ["Name", "Role", "Shifts", "Hours", "Overtime h"], widths, {2, 3, 4}, "B", True, 7, 9)
    pdf.set_text_color(0, 0, 0)
    for c in data.crew_hours():
        _row(pdf, [c.name, c.role, str(c.shifts), f"{c.hours:.1f}", f"{c.overtime:.1f}"], widths, {2, 3, 4},
             size=9, height=7)
    pdf.ln(4)
    paragraph(pdf, "Queries about these hours go to the HR officer before the payroll cut-off on 25 July.")
    _footer(pdf, "HR only - do not circulate")
    path = out / "seasonal_crew_hours_2026-06.pdf"
    pdf.output(str(path))
    return path


def generate(out: Path = OUT) -> list[Path]:
    folders = {name: out / name for name in ("bookings", "berths", "fuel", "yard", "reports", "crew",
                                             "moorwise-help")}
    for folder in folders.values():
        folder.mkdir(parents=True, exist_ok=True)
    groups = folders["crew"] / ".tally-groups"
    groups.write_text("hr\n", encoding="utf-8")
    return [
        write_berth_log(folders["bookings"]), write_register(folders["berths"]), write_fuel_log(folders["fuel"]),
        *[write_work_order(wo, folders["yard"]) for wo in data.work_orders()],
        write_report(folders["reports"]), write_crew_hours(folders["crew"]), groups,
        *write_pages(folders["moorwise-help"], PAGES),
    ]


def main() -> None:
    for path in generate():
        print(f"{path.relative_to(OUT.parent)}  {path.stat().st_size:,} bytes")


if __name__ == "__main__":
    main()
