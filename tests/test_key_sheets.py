"""Key sheets: a workbook whose register writes short headers and codes and explains them on a sheet of its
own. The key is read as notes to the register (what each column holds, what a blank means, what each code
stands for), never as a table the SQL builder may join; a two-column sheet that explains nothing stays a
table. Workbooks are written here with openpyxl; expected values come from the rows written."""

from datetime import date

import pytest
from openpyxl import Workbook

from tally.agent.offline.schema import SchemaReader
from tally.agent.offline.sql_builder import build_plan
from tally.ingest.catalog import Catalog
from tally.ingest.convert import convert
from tally.ingest.pipeline import ingest_paths
from tally.ingest.settings import Settings
from tally.ingest.tables import type_column

HEADER = ["Bkg", "Arr", "Out", "Sz", "Grm", "Nts", "Fee £"]
SIZES = {"S": "small dog", "M": "medium dog", "L": "large dog"}
GROOMS = {"BT": "bath and towel dry", "FC": "full clip"}
ROWS = [[f"KB-{700 + n}", date(2026, 3 + n % 2, 1 + n), date(2026, 3 + n % 2, 3 + n), "SML"[n % 3],
         None if n % 4 else ("BT", "FC")[n % 8 // 4], 2, 30.0 + n] for n in range(16)]
KEY = [["Key to the boarding log"], [], ["Column", "What it holds"],
       ["Bkg", "booking number"], ["Arr", "day the dog arrived"], ["Out", "day the dog went home"],
       ["Sz", "size band of the dog"], ["Grm", "grooming booked; blank = no grooming"],
       ["Nts", "nights charged"], ["Fee £", "what the owner paid"], [],
       ["Sz - size"], *([code, meaning] for code, meaning in SIZES.items()), [],
       ["Grm - grooming"], *([code, meaning] for code, meaning in GROOMS.items())]


def _workbook(path, key=KEY) -> None:
    book = Workbook()
    log = book.active
    log.title = "Boarding"
    for row in [["Harefield Kennels - boarding log, March and April 2026"], HEADER, *ROWS]:
        log.append(row)
    sheet = book.create_sheet("Key")
    for row in key:
        sheet.append(row)
    book.save(path)


def test_the_key_sheet_becomes_notes_to_the_register_it_explains(tmp_path):
    _workbook(tmp_path / "boarding_log.xlsx")
    doc = convert(tmp_path / "boarding_log.xlsx")
    assert [t.sheet for t in doc.tables] == ["Boarding"]  # the key is no table
    log = doc.tables[0]
    assert log.glosses["Sz"] == "size band of the dog" and log.glosses["Nts"] == "nights charged"
    assert log.blanks["Grm"] == "no grooming"
    assert "Sz name" in log.headers and "Grm name" in log.headers
    sizes = {row[log.headers.index("Sz")]: row[log.headers.index("Sz name")] for row in log.rows}
    assert sizes == SIZES
    key_text = next(c.text for c in doc.chunks if c.location.sheet == "Key")
    assert "FC: full clip" in key_text  # what a code means is still found by search


def test_a_question_naming_a_code_by_its_meaning_counts_the_register(tmp_path):
    _workbook(tmp_path / "boarding_log.xlsx")
    settings = Settings(home=tmp_path / "store", embedder="hashing")
    assert not ingest_paths([tmp_path / "boarding_log.xlsx"], settings).failed
    with Catalog.open(settings.catalog_path) as catalog:
        assert len(catalog.tables(["public"])) == 1
        plan = build_plan("How many large dogs stayed with us in April?", SchemaReader(catalog, ["public"]))
        assert plan is not None and "key" not in plan.sql_text.lower()
        count = catalog.connection().execute(plan.sql_text).fetchone()[0]
    assert count == sum(1 for row in ROWS if row[3] == "L" and row[1].month == 4)


def test_a_two_column_sheet_that_explains_no_other_stays_a_table(tmp_path):
    prices = [["Price list"], [], ["Service", "Price"], ["Bkg", 5], ["Day care", 18], ["Walk", 9]]
    _workbook(tmp_path / "boarding_log.xlsx", key=prices)
    doc = convert(tmp_path / "boarding_log.xlsx")
    assert sorted(t.sheet for t in doc.tables) == ["Boarding", "Key"]


@pytest.mark.parametrize(("values", "year", "typed"), [
    (["18/08", "02/09", None, "30/09"], 2026, "DATE"),  # day and month, the title's year
    (["18.08", "02.09"], 2026, "DOUBLE"),  # with a point: decimals
    (["18/08", "02/09"], None, "VARCHAR"),  # no year to give them
    (["7/10", "3/5"], 2026, "VARCHAR"),  # unpadded: a score as likely as a date
    (["08/18", "09/02"], 2026, "VARCHAR"),  # month first is not read: 07/26 may be a month of 2026
])
def test_day_and_month_under_a_title_year_are_dates(values, year, typed):
    assert type_column("o", "Out", values, year).type == typed


def test_a_lookup_names_short_labels_by_the_key_and_says_what_codes_stand_for(tmp_path):
    from tally.agent.ask import AskSession

    _workbook(tmp_path / "boarding_log.xlsx")
    settings = Settings(home=tmp_path / "store", embedder="hashing")
    assert not ingest_paths([tmp_path / "boarding_log.xlsx"], settings).failed
    booking = ROWS[4]  # KB-704: a medium dog booked for a full clip
    with AskSession(settings) as session:
        answer = session.ask(f"For booking {booking[0]}, what size band was the dog and what grooming was booked?")
    assert not answer.refused
    # "size band" and "grooming" name Sz and Grm only through the key sheet; each code is said with its meaning
    assert f"Sz: {booking[3]} ({SIZES[booking[3]]})" in answer.answer
    assert f"Grm: {booking[4]} ({GROOMS[booking[4]]})" in answer.answer
    # "how big" asks the size, as "how heavy" asks the weight
    with AskSession(settings) as session:
        answer = session.ask(f"How big was the dog on booking {booking[0]}?")
    assert f"Sz: {booking[3]} ({SIZES[booking[3]]})" in answer.answer


# The same key laid out another way: the code lists side by side on top, each with what a blank means,
# then what every column holds under "Field / Meaning".
SIDE_BY_SIDE = [["Boarding log - guide"], [],
                ["Sz", "stands for", None, "Grm", "stands for"],
                ["S", "small dog", None, "BT", "bath and towel dry"],
                ["M", "medium dog", None, "FC", "full clip"],
                ["L", "large dog", None, "(blank)", "no grooming booked"],
                [], ["Field", "Meaning"],
                *([h, m] for h, m in (("Bkg", "booking number"), ("Arr", "day the dog arrived"),
                                      ("Sz", "size band of the dog - see the Sz codes"), ("Nts", "nights charged")))]


def test_a_key_with_its_code_lists_side_by_side_is_read_the_same(tmp_path):
    _workbook(tmp_path / "boarding_log.xlsx", key=SIDE_BY_SIDE)
    doc = convert(tmp_path / "boarding_log.xlsx")
    assert [t.sheet for t in doc.tables] == ["Boarding"]
    log = doc.tables[0]
    assert log.glosses["Nts"] == "nights charged" and log.glosses["Sz"].startswith("size band of the dog")
    assert log.blanks["Grm"] == "no grooming booked"
    sizes = {row[log.headers.index("Sz")]: row[log.headers.index("Sz name")] for row in log.rows}
    grm, named = log.headers.index("Grm"), log.headers.index("Grm name")
    grooms = {row[grm]: row[named] for row in log.rows if row[grm]}
    assert sizes == SIZES and grooms == GROOMS
