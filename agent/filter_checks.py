"""Checks of the filters in a model's query: values their column lacks, and filters the question never asked for.

A filter on a value that never occurs in its column ("region = 'north'") makes an empty or zero result;
missing_values names it with the values the column holds, for the model to correct.

Shown three sample values per column, the 1.5B often filters on one of them: a count over a log became the
rows of the first person listed in one column, a total the rows of one code of another. The figure is then
about a subset nobody asked about. A string a query compares a column with is grounded when the question
says one of its words, when the rows holding it are spelled out in a decoded twin column ("<header> name" /
"<header> meaning", ingest/convert/legends.py) whose words the question says, when the planner's own query
uses it (the planner linked it from the question's words), or when it is a yes/no flag or a blank
placeholder of a column the question names or denies. Any other string goes back to the model once, as a
repair within the same budget as an SQL error (agent/llm_sql.py). The 1.5B kept such filters when asked
(5 of 6 on the dev sets), so a kept one is not trusted: the planner's query runs, or without one Tally runs
the model's query with that filter made TRUE (without_filters).
"""

import re
from typing import Any

import sqlglot
from sqlglot import exp

from tally.agent.offline.schema import TableInfo, quote_ident
from tally.agent.offline.sql_match import content_stems

_TWIN_SUFFIXES = ("_name", "_meaning")
_FLAGS = frozenset({"y", "n", "yes", "no", "true", "false", "x"})
_PLACEHOLDERS = re.compile(r"^(?:n/?a|tb[acd]|none|nil|unknown|-+|\?+)$", re.IGNORECASE)
_DENIALS = frozenset({"no", "not", "without", "missing", "never", "none"})
_TWIN_VALUES = 5
_VALUES_SHOWN = 8


def unasked_filters(sql: str, question: str, tables: list[TableInfo], connection: Any,
                    planner_sql: str = "", already: frozenset[str] = frozenset()) -> list[tuple[str, str]]:
    """(value, column header) for each string the query filters a column on that the question does not
    ground; values in `already` (asked about before in this run) are not returned again."""
    try:
        tree = sqlglot.parse_one(sql, read="duckdb")
    except sqlglot.errors.ParseError:
        return []
    named = {t.name for t in tree.find_all(exp.Table)}
    read = [t for t in tables if t.name in named]
    asked = set(content_stems(question))
    denied = bool(_DENIALS & set(question.lower().split()))
    planner_literals = {value for _, value in _compared(planner_sql)} if planner_sql else set()
    found = []
    for column_name, value in _compared(sql):
        if value in already or value in planner_literals or (value, column_name) in found:
            continue
        table = next((t for t in read if any(c.name == column_name for c in t.columns)), None)
        if table is None:
            continue
        column = table.column(column_name)
        said = set(content_stems(value.replace("%", " ")))
        if not said or said & asked or not any(ch.isalpha() for ch in value):
            continue  # a date, a number, or words of the question
        if value.strip().lower() in _FLAGS or (_PLACEHOLDERS.match(value.strip()) and denied):
            if set(content_stems(column.header)) & asked:
                continue  # "jobs under warranty": Warranty = 'Y'
        if _twin_said(connection, table, column_name, value, asked):
            continue
        found.append((value, column_name))
    return [(value, next(c.header for t in read for c in t.columns if c.name == name)) for value, name in found]


def missing_values(sql: str, tables: list[TableInfo]) -> list[str]:
    """'value X is not in column C (values: ...)' for each equality filter on a value that never occurs."""
    try:
        tree = sqlglot.parse_one(sql, read="duckdb")
    except sqlglot.errors.ParseError:
        return []
    named = {t.name for t in tree.find_all(exp.Table)}
    columns = {c.name: c for t in tables if t.name in named for c in t.columns}
    problems = []
    for predicate in tree.find_all(exp.EQ):
        column, literal = predicate.this, predicate.expression
        if isinstance(literal, exp.Column) and isinstance(column, exp.Literal):
            column, literal = literal, column
        if not (isinstance(column, exp.Column) and isinstance(literal, exp.Literal) and literal.is_string):
            continue
        info = columns.get(column.name)
        if info is None or info.distinct is None:
            continue
        if literal.this not in info.distinct:
            close = [v for v in info.distinct if literal.this.lower() in v.lower() or v.lower() in literal.this.lower()]
            shown = ", ".join(repr(v) for v in (close or info.distinct)[:_VALUES_SHOWN])
            problems.append(f"value {literal.this!r} does not occur in column {info.name} (values: {shown})")
    return problems


def hint(problems: list[tuple[str, str]]) -> str:
    listed = "; ".join(f"{value!r} (column {header})" for value, header in problems)
    return (f"Check: the question does not mention {listed}. Keep a filter only if the question asks for it; "
            "otherwise drop it, and call run_sql again.")


def without_filters(sql: str, values: set[str]) -> str | None:
    """The query with every comparison of a column with one of `values` made TRUE (a negated one too), or
    None when it holds none or does not parse."""
    try:
        tree = sqlglot.parse_one(sql, read="duckdb")
    except sqlglot.errors.ParseError:
        return None
    dropped = False
    for node in list(tree.find_all(exp.EQ, exp.NEQ, exp.Like, exp.ILike, exp.In)):
        if isinstance(node, exp.In):
            kept = [e for e in node.expressions if not (isinstance(e, exp.Literal) and e.is_string and e.this in values)]
            if len(kept) < len(node.expressions) and kept:
                node.set("expressions", kept)  # IN ('asked', 'unasked'): only the unasked value goes
                dropped = True
                continue
            if kept or node.args.get("query") is not None:
                continue  # a subquery's own filters are nodes of their own
        elif not any(lit.is_string and lit.this in values for lit in node.find_all(exp.Literal)):
            continue
        target = node
        while isinstance(target.parent, exp.Paren):
            target = target.parent
        if isinstance(target.parent, exp.Not):  # NOT (status = 'x') drops with its negation
            target = target.parent
        target.replace(exp.true())
        dropped = True
    return tree.sql(dialect="duckdb") if dropped else None


def _compared(sql: str) -> list[tuple[str, str]]:
    """(column name, string) for each comparison of a column with a string: =, <>, LIKE, IN (...)."""
    try:
        tree = sqlglot.parse_one(sql, read="duckdb")
    except sqlglot.errors.ParseError:
        return []
    pairs = []
    for node in tree.find_all(exp.EQ, exp.NEQ, exp.Like, exp.ILike, exp.In):
        column = node.this.find(exp.Column) if not isinstance(node.this, exp.Literal) else None
        if isinstance(node, exp.In):
            literals = [e for e in node.expressions if isinstance(e, exp.Literal) and e.is_string]
        else:
            other = node.expression
            if isinstance(node.this, exp.Literal):  # 'x' = col
                column, other = other.find(exp.Column) if other is not None else None, node.this
            literals = [other] if isinstance(other, exp.Literal) and other.is_string else []
        if column is not None:
            pairs += [(column.name, literal.this) for literal in literals]
    return pairs


def _twin_said(connection: Any, table: TableInfo, column_name: str, value: str, asked: set[str]) -> bool:
    """Whether the decoded twin of the column spells `value` out in words the question says ('PB' of
    "Bay" whose "Bay name" reads "paint booth")."""
    names = {c.name for c in table.columns}
    for twin in (column_name + suffix for suffix in _TWIN_SUFFIXES):
        if twin not in names or connection is None:
            continue
        rows = connection.execute(
            f"SELECT DISTINCT CAST({quote_ident(twin)} AS VARCHAR) FROM main.{quote_ident(table.name)} "
            f"WHERE CAST({quote_ident(column_name)} AS VARCHAR) ILIKE ? LIMIT {_TWIN_VALUES}",
            [value]).fetchall()
        if any(set(content_stems(str(row[0]))) & asked for row in rows if row[0] is not None):
            return True
    return False
