"""Yes/no columns as filters: "visits that have not been paid" over a Paid column of Yes/No, "unpaid" by
its prefix, "still owed" as the rows a paid marker leaves blank, and a column of ticks alone ("Y" or "✓",
blank for no)."""

from tally.agent.offline import sql_exprs as ex
from tally.agent.offline.schema import ColumnInfo, TableInfo
from tally.agent.offline.sql_match import ColumnMention, Question, best_mention, mention_of, words
from tally.agent.offline.sql_negation import WAITING, negated_at, pending_at, unprefixed
from tally.agent.offline.sql_plan import Condition
from tally.agent.offline.sql_work import Work, use

_TRUE = {"yes", "y", "true", "t", "1", "x", "✓"}
_FALSE = {"no", "n", "false", "f", "0", ""}
# Words for money not yet paid (English usage): the rows a "paid" marker leaves at no.
_OWED = {"owe", "owes", "owed", "owing", "outstanding", "unsettled", "overdue"}


def flag_columns(table: TableInfo) -> list[ColumnInfo]:
    """The table's yes/no columns: a few distinct values, all yes or no words, some yes."""
    return [c for c in table.columns if c.text and c.distinct and len(c.distinct) <= 4
            and {v.strip().lower() for v in c.distinct} <= _TRUE | _FALSE
            and {v.strip().lower() for v in c.distinct} & _TRUE]


def flag_values(column: ColumnInfo, yes: bool) -> list[str]:
    """The cells of a yes/no column that say yes (or, `yes` False, that say no)."""
    return [v for v in column.distinct or [] if (v.strip().lower() in _TRUE) == yes and v.strip()]


def flag_filters(work: Work) -> None:
    """'visits that have not been paid': a yes/no column the question names (Paid) is a filter on its
    yes values, or on its no values when the word is negated."""
    flags = flag_columns(work.table)
    mention = best_mention(flags, work.q, work.used)
    if mention is None or mention.score < 0.99:
        mention = _paid_said(work, flags)
    if mention is None:
        _negative_flag(work, flags) or _owed(work, flags)
        return
    use(work, mention)
    negating = negated_at(work.q, mention.positions[0], work.used - set(mention.positions)) or pending_at(
        work.q.words, mention.positions[0])
    work.take(negating)
    work.conditions.append(_flagged(mention.column, not negating))


def _flagged(column: ColumnInfo, yes: bool) -> Condition:
    """The rows marked yes, or the rows not marked: its no values, or in a column of ticks alone its blanks."""
    wanted = [v for v in column.distinct or [] if (v.strip().lower() in _TRUE) == yes]
    if wanted:
        return Condition(ex.equals_any(column, wanted), f"{column.header} = {' / '.join(wanted)}", [column.header])
    ticks = list(column.distinct or [])
    return Condition(ex.negate(ex.equals_any(column, ticks), column), f"{column.header} blank", [column.header])


def _negative_flag(work: Work, flags: list[ColumnInfo]) -> bool:
    """'unpaid', 'unapproved': the yes/no column the word names without its negative prefix, on its no values."""
    for i, word in enumerate(work.q.words):
        if i in work.used or unprefixed(word) is None:
            continue
        rest = Question.parse(unprefixed(word))
        named = [c for c in flags if (m := mention_of(c, rest)) is not None and m.score >= 0.99
                 or rest.words == ["paid"] and any(_spells_paid(w) for w in words(c.header))]
        if len(named) == 1:
            work.take([i])
            work.conditions.append(_flagged(named[0], yes=False))
            return True
    return False


def _paid_said(work: Work, flags: list[ColumnInfo]) -> ColumnMention | None:
    """'Marked as paid' over the one paid marker written short ("Pd"): a two-letter header spells out only
    longer words in general (sql_words.abbreviates), but "paid" is what a Pd column is."""
    paid = [c for c in flags if any(_spells_paid(w) for w in words(c.header))]
    said = [i for i, word in enumerate(work.q.words) if word == "paid" and i not in work.used]
    return ColumnMention(column=paid[0], score=1.0, positions=said[:1]) if len(paid) == 1 and said else None


def _owed(work: Work, flags: list[ColumnInfo]) -> None:
    """'How much is still owed': the rows the one "paid" marker ("Paid", "Pd") leaves at no; a word of
    waiting before it ("still", "yet") goes with it."""
    said = [i for i, word in enumerate(work.q.words) if word in _OWED]
    paid = [c for c in flags if any(_spells_paid(w) for w in words(c.header))]
    if len(said) != 1 or len(paid) != 1:
        return
    at = said[0]
    work.take([at] + ([at - 1] if at and work.q.words[at - 1] in WAITING else []))
    work.conditions.append(_flagged(paid[0], yes=False))


def _spells_paid(word: str) -> bool:
    """'paid', or the header's short form of it: its first and last letters with none or some between."""
    return word == "paid" or (2 <= len(word) < 4 and word[0] == "p" and word[-1] == "d"
                              and all(ch in "aid" for ch in word[1:-1]))
