"""The ingest pipeline end to end on real files, real DuckDB and the real embedded Qdrant index.

The fast deterministic "hashing" embedder stands in for the default model where only plumbing is under
test; counting and failing embedders are real subclasses, not mocks.
"""

import re
import shutil
from pathlib import Path

import numpy as np
import pdfplumber
import pytest
from openpyxl import Workbook, load_workbook

from tally.ingest.embedders.hashing import HashingEmbedder
from tally.ingest.errors import ReindexNeeded
from tally.ingest.index.base import IndexFilter
from tally.ingest.pipeline import forget, ingest_paths
from tally.ingest.settings import Settings
from tally.ingest.stores import open_stores


class CountingEmbedder(HashingEmbedder):
    def __init__(self) -> None:
        self.texts = 0

    def embed_documents(self, texts: list[str]) -> np.ndarray:
        self.texts += len(texts)
        return super().embed_documents(texts)


class FailingEmbedder(HashingEmbedder):
    """Works for the first `good_calls` batches, then fails as a model server that went away would."""

    def __init__(self, good_calls: int) -> None:
        self.calls = 0
        self.good_calls = good_calls

    def embed_documents(self, texts: list[str]) -> np.ndarray:
        self.calls += 1
        if self.calls > self.good_calls:
            raise RuntimeError("embedding backend unavailable")
        return super().embed_documents(texts)


class OtherHashingEmbedder(HashingEmbedder):
    name = "hashing-256-alt"


@pytest.fixture
def settings(tmp_path) -> Settings:
    return Settings(home=tmp_path / "store", embedder="hashing")


@pytest.fixture
def corpus(tmp_path, sample_dir) -> Path:
    target = tmp_path / "corpus"
    shutil.copytree(sample_dir, target)
    return target


def _supported(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*") if p.suffix in {".pdf", ".xlsx", ".csv", ".md"})


def _consistent(settings: Settings) -> dict[str, int]:
    """Catalog and index hold exactly the same chunk ids, document by document."""
    with open_stores(settings) as stores:
        docs = stores.catalog.documents()
        every = sorted({g for d in docs for g in d.groups})
        total = 0
        for doc in docs:
            catalog_ids = {c.id for c in stores.catalog.chunks_for_doc(doc.id, every)}
            assert catalog_ids == set(stores.index.ids_for_doc(doc.id)), doc.path
            assert len(catalog_ids) == doc.chunk_count
            total += len(catalog_ids)
        assert stores.index.count() == total
        return {d.path: d.chunk_count for d in docs}


def _search(settings: Settings, text: str, groups: list[str], limit: int = 3) -> list[str]:
    with open_stores(settings) as stores:
        hits = stores.index.query(
            dense=stores.embedder.embed_query(text).tolist(), sparse=stores.sparse.encode_query(text),
            mode="rrf", limit=limit, candidates=30, flt=IndexFilter(groups=groups),
        )
        return [c.text for c in stores.catalog.chunks([h.id for h in hits], groups)]


def test_sample_corpus_ingests_with_the_register_table_complete(corpus, settings):
    report = ingest_paths([corpus], settings)
    assert report.failed == []
    assert sorted(Path(r.path) for r in report.ok) == [p.resolve() for p in _supported(corpus)]
    register = corpus / "salary_register_2026_03.pdf"
    with pdfplumber.open(register) as pdf:
        ids = set(re.findall(r"\bEMP-\d+\b", "\n".join(page.extract_text() for page in pdf.pages)))
    with open_stores(settings) as stores:
        doc = stores.catalog.document_by_path(str(register.resolve()))
        tables = [t for t in stores.catalog.tables(["public"]) if t.doc_id == doc.id]
        assert len(tables) == 1 and tables[0].pages == (1, 2)
        assert tables[0].row_count == len(ids) == 26
        id_column = tables[0].key_columns[0]
        rows = stores.catalog.connection().execute(f"SELECT {id_column} FROM {tables[0].name}").fetchall()
        assert {r[0] for r in rows} == ids
        status = stores.catalog.status()
    assert status.documents == len(_supported(corpus)) and status.failures == []
    _consistent(settings)


def test_reingest_of_an_unchanged_corpus_embeds_nothing(corpus, settings):
    first = CountingEmbedder()
    report = ingest_paths([corpus], settings, embedder=first)
    assert first.texts == report.embedded_chunks > 0
    again = CountingEmbedder()
    report = ingest_paths([corpus], settings, embedder=again)
    assert again.texts == 0 and report.ok == [] and len(report.skipped) == len(_supported(corpus))


def test_a_changed_file_replaces_its_chunks_without_duplicates(corpus, settings):
    ingest_paths([corpus], settings)
    before = _consistent(settings)
    page = corpus / "docs" / "settings.md"
    page.write_text("# Settings\n\nOnly one short paragraph about the zebra-striped ledger view remains.\n")
    orders = corpus / "orders.xlsx"
    workbook = load_workbook(orders)
    sheet = workbook["Orders"]
    sheet.delete_rows(sheet.max_row - 9, 10)  # the last ten orders
    workbook.save(orders)

    counting = CountingEmbedder()
    report = ingest_paths([corpus], settings, embedder=counting)
    assert sorted(Path(r.path).name for r in report.ok) == ["orders.xlsx", "settings.md"]
    assert counting.texts == sum(r.chunks for r in report.ok)
    after = _consistent(settings)
    assert after[str(page.resolve())] < before[str(page.resolve())]
    with open_stores(settings) as stores:
        doc = stores.catalog.document_by_path(str(orders.resolve()))
        tables = {t.sheet: t for t in stores.catalog.tables(["public"]) if t.doc_id == doc.id}
        assert tables["Orders"].row_count == 190
        assert len(stores.catalog.tables(["public"])) == len({t.name for t in stores.catalog.tables(["public"])})
    assert "zebra-striped" in " ".join(_search(settings, "zebra-striped ledger view", ["public"]))


def _rewrite_page(corpus: Path) -> tuple[Path, str, str]:
    page = corpus / "docs" / "credit-control.md"
    old_text = page.read_text()
    page.write_text("# Credit control\n\nCredit limits are now reviewed by the quokka committee every week.\n")
    return page, old_text, "quokka committee"


def test_a_failure_between_embedding_and_swap_keeps_the_old_version(corpus, settings):
    ingest_paths([corpus], settings)
    before = _consistent(settings)
    page, old_text, new_phrase = _rewrite_page(corpus)
    old_line = next(line for line in old_text.splitlines() if len(line.split()) > 8)

    def explode(doc) -> None:
        raise RuntimeError("disk full while swapping")

    report = ingest_paths([page], settings, before_swap=explode)
    assert [f.path for f in report.failed] == [str(page)] and "disk full" in report.failed[0].error
    assert _consistent(settings) == before
    assert old_line in "\n".join(_search(settings, old_line, ["public"]))
    with open_stores(settings) as stores:
        record = stores.catalog.document_by_path(str(page.resolve()))
        assert record.status == "stale" and "disk full" in record.error

    report = ingest_paths([page], settings, embedder=FailingEmbedder(good_calls=0))
    assert len(report.failed) == 1 and "embedding backend unavailable" in report.failed[0].error
    assert _consistent(settings) == before

    report = ingest_paths([page], settings)
    assert report.failed == [] and len(report.ok) == 1
    assert new_phrase in "\n".join(_search(settings, new_phrase, ["public"]))
    with open_stores(settings) as stores:
        assert stores.catalog.document_by_path(str(page.resolve())).status == "ok"
        assert stores.catalog.failures() == []


def test_bad_inputs_fail_one_line_each_and_the_rest_ingests(corpus, settings, tmp_path):
    ingest_paths([corpus], settings)
    stored = _consistent(settings)
    bad = corpus / "incoming"
    bad.mkdir()
    (bad / "corrupt.pdf").write_bytes(b"%PDF-1.7\n" + bytes(range(256)) * 20)
    (bad / "empty.md").write_bytes(b"")
    workbook = Workbook()
    workbook.active.title = "Blank"
    workbook.save(bad / "no_data.xlsx")
    (bad / "ghost.pdf").symlink_to(tmp_path / "nowhere.pdf")  # unreadable: a dangling link
    (bad / "good.md").write_text("# Returns\n\nA returned item is credited within five working days.\n")
    unsupported = bad / "minutes.docx"
    unsupported.write_bytes(b"PK\x03\x04 not really a docx")

    report = ingest_paths([corpus, unsupported], settings)
    failed = {Path(f.path).name: f.error for f in report.failed}
    assert sorted(failed) == ["corrupt.pdf", "empty.md", "ghost.pdf", "minutes.docx", "no_data.xlsx"]
    for name, error in failed.items():
        assert "\n" not in error and error.startswith(str(bad / name)), error
    assert [Path(r.path).name for r in report.ok] == ["good.md"]
    assert str(unsupported) not in report.ignored
    after = _consistent(settings)
    assert {k: v for k, v in after.items() if k in stored} == stored  # nothing stored was lost
    with open_stores(settings) as stores:
        assert sorted(Path(f.path).name for f in stores.catalog.failures()) == sorted(failed)


def test_prune_and_forget(corpus, settings):
    ingest_paths([corpus], settings)
    gone = corpus / "invoice_INV-2026-0043.pdf"
    gone.unlink()
    report = ingest_paths([corpus], settings, prune=True)
    assert report.pruned == [str(gone.resolve())] and report.ok == []
    remaining = _consistent(settings)
    assert str(gone.resolve()) not in remaining

    assert forget(corpus / "orders.xlsx", settings) == [str((corpus / "orders.xlsx").resolve())]
    removed = forget(corpus / "docs", settings)
    assert len(removed) == len(list((corpus / "docs").glob("*.md")))
    left = _consistent(settings)
    assert sorted(Path(p).name for p in left) == sorted(
        p.name for p in _supported(corpus) if p.parent == corpus and p.name != "orders.xlsx"
    )
    with open_stores(settings) as stores:
        assert not any(t.sheet == "Orders" for t in stores.catalog.tables(["public"]))
    with pytest.raises(Exception, match="not in the catalog"):
        forget(corpus / "orders.xlsx", settings)


def test_groups_from_folder_files_and_the_command_line(corpus, settings):
    (corpus / "docs" / ".tally-groups").write_text("# who may read the handbook\nstaff, support\n")
    ingest_paths([corpus], settings)
    with open_stores(settings) as stores:
        docs = {Path(d.path).name: d.groups for d in stores.catalog.documents()}
        assert docs["settings.md"] == ["staff", "support"] and docs["orders.xlsx"] == ["public"]
        doc_ids = {d.id for d in stores.catalog.documents(["support"])}
        assert doc_ids and all(d.groups == ["staff", "support"] for d in stores.catalog.documents(["support"]))
    with open_stores(settings) as stores:
        hits = stores.index.query(
            dense=stores.embedder.embed_query("settings").tolist(), sparse=stores.sparse.encode_query("settings"),
            mode="rrf", limit=50, candidates=50, flt=IndexFilter(groups=["public"]),
        )
        assert hits and not {h.doc_id for h in hits} & doc_ids  # the index filters by groups as well

    # naming one file of the restricted folder finds the same .tally-groups: unchanged, so skipped
    assert ingest_paths([corpus / "docs" / "settings.md"], settings).skipped == [str(corpus / "docs" / "settings.md")]

    report = ingest_paths([corpus / "orders.xlsx"], settings, groups=["finance"])
    assert len(report.ok) == 1  # a change of groups re-ingests even though the file is unchanged
    with open_stores(settings) as stores:
        record = stores.catalog.document_by_path(str((corpus / "orders.xlsx").resolve()))
        assert record.groups == ["finance"]
        assert all(t.groups == ["finance"] for t in stores.catalog.tables(["finance"]))
        assert not any(t.doc_id == record.id for t in stores.catalog.tables(["public"]))


def test_reindex_rebuilds_with_another_embedder(corpus, settings):
    ingest_paths([corpus / "docs"], settings)
    before = _consistent(settings)
    with pytest.raises(ReindexNeeded, match="re-index needed"):
        open_stores(settings, embedder=OtherHashingEmbedder())
    report = ingest_paths([], settings, reindex=True, embedder=OtherHashingEmbedder())
    assert report.failed == [] and len(report.ok) == len(before)
    with open_stores(settings, embedder=OtherHashingEmbedder()) as stores:
        assert stores.index.meta().embedder == "hashing-256-alt"
    with pytest.raises(ReindexNeeded):
        open_stores(settings)


def test_the_whole_frappe_books_docs_corpus_ingests(shared_dir, settings):
    docs = shared_dir / "corpora" / "frappe-books-docs"
    report = ingest_paths([docs], settings)
    assert report.failed == []
    assert len(report.ok) == len(list(docs.rglob("*.md"))) == 41
    assert all(r.chunks > 0 for r in report.ok)
    _consistent(settings)
