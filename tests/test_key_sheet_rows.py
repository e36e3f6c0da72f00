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
from tally.agent.offline.sql_match import Question
from tally.agent.offline.sql_phrases import find_aggregate
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


def saved(path: Path, sheets: dict[str, list[list]]) -> Path:
    """A workbook with one sheet per entry, its rows appended in order (the header first), saved at `path`."""
    book = Workbook()
    book.remove(book.active)
    for title, rows in sheets.items():
        sheet = book.create_sheet(title)
        for row in rows:
            sheet.append(row)
    book.save(path)
    return path


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


def test_the_log_is_planned_through_the_key_even_when_the_key_itself_has_no_plan(tmp_path):
    # May conflicts with the workbook's title (the July log): the Key gets no plan of its own, and the log's rows
    # that use its code are still what is asked; the month then filters them (and the period check refuses)
    _workbook(tmp_path / "boat_hire_log_jul_2026.xlsx")
    with planned(tmp_path / "boat_hire_log_jul_2026.xlsx") as run:
        count, sql = run("How many times did a kayak go out in May?")
        assert count == 0 and "= 5" in sql, sql


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


def test_how_many_times_counts_the_log_rows_that_use_the_code_the_key_links(tmp_path):
    # "how many times" asks how often: the rows are counted and "times" names nothing. The question's value is
    # a whole cell of the Key sheet only ("Kayak"); a spares list has it as a word inside longer cells ("Kayak
    # paddle") and is linked to the question by the table index as strongly: the whole cell is the surer reading.
    parts = (("Kayak paddle", 4), ("Kayak spray deck", 2), ("Oar", 9), ("Pedal crank", 12), ("Rowlock", 6), ("Bilge pump", 1))
    workbook = saved(tmp_path / "boat_hire_log_2026-07.xlsx", {
        "Hires": [["Hire", "Date", "Boat", "Hrs", "Paid £"]] + [row[:5] for row in HIRES],
        "Key": [["Boat", "Meaning", "Hourly £"]] + [[code, meaning, hourly] for code, (meaning, hourly) in KINDS.items()],
        "Spares": [["Part", "In stock", "Unit £"]] + [[part, stock, 5 + stock] for part, stock in parts]})
    with planned(workbook) as run:
        count, sql = run("How many times was a kayak booked?")
        assert count == sum(1 for r in HIRES if r[2] == "KY"), sql


def test_how_many_times_more_is_a_ratio_not_how_often():
    often = find_aggregate(Question.parse("How many times was the kayak hired?"))
    assert often.agg == "count" and often.span == (0, 3)
    ratio = find_aggregate(Question.parse("How many times more kayaks than pedalos were hired?"))
    assert ratio.span == (0, 2)


def test_a_word_a_cell_denies_does_not_pick_that_cell(tmp_path):
    # The Key sheet says what each state means; "started, not finished yet" holds the word "finished" but says
    # the opposite: asked for the finished jobs, only the state whose meaning says so is kept
    meanings = {"Done": "work finished and signed off", "Open": "work started, not finished yet",
                "Void": "cancelled before any work; nothing charged"}
    rows = [[f"W-{n}", list(meanings)[n % 3] if n % 4 else "Done", 1 + n % 5] for n in range(24)]
    workbook = saved(tmp_path / "jobs.xlsx", {
        "Jobs": [["Job", "State", "Hours"]] + rows,
        "Key": [["State", "Meaning", "Billed"]] + [[state, meaning, "no" if state == "Void" else "yes"]
                                                  for state, meaning in meanings.items()]})
    with planned(workbook) as run:
        count, sql = run("How many finished jobs took 3 hours or more?")
        assert count == sum(1 for r in rows if r[1] == "Done" and r[2] >= 3), sql


def test_a_first_name_picks_the_initials_a_key_spells_out(tmp_path):
    # "did Padraig book": the verb after an auxiliary and its subject is no noun the name qualifies; "Dara's
    # jobs": the possessive names Dara. Both are first names of the Key's full names for the log's initials.
    staff = {"DM": "Dara Moynihan", "PO": "Padraig O'Leary", "SK": "Siobhan Kerrigan"}
    rows = [[f"W-{n}", date(2026, 10, 20) + timedelta(days=n), list(staff)[n * 5 % 3], 0.5 + n % 4] for n in range(30)]
    workbook = saved(tmp_path / "job_sheet.xlsx", {"Jobs": [["WO", "Opened", "By", "Hrs"]] + rows,
                                                  "Key": [["By", "Shipwright"]] + [list(p) for p in staff.items()]})
    with planned(workbook) as run:
        hours, sql = run("How many hours did Padraig book in November?")
        assert hours == pytest.approx(sum(r[3] for r in rows if r[2] == "PO" and r[1].month == 11)), sql
        count, sql = run("How many of Dara's jobs were opened in October?")
        assert count == sum(1 for r in rows if r[2] == "DM" and r[1].month == 10), sql


def test_a_verb_that_heads_the_logs_date_column_counts_the_rows_that_have_the_date(tmp_path):
    # "how many orders were shipped" over a log whose Shipped column is blank for orders still waiting
    rows = [[f"O-{n}", date(2026, 3, 1) + timedelta(days=n), None if n % 3 == 0 else date(2026, 3, 4) + timedelta(days=n),
             10 + n] for n in range(20)]
    with planned(saved(tmp_path / "orders.xlsx", {"Orders": [["Order", "Placed", "Shipped", "Value £"]] + rows})) as run:
        count, sql = run("How many orders were shipped?")
        assert count == sum(1 for r in rows if r[2] is not None), sql
        value, sql = run("What is the total value of the orders shipped?")
        assert value == sum(r[3] for r in rows if r[2] is not None), sql


def test_the_counted_nouns_initials_name_the_logs_key_column(tmp_path):
    # "how many work orders" over a sheet keyed "WO": the two words spell the header, so the log explains the
    # question as fully as an invoice's extract of it headed "Work order", and the whole log answers
    boats = ("Merrow", "Selkie", "Tern")
    jobs = [[f"W26-{1100 + n}", date(2026, 9, 1) + timedelta(days=n), boats[n % 3], 50 + n] for n in range(21)]
    paths = [saved(tmp_path / "job_sheet.xlsx", {"Job sheet": [["WO", "Opened", "Boat", "Net €"]] + jobs}),
             saved(tmp_path / "invoice_ab_0412.xlsx", {"Lines": [["Work order", "Work done", "Net €"]] + [
                 [row[0], "Launch", row[3]] for row in [r for r in jobs if r[2] == "Merrow"][:3]]})]
    settings = Settings(home=tmp_path / "store", embedder="hashing")
    assert not ingest_paths(paths, settings).failed
    with Catalog.open(settings.catalog_path) as catalog:
        plan = build_plan("How many work orders have we had on Merrow?", SchemaReader(catalog, ["public"]))
        assert plan is not None
        count = catalog.connection().execute(plan.sql_text).fetchone()[0]
    assert count == sum(1 for r in jobs if r[2] == "Merrow"), plan.sql_text
