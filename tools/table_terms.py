"""The words of questions, headers and cells that can name a table, for choosing tables.

Words are read by ingest/text.py (`normalise`, `stem`: lower case, accents dropped, English Snowball
stems), the same reading the SQL planner uses; this module adds the table index's stopwords.
"""

import re

from tally.ingest.text import AGGREGATE_CUE_WORDS, FUNCTION_WORDS, normalise, stem, words

__all__ = ["STOPWORDS", "abbreviates", "content_stems", "header_abbreviations", "normalise", "stem"]

# Function words and the aggregate cue words every table question carries: never evidence of a table.
STOPWORDS = FUNCTION_WORDS | AGGREGATE_CUE_WORDS | frozenset(
    "highest lowest largest smallest top first last times time difference".split()
)


def content_stems(text: str) -> list[str]:
    """Stems of the words that can name something (no function words; of bare numbers only years)."""
    return [stem(w) for w in words(text) if w not in STOPWORDS and not _small_number(w)]


def _small_number(word: str) -> bool:
    digits = word.replace(",", "").replace(".", "")
    return digits.isdigit() and not (word.isdigit() and len(word) == 4)


_ABBREVIATED = re.compile(r"([A-Za-z]{3,5})\.")
_VOWELS = set("aeiou")


def abbreviates(short: str, word: str) -> bool:
    """'pos' -> position, 'rnd' -> round, 'pts' -> points: same first letter, the short form's letters in
    order, and either a prefix or the same last letter."""
    if len(word) <= len(short) + 1 or word[0] != short[0] or not word.isalpha():
        return False
    if word.startswith(short):
        return True
    rest = iter(word[1:])
    return short[-1] == word[-1] and all(ch in rest for ch in short[1:])


def header_abbreviations(header: str, header_words: list[str]) -> frozenset[str]:
    """Header words written as abbreviations: cut short with a full stop ("Pos.", "Rnd.") or without
    vowels after the first letter ("Pts")."""
    dotted = {m.lower() for m in _ABBREVIATED.findall(header)}
    bare = {w for w in header_words if len(w) <= 4 and w.isalpha() and not set(w[1:]) & _VOWELS}
    return frozenset(w for w in dotted | bare if len(w) >= 3)  # "No." is a number, not "north"
