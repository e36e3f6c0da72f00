"""A question after the month with the most (or least) of something: the month is no column but a bucket of a
date column. The rest of the question is planned as the total it ranks (rows counted, or a measure added
up); the months are then ranked by that total, each written with its year."""

import re
from dataclasses import replace

from sqlglot import exp

from tally.agent.offline import sql_exprs as ex
from tally.agent.offline.schema import ColumnInfo, TableInfo
from tally.agent.offline.sql_match import Question, best_mention
from tally.agent.offline.sql_phrases import AggregateAsk, find_aggregate
from tally.agent.offline.sql_plan import Plan
from tally.agent.offline.sql_select import TIES
from tally.tools.money import MONEY_STEMS

# "which month", "in what month", "the month in which": the asked label is a month of the dates
_WHICH_MONTH = re.compile(r"\b(?:in\s+)?(?:which|what)\s+month\b|\bthe\s+month\s+(?:in\s+which|when)\b", re.I)
# superlatives of quantity that rank by how many rows there are, unless a measure is named ("the most money")
_MOST_ROWS = {"most", "least", "fewest"}
MONTH = ColumnInfo(name="month", header="Month", type="VARCHAR")
_REGISTER_ROWS = 10


def month_extreme_plan(q: Question, ask: AggregateAsk | None, table: TableInfo, plan_total) -> Plan | None:
    """The month whose rows hold the highest (lowest) total, or None when the question asks no month or
    the table has no date column. `plan_total(question, ask, table)` plans the total being ranked."""
    said = _WHICH_MONTH.search(q.text)
    if said is None or ask is None or ask.agg not in ("max", "min"):
        return None
    dates = [c for c in table.columns if c.temporal]
    if not dates or table.row_count < _REGISTER_ROWS:
        return None  # a document's few dated lines (a credit note) rank no months
    rest = Question.parse((q.text[:said.start()] + " " + q.text[said.end():]).strip())
    total_ask = find_aggregate(rest)
    if total_ask is None or total_ask.agg not in ("max", "min"):
        return None
    by_rows = rest.words[total_ask.span[0]] in _MOST_ROWS and not (
        total_ask.subject and set(rest.stems[slice(*total_ask.subject)]) & MONEY_STEMS)
    total = plan_total(rest, replace(total_ask, agg="count" if by_rows else "sum", superlative=False), table)
    if total is None or total.agg not in ("count", "sum"):
        return None
    mention = best_mention(dates, q)
    column = mention.column if mention is not None else dates[0]
    label = exp.func("strftime", ex.col(column), exp.Literal.string("%B %Y"))
    measure = total.sql.expressions[0].this  # SUM(...) or COUNT(*) of the total's SELECT
    query = exp.select(exp.alias_(label, "month"), exp.alias_(measure, "n")).from_(ex.table_ref(table.name))
    if total.sql.args.get("where") is not None:
        query = query.where(total.sql.args["where"].this)
    first = exp.Min(this=ex.col(column))  # months tied on the total, in calendar order
    query = query.group_by(exp.column("month")).order_by(
        exp.Ordered(this=exp.column("n"), desc=ask.agg == "max"), exp.Ordered(this=first)).limit(TIES)
    return replace(total, sql=query, agg="argmax" if ask.agg == "max" else "argmin", label=MONTH, summed=not by_rows
                   and total.target is not None, confidence=total.confidence)
