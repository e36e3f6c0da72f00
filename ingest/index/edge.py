"""The embedded vector index: qdrant-edge shards in-process (no server).

Layout under `path`: `shard/` (points with a dense vector: named dense "dense", cosine, and sparse "bm25"
with the IDF modifier; keyword payload indexes on doc_id, kind and groups), `rows/` (created when first
needed: points with a BM25 vector only, see ingest/index/edge_shard.py) and `meta.json` (the embedder name
and dimension the index was built for). A point lives in exactly one shard: writing it moves it.

Searching across the two shards: dense search reads `shard/` only; BM25 reads both and merges by score,
each shard weighing terms by its own IDF (as the shards of a Qdrant cluster do); fusion then runs here on
the two side lists (ingest/index/fusion.py). An index without `rows/` answers exactly as one shard does.

Concurrency: queries run on the shards from many threads at once (they are thread-safe for reads);
writes are serialised by a lock. A shard is opened by one process at a time: qdrant-edge locks its
write-ahead log, so a second process gets a clear ConfigError.

Durability: every update goes to the shard's write-ahead log first (enabled by default), so it survives
a crash and is replayed on load; flush() persists the segments themselves. That costs ~0.1 s on a busy
disk, so writers flush once at the end of a run (the ingest pipeline, close()), not after every file.
"""

import shutil
import threading
from pathlib import Path

from qdrant_edge import (
    CountRequest,
    EdgeShard,
    FieldCondition,
    Filter,
    HasVectorCondition,
    Fusion,
    MatchAny,
    MatchValue,
    Point,
    Prefetch,
    Query,
    QueryBatchRequest,
    QueryRequest,
    ScrollRequest,
    UpdateOperation,
)
from qdrant_edge import SparseVector as EdgeSparse

from tally.ingest.errors import ConfigError, ReindexNeeded
from tally.ingest.index.base import (
    IndexFilter, IndexHit, IndexMeta, IndexPoint, SearchMode, SparseVector, dense_values,
)
from tally.ingest.index.edge_shard import create_shard, load_shard, shard_exists
from tally.ingest.index.fusion import dbsf_fuse, fuse
from tally.ingest.index.meta import (
    BM25, DENSE, check_compatible, check_query, nothing_visible, sides, visible,
)

_UPSERT_BATCH = 512
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
        self._rows_dir = self.path / "rows"
        self._meta_file = self.path / "meta.json"
        self._write_lock = threading.Lock()
        self._wait_s = max(0.0, wait_s)
        self._shard: EdgeShard | None = load_shard(self._shard_dir, self._wait_s) if shard_exists(self._shard_dir) else None
        self._rows: EdgeShard | None = None
        if shard_exists(self._rows_dir):
            try:
                self._rows = load_shard(self._rows_dir, self._wait_s)
            except Exception:
                self._close_shards()
                raise

    # ---- lifecycle -------------------------------------------------------------------------
    def _shards(self) -> list[EdgeShard]:
        return [shard for shard in (self._shard, self._rows) if shard is not None]

    def _close_shards(self) -> None:
        for shard in self._shards():
            shard.flush()
            shard.close()
        self._shard = self._rows = None

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
                self._shard = create_shard(self._shard_dir, meta.dim, self._float16)

    def close(self) -> None:
        with self._write_lock:
            self._close_shards()

    def drop(self) -> None:
        """Delete every point and the meta: the next ensure() starts a fresh shard."""
        self.close()
        if self.path.exists():
            shutil.rmtree(self.path)

    def flush(self) -> None:
        """Persist the segments (updates are already in the write-ahead log)."""
        with self._write_lock:
            for shard in self._shards():
                shard.flush()

    def optimize(self) -> None:
        """Build the HNSW graph and merge segments (slow on big shards; queries stay exact without it).
        The rows shard has no graph to build; merging its segments would only cost memory."""
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
            with_dense = [p for p in points if p.dense is not None]
            bm25_only = [p for p in points if p.dense is None]
            if bm25_only and self._rows is None:
                self._rows = create_shard(self._rows_dir, None, self._float16)
            for target, other, part in ((shard, self._rows, with_dense), (self._rows, shard, bm25_only)):
                for start in range(0, len(part), _UPSERT_BATCH):
                    batch = part[start : start + _UPSERT_BATCH]
                    _write(target, batch, meta)
                    if other is not None:  # a point that gained or lost its dense vector moves
                        _delete_present(other, [p.id for p in batch])

    def delete(self, ids: list[str]) -> None:
        if not ids:
            return
        with self._write_lock:
            self._writable_shard()
            for shard in self._shards():
                shard.update(UpdateOperation.delete_points(list(ids)))

    # ---- reads -----------------------------------------------------------------------------
    def _count(self) -> int:
        return sum(shard.count(CountRequest(exact=True)) for shard in self._shards())

    def count(self) -> int:
        return self._count()

    def count_for_doc(self, doc_id: str) -> int:
        flt = Filter(must=[FieldCondition("doc_id", match=MatchValue(doc_id))])
        return sum(shard.count(CountRequest(exact=True, filter=flt)) for shard in self._shards())

    def ids_for_doc(self, doc_id: str) -> list[str]:
        flt = Filter(must=[FieldCondition("doc_id", match=MatchValue(doc_id))])
        return list(self._scroll(flt, with_payload=False))

    def point_docs(self) -> dict[str, str]:
        return self._scroll(None, with_payload=["doc_id"])

    def _scroll(self, flt: Filter | None, with_payload: bool | list[str]) -> dict[str, str]:
        """Point id -> doc id ("" without payload), page by page."""
        found: dict[str, str] = {}
        for shard in self._shards():
            offset = None
            while True:
                records, offset = shard.scroll(
                    ScrollRequest(offset=offset, limit=_SCROLL_PAGE, filter=flt, with_payload=with_payload,
                                  with_vector=False)
                )
                for record in records:
                    found[str(record.id)] = (record.payload or {}).get("doc_id", "") if with_payload else ""
                if offset is None:
                    break
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
        if not use_dense:
            return self._bm25(sparse, limit, flt, fields, with_payload)

        def dense_side(size: int) -> list[IndexHit]:
            request = QueryRequest(limit=size, query=Query.Nearest(list(dense), using=DENSE),
                                   filter=_edge_filter(flt, DENSE), with_payload=fields)
            return _hits(shard.query(request), with_payload)

        if not use_sparse:  # dense mode, or a fusion left with its dense side (stopword-only query)
            return dense_side(limit)
        if mode == "weighted" or self._rows is not None:
            # both side lists, fused here: the weighted mode needs each list's min and max, and with a rows
            # shard the BM25 side is merged from two shards first
            dense_hits = dense_side(candidates)
            bm25_hits = self._bm25(sparse, candidates, flt, fields, with_payload)
            if mode == "dbsf":
                return dbsf_fuse(dense_hits, bm25_hits, limit)
            return fuse(mode, dense_hits, bm25_hits, limit, rrf_k=rrf_k, dense_weight=dense_weight)
        fusion = Fusion.Rrf(k=rrf_k) if mode == "rrf" else Fusion.Dbsf()
        prefetches = [Prefetch(limit=candidates, query=Query.Nearest(list(dense), using=DENSE),
                               filter=_edge_filter(flt, DENSE)),
                      Prefetch(limit=candidates, query=_sparse_query(sparse), filter=_edge_filter(flt))]
        request = QueryRequest(limit=limit, prefetches=prefetches, query=fusion, filter=_edge_filter(flt),
                               with_payload=fields)
        return _hits(shard.query(request), with_payload)

    def _bm25(
        self, sparse: SparseVector, limit: int, flt: IndexFilter, fields: bool | list[str], with_payload: bool = False
    ) -> list[IndexHit]:
        """The BM25 top `limit` over both shards, merged by score."""
        request = QueryRequest(limit=limit, query=_sparse_query(sparse), filter=_edge_filter(flt), with_payload=fields)
        found = [hit for shard in self._shards() for hit in _hits(shard.query(request), with_payload)]
        return sorted(found, key=lambda h: (-h.score, h.id))[:limit]

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
        if sparse.indices and self._rows is not None:
            dense_hits = _hits(shard.query(requests[0]))
            return dense_hits, self._bm25(sparse, limit, flt, fields)
        if sparse.indices:
            requests.append(QueryRequest(limit=limit, query=_sparse_query(sparse), filter=_edge_filter(flt),
                                         with_payload=fields))
        found = [_hits(points) for points in shard.query_batch(QueryBatchRequest(requests))]
        return found[0], (found[1] if len(found) > 1 else [])

    def fetch(self, ids: list[str], flt: IndexFilter) -> list[IndexHit]:
        wanted = list(dict.fromkeys(ids))
        if not wanted or nothing_visible(flt):
            return []
        found: dict = {}
        for shard in self._shards():
            missing = [pid for pid in wanted if pid not in found]
            if missing:
                found.update((str(r.id), r) for r in shard.retrieve(missing, True, [BM25]))
        return [
            IndexHit(id=pid, score=0.0, doc_id=p["doc_id"], kind=p["kind"], payload=p, terms=_terms(found[pid].vector))
            for pid in wanted if pid in found and visible(p := found[pid].payload or {}, flt)
        ]


def _sparse_query(sparse: SparseVector) -> Query:
    return Query.Nearest(EdgeSparse(list(sparse.indices), list(sparse.values)), using=BM25)


def _write(shard: EdgeShard, batch: list[IndexPoint], meta: IndexMeta | None) -> None:
    """Upsert `batch`. A point without its own payload fields gets only the index's filter fields, which
    a big sheet's rows all share: they are written once per batch (overwrite_payload) instead of once per
    point, because Point() converts each payload string into the shard's types at ~7 µs a string (45 of
    the ~95 µs a late row cost to write). The stored payload is the same (tests/test_index_shared_payload.py).
    A crash between the two updates leaves the document `indexing`; reconcile rewrites its points."""
    shared: dict[tuple[str, str, tuple[str, ...]], list[str]] = {}
    points = []
    for point in batch:
        if point.payload:
            points.append(_point(point, meta, _payload(point.payload, point.doc_id, point.kind, point.groups)))
        else:
            points.append(_point(point, meta, {}))
            shared.setdefault((point.doc_id, point.kind, tuple(point.groups)), []).append(point.id)
    shard.update(UpdateOperation.upsert_points(points))
    for (doc_id, kind, groups), ids in shared.items():
        shard.update(UpdateOperation.overwrite_payload(ids, _payload(None, doc_id, kind, list(groups))))


def _payload(own: dict | None, doc_id: str, kind: str, groups: list[str]) -> dict:
    return {**(own or {}), "doc_id": doc_id, "kind": kind, "groups": groups}


def _point(point: IndexPoint, meta: IndexMeta | None, payload: dict) -> Point:
    if meta is not None and point.dense is not None and len(point.dense) != meta.dim:
        raise ConfigError(f"point {point.id}: dense vector has {len(point.dense)} dims, the index {meta.dim}")
    # Point() copies the vectors and payload into the shard's own types: no Python copies needed
    vectors: dict = {DENSE: dense_values(point)} if point.dense is not None else {}
    if point.sparse.indices:  # a chunk without index tokens simply has no bm25 vector
        vectors[BM25] = EdgeSparse(point.sparse.indices, point.sparse.values)
    return Point(point.id, vectors, payload)


def _delete_present(shard: EdgeShard, ids: list[str]) -> None:
    """Delete those of `ids` that `shard` holds (a lookup by id is cheaper than logging a delete of each)."""
    present = [str(record.id) for record in shard.retrieve(ids, False, False)]
    if present:
        shard.update(UpdateOperation.delete_points(present))
