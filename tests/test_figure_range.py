"""A compared number must fit the column it is compared with (agent/offline/figure_scale.py): "more than
20,000 fans" is not about a Round numbered 1 to 6, and "1,500 games" is no equality on a Game number.

Real workbooks and a real store; expected counts come from the rows.
"""

from tally.agent.offline.figure_scale import beyond_range, figure_range, outside_range
from tally.agent.offline.schema import ColumnInfo, SchemaReader
from tally.agent.offline.sql_builder import build_plan
from tally.agent.offline.sql_comparisons import Comparison
from tally.ingest.catalog import Catalog
from tally.ingest.pipeline import ingest_paths
from tally.ingest.settings import Settings
from tests.offline_support import write_workbook

FIXTURES = [["Round", "Opponent", "Attendance"], [1, "Rovers", 18500], [2, "Athletic", 22400], [3, "United", 25100],
            [4, "Wanderers", 14900], [5, "Albion", 20700], [6, "Town", 19800]]
CARDS = [["Player", "Country", "Score"], ["A. Lind", "Sweden", "70-72-71=213"], ["B. Osei", "Ghana", "71-71-71=213"],
         ["C. Park", "Korea", "69-74-72=215"], ["D. Ruiz", "Spain", "72-72-73=217"]]


def _run(tmp_path, rows, question):
    settings = Settings(home=tmp_path / "store", embedder="hashing")
    assert not ingest_paths([write_workbook(tmp_path / "sheet.xlsx", rows)], settings).failed
    with Catalog.open(settings.catalog_path) as catalog:
        reader = SchemaReader(catalog, ["public"])
        plan = build_plan(question, reader, min_confidence=0.0, require_anchor=False)
        value = catalog.connection().execute(plan.sql_text).fetchone()[0] if plan else None
        return plan, value, reader.tables()[0]


def test_the_store_profiles_a_number_columns_range(tmp_path):
    _, _, table = _run(tmp_path, FIXTURES, "How many rounds were played?")
    assert figure_range(table.column("attendance")) == (14900, 25100)
    assert figure_range(table.column("round")) == (1, 6)


def test_a_text_columns_range_is_read_as_a_comparison_reads_it():
    sums = ColumnInfo(name="score", header="Score", type="VARCHAR", distinct=["70-72-71=213", "69-74-72=215"])
    assert figure_range(sums) == (213, 215)  # the results, not the first rounds
    signed = ColumnInfo(name="change", header="Change", type="VARCHAR", distinct=["(1,200)", "350", "n/a"])
    assert figure_range(signed) == (-1200, 350)
    assert figure_range(ColumnInfo(name="note", header="Note", type="VARCHAR", distinct=None)) is None


def test_only_a_number_of_another_scale_is_beyond_a_column():
    rounds = ColumnInfo(name="round", header="Round", type="BIGINT", low=1, high=30)
    more = Comparison(op=">", value=20000, span=(0, 3), number_at=2)
    assert beyond_range(rounds, more)
    assert not beyond_range(rounds, Comparison(op=">", value=40, span=(0, 3), number_at=2))  # a fair count of 0
    assert beyond_range(ColumnInfo(name="goals", header="Goals", type="BIGINT", low=2, high=9),
                        Comparison(op="<", value=0, span=(0, 2), number_at=1))  # "negative" over counts
    assert not beyond_range(ColumnInfo(name="x", header="X", type="VARCHAR", distinct=None), more)
    assert outside_range(rounds, 1500) and not outside_range(rounds, 12)


def test_a_comparison_beyond_the_named_column_goes_to_the_figure_it_fits(tmp_path):
    plan, value, _ = _run(tmp_path, FIXTURES, "How many matches had more than 20,000 fans?")
    assert plan is not None and '"attendance" > 20000' in plan.sql_text, plan and plan.sql_text
    assert value == sum(1 for row in FIXTURES[1:] if row[2] > 20000)


def test_a_comparison_near_the_named_columns_range_stays_on_it(tmp_path):
    # no match had 30,000: the answer is 0 from Attendance, not a switch to another column
    plan, value, _ = _run(tmp_path, FIXTURES, "In how many matches was the attendance above 30,000?")
    assert plan is not None and '"attendance" > 30000' in plan.sql_text, plan and plan.sql_text
    assert value == 0


def test_a_number_no_cell_holds_is_no_equality(tmp_path):
    plan, _, _ = _run(tmp_path, FIXTURES, "How many teams played 1,500 rounds?")
    assert plan is None or '"round" = 1500' not in plan.sql_text, plan.sql_text


def test_a_sum_cells_result_is_an_equality_it_can_meet(tmp_path):
    plan, value, _ = _run(tmp_path, CARDS, "How many golfers carded a score of 213?")
    assert plan is not None and "213" in plan.sql_text, plan and plan.sql_text
    assert value == 2


GAMES = [["Game", "Opponent", "Result", "Attendance"]] + [
    [1 + i, opponent, result, crowd] for i, (opponent, result, crowd) in enumerate([
        ("Harbour City", "W 99–90", 15871), ("Lakeside", "W 95–90", 18997), ("Northgate", "L 94–101", 18203),
        ("Eastfield", "W 104–96", 20364), ("Westmoor", "L 89–104", 18203), ("Harbour City", "W 110–98", 17012),
        ("Redcliff", "L 92–93", 19005), ("Lakeside", "W 101–87", 16540), ("Stonebridge", "W 97–95", 15220)])]
CRATES = [["Line", "Item", "Qty"], ["A", "Apples", 1], ["B", "Pears", 2], ["C", "Plums", 3]]


def test_a_column_numbering_the_rows_is_profiled_as_such(tmp_path):
    _, _, table = _run(tmp_path, GAMES, "How many games were played?")
    assert table.column("game").numbering and not table.column("attendance").numbering


def test_a_count_of_games_counts_the_rows_not_the_game_numbers(tmp_path):
    plan, value, _ = _run(tmp_path, GAMES, "How many games did they win?")
    assert plan is not None and "SUM" not in plan.sql_text, plan and plan.sql_text
    assert value == sum(1 for row in GAMES[1:] if row[2].startswith("W"))


def test_a_few_lines_numbered_by_chance_are_still_added_up(tmp_path):
    plan, value, table = _run(tmp_path, CRATES, "What was the total quantity ordered?")
    assert not table.column("qty").numbering
    assert value == 6, plan and plan.sql_text


VOTES = [["Region", "Share", "Seats"], ["Northmoor", "12.5%", 6], ["Eastvale", "8.2%", 2], ["Southbank", "15.0%", 7],
         ["Westfold", "9.9%", 3], ["Highcross", "10.4%", 5], ["Lowmarsh", "4.1%", 1]]
HOME_GATES = [["Team", "Round", "Attendance"]] + [
    [team, round_no, crowd] for round_no, (team, crowd) in enumerate([
        ("Rovers", 18500), ("Athletic", 22400), ("Rovers", 25100), ("United", 14900), ("Athletic", 20700),
        ("United", 19800)], start=1)]


def test_a_share_is_compared_with_the_column_of_shares_not_the_figure_added_up(tmp_path):
    plan, value, _ = _run(tmp_path, VOTES, "How many seats did the party take in regions where it polled above 10% of the vote?")
    assert plan is not None and "share" in plan.sql_text and "SUM" in plan.sql_text, plan and plan.sql_text
    assert value == sum(row[2] for row in VOTES[1:] if float(row[1].rstrip("%")) > 10)


def test_a_comparison_is_never_read_off_a_column_of_names(tmp_path):
    plan, value, _ = _run(tmp_path, HOME_GATES, "How many teams drew more than 20,000 fans?")
    assert plan is not None and '"attendance" > 20000' in plan.sql_text, plan and plan.sql_text
    assert value == len({row[0] for row in HOME_GATES[1:] if row[2] > 20000})
