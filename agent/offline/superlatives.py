"""Superlatives a question may use (superlatives.tsv, with its sources): which direction each asks and what
it measures, for the router (an aggregate word), the SQL builder (MAX/MIN or the row holding it) and column
matching ("the heaviest" names a Weight column)."""

import re
from functools import lru_cache
from pathlib import Path

_LEXICON = Path(__file__).with_name("superlatives.tsv")
ROWS = "rows"  # "the busiest depot": the label with the most rows


@lru_cache(maxsize=1)
def superlatives() -> dict[str, tuple[str, str | None]]:
    """word -> (max | min, what it measures: a header word, ROWS, or None when the question names it)."""
    found: dict[str, tuple[str, str | None]] = {}
    for line in _LEXICON.read_text(encoding="utf-8").splitlines():
        parts = [p.strip() for p in line.split("\t")]
        if line.startswith("#") or len(parts) < 3:
            continue
        found[parts[0]] = (parts[1], None if parts[2] == "-" else parts[2])
    return found


def words(direction: str) -> set[str]:
    return {w for w, (d, _) in superlatives().items() if d == direction}


def measures(word: str) -> str | None:
    entry = superlatives().get(word)
    return entry[1] if entry else None


# A comparative against every other is a superlative, in English grammar: "more often than anybody",
# "fewer visits than any other clinic", "busier than all the others", "higher than the rest".
_AGAINST_ALL = (r"\b(?P<comparative>{comparatives})\b(?P<between>(?:\s+[\w'-]+){{0,4}}?)\s+than\s+(?:"
                r"(?:any|every|all)(?:one|body|thing)?(?:\s+(?:else|other|others))?(?:\s+the\s+others?)?"
                r"(?:\s+(?!(?:in|on|at|of|for|from|during|over|between|by|this|last|and|or)\b)[a-z][\w-]*)?"
                r"|the\s+(?:rest|others))\b")
_IRREGULAR = {"more": "most", "fewer": "fewest", "less": "least", "better": "best", "worse": "worst"}
_DIFFERENCE = re.compile(r"\bhow\s+(?:many|much)\s+(?:more|fewer|less)\b", re.IGNORECASE)


@lru_cache(maxsize=1)
def _comparatives() -> tuple[re.Pattern, dict[str, str]]:
    """The pattern of a comparative against all others, and each comparative's superlative: the irregular
    ones and the -er form of every -est superlative of the lexicon ("busier" of "busiest")."""
    forms = dict(_IRREGULAR)
    for word in superlatives():
        if word.endswith("iest"):
            forms.setdefault(word[:-4] + "ier", word)
        elif word.endswith("est") and len(word) > 5:  # not "best", "least": irregular
            forms.setdefault(word[:-3] + "er", word)
    alternatives = "|".join(sorted(map(re.escape, forms), key=len, reverse=True))
    return re.compile(_AGAINST_ALL.format(comparatives=alternatives), re.IGNORECASE), forms


def direction(word: str) -> str | None:
    """'max' or 'min' for a superlative of the lexicon or its comparative ("higher", "larger", "less"); else None."""
    entry = superlatives().get(word) or superlatives().get(_comparatives()[1].get(word, ""))
    return entry[0] if entry else None


def as_superlative(question: str) -> str:
    """The question with a comparative against all others written as the superlative it means ("which
    driver called more often than anybody" -> "... most often"); unchanged otherwise, and always for
    "how many more ... than ...", which asks a difference."""
    if _DIFFERENCE.search(question):
        return question
    pattern, forms = _comparatives()
    return pattern.sub(lambda m: forms[m.group("comparative").lower()] + m.group("between"), question)
