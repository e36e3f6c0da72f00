"""Whether an aggregate plan answers the period its question names.

A SQL plan over a dated table that drops the question's period ("in Q4 2025" with no date filter), or
filters on a period the table has no rows for, would state a figure for another period (the unfiltered total) or a bare
0; the engine refuses instead and says why (the table's own date range), so the user knows what
exists.
"""

from datetime import date, datetime
from typing import Any

from tally.agent.offline.schema import quote_ident
from tally.agent.offline.sql_exprs import is_time_column
from tally.agent.offline.sql_plan import Plan
from tally.agent.verify import period_in, question_periods


def period_problem(question: str, plan: Plan, connection: Any) -> str | None:
    """Why `plan` does not answer for the period the question names, or None when it does (or names none)."""
    table = plan.table
    own_name = " ".join(filter(None, (table.title, table.name, table.sheet or "", table.source)))
    filters = " ".join(plan.filters)
    headers = " ".join(plan.matched_columns)
    filtered = [c for c in table.columns
                if is_time_column(c) and any(c.header in cond.columns for cond in plan.conditions)]
    dated = any(is_time_column(c) or c.year_share >= 0.5 for c in table.columns)
    for month, year, written in question_periods(question):
        if period_in(month, year, own_name) or period_in(month, year, headers):
            continue  # the table (a March register) or the summed column ("2025 sales") is that period
        if not (period_in(month, year, filters) or filtered):
            if not dated:
                continue  # a table with no dates at all is about one period as a whole (its page names it)
            return (f"The documents don't contain an answer for {written}: the query over {table.title} has no "
                    f"filter for that period (no date column matches it), so its figure would not be for {written}.")
        bounds = _bounds(month, year)
        if bounds is None:
            continue
        for column in (c for c in filtered if c.temporal):
            low, high = _range(connection, table.name, column.name)
            if low is None or high is None:
                continue
            if high < bounds[0] or low >= bounds[1]:
                return (f"The documents don't contain an answer for {written}: {table.title} has no rows for "
                        f"{written} (its {column.header} runs from {low:%Y-%m-%d} to {high:%Y-%m-%d}).")
    return None


def _bounds(month: int | None, year: str | None) -> tuple[date, date] | None:
    """[start, end) of a year, quarter (month -1..-4) or month of a known year."""
    if year is None:
        return None
    y = int(year)
    if month is None:
        return date(y, 1, 1), date(y + 1, 1, 1)
    first, last = (3 * -month - 2, 3 * -month) if month < 0 else (month, month)
    return date(y, first, 1), (date(y + 1, 1, 1) if last == 12 else date(y, last + 1, 1))


def _range(connection: Any, table: str, column: str) -> tuple[date | None, date | None]:
    row = connection.execute(f"SELECT MIN({quote_ident(column)}), MAX({quote_ident(column)}) "
                             f"FROM {quote_ident(table)}").fetchone()
    return tuple(v.date() if isinstance(v, datetime) else v for v in row)  # type: ignore[return-value]
