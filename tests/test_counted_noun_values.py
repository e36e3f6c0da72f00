"""A word before the counted noun that is a word of the cells of the column the noun names ("how many sleeper
[coaches]" over a Coach Name column holding "Northern Sleeper") filters on those cells (agent/offline/sql_builder.py,
`_names_text_column`); before, it was read as part of the counted noun and every row was counted.

Real workbook, real store; expected figures come from the rows.
"""

from tests.offline_support import sheet_plan

COACHES = [["Coach Name", "Depot", "Seats"], ["Northern Sleeper", "Leeds", 40], ["Coastal Express", "Hull", 62],
           ["Valley Sleeper", "York", 38], ["Moorland Express", "Leeds", 60], ["Harbour Sleeper", "Hull", 36],
           ["City Shuttle", "York", 55]]


def _plan_and_value(tmp_path, question):
    plan, rows = sheet_plan(tmp_path, "fleet", COACHES, question)
    return plan, rows[0][0]


def test_a_word_of_the_named_columns_cells_filters(tmp_path):
    plan, value = _plan_and_value(tmp_path, "how many sleeper coaches are there?")
    assert value == sum(1 for row in COACHES[1:] if "Sleeper" in row[0]), plan.sql_text


def test_a_word_held_by_no_cell_of_that_column_is_not_a_value_of_it(tmp_path):
    # "Leeds" is a Depot, not a word of any Coach Name: the counted noun's column gets no filter from it
    plan, _ = _plan_and_value(tmp_path, "how many leeds coaches are there?")
    assert "coach_name" not in plan.sql_text.lower(), plan.sql_text


def test_a_word_of_one_cell_is_part_of_a_name_not_a_kind_of_row(tmp_path):
    # only "Northern Sleeper" holds "northern": one name's word, no kind of coach, so it stays in the counted noun
    plan, _ = _plan_and_value(tmp_path, "how many northern coaches are there?")
    assert "coach_name" not in plan.sql_text.lower(), plan.sql_text
