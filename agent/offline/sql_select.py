"""The SELECT statement a plan's parts make: the aggregate (or the labelled row of an extreme) over the
table's rows that pass the plan's conditions."""

from sqlglot import exp

from tally.agent.offline import sql_exprs as ex
from tally.agent.offline.schema import ColumnInfo
from tally.agent.offline.sql_work import Work, repeats
from tally.ingest.tables import ROW_COLUMN


# The extreme's rows are read a few deep, in a fixed order, so labels that tie for it are all said
TIES = 5


def select_statement(work: Work, agg: str, target: ColumnInfo | None, group_by: ColumnInfo | None,
                     label: ColumnInfo | None, beside: exp.Expression | None = None,
                     joined: exp.Join | None = None) -> exp.Select:
    """The query of a plan: the aggregate over the filtered rows, per group, or the row holding the
    extreme (argmax/argmin) with its label (and `beside` it, its name); `joined` brings a related table's
    label (sql_joins.py)."""
    said = [beside] if beside is not None else []
    measure = _measure(agg, target)
    conditions = [c.expr for c in work.conditions if c is not work.having] + work.hidden
    if work.having is not None and agg == "count_distinct" and target is not None:
        # the labels whose rows meet the count, counted: COUNT(*) over (... GROUP BY label HAVING COUNT(*) > n)
        present = exp.Not(this=exp.Is(this=ex.col(target), expression=exp.Null()))
        groups = exp.select(ex.col(target)).from_(ex.table_ref(work.table.name)).where(exp.and_(present, *conditions))
        groups = groups.group_by(ex.col(target)).having(work.having.expr)
        return exp.select(exp.alias_(exp.Count(this=exp.Star()), "value")).from_(groups.subquery("labels"))
    if joined is not None:  # the extreme per value of a related table's label
        value = exp.Count(this=exp.Star()) if target is None else exp.Sum(this=ex.number_of(target))
        label_ref = exp.column("_label", table="_rel")
        query = exp.select(label_ref, exp.alias_(value, "n")).from_(ex.table_ref(work.table.name)).join(joined)
        query = query.group_by(label_ref).order_by(exp.Ordered(this=exp.column("n"), desc=agg == "argmax"),
                                                   exp.Ordered(this=label_ref)).limit(TIES)
        return query.where(exp.and_(*conditions)) if conditions else query
    if agg in ("argmax", "argmin"):
        order = exp.Ordered(this=measure if target is None else ex.number_of(target), desc=agg == "argmax")
        if target is None:  # "which region has the most orders": count rows per label
            query = exp.select(ex.col(label), *said, exp.alias_(exp.Count(this=exp.Star()), "n"))
            query = query.group_by(ex.col(label))
            order = exp.Ordered(this=exp.column("n"), desc=agg == "argmax")
        elif repeats(label, work.table):  # "which customer has the highest total": add up per customer
            query = exp.select(ex.col(label), *said, exp.alias_(exp.Sum(this=ex.number_of(target)), "n"))
            query = query.group_by(ex.col(label))
            order = exp.Ordered(this=exp.column("n"), desc=agg == "argmax")
        else:
            query = exp.select(ex.col(label), *said, ex.number_of(target))
            conditions.append(exp.Not(this=exp.Is(this=ex.number_of(target), expression=exp.Null())))
        if query.args.get("group"):  # a blank label ("which driver": an agency shift has none) is no one to name
            conditions.append(exp.Not(this=exp.Is(this=ex.col(label), expression=exp.Null())))
        # ties in the order the rows stand in the source, or of the labels when rows are added up per label
        second = ex.col(label) if query.args.get("group") else exp.column(ROW_COLUMN, quoted=True)
        query = query.from_(ex.table_ref(work.table.name)).order_by(order, exp.Ordered(this=second)).limit(TIES)
    elif group_by is not None:
        query = exp.select(ex.col(group_by), exp.alias_(measure, "value")).from_(ex.table_ref(work.table.name))
        query = query.group_by(ex.col(group_by)).order_by(ex.col(group_by))
    else:
        query = exp.select(exp.alias_(measure, "value")).from_(ex.table_ref(work.table.name))
    if conditions:
        query = query.where(exp.and_(*conditions))
    return query


def _measure(agg: str, target: ColumnInfo | None) -> exp.Expression:
    if agg in ("count", "argmax", "argmin") or target is None:
        return exp.Count(this=exp.Star())
    if agg == "count_distinct":
        return exp.Count(this=exp.Distinct(expressions=[ex.col(target)]))
    value = ex.number_of(target) if target.number_like else ex.col(target)
    if agg == "avg":
        return exp.func("round", exp.Avg(this=value), exp.Literal.number(2))
    kinds = {"sum": exp.Sum, "min": exp.Min, "max": exp.Max}
    return kinds[agg](this=value)
