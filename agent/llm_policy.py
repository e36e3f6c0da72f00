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


def engine_description(settings: Settings) -> str:
    """Which engine answers and where documents go, for `tally status` (never starts a model)."""
    choice = settings.llm_engine
    if choice == "offline":
        return "offline planner (no model; nothing leaves this machine)"
    intents = ", ".join(sorted(model_intents(settings)))
    if choice == "local":
        from tally.agent.llm_install import resolve_model
        from tally.ingest.errors import ConfigError

        try:
            model = resolve_model(settings).name
        except ConfigError as exc:
            model = f"not ready: {exc}"
        return (f"local model {model} (Tally's own server on 127.0.0.1, {settings.llm_threads} thread(s)); "
                f"model answers: {intents}; offline otherwise")
    endpoint = settings.llm_endpoint or "https://api.openai.com/v1"
    return f"openai-compatible endpoint {endpoint} (model {settings.model}; documents are sent there); model answers: {intents}"
