"""Superlatives a question may use (superlatives.tsv, with its sources): which direction each asks and what
it measures, for the router (an aggregate word), the SQL builder (MAX/MIN or the row holding it) and column
matching ("the heaviest" names a Weight column)."""

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
