"""Whether a passage found for a question answers it or only repeats whom the question names."""

import re

from tally.agent.offline.sql_match import STOPWORDS
from tally.agent.offline.units import Unit, text_stems
from tally.agent.offline.vocabulary import has_word

# A name the question writes: two or more capitalised words in a row, not opening the question.
_NAME = re.compile(r"(?<!^)(?<![.?!]\s)\b[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)+")


def names_only(question: str, shown: list[Unit], weights: dict[str, float]) -> bool:
    """Whether the only question words the answer holds are a name the question writes: the name says
    whom the question is about, so a passage naming them but nothing that is asked does not answer."""
    names = {s for m in _NAME.finditer(question) if not _titled_phrase(m.group()) for s in text_stems(m.group())}
    held = {w for w in weights for u in shown if has_word(w, u.stems) or has_word(w, u.label)}
    return bool(names) and bool(held) and held <= names


def _titled_phrase(name: str) -> bool:
    """A capitalised phrase with a function word in it names a thing, as titles and accounts are written
    ("Goods Received But Not Invoiced"), not whom the question is about."""
    return any(word.lower() in STOPWORDS for word in name.split())
