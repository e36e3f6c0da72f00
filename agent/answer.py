"""The output contract: one `Answer` per question, for `tally ask --json`, each `tally batch` line and
the HTTP API. Field names are a contract: add fields freely, never rename these."""

from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, Field

from tally.agent.engine import Intent

EngineName = Literal["offline", "llm"]


class Citation(BaseModel):
    n: int  # the context item number the answer cites as [n]
    doc_id: str
    source: str  # source path of the document
    page: int | None = None
    sheet: str | None = None
    row: int | None = None
    chunk_id: str | None = None  # None for citations of an SQL result (the table's document)


class TraceStep(BaseModel):
    """One tool call of the run (a span of tools/trace.py)."""

    step: int
    tool: str
    args: dict[str, Any] = Field(default_factory=dict)
    ms: float
    ok: bool
    error: str | None = None
    summary: str = ""
    ids: list[str] = Field(default_factory=list)
    started_at: datetime | None = None
    by_loop: bool = False  # called by the loop itself (prefetch), not chosen by the engine


class Pipeline(BaseModel):
    """Stage statistics of the run's searches (summed when a run searched more than once)."""

    retrieved: int = 0
    after_floor: int = 0
    after_rerank: int = 0
    chars_before_compression: int = 0
    chars_after_compression: int = 0
    id_survival: dict[str, Any] = Field(default_factory=dict)
    degraded: bool = False
    best_score: float | None = None  # best dense score seen, for calibrating the floor


class PromptRef(BaseModel):
    name: str
    sha256: str  # of the prompt file's content, so a trace names the exact prompt version


class Answer(BaseModel):
    id: str
    question: str
    answer: str
    refused: bool
    intent: Intent
    engine: EngineName
    model: str | None = None
    citations: list[Citation] = Field(default_factory=list)
    sql: str | None = None
    trace: list[TraceStep] = Field(default_factory=list)
    pipeline: Pipeline = Field(default_factory=Pipeline)
    prompt: PromptRef | None = None
    context_sha256: str | None = None
    timings_ms: dict[str, float] = Field(default_factory=dict)
    usage: dict[str, int] | None = None
    # Additions beyond the contract.
    route_confidence: float | None = None
    route_reason: str | None = None
    outcome: Literal["answered", "refused", "fallback", "max_turns"] = "answered"
    problems: list[str] = Field(default_factory=list)  # verification problems of rejected drafts
    groups: list[str] = Field(default_factory=list)
    # The model endpoint failed (or its circuit is open): the offline engine answered (engine "offline").
    degraded: bool = False
    degraded_reason: str | None = None
    # The English the question was answered in, when a model engine translated it (agent/llm_translate.py).
    translated_question: str | None = None


class FailedLine(BaseModel):
    """A batch line for a question that raised instead of producing an Answer."""

    id: str
    question: str
    error: str
