"""The records ingestion produces and the stores keep: Document, Chunk, Key, TableData."""

import hashlib
import uuid
from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, Field

DocType = Literal["pdf", "xlsx", "csv", "markdown"]

# screen / concept: Markdown sections classified at ingest; note: Markdown text outside any heading;
# text: PDF prose; table: PDF table rows rendered one per line; row: one spreadsheet row;
# summary: one per sheet.
ChunkKind = Literal["screen", "concept", "note", "text", "table", "row", "summary"]

_CHUNK_NAMESPACE = uuid.UUID("6f1c2a9e-3d4b-4c8e-9a57-2b1e0d7f4c31")
_CHUNK_NAMESPACE_BYTES = _CHUNK_NAMESPACE.bytes


def doc_id_for(path: str) -> str:
    """Stable id of a document from its absolute path."""
    return "doc_" + hashlib.sha1(path.encode()).hexdigest()[:12]


def chunk_id_for(doc_id: str, position: int) -> str:
    """Deterministic from doc id + position, so re-ingest overwrites instead of duplicating.

    A UUID because Qdrant point ids must be UUIDs or integers.
    """
    # uuid.uuid5 by hand: the same id (tests/test_row_streaming.py) at a third of the cost, which a
    # 300,000-row sheet pays three times a row (catalog, index, the set of new ids)
    digest = bytearray(hashlib.sha1(_CHUNK_NAMESPACE_BYTES + f"{doc_id}:{position}".encode()).digest()[:16])
    digest[6] = (digest[6] & 0x0F) | 0x50  # version 5
    digest[8] = (digest[8] & 0x3F) | 0x80  # RFC 4122 variant
    h = digest.hex()
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def normalise_key(value: str) -> str:
    """Case-, space- and punctuation-insensitive form used to match key values across files."""
    return "".join(filter(str.isalnum, str(value).casefold()))  # filter: the same test, run in C


class Key(BaseModel):
    name: str  # the column or label the value came from, e.g. "Employee ID"
    value: str  # as written in the source
    norm: str  # normalise_key(value)


class Location(BaseModel):
    page_start: int | None = None
    page_end: int | None = None
    sheet: str | None = None
    row: int | None = None  # 1-based row number in the sheet as a user sees it
    section: str | None = None  # heading path joined with " > "


class Chunk(BaseModel):
    id: str
    doc_id: str
    position: int
    kind: ChunkKind
    text: str
    breadcrumbs: list[str] = []
    location: Location = Location()
    keys: list[Key] = []
    sibling_ids: list[str] = []  # all parts of one split section, in order (includes this chunk)
    part: tuple[int, int] | None = None  # (i, n), 1-based, when the section was split
    prev_id: str | None = None  # neighbour before, same section/page run
    next_id: str | None = None
    content_hash: str = ""
    groups: list[str] = ["public"]

    def embedding_text(self) -> str:
        """Breadcrumbs are embedded together with the text so headings steer retrieval."""
        if not self.breadcrumbs:
            return self.text
        return " > ".join(self.breadcrumbs) + "\n" + self.text


class TableData(BaseModel):
    """A table found in a sheet or a PDF, before it is typed and loaded into DuckDB."""

    name_hint: str  # e.g. "orders_orders" or "salary_register_p1"; the catalog makes it SQL-safe and unique
    headers: list[str]  # original headers as written
    rows: list[list[Any]]  # raw cell values, already with merged cells filled
    sheet: str | None = None
    pages: tuple[int, int] | None = None
    first_row: int | None = None  # sheet row number of rows[0], for row citations
    row_numbers: list[int] = []  # sheet row number of each row (blank rows inside a sheet are skipped)
    key_columns: list[str] = []  # original header names
    caption: str | None = None  # the title line a sheet prints above its header ("Visits register - spring term")
    # what a note line says a column holds, by header ("Ullage = pints claimed against the line")
    glosses: dict[str, str] = {}
    blanks: dict[str, str] = {}  # what a blank cell means, by header ("Completed blank = job still open")
    # row numbers of the subtotal and total lines among `rows`: kept (a question may ask for "Total assets"),
    # flagged in SQL (`_summary`) so counts and sums leave them out
    summary_rows: list[int] = []


class Document(BaseModel):
    id: str
    path: str  # absolute path
    type: DocType
    title: str
    sha256: str
    pages: int | None = None
    groups: list[str] = ["public"]
    chunks: list[Chunk] = []
    tables: list[TableData] = []
    indexed_at: datetime | None = None
    meta: dict[str, Any] = Field(default_factory=dict)
    # Sheet rows whose chunks are built batch by batch (ingest/convert/sheet_rows.py SheetRows), not in
    # `chunks`: a big sheet's rows as Chunk objects would not fit in bounded memory
    lazy_rows: list[Any] = []
