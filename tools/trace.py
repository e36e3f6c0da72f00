"""One span per tool call: what ran, with which arguments, for how long, and what came back.

A run's spans are the answer's `trace` (see the output contract) and are appended to the trace log, so
they are structured records, never free text.
"""

import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from datetime import datetime, timezone
from typing import Any

from pydantic import BaseModel, Field

from tally.ingest.errors import TallyError


class Span(BaseModel):
    step: int  # 1-based order in which calls started within the run
    tool: str
    args: dict[str, Any] = Field(default_factory=dict)
    ms: float = 0.0
    ok: bool = True
    error: str | None = None
    summary: str = ""
    ids: list[str] = Field(default_factory=list)  # chunk ids, doc ids, table sources... the call touched
    started_at: datetime = Field(default_factory=lambda: datetime.now(timezone.utc))

    def done(self, summary: str = "", ids: list[str] | None = None) -> None:
        """Record what the call produced; duration and ok/error are set when the span closes."""
        self.summary = summary
        self.ids = list(ids or [])


def error_text(exc: BaseException) -> str:
    # Our own errors are written for the reader already; anything else is a bug, so name its type.
    if isinstance(exc, TallyError):
        return str(exc)
    return f"{type(exc).__name__}: {exc}"


# Who wants each span as it finishes (the HTTP server streams tool calls live). A context variable, so
# the caller sets it around one run without a parameter threading through the loop; a Trace captures it
# when created, so spans finishing on other threads still reach the run's listener.
span_listener: ContextVar[Callable[[Span], None] | None] = ContextVar("span_listener", default=None)


class Trace:
    """The spans of one run, in start order. Tools may run on several threads; appends are locked."""

    def __init__(self) -> None:
        self._spans: list[Span] = []
        self._lock = threading.Lock()
        self._on_finish = span_listener.get()

    @contextmanager
    def span(self, tool: str, args: dict[str, Any] | None = None) -> Iterator[Span]:
        """Open a span; an exception inside marks it failed with the error text and is re-raised."""
        with self._lock:
            span = Span(step=len(self._spans) + 1, tool=tool, args=dict(args or {}))
            self._spans.append(span)
        start = time.perf_counter()
        try:
            yield span
        except BaseException as exc:
            span.ok = False
            span.error = error_text(exc)
            raise
        finally:
            span.ms = round((time.perf_counter() - start) * 1000, 3)
            if self._on_finish is not None:
                self._on_finish(span)

    @property
    def spans(self) -> list[Span]:
        with self._lock:
            return list(self._spans)

    def to_list(self) -> list[dict[str, Any]]:
        """JSON-ready spans, the `trace` field of the output contract."""
        return [span.model_dump(mode="json") for span in self.spans]

    def __len__(self) -> int:
        with self._lock:
            return len(self._spans)
