"""A unit said in words is the symbol a header prints: "hectolitres" is "hl" (an SI prefix joined to a unit,
composed from si_prefixes.tsv), "kilos" is "kg". A counted noun that is a unit asks for the figures of the
column printed in it, added up, never for a count of rows; when several columns are printed in that unit and
nothing else in the question tells them apart, no plan is guessed. Workbooks written here; expected values
computed from their rows."""

from tally.agent.offline.cell_units import number_unit_phrases, symbols_of_word
from tally.agent.offline.schema import SchemaReader
from tally.agent.offline.sql_builder import build_plan
from tally.agent.offline.sql_match import Question, mention_of, stem
from tests.offline_support import workbook_catalog

BEERS = ("Harbour Mild", "Quay Stout", "Rope Pale")
BREWS = [["Brew", "Beer", "Length hl", "Racked hl", "Brewer"]] + [
    [f"B-{200 + i}", BEERS[i % 3], 10.0 + 5 * (i % 2), 9.1 + 0.3 * i, "Ana" if i % 2 else "Ivo"] for i in range(9)]
VISITS = [["Visit", "Species", "Wt kg", "Fee"]] + [
    [f"V-{i}", "dog" if i % 3 else "cat", 4.5 + 2.5 * i, 30 + i] for i in range(12)]
DOSES = [["Date", "Drug", "Recd ml", "Given ml", "Bal. ml"]] + [
    [f"2026-05-{1 + i:02d}", "Morphine" if i % 2 else "Ketamine", 5.0 if i % 4 == 0 else None, 0.5 + 0.1 * i, 20 - i]
    for i in range(10)]


def _plan(catalog, question: str):
    return build_plan(question, SchemaReader(catalog, ["public"]))


def test_an_si_prefix_joins_a_unit_into_the_symbol_a_header_prints():
    units = symbols_of_word(stem)
    assert units[stem("hectolitres")] == {"hl"}
    assert units[stem("milligrams")] == {"mg"} and units[stem("kilos")] == {"kg"}
    assert stem("litres") not in units  # one letter alone ("l") is too often another word
    # after a number the prefixed symbol is what a cell prints: "40 hectolitres" is "40hl" or "40 hl"
    assert (0, 2, ("40hl",)) in number_unit_phrases(["40", "hectolitres"])


def test_a_unit_word_names_the_header_that_prints_its_symbol(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"brew_log": BREWS}) as catalog:
        racked = next(c for c in SchemaReader(catalog, ["public"]).tables()[0].columns if c.header == "Racked hl")
    mention = mention_of(racked, Question.parse("how many hectolitres did we rack"))
    assert mention is not None and mention.score == 1.0 and len(mention.positions) == 2


def test_how_many_of_a_unit_adds_up_the_column_printed_in_it(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"brew_log": BREWS, "visits": VISITS}) as catalog:
        plan = _plan(catalog, "How many hectolitres did we rack in the brew log altogether?")
        assert plan is not None and plan.agg == "sum" and plan.target.header == "Racked hl"
        got = catalog.connection().execute(plan.sql_text).fetchone()[0]
        assert abs(got - sum(row[3] for row in BREWS[1:])) < 1e-6
        plan = _plan(catalog, "How many kilograms did the dogs on the visits list weigh between them?")
        assert plan is not None and plan.agg == "sum" and plan.target.header == "Wt kg"
        got = catalog.connection().execute(plan.sql_text).fetchone()[0]
        assert abs(got - sum(row[2] for row in VISITS[1:] if row[1] == "dog")) < 1e-6


def test_several_columns_in_the_unit_and_nothing_to_tell_them_apart_give_no_row_count(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"dose_register": DOSES}) as catalog:
        plan = _plan(catalog, "How many millilitres of morphine were there in the dose register?")
        assert plan is None or plan.agg != "count"
        plan = _plan(catalog, "How many millilitres of morphine were given in the dose register?")
        assert plan is not None and plan.agg == "sum" and plan.target.header == "Given ml"
