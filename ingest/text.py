"""Word lists, word readers and small parsers for question and document text, in one place.

The lowest layer (ingest/), so the offline planner, the tools and the converters all import it. What is
here was repeated across agent/offline, tools and agent/verify before; each caller keeps only what is
its own (e.g. the table index adds superlatives to AGGREGATE_CUE_WORDS). Siblings with one concept
each: cell values ("1,234.50", "(500)", "$1,234", dates) are read by ingest/coerce.py, IDs are found by
ingest/keys.py, and Markdown in chunk text is read back with ingest/markdown_lines.py.
"""

import re
import unicodedata
from functools import lru_cache

import Stemmer

# English function words: never evidence of a column, table or topic. Where they came from: the union of
# the offline SQL planner's and the table index's identical lists (pronouns, articles, auxiliaries,
# prepositions, question words), plus contraction remnants ("s", "t") left by tokenising "it's", and the
# indefinite pronouns ("everyone", "anything") and the quantifiers "whole" and "entire" ("the whole
# group"), which quantify over rows rather than name any; and the conjunctions and degree adverbs that
# join or weigh clauses ("but", "because", "too"); and the first words of English complex prepositions that
# are no content word elsewhere ("according to", "instead of", "apart from", "regardless of", "despite").
FUNCTION_WORDS = frozenset("""
a an the of in on at to for by with from and or is are was were be been being has have had do does did
how many much what which who whom whose when where why there their they them it its this that these those
he she his her him hers we our ours you your yours i me my theirs as than then into over under per each all any some
also just between after before during since until about across s t done can could should would will
cannot themselves itself himself herself myself yourself ourselves yourselves
every everyone everybody everything anyone anybody anything someone somebody something
nobody nothing nowhere anywhere everywhere somewhere whole entire
but nor because although though unless whether too very
according instead apart regardless despite
""".split()) | frozenset(  # the same words with a clitic, written as one token: "what's", "we're", "i'd"
    f"{word}'{clitic}" for word in "what who where when how why it that there here he she we they you i let".split()
    for clitic in ("s", "re", "ve", "ll", "d", "m")) | frozenset(  # and the indefinite pronouns' "someone's"
    f"{word}'s" for word in "everyone everybody everything anyone anybody anything someone somebody something "
    "nobody nothing".split())

# Words every aggregate question carries ("total number of ...", "list the ..."): they name the
# operation, not a column or table.
AGGREGATE_CUE_WORDS = frozenset("""
total number numbers amount sum average mean count list listed get got make made more less most least same
other not no only take taken
""".split())

MONTH_NAMES = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
               "October", "November", "December")
# lower-case name or common abbreviation -> month number
MONTHS: dict[str, int] = {
    **{name.lower(): number for number, name in enumerate(MONTH_NAMES, start=1)},
    **{name[:3].lower(): number for number, name in enumerate(MONTH_NAMES, start=1)},
    "sept": 9,
}

NUMBER_WORDS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
    "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40,
    "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90, "hundred": 100, "thousand": 1000,
}

# A plausible calendar year in business and reference tables (1500-2099).
YEAR_PATTERN = r"1[5-9]\d\d|20\d\d"
_YEAR = re.compile(YEAR_PATTERN)
# Such a year standing in text ("Population (2010)", "1998-99"); group 1 is the year.
YEAR_IN_TEXT = re.compile(rf"(?<!\d)({YEAR_PATTERN})(?!\d)")
_MONTH_WORDS = "|".join(sorted(MONTHS, key=len, reverse=True))
# A date written in a line of text: 2026-03-14, 14.03.2026, 3/14/26, "Mar 14", "March 2026" ("14 March 2026"
# through its "March 2026"). A month is its name or abbreviation, not any word that starts like one
# ("Marketing 2026").
DATE_IN_TEXT = re.compile(rf"\b\d{{4}}-\d{{2}}-\d{{2}}\b|\b\d{{1,2}}[./]\d{{1,2}}[./]\d{{2,4}}\b|"
                          rf"\b(?:{_MONTH_WORDS})\b\.? \d", re.IGNORECASE)
_PLAIN_NUMBER = re.compile(r"\d+(?:\.\d+)?")

ORDINAL_WORDS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
                 "eighth": 8, "ninth": 9, "tenth": 10}
_ORDINAL_SUFFIX = re.compile(r"^(\d+)(?:st|nd|rd|th)$")


def months_before_nouns(text: str, candidates: tuple[str, ...]) -> frozenset[str]:
    """The month words of `candidates` written with their capital inside a sentence, right before a
    lower-case plural noun ("How many March orders ..."): months there, whatever else the word can be
    elsewhere (the verb "march"; the name "May", which another name follows: "May Jones")."""
    return frozenset(m.group(1).lower() for m in _month_before_noun(candidates).finditer(text))


@lru_cache(maxsize=8)
def _month_before_noun(candidates: tuple[str, ...]) -> re.Pattern[str]:
    names = "|".join(sorted(word.capitalize() for word in candidates))
    return re.compile(rf"(?<=\w[ ,])({names})\.? (?=[a-z]{{2,}}s\b)")


def is_year(word: str) -> bool:
    return bool(_YEAR.fullmatch(word))


def ordinal_number(word: str) -> int | None:
    """'third' or '3rd' -> 3 (lower-case words); None for anything else."""
    match = _ORDINAL_SUFFIX.match(word)
    return int(match.group(1)) if match else ORDINAL_WORDS.get(word)


def parse_number_word(word: str) -> float | None:
    """A number written in a question: "12", "1,250", "3.5" or a number word ("twelve"); else None."""
    if word in NUMBER_WORDS:
        return float(NUMBER_WORDS[word])
    cleaned = word.replace(",", "")
    if _PLAIN_NUMBER.fullmatch(cleaned):
        return float(cleaned)
    return None


# --- Words of questions, headers and cells in one comparable form ---------------------------------------
# Lower case, accents dropped, punctuation to spaces (digits keep their . , : ' separators), English Snowball
# stems. Two readings, one function:
# - `normalise` / `words`: letters of any script are words, so a Russian header meets the same Russian word
#   in a question (the stemmer passes other scripts through unchanged). The table index reads text so.
# - `latin_normalise` / `latin_words`: Latin letters and digits only. The offline planner and the extractive
#   answerer read text so: their stopwords, synonyms and stems are English, and a question in another
#   script reaches the columns and passages by meaning (the embedder); its words would only count as
#   unmatched. Measured: with any-script words, Russian how-to questions over English docs were refused.
_STEMMER = Stemmer.Stemmer("english")
_TOKEN = re.compile(r"\w+(?:[.,:']\w+)*")
_LATIN_TOKEN = re.compile(r"[a-z0-9]+(?:[.,:'][a-z0-9]+)*")
_SIMPLE_WORD = re.compile(r"\w+")


def normalise(text: object) -> str:
    """Lower case, accents dropped, punctuation and underscores to spaces: "Gómez_Ltd." -> "gomez ltd"."""
    return _normalise(str(text), False)


def latin_normalise(text: object) -> str:
    """`normalise`, keeping Latin letters and digits only: "Søren, Отчёт 2026" -> "s ren 2026"."""
    return _normalise(str(text), True)


@lru_cache(maxsize=400_000)  # the same cells are read by every question over a table
def _normalise(text: str, latin_only: bool) -> str:
    decomposed = unicodedata.normalize("NFKD", text)
    plain = "".join(ch for ch in decomposed if not unicodedata.combining(ch)).lower()
    plain = plain.replace("’", "'").replace("&", " and ").replace("_", " ")
    return " ".join((_LATIN_TOKEN if latin_only else _TOKEN).findall(plain))


@lru_cache(maxsize=200_000)
def stem(word: str) -> str:
    return _STEMMER.stemWord(word)


def words(text: object) -> list[str]:
    """The normalised words of `text`, in order."""
    return normalise(text).split()


def latin_words(text: object) -> list[str]:
    """The Latin-script words of `text` (`latin_normalise`), in order."""
    return latin_normalise(text).split()


def simple_words(text: str) -> list[str]:
    """Case-folded word-character runs, accents and all, unstemmed: "Net-Pay (€)" -> ["net", "pay"]."""
    return _SIMPLE_WORD.findall(text.casefold())


def letter_script(letter: str) -> str:
    """LATIN, CYRILLIC, GREEK, ...: the first word of the letter's Unicode name."""
    return unicodedata.name(letter, "?").split(" ", 1)[0]


def script_of(text: str) -> str | None:
    """The script most of the text's letters are written in (`letter_script`); None without letters."""
    counts: dict[str, int] = {}
    for ch in text:
        if ch.isalpha():
            script = letter_script(ch)
            counts[script] = counts.get(script, 0) + 1
    return max(counts, key=counts.__getitem__) if counts else None


def written_apart(question: str, texts: list[str]) -> bool:
    """Whether no text is written in the question's script ("Как ..." over English pages)."""
    asked = script_of(question)
    written = {script_of(text) for text in texts} - {None}
    return asked is not None and bool(written) and asked not in written
