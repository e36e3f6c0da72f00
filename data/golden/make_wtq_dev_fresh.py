"""Fresh DEV evaluation set of WikiTableQuestions-style count/total/average questions.

written 2026-12-02 02:08 UTC by helper wtqfresh without reading the engine, frozen before any run.
(The note lives here, not in the .jsonl: tests/benchmarks/eval_wtq.py parses every non-blank line as JSON.)

80 new questions over the train-split tables (../shared/eval/wtq-train-aggregates/tables), at most 2 per table.
Every answer is computed below from the table rows (all cells are text in these workbooks), never typed by hand.
Run:  python data/golden/make_wtq_dev_fresh.py          -> writes data/golden/wtq-dev-fresh.jsonl
      python data/golden/make_wtq_dev_fresh.py --debug  -> also prints the rows each count/sum/average used
"""
import json, re, sys
from pathlib import Path
import openpyxl

TABLES = Path(__file__).resolve().parents[2].parent / "shared" / "eval" / "wtq-train-aggregates" / "tables"
OUT = Path(__file__).with_name("wtq-dev-fresh.jsonl")
DEBUG = "--debug" in sys.argv
_cache = {}


def load(table):
    """Header + rows as dicts: header name -> text ('' for blank; first occurrence of a repeated name), int -> text."""
    if table not in _cache:
        ws = openpyxl.load_workbook(TABLES / table, read_only=True, data_only=True).worksheets[0]
        raw = [["" if c is None else str(c).strip() for c in r] for r in ws.iter_rows(values_only=True)]
        head = [" ".join(h.split()) for h in raw[0]]
        rows = []
        for r in raw[1:]:
            d = {i: v for i, v in enumerate(r)}
            for i, h in enumerate(head):
                d.setdefault(h, r[i] if i < len(r) else "")
            rows.append(d)
        _cache[table] = rows
    return _cache[table]


def num(text):
    """First number in a cell: drops $ £ , and spaces inside digit groups, footnote marks; Unicode minus is a minus."""
    t = str(text).replace("\u2212", "-").replace("\u2013", "-")
    t = re.sub(r"(?<=\d),(?=\d{3}\b)", "", t)
    m = re.search(r"-?\d+(?:\.\d+)?", t.replace("$", "").replace("£", ""))
    return float(m.group()) if m else None


def secs(text):
    """'1:07.05' -> 67.05 ; text like DNF/DNS -> None."""
    m = re.fullmatch(r"(?:(\d+):)?(\d+(?:\.\d+)?)", str(text).strip())
    return None if not m else int(m.group(1) or 0) * 60 + float(m.group(2))


def year(text):
    m = re.search(r"\b(1[5-9]\d\d|20\d\d)\b", str(text))
    return int(m.group(1)) if m else None


def ordinal(text):
    """'15th (q)' -> 15 ; '1st' -> 1."""
    m = re.match(r"\s*(\d+)(?:st|nd|rd|th)\b", str(text))
    return int(m.group(1)) if m else None


class Ctx:
    """What a question function sees: the rows, plus counting helpers that remember the rows used (for --debug)."""
    def __init__(self, table):
        self.rows = load(table)
        self.used = []

    def count(self, pred, rows=None):
        hit = [r for r in (self.rows if rows is None else rows) if pred(r)]
        self.used = hit
        return len(hit)

    def values(self, col, pred=lambda r: True, conv=num):
        hit = [(r, conv(r[col])) for r in self.rows if pred(r)]
        hit = [(r, v) for r, v in hit if v is not None]
        self.used = [r for r, _ in hit]
        return [v for _, v in hit]

    def total(self, col, pred=lambda r: True, conv=num):
        return sum(self.values(col, pred, conv))

    def avg(self, col, pred=lambda r: True, conv=num):
        v = self.values(col, pred, conv)
        return sum(v) / len(v)

    def distinct(self, col, pred=lambda r: True):
        hit = [r for r in self.rows if pred(r) and r[col]]
        self.used = hit
        return len({r[col] for r in hit})


def sales_203_7(r):
    """203-7 has rows whose single title was split at commas, shifting Year/Sales right: find them by shape."""
    return next(num(r[i]) for i in sorted(k for k in r if isinstance(k, int)) if re.fullmatch(r"\d{1,3}(,\d{3})+", r[i]))


def year_203_7(r):
    return next(int(r[i]) for i in sorted(k for k in r if isinstance(k, int)) if i >= 3 and re.fullmatch(r"(19|20)\d\d", r[i]))


def not_total(col):
    return lambda r: not re.match(r"(?i)\s*totals?\b", r[col])


# (table, question, kind, function of the context giving the number)
Q = [
    # ---------------- counts with one condition ----------------
    ("202-83.xlsx", "how many seasons did he play for sacramento?", "count, value in cell (career rows excluded)",
     lambda c: c.count(lambda r: r["Team"] == "Sacramento")),
    ("203-138.xlsx", "how many of the goals were scored in friendly matches?", "count, value in cell",
     lambda c: c.count(lambda r: r["Competition"] == "Friendly")),
    ("203-237.xlsx", "how many players joined in the winter transfer window?", "count, value in cell",
     lambda c: c.count(lambda r: r["Transfer window"] == "Winter")),
    ("203-817.xlsx", "how many incumbents were re-elected?", "count, value in cell",
     lambda c: c.count(lambda r: r["Result"] == "Re-elected")),
    ("204-680.xlsx", "how many of the releases were in japanese?", "count, value in cell",
     lambda c: c.count(lambda r: r["Language"] == "Japanese")),
    ("204-783.xlsx", "how many players signed with the chicago bears?", "count, value in cell",
     lambda c: c.count(lambda r: r["2013 team"] == "Chicago Bears")),
    ("204-871.xlsx", "how many of her shows aired on canal 9?", "count, value in cell",
     lambda c: c.count(lambda r: r["Channel"] == "Canal 9")),
    ("204-356.xlsx", "how many places have mariposa county as their principal county?", "count, value in cell",
     lambda c: c.count(lambda r: r["Principal county"] == "Mariposa County")),
    ("204-85.xlsx", "how many tournaments did colin montgomerie win?", "count, value in cell",
     lambda c: c.count(lambda r: r["Winner"] == "Colin Montgomerie")),
    ("203-74.xlsx", "how many urban areas are in the glasgow metropolitan area?", "count, value in cell",
     lambda c: c.count(lambda r: r["Metropolitan Area"] == "Glasgow")),
    ("201-19.xlsx", "how many films grossed more than $20 million?", "count, numeric comparison (currency text)",
     lambda c: c.count(lambda r: (num(r["Gross"]) or 0) > 20_000_000)),
    ("203-207.xlsx", "how many sites cover more than 100 hectares?", "count, numeric comparison (thousands commas)",
     lambda c: c.count(lambda r: (num(r["Area Hectares"]) or 0) > 100)),
    ("203-246.xlsx", "in how many seasons did they win more than 15 matches?", "count, numeric comparison",
     lambda c: c.count(lambda r: num(r["Win"]) > 15)),
    ("203-375.xlsx", "how many pylons are taller than 100 m?", "count, numeric comparison (value with unit)",
     lambda c: c.count(lambda r: num(r["Height"]) > 100)),
    ("203-7.xlsx", "how many singles sold more than 1,000,000 copies?", "count, numeric comparison (thousands commas)",
     lambda c: c.count(lambda r: sales_203_7(r) > 1_000_000)),
    ("204-195.xlsx", "how many arenas have a capacity of more than 2,500?", "count, numeric comparison (commas, boundary)",
     lambda c: c.count(lambda r: num(r["Capacity"]) > 2500)),
    ("204-513.xlsx", "how many games had an attendance of more than 30,000?", "count, numeric comparison (commas)",
     lambda c: c.count(lambda r: num(r["Attendance"]) > 30000)),
    ("204-910.xlsx", "how many athletes jumped farther than 13 metres?", "count, numeric comparison (DNS row)",
     lambda c: c.count(lambda r: (num(r["Result"]) or 0) > 13)),
    ("204-963.xlsx", "how many skiers had a first run faster than 1:08?", "count, duration comparison (DNF/DNS cells)",
     lambda c: c.count(lambda r: (secs(r["Run 1"]) or 1e9) < 68)),
    ("204-964.xlsx", "how many teams have a negative goal difference?", "count, numeric comparison (sign)",
     lambda c: c.count(lambda r: num(r["Goal Diff"]) < 0)),
    ("204-183.xlsx", "how many nations won at least 4 medals?", "count, numeric comparison (at least)",
     lambda c: c.count(lambda r: num(r["Total"]) >= 4)),
    ("203-76.xlsx", "how many drivers started outside the top 10 on the grid?", "count, numeric comparison (footnote mark in cell)",
     lambda c: c.count(lambda r: num(r["Grid"]) > 10)),
    ("204-365.xlsx", "how many singles reached the top 10 of the polish charts?", "count, numeric comparison (dash = not charted)",
     lambda c: c.count(lambda r: (num(r["Chart positions Polish Charts"]) or 999) <= 10)),
    ("204-898.xlsx", "how many teams won at least 10 conference games?", "count, number inside a longer cell",
     lambda c: c.count(lambda r: num(r["Conf (Overall)"]) >= 10)),
    ("203-429.xlsx", "how many times did the athlete finish in the top 10?", "count, ordinal inside a longer cell",
     lambda c: c.count(lambda r: ordinal(r["Position"]) <= 10)),
    ("204-935.xlsx", "how many winners were at least 30 years old when they won?", "count, number inside a longer cell",
     lambda c: c.count(lambda r: num(r["Awarding Age"]) >= 30)),
    ("203-176.xlsx", "how many players earned their first cap in 2011?", "count, year inside a date",
     lambda c: c.count(lambda r: year(r["First cap"]) == 2011)),
    ("203-349.xlsx", "how many episodes aired in august?", "count, month inside a date",
     lambda c: c.count(lambda r: r["Original air date"].startswith("August"))),
    ("203-393.xlsx", "how many films were released in the 1980s?", "count, year range",
     lambda c: c.count(lambda r: 1980 <= num(r["Year"]) <= 1989)),
    ("204-592.xlsx", "how many shows opened before 1950?", "count, year inside a date",
     lambda c: c.count(lambda r: year(r["Opening date"]) < 1950)),
    ("204-431.xlsx", "how many yachts were launched before 1990?", "count, year comparison (blank cell)",
     lambda c: c.count(lambda r: year(r["Launch year"]) is not None and year(r["Launch year"]) < 1990)),
    ("203-134.xlsx", "how many players had a total score of 216?", "count, value that is part of a cell",
     lambda c: c.count(lambda r: r["Score"].endswith("=216"))),
    ("203-156.xlsx", "how many managers left by mutual consent?", "count, value that is part of a cell",
     lambda c: c.count(lambda r: r["Manner of departure"].startswith("Mutual consent"))),
    ("203-24.xlsx", "how many matches were decided on penalties?", "count, value that is part of a cell",
     lambda c: c.count(lambda r: "penalties" in r["Notes"])),
    ("203-853.xlsx", "how many games went to overtime?", "count, value that is part of a cell",
     lambda c: c.count(lambda r: r["Result"].endswith("OT"))),
    ("204-244.xlsx", "how many albums were certified platinum by the riaa?", "count, value that is part of a cell",
     lambda c: c.count(lambda r: "RIAA: Platinum" in r["Certifications (sales threshold)"])),
    ("204-275.xlsx", "how many matches were played in belgrade?", "count, value that is part of a cell",
     lambda c: c.count(lambda r: r["City"].startswith("Belgrade"))),
    ("203-417.xlsx", "how many players were picked in the seventh round?", "count, value with footnote marks (7*, 7^, 7¤)",
     lambda c: c.count(lambda r: re.match(r"7\D*$", r["Rnd."]) and r["Pick #"] not in ("", "–"))),
    ("204-321.xlsx", "how many communities have a target date of 2016?", "count, value with [citation needed] mark",
     lambda c: c.count(lambda r: year(r["Target date"]) == 2016)),
    ("204-78.xlsx", "how many mail trains are there?", "count, plural word that is part of a cell",
     lambda c: c.count(lambda r: r["Train Name"].endswith("Mail"))),
    ("202-22.xlsx", "how many spanish riders are in the top 10?", "count, demonym vs country code in a cell",
     lambda c: c.count(lambda r: "(ESP)" in r["Rider"])),
    ("203-305.xlsx", "how many canadians were drafted?", "count, demonym plural vs country",
     lambda c: c.count(lambda r: r["Nationality"] == "Canada")),
    ("203-764.xlsx", "how many american frigate classes are listed?", "count, demonym vs abbreviation (US)",
     lambda c: c.count(lambda r: r["Nation"] == "US")),
    ("203-506.xlsx", "how many opponents have they never lost to?", "count, negation (total row excluded)",
     lambda c: c.count(lambda r: r["Opponent"] != "Total" and num(r["Lost"]) == 0)),
    ("204-107.xlsx", "how many nations did not win a gold medal?", "count, negation",
     lambda c: c.count(lambda r: num(r["Gold"]) == 0)),

    # ---------------- counts with two conditions ----------------
    ("203-853.xlsx", "how many home games did they win?", "count, two conditions (value + part of cell)",
     lambda c: c.count(lambda r: r["Home/Away"] == "Home" and r["Result"].startswith("W"))),
    ("204-833.xlsx", "how many road games did they win?", "count, two conditions ('@' prefix + W)",
     lambda c: c.count(lambda r: r["Team"].startswith("@") and r["Score"].startswith("W"))),
    ("204-337.xlsx", "how many awards did the film win in 2012?", "count, two conditions (year + value)",
     lambda c: c.count(lambda r: r["Year"] == "2012" and r["Result"] == "Won")),
    ("203-417.xlsx", "how many players from the sec were picked in the first round?", "count, two conditions",
     lambda c: c.count(lambda r: r["Conf."] == "SEC" and re.match(r"1\D*$", r["Rnd."]))),
    ("201-38.xlsx", "how many boston bruins winners were younger than 21?", "count, two conditions (value + comparison)",
     lambda c: c.count(lambda r: r["Team"] == "Boston Bruins" and num(r["Age"]) < 21)),
    ("204-73.xlsx", "how many home games did they lose?", "count, two conditions (negated '@' + value)",
     lambda c: c.count(lambda r: not r["Opponent"].startswith("@") and r["Result"] == "Loss")),
    ("204-867.xlsx", "how many white women were executed in texas?", "count, two conditions",
     lambda c: c.count(lambda r: r["Race"] == "White" and r["State"] == "Texas")),
    ("204-386.xlsx", "how many fights did she win in the first round?", "count, two conditions",
     lambda c: c.count(lambda r: r["Res."] == "Win" and r["Round"] == "1")),
    ("203-7.xlsx", "how many singles from 1998 sold more than 1,000,000 copies?", "count, two conditions (year + commas)",
     lambda c: c.count(lambda r: year_203_7(r) == 1998 and sales_203_7(r) > 1_000_000)),
    ("204-298.xlsx", "how many races did she win in the 100 m?", "count, two conditions (ordinal + event)",
     lambda c: c.count(lambda r: r["Event"] == "100 m" and ordinal(r["Position"]) == 1)),

    # ---------------- totals ----------------
    ("203-147.xlsx", "what is the total population of all the municipalities?", "sum, thousands commas",
     lambda c: c.total("Population (2010)")),
    ("204-624.xlsx", "what is the total enrollment of the schools in st. joseph?", "sum, filtered",
     lambda c: c.total("Enrollment (2010-11 & 2011–12)", lambda r: r["Town"] == "St. Joseph")),
    ("204-514.xlsx", "how many people died in total in these attacks?", "sum",
     lambda c: c.total("Dead")),
    ("203-584.xlsx", "what was the total prize money of the races run at newmarket?", "sum, filtered",
     lambda c: c.total("Prize (£)", lambda r: r["Course"] == "Newmarket")),
    ("202-83.xlsx", "how many games did he play in total for washington?", "sum, filtered (career row excluded)",
     lambda c: c.total("GP", lambda r: r["Team"] == "Washington")),
    ("204-195.xlsx", "what is the combined capacity of all the arenas?", "sum, thousands commas",
     lambda c: c.total("Capacity")),
    ("203-246.xlsx", "how many matches did they win in total in the v.league?", "sum, filtered",
     lambda c: c.total("Win", lambda r: r["League"] == "V.League")),
    ("204-154.xlsx", "how many runs did the players score altogether?", "sum",
     lambda c: c.total("Runs")),
    ("203-121.xlsx", "how many caps did the ifk norrköping players have in total?", "sum, filtered",
     lambda c: c.total("caps", lambda r: r["club"] == "IFK Norrköping")),
    ("204-784.xlsx", "how many league goals were scored in total?", "sum, total row must not be double counted",
     lambda c: c.total("League", not_total("Player"))),

    # ---------------- averages ----------------
    ("203-349.xlsx", "what was the average number of u.s. viewers in millions, for the episodes that have a figure?",
     "average, N/A cells skipped", lambda c: c.avg("U.S. viewers (millions)")),
    ("204-609.xlsx", "what was his average finishing position?", "average, totals row excluded",
     lambda c: c.avg("Finish", not_total("Year"))),
    ("204-867.xlsx", "what was the average age of the women at execution?", "average",
     lambda c: c.avg("Age (at Execution)")),
    ("204-515.xlsx", "what is the average number of events per championship?", "average, blank cell skipped",
     lambda c: c.avg("No. of Events")),
    ("203-622.xlsx", "what is the average number of years the retired players spent in the nba?", "average",
     lambda c: c.avg("Years in NBA")),
    ("203-105.xlsx", "what is the average number of floors of these buildings?", "average",
     lambda c: c.avg("Floors")),
    ("204-778.xlsx", "what is the average area of the counties in km2?", "average, totals row excluded, commas",
     lambda c: c.avg("Area (km2)", lambda r: r["County"] != "Totals")),
    ("202-22.xlsx", "what is the average number of points of the top 10 riders?", "average",
     lambda c: c.avg("Points")),

    # ---------------- how many different / listed ----------------
    ("204-132.xlsx", "how many different countries have won the men's team event?", "distinct values (blanks ignored)",
     lambda c: c.distinct("Men's Team")),
    ("202-104.xlsx", "how many governorates are listed?", "rows listed, total row excluded",
     lambda c: c.count(not_total("Governorate"))),
    ("204-877.xlsx", "how many players scored at least one goal?", "rows listed, own goals and totals rows excluded",
     lambda c: c.count(lambda r: r["Name"] not in ("Own goals", "TOTALS") and num(r["Total"]) > 0)),
    ("204-680.xlsx", "how many different artists had releases?", "distinct values",
     lambda c: c.distinct("Artist")),
    ("203-506.xlsx", "how many opponents are listed?", "rows listed, total row excluded",
     lambda c: c.count(lambda r: r["Opponent"] != "Total")),
    ("204-599.xlsx", "how many parties are listed?", "rows listed, TOTAL row excluded",
     lambda c: c.count(not_total("Party"))),
    ("203-74.xlsx", "how many different metropolitan areas are represented?", "distinct values",
     lambda c: c.distinct("Metropolitan Area")),
]


def fmt(x):
    x = float(x)
    if abs(x - round(x)) < 1e-9:
        return str(int(round(x)))
    return f"{round(x, 2):.2f}".rstrip("0").rstrip(".")


def main():
    per_table = {}
    lines = []
    for i, (table, question, kind, fn) in enumerate(Q, 1):
        assert (TABLES / table).exists(), table
        per_table[table] = per_table.get(table, 0) + 1
        ctx = Ctx(table)
        answer = fmt(fn(ctx))
        lines.append({"id": f"fresh-{i:02d}", "question": question, "table": table, "answer": answer, "kind": kind})
        if DEBUG:
            print(f"fresh-{i:02d} [{table}] {question} -> {answer}   ({len(ctx.used)} rows used)")
            for r in ctx.used:
                print("     ", " | ".join(str(r[k])[:28].replace("\n", " ") for k in sorted(k for k in r if isinstance(k, int))))
    assert len(Q) == 80, len(Q)
    assert max(per_table.values()) <= 2, [t for t, n in per_table.items() if n > 2]
    assert len({q[1] for q in Q}) == len(Q)
    OUT.write_text("".join(json.dumps(l, ensure_ascii=False) + "\n" for l in lines), encoding="utf-8")
    print(f"wrote {len(lines)} questions over {len(per_table)} tables to {OUT}")


if __name__ == "__main__":
    main()
