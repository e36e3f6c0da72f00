"""What happens when the model endpoint is down: a circuit breaker, and the offline answer that replaces
the model's (marked `degraded`).

The breaker is per session (one per process for batch, eval and serve): after `failures` questions in a
row whose model requests failed beyond their retries, it opens and questions go straight to the offline
engine without calling the endpoint; after `cooldown_s` one question is let through (half-open): success
closes it, failure opens it again for another cooldown.
"""

import threading
import time
from collections.abc import Callable

from tally.agent.answer import Answer


class CircuitBreaker:
    def __init__(self, failures: int, cooldown_s: float, clock: Callable[[], float] = time.monotonic) -> None:
        self.failures_to_open = max(1, failures)
        self.cooldown_s = cooldown_s
        self._clock = clock
        self._lock = threading.Lock()
        self._failures = 0
        self._opened_at: float | None = None
        self._probing = False

    def allow(self) -> bool:
        """May this question call the endpoint? (One probe at a time once the cooldown has passed.)"""
        with self._lock:
            if self._opened_at is None:
                return True
            if self._probing or self._clock() - self._opened_at < self.cooldown_s:
                return False
            self._probing = True
            return True

    def record_success(self) -> None:
        with self._lock:
            self._failures, self._opened_at, self._probing = 0, None, False

    def record_failure(self) -> None:
        with self._lock:
            self._failures += 1
            if self._probing or self._failures >= self.failures_to_open:
                self._opened_at, self._probing = self._clock(), False

    @property
    def open(self) -> bool:
        with self._lock:
            return self._opened_at is not None

    def describe(self) -> str:
        with self._lock:
            if self._opened_at is None:
                return f"closed ({self._failures} failure(s) in a row)"
            left = max(0.0, self.cooldown_s - (self._clock() - self._opened_at))
            return f"open after {self._failures} failures in a row; next try in {left:.0f} s"


def mark_degraded(answer: Answer, reason: str) -> Answer:
    """The offline engine's answer to a question the model could not answer, saying so."""
    return answer.model_copy(update={
        "degraded": True, "degraded_reason": reason,
        "problems": [*answer.problems, f"degraded to the offline engine: {reason}"],
    })
