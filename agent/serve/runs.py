"""Questions answered by the server: each run keeps its events (route, tool calls, answer text, the
final contract) so a client can stream them, drop the connection and re-attach from the start.

Events, in order: `route` (intent, confidence, reason), one `tool` per tool call as it finishes (name,
args, ms, ok, summary), `delta` (answer text; the offline engine sends its answer as one delta), then
`answer` (the output contract of agent/answer.py) or `error` (one line).
"""

import threading
import time
import uuid
from collections import OrderedDict
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from tally.agent.answer import Answer
from tally.agent.serve.observe import route_listener
from tally.agent.serve.shared_stores import SharedStores
from tally.agent.trace_log import TraceLog
from tally.ingest.errors import TallyError
from tally.tools.trace import Span, error_text, span_listener

_KEPT_RUNS = 256  # runs kept for re-attach and GET (oldest forgotten first); bounds the memory they hold


class QuestionRun:
    def __init__(self, question: str, groups: list[str], owner: str | None, run_id: str | None = None) -> None:
        self.id = run_id or uuid.uuid4().hex[:12]
        self.question, self.groups, self.owner = question, groups, owner
        self.created = time.time()
        self.events: list[tuple[str, dict[str, Any]]] = []
        self.answer: Answer | None = None
        self.error: str | None = None
        self._lock = threading.Lock()
        self._watchers: list[Callable[[], None]] = []

    @property
    def done(self) -> bool:
        return self.answer is not None or self.error is not None

    def emit(self, event: str, data: dict[str, Any]) -> None:
        with self._lock:
            self.events.append((event, data))
            watchers = list(self._watchers)
        for wake in watchers:
            wake()

    def finish(self, answer: Answer | None, error: str | None = None) -> None:
        with self._lock:
            self.answer, self.error = answer, error
            if answer is not None:
                self.events.append(("answer", answer.model_dump(mode="json")))
            else:
                self.events.append(("error", {"error": error}))
            watchers = list(self._watchers)
        for wake in watchers:
            wake()

    def snapshot(self, seen: int) -> tuple[list[tuple[str, dict[str, Any]]], bool]:
        """Events after the first `seen`, and whether the run has ended (then they include the last)."""
        with self._lock:
            return self.events[seen:], self.done

    def watch(self, wake: Callable[[], None]) -> Callable[[], None]:
        """Call `wake` after each new event (from the answering thread); returns the unsubscribe."""
        with self._lock:
            self._watchers.append(wake)

        def stop() -> None:
            with self._lock:
                if wake in self._watchers:
                    self._watchers.remove(wake)

        return stop


def tool_event(span: Span) -> dict[str, Any]:
    return {"step": span.step, "tool": span.tool, "args": span.args, "ms": span.ms, "ok": span.ok,
            "error": span.error, "summary": span.summary}


class Answerer:
    """Answers questions over the shared stores on a bounded pool of threads."""

    def __init__(self, stores: SharedStores, workers: int) -> None:
        self.stores = stores
        self.settings = stores.settings
        self.trace_log = TraceLog(self.settings.traces_path, self.settings.trace_log_max_bytes)
        self.pool = ThreadPoolExecutor(max_workers=max(1, workers), thread_name_prefix="tally-ask")
        self._runs: OrderedDict[str, QuestionRun] = OrderedDict()
        self._lock = threading.Lock()

    def ask(self, question: str, groups: list[str] | None = None, on_delta: Callable[[str], None] | None = None,
            id: str | None = None) -> Answer:  # noqa: A002
        """One question on the calling thread, on the current store version (the AskSession interface,
        so run_batch can use it). The session logs the trace."""
        with self.stores.reading() as version:
            return version.session.ask(question, groups=groups, on_delta=on_delta, id=id)

    def submit(self, question: str, groups: list[str], owner: str | None) -> QuestionRun:
        run = QuestionRun(question, groups, owner)
        with self._lock:
            self._runs[run.id] = run
            while len(self._runs) > _KEPT_RUNS:
                self._runs.popitem(last=False)
        self.pool.submit(self._answer, run)
        return run

    def get(self, run_id: str) -> QuestionRun | None:
        with self._lock:
            return self._runs.get(run_id)

    def _answer(self, run: QuestionRun) -> None:
        streamed: list[str] = []

        def on_delta(text: str) -> None:
            streamed.append(text)
            run.emit("delta", {"text": text})

        spans = span_listener.set(lambda span: run.emit("tool", tool_event(span)))
        routes = route_listener.set(lambda route: run.emit("route", route.model_dump(mode="json")))
        try:
            answer = self.ask(run.question, run.groups, on_delta=on_delta, id=run.id)
        except TallyError as exc:
            run.finish(None, error=str(exc))
            return
        except Exception as exc:  # noqa: BLE001 — a bug in one run is reported to its caller, not the server log only
            run.finish(None, error=error_text(exc))
            return
        finally:
            span_listener.reset(spans)
            route_listener.reset(routes)
        if not streamed:
            run.emit("delta", {"text": answer.answer})
        run.finish(answer)

    def close(self) -> None:
        self.pool.shutdown(wait=True, cancel_futures=True)
