"""A big sheet's late rows are built batch by batch (ingest/chunk_stream.py) instead of held: the stream
must give the very chunks the eager path gives (ids, positions, neighbours, text, keys, location, hash),
and its index pass the same ids, positions and text without the keys and hash only the catalog stores."""

import csv

import pytest

from tally.ingest.chunk_stream import ChunkStream
from tally.ingest.convert import convert
from tally.ingest.convert.sheet_rows import build_rows_up_to
from tally.ingest.embedders.hashing import HashingEmbedder
from tally.ingest.points import wants_dense
from tally.ingest.split import finalize

DENSE_ROWS = 6


@pytest.fixture(scope="module")
def sheet(tmp_path_factory):
    path = tmp_path_factory.mktemp("rows") / "parcels.csv"
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(["Parcel", "Sender", "Note", "Weight"])
        for i in range(1, 30):
            note = f"see claim CLM-{i:04d}" if i % 4 == 0 else ("" if i % 5 == 0 else "fragile")
            writer.writerow([f"PCL-{i:05d}", f"sender{i % 3}", note, i * 1.5])
    return path


def _finalized(doc):
    embedder = HashingEmbedder()
    return finalize(doc, embedder.count_tokens, embedder.max_tokens, 0.9,
                    embedded=lambda chunk: wants_dense(chunk, DENSE_ROWS))


def test_the_stream_gives_the_chunks_the_eager_path_gives(sheet):
    eager = _finalized(build_rows_up_to(convert(sheet, lazy_rows=True), -1)).chunks
    lazy_doc = _finalized(build_rows_up_to(convert(sheet, lazy_rows=True), DENSE_ROWS))
    assert lazy_doc.lazy_rows  # most rows are left to the stream
    streamed = [c for batch in ChunkStream(lazy_doc, size=7).batches() for c in batch]
    assert [c.model_dump() for c in streamed] == [c.model_dump() for c in eager]
    assert any(k.value == "CLM-0012" for c in streamed for k in c.keys)  # an ID inside a text cell is a key


def test_the_index_pass_has_the_same_points_without_keys_or_hash(sheet):
    doc = _finalized(build_rows_up_to(convert(sheet, lazy_rows=True), DENSE_ROWS))
    stream = ChunkStream(doc, size=5)
    catalog = [c for batch in stream.batches() for c in batch]
    index = [c for batch in stream.batches(for_index=True) for c in batch]
    assert [(c.id, c.position, c.kind, c.embedding_text(), c.location) for c in index] == [
        (c.id, c.position, c.kind, c.embedding_text(), c.location) for c in catalog]
    late = [c for c in index if not wants_dense(c, DENSE_ROWS)]
    assert late and all(c.keys == [] and c.content_hash == "" for c in late)


def test_streamed_chunks_share_no_lists(sheet):
    doc = _finalized(build_rows_up_to(convert(sheet, lazy_rows=True), DENSE_ROWS))
    first, second = [c for batch in ChunkStream(doc).batches() for c in batch if c.kind == "row"][-2:]
    for name in ("breadcrumbs", "keys", "sibling_ids", "groups"):
        assert getattr(first, name) is not getattr(second, name), name
    assert first.location is not second.location and first.location.row != second.location.row


def test_chunk_ids_are_the_uuid5_of_doc_and_position():
    import uuid

    from tally.ingest.models import _CHUNK_NAMESPACE, chunk_id_for

    for doc_id, position in [("doc_0123456789ab", 0), ("doc_x", 7), ("doc_ünï", 299_999), ("", 123)]:
        assert chunk_id_for(doc_id, position) == str(uuid.uuid5(_CHUNK_NAMESPACE, f"{doc_id}:{position}"))
