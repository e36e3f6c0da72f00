"""A question names a quantity, a register's header prints only its unit: "the average distance" is the Miles
column, "the total weight" the Kg column, "the farthest" the largest Miles, "the total duration" the Hrs column
(agent/offline/quantity_units.tsv). Before, none of these named any column and the question was refused.
The workbook is written here with openpyxl; expected values come from the rows written."""

from datetime import date

import pytest
from openpyxl import Workbook

from tally.agent.offline.schema import SchemaReader
from tally.agent.offline.sql_builder import build_plan
from tally.ingest.catalog import Catalog
from tally.ingest.pipeline import ingest_paths
from tally.ingest.settings import Settings

TRIPS = [[f"TR-{60 + n}", date(2026, 3, 1 + n), ("North", "Coast", "Hills")[n % 3], 12.5 + 3 * n, 40 + 15 * (n % 4),
          1.5 + 0.5 * (n % 3)] for n in range(9)]


@pytest.fixture(scope="module")
def catalog(tmp_path_factory):
    folder = tmp_path_factory.mktemp("trips")
    book = Workbook()
    for row in [["Haulage trips, March 2026"], ["Trip", "Date", "Route", "Miles", "Kg", "Hrs"], *TRIPS]:
        book.active.append(row)
    book.save(folder / "trips.xlsx")
    settings = Settings(home=folder / "store", embedder="hashing")
    assert not ingest_paths([folder / "trips.xlsx"], settings).failed
    with Catalog.open(settings.catalog_path) as opened:
        yield opened


@pytest.mark.parametrize(("question", "column", "expected"), [
    ("What was the average distance of the trips?", "miles", round(sum(t[3] for t in TRIPS) / len(TRIPS), 2)),
    ("What was the total weight of the coast trips?", "kg", sum(t[4] for t in TRIPS if t[2] == "Coast")),
    ("What was the total duration of the trips?", "hrs", sum(t[5] for t in TRIPS)),
])
def test_a_quantity_names_the_column_its_unit_heads(catalog, question, column, expected):
    plan = build_plan(question, SchemaReader(catalog, ["public"]))
    assert plan is not None and plan.target is not None and plan.target.name == column, question
    assert catalog.connection().execute(plan.sql_text).fetchone()[0] == pytest.approx(expected)


def test_the_farthest_is_the_largest_of_the_distance_column(catalog):
    plan = build_plan("Which trip went the farthest?", SchemaReader(catalog, ["public"]), min_confidence=0.0)
    assert plan is not None and "miles" in plan.sql_text
    assert catalog.connection().execute(plan.sql_text).fetchone()[0] == max(TRIPS, key=lambda t: t[3])[0]
