"""Money in everyday words: "money", "cost", "revenue", "spent" name the column a header says is measured in
a currency ("Hire charge (NOK)"), a currency's name or sign after or before a number ("500 kroner", "£40")
names it in a comparison, and a question asking an amount of a table it links to is summed over that table
even when a name in it keys one row of a summary table elsewhere. Workbooks written here; expected values
computed from their rows."""

from statistics import mean

from tally.agent.offline.schema import SchemaReader
from tally.agent.offline.sql_builder import build_plan
from tally.agent.route_evidence import decide
from tally.agent.router import Router
from tally.ingest.pipeline import ingest_paths
from tally.ingest.settings import Settings
from tally.ingest.stores import open_stores
from tally.tools.deps import build_deps
from tally.tools.money import header_currencies
from tests.offline_support import workbook_catalog, write_workbook

BRANCHES = ("Bergen", "Tromso", "Alesund")
RENTALS = [["Rental", "Branch", "Days", "Hire charge (NOK)"]] + [
    [f"RN-{100 + i}", BRANCHES[i % 3], 1 + i % 6, 180.0 + 45 * (i % 9)] for i in range(24)]
REPAIRS = [["Job", "Workshop", "Parts cost (EUR)", "Invoiced (EUR)"]] + [
    [f"JB-{i}", "North" if i % 2 else "South", 20.0 + 7 * i, 90.0 + 11 * i] for i in range(10)]
PARCELS = [["Parcel", "Zone", "Carriage £"]] + [[f"PX-{i}", "Inner" if i % 4 else "Outer", 12.5 + 6 * i] for i in range(12)]


def _answer(catalog, question: str):
    plan = build_plan(question, SchemaReader(catalog, ["public"]))
    assert plan is not None, question
    return plan, catalog.connection().execute(plan.sql_text).fetchall()


def test_a_header_names_its_currency_by_code_or_sign():
    assert header_currencies("Hire charge (NOK)") == {"NOK"}
    assert header_currencies("Carriage £") == {"GBP"}
    assert header_currencies("Weight (kg)") == frozenset() and header_currencies("Rate (%)") == frozenset()


def test_money_words_name_the_column_measured_in_a_currency(tmp_path):
    rows = RENTALS[1:]
    with workbook_catalog(tmp_path, tmp_path / "store", {"rentals": RENTALS}) as catalog:
        plan, got = _answer(catalog, "How much money did the Bergen branch make from rentals?")
        assert got[0][0] == sum(r[3] for r in rows if r[1] == "Bergen"), plan.sql_text
        plan, got = _answer(catalog, "What did a rental cost on average in Tromso?")
        assert abs(got[0][0] - mean(r[3] for r in rows if r[1] == "Tromso")) < 0.01, plan.sql_text
        plan, got = _answer(catalog, "How many rentals cost more than 400 kroner?")
    assert got[0][0] == sum(r[3] > 400 for r in rows), plan.sql_text


def test_a_currency_sign_before_the_number_names_the_column(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"parcels": PARCELS}) as catalog:
        plan, got = _answer(catalog, "How many Inner zone parcels cost over £40?")
    assert got[0][0] == sum(r[2] > 40 and r[1] == "Inner" for r in PARCELS[1:]), plan.sql_text


def test_a_header_that_says_the_word_beats_any_other_money_column(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"repairs": REPAIRS}) as catalog:
        plan, got = _answer(catalog, "What did parts cost in total for the North workshop?")
    assert got[0][0] == sum(r[2] for r in REPAIRS[1:] if r[1] == "North"), plan.sql_text


def test_a_name_keying_one_row_of_a_summary_table_filters_the_table_the_question_is_about(tmp_path):
    """'Alesund' is one row of the branch summary (a record of its own) and a Branch on many rentals: asked
    how much money came in from Alesund rentals, the rentals are summed."""
    summary = [["Branch", "Manager", "Opened"], ["Bergen", "Ingrid Solheim", 2011], ["Tromso", "Lars Vik", 2015],
               ["Alesund", "Marte Dahl", 2019]]
    paths = [write_workbook(tmp_path / "rentals.xlsx", RENTALS), write_workbook(tmp_path / "branches.xlsx", summary)]
    settings = Settings(home=tmp_path / "store", embedder="hashing")
    assert ingest_paths(paths, settings).ok
    question = "How much money came in from Alesund rentals?"
    with open_stores(settings, read_only=True) as stores:
        route = decide(Router(stores.embedder, settings).route(question), question,
                       build_deps(stores, ["public"]))
    assert route.intent == "aggregate", route.reason


CONSULTS = [["Consultations, August to October"], ["Appt", "Dt", "Vet", "Fee", "Clinic"],
            *[[f"A-{5100 + i}", f"2026-{8 + i % 3:02d}-{1 + i:02d}", "SL" if i % 2 else "GW", 20.0 + 9 * i,
               "Thornby" if i % 4 else "Ellerside"] for i in range(18)]]


def test_what_a_customer_was_billed_or_charged_is_their_fee(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"consults": CONSULTS}) as catalog:
        september = sum(row[3] for row in CONSULTS[2:] if row[1].startswith("2026-09"))
        for question in ("How much did we charge for appointments in September?",
                         "How much did we bill for appointments in September?"):
            plan, rows = _answer(catalog, question)
            assert plan.target.header == "Fee" and rows[0][0] == round(september, 2), question


def test_what_we_or_a_named_party_charged_is_the_fee_with_the_party_as_a_filter(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"consults": CONSULTS}) as catalog:
        september = [row for row in CONSULTS[2:] if row[1].startswith("2026-09")]
        plan, rows = _answer(catalog, "What did we charge for appointments in September?")
        assert plan.target.header == "Fee" and rows[0][0] == round(sum(r[3] for r in september), 2)
        # the subject's words are no part of the ask: "the Thornby clinic" filters the rows
        plan, rows = _answer(catalog, "What did the Thornby clinic bill its clients in September?")
        assert rows[0][0] == round(sum(r[3] for r in september if r[4] == "Thornby"), 2), plan.sql_text


def test_the_total_value_of_rows_adds_up_the_one_money_column(tmp_path):
    """"The total value of the parcels": "value" names the amount, not a column, and the table has one money
    column (Carriage £): it is added up, not the rows counted. Over a table whose only money column is a unit
    price, the same words add up no price (a price times nothing is no value)."""
    priced = [["Lot", "Crates", "Unit price £"]] + [[f"L-{i}", 2 + i % 5, 4.5 + i] for i in range(9)]
    with workbook_catalog(tmp_path, tmp_path / "store", {"parcels": PARCELS, "lots": priced}) as catalog:
        plan, rows = _answer(catalog, "What was the total value of the outer zone parcels?")
        assert rows[0][0] == sum(r[2] for r in PARCELS[1:] if r[1] == "Outer"), plan.sql_text
        plan = build_plan("What was the total value of the lots?", SchemaReader(catalog, ["public"]))
        assert plan is None or "unit_price" not in plan.sql_text.replace('"', ""), plan.sql_text
