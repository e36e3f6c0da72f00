"""Placings: a results table's finishing positions ("1st", "12th (sf)", or a numeric Pos. column).

A position is no measure to compare a number with ("seating over 5,000" is a capacity, never the
"9th" of Last season); "finished second" names its "2nd" cells. And where a table records no outcome but a finishing place, a win is a first
place: "how many heats has he won" counts the rows placed 1st.
"""

import re

from sqlglot import exp

from tally.agent.offline import sql_exprs as ex
from tally.agent.offline.schema import ColumnInfo, TableInfo
from tally.agent.offline.sql_match import STOPWORDS, Question, ValueMatch
from tally.agent.offline.sql_plan import Condition
from tally.agent.offline.sql_work import Work
from tally.ingest.text import ordinal_number

_PLACING = re.compile(r"^\s*\d+(?:st|nd|rd|th)\b", re.IGNORECASE)
_POSITION_HEADER = re.compile(r"\b(pos|position|place|placing|finish|finished|result)\b", re.IGNORECASE)
_FIRST = r"^\s*1(?:st)?\b"
_WON_CELL = re.compile(r"\b(won|win|winner|w)\b", re.IGNORECASE)
_PLACE_NOUNS = {"place", "position", "spot"}


def placings(column: ColumnInfo) -> bool:
    """A text column of placings ("9th", "2nd"): positions, not a measure a number is compared with."""
    cells = column.distinct if column.text and column.distinct else []
    return bool(cells) and sum(1 for c in cells if _PLACING.match(c)) >= 0.6 * len(cells)


def first_place(work: Work, hits: list[int]) -> bool:
    """'win' over a table whose one position column says where each row finished: the rows placed 1st.
    Not when some column writes outcomes in words ("Won", "Winner"): that column answers instead; nor when
    the verb has an object the plan already reads ("won over two titles" counts titles)."""
    if any(h + 1 in work.used for h in hits):
        return False
    columns = work.table.columns
    if any(c.text and c.distinct and any(_WON_CELL.search(v) for v in c.distinct) for c in columns):
        return False
    written = [c for c in columns if placings(c)]
    numbered = [c for c in columns if c.numeric and _POSITION_HEADER.search(c.header)]
    column = written[0] if len(written) == 1 else (numbered[0] if not written and len(numbered) == 1 else None)
    if column is None:
        return False
    text = exp.func("trim", exp.cast(ex.col(column), "VARCHAR"))
    work.conditions.append(Condition(exp.func("regexp_matches", text, exp.Literal.string(_FIRST)),
                                     f"{column.header} = 1st", [column.header]))
    work.take(hits)
    return True


def placing_matches(table: TableInfo, q: Question, used: set[int]) -> list[ValueMatch]:
    """'finished second', 'came 3rd': an ordinal word names the placings cells of that place ("2nd",
    "2nd (sf)") in a column of placings."""
    found = []
    for column in (c for c in table.columns if placings(c)):
        for i, word in enumerate(q.words):
            place = ordinal_number(word) if i not in used else None
            # a place stands alone ("finished second in", "came 3rd", "in second place"); an ordinal
            # before another noun ("a second chance", "the 2nd leg") describes that noun instead
            after = q.words[i + 1] if i + 1 < len(q.words) else None
            if place is None or not (after is None or after in STOPWORDS or after in _PLACE_NOUNS):
                continue
            cells = [v for v in column.distinct or [] if (m := _PLACING.match(v)) and int(re.sub(r"\D", "", m.group(0))) == place]
            if cells:
                found.append(ValueMatch(column=column, values=cells, span=(i, i + 1), exact=True))
    return found
