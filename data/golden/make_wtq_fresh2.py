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
import re  # noqa: F401
import sys
from decimal import Decimal, ROUND_HALF_UP  # noqa: F401
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from wtq_fresh2_cells import (Ctx, DEBUG, TABLES, first_int_cell, leading_score, load, month_cells, nonneg_int, not_total, num, ordinal, overall_wins, score, secs, winner_of, year, year_203_7, year_columns)  # noqa: F401
from wtq_fresh2_test_questions import TEST  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT_DEV = HERE / "wtq-dev-fresh2.jsonl"
OUT_TEST = HERE / "wtq-test-fresh2.jsonl"
SEED = 20261202
N_DEV_TABLES = 87


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
