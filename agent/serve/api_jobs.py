"""Jobs over HTTP: a batch of questions (JSONL or CSV as the request body) and an ingest (paths on the
server, or one uploaded file), each answered with a job id to poll."""

import re
from pathlib import Path

from fastapi import APIRouter, Depends, HTTPException, Request
from fastapi.responses import FileResponse
from pydantic import BaseModel, Field

from tally.agent.serve.auth import Caller, require_admin
from tally.agent.serve.jobs import Job
from tally.agent.serve.service import Service
from tally.ingest.errors import TallyError

_SAFE_NAME = re.compile(r"[^A-Za-z0-9._ -]+")


class IngestRequest(BaseModel):
    paths: list[str] = Field(..., description="Files or folders on the server.")
    groups: list[str] | None = Field(None, description="Access groups of these documents (default: .tally-groups).")
    prune: bool = False


def _batch_suffix(request: Request, fmt: str | None) -> str:
    kind = (fmt or request.headers.get("content-type", "")).lower()
    if "csv" in kind:
        return ".csv"
    if "json" in kind:
        return ".jsonl"
    raise HTTPException(415, "send the questions as JSONL (Content-Type: application/x-ndjson) or CSV "
                             "(Content-Type: text/csv), or add ?format=jsonl|csv")


def jobs_router(service: Service, current) -> APIRouter:  # noqa: ANN001 — the caller dependency
    router = APIRouter(prefix="/v1")
    jobs = service.jobs

    def visible(job_id: str, caller: Caller) -> Job:
        job = jobs.get(job_id)
        if job is None or not caller.may_see(job.groups):
            raise HTTPException(404, f"no job with id {job_id!r} visible to you")
        return job

    @router.post("/batch", response_model=Job, status_code=202)
    async def batch(request: Request, format: str | None = None, caller: Caller = Depends(current)) -> Job:  # noqa: A002
        """Answer a file of questions (`{"id","question"}` lines or an `id,question` CSV) in the background."""
        suffix = _batch_suffix(request, format)
        body = await request.body()
        try:
            return jobs.submit_batch(body, suffix, list(caller.groups))
        except TallyError as exc:
            raise HTTPException(400, " ".join(str(exc).split())) from None

    @router.post("/ingest", response_model=Job, status_code=202)
    def ingest(body: IngestRequest, caller: Caller = Depends(current)) -> Job:
        """Ingest files or folders on the server (admin keys only). Questions keep being answered from
        the current version until the new one is swapped in."""
        require_admin(caller)
        return jobs.submit_ingest([Path(p) for p in body.paths], body.groups, body.prune, list(caller.groups))

    @router.post("/ingest/upload", response_model=Job, status_code=202)
    async def upload(request: Request, filename: str, groups: str | None = None,
                     caller: Caller = Depends(current)) -> Job:
        """Ingest one uploaded file (the request body; `?filename=report.pdf`; admin keys only). Its groups
        (`?groups=finance`) default to the caller's, and may only narrow them."""
        require_admin(caller)
        wanted = [g.strip() for g in (groups or "").split(",") if g.strip()] or list(caller.groups)
        extra = sorted(set(wanted) - set(caller.groups))
        if extra:
            raise HTTPException(403, f"you may not give documents the group(s) {', '.join(extra)}")
        name = _SAFE_NAME.sub("_", Path(filename).name).strip() or "upload"
        if Path(name).suffix.lower() not in (".pdf", ".xlsx", ".csv", ".md"):
            raise HTTPException(415, f"{name}: Tally ingests .pdf, .xlsx, .csv and .md files")
        body = await request.body()
        if not body:
            raise HTTPException(400, f"{name}: the request body is empty; send the file's bytes")
        return jobs.submit_upload(name, body, wanted, list(caller.groups))

    @router.get("/jobs/{job_id}", response_model=Job)
    def job(job_id: str, caller: Caller = Depends(current)) -> Job:
        """State and progress (done/total files or questions; for an ingest also `within`: rows, pages or
        chunks inside the file being ingested, and its recent `steps`); the summary or report when done."""
        return visible(job_id, caller)

    @router.get("/jobs/{job_id}/results")
    def results(job_id: str, caller: Caller = Depends(current)) -> FileResponse:
        """A batch's answers, one contract per JSON line (grows while the batch runs)."""
        found = visible(job_id, caller)
        path = jobs.results_path(found)
        if found.kind != "batch" or not path.is_file():
            raise HTTPException(404, f"job {job_id!r} has no results file")
        return FileResponse(path, media_type="application/x-ndjson", filename=f"{job_id}-answers.jsonl")

    return router
