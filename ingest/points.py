"""A document's index points: which chunks get a dense vector, and the points written in bounded batches.

Every chunk gets a BM25 (sparse) vector. Dense vectors go to every chunk except spreadsheet rows past
sheet row `settings.dense_rows_per_sheet`: a huge sheet's rows are answered by SQL and exact key
lookups, its summary carries its meaning, and BM25 still finds any row by its words (IDs, names,
products). Embedding every row of a 300,000-row CSV took 38 minutes and most of a 941 MB vector store
for questions that SQL answers; the measurement behind the default is in the README (Benchmarks).

Dense vectors are computed before the swap (embedding is what fails: a remote embedder, a model
error), so a failure there leaves the previous version answerable. Sparse vectors are deterministic
local code; they are computed batch by batch while the points are written, so a file never holds its
whole set of points in memory.
"""

from collections.abc import Iterator
from contextlib import nullcontext
from typing import TYPE_CHECKING

import numpy as np

from tally.ingest.chunk_stream import ChunkStream, stream_of
from tally.ingest.errors import TallyError
from tally.ingest.index.base import IndexPoint
from tally.ingest.index.payload import chunk_payload
from tally.ingest.models import Chunk
from tally.ingest.progress import report

if TYPE_CHECKING:
    from tally.ingest.stores import Stores

WRITE_BATCH = 2048  # points built and upserted at a time


def wants_dense(chunk: Chunk, dense_rows_per_sheet: int) -> bool:
    """Decided per chunk (sheet row number), so a repair that rebuilds some points decides the same way."""
    if chunk.kind != "row" or dense_rows_per_sheet < 0:
        return True
    row = chunk.location.row
    return row is None or row <= dense_rows_per_sheet


class PendingPoints:
    """The points of one document: dense vectors already computed, sparse ones built while writing.

    `chunks`: the document's numbered chunks, in memory or as a ChunkStream (a big sheet's late rows are
    built batch by batch; none of them wants a dense vector, so the vectors are computed up front)."""

    def __init__(
        self, stores: "Stores", doc_id: str, groups: list[str], chunks: "list[Chunk] | ChunkStream", timer=None
    ) -> None:
        self._stores, self._doc_id, self._groups = stores, doc_id, list(groups)
        self._chunks = stream_of(chunks)
        self._timer = timer
        self._limit = stores.settings.dense_rows_per_sheet
        wanted = [c for c in self._chunks.built if wants_dense(c, self._limit)]
        self._dense_at = {c.position: n for n, c in enumerate(wanted)}
        self._dense = self._embed([c.embedding_text() for c in wanted])

    def __len__(self) -> int:
        return len(self._chunks)

    @property
    def ids(self) -> set[str]:
        return self._chunks.ids()

    @property
    def dense_count(self) -> int:
        return len(self._dense_at)

    def _stage(self, name: str):  # noqa: ANN202 - the pipeline's timer stage, or nothing
        return self._timer.stage(name) if self._timer is not None else nullcontext()

    def _embed(self, texts: list[str]) -> np.ndarray:
        embedder = self._stores.embedder
        size = max(1, self._stores.settings.embed_batch_size)
        with self._stage("embed"):
            batches = []
            for start in range(0, len(texts), size):
                batches.append(embedder.embed_documents(texts[start : start + size]))
                report("chunks embedded", min(start + size, len(texts)), len(texts))
            dense = np.vstack(batches) if batches else np.zeros((0, embedder.dim), dtype=np.float32)
        if dense.shape != (len(texts), embedder.dim):
            raise TallyError(f"embedder returned vectors of shape {dense.shape}, expected {(len(texts), embedder.dim)}")
        return dense

    def batches(self, size: int | None = None) -> Iterator[list[IndexPoint]]:
        """IndexPoints in document order, `size` at a time (sparse vectors built per batch)."""
        sparse = self._stores.sparse
        total, done = len(self._chunks), 0
        for chunks in self._chunks.batches(size or min(WRITE_BATCH, self._chunks.size), for_index=True):
            with self._stage("sparse"):
                batch = []
                for chunk in chunks:
                    at = self._dense_at.get(chunk.position)
                    if at is None and wants_dense(chunk, self._limit):
                        raise RuntimeError(f"chunk {chunk.position} of {self._doc_id} wants a dense vector it was not given")
                    # model_construct: the vectors are already typed; validating every float would dominate.
                    # A big sheet's late rows carry no copy of the chunk (search reads those few hits from
                    # the catalog): 300,000 copies went through the index's write-ahead log and mapped pages
                    batch.append(IndexPoint.model_construct(
                        id=chunk.id, dense=self._dense[at] if at is not None else None,
                        sparse=sparse.encode_document(chunk.embedding_text()), doc_id=self._doc_id,
                        kind=chunk.kind, groups=self._groups, payload=chunk_payload(chunk) if at is not None else None,
                    ))
            yield batch
            done += len(chunks)
            report("chunks indexed", done, total)
