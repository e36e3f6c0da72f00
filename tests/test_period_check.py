"""An aggregate question naming a period the table does not cover is refused, not answered with the
unfiltered total or a bare 0 (issue 8, refusals)."""

import csv

import pytest

from tally.agent.loop import run_question
from tally.agent.offline.engine import OfflineEngine
from tally.agent.router import Router
from tally.agent.tools_catalog import build_registry
from tally.ingest.pipeline import ingest_paths
from tally.ingest.settings import Settings
from tally.ingest.stores import open_stores
from tally.tools.deps import build_deps


def _ask(settings: Settings, question: str):
    with open_stores(settings, read_only=True) as stores:
        deps = build_deps(stores, ["public"])
        engine = OfflineEngine(settings, catalog=stores.catalog)
        return run_question(question, deps, engine, settings=settings, router=Router(stores.embedder, settings),
                            registry=build_registry())


def _write(path, rows):
    with path.open("w", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)


@pytest.fixture(scope="module")
def repairs(tmp_path_factory) -> tuple[Settings, list[dict]]:
    """A dated repair log covering February and March 2026, and a stock sheet with no date column."""
    folder = tmp_path_factory.mktemp("repairs_src")
    rows = [{"Ticket": f"RT-{month}{day:02d}", "Opened On": f"2026-{month}-{day:02d}",
             "Technician": ("Ola Brandt", "Yusuf Demir")[day % 2], "Hours": day % 4 + 1}
            for month in ("02", "03") for day in range(1, 28)]
    _write(folder / "repair_log.csv", rows)
    _write(folder / "spare_parts.csv", [{"Part": f"Valve {n}", "Bin": f"B{n % 3}", "Units In Stock": n * 3}
                                        for n in range(1, 13)])
    settings = Settings(home=tmp_path_factory.mktemp("repairs"), embedder="use")
    assert ingest_paths([folder], settings).ok
    return settings, rows


@pytest.mark.parametrize(("question", "period"), [("How many repair tickets were opened in July 2026?", "July 2026"),
                                                ("What is the total of hours in Q4 2025?", "Q4 2025"),
                                                ("How many repair tickets were opened in 2025?", "2025")])
def test_a_period_outside_the_tables_dates_is_refused(repairs, question, period):
    settings, _ = repairs
    answer = _ask(settings, question)
    assert answer.refused, answer.answer
    assert f"mentions {period}" in answer.answer, answer.answer


def test_a_period_inside_the_tables_dates_is_still_answered(repairs):
    settings, rows = repairs
    answer = _ask(settings, "How many repair tickets were opened in February 2026?")
    want = sum(1 for r in rows if r["Opened On"].startswith("2026-02"))
    assert not answer.refused and f"{want}" in answer.answer, answer.answer


def test_a_named_period_the_plan_cannot_filter_on_is_refused(repairs):
    settings, _ = repairs
    answer = _ask(settings, "How many units of spare parts were in stock in March 2026?")
    assert answer.refused, answer.answer


def test_a_month_without_a_year_the_table_has_no_rows_for_is_a_period_problem(repairs):
    """Even when some document mentions the month (so the question reaches the query), a plan filtering on
    a month no row falls in is refused with the table's date range; a month it holds is not."""
    from tally.agent.offline.period_check import period_problem
    from tally.agent.offline.schema import SchemaReader
    from tally.agent.offline.sql_builder import build_plan

    settings, _ = repairs
    with open_stores(settings, read_only=True) as stores:
        reader = SchemaReader(stores.catalog, ["public"])
        july = build_plan("How many repair tickets were opened in July?", reader)
        february = build_plan("How many repair tickets were opened in February?", reader)
        connection = stores.catalog.connection()
        problem = period_problem("How many repair tickets were opened in July?", july, connection)
        assert problem is not None and "no rows for July" in problem and "2026-02-01" in problem, problem
        assert period_problem("How many repair tickets were opened in February?", february, connection) is None


def test_one_month_of_a_table_that_gives_a_quarter_as_a_whole_is_refused(tmp_path):
    """A report titled for July-September holds the quarter's figures, no month's: a question for July
    alone (a month its title names) is not answered with them; the quarter itself still is."""
    from tally.agent.offline.period_check import period_problem
    from tally.agent.offline.schema import SchemaReader
    from tally.agent.offline.sql_builder import build_plan
    from tests.offline_support import workbook_catalog

    rows = [["Service", "Trips", "Income £"], ["Minibus hire", 61, 3120.0], ["Night bus", 120, 840.0],
            ["Car scheme", 230, 0.0], ["Dial-a-ride", 900, 4410.5]]
    with workbook_catalog(tmp_path, tmp_path / "store", {"service report July-September 2026": rows}) as catalog:
        reader = SchemaReader(catalog, ["public"])
        month = "How much income did the minibus hire make in July?"
        problem = period_problem(month, build_plan(month, reader), catalog.connection())
        assert problem is not None and "July-September" in problem and "for July alone" in problem, problem
        whole = "How much income did the minibus hire make over July to September?"
        assert period_problem(whole, build_plan(whole, reader), catalog.connection()) is None


def test_a_quarters_first_to_last_month_over_a_report_titled_for_the_quarter_is_answered(tmp_path):
    """'July to September' over a report titled "Q3 2026": the months are the title's quarter, so the plan
    needs no date column and the answer's evidence (which names Q3, not the months) still mentions them."""
    from tally.agent.offline.schema import SchemaReader
    from tally.agent.offline.sql_builder import build_plan
    from tally.agent.verify import missing_specifics
    from tests.offline_support import workbook_catalog

    rows = [["Bar report Q3 2026"], [], ["Line", "Pints", "Takings £"], ["Bitter", 2100, 8400.0],
            ["Porter", 900, 3800.0]]
    with workbook_catalog(tmp_path, tmp_path / "store", {"bar": rows}) as catalog:
        plan = build_plan("How much did the bar take in takings in July to September?", SchemaReader(catalog, ["public"]))
        assert plan is not None and catalog.connection().execute(plan.sql_text).fetchone()[0] == 12200.0
    assert missing_specifics("What were takings in July to September?", "Bar report Q3 2026: 12200") == []
    assert missing_specifics("What were takings in September?", "Bar report Q3 2026: 12200") == ["September"]
