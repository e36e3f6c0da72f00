"""The FastAPI application of `tally serve`: the page at `/`, questions under `/v1`, and the routers of
data (tables, SQL, status, traces, documents), jobs (batch, ingest) and the OpenAI-compatible endpoint."""

from importlib import resources

from fastapi import Depends, FastAPI, HTTPException, Request
from fastapi.responses import HTMLResponse, StreamingResponse
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, Field

from tally.agent.answer import Answer
from tally.agent.serve.auth import Caller
from tally.agent.serve.runs import QuestionRun
from tally.agent.serve.service import Service
from tally.agent.serve.sse import SSE_HEADERS, finished, stream_run


class AskRequest(BaseModel):
    question: str = Field(..., description="The question, as a person would ask it.")


class Submitted(BaseModel):
    id: str
    events: str  # URL of the event stream
    result: str  # URL of the answer once done


class QuestionState(BaseModel):
    id: str
    question: str
    done: bool
    answer: Answer | None = None
    error: str | None = None


def caller_dependency(service: Service):  # noqa: ANN201 — a FastAPI dependency
    def caller(request: Request) -> Caller:
        return service.auth.caller(request)

    return caller


def create_app(service: Service) -> FastAPI:
    # FastAPI's /docs and /redoc load their pages from a CDN; /docs here renders /openapi.json offline.
    app = FastAPI(title="Tally", version="1", description="Grounded answers over your own files, with sources.",
                  docs_url=None, redoc_url=None)
    current = caller_dependency(service)
    answerer = service.answerer

    def visible_run(run_id: str, caller: Caller) -> QuestionRun:
        run = answerer.get(run_id)
        if run is None or not caller.may_see(run.groups):
            raise HTTPException(404, f"no question with id {run_id!r} visible to you")
        return run

    @app.get("/healthz")
    def healthz() -> dict:
        return {"ok": True, "store_version": service.stores.version}

    @app.post("/v1/ask", response_model=Answer)
    async def ask(body: AskRequest, stream: bool = False, caller: Caller = Depends(current)):  # noqa: ANN202
        """Answer one question (the output contract). With `?stream=true`, Server-Sent Events: `route`,
        one `tool` per tool call as it finishes, `delta` answer text, then `answer` (or `error`)."""
        run = answerer.submit(body.question, list(caller.groups), caller.name)
        if stream:
            return StreamingResponse(stream_run(run), media_type="text/event-stream", headers=SSE_HEADERS)
        await finished(run)
        if run.answer is None:
            raise HTTPException(400, run.error or "the question failed")
        return run.answer

    @app.post("/v1/questions", response_model=Submitted, status_code=202)
    def submit(body: AskRequest, caller: Caller = Depends(current)) -> Submitted:
        """Start answering; stream `/v1/questions/{id}/events` (re-attachable) or poll `/v1/questions/{id}`."""
        run = answerer.submit(body.question, list(caller.groups), caller.name)
        return Submitted(id=run.id, events=f"/v1/questions/{run.id}/events", result=f"/v1/questions/{run.id}")

    @app.get("/v1/questions/{run_id}/events")
    def events(run_id: str, request: Request, caller: Caller = Depends(current)) -> StreamingResponse:
        """The run's events from the start (or after `Last-Event-ID`), then live until the answer."""
        run = visible_run(run_id, caller)
        last = request.headers.get("last-event-id", "")
        start = int(last) if last.isdigit() else 0
        return StreamingResponse(stream_run(run, start), media_type="text/event-stream", headers=SSE_HEADERS)

    @app.get("/v1/questions/{run_id}", response_model=QuestionState)
    def question(run_id: str, caller: Caller = Depends(current)) -> QuestionState:
        run = visible_run(run_id, caller)
        return QuestionState(id=run.id, question=run.question, done=run.done, answer=run.answer, error=run.error)

    from tally.agent.serve.api_data import data_router
    from tally.agent.serve.api_jobs import jobs_router
    from tally.agent.serve.api_openai import openai_router

    app.include_router(data_router(service, current))
    app.include_router(jobs_router(service, current))
    app.include_router(openai_router(service, current))

    static = resources.files("tally.agent.serve") / "static"
    app.mount("/static", StaticFiles(directory=str(static)), name="static")

    @app.get("/", response_class=HTMLResponse, include_in_schema=False)
    def page() -> str:
        return (static / "index.html").read_text(encoding="utf-8")

    @app.get("/docs", response_class=HTMLResponse, include_in_schema=False)
    def docs() -> str:
        return (static / "docs.html").read_text(encoding="utf-8")

    return app

