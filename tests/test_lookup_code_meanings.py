"""A looked-up row's codes are read through the code lists its columns refer to: "Tech: RM" answers who did
the job as "RM (Rhona Mayhew)", and the list's header for its meanings says what the coded column holds
("Task" codes are kinds of Service), so a question naming that word finds the column. A larger table the
rows refer to (a customers list) is a record of its own, not a list of meanings. A superlative over the jobs of
one coded kind is taken over the jobs, not over the code list's one row.

The workbook and questions are written for this test (none is a golden question)."""

import pytest
from openpyxl import Workbook

from tally.ingest.pipeline import ingest_paths
from tally.ingest.settings import Settings
from tally.ingest.stores import open_stores
from tally.tools.deps import build_deps
from tally.tools.lookup import lookup_key
from tests.offline_support import offline_asker

TECHS = [("RM", "Rhona Mayhew"), ("DT", "Dev Tandon"), ("GL", "Gus Lefevre")]
TASKS = [("BLR", "Boiler service", 85), ("FLU", "Flue inspection", 40), ("RAD", "Radiator flush", 120)]
CUSTOMERS = [(f"CU-{k:03d}", f"Customer {k}", f"{k} Mill Lane", "Standard" if k % 2 else "Priority", 10 + k)
             for k in range(1, 9)]
JOBS = [("JB-3301", "2026-04-02", "CU-001", "RM", "BLR", 92), ("JB-3302", "2026-04-03", "CU-002", "DT", "RAD", 131),
        ("JB-3303", "2026-04-07", "CU-003", "GL", "FLU", 44), ("JB-3304", "2026-04-09", "CU-004", "RM", "RAD", 126),
        ("JB-3305", "2026-04-11", "CU-005", "DT", "BLR", 97), ("JB-3306", "2026-04-14", "CU-006", "GL", "BLR", 88)]


@pytest.fixture(scope="module")
def settings(tmp_path_factory) -> Settings:
    folder = tmp_path_factory.mktemp("heating")
    book = Workbook()
    sheets = [("Jobs", ["Job ref", "Done", "Cust", "Tech", "Task", "Charge £"], JOBS),
              ("Technicians", ["Tech", "Technician"], TECHS), ("Tasks", ["Task", "Service", "Standard charge £"], TASKS),
              ("Customers", ["Cust", "Customer", "Address", "Plan", "Visits"], CUSTOMERS)]
    for k, (title, header, rows) in enumerate(sheets):
        sheet = book.active if k == 0 else book.create_sheet()
        sheet.title = title
        sheet.append(header)
        for row in rows:
            sheet.append(list(row))
    book.save(folder / "heating_jobs.xlsx")
    settings = Settings(home=folder / "store")
    assert not ingest_paths([folder], settings).failed
    return settings


def test_a_rows_codes_carry_their_meanings_and_the_lists_name_for_them(settings):
    with open_stores(settings, read_only=True) as stores:
        row = next(r for r in lookup_key(build_deps(stores, ["public"]), "JB-3302").rows if r.table_name)
    lines = row.text.splitlines()
    assert "Tech: DT (Dev Tandon)" in lines and "Task: RAD (Radiator flush)" in lines
    assert row.glosses["Task"] == "Service" and "Cust: CU-002" in lines  # customers are records, no codes


@pytest.mark.parametrize("question, wanted, unwanted", [
    ("Who carried out job JB-3304?", "Rhona Mayhew", "Dev Tandon"),
    ("What service was JB-3303?", "Flue inspection", "Boiler service"),
])
def test_a_lookup_answers_with_what_the_code_stands_for(settings, question, wanted, unwanted):
    with offline_asker(settings) as (ask, _stores, _deps):
        answer = ask(question)
    assert wanted in answer.answer and unwanted not in answer.answer, answer.answer


@pytest.mark.parametrize("question, wanted", [
    ("What was the most we charged for a boiler service?", 97),
    ("What's the lowest we charged for a radiator flush?", 126),
])
def test_a_superlative_over_one_coded_kind_reads_the_jobs(settings, question, wanted):
    with offline_asker(settings) as (ask, _stores, _deps):
        answer = ask(question)
    assert answer.sql is not None and "jobs" in answer.sql.lower() and str(wanted) in answer.answer, answer.answer


@pytest.mark.parametrize("question", ["What make of boiler has JB-3301 got?", "What colour was the van on JB-3305?"])
def test_a_field_the_record_lacks_is_not_guessed_from_short_labels(settings, question):
    # "make", "got" sit near any short label ("Tech", "Done") in the embedder's space: they name no field
    with offline_asker(settings) as (ask, _stores, _deps):
        answer = ask(question)
    assert answer.refused, answer.answer
