"""Following a question run from the event loop: every event from a position, then live until the run
ends, without holding a thread per waiting client (the answering thread wakes the loop)."""

import asyncio
import json
from collections.abc import AsyncIterator
from typing import Any

from tally.agent.serve.runs import QuestionRun

SSE_HEADERS = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}


async def follow(run: QuestionRun, start: int = 0) -> AsyncIterator[tuple[int, str, dict[str, Any]]]:
    """(event number from 1, event name, data) for every event after `start`, until the final one."""
    loop = asyncio.get_running_loop()
    changed = asyncio.Event()

    def wake() -> None:
        try:
            loop.call_soon_threadsafe(changed.set)
        except RuntimeError:
            pass  # the loop is gone (server shutting down): nobody is listening any more

    stop = run.watch(wake)
    try:
        seen = start
        while True:
            changed.clear()
            events, done = run.snapshot(seen)
            for offset, (event, data) in enumerate(events):
                yield seen + offset + 1, event, data
            seen += len(events)
            if done:
                return
            if not events:
                await changed.wait()
    finally:
        stop()


def sse(event: str, data: dict, event_id: int) -> str:
    return f"id: {event_id}\nevent: {event}\ndata: {json.dumps(data, ensure_ascii=False)}\n\n"


async def stream_run(run: QuestionRun, start: int = 0) -> AsyncIterator[str]:
    """The run's events as Server-Sent Events."""
    async for number, event, data in follow(run, start):
        yield sse(event, data, number)


async def finished(run: QuestionRun) -> None:
    """Wait until the run has ended."""
    async for _ in follow(run, len(run.events)):
        pass
