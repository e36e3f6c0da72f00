"""'The whole group', 'the entire fleet': quantifiers over every row name no column, value or table, so a
total asked with them is not refused for a word left unexplained."""

from tally.agent.offline.schema import SchemaReader
from tally.agent.offline.sql_builder import build_plan
from tests.offline_support import workbook_catalog

REPORT = [["Site", "Consults", "Ops"], ["Thornby Hospital", 3412, 402], ["Ellerside Surgery", 2186, 167],
          ["Cawdell Bridge", 1744, 118]]


def test_a_total_over_the_whole_of_something_adds_up_every_row(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"report": REPORT}) as catalog:
        for question in ("How many ops did the whole practice do in the report?",
                         "How many ops did the entire practice do in the report?"):
            plan = build_plan(question, SchemaReader(catalog, ["public"]))
            assert plan is not None, question
            assert catalog.connection().execute(plan.sql_text).fetchone()[0] == 402 + 167 + 118, plan.sql_text
