"""Tables that run over several PDF pages are one table, whatever lines sit between the parts.

The PDFs are generated here with fpdf2; expected row counts and totals come from the rows written,
never from Tally.
"""

from pathlib import Path

import pytest
from fpdf import FPDF

from tally.ingest.catalog import Catalog
from tally.ingest.convert import convert
from tally.ingest.pipeline import ingest_paths
from tally.ingest.settings import Settings

HEADERS = ["Asset ID", "Item", "Location", "Cost"]


def _assets(n: int, start: int = 1) -> list[list[str]]:
    places = ["Warehouse", "Head office", "Depot"]
    return [[f"AS-{i:04d}", f"Item number {i}", places[i % 3], f"{100 + i * 7:,}.00"] for i in range(start, start + n)]


def _table(pdf: FPDF, rows: list[list[str]], ruled: bool, header: bool = True) -> None:
    pdf.set_font("Helvetica", size=9)
    if ruled:
        with pdf.table(col_widths=(30, 60, 40, 30), first_row_as_headings=header) as table:
            for row in ([HEADERS] if header else []) + rows:
                cells = table.row()
                for cell in row:
                    cells.cell(cell)
        return
    widths = (30, 60, 40, 30)
    for row in ([HEADERS] if header else []) + rows:
        for width, cell in zip(widths, row, strict=True):
            pdf.cell(width, 5, cell)
        pdf.ln(5)


def _line(pdf: FPDF, text: str, size: int = 9, bold: bool = False) -> None:
    pdf.set_font("Helvetica", style="B" if bold else "", size=size)
    pdf.cell(0, 7, text)
    pdf.ln(8)


def _register(path: Path, ruled: bool, repeat_header: bool) -> list[list[str]]:
    """An asset register: 30 rows on page 1, a 'continued' note, a '(continued)' caption, 12 rows on page 2."""
    first, second = _assets(30), _assets(12, start=31)
    pdf = FPDF()
    pdf.set_auto_page_break(False)
    pdf.add_page()
    _line(pdf, "Asset Register 2026", size=16, bold=True)
    _line(pdf, "All assets held on 31 March 2026, at cost.")
    _table(pdf, first, ruled)
    _line(pdf, "Continued on next page")
    pdf.add_page()
    _line(pdf, "Asset Register 2026 (continued)", size=13, bold=True)
    _table(pdf, second, ruled, header=repeat_header)
    _line(pdf, "Approved by the finance office.")
    pdf.output(str(path))
    return first + second


@pytest.mark.parametrize("ruled", [True, False], ids=["ruled", "unruled"])
@pytest.mark.parametrize("repeat_header", [True, False], ids=["header-repeated", "header-once"])
def test_register_continued_after_notes_and_caption_is_one_table(tmp_path, ruled, repeat_header):
    rows = _register(tmp_path / "register.pdf", ruled, repeat_header)
    doc = convert(tmp_path / "register.pdf")
    assert len(doc.tables) == 1, [t.pages for t in doc.tables]
    table = doc.tables[0]
    assert table.pages == (1, 2)
    assert [str(h) for h in table.headers] == HEADERS
    assert [r[0] for r in table.rows] == [r[0] for r in rows]
    assert sum(r[3] for r in table.rows) == pytest.approx(sum(float(r[3].replace(",", "")) for r in rows))


def _report(path: Path, pages: int, rows_per_page: int) -> list[list[str]]:
    """One same-header table per page, each page with its own title, page header and footer."""
    written: list[list[str]] = []
    pdf = FPDF()
    pdf.set_auto_page_break(False)
    for page in range(1, pages + 1):
        pdf.add_page()
        _line(pdf, "Stock report - confidential", size=8)
        _line(pdf, f"Stock by SKU, section {page}", size=14, bold=True)
        rows = [[f"SKU-{page:03d}-{i:02d}", f"Part {page}.{i}", "Shelf A", f"{i * 3}.00"] for i in range(rows_per_page)]
        _table(pdf, rows, ruled=True)
        _line(pdf, f"Page {page} of {pages}", size=8)
        written += rows
    pdf.output(str(path))
    return written


def test_report_with_one_same_header_table_per_page_is_one_table(tmp_path):
    rows = _report(tmp_path / "stock.pdf", pages=24, rows_per_page=6)
    doc = convert(tmp_path / "stock.pdf")
    assert len(doc.tables) == 1, [t.pages for t in doc.tables]
    assert doc.tables[0].pages == (1, 24)
    assert len(doc.tables[0].rows) == len(rows)


def test_different_tables_on_consecutive_pages_stay_apart(tmp_path):
    pdf = FPDF()
    pdf.set_auto_page_break(False)
    pdf.add_page()
    _line(pdf, "Assets", size=14, bold=True)
    _table(pdf, _assets(5), ruled=True)
    pdf.add_page()
    _line(pdf, "Suppliers", size=14, bold=True)
    pdf.set_font("Helvetica", size=9)
    with pdf.table(col_widths=(40, 60, 60)) as table:
        for row in [["Supplier", "Country", "Contact"], ["Acme", "Norway", "Kari"], ["Borel", "France", "Luc"]]:
            cells = table.row()
            for cell in row:
                cells.cell(cell)
    pdf.output(str(tmp_path / "two.pdf"))
    doc = convert(tmp_path / "two.pdf")
    assert [t.pages for t in doc.tables] == [(1, 1), (2, 2)]


def test_catalog_keeps_the_page_range_and_sql_counts_every_page(tmp_path):
    (tmp_path / "docs").mkdir()
    rows = _register(tmp_path / "docs" / "register.pdf", ruled=True, repeat_header=True)
    settings = Settings(home=tmp_path / "store", embedder="hashing", qdrant_url=None)
    report = ingest_paths([tmp_path / "docs"], settings)
    assert not report.failed
    with Catalog.open(settings.catalog_path) as catalog:
        (table,) = catalog.tables(["public"])
        assert table.pages == (1, 2)
        count, total = catalog.connection().execute(f'SELECT count(*), sum(cost) FROM "{table.name}"').fetchone()
    assert count == len(rows)
    assert total == pytest.approx(sum(float(r[3].replace(",", "")) for r in rows))


def _rota(path: Path) -> list[list[str]]:
    """Right-aligned figures under headers set close together, the header repeated on page 2 with one of
    its cells empty (an unlabelled flag column): ruled with horizontal lines only."""
    headers = ["Crew", "Shift", "", "Shifts worked", "Overtime (h)"]
    widths, aligns = (35, 25, 12, 28, 20), ("L", "L", "L", "R", "R")
    rows = [[f"Crew {i:02d}", "Night" if i % 2 else "Day", "*" if i % 5 == 0 else "", str(10 + i % 7),
             f"{(i * 1.5) % 9:.1f}"] for i in range(1, 43)]
    pdf = FPDF()
    pdf.set_auto_page_break(False)
    for page_rows in (rows[:30], rows[30:]):
        pdf.add_page()
        _line(pdf, "Crew rota", size=14, bold=True)
        pdf.set_font("Helvetica", size=9)
        for row in [headers] + page_rows:
            for width, align, cell in zip(widths, aligns, row, strict=True):
                pdf.cell(width, 5, cell, border="B", align=align)
            pdf.ln(5)
    pdf.output(str(path))
    return rows


def test_headers_set_close_together_over_an_empty_header_cell_stay_one_table(tmp_path):
    rows = _rota(tmp_path / "rota.pdf")
    doc = convert(tmp_path / "rota.pdf")
    assert len(doc.tables) == 1, [t.headers for t in doc.tables]
    table = doc.tables[0]
    assert [str(h) for h in table.headers][-2:] == ["Shifts worked", "Overtime (h)"]
    assert len(table.rows) == len(rows)
    assert sum(r[-1] for r in table.rows) == pytest.approx(sum(float(r[-1]) for r in rows))
