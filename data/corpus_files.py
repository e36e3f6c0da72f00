"""File writing shared by the corpus generators (make_sample.py, make_company2.py, make_company3.py):
workbooks saved byte for byte the same on every run, and Markdown pages written from their texts."""

import io
import re
import zipfile
from datetime import datetime
from pathlib import Path

from fpdf import FPDF
from openpyxl import Workbook


def save_workbook(wb: Workbook, path: Path, created: datetime) -> None:
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
