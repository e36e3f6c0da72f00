"""A month named without a year ("in February", "March orders") is a period of every year the table
holds: the query filters on it, the verifier sees that filter as evidence of the month, and a month the
table has no rows for is refused. Figures are read from data/sample's orders workbook."""

from pathlib import Path

import openpyxl
import pytest

from tally.agent.verify import period_in, question_periods
from tests.offline_support import offline_asker


@pytest.fixture(scope="module")
def ask(sample_store):
    with offline_asker(sample_store) as (run, _stores, _deps):
        yield run


def _orders(sample_dir: Path) -> list[tuple]:
    sheet = openpyxl.load_workbook(sample_dir / "orders.xlsx", data_only=True)["Orders"]
    return [r for r in sheet.iter_rows(min_row=5, values_only=True) if r[0]]


def test_a_month_without_a_year_is_answered(ask, sample_dir):
    north_feb = sum(1 for r in _orders(sample_dir) if r[3] == "North" and r[8] == "Shipped" and r[1].month == 2)
    answer = ask("How many orders shipped north in February?")
    assert not answer.refused and str(north_feb) in answer.answer, answer.answer


def test_a_month_written_before_the_noun_is_a_period(ask, sample_dir):
    march_cancelled = sum(1 for r in _orders(sample_dir) if r[8] == "Cancelled" and r[1].month == 3)
    answer = ask("How many March orders were cancelled?")  # "March" is also a verb
    assert not answer.refused and f"There are {march_cancelled} orders" in answer.answer, answer.answer


@pytest.mark.parametrize("question", ["How many orders were placed in June?", "How many May orders were cancelled?"])
def test_a_month_the_table_has_no_rows_for_is_refused(ask, sample_dir, question):
    assert not any(r[1].month in (5, 6) for r in _orders(sample_dir))
    assert ask(question).refused


def test_may_is_a_month_only_where_a_date_is_meant():
    assert question_periods("How many orders were placed in May?") == [(5, None, "May")]
    assert question_periods("How many May orders were cancelled?") == [(5, None, "May")]
    for question in ("May I see the orders?", "Which orders may be late?", "How many orders did May Jones place?"):
        assert question_periods(question) == [], question


def test_a_query_filtering_on_a_month_number_is_evidence_of_that_month():
    sql = 'SELECT COUNT(*) FROM "orders" WHERE MONTH("order_date") = 2 AND "status" = \'Shipped\''
    assert period_in(2, None, sql) and not period_in(3, None, sql)
    ranged = 'SELECT SUM("total") FROM "orders" WHERE MONTH("order_date") BETWEEN 1 AND 3'
    assert period_in(2, None, ranged) and not period_in(4, None, ranged)
    assert not period_in(2, "2025", sql)  # a named year needs the year itself
