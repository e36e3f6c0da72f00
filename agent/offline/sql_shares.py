"""Shares compared: "more than 35 percent of the ballots" is compared with a column of percentages (a
party's "38.5%" cells), not with the vote counts beside it, and "of the ballots" says what the share is
of, so it explains those words rather than naming a column or value."""

import re

from tally.agent.offline.schema import ColumnInfo
from tally.agent.offline.sql_match import STOPWORDS, Question


def percent_written(q: Question, number_at: int) -> bool:
    """Whether the number at `number_at` is written as a percentage ("60%", "60 percent", "60 per cent")."""
    number = re.escape(q.words[number_at])
    return bool(re.search(rf"(?<![\d.]){number}\s*(?:%|percent\b|per\s+cent\b)", q.text, re.IGNORECASE))


def percent_column(column: ColumnInfo) -> bool:
    """A column of percentages: its header says so, or most of its cells end with a percent sign."""
    if "%" in column.header or "percent" in column.header.lower():
        return True
    cells = column.distinct or []
    return bool(cells) and sum(1 for c in cells if c.strip().endswith("%")) >= 0.6 * len(cells)


def share_words(words: list[str], at: int) -> list[int]:
    """Positions of "percent of the ballots" (or "per cent of it") from `at`: the share's word and its whole."""
    taken = []
    if at < len(words) and words[at] in ("percent", "per"):
        taken.append(at)
        at += 1
        if at < len(words) and words[at] == "cent" and words[at - 1] == "per":
            taken.append(at)
            at += 1
    if at < len(words) and words[at] == "of":
        taken.append(at)
        at += 1
        if at < len(words) and words[at] in ("the", "all"):
            taken.append(at)
            at += 1
        if at < len(words) and words[at].isalpha() and words[at] not in STOPWORDS:
            taken.append(at)
    return taken
