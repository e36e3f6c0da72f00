"""`tally eval`: golden sets, retrieval and answer metrics, attribution by layer, reports and run comparison.

Modules: golden (file format), metrics (pure scoring), matching (expected-source judge), retrieval,
answers, compare (previous run), report (Markdown), chart (PNG), runner (run_eval).
"""

from typing import Any

__all__ = ["EvalReport", "run_eval"]


def __getattr__(name: str) -> Any:
    # Lazy, so the pure metric modules import without loading the agent and the stores.
    if name == "run_eval":
        from tally.agent.evaluate.runner import run_eval

        return run_eval
    if name == "EvalReport":
        from tally.agent.evaluate.results import EvalReport

        return EvalReport
    raise AttributeError(name)
