"""Rows that happened: "how many lessons went ahead", "the fixtures that actually took place".

A register that books things ahead (sessions, visits, deliveries) keeps the ones that did not happen as
rows with a status saying so ("Cancelled", "Late cancel", "No-show"). A question asking what went ahead,
took place or happened leaves those rows out; the words are explained by that filter. When the question
names such a status itself ("how many cancellations took place") or no column holds one, nothing changes.
"""

import re

from tally.agent.offline import sql_exprs as ex
from tally.agent.offline.sql_plan import Condition
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
