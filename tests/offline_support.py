"""Shared set-up for tests that drive the offline engine through the real loop, and for tests that write
their own small workbooks."""

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from fpdf import FPDF
from openpyxl import Workbook

from tally.agent.answer import Answer
from tally.agent.loop import run_question
from tally.agent.offline.engine import OfflineEngine
from tally.agent.offline.schema import SchemaReader
from tally.agent.offline.sql_builder import build_plan
from tally.agent.router import Router
from tally.agent.tools_catalog import build_registry
from tally.ingest.catalog import Catalog
from tally.ingest.pipeline import ingest_paths
from tally.ingest.settings import Settings
from tally.ingest.stores import Stores, open_stores
from tally.tools.deps import Deps, build_deps


@contextmanager
def offline_asker(settings, groups: tuple[str, ...] = ("public",)
                  ) -> Iterator[tuple[Callable[[str], Answer], Stores, Deps]]:
    """A question -> Answer function over a read-only store, every answer checked against the output
    contract (it survives a JSON round trip unchanged)."""
    stores = open_stores(settings, read_only=True)
    deps = build_deps(stores, list(groups))
    engine = OfflineEngine(settings, catalog=stores.catalog)
    router, registry = Router(stores.embedder, settings), build_registry()

    def ask(question: str) -> Answer:
        answer = run_question(question, deps, engine, settings=settings, router=router, registry=registry)
        assert Answer.model_validate_json(answer.model_dump_json()) == answer
        return answer

    try:
        yield ask, stores, deps
    finally:
        stores.close()


def write_workbook(path, rows) -> str:
    """One sheet holding `rows` (the first is the header), saved at `path`."""
    book = Workbook()
    for row in rows:
        book.active.append(row)
    book.save(path)
    return str(path)


def write_register_pdf(path, title: str, notes: list[str], rows: list[list]) -> None:
    """A one-page register PDF: a bold title, note lines, then a table whose first row is the header
    (empty cells for None)."""
    pdf = FPDF()
    pdf.add_page()
    pdf.set_font("Helvetica", style="B", size=14)
    pdf.cell(0, 8, title)
    pdf.ln(10)
    pdf.set_font("Helvetica", size=8)
    for note in notes:
        pdf.multi_cell(0, 5, note, new_x="LMARGIN", new_y="NEXT")
    pdf.ln(4)
    with pdf.table(col_widths=tuple(30 for _ in rows[0])) as table:
        for row in rows:
            cells = table.row()
            for cell in row:
                cells.cell("" if cell is None else str(cell))
    pdf.output(str(path))


@contextmanager
def workbook_catalog(folder, store, tables: dict[str, list[list]]) -> Iterator[Catalog]:
    """Each table written as `<name>.xlsx` in `folder`, ingested into a store at `store` (hashing
    embedder: these tests read tables, not vectors), its catalog opened."""
    paths = [write_workbook(Path(folder) / f"{name}.xlsx", rows) for name, rows in tables.items()]
    settings = Settings(home=store, embedder="hashing")
    report = ingest_paths(paths, settings)
    assert not report.failed, report.failed
    with Catalog.open(settings.catalog_path) as opened:
        yield opened


def plan_over(catalog: Catalog, question: str, stem: str, groups: list[str]):
    """The SQL builder's plan for `question` over the one table whose source file name contains `stem`,
    with no confidence floor, and the rows it returns."""
    table = next(t.name for t in catalog.tables(groups) if stem in t.source)
    plan = build_plan(question, SchemaReader(catalog, groups, only=[table]), min_confidence=0.0,
                      require_anchor=False)
    assert plan is not None, question
    return plan, catalog.connection().execute(plan.sql_text).fetchall()


def planned_value(catalog: Catalog, question: str, groups: tuple[str, ...] = ("public",)):
    """The first cell the SQL builder's plan for `question` returns (the plan must exist)."""
    plan = build_plan(question, SchemaReader(catalog, list(groups)))
    assert plan is not None, question
    return catalog.connection().execute(plan.sql_text).fetchone()[0]



def sheet_plan(folder, name: str, rows: list[list], question: str):
    """One workbook `<name>.xlsx` of `rows` ingested under `folder`; the SQL builder's plan for `question` (no
    confidence floor; it must exist) and every row it returns."""
    with workbook_catalog(folder, Path(folder) / "store", {name: rows}) as catalog:
        plan = build_plan(question, SchemaReader(catalog, ["public"]), min_confidence=0.0)
        assert plan is not None, question
        return plan, catalog.connection().execute(plan.sql_text).fetchall()
