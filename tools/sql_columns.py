"""Turn sqlglot's "column could not be resolved" into a message a model can act on.

sqlglot's qualifier decides whether a query's columns resolve; this module only explains a failure:
which column, in which table, and what the columns there are actually called.
"""

from sqlglot import exp
from sqlglot.errors import OptimizeError
from sqlglot.optimizer.scope import Scope, traverse_scope

_MAX_COLUMNS = 60


class _Source:
    def __init__(self, label: str, columns: list[str] | None) -> None:
        self.label = label  # table name, or the CTE / subquery alias
        self.columns = columns  # None when unknown (e.g. a subquery selecting *)

    def has(self, column: str) -> bool:
        return self.columns is None or column.lower() in {c.lower() for c in self.columns}


def explain_column_error(root: exp.Expression, tables: dict[str, dict[str, str]], fallback: str) -> str:
    """The first unresolvable column in `root`, explained; else sqlglot's own message."""
    lowered = {name.lower(): list(cols) for name, cols in tables.items()}
    try:
        scopes = traverse_scope(root)
    except OptimizeError:
        scopes = []
    for scope in scopes:
        message = _explain_scope(scope, lowered)
        if message:
            return message
    return f"the query's columns could not be resolved: {fallback}"


def _sources(scope: Scope, tables: dict[str, list[str]]) -> dict[str, _Source]:
    found: dict[str, _Source] = {}
    for alias, (_, source) in scope.selected_sources.items():
        if isinstance(source, exp.Table):
            found[alias.lower()] = _Source(source.name, tables.get(source.name.lower()))
        elif isinstance(source, Scope):
            selects = source.expression.named_selects if isinstance(source.expression, exp.Query) else []
            star = any(isinstance(e, exp.Star) or (isinstance(e, exp.Column) and e.is_star)
                       for e in getattr(source.expression, "expressions", []))
            found[alias.lower()] = _Source(alias, None if star else selects)
    return found


def _visible(scope: Scope, tables: dict[str, list[str]]) -> list[dict[str, _Source]]:
    """This scope's sources, then each enclosing scope's (for correlated subqueries)."""
    chain, current = [], scope
    while current is not None:
        chain.append(_sources(current, tables))
        current = current.parent
    return chain


def _explain_scope(scope: Scope, tables: dict[str, list[str]]) -> str | None:
    chain = _visible(scope, tables)
    # Output aliases may be referenced by GROUP BY / ORDER BY / QUALIFY in DuckDB.
    aliases = {e.alias.lower() for e in getattr(scope.expression, "expressions", []) if isinstance(e, exp.Alias)}
    for column in scope.columns:
        if column.is_star:
            continue
        name = column.name
        if column.table:
            message = _explain_qualified(column, chain)
        elif name.lower() in aliases:
            continue
        else:
            message = _explain_unqualified(name, chain)
        if message:
            return message
    return None


def _explain_qualified(column: exp.Column, chain: list[dict[str, _Source]]) -> str | None:
    for sources in chain:
        source = sources.get(column.table.lower())
        if source is not None:
            if source.has(column.name):
                return None
            return f"unknown column {column.name!r} in {source.label}; columns are: {_columns(source)}"
    known = ", ".join(f"{alias} ({s.label})" if alias != s.label.lower() else s.label
                      for alias, s in chain[0].items())
    return f"unknown table or alias {column.table!r} in {column.sql(dialect='duckdb')}; the query reads: {known}"


def _explain_unqualified(name: str, chain: list[dict[str, _Source]]) -> str | None:
    for sources in chain:
        holders = [alias for alias, source in sources.items() if source.has(name)]
        if len(holders) > 1:
            options = " or ".join(f"{alias}.{name}" for alias in holders)
            return f"ambiguous column {name!r}: it is in several tables; write {options}"
        if holders:
            return None
    local = chain[0] if chain else {}
    if not local:
        return f"unknown column {name!r}: the query reads no table"
    labels = " or ".join(source.label for source in local.values())
    if len(local) == 1:
        only = next(iter(local.values()))
        return f"unknown column {name!r} in {labels}; columns are: {_columns(only)}"
    listing = "; ".join(f"{source.label}: {_columns(source)}" for source in local.values())
    return f"unknown column {name!r} in {labels}; columns are: {listing}"


def _columns(source: _Source) -> str:
    columns = source.columns or []
    more = f" ... and {len(columns) - _MAX_COLUMNS} more" if len(columns) > _MAX_COLUMNS else ""
    return ", ".join(columns[:_MAX_COLUMNS]) + more
