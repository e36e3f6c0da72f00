"""Whether an answer is for the period its question names: an aggregate plan's filter, or the documents a
lookup found its key in (period_mismatch).

A SQL plan over a dated table that drops the question's period ("in Q4 2025" with no date filter), or
filters on a period the table has no rows for, would state a figure for another period (the unfiltered total) or a bare
0; the engine refuses instead and says why (the table's own date range), so the user knows what
exists.
"""

import re
from datetime import date, datetime
from typing import Any

from tally.agent.offline.doc_fields import DOC_KINDS
from tally.agent.offline.schema import quote_ident
from tally.agent.offline.sql_exprs import is_time_column
from tally.agent.offline.sql_plan import Plan
from tally.agent.verify import period_in, question_periods
from tally.ingest.text import MONTH_NAMES as _MONTH_NAMES
from tally.ingest.text import MONTHS, ordinal_number


# A quarter written in words ("the third quarter of 2025", "3rd quarter") as the Q-form question_periods
# reads; English ordinals one to four are grammar, not a word list chosen from questions.
_WORDED_QUARTER = re.compile(r"\b(first|1st|second|2nd|third|3rd|fourth|4th)\s+quarter"
                             r"(?:\s+(?:of|in))?(?:\s+(\d{4}))?\b|"
                             r"\bquarter\s+([1-4])(?:\s+(?:of|in))?(?:\s+(\d{4}))?\b", re.IGNORECASE)


def with_quarters(question: str) -> str:
    """The question with quarters written in words rewritten as "Q3 2025"."""
    def quarter(match: re.Match[str]) -> str:
        number = ordinal_number(match.group(1).lower()) if match.group(1) else int(match.group(3))
        year = match.group(2) or match.group(4)
        return f"Q{number} {year}" if year else f"Q{number}"

    return _WORDED_QUARTER.sub(quarter, question)


_Q_FORM = re.compile(r"\bQ([1-4])\s+((?:19|20)\d{2})\b", re.IGNORECASE)


def quarters_as_months(question: str) -> str:
    """"Q4 2024" (or "the fourth quarter of 2024") as "between October and December 2024", the month range
    the SQL builder filters a date column on."""
    def months(match: re.Match[str]) -> str:
        first = 3 * int(match.group(1)) - 3
        return f"between {_MONTH_NAMES[first]} and {_MONTH_NAMES[first + 2]} {match.group(2)}"

    return _Q_FORM.sub(months, with_quarters(question))


def periods_of(question: str) -> list[tuple[int | None, str | None, str]]:
    """question_periods, quarters in words included."""
    return question_periods(with_quarters(question))


def period_problem(question: str, plan: Plan, connection: Any) -> str | None:
    """Why `plan` does not answer for the period the question names, or None when it does (or names none)."""
    question = with_quarters(question)
    table = plan.table
    own_name = " ".join(filter(None, (table.headings, table.name, table.source)))
    filters = " ".join(plan.filters)
    headers = " ".join(plan.matched_columns)
    filtered = [c for c in table.columns
                if is_time_column(c) and any(c.header in cond.columns for cond in plan.conditions)]
    dated = any(is_time_column(c) or c.year_share >= 0.5 for c in table.columns)
    for month, year, written in question_periods(question):
        span = _wider_span(month, f"{table.title} {table.caption or ''}")
        asked_span = _wider_span(month, question)  # "from July to September": the question asks the span too
        if span and not asked_span and not dated and not (period_in(month, year, filters)
                                                          or period_in(month, year, headers)):
            return (f"The documents don't contain an answer for {written}: {table.title} gives its figures for "
                    f"{span} as a whole, not for {written} alone.")
        if period_in(month, year, own_name) or period_in(month, year, headers):
            continue  # the table (a March register) or the summed column ("2025 sales") is that period
        others = _title_months(table.title)
        if month and month > 0 and others and month not in others and not filtered:
            # "in April" over a "Search room log May 2026" filtered on its text dates: no April rows can be there
            return (f"The documents don't contain an answer for {written}: {table.title} covers "
                    f"{', '.join(_MONTH_NAMES[m - 1] for m in sorted(others))} only.")
        if not (period_in(month, year, filters) or filtered):
            if not dated:
                continue  # a table with no dates at all is about one period as a whole (its page names it)
            return (f"The documents don't contain an answer for {written}: the query over {table.title} has no "
                    f"filter for that period (no date column matches it), so its figure would not be for {written}.")
        bounds = _bounds(month, year)
        if bounds is None and month is None:
            continue
        for column in (c for c in filtered if c.temporal):
            low, high = _range(connection, table.name, column.name)
            if low is None or high is None:
                continue
            # A month without a year ("in May") is that month of any year the table holds.
            outside = (high < bounds[0] or low >= bounds[1]) if bounds is not None else \
                not _has_month(connection, table.name, column.name, month)
            if outside:
                return (f"The documents don't contain an answer for {written}: {table.title} has no rows for "
                        f"{written} (its {column.header} runs from {low:%Y-%m-%d} to {high:%Y-%m-%d}).")
    return None


_MONTH_WORD = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*"
_MONTH_SPAN = re.compile(rf"\b({_MONTH_WORD})\s*(?:[-–—/]|\bto\b)\s*({_MONTH_WORD})\b", re.IGNORECASE)


def _wider_span(month: int | None, title: str) -> str | None:
    """The months a title's period runs over ("July-September 2026", "Q3") when the question's one month
    is only part of them; None otherwise (a title of that month alone, or of no period)."""
    if month is None or month < 0:
        return None
    span = _MONTH_SPAN.search(title)
    if span:
        first, last = (_month_number(span.group(k)) for k in (1, 2))
        if first and last and first <= month <= last and first != last:
            return span.group(0)
    quarter = re.search(r"(?<![A-Za-z0-9])Q([1-4])(?![0-9])", title)
    if quarter and 3 * int(quarter.group(1)) - 2 <= month <= 3 * int(quarter.group(1)):
        return quarter.group(0)
    return None


def _title_months(title: str) -> set[int]:
    """The months a title names, a span ("July-September") with the months inside it."""
    # a three-letter form ("May", "Mar") only beside a day or year number: "what staff may claim" names no month
    named = {MONTHS[m.group(1)] for m in re.finditer(r"(?<![a-z])([a-z]+)(?![a-z])", title.lower())
             if m.group(1) in MONTHS and (len(m.group(1)) > 3 or re.search(
                 rf"\d\s*{m.group(1)}\b|\b{m.group(1)}\s*[-/ ]?\s*\d", title.lower()))}
    for span in _MONTH_SPAN.finditer(title):
        first, last = (_month_number(span.group(k)) for k in (1, 2))
        if first and last and first <= last:
            named |= set(range(first, last + 1))
    return named


def _month_number(word: str) -> int | None:
    return next((k + 1 for k, name in enumerate(_MONTH_NAMES) if name[:3].lower() == word[:3].lower()), None)


def _has_month(connection: Any, table: str, column: str, month: int) -> bool:
    """Whether any row falls in this month of the year (a quarter: month -1..-4) in any year."""
    months = range(3 * -month - 2, 3 * -month + 1) if month < 0 else (month,)
    row = connection.execute(f"SELECT COUNT(*) FROM {quote_ident(table)} WHERE MONTH({quote_ident(column)}) IN "
                             f"({', '.join(str(m) for m in months)})").fetchone()
    return bool(row and row[0])


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


def period_mismatch(question: str, found: list[Any]) -> str | None:
    """A refusal when the question names a period and the documents holding its key are all titled with
    another one (EMP-1027 on the March register, asked about February): answering from them would give
    another period's figure. Says where the key was found instead."""
    periods = periods_of(question)
    first = min(m.turn for m in found)
    titles = list(dict.fromkeys(row.title for m in found if m.turn == first for row in m.result.rows
                                if row.kind in DOC_KINDS))
    if not periods or not titles:
        return None
    for month, year, written in periods:
        if any(period_in(month, year, title) for title in titles):
            continue
        dated = [t for t in titles if question_periods(t)]
        if len(dated) == len(titles):
            key = found[0].call.arguments.get("value", "")
            return (f"The documents don't contain an answer for {written}: {key} is found only in "
                    f"{', '.join(titles[:3])}.")
    return None


def query_period_problem(question: str, tables: list[Any], connection: Any) -> str | None:
    """A refusal when the question names periods and no table a query reads has a row in any of them (a
    model's query for "October" over a November register): its figure, a 0 or another month's, would not be
    for the period asked. None when some table holds one of the periods, or it cannot be told."""
    periods = [p for p in periods_of(question) if p[0] is not None or p[1] is not None]
    if not periods or not tables:
        return None
    if any(_holds(table, month, year, connection) for month, year, _ in periods for table in tables):
        return None
    titles = ", ".join(dict.fromkeys(t.title for t in tables))
    return f"The documents don't contain an answer for {periods[0][2]}: {titles} has no rows for it."


def _holds(table: Any, month: int | None, year: str | None, connection: Any) -> bool:
    """Whether the table has (or may have) rows in that month, quarter (month -1..-4) or year."""
    dates = [c for c in table.columns if c.temporal]
    if not dates:
        named = _title_months(f"{table.title} {table.caption or ''}")
        return not (named and month is not None and 0 < month and month not in named)
    bounds = _bounds(month, year)
    for column in dates:
        if bounds is None:
            if _has_month(connection, table.name, column.name, month):
                return True
            continue
        low, high = _range(connection, table.name, column.name)
        if low is None or high is None or not (high < bounds[0] or low >= bounds[1]):
            return True
    return False
