"""How a header is read against the question's words: vowel-less short forms ("Chg" charge, "Drv" driver,
"Svc" service: a silent final e left out, or a word's first consonants); a header made of a function word
("In", "Out") is not named by a preposition ("in July"); of two headers named equally well the one naming
more of the question wins ("trays sent back" is Trays back); money going out does not name a column of
money coming in; a register titled for one month answers no other month even when its dates are text.
Workbooks written here; expected values computed from their rows."""

from tally.agent.offline.period_check import period_problem
from tally.agent.offline.schema import SchemaReader
from tally.agent.offline.sql_builder import build_plan
from tally.agent.offline.sql_words import abbreviates, shortened_words
from tally.tools.money import opposite_sides
from tests.offline_support import workbook_catalog

DRIVERS = ("Nadia Bashir", "Terry Wragg", "Chloe Emsworth")
RUNS = [["Run", "Date", "Miles", "Chg £", "Drv"]] + [
    [f"R-{i}", f"2026-08-{1 + i:02d}", 20 + 3 * i, 9.0 + i, DRIVERS[i % 3 if i < 9 else 0]] for i in range(14)]
JOBS = [["Job", "In", "Out", "Repair", "Tot €"]] + [
    [f"J-{i}", f"2026-0{7 + i % 2}-{1 + i:02d}", f"2026-0{7 + i % 2}-{3 + i:02d}",
     "puncture" if i % 3 else "brakes", 20.0 + i] for i in range(12)]
LEDGER = [["Date", "Customer", "Trays", "Trays back", "Net £"]] + [
    [f"2026-11-{1 + i:02d}", f"Cafe {i % 4}", 10 + i, i % 3, 50.0 + i] for i in range(16)]
REPORT = [["Service", "Trips", "Income £"], ["Minibus hire", 61, 3120.0], ["Dial-a-ride", 900, 4410.5]]
LOG = [["Date", "Reader", "Copies", "Charged £"]] + [[f"Fri {1 + i:02d} May", f"RT {800 + i}", i, 0.4 * i]
                                                    for i in range(10)]


def _plan(catalog, question: str):
    return build_plan(question, SchemaReader(catalog, ["public"]))


def test_vowel_less_short_forms_name_their_words():
    assert abbreviates("chg", "charge") and abbreviates("svc", "service") and abbreviates("ctr", "centre")
    assert abbreviates("drv", "driver") and abbreviates("dlv", "delivery")
    assert not abbreviates("drv", "dove") and not abbreviates("chg", "cheap")


def test_letters_around_a_slash_shorten_a_word():
    from tally.agent.offline.record_labels import names_label

    assert "a/c" in shortened_words("A/c ref") and abbreviates("a/c", "account")
    assert not abbreviates("a/c", "amount") and "a/c" not in shortened_words("£/pupil")
    assert names_label("account", "A/c ref", True) and not names_label("amount", "A/c ref", True)


def test_a_short_header_names_the_measure_and_the_label(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"run_log": RUNS}) as catalog:
        plan = _plan(catalog, "What was the total charge for August?")
        assert plan is not None and plan.target is not None and plan.target.header == "Chg £"
        plan = _plan(catalog, "Which driver clocked up the most miles in August?")
        assert plan is not None and plan.label is not None and plan.label.header == "Drv"
        top = catalog.connection().execute(plan.sql_text).fetchone()[0]
    miles = {d: sum(r[2] for r in RUNS[1:] if r[4] == d) for d in DRIVERS}
    assert top == max(miles, key=miles.get)


def test_a_preposition_does_not_name_a_column_headed_by_it(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"repair_jobs": JOBS}) as catalog:
        plan = _plan(catalog, "Which repair did we do most often in July?")
        assert plan is not None and plan.target is None or plan.target.header not in ("In", "Out")
        rows = catalog.connection().execute(plan.sql_text).fetchall()
    july = [r[3] for r in JOBS[1:] if r[1].startswith("2026-07")]
    assert rows[0][0] == max(set(july), key=july.count)


def test_of_two_headers_named_as_well_the_one_naming_more_words_wins(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"dispatch_ledger": LEDGER}) as catalog:
        plan = _plan(catalog, "How many trays did customers send back in November in total?")
        assert plan is not None and plan.target.header == "Trays back"


def test_money_going_out_names_no_column_of_money_coming_in(tmp_path):
    assert opposite_sides("spend", ["incom"]) and opposite_sides("revenu", ["cost"])
    assert not opposite_sides("spend", ["cost"])
    with workbook_catalog(tmp_path, tmp_path / "store", {"service report 2026": REPORT}) as catalog:
        plan = _plan(catalog, "How much did we spend on the services in the report?")
    assert plan is None or plan.target is None or plan.target.header != "Income £"


def test_a_register_titled_for_one_month_answers_no_other_month(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"search room log May 2026": LOG}) as catalog:
        question = "How much did the search room charge for copies in April?"
        plan = _plan(catalog, question)
        problem = plan is None or period_problem(question, plan, catalog.connection())
        assert problem is True or "April" in problem and "May" in problem, problem
        question = "How much did the search room charge for copies in May?"
        plan = _plan(catalog, question)
        assert plan is not None and period_problem(question, plan, catalog.connection()) is None


def test_a_title_verb_may_names_no_month():
    from tally.agent.offline.period_check import _title_months

    assert _title_months("Search room log May 2026") == {5} and _title_months("What staff may claim") == set()
    assert _title_months("Hire log, July to September 2026") == {7, 8, 9}
