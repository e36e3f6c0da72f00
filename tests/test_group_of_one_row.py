"""An average 'for each' label that names one row each (agent/offline/sql_filters.py `grouping`): the average over the
rows, not one group per row that repeats each row's own figure. A label that repeats still groups.

Real workbook, real store; expected figures come from the rows.
"""

from tests.offline_support import sheet_plan

ORCHARDS = [["Orchard", "County", "Trees"], ["Hill Farm", "Kent", 120], ["Low Meadow", "Kent", 80],
            ["Brook End", "Devon", 45], ["Oak Lane", "Devon", 95], ["Ridge Top", "Somerset", 60]]


def _plan_and_rows(tmp_path, question):
    return sheet_plan(tmp_path, "survey", ORCHARDS, question)


def test_each_of_one_row_labels_averages_over_the_rows(tmp_path):
    plan, rows = _plan_and_rows(tmp_path, "on average how many trees does each orchard have?")
    assert plan.group_by is None and rows == [(sum(r[2] for r in ORCHARDS[1:]) / 5,)], plan.sql_text


def test_each_of_a_repeating_label_still_groups(tmp_path):
    plan, rows = _plan_and_rows(tmp_path, "on average how many trees does each county have?")
    assert plan.group_by is not None and len(rows) == 3, plan.sql_text
