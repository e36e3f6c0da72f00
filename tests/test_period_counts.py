"""Counts and extremes across one row's period columns (agent/offline/sql_period_counts.py): over a table whose
columns are months or years and whose rows are measures, "in how many months was there more than 50 mm of rain"
counts the named row's cells meeting the comparison, and "in which year were costs higher" answers with the year
whose cell is largest; before, the rows (measures) were counted, the comparison put on one column, or no plan.

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


STATEMENT = [["Item", "2019 £m", "2018 £m", "2017 £m"], ["Revenue", 412.5, 398.0, 377.2],
             ["Operating costs", 301.0, 305.4, 296.1], ["Investments", 88.2, 91.7, 90.4]]


def test_which_year_a_named_row_was_highest_answers_with_the_year(tmp_path):
    plan, rows = sheet_plan(tmp_path, "statement", STATEMENT, "in which year were operating costs higher?")
    assert rows == [("2018",)], plan.sql_text


def test_which_month_a_named_row_was_lowest(tmp_path):
    plan, rows = sheet_plan(tmp_path, "sheet", CLIMATE, "which month had the lowest sunshine hours?")
    lowest = min(range(12), key=lambda k: CLIMATE[3][1 + k])
    assert rows == [(MONTH_NAMES[lowest],)], plan.sql_text


def test_a_comparison_with_a_number_is_no_extreme(tmp_path):
    # "less than 400" is a condition a year meets or not, not the lowest year
    from tally.agent.offline.schema import SchemaReader
    from tally.agent.offline.sql_period_counts import period_extreme_plan
    from tally.agent.offline.sql_match import Question
    from tests.offline_support import workbook_catalog

    with workbook_catalog(tmp_path, tmp_path / "store", {"statement": STATEMENT}) as catalog:
        table = SchemaReader(catalog, ["public"]).tables()[0]
        assert period_extreme_plan(Question.parse("in which year was revenue lower?"), table) is not None
        assert period_extreme_plan(Question.parse("in which year was revenue less than 400?"), table) is None


def test_the_agent_names_the_year_with_the_highest_figure(tmp_path):
    from tally.agent.ask import AskSession

    settings = Settings(home=tmp_path / "store", embedder="hashing")
    assert not ingest_paths([write_workbook(tmp_path / "statement.xlsx", STATEMENT)], settings).failed
    with AskSession(settings) as session:
        answer = session.ask("In which year were operating costs higher?")
    assert not answer.refused and "2018" in answer.answer and "Operating costs" in answer.answer, answer.answer
