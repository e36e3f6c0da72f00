"""How people ask for a total or a row in their own words, over tables written here: a total asked with a
phrasal verb or adverbial ("come to", "add up to", "across all"); a register's dates printed with two-digit
years; a money column headed by a bare currency code ("Parts GBP"); a counted noun that, with the word
before it, is one of the column's cells ("how many return checks"); a superlative before a noun that names
no column ("the lightest thing"); a key that is both a catalogue row and a line of a quote; and a total the
planner builds routed to SQL although a name in it keys one row of another table."""

import csv
from pathlib import Path

from tally.agent.offline.schema import SchemaReader
from tally.agent.offline.sql_builder import build_plan
from tally.agent.route_evidence import decide
from tally.agent.router import Router
from tally.ingest.pipeline import ingest_paths
from tally.ingest.settings import Settings
from tally.ingest.stores import open_stores
from tally.tools.deps import build_deps
from tests.offline_support import offline_asker, workbook_catalog, write_workbook

COMPANY7 = Path(__file__).resolve().parents[1] / "data" / "company7"
DEPOTS = ("Harlow", "Kettering", "Dunmow")
CHECKS = [["Ref", "Date", "Depot", "Check", "Parts GBP"]] + [
    [f"IN-{i:03d}", f"{1 + i % 28:02d}/{9 if i < 30 else 10:02d}/25", DEPOTS[0 if i % 7 == 0 else i % 3],
     ("Return check", "Service", "PAT test")[i % 3 if i % 5 else 0], round(12.5 + 3.25 * (i % 11), 2)]
    for i in range(45)]
KIT = [["Item Code", "Description", "Day rate £", "Week rate £", "Weight kg"],
       ["GN-20", "Generator 20 kVA", 62, 186, 410], ["DC-300", "Disc cutter 300 mm", 18, 54, 11],
       ["MX-15", "Mini excavator 1.5 t", 145, 435, 1650], ["PL-45", "Plate compactor", 38, 114, 88]]


def _checks_csv(folder) -> str:
    path = folder / "checks.csv"
    with path.open("w", newline="") as handle:
        csv.writer(handle).writerows(CHECKS)
    return str(path)


def _sql(catalog, question: str):
    plan = build_plan(question, SchemaReader(catalog, ["public"]))
    assert plan is not None, question
    return plan, catalog.connection().execute(plan.sql_text).fetchall()


def _parts(depot: str, month: int | None = None) -> float:
    return round(sum(r[4] for r in CHECKS[1:] if r[2] == depot and (month is None or int(r[1][3:5]) == month)), 2)


def test_a_total_asked_with_a_phrasal_verb_or_adverbial_is_a_sum(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"depot inspections": CHECKS}) as catalog:
        for question in ("What did the parts come to for Harlow's checks?",
                         "What do the Harlow parts add up to?",
                         "What were the parts across all of Harlow's checks?"):
            plan, rows = _sql(catalog, question)
            assert round(rows[0][0], 2) == _parts("Harlow"), (question, plan.sql_text)


def test_what_were_the_figures_is_their_sum_and_come_to_names_the_one_money_column(tmp_path):
    kit_hires = [["Hire", "Depot", "Days", "Charge £"]] + [[f"H-{i}", DEPOTS[i % 3], 1 + i % 5, 40.0 + 15 * (i % 7)]
                                                          for i in range(21)]
    with workbook_catalog(tmp_path, tmp_path / "store", {"kit hires": kit_hires}) as catalog:
        plan, rows = _sql(catalog, "What were the Harlow charges?")
        assert rows[0][0] == sum(r[3] for r in kit_hires[1:] if r[1] == "Harlow"), plan.sql_text
        plan, rows = _sql(catalog, "What does a Dunmow hire come to on average?")
    dunmow = [r[3] for r in kit_hires[1:] if r[1] == "Dunmow"]
    assert abs(rows[0][0] - sum(dunmow) / len(dunmow)) < 0.01, plan.sql_text


def test_rather_than_being_a_value_negates_it_and_explains_the_words(tmp_path):
    hires = [["Hire", "Depot", "Transport"]] + [[f"H-{i}", DEPOTS[i % 3], "Collect" if i % 4 else "Delivered"]
                                                for i in range(24)]
    with workbook_catalog(tmp_path, tmp_path / "store", {"kit hires": hires}) as catalog:
        plan, rows = _sql(catalog, "How many Harlow hires were sent rather than being collected?")
    assert rows[0][0] == sum(r[1] == "Harlow" and r[2] != "Collect" for r in hires[1:]), plan.sql_text


def test_an_acronym_of_a_compound_names_its_whole_word(tmp_path):
    """'OT Hrs' is overtime hours and 'QB' a quarterback: a closed compound written as its initials."""
    sheet = [["Name", "Pos.", "Std Hrs", "OT Hrs"]] + [[f"Player {i}", ("QB", "WR", "OT")[i % 3], 150, 2.5 * (i % 4)]
                                                      for i in range(12)]
    with workbook_catalog(tmp_path, tmp_path / "store", {"squad hours": sheet}) as catalog:
        plan, rows = _sql(catalog, "How many hours of overtime did the quarterbacks work?")
    assert rows[0][0] == sum(r[3] for r in sheet[1:] if r[1] == "QB"), plan.sql_text


def test_an_indefinite_pronoun_names_nothing_to_explain(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"depot inspections": CHECKS}) as catalog:
        plan, rows = _sql(catalog, "Add up the parts for everything at Harlow.")
    assert round(rows[0][0], 2) == _parts("Harlow") and plan.confidence == 1.0, (plan.confidence, plan.sql_text)


def test_a_flag_still_to_come_is_on_its_no_values(tmp_path):
    visits = [["Visit", "Clinic", "Paid"]] + [[f"V-{i}", DEPOTS[i % 3], "yes" if i % 4 else "no"] for i in range(20)]
    with workbook_catalog(tmp_path, tmp_path / "store", {"clinic visits": visits}) as catalog:
        for question in ("How many Harlow visits are yet to be paid?", "How many Harlow visits are still waiting to be paid?"):
            plan, rows = _sql(catalog, question)
            assert rows[0][0] == sum(r[1] == "Harlow" and r[2] == "no" for r in visits[1:]), (question, plan.sql_text)


def test_the_most_common_or_most_often_is_the_label_with_the_most_rows(tmp_path):
    from collections import Counter

    depots = [["Depot", "Manager", "Vans"], ["Harlow", "Ines Marr", 6], ["Kettering", "Tom Abel", 4],
              ["Dunmow", "Ros Kyle", 3]]
    checks = Counter(r[3] for r in CHECKS[1:])
    with workbook_catalog(tmp_path, tmp_path / "store", {"depot inspections": CHECKS, "depots": depots}) as catalog:
        plan, rows = _sql(catalog, "What is the most common check?")
        assert rows[0][0] == checks.most_common(1)[0][0], plan.sql_text
        plan, rows = _sql(catalog, "Which depot is inspected most often?")
    (top, most), (_, second) = Counter(r[2] for r in CHECKS[1:]).most_common(2)
    assert most > second and rows[0][0] == top and "inspections" in plan.table.name, plan.sql_text


def test_a_counted_noun_heading_a_compound_header_adds_it_up(tmp_path):
    register = [["Group", "Tutor", "Teaching hours"]] + [[f"G-{i}", ("Ana Ruiz", "Bo Lind")[i % 2], 6.0 + i % 3]
                                                         for i in range(10)]
    with workbook_catalog(tmp_path, tmp_path / "store", {"class register": register}) as catalog:
        plan, rows = _sql(catalog, "How many hours did Bo Lind teach?")
    assert rows[0][0] == sum(r[2] for r in register[1:] if r[1] == "Bo Lind"), plan.sql_text


def test_without_negates_a_flag_even_past_a_word_of_its_phrase(tmp_path):
    hires = [["Hire", "Depot", "Waiver"]] + [[f"H-{i}", DEPOTS[i % 3], "Y" if i % 4 else "N"] for i in range(24)]
    with workbook_catalog(tmp_path, tmp_path / "store", {"kit hires": hires}) as catalog:
        for question in ("How many Dunmow hires went out without a waiver?",
                         "How many Dunmow hires were taken without the damage waiver?"):
            plan, rows = _sql(catalog, question)
            assert rows[0][0] == sum(r[1] == "Dunmow" and r[2] == "N" for r in hires[1:]), (question, plan.sql_text)


def test_two_digit_years_are_dates_and_a_bare_currency_code_does_not_name_the_column(tmp_path):
    settings = Settings(home=tmp_path / "store", embedder="hashing")
    assert ingest_paths([_checks_csv(tmp_path)], settings).ok
    with open_stores(settings, read_only=True) as stores:
        table = next(t for t in SchemaReader(stores.catalog, ["public"]).tables())
        assert next(c for c in table.columns if c.header == "Date").temporal
        plan, rows = _sql(stores.catalog, "How much money went on parts for Kettering checks in October 2025?")
    assert round(rows[0][0], 2) == _parts("Kettering", 10), plan.sql_text


def test_a_counted_noun_that_completes_a_cell_counts_those_rows(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"depot inspections": CHECKS}) as catalog:
        plan, rows = _sql(catalog, "How many return checks did Dunmow do?")
        assert rows[0][0] == sum(r[3] == "Return check" and r[2] == "Dunmow" for r in CHECKS[1:]), plan.sql_text
        plan, rows = _sql(catalog, "How many different checks are there?")
    assert rows[0][0] == 3, plan.sql_text


def test_a_superlative_before_a_noun_naming_no_column_asks_which_row(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"hire kit": KIT}) as catalog:
        plan, rows = _sql(catalog, "What's the lightest thing we have?")
        assert rows[0][0] == min(KIT[1:], key=lambda r: r[4])[0], plan.sql_text
        plan, rows = _sql(catalog, "What is the heaviest weight in the list?")
    assert rows[0][0] == max(r[4] for r in KIT[1:]), plan.sql_text


def test_a_key_that_is_a_catalogue_row_answers_the_field_only_the_row_names(tmp_path):
    """GN-20 is a row of data/company7's hire catalogue (with a day rate) and a line of its quote QT-2291 (a
    week rate only): asked its day rate, the catalogue row answers, not the quote's nearest field."""
    paths = [str(COMPANY7 / "catalogue" / "hire_catalogue_2025.csv"), str(COMPANY7 / "quotes" / "QT-2291.pdf")]
    settings = Settings(home=tmp_path / "store", embedder="hashing")
    assert ingest_paths(paths, settings).ok
    with open(paths[0], encoding="utf-8-sig") as handle:
        row = next(r for r in csv.DictReader(handle, delimiter=";") if r["Item Code"] == "GN-20")
    with offline_asker(settings) as (ask, _, _):
        answer = ask("What's the day rate for a GN-20?")
    assert "Day rate" in answer.answer and f"{float(row['Day rate £']):g}" in answer.answer, answer.answer


def test_a_total_the_planner_builds_goes_to_sql_though_a_name_keys_a_summary_row(tmp_path):
    summary = [["Depot", "Manager", "Vans"], ["Harlow", "Ines Marr", 6], ["Kettering", "Tom Abel", 4],
               ["Dunmow", "Ros Kyle", 3]]
    paths = [_checks_csv(tmp_path), write_workbook(tmp_path / "depots.xlsx", summary)]
    settings = Settings(home=tmp_path / "store", embedder="hashing")
    assert ingest_paths(paths, settings).ok
    question = "What did the Kettering parts in September 2025 come to?"
    with open_stores(settings, read_only=True) as stores:
        route = decide(Router(stores.embedder, settings).route(question), question, build_deps(stores, ["public"]))
    assert route.intent == "aggregate", route.reason
