"""Word-level forms the table matcher compares: irregular past forms brought back to their verb
("won" -> "win"), plurals to singulars, one-letter typos in long words, and abbreviated header words
("Rnd." for "round"). Kept apart from sql_match so each stays one concept.
"""

import re
from functools import lru_cache
from pathlib import Path

from tally.agent.offline.word_rarity import word_logp
from tally.ingest.text import MONTHS, latin_words
from tally.ingest.text import stem as snowball_stem
from tally.tools.money import header_currencies, is_currency_word
from tally.tools.table_terms import abbreviates, header_abbreviations  # noqa: F401 (read from here too)

_IRREGULAR = Path(__file__).with_name("irregular_verbs.tsv")
_PLURALS = Path(__file__).with_name("irregular_plurals.tsv")


def _base_forms(path: Path) -> dict[str, str]:
    """form -> base word, from a file of "base<TAB>form|form" lines."""
    found: dict[str, str] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            base, forms = line.split("\t")
            for form in forms.split("|"):
                found.setdefault(form, base)
    return found


@lru_cache(maxsize=1)
def _verb_of_past() -> dict[str, str]:
    """'won' -> 'win': past forms the stemmer cannot bring back to their verb (irregular_verbs.tsv)."""
    return _base_forms(_IRREGULAR)


@lru_cache(maxsize=1)
def _noun_of_plural() -> dict[str, str]:
    """'mice' -> 'mouse': plurals the stemmer cannot bring back to their noun (irregular_plurals.tsv)."""
    return _base_forms(_PLURALS)


def is_past_form(word: str) -> bool:
    """'scored', 'won', 'held': a verb's past form (regular -ed or listed irregular)."""
    return (len(word) > 4 and word.endswith("ed")) or word in _verb_of_past()


@lru_cache(maxsize=200_000)
def stem(word: str) -> str:
    """Snowball stem; an irregular past form stems as its verb ("won" meets a "Wins" header), an irregular
    plural as its noun ("mouse" meets a "Mice" value)."""
    return snowball_stem(_verb_of_past().get(word) or _noun_of_plural().get(word, word))


def singular(word: str) -> str:
    """'sloops' -> 'sloop', 'matches' -> 'match'; short words and '-ss' words as they are."""
    if len(word) > 4 and word.endswith(("ches", "shes", "xes", "sses")):
        return word[:-2]
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


_FUZZY_LENGTH = 7  # words at least this long may differ by one letter (a typo), shorter ones must be equal


def same_word(a: str, b: str) -> bool:
    """Equal, or long words one edit apart ("donterel" / "doterel")."""
    if a == b:
        return True
    if min(len(a), len(b)) < _FUZZY_LENGTH or abs(len(a) - len(b)) > 1 or a[0] != b[0]:
        return False
    return _one_edit(a, b)


@lru_cache(maxsize=200_000)
def _one_edit(a: str, b: str) -> bool:
    """Levenshtein distance at most 1."""
    if len(a) > len(b):
        a, b = b, a
    i = 0
    while i < len(a) and a[i] == b[i]:
        i += 1
    if len(a) == len(b):
        return a[i + 1:] == b[i + 1:]
    return a[i:] == b[i + 1:]


# Two letters spell too many word pairs by chance ("game PPG" would be "GP"); three or four seldom do.
_INITIALISM = re.compile(r"^[A-Z]{3,4}$")


def initials_run(header: str, question_words: list[str], used: set[int], stopwords: frozenset[str]) -> list[int]:
    """'PPG' for "points per game", 'RPG' for "rebounds per game": an all-capital header of three or four
    letters spelling the initials of consecutive question words, small words included, the run starting and
    ending on a word of its own ("in the end" spells no "ITE"). The run's positions, else []."""
    letters = header.strip().lower()
    if not _INITIALISM.match(header.strip()):
        return []
    n = len(letters)
    for i in range(len(question_words) - n + 1):
        run = question_words[i:i + n]
        if (all(w.isalpha() for w in run) and "".join(w[0] for w in run) == letters
                and run[0] not in stopwords and run[-1] not in stopwords
                and not used & set(range(i, i + n))):
            return list(range(i, i + n))
    return []


# A header word at most this probable in general language is no word of its own: "Elec", "Dept", "Equip"
# are cut short (-14 and below), while "Cat", "Band" or "Rate" are words (-10 to -11). Acronyms written
# in capitals ("LOA") are spelled out by initials_run, not by a prefix.
_TRUNCATED_LOGP = -13.0


def shortened_words(header: str) -> frozenset[str]:
    """Every way a header shortens a word: with a full stop, without vowels, or cut short."""
    return header_abbreviations(header, latin_words(header)) | truncations(header)


def truncations(header: str) -> frozenset[str]:
    """Header words cut short without a full stop ("Elec kWh" for electricity, "Veh" for vehicle): written
    in lower or title case, three letters or more, and rare as a word of their own."""
    cut = set()
    for written in re.findall(r"[A-Za-z]{3,}", header):
        if written not in (written.lower(), written.capitalize()):
            continue  # "LOA", "kWh": acronyms and unit symbols, not words cut short
        logp = word_logp(written.lower())
        if logp is not None and logp <= _TRUNCATED_LOGP:
            cut.add(written.lower())
    return frozenset(cut)


def rate_units(header: str) -> set[str]:
    """Stems of the header words after "per" ("Rate per mile", "Cost per head") or after a currency and a
    slash ("£/pupil", "EUR/night"): the unit a rate is reckoned in, which names the column only when the
    question too says "per" or "a" before it."""
    written = latin_words(header)
    units = {stem(w) for k, w in enumerate(written) if k and written[k - 1] in ("per", "each")}
    for money, unit in _SLASHED.findall(header):
        if header_currencies(money) or is_currency_word(money):
            units.add(stem(unit.lower()))
    return units


_SLASHED = re.compile(r"(\S+?)\s*/\s*([A-Za-z]+)")


_HYPHENED = re.compile(r"(?<![\w-])[A-Za-z]+(?:-[A-Za-z]+)+(?![\w-])")


def hyphened(text: str, parts: int = 2) -> list[str]:
    """Words joined by hyphens into one ("no-shows", "out-of-hours"), of at least `parts` parts."""
    return [found for found in _HYPHENED.findall(text) if found.count("-") + 1 >= parts]


_BEFORE_A_NOUN_PHRASE = {"the", "a", "an", "this", "that", "last", "next", "each", "every", "our", "their", "its",
                         "his", "her", "my", "your", "which", "what", "all"}


def preposition_at(words: list[str], i: int) -> bool:
    """'in July', 'by the 15th', 'out of 10': the word opens a phrase of time, number or noun, so it is a
    preposition rather than the name of a column headed "In" or "By"."""
    following = words[i + 1] if i + 1 < len(words) else ""
    return following in _BEFORE_A_NOUN_PHRASE or following in MONTHS or following[:1].isdigit()



def pronouns_read(words: list[str]) -> list[str]:
    """The words with "us" read as the pronoun it is ("sent us", "charge us": the same word as "we", a
    function word), except after "the", where a lower-cased question writes the country ("built by the us")."""
    return ["we" if w == "us" and (i == 0 or words[i - 1] != "the") else w for i, w in enumerate(words)]
