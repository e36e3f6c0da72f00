"""Second fresh set of WikiTableQuestions-style count/total/average/difference questions, split DEV / TEST.

written 2026-12-02 04:40 UTC by helper wtqfresh2 without reading the engine, frozen before any run.
(The note lives here, not in the .jsonl files: the evaluation reads every non-blank line as JSON.)

Tables: ../shared/eval/wtq-train-aggregates/tables (145 WTQ train tables, first sheet, row 1 = header, all cells text).
The 145 tables are split at random with a fixed seed (SEED below): 87 tables may be used by DEV, the other 58 by TEST,
so the two files never share a table.  At most 2 questions per table.  None of the questions repeats or paraphrases
one in ../shared/eval/wtq-train-aggregates/questions.tsv or data/golden/wtq-dev-fresh.jsonl.

  data/golden/wtq-dev-fresh2.jsonl   90 questions, ids f2d-01 .. f2d-90
  data/golden/wtq-test-fresh2.jsonl  60 questions, ids f2t-01 .. f2t-60

Every answer is computed below from the cells (exact decimal arithmetic), never typed by hand.
Averages are rounded half-up to 2 decimals (trailing zeros dropped); the kind says so.
Run:  python data/golden/make_wtq_fresh2.py           -> writes both files
      python data/golden/make_wtq_fresh2.py --debug   -> also prints the rows / cells each answer used
"""
import json
import random
import re
import sys
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

import openpyxl

HERE = Path(__file__).resolve().parent
TABLES = HERE.parents[1].parent / "shared" / "eval" / "wtq-train-aggregates" / "tables"
OUT_DEV = HERE / "wtq-dev-fresh2.jsonl"
OUT_TEST = HERE / "wtq-test-fresh2.jsonl"
SEED = 20261202
N_DEV_TABLES = 87
DEBUG = "--debug" in sys.argv
_cache = {}


# ----------------------------------------------------------------- reading and parsing cells
def load(table):
    """Rows as dicts: header text -> cell text (first column of a repeated header wins) and column index -> cell text."""
    if table not in _cache:
        wb = openpyxl.load_workbook(TABLES / table, read_only=True, data_only=True)
        raw = [["" if v is None else str(v).strip() for v in row] for row in wb.worksheets[0].iter_rows(values_only=True)]
        wb.close()
        head = [" ".join(h.split()) for h in raw[0]]
        rows = []
        for cells in raw[1:]:
            r = {i: v for i, v in enumerate(cells)}
            for i, h in enumerate(head):
                r.setdefault(h, cells[i] if i < len(cells) else "")
            rows.append(r)
        _cache[table] = (head, rows)
    return _cache[table]


def num(text):
    """First number in a cell as a Decimal: '$1,234', '17, 624', '323 ft (98 m)', '12 †', '91*', '−5' ; None if no number."""
    t = str(text).replace("\u2212", "-").replace("\u2013", "-").replace("$", "").replace("£", "")
    t = re.sub(r"(?<=\d),\s?(?=\d{3}(?!\d))", "", t)          # thousands separators (also '17, 624')
    m = re.search(r"-?\d+(?:\.\d+)?", t)
    return Decimal(m.group()) if m else None


def secs(text):
    """'1:07.05' -> 67.05, '2:10:46' -> 7846, '57.43' -> 57.43 ; DNS / DNF / blank -> None."""
    t = str(text).strip().split()[0] if str(text).strip() else ""
    if not re.fullmatch(r"\d+(?::\d+){0,2}(?:\.\d+)?", t):
        return None
    total = Decimal(0)
    for part in t.split(":"):
        total = total * 60 + Decimal(part)
    return total


def year(text):
    m = re.search(r"\b(1[0-9]\d\d|20\d\d)\b", str(text))
    return int(m.group(1)) if m else None


def ordinal(text):
    """'15th (q)' -> 15, '1st' -> 1 ; anything else -> None."""
    m = re.match(r"\s*(\d+)(?:st|nd|rd|th)\b", str(text))
    return int(m.group(1)) if m else None


def score(text):
    """First 'a-b' / 'a–b' / 'a:b' pair in a cell as two ints ('W 30–0' -> (30, 0)); None if there is none."""
    m = re.search(r"(\d+)\s*[-–:]\s*(\d+)", str(text))
    return (int(m.group(1)), int(m.group(2))) if m else None


def leading_score(text):
    """Score only when the cell starts with it (so 'abandoned 0:3' is not read as a result)."""
    return score(text) if re.match(r"\s*\d+\s*[-–:]\s*\d+", str(text)) else None


# ----------------------------------------------------------------- helpers for a few oddly shaped tables
def first_int_cell(r, start):
    """203-22 / 203-7 rows whose title was split at '|' shift later cells right: take the first all-digit cell from `start`."""
    for i in sorted(k for k in r if isinstance(k, int)):
        if i >= start and re.fullmatch(r"\d+", r[i]):
            return int(r[i])
    return None


def year_203_7(r):
    for i in sorted(k for k in r if isinstance(k, int)):
        if i >= 3 and re.fullmatch(r"(19|20)\d\d", r[i]):
            return int(r[i])
    return None


def month_cells(row, head):
    """Turn one row of a climate table into 12 pseudo-rows {'Month': 'Jan', 'value': cell}."""
    months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    return [{"Month": m, "value": row[head.index(m)], 0: m, 1: row[head.index(m)]} for m in months]


def year_columns(row, head):
    """Turn one row of a year-by-year table (columns named 1992 .. 2010) into pseudo-rows {'Year': y, 'value': cell}."""
    return [{"Year": h, "value": row[i], 0: h, 1: row[i]} for i, h in enumerate(head) if re.fullmatch(r"(19|20)\d\d", h)]


def overall_wins(text):
    """'14-4 (24-5)' -> 24 (the overall record is in brackets)."""
    m = re.search(r"\((\d+)-(\d+)\)", text)
    return int(m.group(1)) if m else None


def winner_of(cell):
    """'Volkswagen Golf (winner) Ford Fiesta ...' -> 'Volkswagen Golf'."""
    return cell.split("(winner)")[0].strip() if "(winner)" in cell else ""


def not_total(col):
    return lambda r: not re.match(r"(?i)\s*totals?\b", r[col])


# ----------------------------------------------------------------- what a question function sees
class Ctx:
    def __init__(self, table):
        self.head, self.rows = load(table)
        self.used = []

    def row(self, col, value):
        return next(r for r in self.rows if r[col] == value)

    def count(self, pred, rows=None):
        hit = [r for r in (self.rows if rows is None else rows) if pred(r)]
        self.used += hit
        return Decimal(len(hit))

    def values(self, col, pred=lambda r: True, conv=num, rows=None):
        out = []
        for r in (self.rows if rows is None else rows):
            if pred(r):
                v = conv(r[col])
                if v is not None:
                    out.append(Decimal(v))
                    self.used.append(r)
        return out

    def total(self, col, pred=lambda r: True, conv=num, rows=None):
        return sum(self.values(col, pred, conv, rows), Decimal(0))

    def avg(self, col, pred=lambda r: True, conv=num, rows=None):
        v = self.values(col, pred, conv, rows)
        return sum(v, Decimal(0)) / len(v)

    def cell(self, keycol, key, col, conv=num):
        r = self.row(keycol, key)
        self.used.append(r)
        return conv(r[col])


def nonneg_int(x):
    return x is not None and x >= 0


# ----------------------------------------------------------------- DEV questions: (table, question, kind, function)
DEV = [
    # --- counts
    ("201-1.xlsx", "how many mayors stayed in office for more than 20 years?",
     "count, difference of the From/To year columns ('?' row skipped)",
     lambda c: c.count(lambda r: r["From"].isdigit() and r["To"].isdigit() and int(r["To"]) - int(r["From"]) > 20)),
    ("201-38.xlsx", "how many of the winners were still teenagers?", "count, numeric comparison (age <= 19, lockout row skipped)",
     lambda c: c.count(lambda r: r["Age"].isdigit() and int(r["Age"]) <= 19)),
    ("201-49.xlsx", "in how many months is there more than 60 mm of precipitation?",
     "count over the month columns of one row, number before the bracketed inches",
     lambda c: c.count(lambda m: num(m["value"]) > 60,
                       month_cells(c.row("Month", "Precipitation mm (inches)"), c.head))),
    ("202-279.xlsx", "how many movies did he appear in during 2007?", "count, value equals (year)",
     lambda c: c.count(lambda r: r["Year"] == "2007")),
    ("203-121.xlsx", "how many players won just one cap?", "count, value equals (number)",
     lambda c: c.count(lambda r: num(r["caps"]) == 1)),
    ("203-134.xlsx", "how many golfers finished over par?", "count, sign of the to-par cell ('+n')",
     lambda c: c.count(lambda r: r["To par"].startswith("+"))),
    ("203-154.xlsx", "how many of the train types were built in the 1990s?", "count, year range",
     lambda c: c.count(lambda r: 1990 <= year(r["Year built"]) <= 1999)),
    ("203-176.xlsx", "how many players made their debut against argentina?", "count, value equals (header paraphrased: first cap -> debut)",
     lambda c: c.count(lambda r: r["Opponent"] == "Argentina")),
    ("203-207.xlsx", "how many sites cover less than 1 hectare?", "count, numeric comparison (decimals)",
     lambda c: c.count(lambda r: num(r["Area Hectares"]) < 1)),
    ("203-207.xlsx", "how many of the sites have a gcr designation?", "count, item inside a comma-separated list",
     lambda c: c.count(lambda r: "GCR" in [x.strip() for x in r["Other designations"].split(",")])),
    ("203-22.xlsx", "how many songs got more than 100 points?",
     "count, numeric comparison (two rows shifted right by a split title: first all-digit cell after the song)",
     lambda c: c.count(lambda r: first_int_cell(r, 3) > 100)),
    ("203-28.xlsx", "in how many competitions did the athlete finish in the top five?", "count, ordinal <= 5",
     lambda c: c.count(lambda r: ordinal(r["Position"]) <= 5)),
    ("203-289.xlsx", "how many versions run longer than 7 minutes?", "count, duration comparison (m:ss)",
     lambda c: c.count(lambda r: secs(r["Length"]) > 420)),
    ("203-349.xlsx", "how many episodes did matt nix write or co-write?", "count, name contained in a credits cell",
     lambda c: c.count(lambda r: "Matt Nix" in r["Written by"])),
    ("203-350.xlsx", "how many of the first legs ended in a draw?", "count, both sides of a score equal",
     lambda c: c.count(lambda r: score(r["1st leg"])[0] == score(r["1st leg"])[1])),
    ("203-350.xlsx", "in how many ties were more than 5 goals scored over the two legs?", "count, sum of both sides of the aggregate score",
     lambda c: c.count(lambda r: sum(score(r["Agg."])) > 5)),
    ("203-372.xlsx", "how many mayors took office after 1950?", "count, year comparison",
     lambda c: c.count(lambda r: r["From"].isdigit() and int(r["From"]) > 1950)),
    ("203-569.xlsx", "how many of the galaxies are in ursa major?", "count, value equals",
     lambda c: c.count(lambda r: r["Constellation"] == "Ursa Major")),
    ("203-614.xlsx", "how many of these goals were scored in the united states?", "count, country at the end of the venue cell",
     lambda c: c.count(lambda r: r["Venue"].endswith("United States"))),
    ("203-7.xlsx", "how many of the singles came out in 1997?", "count, year (some rows shifted right by a split title)",
     lambda c: c.count(lambda r: year_203_7(r) == 1997)),
    ("203-728.xlsx", "in how many seasons did he end the year ranked in the top 10?",
     "count over the year columns of the year-end ranking row ('–' skipped)",
     lambda c: c.count(lambda y: num(y["value"]) is not None and num(y["value"]) <= 10,
                       year_columns(c.row("Tournament", "Year End Ranking"), c.head))),
    ("203-793.xlsx", "how many goals did he score in 1981?", "count, year inside a date",
     lambda c: c.count(lambda r: year(r["Date"]) == 1981)),
    ("203-794.xlsx", "how many of the conferences took place in orlando?", "count, value equals (continuation rows ignored)",
     lambda c: c.count(lambda r: r["Location"] == "Orlando")),
    ("203-797.xlsx", "how many films has he been in since 2012?", "count, two conditions (genre + year >= 2012)",
     lambda c: c.count(lambda r: r["Genre"] == "Film" and year(r["Year"]) >= 2012)),
    ("203-838.xlsx", "in how many years did a volkswagen win world car of the year?", "count, the car marked '(winner)' inside a long cell",
     lambda c: c.count(lambda r: winner_of(r["World Car of the Year"]).startswith("Volkswagen"))),
    ("204-132.xlsx", "how many times did the united states win the women's team title?", "count, value equals",
     lambda c: c.count(lambda r: r["Women's Team"] == "United States")),
    ("204-139.xlsx", "how many of the airfields are in brisbane?", "count, value that is part of a cell",
     lambda c: c.count(lambda r: "Brisbane" in r["Community"])),
    ("204-172.xlsx", "how many representatives won miss pokhara?", "count, value equals",
     lambda c: c.count(lambda r: r["Placement in Miss Pokhara"] == "Winner")),
    ("204-200.xlsx", "how many standards were published before 2005?", "count, year inside 'Published (2004)'",
     lambda c: c.count(lambda r: year(r["Status"]) < 2005)),
    ("204-228.xlsx", "how many films did he produce?", "count, value equals (header paraphrased: credit -> produce)",
     lambda c: c.count(lambda r: r["Credit"] == "Producer")),
    ("204-244.xlsx", "how many albums made the top 50 in the us?", "count, rank comparison (<= 50)",
     lambda c: c.count(lambda r: num(r["Peak US"]) <= 50)),
    ("204-275.xlsx", "how many of these games did they win?", "count, score comparison (abandoned game skipped)",
     lambda c: c.count(lambda r: leading_score(r["Results"]) is not None
                       and leading_score(r["Results"])[0] > leading_score(r["Results"])[1])),
    ("204-321.xlsx", "how many of the proposed currencies have no target date yet?", "count, blank cell",
     lambda c: c.count(lambda r: r["Target date"] == "")),
    ("204-33.xlsx", "how many of the boats were built in 1961?", "count, value equals (year)",
     lambda c: c.count(lambda r: r["Year Built"] == "1961")),
    ("204-356.xlsx", "how many places have no lower zip code listed?", "count, blank cell",
     lambda c: c.count(lambda r: r["Lower zip code"] == "")),
    ("204-365.xlsx", "how many singles did not chart in poland?", "count, negation ('—' = did not chart)",
     lambda c: c.count(lambda r: num(r["Chart positions Polish Charts"]) is None)),
    ("204-389.xlsx", "how many quarterbacks were drafted?", "count, abbreviation (QB) in a cell",
     lambda c: c.count(lambda r: r["Pos."] == "QB")),
    ("204-422.xlsx", "how many swimmers finished in under 2 minutes 35 seconds?", "count, duration comparison (m:ss.xx)",
     lambda c: c.count(lambda r: secs(r["Time"]) < 155)),
    ("204-423.xlsx", "how many of the sites are in coldwater?", "count, value equals",
     lambda c: c.count(lambda r: r["City"] == "Coldwater")),
    ("204-427.xlsx", "how many of the creatures also appeared in the d&d expert rules?", "count, value that is part of a cell",
     lambda c: c.count(lambda r: "D&D Expert Rules" in r["Other Appearances"])),
    ("204-484.xlsx", "how many of these songs were released in 2007?", "count, value equals (year)",
     lambda c: c.count(lambda r: r["Year"] == "2007")),
    ("204-574.xlsx", "how many singles were released before 2006?", "count, year comparison",
     lambda c: c.count(lambda r: year(r["Year"]) < 2006)),
    ("204-609.xlsx", "how many times did he start the race from the top 10?", "count, numeric comparison (totals row excluded)",
     lambda c: c.count(lambda r: r["Start"].isdigit() and int(r["Start"]) <= 10)),
    ("204-624.xlsx", "how many schools have an enrollment of more than 700?", "count, numeric comparison",
     lambda c: c.count(lambda r: num(r["Enrollment (2010-11 & 2011–12)"]) > 700)),
    ("204-631.xlsx", "how many of the songs were originally on taman langit?", "count, value equals",
     lambda c: c.count(lambda r: r["Original Album"] == "Taman Langit")),
    ("204-632.xlsx", "how many pairs are more than 2,000 au apart?", "count, numeric comparison (thousands comma)",
     lambda c: c.count(lambda r: num(r["Separation (au)"]) > 2000)),
    ("204-678.xlsx", "how many records did yelena isinbayeva set?", "count, value equals",
     lambda c: c.count(lambda r: r["Athlete"] == "Yelena Isinbayeva")),
    ("204-726.xlsx", "how many dutch skaters took part?", "count, demonym vs country name",
     lambda c: c.count(lambda r: r["Country"] == "Netherlands")),
    ("204-78.xlsx", "how many trains run to bangalore?", "count, value equals",
     lambda c: c.count(lambda r: r["Destination"] == "Bangalore")),
    ("204-783.xlsx", "how many of these players signed in march?", "count, month inside a date",
     lambda c: c.count(lambda r: r["Date signed"].startswith("March"))),
    ("204-793.xlsx", "how many channels are broadcast from newcomerstown?", "count, value equals",
     lambda c: c.count(lambda r: r["Location"] == "Newcomerstown")),
    ("204-833.xlsx", "in how many games were there more than 19,000 people in the crowd?",
     "count, number inside an arena + attendance cell (header paraphrased)",
     lambda c: c.count(lambda r: num(r["Location Attendance"]) > 19000)),
    ("204-867.xlsx", "how many of the women were younger than 30 when they committed their crime?",
     "count, numeric comparison (header paraphrased: age at offense)",
     lambda c: c.count(lambda r: num(r["Age (at Offense)"]) < 30)),
    ("204-871.xlsx", "how many of her shows were on telefe?", "count, value equals",
     lambda c: c.count(lambda r: r["Channel"] == "Telefe")),
    ("204-880.xlsx", "how many times did he run a marathon in under 2 hours 15 minutes?", "count, duration comparison (h:mm:ss)",
     lambda c: c.count(lambda r: secs(r["Notes"]) < 2 * 3600 + 15 * 60)),
    ("204-898.xlsx", "how many teams won at least 20 games overall?", "count, number in brackets inside a record cell (at least)",
     lambda c: c.count(lambda r: overall_wins(r["Conf (Overall)"]) >= 20)),
    ("204-935.xlsx", "how many of the winners were born in the 1970s?", "count, year range inside an ISO date",
     lambda c: c.count(lambda r: 1970 <= year(r["Birth Date"]) <= 1979)),
    ("204-277.xlsx", "how many of the shake tables have six degrees of freedom?", "count, value equals (number written as a word)",
     lambda c: c.count(lambda r: r["Degrees of Freedom"] == "6")),
    # --- totals
    ("201-19.xlsx", "what was the combined gross of the films released by columbia?",
     "sum, filtered on two spellings (Columbia / Columbia Pictures), currency text",
     lambda c: c.total("Gross", lambda r: r["Studio"].startswith("Columbia"))),
    ("202-104.xlsx", "how many seats did they win in total in the governorates where they got over 10% of the vote?",
     "sum, filtered by a percentage (total row excluded)",
     lambda c: c.total("Seats Won", lambda r: not r["Governorate"].startswith("Total")
                       and num(r["Percentage"]) is not None and num(r["Percentage"]) > 10)),
    ("202-22.xlsx", "how many points did the italian riders score altogether?", "sum, filtered on a country code inside the name cell",
     lambda c: c.total("Points", lambda r: "(ITA)" in r["Rider"])),
    ("203-147.xlsx", "what is the total area in hectares of the 1st class municipalities?", "sum, filtered, thousands commas",
     lambda c: c.total("Area (hectares)", lambda r: r["Income Class (2010)"] == "1st class")),
    ("203-24.xlsx", "how many goals were scored in all these matches, not counting penalty shoot-outs?",
     "sum of both sides of every score cell",
     lambda c: c.total("Score", conv=lambda s: sum(score(s)))),
    ("203-362.xlsx", "how many finals have the schools from belfast played in total?", "sum, filtered",
     lambda c: c.total("Total Finals", lambda r: r["Location"] == "Belfast")),
    ("203-496.xlsx", "how many bronze medals were handed out in total?", "sum of a column",
     lambda c: c.total("Bronze:")),
    ("203-76.xlsx", "how many points did the mclaren-mercedes drivers score between them?", "sum, filtered",
     lambda c: c.total("Points", lambda r: r["Constructor"] == "McLaren-Mercedes")),
    ("204-107.xlsx", "how many silver medals were awarded in all?", "sum of a column",
     lambda c: c.total("Silver")),
    ("204-154.xlsx", "how many half-centuries did the players make in total?", "sum of a column (header paraphrased: 50s)",
     lambda c: c.total("50s")),
    ("204-183.xlsx", "what is the total number of bronze medals won by all nations?", "sum of a column",
     lambda c: c.total("Bronze")),
    ("204-23.xlsx", "how many days did the dudley boyz hold the title in total?", "sum, filtered (name with and without members in brackets)",
     lambda c: c.total("Days held", lambda r: r["Wrestlers"].startswith("The Dudley Boyz"))),
    ("204-256.xlsx", "how many goals did the top three clubs score between them?", "sum, top-N by position",
     lambda c: c.total("Goals for", lambda r: int(r["Position"]) <= 3)),
    ("204-375.xlsx", "how many goals did they score in total in the 2013 matches?", "sum of the first side of a score cell, filtered",
     lambda c: c.total("Result", lambda r: r["Season"] == "2013", conv=lambda s: score(s)[0])),
    ("204-617.xlsx", "how many points did they score over the whole season?", "sum of the first side of 'W 30–0' cells",
     lambda c: c.total("Result", conv=lambda s: score(s)[0])),
    ("204-671.xlsx", "how many episodes did these series have altogether?",
     "sum, only cells that are a whole number (continuation rows hold notes like 'Prequel to 1998's ...')",
     lambda c: c.total("Number of episodes", conv=lambda s: int(s) if re.fullmatch(r"\d+", s) else None)),
    ("204-778.xlsx", "what is the combined population of the counties smaller than 10,000 km2?",
     "sum, filtered by another column (totals row excluded, commas)",
     lambda c: c.total("Population Census 2009", lambda r: r["County"] != "Totals" and num(r["Area (km2)"]) < 10000)),
    ("204-876.xlsx", "what is the total area of the jurisdictions in the ecclesiastical province of luanda?", "sum, filtered, commas",
     lambda c: c.total("Area (km2)", lambda r: r["Ecclesiastical Province"] == "Luanda")),
    # --- averages
    ("201-38.xlsx", "what was the average age of the award winners?", "average (lockout row '-' skipped), rounded to 2 decimals",
     lambda c: c.avg("Age")),
    ("202-83.xlsx", "what was his average points per game over his seasons with sacramento?",
     "average of a column, filtered, rounded to 2 decimals",
     lambda c: c.avg("PPG", lambda r: r["Team"] == "Sacramento")),
    ("203-176.xlsx", "what is the average number of goals for the players with more than 50 caps?",
     "average, filtered by another column, rounded to 2 decimals",
     lambda c: c.avg("Goals", lambda r: num(r["Caps"]) > 50)),
    ("203-237.xlsx", "what was the average age of the players brought in?", "average, rounded to 2 decimals",
     lambda c: c.avg("Age")),
    ("203-418.xlsx", "what is the average height of the players, in metres?", "average, blank cell skipped, rounded to 2 decimals",
     lambda c: c.avg("Height")),
    ("203-732.xlsx", "what was their average share of the vote in the elections where a figure is given?",
     "average, blank cells skipped, rounded to 2 decimals",
     lambda c: c.avg("Vote %")),
    ("204-349.xlsx", "what was the average number of independent councillors?", "average, rounded to 2 decimals",
     lambda c: c.avg("Independent councillors")),
    ("204-489.xlsx", "what is the average height of these structures in feet?", "average of the feet figure in 'ft (m)' cells, rounded to 2 decimals",
     lambda c: c.avg("Height")),
    ("204-910.xlsx", "what was the average result of the athletes who set a season's best?", "average, filtered, rounded to 2 decimals",
     lambda c: c.avg("Result", lambda r: r["Notes"] == "SB")),
    # --- differences
    ("203-502.xlsx", "how many more titles has michigan won than michigan state?", "difference of two cells",
     lambda c: c.cell("Team", "Michigan", "Titles") - c.cell("Team", "Michigan State", "Titles")),
    ("203-853.xlsx", "how many more games did they lose than win?", "difference of two counts (first letter of the result)",
     lambda c: c.count(lambda r: r["Result"].startswith("L")) - c.count(lambda r: r["Result"].startswith("W"))),
    ("204-399.xlsx", "how many more finals did he win than he lost?", "difference of two counts",
     lambda c: c.count(lambda r: r["Outcome"] == "Winner") - c.count(lambda r: r["Outcome"] == "Runner-up")),
    ("204-569.xlsx", "how many more races did jan nilsson win than fredrik ekblom?", "difference of two counts",
     lambda c: c.count(lambda r: r["Winning Driver"] == "Jan Nilsson") - c.count(lambda r: r["Winning Driver"] == "Fredrik Ekblom")),
    ("204-606.xlsx", "how many more votes did kerry get than bush in brooklyn?",
     "difference of two cells in one row (two columns both named 'Votes')",
     lambda c: c.cell("County", "Brooklyn", 2) - c.cell("County", "Brooklyn", 4)),
]

# ----------------------------------------------------------------- TEST questions
TEST = [
    # --- counts
    ("201-34.xlsx", "how many films did she make in the 1970s?", "count, year range",
     lambda c: c.count(lambda r: 1970 <= int(r["Year"]) <= 1979)),
    ("202-99.xlsx", "in how many months is the average high above 100 °f?", "count over the month columns of one row",
     lambda c: c.count(lambda m: num(m["value"]) > 100, month_cells(c.row("Month", "Average high °F (°C)"), c.head))),
    ("203-105.xlsx", "how many of the buildings were the tallest for less than five years?",
     "count, difference of the two years in a range cell ('present' skipped)",
     lambda c: c.count(lambda r: re.fullmatch(r"\d{4}–\d{4}", r["Years as tallest"]) is not None
                       and int(r["Years as tallest"][5:]) - int(r["Years as tallest"][:4]) < 5)),
    ("203-133.xlsx", "how many of his dramas aired on fuji tv?", "count, value equals",
     lambda c: c.count(lambda r: r["Network"] == "Fuji TV")),
    ("203-138.xlsx", "how many of his goals came in euro 2008 qualifying games?", "count, value equals (competition name shortened)",
     lambda c: c.count(lambda r: r["Competition"] == "UEFA Euro 2008 qualifying")),
    ("203-156.xlsx", "how many managers had their contract terminated?", "count, value equals",
     lambda c: c.count(lambda r: r["Manner of departure"] == "Contract terminated")),
    ("203-185.xlsx", "in how many seasons was there a projectoutreach challenge?", "count, non-blank cells of one column",
     lambda c: c.count(lambda r: r["pO projectOUTREACH®"] != "")),
    ("203-235.xlsx", "how many ships were launched in the second half of the year?",
     "count, month inside a day-month cell (July-December), unnamed first column",
     lambda c: c.count(lambda r: r[0].split()[-1] in ("July", "August", "September", "October", "November", "December"))),
    ("203-305.xlsx", "how many players were picked after number 100?", "count, numeric comparison",
     lambda c: c.count(lambda r: int(r["#"]) > 100)),
    ("203-393.xlsx", "how many films were directed by dasari narayana rao?", "count, value equals",
     lambda c: c.count(lambda r: r["Director"] == "Dasari Narayana Rao")),
    ("203-417.xlsx", "how many players from miami (fl) were drafted?", "count, value equals (forfeited pick rows have no college)",
     lambda c: c.count(lambda r: r["College"] == "Miami (FL)")),
    ("203-429.xlsx", "in how many competitions was the throw longer than 60 m?", "count, numeric comparison (value with unit)",
     lambda c: c.count(lambda r: num(r["Notes"]) > 60)),
    ("203-456.xlsx", "how many players have more than 30 caps in total?", "count, number before the bracketed goals in 'caps(goals)'",
     lambda c: c.count(lambda r: num(r["Total"]) > 30)),
    ("203-473.xlsx", "how many of his wins came in a playoff?", "count, value equals",
     lambda c: c.count(lambda r: r["Margin of victory"] == "Playoff")),
    ("203-584.xlsx", "in how many races was fred archer the jockey?", "count, value equals",
     lambda c: c.count(lambda r: r["Jockey"] == "Fred Archer")),
    ("203-586.xlsx", "how many nations qualified through the 2008 worlds?", "count, value equals",
     lambda c: c.count(lambda r: r["Qualification Tournament"] == "2008 Worlds")),
    ("203-622.xlsx", "how many of the retired players were guards?", "count, abbreviation (G) in a cell",
     lambda c: c.count(lambda r: r["Position"] == "G")),
    ("203-631.xlsx", "in how many shows was charmaine sheh among the winners?", "count, name inside a list of winners",
     lambda c: c.count(lambda r: "Charmaine Sheh" in r["Winner(s)"])),
    ("203-692.xlsx", "how many players scored more than 3 goals?", "count, numeric comparison",
     lambda c: c.count(lambda r: num(r["goals"]) > 3)),
    ("203-817.xlsx", "in how many races was the winner unopposed?", "count, word inside a long cell",
     lambda c: c.count(lambda r: "Unopposed" in r["Candidates"])),
    ("203-817.xlsx", "how many republican incumbents lost their re-election bid?", "count, two conditions (party + start of the result cell)",
     lambda c: c.count(lambda r: r["Party"] == "Republican" and r["Result"].startswith("Lost re-election"))),
    ("204-162.xlsx", "how many riders took part in every round?", "count, value equals ('All')",
     lambda c: c.count(lambda r: r["Rounds"] == "All")),
    ("204-195.xlsx", "how many teams play in an arena that holds fewer than 2,000 people?", "count, numeric comparison (commas)",
     lambda c: c.count(lambda r: num(r["Capacity"]) < 2000)),
    ("204-249.xlsx", "how many of the junctions are in the r.m. of rhineland?", "count, value equals",
     lambda c: c.count(lambda r: r["Municipality"] == "R.M. of Rhineland")),
    ("204-270.xlsx", "how many transmitters have a power of less than 0.005 kw?", "count, numeric comparison (small decimals)",
     lambda c: c.count(lambda r: num(r["kW"]) < Decimal("0.005"))),
    ("204-298.xlsx", "how many times did she run in the 4x100 m relay?", "count, value equals",
     lambda c: c.count(lambda r: r["Event"] == "4x100 m relay")),
    ("204-335.xlsx", "how many finals did he play with jim mcmanus as his partner?", "count, value equals",
     lambda c: c.count(lambda r: r["Partner"] == "Jim McManus")),
    ("204-337.xlsx", "how many times was the film nominated without winning?", "count, negation (Nominated, not Won)",
     lambda c: c.count(lambda r: r["Result"] == "Nominated")),
    ("204-386.xlsx", "how many of her wins came by decision?", "count, two conditions (result + start of the method cell)",
     lambda c: c.count(lambda r: r["Res."] == "Win" and r["Method"].startswith("Decision"))),
    ("204-431.xlsx", "how many of the yachts are from nsw?", "count, state code in brackets ('(NSW)') in a column headed Nation",
     lambda c: c.count(lambda r: r["Nation"] == "(NSW)")),
    ("204-532.xlsx", "how many times did they finish in the top five?", "count, ordinal <= 5 ('—' skipped)",
     lambda c: c.count(lambda r: ordinal(r["Place"]) is not None and ordinal(r["Place"]) <= 5)),
    ("204-585.xlsx", "how many of the players went to high school in muncie?", "count, town that is part of the school name",
     lambda c: c.count(lambda r: "Muncie" in r["High School"])),
    ("204-680.xlsx", "how many of the releases were by big bang?", "count, value equals",
     lambda c: c.count(lambda r: r["Artist"] == "Big Bang")),
    ("204-784.xlsx", "how many players scored in the europa league?", "count, numeric > 0 (total row excluded)",
     lambda c: c.count(lambda r: r["Player"] != "Total" and num(r["Europa League"]) > 0)),
    ("204-85.xlsx", "how many tournaments did tiger woods win?", "count, value equals",
     lambda c: c.count(lambda r: r["Winner"] == "Tiger Woods")),
    ("204-923.xlsx", "how many clubs went into administration in 2002?", "count, year inside a date ([citation needed] marks)",
     lambda c: c.count(lambda r: year(r["Entered administration"]) == 2002)),
    ("204-929.xlsx", "how many of the mills were post mills?", "count, value equals",
     lambda c: c.count(lambda r: r["Type"] == "Post")),
    ("204-963.xlsx", "how many skiers finished the first run but did not qualify for the second?", "count, negation (DNQ in the run 2 column)",
     lambda c: c.count(lambda r: r["Run 2"] == "DNQ")),
    ("204-986.xlsx", "at how many games before 2000 did they have a flag bearer?", "count, year comparison",
     lambda c: c.count(lambda r: int(r["Event Year"]) < 2000)),
    # --- totals
    ("203-246.xlsx", "how many matches did they play in total in the v premier?", "sum, filtered (league written 'V・Premier')",
     lambda c: c.total("Matches", lambda r: r["League"].startswith("V・Premier"))),
    ("203-506.xlsx", "how many games did they lose against france and new zealand combined?", "sum over two named rows",
     lambda c: c.total("Lost", lambda r: r["Opponent"] in ("France", "New Zealand"))),
    ("203-74.xlsx", "what is the total population of the urban areas in the glasgow metropolitan area?", "sum, filtered, commas",
     lambda c: c.total("Population (2001 Census)", lambda r: r["Metropolitan Area"] == "Glasgow")),
    ("203-764.xlsx", "how many ships were built in total across the us classes?", "sum, filtered (nation written 'US')",
     lambda c: c.total("Number", lambda r: r["Nation"] == "US")),
    ("204-157.xlsx", "how many points did they put up in all nine games?", "sum of the first side of 'W 26-6' cells",
     lambda c: c.total("Result", conv=lambda s: score(s)[0])),
    ("204-513.xlsx", "what was the total attendance for the games at groves stadium?", "sum, filtered on part of a cell, commas",
     lambda c: c.total("Attendance", lambda r: r["Site"].startswith("Groves Stadium"))),
    ("204-515.xlsx", "how many athletes competed in total across the championships where a number is given?",
     "sum, blank cells skipped",
     lambda c: c.total("No. of Athletes")),
    ("204-592.xlsx", "how many performances have the shows that are still running given in total?",
     "sum, filtered on a blank closing date, commas",
     lambda c: c.total("Performances", lambda r: r["Closing date"] == "")),
    ("204-649.xlsx", "what is the total number of floors in the five tallest buildings?", "sum, top-N by rank",
     lambda c: c.total("Floors", lambda r: num(r["Rank"]) <= 5)),
    ("204-73.xlsx", "how many points did they score in the games they won?", "sum of the first side of the score, filtered",
     lambda c: c.total("Score", lambda r: r["Result"] == "Win", conv=lambda s: score(s)[0])),
    ("204-877.xlsx", "how many goals did the forwards score in total?", "sum, filtered (position FW)",
     lambda c: c.total("Total", lambda r: r["Position"] == "FW")),
    ("204-922.xlsx", "how many medals in total did the nations without a gold medal win?", "sum, filtered by negation (total row excluded)",
     lambda c: c.total("Total", lambda r: r["Nation"] != "Total" and num(r["Gold"]) == 0)),
    # --- averages
    ("203-375.xlsx", "what is the average height of the pylons in germany?", "average, filtered, value with unit",
     lambda c: c.avg("Height", lambda r: r["Country"] == "Germany")),
    ("203-731.xlsx", "what is the average altitude of these cities in metres?", "average (header paraphrased: mslm), rounded to 2 decimals",
     lambda c: c.avg("Altitude (mslm)")),
    ("203-99.xlsx", "what was the average winning speed in mph?", "average, rounded to 2 decimals",
     lambda c: c.avg("Average Speed (mph)")),
    ("204-514.xlsx", "what was the average number of passengers on board?", "average (header paraphrased: Pax.), rounded to 2 decimals",
     lambda c: c.avg("Pax.")),
    ("204-847.xlsx", "what is the average weight of the players in kg?", "average, value with unit, rounded to 2 decimals",
     lambda c: c.avg("Weight")),
    ("204-886.xlsx", "what was the average time of the swimmers who qualified?", "average of times in seconds, filtered (Q), rounded to 2 decimals",
     lambda c: c.avg("Time", lambda r: r["Note"] == "Q", conv=secs)),
    # --- differences
    ("204-592.xlsx", "how many more performances did cats have than chicago?", "difference of two cells, commas",
     lambda c: c.cell("Title", "Cats", "Performances") - c.cell("Title", "Chicago", "Performances")),
    ("204-599.xlsx", "how many more seats did the rightists have in the fourth duma than in the first?", "difference of two cells in one row",
     lambda c: c.cell("Party", "Rightists", "Fourth Duma") - c.cell("Party", "Rightists", "First Duma")),
    ("204-964.xlsx", "how many more wins do the montreal canadiens have than the boston bruins?", "difference of two cells, commas",
     lambda c: c.cell("Team", "Montreal Canadiens", "Wins") - c.cell("Team", "Boston Bruins", "Wins")),
]


# ----------------------------------------------------------------- output
def fmt(x):
    x = Decimal(x)
    if x == x.to_integral_value():
        return str(int(x))
    return str(x.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)).rstrip("0").rstrip(".")


def split_tables():
    names = sorted(p.name for p in TABLES.glob("*.xlsx"))
    assert len(names) == 145, len(names)
    rng = random.Random(SEED)
    rng.shuffle(names)
    return set(names[:N_DEV_TABLES]), set(names[N_DEV_TABLES:])


def build(questions, prefix, allowed, n_expected, out):
    assert len(questions) == n_expected, (prefix, len(questions))
    per_table, lines = {}, []
    for i, (table, question, kind, fn) in enumerate(questions, 1):
        assert table in allowed, (prefix, table, "table belongs to the other split")
        per_table[table] = per_table.get(table, 0) + 1
        ctx = Ctx(table)
        value = fn(ctx)
        assert value is not None
        answer = fmt(value)
        qid = f"{prefix}-{i:02d}"
        lines.append({"id": qid, "question": question, "table": table, "answer": answer, "kind": kind})
        if DEBUG:
            print(f"{qid} [{table}] {question} -> {answer}   ({kind}; {len(ctx.used)} rows used)")
            for r in ctx.used:
                keys = sorted(k for k in r if isinstance(k, int))
                print("      ", " | ".join(str(r[k])[:30].replace("\n", " ") for k in keys))
    assert max(per_table.values()) <= 2, [t for t, n in per_table.items() if n > 2]
    assert len({q[1] for q in questions}) == len(questions)
    out.write_text("".join(json.dumps(l, ensure_ascii=False) + "\n" for l in lines), encoding="utf-8")
    print(f"wrote {len(lines)} questions over {len(per_table)} tables to {out}")
    return per_table


def main():
    dev_tables, test_tables = split_tables()
    assert not dev_tables & test_tables
    used_dev = build(DEV, "f2d", dev_tables, 90, OUT_DEV)
    used_test = build(TEST, "f2t", test_tables, 60, OUT_TEST)
    assert not set(used_dev) & set(used_test)
    print(f"split: {len(dev_tables)} dev tables ({len(used_dev)} used), {len(test_tables)} test tables ({len(used_test)} used)")


if __name__ == "__main__":
    main()
