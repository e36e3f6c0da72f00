"""Labels counted by their own number of rows (agent/offline/label_counts.py): "how many customers placed more than
2 orders" over an orders register is a count of customers having more than two rows, not a comparison on the one
figure the register has (before: Amount > 2, every customer).

Real workbook, real store, the whole offline agent for the answer; expected counts come from the rows.
"""

from collections import Counter

import pytest

from tally.agent.ask import AskSession
from tally.agent.offline.schema import SchemaReader
from tally.agent.offline.sql_builder import build_plan
from tally.ingest.catalog import Catalog
from tally.ingest.pipeline import ingest_paths
from tally.ingest.settings import Settings
from tests.offline_support import write_workbook

PLACED = [("Acme", "North"), ("Acme", "North"), ("Bolt", "South"), ("Acme", "North"), ("Crane", "East"),
          ("Bolt", "South"), ("Dune", "West"), ("Crane", "East"), ("Crane", "East"), ("Evo", "North")]
ORDERS = [["Order", "Customer", "Region", "Amount"]] + [
    [f"SO-{1000 + i}", customer, region, 120 + 15 * i] for i, (customer, region) in enumerate(PLACED)]


def _customers(more_than: int, region: str | None = None) -> int:
    counts = Counter(customer for customer, where in PLACED if region is None or where == region)
    return sum(1 for n in counts.values() if n > more_than)


@pytest.fixture()
def settings(tmp_path):
    settings = Settings(home=tmp_path / "store", embedder="hashing")
    assert not ingest_paths([write_workbook(tmp_path / "orders.xlsx", ORDERS)], settings).failed
    return settings


@pytest.mark.parametrize(("question", "want"), [
    ("How many customers placed more than 2 orders?", _customers(2)),
    ("How many customers have at least 2 orders?", _customers(1)),
    ("How many customers ordered more than 2 times?", _customers(2)),
    ("How many customers in the North placed at least 2 orders?", _customers(1, "North")),
    ("How many regions had more than 3 orders?", sum(1 for n in Counter(r for _, r in PLACED).values() if n > 3)),
])
def test_labels_are_counted_by_their_rows(settings, question, want):
    with Catalog.open(settings.catalog_path) as catalog:
        plan = build_plan(question, SchemaReader(catalog, ["public"]))
        assert plan is not None and "HAVING" in plan.sql_text and "amount" not in plan.sql_text, plan and plan.sql_text
        assert catalog.connection().execute(plan.sql_text).fetchone()[0] == want


def test_the_answer_states_the_count_and_its_condition(settings):
    with AskSession(settings) as session:
        answer = session.ask("How many customers placed more than 2 orders?")
    assert not answer.refused, answer.answer
    assert f"There are {_customers(2)} distinct Customer values" in answer.answer, answer.answer
    assert "orders per Customer > 2" in answer.answer and "HAVING" in (answer.sql or ""), answer.sql


def test_the_rows_may_be_named_by_their_key_column(tmp_path):
    # the register is called "sales", its rows are named by the one-per-row "Order no." column
    rows = [["Order no.", "Customer", "Net £"], *[row[:2] + row[3:] for row in ORDERS[1:]]]
    settings = Settings(home=tmp_path / "store", embedder="hashing")
    assert not ingest_paths([write_workbook(tmp_path / "sales_q1.xlsx", rows)], settings).failed
    with Catalog.open(settings.catalog_path) as catalog:
        plan = build_plan("How many customers placed more than 2 orders?", SchemaReader(catalog, ["public"]))
        assert plan is not None and "HAVING" in plan.sql_text, plan and plan.sql_text
        assert catalog.connection().execute(plan.sql_text).fetchone()[0] == _customers(2)


SEASONS = [["Year", "Venue", "Result"], [2015, "Leeds", "Won"], [2015, "York", "Lost"], [2015, "Hull", "Won"],
           [2016, "Leeds", "Lost"], [2017, "York", "Won"], [2017, "Leeds", "Won"], [2017, "Hull", "Won"],
           [2017, "Bath", "Lost"], [2018, "York", "Won"]]


def test_counting_years_by_their_rows_counts_the_years_not_the_rows(tmp_path):
    # "how many years": a number column of years names what is counted; "3 times" is each year's number of rows
    settings = Settings(home=tmp_path / "store", embedder="hashing")
    assert not ingest_paths([write_workbook(tmp_path / "fixtures.xlsx", SEASONS)], settings).failed
    with Catalog.open(settings.catalog_path) as catalog:
        plan = build_plan("how many years did they play at least 3 times?", SchemaReader(catalog, ["public"]),
                          min_confidence=0.0)
        assert plan is not None
        value = catalog.connection().execute(plan.sql_text).fetchone()[0]
    per_year = Counter(row[0] for row in SEASONS[1:])
    assert value == sum(1 for n in per_year.values() if n >= 3), plan.sql_text
