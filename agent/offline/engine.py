"""The offline engine: the same tools as the LLM engine, driven by rules.

- aggregate: the NL->SQL builder plans one query over the tables `list_tables` showed the caller, and
  `run_sql` executes it through the same validation as any SQL; the answer states the figure and
  cites the SQL result's context item (the tables' source documents). No plan: no answer, so the loop
  refuses; nothing is ever counted from prose. The one exception is a question that neither counts
  nor names any table or column ("what does the worked example's shipment cost in total?"): it was
  never about the tables, so it is searched and answered as a concept question (reroute.py).
- lookup: `lookup_key` on each ID or name in the question, then on the keys of the rows found when
  they do not yet answer it (order -> customer -> account manager).
- screen / concept: the loop's search results, answered extractively.

The engine keeps no state between turns except plans waiting for their SQL result; everything else is
read back from the run's history.
"""

import itertools
import re
import threading
from typing import Any, Literal

from tally.agent.engine import RunState, Step, ToolCall, ToolMessage
from tally.agent.offline.answerable import asking_sentence, unmentioned_in_texts
from tally.agent.offline.column_link import english_linked, glossed, linked_question
from tally.agent.offline.extractive import covering_answer, extractive_answer
from tally.agent.offline.lookup_keys import key_candidates
from tally.agent.offline.lookup_plan import answer_from_rows, keys_to_follow
from tally.agent.offline.named_document import named_document, names_to_look_up, without_name
from tally.agent.offline.period_check import period_problem, quarters_as_months, with_quarters
from tally.agent.offline.reroute import asks_method, reads_documents
from tally.agent.offline.schema import SchemaReader
from tally.agent.offline.sql_builder import LINKED_SLACK, MIN_CONFIDENCE, build_plan
from tally.agent.offline.sql_match import STOPWORDS
from tally.agent.offline.sql_plan import Plan
from tally.agent.offline.units import text_stems
from tally.ingest.catalog import Catalog
from tally.ingest.keys import find_ids
from tally.ingest.models import normalise_key
from tally.ingest.settings import Settings
from tally.tools.table_terms import abbreviates, derived

NO_ANSWER = "The documents don't contain an answer to this question."
_MAX_LOOKUP_HOPS = 3  # lookup turns: the question's keys, then keys of the rows found, then once more


class OfflineEngine:
    name: Literal["offline"] = "offline"
    model: str | None = None

    def __init__(self, settings: Settings, catalog: Catalog | None = None) -> None:
        self._settings = settings
        self._catalog = catalog
        self._owns_catalog = catalog is None
        self._lock = threading.Lock()
        self._plans: dict[tuple[int, str], Plan] = {}
        self._ids = itertools.count(1)

    # -- Engine interface ---------------------------------------------------------------------------

    def next_step(self, state: RunState, tools: list[dict[str, Any]], forced_tool: str | None) -> Step:
        if state.intent == "aggregate":
            return self._aggregate(state)
        if state.intent == "lookup":
            return self._lookup(state)
        return self._extractive(state)

    def stream_answer(self, state: RunState) -> None:
        return None

    def close(self) -> None:
        """Close the catalog the engine opened itself (one passed in belongs to the caller)."""
        with self._lock:
            if self._catalog is not None and self._owns_catalog:
                self._catalog.close()
                self._catalog = None

    # -- aggregate ----------------------------------------------------------------------------------

    def _aggregate(self, state: RunState) -> Step:
        key = (id(state), state.question)
        done = [m for m in state.history if m.call.name == "run_sql"]
        if not done:
            visible = _visible_tables(state)
            if visible is None:
                return self._call("list_tables", {})
            reader = SchemaReader(self._open_catalog(), None, only=visible, judge=state.judge)
            plan, question = _plan(state, reader)
            if plan is None and (named := self._by_named_document(state, reader)) is not None:
                if isinstance(named, Step):
                    return named  # look the names up first
                plan, question = named
            if plan is not None and _ignores_ids(state.question, plan):
                plan = None  # "the total on INV-77" planned over another invoice's table is another record's figure
            if asks_method(state.question) or (plan is None and reads_documents(state.question, reader.outlines())):
                # Not a question about the tables at all (agent/offline/reroute.py): from here on the
                # run is a concept question, and the loop judges its evidence as one (Run.intent).
                state.intent = "concept"
                return self._call("search_documents", {"query": state.question})
            if plan is None and find_ids(state.question, ignore_case=True):
                # "the grand total on INV-77, tax in": no table's rows add up to it, but the ID names a
                # record (an invoice's own document) that states it: read the record instead.
                state.intent = "lookup"
                return self._lookup(state)
            if plan is None:
                return Step(answer=NO_ANSWER)
            problem = period_problem(question, plan, self._open_catalog().connection())
            if problem is not None:
                return Step(answer=problem)
            with self._lock:
                self._plans[key] = plan
            return self._call("run_sql", {"sql": plan.sql_text})
        with self._lock:
            plan = self._plans.pop(key, None)
        if plan is None and _visible_tables(state) is not None:  # a retried turn: plan again (deterministic)
            plan = _plan(state, SchemaReader(self._open_catalog(), None, only=_visible_tables(state), judge=state.judge))[0]
        last = done[-1]
        if plan is None or not last.ok or not last.numbers or last.result is None:
            return Step(answer=NO_ANSWER)
        return Step(answer=f"{plan.render(last.result.rows)} [{last.numbers[0]}]")

    def _by_named_document(self, state: RunState, reader: SchemaReader) -> Step | tuple[Plan | None, str] | None:
        """No table explains the question, but it names someone whose name one document's fields carry:
        look the names up, then plan over that document's tables only (named_document.py)."""
        lookups = [m for m in state.history if m.call.name == "lookup_key"]
        if not lookups:
            names = names_to_look_up(state.question)
            return Step(tool_calls=[self._tool_call("lookup_key", {"value": v}) for v in names]) if names else None
        found = named_document(lookups)
        tables = [t.name for t in reader.tables() if found is not None and t.doc_id == found[0]]
        if not tables:
            return None
        question = without_name(state.question, found[1], found[2])
        # The name pinned the table, as a title would: words naming the document ("his claim") may stay
        # unexplained, the slack a strong table link earns (sql_builder.LINKED_SLACK).
        reader = SchemaReader(self._open_catalog(), None, only=tables, judge=state.judge)
        return build_plan(quarters_as_months(with_quarters(question)), reader,
                          min_confidence=MIN_CONFIDENCE - LINKED_SLACK), question

    def _open_catalog(self) -> Catalog:
        with self._lock:
            if self._catalog is None:
                self._catalog = Catalog.open(self._settings.catalog_path, read_only=True)
            return self._catalog

    # -- lookup -------------------------------------------------------------------------------------

    def _lookup(self, state: RunState) -> Step:
        lookups = [m for m in state.history if m.call.name == "lookup_key"]
        if not lookups:
            values = key_candidates(state.question)
            if not values:
                return self._extractive(state)
            return Step(tool_calls=[self._tool_call("lookup_key", {"value": v}) for v in values])
        found = [m for m in lookups if m.ok and m.result is not None and m.result.found]
        if not found:
            names = values_of(lookups)
            if not any(find_ids(v, ignore_case=True) for v in names) and not _named_nowhere(names, state):
                # Names that are not keys ("Frappe Books") may still be answered by the documents; an
                # ID that matches nothing is simply not there, nor is a name of several words that no
                # document the caller may see contains ("12 Kite Close").
                return self._extractive(state)
            return Step(answer=NO_ANSWER)
        # Record labels are English: a question in another language chooses fields by its glossed words.
        answer = answer_from_rows(glossed(state.question), found, state.embed)
        values = values_of(lookups)
        searched = _search_items(state.history)
        documents = _document_ids(found)
        if not answer.complete and documents and not searched:
            # A PDF's key sits in its header lines; its line items and totals are read by a search
            # restricted to that document.
            return self._call("search_documents", {"query": state.question, "doc_ids": documents})
        # Only the keyed documents' own lines: the search also brings rows of other records linked to
        # them (the order an invoice refers to), whose "Total" is not this invoice's.
        own = [item for item in searched if item.doc_id in documents]
        extra = covering_answer(answer.missing, own) if own and answer.missing else ""
        hops = len({m.turn for m in lookups})
        follow = keys_to_follow(state.question, found, asked=set(values))
        done = answer.complete or (extra and answer.covered_by(extra))
        if not done and follow and hops < _MAX_LOOKUP_HOPS:
            return Step(tool_calls=[self._tool_call("lookup_key", {"value": v}) for v in follow])
        text = " ".join(t for t in (answer.text, extra) if t)
        if text and not any(find_ids(v, ignore_case=True) for v in values):
            # A name (a depot, a client) has many records about it; when what the question is about
            # ("overtime") is in no document the caller can see, the one found answers something else.
            # An ID names the very record asked about, whatever words the question uses.
            records = [f"{row.title}\n{row.text}" for m in found for row in m.result.rows] + [i.text for i in own]
            if unmentioned_in_texts(state.question, records, state.mentions):
                return Step(answer=NO_ANSWER)
        if text and _asked_thing_absent(state.question, found, own):
            return Step(answer=NO_ANSWER)  # "the phone number for TEN-7": its record has no such field
        return Step(answer=_fuzzy_note(found) + text if text else NO_ANSWER)

    # -- screen / concept ---------------------------------------------------------------------------

    def _extractive(self, state: RunState) -> Step:
        items = _search_items(state.history)
        # Names of the scene set before the asking sentence ("Hill Farm rang about a late van. Where do I ...")
        # are the user's case, which a manual has no reason to name; a name in what is asked must be somewhere.
        asked = asking_sentence(state.question)
        names = [name for name in key_candidates(asked) if not find_ids(name, ignore_case=True)]
        if names and _named_nowhere(names, state):
            return Step(answer=NO_ANSWER)  # "the tenancy at 12 Kite Close": no document names that place
        if not items:
            if any(m.call.name == "search_documents" for m in state.history):
                return Step(answer=NO_ANSWER)
            return self._call("search_documents", {"query": state.question})
        intent = state.intent if state.intent in ("screen", "concept") else "concept"
        return Step(answer=extractive_answer(state.question, intent, items, state.embed, state.mentions,
                                                   state.judge) or NO_ANSWER)

    # -- helpers ------------------------------------------------------------------------------------

    def _call(self, name: str, arguments: dict[str, Any]) -> Step:
        return Step(tool_calls=[self._tool_call(name, arguments)])

    def _tool_call(self, name: str, arguments: dict[str, Any]) -> ToolCall:
        return ToolCall(id=f"offline-{next(self._ids)}", name=name, arguments=arguments)


def _plan(state: RunState, reader: SchemaReader) -> tuple[Plan | None, str]:
    """The builder's plan and the question it planned: a question in another language that the builder
    cannot map is planned again in the tables' own words (agent/offline/column_link.py)."""
    question = with_quarters(state.question)  # "the third quarter of 2025" -> "Q3 2025", checked as such
    plan = build_plan(quarters_as_months(question), reader)  # ... and filtered as July to September
    if plan is None:
        # another language, or English words the tables write otherwise ("craft" over a "Ship" column)
        linked = linked_question(question, reader.tables(), state.embed) or english_linked(
            question, reader.tables(), state.embed)
        if linked:
            return build_plan(quarters_as_months(linked), reader), linked
    elif plan.agg in ("max", "min") and plan.label is None and _ASKS_WHICH.search(question):
        # "which ship burned the most diesel" over a log headed "Vessel": the plan found the figure but not the
        # row's name; the asked noun, linked by meaning to one of that table's headers, names it
        table = [t for t in reader.tables() if t.name == plan.table.name]
        linked = english_linked(question, table, state.embed)
        relinked = build_plan(quarters_as_months(linked), reader) if linked else None
        if relinked is not None and relinked.label is not None and relinked.confidence >= plan.confidence:
            return relinked, linked
    return plan, question


_ASKS_WHICH = re.compile(r"\b(?:which|who)\b", re.IGNORECASE)


# "What is the fax number of ...", "What was the postal code for ...": the thing a what-question asks, a
# noun of two or three words before the preposition that ties it to its record.
_ASKED_THING = re.compile(r"^\s*what(?:'s|’s|\s+is|\s+was|\s+are|\s+were)\s+(?:the|his|her|their|its|our)\s+"
                          r"((?:[a-z-]+\s+){1,2}[a-z-]+)\s+(?:of|for|on|in|at|from|to|with)\b", re.IGNORECASE)


def _asked_thing_absent(question: str, found: list[ToolMessage], own: list[Any]) -> bool:
    """Whether the noun phrase a what-question asks for has no word in the records found at all (label
    or value): the fields those records do have answer something else."""
    match = _ASKED_THING.match(question)
    if match is None:
        return False
    if len(match.group(1).split()) < 2:
        return False  # one word ("the total of ...") is as often a field's paraphrase as a field
    words = [w for w in text_stems(match.group(1)) if w not in STOPWORDS] or text_stems(match.group(1))
    texts = [f"{row.title}\n{row.text}" for m in found for row in m.result.rows] + [i.text for i in own]
    held = {s for text in texts for s in text_stems(text)}
    short = {w.lower() for text in texts for w in re.findall(r"[A-Za-z]{2,5}", text)}  # "Veh" for vehicle
    written = [w.lower() for w in match.group(1).split()]
    return not any(w in held or any(derived(w, h) or derived(h, w) for h in held) for w in words) and not any(
        abbreviates(s, w) for s in short for w in written)


def _ignores_ids(question: str, plan: Plan) -> bool:
    """Whether the question names IDs and the plan neither filters on one nor reads the ID's own document
    (an invoice's items table, named after it): its figure is then not about the record asked."""
    ids = [normalise_key(i) for i in find_ids(question, ignore_case=True)]
    if not ids:
        return False
    read = normalise_key(" ".join((plan.sql_text, plan.table.name, plan.table.source or "", plan.table.title or "")))
    return not any(i in read for i in ids)


def values_of(lookups: list[ToolMessage]) -> list[str]:
    return [m.call.arguments.get("value", "") for m in lookups]


def _document_ids(found: list[ToolMessage]) -> list[str]:
    """PDFs whose text carries the key: the rest of the document (line items, totals) is not keyed, so it
    is searched within those documents when the keyed lines do not answer."""
    first_turn = min(m.turn for m in found)
    return sorted({row.doc_id for m in found if m.turn == first_turn for row in m.result.rows
                   if row.kind in ("text", "table")})


def _fuzzy_note(found: list[ToolMessage]) -> str:
    """Say so when a row was found for a similar value rather than the one asked."""
    fuzzy = [m.result for m in found if m.result.fuzzy]
    if not fuzzy:
        return ""
    first = fuzzy[0]
    return f"No exact match for {first.value}; the closest key is {', '.join(first.matched_values[:2])}. "


def _visible_tables(state: RunState) -> list[str] | None:
    """The tables list_tables showed this caller (its groups); the builder plans over these only."""
    for message in reversed(state.history):
        if message.call.name == "list_tables" and message.ok and message.result is not None:
            return [t.name for t in message.result.tables]
    return None


def _search_items(history: list[ToolMessage]) -> list[Any]:
    items: dict[int, Any] = {}
    for message in history:
        if message.call.name == "search_documents" and message.ok and message.result is not None:
            for item in message.result.items:
                items.setdefault(item.n, item)
    return list(items.values())


def _named_nowhere(names: list[str], state: RunState) -> bool:
    """Whether every name looked up is a phrase of two or more words that no visible document contains."""
    phrases = [" ".join(name.lower().split()) for name in names]
    if state.mentions is None or not phrases or any(len(p.split()) < 2 for p in phrases):
        return False
    return not state.mentions(phrases)
