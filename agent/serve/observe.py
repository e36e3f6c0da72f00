"""Telling a question's event log its route as soon as the loop knows it, without a parameter through
the loop: the session's router is wrapped once, and each run sets its listener on its own thread."""

from collections.abc import Callable
from contextvars import ContextVar
from typing import Any

from tally.agent.router import Route

# Who wants the route of the run on this thread (the run's event log); set around one question.
route_listener: ContextVar[Callable[[Route], None] | None] = ContextVar("route_listener", default=None)


class ObservedRouter:
    """A session's router that tells the current run its route as soon as it is known."""

    def __init__(self, router: Any) -> None:
        self.inner = router

    def route(self, question: str) -> Route:
        route = self.inner.route(question)
        listener = route_listener.get()
        if listener is not None:
            listener(route)
        return route
