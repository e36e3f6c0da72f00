"""'Which month had the most orders?': the month is a bucket of a date column, ranked by the total the rest
of the question asks (rows counted, or a measure added up); each month is written with its year. Workbooks
written here; expected values computed from their rows."""

from collections import Counter
from datetime import date

from tally.agent.offline.schema import SchemaReader
from tally.agent.offline.sql_builder import build_plan
from tests.offline_support import workbook_catalog

DAYS = [date(2026, 7, 3), date(2026, 7, 8), date(2026, 8, 5), date(2026, 8, 9), date(2026, 9, 1), date(2026, 9, 2),
        date(2026, 9, 20), date(2026, 9, 24), date(2026, 10, 4), date(2026, 10, 6), date(2026, 10, 7)]
ORDERS = [["Order", "Placed", "Region", "Total £"]] + [
    [f"SO-{100 + i}", day, "North" if i % 2 else "South", 900.0 if day.month == 8 else 100.0 + i]
    for i, day in enumerate(DAYS)]


def _top(catalog, question: str):
    plan = build_plan(question, SchemaReader(catalog, ["public"]))
    assert plan is not None and plan.agg in ("argmax", "argmin") and plan.label.header == "Month", question
    return catalog.connection().execute(plan.sql_text).fetchall()[0]


def test_the_month_with_the_most_rows_or_the_highest_total(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"orders": ORDERS}) as catalog:
        month, count = _top(catalog, "Which month had the most orders?")
        busiest = Counter(d.strftime("%B %Y") for d in DAYS).most_common(1)[0]
        assert (month, count) == busiest
        month, total = _top(catalog, "In which month did the orders bring in the most money?")
        totals = Counter()
        for row in ORDERS[1:]:
            totals[row[1].strftime("%B %Y")] += row[3]
        assert (month, total) == totals.most_common(1)[0] == ("August 2026", 1800.0)
        month, count = _top(catalog, "Which month had the fewest North orders?")
        north = Counter(row[1].strftime("%B %Y") for row in ORDERS[1:] if row[2] == "North")
        assert count == min(north.values()) and north[month] == count


def test_no_month_is_asked_of_a_table_without_dates_or_of_a_documents_few_lines(tmp_path):
    depots = [["Depot", "Parcels"], ["Leeds", 40], ["York", 55]]
    note = [["Date", "Item", "Credit £"], [date(2026, 7, 3), "Short delivery", 12.0], [date(2026, 8, 1), "Damage", 30.0]]
    for name, rows in (("depots", depots), ("credit_note", note)):
        (tmp_path / name).mkdir()
        with workbook_catalog(tmp_path / name, tmp_path / name / "store", {name: rows}) as catalog:
            plan = build_plan("Which month had the most credit?", SchemaReader(catalog, ["public"]))
        assert plan is None or plan.label is None or plan.label.header != "Month"
