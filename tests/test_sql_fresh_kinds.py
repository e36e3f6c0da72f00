"""SQL builder kinds found on fresh WikiTableQuestions-style dev questions (data/golden/wtq-dev-fresh.jsonl,
written by a helper who did not read the engine): a negated "won a gold" (none won), a decade, a plural
after "all the" / "these" that names the rows, comparatives of age, distance and speed, "how many
different X" followed by another column's word, "$20 million" against full amounts, an ordinal next to
its column when another column is named too, an unnamed count against the Total of several counts, a
value followed by a note in brackets, cells written as a sum and its result, a negative difference, and
a verb that names the column ("did they win": Win) while the noun after it is only the unit, and a yes/no
column named by the question ("not been paid": Paid = no). Tables written here; answers computed from their rows."""

import pytest

from tests.offline_support import plan_over, workbook_catalog

MEDALS = [["Rank", "Nation", "Gold", "Silver", "Bronze", "Total"],
          [1, "Norway", 5, 2, 1, 8], [2, "Chile", 2, 0, 3, 5], [3, "Ghana", 0, 4, 1, 5],
          [4, "Peru", 0, 1, 0, 1], [5, "Laos", 1, 0, 0, 1], [6, "Fiji", 0, 0, 2, 2], [7, "Oman", 1, 1, 0, 2]]
FILMS = [["Title", "Year", "Studio", "Gross"],
         ["Blue Lanterns", 1979, "Arc", "$31,500,000"], ["Night Ferry", 1981, "Arc", "$18,250,000"],
         ["Salt Roads", 1984, "Vela", "$44,000,000"], ["Paper Kings", 1989, "Vela", "$9,900,000"],
         ["Glass Orchard", 1990, "Arc", "$27,300,000"], ["Harbour Lights", 1986, "Mire", "$21,000,000"]]
VENUES = [["Team", "City", "Venue", "Capacity"],
          ["Otters", "Lorne", "Lorne Arena", "3,200"], ["Kites", "Bray", "Bray Arena", "2,750"],
          ["Foxes", "Tam", "Tam Sports Arena", "4,100"], ["Rooks", "Esk", "Esk Hall", "1,500"],
          ["Moles", "Alder", "Alder Dome", "5,000"]]
SKIERS = [["Rank", "Name", "Age", "Run 1", "Jump"],
          [1, "Ana Brun", 19, "1:07.20", 13.4], [2, "Ula Sand", 24, "1:07.95", 12.8],
          [3, "Mia Holt", 31, "1:08.40", 13.1], [4, "Ida Lund", 20, "1:09.05", 12.2]]
RELEASES = [["Released", "Title", "Artist", "Format", "Language"],
            ["3 March 2011", "Ember", "Kairo", "Single", "Korean"], ["9 May 2011", "Tide", "Noa", "Album", "Korean"],
            ["1 June 2011", "Drift", "Kairo", "Single", "Japanese"], ["4 July 2011", "Vale", "Sela", "Single", "Korean"],
            ["2 August 2011", "Kite", "Kairo", "Album", "Japanese"]]
DEPARTURES = [["Team", "Manager", "Manner of departure"],
              ["Ayr", "Lu Bell", "Mutual consent"], ["Kelso", "Di Marr", "Sacked"],
              ["Alloa", "Jo Kerr", "Mutual consent (hired by Forfar)"], ["Troon", "Ed Vass", "Resigned"]]
GOLF = [["Place", "Player", "Score"],
        [1, "Ann Roe", "70-68-69=207"], [2, "Bea Lim", "71-70-69=210"], [3, "Cy Ortiz", "72-69-69=210"],
        [4, "Dee Moss", "70-72-70=212"]]
TEAMS = [["Team", "Goals For", "Goals Against", "Goal Difference"],
         ["Reds", 40, 31, 9], ["Blues", 28, 35, -7], ["Greens", 30, 30, 0], ["Golds", 22, 41, -19]]
SEASONS = [["Season", "League", "Matches", "Win", "Lose"],
           ["2001", "A1", 18, 9, 9], ["2002", "A1", 20, 16, 4], ["2003", "A1", 22, 17, 5], ["2004", "B2", 16, 12, 4]]
VISITS = [["Visit ID", "Clinic", "Fee", "Paid"],
          ["V-1", "North", 40, "yes"], ["V-2", "North", 55, "no"], ["V-3", "South", 35, "no"],
          ["V-4", "South", 60, "yes"], ["V-5", "South", 25, "no"]]
DRAFT = [["Rnd.", "Pick #", "Team", "Player"],
         ["1", 1, "Hawks", "Ty Cole"], ["1", 2, "Owls", "Jo Park"], ["2", 3, "Hawks", "Al Vey"],
         ["7", 4, "Owls", "Cy Moor"], ["7*", 5, "Lynx", "Ed Fane"], ["7", 6, "Hawks", "Bo Reid"]]


@pytest.fixture(scope="module")
def catalog(tmp_path_factory):
    folder = tmp_path_factory.mktemp("fresh-kinds")
    tables = {"medals": MEDALS, "films": FILMS, "venues": VENUES, "skiers": SKIERS, "releases": RELEASES,
              "draft": DRAFT, "departures": DEPARTURES, "golf": GOLF, "teams": TEAMS, "seasons": SEASONS,
              "visits": VISITS}
    with workbook_catalog(folder, folder / "store", tables) as opened:
        yield opened


def _value(catalog, question, stem):
    plan, rows = plan_over(catalog, question, stem, ["public"])
    return rows[0][0], plan.sql_text


@pytest.mark.parametrize("question, stem, expected", [
    ("how many nations did not win a gold medal?", "medals", sum(1 for r in MEDALS[1:] if r[2] == 0)),
    ("how many films were released in the 1980s?", "films", sum(1 for r in FILMS[1:] if 1980 <= r[1] <= 1989)),
    ("how many films grossed more than $20 million?", "films",
     sum(1 for r in FILMS[1:] if float(r[3].strip("$").replace(",", "")) > 20_000_000)),
    ("what is the combined capacity of all the arenas?", "venues",
     sum(float(r[3].replace(",", "")) for r in VENUES[1:])),
    ("how many skiers were younger than 21?", "skiers", sum(1 for r in SKIERS[1:] if r[2] < 21)),
    ("how many skiers had a first run faster than 1:08?", "skiers", 2),
    ("how many skiers jumped farther than 13 metres?", "skiers", sum(1 for r in SKIERS[1:] if r[4] > 13)),
    ("how many different artists had releases?", "releases", len({r[2] for r in RELEASES[1:]})),
    ("how many picks were in the seventh round?", "draft", sum(1 for r in DRAFT[1:] if r[0].startswith("7"))),
    ("how many nations won at least 5 medals?", "medals", sum(1 for r in MEDALS[1:] if r[5] >= 5)),
    ("how many managers left by mutual consent?", "departures",
     sum(1 for r in DEPARTURES[1:] if r[2].startswith("Mutual consent"))),
    ("how many players had a total score of 210?", "golf", sum(1 for r in GOLF[1:] if r[2].endswith("=210"))),
    ("how many teams have a negative goal difference?", "teams", sum(1 for r in TEAMS[1:] if r[3] < 0)),
    ("in how many seasons did they win more than 15 matches?", "seasons", sum(1 for r in SEASONS[1:] if r[3] > 15)),
    ("how many matches did they win in total in the a1?", "seasons", sum(r[3] for r in SEASONS[1:] if r[1] == "A1")),
    ("how many visits have not been paid yet?", "visits", sum(1 for r in VISITS[1:] if r[3] == "no")),
    ("what is the total fee of the paid visits?", "visits", sum(r[2] for r in VISITS[1:] if r[3] == "yes")),
])
def test_fresh_kinds(catalog, question, stem, expected):
    value, sql = _value(catalog, question, stem)
    assert value == pytest.approx(expected), sql
