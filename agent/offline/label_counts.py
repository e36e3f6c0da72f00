"""Counts of labels by their own number of rows: "how many customers placed more than 2 orders" over an orders
table counts the customers with more than two rows, a GROUP BY ... HAVING the SQL builder nests in a count
(sql_select.py)."""

from sqlglot import exp

from tally.agent.offline import sql_exprs as ex
from tally.agent.offline.schema import ColumnInfo
from tally.agent.offline.sql_counted import names_the_rows
from tally.agent.offline.sql_comparisons import Comparison
from tally.agent.offline.sql_plan import Condition
from tally.agent.offline.sql_match import mention_of
from tally.agent.offline.sql_work import Work, repeats

_TIMES = {"time", "times"}


def per_label_rows(work: Work, comparison: Comparison, target: ColumnInfo | None) -> bool:
    """'how many customers placed more than 2 orders' over an orders table: the noun after the number names the
    table's rows (its name's word or its key column's: "orders", or "times"), so the comparison is on each counted
    label's number of rows."""
    after = comparison.number_at + 1
    label = target if target is not None else _counted_label(work)
    if label is None or not (label.text and not label.number_like or target is None) \
            or not _repeats(label, work) or not comparison.value.is_integer() or after >= len(work.q.words) \
            or not (names_the_rows(work, after) or work.q.words[after] in _TIMES):
        return False
    work.take([after])
    work.having_label = label if target is None else None
    rows = exp.Count(this=exp.Star())
    value = int(comparison.value)
    work.having = Condition(ex.compare(rows, comparison.op, value),
                            f"{work.q.words[after]} per {label.header} {comparison.op} {value}", [])
    work.conditions.append(work.having)
    return True


def _counted_label(work: Work) -> ColumnInfo | None:
    """The column the noun after "how many" names, when rows were to be counted ("how many [years] did the club tour 4
    times": Year): each of its values is a label whose rows the comparison counts. A column numbering the rows or
    holding amounts is no label."""
    w = work.q.words
    at = next((i + 1 for i in range(len(w) - 1) if w[i] == "many"), None)
    if at is None:
        return None
    named = [m for c in work.table.columns if (m := mention_of(c, work.q)) is not None and m.positions == [at]
             and not c.numbering and (c.text or year_column(c))]
    return named[0].column if len(named) == 1 else None


def labels_counted(work: Work, agg: str, target: ColumnInfo | None) -> tuple[str, ColumnInfo | None]:
    """Rows asked for and a condition on each label's rows: the labels are counted instead."""
    if work.having is not None and work.having_label is not None and agg == "count" and target is None:
        work.take(mention_of(work.having_label, work.q).positions)
        return "count_distinct", work.having_label
    return agg, target


def year_column(column: ColumnInfo) -> bool:
    return column.numeric and column.low is not None and column.high is not None \
        and 1000 <= column.low and column.high <= 2100


def _repeats(label: ColumnInfo, work: Work) -> bool:
    if label.numeric:
        return label.distinct_count is not None and label.distinct_count < work.table.row_count
    return repeats(label, work.table)
