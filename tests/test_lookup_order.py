"""lookup_key returns rows in an order that depends on the documents, not on where they are stored:
documents by path, each one's rows in reading order. Chunk and document ids are hashes of the path, and
rows ordered by them made a lookup follow different keys from one copy of a corpus to the next."""

import shutil
from pathlib import Path

import pytest

from tally.ingest.pipeline import ingest_paths
from tally.ingest.settings import Settings
from tally.ingest.stores import open_stores
from tally.tools.deps import build_deps
from tally.tools.lookup import lookup_key


def _lookup_rows(tmp: Path, sample_dir: Path, folder: str, value: str) -> list[tuple[str, str]]:
    corpus = tmp / folder / "corpus"
    shutil.copytree(sample_dir, corpus)
    settings = Settings(home=tmp / folder / "store", embedder="hashing")  # keys need no vectors
    report = ingest_paths([str(corpus)], settings)
    assert not report.failed
    stores = open_stores(settings, read_only=True)
    try:
        result = lookup_key(build_deps(stores, ["public"]), value)
        positions = {c.id: c.position for c in stores.catalog.chunks([r.chunk_id for r in result.rows], ["public"])}
        rows = [(Path(r.source).name, r.chunk_id, r.text) for r in result.rows]
    finally:
        stores.close()
    for (name, a, _), (next_name, b, _) in zip(rows, rows[1:]):
        if name == next_name:
            assert positions[a] < positions[b], "rows of one document out of reading order"
    return [(name, text) for name, _, text in rows]


@pytest.mark.parametrize("value", ["INV-2026-0041", "Copperleaf Cafes"])
def test_rows_come_in_the_same_order_wherever_the_corpus_is_stored(tmp_path, sample_dir, value):
    first = _lookup_rows(tmp_path, sample_dir, "one", value)
    second = _lookup_rows(tmp_path, sample_dir, "elsewhere-two", value)
    assert len(first) > 2 and first == second
    names = [name for name, _ in first]
    assert names == sorted(names, key=lambda n: names.index(n))  # each document's rows are together
