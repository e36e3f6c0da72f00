"""What a blank cell means, as a register's note line says it ("Completed blank = job still open at 30
September", "Cost £ = net as invoiced; blank = not yet invoiced", "Wt kg blank = not weighed"): read at ingest,
stored with the column, and used by the planner when a question names the state or its opposite. The PDF is
written here with fpdf2; expected values come from the rows written."""

from tally.agent.offline.schema import SchemaReader
from tally.agent.offline.sql_builder import build_plan
from tally.ingest.catalog import Catalog
from tally.ingest.convert.legends import blank_meanings
from tally.ingest.pipeline import ingest_paths
from tally.ingest.settings import Settings
from tests.offline_support import write_register_pdf

NOTE = ("Jobs in the order reported. Completed blank = job still open at 31 July. Cost £ = net of VAT as invoiced; "
        "blank = not yet invoiced. Contr.: DPH = Dalby Plumbing & Heating; DLO = in-house repairs team.")
ROWS = [[f"WO-{500 + n}", f"{1 + n:02d}/{6 + n % 2:02d}/26", ("DPH", "DLO")[n % 2], None if n % 5 == 0 else f"{2 + n:02d}/{6 + n % 2:02d}/26",
         None if n % 3 == 0 else f"{100 + 7 * n:.2f}"] for n in range(20)]


def _register(path) -> None:
    header = ["Job no.", "Reported", "Contr.", "Completed", "Cost GBP"]
    write_register_pdf(path, "Repairs register - June to July 2026", [NOTE.replace("£", "GBP")], [header, *ROWS])


def test_a_notes_blank_meanings_are_read_per_header():
    found = blank_meanings(["Job no.", "Completed", "Cost £"], [NOTE])
    assert found == {"Completed": "job still open at 31 July", "Cost £": "not yet invoiced"}
    assert blank_meanings(["Wt kg", "Pd"], ["Pd: ✓ = paid at desk, blank = not paid yet. Wt kg blank = not weighed."]) \
        == {"Wt kg": "not weighed", "Pd": "not paid yet"}


def test_questions_naming_a_blanks_state_or_its_opposite(tmp_path):
    path = tmp_path / "repairs_register_2026-06.pdf"
    _register(path)
    settings = Settings(home=tmp_path / "store", embedder="hashing")
    assert not ingest_paths([path], settings).failed
    with Catalog.open(settings.catalog_path) as catalog:
        def answer(question):
            plan = build_plan(question, SchemaReader(catalog, ["public"]))
            assert plan is not None, question
            return catalog.connection().execute(plan.sql_text).fetchone()[0], plan.sql_text

        still_open, sql = answer("How many jobs remained open as of July?")
        assert still_open == sum(1 for r in ROWS if r[3] is None), sql  # the state, dated by the note's month
        invoiced, sql = answer("What was the total cost of the jobs that have been invoiced?")
        assert invoiced == sum(float(r[4]) for r in ROWS if r[4] is not None), sql
        waiting, sql = answer("How many jobs have not yet been invoiced?")
        assert waiting == sum(1 for r in ROWS if r[4] is None), sql
        # the contractor legend spelled out with an ampersand decodes the codes; "the jobs" are the rows
        dalby, sql = answer("How much was spent with Dalby Plumbing & Heating on the jobs?")
        assert round(dalby, 2) == round(sum(float(r[4]) for r in ROWS if r[2] == "DPH" and r[4]), 2), sql


def test_the_rows_of_a_register_numbered_by_its_first_column_are_named_by_its_noun():
    from tally.agent.offline.schema import ColumnInfo, TableInfo
    from tally.agent.offline.sql_counted import row_nouns
    from tally.agent.offline.sql_match import Question
    from tally.agent.offline.sql_work import Work

    def table(header: str, rows: int) -> TableInfo:
        ids = [f"HD-{4000 + n}" for n in range(rows)]
        return TableInfo(name="t", doc_id="d", title="Helpdesk log", source="log.pdf", row_count=rows,
                         columns=[ColumnInfo(name="k", header=header, type="VARCHAR", distinct=ids),
                                  ColumnInfo(name="c", header="Cost", type="DOUBLE")])

    question = Question.parse("What did Ada charge for the tickets in the helpdesk log?")
    at = question.words.index("tickets")
    assert row_nouns(Work(q=question, table=table("Ticket no.", 20))) == [at]
    # a header that numbers nothing, or a document's few lines, names no register's rows
    assert row_nouns(Work(q=question, table=table("Ticket", 20))) == []
    assert row_nouns(Work(q=question, table=table("Ticket no.", 5))) == []


def test_a_blank_that_only_denies_denies_what_the_column_holds(tmp_path):
    """"Gas £ = heating top-up token given out, blank = none": a blank cell is no token; a question about
    households that got a heating token counts the filled cells, worded without the note's hyphenated
    modifier or its verb."""
    from tests.offline_support import workbook_catalog

    key = "Key: Adl = adults in the flat. Gas £ = heating top-up token given out, blank = none."
    rows = [[f"V{n}", 1 + n % 3, None if n % 3 else 30 + n] for n in range(18)]
    with workbook_catalog(tmp_path, tmp_path / "store", {"hampers": [[key], [], ["Slip", "Adl", "Gas £"], *rows]}) as catalog:
        column = next(c for r in catalog.tables(["public"]) for c in r.columns if c.header == "Gas £")
        assert column.blank == "no heating top-up token given out"
        plan = build_plan("How many households got a heating token?", SchemaReader(catalog, ["public"]))
        assert plan is not None
        count = catalog.connection().execute(plan.sql_text).fetchone()[0]
    assert count == sum(1 for r in rows if r[2] is not None), plan.sql_text


def test_a_state_of_three_words_is_named_by_two_of_them(tmp_path):
    """"Coll. blank = parcel delivered home": the question says the parcels were delivered, not where."""
    from tests.offline_support import workbook_catalog

    key = "Key: Coll. = collected at the hall on; blank = parcel delivered home."
    rows = [[f"P{n}", 2 + n % 4, None if n % 4 == 0 else f"{1 + n % 28:02d}/05/2026"] for n in range(20)]
    with workbook_catalog(tmp_path, tmp_path / "store", {"parcels": [[key], [], ["Parcel", "Size", "Coll."], *rows]}) as catalog:
        plan = build_plan("How many parcels were delivered?", SchemaReader(catalog, ["public"]))
        assert plan is not None
        count = catalog.connection().execute(plan.sql_text).fetchone()[0]
    assert count == sum(1 for r in rows if r[2] is None), plan.sql_text


def test_a_denied_state_asked_as_still_to_come_or_with_a_negating_prefix(tmp_path):
    """"Chk blank = not checked yet": "waiting to be checked", "yet to be checked", "unchecked" and "waiting for
    a check" name the blank rows; "have been checked" the filled ones. Invented kiln log, counted from the rows written."""
    from tests.offline_support import planned_value, workbook_catalog

    key = ("Key: Chk = initials of who checked the firing; blank = not checked yet. "
           "Peak = top temperature in C; blank = temperature not logged.")
    rows = [[f"K{n}", 6 + n % 5, None if n % 4 == 1 else "JW", None if n % 6 == 2 else 1180 + n] for n in range(22)]
    header = ["Firing", "Pots", "Chk", "Peak"]
    with workbook_catalog(tmp_path, tmp_path / "store", {"kiln_log": [[key], [], header, *rows]}) as catalog:
        blank = sum(1 for r in rows if r[2] is None)
        for question in ("How many firings are still waiting to be checked?", "How many firings are yet to be checked?",
                         "How many firings are unchecked?", "How many firings are still waiting for a check?"):
            assert planned_value(catalog, question) == blank, question
        assert planned_value(catalog, "How many firings have been checked?") == len(rows) - blank
        # the note denies its second word ("temperature not logged"): the question's negation goes with that word
        unlogged = sum(1 for r in rows if r[3] is None)
        assert planned_value(catalog, "How many firings had the temperature not logged?") == unlogged
        assert planned_value(catalog, "How many firings had the temperature logged?") == len(rows) - unlogged
        # the pots of the rows still to be checked are added up over the same rows
        assert planned_value(catalog, "How many pots are in firings waiting to be checked?") == \
            sum(r[1] for r in rows if r[2] is None)


def test_a_state_the_title_also_names_is_asked_with_a_time_adverb(tmp_path):
    """"Out blank = still in the kiln" over a kiln log: "still in the kiln" asks for the blank rows, while
    "in the kiln log" names the register. Invented rows."""
    from tests.offline_support import planned_value, workbook_catalog

    title = "Glaze kiln log - spring term"
    key = "Key: Out = date the pots came out; blank = still in the kiln."
    rows = [[f"G{n}", 4 + n % 3, None if n % 5 == 3 else f"{1 + n:02d}/03/2026"] for n in range(16)]
    with workbook_catalog(tmp_path, tmp_path / "store", {"kiln": [[title], [key], [], ["Load", "Pots", "Out"], *rows]}) as catalog:
        assert planned_value(catalog, "How many loads are still in the kiln?") == sum(1 for r in rows if r[2] is None)
        assert planned_value(catalog, "How many loads are in the kiln log?") == len(rows)


def test_a_column_recording_when_something_was_done_is_blank_until_it_is(tmp_path):
    """"Rdy = date the order was marked ready for dispatch; blank = still being packed": the question may name
    the event the date records instead of the blank's state, done ("have been marked ready": filled) or still
    to come ("waiting to be marked ready", "not been marked ready": blank). Invented packing log."""
    from tests.offline_support import planned_value, workbook_catalog

    key = "Key: Rdy = date the order was marked ready for dispatch; blank = still being packed."
    rows = [[f"O{n}", f"{1 + n:02d}/05/2026", None if n % 3 == 0 else f"{2 + n:02d}/05/2026", 10 + n] for n in range(18)]
    sheet = [["Packing room log"], [key], [], ["Order", "Placed", "Rdy", "Units"], *rows]
    with workbook_catalog(tmp_path, tmp_path / "store", {"orders": sheet}) as catalog:
        waiting = sum(1 for r in rows if r[2] is None)
        assert planned_value(catalog, "How many orders are still waiting to be marked ready?") == waiting
        assert planned_value(catalog, "How many orders have not been marked ready for dispatch?") == waiting
        assert planned_value(catalog, "How many orders have been marked ready?") == len(rows) - waiting
