"""A range of years over a table whose columns are years (agent/offline/sql_pivot.py `_named_periods`): "the average
from 2018 to 2021" takes every year column in the range, not only the two named; a change "from 2018 to 2021" still
compares the two ends. Before, the average was of the two ends only.

Real workbook, real store; expected figures come from the cells.
"""

from tests.offline_support import sheet_plan

YIELDS = [["Crop", "2018", "2019", "2020", "2021", "2022"],
          ["Barley", 410, 380, 455, 402, 390], ["Oats", 210, "n/r", 240, 236, 250], ["Rye", "n/r", 95, 101, 99, 120]]


def _value(tmp_path, question):
    plan, rows = sheet_plan(tmp_path, "yields", YIELDS, question)
    return plan, rows[0][0]


def test_an_average_over_a_range_of_year_columns_takes_every_year_in_it(tmp_path):
    plan, value = _value(tmp_path, "what was the average barley yield from 2018 to 2021?")
    assert value == sum(YIELDS[1][1:5]) / 4, plan.sql_text


def test_a_total_between_two_years_adds_the_years_between(tmp_path):
    plan, value = _value(tmp_path, "what was the total rye yield between 2019 and 2022?")
    assert value == sum(YIELDS[3][2:6]), plan.sql_text


def test_a_change_from_one_year_to_another_compares_the_two_ends(tmp_path):
    plan, value = _value(tmp_path, "what was the change in barley yield from 2018 to 2021?")
    assert value == YIELDS[1][4] - YIELDS[1][1], plan.sql_text


FISCAL = [["$ million", "F19 53 weeks", "F18 52 weeks"], ["Sales", 1671, 1612], ["EBIT", 245.5, 231.0],
          ["Return on funds employed (%)", 15.2, 17.1]]


def test_fiscal_years_written_f19_name_their_columns(tmp_path):
    # "F19" in a header is the year 2019's column, and "F19" in the question names it
    plan, rows = sheet_plan(tmp_path, "fiscal", FISCAL, "what was the average ebit for f19 and f18?")
    assert rows[0][0] == (245.5 + 231.0) / 2, plan.sql_text
