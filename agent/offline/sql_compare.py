"""'How many more X did A have than B', 'the difference in X between A and B': the difference of one
aggregate over two sets of rows.

The two sides are cell values named before and after "than" / "and" (the same column, or each its
own), or two years; the measure is the number column the question names before the sides (summed), else
rows are counted on each side:

    "how many more wins did A get than B"  ->  SUM(wins WHERE team = A) - SUM(wins WHERE team = B)
    "how many more titles in 2010 than in 2008" ->  COUNT(rows in 2010) - COUNT(rows in 2008)
"""

from sqlglot import exp

from tally.agent.offline import sql_exprs as ex
from tally.agent.offline.schema import TableInfo
from tally.agent.offline.sql_filters import add_date, outcome
from tally.agent.offline.sql_match import STOPWORDS, Question, best_mention
from tally.agent.offline.sql_phrases import find_dates, parse_number
from tally.agent.offline.sql_plan import Condition, Plan
from tally.agent.offline.sql_values import choose_values, total_labels
from tally.agent.offline.sql_work import Work, ordinal

_MORE = ("more", "fewer", "less")
_DIFFERENCE = ("difference", "differ", "gap")


def difference_plan(q: Question, table: TableInfo) -> Plan | None:
    """The plan for a 'how many more ... than ...' or 'the difference ... between A and B' question over
    this table, or None."""
    w = q.words
    start = next((i for i in range(len(w) - 2) if w[i] == "how" and w[i + 1] in ("many", "much")
                  and w[i + 2] in _MORE), None)
    if start is not None:
        split = next((i for i in range(start + 3, len(w)) if w[i] == "than"), None)
        cue, lo = set(range(start, start + 3)), start + 3
    else:
        start = next((i for i, word in enumerate(w) if word in _DIFFERENCE), None)
        lo = next((i + 1 for i in range(start + 1, len(w)) if w[i] == "between"), None) if start is not None else None
        split = next((i for i in range(lo + 1, len(w)) if w[i] == "and"), None) if lo is not None else None
        cue = {start, lo - 1} if lo is not None else set()
    if split is None or split <= lo:
        return None
    work = Work(q=q, table=table)
    work.take(cue | {split})
    measures = [c for c in table.columns if c.number_like and not ordinal(c) and not ex.is_time_column(c)]
    mention = best_mention(measures, q, work.used)
    # The measure comes before the sides: "how many more [wins] did A get than B", "the [win]
    # difference between A and B".
    before = split if w[start] not in _DIFFERENCE else lo
    named = mention is not None and mention.score >= 0.7 and mention.start < before
    measure = mention.column if named else None
    if named:
        work.take(mention.positions)
    sides = _sides(work, lo, split)
    if sides is None:
        return None
    (first, first_text), (second, second_text) = sides
    if w[start + 2:start + 3] in (["fewer"], ["less"]):  # "how many fewer X in A than in B" is B minus A
        first, second, first_text, second_text = second, first, second_text, first_text
    value: exp.Expression = exp.Sub(this=_side_total(first, measure), expression=_side_total(second, measure))
    if w[start] in _DIFFERENCE:
        value = exp.Abs(this=value)  # "the difference between A and B" is how far apart they are
    query = exp.select(exp.alias_(value, "value")).from_(ex.table_ref(table.name))
    hidden = [ex.not_total_row(column, labels) for column, labels in total_labels(table)]
    if hidden:
        query = query.where(exp.and_(*hidden))
    noun = measure.header if measure is not None else "rows"
    template = (f"The difference in {noun} between {first_text} and {second_text} is {{value}}"
                if w[start] in _DIFFERENCE else f"{first_text} has {{value}} more {noun} than {second_text}")
    conditions = [Condition(first, first_text, []), Condition(second, second_text, [])]
    return Plan(sql=query, table=table, agg="sum" if measure is not None else "count", target=measure,
                conditions=conditions, subject=noun, confidence=_confidence(work), template=template)


def _sides(work: Work, lo: int, split: int) -> tuple[tuple[exp.Expression, str], tuple[exp.Expression, str]] | None:
    """The condition between `lo` and the split word ("than", "and") and the one after it: cell values,
    else years."""
    n = len(work.q.words)
    # Each side read on its own, so two values of one column do not merge into one IN filter.
    before = choose_values(work.table, work.q, work.used | set(range(0, lo)) | set(range(split, n)), set())
    after = choose_values(work.table, work.q, work.used | set(range(0, split + 1)), set())
    if before and after:
        work.take(before[0].positions)
        work.take(after[0].positions)
        return ((ex.equals_any(before[0].column, before[0].values), before[0].describe()),
                (ex.equals_any(after[0].column, after[0].values), after[0].describe()))
    dates = find_dates(work.q, work.used)
    early = [d for d in dates if lo <= d.span[0] and d.span[1] <= split]
    late = [d for d in dates if d.span[0] > split]
    if not (early and late):
        return _outcome_sides(work, lo, split)
    sides = []
    for when in (early[0], late[0]):
        probe = Work(q=work.q, table=work.table, used=set(work.used))
        if not add_date(probe, when):
            return None
        work.take(probe.used)
        sides.append((probe.conditions[0].expr, probe.conditions[0].text))
    return sides[0], sides[1]


def _outcome_sides(work: Work, lo: int, split: int) -> tuple[tuple[exp.Expression, str], ...] | None:
    """'how many more draws than wins did the club have': each side an outcome (a result coded W / L, or a score
    read as won or lost), so the rows of one outcome are counted against those of the other."""
    n = len(work.q.words)
    sides = []
    for hidden in (set(range(0, lo)) | set(range(split, n)), set(range(0, split + 1))):
        probe = Work(q=work.q, table=work.table, used=work.used | hidden)
        outcome(probe)
        if not probe.conditions:
            return None
        work.take(probe.used - hidden)
        sides.append((probe.conditions[0].expr, probe.conditions[0].text))
    return sides[0], sides[1]


def _side_total(condition: exp.Expression, measure) -> exp.Expression:
    value = ex.number_of(measure) if measure is not None else exp.Literal.number(1)
    case = exp.Case(ifs=[exp.If(this=condition, true=value)], default=exp.Literal.number(0))
    return exp.func("coalesce", exp.Sum(this=case), exp.Literal.number(0))


def _confidence(work: Work) -> float:
    content = [i for i, w in enumerate(work.q.words) if w not in STOPWORDS and parse_number(w) is None and len(w) > 1]
    return sum(1 for i in content if i in work.used) / len(content) if content else 1.0
