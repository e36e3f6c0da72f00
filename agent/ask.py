"""Answering questions: open the stores once, pick the engine, run the loop, log the trace.

`AskSession` keeps stores, engine, router and tool registry open across many questions (batch, HTTP);
`answer_question` is the one-shot form. Stores are opened read-only: answering never writes to them.
"""

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from tally.agent.answer import Answer
from tally.agent.engine import Engine
from tally.agent.loop import final_route, run_question
from tally.agent.query_vectors import QueryVectors
from tally.agent.question_guard import check_question
from tally.agent.router import Router
from tally.agent.tools_catalog import build_registry
from tally.agent.trace_log import TraceLog
from tally.ingest.catalog import Catalog
from tally.ingest.errors import LLMError
from tally.ingest.settings import Settings
from tally.ingest.stores import Stores, open_stores
from tally.tools.deps import build_deps

if TYPE_CHECKING:
    from tally.agent.llm_translate import Translation


def make_engine(settings: Settings, catalog: Catalog | None = None) -> Engine:
    """The engine TALLY_LLM chose (an explicit TALLY_BASE_URL means openai); the offline planner by
    default. An OPENAI_API_KEY in the environment alone never sends documents anywhere."""
    choice = settings.llm_engine
    if choice == "offline":
        from tally.agent.offline.engine import OfflineEngine

        return OfflineEngine(settings, catalog=catalog)
    from tally.agent.llm import LLMEngine
    from tally.agent.llm_sql import SqlAssist

    helper = SqlAssist(catalog, settings.llm_plan_trust, settings.llm_phrase_trusted) if catalog is not None else None
    if choice == "local":
        from tally.agent.local_llm import shared_server

        server = shared_server(settings)
        return LLMEngine(settings, base_url=server.base_url, model=server.model_name, sql_helper=helper)
    return LLMEngine(settings, sql_helper=helper)


class AskSession:
    def __init__(self, settings: Settings, engine: Engine | None = None, stores: Stores | None = None) -> None:
        """`stores`: answer over stores the caller opened and keeps (the HTTP server); close() leaves them open."""
        self.settings = settings
        self._owns_stores = stores is None
        self.stores = stores if stores is not None else open_stores(settings, read_only=True)
        try:
            self.engine = engine or make_engine(settings, self.stores.catalog)
            self.registry = build_registry()
            # One embedding per question, shared by the router, the table chooser and the search.
            embedder = QueryVectors(self.stores.embedder)
            self.router = Router(embedder, settings, classifier=self._classifier())
            self.deps = replace(build_deps(self.stores, list(settings.default_groups)), embedder=embedder)
            self.trace_log = TraceLog(settings.traces_path, settings.trace_log_max_bytes)
            self._offline = self._offline_engine()
        except BaseException:
            self.close()
            raise

    def _classifier(self):  # noqa: ANN202 (Callable[[str], Route | None] | None)
        if not (self.settings.llm_router and getattr(self.engine, "name", "") == "llm"):
            return None
        from tally.agent.llm_router import make_llm_classifier

        return make_llm_classifier(self.engine, self.settings)

    def _offline_engine(self) -> Engine | None:
        """The offline planner beside a model engine: it answers the intents the model does not, and
        every question while the endpoint is down."""
        if getattr(self.engine, "name", "") != "llm":
            return None
        from tally.agent.llm_outage import CircuitBreaker
        from tally.agent.llm_policy import model_intents
        from tally.agent.offline.engine import OfflineEngine

        self.breaker = CircuitBreaker(self.settings.llm_breaker_failures, self.settings.llm_breaker_cooldown_s)
        self.model_intents = model_intents(self.settings)
        return OfflineEngine(self.settings, catalog=self.stores.catalog)

    def ask(self, question: str, groups: list[str] | None = None, on_delta: Callable[[str], None] | None = None,
            id: str | None = None) -> Answer:  # noqa: A002
        # Before routing: a model engine routes (embeds, maybe calls the model) before run_question starts.
        check_question(question, self.settings)
        deps = self.deps.for_groups(groups) if groups else self.deps
        if self._offline is None:
            answer = run_question(question, deps, self.engine, settings=self.settings, on_delta=on_delta, id=id,
                                  router=self.router, registry=self.registry)
        else:
            answer = self._ask_with_model(question, deps, on_delta, id)
        self.trace_log.append(answer)
        return answer

    def _ask_with_model(self, question: str, deps, on_delta, id: str | None) -> Answer:  # noqa: ANN001, A002
        from tally.agent.llm_translate import needs_translation

        if not (self.settings.llm_translate and needs_translation(question)):
            return self._answer_with_model(question, deps, on_delta, id)
        # Asked in another script: the offline engine's answer to the question as asked stands when it has
        # one. Translated, the 1.5B lost words an ID lookup or a status filter needed as often as it gained
        # refused ones (README, "Questions in another script"), so the model translates only what it refused.
        as_asked = run_question(question, deps, self._offline, settings=self.settings, id=id, router=self.router,
                                registry=self.registry)
        if not as_asked.refused:
            return as_asked
        translation = self._translate(question)
        if translation is None or translation.english is None:
            return self._answer_with_model(question, deps, on_delta, id, offline_answer=as_asked)
        return translation.applied_to(self._answer_with_model(translation.english, deps, on_delta, id))

    def _translate(self, question: str) -> "Translation | None":
        """The question in English, when the model is reachable."""
        from tally.agent.llm_translate import translate_question

        if not self.breaker.allow():
            return None
        translation = translate_question(self.engine, question, self.settings)
        if translation.failed:
            self.breaker.record_failure()
        return translation

    def _answer_with_model(self, question: str, deps, on_delta, id: str | None,  # noqa: ANN001, A002
                           offline_answer: Answer | None = None) -> Answer:
        """`offline_answer`: the offline engine's answer to this very question, when it was already run."""
        from tally.agent.llm_outage import mark_degraded
        from tally.agent.llm_policy import offline_first
        from tally.agent.offline.reroute import asks_method

        # The final route (cues checked against the evidence) picks the engine: a question the cues call
        # an aggregate but the evidence sends to search must not reach a model that answers aggregates only.
        route = final_route(question.strip(), deps, self.router) if question and question.strip() else None

        def offline() -> Answer:
            if offline_answer is not None:
                return offline_answer
            return run_question(question, deps, self._offline, settings=self.settings, id=id, router=self.router,
                                registry=self.registry, route=route)

        if route is not None and route.intent not in self.model_intents:
            return offline()
        if route is not None and route.intent == "aggregate" and asks_method(question):
            # "How is the average worked out?" asks for a method, which only the documents state (reroute.py):
            # the offline engine reads it from them; a model writing SQL would answer with a figure.
            return offline()
        if route is not None and route.intent == "aggregate" and offline_first(self.settings):
            # The offline engine's answer stands when it has one (agent/llm_policy.py: the 1.5B's rewrites of
            # its plans were right no more often, for a request each); the model writes SQL where it refuses.
            offline_answer = offline()
            if not offline_answer.refused:
                return offline_answer
        if not self.breaker.allow():
            return mark_degraded(offline(), f"model endpoint circuit {self.breaker.describe()}")
        try:
            answer = run_question(question, deps, self.engine, settings=self.settings, on_delta=on_delta, id=id,
                                  router=self.router, registry=self.registry, route=route)
        except LLMError as exc:
            self.breaker.record_failure()
            return mark_degraded(offline(), " ".join(str(exc).split()))
        self.breaker.record_success()
        if offline_answer is not None:  # the offline engine refused this very question first: its time counts too
            answer = answer.model_copy(update={"timings_ms": {
                **answer.timings_ms, "offline_first": offline_answer.timings_ms.get("total", 0.0)}})
        return answer

    def close(self) -> None:
        if self._owns_stores:
            self.stores.close()

    def __enter__(self) -> "AskSession":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def answer_question(question: str, settings: Settings, groups: list[str] | None = None,
                    stream: Callable[[str], None] | None = None) -> Answer:
    """One question, one Answer (stores opened and closed around it)."""
    with AskSession(settings) as session:
        return session.ask(question, groups=groups, on_delta=stream)
