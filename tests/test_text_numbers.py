"""A number in a table cell is read by one parser, ingest/coerce.py `parse_number`, whether the cell
came from a workbook, a CSV or a PDF table (the PDF converter had its own reader). These pin the cells
where the two differed."""

import pytest

from tally.ingest.convert.pdf import _typed


@pytest.mark.parametrize(("cell", "value"), [
    ("1,234.50", 1234.5), ("1 234.50", 1234.5), ("-$1,234", -1234), ("0", 0), ("42", 42),
    # the PDF reader kept these as text
    ("(500)", -500), ("+5", 5), ("\u22121,234", -1234), (".5", 0.5), ("$ 12", 12), ("12,50", 12.5),
])
def test_pdf_cells_read_as_any_cell(cell, value):
    typed = _typed(cell)
    assert typed == value and type(typed) is type(value)


@pytest.mark.parametrize("cell", ["00123", "INV-2026-0042", "N/A", "12%", "1.234,50"])
def test_text_cells_stay_text(cell):
    assert _typed(cell) == cell


def test_empty_cell_is_none():
    assert _typed("") is None
