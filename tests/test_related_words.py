"""Phrasings met on a brewery's delivery register beside its customer list: "the net value of everything we
delivered" asks a total, and "customers" names the related customer list, not a note in the register's
own cells that happens to hold the word ("new customer tasting")."""

from tally.agent.offline.schema import SchemaReader
from tally.agent.offline.sql_builder import build_plan
from tests.offline_support import workbook_catalog

CUSTOMERS = [["Customer no.", "Name", "Town"], ["C-1", "Red Lion", "Oxcliffe"], ["C-2", "Crown", "Harlby"],
             ["C-3", "Swan", "Oxcliffe"], ["C-4", "Bell", "Wenlow"]]
NOTES = ("left with bar staff", "ring on arrival", "sample - new customer tasting", None)
LINES = [["Inv", "Day", "Acct", "Net £", "Notes"],
         *[[f"I-{n}", f"2026-{9 + n % 3}-{1 + n % 27:02d}", f"C-{1 + n % 4}", 20.0 + n, NOTES[n % 4]]
           for n in range(36)]]


def _value(catalog, question: str):
    plan = build_plan(question, SchemaReader(catalog, ["public"]))
    assert plan is not None, question
    return catalog.connection().execute(plan.sql_text).fetchone()[0], plan.sql_text


def test_the_value_of_everything_delivered_to_a_related_town_is_a_total_over_the_relation(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"lines": LINES, "customers": CUSTOMERS}) as catalog:
        total, sql = _value(catalog, "What was the net value of everything we delivered to customers in Oxcliffe "
                                     "in October?")
    want = sum(20.0 + n for n in range(36) if 9 + n % 3 == 10 and (1 + n % 4) in (1, 3))
    assert abs(total - want) < 0.01, sql
    assert "notes" not in sql, sql  # "customers" is the customer list, not the tasting note


def test_which_customer_names_the_related_lists_rows_by_their_name(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"lines": LINES, "customers": CUSTOMERS}) as catalog:
        plan = build_plan("Which customer took the most net value?", SchemaReader(catalog, ["public"]))
        assert plan is not None
        top = catalog.connection().execute(plan.sql_text).fetchone()
    totals = {name: sum(20.0 + n for n in range(36) if 1 + n % 4 == k) for k, name in
              ((1, "Red Lion"), (2, "Crown"), (3, "Swan"), (4, "Bell"))}
    assert top[0] == max(totals, key=totals.get), plan.sql_text


def test_which_of_a_reports_rows_is_named_by_its_one_text_column_whatever_the_question_calls_them(tmp_path):
    report = [["Site", "Consults", "Ops"], ["Thornby Hospital", 3412, 402], ["Ellerside Surgery", 2186, 167],
              ["Cawdell Bridge", 1744, 118]]
    with workbook_catalog(tmp_path, tmp_path / "store", {"report": report}) as catalog:
        top, sql = _value(catalog, "Which clinic did the most ops?")
    assert top == "Thornby Hospital", sql
