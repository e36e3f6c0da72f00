"""The words of questions, headers and cells that can name a table, for choosing tables.

Words are read by ingest/text.py (`normalise`, `stem`: lower case, accents dropped, English Snowball
stems), the same reading the SQL planner uses; this module adds the table index's stopwords.
"""

import re

from tally.ingest.text import AGGREGATE_CUE_WORDS, FUNCTION_WORDS, latin_words, normalise, stem, words

__all__ = ["STOPWORDS", "abbreviates", "content_stems", "derived", "gloss_head_words", "header_abbreviations", "normalise",
           "stem"]

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
_TWO_LETTERS = re.compile(r"(?<![\w.])([A-Za-z][a-z])(?![\w.])")
# two-letter symbols of units (SI Brochure, BIPM; the imperial pound and ounce; data sizes)
_UNIT_SYMBOLS = {"kg", "km", "cm", "mm", "ml", "mg", "kw", "kb", "mb", "gb", "tb", "lb", "oz", "ft", "yd", "hz"}


def abbreviates(short: str, word: str) -> bool:
    """'pos' -> position, 'rnd' -> round, 'pts' -> points: same first letter, the short form's letters in
    order, and either a prefix or the same last letter (of the word or, for "appointments" written
    "Appt", of its singular)."""
    if "/" in short:  # "A/c" is account, "W/e" week ending: each letter begins the word or a later part
        first, *rest = short.split("/")
        return len(word) >= 4 and word[0] == first and word.isalpha() and _in_order("".join(rest), word[1:])
    if len(word) <= len(short) + 1 or word[0] != short[0] or not word.isalpha():
        return False
    if len(short) == 2 and len(word) < 5:
        return False  # two letters spell out only a longer word ("Wt": weight), not "went" or "wet"
    if word.startswith(short) and len(short) > 2:  # two letters are a word's first and last ("Sp" is no "spent")
        return True
    if short[-1] != word[-1] and word.endswith("s") and not short.endswith("s"):
        word = word[:-1]
    if short[-1] != word[-1] and word.endswith("e") and len(word) > len(short) + 1:
        word = word[:-1]  # a silent final e is not written: "Chg" is charge, "Svc" service, "Pkg" package
    rest = iter(word[1:])
    if short[-1] == word[-1] and all(ch in rest for ch in short[1:]):
        return True
    # the word's first consonants, its vowels left out: "Drv" is driver, "Mls" miles
    skeleton = word[0] + "".join(ch for ch in word[1:] if ch not in "aeiou")
    return len(short) >= 3 and not set(short[1:]) & set("aeiou") and skeleton.startswith(short)


def _in_order(letters: str, word: str) -> bool:
    rest = iter(word)
    return all(ch in rest for ch in letters)


_SLASHED = re.compile(r"(?<![\w/])([A-Za-z])/([A-Za-z]{1,2})(?![\w/])")


def header_abbreviations(header: str, header_words: list[str]) -> frozenset[str]:
    """Header words written as abbreviations: cut short with a full stop ("Pos.", "Rnd."), without vowels
    after the first letter ("Pts"), as two consonants in lower or title case ("Wt", "Pd": a word's first
    and last letters; capitals, "HR" or "TV", are acronyms, and unit symbols, "kg", are units), or as
    letters around a slash ("A/c")."""
    dotted = {m.lower() for m in _ABBREVIATED.findall(header)}
    bare = {w for w in header_words if len(w) <= 4 and w.isalpha() and not set(w[1:]) & _VOWELS}
    pairs = {m.lower() for m in _TWO_LETTERS.findall(header)} - _UNIT_SYMBOLS
    slashed = {f"{a}/{b}".lower() for a, b in _SLASHED.findall(header)}  # "A/c ref"
    return frozenset(w for w in dotted | bare if len(w) >= 3) | {p for p in pairs if not set(p) & (_VOWELS | {"y"})} \
        | slashed


_GLOSS_HEAD_WORDS = 3
# English prepositions the function-word list leaves out: like "on" or "for", they end a gloss's head
# ("pints claimed | against the line")
_PREPOSITIONS = frozenset("against along through within without via upon toward towards among around near onto "
                          "beyond except including excluding".split())


def gloss_head_words(gloss: str | None) -> list[str]:
    """The head of what a note line says a column holds ("casks sent back" of "casks sent back faulty/unsold
    on that drop"): up to three content words, ending at the first function word after one."""
    head: list[str] = []
    for word in latin_words(gloss or ""):
        if word in FUNCTION_WORDS or word in _PREPOSITIONS or not word.isalpha():
            if head:
                break
            continue
        head.append(word)
        if len(head) == _GLOSS_HEAD_WORDS:
            break
    return head


DERIVED_MIN, DERIVED_EXTRA = 5, 4  # a stem of 5+ letters, the longer word at most 4 letters longer


# English derivational suffixes as the stemmer leaves them (pay -> payable, payment; employ -> employer,
# employee): a short stem is only trusted with one of these after it.
_SUFFIXES = ("abl", "ibl", "ment", "er", "ee")


def derived(short: str, longer: str) -> bool:
    """'deliv' of "deliver" and 'deliveri' of "deliveries": the longer stem is the shorter one's word
    derived (a verb's noun, book/booking), not another word that happens to begin the same way. A short
    stem ("pay") is derived only by a suffix ("payabl"): "pa" + anything would be too many words."""
    if longer == short or not longer.startswith(short):
        return False
    if len(short) >= DERIVED_MIN:
        return len(longer) - len(short) <= DERIVED_EXTRA
    return len(short) >= 3 and longer[len(short):] in _SUFFIXES
