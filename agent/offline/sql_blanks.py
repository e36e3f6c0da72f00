"""What a blank cell means: "Completed blank = job still open at 31 May", "Net £ blank = free sample",
"Wt kg blank = not weighed" (ingest/convert/legends.py stores it with the column). A question naming that
state asks for the blank rows ("which jobs remain open": Completed IS NULL); one naming its opposite
("dogs that were weighed", "not counting free samples") for the filled ones. The words are explained by
the filter, and so is a month the note dates the state by ("open as of 31 May")."""

from sqlglot import exp

from tally.agent.offline import sql_exprs as ex
from tally.agent.offline.sql_negation import negated_at
from tally.agent.offline.sql_plan import Condition
from tally.agent.offline.sql_words import stem
from tally.agent.offline.sql_work import Work
from tally.ingest.text import MONTHS, latin_words
from tally.tools.table_terms import gloss_head_words

_NEGATIVE = {"not", "no", "nothing", "none", "never"}
# adverbs of time a state is told with ("still open", "not yet invoiced") that a question may leave out
_WHEN = {"yet", "still", "already", "currently", "now"}
_SNAPSHOT = ("at", "the", "end", "of", "by", "on", "as")  # "by the end of May", "as of May"


def blank_filters(work: Work) -> None:
    """A condition on each column whose blank meaning the question names: IS NULL when it names the
    state, IS NOT NULL when it names the state's opposite."""
    stems = work.q.stems
    for column in work.table.columns:
        if not column.blank or any(column.header in c.columns for c in work.conditions):
            continue
        meaning = latin_words(column.blank)
        # a hyphenated modifier ("top-up") is what a question most often leaves out of the state's words
        words = [w for w in column.blank.split() if "-" not in w]
        head = [stem(word) for word in gloss_head_words(" ".join(words)) if word not in _NEGATIVE | _WHEN]
        found = [i for target in head if (i := next((i for i, s in enumerate(stems) if s == target), None)) is not None]
        # every word of a state said in one or two ("not weighed", "job open"), two of three ("parcel
        # delivered" of "parcel delivered home")
        if not head or len(found) < min(2, len(head)) or not set(found) - work.used:
            continue
        negative = bool(meaning) and meaning[0] in _NEGATIVE
        denied = negated_at(work.q, min(found), work.used)
        blank = negative == bool(denied)  # "not weighed" asked as "not weighed"; "free sample" as itself
        test = exp.Is(this=ex.col(column), expression=exp.Null())
        said = [i for i, word in enumerate(work.q.words) if word in _WHEN]  # "still", "yet" go with the state
        work.take([*found, *denied, *said, *_dated(work, meaning)])
        work.anchors += 1
        work.conditions.append(Condition(test if blank else exp.Not(this=test),
                                         f"{column.header} {'blank' if blank else 'filled'} ({column.blank})",
                                         [column.header]))


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
