"""What a table's title says still counts for the SQL builder: a title word that also names the measure
("pay register", asked who was paid the most), a quarter the title names ("... Q3 2026", asked about the
third quarter), a unit in brackets after a header ("Gross Pay (EUR)"), and, asked "who", the column of
people's names rather than an ID. Workbooks written here; expected rows computed from them."""

from tally.agent.offline.period_check import quarters_as_months, with_quarters
from tally.agent.offline.schema import ColumnInfo, SchemaReader
from tally.agent.offline.sql_builder import build_plan
from tally.agent.offline.sql_values import person_names
from tally.agent.offline.sql_match import header_stems
from tests.offline_support import workbook_catalog

CREW = [["Crew Ref", "Crew Member", "Depot", "Hours", "Gross Pay (EUR)"],
        ["CR-101", "Ines Varga", "North Yard", 160, 3120.50],
        ["CR-102", "Tomas Lind", "North Yard", 172, 3488.00],
        ["CR-103", "Maud Okoro", "South Yard", 151, 2990.25],
        ["CR-104", "Pavel Brandt", "South Yard", 168, 3301.75]]
CONTRACTORS = [["Contractor", "Trade", "Amount Paid (EUR)"],
               ["Fenwick Glazing", "Glazing", 1200.00], ["Ostra Roofing", "Roofing", 845.50],
               ["Lumen Electrical", "Electrical", 2310.25]]


def _plan(catalog, question: str):
    reader = SchemaReader(catalog, ["public"])
    return build_plan(quarters_as_months(with_quarters(question)), reader)


def test_who_was_paid_the_most_over_a_pay_register(tmp_path):
    tables = {"crew pay register April 2026": CREW, "contractor payments Q3 2026": CONTRACTORS}
    with workbook_catalog(tmp_path, tmp_path / "store", tables) as catalog:
        plan = _plan(catalog, "Who was paid the most in April 2026?")
        assert plan is not None
        rows = catalog.connection().execute(plan.sql_text).fetchall()
    best = max(CREW[1:], key=lambda r: r[4])
    assert rows[0][0] == best[1], plan.sql_text  # the person's name, not the Crew Ref


def test_a_quarter_named_by_the_title_explains_the_question_period(tmp_path):
    tables = {"crew pay register April 2026": CREW, "contractor payments Q3 2026": CONTRACTORS}
    with workbook_catalog(tmp_path, tmp_path / "store", tables) as catalog:
        plan = _plan(catalog, "How much did we pay contractors in total in the third quarter of 2026?")
        assert plan is not None
        value = catalog.connection().execute(plan.sql_text).fetchone()[0]
    assert abs(value - sum(r[2] for r in CONTRACTORS[1:])) < 0.01, plan.sql_text


def test_a_unit_in_brackets_does_not_name_the_column():
    assert header_stems(ColumnInfo(name="g", header="Gross Pay (EUR)", type="DOUBLE")) == ["gross", "pay"]
    assert header_stems(ColumnInfo(name="w", header="Weight (kg)", type="DOUBLE")) == ["weight"]
    # a word in brackets that is no unit still names the column ("Score (Home)" is not "Score (Away)")
    assert "home" in header_stems(ColumnInfo(name="s", header="Score (Home)", type="VARCHAR"))


def test_peoples_names_are_told_from_places_and_ids():
    people = ColumnInfo(name="m", header="Crew Member", type="VARCHAR", distinct=[r[1] for r in CREW[1:]])
    refs = ColumnInfo(name="r", header="Crew Ref", type="VARCHAR", distinct=[r[0] for r in CREW[1:]])
    assert person_names(people) and not person_names(refs)
