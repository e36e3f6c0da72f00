"""Aggregates phrased as a reader would: rows the question tells the reader to set aside ("ignore the
cancelled ones", "leaving out", "omitting"), "what was the <measure> of <things>" asking their total (and
nothing when the measure names no number column), a day range without "from" ("13 to 17 October"), and
"the total <word of the table's title>" adding up the column the title's word names. Workbooks written
here; expected values computed from their rows."""

from datetime import date

import pytest

from tally.agent.offline.schema import SchemaReader
from tally.agent.offline.sql_builder import build_plan
from tests.offline_support import workbook_catalog

RUNS = ("Town", "Valley", "Coast")
STATES = ("Delivered", "Cancelled", "On hold", "Delivered")
DOCKETS = [["Docket", "Dispatched", "Run", "Trays", "Net GBP", "Status"]] + [
    [f"DK-{500 + i}", date(2025, 10 + i // 31, 1 + i % 31 if i < 31 else 1 + (i - 31) % 30), RUNS[i % 3], 2 + i % 7,
     round(30.0 + 4.5 * i, 2), STATES[i % 4]] for i in range(61)]
ALLOWANCES = [["Porter", "Shifts", "Allowance GBP"], ["Ines Varga", 8, 96.0], ["Tom Pryce", 11, 132.0],
              ["Ola Nwosu", 6, 72.0]]


@pytest.fixture(scope="module")
def catalog(tmp_path_factory):
    folder = tmp_path_factory.mktemp("set-aside")
    with workbook_catalog(folder, folder / "store", {"dispatch_ledger": DOCKETS,
                                                     "late_shift_allowances_2025_11": ALLOWANCES}) as opened:
        yield opened


def _value(catalog, question: str):
    plan = build_plan(question, SchemaReader(catalog, ["public"]))
    assert plan is not None, question
    return plan, catalog.connection().execute(plan.sql_text).fetchall()


ROWS = DOCKETS[1:]


@pytest.mark.parametrize("question", [
    "How many Coast dockets were there in October 2025? Ignore the cancelled ones.",
    "How many Coast dockets were there in October 2025, leaving out cancelled ones?",
    "How many Coast dockets were there in October 2025, omitting cancelled dockets?",
])
def test_rows_the_question_sets_aside_are_left_out(catalog, question):
    plan, got = _value(catalog, question)
    expected = sum(r[2] == "Coast" and r[1].month == 10 and r[5] != "Cancelled" for r in ROWS)
    assert got[0][0] == expected, plan.sql_text


def test_the_measure_of_many_things_is_their_total(catalog):
    plan, got = _value(catalog, "What was the net value of Valley dockets in November 2025?")
    assert got[0][0] == pytest.approx(sum(r[4] for r in ROWS if r[2] == "Valley" and r[1].month == 11)), plan.sql_text
    # a measure that names no number column asks no total
    assert build_plan("What was the status of Valley dockets in November 2025?", SchemaReader(catalog, ["public"])) \
        is None or "SUM" not in build_plan("What was the status of Valley dockets in November 2025?",
                                          SchemaReader(catalog, ["public"])).sql_text


def test_a_day_range_needs_no_from(catalog):
    plan, got = _value(catalog, "What was the net value of dockets dispatched 13 to 17 October 2025?")
    expected = sum(r[4] for r in ROWS if date(2025, 10, 13) <= r[1] <= date(2025, 10, 17))
    assert got[0][0] == pytest.approx(expected), plan.sql_text


def test_the_total_of_the_titles_word_adds_up_its_column(catalog):
    plan, got = _value(catalog, "What's the total late-shift allowance cost?")
    assert got[0][0] == pytest.approx(sum(r[2] for r in ALLOWANCES[1:])), plan.sql_text
