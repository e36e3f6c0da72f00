"""A note that says what a column's word values mean ("Rack: Up = bike on the upper rail, Down = ...") gives
the column a "<header> meaning" twin, so a question in the note's words finds the value; a word that most
meanings share, or one word of a long meaning the question does not otherwise say, picks nothing.
Workbooks written here; expected values come from the rows written."""

from datetime import date, timedelta

from tally.ingest.convert.value_legends import with_value_meanings
from tally.ingest.models import TableData
from tests.test_key_sheet_rows import planned, saved

NOTE = ("Rack: Upper = bike hung on the top rail, Lower = bike parked on the floor stand; '-' for bikes "
        "not stored. Lock: Chain = yard chain lock fitted, Cable = owner's cable lock.")
BIKES = [[f"B-{n}", date(2026, 4, 1) + timedelta(days=n), ("Upper", "Lower", "-")[n % 3],
          ("Chain", "Cable")[n % 2], 20 + n] for n in range(27)]


def test_a_note_naming_the_column_explains_its_word_values():
    table = TableData(name_hint="bikes", headers=["Bike", "Rack", "Lock"],
                      rows=[["B-1", "Upper", "Chain"], ["B-2", "Lower", "Cable"], ["B-3", "-", "Chain"]])
    out = with_value_meanings(table, [NOTE])
    assert out.headers == ["Bike", "Rack", "Rack meaning", "Lock", "Lock meaning"]
    assert out.rows[0][2] == "bike hung on the top rail" and out.rows[2][2] is None
    # without the column's header before a colon the note explains no column
    assert with_value_meanings(table, ["Upper = bike hung on the top rail, Lower = bike on the floor"]) == table


def test_a_question_in_the_notes_words_finds_the_value(tmp_path):
    workbook = saved(tmp_path / "bike_store.xlsx", {"Store": [["Bike", "In", "Rack", "Lock", "Fee £"]] + BIKES + [[], [NOTE]]})
    with planned(workbook) as run:
        count, sql = run("How many bikes are hung on the top rail?")
        assert count == sum(1 for r in BIKES if r[2] == "Upper"), sql
        # "yard" is one word of "yard chain lock fitted": the question names no lock
        count, sql = run("How many bikes in the yard are parked on the floor stand?")
        assert count == sum(1 for r in BIKES if r[2] == "Lower"), sql
