"""A word right after a filter value that names one of the table's text columns is what the value describes
("city [bikes]" over Type = City and a Bike column), not a word the plan leaves unexplained: without it, a
question adding up the city bikes' days was too unexplained to answer. The workbook is written here; expected
values come from the rows written."""

import pytest

from tally.agent.offline.schema import SchemaReader
from tally.agent.offline.sql_builder import build_plan
from tests.offline_support import workbook_catalog

HIRES = [["Hire log - summer 2026"], ["Ref", "Bike", "Type", "Days", "Charge £"],
         *[[f"H-{n}", f"B-{n % 5}", ("City", "Cargo", "City", "Tandem")[n % 4], 1 + n % 6, 12.0 * (1 + n % 6)]
           for n in range(24)]]


@pytest.mark.parametrize(("question", "kind"), [
    ("Add up the days the city bikes were out on loan.", "City"),
    ("Total days our tandem bikes were out?", "Tandem"),
])
def test_the_noun_a_value_describes_counts_as_explained(tmp_path, question, kind):
    with workbook_catalog(tmp_path, tmp_path / "store", {"hire_log": HIRES}) as catalog:
        plan = build_plan(question, SchemaReader(catalog, ["public"]))
        assert plan is not None, question
        total = catalog.connection().execute(plan.sql_text).fetchone()[0]
    assert total == sum(row[3] for row in HIRES[2:] if row[2] == kind)
