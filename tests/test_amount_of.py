"""'the total amount of X' (agent/offline/sql_phrases.py): a noun naming rows is counted, a figure's name is added
up; before, the noun after "amount of" was not read and the question was refused.

Real workbook, real store; expected figures come from the rows.
"""

from tally.agent.offline.schema import SchemaReader
from tally.agent.offline.sql_builder import build_plan
from tally.ingest.catalog import Catalog
from tally.ingest.pipeline import ingest_paths
from tally.ingest.settings import Settings
from tests.offline_support import write_workbook

VANS = [["Reg", "Depot", "Miles"], ["VN21 ABC", "Northgate Yard", 1200], ["VN21 ABD", "Eastfield Yard", 950],
        ["VN22 XYZ", "Northgate Yard", 1430], ["VN23 KLM", "Westmoor Yard", 610], ["VN23 KLN", "Northgate Yard", 880]]


def _value(tmp_path, question):
    settings = Settings(home=tmp_path / "store", embedder="hashing")
    assert not ingest_paths([write_workbook(tmp_path / "vans.xlsx", VANS)], settings).failed
    with Catalog.open(settings.catalog_path) as catalog:
        plan = build_plan(question, SchemaReader(catalog, ["public"]))
        assert plan is not None, question
        return plan, catalog.connection().execute(plan.sql_text).fetchone()[0]


def test_a_noun_naming_rows_is_counted(tmp_path):
    plan, value = _value(tmp_path, "What is the total amount of vans at Northgate?")
    assert "COUNT" in plan.sql_text and value == sum(1 for row in VANS[1:] if row[1] == "Northgate Yard"), plan.sql_text


def test_a_figures_name_is_added_up(tmp_path):
    plan, value = _value(tmp_path, "What is the total amount of miles?")
    assert value == sum(row[2] for row in VANS[1:]), plan.sql_text


def test_without_of_the_words_after_amount_still_filter(tmp_path):
    # "the total amount [the Northgate vans] ...": no "of", so "Northgate" (of "Northgate Yard") is a value to filter
    # on, not part of the counted noun
    plan, value = _value(tmp_path, "What is the total amount the Northgate vans drove, in miles?")
    assert value == sum(row[2] for row in VANS[1:] if row[1] == "Northgate Yard"), plan.sql_text
