"""`tally tables` and `tally sql`: the SQL tools for analysts, with the same validation the agent gets."""

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import typer
from rich.console import Console
from rich.table import Table
from rich.text import Text

from tally.agent.server_client import running_server
from tally.ingest.catalog import Catalog
from tally.ingest.errors import TallyError
from tally.ingest.settings import Settings
from tally.tools.deps import Deps
from tally.tools.sql import SqlResult, TableList, TableSummary, list_tables, run_sql

out = Console()


def _groups(value: str | None, settings: Settings) -> list[str]:
    if value is None:
        return list(settings.default_groups)
    names = [g.strip() for g in value.split(",") if g.strip()]
    if not names:
        raise typer.BadParameter("--groups needs at least one group name, e.g. --groups finance,hr")
    return names


def _fail(exc: TallyError) -> None:
    # One line on stderr, nothing else: scripts check the exit code and grep the message.
    typer.echo(f"error: {' '.join(str(exc).split())}", err=True)
    raise typer.Exit(1)


def _where(table: TableSummary) -> str:
    place = Path(table.source).name
    if table.sheet:
        place += f" › {table.sheet}"
    if table.pages:
        first, last = table.pages
        place += f" p.{first}" if first == last else f" pp.{first}-{last}"
    return place


def render_tables(listing: TableList, console: Console) -> None:
    if not listing.tables:
        console.print("No tables visible to you yet: ingest spreadsheets or PDFs with tables first.")
        return
    view = Table("table", "source", "rows", "columns", title="Data tables (query them with `tally sql`)")
    for t in listing.tables:
        view.add_row(Text(t.name), Text(_where(t)), str(t.row_count), Text(", ".join(t.columns)))
    console.print(view)


def render_result(result: SqlResult, console: Console) -> None:
    # Text, not str: cell values are data and must never be read as Rich markup.
    view = Table()
    for column in result.columns:
        view.add_column(Text(column))
    for row in result.rows:
        view.add_row(*(Text("" if v is None else str(v)) for v in row))
    console.print(view)
    more = " (truncated: more rows matched; aggregate or raise TALLY_SQL_ROW_LIMIT)" if result.truncated else ""
    console.print(f"{result.row_count} row{'' if result.row_count == 1 else 's'}{more}", highlight=False)
    if result.sources:
        sources = "; ".join(f"{s.table} ← {Path(s.source).name}" + (f" › {s.sheet}" if s.sheet else "")
                            for s in result.sources)
        console.print(f"sources: {sources}", highlight=False, markup=False)


@contextmanager
def catalog_deps(settings: Settings, groups: list[str]) -> Iterator[Deps]:
    """Deps holding the catalog only: the SQL tools need no vector index or embedder, so `tally sql`
    and `tally tables` work while another process holds the index."""
    with Catalog.open(settings.catalog_path, read_only=True) as catalog:
        yield Deps(settings=settings, catalog=catalog, index=None, embedder=None, sparse=None,  # type: ignore[arg-type]
                   reranker=None, groups=tuple(groups))  # type: ignore[arg-type]


def tables(
    groups: str | None = typer.Option(None, "--groups", help="Your access groups, e.g. finance,hr."),
    as_json: bool = typer.Option(False, "--json", help="Print the list as JSON."),
) -> None:
    """List the data tables you can query: name, source document, rows, columns."""
    settings = Settings()
    try:
        server = running_server(settings)
        if server is not None:
            listing = TableList.model_validate(server.tables(_groups(groups, settings)))
        else:
            with catalog_deps(settings, _groups(groups, settings)) as deps:
                listing = list_tables(deps)
    except TallyError as exc:
        _fail(exc)
    if as_json:
        sys.stdout.write(listing.model_dump_json(indent=2) + "\n")
    else:
        render_tables(listing, out)


def sql(
    query: str = typer.Argument(..., help='One SELECT, e.g. "SELECT count(*) FROM orders_orders".'),
    groups: str | None = typer.Option(None, "--groups", help="Your access groups, e.g. finance,hr."),
    as_json: bool = typer.Option(False, "--json", help="Print the result (sql, columns, rows, sources) as JSON."),
) -> None:
    """Run one read-only SELECT over the ingested tables (same checks as the agent's run_sql tool)."""
    settings = Settings()
    try:
        server = running_server(settings)
        if server is not None:
            result = SqlResult.model_validate(server.sql(query, _groups(groups, settings)))
        else:
            with catalog_deps(settings, _groups(groups, settings)) as deps:
                result = run_sql(deps, query)
    except TallyError as exc:
        _fail(exc)
    if as_json:
        sys.stdout.write(result.model_dump_json(indent=2) + "\n")
    else:
        render_result(result, out)


def register(app: typer.Typer) -> None:
    app.command("tables")(tables)
    app.command("sql")(sql)
