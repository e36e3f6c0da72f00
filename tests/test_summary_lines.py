"""Subtotal and total lines kept beside their table (ingest/tables.py LINES_SUFFIX): SQL over the table counts
records only, as before, but a question that names a line by its label ("total current assets") reads it; before,
the line was dropped at ingest and the question answered from another row or refused.

Real workbook, real store, the SQL guard and the whole offline agent; expected figures come from the cells.
"""

import pytest

from tally.agent.ask import AskSession
from tally.ingest.errors import ToolInputError
from tally.ingest.pipeline import ingest_paths
from tally.ingest.settings import Settings
from tally.ingest.stores import open_stores
from tally.tools.deps import build_deps
from tally.tools.sql import run_sql
from tests.offline_support import sheet_plan, write_workbook

BALANCE = [["Item", "2019", "2018"], ["Cash", 410, 380], ["Receivables", 220, 240], ["Inventories", 150, 175],
           ["Prepayments", 35, 30], ["Total current assets", 815, 825], ["Plant", 900, 870],
           ["Intangibles", 120, 130], ["Total assets", 1835, 1825]]


def test_a_total_line_named_by_its_label_is_read(tmp_path):
    plan, rows = sheet_plan(tmp_path, "balance", BALANCE, "what were total current assets in 2019?")
    assert rows[0][-1] == 815, plan.sql_text


def test_sql_over_the_table_counts_records_only(tmp_path):
    plan, rows = sheet_plan(tmp_path, "balance", BALANCE, "how many items are there?")
    assert rows[0][0] == sum(1 for row in BALANCE[1:] if not row[0].startswith("Total")), plan.sql_text


def test_the_lines_are_as_visible_as_their_table_and_answer_through_the_agent(tmp_path):
    settings = Settings(home=tmp_path / "store", embedder="hashing")
    assert not ingest_paths([write_workbook(tmp_path / "balance.xlsx", BALANCE)], settings).failed
    with open_stores(settings, read_only=True) as stores:
        table = stores.catalog.tables(["public"])[0].name
        public = build_deps(stores, ["public"])
        assert run_sql(public, f'SELECT COUNT(*) FROM "{table}__lines"').rows[0][0] == 2
        with pytest.raises(ToolInputError):
            run_sql(build_deps(stores, ["hr"]), f'SELECT COUNT(*) FROM "{table}__lines"')
    with AskSession(settings) as session:
        answer = session.ask("What were total assets in 2019?")
    assert not answer.refused and ("1,835" in answer.answer or "1835" in answer.answer), answer.answer
