"""Answering questions: open the stores once, pick the engine, run the loop, log the trace.

`AskSession` keeps stores, engine, router and tool registry open across many questions (batch, HTTP);
`answer_question` is the one-shot form. Stores are opened read-only: answering never writes to them.
"""

from collections.abc import Callable

from tally.agent.answer import Answer
from tally.agent.engine import Engine
from tally.agent.loop import run_question
from tally.agent.router import Router
from tally.agent.tools_catalog import build_registry
from tally.agent.trace_log import TraceLog
from tally.ingest.catalog import Catalog
from tally.ingest.settings import Settings
from tally.ingest.stores import open_stores
from tally.tools.deps import build_deps


def make_engine(settings: Settings, catalog: Catalog | None = None) -> Engine:
    """The LLM engine when an endpoint or key is configured, otherwise the offline planner."""
    if settings.llm_configured:
        from tally.agent.llm import LLMEngine

        return LLMEngine(settings)
    from tally.agent.offline.engine import OfflineEngine

    return OfflineEngine(settings, catalog=catalog)


class AskSession:
    def __init__(self, settings: Settings, engine: Engine | None = None) -> None:
        self.settings = settings
        self.stores = open_stores(settings, read_only=True)
        try:
            self.engine = engine or make_engine(settings, self.stores.catalog)
            self.registry = build_registry()
            self.router = Router(self.stores.embedder, settings, classifier=self._classifier())
            self.deps = build_deps(self.stores, list(settings.default_groups))
            self.trace_log = TraceLog(settings.traces_path)
        except BaseException:
            self.stores.close()
            raise

    def _classifier(self):  # noqa: ANN202 (Callable[[str], Route | None] | None)
        if not (self.settings.llm_router and getattr(self.engine, "name", "") == "llm"):
            return None
        from tally.agent.llm_router import make_llm_classifier

        return make_llm_classifier(self.engine, self.settings)

    def ask(self, question: str, groups: list[str] | None = None, on_delta: Callable[[str], None] | None = None,
            id: str | None = None) -> Answer:  # noqa: A002
        deps = self.deps.for_groups(groups) if groups else self.deps
        answer = run_question(question, deps, self.engine, settings=self.settings, on_delta=on_delta, id=id,
                              router=self.router, registry=self.registry)
        self.trace_log.append(answer)
        return answer

    def close(self) -> None:
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
