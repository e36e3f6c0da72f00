"""Result records of one evaluation run; the JSON written under the output folder is EvalReport."""

from datetime import datetime

from pydantic import BaseModel, Field

from tally.agent.evaluate.metrics import RefusalScores

MODES: tuple[str, ...] = ("dense", "bm25", "hybrid", "hybrid+rerank")


class RetrievalRecord(BaseModel):
    id: str
    kind: str
    mode: str
    rank: int | None  # 1-based rank of the first chunk matching the expected source
    top: list[str] = []  # "doc#section/page" of the first few results, for reading failures
    ms: float


class ModeScores(BaseModel):
    mode: str
    questions: int
    hit_at_1: float
    hit_at_5: float
    hit_at_10: float
    mrr: float
    p50_ms: float | None
    p95_ms: float | None


class AnswerRecord(BaseModel):
    id: str
    kind: str
    question: str
    must_refuse: bool
    refused: bool | None = None
    correct: bool
    reason: str = ""  # why it was scored wrong
    answer: str = ""
    intent: str | None = None
    sql: str | None = None
    citations: int = 0
    citations_in_context: bool | None = None  # every citation points at a context item of this run
    cites_expected: bool | None = None  # some citation points at the expected source
    expected_retrieved: bool | None = None  # expected source among the run's context or top-10 retrieval
    attribution: str | None = None  # for wrong answers: search | generation/planner | refusal | error
    ids_expected: list[str] = []  # IDs in the seeds, plus retrieved IDs the question names
    ids_lost: list[str] = []  # of those, the ones missing after compression
    latency_ms: float
    error: str | None = None
    table_choice: bool | None = None  # the run's SQL read the expected table (table kinds only)
    tables_used: list[str] = []  # tables the run's SQL mentions
    engine: str | None = None  # the engine that answered ("llm", or "offline" for intents the model leaves)
    usage: dict[str, int] | None = None  # model requests and tokens of the run (None: no model request)
    translated: str | None = None  # the English a model engine answered the question in


class KindScores(BaseModel):
    kind: str
    questions: int
    correct: int
    accuracy: float


class AnswerSummary(BaseModel):
    questions: int
    correct: int
    kinds: list[KindScores]
    refusal: RefusalScores
    citation_validity: float | None  # share of answered questions whose citations are all in context
    cites_expected: float | None  # share of answered questions citing the expected source
    id_survival: float | None  # share of ID-like tokens surviving compression, over runs that had any
    table_choice: float | None = None  # share of table questions whose SQL read the expected table
    table_choice_questions: int = 0
    p50_ms: float | None
    p95_ms: float | None
    attribution: dict[str, int] = {}


class EvalReport(BaseModel):
    golden: str
    corpus: str
    created_at: datetime
    engine: str | None = None
    embedder: str | None = None
    ingest_s: float | None = None
    modes: list[ModeScores] = []
    retrieval: list[RetrievalRecord] = []
    answers: list[AnswerRecord] = []
    summary: AnswerSummary | None = None
    comparison: list[str] = Field(default_factory=list)
    report_path: str | None = None
    chart_path: str | None = None
    json_path: str | None = None

    def mode(self, name: str) -> ModeScores | None:
        return next((m for m in self.modes if m.mode == name), None)
