"""Times of day as filters: "the 7 pm readings", "the 07:40 check", "at 9.30am", "after 6 pm", "the morning shifts".

Registers and logs keep the time of an entry in a text column of "HH:MM" cells. A time the question names
is the value of that column, written as the column writes it ("16:00" for "4 pm"); a time the column does
not hold filters nothing and stays unexplained, so the plan's confidence drops instead of answering
another time's rows.
"""

import re

from sqlglot import exp

from tally.agent.offline import sql_exprs as ex
from tally.agent.offline.schema import ColumnInfo
from tally.agent.offline.sql_plan import Condition
from tally.agent.offline.sql_work import Work

_CLOCK = re.compile(r"^(\d{1,2})(?:[:.](\d{2}))?(am|pm|a\.m\.|p\.m\.)?$")
_MERIDIEM = {"am", "pm", "a.m.", "p.m.", "a.m", "p.m"}
_TIME_CELL = re.compile(r"^\d{1,2}:\d{2}$")
_BOUNDS = {"after": "GT", "before": "LT", "since": "GTE", "until": "LTE", "till": "LTE"}


def add_time_of_day(work: Work) -> None:
    """A filter on the table's one time-of-day column for each time the question names: that time, or the
    times after or before it ("after 6 pm")."""
    columns = [c for c in work.table.columns if _time_column(c)]
    if len(columns) != 1:
        return
    column = columns[0]
    padded = all(len(v.split(":")[0]) == 2 for v in column.distinct or [])
    for positions, hour, minute in _times(work.q.words, work.used):
        text = f"{hour:02d}:{minute:02d}" if padded else f"{hour}:{minute:02d}"
        before = work.q.words[positions[0] - 1] if positions[0] else ""
        bound = _BOUNDS.get(before) if padded else None  # zero-padded "HH:MM" cells sort as text in time order
        if bound:
            condition = getattr(exp, bound)(this=ex.col(column), expression=exp.Literal.string(text))
            positions, label = [positions[0] - 1, *positions], f"{column.header} {before} {text}"
        elif text in (column.distinct or []):
            condition, label = ex.equals_any(column, [text]), f"{column.header} = {text}"
        else:
            continue
        work.take(positions)
        work.anchors += 1
        work.conditions.append(Condition(condition, label, [column.header]))


# Parts of the day and the half of the clock they fall in: ante meridiem is the morning, post meridiem
# the afternoon and evening (English usage of a.m. and p.m.).
_PART_OF_DAY = {"morning": "am", "mornings": "am", "afternoon": "pm", "afternoons": "pm", "evening": "pm",
                "evenings": "pm"}


def add_part_of_day(work: Work) -> None:
    """'Afternoon runs', 'the morning sessions': a filter on a column whose cells are only AM and PM."""
    columns = [c for c in work.table.columns if c.text and c.distinct and len(c.distinct) >= 2
               and {_meridiem(v) for v in c.distinct} <= {"am", "pm"}]
    if len(columns) != 1:
        return
    column = columns[0]
    for i, word in enumerate(work.q.words):
        half = _PART_OF_DAY.get(word)
        if half is None or i in work.used:
            continue
        values = [v for v in column.distinct or [] if _meridiem(v) == half]
        work.take([i])
        work.anchors += 1
        work.conditions.append(Condition(ex.equals_any(column, values), f"{column.header} = {', '.join(values)}",
                                         [column.header]))


def _meridiem(cell: str) -> str:
    return cell.strip().lower().replace(".", "")


def _time_column(column: ColumnInfo) -> bool:
    values = column.distinct or []
    return column.text and len(values) >= 2 and all(_TIME_CELL.match(v) for v in values)


def _times(words: list[str], used: set[int]) -> list[tuple[list[int], int, int]]:
    """(word positions, hour, minute) of each time of day: "4 pm", "4pm", "4.30 pm", "16:00"."""
    found = []
    for i, word in enumerate(words):
        match = _CLOCK.match(word)
        if i in used or not match:
            continue
        meridiem = match.group(3) or (words[i + 1] if i + 1 < len(words) and words[i + 1] in _MERIDIEM else None)
        if meridiem is None and ":" not in word:
            continue  # a bare number ("4 tests") or "4.30" without am/pm is no time of day
        hour, minute = int(match.group(1)), int(match.group(2) or 0)
        if meridiem is not None:
            if not 1 <= hour <= 12:
                continue
            hour = hour % 12 + (12 if meridiem.startswith("p") else 0)
        if hour > 23 or minute > 59:
            continue
        found.append(([i, i + 1] if meridiem is not None and not match.group(3) else [i], hour, minute))
    return found
