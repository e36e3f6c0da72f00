"""How equally explained plans over different tables are ranked: the question's own words decide first
(its numbers read, the measure it names, the table its counted noun names), then how strongly the table
index links the question to each table."""

from tally.agent.offline.schema import TableInfo
from tally.agent.offline.sql_match import Question, content_stems, mention_of
from tally.agent.offline.sql_phrases import AggregateAsk
from tally.agent.offline.sql_plan import Plan
from tally.agent.offline.sql_words import rate_units


def rank_key(q: Question, ask: AggregateAsk | None, plan: Plan, rank: int, score: float) -> tuple:
    """The key the best plan maximises. `rank` 0 is a period table's row plan, which wins a tie over an
    aggregate; `score` is the table index's link. Equally explained questions go to the plan that reads
    more of the question's numbers ("from 3 to 18 March" over dated rows, not a report's one March
    figure), then to the table the index links them to most strongly; of tables linked about as strongly
    (to 0.1), the one whose column the counted noun names ("how many miles": Mls) beats one whose rows it
    does not (a tariff "per mile")."""
    return (plan.confidence, -rank, -plan.numbers_left, _measure_named(q, plan), _subject_is_table(q, ask, plan.table),
            round(score, 1), _subject_measured(q, ask, plan), score, -plan.table.row_count)


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
