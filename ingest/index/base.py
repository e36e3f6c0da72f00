"""The VectorIndex protocol. Two implementations pass one contract suite (tests/test_index_contract.py):
the embedded qdrant-edge shard (default) and qdrant-client against a server URL."""

from dataclasses import dataclass
from typing import Any, Literal, Protocol

import numpy as np
from pydantic import BaseModel, ConfigDict

SearchMode = Literal["dense", "bm25", "rrf", "weighted", "dbsf"]


class SparseVector(BaseModel):
    indices: list[int]
    values: list[float]


class IndexPoint(BaseModel):
    model_config = ConfigDict(arbitrary_types_allowed=True)

    id: str  # chunk id (UUID string)
    # or a 1-d float32 row of the embedder's matrix: the index turns it into Python floats one point at
    # a time as it writes, instead of the pipeline holding 512 float objects per chunk for a whole file
    # None: no dense vector (a big sheet's rows past settings.dense_rows_per_sheet); BM25 still finds it
    dense: list[float] | np.ndarray | None
    sparse: SparseVector
    doc_id: str
    kind: str
    groups: list[str]
    # extra fields stored with the point and returned by query(with_payload=True) and fetch(); the index
    # does not read them (search keeps a copy of the chunk here: ingest/index/payload.py)
    payload: dict[str, Any] | None = None


def dense_values(point: IndexPoint) -> list[float]:
    """The dense vector as a list of Python floats."""
    if point.dense is None:
        return []
    return point.dense.tolist() if isinstance(point.dense, np.ndarray) else point.dense


class IndexFilter(BaseModel):
    groups: list[str]  # the caller's access groups; a point matches if it shares one
    doc_ids: list[str] | None = None
    kinds: list[str] | None = None


@dataclass(slots=True)
class IndexHit:
    """One point a query or fetch returned. A plain dataclass: a search builds ~170 of them, and
    pydantic's validation of each cost ~0.3 ms a query (every field is typed by the index already)."""

    id: str
    score: float  # the fused score in fusion modes, cosine in dense mode, BM25 in bm25 mode
    doc_id: str
    kind: str
    payload: dict[str, Any] | None = None  # the point's whole payload, when asked for
    terms: list[int] | None = None  # fetch(): the indices of the point's BM25 vector ([] without one)


class IndexMeta(BaseModel):
    embedder: str
    dim: int


class VectorIndex(Protocol):
    def meta(self) -> IndexMeta | None:
        """Embedder name and dim the index was built with (None if empty/new)."""
        ...

    def ensure(self, meta: IndexMeta) -> None:
        """Create the collection for this embedder, or raise ReindexNeeded on a mismatch."""
        ...

    def upsert(self, points: list[IndexPoint]) -> None: ...

    def delete(self, ids: list[str]) -> None: ...

    def ids_for_doc(self, doc_id: str) -> list[str]: ...

    def count(self) -> int: ...

    def count_for_doc(self, doc_id: str) -> int:
        """Points of one document (reconcile compares it with the catalog's chunk count)."""
        ...

    def point_docs(self) -> dict[str, str]:
        """Every point id -> its doc id: a full scan, used only to find points no document owns."""
        ...

    def query(
        self,
        *,
        dense: list[float] | None,
        sparse: SparseVector | None,
        mode: SearchMode,
        limit: int,
        candidates: int,
        flt: IndexFilter,
        rrf_k: int = 60,
        dense_weight: float = 0.65,
        with_payload: bool = False,
    ) -> list[IndexHit]:
        """Top `limit` hits. Fusion modes prefetch `candidates` per vector and fuse inside Qdrant.
        `with_payload`: each hit carries its point's whole payload."""
        ...

    def query_sides(
        self, *, dense: list[float], sparse: SparseVector, limit: int, flt: IndexFilter
    ) -> tuple[list[IndexHit], list[IndexHit]]:
        """The dense and the BM25 top `limit` (each as query() gives it) in one request: hybrid search
        fuses the two lists itself."""
        ...

    def fetch(self, ids: list[str], flt: IndexFilter) -> list[IndexHit]:
        """Points by id with their payloads and BM25 term indices (score 0), in the order of `ids`;
        unknown ids and points `flt` does not let through are left out."""
        ...

    def drop(self) -> None:
        """Delete every point and the recorded meta (re-index with another embedder)."""
        ...

    def flush(self) -> None:
        """Persist pending writes (the embedded shard; a server has already persisted them)."""
        ...

    def optimize(self) -> None:
        """Build search structures after a large ingest (HNSW on the embedded shard; a no-op on a server)."""
        ...

    def close(self) -> None: ...
