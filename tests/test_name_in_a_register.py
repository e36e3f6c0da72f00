"""A name that keys one row of one table (a tenants list) and stands in a cell of another table the question's
words link to (a unit register), asked with no counting or totalling word: the register's row is the record
to read, reached through the tenant's key, not a passage of prose and not an aggregate. A complex
preposition ("according to") names no field, however a short label ("A/c") is spelled.

The files and questions are written for this test (none is a golden question)."""

import csv
from pathlib import Path

import pytest
from openpyxl import Workbook

from tally.ingest.pipeline import ingest_paths
from tally.ingest.settings import Settings
from tests.offline_support import offline_asker

TENANTS = [("TN-101", "Bramble Print", "Ada Quinn", "AC-5510"), ("TN-102", "Corran Cycles", "Ben Ruane", "AC-5511"),
           ("TN-103", "Lanyard Coffee", "Cai Moss", "AC-5512"), ("TN-104", "Pellet Labs", "Dee Hart", "AC-5513")]
REGISTER = [("U1", "Bramble Print", "AC-5510", 84, "2025-03-14"), ("U2", "Corran Cycles", "AC-5511", 120, "2024-11-02"),
            ("U3", "Lanyard Coffee", "AC-5512", 46, "2025-07-21"), ("U4", "Pellet Labs", "AC-5513", 210, "2023-09-30")]


@pytest.fixture(scope="module")
def ask(tmp_path_factory):
    folder = tmp_path_factory.mktemp("estate")
    with (folder / "tenants.csv").open("w", newline="") as handle:
        writer = csv.writer(handle)
        writer.writerow(["Tenant ref", "Business name", "Contact", "A/c ref"])
        writer.writerows(TENANTS)
    book = Workbook()
    sheet = book.active
    sheet.title = "Unit register"
    sheet.append(["Unit", "Occupier", "A/c ref", "Floor area m2", "Moved in"])
    for row in REGISTER:
        sheet.append(list(row))
    book.save(folder / "unit_register.xlsx")
    settings = Settings(home=folder / "store")
    assert not ingest_paths([folder], settings).failed

    def run(question: str):
        with offline_asker(settings) as (asker, _stores, _deps):
            return asker(question)
    return run


@pytest.mark.parametrize("question, row, column", [
    ("When did Lanyard Coffee move in, according to the unit register?", 2, 4),
    ("Which unit is Pellet Labs in?", 3, 0),
])
def test_a_tenants_row_in_the_register_is_read(ask, question, row, column):
    answer = ask(question)
    assert answer.intent == "lookup" and answer.sql is None, answer.route_reason
    assert str(REGISTER[row][column]) in answer.answer, answer.answer
    # no other tenant's row, and the link to the register said once at most
    assert not any(str(other[column]) in answer.answer for other in REGISTER if other != REGISTER[row]), answer.answer
    assert answer.answer.count(REGISTER[row][2]) <= 1, answer.answer


def test_a_counting_question_about_the_register_stays_an_aggregate(ask):
    answer = ask("How many units are larger than 80 m2 in the unit register?")
    assert answer.sql is not None and "3" in answer.answer, answer.answer


@pytest.mark.parametrize("question", [
    "What colour is Lanyard Coffee's shopfront?",
    "What make of coffee machine has Lanyard Coffee got?",
])
def test_a_field_no_row_has_is_refused_not_guessed_by_meaning(ask, question):
    # read as a record now, a field none of the rows holds is still refused
    answer = ask(question)
    assert answer.refused, answer.answer
