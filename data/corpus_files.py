"""File writing shared by the corpus generators (make_sample.py, make_company2.py, make_company3.py ...):
workbooks, PDFs and CSVs saved byte for byte the same on every run, the tables and invoice blocks the PDFs are drawn
from, and Markdown pages written from their texts."""

import csv
import io
import re
import zipfile
from datetime import datetime
from pathlib import Path

from fpdf import FPDF
from openpyxl import Workbook
from openpyxl.styles import Alignment, Font, PatternFill
from openpyxl.utils import get_column_letter


def save_workbook(wb: Workbook, path: Path, created: datetime) -> Path:
    """Save with fixed timestamps (document properties and zip entries), so the bytes - and the sha256
    the ingest uses to skip unchanged files - are the same on every run."""
    wb.properties.created = created
    wb.properties.modified = created
    buffer = io.BytesIO()
    wb.save(buffer)
    with zipfile.ZipFile(io.BytesIO(buffer.getvalue())) as source, zipfile.ZipFile(path, "w") as target:
        for entry in source.infolist():
            fixed = zipfile.ZipInfo(entry.filename, date_time=created.timetuple()[:6])
            fixed.compress_type = zipfile.ZIP_DEFLATED
            content = source.read(entry.filename)
            if entry.filename == "docProps/core.xml":  # openpyxl stamps "modified" with the current time
                content = re.sub(rb"(<dcterms:modified[^>]*>)[^<]*", rb"\g<1>" + created.isoformat().encode() + b"Z",
                                 content)
            target.writestr(fixed, content)
    return path


def header_cells(ws, row: int, headers: list[str], colour: str) -> None:
    """A sheet's column headers, bold white on the house colour, on `row`: the title and key lines sit above it."""
    for col, header in enumerate(headers, start=1):
        cell = ws.cell(row, col, header)
        cell.font = Font(bold=True, color="FFFFFF")
        cell.fill = PatternFill("solid", fgColor=colour)
        cell.alignment = Alignment(horizontal="center")


def column_widths(ws, widths: list[float]) -> None:
    for col, width in enumerate(widths, start=1):
        ws.column_dimensions[get_column_letter(col)].width = width


def save_pdf(pdf: FPDF, path: Path) -> Path:
    pdf.output(str(path))
    return path


def write_csv(path: Path, header: list[str], rows) -> Path:
    """A CSV with "\n" line ends whatever the platform, so the bytes match on every machine."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(header)
    writer.writerows(rows)
    path.write_text(buffer.getvalue(), encoding="utf-8", newline="")
    return path


def corpus_folders(out: Path, names: tuple[str, ...]) -> dict[str, Path]:
    folders = {name: out / name for name in names}
    for folder in folders.values():
        folder.mkdir(parents=True, exist_ok=True)
    return folders


def restrict(folder: Path, group: str) -> Path:
    """The .tally-groups file that lets only callers in `group` read `folder`."""
    path = folder / ".tally-groups"
    path.write_text(group + "\n", encoding="utf-8")
    return path


def write_pages(out: Path, pages: dict[str, str]) -> list[Path]:
    """Each page's text written as `out/<name>` (leading blank lines dropped)."""
    paths = []
    for name, text in pages.items():
        path = out / name
        path.write_text(text.lstrip("\n"), encoding="utf-8")
        paths.append(path)
    return paths


def money(value: float) -> str:
    return f"{value:,.2f}"


def new_pdf(title: str, author: str, created: datetime, top_margin: float = 12) -> FPDF:
    """An A4 document with fixed metadata (the same bytes on every run) and no automatic page breaks:
    each generator decides where its pages break, as the layouts under test need."""
    pdf = FPDF(format="A4")
    pdf.set_creation_date(created)
    pdf.set_title(title)
    pdf.set_author(author)
    pdf.set_auto_page_break(False)
    pdf.set_margins(12, top_margin, 12)
    return pdf


def paragraph(pdf: FPDF, text: str, heading: str | None = None) -> None:
    """A block of report prose, with a bold heading line above it when given."""
    if heading:
        pdf.set_font("Helvetica", "B", 10.5)
        pdf.cell(0, 7, heading, new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 9.5)
    pdf.multi_cell(0, 4.8, text, new_x="LMARGIN", new_y="NEXT")
    pdf.ln(2)


def table_row(pdf: FPDF, cells: list[str], widths: list[float], right: set[int], style: str = "", fill: bool = False,
              height: float = 7, size: float = 8.0) -> None:
    """A row of bordered cells; the columns numbered in `right` hold figures and align right."""
    pdf.set_font("Helvetica", style, size)
    for i, (text, width) in enumerate(zip(cells, widths)):
        pdf.cell(width, height, text, border=1, fill=fill, align="R" if i in right else "L")
    pdf.ln()


def header_row(pdf: FPDF, cells: list[str], widths: list[float], right: set[int], colour: tuple,
               size: float = 8.0) -> None:
    """A table's header row, white on the house colour; the text colour is reset so body rows print black."""
    pdf.set_fill_color(*colour)
    pdf.set_text_color(255, 255, 255)
    table_row(pdf, cells, widths, right, "B", True, 7, size)
    pdf.set_text_color(0, 0, 0)


def field_grid(pdf: FPDF, grid: list[tuple[str, str, str, str]], widths: tuple[float, float, float, float],
               fill: tuple, size: float) -> None:
    """An invoice's label/value grid, two pairs a line; a line with no second label gives its value the rest of the
    width. Each value must fit its cell: a clipped value would be read back wrong."""
    for a, b, c, d in grid:
        cells = tuple(zip((a, b, c, d), widths, (True, False, True, False))) if c else \
            ((a, widths[0], True), (b, sum(widths[1:]), False))
        for text, width, label in cells:
            pdf.set_fill_color(*fill)
            pdf.set_font("Helvetica", "B" if label else "", size)
            assert pdf.get_string_width(text) < width - 2, text
            pdf.cell(width, 7, text, border=1, fill=label)
        pdf.ln()


def totals_lines(pdf: FPDF, totals: list[tuple[str, float, str]], indent: float, label_width: float,
                 value_width: float, size: float) -> None:
    """The totals under an items table, aligned to its amount column: (label, amount, font style of the amount)."""
    for label, value, style in totals:
        pdf.cell(indent, 7, "")
        pdf.set_font("Helvetica", "B", size)
        pdf.cell(label_width, 7, label, border=1)
        pdf.set_font("Helvetica", style, size)
        pdf.cell(value_width, 7, money(value), border=1, align="R", new_x="LMARGIN", new_y="NEXT")


def page_footer(pdf: FPDF, text: str, y: float, grey: int) -> None:
    """A centred footer line at `y` mm: placed by hand because automatic page breaks are off (new_pdf)."""
    pdf.set_y(y)
    pdf.set_font("Helvetica", "I", 7)
    pdf.set_text_color(grey, grey, grey)
    pdf.cell(0, 4, text, align="C")
    pdf.set_text_color(0, 0, 0)


class QuestionList(list):
    """A golden set as the make_*_golden.py / make_*_dev.py scripts declare it: one question per `add`, and
    `help_q` for a how-to question answered by a section of a help page under `help_folder`."""

    def __init__(self, help_folder: str) -> None:
        super().__init__()
        self.help_folder = help_folder

    def add(self, id_: str, question: str, kind: str, spec: dict, source, note: str) -> None:
        self.append({"id": id_, "question": question, "kind": kind, "spec": spec, "source": source, "note": note})

    def help_q(self, id_: str, question: str, kind: str, page: str, section: str, keywords: list[str],
               note: str) -> None:
        src = {"doc": self.help_folder + page, "section": section}
        self.add(id_, question, kind, {"type": "help", **src, "keywords": keywords}, src, note)
