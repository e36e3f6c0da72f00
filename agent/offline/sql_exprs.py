"""sqlglot expression builders for the planner: column references, numbers inside text cells, years and
months of date or text columns, and the filter conditions. Values from the question only ever enter
the tree as literals.
"""

import re
from datetime import date

from sqlglot import exp

from tally.agent.offline.schema import ColumnInfo
from tally.agent.offline.sql_days import MONTH_END
from tally.agent.offline.sql_comparisons import Op
from tally.agent.offline.sql_phrases import DateRange
from tally.ingest.tables import LINES_SUFFIX, ROW_COLUMN
from tally.ingest.text import MONTH_NAMES

_FIRST_NUMBER = r"-?[0-9][0-9,]*(\.[0-9]+)?"
_FIRST_YEAR = r"(1[5-9][0-9][0-9]|20[0-9][0-9])"
_MONTH_PATTERNS = ["", *(name[:3].lower() for name in MONTH_NAMES)]
_TIME_HEADER = re.compile(r"\b(year|season|date|founded|established|launched|built|opened|released|period|since)s?\b", re.I)


def col(column: ColumnInfo) -> exp.Column:
    return exp.column(column.name, quoted=True)


def col_of(column: ColumnInfo, table: str) -> exp.Column:
    """The column qualified by its table's name (in a subquery reading two tables)."""
    return exp.column(column.name, table=exp.to_identifier(table, quoted=True), quoted=True)


def folded(column: exp.Expression) -> exp.Expression:
    """Relations are found case- and space-insensitively, so they are followed the same way."""
    return exp.Lower(this=exp.func("trim", exp.cast(column, "VARCHAR")))


def table_ref(name: str) -> exp.Table:
    return exp.Table(this=exp.to_identifier(name, quoted=True))


def with_lines(query: exp.Select, name: str) -> exp.Select:
    """The query over the table and its subtotal and total lines together (kept beside it, ingest/tables.py):
    for a question that names one of those lines ("total assets")."""
    for node in list(query.find_all(exp.Table)):
        if node.name == name:
            both = exp.union(exp.select("*").from_(table_ref(name)), exp.select("*").from_(table_ref(name + LINES_SUFFIX)),
                             distinct=False)
            node.replace(exp.Subquery(this=both, alias=exp.TableAlias(this=exp.to_identifier(name, quoted=True))))
    return query


class ComputedColumn(ColumnInfo):
    """A measure no column holds but two columns multiply to (quantity x unit price)."""

    factors: list[ColumnInfo] = []


def number_of(column: ColumnInfo) -> exp.Expression:
    """The column as a number: itself when numeric, else the first number written in the cell."""
    own = getattr(column, "number_expr", None)
    if own is not None:  # a column read another way (a score cell's goals)
        return own()
    if isinstance(column, ComputedColumn):
        left, right = (exp.Paren(this=number_of(f)) for f in column.factors)
        return exp.Mul(this=left, expression=right)
    if column.numeric:
        return col(column)
    text = exp.cast(col(column), "VARCHAR")
    if written_as_sums(column):  # "71-70-66=207": the figure is the result, after the "="
        first = exp.RegexpExtract(this=text, expression=exp.Literal.string(r"=\s*(-?[0-9][0-9,]*(\.[0-9]+)?)"),
                                  group=exp.Literal.number(1))
    else:
        first = exp.func("regexp_extract", text, exp.Literal.string(_FIRST_NUMBER))
    digits = exp.func("replace", first, exp.Literal.string(","), exp.Literal.string(""))
    number = exp.TryCast(this=digits, to=exp.DataType.build("DOUBLE"))
    # "(1,234)" is how reports write -1234, "$(1,234)" with the currency before the bracket
    bracketed = exp.func("regexp_matches", exp.func("trim", text), exp.Literal.string(r"^[$€£¥]?\s*\("))
    return exp.Case(ifs=[exp.If(this=bracketed, true=exp.Neg(this=number))], default=number)


_SUM_CELL = re.compile(r"=\s*-?\d")


def written_as_sums(column: ColumnInfo) -> bool:
    """Cells that show a sum and its result ("71-70-66=207", "3+4=7"), in most of the column."""
    values = column.distinct or []
    return bool(values) and sum(1 for v in values if _SUM_CELL.search(v)) / len(values) >= 0.5


_CLOCK = r"([0-9]+):([0-9]{2}(\.[0-9]+)?)"
_LONG_CLOCK = r"([0-9]+):([0-9]{2}):([0-9]{2}(\.[0-9]+)?)"
_CLOCK_CELL = re.compile(r"\d:\d\d")


def is_duration_column(column: ColumnInfo) -> bool:
    """Cells written as clock times ("3:45", "1:00.45"), possibly mixed with plain seconds ("57.43")."""
    values = column.distinct or []
    return bool(values) and sum(1 for v in values if _CLOCK_CELL.search(v)) / len(values) >= 0.3


def seconds_of(column: ColumnInfo) -> exp.Expression:
    """A duration cell in seconds: h:mm:ss, m:ss(.f), or a plain number of seconds."""
    text = exp.cast(col(column), "VARCHAR")

    def part(pattern: str, group: int) -> exp.Expression:
        found = exp.RegexpExtract(this=text, expression=exp.Literal.string(pattern), group=exp.Literal.number(group))
        return exp.TryCast(this=found, to=exp.DataType.build("DOUBLE"))

    def times(value: exp.Expression, factor: int) -> exp.Expression:
        return exp.Mul(this=value, expression=exp.Literal.number(factor))

    long_clock = exp.Add(this=exp.Add(this=times(part(_LONG_CLOCK, 1), 3600), expression=times(part(_LONG_CLOCK, 2), 60)),
                         expression=part(_LONG_CLOCK, 3))
    clock = exp.Add(this=times(part(_CLOCK, 1), 60), expression=part(_CLOCK, 2))
    return exp.Case(ifs=[
        exp.If(this=exp.func("regexp_matches", text, exp.Literal.string(_LONG_CLOCK)), true=long_clock),
        exp.If(this=exp.func("regexp_matches", text, exp.Literal.string(_CLOCK)), true=clock),
    ], default=number_of(column))


def row_position(table: str) -> exp.Expression:
    """The row's 1-based place in the source listing (from the hidden source-row column)."""
    first = exp.select(exp.Min(this=exp.column(ROW_COLUMN, quoted=True))).from_(table_ref(table))
    return exp.Add(this=exp.Sub(this=exp.column(ROW_COLUMN, quoted=True), expression=exp.Subquery(this=first)),
                   expression=exp.Literal.number(1))


def is_time_column(column: ColumnInfo) -> bool:
    if column.temporal:
        return True
    return bool(_TIME_HEADER.search(column.header)) and (column.numeric or column.year_share >= 0.5)


def year_of(column: ColumnInfo) -> exp.Expression:
    if column.temporal:
        return exp.func("year", col(column))
    if column.numeric:
        return col(column)
    found = exp.func("regexp_extract", exp.cast(col(column), "VARCHAR"), exp.Literal.string(_FIRST_YEAR))
    return exp.TryCast(this=found, to=exp.DataType.build("INTEGER"))


def number_literal(value: float) -> exp.Literal:
    return exp.Literal.number(int(value) if float(value).is_integer() else value)


def compare(left: exp.Expression, op: Op, value: float | exp.Expression) -> exp.Expression:
    right = value if isinstance(value, exp.Expression) else number_literal(value)
    kinds = {">": exp.GT, ">=": exp.GTE, "<": exp.LT, "<=": exp.LTE, "=": exp.EQ}
    return kinds[op](this=left, expression=right)


def _date_literal(day: date) -> exp.Expression:
    return exp.cast(exp.Literal.string(day.isoformat()), "DATE")


def date_condition(column: ColumnInfo, when: DateRange) -> exp.Expression | None:
    """The condition for a year or month range on a date, year-number or text column."""
    if when.kind == "year":
        year = year_of(column)
        if when.op == "between":
            return exp.Between(this=year, low=number_literal(when.year), high=number_literal(when.year_to))
        return compare(year, when.op, when.year)
    day_of_year = exp.Add(this=exp.Mul(this=exp.func("month", col(column)), expression=number_literal(100)),
                          expression=exp.func("day", col(column)))  # 1 August -> 801, in any year
    if column.temporal and when.day is not None and when.op in (">", ">=", "<", "<="):
        # "after 10 August": past that day (of that year when one is named, else of any year)
        if when.year:
            return compare(col(column), when.op, _date_literal(date(when.year, when.month or 1, when.day)))
        return compare(day_of_year, when.op, (when.month or 1) * 100 + when.day)
    if column.temporal:
        bounds = when.bounds()
        if bounds:
            start, end = bounds
            return exp.and_(compare(col(column), ">=", _date_literal(start)),
                            compare(col(column), "<", _date_literal(end)))
        month = exp.func("month", col(column))
        if when.day is not None and when.month_to not in (None, when.month):
            # "from 28 July to 4 August", no year: those days of any year ("from 28 December to 4 January"
            # wraps round the year's end)
            low, high = when.month * 100 + when.day, when.month_to * 100 + (when.day_to or MONTH_END)
            if low <= high:
                return exp.Between(this=day_of_year, low=number_literal(low), high=number_literal(high))
            return exp.or_(compare(day_of_year, ">=", low), compare(day_of_year, "<=", high))
        if when.day is not None:  # "on 15 August", no year: that day of the month in any year
            days = exp.Between(this=exp.func("day", col(column)), low=number_literal(when.day),
                               high=number_literal(when.day_to or when.day))
            return exp.and_(compare(month, "=", when.month), days)
        if when.month_to:
            return exp.Between(this=month, low=number_literal(when.month), high=number_literal(when.month_to))
        return compare(month, "=", when.month)
    if column.numeric or when.day is not None:
        return None  # days are read from date columns only; a text column's day is not guessed
    months = range(when.month, (when.month_to or when.month) + 1)
    pattern = r"\b(" + "|".join(_MONTH_PATTERNS[m] for m in months) + ")"
    condition: exp.Expression = exp.func("regexp_matches", exp.Lower(this=exp.cast(col(column), "VARCHAR")),
                                         exp.Literal.string(pattern))
    if when.year:
        condition = exp.and_(condition, compare(year_of(column), "=", when.year))
    return condition


def equals_any(column: ColumnInfo, values: list[str]) -> exp.Expression:
    target = exp.cast(col(column), "VARCHAR") if not column.text else col(column)
    literals = [exp.Literal.string(v) for v in values]
    if len(literals) == 1:
        return exp.EQ(this=target, expression=literals[0])
    return exp.In(this=target, expressions=literals)


def negate(condition: exp.Expression, column: ColumnInfo) -> exp.Expression:
    """Rows the condition leaves out, blank cells included ("not played at X" counts rows with no venue)."""
    return exp.or_(exp.Not(this=exp.Paren(this=condition)), exp.Is(this=col(column), expression=exp.Null()))


def not_total_row(column: ColumnInfo, labels: list[str]) -> exp.Expression:
    """Summary rows ("Total") are not records: leave them out of counts and sums."""
    lowered = exp.Lower(this=exp.func("trim", exp.cast(col(column), "VARCHAR")))
    value = exp.func("coalesce", lowered, exp.Literal.string(""))
    return exp.Not(this=exp.In(this=value, expressions=[exp.Literal.string(v) for v in labels]))
