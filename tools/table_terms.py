"""Words of questions, headers and cells in one comparable form, for choosing tables.

Lower case, accents dropped, punctuation to spaces, English Snowball stems (other scripts pass through
the stemmer unchanged, so a Russian cell still meets the same Russian word in a question). Kept apart
from the SQL builder's matcher because tools/ must not import from agent/.
"""

import re
import unicodedata
from functools import lru_cache

import Stemmer

from tally.ingest.text import AGGREGATE_CUE_WORDS, FUNCTION_WORDS

_STEMMER = Stemmer.Stemmer("english")
_TOKEN = re.compile(r"\w+(?:[.,:']\w+)*")

# Function words and the aggregate cue words every table question carries: never evidence of a table.
STOPWORDS = FUNCTION_WORDS | AGGREGATE_CUE_WORDS | frozenset(
    "highest lowest largest smallest top first last times time difference".split()
)


def normalise(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", str(text))
    plain = "".join(ch for ch in decomposed if not unicodedata.combining(ch)).lower()
    plain = plain.replace("’", "'").replace("&", " and ").replace("_", " ")
    return " ".join(_TOKEN.findall(plain))


@lru_cache(maxsize=200_000)
def stem(word: str) -> str:
    return _STEMMER.stemWord(word)


def tokens(text: str) -> list[str]:
    return normalise(text).split()


def content_stems(text: str) -> list[str]:
    """Stems of the words that can name something (no function words; of bare numbers only years)."""
    return [stem(w) for w in tokens(text) if w not in STOPWORDS and not _small_number(w)]


def _small_number(word: str) -> bool:
    digits = word.replace(",", "").replace(".", "")
    return digits.isdigit() and not (word.isdigit() and len(word) == 4)
