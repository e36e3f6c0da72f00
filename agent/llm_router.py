"""Intent classification by the model (prompts/router.md), used when settings.llm_router is on.

The offline router stays the fallback: an unusable reply or a failed request routes offline, and the
route's reason says so.
"""

import logging
from collections.abc import Callable

from tally.agent.llm import LLMEngine
from tally.agent.prompts import render_prompt
from tally.agent.router import INTENTS, Route, load_exemplars
from tally.ingest.errors import LLMError
from tally.ingest.settings import Settings

_EXEMPLARS_PER_INTENT = 4
log = logging.getLogger(__name__)


def make_llm_classifier(engine: LLMEngine, settings: Settings) -> Callable[[str], Route | None]:
    exemplars = load_exemplars(settings)
    lines = "\n".join(f"- {q} -> {intent}" for intent, qs in exemplars.items() for q in qs[:_EXEMPLARS_PER_INTENT])

    def classify(question: str) -> Route | None:
        prompt = render_prompt("router", settings, question=question, exemplars=lines)
        try:
            reply = engine.complete_json(prompt.text)
        except LLMError as exc:
            log.info("model router failed, routing offline: %s", exc)
            return None  # the offline router answers instead
        if not reply or reply.get("intent") not in INTENTS:
            return None
        try:
            confidence = min(1.0, max(0.0, float(reply.get("confidence", 0.5))))
        except (TypeError, ValueError):
            confidence = 0.5
        return Route(intent=reply["intent"], confidence=confidence, reason=str(reply.get("reason", ""))[:200], by="llm")

    return classify
