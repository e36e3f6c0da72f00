"""A quantity asked in money ("what did the on-call nights cost us") over a sheet with a rate per that unit
("£/night"): the rows' quantities times the rate, added up; and a rate is never the money spent itself."""

from tally.agent.offline.schema import SchemaReader
from tally.agent.offline.sql_builder import build_plan
from tests.offline_support import workbook_catalog


def _planned(catalog, question: str):
    plan = build_plan(question, SchemaReader(catalog, ["public"]))
    assert plan is not None, question
    return catalog.connection().execute(plan.sql_text).fetchone()[0], plan.sql_text


def test_a_quantity_asked_in_money_is_priced_at_its_rate_and_a_rate_is_no_money_spent(tmp_path):
    sheet = [["Name", "Month", "OT hrs", "£/hr", "On-call nights", "£/night"],
             *[[f"Vet {n}", "Sep-26", 2.0 + n, 30.0, 1 + n % 3, 120] for n in range(6)]]
    with workbook_catalog(tmp_path, tmp_path / "store", {"claims": sheet}) as catalog:
        cost, sql = _planned(catalog, "What did the on-call nights cost us, everyone together?")
        assert cost == sum(120 * (1 + n % 3) for n in range(6)), sql
        plan = build_plan("What was the total cost?", SchemaReader(catalog, ["public"]))
    assert plan is None or '"hr"' not in plan.sql_text and '"night"' not in plan.sql_text, plan.sql_text


def test_a_verb_of_money_takes_the_currency_column_over_another_named_as_strongly(tmp_path):
    sheet = [["Date", "Reader", "Copies", "Charged £"],
             *[[f"2026-05-{1 + n:02d}", f"R{n}", n % 4, 1.5 * (n % 4) + 5.0] for n in range(12)]]
    with workbook_catalog(tmp_path, tmp_path / "store", {"search_room": sheet}) as catalog:
        charged, sql = _planned(catalog, "What did the search room charge in total, copies and permits together?")
    assert charged == sum(1.5 * (n % 4) + 5.0 for n in range(12)), sql
