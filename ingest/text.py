"""Word lists and small parsers for English question and document text, in one place.

The lowest layer (ingest/), so the offline planner, the tools and the converters all import it. What is
here was repeated across agent/offline, tools and agent/verify before; each caller keeps only what is
its own (e.g. the table index adds superlatives to AGGREGATE_CUE_WORDS). Cell values ("1,234.50",
"(500)", "$1,234", dates) are parsed by ingest/coerce.py, which is their one home.
"""

import re

# English function words: never evidence of a column, table or topic. Where they came from: the union of
# the offline SQL planner's and the table index's identical lists (pronouns, articles, auxiliaries,
# prepositions, question words), plus contraction remnants ("s", "t") left by tokenising "it's".
FUNCTION_WORDS = frozenset("""
a an the of in on at to for by with from and or is are was were be been being has have had do does did
how many much what which who whom whose when where why there their they them it its this that these those
he she his her him we our you your i me my as than then into over under per each all any some
also just between after before during since until about across s t done can could should would will
cannot themselves itself himself herself myself yourself ourselves yourselves
""".split())

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
_PLAIN_NUMBER = re.compile(r"\d+(?:\.\d+)?")


def is_year(word: str) -> bool:
    return bool(_YEAR.fullmatch(word))


def parse_number_word(word: str) -> float | None:
    """A number written in a question: "12", "1,250", "3.5" or a number word ("twelve"); else None."""
    if word in NUMBER_WORDS:
        return float(NUMBER_WORDS[word])
    cleaned = word.replace(",", "")
    if _PLAIN_NUMBER.fullmatch(cleaned):
        return float(cleaned)
    return None
