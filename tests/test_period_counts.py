"""Counts across one row's period columns (agent/offline/sql_period_counts.py): over a table whose columns are months
or years and whose rows are measures, "in how many months was there more than 50 mm of rain" counts the named row's
cells meeting the comparison; before, the rows (measures) were counted or the comparison put on one column.

Real workbooks, real store; expected figures come from the cells.
"""

from tally.ingest.pipeline import ingest_paths
from tally.ingest.settings import Settings
from tests.offline_support import sheet_plan, write_workbook

MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
CLIMATE = [["Measure", *MONTH_NAMES, "Year"],
           ["Mean high °C", 6, 7, 10, 13, 17, 20, 22, 22, 19, 15, 10, 7, 14],
           ["Rainfall mm", 78, 55, 48, 41, 44, 52, 49, 61, 58, 83, 90, 86, 745],
           ["Sunshine hours", 52, 74, 110, 160, 198, 190, 205, 188, 140, 100, 60, 45, 1522]]
RANKINGS = [["Tournament", "2016", "2017", "2018", "2019", "2020", "2021"],
            ["Spring Open", "QF", "W", "SF", "2R", "A", "F"],
            ["Year-end ranking", "14", "8", "6", "11", "23", "9"]]


def _value(tmp_path, rows, question):
    plan, found = sheet_plan(tmp_path, "sheet", rows, question)
    return plan, found[0][0]


def test_months_of_a_named_row_meeting_a_comparison_are_counted(tmp_path):
    plan, value = _value(tmp_path, CLIMATE, "in how many months was there more than 50 mm of rainfall?")
    # the annual "Year" column is no month
    assert value == sum(1 for mm in CLIMATE[2][1:13] if mm > 50), plan.sql_text


def test_years_of_a_ranking_row_in_the_top_ten_are_counted(tmp_path):
    plan, value = _value(tmp_path, RANKINGS, "in how many years was the year-end ranking in the top 10?")
    assert value == sum(1 for rank in RANKINGS[2][1:] if int(rank) <= 10), plan.sql_text


def test_the_whole_offline_agent_answers_with_the_count_and_says_what_it_counted(tmp_path):
    from tally.agent.ask import AskSession

    settings = Settings(home=tmp_path / "store", embedder="hashing")
    assert not ingest_paths([write_workbook(tmp_path / "weather.xlsx", CLIMATE)], settings).failed
    with AskSession(settings) as session:
        answer = session.ask("In how many months was there more than 50 mm of rainfall?")
    want = sum(1 for mm in CLIMATE[2][1:13] if mm > 50)
    assert not answer.refused and str(want) in answer.answer and "Rainfall mm" in answer.answer, answer.answer
