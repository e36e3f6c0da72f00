"""A question word that a cell says whole is that value, even when it also repeats the table's name: over a
"dispatch log" whose Status reads Dispatched / Returned / Cancelled, "how many parcels were dispatched" counts
the Dispatched rows, while "how many dispatches" (a word no cell says) counts every row of the log, and so does
"the dispatch log" when its total line is labelled "Dispatch": a total line is no record whose value a word names.
The workbook is written here with openpyxl; expected values come from the rows written."""

from datetime import date

from openpyxl import Workbook

from tally.agent.offline.schema import SchemaReader
from tally.agent.offline.sql_builder import build_plan
from tally.ingest.catalog import Catalog
from tally.ingest.pipeline import ingest_paths
from tally.ingest.settings import Settings

STATES = ("Dispatched", "Dispatched", "Returned", "Dispatched", "Cancelled")
ROWS = [[f"PX-{510 + n}", date(2026, 4 + n % 2, 2 + n), STATES[n % 5], 1 + n % 3] for n in range(15)]


def _count(catalog: Catalog, question: str) -> int:
    plan = build_plan(question, SchemaReader(catalog, ["public"]))
    assert plan is not None, question
    return catalog.connection().execute(plan.sql_text).fetchone()[0]


def _store(tmp_path, total_line: bool) -> Settings:
    book = Workbook()
    sheet = book.active
    sheet.title = "Log"
    total = [["Dispatch", None, None, sum(row[3] for row in ROWS)]] if total_line else []  # labelled by the log's name
    for row in [["Dispatch log - April and May 2026"], ["Parcel", "Date", "Status", "Boxes"], *ROWS, *total]:
        sheet.append(row)
    book.save(tmp_path / "dispatch_log.xlsx")
    settings = Settings(home=tmp_path / "store", embedder="hashing")
    assert not ingest_paths([tmp_path / "dispatch_log.xlsx"], settings).failed
    return settings


def test_a_word_a_cell_says_whole_filters_even_when_it_repeats_the_tables_name(tmp_path):
    with Catalog.open(_store(tmp_path, total_line=False).catalog_path) as catalog:
        assert _count(catalog, "How many parcels were dispatched?") == STATES.count("Dispatched") * 3
        assert _count(catalog, "How many parcels were dispatched in May?") == sum(
            1 for row in ROWS if row[2] == "Dispatched" and row[1].month == 5)
        assert _count(catalog, "How many dispatches were logged in May?") == sum(1 for row in ROWS if row[1].month == 5)


def test_a_total_lines_label_is_no_value_a_word_names(tmp_path):
    with Catalog.open(_store(tmp_path, total_line=True).catalog_path) as catalog:
        assert _count(catalog, "How many parcels are in the dispatch log?") == len(ROWS)
