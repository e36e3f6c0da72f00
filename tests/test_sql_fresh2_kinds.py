"""SQL builder kinds found on a second fresh set of WikiTableQuestions-style dev questions
(data/golden/wtq-dev-fresh2.jsonl): a duration said in several units ("1 hour 5 minutes"); a number
word right before a numeric header ("three titles"); score cells ("2–1", "W 24–10") read with the side
the table is about first: won, lost or drawn by comparing the two numbers, goals added up from the own
side (or both when no side is named), never "above zero" as if the cell were an amount; a chart's Peak
column is a position for "the top N", a blank in it no position at all; "no <column>" is a blank cell
there; "how many of the X" counts rows, not distinct X; a column holding one value on every row is no
set of things to count apart. A value found in several columns belongs to the one the question names
most fully; a past verb names its doer's cells ("won" -> "Winner"); a header made of the counted noun and
the question's verb ("Days held") is summed; an all-capital header spells the initials of question words
("RPG"); a season column is no measure to compare with; "more X lost than won" counts one outcome against
the other. Tables written here; answers computed from their rows."""

import pytest

from tests.offline_support import plan_over, workbook_catalog


def _seconds(clock: str) -> float:
    parts = [float(p) for p in clock.split(":")]
    return sum(p * 60 ** k for k, p in enumerate(reversed(parts)))


RACES = [["Year", "Race", "Place", "Time"],
         [2010, "Lakeside 30k", "4th", "1:49:12"], [2011, "Hill Run", "2nd", "1:05:40"],
         [2012, "Lakeside 30k", "1st", "1:41:03"], [2013, "City Half", "7th", "1:04:58"],
         [2014, "City Half", "3rd", "1:03:15"]]
HEATS = [["Lane", "Swimmer", "Time"],
         [1, "Oda Berg", "3:41.20"], [2, "Lin Sato", "3:38.95"], [3, "Eva Kos", "3:36.10"],
         [4, "Ria Lenz", "3:44.70"], [5, "Nia Poe", "3:39.05"]]
SQUAD = [["Name", "Club", "Titles", "Appearances"],
         ["Al Rix", "Dunmore", 1, 14], ["Bo Tan", "Elmfield", 3, 22], ["Cy Ward", "Dunmore", 1, 9],
         ["Di Fay", "Elmfield", 0, 4], ["Ed Lum", "Dunmore", 3, 30], ["Fa Ong", "Crayle", 2, 17]]

LEGS = [["Home side", "Agg.", "Away side", "1st leg", "2nd leg"],
        ["Arden", "3-3", "Brill", "1-1", "2-2"], ["Corby", "4-1", "Dale", "3-0", "1-1"],
        ["Emley", "2-5", "Frome", "2-2", "0-3"], ["Garth", "1-0", "Hale", "0-0", "1-0"]]
FIXTURES = [["Date", "Opponent", "Site", "Result"],
            ["4 May 2019", "Corby", "Home", "3:1 (1:0)"], ["11 May 2019", "Dale", "Away", "0:2 (0:1)"],
            ["18 May 2019", "Emley", "Home", "2:2 (2:0)"], ["25 May 2019", "Frome", "Away", "4:0 (1:0)"],
            ["1 June 2019", "Hale", "Away", "1:3 (1:1)"]]
GRIDIRON = [["Week", "Opponent", "Site", "Result", "Attendance"],
            [1, "Rams", "Away", "W 24–10", "41,200"], [2, "Colts", "Home", "L 13–20", "38,900"],
            [3, "Bears", "Away", "W 31–28", "44,010"], [4, "Jets", "Home", "W 17–3", "36,700"]]
SCORER = [["#", "Date", "Opponent", "Score", "Competition"],
          [1, "2 March 2018", "Malta", "1–0", "Friendly"], [2, "9 June 2019", "Wales", "0–1", "Qualifier"],
          [3, "9 June 2019", "Wales", "2–1", "Qualifier"], [4, "14 October 2019", "Peru", "1–1", "Friendly"]]

CHARTS = [["Year", "Album", "Peak UK", "Peak DE"],
          [2001, "Low Tide", "—", "12"], [2003, "Copper Sky", "8", "31"], [2005, "North Line", "44", "—"],
          [2008, "Fallow", "17", "9"], [2011, "Late Frost", "—", "—"], [2014, "Tinder", "3", "25"]]

SITES = [["Site", "Postcode", "County"],
         ["Mill Farm", "KT2 4RB", "Surrey"], ["Oak Yard", None, "Kent"], ["Rye Lodge", "TN31 7AB", "Kent"],
         ["Sand Pit", None, "Surrey"], ["Well Court", "—", "Kent"], ["Ash End", "ME4 1QT", "Kent"]]
LEAGUE = [["Season", "Champion", "Runner-up", "Final venue"],
          ["2001", "Harts", "Owls", "Eastgate"], ["2002", "Harts", "Lions", "Eastgate"],
          ["2003", "Owls", "Harts", "Westmoor"], ["2004", "Lions", "Owls", "Eastgate"],
          ["2005", "Owls", "Lions", "Westmoor"], ["2006", "Harts", "Lions", "Westmoor"]]
HONOURS = [["Year", "Name", "Birth year", "Laureate"],
           [2010, "Ada Voss", 1971, "Laureate"], [2011, "Ben Orr", 1978, "Laureate"],
           [2012, "Cal Ume", 1983, "Laureate"], [2013, "Dot Rae", 1969, "Laureate"],
           [2014, "Eli Marr", 1980, "Laureate"]]

RELAYS = [["Year", "Venue", "Junior Relay", "Senior Relay"],
          [2003, "Oslo", "Norway", "Sweden"], [2005, "Turku", "Norway", "Norway"], [2007, "Bergen", "Norway", "Norway"],
          [2009, "Umea", "Finland", "Norway"], [2011, "Lahti", "Norway", "Finland"], [2013, "Mora", "Norway", "Norway"]]
SKIPPERS = [["Season", "Skipper", "Club", "Regional Cup result", "National Cup result"],
            [2014, "Ivo Lund", "Pier 9", "Winner", "Winner"], [2015, "Jan Berg", "Harbour", "Runner-up", "Winner"],
            [2016, "Kit Dahl", "Pier 9", "Winner", "Semi-final"], [2017, "Lou Vik", "Harbour", "Winner", None],
            [2018, "Max Ek", "Cove", "Semi-final", "Winner"], [2019, "Ned Ask", "Cove", "Winner", "Runner-up"]]
BELTS = [["#", "Champion", "Reign", "Days held", "Location"],
         [1, "Kai Moss", 1, 120, "Leeds"], [2, "Rob Tey", 1, 45, "York"], [3, "Kai Moss", 2, 310, "Hull"],
         [4, "Sam Orr", 1, 12, "Leeds"], [5, "Kai Moss", 3, 64, "York"]]
CAREER = [["Season", "Club", "GP", "APG", "RPG"],
          ["2010–11", "Redwood", 30, 4.1, 7.5], ["2011–12", "Redwood", 28, 3.7, 8.25],
          ["2012–13", "Lakers North", 33, 5.2, 6.0], ["2013–14", "Redwood", 25, 2.9, 9.1],
          ["2014–15", "Lakers North", 31, 4.4, 5.5]]
OUTCOMES = [["Date", "Opponent", "Venue", "Result"],
            ["May 3", "Hawks", "Home", "L 9-14"], ["May 10", "Owls", "Away", "W 12-8"],
            ["May 17", "Hawks", "Away", "L 10-11 OT"], ["May 24", "Rams", "Home", "L 6-13"],
            ["May 31", "Owls", "Home", "L 7-9"], ["June 7", "Rams", "Away", "L 5-15"]]


def _sides(cell: str) -> tuple[int, int]:
    import re
    first, second = re.search(r"(\d+)\s*[-–:]\s*(\d+)", cell).groups()
    return int(first), int(second)


@pytest.fixture(scope="module")
def catalog(tmp_path_factory):
    folder = tmp_path_factory.mktemp("fresh2-kinds")
    tables = {"races": RACES, "heats": HEATS, "squad": SQUAD, "cup": LEGS, "fixtures": FIXTURES,
              "gridiron": GRIDIRON, "scorer": SCORER,
              "charts": CHARTS, "sites": SITES, "league": LEAGUE, "honours": HONOURS, "relays": RELAYS,
              "skippers": SKIPPERS, "belts": BELTS, "career": CAREER, "outcomes": OUTCOMES}
    with workbook_catalog(folder, folder / "store", tables) as opened:
        yield opened


def _value(catalog, question, stem):
    plan, rows = plan_over(catalog, question, stem, ["public"])
    return rows[0][0], plan.sql_text


@pytest.mark.parametrize("question, stem, expected", [
    # a duration in two units is one value: 1 h 5 min, not 1 h
    ("how many races took him less than 1 hour 5 minutes?", "races",
     sum(1 for r in RACES[1:] if _seconds(r[3]) < 3900)),
    ("in how many heats was the time below 3 minutes and 40 seconds?", "heats",
     sum(1 for r in HEATS[1:] if _seconds(r[2]) < 220)),
    # a number word right before the header it counts is an equality on that column
    ("how many squad members have three titles?", "squad", sum(1 for r in SQUAD[1:] if r[2] == 3)),
    ("how many of the players hold one title apiece?", "squad", sum(1 for r in SQUAD[1:] if r[2] == 1)),
    # score cells: the first number is the side the table is about
    ("how many second legs finished as a draw?", "cup", sum(1 for r in LEGS[1:] if len(set(_sides(r[4]))) == 1)),
    ("how many fixtures did they win?", "fixtures", sum(1 for r in FIXTURES[1:] if _sides(r[3])[0] > _sides(r[3])[1])),
    ("how many points did we score in the away games?", "gridiron",
     sum(_sides(r[3])[0] for r in GRIDIRON[1:] if r[2] == "Away")),
    # "the team" and a name no cell holds are the side the results table is about
    ("how many points did the team score at home?", "gridiron",
     sum(_sides(r[3])[0] for r in GRIDIRON[1:] if r[2] == "Home")),
    ("how many points did the hawks score in the away games?", "gridiron",
     sum(_sides(r[3])[0] for r in GRIDIRON[1:] if r[2] == "Away")),
    ("in total, how many goals have been scored across these fixtures?", "fixtures",
     sum(sum(_sides(r[3])) for r in FIXTURES[1:])),
    # one row per goal: the score at the time is no amount to test above zero
    ("how many goals did she score in 2019?", "scorer", sum(1 for r in SCORER[1:] if r[1].endswith("2019"))),
    ("how many albums reached the top 20 in the uk?", "charts",
     sum(1 for r in CHARTS[1:] if r[2] != "—" and int(r[2]) <= 20)),
    ("how many sites have no postcode on record?", "sites", sum(1 for r in SITES[1:] if r[1] in (None, "—"))),
    ("how many of the champions were crowned at eastgate?", "league", sum(1 for r in LEAGUE[1:] if r[3] == "Eastgate")),
    ("how many laureates were born after 1975?", "honours", sum(1 for r in HONOURS[1:] if r[2] > 1975)),
    # Norway is in both relay columns; the question names the senior one
    ("in how many editions did norway take the senior relay?", "relays",
     sum(1 for r in RELAYS[1:] if r[3] == "Norway")),
    # "won" names the Winner cells, in the column whose cup the question names
    ("how many skippers won the national cup?", "skippers", sum(1 for r in SKIPPERS[1:] if r[4] == "Winner")),
    # "days ... hold": the Days held column, added up
    ("altogether, how many days did kai moss hold the belt?", "belts",
     sum(r[3] for r in BELTS[1:] if r[1] == "Kai Moss")),
    # RPG spells "rebounds per game"; "over her seasons" compares nothing with the Season column
    ("what were her average rebounds per game over her seasons at redwood?", "career",
     round(sum(r[4] for r in CAREER[1:] if r[1] == "Redwood") / sum(1 for r in CAREER[1:] if r[1] == "Redwood"), 2)),
    # one outcome counted against the other, the verb in any form
    ("how many more matches did the club lose than win?", "outcomes",
     sum(1 for r in OUTCOMES[1:] if r[3].startswith("L")) - sum(1 for r in OUTCOMES[1:] if r[3].startswith("W"))),
])
def test_fresh2_kinds(catalog, question, stem, expected):
    value, sql = _value(catalog, question, stem)
    assert value == pytest.approx(expected), sql
