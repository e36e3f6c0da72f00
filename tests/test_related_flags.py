"""A yes/no column of a related table, named by its header, filters through the relation: "orders from
customers with a trade account" counts the orders whose customer's Trade account says Yes, "without" those
saying No (agent/offline/sql_joins.py `_related_flag`). Before, only the customers were counted.
Workbooks are written here with openpyxl; expected values come from the rows written."""

from datetime import date

import pytest
from openpyxl import Workbook

from tally.agent.offline.schema import SchemaReader
from tally.agent.offline.sql_builder import build_plan
from tally.ingest.catalog import Catalog
from tally.ingest.pipeline import ingest_paths
from tally.ingest.settings import Settings

CUSTOMERS = [[f"Shop {name}", ("Hexham", "Alnwick")[k % 2], ("Yes", "No", "No")[k % 3]]
             for k, name in enumerate(("Ash", "Birch", "Cedar", "Elm", "Hazel", "Larch", "Oak", "Rowan", "Yew"))]
ORDERS = [[f"OR-{300 + n}", date(2026, 2, 1 + n), CUSTOMERS[n * 4 % 9][0], 20 + n] for n in range(25)]


@pytest.fixture(scope="module")
def catalog(tmp_path_factory):
    folder = tmp_path_factory.mktemp("flags")
    customers, orders = Workbook(), Workbook()
    for row in [["Customer", "Town", "Trade account"], *CUSTOMERS]:
        customers.active.append(row)
    for row in [["Order", "Date", "Customer", "Total"], *ORDERS]:
        orders.active.append(row)
    customers.save(folder / "customers.xlsx")
    orders.save(folder / "orders_february.xlsx")
    settings = Settings(home=folder / "store", embedder="hashing")
    assert not ingest_paths([folder / "customers.xlsx", folder / "orders_february.xlsx"], settings).failed
    with Catalog.open(settings.catalog_path) as opened:
        yield opened


@pytest.mark.parametrize(("question", "flag"), [
    ("How many orders came from customers with a trade account?", "Yes"),
    ("How many orders came from customers without a trade account?", "No"),
])
def test_a_related_yes_no_column_filters_the_counted_rows(catalog, question, flag):
    plan = build_plan(question, SchemaReader(catalog, ["public"]))
    assert plan is not None and plan.table.name.startswith("orders"), question
    flagged = {c[0] for c in CUSTOMERS if c[2] == flag}
    assert catalog.connection().execute(plan.sql_text).fetchone()[0] == sum(1 for o in ORDERS if o[2] in flagged)
