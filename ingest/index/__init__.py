"""Vector index: named dense + sparse (BM25) vectors with fusion inside Qdrant.

`open_index(settings)`: a Qdrant server through qdrant-client when TALLY_QDRANT_URL is set,
otherwise the embedded qdrant-edge shard at settings.index_path.
"""

from tally.ingest.errors import ConfigError
from tally.ingest.index.base import VectorIndex
from tally.ingest.settings import Settings


def open_index(settings: Settings) -> VectorIndex:
    if settings.qdrant_url:
        try:
            from tally.ingest.index.remote import RemoteIndex
        except ModuleNotFoundError as exc:  # the server client is the `[qdrant]` extra
            if exc.name != "qdrant_client":
                raise
            raise ConfigError(
                "TALLY_QDRANT_URL is set but qdrant-client is not installed: pip install 'tally[qdrant]'"
            ) from exc

        return RemoteIndex(url=settings.qdrant_url, api_key=settings.qdrant_api_key, collection=settings.qdrant_collection)
    from tally.ingest.index.edge import EdgeIndex

    return EdgeIndex(settings.index_path, wait_s=settings.lock_wait_s, float16=settings.index_float16)


def reset_index(settings: Settings) -> None:
    """Remove every point and the recorded embedder, so the next ingest may use another model."""
    index = open_index(settings)
    try:
        index.drop()
    finally:
        index.close()
