"""Rows of a big sheet past settings.dense_rows_per_sheet: no dense vector, still found by BM25, by their
keys and by SQL (real CSV, real DuckDB catalog and qdrant-edge index, hashing embedder)."""

import csv

import pytest

from tally.ingest.index.base import IndexFilter
from tally.ingest.pipeline import ingest_paths
from tally.ingest.progress import Throttled
from tally.ingest.settings import Settings
from tally.ingest.stores import open_stores
from tally.tools.deps import build_deps
from tally.tools.lookup import lookup_key
from tally.tools.search import search_documents
from tally.tools.sql import run_sql

ROWS = 40
DENSE_ROWS = 12  # sheet rows 2..12 (the header is row 1) are embedded


@pytest.fixture(scope="module")
def store(tmp_path_factory):
    root = tmp_path_factory.mktemp("big_sheet")
    path = root / "shipments.csv"
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(["Shipment ID", "Carrier", "Destination", "Weight kg"])
        for i in range(1, ROWS + 1):
            writer.writerow([f"SHP-{i:05d}", f"carrier{i % 3}", f"harbour{i}", i * 10])
    settings = Settings(home=root / "store", embedder="hashing", qdrant_url=None, dense_rows_per_sheet=DENSE_ROWS)
    report = ingest_paths([path], settings)
    assert not report.failed
    with open_stores(settings) as stores:
        yield stores


def _row_of(stores, chunk_id: str) -> int | None:
    return stores.catalog.chunks([chunk_id], ["public"])[0].location.row


def test_rows_past_the_limit_have_no_dense_vector(store):
    everything = store.index.count()
    assert everything == ROWS + 1  # every row and the summary has a point (BM25 at least)
    dense = store.index.query(
        dense=store.embedder.embed_query("shipment").tolist(), sparse=None, mode="dense", limit=100, candidates=100,
        flt=IndexFilter(groups=["public"]),
    )
    rows = sorted(_row_of(store, h.id) for h in dense if h.kind == "row")
    kinds = {h.kind for h in dense}
    assert "summary" in kinds
    assert rows == list(range(2, DENSE_ROWS + 1))  # sheet rows 2..12, nothing later


def test_a_late_row_is_found_by_bm25_keys_and_sql(store):
    deps = build_deps(store, ["public"])
    late = "SHP-00037"
    found = search_documents(deps, f"harbour37 {late}", mode="hybrid")
    assert any(late in item.text for item in found.items if item.role == "seed")
    assert any(late in item.text for item in search_documents(deps, "harbour37", mode="bm25").items)
    lookup = lookup_key(deps, late)
    assert lookup.found and lookup.rows[0].row == 38 and "harbour37" in lookup.rows[0].text
    table = store.catalog.tables(["public"])[0].name
    counted = run_sql(deps, f'SELECT count(*), sum("weight_kg") FROM "{table}"')
    assert counted.rows == [[ROWS, sum(i * 10 for i in range(1, ROWS + 1))]]


def test_minus_one_embeds_every_row(tmp_path):
    path = tmp_path / "small.csv"
    path.write_text("Code,Name\n" + "".join(f"C-{i:04d},item{i}\n" for i in range(30)), encoding="utf-8")
    settings = Settings(home=tmp_path / "store", embedder="hashing", qdrant_url=None, dense_rows_per_sheet=-1)
    assert not ingest_paths([path], settings).failed
    with open_stores(settings) as stores:
        dense = stores.index.query(
            dense=stores.embedder.embed_query("item").tolist(), sparse=None, mode="dense", limit=100, candidates=100,
            flt=IndexFilter(groups=["public"]),
        )
        assert len(dense) == stores.index.count() == 31


def test_progress_reports_rows_and_chunks_inside_a_file(tmp_path):
    path = tmp_path / "ledger.csv"
    path.write_text("Entry,Amount\n" + "".join(f"E-{i:05d},{i}\n" for i in range(12_000)), encoding="utf-8")
    settings = Settings(home=tmp_path / "store", embedder="hashing", qdrant_url=None, dense_rows_per_sheet=100)
    seen: list[tuple[str, int, int]] = []
    files: list[tuple[str, int, int]] = []
    report = ingest_paths([path], settings, progress=lambda *a: files.append(a), file_progress=lambda *a: seen.append(a))
    assert not report.failed
    rows = [(done, total) for unit, done, total in seen if unit == "rows"]
    assert rows == [(5000, 12_000), (10_000, 12_000), (12_000, 12_000)]
    embedded = [(done, total) for unit, done, total in seen if unit == "chunks embedded"]
    assert embedded[-1] == (100, 100)  # the summary and sheet rows 2..100 (row 1 is the header)
    indexed = [done for unit, done, _ in seen if unit == "chunks indexed"]
    assert indexed == sorted(indexed) and indexed[-1] == 12_001
    assert files[-1] == (str(path), 1, 1)


def test_throttled_progress_speaks_after_the_interval_and_at_the_end():
    now = [0.0]
    said: list[tuple[str, int, int]] = []
    throttled = Throttled(lambda *a: said.append(a), every=10, clock=lambda: now[0])
    throttled("rows", 1, 3)
    assert said == []  # a short file stays quiet
    now[0] = 11
    throttled("rows", 2, 3)
    throttled("rows", 3, 3)
    assert said == [("rows", 2, 3), ("rows", 3, 3)]
