"""Questions over a register that name things in their own words: "which boat" over a log headed Vessel
(the noun linked to the header by the default multilingual embedder), a docket number written with a space
("FD 5167"), and two clauses asking two fields of one row ("who had booking X, and which facility"). The
workbooks are written here and ingested with the default embedder; expected values come from the rows."""

from collections import Counter
from pathlib import Path

import pytest

from tally.ingest.pipeline import ingest_paths
from tally.ingest.settings import Settings
from tests.offline_support import offline_asker, write_register_pdf, write_workbook

FUEL = [["Docket", "Date", "Vessel", "Product", "Litres", "Amount £"],
        ["FD 5101", "2026-05-01", "Golden Kestrel", "Diesel", 28.3, 45.85],
        ["FD 5102", "2026-05-01", "Northern Minstrel", "Petrol", 21.9, 39.20],
        ["FD 5103", "2026-05-03", "Salt Fulmar", "Diesel", 164.5, 266.49],
        ["FD 5104", "2026-05-04", "Golden Kestrel", "Diesel", 120.0, 194.40],
        ["FD 5105", "2026-05-06", "Salt Fulmar", "Diesel", 98.2, 159.08],
        ["FD 5106", "2026-05-07", "Quiet Petrel", "Petrol", 16.6, 29.71]]
MOORINGS = [["Booking Ref", "Berth", "Boat", "Nts"],
            ["VB-1001", "P-07", "Kittiwake", 3], ["VB-1002", "P-07", "Osprey", 2], ["VB-1003", "Q-02", "Tern", 4]]
BERTHS = [["Berth", "Pontoon", "Max LOA m"], ["P-07", "North", 12], ["Q-02", "South", 9]]
JOBS = [["Job No.", "Job Type", "Lead Technician", "Site", "Charge (GBP)"],
        ["JB-7001", "Reactive", "Orla Penhale", "Northgate Depot", 410.5],
        ["JB-7002", "Planned", "Ravi Castell", "Quayside Offices", 220.0]]
BIKE_HIRES = [["Hire No.", "Out", "Days", "Type", "Hirer"],
              ["HX-301", "18/08", 7, "City", "M0191"], ["HX-302", "19/08", 2, "Cargo", "M0207"]]
HIRE = [["Bkg", "Date", "Facility", "Hirer", "Hrs", "Purpose"],
        ["H2313", "2026-02-07", "Main pool", "Otter Swim Club", 2, "Club training"],
        ["H2314", "2026-02-08", "Sports Hall", "Fernleigh Shuttlers", 6, "League match"],
        ["H2315", "2026-02-09", "Studio 2", "Tuesday Pilates", 1, "Weekly class"]]


@pytest.fixture(scope="module")
def ask(tmp_path_factory):
    folder = Path(tmp_path_factory.mktemp("registers"))
    write_workbook(folder / "fuel_dock_log.xlsx", FUEL)
    write_workbook(folder / "hire_register.xlsx", HIRE)
    write_workbook(folder / "mooring_bookings.xlsx", MOORINGS)
    write_workbook(folder / "berths.xlsx", BERTHS)
    write_workbook(folder / "job_log.xlsx", JOBS)
    write_register_pdf(folder / "bike_hire_log.pdf", "Bike hire log - August 2026", [], BIKE_HIRES)
    settings = Settings(home=folder / "store")
    assert not ingest_paths([folder], settings).failed
    with offline_asker(settings) as (run, _stores, _deps):
        yield run


def test_which_noun_linked_by_meaning_names_the_row_label(ask):
    litres = Counter()
    for row in FUEL[1:]:
        litres[row[2]] += row[4]
    top = litres.most_common(1)[0][0]
    answer = ask("Which boat bought the most litres of fuel during May 2026?")
    assert not answer.refused and top in answer.answer, answer.answer


def test_a_docket_number_written_with_a_space_is_looked_up(ask):
    row = next(r for r in FUEL[1:] if r[0] == "FD 5105")
    answer = ask("What amount is written on fuel docket FD 5105?")
    assert not answer.refused and f"{row[5]:.2f}" in answer.answer, answer.answer


def test_who_and_which_are_both_answered_from_the_row(ask):
    row = next(r for r in HIRE[1:] if r[0] == "H2314")
    answer = ask("Who booked H2314, and which facility did they use?")
    assert row[3] in answer.answer and row[2] in answer.answer, answer.answer



def test_what_it_was_for_in_a_second_clause_asks_the_purpose(ask):
    row = next(r for r in HIRE[1:] if r[0] == "H2315")
    answer = ask("Which facility did H2315 use, and what was it for?")
    assert row[2] in answer.answer and row[5] in answer.answer, answer.answer


def test_a_field_whose_value_is_a_key_still_answers_after_that_key_is_followed(ask):
    # "Nts" does not say "nights" in words, so the berth's key is followed for more; the booking's own
    # Berth line still answers "which berth", and the followed berth's rows answer nothing of this booking
    row = next(r for r in MOORINGS[1:] if r[0] == "VB-1003")
    answer = ask("Which berth did booking VB-1003 have, and for how many nights?")
    assert f"Berth: {row[1]}" in answer.answer and f"Nts: {row[3]}" in answer.answer, answer.answer
    assert "VB-1001" not in answer.answer, answer.answer


def test_who_did_it_is_the_name_under_the_label_its_verb_names(ask):
    # "Reactive" and "Northgate Depot" read as names too; "led" is the past of the Lead Technician's verb
    row = next(r for r in JOBS[1:] if r[0] == "JB-7001")
    answer = ask("Who led job JB-7001, and what did it cost the customer?")
    assert row[2] in answer.answer and f"{row[4]}" in answer.answer, answer.answer


def test_who_is_answered_by_the_agent_noun_of_a_word_the_question_says(ask):
    # "Hirer" is the one who hires; its value is a member number, and "City" would read as a name
    row = next(r for r in BIKE_HIRES[1:] if r[0] == "HX-301")
    answer = ask("Who took out hire HX-301, and for how many days?")
    assert row[4] in answer.answer and f"Days: {row[2]}" in answer.answer, answer.answer
