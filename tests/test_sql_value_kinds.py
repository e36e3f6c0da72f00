"""Kinds of table questions the offline builder reads from the cells themselves: clock-time durations,
cells listing several values, "top N" over a rank column with blanks, ordinals next to an abbreviated
header, plurals and one-letter typos inside longer cells.

The tables are written here as real .xlsx files and ingested by the real pipeline; each expected figure
is computed from the same Python rows, never taken from the builder.
"""

import re

import pytest

from tally.agent.offline.sql_match import Question
from tally.agent.offline.sql_comparisons import find_comparisons
from tally.agent.offline.sql_durations import duration_seconds
from tally.ingest.text import ordinal_number
from tally.agent.offline.sql_words import abbreviates, singular
from tally.ingest.catalog import Catalog
from tests.offline_support import plan_over, workbook_catalog

GROUPS = ["public"]

SWIM = [["Rank", "Swimmer", "Country", "Time"],
        [None, "Ana Silva", "Brazil", "57.43"], [None, "Lena Roth", "Germany", "58.90"],
        [None, "Mia Costa", "Italy", "59.92"], ["4", "Ida Berg", "Italy", "1:00.45"],
        ["5", "Eva Novak", "Czechia", "1:01.17"], ["6", "Zoe Ricci", "Italy", "1:03.00"],
        ["7", "Kim Lund", "Sweden", "2:00.10"], ["8", "Ola Nowak", "Poland", "1:02:03"]]
CREDITS = [["Year", "Title", "Credit"],
           ["2001", "Blue Harbour", "Producer"], ["2003", "Stone Garden", "Director"],
           ["2005", "Night Ferry", "Director and screenwriter"], ["2007", "Glass Road", "Producer, Director"],
           ["2009", "Paper Moon Lake", "Writer"], ["2011", "Salt Fields", "Director"]]
MEDALS = [["Nation", "Gold", "Silver"], ["Norway", "7", "2"], ["Chile", "2", "4"], ["Peru", "1", "1"],
          ["Total", "10", "7"]]
DRAFT = [["Rnd.", "Pick #", "Player", "College"],
         ["1", "1", "Sam Ortiz", "Oregon"], ["1", "2", "Lee Park", "Wisconsin"], ["2", "33", "Tom Hale", "Wisconsin"],
         ["2", "34", "Raj Iyer", "Ohio State"], ["3", "65", "Dan Cole", "Wisconsin"], ["3", "66", "Ben Moss", "Oregon"]]
SHIPS = [["Date", "Builder", "Ship", "Class / type"],
         ["6 March", "Royal Dockyard", "Pegasus", "Doterel-class sloop"],
         ["13 May", "Royal Dockyard", "Gannet", "Doterel-class sloop"],
         ["13 June", "Kaiserliche Werft", "Bayern", "Sachsen-class ironclad"],
         ["23 October", "Karljohansverns Verft", "Nor", "Vale-class gunboat"],
         ["2 December", "Kaiserliche Werft", "Baden", "Sachsen-class ironclad"]]


def _seconds(text: str) -> float:
    parts = [float(p) for p in text.split(":")]
    total = 0.0
    for part in parts:
        total = total * 60 + part
    return total


@pytest.fixture(scope="module")
def catalog(tmp_path_factory):
    tables = {"swimming_final": SWIM, "film_credits": CREDITS, "draft_picks": DRAFT, "ships_launched": SHIPS,
              "medal_table": MEDALS}
    with workbook_catalog(tmp_path_factory.mktemp("kinds"), tmp_path_factory.mktemp("store"), tables) as opened:
        yield opened


def _answer(catalog: Catalog, question: str, stem: str):
    plan, rows = plan_over(catalog, question, stem, GROUPS)
    return plan, rows[0][-1]


def test_duration_phrases_become_seconds():
    assert duration_seconds("3:30") == 210 and duration_seconds("1:00.45") == pytest.approx(60.45)
    assert duration_seconds("1:02:03") == 3723 and duration_seconds("330") is None
    (minutes,) = find_comparisons(Question.parse("who needed 2 minutes at most"))
    assert (minutes.op, minutes.value, minutes.seconds) == ("<=", 120, True)


@pytest.mark.parametrize("question, op, limit", [
    ("how many swimmers clocked at least 1:00?", ">=", 60.0),
    ("how many swimmers finished in under 1:01.5?", "<", 61.5),
    ("how many swimmers took more than 2 minutes?", ">", 120.0),
])
def test_count_compares_clock_times_as_seconds(catalog, question, op, limit):
    compare = {">=": float.__ge__, "<": float.__lt__, ">": float.__gt__}[op]
    expected = sum(1 for row in SWIM[1:] if compare(_seconds(row[3]), limit))
    plan, got = _answer(catalog, question, "swimming_final")
    assert got == expected, plan.sql_text
    assert plan.filters and plan.filters[0].startswith("Time")


def test_top_n_uses_the_rank_column_and_row_order_for_blank_ranks(catalog):
    expected = sum(1 for i, row in enumerate(SWIM[1:], start=1) if row[2] == "Italy" and int(row[0] or i) <= 5)
    plan, got = _answer(catalog, "how many italian swimmers were in the top 5?", "swimming_final")
    assert got == expected == 2, plan.sql_text


def test_a_value_also_counts_cells_that_list_it(catalog):
    expected = sum(1 for row in CREDITS[1:] if "director" in re.split(r",\s*|\s+and\s+", row[2].lower()))
    plan, got = _answer(catalog, "how many times was he a director?", "film_credits")
    assert got == expected == 4, plan.sql_text


def test_ordinal_next_to_an_abbreviated_header_is_an_equality(catalog):
    assert abbreviates("rnd", "round") and abbreviates("pos", "position") and not abbreviates("rnd", "ground")
    assert ordinal_number("second") == 2 and ordinal_number("3rd") == 3 and ordinal_number("seconds") is None
    expected = sum(1 for row in DRAFT[1:] if row[0] == "2")
    plan, got = _answer(catalog, "how many players were picked in the second round?", "draft_picks")
    assert got == expected, plan.sql_text
    plan, got = _answer(catalog, "how many players went in a round of 3?", "draft_picks")
    assert got == sum(1 for row in DRAFT[1:] if row[0] == "3") == 2, plan.sql_text
    expected = sum(1 for row in DRAFT[1:] if row[0] == "1" and row[3] == "Wisconsin")
    plan, got = _answer(catalog, "how many wisconsin players went in round 1?", "draft_picks")
    assert got == expected == 1, plan.sql_text


def test_negated_value_counts_the_other_rows(catalog):
    expected = sum(1 for row in SWIM[1:] if row[2] != "Italy")
    plan, got = _answer(catalog, "how many swimmers were not from italy?", "swimming_final")
    assert got == expected == 5, plan.sql_text
    plan, got = _answer(catalog, "how many swimmers came from a country other than italy?", "swimming_final")
    assert got == expected, plan.sql_text
    plan, got = _answer(catalog, "how many swimmers came from italy?", "swimming_final")
    assert got == len(SWIM) - 1 - expected, plan.sql_text


def test_between_two_numbers_bounds_one_column(catalog):
    expected = sum(1 for row in DRAFT[1:] if 2 <= int(row[1]) <= 40)
    plan, got = _answer(catalog, "how many picks were numbered between 2 and 40?", "draft_picks")
    assert got == expected == 3, plan.sql_text
    assert len(plan.conditions) == 2


def test_how_many_more_is_a_difference_of_two_aggregates(catalog):
    count = {c: sum(1 for row in SWIM[1:] if row[2] == c) for c in ("Italy", "Brazil")}
    plan, got = _answer(catalog, "how many more swimmers came from italy than from brazil?", "swimming_final")
    assert got == count["Italy"] - count["Brazil"] == 2, plan.sql_text
    plan, got = _answer(catalog, "how many fewer swimmers came from brazil than from italy?", "swimming_final")
    assert got == count["Italy"] - count["Brazil"], plan.sql_text
    gold = {row[0]: int(row[1]) for row in MEDALS[1:]}
    plan, got = _answer(catalog, "how many more golds did norway get than chile?", "medal_table")
    assert got == gold["Norway"] - gold["Chile"] == 5, plan.sql_text
    assert plan.render([[got]]).startswith("Nation = Norway has 5 more Gold")
    plan, got = _answer(catalog, "what's the silver difference between norway and chile?", "medal_table")
    assert got == abs(int(MEDALS[1][2]) - int(MEDALS[2][2])) == 2, plan.sql_text


def test_plural_and_one_letter_typo_still_find_the_cells(catalog):
    assert singular("sloops") == "sloop" and singular("matches") == "match" and singular("class") == "class"
    expected = sum(1 for row in SHIPS[1:] if "sloop" in row[3].lower())
    plan, got = _answer(catalog, "how many ships launched were sloops?", "ships_launched")
    assert got == expected == 2, plan.sql_text
    expected = sum(1 for row in SHIPS[1:] if row[3].startswith("Sachsen"))
    plan, got = _answer(catalog, "how many saxhsen-class ironclads were launched?", "ships_launched")
    assert got == expected == 2, plan.sql_text
