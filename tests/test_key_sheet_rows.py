"""A log that writes codes, with a Key sheet saying what each code means and what a blank status means.

A value named by its meaning ("kayaks") sits on the Key sheet only, one row per code; the events asked about
are the log's rows that use its code. Counting or averaging the Key sheet's one row for "kayaks" (its hourly
price) answers nothing that was asked. The Key sheet's notes also say what the log's blank cells mean, after
clauses on the column's other values. Workbook written here; expected values come from the rows written.
"""

from contextlib import contextmanager
from datetime import date, timedelta
from pathlib import Path

import pytest
from openpyxl import Workbook

from tally.agent.offline.schema import SchemaReader
from tally.agent.offline.sql_builder import build_plan
from tally.ingest.catalog import Catalog
from tally.ingest.convert.legends import blank_meanings
from tally.ingest.pipeline import ingest_paths
from tally.ingest.settings import Settings

KINDS = {"RB": ("Rowing boat", 18), "KY": ("Kayak", 12), "MB": ("Motor boat", 40), "PD": ("Pedalo", 15)}
HIRES = [[f"H-{700 + n}", date(2026, 7, 1) + timedelta(days=n // 3), list(KINDS)[n * 7 % 4], 1 + n % 3,
          round(KINDS[list(KINDS)[n * 7 % 4]][1] * (1 + n % 3) * (0.9 if n % 5 == 0 else 1.0), 2),
          None if n % 6 == 0 else ("Back", "Late")[n % 4 == 1]] for n in range(36)]
STATUS_NOTE = "Status: Back = returned within the hour booked; Late = returned after it; blank = boat still out."


def _workbook(path) -> None:
    book = Workbook()
    log = book.active
    log.title = "Hires"
    log.append(["Boat hire log - July 2026"])
    log.append(["Hire", "Date", "Boat", "Hrs", "Paid £", "Status"])
    for row in HIRES:
        log.append(row)
    key = book.create_sheet("Key")
    key.append(["Boat", "Meaning", "Hourly £"])
    for code, (meaning, hourly) in KINDS.items():
        key.append([code, meaning, hourly])
    key.append([])
    key.append([STATUS_NOTE])
    for week in range(1, 10):  # more tables than the planner maps per question: the index picks its candidates
        rota = book.create_sheet(f"Rota wk{week}")
        rota.append(["Day", "Attendant", "Shift"])
        for day in ("Mon", "Tue", "Wed", "Thu", "Fri"):
            rota.append([day, ("Ana", "Ben", "Cy")[(week + len(day)) % 3], "09-17"])
    book.save(path)


@contextmanager
def planned(workbook: Path):
    """The planner's figure and SQL for a question over a store holding only `workbook`."""
    settings = Settings(home=workbook.parent / "store", embedder="hashing")
    assert not ingest_paths([workbook], settings).failed
    with Catalog.open(settings.catalog_path) as catalog:
        def run(question):
            plan = build_plan(question, SchemaReader(catalog, ["public"]))
            assert plan is not None, question
            return catalog.connection().execute(plan.sql_text).fetchone()[0], plan.sql_text
        yield run


@pytest.fixture(scope="module")
def answer(tmp_path_factory):
    workbook = tmp_path_factory.mktemp("boats") / "boat_hire_log_2026-07.xlsx"
    _workbook(workbook)
    with planned(workbook) as run:
        yield run


def test_a_blank_is_read_after_clauses_on_the_columns_other_values():
    assert blank_meanings(["Status"], [STATUS_NOTE]) == {"Status": "boat still out"}
    assert blank_meanings(["Status"], ["Status: Back = returned. Late = after the hour; blank = out."]) == {}


def test_a_value_of_the_key_sheet_asks_about_the_log_rows_using_its_code(answer):
    kayaks = [r for r in HIRES if r[2] == "KY"]
    average, sql = answer("What did a kayak bring in on average?")
    assert average == pytest.approx(round(sum(r[4] for r in kayaks) / len(kayaks), 2)), sql
    counted, sql = answer("How many hires were for kayaks?")
    assert counted == len(kayaks), sql


def test_the_key_sheets_note_says_what_the_logs_blank_status_means(answer):
    out, sql = answer("How many boats are still out?")
    assert out == sum(1 for r in HIRES if r[5] is None), sql


def test_a_state_told_as_a_clause_is_what_was_not_done(tmp_path):
    # "<who> has not <done> yet": the blank rows are the ones not done, asked with "nobody" or "not ... yet"
    book = Workbook()
    log = book.active
    log.title = "Jobs"
    log.append(["Job", "Fee £", "Checked"])
    rows = [[f"R-{n}", 20 + n, None if n % 3 == 0 else "Yes"] for n in range(18)]
    for row in rows:
        log.append(row)
    log.append([])
    log.append(["Checked: Yes = passed inspection; blank = the inspector has not signed the job off yet."])
    book.save(tmp_path / "jobs.xlsx")
    with planned(tmp_path / "jobs.xlsx") as run:
        unsigned = [r for r in rows if r[2] is None]
        count, sql = run("How many jobs have not been signed off yet?")
        assert count == len(unsigned), sql
        fees, sql = run("What is the total fee on the jobs nobody has signed off?")
        assert fees == sum(r[1] for r in unsigned), sql
