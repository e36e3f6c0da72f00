"""SQL over the ingested tables: list them, describe one, run one read-only SELECT.

Every function sees only the tables of the caller's access groups (deps.groups): a table outside them
is reported as unknown, exactly like one that does not exist. Docstrings are what the model reads.
"""

from typing import Any

from pydantic import BaseModel

from tally.ingest.errors import ToolInputError
from tally.ingest.records import TableRecord
from tally.ingest.relations import Relation, relations_of
from tally.ingest.tables import ROW_COLUMN
from tally.tools.deps import Deps
from tally.tools.registry import ToolResult
from tally.tools.sql_exec import run_query
from tally.tools.sql_guard import check_sql
from tally.tools.table_records import table_records


class TableSummary(BaseModel):
    name: str
    title: str  # title of the source document
    source: str  # path of the source document
    sheet: str | None = None
    pages: tuple[int, int] | None = None
    row_count: int
    columns: list[str]


class TableList(ToolResult):
    tables: list[TableSummary]

    def trace_summary(self) -> str:
        return f"{len(self.tables)} tables"

    def trace_ids(self) -> list[str]:
        return [t.name for t in self.tables]


class ColumnInfo(BaseModel):
    name: str  # the SQL name to use in queries
    header: str  # the header as written in the source file
    type: str
    samples: list[str]
    gloss: str | None = None  # what the sheet's note line says the column holds ("casks sent back")
    blank: str | None = None  # what the note line says a blank cell means ("job still open")


class TableDescription(ToolResult):
    name: str
    doc_id: str
    title: str
    source: str
    sheet: str | None = None
    caption: str | None = None  # the title line the sheet prints over the table's header
    pages: tuple[int, int] | None = None
    row_count: int
    key_columns: list[str]
    columns: list[ColumnInfo]
    row_column: str = ROW_COLUMN  # extra column: the row's number in the source sheet or PDF table
    # columns whose values are rows of another table: "customer -> customers_customers.customer (...)";
    # join along them (or filter with IN (SELECT ...)) to use the other table's columns
    relations: list[str] = []

    def trace_summary(self) -> str:
        return f"{self.name}: {len(self.columns)} columns, {self.row_count} rows"

    def trace_ids(self) -> list[str]:
        return [self.doc_id]


class TableSource(BaseModel):
    table: str
    doc_id: str
    title: str
    source: str
    sheet: str | None = None
    pages: tuple[int, int] | None = None


class SqlResult(ToolResult):
    sql: str  # the SQL that was executed (normalised)
    columns: list[str]
    rows: list[list[Any]]
    row_count: int  # rows returned here
    truncated: bool  # True when the query had more rows than the row limit
    sources: list[TableSource]  # documents the tables came from, for citations

    def trace_summary(self) -> str:
        return f"{self.row_count} rows{' (truncated)' if self.truncated else ''}"

    def trace_ids(self) -> list[str]:
        return list(dict.fromkeys(s.doc_id for s in self.sources))


def list_tables(deps: Deps) -> TableList:
    """List the data tables you can query with run_sql: one per spreadsheet sheet or PDF table.

    Each entry gives the table name to use in SQL, the source document (title, path, sheet or PDF
    pages), the number of rows and the column names. Call describe_table for headers, types and
    sample values before writing SQL.
    """
    return TableList(tables=[_summary(t) for t in table_records(deps.catalog, deps.groups).values()])


def describe_table(deps: Deps, table: str) -> TableDescription:
    """Describe one data table so you can write correct SQL against it.

    Returns the source document (title, path, sheet or PDF pages), the row count, the key columns
    (IDs and names that link rows across files), and for every column its SQL name, the original
    header as written in the file, its DuckDB type and a few sample values. `relations` lists columns
    whose values are rows of another table (e.g. an order's customer in the customers table): join
    along them to filter or group by the other table's columns. Every table also has a
    column `_row`: the row's number in the source sheet (or in the PDF table), useful for citing.

    Args:
        table: the table name exactly as returned by list_tables, e.g. "orders_orders".
    """
    record = _visible_table(deps, table)
    visible = table_records(deps.catalog, deps.groups)
    links = [r for r in relations_of(deps.catalog.connection(), record.name)
             if r.table in visible and r.other_table in visible]
    return TableDescription(
        name=record.name, doc_id=record.doc_id, title=record.title, source=record.source, sheet=record.sheet,
        caption=record.caption, pages=record.pages, row_count=record.row_count, key_columns=record.key_columns,
        columns=[ColumnInfo(name=c.name, header=c.header, type=c.type, samples=c.samples, gloss=c.gloss,
                            blank=c.blank)
                 for c in record.columns],
        relations=[_relation_text(r, record.name) for r in links],
    )


def run_sql(deps: Deps, sql: str) -> SqlResult:
    """Run one read-only DuckDB SELECT over the data tables and return its rows.

    Allowed: a single SELECT (WITH/CTEs, joins, subqueries, GROUP BY, HAVING, window functions,
    UNION/INTERSECT/EXCEPT, CASE, date functions such as strftime, date_trunc, year, and ILIKE).
    Not allowed: any statement that changes data or settings, more than one statement, reading files
    or URLs, table functions, and tables or columns not listed by list_tables/describe_table.
    Use the SQL column names from describe_table (not the original headers). At most the configured
    row limit of rows comes back (`truncated` is true when there were more): aggregate in SQL
    (COUNT, SUM, AVG...) instead of fetching rows to count them. Long queries are stopped after the
    time limit. Errors explain what to fix (e.g. the valid columns of a table).

    Args:
        sql: one DuckDB SELECT statement, without a trailing second statement.
    """
    tables = table_records(deps.catalog, deps.groups)
    allowed = {name: [ROW_COLUMN] + [c.name for c in t.columns] for name, t in tables.items()}
    checked = check_sql(sql, allowed)
    settings = deps.settings
    output = run_query(deps.catalog.connection(), checked.sql, settings.sql_row_limit, settings.sql_timeout_s)
    return SqlResult(
        sql=checked.sql, columns=output.columns, rows=output.rows, row_count=len(output.rows),
        truncated=output.truncated, sources=[_source(tables[name]) for name in checked.tables],
    )


SQL_TOOLS = (list_tables, describe_table, run_sql)


def _visible_table(deps: Deps, name: str) -> TableRecord:
    visible = table_records(deps.catalog, deps.groups)
    record = visible.get(name.strip().lower())
    if record is None:
        known = ", ".join(visible) or "(none visible to you)"
        raise ToolInputError(f"unknown table {name!r}; tables are: {known}")
    return record


def _relation_text(relation: Relation, table: str) -> str:
    if relation.table == table:
        return relation.describe()
    return (f"{relation.other_column} <- {relation.table}.{relation.column} "
            f"(its {relation.shared} values are rows of this table)")


def _summary(t: TableRecord) -> TableSummary:
    return TableSummary(
        name=t.name, title=t.title, source=t.source, sheet=t.sheet, pages=t.pages, row_count=t.row_count,
        columns=[c.name for c in t.columns],
    )


def _source(t: TableRecord) -> TableSource:
    return TableSource(table=t.name, doc_id=t.doc_id, title=t.title, source=t.source, sheet=t.sheet, pages=t.pages)
