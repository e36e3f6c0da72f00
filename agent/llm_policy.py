"""Which engine answers which intent when a model is configured.

With `TALLY_LLM=openai` the model answers every intent. With `TALLY_LLM=local` the defaults below come
from `tally eval --engine offline|local` with Qwen2.5-Coder-1.5B on this 2-core machine (README,
"With a language model"): the model answers only the intents where it measured at least as accurate as
the offline engine at an acceptable time per question; `TALLY_LLM_INTENTS` overrides both.
"""

from tally.ingest.settings import Settings

ALL_INTENTS = ("aggregate", "lookup", "screen", "concept")
LOCAL_DEFAULT_INTENTS: tuple[str, ...] = ALL_INTENTS


def model_intents(settings: Settings) -> frozenset[str]:
    if settings.llm_intents is not None:
        return frozenset(settings.llm_intents)
    if settings.llm_engine == "local":
        return frozenset(LOCAL_DEFAULT_INTENTS)
    return frozenset(ALL_INTENTS)
