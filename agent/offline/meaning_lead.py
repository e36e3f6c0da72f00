"""A how-to question asked in another script than the documents: the lead of the passage closest in meaning.

Such a question is answered when the words-and-sentences path would answer it (extractive.py), or when the
judge finds that passage close enough (MIN_PASSAGE_MEANING, its calibrated answerability threshold; the store
embedder's sentence cosines across scripts run low).

Words cannot rank the lines of such a context: the only words it shares with the question are names (the
app's own name is on every page), so a line that repeats the name beat the line that answers. Single
sentences are also too short for the judge (multilingual-e5-small) to tell apart across languages, while a
whole passage under its section path is what it was trained on: a manual's heading says what the section
answers ("Changing a customer's terms"). So the passage the judge finds closest is quoted from its start,
the way a person reads a manual's section to someone, and the other passages are left out.
"""

from typing import Any

from tally.agent.offline.judged import Judge
from tally.agent.offline.units import Unit
from tally.ingest.text import written_apart

_LEAD_DECAY = 0.02  # each later line of the passage scores this much less: its start is read first


def judged_text(item: Any) -> str:
    """The passage as the judge reads it: its section path above its text, as the search judged it
    (Chunk.embedding_text), so the judge's vectors of the search are reused."""
    section = getattr(item, "section", None)
    return f"{section}\n{item.text}" if section else item.text


def lead_of_closest(question: str, units: list[Unit], context_items: list[Any],
                    judge: Judge | None) -> tuple[list[float], float] | None:
    """Unit scores that pick the lead of the closest passage, and that passage's closeness, when the question
    is written in another script than every unit and a judge is there; None otherwise (the caller ranks by
    words)."""
    if judge is None or not units or not written_apart(question, [u.text for u in units]):
        return None
    items = [item for item in context_items if getattr(item, "text", "").strip()]
    if not items:
        return None
    closeness = judge.closeness_each(question, [judged_text(item) for item in items])
    best = max(range(len(items)), key=lambda i: closeness[i])
    chosen = items[best].n
    scores, k = [], 0
    for unit in units:
        if unit.n == chosen:
            scores.append(max(0.1, 1.0 - _LEAD_DECAY * k))
            k += 1
        else:
            scores.append(0.0)
    return scores, closeness[best]
