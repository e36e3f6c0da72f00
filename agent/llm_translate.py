"""A question asked in another script, put into English by the model before it is answered.

The offline planner reads English: over tables with short headers ("Kg", "Src") a Cyrillic question's words
link to nothing through the embedder and the question is refused (README, Quality: cross-language). A model
engine can translate it first, and then everything downstream (routing, the planner, search, the extractive
answer) reads the English question. The translation is checked, not trusted: months are put into English
before the model sees them (it confused them), and a reply that drops a name, ID or number of the question,
or is not in Latin script, is discarded, so the question is answered as asked. Numbers still come from tools.
"""

import logging
import re
import time
import unicodedata

from pydantic import BaseModel

from tally.agent.answer import Answer
from tally.agent.llm import LLMEngine
from tally.agent.offline.column_link import english_months
from tally.agent.prompts import render_prompt
from tally.ingest.errors import LLMError
from tally.ingest.settings import Settings

log = logging.getLogger(__name__)
TRANSLATION_MAX_TOKENS = 96  # a question; a model that starts answering is cut short and then rejected
_LATIN_SHARE = 0.5  # of a question's letters, at or below which it is translated
_KEPT = re.compile(r"[A-Za-z0-9][A-Za-z0-9&./'-]*[A-Za-z0-9]|[A-Za-z0-9]")  # names, IDs, numbers as written


class Translation(BaseModel):
    question: str  # as asked
    english: str | None  # None: not needed, or the model's reply failed a check
    rejected: str | None = None  # why a reply was not used
    failed: bool = False  # the request itself failed (counts against the endpoint's circuit)
    usage: dict[str, int] | None = None
    ms: float = 0.0

    def applied_to(self, answer: Answer) -> Answer:
        """The answer to the English question, shown as the answer to the question asked: the question as
        asked, the English it was answered in, the translation's time and tokens added to the run's."""
        usage = dict(answer.usage or {})
        for key, value in (self.usage or {}).items():
            usage[key] = usage.get(key, 0) + value
        return answer.model_copy(update={
            "question": self.question, "translated_question": self.english, "usage": usage or None,
            "timings_ms": {**answer.timings_ms, "translate": self.ms}})


def needs_translation(question: str) -> bool:
    """Whether most of the question's letters are outside the Latin script."""
    letters = [c for c in question if c.isalpha()]
    return bool(letters) and sum(1 for c in letters if c.isascii() or _is_latin(c)) / len(letters) <= _LATIN_SHARE


def translate_question(engine: LLMEngine, question: str, settings: Settings) -> Translation:
    """The question in English by one tool-free request, or `english=None` with the reason."""
    if not needs_translation(question):
        return Translation(question=question, english=None)
    started = time.perf_counter()
    prepared = english_months(question)
    prompt = render_prompt("translate", settings)
    try:
        reply, usage = engine.complete_text(prompt.text, prepared, TRANSLATION_MAX_TOKENS)
    except LLMError as exc:
        log.info("translation failed, answering as asked: %s", exc)
        return Translation(question=question, english=None, rejected=f"request failed: {exc}", failed=True,
                           ms=_ms_since(started))
    english = " ".join((reply.strip().splitlines() or [""])[0].split()).strip("\"'«»")
    problem = _check(prepared, english)
    if problem:
        log.info("translation not used: %s", problem)
    return Translation(question=question, english=None if problem else english, rejected=problem, usage=usage,
                       ms=_ms_since(started))


def _ms_since(started: float) -> float:
    return round((time.perf_counter() - started) * 1000, 1)


def _check(prepared: str, english: str) -> str | None:
    """Why a reply cannot stand for the question, or None."""
    if not english:
        return "empty reply"
    if needs_translation(english):
        return "reply not in Latin script"
    if len(english) > 3 * len(prepared) + 40:
        return "reply much longer than the question"
    written = {token.lower() for token in _KEPT.findall(english)}
    lost = [token for token in _KEPT.findall(prepared) if token.lower() not in written]
    if lost:
        return f"reply dropped {', '.join(lost[:3])}"
    return None


def _is_latin(letter: str) -> bool:
    return unicodedata.name(letter, "").startswith("LATIN")
