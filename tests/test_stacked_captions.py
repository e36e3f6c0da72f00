"""Code tables stacked on one sheet, each under a caption line of its own ("Drivers", then its header): each
is a table of its own, named by its caption, and a note closing the table above it is no row of that table.
Read as one table, a driver's initials sat in the first table's code column, the relation went from the
log's driver column to the wrong list, and a question naming a service by its meaning filtered drivers.
Workbooks are written here with openpyxl; expected values come from the rows written."""

from datetime import date

from openpyxl import Workbook

from tally.agent.offline.schema import SchemaReader
from tally.agent.offline.sql_builder import build_plan
from tally.ingest.catalog import Catalog
from tally.ingest.convert import convert
from tally.ingest.pipeline import ingest_paths
from tally.ingest.relations import relations_of
from tally.ingest.settings import Settings

SERVICES = {"ECO": "Economy van, next working day", "SPD": "Speed run, within two hours",
            "FRZ": "Frozen goods in a chilled van"}
DRIVERS = {"TO": "Tomasz Olek", "GW": "Greta Wynn", "PD": "Priya Das"}
STATES = {"Done": "dropped and signed for", "Missed": "nobody in; brought back"}
CODES = [["Service codes"], ["Code", "Service", "Base fee", "Per mile"],
         *([code, meaning, 5 + k, 0.5] for k, (code, meaning) in enumerate(SERVICES.items())),
         ["Note: every run is billed at its base fee plus the per-mile rate; a missed drop at its base fee only"],
         [], ["Drivers"], ["Initials", "Driver", "Driving with us since"],
         *([initials, name, 2020 + k] for k, (initials, name) in enumerate(DRIVERS.items())),
         [], ["States"], ["State", "What it means"], *([state, meaning] for state, meaning in STATES.items())]
ROWS = [[f"RN-{300 + n}", date(2026, 5, 1 + n), list(DRIVERS)[n % 3], list(SERVICES)[n % 3 if n < 9 else 1],
         ("Done", "Missed")[n % 4 == 3], 3.0 + n] for n in range(12)]


def _workbook(path) -> None:
    book = Workbook()
    log = book.active
    log.title = "Runs"
    for row in [["Run log, May 2026"], ["Run", "Date", "Drv", "Svc", "State", "Miles"], *ROWS]:
        log.append(row)
    codes = book.create_sheet("Codes")
    for row in CODES:
        codes.append(row)
    book.save(path)


def test_each_captioned_table_under_the_first_is_a_table_named_by_its_caption(tmp_path):
    _workbook(tmp_path / "run_log.xlsx")
    doc = convert(tmp_path / "run_log.xlsx")
    codes = [t for t in doc.tables if t.sheet == "Codes"]
    assert [t.headers for t in codes] == [["Code", "Service", "Base fee", "Per mile"],
                                          ["Initials", "Driver", "Driving with us since"],
                                          ["State", "What it means"]]
    assert [t.caption for t in codes[1:]] == ["Drivers", "States"]
    assert [row[0] for row in codes[0].rows] == list(SERVICES)  # the note line closing it is no service
    assert {row[0]: row[1] for row in codes[1].rows} == DRIVERS


def test_a_service_named_by_its_meaning_filters_the_log_through_the_service_list(tmp_path):
    _workbook(tmp_path / "run_log.xlsx")
    settings = Settings(home=tmp_path / "store", embedder="hashing")
    assert not ingest_paths([tmp_path / "run_log.xlsx"], settings).failed
    with Catalog.open(settings.catalog_path) as catalog:
        tables = {t.caption: t.name for t in catalog.tables(["public"])}
        relations = {(r.table, r.column, r.other_table) for r in relations_of(catalog.connection())}
        assert ("run_log_runs", "drv", tables["Drivers"]) in relations
        plan = build_plan("How many speed runs were there in May?", SchemaReader(catalog, ["public"]))
        assert plan is not None and '"svc"' in plan.sql_text and '"drv"' not in plan.sql_text
        count = catalog.connection().execute(plan.sql_text).fetchone()[0]
    assert count == sum(1 for row in ROWS if row[3] == "SPD")
