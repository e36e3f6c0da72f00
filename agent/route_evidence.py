"""Route by evidence: what the caller's stores can support decides between SQL, lookup and search.

The cue router (agent/router.py: rules and exemplar similarity) says what the question *looks* like.
Before a route is taken, three measurements say what the stores *can answer*:

- tables: the best table's schema-link score (tools/table_choice.py `rank_tables`, 0..1: the share of
  the question's informative words that name something in that table);
- keys: the question's IDs and names found exactly in the key index, with how many rows and tables
  carry them (one invoice's header vs a product on 30 order rows);
- search: the best dense cosine of a passage (the same number the similarity floor reads).

Decisions, each recorded in the route's evidence and reason:
- no table visible to the caller -> never the SQL route;
- an aggregate whose tables do not link to the question (a how-to question with "how many" or "which
  option" over a manual) -> search;
- an ID or name inside an aggregate question whose key sits on many rows of one table -> a filter of
  that aggregate, not a lookup of one record;
- a count or total asked in words the English cues miss (another language) but close to the aggregate
  exemplars, over a table it links to -> aggregate.
Thresholds are calibrated on the dev splits (tests/benchmarks/calibrate_routes.py).
"""

from typing import TYPE_CHECKING

from pydantic import BaseModel

from tally.agent.offline.lookup_keys import key_candidates
from tally.agent.offline.schema import SchemaReader
from tally.agent.offline.sql_builder import build_plan
from tally.agent.offline.sql_cues import says_an_amount
from tally.agent.offline.sql_match import Question
from tally.tools.money import header_currencies
from tally.agent.router import AMBIGUOUS_MARGIN, Route, other_script, rule_scores
from tally.ingest.keys import find_ids
from tally.ingest.models import normalise_key
from tally.tools.ids import id_tokens
from tally.tools.retrieve import index_filter, retrieve
from tally.tools.table_choice import rank_tables
from tally.tools.table_index import is_cell_of
from tally.tools.table_records import table_records

if TYPE_CHECKING:
    from tally.tools.deps import Deps

# Calibrated on the dev splits (tests/benchmarks/calibrate_routes.py): table questions of data/sample
# link at 0.27-1.0, how-to and policy questions carrying "how many"/"total"/"cost" at 0.10-0.13.
TABLE_LINK_MIN = 0.4  # at or above: the question is about that table, whatever else it says
TABLE_LINK_WEAK = 0.2  # below: no table explains the question; in between, a how-to cue decides
TABLE_LINK_STRONG = 0.6  # at or above: a question close to the aggregate exemplars is about this table
_AGGREGATE_REASONS = {"counting words", "aggregate words", "grouping"}
_COUNTING = {"counting words"}


class RouteEvidence(BaseModel):
    table: str | None = None
    table_score: float = 0.0
    tables_visible: bool = True
    key_values: list[str] = []  # question values found in the key index
    key_rows: int = 0  # rows/passages carrying them
    key_tables: int = 0  # distinct SQL tables among those rows
    key_rows_in_one_table: int = 0  # most rows of one table carrying one of them
    keyed_tables: list[str] = []  # every table with a row carrying one of them
    missing_ids: list[str] = []  # ID-like tokens of the question found nowhere
    key_documents: int = 0  # distinct documents whose prose (no table row) carries one of them
    keyed_document_table: bool = False  # one such document, and it holds a table the caller can see
    search_score: float | None = None

    def scores(self) -> dict[str, float]:
        """Every candidate route's evidence, for the trace."""
        return {"sql": round(self.table_score, 3), "lookup": float(bool(self.key_values)),
                "search": round(self.search_score, 3) if self.search_score is not None else -1.0}

    def summary(self) -> str:
        table = f"sql {self.table_score:.2f}" + (f" ({self.table})" if self.table else "")
        if not self.tables_visible:
            table = "sql: no table visible"
        keys = f"keys {len(self.key_values)} ({self.key_rows} rows)" if self.key_values else "keys 0"
        search = f"search {self.search_score:.2f}" if self.search_score is not None else "search not measured"
        return f"evidence: {table}, {keys}, {search}"


def measure(question: str, deps: "Deps", key_values: list[str]) -> RouteEvidence:
    """Table link and key evidence (cheap: index look-ups); the search score is measured on demand."""
    groups = list(deps.groups)
    # table_records: kept per catalog state (reading 300 table records took ~90 ms per question)
    evidence = RouteEvidence(tables_visible=bool(table_records(deps.catalog, groups)))
    if evidence.tables_visible:
        ranked = rank_tables(deps, question, k=3)
        if ranked:
            # the judge orders the tables but adds no evidence: the link is the best index score
            evidence.table, evidence.table_score = ranked[0].table, max(c.score for c in ranked)
    per_table: dict[str, int] = {}
    documents: set[str] = set()
    for value in key_values:
        hits = deps.catalog.find_keys(normalise_key(value), groups)
        if not hits:
            continue
        evidence.key_values.append(value)
        evidence.key_rows += len(hits)
        for hit in hits:
            if hit.table_name:
                per_table[hit.table_name] = per_table.get(hit.table_name, 0) + 1
            else:
                documents.add(hit.doc_id)
    evidence.key_tables = len(per_table)
    evidence.key_documents = len(documents)
    evidence.keyed_document_table = len(documents) == 1 and any(
        record.doc_id in documents for record in table_records(deps.catalog, groups).values())
    evidence.key_rows_in_one_table = max(per_table.values(), default=0)
    evidence.keyed_tables = sorted(per_table)
    found = {normalise_key(v) for v in evidence.key_values}
    evidence.missing_ids = sorted(t for t in id_tokens(question) if normalise_key(t) not in found)
    return evidence


def search_score(question: str, deps: "Deps") -> float | None:
    return retrieve(deps, question, "dense", index_filter(deps, None, None), candidates=5).best_dense


def decide(route: Route, question: str, deps: "Deps") -> Route:
    """The route the evidence supports, starting from the cue router's choice."""
    if route.intent == "out_of_scope":
        return route
    evidence = measure(question, deps, key_candidates(question))
    _, reasons = rule_scores(question)
    aggregate_cues = _AGGREGATE_REASONS & set(reasons["aggregate"])
    intent, why = route.intent, ""
    # An ID that sits on exactly one row of a table names one record: a question asking its date and
    # its quantity reads that record's fields; there is nothing to count or total over.
    # A name with no counting or totalling word around it ("the deductions on X's payslip") reads that
    # person's row the same way.
    # A name on one row of a summary table ("Saltgate" in a per-campus report) while the question's words link
    # another table more strongly, where it is a cell but no record's key (the enrolments, where Saltgate is
    # a Campus on many rows), filters that one. (A person on one row of each monthly register is a record.)
    filters_other = (bool(evidence.keyed_tables) and evidence.table is not None
                     and evidence.table not in evidence.keyed_tables
                     and evidence.table_score >= TABLE_LINK_MIN and not find_ids(question, ignore_case=True)
                     and any(is_cell_of(deps.catalog, evidence.table, value) for value in evidence.key_values))
    one_record = evidence.key_rows_in_one_table == 1 and not filters_other and (
        bool(find_ids(question, ignore_case=True)) or not aggregate_cues)
    # "what did the Oak Stout bring in": a name on one row of a price list, but the earning verb asks a
    # total, which the planner builds over the rows that refer to it (a register of its codes)
    earned = (evidence.key_rows_in_one_table == 1 and not aggregate_cues and intent != "lookup"
              and says_an_amount(Question.parse(question)) and _plans_money(question, deps))
    one_record = one_record and not earned
    per_row = evidence.key_rows_in_one_table > 0
    if intent == "aggregate" and one_record:
        intent, why = "lookup", "the named ID is on one row of one table: a record to read, not to aggregate"
    elif intent == "aggregate":
        intent, why = _from_aggregate(route, question, deps, evidence)
    elif intent == "lookup" and aggregate_cues and evidence.table_score >= TABLE_LINK_WEAK and not one_record and (
            evidence.key_rows_in_one_table > 1 or _COUNTING & aggregate_cues):
        # "total quantity of item X in March": X is on many rows, so it filters a sum over them.
        intent, why = "aggregate", "the named key is on many rows of a linked table: a filter of an aggregate"
    elif intent == "lookup" and not evidence.key_values and evidence.tables_visible and _planned(question, deps):
        # "the lettings to Elmfield Over-60s": what read as an ID keys no record, and the planner maps the
        # whole question onto a table with confidence, the "ID" a value its rows are filtered by
        intent, why = "aggregate", "the named ID keys no record; a confident plan explains the question"
    elif intent in ("concept", "screen") and evidence.key_rows_in_one_table == 1 and not reasons[intent] \
            and not aggregate_cues and not earned and not (filters_other and _planned(question, deps)):
        # A name that keys one row of a table ("Rosa Novak's department"), asked without how-to words: that
        # row answers, not a passage of prose.
        intent, why = "lookup", "the named key is one row of a table: a record to read"
    elif intent in ("concept", "screen") and not reasons[intent] and not aggregate_cues and not per_row \
            and evidence.key_documents == 1 and not find_ids(question, ignore_case=True):
        # A name written in one document's fields ("Ordered by: Ana Ruiz"), asked without how-to words:
        # that document answers, as a record found by its ID would.
        intent, why = "lookup", "the named key is a field of one document: a record to read"
    elif intent in ("concept", "screen") and not evidence.key_values and evidence.tables_visible \
            and route.scores.get("aggregate", 0.0) >= route.scores.get(intent, 0.0) - 0.1 \
            and evidence.table_score >= TABLE_LINK_STRONG and not reasons[intent]:
        intent, why = "aggregate", "close to the aggregate exemplars and strongly linked to a table"
    elif intent in ("concept", "screen") and not reasons[intent] and not one_record \
            and evidence.table_score >= TABLE_LINK_MIN and _planned(question, deps):
        # "What did last week's orders add up to?": no how-to words, a table the question's words link
        # to, and an aggregate over it that explains the question: a sum over its rows, not a passage.
        intent, why = "aggregate", "an aggregate the planner builds from a table the question links to"
    elif intent in ("concept", "screen") and not reasons[intent] and not one_record and _torn(route, intent) \
            and _planned(question, deps):
        # The cue router could not tell an aggregate from prose ("what do the rents come to over the
        # year?"): a confident plan over a table settles it, however few of the question's words the
        # table's own index links (a plan reaches values through related tables the link score misses).
        intent, why = "aggregate", "torn between prose and an aggregate the planner builds with confidence"
    if intent == route.intent:
        return route.model_copy(update={"evidence": evidence.scores(),
                                        "reason": f"{route.reason}; {evidence.summary()}"})
    return route.model_copy(update={"intent": intent, "evidence": evidence.scores(),
                                    "reason": f"{route.reason}; {evidence.summary()}; {why} -> {intent}"})


def _from_aggregate(route: Route, question: str, deps: "Deps", evidence: RouteEvidence) -> tuple[str, str]:
    search_intent = "screen" if route.scores.get("screen", 0.0) > route.scores.get("concept", 0.0) else "concept"
    if not evidence.tables_visible:
        return search_intent, "no table is visible to the caller"
    if evidence.table_score >= TABLE_LINK_MIN or other_script(question):
        # Word links cannot be measured across scripts ("Сколько заказов ...?" over English headers):
        # the multilingual cues and exemplars decide.
        return "aggregate", ""
    _, reasons = rule_scores(question)
    how_to = bool(reasons["screen"] or reasons["concept"])
    if evidence.table_score >= TABLE_LINK_WEAK and not how_to:
        return "aggregate", ""
    if evidence.keyed_document_table and not how_to:
        return "aggregate", ""  # a name found in one document's fields: its own table is the one asked
    if not how_to and _planned(question, deps):
        # The words that tie it to a table sit in a table it refers to ("crates": a pack code's meaning
        # in a key table), which the link score of each table alone does not see; the plan does.
        return "aggregate", "an aggregate the planner builds through the tables' relations"
    evidence.search_score = search_score(question, deps)
    return search_intent, "no table links to the question" + (" (a how-to question)" if how_to else "")


def _torn(route: Route, intent: str) -> bool:
    """The cue router's aggregate score within its ambiguity margin of the intent it chose."""
    return route.scores.get("aggregate", 0.0) >= route.scores.get(intent, 0.0) - AMBIGUOUS_MARGIN


def _plans_money(question: str, deps: "Deps") -> bool:
    """Whether the planner maps the question onto a total of a money column (what an earning verb asks)."""
    plan = build_plan(question, SchemaReader(deps.catalog, list(deps.groups), judge=deps.judge))
    return plan is not None and plan.target is not None and bool(header_currencies(plan.target.header))


def _planned(question: str, deps: "Deps") -> bool:
    """Whether the offline planner maps the question onto one of the caller's tables with confidence: the
    strongest evidence that it asks an aggregate (its own words, not a cue list, say so)."""
    return build_plan(question, SchemaReader(deps.catalog, list(deps.groups), judge=deps.judge)) is not None
