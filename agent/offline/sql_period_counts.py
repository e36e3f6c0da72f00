"""Counts across the period columns of one row: over a table whose columns are months ("Jan" ... "Dec") or years
("2018", "2019", ...) and whose rows are measures ("Mean high °C", "Year-end ranking"), "in how many months was
there more than 50 mm of rainfall" picks the row the question names and counts its period cells meeting the
comparison; counting rows would count measures.

    SELECT (CASE WHEN "jan" > 50 THEN 1 ELSE 0 END) + ... AS value FROM t WHERE label = 'Rainfall mm' LIMIT 1
"""

from sqlglot import exp

from tally.agent.offline import sql_exprs as ex
from tally.agent.offline.schema import ColumnInfo, TableInfo
from tally.agent.offline.sql_comparisons import find_comparisons
from tally.agent.offline.sql_match import STOPWORDS, Question
from tally.agent.offline.sql_plan import Condition, Plan
from tally.agent.offline.sql_values import choose_values
from tally.ingest.text import MONTHS, YEAR_IN_TEXT

# the calendar periods the columns are named by, as the question counts them ("in how many [months]")
_PERIOD_NOUNS = {"month": "month", "months": "month", "year": "year", "years": "year"}
_MIN_PERIODS = 3


def period_columns(table: TableInfo, kind: str) -> list[ColumnInfo]:
    """The columns named by a month ("Jan", "February") or by one year ("1998"), in the table's order."""
    if kind == "month":
        return [c for c in table.columns if c.header.strip().lower().rstrip(".") in MONTHS]
    return [c for c in table.columns if len(YEAR_IN_TEXT.findall(c.header)) == 1
            and YEAR_IN_TEXT.fullmatch(c.header.strip())]


def period_count_plan(q: Question, table: TableInfo) -> Plan | None:
    """"how many months / in how many years ... <comparison>" over one named row's period cells; else None."""
    at = next((i + 1 for i in range(len(q.words) - 1) if q.words[i] == "many" and q.words[i + 1] in _PERIOD_NOUNS),
              None)
    comparisons = find_comparisons(q)
    if at is None or len(comparisons) != 1:
        return None
    periods = period_columns(table, _PERIOD_NOUNS[q.words[at]])
    labels = [c for c in table.columns if c.text and not c.number_like and c.distinct and c not in periods]
    if len(periods) < _MIN_PERIODS or not labels:
        return None
    comparison = comparisons[0]
    used = {at - 1, at, *range(*comparison.span)}
    only_labels = table.model_copy(update={"columns": [labels[0]]})
    matches = [m for m in choose_values(only_labels, q, used, set()) if m.column.name == labels[0].name]
    if not matches:
        return None
    row = matches[0]
    label = min(row.values, key=len)  # of the cells naming the words, the closest
    used |= set(row.positions)
    met = [exp.Case(ifs=[exp.If(this=ex.compare(ex.number_of(c), comparison.op, comparison.value),
                                true=exp.Literal.number(1))], default=exp.Literal.number(0)) for c in periods]
    total: exp.Expression = met[0]
    for case in met[1:]:
        total = exp.Add(this=total, expression=case)
    condition = Condition(ex.equals_any(row.column, [label]), f"{row.column.header} = {label}", [row.column.header])
    query = exp.select(exp.alias_(total, "value")).from_(ex.table_ref(table.name)).where(condition.expr).limit(1)
    if label.strip().lower() in (table.flagged or ()):
        query = ex.with_lines(query, table.name)
    value = int(comparison.value) if comparison.value.is_integer() else comparison.value
    said = f"{q.words[at]} with {label} {comparison.op} {value}"
    return Plan(sql=query, table=table, agg="count_periods", target=periods[0], conditions=[condition], subject="",
                confidence=_confidence(q, used), template=f"The number of {said} is {{value}}")


def _confidence(q: Question, used: set[int]) -> float:
    content = [i for i, w in enumerate(q.words) if w not in STOPWORDS and not w.isdigit() and len(w) > 1]
    return sum(1 for i in content if i in used) / len(content) if content else 1.0
