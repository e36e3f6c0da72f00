"""Comparisons written after the number or with "a" for one (agent/offline/sql_comparisons.py) and bounds on placings
(agent/offline/sql_filters.py `_rank_comparison`): "3 goals or more" and "0.5 kW or higher" put the suffix after
the noun or unit; "10th or better" bounds a column of placings written "10th"; "the top 10 of the charts" leaves
out a record with no chart position. Before, each was read as an equality or not at all.

Real workbooks, real store; expected figures come from the rows.
"""

from tally.agent.offline.sql_comparisons import find_comparisons
from tally.agent.offline.sql_match import Question
from tests.offline_support import sheet_plan

SQUAD = [["Player", "Club", "Goals"], ["Ann Hale", "Rovers", 5], ["Bea Moss", "Rovers", 2], ["Cal Reed", "United", 3],
         ["Dee Park", "United", 0], ["Eli Ross", "Athletic", 7], ["Fay Lowe", "Athletic", 3]]
RESULTS = [["Year", "Venue", "Position"], [2001, "Oslo", "4th"], [2002, "Rome", "12th"], [2003, "Lyon", "DNF"],
           [2004, "Graz", "10th"], [2005, "Bern", "1st"], [2006, "Kiel", "15th"], [2007, "Turin", "DNS"]]
SINGLES = [["Year", "Single", "Chart positions UK", "Chart positions Irish Charts"],
           [2010, "Glass Harbour", 3, 12], [2011, "Low Tide", 25, None], [2011, "North Light", 8, 4],
           [2012, "Paper Kites", None, 9], [2013, "Salt Road", 41, None], [2014, "Winter Line", 10, 30]]


def _value(tmp_path, rows, question):
    plan, found = sheet_plan(tmp_path, "sheet", rows, question)
    return plan, found[0][0]


def test_the_suffix_may_follow_the_noun_or_unit():
    for text, op, value in (("how many players scored 3 goals or more?", ">=", 3.0),
                            ("how many stations are rated 0.5 kw or higher?", ">=", 0.5),
                            ("how many teams have 2 wins at most?", "<=", 2.0),
                            ("how many laps took under a minute?", "<", 60.0),  # "a"/"an" before a unit is one
                            ("how many calls lasted more than an hour?", ">", 3600.0)):
        found = find_comparisons(Question.parse(text))
        assert [(c.op, c.value) for c in found] == [(op, value)], text



def test_any_comparative_after_or_is_the_inclusive_bound():
    # "or longer", "or younger": every comparative adjective the comparisons know, not only "or more"
    for text, op, value in (("how many hires lasted three hours or longer?", ">=", 10800.0),  # a duration, in seconds
                            ("how many members are 21 or younger?", "<=", 21.0),
                            ("how many parcels weighed 5 kg or heavier?", ">=", 5.0)):
        found = find_comparisons(Question.parse(text))
        assert [(c.op, c.value) for c in found] == [(op, value)], text

def test_goals_or_more_counts_the_players_at_or_above(tmp_path):
    plan, value = _value(tmp_path, SQUAD, "how many players scored 3 goals or more?")
    assert value == sum(1 for row in SQUAD[1:] if row[2] >= 3), plan.sql_text


def test_a_placing_or_better_bounds_the_written_placings(tmp_path):
    plan, value = _value(tmp_path, RESULTS, "how many times was the position 10th or better?")
    # 4th, 10th, 1st: "DNF" and "DNS" are no positions, not the rows' places in the listing
    assert value == 3, plan.sql_text


def test_the_top_of_a_chart_leaves_out_records_that_did_not_chart(tmp_path):
    plan, value = _value(tmp_path, SINGLES, "how many singles reached the top 10 of the irish charts?")
    assert value == sum(1 for row in SINGLES[1:] if row[3] is not None and row[3] <= 10), plan.sql_text
