"""Rows that happened, and rows whose figure was recorded: "how many lessons went ahead", "the fixtures that
actually took place", "the average reading, where a reading was written down".

A register that books things ahead (sessions, visits, deliveries) keeps the ones that did not happen as
rows with a status saying so ("Cancelled", "Late cancel", "No-show"). A question asking what went ahead,
took place or happened leaves those rows out; the words are explained by that filter. When the question
names such a status itself ("how many cancellations took place") or no column holds one, nothing changes.
"""

import re

from sqlglot import exp

from tally.agent.offline import sql_exprs as ex
from tally.agent.offline.schema import ColumnInfo
from tally.agent.offline.sql_match import mention_of
from tally.agent.offline.sql_plan import Condition
from tally.agent.offline.sql_words import is_past_form
from tally.agent.offline.sql_work import Work

# Verb phrases of occurrence (English grammar: "go ahead", "take place", "happen", "be held"), any tense.
_OCCURRED = [("went", "ahead"), ("go", "ahead"), ("gone", "ahead"), ("going", "ahead"), ("goes", "ahead"),
             ("took", "place"), ("take", "place"), ("taken", "place"), ("takes", "place"), ("happened",),
             ("were", "held"), ("was", "held")]
# Statuses of what was booked but did not happen.
_NOT_HELD = re.compile(r"\bcancel|\bno[- ]?shows?\b|\bvoid(?:ed)?\b|\babandon|\bpostpon|\bcalled off\b|\bdid not (?:run|go)",
                       re.IGNORECASE)


def leave_out_not_held(work: Work) -> None:
    """The rows whose status says they did not happen are left out when the question asks what did."""
    at = _occurrence(work.q.words, work.used)
    if at is None:
        return
    named = {h for c in work.conditions for h in c.columns}
    for column in work.table.columns:
        values = [v for v in column.distinct or [] if _NOT_HELD.search(v)] if column.text else []
        if not values or column.header in named or len(values) == len(column.distinct or []):
            continue
        work.take(at)
        work.conditions.append(Condition(ex.negate(ex.equals_any(column, values), column),
                                         f"not {column.header} in ({', '.join(values)})", [column.header]))
        return


def _occurrence(words: list[str], used: set[int]) -> list[int] | None:
    """Positions of the occurrence phrase (and an "actually" before it), or None."""
    for i in range(len(words)):
        for phrase in _OCCURRED:
            span = list(range(i, i + len(phrase)))
            if tuple(words[i:i + len(phrase)]) == phrase and not used & set(span):
                return ([i - 1] if i and words[i - 1] == "actually" else []) + span
    return None


# "where a reading was recorded", "when the count was noted", "if the weight is known": the
# rows whose figure is there; the participles of writing a value down (English usage), any tense of "be".
_RECORDED = {"recorded", "written", "noted", "entered", "logged", "filled", "measured", "taken", "known", "given"}
_CLAUSE_WORDS = {"where", "when", "if", "wherever", "whenever"}
_BE = {"was", "were", "is", "are", "been", "be"}


def only_recorded(work: Work, target: ColumnInfo | None) -> None:
    """'the average load, where a weight was logged': the clause asks the rows whose measure
    has a value; its words are explained by that filter (an average leaves blanks out anyway)."""
    words = work.q.words
    for i, word in enumerate(words):
        if word not in _CLAUSE_WORDS or target is None:
            continue
        for j in range(i + 1, min(i + 6, len(words))):
            if words[j] in _RECORDED and words[j - 1] in _BE:
                end = j + 2 if j + 1 < len(words) and words[j + 1] in ("down", "in", "up") else j + 1
                work.take(range(i, end))
                work.conditions.append(Condition(exp.Not(this=exp.Is(this=ex.col(target), expression=exp.Null())),
                                                 f"{target.header} recorded", [target.header]))
                return


def dated_by_its_verb(work: Work) -> None:
    """'how many work orders were opened', 'the orders shipped' over a log whose date column is headed by that
    verb (Opened, Shipped): the rows are the ones that have the date, the event having happened; the word is
    explained by that filter. A period on the column ("opened in May") has already taken the word."""
    for column in work.table.columns:
        if not ex.is_time_column(column):
            continue
        mention = mention_of(column, work.q, work.used)
        if mention is None or mention.score < 1.0 or len(mention.positions) != 1 \
                or not is_past_form(work.q.words[mention.positions[0]]):
            continue  # the verb's past form ("opened"), not a noun or a preposition ("living in Millfield")
        work.take(mention.positions)
        work.conditions.append(Condition(exp.Not(this=exp.Is(this=ex.col(column), expression=exp.Null())),
                                         f"an {column.header} date", [column.header]))
