"""What a search reads: bm25 mode never embeds, and the read-only catalog's cache keeps access groups."""

from dataclasses import replace

import pytest

from tally.ingest.pipeline import ingest_paths
from tally.ingest.settings import Settings
from tally.ingest.stores import open_stores
from tally.tools.deps import build_deps
from tally.tools.search import retrieve_only, search_documents


class CountingEmbedder:
    """The real embedder, with its calls counted."""

    def __init__(self, inner) -> None:
        self.inner, self.calls = inner, 0
        self.name, self.dim, self.max_tokens = inner.name, inner.dim, inner.max_tokens

    def count_tokens(self, text: str) -> int:
        return self.inner.count_tokens(text)

    def embed_documents(self, texts):
        self.calls += 1
        return self.inner.embed_documents(texts)

    def embed_query(self, text):
        self.calls += 1
        return self.inner.embed_query(text)


@pytest.fixture(scope="module")
def store(tmp_path_factory):
    root = tmp_path_factory.mktemp("reads")
    (root / "public").mkdir()
    (root / "hr").mkdir()
    (root / "public" / "leave.md").write_text(
        "# Leave\n\n## Annual leave\n\nEmployees book annual leave in the HR portal, reference LV-2026-0001.\n",
        encoding="utf-8",
    )
    (root / "hr" / "bonus.md").write_text(
        "# Bonus\n\n## Retention bonus\n\nThe retention bonus for EMP-9901 is paid in March.\n", encoding="utf-8"
    )
    settings = Settings(home=root / "store", embedder="hashing", qdrant_url=None)
    assert not ingest_paths([root / "public"], settings).failed
    assert not ingest_paths([root / "hr"], settings, groups=["hr"]).failed
    with open_stores(settings) as stores:
        yield stores


def test_bm25_mode_never_embeds(store):
    counting = CountingEmbedder(store.embedder)
    deps = replace(build_deps(store, ["public"]), embedder=counting)
    result = search_documents(deps, "annual leave portal", mode="bm25")
    assert result.items and "leave.md" in result.items[0].source
    assert result.stats.best_dense_score is None and result.stats.floor is None
    assert retrieve_only(deps, "annual leave portal", "bm25", 5).hits
    assert counting.calls == 0
    search_documents(deps, "annual leave portal", mode="hybrid")
    assert counting.calls == 1  # the one query embedding of a hybrid search


def test_cached_chunks_still_obey_groups(store):
    hr = build_deps(store, ["hr"])
    secret = search_documents(hr, "retention bonus EMP-9901", mode="bm25")
    ids = [item.chunk_id for item in secret.items if "bonus.md" in item.source]
    assert ids and store.catalog.chunks(ids, ["hr"])  # read once: now in the read-only catalog's cache
    assert store.catalog.chunks(ids, ["public"]) == []
    assert [c.id for c in store.catalog.chunks(ids, ["public", "hr"])] == ids
    doc_id = secret.items[0].doc_id
    assert store.catalog.documents_by_id([doc_id, "doc_unknown"]).keys() == {doc_id}
