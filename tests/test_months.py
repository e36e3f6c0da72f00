"""A month named without a year ("in February", "March orders") is a period of every year the table
holds: the query filters on it, the verifier sees that filter as evidence of the month, and a month the
table has no rows for is refused. Figures are read from data/sample's orders workbook."""

import pytest

from sample_truth import order_rows
from tally.agent.verify import period_in, question_periods


def test_a_month_without_a_year_is_answered(sample_ask, sample_dir):
    north_feb = sum(1 for r in order_rows(sample_dir)
                    if r["Region"] == "North" and r["Status"] == "Shipped" and r["Order Date"].month == 2)
    answer = sample_ask("How many orders shipped north in February?")
    assert not answer.refused and str(north_feb) in answer.answer, answer.answer


def test_a_month_written_before_the_noun_is_a_period(sample_ask, sample_dir):
    march_cancelled = sum(1 for r in order_rows(sample_dir) if r["Status"] == "Cancelled" and r["Order Date"].month == 3)
    answer = sample_ask("How many March orders were cancelled?")  # "March" is also a verb
    assert not answer.refused and f"There are {march_cancelled} orders" in answer.answer, answer.answer


@pytest.mark.parametrize("question", ["How many orders were placed in June?", "How many May orders were cancelled?"])
def test_a_month_the_table_has_no_rows_for_is_refused(sample_ask, sample_dir, question):
    assert not any(r["Order Date"].month in (5, 6) for r in order_rows(sample_dir))
    assert sample_ask(question).refused


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


def test_a_day_range_across_two_months_is_evidence_of_both_months():
    # "between 23 February and 13 March" with no year: month and day folded into one number (sql_exprs)
    sql = 'SELECT SUM("fee") FROM t WHERE MONTH("visit_dt") * 100 + DAY("visit_dt") BETWEEN 223 AND 313'
    assert period_in(2, None, sql) and period_in(3, None, sql)
    assert not period_in(1, None, sql) and not period_in(4, None, sql)


@pytest.mark.parametrize("question", ["How many orders were placed in February and March?",
                                      "How many orders were placed in February or in March?"])
def test_two_months_joined_by_and_are_rows_of_either_month(sample_ask, sample_dir, question):
    either = sum(1 for r in order_rows(sample_dir) if r["Order Date"].month in (2, 3))
    assert 0 < either < len(order_rows(sample_dir))
    answer = sample_ask(question)
    assert not answer.refused and f"There are {either} orders" in answer.answer, answer.answer


def test_a_measure_asked_of_the_work_over_a_month_is_its_total(sample_ask, sample_dir):
    # "the value of the business ... in February": no plural after "of", but the month makes it a total
    rows = [r for r in order_rows(sample_dir) if r["Region"] == "North" and r["Order Date"].month == 2]
    answer = sample_ask("What was the value of the business with the North region in February?")
    assert not answer.refused and f"{sum(r['Total'] for r in rows):.2f}" in answer.answer, answer.answer
