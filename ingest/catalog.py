"""The catalog: one DuckDB file with documents, chunks, keys and table metadata (schema `tally`) and the
data tables themselves (schema `main`).

Readers get read-only connections with external access disabled and the configuration locked, so the
SQL tool can hand the same connection to analyst queries. Each thread gets its own cursor. Every read
takes the caller's access groups: a row is visible when its groups share one with the caller's.
The pipeline is the only writer; it opens the file read-write and swaps a document in one transaction.
"""

import json
import threading
from pathlib import Path
from typing import Any

import duckdb

from tally.ingest import catalog_write
from tally.ingest.catalog_schema import DDL, SCHEMA
from tally.ingest.chunk_stream import ChunkStream
from tally.ingest.errors import ConfigError
from tally.ingest.models import Chunk, Document, Key, Location
from tally.ingest.records import (
    CatalogStatus,
    ColumnRecord,
    DocumentRecord,
    FailureRecord,
    KeyHit,
    TableRecord,
)
from tally.ingest.tables import BuiltTable

# One configuration for every connection to a catalog file in this process (DuckDB refuses a second
# connection to the same file with different settings). No file/URL access from SQL, settings frozen.
READ_CONFIG: dict[str, Any] = {"enable_external_access": False, "lock_configuration": True}
WRITE_CONFIG: dict[str, Any] = {"enable_external_access": False}

_DOC_COLUMNS = "id, path, sha256, type, title, pages, chunk_count, status, error, indexed_at, groups"
_CHUNK_COLUMNS = (
    "id, doc_id, position, kind, text, breadcrumbs, location, keys, sibling_ids, part, prev_id, next_id,"
    " content_hash, groups"
)
_VISIBLE = "list_has_any(groups, ?::VARCHAR[])"
_CACHE_ENTRIES = 50_000  # chunks (or documents) kept per read-only catalog, ~1 KB each


class Catalog:
    def __init__(self, path: Path, con: duckdb.DuckDBPyConnection, read_only: bool) -> None:
        self.path = path
        self.read_only = read_only
        self._con = con
        self._local = threading.local()
        self._cursors: list[duckdb.DuckDBPyConnection] = []
        self._lock = threading.Lock()
        # A read-only file cannot change while it is open (DuckDB lets no other process write it), so
        # its chunks and documents are cached: a search then re-reads nothing it has seen.
        self._chunk_cache: dict[str, Chunk | None] = {}
        self._doc_cache: dict[str, DocumentRecord | None] = {}

    @classmethod
    def open(cls, path: Path, read_only: bool = True) -> "Catalog":
        path = Path(path)
        try:
            if read_only and not path.exists():
                # An empty store answers "nothing indexed yet" instead of failing every reader.
                path.parent.mkdir(parents=True, exist_ok=True)
                duckdb.connect(str(path), config=WRITE_CONFIG).execute(DDL).close()
            if read_only:
                return cls(path, duckdb.connect(str(path), read_only=True, config=READ_CONFIG), True)
            con = duckdb.connect(str(path), config=WRITE_CONFIG)
        except duckdb.IOException as exc:
            if "lock" not in str(exc).lower():
                raise
            # DuckDB allows one writing process, or any number of reading ones, per file.
            raise ConfigError(
                f"{path}: the catalog is in use by another process (an ingest still running?); try again when it ends"
            ) from exc
        con.execute(DDL)
        return cls(path, con, False)

    def connection(self) -> duckdb.DuckDBPyConnection:
        """This thread's cursor (read-only when the catalog was opened read-only)."""
        cursor = getattr(self._local, "cursor", None)
        if cursor is None:
            cursor = self._con.cursor()
            self._local.cursor = cursor
            with self._lock:
                self._cursors.append(cursor)
        return cursor

    def close(self) -> None:
        with self._lock:
            for cursor in self._cursors:
                cursor.close()
            self._cursors.clear()
        self._con.close()

    def __enter__(self) -> "Catalog":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ---- documents -------------------------------------------------------------------------------

    def documents(self, groups: list[str] | None = None) -> list[DocumentRecord]:
        """All documents visible to `groups`; None means every document (operators: status, prune)."""
        sql = f"SELECT {_DOC_COLUMNS} FROM {SCHEMA}.documents"
        params: list[Any] = []
        if groups is not None:
            sql += f" WHERE {_VISIBLE}"
            params.append(list(groups))
        return [_document(r) for r in self.connection().execute(sql + " ORDER BY path", params).fetchall()]

    def document(self, doc_id: str) -> DocumentRecord | None:
        return self.documents_by_id([doc_id]).get(doc_id)

    def documents_by_id(self, doc_ids: list[str]) -> dict[str, DocumentRecord]:
        """Document records by id in one read (unknown ids are left out)."""
        wanted = [i for i in dict.fromkeys(doc_ids) if i not in self._doc_cache]
        found: dict[str, DocumentRecord | None] = dict.fromkeys(wanted)
        if wanted:
            rows = self.connection().execute(
                f"SELECT {_DOC_COLUMNS} FROM {SCHEMA}.documents WHERE id = ANY(?::VARCHAR[])", [wanted]
            ).fetchall()
            found.update((row[0], _document(row)) for row in rows)
            self._remember(self._doc_cache, found)
        known = {**{i: self._doc_cache.get(i) for i in doc_ids}, **found}
        return {i: doc for i, doc in known.items() if doc is not None}

    def document_by_path(self, path: str) -> DocumentRecord | None:
        row = self.connection().execute(
            f"SELECT {_DOC_COLUMNS} FROM {SCHEMA}.documents WHERE path = ?", [path]
        ).fetchone()
        return _document(row) if row else None

    # ---- chunks and keys -------------------------------------------------------------------------

    def chunks(self, ids: list[str], groups: list[str]) -> list[Chunk]:
        """Chunks in the order of `ids`; unknown ids and chunks outside `groups` are dropped."""
        if not ids:
            return []
        wanted = [i for i in dict.fromkeys(ids) if i not in self._chunk_cache]
        found: dict[str, Chunk | None] = dict.fromkeys(wanted)
        if wanted:
            # `= ANY(list)` is answered from the ART index on id (catalog_schema): ~2 ms for 30 ids at
            # 100k chunks, where a join with the list scanned the whole table (~25 ms)
            rows = self.connection().execute(
                f"SELECT {_CHUNK_COLUMNS} FROM {SCHEMA}.chunks WHERE id = ANY(?::VARCHAR[])", [wanted]
            ).fetchall()
            found.update((row[0], _chunk(row)) for row in rows)
            self._remember(self._chunk_cache, found)
        allowed = set(groups)
        out = []
        for i in dict.fromkeys(ids):
            chunk = found[i] if i in found else self._chunk_cache.get(i)
            if chunk is not None and allowed.intersection(chunk.groups):
                out.append(chunk)
        return out

    def _remember(self, cache: dict, found: dict) -> None:
        if not self.read_only:
            return  # this process may write: nothing read here is final
        if len(cache) + len(found) > _CACHE_ENTRIES:
            cache.clear()  # bounded memory; a full cache is refilled by the searches that need it
        cache.update(found)

    def chunks_for_doc(self, doc_id: str, groups: list[str]) -> list[Chunk]:
        rows = self.connection().execute(
            f"SELECT {_CHUNK_COLUMNS} FROM {SCHEMA}.chunks WHERE doc_id = ? AND {_VISIBLE} ORDER BY position",
            [doc_id, list(groups)],
        ).fetchall()
        return [_chunk(r) for r in rows]

    def find_keys(self, norm: str, groups: list[str], other_than_doc: str | None = None) -> list[KeyHit]:
        """Keys with this normalised value, visible to `groups` (optionally outside one document)."""
        # The groups test runs here, not in SQL: with it in the WHERE clause DuckDB scans every key
        # instead of using the ART index on norm (49 vs 4 ms at 1.2M keys, tests/benchmarks/bench_search.py)
        outside = " AND doc_id <> ?" if other_than_doc is not None else ""
        rows = self.connection().execute(
            f'SELECT name, value, norm, chunk_id, doc_id, table_name, "row", groups FROM {SCHEMA}.keys'
            f" WHERE norm = ?{outside}",
            [norm] + ([other_than_doc] if other_than_doc is not None else []),
        ).fetchall()
        allowed = set(groups)
        # sorted here (doc, row with no row last, chunk): an ORDER BY cost DuckDB ~0.3 ms per lookup
        rows.sort(key=lambda r: (r[4], r[6] is None, r[6] or 0, r[3]))
        return [_key_hit(r[:-1]) for r in rows if allowed.intersection(r[-1] or ())]

    def key_values(self, groups: list[str]) -> list[KeyHit]:
        """One hit per distinct (name, normalised value) visible to `groups`, for fuzzy matching."""
        rows = self.connection().execute(
            f'SELECT name, arg_min(value, chunk_id), norm, min(chunk_id), arg_min(doc_id, chunk_id),'
            f' arg_min(table_name, chunk_id), arg_min("row", chunk_id)'
            f" FROM {SCHEMA}.keys WHERE {_VISIBLE} GROUP BY name, norm ORDER BY norm, name",
            [list(groups)],
        ).fetchall()
        return [_key_hit(r) for r in rows]

    # ---- data tables -----------------------------------------------------------------------------

    def tables(self, groups: list[str]) -> list[TableRecord]:
        return self._tables(groups)

    def table(self, name: str, groups: list[str]) -> TableRecord | None:
        found = self._tables(groups, name)
        return found[0] if found else None

    def _tables(self, groups: list[str], name: str | None = None) -> list[TableRecord]:
        where = "list_has_any(t.groups, ?::VARCHAR[])" + (" AND t.name = ?" if name is not None else "")
        params: list[Any] = [list(groups)] + ([name] if name is not None else [])
        con = self.connection()
        caption = "t.caption" if has_column(con, "tables", "caption") else "NULL"
        rows = con.execute(
            f"SELECT t.name, t.doc_id, d.path, d.title, t.sheet, t.page_start, t.page_end, t.row_count,"
            f" t.key_columns, t.groups, {caption} FROM {SCHEMA}.tables t JOIN {SCHEMA}.documents d ON d.id = t.doc_id"
            f" WHERE {where} ORDER BY t.name",
            params,
        ).fetchall()
        if not rows:
            return []
        columns: dict[str, list[ColumnRecord]] = {}
        gloss = "gloss" if has_column(con, "columns", "gloss") else "NULL"
        blank = "blank" if has_column(con, "columns", "blank") else "NULL"
        for table_name, name, header, type_, samples, note, empty in con.execute(
            f"SELECT table_name, name, header, type, samples, {gloss}, {blank} FROM {SCHEMA}.columns"
            f" WHERE list_contains(?::VARCHAR[], table_name) ORDER BY table_name, position",
            [[r[0] for r in rows]],
        ).fetchall():
            columns.setdefault(table_name, []).append(
                ColumnRecord(name=name, header=header, type=type_, samples=samples or [], gloss=note, blank=empty)
            )
        return [_table(r, columns.get(r[0], [])) for r in rows]

    # ---- operator views --------------------------------------------------------------------------

    def failures(self, groups: list[str] | None = None) -> list[FailureRecord]:
        """Files that failed to ingest, as `groups` may see them (None: all, for operators). A failure whose
        groups are unknown (unreadable `.tally-groups`, or a catalog older than the column) is an operator's."""
        con = self.connection()
        # A catalog written before failures had groups, opened read-only, has not been migrated yet.
        column = "groups" if has_column(con, "failures", "groups") else "NULL::VARCHAR[] AS groups"
        visible = "" if groups is None else f" WHERE groups IS NOT NULL AND {_VISIBLE}"
        rows = con.execute(
            f'SELECT path, error, "at", groups FROM (SELECT path, error, "at", {column} FROM {SCHEMA}.failures)'
            f"{visible} ORDER BY path", [] if groups is None else [list(groups)]
        ).fetchall()
        return [FailureRecord(path=p, error=e, at=a, groups=g) for p, e, a, g in rows]

    def status(self, groups: list[str] | None = None) -> CatalogStatus:
        """Counts of what `groups` may see (None: everything, for operators). A failed file is shown only
        to callers of its groups, and never when it is the path of a document the caller may not see."""
        con = self.connection()
        visible = "" if groups is None else f" WHERE {_VISIBLE}"
        params = [] if groups is None else [list(groups)]

        def counts(sql: str) -> dict[str, int]:
            return {str(k): int(v) for k, v in con.execute(sql, params).fetchall()}

        by_kind = counts(f"SELECT kind, count(*) FROM {SCHEMA}.chunks{visible} GROUP BY kind ORDER BY kind")
        tables, rows = con.execute(
            f"SELECT count(*), coalesce(sum(row_count), 0) FROM {SCHEMA}.tables{visible}", params
        ).fetchone()
        by_status = counts(f"SELECT status, count(*) FROM {SCHEMA}.documents{visible} GROUP BY status")
        hidden = set() if groups is None else {d.path for d in self.documents()} - {d.path for d in self.documents(groups)}
        return CatalogStatus(
            documents=sum(by_status.values()),
            documents_by_type=counts(f"SELECT type, count(*) FROM {SCHEMA}.documents{visible} GROUP BY type ORDER BY type"),
            documents_by_status=by_status,
            chunks=sum(by_kind.values()),
            chunks_by_kind=by_kind,
            tables=int(tables),
            table_rows=int(rows),
            keys=int(con.execute(f"SELECT count(*) FROM {SCHEMA}.keys{visible}", params).fetchone()[0]),
            last_indexed_at=con.execute(
                f"SELECT max(indexed_at) FROM {SCHEMA}.documents WHERE status = 'ok'"
                + ("" if groups is None else f" AND {_VISIBLE}"), params
            ).fetchone()[0],
            failures=[f for f in self.failures(groups) if f.path not in hidden],
        )

    # ---- writers (the ingest pipeline only) ------------------------------------------------------

    def replace_document(
        self, doc: Document, tables: list[BuiltTable], status: str = "ok", chunks: ChunkStream | None = None
    ) -> list[str]:
        """Swap in a document's rows and data tables in one transaction; returns the table names.
        The pipeline passes status `indexing` and sets `ok` once the document's points are written.
        `chunks`: the document's chunks as the pipeline streams them (default: a stream over `doc`)."""
        return self._in_transaction(lambda con: _replace(con, doc, tables, status, chunks))

    def trim_memory(self) -> None:
        """Let DuckDB drop the blocks it still caches after a big swap (~150 MB after 300,000 rows): they are
        on disk, and the index written next needs the memory. Its memory limit is lowered for a moment."""
        con = self._writer()
        with self._lock:
            try:
                # DuckDB evicts what it can, then refuses a limit below what stays pinned (its ART indexes)
                con.execute("SET memory_limit = '64MB'")
            except duckdb.Error:
                pass  # the blocks it could drop are dropped; the refusal itself changes nothing
            finally:
                con.execute("RESET memory_limit")

    def delete_document(self, doc_id: str) -> None:
        self._in_transaction(lambda con: catalog_write.drop_document(con, doc_id))

    def set_status(self, doc_id: str, status: str, error: str | None) -> None:
        self._writer().execute(
            f"UPDATE {SCHEMA}.documents SET status = ?, error = ? WHERE id = ?", [status, error, doc_id]
        )

    def record_failure(self, path: str, error: str, groups: list[str] | None = None) -> None:
        """`groups`: the file's access groups, None when they are not known (then only operators see it)."""

        def write(con: duckdb.DuckDBPyConnection) -> None:
            con.execute(f"DELETE FROM {SCHEMA}.failures WHERE path = ?", [path])
            con.execute(
                f'INSERT INTO {SCHEMA}.failures (path, error, "at", groups) VALUES (?, ?, ?, ?)',
                [path, error, catalog_write._now(), groups],
            )

        self._in_transaction(write)

    def clear_failures(self, paths: list[str] | None = None) -> None:
        if paths is None:
            self._writer().execute(f"DELETE FROM {SCHEMA}.failures")
        else:
            self._writer().execute(f"DELETE FROM {SCHEMA}.failures WHERE list_contains(?::VARCHAR[], path)", [paths])

    def clear(self) -> None:
        """Drop every document and data table (used by re-index)."""
        def wipe(con: duckdb.DuckDBPyConnection) -> None:
            for (doc_id,) in con.execute(f"SELECT id FROM {SCHEMA}.documents").fetchall():
                catalog_write.drop_document(con, doc_id)
            con.execute(f"DELETE FROM {SCHEMA}.failures")

        self._in_transaction(wipe)

    def _writer(self) -> duckdb.DuckDBPyConnection:
        if self.read_only:
            raise RuntimeError("catalog opened read-only; only the ingest pipeline writes")
        return self._con

    def _in_transaction(self, work: Any) -> Any:
        con = self._writer()
        with self._lock:
            con.execute("BEGIN TRANSACTION")
            try:
                result = work(con)
            except BaseException:
                con.execute("ROLLBACK")
                raise
            con.execute("COMMIT")
        return result


def _replace(
    con: duckdb.DuckDBPyConnection, doc: Document, tables: list[BuiltTable], status: str, chunks: ChunkStream | None
) -> list[str]:
    catalog_write.drop_document(con, doc.id)
    return catalog_write.insert_document(con, doc, tables, status, chunks)


def _document(row: tuple) -> DocumentRecord:
    return DocumentRecord(**dict(zip(_DOC_COLUMNS.split(", "), row, strict=True)))


def _chunk(row: tuple) -> Chunk:
    (id_, doc_id, position, kind, text, crumbs, location, keys, siblings, part, prev_id, next_id, digest,
     groups) = row
    return Chunk(
        id=id_, doc_id=doc_id, position=position, kind=kind, text=text, breadcrumbs=crumbs or [],
        location=Location.model_validate_json(location), keys=[Key(**k) for k in json.loads(keys)],
        sibling_ids=siblings or [], part=tuple(part) if part else None, prev_id=prev_id, next_id=next_id,
        content_hash=digest or "", groups=groups or [],
    )


def has_column(con: duckdb.DuckDBPyConnection, table: str, column: str) -> bool:
    """Whether the catalog table has the column: a catalog written before the column was added, opened
    read-only, has not been migrated (the DDL's ALTERs run only for writers)."""
    return bool(con.execute(
        "SELECT count(*) FROM duckdb_columns() WHERE database_name = current_database()"
        f" AND schema_name = '{SCHEMA}' AND table_name = ? AND column_name = ?", [table, column]).fetchone()[0])


def _key_hit(row: tuple) -> KeyHit:
    name, value, norm, chunk_id, doc_id, table_name, source_row = row
    return KeyHit(
        name=name, value=value, norm=norm, chunk_id=chunk_id, doc_id=doc_id, table_name=table_name, row=source_row
    )


def _table(row: tuple, columns: list[ColumnRecord]) -> TableRecord:
    name, doc_id, path, title, sheet, page_start, page_end, row_count, key_columns, groups, caption = row
    pages = (page_start, page_end) if page_start is not None else None
    return TableRecord(
        name=name, doc_id=doc_id, source=path, title=title, sheet=sheet, pages=pages, row_count=row_count,
        key_columns=key_columns or [], columns=columns, groups=groups or [], caption=caption,
    )
