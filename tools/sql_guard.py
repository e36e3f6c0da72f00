"""Accept exactly one read-only SELECT over the caller's data tables; explain every refusal.

The statement is parsed with sqlglot (DuckDB dialect) and checked as a tree, never by pattern-matching
text: one statement; a query at the root (SELECT, set operations, CTEs); no statement node anywhere
inside it; every table a visible data table in schema `main` (CTE names resolved by scope, so a CTE
cannot be used to smuggle in a hidden table); only allow-listed functions; columns qualified against
the schema. The SQL returned is regenerated from the checked tree without comments, with every table
pinned to schema `main`, so what runs is exactly what was checked.

This is the first guard; the connection itself is read-only with external access disabled and its
configuration locked (tools/sql_exec.py).
"""

import logging

import sqlglot
from pydantic import BaseModel
from sqlglot import exp
from sqlglot.errors import OptimizeError, ParseError, TokenError
from sqlglot.optimizer.qualify import qualify
from sqlglot.optimizer.scope import Scope, traverse_scope

from tally.ingest.errors import ToolInputError
from tally.ingest.tables import LINES_SUFFIX
from tally.tools.sql_columns import explain_column_error
from tally.tools.sql_functions import function_name, is_safe_function

DATA_SCHEMA = "main"
_MAX_LISTED = 40

# Statement nodes that must not appear anywhere (e.g. a DELETE inside a CTE, SELECT ... INTO).
_FORBIDDEN_NODES = tuple(
    cls
    for name in (
        "Insert", "Update", "Delete", "Merge", "Drop", "Create", "Alter", "Copy", "Attach", "Detach",
        "Command", "Pragma", "Set", "Use", "Install", "Into", "Transaction", "Commit", "Rollback",
        "Describe", "Show", "LoadData", "Kill", "Grant", "Revoke", "Summarize", "Cache", "Uncache",
        "Refresh", "Analyze", "TruncateTable", "Comment", "Export",
    )
    if (cls := getattr(exp, name, None)) is not None
)
_QUERY_ROOTS = (exp.Select, exp.SetOperation)

# sqlglot warns through logging when it falls back to an opaque Command (e.g. LOAD); that statement is
# refused with a clear error anyway, so the warning must not leak to the CLI's stderr.
logging.getLogger("sqlglot").addHandler(logging.NullHandler())


class CheckedSql(BaseModel):
    sql: str  # normalised SQL to execute
    tables: list[str]  # data tables the query reads, as named in the catalog


def validate_sql(sql: str, allowed_tables: dict[str, list[str]]) -> str:
    """The normalised SQL to execute, or ToolInputError saying what to change.

    allowed_tables maps each data table the caller may read to its column names.
    """
    return check_sql(sql, allowed_tables).sql


def check_sql(sql: str, allowed_tables: dict[str, list[str]]) -> CheckedSql:
    """validate_sql, also returning the tables used (for the result's sources)."""
    root = _parse_one(sql)
    _check_statement_kinds(root)
    catalog = {name.lower(): name for name in allowed_tables}
    used = _check_tables(root, catalog)
    _check_functions(root)
    # Only the tables the query reads: qualifying against hundreds of tables' columns cost ~150 ms.
    read = {name: cols for name, cols in allowed_tables.items() if name in used} or allowed_tables
    schema = {DATA_SCHEMA: {name: {col: "UNKNOWN" for col in cols} for name, cols in read.items()}}
    _check_columns(root, schema)
    return CheckedSql(sql=root.sql(dialect="duckdb", comments=False), tables=sorted(used))


def _parse_one(sql: str) -> exp.Expression:
    if not sql or not sql.strip():
        raise ToolInputError("empty SQL: write one SELECT statement")
    try:
        statements = [s for s in sqlglot.parse(sql, read="duckdb") if s is not None]
    except (ParseError, TokenError) as exc:
        keyword = sql.split(None, 1)[0].upper()
        if keyword.isalpha() and keyword not in ("SELECT", "WITH", "FROM"):
            raise ToolInputError(f"only read-only SELECT queries are allowed, not {keyword}") from None
        first = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        raise ToolInputError(f"could not parse the SQL: {first}") from None
    if not statements:
        raise ToolInputError("empty SQL: write one SELECT statement")
    if len(statements) > 1:
        raise ToolInputError(
            f"only one statement is allowed, found {len(statements)}: send a single SELECT without ';'"
        )
    return statements[0]


def _statement_name(node: exp.Expression) -> str:
    if isinstance(node, exp.Command):
        return str(node.this).upper()
    return node.key.upper()


def _check_statement_kinds(root: exp.Expression) -> None:
    query = root.unnest() if isinstance(root, exp.Subquery) else root
    if not isinstance(query, _QUERY_ROOTS):
        raise ToolInputError(
            f"only read-only SELECT queries are allowed, not {_statement_name(query)}"
        )
    for node in root.walk():
        if isinstance(node, _FORBIDDEN_NODES):
            what = "SELECT ... INTO" if isinstance(node, exp.Into) else _statement_name(node)
            raise ToolInputError(f"only read-only SELECT queries are allowed; {what} is not")
        if isinstance(node, (exp.Placeholder, exp.Parameter)):
            raise ToolInputError("query parameters are not supported: write the values into the SQL")


def _check_tables(root: exp.Expression, catalog: dict[str, str]) -> set[str]:
    """Every table node must be a visible data table, resolved through scopes (CTE names excepted)."""
    for node in root.find_all(exp.Table):
        if not isinstance(node.this, exp.Identifier):
            name = function_name(node.this) if isinstance(node.this, exp.Func) else node.this.sql()
            raise ToolInputError(
                f"table functions such as {name}(...) are not allowed; query the data tables: {_listing(catalog)}"
            )
    try:
        scopes = traverse_scope(root)
    except OptimizeError as exc:
        raise ToolInputError(f"could not resolve the query's tables: {exc}") from None
    checked: set[int] = set()
    used: set[str] = set()
    for scope in scopes:
        checked.update(_cte_references(scope))
        for node, source in scope.selected_sources.values():
            if isinstance(source, exp.Table):
                used.add(_check_table(source, catalog))
                checked.update((id(node), id(source)))
    for node in root.find_all(exp.Table):
        if id(node) not in checked:
            raise ToolInputError(f"unsupported table reference {node.sql(dialect='duckdb')!r}")
    return used


def _cte_references(scope: Scope) -> set[int]:
    return {id(node) for node, source in scope.selected_sources.values() if isinstance(source, Scope)}


def _check_table(table: exp.Table, catalog: dict[str, str]) -> str:
    name, db, cat = table.name, table.db, table.catalog
    shown = table.sql(dialect="duckdb")
    if cat or (db and db.lower() != DATA_SCHEMA):
        raise ToolInputError(
            f"table {shown} is not available: only the data tables can be queried: {_listing(catalog)}"
        )
    if any(mark in name for mark in ("/", "\\", "://", "*")) or "." in name:
        raise ToolInputError(
            f"reading files or URLs ({name!r}) is not allowed; query the data tables: {_listing(catalog)}"
        )
    # a visible table's subtotal and total lines, kept beside it (ingest/tables.py), are as visible as it is
    owner = name.lower()[: -len(LINES_SUFFIX)] if name.lower().endswith(LINES_SUFFIX) else name.lower()
    if owner not in catalog:
        raise ToolInputError(f"unknown table {name!r}; tables are: {_listing(catalog)}")
    # Pin to schema main so DuckDB's search path or a same-named object elsewhere cannot change it.
    table.set("db", exp.to_identifier(DATA_SCHEMA))
    return catalog[owner]


def _check_functions(root: exp.Expression) -> None:
    for node in root.find_all(exp.Func):
        if not is_safe_function(node):
            raise ToolInputError(
                f"function {function_name(node)}() is not allowed here; use standard aggregates, "
                "window, text, number and date functions over the data tables"
            )


def _check_columns(root: exp.Expression, schema: dict) -> None:
    try:
        qualify(
            root.copy(), schema=schema, dialect="duckdb", validate_qualify_columns=True,
            quote_identifiers=False, identify=False,
        )
    except OptimizeError as exc:
        raise ToolInputError(explain_column_error(root, schema[DATA_SCHEMA], str(exc))) from None


def _listing(catalog: dict[str, str]) -> str:
    names = sorted(catalog.values())
    if not names:
        return "(none visible to you)"
    more = f" ... and {len(names) - _MAX_LISTED} more" if len(names) > _MAX_LISTED else ""
    return ", ".join(names[:_MAX_LISTED]) + more
