"""A finalized document's chunks in position order, a bounded batch at a time.

Most chunks are in `doc.chunks` (numbered by ingest/split.py finalize). A big sheet's rows past the
dense limit stay in `doc.lazy_rows` (ingest/convert/sheet_rows.py): their chunks are built here, batch
by batch, with the numbering finalize gave their source, so the catalog and the index each see every
chunk without the document ever holding them all. Building a row's chunk twice (once for the catalog,
once for the index) costs ~15 µs of CPU a row; holding 300,000 of them cost 1.2 GB.
"""

import hashlib
from collections.abc import Iterator

from typing import TYPE_CHECKING

from tally.ingest.models import Chunk, Document, chunk_id_for
from tally.ingest.progress import report

if TYPE_CHECKING:
    from tally.ingest.convert.sheet_rows import SheetRows

BATCH = 5000  # chunks built, written and dropped at a time (Settings.ingest_batch); the "rows" progress step


class ChunkStream:
    def __init__(self, doc: Document, size: int = BATCH) -> None:
        self.doc = doc
        self.size = max(1, size)
        self._lengths = [len(source) for source in doc.lazy_rows]
        self._rows = sum(self._lengths)

    def __len__(self) -> int:
        return len(self.doc.chunks) + self._rows

    @property
    def built(self) -> list[Chunk]:
        """The chunks already in memory (every chunk that gets a dense vector is one of them)."""
        return self.doc.chunks

    def ids(self) -> set[str]:
        return {chunk_id_for(self.doc.id, pos) for pos in range(len(self))}

    def batches(
        self, size: int | None = None, progress: str | None = None, for_index: bool = False
    ) -> Iterator[list[Chunk]]:
        """Every chunk in position order, at most `size` (default: the stream's) at a time. `progress`: report
        sheet rows done under this unit (every `size` rows), e.g. "rows" while the catalog is written.
        `for_index`: the late rows come without keys and content hash, which only the catalog stores
        (a third of the CPU of building them)."""
        size = size or self.size
        batch: list[Chunk] = []
        rows_total = sum(1 for c in self.built if c.kind == "row") + self._rows
        rows_done = 0
        for piece in self._pieces(size, for_index):
            for chunk in piece:
                batch.append(chunk)
                if chunk.kind == "row":
                    rows_done += 1
                    if progress and (rows_done % size == 0 or rows_done == rows_total):
                        report(progress, rows_done, rows_total)
                if len(batch) >= size:
                    yield batch
                    batch = []
        if batch:
            yield batch

    def _pieces(self, size: int, for_index: bool = False) -> Iterator[list[Chunk]]:
        built, at = self.doc.chunks, 0
        for source, length in zip(self.doc.lazy_rows, self._lengths, strict=True):
            first = at
            while at < len(built) and built[at].position < source.base:
                at += 1
            if at > first:
                yield built[first:at]
            for offset in range(0, length, size):
                count = min(size, length - offset)
                yield self._numbered(source, source.start + offset, source.start + offset + count, for_index)
        if at < len(built):
            yield built[at:]

    def _numbered(self, source: "SheetRows", lo: int, hi: int, for_index: bool = False) -> list[Chunk]:
        """Chunks of source.rows[lo:hi], numbered as ingest/split.py numbering() would."""
        doc, total = self.doc, len(self)
        first = source.base + lo - source.start
        ids = [chunk_id_for(doc.id, p) if 0 <= p < total else None for p in range(first - 1, first + hi - lo + 1)]
        out = []
        for k, index in enumerate(range(lo, hi)):
            chunk = source.chunk(index, with_keys=not for_index)
            # the fields finalize sets, without a copy (the chunk is new)
            chunk.__dict__.update(id=ids[k + 1], doc_id=doc.id, position=first + k, prev_id=ids[k],
                                  next_id=ids[k + 2], groups=list(doc.groups), sibling_ids=[])
            if not for_index:
                chunk.__dict__["content_hash"] = hashlib.sha256(chunk.embedding_text().encode()).hexdigest()
            out.append(chunk)
        return out


def stream_of(chunks: "list[Chunk] | ChunkStream") -> "ChunkStream":
    """A stream over numbered chunks already in memory (the catalog's, when reconcile rebuilds points)."""
    if isinstance(chunks, ChunkStream):
        return chunks
    return _ListStream(chunks)


class _ListStream(ChunkStream):
    def __init__(self, chunks: list[Chunk]) -> None:
        self._chunks = chunks
        self.size = BATCH
        self._rows = 0

    def __len__(self) -> int:
        return len(self._chunks)

    @property
    def built(self) -> list[Chunk]:
        return self._chunks

    def ids(self) -> set[str]:
        return {chunk.id for chunk in self._chunks}

    def _pieces(self, size: int, for_index: bool = False) -> Iterator[list[Chunk]]:
        yield self._chunks
