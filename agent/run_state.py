"""Run: what one question's run accumulates (trace, numbered context, usage, timings) and the ways it
ends (an answer, an extractive fallback, a refusal), so agent/loop.py can read as the algorithm only."""

import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from functools import partial
from typing import Any

from tally.agent.answer import Answer, PromptRef, TraceStep
from tally.agent.context import RunContext
from tally.agent.engine import Engine, RunState, Step, ToolCall, ToolMessage
from tally.agent.prompts import RenderedPrompt, render_prompt
from tally.agent.router import PROSE_KINDS, Route, ToolPlan, other_script
from tally.agent.verify import check_specifics, cited_numbers, missing_specifics, verify_answer
from tally.ingest.settings import Settings
from tally.tools.deps import Deps
from tally.tools.ids import id_tokens
from tally.tools.lookup import lookup_key
from tally.tools.mentions import mentioned_terms
from tally.tools.registry import ToolRegistry
from tally.tools.search_models import SearchResult
from tally.tools.table_periods import covered_months
from tally.tools.table_records import document_records
from tally.tools.trace import Trace

REFUSAL = "The documents don't contain an answer to this question."
_TITLES_SHOWN = 5


class Run:
    def __init__(self, question: str, deps: Deps, engine: Engine, settings: Settings, registry: ToolRegistry,
                 run_id: str | None) -> None:
        self.id = run_id or uuid.uuid4().hex[:12]
        self.question, self.deps, self.engine, self.settings, self.registry = question, deps, engine, settings, registry
        self.trace = Trace()
        self.context = RunContext()
        self.history: list[ToolMessage] = []
        self.usage: dict[str, int] = {}
        self.timings: dict[str, float] = {}
        self.problems: list[str] = []
        self.route: Route | None = None
        self.state: RunState | None = None
        self.prompt: RenderedPrompt | None = None
        self._loop_steps: set[int] = set()
        self._call_ids: set[str] = set()
        self._started = time.perf_counter()

    @contextmanager
    def timed(self, name: str) -> Iterator[None]:
        start = time.perf_counter()
        try:
            yield
        finally:
            self.timings[name] = round(self.timings.get(name, 0.0) + (time.perf_counter() - start) * 1000, 3)

    # -- tools ------------------------------------------------------------------------------------

    def execute(self, call: ToolCall, turn: int, by_loop: bool = False) -> ToolMessage:
        """Run one call through the registry inside its span; a fixable error becomes the result text."""
        call = self._unique_id(call)
        arguments: Any = call.raw_arguments if call.raw_arguments is not None else call.arguments
        with self.timed("tools"):
            outcome = self.registry.call(call.name, self.deps, arguments, self.trace)
        if by_loop:
            self._loop_steps.add(len(self.trace))
        message = ToolMessage(call=call, ok=outcome.ok, content=outcome.content, turn=turn, by_loop=by_loop)
        if outcome.ok:
            absorbed = self.context.absorb(call.name, call.arguments, outcome.result)
            message = message.model_copy(update={"content": absorbed.content, "result": absorbed.result,
                                                 "numbers": absorbed.numbers})
        self.history.append(message)
        return message

    def _unique_id(self, call: ToolCall) -> ToolCall:
        # Some local servers reuse call ids across turns; the chat history needs them distinct.
        call_id = call.id or f"call-{len(self._call_ids) + 1}"
        while call_id in self._call_ids:
            call_id = f"{call_id}-{len(self._call_ids) + 1}"
        self._call_ids.add(call_id)
        return call if call_id == call.id else call.model_copy(update={"id": call_id})

    def prefetch(self, plan: ToolPlan) -> ToolMessage:
        """The loop's own first call: search for screen/concept questions, the table list for aggregates."""
        arguments: dict[str, Any] = {}
        kinds = plan.prefetch_kinds or (PROSE_KINDS if other_script(self.question) else None)
        if plan.prefetch == "search_documents":
            arguments = {"query": self.question}
            if kinds:
                arguments["kinds"] = kinds
        first = self.execute(ToolCall(id="loop-1", name=plan.prefetch, arguments=arguments), turn=0, by_loop=True)
        if kinds and plan.prefetch == "search_documents" and first.ok and (not first.numbers or _weak(first.result)):
            # Screen (or prose) chunks first, but a question answered only by a PDF passage or a row still counts,
            # also when the preferred kinds passed only the query's gate (tools/retrieve.py), not the floor.
            return self.execute(ToolCall(id="loop-2", name=plan.prefetch, arguments={"query": self.question}),
                                turn=0, by_loop=True)
        return first

    @property
    def intent(self) -> str:
        """The run's intent: the route's, unless the engine re-routed the run (the offline engine turns
        an "aggregate" that names no table into a concept question, see agent/offline/reroute.py)."""
        if self.state is not None:
            return self.state.intent
        return self.route.intent if self.route else "concept"

    def has_evidence(self, intent: str) -> bool:
        # An aggregate is answered from SQL or not at all: never counted from prose.
        intent = self.intent if self.state is not None else intent
        return self.context.has_sql_rows() if intent == "aggregate" else bool(self.context.items)

    # -- engine -----------------------------------------------------------------------------------

    def new_state(self, route: Route, plan: ToolPlan, on_delta: Any) -> RunState:
        self.route = route
        self.prompt = render_prompt(plan.prompt, self.settings, question=self.question)
        self.state = RunState(question=self.question, intent=route.intent, prompt_name=plan.prompt,
                              system_prompt=self.prompt.text, history=self.history, on_delta=on_delta,
                              embed=self.deps.embedder.embed_documents,
                              judge=self.deps.judge,
                              mentions=partial(mentioned_terms, self.deps))
        return self.state

    def step(self, state: RunState, plan: ToolPlan, forced_tool: str | None) -> Step:
        state.history = list(self.history)
        state.context_text = self.context.render()
        tools = self.registry.openai_schemas([name for name in plan.tools if name in self.registry])
        with self.timed("engine"):
            step = self.engine.next_step(state, tools, forced_tool)
        for key, value in (step.usage or {}).items():
            self.usage[key] = self.usage.get(key, 0) + value
        return step

    def verify(self, answer: str) -> list[str]:
        with self.timed("verify"):
            return (verify_answer(answer, self.context.numbers, self.context.tool_texts, self.question)
                    + check_specifics(self.question, self._evidence()))

    @staticmethod
    def feedback(draft: str, problems: list[str]) -> str:
        return (f"Your previous answer was rejected: {'; '.join(problems)}.\nPrevious answer: {draft}\n"
                "Answer again using only the numbered context: cite the items you use as [n] and copy every "
                "number and ID exactly as the tool results write them.")

    # -- endings ----------------------------------------------------------------------------------

    def answered(self, text: str, outcome: str = "answered") -> Answer:
        return self._answer(text, refused=False, outcome=outcome)

    def fallback(self, problems: list[str], outcome: str = "fallback") -> Answer:
        """An extractive answer from the context when the engine's drafts were unusable."""
        self.problems.extend(problems)
        if not self.context.items:
            return self.refuse("no tool produced evidence")
        from tally.agent.offline.extractive import extractive_answer  # the offline engine's composer

        text = extractive_answer(self.question, self.intent, self.context.items)
        if not text and self.intent == "aggregate":
            from tally.agent.llm_cite import sql_result_sentence  # prose has no figure: state the SQL result

            text = sql_result_sentence(self.context.items)
        still_wrong = self.verify(text) if text else ["the extractive answer is empty"]
        if still_wrong:
            self.problems.extend(f"extractive fallback: {p}" for p in still_wrong)
            return self.refuse("no answer passed verification")
        return self._answer(text, refused=False, outcome=outcome)

    def refuse(self, why: str) -> Answer:
        self.problems.append(f"refused: {why}")
        # Say which period or ID named in the question neither the evidence nor any document the caller
        # may see mentions (a register restricted to other groups looks, to this caller, absent).
        documents = document_records(self.deps.catalog, self.deps.groups)
        titles = "\n".join(d.title for d in documents)
        missing = missing_specifics(self.question, f"{self._evidence()}\n{titles}")
        if missing:  # a dated register holds months its title does not spell out
            dated = covered_months(self.deps.catalog, self.deps.groups)
            missing = missing_specifics(self.question, f"{self._evidence()}\n{titles}\n{dated}")
        # ... and an ID this run's evidence lacks may still be a key of a document the caller sees
        missing = [m for m in missing if not (id_tokens(m) and self._is_key(m))]
        absent = f" Nothing you can see mentions {', '.join(missing)}." if missing else ""
        return self._answer(f"{REFUSAL}{absent} {self._next_step(documents)}", refused=True, outcome="refused",
                            cite=False)

    def _is_key(self, value: str) -> bool:
        found = lookup_key(self.deps, value)
        return found.found and not found.fuzzy

    def _evidence(self) -> str:
        return f"{self.context.render()}\n{self.context.sql or ''}"

    def _next_step(self, documents: list) -> str:
        intent = self.intent
        if intent == "out_of_scope":
            return "Next step: ask about the content of your ingested documents (Tally answers only from them)."
        titles = ", ".join(d.title for d in documents[:_TITLES_SHOWN]) + (" …" if len(documents) > _TITLES_SHOWN else "")
        searched = f"Searched {len(documents)} document(s){': ' + titles if titles else ''}."
        if intent == "aggregate":
            return (f"Next step: name the table's column or value as the spreadsheet writes it, or ask "
                    f"`tally tables` which tables exist. {searched}")
        return f"Next step: rephrase with the exact terms, field names or IDs your documents use. {searched}"

    def _answer(self, text: str, *, refused: bool, outcome: str, cite: bool = True) -> Answer:
        self.timings["total"] = round((time.perf_counter() - self._started) * 1000, 3)
        route = self.route
        reason = route.reason if route else None
        if route is not None and self.intent != route.intent:
            reason = f"{reason}; re-routed to {self.intent} by the engine (no table maps the question)"
        trace = [TraceStep(**span.model_dump(), by_loop=span.step in self._loop_steps) for span in self.trace.spans]
        return Answer(
            id=self.id, question=self.question, answer=text, refused=refused,
            intent=self.intent, engine=self.engine.name, model=self.engine.model,
            citations=self.context.citations(cited_numbers(text)) if cite else [],
            sql=self.context.sql if not refused else None, trace=trace, pipeline=self.context.pipeline(),
            prompt=PromptRef(name=self.prompt.name, sha256=self.prompt.sha256) if self.prompt else None,
            context_sha256=self.context.sha256(), timings_ms=dict(self.timings), usage=dict(self.usage) or None,
            route_confidence=route.confidence if route else None, route_reason=reason,
            outcome=outcome, problems=list(self.problems), groups=list(self.deps.groups),
        )


def _weak(result: Any) -> bool:
    """Whether a search kept passages although none reached the candidates' floor."""
    if not isinstance(result, SearchResult):
        return False
    best, floor = result.stats.best_dense_score, result.stats.floor
    return best is not None and floor is not None and best < floor
