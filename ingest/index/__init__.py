"""Vector index: named dense + sparse (BM25) vectors with fusion inside Qdrant.

`open_index(settings)`: a Qdrant server through qdrant-client when TALLY_QDRANT_URL is set,
otherwise the embedded qdrant-edge shard at settings.index_path.
"""

from tally.ingest.index.base import VectorIndex
from tally.ingest.settings import Settings


def open_index(settings: Settings) -> VectorIndex:
    if settings.qdrant_url:
        from tally.ingest.index.remote import RemoteIndex

        return RemoteIndex(url=settings.qdrant_url, api_key=settings.qdrant_api_key, collection=settings.qdrant_collection)
    from tally.ingest.index.edge import EdgeIndex

    return EdgeIndex(settings.index_path)


def reset_index(settings: Settings) -> None:
    """Remove every point and the recorded embedder, so the next ingest may use another model."""
    index = open_index(settings)
    try:
        index.drop()
    finally:
        index.close()
