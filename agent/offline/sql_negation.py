"""Negation and the verb of a subject: which question words set a value aside ("other than X", "except X",
"ignore cancelled ones", "not shipped") and which word is the verb after "did they"."""

import re

from tally.agent.offline.schema import ColumnInfo
from tally.agent.offline.sql_match import Question, mention_of

_NEGATIONS = {"not", "never", "no", "non", "nobody"}  # "nobody has signed it": not signed
_NEGATING_PAIRS = {("other", "than"), ("rather", "than"), ("apart", "from"), ("aside", "from"), ("leaving", "out"),
                   ("leave", "out"), ("left", "out")}
# the prepositions of exception and the verbs that tell a reader to set rows aside ("ignore cancelled ones")
_NEGATING_WORDS = {"except", "excluding", "besides", "excepting", "without", "exclude", "ignore", "ignoring",
                   "omit", "omitting", "disregard", "disregarding"}
_LINKING = {"being", "having", "getting", "the", "a", "an", "any"}
_NEGATION_REACH = 4  # "were not played at [the old ground]": the value may sit a few words after "not"


# "cancellations included", "including no-shows": what lets rows in rather than picking them
_LET_IN_AFTER = ("included", "includes", "inclusive")
_LET_IN_BEFORE = ("including", "incl")
_AUXILIARIES = {"did", "do", "does", "have", "has", "had", "will", "would", "could", "can"}
_SUBJECTS = {"they", "he", "she", "it", "we", "you", "i"}


# "yet to be approved", "waiting to be shipped": a passive infinitive after a word of waiting says the
# state is still to come
WAITING = {"waiting", "awaiting", "yet", "still", "due", "left", "pending"}
# ... or a noun of it waited for ("waiting for an invoice", "awaiting payment", "due for collection")
_AWAITING = {"waiting", "awaiting", "pending", "due"}
DETERMINERS = frozenset({"a", "an", "the", "their", "its", "his", "her", "our", "your", "my", "this", "that"})
# "unpaid", "non-members": a prefix denying the word it is written onto
NEGATING_PREFIXES = ("un", "non")


def pending_at(words: list[str], at: int) -> list[int]:
    """The words before the state's word at `at` that say it has not happened yet: "[waiting] to be [paid]",
    "waiting for [an invoice]", "awaiting [payment]"; [] when there are none."""
    if at >= 3 and words[at - 2:at] == ["to", "be"] and words[at - 3] in WAITING:
        return [at - 3, at - 2, at - 1]
    k = at - 1
    while k >= 0 and words[k] in DETERMINERS:
        k -= 1
    if k >= 1 and words[k] == "for":
        k -= 1
    return list(range(k, at)) if k >= 0 and words[k] in _AWAITING else []


def unprefixed(word: str) -> str | None:
    """The word a negating prefix is written onto ("unpaid" -> "paid"); None for a word without one (or too
    short to have one: "uncle", "none")."""
    prefix = next((p for p in NEGATING_PREFIXES if word.startswith(p)), None)
    return word[len(prefix):] if prefix is not None and len(word) >= 6 else None


def subject_verb_at(words: list[str], i: int) -> bool:
    """Whether word i is the verb of an auxiliary and a subject before it ("did they [win]")."""
    return i >= 2 and words[i - 2] in _AUXILIARIES and words[i - 1] in _SUBJECTS


def negated_at(q: Question, start: int, taken: set[int]) -> list[int]:
    """The words negating the value starting at word `start` ("other than X", "except X", "rather than being
    X", "without X", or "not", "without" or a "-n't" verb a few words before it with no other explained word
    in between); [] when it is not negated. The negating words are then explained by the negation."""
    w = q.words
    before = start
    while before >= 1 and start - before < 2 and w[before - 1] in _LINKING:
        before -= 1  # "rather than [being] collected", "except [the] Quay ones"
    if before >= 1 and w[before - 1] in _NEGATING_WORDS:
        return [before - 1]
    if before >= 2 and tuple(w[before - 2 : before]) in _NEGATING_PAIRS:
        return [before - 2, before - 1]
    for i in range(start - 1, max(-1, start - 1 - _NEGATION_REACH), -1):
        if (w[i] in _NEGATIONS or w[i] in _NEGATING_WORDS or w[i].endswith("n't")) and not _compound(q, i):
            return [i]  # "without the damage waiver": a word of the value's own phrase may stand between
        if i in taken:
            return []
    return []


def _compound(q: Question, i: int) -> bool:
    """'no-shows', 'non-members': the word is hyphened to the next into a noun of its own, not a negation."""
    return i + 1 < len(q.words) and re.search(
        rf"(?<!\w){re.escape(q.words[i])}-{re.escape(q.words[i + 1])}", q.text.lower()) is not None


def included_at(q: Question, positions: list[int]) -> list[int]:
    """'cancellations included', 'including no-shows': the value is let in, not chosen; the words that
    say so ([] when none do)."""
    w, first, last = q.words, min(positions), max(positions)
    if last + 1 < len(w) and w[last + 1] in _LET_IN_AFTER:
        return [last + 1]
    return [first - 1] if first and w[first - 1] in _LET_IN_BEFORE else []


_LET_IN_REACH = 2


def let_in_words(q: Question, taken: set[int]) -> list[int]:
    """'no-shows included', 'including refunds' over rows no value of the table names: what is let in
    filters nothing, so the phrase's words are explained by counting every row; [] when there is none."""
    w = q.words
    for i, word in enumerate(w):
        if word in _LET_IN_AFTER and i:
            span = [j for j in range(max(0, i - _LET_IN_REACH), i) if w[j].isalpha()]
        elif word in _LET_IN_BEFORE and i + 1 < len(w):
            span = [j for j in range(i + 1, min(len(w), i + 1 + _LET_IN_REACH)) if w[j].isalpha()]
        else:
            continue
        # only the words right next to the cue, up to the first one something else explains
        near = sorted(span, key=lambda j: abs(j - i))
        phrase = []
        for j in near:
            if j in taken:
                break
            phrase.append(j)
        if phrase and i not in taken:
            return [i, *phrase]
    return []


_NAMED = 0.5  # at least half of the header's words said
_COUNTING = {"counting", "including", "count", "include"}


def _excludes(q: Question, negation: list[int]) -> bool:
    """'leaving out', 'excluding', 'not counting' take a figure out of a total; 'did not win' is a filter."""
    said = tuple(q.words[i] for i in negation)
    after = q.words[negation[-1] + 1] if negation[-1] + 1 < len(q.words) else ""
    return said[0] in _NEGATING_WORDS or said in _NEGATING_PAIRS or after in _COUNTING


def set_aside_columns(q: Question, columns: list[ColumnInfo], taken: set[int]) -> tuple[set[str], list[int]]:
    """'rent, leaving out service charges', 'excluding VAT': the columns the question names only to set
    aside (never the figure asked for), and the words that name and set them aside."""
    names, said = set(), []
    for column in columns:
        mention = mention_of(column, q, taken) if column.numeric else None
        if mention is not None and mention.score < _NAMED:
            continue  # "don't count cancellations" names no Ct/Ln column: an abbreviation's guess is too weak
        # the gloss may take a word said earlier for something else ("did we charge"): any word of the
        # mention set aside sets the column aside
        for position in sorted(set(mention.positions)) if mention is not None else []:
            start = position - 1 if position and _compound(q, position - 1) else position  # "leaving out [stand-]by"
            if (negation := negated_at(q, start, taken)) and _excludes(q, negation):
                names.add(column.name)
                said += negation + [p for p in mention.positions if p >= position] + [start]
                break
    return names, said
