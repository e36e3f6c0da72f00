"""Days of a month in a question become a date range on the date column ("between 1 and 15 August 2025",
"on 15 August", "August 3, 2025", "from the 3rd to the 9th of September"), and their numbers are never
compared with a number column. Workbook written here; expected counts computed from its rows."""

import datetime as dt

import pytest

from tally.agent.offline.schema import SchemaReader
from tally.agent.offline.sql_builder import build_plan
from tally.agent.offline.sql_days import day_positions
from tests.offline_support import workbook_catalog

VISITS = [["Visit", "Visited", "Engineer", "Hours"]] + [
    [f"V-{500 + i}", dt.date(2026, 8, 1) + dt.timedelta(days=i % 40), "Ines" if i % 2 else "Bo", 1 + i % 9]
    for i in range(80)]


def _count(catalog, question: str) -> int:
    plan = build_plan(question, SchemaReader(catalog, ["public"]))
    assert plan is not None, question
    return catalog.connection().execute(plan.sql_text).fetchone()[0]


def _between(first: dt.date, last: dt.date) -> int:
    return sum(1 for r in VISITS[1:] if first <= r[1] <= last)


@pytest.fixture(scope="module")
def catalog(tmp_path_factory):
    folder = tmp_path_factory.mktemp("visits")
    with workbook_catalog(folder, folder / "store", {"site visits": VISITS}) as opened:
        yield opened


D = dt.date
END = D(2026, 12, 31)


@pytest.mark.parametrize("question, first, last", [
    ("How many visits were there between 1 and 15 August 2026?", D(2026, 8, 1), D(2026, 8, 15)),
    ("How many visits took place on 12 August 2026?", D(2026, 8, 12), D(2026, 8, 12)),
    ("How many visits were made on September 3, 2026?", D(2026, 9, 3), D(2026, 9, 3)),
    ("How many visits from the 3rd to the 9th of August 2026?", D(2026, 8, 3), D(2026, 8, 9)),
    # "to the end of" a month is its last day, 30 or 31, with or without the year
    ("How many visits were made from the 12th until the end of August?", D(2026, 8, 12), D(2026, 8, 31)),
    ("How many visits were made from 2 to the end of September 2026?", D(2026, 9, 2), D(2026, 9, 30)),
    # "after", "since", "before" bound the date instead of naming that one day
    ("How many visits were made after 20 August?", D(2026, 8, 21), END),
    ("How many visits were made since 20 August 2026?", D(2026, 8, 20), END),
    ("How many visits were made before the 5th of September?", D(2026, 1, 1), D(2026, 9, 4)),
    # days written after their month, and a month's halves
    ("How many visits were made in August, from the 10th to the 20th?", D(2026, 8, 10), D(2026, 8, 20)),
    ("How many visits were made in the second half of August?", D(2026, 8, 16), D(2026, 8, 31)),
    ("How many visits were made in the first half of September 2026?", D(2026, 9, 1), D(2026, 9, 15)),
    # a month's weeks counted from the 1st, and days told after a comma with no "from"
    ("How many visits were made in the third week of August?", D(2026, 8, 15), D(2026, 8, 21)),
    ("How many visits were made in August, the 3rd to the 9th?", D(2026, 8, 3), D(2026, 8, 9)),
    # the second date joined by "through", "up to (and including)", its month left out when it is the same
    ("How many visits were made from 4 August through 11 August?", D(2026, 8, 4), D(2026, 8, 11)),
    ("How many visits were made from 4 August up to 11 August?", D(2026, 8, 4), D(2026, 8, 11)),
    ("How many visits were made from 4 September up to and including 11 September?", D(2026, 9, 4), D(2026, 9, 11)),
    ("How many visits were made from 4 August to the 11th?", D(2026, 8, 4), D(2026, 8, 11)),
    # days of two months, no year: those days of the year
    ("How many visits were made from 27 August to 3 September?", D(2026, 8, 27), D(2026, 9, 3)),
    ("How many visits were made from the 27th of August until the 3rd of September?",
     D(2026, 8, 27), D(2026, 9, 3)),
])
def test_days_of_a_month_are_a_date_range(catalog, question, first, last):
    assert _count(catalog, question) == _between(first, last)


def test_a_bare_number_after_to_is_no_second_day(catalog):
    # "to 12 engineers" counts engineers: the day stays the 4th, not the 4th to the 12th
    plan = build_plan("How many visits from 4 August to 12 engineers?", SchemaReader(catalog, ["public"]),
                      min_confidence=0.0)
    assert plan is not None and 'DAY("visited") BETWEEN 4 AND 4' in plan.sql_text


def test_day_numbers_are_not_compared_with_a_number_column():
    words = "how many visits between 1 and 15 august lasted over 4 hours".split()
    assert day_positions(words) == {3, 4, 5, 6}
