"""Questions about one row of a table whose columns are periods ("2019", "2018 €m"), as financial
statements are laid out: the value in a period, the change or percentage change between two periods,
their average or sum.

    "What was the change in Appliances in 2019 from 2018?"  ->  SELECT "c_2019" - "c_2018" ... WHERE label = 'Appliances'
"""

from sqlglot import exp

from tally.agent.offline import sql_exprs as ex
from tally.agent.offline.schema import ColumnInfo, TableInfo
from tally.agent.offline.sql_match import STOPWORDS, Question, stem
from tally.agent.offline.sql_plan import Condition, Plan
from tally.agent.offline.sql_period_counts import names_year, period_count_plan, period_extreme_plan, period_year
from tally.agent.offline.sql_values import choose_values, total_labels
from tally.ingest.text import YEAR_IN_TEXT as _YEAR

_CHANGE = {stem(w) for w in ("change", "difference", "increase", "decrease", "growth", "grew", "declined", "rose",
                             "fell", "differ", "movement", "variance")}
_PERCENT = {"percentage", "percent", "%"}
_AVERAGE = {"average", "mean", "avg"}
_SUM = {"total", "sum", "combined", "altogether"}
_ROUND = 4


def is_pivot(table: TableInfo) -> bool:
    return sum(1 for c in table.columns if period_year(c) is not None) >= 2


def pivot_plan(q: Question, table: TableInfo) -> Plan | None:
    if (counted := period_count_plan(q, table) or period_extreme_plan(q, table)) is not None:
        return counted  # "in how many months ... more than 50 mm", "in which year was X higher": one row's cells
    if not is_pivot(table):
        return None
    named = _named_periods(q, table)
    labels = [c for c in table.columns if c.text and not c.number_like]
    if not labels:
        return None
    periods = named or [(c, []) for c in table.columns if period_year(c) is not None]
    used = {i for _, positions in periods for i in positions}
    matches = [m for m in choose_values(_only(table, labels[0]), q, used, set()) if m.column.name == labels[0].name]
    if not matches:
        return _column_total(q, table, named, used)
    row = matches[0]
    label = min(row.values, key=len)  # of the cells naming the words, the closest
    used |= set(row.positions)
    op, cue = _operation(q, len(named), len(periods))
    if op is None:
        return None
    used |= cue
    columns = [c for c, _ in periods]
    value, template = _expression(op, columns, label)
    query = exp.select(exp.alias_(value, "value")).from_(ex.table_ref(table.name))
    query = query.where(ex.equals_any(row.column, [label])).limit(1)
    if label.strip().lower() in (table.flagged or ()):
        query = ex.with_lines(query, table.name)  # "total assets": a line kept beside the table
    condition = Condition(ex.equals_any(row.column, [label]), f"{row.column.header} = {label}", [row.column.header])
    return Plan(sql=query, table=table, agg=op, target=columns[0], conditions=[condition], subject="",
                confidence=_confidence(q, used), template=template)


def over_periods(periods: Plan | None, single: Plan | None) -> tuple[Plan | None, ...]:
    """A plan reading several periods of a row (their average, total or change) beats an aggregate down one
    period's column, which answers for one of the years the question names."""
    if periods is not None and single is not None and single.target is not None \
            and period_year(single.target) is not None and periods.agg != "cell":
        return (periods,)
    return (periods, single)


def _column_total(q: Question, table: TableInfo, named: list[tuple[ColumnInfo, list[int]]],
                  used: set[int]) -> Plan | None:
    """'how many seats were won in 1945': no row named, one period named -> that column's total."""
    cues = {i for i, w in enumerate(q.words) if w in ("many", "total", "sum", "altogether")}
    if len(named) != 1 or not cues:
        return None
    column = named[0][0]
    query = exp.select(exp.alias_(exp.Sum(this=ex.number_of(column)), "value")).from_(ex.table_ref(table.name))
    for label_column, labels in total_labels(table):
        query = query.where(ex.not_total_row(label_column, labels))
    return Plan(sql=query, table=table, agg="sum", target=column, conditions=[], subject="",
                confidence=_confidence(q, used | cues), template=f"The total of {column.header} is {{value}}")


def _only(table: TableInfo, column: ColumnInfo) -> TableInfo:
    return table.model_copy(update={"columns": [column]})


def _named_periods(q: Question, table: TableInfo) -> list[tuple[ColumnInfo, list[int]]]:
    """Period columns whose year the question names, in the order of the years' first mention."""
    found = []
    for column in table.columns:
        year = period_year(column)
        positions = [i for i, w in enumerate(q.words) if year is not None and names_year(w, year)]
        if positions:
            found.append((column, positions))
    found.sort(key=lambda pair: pair[1][0])
    if len(found) == 2 and _range_between(q.words, found[0][1][0], found[1][1][0]) \
            and not any(s in _CHANGE for s in q.stems):
        # "the average from 2018 to 2021": every period column of those years and the years between them (a
        # change "from 2018 to 2019" compares the two ends)
        low, high = sorted(period_year(c) or 0 for c, _ in found)
        inside = [c for c in table.columns if len(years := _YEAR.findall(c.header)) == 1 and low < int(years[0]) < high]
        found = [found[0], *((c, []) for c in inside), found[1]]
    return found


def _range_between(w: list[str], first: int, second: int) -> bool:
    """'from 2018 to 2021', 'between 2018 and 2021', '2018 through 2021': the two years bound a range."""
    return second == first + 2 and w[first + 1] in ("to", "through", "thru", "till", "until", "and") \
        and (w[first + 1] != "and" or first > 0 and w[first - 1] == "between")


def _operation(q: Question, named: int, periods: int) -> tuple[str | None, set[int]]:
    """What to compute from the named periods; with none named, a change needs a two-period table and
    an average or total covers every period ("the average R&D expense")."""
    cue = lambda vocabulary, use_stems=False: {  # noqa: E731
        i for i, w in enumerate(q.words) if (q.stems[i] if use_stems else w) in vocabulary}
    change, percent = cue(_CHANGE, True), cue(_PERCENT)
    average, total = cue(_AVERAGE), cue(_SUM)
    two = named == 2 or (named == 0 and periods == 2)
    if change and two:
        return ("pct_change", change | percent) if percent else ("change", change)
    if average and (named >= 2 or named == 0):
        return "avg_periods", average
    if total and named >= 2:
        return "sum_periods", total
    if named == 1 and not (change or average):
        return "cell", set()
    return None, set()


def _expression(op: str, columns: list[ColumnInfo], label: str) -> tuple[exp.Expression, str]:
    values = [ex.number_of(c) for c in columns]
    if op == "cell":
        return values[0], f"{label} in {columns[0].header} is {{value}}"
    if op in ("change", "pct_change"):
        earlier, later = sorted(columns[:2], key=lambda c: period_year(c) or 0)
        old, new = ex.number_of(earlier), ex.number_of(later)
        span = f"from {earlier.header} to {later.header}"
        if op == "change":
            return _rounded(exp.Sub(this=new, expression=old)), f"The change in {label} {span} is {{value}}"
        ratio = exp.Div(this=exp.Paren(this=exp.Sub(this=new, expression=old)), expression=old)
        return (exp.func("round", exp.Mul(this=ratio, expression=exp.Literal.number(100)), exp.Literal.number(2)),
                f"The percentage change in {label} {span} is {{value}}%")
    added: exp.Expression = values[0]
    for value in values[1:]:
        added = exp.Add(this=added, expression=value)
    names = " and ".join(c.header for c in columns)
    if op == "avg_periods":
        mean = exp.Div(this=exp.Paren(this=added), expression=exp.Literal.number(len(values)))
        return _rounded(mean), f"The average of {label} over {names} is {{value}}"
    return _rounded(added), f"The sum of {label} over {names} is {{value}}"


def _rounded(value: exp.Expression) -> exp.Expression:
    return exp.func("round", value, exp.Literal.number(_ROUND))


def _confidence(q: Question, used: set[int]) -> float:
    content = [i for i, w in enumerate(q.words) if w not in STOPWORDS and not w.isdigit() and len(w) > 1]
    return sum(1 for i in content if i in used) / len(content) if content else 1.0
