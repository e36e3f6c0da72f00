"""Counts of labels by their own number of rows: "how many customers placed more than 2 orders" over an orders
table counts the customers with more than two rows, a GROUP BY ... HAVING the SQL builder nests in a count
(sql_select.py)."""

from sqlglot import exp

from tally.agent.offline import sql_exprs as ex
from tally.agent.offline.schema import ColumnInfo
from tally.agent.offline.sql_counted import names_the_rows
from tally.agent.offline.sql_phrases import Comparison
from tally.agent.offline.sql_plan import Condition
from tally.agent.offline.sql_work import Work, repeats

_TIMES = {"time", "times"}


def per_label_rows(work: Work, comparison: Comparison, target: ColumnInfo | None) -> bool:
    """'how many customers placed more than 2 orders' over an orders table: the noun after the number names the
    table's rows (its name's word or its key column's: "orders", or "times"), so the comparison is on each counted
    label's number of rows."""
    after = comparison.number_at + 1
    if target is None or not target.text or target.number_like or not repeats(target, work.table) \
            or not comparison.value.is_integer() or after >= len(work.q.words) \
            or not (names_the_rows(work, after) or work.q.words[after] in _TIMES):
        return False
    work.take([after])
    rows = exp.Count(this=exp.Star())
    value = int(comparison.value)
    work.having = Condition(ex.compare(rows, comparison.op, value),
                            f"{work.q.words[after]} per {target.header} {comparison.op} {value}", [])
    work.conditions.append(work.having)
    return True
