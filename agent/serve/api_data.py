"""Reading the stores over HTTP: tables, SQL (the same guard as `tally sql`), status, traces and the
cited passages of documents. Everything is filtered by the caller's groups."""

from collections import Counter
from typing import Any

from fastapi import APIRouter, Depends, HTTPException
from pydantic import BaseModel

from tally.agent.serve.auth import Caller
from tally.agent.trace_log import visible_to
from tally.agent.serve.service import Service
from tally.ingest.errors import TallyError
from tally.ingest.models import Chunk
from tally.ingest.records import DocumentRecord
from tally.tools.sql import SqlResult, TableList, list_tables, run_sql

_NEIGHBOURS = 3  # passages shown on each side of a cited one
_WHOLE_DOC_CHUNKS = 60  # a document this small is shown whole when no passage is cited


class SqlRequest(BaseModel):
    sql: str


class StatusOut(BaseModel):
    store_version: int
    groups: list[str]
    documents: int
    documents_by_type: dict[str, int]
    documents_by_status: dict[str, int]
    chunks: int
    tables: int
    table_rows: int
    embedder: str
    ingest_running: bool
    last_indexed_at: str | None = None
    failures: list[dict[str, Any]] | None = None  # admins only: paths and reasons of files in the caller's groups
    home: str | None = None  # admins only


class DocumentOut(BaseModel):
    document: DocumentRecord
    cited: str | None = None  # the cited chunk id
    chunks: list[Chunk]


def data_router(service: Service, current) -> APIRouter:  # noqa: ANN001 — the caller dependency
    router = APIRouter(prefix="/v1")
    stores = service.stores

    def query(work, caller: Caller):  # noqa: ANN001, ANN202
        with stores.reading() as version:
            try:
                return work(version.session.deps.for_groups(list(caller.groups)))
            except TallyError as exc:
                raise HTTPException(400, " ".join(str(exc).split())) from None

    @router.get("/tables", response_model=TableList)
    def tables(caller: Caller = Depends(current)) -> TableList:
        """The data tables the caller may query: name, source document, rows, columns."""
        return query(list_tables, caller)

    @router.post("/sql", response_model=SqlResult)
    def sql(body: SqlRequest, caller: Caller = Depends(current)) -> SqlResult:
        """One read-only SELECT over the caller's tables (same validation as the agent's run_sql)."""
        return query(lambda deps: run_sql(deps, body.sql), caller)

    @router.get("/status", response_model=StatusOut)
    def status(caller: Caller = Depends(current)) -> StatusOut:
        """What the caller's groups can see: documents, chunks, tables and rows, the store version."""
        groups = list(caller.groups)
        with stores.reading() as version:
            docs = version.catalog.documents(groups)
            tables = version.catalog.tables(groups)
            failures = [f.model_dump(mode="json") for f in version.catalog.failures(groups)] if caller.admin else None
            number = version.number
        last = max((d.indexed_at for d in docs if d.indexed_at), default=None)
        return StatusOut(
            store_version=number, groups=groups, documents=len(docs),
            documents_by_type=dict(Counter(d.type for d in docs)), documents_by_status=dict(Counter(d.status for d in docs)),
            chunks=sum(d.chunk_count for d in docs), tables=len(tables), table_rows=sum(t.row_count for t in tables),
            embedder=stores.embedder.name, ingest_running=service.jobs.ingest_running(),
            last_indexed_at=last.isoformat() if last else None, failures=failures,
            home=str(service.settings.home) if caller.admin else None,
        )

    @router.get("/traces")
    def traces(last: int = 20, caller: Caller = Depends(current)) -> list[dict[str, Any]]:
        """Recent runs whose groups the caller holds (a run is never shown to someone who could not ask it)."""
        records = [r for r in service.answerer.trace_log.records() if visible_to(r, list(caller.groups))]
        return [{k: r.get(k) for k in ("id", "logged_at", "question", "intent", "engine", "outcome", "refused")}
                | {"ms": (r.get("timings_ms") or {}).get("total"), "tools": len(r.get("trace") or [])}
                for r in records[-max(0, last):]]

    @router.get("/traces/{run_id}")
    def trace(run_id: str, caller: Caller = Depends(current)) -> dict[str, Any]:
        record = service.answerer.trace_log.find(run_id, list(caller.groups))
        if record is None:
            raise HTTPException(404, f"no run with id {run_id!r} visible to you")
        return record

    @router.get("/documents/{doc_id}", response_model=DocumentOut)
    def document(doc_id: str, chunk: str | None = None, caller: Caller = Depends(current)) -> DocumentOut:
        """A document and the passage a citation points at (with its neighbours), for showing sources."""
        groups = list(caller.groups)
        with stores.reading() as version:
            record = version.catalog.document(doc_id)
            if record is None or not set(record.groups) & set(groups):
                raise HTTPException(404, f"no document {doc_id!r} visible to you")
            if chunk:
                chunks = _around(version.catalog, chunk, groups)
                if not any(c.id == chunk and c.doc_id == doc_id for c in chunks):
                    raise HTTPException(404, f"no passage {chunk!r} in document {doc_id!r}")
            elif record.chunk_count <= _WHOLE_DOC_CHUNKS:
                chunks = version.catalog.chunks_for_doc(doc_id, groups)
            else:
                chunks = []
        return DocumentOut(document=record, cited=chunk, chunks=chunks)

    return router


def _around(catalog, chunk_id: str, groups: list[str]) -> list[Chunk]:  # noqa: ANN001
    """The cited chunk with up to _NEIGHBOURS neighbours on each side (same page or section run)."""
    found = catalog.chunks([chunk_id], groups)
    if not found:
        return []
    cited = found[0]
    before = _walk(catalog, cited, "prev_id", groups)
    return [*reversed(before), cited, *_walk(catalog, cited, "next_id", groups)]


def _walk(catalog, start: Chunk, link: str, groups: list[str]) -> list[Chunk]:  # noqa: ANN001
    """Up to _NEIGHBOURS chunks following `link` (prev_id or next_id) from `start`, nearest first."""
    walked: list[Chunk] = []
    cursor = start
    while getattr(cursor, link) and len(walked) < _NEIGHBOURS:
        found = catalog.chunks([getattr(cursor, link)], groups)
        if not found:
            break
        cursor = found[0]
        walked.append(cursor)
    return walked
