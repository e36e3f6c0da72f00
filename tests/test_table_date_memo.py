"""Typing a date column parses each distinct text once (ingest/tables.py _date_reader): the typed values
must be the ones a strptime of every cell gives, also past the memo's bound."""

from datetime import datetime

import numpy as np
import pytest

from tally.ingest import coerce, tables
from tally.ingest.tables import type_column

CELLS = ["2024-03-04", " 2024-03-04 ", None, "2024-03-04", "2025-12-31", "", "2024-02-29", "2025-12-31", "2024-01-01"]


def _per_cell(cells: list, fmt: str) -> np.ndarray:
    parsed = [None if coerce.is_null(v) else coerce.as_datetime(v, fmt) for v in cells]
    return np.array([p if p is not None else "NaT" for p in parsed], dtype="datetime64[us]")


@pytest.mark.parametrize("remembered", [10_000, 2])
def test_a_repeating_date_column_types_as_every_cell_parsed(monkeypatch, remembered):
    monkeypatch.setattr(tables, "_DATES_REMEMBERED", remembered)
    column = type_column("d", "Order Date", CELLS * 50)
    assert column.type == "DATE"
    expected = _per_cell(CELLS * 50, "%Y-%m-%d")
    # NaT never equals itself: compare the stored integers
    assert np.array_equal(column.values.astype("int64"), expected.astype("int64"))
    assert column.values[1].astype(datetime) == datetime(2024, 3, 4)

