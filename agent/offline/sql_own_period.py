"""'This quarter', 'over the whole month': a period named only by its kind, asked of a table whose title
names one period of that kind ("group_hire_log_2026_Q3", "Run log August 2026"). The period is the
table's own, so the words are explained and no rows are filtered; over a table that spans several such
periods they stay unexplained and the plan's confidence says so."""

import re

from tally.agent.offline.sql_work import Work
from tally.ingest.text import MONTHS, is_year

_DETERMINERS = {"this", "the", "that"}
_WHOLE = {"whole", "entire", "full"}
_FOLLOWED = {"of", "before", "after", "ending", "to", "when", "in", "with"}  # "the month of May", "the year before"
_QUARTER_IN_TITLE = re.compile(r"(?<![A-Za-z0-9])Q[1-4](?![A-Za-z0-9])|\bquarter(?:ly)?\b", re.IGNORECASE)
_TITLE_WORDS = re.compile(r"[A-Za-z]+|\d{4}")


def own_period_words(work: Work) -> list[int]:
    """Positions of "this/the (whole) quarter|month|year" that the table's title makes its own period."""
    w = work.q.words
    title = f"{work.table.title} {work.table.sheet or ''}"
    found: list[int] = []
    for i, word in enumerate(w):
        if word not in ("quarter", "month", "year") or i in work.used or not _names_period(title, word):
            continue
        start = i - 1
        while start >= 0 and w[start] in _WHOLE:
            start -= 1
        if start < 0 or w[start] not in _DETERMINERS:
            continue
        after = w[i + 1] if i + 1 < len(w) else ""
        if after in _FOLLOWED or after[:1].isdigit():
            continue
        found.extend(range(start, i + 1))
    return found


def _names_period(title: str, kind: str) -> bool:
    tokens = [t.lower() for t in _TITLE_WORDS.findall(title)]
    months = {MONTHS[t] for t in tokens if t in MONTHS and len(t) > 3}
    quarter = bool(_QUARTER_IN_TITLE.search(title.replace("_", " ")))
    if kind == "quarter":
        return quarter
    if kind == "month":
        return len(months) == 1 and not quarter
    return any(is_year(t) for t in tokens) and not months and not quarter
