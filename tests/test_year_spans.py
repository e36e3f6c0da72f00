"""The years a row spans (agent/offline/schema.py `_year_spans`, agent/offline/sql_spans.py): side-by-side year
columns whose second year is never before the first are a start and an end, and "how many years was X ..." of one
named row is the end less the start; before, it had no plan (counting X's one row says nothing).

Real workbooks, real store; expected figures come from the rows.
"""

from tally.agent.offline.schema import SchemaReader
from tally.agent.offline.sql_builder import build_plan
from tally.ingest.catalog import Catalog
from tally.ingest.pipeline import ingest_paths
from tally.ingest.settings import Settings
from tests.offline_support import write_workbook

WARDENS = [["From", "To", "Warden", "Parish"], [1902, 1915, "Edith Cole", "Ashby"], [1915, 1931, "Tom Farrow", "Ashby"],
           [1931, 1958, "Ruth Imber", "Wick"], [1958, 1960, "Owen Lyle", "Wick"], ["?", "?", "Ada Penn", "Wick"],
           [1960, 1984, "Hal Quint", "Ashby"]]
# Opened and Rebuilt are two years per row too, but a bridge may be rebuilt before the date a later record opens
BRIDGES = [["Bridge", "Opened", "Rebuilt"], ["Mill Arch", 1850, 1790], ["Ferry Span", 1901, 1955],
           ["Toll Gate", 1777, 1760], ["Weir Walk", 1930, 1929]]


def _read(tmp_path, rows, question):
    settings = Settings(home=tmp_path / "store", embedder="hashing")
    assert not ingest_paths([write_workbook(tmp_path / "register.xlsx", rows)], settings).failed
    with Catalog.open(settings.catalog_path) as catalog:
        reader = SchemaReader(catalog, ["public"])
        plan = build_plan(question, reader, min_confidence=0.0)
        value = catalog.connection().execute(plan.sql_text).fetchone()[0] if plan else None
        return reader.tables()[0], plan, value


def test_a_start_and_end_year_pair_is_found_from_the_cells(tmp_path):
    table, _, _ = _read(tmp_path, WARDENS, "how many wardens were there?")
    assert [(table.column(a).header, table.column(b).header) for a, b in table.spans] == [("From", "To")]


def test_how_many_years_of_a_named_row_is_its_end_less_its_start(tmp_path):
    _, plan, value = _read(tmp_path, WARDENS, "how many years was ruth imber warden?")
    assert value == 1958 - 1931, plan and plan.sql_text


def test_two_years_that_do_not_run_forward_are_no_span(tmp_path):
    table, plan, _ = _read(tmp_path, BRIDGES, "how many years was ferry span open?")
    assert table.spans == [] and plan is None


def test_a_number_of_years_compared_is_each_rows_span(tmp_path):
    _, plan, value = _read(tmp_path, WARDENS, "how many wardens served for more than 15 years?")
    spans = [row[1] - row[0] for row in WARDENS[1:] if isinstance(row[0], int)]
    assert value == sum(1 for n in spans if n > 15), plan and plan.sql_text
