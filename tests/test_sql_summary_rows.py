"""A table's summary row is known by its figures, not its label ("All sites" adds up the sites above it),
and is left out of sums and extremes; "how many litres of X" adds up the column measured in litres; "how
heavy" names a Weight column. Workbooks written here; expected values computed from their rows."""

from statistics import mean

from tally.agent.offline.schema import SchemaReader
from tally.agent.offline.sql_builder import build_plan
from tests.offline_support import workbook_catalog

SITES = [["Site", "Boilers", "Gas (litres)", "Gas cost (EUR)"],
         ["Ashgrove", 4, 1200, 1500.0], ["Brinkley", 7, 2650, 3312.5], ["Calder Mill", 2, 610, 762.5],
         ["Dunmore", 5, 1480, 1850.0]]
SITES.append(["All sites", *(sum(r[i] for r in SITES[1:]) for i in (1, 2, 3))])
CRATES = [["Crate", "Route", "Weight (kg)"]] + [[f"CR-{i}", "Coastal" if i % 3 else "Inland", 10.0 + 3 * i]
                                               for i in range(12)]


def _answer(catalog, question: str):
    plan = build_plan(question, SchemaReader(catalog, ["public"]))
    assert plan is not None, question
    return plan, catalog.connection().execute(plan.sql_text).fetchall()


def test_a_row_adding_up_the_others_is_left_out_of_sums_and_extremes(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"site gas usage": SITES}) as catalog:
        plan, rows = _answer(catalog, "How many litres of gas did the sites use?")
        assert rows[0][0] == sum(r[2] for r in SITES[1:-1]), plan.sql_text
        plan, rows = _answer(catalog, "Which site had the highest gas cost?")
    assert rows[0][0] == max(SITES[1:-1], key=lambda r: r[3])[0], plan.sql_text


def test_a_dimension_adjective_names_its_column(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"crates shipped": CRATES}) as catalog:
        plan, rows = _answer(catalog, "On average, how heavy was an Inland crate?")
    assert abs(rows[0][0] - mean(r[2] for r in CRATES[1:] if r[1] == "Inland")) < 0.01, plan.sql_text


def test_a_superlative_names_what_it_measures_or_counts_rows(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"crates shipped": CRATES}) as catalog:
        plan, rows = _answer(catalog, "Which crate was the heaviest?")
        assert rows[0][0] == max(CRATES[1:], key=lambda r: r[2])[0], plan.sql_text
        plan, rows = _answer(catalog, "Which route was the busiest?")
    routes = [r[1] for r in CRATES[1:]]
    assert rows[0][0] == max(set(routes), key=routes.count), plan.sql_text


GROUPS = [["Group", "Campus", "Sessions", "Enrolled"]] + [[f"GR-{i}", "North" if i % 3 else "Quay", 4, 6 + i % 7]
                                                         for i in range(15)]


def test_a_passive_verb_of_the_counted_noun_names_the_figure_that_counts_it(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"class groups spring": GROUPS}) as catalog:
        plan, rows = _answer(catalog, "Over the Quay groups, how many students were enrolled altogether?")
    assert rows[0][0] == sum(r[3] for r in GROUPS[1:] if r[1] == "Quay"), plan.sql_text


def test_the_largest_number_of_x_is_the_row_holding_it(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"class groups spring": GROUPS}) as catalog:
        plan, rows = _answer(catalog, "Which group has the largest number of enrolled students?")
    assert rows[0][0] == max(GROUPS[1:], key=lambda r: r[3])[0], plan.sql_text


def test_a_measure_named_after_total_does_not_pick_a_table_titled_with_it(tmp_path):
    # "fee statement lines" is titled with the word the question uses for the measure, and has a Fee
    # column too; the enrolments table is the one whose rows are enrolments.
    fees = [["Ref", "Campus", "Fee (EUR)"]] + [[f"E-{i}", "Quay" if i % 2 else "North", 100.0 + 10 * i] for i in range(9)]
    lines = [["Enrolment", "Campus", "Fee (EUR)", "Amount (EUR)"]] + [[f"E-{2 * i + 1}", "Quay", 90.0 + i, 80.0 + i]
                                                                     for i in range(4)]
    tables = {"enrolments spring": fees, "fee statement lines": lines}
    with workbook_catalog(tmp_path, tmp_path / "store", tables) as catalog:
        plan, rows = _answer(catalog, "What is the average fee of a Quay enrolment?")
    quay = [r[2] for r in fees[1:] if r[1] == "Quay"]
    assert abs(rows[0][0] - sum(quay) / len(quay)) < 0.01, plan.sql_text


def test_a_negative_prefix_asks_for_the_no_values_of_a_yes_no_column(tmp_path):
    from tally.agent.offline.column_link import glossed

    bookings = [["Booking", "Room", "Approved?"]] + [[f"B-{i}", "Hall" if i % 2 else "Annex", "Y" if i % 3 else "N"]
                                                     for i in range(12)]
    with workbook_catalog(tmp_path, tmp_path / "store", {"room bookings": bookings}) as catalog:
        plan, rows = _answer(catalog, "How many Hall bookings are unapproved?")
    assert rows[0][0] == sum(1 for r in bookings[1:] if r[1] == "Hall" and r[2] == "N"), plan.sql_text
    # Russian and Ukrainian write "не" apart from a short participle: the same negative status
    assert "unpaid" in glossed("Сколько заказов еще не оплачено?")


def test_between_them_and_together_ask_for_a_joint_total(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"site gas usage": SITES}) as catalog:
        plan, rows = _answer(catalog, "What gas cost did Ashgrove and Dunmore run up between them?")
        assert rows[0][0] == SITES[1][3] + SITES[4][3], plan.sql_text
        plan, rows = _answer(catalog, "How much gas cost did Brinkley and Calder Mill have together?")
    assert rows[0][0] == SITES[2][3] + SITES[3][3], plan.sql_text
