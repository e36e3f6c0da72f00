"""The roles of document fields (document_roles.tsv, EN 16931-1 business terms, with its sources): "Bill to"
plays the buyer, "Due Date" the payment due, so a question naming the role ("which customer", "when must it
be paid") reaches the label the document prints."""

import re
from functools import lru_cache
from pathlib import Path

from tally.agent.offline.units import text_stems

_LEXICON = Path(__file__).with_name("document_roles.tsv")


@lru_cache(maxsize=1)
def _roles() -> tuple[tuple[tuple[tuple[str, ...], frozenset[str], bool], ...], dict[str, frozenset[str]]]:
    """(label phrases as lower-case words -> role stems and whether the phrase must be the whole label,
    question word stem -> role stems)."""
    labels: list[tuple[tuple[str, ...], frozenset[str], bool]] = []
    questions: dict[str, frozenset[str]] = {}
    for line in _LEXICON.read_text(encoding="utf-8").splitlines():
        parts = line.split("\t")
        if line.startswith("#") or len(parts) < 3:
            continue
        roles = frozenset(text_stems(parts[2]))
        if parts[0] in ("label", "whole label"):
            labels.append((tuple(_words(parts[1])), roles, parts[0] == "whole label"))
        else:
            for word in text_stems(parts[1]):
                questions[word] = questions.get(word, frozenset()) | roles
    return tuple(labels), questions


@lru_cache(maxsize=4096)
def label_roles(label: str) -> frozenset[str]:
    """The role words of a field label: those of every lexicon phrase its words contain in order (as written:
    "Bill to" is not "Bill" and "Invoice to" is no "Invoice total"); a "whole label" phrase only when it is
    all the label says (a bare "Date" is the document's own date, "Docket date" another thing's)."""
    said = tuple(_words(label))
    spans = [(i, i + len(phrase), roles) for phrase, roles, whole in _roles()[0]
             for i in range(len(said) - len(phrase) + 1)
             if said[i:i + len(phrase)] == phrase and (not whole or len(phrase) == len(said))]
    # the longest phrase decides: "Supplier address" is an address, not the supplier
    kept = [s for s in spans if not any(o[0] <= s[0] and s[1] <= o[1] and o[1] - o[0] > s[1] - s[0] for o in spans)]
    return frozenset(role for _, _, roles in kept for role in roles)


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z]+", text.lower())


def question_roles(stem: str) -> frozenset[str]:
    """The role words a question's word names ("customer" -> buyer, "owed" -> due)."""
    return _roles()[1].get(stem, frozenset())
