"""Years and dates standing in text: one pattern each in ingest/text.py, used by the offline planner's
schema reader, pivot reader, field typing and lookup answers (each had its own copy; lookup answers now
read dates through field typing's value_fit)."""

from tally.agent.offline import field_types, lookup_plan, schema, sql_pivot
from tally.ingest.text import DATE_IN_TEXT, YEAR_IN_TEXT


def test_callers_use_the_one_copy():
    assert field_types._DATE is DATE_IN_TEXT and lookup_plan.value_fit is field_types.value_fit
    assert schema._YEAR_LIKE is sql_pivot._YEAR is YEAR_IN_TEXT


def test_dates_in_a_line():
    for line in ("Due: 2026-03-14", "14.03.2026", "paid 3/14/26", "Mar 14", "Sept. 3, 2026", "14 March 2026",
                 "march 2026"):
        assert DATE_IN_TEXT.search(line), line
    for line in ("12 items", "Invoice INV-2026-0042", "version 1.5", "May"):
        assert not DATE_IN_TEXT.search(line), line
    # both copies took any word that starts like a month for one
    for line in ("Marketing 2026", "Mayor 3 votes", "Junior 2", "Decimal 4", "Octane 95"):
        assert not DATE_IN_TEXT.search(line), line


def test_years_in_text():
    assert YEAR_IN_TEXT.findall("Population (2010), 1998-99, 12345, 2150, 1499") == ["2010", "1998"]


def test_ordinals_have_one_home():
    from tally.agent.offline import period_check, sql_phrases
    from tally.ingest.text import ordinal_number

    assert sql_phrases.ordinal_number is period_check.ordinal_number is ordinal_number
    assert [ordinal_number(w) for w in ("third", "3rd", "21st", "tenth", "thirds", "3")] == [3, 3, 21, 10, None, None]
    assert period_check.with_quarters("the 4th quarter of 2025 and the second quarter") == "the Q4 2025 and the Q2"
