"""`POST /v1/chat/completions`, OpenAI-compatible (model `tally`), so any OpenAI client or chat UI can
use Tally as if it were a model. The last user message is the question; the reply is the verified answer
followed by its numbered sources. Streaming sends that reply in pieces once it has passed verification
(a streamed draft the verifier later rejected could not be taken back from a chat client)."""

import json
import time
from collections.abc import AsyncIterator
from typing import Any, Literal

from fastapi import APIRouter, Depends, HTTPException
from fastapi.responses import StreamingResponse
from pydantic import BaseModel, ConfigDict

from tally.agent.answer import Answer
from tally.agent.serve.sse import SSE_HEADERS, finished
from tally.agent.serve.auth import Caller
from tally.agent.serve.runs import QuestionRun
from tally.agent.serve.service import Service

MODEL = "tally"
_PIECE = 48  # characters per streamed chunk


class ChatMessage(BaseModel):
    model_config = ConfigDict(extra="allow")
    role: str
    content: str | list[dict[str, Any]] | None = None


class ChatRequest(BaseModel):
    model_config = ConfigDict(extra="allow")  # temperature, max_tokens...: accepted, Tally is deterministic
    model: str = MODEL
    messages: list[ChatMessage]
    stream: bool = False


def _text(content: str | list[dict[str, Any]] | None) -> str:
    if isinstance(content, list):  # content parts: keep the text ones
        return " ".join(str(part.get("text", "")) for part in content if part.get("type") == "text")
    return content or ""


def question_of(request: ChatRequest) -> str:
    for message in reversed(request.messages):
        if message.role == "user" and _text(message.content).strip():
            return _text(message.content).strip()
    raise HTTPException(400, "messages: no user message with text; the last user message is the question")


def reply_text(answer: Answer) -> str:
    """The answer with its sources, numbered as the answer cites them."""
    if not answer.citations:
        return answer.answer
    lines = []
    for c in answer.citations:
        where = ", ".join(x for x in (f"p. {c.page}" if c.page else "", f"sheet {c.sheet}" if c.sheet else "",
                                      f"row {c.row}" if c.row else "") if x)
        lines.append(f"[{c.n}] {c.source}" + (f" ({where})" if where else ""))
    return answer.answer + "\n\nSources:\n" + "\n".join(lines)


def _usage(answer: Answer) -> dict[str, int]:
    usage = answer.usage or {}
    prompt, completion = usage.get("prompt_tokens", 0), usage.get("completion_tokens", 0)
    return {"prompt_tokens": prompt, "completion_tokens": completion, "total_tokens": prompt + completion}


def _chunk(run_id: str, created: int, delta: dict[str, Any], finish: Literal["stop"] | None = None) -> str:
    body = {"id": f"chatcmpl-{run_id}", "object": "chat.completion.chunk", "created": created, "model": MODEL,
            "choices": [{"index": 0, "delta": delta, "finish_reason": finish}]}
    return f"data: {json.dumps(body, ensure_ascii=False)}\n\n"


async def _finished(run: QuestionRun) -> Answer:
    await finished(run)
    if run.answer is None:
        raise HTTPException(400, run.error or "the question failed")
    return run.answer


async def _stream(run: QuestionRun) -> AsyncIterator[str]:
    created = int(time.time())
    yield _chunk(run.id, created, {"role": "assistant", "content": ""})
    try:
        answer = await _finished(run)
        text = reply_text(answer)
    except HTTPException as exc:
        text = f"error: {exc.detail}"
    for start in range(0, len(text), _PIECE):
        yield _chunk(run.id, created, {"content": text[start:start + _PIECE]})
    yield _chunk(run.id, created, {}, finish="stop")
    yield "data: [DONE]\n\n"


def openai_router(service: Service, current) -> APIRouter:  # noqa: ANN001 — the caller dependency
    router = APIRouter(prefix="/v1")

    @router.get("/models")
    def models() -> dict[str, Any]:
        return {"object": "list", "data": [{"id": MODEL, "object": "model", "created": 0, "owned_by": "tally"}]}

    @router.post("/chat/completions")
    async def chat(body: ChatRequest, caller: Caller = Depends(current)):  # noqa: ANN202
        if body.model != MODEL:
            raise HTTPException(404, f"model {body.model!r} not found; this server has one model, {MODEL!r}")
        run = service.answerer.submit(question_of(body), list(caller.groups), caller.name)
        if body.stream:
            return StreamingResponse(_stream(run), media_type="text/event-stream", headers=SSE_HEADERS)
        answer = await _finished(run)
        return {
            "id": f"chatcmpl-{run.id}", "object": "chat.completion", "created": int(time.time()), "model": MODEL,
            "choices": [{"index": 0, "message": {"role": "assistant", "content": reply_text(answer)},
                         "finish_reason": "stop"}],
            "usage": _usage(answer),
            "tally": answer.model_dump(mode="json"),  # the full contract, for clients that want citations as data
        }

    return router
