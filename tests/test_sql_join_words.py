"""Words the SQL builder must not hold against a plan: the word naming the table a joined filter comes
from ("bookings of our retail clients" over a client-accounts register, linked through an account code
that the word does not name), and a question word with a clitic ("what's"). Workbooks written here;
expected values computed from their rows."""

import datetime as dt

from tally.agent.offline.schema import SchemaReader
from tally.agent.offline.sql_builder import build_plan
from tests.offline_support import workbook_catalog

BOOKINGS = [["Booking Ref", "Booked", "Account Code", "Service", "Kilos"]] + [
    [f"BK-{700 + i}", dt.date(2026, 3 if i % 3 else 4, 1 + i), f"AC-{10 + i % 4}", "Express" if i % 2 else "Standard",
     5.0 + i] for i in range(18)]
# Accounts opened in March too: the register alone explains "retail clients ... in March" as well.
CLIENTS = [["Account Code", "Client", "Industry", "Opened"],
           ["AC-10", "Pellow Stores", "Retail", dt.date(2026, 3, 2)], ["AC-11", "Garrick Labs", "Pharma", dt.date(2026, 3, 9)],
           ["AC-12", "Hobbs & Dunn", "Retail", dt.date(2026, 3, 16)], ["AC-13", "Orrin Mills", "Textiles", dt.date(2026, 3, 23)]]
TABLES = {"freight bookings 2026": BOOKINGS, "client accounts": CLIENTS}


def _value(catalog, question: str):
    plan = build_plan(question, SchemaReader(catalog, ["public"]))
    assert plan is not None, question
    return plan, catalog.connection().execute(plan.sql_text).fetchone()[0]


def test_the_table_a_joined_filter_comes_from_is_named_by_the_question(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", TABLES) as catalog:
        plan, value = _value(catalog, "How many bookings did our retail clients send in March 2026?")
    retail = {r[0] for r in CLIENTS[1:] if r[2] == "Retail"}
    expected = sum(1 for r in BOOKINGS[1:] if r[2] in retail and r[1].month == 3)
    assert plan.table.name.startswith("freight_bookings") and value == expected, plan.sql_text


def test_a_question_word_with_a_clitic_is_a_function_word(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", TABLES) as catalog:
        plan, value = _value(catalog, "What's the average kilos we shipped by express?")
    express = [r[4] for r in BOOKINGS[1:] if r[3] == "Express"]
    assert abs(value - sum(express) / len(express)) < 0.01, plan.sql_text



PARCELS = [["Parcel No", "Sent", "Depot", "Weight (kg)", "Cost (EUR)"]] + [
    [f"PX-{300 + i}", dt.date(2026, 5, 1 + i), "Oldbridge" if i % 2 else "Wyke", 2.5 * i, 4.0 + i] for i in range(14)]


def test_a_unit_after_a_compared_number_names_the_column_measured_in_it(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"parcels 2026": PARCELS}) as catalog:
        plan, heavy = _value(catalog, "How many parcels weighed more than 20 kg?")
        _, dear = _value(catalog, "How many parcels were over 10 EUR?")
    assert heavy == sum(1 for r in PARCELS[1:] if r[3] > 20), plan.sql_text
    assert dear == sum(1 for r in PARCELS[1:] if r[4] > 10)


def test_the_table_the_counted_noun_names_wins_a_tie(tmp_path):
    # Invoice lines also list parcels, with their own weights: "parcels" names the parcels file itself.
    lines = [["Line", "Parcel", "Service", "Wt (kg)"]] + [[i, f"PX-{300 + i}", "Express", 30.0 + i] for i in range(3)]
    tables = {"parcels 2026": PARCELS, "invoice 4471 lines": lines}
    with workbook_catalog(tmp_path, tmp_path / "store", tables) as catalog:
        plan, value = _value(catalog, "How many parcels weighed more than 20 kg?")
    assert plan.table.name.startswith("parcels"), plan.sql_text
    assert value == sum(1 for r in PARCELS[1:] if r[3] > 20)


def test_the_row_an_extreme_names_by_a_code_is_also_named_as_the_related_table_names_it(tmp_path):
    """"Which account sent the most kilos": the bookings hold account codes; the client register the codes key
    names each one, and the answer says both ("AC-12 (Hobbs & Dunn)"), read in the same query."""
    with workbook_catalog(tmp_path, tmp_path / "store", TABLES) as catalog:
        plan = build_plan("Which account code sent the most kilos?", SchemaReader(catalog, ["public"]))
        assert plan is not None
        rows = catalog.connection().execute(plan.sql_text).fetchall()
    kilos: dict[str, float] = {}
    for r in BOOKINGS[1:]:
        kilos[r[2]] = kilos.get(r[2], 0.0) + r[4]
    best = max(kilos, key=kilos.get)
    name = next(r[1] for r in CLIENTS[1:] if r[0] == best)
    assert plan.render([list(r) for r in rows]).startswith(f"{best} ({name}) has the highest total Kilos"), plan.sql_text
