"""'How many won the cup': a past verb in the question names the cells that hold its doer ("Winner",
"Holder", "Finisher"), the word the table writes for whoever did it, in a placement or status column."""

from tally.agent.offline.schema import TableInfo
from tally.agent.offline.sql_match import Question, ValueMatch, words
from tally.agent.offline.sql_words import is_past_form, stem

_DOER_ENDING = "er"


def doer_matches(table: TableInfo, q: Question, used: set[int]) -> list[ValueMatch]:
    """One-word cells naming the doer of a past verb of the question, per text column."""
    found: list[ValueMatch] = []
    for i, word in enumerate(q.words):
        if i in used or not is_past_form(word):
            continue
        for column in table.columns:
            if not column.text or not column.distinct:
                continue
            raws = [raw for raw in column.distinct if doer_of(words(raw), q.stems[i])]
            if raws and len(raws) < len(column.distinct):  # a column of doers only filters nothing
                found.append(ValueMatch(column=column, values=raws, span=(i, i + 1), exact=True))
    return found


def doer_of(cell: list[str], verb: str) -> bool:
    """'winner' of 'win' (its last consonant doubled), 'holder' of 'hold', 'finisher' of 'finish'."""
    if len(cell) != 1 or not cell[0].endswith(_DOER_ENDING) or len(cell[0]) < 5:
        return False
    base = cell[0][:-len(_DOER_ENDING)]
    forms = {base, base + "e"}
    if len(base) > 2 and base[-1] == base[-2]:
        forms.add(base[:-1])
    return any(stem(form) == verb for form in forms)
