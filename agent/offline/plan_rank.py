"""How equally explained plans over different tables are ranked: the question's own words decide first
(its numbers read, the measure it names, the table its counted noun names), then how strongly the table
index links the question to each table."""

from collections.abc import Sequence

from sqlglot import exp

from tally.agent.offline.schema import SchemaReader, TableInfo
from tally.agent.offline.sql_match import Question, content_stems, mention_of
from tally.agent.offline.sql_phrases import AggregateAsk
from tally.agent.offline.sql_plan import Plan
from tally.agent.offline.sql_words import rate_units


def rank_key(q: Question, ask: AggregateAsk | None, plan: Plan, rank: int, score: float) -> tuple:
    """The key the best plan maximises. `rank` 0 is a period table's row plan, which wins a tie over an
    aggregate; `score` is the table index's link. Equally explained questions go to the plan that reads
    more of the question's numbers, months and names ("from 3 to 18 March" over dated rows, not a report's
    one March figure; "for Eastgate customers in June" through a join, not a tariff's one column), then to
    the table the index links them to most strongly; of tables linked about as strongly
    (to 0.1), the one whose column the counted noun names ("how many miles": Mls) beats one whose rows it
    does not (a tariff "per mile")."""
    return (plan.confidence, -rank, -plan.specifics_left, _measure_named(q, plan), _subject_is_table(q, ask, plan.table),
            round(score, 1), _subject_measured(q, ask, plan), score, -plan.table.row_count)


_LINK_AT = 5  # where rank_key's table-index link starts; wholes_over_extracts inserts its flag there
_BEFORE_LINK = _LINK_AT + 1  # the key's elements before the link, that flag included


def best_plan(plans: list[tuple[tuple, Plan]], scores: dict[str, float]) -> Plan:
    """The plan with the highest key; but when it picks its rows by words inside longer cells ("Bed bug
    interceptor cups" for "bed bugs") and another plan, alike up to the index's link, picks them by whole cells
    ("Bed bugs", a Key row's Meaning) in a table the index links to the question at least as strongly (its own,
    or the one it reads the value from), the whole cells are the surer reading. A plan with no value is not
    compared this way: its words were explained some other way."""
    key, best = max(plans, key=lambda entry: entry[0])
    if not any(_PARTIAL in c.text for c in best.conditions):
        return best
    linked = scores.get(best.table.name, 0.0)
    wholes = [(k, p) for k, p in plans if k[:_BEFORE_LINK] == key[:_BEFORE_LINK] and _whole_values(p)
              and max(scores.get(name, 0.0) for name in {p.table.name} | _read_through(p)) >= linked]
    return max(wholes, key=lambda entry: entry[0])[1] if wholes else best


def _whole_values(plan: Plan) -> bool:
    return any(_EQUALS in c.text for c in plan.conditions) and not any(_PARTIAL in c.text for c in plan.conditions)


def _measure_named(q: Question, plan: Plan) -> bool:
    """Whether the question names the column the plan adds up or ranks by ("the fees" -> Fee (EUR)), rather
    than the plan falling back on a table's one Amount column; a count has no such column."""
    return plan.target is None or mention_of(plan.target, q, set()) is not None


def _subject_measured(q: Question, ask: AggregateAsk | None, plan: Plan) -> bool:
    """Whether the noun after "how many" names the column the plan adds up ("how many miles" over Mls),
    rather than the plan counting rows the noun does not name (vehicles of a tariff "per mile")."""
    if ask is None or not ask.subject or plan.target is None or not plan.target.numeric:
        return False
    mention = mention_of(plan.target, q, set())
    return mention is not None and any(ask.subject[0] <= i < ask.subject[1] for i in mention.positions)


def _subject_is_table(q: Question, ask: AggregateAsk | None, table: TableInfo) -> bool:
    """Whether the counted noun names the table itself ("how many consignments" over a consignments file),
    rather than a column of a table whose rows are something else (invoice lines with a Consignment)."""
    if ask is None or not ask.subject or ask.agg not in ("count", "count_distinct"):
        return False  # the noun after "total" or "average" names a measure ("the fees"), not the rows
    names = set(content_stems(f"{table.name} {table.headings}")) - rate_units(table.headings)  # "fee per pupil"
    return any(q.stems[i] in names for i in range(*ask.subject))


def wholes_over_extracts(plans: list[tuple[tuple, Plan]], reader: SchemaReader) -> list[tuple[tuple, Plan]]:
    """The plans with their keys told, right before the table index's link, whether the plan's table is an
    extract of another planned table: each of its rows is a different row of a larger one (a unique column of
    codes, every one a row there: an invoice's five visits are five rows of the visit log). A question that
    the two explain alike and that names no document asks about all the records, not one document's share."""
    tables = {plan.table.name: plan.table for _, plan in plans}
    extracts = {name for name, table in tables.items()
                if any(other.name in tables and other.row_count > table.row_count and _unique_code(table, column)
                       for column, other, _ in reader.linked(table))}
    return [(key[:_LINK_AT] + (plan.table.name not in extracts,) + key[_LINK_AT:], plan) for key, plan in plans]


def _unique_code(table: TableInfo, name: str) -> bool:
    column = next((c for c in table.columns if c.name == name), None)
    return column is not None and column.text and not column.number_like and column.distinct is not None \
        and len(column.distinct) == table.row_count


def _read_through(plan: Plan) -> set[str]:
    return {t.name for c in plan.conditions for t in c.expr.find_all(exp.Table)} - {plan.table.name}


# aggregates over rows; of one code's row, a superlative too is no extreme ("the cheapest set-up" is over the
# log's charges, not the one tariff row)
_OVER_ROWS = ("count", "count_distinct", "sum", "avg", "min", "max", "argmin", "argmax")
# how conditions on values describe themselves (sql_values.ValueFilter): a whole cell, or words inside cells
_EQUALS, _PARTIAL = " = ", " containing "


def rows_over_codes(plans: list[tuple[tuple, Plan]], referencing: set[str],
                    candidates: Sequence[TableInfo] = ()) -> list[tuple[tuple, Plan]]:
    """The plans without those that count or add up the rows of a key table picked by a value ("Bed bugs" on a
    Key sheet, one row) when another plan reads the rows that use that key through the relation (the visits
    whose Pest code is the one of "Bed bugs"): a key sheet holds one row per code, the log holds the events
    asked about, whatever words the key sheet's other columns happen to share with the question. A table
    planned only for using a candidate's codes (`referencing`, SchemaReader.candidates) keeps only plans
    that read it through them, whether or not the key table has a plan of its own (`candidates`)."""
    through = {plan.table.name: _read_through(plan) for _, plan in plans}
    tables = {table.name: table for table in candidates} | {plan.table.name: plan.table for _, plan in plans}
    coded = {name: {key for key in read if key in tables and _codes_of(tables[name], tables[key], plans)}
             for name, read in through.items()}
    keys = set().union(*coded.values()) if coded else set()
    return [(key, plan) for key, plan in plans
            if not (plan.table.name in keys and plan.agg in _OVER_ROWS and _one_row(plan))
            and (plan.table.name not in referencing or coded[plan.table.name])]


def _one_row(plan: Plan) -> bool:
    """Whether an equality on a column whose every value is its own row's ("Bed bugs" of a key's Meaning) picks
    the rows: one code's row, which nothing is counted or added up over (a rota's "nurses", a register's
    "16 amp" berths are many rows, and are what is asked)."""
    unique = {c.header for c in plan.table.columns if c.distinct and len(c.distinct) == plan.table.row_count}
    return any(isinstance(c.expr, exp.EQ) and set(c.columns) & unique for c in plan.conditions)


def _codes_of(log: TableInfo, key: TableInfo, plans: list[tuple[tuple, Plan]]) -> bool:
    """Whether `log` reads `key` as a table of codes: more rows than it (a log uses its codes over and over) and
    through a column of words, not of numbers (a rank 1..n shared by two lists is no code)."""
    if log.row_count <= key.row_count:
        return False
    read = {column.name for _, plan in plans if plan.table.name == log.name for c in plan.conditions
            for select in c.expr.find_all(exp.Select) for column in select.expressions[0].find_all(exp.Column)
            if (source := select.find(exp.From)) is not None and source.find(exp.Table).name == key.name}
    return any(c.name in read and c.text and not c.number_like for c in key.columns)
