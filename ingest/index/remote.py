"""The vector index on a Qdrant server (or cluster) through qdrant-client; used when TALLY_QDRANT_URL
is set. Same collection layout as the embedded shard: named dense vector "dense" (cosine), sparse
"bm25" with the IDF modifier, keyword payload indexes on doc_id, kind and groups.

The embedder name and dimension live in the collection's own metadata, so every client of a shared
server sees which model built it.

qdrant-client's local mode (`path=` a folder or ":memory:") runs the same code without a server; the
tests use it. Differences there, handled here: payload indexes do not exist in local mode (it scans,
and warns if asked to create one), so they are created on servers only; and local mode is plain
Python without internal locking, so every call on it is serialised.
"""

import contextlib
import threading

from qdrant_client import QdrantClient, models

from tally.ingest.errors import ConfigError
from tally.ingest.index.base import IndexFilter, IndexHit, IndexMeta, IndexPoint, SearchMode, SparseVector, dense_values
from tally.ingest.index.fusion import weighted_fuse
from tally.ingest.index.meta import (
    BM25, DENSE, PAYLOAD_FIELDS, check_compatible, check_query, nothing_visible, sides, visible,
)

_UPSERT_BATCH = 256
_SCROLL_PAGE = 1024
_FIELDS = ["doc_id", "kind"]


def _client_filter(flt: IndexFilter) -> models.Filter:
    must: list[models.Condition] = [models.FieldCondition(key="groups", match=models.MatchAny(any=list(flt.groups)))]
    if flt.doc_ids is not None:
        must.append(models.FieldCondition(key="doc_id", match=models.MatchAny(any=list(flt.doc_ids))))
    if flt.kinds is not None:
        must.append(models.FieldCondition(key="kind", match=models.MatchAny(any=list(flt.kinds))))
    return models.Filter(must=must)


def _doc_filter(doc_id: str) -> models.Filter:
    return models.Filter(must=[models.FieldCondition(key="doc_id", match=models.MatchValue(value=doc_id))])


def _hits(points: list[models.ScoredPoint], with_payload: bool = False) -> list[IndexHit]:
    hits = [
        IndexHit(
            id=str(p.id), score=float(p.score), doc_id=p.payload["doc_id"], kind=p.payload["kind"],
            payload=p.payload if with_payload else None,
        )
        for p in points
    ]
    # Qdrant orders equal scores (common under RRF) arbitrarily; ids break ties so a query
    # always returns the same list
    return sorted(hits, key=lambda h: (-h.score, h.id))


def _terms(vectors) -> list[int]:
    sparse = vectors.get(BM25) if isinstance(vectors, dict) else None
    return list(sparse.indices) if sparse is not None else []


class RemoteIndex:
    def __init__(
        self,
        *,
        url: str | None = None,
        path: str | None = None,
        collection: str = "tally",
        api_key: str | None = None,
    ) -> None:
        """`url` for a server; otherwise local mode at `path` (a folder, or ":memory:")."""
        if (url is None) == (path is None):
            raise ConfigError("RemoteIndex needs exactly one of url (a Qdrant server) or path (local mode)")
        self.collection = collection
        self.local = url is None
        self._where = url or f"{path} (qdrant-client local mode)"
        if url is not None:
            self._client = QdrantClient(url=url, api_key=api_key)
        elif path == ":memory:":
            self._client = QdrantClient(location=":memory:")
        else:
            self._client = QdrantClient(path=path)
        self._write_lock = threading.Lock()
        self._read_guard = self._write_lock if self.local else contextlib.nullcontext()

    # ---- lifecycle -------------------------------------------------------------------------
    def _exists(self) -> bool:
        return self._client.collection_exists(self.collection)

    def meta(self) -> IndexMeta | None:
        with self._read_guard:
            if not self._exists():
                return None
            config = self._client.get_collection(self.collection).config
        stored = config.metadata or {}
        if "embedder" in stored and "dim" in stored:
            return IndexMeta(embedder=str(stored["embedder"]), dim=int(stored["dim"]))
        # a collection made by something else: its size is known, its model is not
        vectors = config.params.vectors
        size = vectors[DENSE].size if isinstance(vectors, dict) and DENSE in vectors else 0
        return IndexMeta(embedder="unknown (no metadata)", dim=size)

    def ensure(self, meta: IndexMeta) -> None:
        check_compatible(self.meta(), meta, f"{self._where}/{self.collection}")
        with self._write_lock:
            if self._exists():
                return
            self._client.create_collection(
                self.collection,
                vectors_config={DENSE: models.VectorParams(size=meta.dim, distance=models.Distance.COSINE)},
                sparse_vectors_config={BM25: models.SparseVectorParams(modifier=models.Modifier.IDF)},
                metadata=meta.model_dump(),
            )
            if not self.local:
                for field in PAYLOAD_FIELDS:
                    self._client.create_payload_index(self.collection, field, models.PayloadSchemaType.KEYWORD)

    def close(self) -> None:
        with self._write_lock:
            self._client.close()

    def drop(self) -> None:
        """Delete the collection (points and meta): the next ensure() starts afresh."""
        with self._write_lock:
            if self._exists():
                self._client.delete_collection(self.collection)

    def flush(self) -> None:
        """Writes wait for the server's acknowledgement; nothing is pending here."""

    def optimize(self) -> None:
        """A server optimises its segments in the background; nothing to do."""

    # ---- writes ----------------------------------------------------------------------------
    def upsert(self, points: list[IndexPoint]) -> None:
        if not points:
            return
        meta = self.meta()
        if meta is None:
            raise ConfigError(f"collection {self.collection} at {self._where} does not exist: call ensure() first")
        structs = [self._point(p, meta.dim) for p in points]
        with self._write_lock:
            for start in range(0, len(structs), _UPSERT_BATCH):
                self._client.upsert(self.collection, points=structs[start : start + _UPSERT_BATCH], wait=True)

    @staticmethod
    def _point(point: IndexPoint, dim: int) -> models.PointStruct:
        if point.dense is not None and len(point.dense) != dim:
            raise ConfigError(f"point {point.id}: dense vector has {len(point.dense)} dims, the index {dim}")
        vectors: dict = {DENSE: dense_values(point)} if point.dense is not None else {}
        if point.sparse.indices:  # a chunk without index tokens simply has no bm25 vector
            vectors[BM25] = models.SparseVector(indices=list(point.sparse.indices), values=list(point.sparse.values))
        payload = {**(point.payload or {}), "doc_id": point.doc_id, "kind": point.kind, "groups": list(point.groups)}
        return models.PointStruct(id=point.id, vector=vectors, payload=payload)

    def delete(self, ids: list[str]) -> None:
        if not ids:
            return
        with self._write_lock:
            if self._exists():
                selector = models.PointIdsList(points=list(ids))
                self._client.delete(self.collection, points_selector=selector, wait=True)

    # ---- reads -----------------------------------------------------------------------------
    def count(self) -> int:
        with self._read_guard:
            if not self._exists():
                return 0
            return self._client.count(self.collection, exact=True).count

    def count_for_doc(self, doc_id: str) -> int:
        with self._read_guard:
            if not self._exists():
                return 0
            return self._client.count(self.collection, count_filter=_doc_filter(doc_id), exact=True).count

    def ids_for_doc(self, doc_id: str) -> list[str]:
        return list(self._scroll(_doc_filter(doc_id), with_payload=False))

    def point_docs(self) -> dict[str, str]:
        return self._scroll(None, with_payload=["doc_id"])

    def _scroll(self, flt: models.Filter | None, with_payload: bool | list[str]) -> dict[str, str]:
        """Point id -> doc id ("" without payload), page by page."""
        found: dict[str, str] = {}
        offset = None
        with self._read_guard:
            if not self._exists():
                return found
            while True:
                records, offset = self._client.scroll(
                    self.collection, scroll_filter=flt, limit=_SCROLL_PAGE, offset=offset,
                    with_payload=with_payload, with_vectors=False,
                )
                for record in records:
                    found[str(record.id)] = (record.payload or {}).get("doc_id", "") if with_payload else ""
                if offset is None:
                    return found

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
        check_query(limit, candidates)
        use_dense, use_sparse = sides(mode, dense, sparse)
        if nothing_visible(flt) or not (use_dense or use_sparse):
            return []
        where = _client_filter(flt)
        searches: list[tuple[object, str]] = []
        if use_dense:
            searches.append((list(dense), DENSE))
        if use_sparse:
            searches.append((models.SparseVector(indices=list(sparse.indices), values=list(sparse.values)), BM25))
        with self._read_guard:
            if not self._exists():
                return []
            return self._run(mode, searches, where, limit, candidates, rrf_k, dense_weight, with_payload)

    def query_sides(
        self, *, dense: list[float], sparse: SparseVector, limit: int, flt: IndexFilter
    ) -> tuple[list[IndexHit], list[IndexHit]]:
        check_query(limit, limit)
        if nothing_visible(flt):
            return [], []
        where = _client_filter(flt)
        requests = [models.QueryRequest(query=list(dense), using=DENSE, filter=where, limit=limit, with_payload=_FIELDS)]
        if sparse.indices:
            vector = models.SparseVector(indices=list(sparse.indices), values=list(sparse.values))
            requests.append(models.QueryRequest(query=vector, using=BM25, filter=where, limit=limit, with_payload=_FIELDS))
        with self._read_guard:
            if not self._exists():
                return [], []
            found = [_hits(r.points) for r in self._client.query_batch_points(self.collection, requests=requests)]
        return found[0], (found[1] if len(found) > 1 else [])

    def fetch(self, ids: list[str], flt: IndexFilter) -> list[IndexHit]:
        wanted = list(dict.fromkeys(ids))
        if not wanted or nothing_visible(flt):
            return []
        with self._read_guard:
            if not self._exists():
                return []
            records = self._client.retrieve(self.collection, ids=wanted, with_payload=True, with_vectors=[BM25])
        found = {str(r.id): r for r in records}
        return [
            IndexHit(id=pid, score=0.0, doc_id=p["doc_id"], kind=p["kind"], payload=p, terms=_terms(found[pid].vector))
            for pid in wanted if pid in found and visible(p := found[pid].payload or {}, flt)
        ]

    def _run(self, mode, searches, where, limit, candidates, rrf_k, dense_weight, with_payload) -> list[IndexHit]:
        fields: bool | list[str] = True if with_payload else _FIELDS
        if len(searches) == 1:
            # dense or bm25 mode, or a fusion left with one side (stopword-only query)
            vector, using = searches[0]
            found = self._client.query_points(
                self.collection, query=vector, using=using, query_filter=where, limit=limit, with_payload=fields
            )
            return _hits(found.points, with_payload)
        if mode == "weighted":
            requests = [
                models.QueryRequest(query=v, using=u, filter=where, limit=candidates, with_payload=fields)
                for v, u in searches
            ]
            dense_res, bm25_res = self._client.query_batch_points(self.collection, requests=requests)
            dense_hits, bm25_hits = _hits(dense_res.points, with_payload), _hits(bm25_res.points, with_payload)
            return weighted_fuse(dense_hits, bm25_hits, dense_weight, limit)
        fusion = (
            models.RrfQuery(rrf=models.Rrf(k=rrf_k)) if mode == "rrf" else models.FusionQuery(fusion=models.Fusion.DBSF)
        )
        prefetch = [models.Prefetch(query=v, using=u, filter=where, limit=candidates) for v, u in searches]
        found = self._client.query_points(
            self.collection, prefetch=prefetch, query=fusion, query_filter=where, limit=limit, with_payload=fields
        )
        return _hits(found.points, with_payload)
