"""Cells and headers a question names in other words than they are written: a code after its header ("band E"
over "E (15 m+)"), capital initials spelled out ("did not qualify" for DNQ), headers told apart by a number
("the second run" is Run 2), a share compared with the column of shares, placings that are no measure, and
a singular "the X" that names the table's subject rather than the cells containing the word. The workbooks
are written here; expected values come from the rows written."""

from tally.agent.offline.schema import SchemaReader
from tally.agent.offline.sql_builder import build_plan
from tally.agent.offline.sql_match import Question
from tally.agent.offline.sql_placings import placing_matches
from tally.agent.offline.sql_words import pronouns_read
from tests.offline_support import planned_value, workbook_catalog


def given_value(catalog, question: str):
    """The plan's first cell when the table is known (as when a caller names it): no confidence floor."""
    plan = build_plan(question, SchemaReader(catalog, ["public"]), min_confidence=0.0, require_anchor=False)
    assert plan is not None, question
    return catalog.connection().execute(plan.sql_text).fetchone()[0]

BANDS = ["B (8-9.9 m)", "E (15 m+)", "C (10-11.9 m)", "E (15 m+)", "A (under 8 m)", "E (15 m+)", "B (8-9.9 m)"]
BERTHS = [["Visitor berth log"], ["Booking", "Vessel", "Band", "Nights"],
          *[[f"VB-{100 + n}", f"Boat {n}", band, 1 + n % 4] for n, band in enumerate(BANDS)]]

RUN_2 = ["1:13.49", "DNQ", "DNF", "DNQ", "1:12.01", "DNQ", None, "1:14.90"]
RUN_1 = ["1:07.05", "1:09.11", "DNF", "1:10.02", "1:08.40", "DNS", "DNF", "1:07.90"]
RACE = [["Giant slalom"], ["Bib", "Name", "Run 1", "Run 2"],
        *[[n + 1, f"Skier {n}", one, two] for n, (one, two) in enumerate(zip(RUN_1, RUN_2, strict=True))]]

SHARES = [("North", "61.5%", 120, "38.5%", 75), ("South", "44.0%", 88, "56.0%", 112),
          ("East", "70.2%", 351, "29.8%", 149), ("West", "59.9%", 599, "40.1%", 401)]
VOTES = [["County results"], ["County", "Smith", "Votes", "Jones", "Votes"], *[list(row) for row in SHARES]]

TEAMS = [["League"], ["Team", "City", "Stadium", "Capacity", "Last season"],
         ["Reds", "Ayr", "Ayr Arena", 1000, "9th"], ["Blues", "Bute", "Bute Park", 3500, "2nd"],
         ["Greens", "Crail", "Crail Arena", 5200, "1st"], ["Golds", "Dunoon", "Dunoon Arena", 2999, "4th"]]

AWARDS = [["Awards"], ["Year", "Award", "Category", "Result"],
          [2010, "Best Film", "Drama", "Won"], [2010, "Best Short Film Script", "Script", "Nominated"],
          [2011, "Audience Prize", "Drama", "Won"], [2011, "Short Film Award", "Short", "Won"],
          [2012, "Critics Choice", "Drama", "Won"]]


def test_a_code_after_its_header_names_the_cells_it_opens(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"berths": BERTHS}) as catalog:
        assert planned_value(catalog, "How many bookings were for yachts in band E?") == BANDS.count("E (15 m+)")
        assert planned_value(catalog, "How many bookings were in band B?") == BANDS.count("B (8-9.9 m)")


def test_capital_initials_are_named_by_the_words_they_abbreviate(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"race": RACE}) as catalog:
        assert planned_value(catalog, "How many racers did not qualify for the second run?") == RUN_2.count("DNQ")
        assert planned_value(catalog, "How many racers did not finish the first run?") == RUN_1.count("DNF")
        assert planned_value(catalog, "How many racers did not finish run 2?") == RUN_2.count("DNF")


def test_a_number_beside_a_header_word_picks_the_numbered_column(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"race": RACE}) as catalog:
        plan = build_plan("How many racers did not start in run 1?", SchemaReader(catalog, ["public"]))
        assert plan is not None and '"run_1"' in plan.sql_text and '"run_2"' not in plan.sql_text


def test_a_share_is_compared_with_the_column_of_shares(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"votes": VOTES}) as catalog:
        want = sum(1 for row in SHARES if float(row[3].rstrip("%")) > 40)
        assert planned_value(catalog, "For how many counties did Jones get more than 40% of the votes?") == want


def test_placings_are_no_measure_a_number_is_compared_with(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"teams": TEAMS}) as catalog:
        want = sum(1 for row in TEAMS[2:] if row[3] >= 3000)
        assert given_value(catalog, "How many teams play where at least 3,000 people fit?") == want


def test_a_singular_the_noun_names_the_tables_subject_not_cells_containing_it(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"awards": AWARDS}) as catalog:
        want = sum(1 for row in AWARDS[2:] if row[3] == "Won")
        assert planned_value(catalog, "How many awards has the film won?") == want
        # a cell named whole is still a value
        assert given_value(catalog, "How many times did they win Best Film?") == 1


RESULTS = [["Season results"], ["Year", "Competition", "Position", "Event"],
           [2001, "Indoor Games", "1st", "60 m"], [2001, "Outdoor Cup", "3rd", "100 m"],
           [2002, "Indoor Games", "1st", "60 m"], [2002, "Outdoor Cup", "1st", "100 m"],
           [2003, "Grand Prix", "2nd", "100 m"], [2003, "Outdoor Cup", "12th (sf)", "200 m"]]
SCORERS = [["Scorers"], ["Name", "League", "Cup", "Total"],
           ["Ann Bell", 4, 1, 5], ["Cara Dunn", 2, 0, 2], ["Eve Ford", 0, 0, 0], ["Own goals", 1, 0, 1]]


def test_a_win_over_a_results_table_of_placings_is_a_first_place(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"results": RESULTS}) as catalog:
        firsts = [row for row in RESULTS[2:] if row[2] == "1st"]
        assert given_value(catalog, "How many events did she win?") == len(firsts)
        assert given_value(catalog, "How many times did she win in the 100 m?") == sum(1 for r in firsts if r[3] == "100 m")
        # an ordinal word names the placings cells of that place, unless it describes the noun after it
        assert given_value(catalog, "How many times did she finish second?") == 1
        table = SchemaReader(catalog, ["public"]).tables()[0]
        assert placing_matches(table, Question.parse("how many times did she come 2nd"), set())
        assert not placing_matches(table, Question.parse("how many entries had a second chance"), set())


def test_the_unit_after_a_compared_number_is_no_value(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"scorers": SCORERS}) as catalog:
        # "goal" is the unit of the compared Total, not the "Own goals" row's name
        assert given_value(catalog, "How many players scored at least one goal?") == sum(
            1 for row in SCORERS[2:] if row[3] >= 1)


SHIPS = [["Frigate classes"], ["Class", "Nation", "Ships"],
         ["River", "UK", 57], ["Tacoma", "US", 96], ["Loch", "UK", 30], ["Asheville", "US", 2], ["Flower", "Canada", 70]]


def test_us_after_the_is_the_country_and_elsewhere_the_pronoun():
    assert pronouns_read(["how", "much", "did", "they", "charge", "us"])[-1] == "we"
    assert pronouns_read(["built", "by", "the", "us"])[-1] == "us"


def test_the_us_names_the_country_cells(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"ships": SHIPS}) as catalog:
        assert given_value(catalog, "how many of the classes were built by the us?") == sum(
            1 for row in SHIPS[2:] if row[1] == "US")
