"""What a blank cell means: "Completed blank = job still open at 31 May", "Net £ blank = free sample",
"Wt kg blank = not weighed" (ingest/convert/legends.py stores it with the column). A question naming that
state asks for the blank rows ("which jobs remain open": Completed IS NULL); one naming its opposite
("dogs that were weighed", "not counting free samples") for the filled ones. The words are explained by
the filter, and so is a month the note dates the state by ("open as of 31 May"). A state the note denies
("not paid yet") is also asked as still to come ("waiting to be paid", "yet to be approved") or with a
negating prefix ("unpaid"): both name the blank rows."""

from sqlglot import exp

from tally.agent.offline import sql_exprs as ex
from tally.agent.offline.sql_match import STOPWORDS
from tally.agent.offline.sql_negation import negated_at, pending_at, unprefixed
from tally.agent.offline.sql_plan import Condition
from tally.agent.offline.sql_words import is_past_form, stem
from tally.agent.offline.sql_work import Work
from tally.ingest.text import MONTHS, latin_words
from tally.tools.table_terms import gloss_head_words

_NEGATIVE = {"not", "no", "nothing", "none", "never"}
# adverbs of time a state is told with ("still open", "not yet invoiced") that a question may leave out
_WHEN = {"yet", "still", "already", "currently", "now"}
_AUXILIARIES = {"was", "were", "is", "are", "been", "got"}  # "the pot was glazed": the event after it
_CLAUSE = {"has", "have", "had", "did", "does", "do", "is", "are", "was", "were"}  # "[the vet] has not ..."
_SNAPSHOT = ("at", "the", "end", "of", "by", "on", "as")  # "by the end of May", "as of May"


def blank_filters(work: Work) -> None:
    """A condition on each column whose blank meaning the question names: IS NULL when it names the
    state, IS NOT NULL when it names the state's opposite."""
    stems = work.q.stems
    for column in work.table.columns:
        if not column.blank or any(column.header in c.columns for c in work.conditions):
            continue
        said = [i for i, word in enumerate(work.q.words) if word in _WHEN]  # "still", "yet" go with the state
        # the blank's own meaning, else the event a filled cell records, denied ("glazed" of "date the pot was
        # glazed": a blank is "not glazed")
        for meaning_text in filter(None, (column.blank, _not_yet(column.gloss))):
            found, prefixed = _state_said(work, meaning_text)
            # a word the register's title also says is the state when a time adverb goes with it ("still in
            # the kiln" of a kiln log), else the title's
            adverb = bool(found) and any(_goes_with(work.q.words, j, min(found)) for j in said)
            if set(found) - (work.used - work.titled if adverb else work.used):
                break
        else:
            continue
        meaning = latin_words(meaning_text)
        # the word the note denies ("logged" of "temperature not logged"), and where the question says it
        denied_word = _denied_word(meaning)
        negative = denied_word is not None
        at = next((i for i in found if stems[i] == denied_word or i in prefixed), min(found))
        denied = [at] if at in prefixed else negated_at(work.q, at, work.used)
        if negative and not denied:
            denied = pending_at(work.q.words, at)  # "waiting to be paid" of "not paid yet"
        blank = negative == bool(denied)  # "not weighed" asked as "not weighed"; "free sample" as itself
        test = exp.Is(this=ex.col(column), expression=exp.Null())
        work.take([*found, *denied, *said, *_dated(work, meaning)])
        work.anchors += 1
        work.conditions.append(Condition(test if blank else exp.Not(this=test),
                                         f"{column.header} {'blank' if blank else 'filled'} ({column.blank})",
                                         [column.header]))


def _state_said(work: Work, meaning: str) -> tuple[list[int], list[int]]:
    """Where the question says the state's words (enough of them), and which of those it says with a
    negating prefix; ([], []) when it does not say the state."""
    # a hyphenated modifier ("top-up") is what a question most often leaves out of the state's words, and
    # the negation and time adverbs are no words of the state ("still in the kiln": kiln)
    words = [w for w in _predicate(meaning.split()) if "-" not in w and w.lower() not in _NEGATIVE | _WHEN]
    head = [stem(word) for word in gloss_head_words(" ".join(words))]
    stems = work.q.stems
    found = [i for target in head if (i := next((i for i, s in enumerate(stems) if s == target), None)) is not None]
    prefixed = _prefixed(work, head, found)
    found = sorted(found + prefixed)
    # every word of a state said in one or two ("not weighed", "job open"), two of three ("parcel
    # delivered" of "parcel delivered home")
    return (found, prefixed) if head and len(found) >= min(2, len(head)) else ([], [])


def _predicate(words: list[str]) -> list[str]:
    """A state told as a clause ("technician has not signed off the report yet"): the words from its negation
    on, since what is blank is what was not done, not who did not do it; other states as they are."""
    for k in range(2, len(words)):
        if (words[k].lower() in _NEGATIVE or words[k].lower().endswith("n't")) and words[k - 1].lower() in _CLAUSE:
            return words[k:]
    return words


def _goes_with(words: list[str], adverb: int, at: int) -> bool:
    """Whether the time adverb at `adverb` goes with the word at `at`: before it, with only function words
    between ("still in the kiln"; not "still owed for kiln firings")."""
    return adverb < at and all(word in STOPWORDS for word in words[adverb + 1:at])


def _not_yet(gloss: str | None) -> str | None:
    """What a blank cell means when the column records when something was done ("date the pot was
    glazed"): "not glazed". None for a gloss that tells of no such event."""
    words = latin_words(gloss or "")
    auxiliary = max((k for k, word in enumerate(words) if word in _AUXILIARIES), default=None)
    event = gloss_head_words(" ".join(words[auxiliary + 1:])) if auxiliary is not None else []
    return "not " + " ".join(event) if event and is_past_form(event[0]) else None


def _denied_word(meaning: list[str]) -> str | None:
    """The stem of the first word a negation denies in a blank's meaning ("not yet invoiced": invoiced, "adults
    not recorded": recorded, "did not attend": attend); None when nothing in it is denied."""
    for k, word in enumerate(meaning[:-1]):
        if word in _NEGATIVE or word.endswith("n't"):
            return next((stem(w) for w in meaning[k + 1:] if w not in _NEGATIVE | _WHEN), None)
    return None


def _prefixed(work: Work, head: list[str], found: list[int]) -> list[int]:
    """Positions of the words written as a negating prefix + one of the state's words the question does not
    say as such ("temperature unlogged" of "temperature not logged": "unlogged")."""
    said = {work.q.stems[i] for i in found}
    return [i for i, word in enumerate(work.q.words) if i not in work.used and (rest := unprefixed(word)) is not None
            and stem(rest) in set(head) - said]


def _dated(work: Work, meaning: list[str]) -> list[int]:
    """The question's month the meaning dates its state by, and the words leading to it ("at the end of")."""
    months = {MONTHS[w] for w in meaning if w in MONTHS}
    taken: list[int] = []
    for i, word in enumerate(work.q.words):
        if word in MONTHS and MONTHS[word] in months:
            start = i
            while start > 0 and work.q.words[start - 1] in _SNAPSHOT:
                start -= 1
            taken.extend(range(start, i + 1))
    return taken
