"""Question words that occur inside multi-word cells ("the Ropewalk" in "Ropewalk Mill"): the looser value
match, tried after whole cells, with what keeps it honest (a single word as written, no phrasal verb's
particle)."""

import re

from tally.agent.offline.schema import TableInfo
from tally.agent.offline.sql_match import STOPWORDS, Question, ValueMatch, cell_words, per_column, words
from tally.agent.offline.sql_words import hyphened, same_word, singular


def partial_value_matches(table: TableInfo, question: Question, used: set[int] | frozenset[int]) -> list[ValueMatch]:
    """Question words (not yet explained) that occur as whole words inside multi-word cells."""
    found: list[ValueMatch] = []
    in_compounds = _hyphened(question)  # "out-of-hours" is one phrase, its "of" included
    free = [i for i in range(len(question.words)) if i not in used and (i in in_compounds or (
            question.words[i] not in STOPWORDS and len(question.words[i]) >= 3 and not question.words[i].isdigit()
            and not _particle(question, i)))]
    runs = _runs(free)
    for column in table.columns:
        if not column.text or column.number_like or not column.distinct:
            continue
        cells, stemmed = cell_words(column)
        singulars = per_column(column, "singular", lambda c: [(tuple(singular(w) for w in cw), raw)
                                                               for cw, raw in cells])
        for start, end in runs:
            for width in range(end - start, 0, -1):
                hit = False
                for s in range(start, end - width + 1):
                    if width == 1 and question.words[s] in STOPWORDS:
                        continue  # the "of" of "out-of-hours" names nothing alone
                    # Several words may differ in inflection ("loss carryforward" / "carryforwards");
                    # a single word must match as written, or "fight" would find "Fighting".
                    # A plural ("sloops") meets its singular, and a long word one slip of the keyboard
                    # away ("donterel" / "doterel") still meets its cell word.
                    if width > 1:
                        phrase, pool = question.stems[s : s + width], stemmed
                    else:
                        phrase, pool = [singular(_owner(question, s))], singulars
                    affirmed = not _negated(question.words, s)
                    raws = [raw for cw, raw in pool if _contains(cw, phrase, affirmed)]
                    if raws and len(raws) < max(2, len(cells)) * 0.8 + 1:
                        found.append(ValueMatch(column=column, values=raws, span=(s, s + width), exact=False))
                        hit = True
                if hit:
                    break
    return found


def _owner(question: Question, at: int) -> str:
    """"Dara's jobs": a name's possessive names Dara, whose cell says "Dara Moynihan". Only a name's, written with
    a capital inside the sentence: "the cafe's best seller" and "which parish's groups" ask about a thing's
    attribute or its label, not rows whose cells say "cafe"."""
    word = question.words[at]
    if not word.endswith("'s") or len(word) <= 4:
        return word
    written = re.search(rf"(?<=\s){re.escape(word[:-2])}['’]s\b", question.text, re.IGNORECASE)
    return word[:-2] if written is not None and written.group(0)[0].isupper() else word


def _hyphened(question: Question) -> set[int]:
    """Positions of the words of hyphened compounds ("out-of-hours", "dial-a-ride")."""
    return {i for compound in hyphened(question.text)
            for start, end in question.find_phrase(words(compound)) for i in range(start, end)}


def _particle(question: Question, i: int) -> bool:
    """'carried out', 'set up': the adverb of a phrasal verb (after a content word, not hyphened on) names
    no cell ("Nightline out-of-hours")."""
    w = question.words
    return (w[i] in _PARTICLES and i > 0 and w[i - 1] not in STOPWORDS
            and not re.search(rf"\b{w[i]}-", question.text.lower()))


_PARTICLES = {"out", "up", "off", "back", "down", "away", "over", "around", "about", "through"}


def _contains(cell: tuple[str, ...], phrase: list[str], affirmed: bool = False) -> bool:
    """Whether the cell's words hold the phrase; `affirmed`: not where the cell denies it ("work started, not
    finished yet" does not say "finished", "nothing charged" does not say "charged")."""
    n = len(phrase)
    return any(all(same_word(a, b) for a, b in zip(cell[i : i + n], phrase)) and not (affirmed and _negated(cell, i))
               for i in range(len(cell) - n + 1))


# English negators, in the three words before what they deny ("no further visit needed")
_NEGATORS = {"not", "no", "nothing", "never", "without", "none", "nobody", "nor", "neither"}


def _negated(words: tuple[str, ...] | list[str], at: int) -> bool:
    return any(w in _NEGATORS or w.endswith("n't") for w in words[max(0, at - 3):at])


def _runs(indices: list[int]) -> list[tuple[int, int]]:
    runs: list[tuple[int, int]] = []
    for i in indices:
        if runs and runs[-1][1] == i:
            runs[-1] = (runs[-1][0], i + 1)
        else:
            runs.append((i, i + 1))
    return runs
