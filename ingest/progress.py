"""Progress inside one file: rows of a sheet, pages of a PDF, chunks embedded and written.

Converters and the pipeline call `report(unit, done, total)` as they go; whoever runs the ingest
installs a listener for the current file with `reporting(...)` (a context variable, so converters
need no extra parameter and report nothing when nobody listens). `Throttled` turns the stream into
periodic calls, for plain log lines.
"""

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar

FileProgress = Callable[[str, int, int], None]  # (unit: "rows", "pages", "chunks embedded", ...; done; total)

_listener: ContextVar[FileProgress | None] = ContextVar("tally_file_progress", default=None)


def report(unit: str, done: int, total: int) -> None:
    listener = _listener.get()
    if listener is not None:
        listener(unit, done, total)


@contextmanager
def reporting(listener: FileProgress | None) -> Iterator[None]:
    token = _listener.set(listener)
    try:
        yield
    finally:
        _listener.reset(token)


class Throttled:
    """Passes a report on at most every `every` seconds, never in a file's first `every` seconds
    (small files stay quiet), and always the last step of a unit once anything was passed on."""

    def __init__(self, emit: FileProgress, every: float = 10.0, clock: Callable[[], float] = time.monotonic) -> None:
        self._emit, self._every, self._clock = emit, every, clock
        self._started = self._last = clock()
        self._spoke = False

    def __call__(self, unit: str, done: int, total: int) -> None:
        now = self._clock()
        due = now - self._last >= self._every
        if due or (self._spoke and done >= total):
            self._emit(unit, done, total)
            self._last, self._spoke = now, True
