"""A sheet's note line saying what its short headers hold ("Ullage = pints claimed against the line, blank =
no claim", "Rtn = casks sent back"): read at ingest, stored with the column, and used by the planner as the
register's own words for the column. The workbooks are written here."""

from tally.agent.offline.glosses import gloss_head
from tally.agent.offline.schema import ColumnInfo, SchemaReader
from tally.agent.offline.sql_builder import build_plan
from tally.ingest.convert.legends import header_glosses
from tests.offline_support import workbook_catalog

NOTE = ("One line per drop. Qty = packs (see the price list). Ullage = pints claimed against the line, blank = no "
        "claim. Rtn = casks sent back faulty (blank = none). Net £ ex VAT. Dray blank = collected.")
HEADER = ["Inv", "Day", "Qty", "Ullage", "Rtn", "Net £", "Notes"]
ROWS = [[f"I-{n}", f"2026-10-{1 + n % 28:02d}", 1 + n % 4, None if n % 3 else 2 + n % 5, None if n % 4 else 1,
         30.0 + n, ("POS sent", None, "ring first")[n % 3]] for n in range(30)]


def test_what_a_note_says_a_header_holds_is_its_gloss_and_a_blanks_meaning_is_not():
    glosses = header_glosses(HEADER + ["Dray"], [NOTE])
    assert glosses == {"Qty": "packs", "Ullage": "pints claimed against the line", "Rtn": "casks sent back faulty"}
    # ... unless the blank's meaning says what is missing from it
    note = "Pax blank = passenger count not returned yet. Fee blank = free visit, not charged. Wt blank = not weighed."
    assert header_glosses(["Pax", "Fee", "Wt"], [note]) == {"Pax": "passenger count"}
    # two headers glossed by two nouns, both written with a slash
    paired = header_glosses(["Gu", "Ki"], ["Gu / Ki = guests / kitchen staff on the shift."])
    assert paired == {"Gu": "guests", "Ki": "kitchen staff on the shift"}


def _planned(catalog, question: str):
    plan = build_plan(question, SchemaReader(catalog, ["public"]))
    assert plan is not None, question
    return catalog.connection().execute(plan.sql_text).fetchone()[0], plan.sql_text


def test_the_registers_own_words_for_a_column_name_it(tmp_path):
    sheet = [["Deliveries register 2026"], [NOTE], [], HEADER, *ROWS]
    with workbook_catalog(tmp_path, tmp_path / "store", {"deliveries": sheet}) as catalog:
        stored = {c.header: c.gloss for t in catalog.tables(["public"]) for c in t.columns}
        assert stored["Rtn"] == "casks sent back faulty" and stored["Inv"] is None
        casks, sql = _planned(catalog, "How many casks were sent back in October?")
        assert casks == sum(1 for n in range(30) if n % 4 == 0), sql  # Rtn, not a note saying "sent"
        pints, sql = _planned(catalog, "How many pints of ullage were claimed in October?")
        assert pints == sum(2 + n % 5 for n in range(30) if n % 3 == 0), sql  # added up, not rows counted
        # the gloss's verb counted ("claims") is the rows' events: lines with a claim, not pints
        claims, sql = _planned(catalog, "How many ullage claims came in against October deliveries?")
        assert claims == sum(1 for n in range(30) if n % 3 == 0), sql
        # the gloss's unit as the head of a compound noun ("draught pints") is still what is added up
        pints, sql = _planned(catalog, "How many draught pints of ullage were claimed in October?")
        assert pints == sum(2 + n % 5 for n in range(30) if n % 3 == 0), sql

    # "against the line" is circumstance, not part of what the column is called
    assert gloss_head(ColumnInfo(name="u", header="Ullage", type="BIGINT", gloss=stored["Ullage"])) == ["pint", "claim"]


def test_the_gloss_is_shown_to_analysts_and_to_the_model(tmp_path):
    from tally.agent.llm_sql import compact_schema
    from tally.ingest.settings import Settings
    from tally.ingest.stores import open_stores
    from tally.tools.deps import build_deps
    from tally.tools.sql import describe_table

    sheet = [["Deliveries register 2026"], [NOTE], [], HEADER, *ROWS]
    with workbook_catalog(tmp_path, tmp_path / "store", {"deliveries": sheet}) as catalog:
        tables = SchemaReader(catalog, ["public"]).tables()
        schema = compact_schema(tables, [])
    assert "rtn BIGINT" in schema and "-- casks sent back faulty" in schema
    assert "(blank = no claim)" in schema  # "Ullage = pints claimed ..., blank = no claim": an empty cell
    with open_stores(Settings(home=tmp_path / "store", embedder="hashing"), read_only=True) as stores:
        described = describe_table(build_deps(stores, ["public"]), tables[0].name)
    assert {c.header: c.gloss for c in described.columns}["Ullage"] == "pints claimed against the line"
    assert {c.header: c.blank for c in described.columns}["Ullage"] == "no claim"

