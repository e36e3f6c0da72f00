"""What the catalog returns to its readers (tools, CLI): documents, tables, keys, status."""

from datetime import datetime

from pydantic import BaseModel


class DocumentRecord(BaseModel):
    id: str
    path: str
    sha256: str
    type: str
    title: str
    pages: int | None = None
    chunk_count: int = 0
    # ok: current version indexed. stale: a newer version of the file failed; this one is still served.
    # error: the catalog has this version but the vector index may not (re-ingest repairs it).
    status: str = "ok"
    error: str | None = None
    indexed_at: datetime | None = None
    groups: list[str] = ["public"]


class KeyHit(BaseModel):
    name: str  # column or label the value came from
    value: str  # as written
    norm: str
    chunk_id: str
    doc_id: str
    table_name: str | None = None  # data table holding the row, for keys of spreadsheet/PDF rows
    row: int | None = None  # source row number (the table's _row column)


class ColumnRecord(BaseModel):
    name: str  # SQL name
    header: str  # original header as written in the file
    type: str  # DuckDB type
    samples: list[str] = []  # a few distinct non-null values, as SQL sees them
    gloss: str | None = None  # what the sheet's note line says the column holds
    blank: str | None = None  # what a blank cell means ("job still open")


class TableRecord(BaseModel):
    name: str  # SQL name in schema main
    doc_id: str
    source: str  # path of the source document
    title: str  # title of the source document
    sheet: str | None = None
    pages: tuple[int, int] | None = None
    row_count: int
    key_columns: list[str] = []  # SQL names
    columns: list[ColumnRecord] = []
    groups: list[str] = ["public"]
    caption: str | None = None  # the title line above a sheet's header


class FailureRecord(BaseModel):
    path: str
    error: str
    at: datetime
    groups: list[str] | None = None  # the file's groups; None: unknown, shown to operators only


class CatalogStatus(BaseModel):
    documents: int
    documents_by_type: dict[str, int]
    documents_by_status: dict[str, int]
    chunks: int
    chunks_by_kind: dict[str, int]
    tables: int
    table_rows: int
    keys: int
    last_indexed_at: datetime | None
    failures: list[FailureRecord]
