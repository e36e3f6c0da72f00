"""Server-Sent Events of a question run: every event from a position, then live until the run ends."""

import json
from collections.abc import AsyncIterator

import anyio

from tally.agent.serve.runs import QuestionRun

WAIT_S = 0.5  # how long one poll of a run's events blocks a worker thread
SSE_HEADERS = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}


def sse(event: str, data: dict, event_id: int) -> str:
    return f"id: {event_id}\nevent: {event}\ndata: {json.dumps(data, ensure_ascii=False)}\n\n"


async def stream_run(run: QuestionRun, start: int = 0) -> AsyncIterator[str]:
    """Every event of the run from `start`, as Server-Sent Events, until the final one."""
    seen = start
    while True:
        events, done = await anyio.to_thread.run_sync(run.wait, seen, WAIT_S)
        for offset, (event, data) in enumerate(events):
            yield sse(event, data, seen + offset + 1)
        seen += len(events)
        if done and seen >= len(run.events):
            return
