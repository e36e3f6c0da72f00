"""The embedded index writes the filter fields that points without payload of their own share once per
batch (ingest/index/edge.py _write). What it stores must be exactly what one Point per point with its
whole payload stored: same ids, payloads and vectors, in both shards, also after points move between
them or change groups."""

from qdrant_edge import EdgeShard, Point, ScrollRequest, UpdateOperation
from qdrant_edge import SparseVector as EdgeSparse

from tally.ingest.index import edge
from tally.ingest.index.edge import EdgeIndex
from tally.ingest.index.edge_shard import create_shard
from tests.test_index_contract import CORPUS, META, point

LATE = [  # a big sheet's late rows: no dense vector, no payload of their own
    ("orders", 10 + n, "row", ["hr"] if n % 3 == 0 else ["public"], f"Order ID: SO-2{n:04d}\nCustomer: Vendor {n}")
    for n in range(1200)  # more than two upsert batches
]


def _bm25_only(row):
    return point(*row).model_copy(update={"dense": None})


def _with_own_payload(row):
    return point(*row).model_copy(update={"payload": {"v": 1, "position": row[1], "text": row[4]}})


def _stored(shard: EdgeShard) -> dict:
    records, offset = {}, None
    while True:
        page, offset = shard.scroll(ScrollRequest(offset=offset, limit=500, with_payload=True, with_vector=True))
        records.update({str(r.id): (r.payload, _plain(r.vector)) for r in page})
        if offset is None:
            return records


def _plain(vectors: dict) -> dict:
    """Vectors as lists (the engine's SparseVector compares by identity)."""
    return {name: (list(v.indices), list(v.values)) if name == "bm25" else list(v) for name, v in vectors.items()}


def _reference(tmp_path, name: str, points, dim: int | None) -> dict:
    """What the shard holds when every point is written with its whole payload, one Point each."""
    shard = create_shard(tmp_path / name, dim, False)
    try:
        written = []
        for p in points:
            vectors = {"dense": p.dense} if p.dense is not None else {}
            vectors["bm25"] = EdgeSparse(p.sparse.indices, p.sparse.values)
            payload = {**(p.payload or {}), "doc_id": p.doc_id, "kind": p.kind, "groups": p.groups}
            written.append(Point(p.id, vectors, payload))
        shard.update(UpdateOperation.upsert_points(written))
        return _stored(shard)
    finally:
        shard.close()


def test_stored_points_equal_one_whole_payload_per_point(tmp_path):
    dense = [_with_own_payload(row) for row in CORPUS[:4]] + [point(*row) for row in CORPUS[4:]]
    late = [_bm25_only(row) for row in LATE]
    index = EdgeIndex(tmp_path / "index")
    index.ensure(META)
    try:
        index.upsert(dense + late)
        assert _stored(index._shard) == _reference(tmp_path, "ref-shard", dense, META.dim)  # noqa: SLF001
        assert _stored(index._rows) == _reference(tmp_path, "ref-rows", late, None)  # noqa: SLF001
    finally:
        index.close()


def test_a_rewrite_leaves_no_field_of_the_previous_payload(tmp_path):
    """A point that had its own payload and comes back without one, in other groups and as another kind,
    holds only the new filter fields (an upsert replaces the payload; overwrite_payload must as well)."""
    row = ("orders", 10, "row", ["public"], LATE[0][4])
    index = EdgeIndex(tmp_path / "index")
    index.ensure(META)
    try:
        index.upsert([_with_own_payload(row)])
        index.upsert([_bm25_only(row)])  # moves to the rows shard
        index.upsert([_bm25_only(("orders", 10, "summary", ["hr", "finance"], row[4]))])
        stored = _stored(index._rows)  # noqa: SLF001
        assert [payload for payload, _ in stored.values()] == [
            {"doc_id": "orders", "kind": "summary", "groups": ["hr", "finance"]}
        ]
        assert _stored(index._shard) == {}  # noqa: SLF001
    finally:
        index.close()


def test_late_rows_convert_no_payload_per_point(tmp_path, monkeypatch):
    """The saving itself: no late row's Point carries a payload to convert (the fields go per batch)."""
    index = EdgeIndex(tmp_path / "index")
    index.ensure(META)
    converted = []
    real_point = edge.Point

    def spy(pid, vectors, payload):
        converted.append(payload)
        return real_point(pid, vectors, payload)

    monkeypatch.setattr(edge, "Point", spy)
    try:
        index.upsert([_bm25_only(row) for row in LATE])
    finally:
        index.close()
    assert len(converted) == len(LATE) and not any(converted)
