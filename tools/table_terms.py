"""The words of questions, headers and cells that can name a table, for choosing tables.

Words are read by ingest/text.py (`normalise`, `stem`: lower case, accents dropped, English Snowball
stems), the same reading the SQL planner uses; this module adds the table index's stopwords.
"""

from tally.ingest.text import AGGREGATE_CUE_WORDS, FUNCTION_WORDS, normalise, stem, words

__all__ = ["STOPWORDS", "content_stems", "normalise", "stem"]

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
