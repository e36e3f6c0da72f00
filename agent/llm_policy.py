"""Which engine answers which intent when a model is configured.

With `TALLY_LLM=openai` the model answers every intent. With `TALLY_LLM=local` the model answers only
aggregates, and only those the offline engine refuses (`offline_first`); an endpoint's model writes SQL when
the offline builder's plan is missing or below `TALLY_LLM_PLAN_TRUST` (agent/llm_sql.py), and a trusted plan
is phrased by its own template. Measured with
Qwen2.5-Coder-1.5B on the shared 2-core machine (README, "With a language model", 2026-12-01): the
offline engine answered every lookup, screen and concept question of the dev subsets correctly in
about a second, while the model needed minutes per question there (its prefill ran at 2-3 tokens/s
under load) and timed out on passage-length prompts. `TALLY_LLM_INTENTS` overrides both defaults.
"""

from tally.ingest.settings import Settings

ALL_INTENTS = ("aggregate", "lookup", "screen", "concept")
LOCAL_DEFAULT_INTENTS: tuple[str, ...] = ("aggregate",)


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
        first = " (only questions the offline engine refuses)" if offline_first(settings) else ""
        return (f"local model {model} (Tally's own server on 127.0.0.1, {settings.llm_threads} thread(s)); "
                f"model answers: {intents}{first}; offline otherwise")
    endpoint = settings.llm_endpoint or "https://api.openai.com/v1"
    return f"openai-compatible endpoint {endpoint} (model {settings.model}; documents are sent there); model answers: {intents}"


def model_phrases_sql(settings: Settings) -> bool:
    """Whether the model phrases the result of SQL it wrote (one more request) or Tally states it.
    `TALLY_LLM_PHRASE_SQL` decides; by default an endpoint phrases and Tally's own CPU server does not:
    there the phrasing request re-read the whole SQL result (~950 new prompt tokens on the sample
    store, 2026-12-01) and took as long as writing the query, for no figure the result did not have."""
    if settings.llm_phrase_sql is not None:
        return settings.llm_phrase_sql
    return settings.llm_engine != "local"


def offline_first(settings: Settings) -> bool:
    """Whether an aggregate goes to the model only when the offline engine refuses it. `TALLY_LLM_OFFLINE_FIRST`
    decides; by default yes for Tally's own model. Measured with the 1.5B on the dev splits (2026-12-05), over
    the 127 aggregates it wrote SQL for although the offline builder had a plan (78 company questions, 49
    WikiTableQuestions): its query was right exactly where the plan was, but for 4 where only the plan was
    right (3 of them plans over 300 characters, too long to show it) and 1 the other way round, each for a
    request of 5-10 s; and 2 more dev questions the offline engine answers from a document the question
    names (a claim, an invoice) went to the model, which has no such step, and were lost."""
    if settings.llm_offline_first is not None:
        return settings.llm_offline_first
    return settings.llm_engine == "local"
