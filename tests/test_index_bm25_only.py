"""Points without a dense vector (a big sheet's rows past the dense limit), mixed with points that have
one, on both index implementations: found by BM25 and by every fusion, never by dense search, counted
once, and moved rather than duplicated when a re-ingest gives or takes a dense vector. The embedded
index keeps them in a sparse-only shard (ingest/index/edge_shard.py), which is what bounds its memory."""

import pytest

from tally.ingest.index.base import IndexFilter
from tests.test_index_contract import CORPUS, META, MODES, PUBLIC, ask, open_impl, pid, point

# late rows of the "orders" sheet: BM25 only
LATE = [
    ("orders", 10, "row", ["public"], "Order ID: SO-20991\nCustomer: Quarry Textiles\nAmount: 7,700"),
    ("orders", 11, "row", ["public"], "Order ID: SO-20992\nCustomer: Lantern Optics\nAmount: 310"),
    ("orders", 12, "row", ["hr"], "Order ID: SO-20993\nCustomer: Hidden Payroll Vendor\nAmount: 99"),
]


def bm25_only(row):
    return point(*row).model_copy(update={"dense": None})


@pytest.fixture(params=["edge", "remote"])
def mixed(request, tmp_path):
    idx = open_impl(request.param, tmp_path)
    idx.ensure(META)
    idx.upsert([point(*row) for row in CORPUS] + [bm25_only(row) for row in LATE])
    yield idx
    idx.close()


@pytest.mark.parametrize("mode", [m for m in MODES if m != "dense"])
def test_a_late_row_is_found_in_every_mode_that_reads_bm25(mixed, mode):
    hits = [h.id for h in ask(mixed, "order SO-20991 Quarry Textiles", mode)]
    # BM25 puts it first; a fusion ranks above it the points both sides found (every point with a dense
    # vector is a dense candidate here): it still comes back, above the late rows that do not match
    assert pid("orders", 10) in (hits[:1] if mode == "bm25" else hits[:10])
    assert hits.index(pid("orders", 10)) < hits.index(pid("orders", 11))
    # the points with a dense vector are still found beside them
    assert ask(mixed, "invoice INV-2026-0043 Borealis Foods catering", mode)[0].id == pid("inv43", 0)


def test_dense_search_never_returns_a_late_row(mixed):
    late = {pid("orders", p) for _, p, *_ in LATE}
    assert not late & {h.id for h in ask(mixed, "order SO-20991 Quarry Textiles", "dense", limit=50)}


@pytest.mark.parametrize("mode", [m for m in MODES if m != "dense"])
def test_groups_hide_a_late_row(mixed, mode):
    assert pid("orders", 12) not in {h.id for h in ask(mixed, "SO-20993 Hidden Payroll Vendor", mode)}
    seen = ask(mixed, "SO-20993 Hidden Payroll Vendor", mode, IndexFilter(groups=["hr"]))
    assert pid("orders", 12) in {h.id for h in seen}


def test_counts_ids_fetch_and_delete_span_every_point(mixed):
    assert mixed.count() == len(CORPUS) + len(LATE)
    assert mixed.count_for_doc("orders") == 3 + len(LATE)
    assert sorted(mixed.ids_for_doc("orders")) == sorted(pid("orders", p) for p in (0, 1, 2, 10, 11, 12))
    assert mixed.point_docs()[pid("orders", 11)] == "orders"
    fetched = mixed.fetch([pid("orders", 11), pid("inv42", 0), pid("orders", 12)], PUBLIC)
    assert [h.id for h in fetched] == [pid("orders", 11), pid("inv42", 0)]  # the hr row is filtered out
    assert fetched[0].terms  # its BM25 term indices come back
    mixed.delete([pid("orders", 10), pid("inv42", 0)])
    assert mixed.count() == len(CORPUS) + len(LATE) - 2
    assert pid("orders", 10) not in {h.id for h in ask(mixed, "order SO-20991 Quarry Textiles", "bm25")}


def test_a_point_losing_then_regaining_its_dense_vector_moves_instead_of_doubling(mixed):
    row = CORPUS[5]  # orders:0, written with a dense vector
    mixed.upsert([bm25_only(row)])
    assert mixed.count() == len(CORPUS) + len(LATE)
    assert mixed.ids_for_doc("orders").count(pid("orders", 0)) == 1
    assert pid("orders", 0) not in {h.id for h in ask(mixed, "order SO-10123 Harbor Logistics", "dense", limit=50)}
    assert ask(mixed, "order SO-10123 Harbor Logistics", "bm25")[0].id == pid("orders", 0)
    mixed.upsert([point(*LATE[0])])  # a late row gains one (the dense limit was raised)
    assert mixed.count() == len(CORPUS) + len(LATE)
    assert ask(mixed, "order SO-20991 Quarry Textiles", "dense")[0].id == pid("orders", 10)


def test_the_embedded_index_keeps_bm25_only_points_in_their_own_shard(tmp_path):
    plain = open_impl("edge", tmp_path / "plain")
    plain.ensure(META)
    plain.upsert([point(*row) for row in CORPUS])
    plain.close()
    assert not (tmp_path / "plain" / "edge" / "rows").exists()  # nothing changes for an index without them

    idx = open_impl("edge", tmp_path / "mixed")
    idx.ensure(META)
    idx.upsert([point(*row) for row in CORPUS] + [bm25_only(row) for row in LATE])
    idx.close()
    again = open_impl("edge", tmp_path / "mixed")
    try:
        assert again._shard.count(_exact()) == len(CORPUS)  # noqa: SLF001 - the layout is what this test checks
        assert again._rows.count(_exact()) == len(LATE)  # noqa: SLF001
        assert ask(again, "order SO-20992 Lantern Optics", "bm25")[0].id == pid("orders", 11)
    finally:
        again.close()


def _exact():
    from qdrant_edge import CountRequest

    return CountRequest(exact=True)


def test_a_new_embedded_shard_walks_its_graph_for_filtered_searches(tmp_path):
    """Every search carries the caller's groups filter; under Qdrant's default full-scan threshold a
    10k-chunk store scanned every vector per query although optimize() had built the HNSW graph."""
    import json

    from tally.ingest.index.edge_shard import FULL_SCAN_KB

    idx = open_impl("edge", tmp_path)
    idx.ensure(META)
    idx.upsert([point(*row) for row in CORPUS])
    idx.close()
    config = json.loads((tmp_path / "edge" / "shard" / "edge_config.json").read_text())
    assert config["hnsw_config"]["full_scan_threshold"] == FULL_SCAN_KB < 10_000
