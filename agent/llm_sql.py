"""Text-to-SQL around a small model: what it sees and how its SQL is repaired and checked.

- The table list the loop prefetched is shown as a compact schema: only the candidate tables for the
  question, typed columns with 3 sample values, and the columns two candidates share (relations).
- The offline builder's plan is offered as a candidate query the model may keep or correct; without one, a
  plan below the builder's floor that still reads WEAK_PLAN_SHOWN of the question is offered as a start,
  with the question's words it leaves unread, and never run in the model's place.
- A model query none of whose tables has a row in the period the question names is refused.
- The model's SQL runs through the same tool and guard as any SQL; an error goes back with the schema
  hint, at most `MAX_REPAIRS` times; then the planner's candidate runs (when there is one).
- A result that is empty or a single 0 is checked against the value index: a filter value that does not
  occur in its column goes back to the model with the values that do, a repair within the same budget.
- A filter on a value the question never asked for (a sample value copied from the schema) goes back to the
  model once, within the same budget (agent/filter_checks.py); kept after that, the planner's query runs,
  or without one, the model's query without that filter.
- A query that holds no word of a name or ID the question asks about answers about something else: the
  planner's query runs instead, or, without one, nothing is answered.
- After a plausible result the model gets no tools: it only phrases the answer.
"""

import re
import threading
from typing import Any

import sqlglot
from sqlglot import exp

from tally.agent.engine import RunState, Step, ToolCall, ToolMessage
from tally.agent.offline.schema import SchemaReader, TableInfo
from tally.agent.offline.engine import NO_ANSWER
from tally.agent.offline.lookup_keys import key_candidates
from tally.agent.offline.period_check import (period_problem, quarters_as_months, query_period_problem,
                                              with_quarters)
from tally.agent.offline.sql_builder import build_plan
from tally.agent.filter_checks import hint as unasked_hint
from tally.agent.filter_checks import missing_values, unasked_filters, without_filters
from tally.ingest.catalog import Catalog
from tally.ingest.text import FUNCTION_WORDS, MONTHS, words

MAX_REPAIRS = 2
CANDIDATE_TABLES = 3
SAMPLES = 3
CANDIDATE_CHARS = 300
SAMPLE_CHARS = 24  # a long cell (a WTQ note, a how-to sentence) is cut: it only shows how values are written
RELATIVE_SCORE = 0.5  # a candidate table scoring below half the best one is not shown
_QUARTER = re.compile(r"^Q[1-4](?:\s+(?:19|20)\d\d)?$", re.IGNORECASE)
_ROWS_STATED = 10
_UNREAD_SHOWN = 6
# A plan below the builder's floor is shown to the model when it reads at least this share of the question's
# words (dev sets, 2026-12-05: weaker ones led the 1.5B to the wrong table or filter more often than not).
WEAK_PLAN_SHOWN = 0.4


class _Notes:
    def __init__(self) -> None:
        self.candidate: str | None = None  # the offline builder's SQL ("" when it has no plan)
        self.offered = ""  # the SQL shown to the model: the candidate, or a plan too weak to fall back on
        self.unread: list[str] = []  # the question's words the offered plan does not read
        self.confidence = 0.0
        self.planned = False
        self.plan: Any = None  # the offline builder's Plan
        self.trusted = False  # its confidence reached the trust threshold: its query ran as is
        self.problem: str | None = None  # the offline period check's refusal of the plan
        self.phrasing = False  # the run's SQL is done: the model only phrases the answer
        self.hints: dict[str, str] = {}  # call id -> text appended to that tool result
        self.checked: set[str] = set()
        self.value_hinted: set[str] = set()  # calls whose result went back with a check (a filter's values)
        self.unasked: set[str] = set()  # filter values the model was asked about once (agent/filter_checks.py)
        self.dropped = False  # Tally ran the model's query without the filters it kept after being asked


class SqlAssist:
    def __init__(self, catalog: Catalog, plan_trust: float = 1.01, phrase_trusted: bool = True) -> None:
        self._catalog = catalog
        self._plan_trust = plan_trust
        self._phrase_trusted = phrase_trusted  # False: a trusted plan's result is phrased by its template
        self._lock = threading.Lock()
        self._notes: dict[int, _Notes] = {}
        self.phrase_sql = True  # False: the result of the model's SQL is stated by Tally (agent/llm_policy.py)

    def _for(self, state: RunState) -> _Notes:
        with self._lock:
            return self._notes.setdefault(id(state), _Notes())

    def _reader(self, state: RunState) -> SchemaReader | None:
        visible = _visible_tables(state)
        return None if visible is None else SchemaReader(self._catalog, None, only=visible, judge=state.judge)

    # -- shaping a turn -----------------------------------------------------------------------------

    def shape_turn(self, state: RunState) -> tuple[Step | None, str]:
        """(a step to take instead of asking the model, the run_sql tool_choice: "required" or "none").
        run_sql stays the one tool offered on every turn so the server's prompt prefix stays the same."""
        notes = self._for(state)
        runs = [m for m in state.history if m.call.name == "run_sql"]
        if not runs:
            confidence = self._plan(state, notes)
            if notes.problem:  # the offline engine's own answer: the period the question names is not there
                return Step(answer=notes.problem), "none"
            if notes.candidate and confidence >= self._plan_trust:
                notes.trusted = True
                return self._planned(notes, len(runs)), "none"
            return None, "required"
        last = runs[-1]
        if notes.trusted and last.ok and last.numbers and not self._phrase_trusted and notes.plan is not None:
            # The planner's own sentence for its own query: no model call at all (see agent/llm_policy.py).
            return Step(answer=f"{notes.plan.render(last.result.rows)} [{last.numbers[0]}]"), "none"
        if last.ok and not last.numbers and notes.candidate and not notes.planned:
            # The model's query found nothing (no rows) where the planner has a query: run the planner's.
            return self._planned(notes, len(runs)), "none"
        if last.ok and not notes.planned and (problem := self._period_problem(state, last)):
            return Step(answer=problem), "none"  # the period asked is in none of the tables the query reads
        if last.ok and last.numbers and not notes.planned and ignored_names(state.question, _sql_of(last)):
            # "the Brook and Bell" nowhere in the model's query: its figure is about something else (measured:
            # the 1.5B filtered another customer's product, or the first sample value of a column).
            if notes.candidate:
                return self._planned(notes, len(runs)), "none"
            return Step(answer=NO_ANSWER), "none"  # no evidence about that name: the loop refuses
        if last.ok and last.numbers and not notes.planned and (kept := self._kept_unasked(state, last, notes)):
            # Asked about a filter the question never names, the 1.5B wrote the same query again (5 of 6 on the
            # dev sets): its figure is about a subset nobody asked for. The planner's query, else the model's
            # without that filter.
            notes.dropped = True
            if notes.candidate:
                return self._planned(notes, len(runs)), "none"
            return Step(tool_calls=[ToolCall(id=f"unasked-{len(runs) + 1}", name="run_sql",
                                             arguments={"sql": kept})]), "none"
        if last.ok and (last.call.id in notes.checked or not self._questionable(state, last, notes)):
            notes.phrasing = True
            if not last.numbers:
                return Step(answer=NO_ANSWER), "none"  # nothing to phrase: the loop refuses, no request spent
            if not self.phrase_sql and getattr(last.result, "rows", None):
                # The result stated as it came back, no second request: on a CPU the phrasing turn cost
                # as much as writing the SQL (the whole result is new prefill) and added no figure.
                return Step(answer=result_sentence(last.result, last.numbers[0])), "none"
            return None, "none"  # a usable result: the model only phrases the answer
        failed = [_sql_of(m) for m in runs if not m.ok]
        # A value hint is a repair as much as an error is: without a shared budget the 1.5B wrote zero counts
        # on values the column lacks until the turn limit (6 requests, 40-50 s; WTQ and the company dev sets).
        repairs = len(failed) + sum(m.call.id in notes.value_hinted for m in runs)
        # The same failing query written again: a further repair would only cost another request (the
        # 1.5B wrote one unknown column three times over, 8 minutes under load).
        if repairs > MAX_REPAIRS or (not last.ok and failed.count(failed[-1]) > 1):
            if notes.candidate and not notes.planned:
                return self._planned(notes, len(runs)), "none"
            return Step(answer=NO_ANSWER), "none"  # no SQL evidence: the loop refuses without another request
        if last.ok:
            return None, "required"  # the value hint goes back with the result
        if len(failed) == 1:  # the schema once; the guard's error itself names the table's columns
            notes.hints[last.call.id] = "Schema:\n" + self.schema_text(state)
        return None, "required"

    def _plan(self, state: RunState, notes: _Notes) -> float:
        reader = self._reader(state)
        if reader is None or notes.candidate is not None:
            return notes.confidence
        # Planned as the offline engine plans (quarters in words become month ranges) and checked the
        # same way: a plan that drops or misses the question's period is not offered (agent/offline/
        # period_check.py) — measured: the bare builder's unfiltered total, kept by the 1.5B, answered a
        # question the offline engine rightly refused.
        question = with_quarters(state.question)
        plan = build_plan(quarters_as_months(question), reader)
        if plan is not None:
            notes.problem = period_problem(question, plan, self._catalog.connection())
            plan = None if notes.problem else plan
        weak = None
        if plan is None and not notes.problem:
            # Below the builder's floor a plan is still shown, with the words it leaves unread, as a start the
            # model corrects; it never runs in the model's place (its figure would answer another question).
            weak = build_plan(quarters_as_months(question), reader, min_confidence=WEAK_PLAN_SHOWN)
            weak = None if weak is None or period_problem(question, weak, self._catalog.connection()) else weak
        notes.plan = plan
        notes.candidate = plan.sql_text if plan is not None else ""
        notes.confidence = plan.confidence if plan is not None else 0.0
        shown = plan or weak
        notes.offered = shown.sql_text if shown is not None else ""
        # Measured on the dev sets: told what an above-floor candidate leaves unread (a word naming the file the
        # table came from), the 1.5B added a filter of its own to a right query; the note is for weak plans only.
        notes.unread = weak.unexplained if weak is not None else []
        return notes.confidence

    @staticmethod
    def _planned(notes: _Notes, runs: int) -> Step:
        notes.planned = True
        return Step(tool_calls=[ToolCall(id=f"planner-{runs + 1}", name="run_sql", arguments={"sql": notes.candidate})])

    def after_step(self, state: RunState, step: Step) -> Step:
        if not step.tool_calls:
            with self._lock:
                self._notes.pop(id(state), None)  # the run's SQL part is over
        return step

    # -- what the model reads -------------------------------------------------------------------------

    def tool_content(self, state: RunState, message: ToolMessage) -> str:
        if message.call.name == "list_tables" and message.ok:
            if self._for(state).phrasing:  # the SQL result answers: the schema would only cost prefill
                return "(tables listed; the SQL result below is what answers the question)"
            return self.schema_text(state) + _offer(self._for(state))
        hint = self._for(state).hints.get(message.call.id)
        return f"{message.content}\n{hint}" if hint else message.content

    def schema_text(self, state: RunState) -> str:
        reader = self._reader(state)
        if reader is None:
            return "(no tables)"
        tables = shown_tables(reader, state.question)
        return compact_schema(tables, _links(reader, tables))

    # -- plausibility -------------------------------------------------------------------------------

    def _period_problem(self, state: RunState, message: ToolMessage) -> str | None:
        reader = self._reader(state)
        if reader is None:
            return None
        return query_period_problem(state.question, _tables_read(_sql_of(message), reader.tables()),
                                    self._catalog.connection())

    def _questionable(self, state: RunState, message: ToolMessage, notes: _Notes) -> bool:
        """Whether the model's result goes back with a check: a filter value its column lacks (an empty
        result), or a filter the question never asked for (any result)."""
        notes.checked.add(message.call.id)
        if self._implausible(state, message, notes):
            return True
        if notes.planned or notes.trusted or notes.dropped or not message.numbers:
            return False  # Tally's own queries are not the model's to correct
        problems = self._unasked(state, message, notes, frozenset(notes.unasked))
        if not problems:
            return False
        notes.unasked.update(value for value, _ in problems)
        notes.hints[message.call.id] = unasked_hint(problems)
        notes.value_hinted.add(message.call.id)
        return True

    def _kept_unasked(self, state: RunState, message: ToolMessage, notes: _Notes) -> str | None:
        """The model's query without the filters it kept after being asked about them, or None."""
        if notes.dropped or not notes.unasked or message.call.id in notes.checked:
            return None
        kept = {value for value, _ in self._unasked(state, message, notes)} & notes.unasked
        return without_filters(_sql_of(message), kept) if kept else None

    def _unasked(self, state: RunState, message: ToolMessage, notes: _Notes,
                 already: frozenset[str] = frozenset()) -> list[tuple[str, str]]:
        reader = self._reader(state)
        return unasked_filters(_sql_of(message), state.question, reader.tables() if reader else [],
                               self._catalog.connection(), notes.offered, already)

    def _implausible(self, state: RunState, message: ToolMessage, notes: _Notes) -> bool:
        result = message.result
        rows = getattr(result, "rows", None)
        if rows is None:
            return False
        empty = not rows or (len(rows) == 1 and len(rows[0]) == 1 and rows[0][0] in (0, None))
        if not empty:
            return False
        reader = self._reader(state)
        missing = missing_values(str(message.call.arguments.get("sql", "")), reader.tables() if reader else [])
        if not missing:
            return False
        notes.hints[message.call.id] = "Check: " + "; ".join(missing) + ". Correct the filter and call run_sql again."
        notes.value_hinted.add(message.call.id)
        return True


def _offer(notes: _Notes) -> str:
    """The planner's query as a start, and the question's words it does not read: what a correction must add."""
    # A long query (the builder's text-to-number CASE expressions run to 600+ characters) is not shown:
    # the 1.5B copied it whole, 1,600 prompt and 247 generated tokens, 6 min under load.
    if not notes.offered or len(notes.offered) > CANDIDATE_CHARS:
        return ""
    offer = f"\nA rule-based planner proposes:\n```sql\n{notes.offered}\n```\n"
    if notes.unread:
        unread = ", ".join(f"'{w}'" for w in notes.unread[:_UNREAD_SHOWN])
        return offer + (f"It does not read these words of the question: {unread}. Call run_sql with a query "
                        "that also covers what they mean, using the columns and values shown.")
    return offer + "Call run_sql with it if it answers the question, or with a corrected query."


def ignored_names(question: str, sql: str) -> list[str]:
    """The names and IDs the question asks about (lookup_keys.key_candidates; "X and Y" is two) of which
    the query holds no word: the query answers about something else."""
    written = set(words(sql))
    ignored = []
    for name in key_candidates(question):
        if _QUARTER.match(name):
            continue  # "Q3" is a period: a query over July to September answers it
        parts = re.split(r"\s+(?:and|&)\s+", name)  # "the Ashby and Kirk Lane depots": each is filtered on
        # a month a sentence opens with ("In October, how many ...") is a period the query reads as numbers
        significant = [{w for w in words(part) if len(w) >= 2 and w not in FUNCTION_WORDS and w not in MONTHS}
                       for part in parts]
        missed = [part for part, said in zip(parts, significant, strict=True) if said and not written & said]
        ignored += [name] if len(missed) == len(parts) else missed  # "Brook and Bell" is one name
    return ignored


def _sql_of(message: ToolMessage) -> str:
    return " ".join(str(message.call.arguments.get("sql", "")).split())


def shown_tables(reader: SchemaReader, question: str) -> list[TableInfo]:
    """The candidate tables the model sees: the index's best CANDIDATE_TABLES, less any ranked below
    RELATIVE_SCORE of the best (prefill is what a CPU model's latency is made of)."""
    tables = reader.candidates(question, k=CANDIDATE_TABLES) or reader.tables()[:CANDIDATE_TABLES]
    scores = getattr(reader, "scores", None) or {}
    if not scores:
        return tables
    best = max(scores.get(t.name, 0.0) for t in tables)
    return [t for t in tables if scores.get(t.name, 0.0) >= RELATIVE_SCORE * best] or tables[:1]


def result_sentence(result: Any, n: int) -> str:
    """An SQL result stated as it came back, cited [n]: one value as `column = value`, else the rows."""
    columns, rows = list(result.columns), result.rows
    if len(rows) == 1 and len(columns) == 1:
        return f"The query returned {columns[0]} = {_cell(rows[0][0])} [{n}]."
    shown = "; ".join(" | ".join(_cell(v) for v in row) for row in rows[:_ROWS_STATED])
    more = "; …" if len(rows) > _ROWS_STATED else ""
    return f"The query returned ({' | '.join(columns)}): {shown}{more} [{n}]."


def _cell(value: Any) -> str:
    return "NULL" if value is None else str(value)


def compact_schema(tables: list[TableInfo], joins: list[str] | None = None) -> str:
    lines = []
    for table in tables:
        where = f", sheet {table.sheet}" if table.sheet else ""
        titled = f', titled "{table.caption}"' if table.caption else ""
        lines.append(f"TABLE {table.name} -- {table.title}{where}{titled}, {table.row_count} rows")
        for column in table.columns:
            samples = ", ".join(repr(_short(v)) for v in (column.distinct or [])[:SAMPLES])
            meaning = f" -- {column.gloss}" if column.gloss else ""  # the sheet's note: "Rtn = casks sent back"
            meaning += f" (blank = {column.blank})" if column.blank else ""  # "Completed blank = job still open"
            lines.append(f"  {column.name} {column.type}" + (f" e.g. {samples}" if samples else "") + meaning)
    shared = _relations(tables) if joins is None else joins
    if shared:
        lines.append("JOINS: " + "; ".join(shared))
    return "\n".join(lines)


def _short(value: Any) -> Any:
    text = str(value)
    return value if len(text) <= SAMPLE_CHARS else text[:SAMPLE_CHARS] + "…"


def _links(reader: SchemaReader, tables: list[TableInfo]) -> list[str]:
    """Joins between the shown tables that the store's relations found (a column whose values are rows
    of the other table); columns that merely share a name (two monthly registers) are not joins."""
    shown = {t.name for t in tables}
    joins = []
    for table in tables:
        try:
            linked = reader.linked(table)
        except Exception:  # noqa: BLE001 (relations are an aid: without them the schema still stands)
            return _relations(tables)
        joins.extend(" = ".join(sorted((f"{table.name}.{own}", f"{other.name}.{col}")))
                     for own, other, col in linked if other.name in shown)
    return list(dict.fromkeys(joins))  # each relation is found from both of its tables


def _relations(tables: list[TableInfo]) -> list[str]:
    joins = []
    for i, left in enumerate(tables):
        for right in tables[i + 1:]:
            common = {c.name for c in left.columns} & {c.name for c in right.columns}
            joins.extend(f"{left.name}.{name} = {right.name}.{name}" for name in sorted(common))
    return joins


def _tables_read(sql: str, tables: list[TableInfo]) -> list[TableInfo]:
    try:
        named = {t.name for t in sqlglot.parse_one(sql, read="duckdb").find_all(exp.Table)}
    except sqlglot.errors.ParseError:
        return []
    return [t for t in tables if t.name in named]


def _visible_tables(state: RunState) -> list[str] | None:
    for message in reversed(state.history):
        if message.call.name == "list_tables" and message.ok and message.result is not None:
            return [t.name for t in message.result.tables]
    return None
