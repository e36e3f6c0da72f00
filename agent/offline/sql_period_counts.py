"""Counts and extremes across the period columns of one row: over a table whose columns are months ("Jan" ... "Dec") or
years ("2018", "2019", ...) and whose rows are measures ("Mean high °C", "Year-end ranking"), "in how many months
was there more than 50 mm of rainfall" picks the row the question names and counts its period cells meeting the
comparison; counting rows would count measures.

    SELECT (CASE WHEN "jan" > 50 THEN 1 ELSE 0 END) + ... AS value FROM t WHERE label = 'Rainfall mm' LIMIT 1
"""

import re

from sqlglot import exp

from tally.agent.offline import sql_exprs as ex
from tally.agent.offline.schema import ColumnInfo, TableInfo
from tally.agent.offline.sql_comparisons import find_comparisons
from tally.agent.offline.sql_match import STOPWORDS, Question
from tally.agent.offline.sql_plan import Condition, Plan
from tally.agent.offline.sql_values import choose_values
from tally.agent.offline.superlatives import direction
from tally.ingest.text import MONTHS, YEAR_IN_TEXT

# the calendar periods the columns are named by, as the question counts them ("in how many [months]")
_PERIOD_NOUNS = {"month": "month", "months": "month", "year": "year", "years": "year"}
_MIN_PERIODS = 3


# a fiscal year as reports abbreviate it: "F19", "FY19", "FY 19" (2019)
_FISCAL = re.compile(r"\bF(?:Y)?\s?(\d{2})\b", re.IGNORECASE)


def period_year(column: ColumnInfo) -> int | None:
    """The one year a figure column's header names: "2019", "2019 £m", or a fiscal year "F19"."""
    years = YEAR_IN_TEXT.findall(column.header) or [f"20{y}" for y in _FISCAL.findall(column.header)]
    return int(years[0]) if len(years) == 1 and column.number_like else None


def names_year(word: str, year: int) -> bool:
    """"2019", or the fiscal year written "f19" / "fy19" / "fy2019"."""
    return word in (str(year), f"f{year % 100:02d}", f"fy{year % 100:02d}", f"fy{year}")


def period_columns(table: TableInfo, kind: str) -> list[ColumnInfo]:
    """The columns named by a month ("Jan", "February") or by one year ("1998"), in the table's order."""
    if kind == "month":
        return [c for c in table.columns if c.header.strip().lower().rstrip(".") in MONTHS]
    return [c for c in table.columns if len(YEAR_IN_TEXT.findall(c.header)) == 1
            and YEAR_IN_TEXT.fullmatch(c.header.strip())]


def period_count_plan(q: Question, table: TableInfo) -> Plan | None:
    """"how many months / in how many years ... <comparison>" over one named row's period cells; else None."""
    at = next((i + 1 for i in range(len(q.words) - 1) if q.words[i] == "many" and q.words[i + 1] in _PERIOD_NOUNS),
              None)
    comparisons = find_comparisons(q)
    if at is None or len(comparisons) != 1:
        return None
    comparison = comparisons[0]
    found = _named_row(q, table, period_columns(table, _PERIOD_NOUNS[q.words[at]]), _MIN_PERIODS,
                       {at - 1, at, *range(*comparison.span)})
    if found is None:
        return None
    periods, label, condition, used = found
    met = [exp.Case(ifs=[exp.If(this=ex.compare(ex.number_of(c), comparison.op, comparison.value),
                                true=exp.Literal.number(1))], default=exp.Literal.number(0)) for c in periods]
    total: exp.Expression = met[0]
    for case in met[1:]:
        total = exp.Add(this=total, expression=case)
    query = _over_row(exp.select(exp.alias_(total, "value")), table, label, condition)
    value = int(comparison.value) if comparison.value.is_integer() else comparison.value
    said = f"{q.words[at]} with {label} {comparison.op} {value}"
    return Plan(sql=query, table=table, agg="count_periods", target=periods[0], conditions=[condition], subject="",
                confidence=_confidence(q, used), template=f"The number of {said} is {{value}}")


def period_extreme_plan(q: Question, table: TableInfo) -> Plan | None:
    """"in which year was X higher", "which year has the lowest X": the period column holding the named row's
    largest or smallest figure, answered with the column's header; else None."""
    w = q.words
    at = next((i + 1 for i in range(len(w) - 1) if w[i] == "which" and w[i + 1] in _PERIOD_NOUNS), None)
    ways = [(i, way) for i, word in enumerate(w) if (way := direction(word)) is not None]
    if at is None or len({way for _, way in ways}) != 1 or find_comparisons(q):
        return None  # "in which year was X less than 100": a condition, not the extreme
    kind = _PERIOD_NOUNS[w[at]]
    periods = period_columns(table, kind) if kind == "month" else [c for c in table.columns if period_year(c)]
    found = _named_row(q, table, periods, 2, {at - 1, at, *(i for i, _ in ways)})
    if found is None:
        return None
    periods, label, condition, used = found
    # a year column answers with its year ("2019 £m" is 2019), a month column with its header
    names = exp.Array(expressions=[exp.Literal.string(str(period_year(c)) if kind == "year" else c.header)
                                   for c in periods])
    figures = exp.Array(expressions=[ex.number_of(c) for c in periods])
    cells = _over_row(exp.select(exp.alias_(exp.Unnest(expressions=[names]), "period"),
                                 exp.alias_(exp.Unnest(expressions=[figures]), "figure")), table, label, condition,
                         one=False)
    highest = ways[0][1] == "max"
    query = exp.select(exp.alias_(exp.column("period"), "value")).from_(cells.subquery("cells")).where(
        exp.Not(this=exp.Is(this=exp.column("figure"), expression=exp.Null()))).order_by(
        exp.Ordered(this=exp.column("figure"), desc=highest), exp.Ordered(this=exp.column("period"))).limit(1)
    said = f"the {kind} with the {'highest' if highest else 'lowest'} {label}"
    return Plan(sql=query, table=table, agg="argmax" if highest else "argmin", target=periods[0],
                conditions=[condition], subject="", confidence=_confidence(q, used),
                template=f"{said[0].upper()}{said[1:]} is {{value}}")


def _named_row(q: Question, table: TableInfo, periods: list[ColumnInfo], least: int, used: set[int]):
    """The row the question names by its label, over at least `least` period columns: (periods, its label, the
    condition picking it, the words explained); None without."""
    labels = [c for c in table.columns if c.text and not c.number_like and c.distinct and c not in periods]
    if len(periods) < least or not labels:
        return None
    only_labels = table.model_copy(update={"columns": [labels[0]]})
    matches = [m for m in choose_values(only_labels, q, used, set()) if m.column.name == labels[0].name]
    if not matches:
        return None
    row = matches[0]
    label = min(row.values, key=len)  # of the cells naming the words, the closest
    condition = Condition(ex.equals_any(row.column, [label]), f"{row.column.header} = {label}", [row.column.header])
    return periods, label, condition, used | set(row.positions)


def _over_row(query: exp.Select, table: TableInfo, label: str, condition: Condition, one: bool = True) -> exp.Select:
    query = query.from_(ex.table_ref(table.name)).where(condition.expr)
    query = query.limit(1) if one else query
    if label.strip().lower() in (table.flagged or ()):
        query = ex.with_lines(query, table.name)  # "total assets": a line kept beside the table
    return query


def _confidence(q: Question, used: set[int]) -> float:
    content = [i for i, w in enumerate(q.words) if w not in STOPWORDS and not w.isdigit() and len(w) > 1]
    return sum(1 for i in content if i in used) / len(content) if content else 1.0
