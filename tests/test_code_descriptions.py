"""A register that writes codes (Proc "M01") beside a code list that describes them ("Microchip implant and
registration"): a word of a description picks the rows of its codes through the relation, the way a
person reads the list, unless it only qualifies another noun or describes most codes."""

from tally.agent.offline.schema import SchemaReader
from tally.agent.offline.sql_builder import build_plan
from tests.offline_support import workbook_catalog

CODES = [["Code", "Procedure", "List price"], ["C01", "Consultation, standard 15 min", 52],
         ["C02", "Recheck consultation", 32], ["V01", "Annual booster vaccination - dog", 68],
         ["V02", "Annual booster vaccination - cat", 64], ["M01", "Microchip implant and registration", 24],
         ["D01", "Dental scale and polish under GA", 295]]
PROCS = ["C01", "C02", "V01", "V02", "M01", "D01", "C01"]
CONSULTS = [["Appt", "Proc", "Fee"], *[[f"A-{n}", PROCS[n % len(PROCS)], 10.0 + n] for n in range(28)]]


def _count(catalog, question: str) -> tuple[float | None, str]:
    plan = build_plan(question, SchemaReader(catalog, ["public"]))
    if plan is None:
        return None, ""
    return catalog.connection().execute(plan.sql_text).fetchone()[0], plan.sql_text


def test_a_word_of_a_code_lists_descriptions_filters_the_rows_of_its_codes(tmp_path):
    sheets = {"consults": CONSULTS, "codes": CODES}
    with workbook_catalog(tmp_path, tmp_path / "store", sheets) as catalog:
        chips, sql = _count(catalog, "How many microchips were there?")
        assert chips == sum(1 for n in range(28) if PROCS[n % len(PROCS)] == "M01"), sql
        boosters, sql = _count(catalog, "How many vaccinations were there?")
        assert boosters == sum(1 for n in range(28) if PROCS[n % len(PROCS)] in ("V01", "V02")), sql
        # "dental" qualifies "time", a noun no description holds: it picks no code
        _, sql = _count(catalog, "What was the total fee for dental time?")
        assert "D01" not in sql and "Dental" not in sql, sql


def test_a_measure_before_of_is_no_code_its_description_mentions(tmp_path):
    packs = [["Pk", "Meaning"], ["F", "Firkin, 9 gallons (72 pints)"], ["P", "Pin, 4.5 gallons (36 pints)"],
             ["K", "Keg, 30 litres"], ["B", "Bottles, case of 12"], ["C", "Cans, case of 24"]]
    lines = [["Inv", "Pk", "Ullage"], *[[f"I-{n}", "FPKBC"[n % 5], n % 3] for n in range(20)]]
    with workbook_catalog(tmp_path, tmp_path / "store", {"lines": lines, "packs": packs}) as catalog:
        _, sql = _count(catalog, "How many pints of ullage were there?")
    assert sql and "meaning" not in sql, sql


def test_how_many_of_a_described_code_adds_up_the_quantity_its_rows_carry(tmp_path):
    packs = [["Pk", "Meaning"], ["F", "Firkin, 9 gallons"], ["P", "Pin, 4.5 gallons"], ["K", "Keg, 30 litres"]]
    lines = [["Inv", "Day", "Pk", "Qty"], *[[f"I-{n}", f"2026-0{3 + n % 2}-1{n % 9}", "FPK"[n % 3], 1 + n % 4]
                                            for n in range(18)]]
    with workbook_catalog(tmp_path, tmp_path / "store", {"lines": lines, "packs": packs}) as catalog:
        firkins, sql = _count(catalog, "How many firkins sold in March 2026?")
    # "sold" after "firkins" is a verb, not a noun "firkins" would qualify
    assert firkins == sum(1 + n % 4 for n in range(18) if n % 3 == 0 and n % 2 == 0), sql
