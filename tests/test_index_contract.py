"""One contract, two implementations: the embedded qdrant-edge shard and qdrant-client (local mode).

Points are built from a small synthetic corpus with the real SparseEncoder and the hashing embedder,
so each query's expected top hit is the document that shares its words (dense and BM25 agree).
"""

import uuid
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import numpy as np
import pytest

from tally.ingest.embedders.hashing import HashingEmbedder
from tally.ingest.errors import ConfigError, ReindexNeeded
from tally.ingest.index.base import IndexFilter, IndexMeta, IndexPoint, VectorIndex
from tally.ingest.index.edge import EdgeIndex
from tally.ingest.index.fusion import dbsf_fuse, fuse
from tally.ingest.index.remote import RemoteIndex
from tally.ingest.sparse import SparseEncoder

EMBEDDER = HashingEmbedder()
SPARSE = SparseEncoder()
META = IndexMeta(embedder=EMBEDDER.name, dim=EMBEDDER.dim)
MODES = ["dense", "bm25", "rrf", "dbsf", "weighted"]
PUBLIC = IndexFilter(groups=["public"])

# (doc, position, kind, groups, text)
CORPUS = [
    ("inv42", 0, "text", ["public"], "Invoice INV-2026-0042 issued to Acme Trading for 40 office chairs, total 5,200 EUR."),
    ("inv43", 0, "text", ["public"], "Invoice INV-2026-0043 issued to Borealis Foods for catering services, total 900 EUR."),
    ("inv44", 0, "text", ["public"], "Invoice INV-2026-0044 issued to Cobalt Mining for drilling equipment rental."),
    ("pwd", 0, "screen", ["public"], "Reset password screen: open Settings > Account > Security and press Reset Password."),
    ("pwd", 1, "concept", ["public"], "Why passwords expire: the security policy rotates credentials every ninety days."),
    ("orders", 0, "row", ["public"], "Order ID: SO-10123\nCustomer: Harbor Logistics\nAmount: 14,300"),
    ("orders", 1, "row", ["public"], "Order ID: SO-10124\nCustomer: Meadow Bakery\nAmount: 2,150"),
    ("orders", 2, "summary", ["public"], "Sheet Orders: 2 rows; columns Order ID, Customer, Amount."),
    ("ru", 0, "text", ["public"], "Счёт на оплату поставки молока для кафе «Ромашка», оплатить до пятницы."),
    ("payroll", 0, "table", ["hr"], "Salary register March: employee EMP-0042 Maria Lopez gross salary 4,100 net 3,050."),
    ("payroll", 1, "table", ["hr"], "Salary register March: employee EMP-0043 Tom Berg gross salary 3,900 net 2,920."),
]

# query -> (doc, position) of the expected top hit
EXPECTED = {
    "invoice INV-2026-0043 Borealis Foods catering": ("inv43", 0),
    "how do I reset my password in account security settings": ("pwd", 0),
    "order SO-10124 Meadow Bakery amount": ("orders", 1),
    "счета на оплату молока для кафе": ("ru", 0),
}
FORBIDDEN_QUERY = "salary register employee EMP-0042 Maria Lopez gross net"


def pid(doc: str, position: int) -> str:
    return str(uuid.uuid5(uuid.NAMESPACE_URL, f"{doc}:{position}"))


def point(doc: str, position: int, kind: str, groups: list[str], text: str) -> IndexPoint:
    return IndexPoint(
        id=pid(doc, position),
        dense=EMBEDDER.embed_documents([text])[0].tolist(),
        sparse=SPARSE.encode_document(text),
        doc_id=doc,
        kind=kind,
        groups=groups,
    )


def ask(index: VectorIndex, text: str, mode: str, flt: IndexFilter = PUBLIC, limit: int = 20, **kw):
    return index.query(
        dense=EMBEDDER.embed_query(text).tolist(),
        sparse=SPARSE.encode_query(text),
        mode=mode,
        limit=limit,
        candidates=30,
        flt=flt,
        **kw,
    )


def open_impl(kind: str, root: Path) -> VectorIndex:
    if kind == "edge":
        return EdgeIndex(root / "edge")
    return RemoteIndex(path=str(root / "local-qdrant"), collection="contract")


@pytest.fixture(params=["edge", "remote"])
def impl(request, tmp_path):
    """(kind, root) — tests open, close and reopen indexes themselves."""
    return request.param, tmp_path


@pytest.fixture
def index(impl):
    kind, root = impl
    idx = open_impl(kind, root)
    idx.ensure(META)
    idx.upsert([point(*row) for row in CORPUS])
    yield idx
    idx.close()


def test_upsert_count_and_ids_for_doc(index):
    assert index.count() == len(CORPUS)
    assert sorted(index.ids_for_doc("orders")) == sorted(pid("orders", i) for i in range(3))
    assert index.ids_for_doc("no-such-doc") == []
    assert index.meta() == META


@pytest.mark.parametrize("mode", MODES)
def test_every_mode_finds_the_expected_top_hit(index, mode):
    for query, (doc, position) in EXPECTED.items():
        hits = ask(index, query, mode)
        assert hits, f"{mode}: no hits for {query!r}"
        assert hits[0].id == pid(doc, position), f"{mode}: {query!r} -> {hits[0].doc_id}"
        assert hits[0].doc_id == doc
        assert [h.score for h in hits] == sorted((h.score for h in hits), reverse=True)


@pytest.mark.parametrize("mode", MODES)
def test_group_filter_hides_forbidden_points_in_every_mode(index, mode):
    hidden = {pid("payroll", 0), pid("payroll", 1)}
    visible = ask(index, FORBIDDEN_QUERY, mode, limit=50)
    assert visible, "other public points still match some words"
    assert not hidden & {h.id for h in visible}
    allowed = ask(index, FORBIDDEN_QUERY, mode, IndexFilter(groups=["public", "hr"]))
    assert allowed[0].id == pid("payroll", 0)
    assert ask(index, FORBIDDEN_QUERY, mode, IndexFilter(groups=[])) == []


@pytest.mark.parametrize("mode", MODES)
def test_doc_and_kind_filters(index, mode):
    query = "invoice issued total order customer amount"
    by_doc = ask(index, query, mode, IndexFilter(groups=["public"], doc_ids=["orders", "inv44"]))
    assert by_doc and {h.doc_id for h in by_doc} <= {"orders", "inv44"}
    by_kind = ask(index, query, mode, IndexFilter(groups=["public"], kinds=["row"]))
    assert by_kind and {h.kind for h in by_kind} == {"row"}
    both = ask(index, query, mode, IndexFilter(groups=["public"], doc_ids=["inv42"], kinds=["row"]))
    assert both == []


def test_weighted_fusion_follows_its_weight(index):
    query = "invoice INV-2026-0044 password"
    dense_top = ask(index, query, "dense")[0].id
    bm25_top = ask(index, query, "bm25")[0].id
    assert ask(index, query, "weighted", dense_weight=1.0)[0].id == dense_top
    assert ask(index, query, "weighted", dense_weight=0.0)[0].id == bm25_top
    fused = ask(index, query, "weighted")
    assert all(0.0 <= h.score <= 1.0 for h in fused) and fused[0].score == pytest.approx(1.0)


def test_stopword_only_query_falls_back_to_dense(index):
    text = "the of and"
    assert SPARSE.encode_query(text).indices == []
    assert ask(index, text, "bm25") == []
    dense_ids = [h.id for h in ask(index, text, "dense")]
    for mode in ("rrf", "dbsf", "weighted"):
        assert [h.id for h in ask(index, text, mode)] == dense_ids


def test_reupsert_overwrites_instead_of_duplicating(index):
    doc, position, _, groups, _ = CORPUS[2]
    new_text = "Credit note CN-77 replacing invoice INV-2026-0044 for Cobalt Mining."
    index.upsert([point(doc, position, "note", groups, new_text)])
    assert index.count() == len(CORPUS)
    hits = ask(index, "credit note CN-77", "rrf", IndexFilter(groups=["public"], kinds=["note"]))
    assert [h.id for h in hits] == [pid(doc, position)]


def test_delete_removes_points(index):
    gone = [pid("orders", 0), pid("orders", 1)]
    index.delete(gone)
    index.delete([])
    assert index.count() == len(CORPUS) - 2
    assert index.ids_for_doc("orders") == [pid("orders", 2)]
    for mode in MODES:
        assert not set(gone) & {h.id for h in ask(index, "order SO-10123 SO-10124 customer", mode)}


def test_reindex_needed_on_dim_or_name_mismatch(index):
    with pytest.raises(ReindexNeeded, match="re-index needed"):
        index.ensure(IndexMeta(embedder=EMBEDDER.name, dim=EMBEDDER.dim + 1))
    with pytest.raises(ReindexNeeded, match="use-multilingual-v3"):
        index.ensure(IndexMeta(embedder="use-multilingual-v3", dim=EMBEDDER.dim))
    index.ensure(META)  # the same model is fine, and keeps the points
    assert index.count() == len(CORPUS)


def test_drop_then_ensure_another_model(index):
    index.drop()
    assert index.meta() is None and index.count() == 0
    other = IndexMeta(embedder="other-model", dim=8)
    index.ensure(other)
    assert index.meta() == other
    index.upsert(
        [IndexPoint(id=pid("x", 0), dense=[1.0] * 8, sparse=SPARSE.encode_document("x"), doc_id="x", kind="text", groups=["public"])]
    )
    assert index.count() == 1


def test_writes_before_ensure_are_refused(impl):
    kind, root = impl
    idx = open_impl(kind, root)
    try:
        assert idx.meta() is None and idx.count() == 0
        assert ask(idx, "anything", "rrf") == []
        with pytest.raises(ConfigError):
            idx.upsert([point(*CORPUS[0])])
    finally:
        idx.close()


def test_reopening_a_persisted_index_keeps_points(impl):
    kind, root = impl
    first = open_impl(kind, root)
    first.ensure(META)
    first.upsert([point(*row) for row in CORPUS])
    before = [h.id for h in ask(first, FORBIDDEN_QUERY, "rrf")]
    first.close()

    again = open_impl(kind, root)
    try:
        assert again.count() == len(CORPUS)
        assert again.meta() == META
        assert [h.id for h in ask(again, FORBIDDEN_QUERY, "rrf")] == before
        with pytest.raises(ReindexNeeded):
            again.ensure(IndexMeta(embedder="other-model", dim=EMBEDDER.dim))
    finally:
        again.close()


def test_concurrent_queries_match_serial(impl):
    # Dense vectors are seeded random here: the hashing embedder gives many exactly-zero cosines,
    # whose order qdrant-client's numpy scoring varies in the last bits even serially, and
    # rank-based fusion would then differ for reasons unrelated to threads.
    kind, root = impl
    rng = np.random.default_rng(7)
    idx = open_impl(kind, root)
    idx.ensure(META)
    vectors = rng.standard_normal((len(CORPUS), EMBEDDER.dim))
    idx.upsert([point(*row).model_copy(update={"dense": v.tolist()}) for row, v in zip(CORPUS, vectors)])
    queries = [(rng.standard_normal(EMBEDDER.dim).tolist(), SPARSE.encode_query(q)) for q in [*EXPECTED, FORBIDDEN_QUERY]]
    jobs = [(dense, sparse, mode) for dense, sparse in queries for mode in MODES] * 4

    def run(job):
        dense, sparse, mode = job
        hits = idx.query(dense=dense, sparse=sparse, mode=mode, limit=20, candidates=30, flt=PUBLIC)
        return [(h.id, round(h.score, 6)) for h in hits]

    try:
        serial = [run(job) for job in jobs]
        with ThreadPoolExecutor(max_workers=4) as pool:
            threaded = list(pool.map(run, jobs))
    finally:
        idx.close()
    assert threaded == serial


def test_payload_comes_back_with_hits_and_by_id(index):
    extra = {"text": "a copy of the chunk", "position": 0, "keys": [["Order ID", "SO-10123", "so10123"]]}
    index.upsert([point(*CORPUS[5]).model_copy(update={"payload": extra})])  # orders, 0
    order = pid("orders", 0)
    hits = ask(index, "order SO-10123 Harbor Logistics amount", "rrf", with_payload=True)
    top = next(h for h in hits if h.id == order)
    assert top.payload is not None and {k: top.payload[k] for k in extra} == extra
    assert top.payload["doc_id"] == "orders" and top.payload["groups"] == ["public"]
    assert ask(index, "order SO-10123 Harbor Logistics amount", "rrf")[0].payload is None
    wanted = [pid("orders", 1), order, "00000000-0000-0000-0000-00000000abcd", pid("payroll", 0)]
    fetched = index.fetch(wanted, PUBLIC)
    # in the order asked; unknown ids and points outside the caller's groups left out
    assert [h.id for h in fetched] == [pid("orders", 1), order]
    assert fetched[1].payload["text"] == "a copy of the chunk" and fetched[1].doc_id == "orders"
    assert fetched[0].payload == {"doc_id": "orders", "kind": "row", "groups": ["public"]}
    assert sorted(fetched[0].terms) == sorted(point(*CORPUS[6]).sparse.indices)  # orders, 1: its BM25 terms
    assert [h.id for h in index.fetch(wanted, IndexFilter(groups=["hr"]))] == [pid("payroll", 0)]
    assert index.fetch(wanted, IndexFilter(groups=[])) == []
    assert index.fetch(wanted, IndexFilter(groups=["public"], kinds=["summary"])) == []


@pytest.mark.parametrize("method", ["rrf", "weighted", "dbsf"])
def test_fusing_the_two_sides_outside_gives_the_index_fusion(impl, method):
    """Search fuses the dense and BM25 lists it already has (ingest/index/fusion.py) instead of asking
    for a fused request: the result must be what the index's own fusion returns. Equal scores within a
    side list (tied ranks) are ordered arbitrarily by the engine, so those hits are compared as a set."""
    kind, root = impl
    rng = np.random.default_rng(11)  # random dense vectors: no tied cosines
    idx = open_impl(kind, root)
    idx.ensure(META)
    idx.upsert([point(*row).model_copy(update={"dense": rng.standard_normal(EMBEDDER.dim).tolist()}) for row in CORPUS])
    try:
        for text in [*EXPECTED, FORBIDDEN_QUERY, "invoice issued total order customer amount"]:
            common = dict(dense=rng.standard_normal(EMBEDDER.dim).tolist(), limit=30, candidates=30, flt=PUBLIC)
            sparse = SPARSE.encode_query(text)
            fused = idx.query(sparse=sparse, mode=method, **common)
            dense, bm25 = idx.query(sparse=None, mode="dense", **common), idx.query(sparse=sparse, mode="bm25", **{
                **common, "dense": None})
            # DBSF is computed here only when a rows shard splits the BM25 side (ingest/index/edge.py)
            mine = dbsf_fuse(dense, bm25, 30) if method == "dbsf" else fuse(method, dense, bm25, 30, rrf_k=60,
                                                                             dense_weight=0.65)
            assert {h.id for h in mine} == {h.id for h in fused}, text
            tied = {h.id for h in bm25 if [b.score for b in bm25].count(h.score) > 1}
            expected = {h.id: h.score for h in fused if h.id not in tied}
            # Qdrant computes in float32: scores agree to ~1e-6
            assert {h.id: h.score for h in mine if h.id not in tied} == pytest.approx(expected, abs=2e-6), text
    finally:
        idx.close()


def _rounded(hits) -> list[tuple[float, str, str, str]]:
    # the order of (near-)equal scores is the engine's: compared by score to 6 places, then id
    return sorted((-round(h.score, 6), h.id, h.doc_id, h.kind) for h in hits)


def test_both_sides_in_one_request_match_the_single_queries(index):
    for text in [*EXPECTED, FORBIDDEN_QUERY, "the and of"]:  # the last one: stopwords, no BM25 side
        dense, sparse = EMBEDDER.embed_query(text).tolist(), SPARSE.encode_query(text)
        for flt in (PUBLIC, IndexFilter(groups=["public", "hr"], kinds=["table", "row"])):
            got_dense, got_bm25 = index.query_sides(dense=dense, sparse=sparse, limit=30, flt=flt)
            common = dict(limit=30, candidates=30, flt=flt)
            expected_dense = index.query(dense=dense, sparse=None, mode="dense", **common)
            expected_bm25 = index.query(dense=None, sparse=sparse, mode="bm25", **common) if sparse.indices else []
            # qdrant-client's numpy scoring varies in the last bits between calls (zero cosines of the
            # hashing embedder even change order)
            assert _rounded(got_dense) == _rounded(expected_dense) and got_dense, text
            assert _rounded(got_bm25) == _rounded(expected_bm25), text
    dense, sparse = EMBEDDER.embed_query(FORBIDDEN_QUERY).tolist(), SPARSE.encode_query(FORBIDDEN_QUERY)
    assert index.query_sides(dense=dense, sparse=sparse, limit=30, flt=IndexFilter(groups=[])) == ([], [])
