"""Writing one document into the catalog: bulk loads of its chunks, keys and data tables.

Called inside the catalog's transaction (Catalog.replace_document), so a document's rows and tables are
swapped all at once. Everything goes through registered numpy arrays and INSERT ... SELECT.
"""

import json
from datetime import datetime, timezone

import duckdb
import numpy as np
import pydantic_core

from tally.ingest.catalog_schema import SCHEMA
from tally.ingest.chunk_stream import ChunkStream
from tally.ingest.models import Chunk, Document
from tally.ingest.relations import link_tables, unlink_tables
from tally.ingest.sqlnames import table_name
from tally.ingest.tables import LINES_SUFFIX, SUMMARY_COLUMN, BuiltTable, insert_column_values

_VIEW = "_tally_load"


def drop_document(con: duckdb.DuckDBPyConnection, doc_id: str) -> list[str]:
    """Remove a document's rows and data tables; returns the dropped table names."""
    names = [r[0] for r in con.execute(f"SELECT name FROM {SCHEMA}.tables WHERE doc_id = ?", [doc_id]).fetchall()]
    listed = con.execute(f"SELECT count(*) FROM {SCHEMA}.documents WHERE id = ?", [doc_id]).fetchall()[0][0]
    if not names and not listed:
        # insert_document writes a document's row together with all its others in one transaction, so
        # a document that is not listed has nothing to delete: a new file skips five statements
        return names
    for name in names:
        con.execute(f'DROP TABLE IF EXISTS main."{name}"')
        con.execute(f'DROP TABLE IF EXISTS main."{name}{LINES_SUFFIX}"')
    con.execute(f"DELETE FROM {SCHEMA}.columns WHERE list_contains(?::VARCHAR[], table_name)", [names])
    con.execute(f"DELETE FROM {SCHEMA}.column_values WHERE list_contains(?::VARCHAR[], table_name)", [names])
    unlink_tables(con, names)
    for table in ("keys", "chunks", "tables"):
        con.execute(f"DELETE FROM {SCHEMA}.{table} WHERE doc_id = ?", [doc_id])
    con.execute(f"DELETE FROM {SCHEMA}.documents WHERE id = ?", [doc_id])
    return names


def insert_document(
    con: duckdb.DuckDBPyConnection, doc: Document, tables: list[BuiltTable], status: str = "ok",
    chunks: ChunkStream | None = None,
) -> list[str]:
    """Insert a document (whose old rows are already gone) with `status`; returns the names its tables got.
    Its chunks and keys go in batches (ingest/chunk_stream.py): a big sheet's rows are built as they are
    written, so memory stays bounded; the caller's transaction still makes the swap all-or-nothing."""
    names = _create_tables(con, doc, tables)
    link_tables(con, names)
    stream = chunks if chunks is not None else ChunkStream(doc)
    for batch in stream.batches(progress="rows"):
        _insert_chunks(con, doc, batch)
        _insert_keys(con, doc, batch, _table_for_chunk(batch, tables, names))
    con.execute(
        f"INSERT INTO {SCHEMA}.documents VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?)",
        [doc.id, doc.path, doc.sha256, doc.type, doc.title, doc.pages, len(stream), status, _now(), doc.groups],
    )
    con.execute(f"DELETE FROM {SCHEMA}.failures WHERE path = ?", [doc.path])
    return names


def _now() -> datetime:
    """UTC, stored naive (DuckDB TIMESTAMP)."""
    return datetime.now(timezone.utc).replace(tzinfo=None)


def _taken_names(con: duckdb.DuckDBPyConnection) -> set[str]:
    rows = con.execute(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'main'"
    ).fetchall()
    return {r[0] for r in rows}


def _create_tables(con: duckdb.DuckDBPyConnection, doc: Document, tables: list[BuiltTable]) -> list[str]:
    if not tables:
        return []
    taken = _taken_names(con)
    names = []
    for built in tables:
        name = table_name(built.hint, taken)
        con.register(_VIEW, built.arrays())
        try:
            if built.summary is None:
                con.execute(f'CREATE TABLE main."{name}" AS {built.select_sql(_VIEW)}')
            else:  # records in the table, its subtotal and total lines beside it
                loaded = f"SELECT * EXCLUDE ({SUMMARY_COLUMN}) FROM ({built.select_sql(_VIEW)})"
                con.execute(f'CREATE TABLE main."{name}" AS {loaded} WHERE NOT {SUMMARY_COLUMN}')
                con.execute(f'CREATE TABLE main."{name}{LINES_SUFFIX}" AS {loaded} WHERE {SUMMARY_COLUMN}')
        finally:
            con.unregister(_VIEW)
        pages = built.pages or (None, None)
        con.execute(
            f"INSERT INTO {SCHEMA}.tables (name, doc_id, sheet, page_start, page_end, row_count, key_columns, groups,"
            " caption) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [name, doc.id, built.sheet, pages[0], pages[1], built.row_count, built.key_columns, doc.groups,
             built.caption],
        )
        _insert_columns(con, name, built)
        insert_column_values(con, name, [c.name for c in built.columns if c.type == "VARCHAR"])
        names.append(name)
    return names


def _insert_columns(con: duckdb.DuckDBPyConnection, name: str, built: BuiltTable) -> None:
    if not built.columns:
        return
    con.executemany(
        f"INSERT INTO {SCHEMA}.columns (table_name, position, name, header, type, samples, gloss, blank)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        [[name, i, c.name, c.header, c.type, c.samples, c.gloss, c.blank] for i, c in enumerate(built.columns, start=1)],
    )


def _objects(values: list) -> np.ndarray:
    """A 1-d object array even when the values are lists or all None (np.array would guess a shape)."""
    return np.fromiter(values, dtype=object, count=len(values))


def _json(value: object) -> str:
    """pydantic's serializer: several times faster than json.dumps on 50k chunks' small lists."""
    return pydantic_core.to_json(value).decode()


def _insert_chunks(con: duckdb.DuckDBPyConnection, doc: Document, chunks: list[Chunk]) -> None:
    if not chunks:
        return
    groups = json.dumps(doc.groups)
    arrays = {
        "id": _objects([c.id for c in chunks]),
        "position": np.array([c.position for c in chunks], dtype=np.int64),
        "kind": _objects([c.kind for c in chunks]),
        "text": _objects([c.text for c in chunks]),
        "breadcrumbs": _objects([_json(c.breadcrumbs) for c in chunks]),
        "location": _objects([c.location.model_dump_json() for c in chunks]),
        "keys": _objects([_json(c.keys) for c in chunks]),
        "sibling_ids": _objects([_json(c.sibling_ids) for c in chunks]),
        "part": _objects([_json(list(c.part)) if c.part else None for c in chunks]),
        "prev_id": _objects([c.prev_id for c in chunks]),
        "next_id": _objects([c.next_id for c in chunks]),
        "content_hash": _objects([c.content_hash for c in chunks]),
    }
    con.register(_VIEW, arrays)
    try:
        con.execute(
            f"""INSERT INTO {SCHEMA}.chunks SELECT id, ?, position, kind, text,
                from_json(breadcrumbs, '["VARCHAR"]'), location, keys, from_json(sibling_ids, '["VARCHAR"]'),
                from_json(part, '["INTEGER"]'), prev_id, next_id, content_hash, from_json(?, '["VARCHAR"]')
                FROM {_VIEW}""",
            [doc.id, groups],
        )
    finally:
        con.unregister(_VIEW)


def _table_for_chunk(chunks: list[Chunk], tables: list[BuiltTable], names: list[str]) -> dict[str, str]:
    """Chunk id -> data table holding its rows: a sheet row's table, or the one table covering a PDF page."""
    by_sheet: dict[str, str] = {}
    for built, name in zip(tables, names, strict=True):
        if built.sheet is not None:
            by_sheet.setdefault(built.sheet, name)
    linked: dict[str, str] = {}
    for chunk in chunks:
        loc = chunk.location
        if chunk.kind == "row" and loc.sheet in by_sheet:
            linked[chunk.id] = by_sheet[loc.sheet]
        elif chunk.kind == "table" and loc.page_start is not None:
            covering = [
                name
                for built, name in zip(tables, names, strict=True)
                if built.pages and built.pages[0] <= loc.page_start <= built.pages[1]
            ]
            if len(covering) == 1:
                linked[chunk.id] = covering[0]
    return linked


def _insert_keys(con: duckdb.DuckDBPyConnection, doc: Document, chunks: list[Chunk], linked: dict[str, str]) -> None:
    pairs = [(c, k) for c in chunks for k in c.keys]
    if not pairs:
        return
    arrays = {
        "k0": _objects([k.name for _, k in pairs]),
        "k1": _objects([k.value for _, k in pairs]),
        "k2": _objects([k.norm for _, k in pairs]),
        "k3": _objects([c.id for c, _ in pairs]),
        "k4": _objects([linked.get(c.id) for c, _ in pairs]),
        "k5": _objects([c.location.row if c.kind == "row" else None for c, _ in pairs]),
    }
    con.register(_VIEW, arrays)
    try:
        con.execute(
            f"""INSERT INTO {SCHEMA}.keys SELECT k0, k1, k2, k3, ?, from_json(?, '["VARCHAR"]'), k4, k5::BIGINT
                FROM {_VIEW}""",
            [doc.id, json.dumps(doc.groups)],
        )
    finally:
        con.unregister(_VIEW)
