"""The embedded vector index: one qdrant-edge shard in-process (no server).

Layout under `path`: `shard/` (the EdgeShard: named dense vector "dense", cosine, and sparse "bm25"
with the IDF modifier; keyword payload indexes on doc_id, kind and groups) and `meta.json` (the
embedder name and dimension the shard was built for).

Concurrency: queries run on the shard from many threads at once (it is thread-safe for reads);
writes are serialised by a lock. A shard is opened by one process at a time: qdrant-edge locks its
write-ahead log, so a second process gets a clear ConfigError.

Durability: every update goes to the shard's write-ahead log first (enabled by default), so it survives
a crash and is replayed on load; flush() persists the segments themselves. That costs ~0.1 s on a busy
disk, so writers flush once at the end of a run (the ingest pipeline, close()), not after every file.
"""

import logging
import shutil
import threading
import time
from pathlib import Path

from qdrant_edge import (
    CountRequest,
    Distance,
    EdgeConfig,
    EdgeShard,
    EdgeSparseVectorParams,
    EdgeVectorParams,
    FieldCondition,
    Filter,
    HasVectorCondition,
    Fusion,
    MatchAny,
    MatchValue,
    Modifier,
    PayloadSchemaType,
    Point,
    Prefetch,
    Query,
    QueryBatchRequest,
    QueryRequest,
    ScrollRequest,
    UpdateOperation,
    VectorStorageDatatype,
)
from qdrant_edge import SparseVector as EdgeSparse

from tally.ingest.errors import ConfigError, ReindexNeeded
from tally.ingest.index.base import (
    IndexFilter, IndexHit, IndexMeta, IndexPoint, SearchMode, SparseVector, dense_values,
)
from tally.ingest.index.fusion import weighted_fuse
from tally.ingest.index.meta import (
    BM25, DENSE, PAYLOAD_FIELDS, check_compatible, check_query, nothing_visible, sides, visible,
)

_UPSERT_BATCH = 512
_LOCK_POLL_S = 0.2  # how often a waiting process retries a shard another one holds
_log = logging.getLogger(__name__)
_SCROLL_PAGE = 1024


def _edge_filter(flt: IndexFilter, vector: str | None = None) -> Filter:
    must = [FieldCondition("groups", match=MatchAny(list(flt.groups)))]
    if vector is not None:
        # Rows of a big sheet carry no dense vector (ingest/points.py); without this condition the dense
        # search walks every point: 110 -> 16 ms at 300k points of which 2k have one
        must.append(HasVectorCondition(vector))
    if flt.doc_ids is not None:
        must.append(FieldCondition("doc_id", match=MatchAny(list(flt.doc_ids))))
    if flt.kinds is not None:
        must.append(FieldCondition("kind", match=MatchAny(list(flt.kinds))))
    return Filter(must=must)


def _hits(points, with_payload: bool = False) -> list[IndexHit]:
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


def _terms(vectors: dict | None) -> list[int]:
    sparse = (vectors or {}).get(BM25)
    return list(sparse.indices) if sparse is not None else []


class EdgeIndex:
    def __init__(self, path: Path, wait_s: float = 0.0, float16: bool = False) -> None:
        """`wait_s`: how long to wait for a shard another process holds before giving up (0: fail at once).
        `float16`: a new shard stores dense vectors in half precision (an existing one keeps its own type)."""
        self.path = Path(path)
        self._float16 = float16
        self._shard_dir = self.path / "shard"
        self._meta_file = self.path / "meta.json"
        self._write_lock = threading.Lock()
        self._wait_s = max(0.0, wait_s)
        self._shard: EdgeShard | None = self._load() if self._shard_exists() else None

    # ---- lifecycle -------------------------------------------------------------------------
    def _shard_exists(self) -> bool:
        return (self._shard_dir / "edge_config.json").is_file()

    def _load(self) -> EdgeShard:
        deadline = time.monotonic() + self._wait_s
        warned = False
        while True:
            try:
                return EdgeShard.load(str(self._shard_dir))
            except Exception as exc:  # qdrant-edge raises a bare Exception (e.g. WAL locked)
                held = "WouldBlock" in str(exc)
                if held and time.monotonic() < deadline:
                    if not warned:
                        _log.warning("the vector index at %s is in use by another tally process; waiting up to %.0f s "
                                     "(TALLY_LOCK_WAIT_S)", self._shard_dir, self._wait_s)
                        warned = True
                    time.sleep(_LOCK_POLL_S)
                    continue
                if held:
                    raise ConfigError(
                        f"cannot open the vector index at {self._shard_dir}: another tally process holds it"
                        f"{f' (waited {self._wait_s:.0f} s)' if self._wait_s else ''}; try again when it ends, "
                        "or run `tally serve` so that every terminal shares the store through it"
                    ) from exc
                raise ConfigError(f"cannot open the vector index at {self._shard_dir}: {exc}") from exc

    def _create(self, dim: int) -> EdgeShard:
        # Every point has a slot in the dense storage, with a vector or not: 2 KB a point in float32, 0.6 of
        # the 1.25 GB a 300,000-row sheet's points took while written (README, Benchmarks); float16 halves it
        datatype = VectorStorageDatatype.Float16 if self._float16 else None
        config = EdgeConfig(
            vectors={DENSE: EdgeVectorParams(size=dim, distance=Distance.Cosine, datatype=datatype)},
            sparse_vectors={BM25: EdgeSparseVectorParams(modifier=Modifier.Idf)},
        )
        shard = EdgeShard.create(str(self._shard_dir), config)
        for field in PAYLOAD_FIELDS:
            shard.update(UpdateOperation.create_field_index(field, PayloadSchemaType.Keyword))
        shard.flush()
        return shard

    def meta(self) -> IndexMeta | None:
        if not self._meta_file.is_file():
            return None
        return IndexMeta.model_validate_json(self._meta_file.read_text(encoding="utf-8"))

    def ensure(self, meta: IndexMeta) -> None:
        with self._write_lock:
            found = self.meta()
            check_compatible(found, meta, str(self.path))
            if found is None and self._shard is not None and self._count() > 0:
                raise ReindexNeeded(
                    f"index at {self.path} has points but no meta.json: re-index needed — run `tally ingest --reindex ...`"
                )
            if found is None:
                self.path.mkdir(parents=True, exist_ok=True)
                partial = self._meta_file.with_suffix(".json.tmp")
                partial.write_text(meta.model_dump_json(), encoding="utf-8")
                partial.replace(self._meta_file)
            if self._shard is None:
                self._shard = self._create(meta.dim)

    def close(self) -> None:
        with self._write_lock:
            if self._shard is not None:
                self._shard.flush()
                self._shard.close()
                self._shard = None

    def drop(self) -> None:
        """Delete every point and the meta: the next ensure() starts a fresh shard."""
        self.close()
        if self.path.exists():
            shutil.rmtree(self.path)

    def flush(self) -> None:
        """Persist the segments (updates are already in the write-ahead log)."""
        with self._write_lock:
            if self._shard is not None:
                self._shard.flush()

    def optimize(self) -> None:
        """Build the HNSW graph and merge segments (slow on big shards; queries stay exact without it)."""
        with self._write_lock:
            if self._shard is not None:
                self._shard.optimize()

    # ---- writes ----------------------------------------------------------------------------
    def _writable_shard(self) -> EdgeShard:
        if self._shard is None:
            raise ConfigError(f"vector index at {self.path} is not initialised: call ensure() before writing")
        return self._shard

    def upsert(self, points: list[IndexPoint]) -> None:
        if not points:
            return
        meta = self.meta()
        with self._write_lock:
            shard = self._writable_shard()
            for start in range(0, len(points), _UPSERT_BATCH):
                batch = [self._point(p, meta) for p in points[start : start + _UPSERT_BATCH]]
                shard.update(UpdateOperation.upsert_points(batch))

    @staticmethod
    def _point(point: IndexPoint, meta: IndexMeta | None) -> Point:
        if meta is not None and point.dense is not None and len(point.dense) != meta.dim:
            raise ConfigError(f"point {point.id}: dense vector has {len(point.dense)} dims, the index {meta.dim}")
        # Point() copies the vectors and payload into the shard's own types: no Python copies needed
        vectors: dict = {DENSE: dense_values(point)} if point.dense is not None else {}
        if point.sparse.indices:  # a chunk without index tokens simply has no bm25 vector
            vectors[BM25] = EdgeSparse(point.sparse.indices, point.sparse.values)
        payload = {**(point.payload or {}), "doc_id": point.doc_id, "kind": point.kind, "groups": point.groups}
        return Point(point.id, vectors, payload)

    def delete(self, ids: list[str]) -> None:
        if not ids:
            return
        with self._write_lock:
            shard = self._writable_shard()
            shard.update(UpdateOperation.delete_points(list(ids)))

    # ---- reads -----------------------------------------------------------------------------
    def _count(self) -> int:
        return 0 if self._shard is None else self._shard.count(CountRequest(exact=True))

    def count(self) -> int:
        return self._count()

    def count_for_doc(self, doc_id: str) -> int:
        if self._shard is None:
            return 0
        flt = Filter(must=[FieldCondition("doc_id", match=MatchValue(doc_id))])
        return self._shard.count(CountRequest(exact=True, filter=flt))

    def ids_for_doc(self, doc_id: str) -> list[str]:
        flt = Filter(must=[FieldCondition("doc_id", match=MatchValue(doc_id))])
        return list(self._scroll(flt, with_payload=False))

    def point_docs(self) -> dict[str, str]:
        return self._scroll(None, with_payload=["doc_id"])

    def _scroll(self, flt: Filter | None, with_payload: bool | list[str]) -> dict[str, str]:
        """Point id -> doc id ("" without payload), page by page."""
        found: dict[str, str] = {}
        if self._shard is None:
            return found
        offset = None
        while True:
            records, offset = self._shard.scroll(
                ScrollRequest(offset=offset, limit=_SCROLL_PAGE, filter=flt, with_payload=with_payload,
                              with_vector=False)
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
        shard = self._shard
        if shard is None or nothing_visible(flt) or not (use_dense or use_sparse):
            return []
        fields: bool | list[str] = True if with_payload else ["doc_id", "kind"]
        where = _edge_filter(flt)
        searches = []
        if use_dense:
            searches.append((Query.Nearest(list(dense), using=DENSE), _edge_filter(flt, DENSE)))
        if use_sparse:
            searches.append((Query.Nearest(EdgeSparse(list(sparse.indices), list(sparse.values)), using=BM25), where))
        if len(searches) == 1:
            # dense or bm25 mode, or a fusion left with one side (stopword-only query)
            query, side = searches[0]
            request = QueryRequest(limit=limit, query=query, filter=side, with_payload=fields)
            return _hits(shard.query(request), with_payload)
        if mode == "weighted":
            batch = [QueryRequest(limit=candidates, query=q, filter=side, with_payload=fields) for q, side in searches]
            found = shard.query_batch(QueryBatchRequest(batch))
            dense_hits, bm25_hits = (_hits(points, with_payload) for points in found)
            return weighted_fuse(dense_hits, bm25_hits, dense_weight, limit)
        fusion = Fusion.Rrf(k=rrf_k) if mode == "rrf" else Fusion.Dbsf()
        prefetches = [Prefetch(limit=candidates, query=q, filter=side) for q, side in searches]
        request = QueryRequest(limit=limit, prefetches=prefetches, query=fusion, filter=where, with_payload=fields)
        return _hits(shard.query(request), with_payload)

    def query_sides(
        self, *, dense: list[float], sparse: SparseVector, limit: int, flt: IndexFilter
    ) -> tuple[list[IndexHit], list[IndexHit]]:
        check_query(limit, limit)
        shard = self._shard
        if shard is None or nothing_visible(flt):
            return [], []
        fields = ["doc_id", "kind"]
        requests = [QueryRequest(limit=limit, query=Query.Nearest(list(dense), using=DENSE),
                                 filter=_edge_filter(flt, DENSE), with_payload=fields)]
        if sparse.indices:
            query = Query.Nearest(EdgeSparse(list(sparse.indices), list(sparse.values)), using=BM25)
            requests.append(QueryRequest(limit=limit, query=query, filter=_edge_filter(flt), with_payload=fields))
        found = [_hits(points) for points in shard.query_batch(QueryBatchRequest(requests))]
        return found[0], (found[1] if len(found) > 1 else [])

    def fetch(self, ids: list[str], flt: IndexFilter) -> list[IndexHit]:
        shard = self._shard
        wanted = list(dict.fromkeys(ids))
        if shard is None or not wanted or nothing_visible(flt):
            return []
        found = {str(r.id): r for r in shard.retrieve(wanted, True, [BM25])}
        return [
            IndexHit(id=pid, score=0.0, doc_id=p["doc_id"], kind=p["kind"], payload=p, terms=_terms(found[pid].vector))
            for pid in wanted if pid in found and visible(p := found[pid].payload or {}, flt)
        ]
