"""Rerankers: one protocol, an offline default and two optional model-backed ones.

Every reranker returns one score per candidate (higher is better) plus a `degraded` flag. A
model-backed reranker that fails or times out is replaced by the offline one for that call, and the
outcome says so (degraded=True, reason), so the trace shows the answer was ranked without the model.
"""

from dataclasses import dataclass, field
import json
import math
import re
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from pathlib import Path
from typing import Protocol

from pydantic import BaseModel

from tally.ingest.errors import ConfigError, LLMError
from tally.ingest.settings import Settings
from tally.ingest.text import simple_words as simple_tokens  # the fallback when no BM25 tokenizer is given
from tally.tools.ids import id_norms
from tally.tools.memo import TextMemo, id_norms_of

Tokenizer = Callable[[str], list[str]]
TermIndex = Callable[[str], int]

# Words that carry no topical signal in questions; kept short on purpose (the overlap is IDF-weighted
# over the candidate set, which already discounts words every candidate shares).
_STOP = frozenset(
    "a an and are as at be by can do does for from how i in is it me my of on or the to what when where "
    "which who why with you your list show tell give all every this that there".split()
)

# Question cues for the chunk kind the question wants (the agent's router decides intent; this is the
# search tool's own cheap guess so ranking prefers e.g. screen chunks for "which button ..." questions).
_SCREEN_CUES = re.compile(
    r"\b(field|button|menu|click|screen|tab|form|dialog|checkbox|dropdown|sidebar|where do i|where can i)\b", re.I
)
_TABLE_CUES = re.compile(r"\b(how many|how much|total|sum|average|count|net pay|amount|price|quantity)\b", re.I)


@dataclass(slots=True)
class Candidate:
    """A chunk offered to a reranker (a dataclass: ~30 per search, pydantic's validation cost more)."""

    id: str
    text: str
    kind: str
    title: str = ""
    breadcrumbs: list[str] = field(default_factory=list)
    fused_score: float = 0.0  # the retrieval score (fused, dense or BM25 depending on the mode)
    ids: list[str] = field(default_factory=list)  # normalised key/ID values on the chunk (from the key index)
    # the sparse indices of the chunk's BM25 vector (breadcrumbs + text, from the index): with the
    # reranker's `term_index`, words are matched against these instead of tokenising `text` again
    terms: frozenset[int] | None = None


class RerankOutcome(BaseModel):
    scores: list[float]  # aligned with the candidates passed in
    reranker: str  # which reranker produced the scores
    degraded: bool = False
    reason: str | None = None  # why a fallback happened


class Reranker(Protocol):
    name: str

    def rerank(self, question: str, candidates: list[Candidate], intent_kinds: list[str] | None) -> RerankOutcome: ...


def kinds_for_question(question: str) -> list[str]:
    """The chunk kinds a question most likely wants, from its wording."""
    if _SCREEN_CUES.search(question):
        return ["screen"]
    if _TABLE_CUES.search(question):
        return ["table", "row", "summary"]
    return []


class OfflineReranker:
    """Fused score + IDF-weighted token overlap + ID matches + heading matches + wanted kind.

    An ID named in the question that appears in a chunk outweighs every other signal together:
    near-identical documents (three invoices from one template) differ only by such tokens.
    """

    name = "offline"
    W_FUSED, W_OVERLAP, W_HEADING, W_KIND, W_ID = 1.0, 1.0, 0.5, 0.4, 4.0

    def __init__(self, tokenize: Tokenizer | None = None, term_index: TermIndex | None = None) -> None:
        """`term_index`: the sparse index of one token of `tokenize` (the BM25 encoder's pair), which lets
        candidates that carry `terms` be matched without tokenising their text."""
        self._tokenize = tokenize or simple_tokens
        self._term_index = term_index
        # candidates repeat across searches: each distinct text (or heading line) is tokenised once
        self._content = TextMemo(self._content_words)

    def _content_words(self, text: str) -> frozenset[str]:
        return frozenset(t for t in self._tokenize(text) if t not in _STOP and len(t) > 1)

    def rerank(self, question: str, candidates: list[Candidate], intent_kinds: list[str] | None) -> RerankOutcome:
        if not candidates:
            return RerankOutcome(scores=[], reranker=self.name)
        wanted = set(intent_kinds if intent_kinds is not None else kinds_for_question(question))
        q_tokens = self._content_words(question)  # not memoised: questions are not worth keeping
        q_ids = id_norms(question)
        heads = [self._content(" ".join([c.title, *c.breadcrumbs])) for c in candidates]
        # A chunk is embedded and indexed with its headings, so they count as its words too: that is
        # what tells the March register's table from February's when the rows look alike.
        docs = [self._words_in(q_tokens, c, head) for c, head in zip(candidates, heads, strict=True)]
        idf = _candidate_idf(q_tokens, docs)
        q_weight = sum(idf.values()) or 1.0
        fused = _relative([c.fused_score for c in candidates])
        scores = []
        for cand, fused_norm, doc, head in zip(candidates, fused, docs, heads, strict=True):
            overlap = sum(idf[t] for t in q_tokens & doc) / q_weight
            heading = len(q_tokens & head) / len(q_tokens) if q_tokens else 0.0
            cand_ids = (set(cand.ids) | id_norms_of(cand.text)) if q_ids else set()
            score = (
                self.W_FUSED * fused_norm
                + self.W_OVERLAP * overlap
                + self.W_HEADING * heading
                + self.W_KIND * (cand.kind in wanted)
                + self.W_ID * (bool(q_ids & cand_ids))
            )
            scores.append(round(score, 6))
        return RerankOutcome(scores=scores, reranker=self.name)


    def _words_in(self, q_tokens: frozenset[str], cand: Candidate, head: frozenset[str]) -> frozenset[str]:
        """The question's content words found in the candidate's text or headings."""
        if cand.terms is None or self._term_index is None:
            return q_tokens & (self._content(cand.text) | head)
        # `terms` hold the tokens of breadcrumbs + text; the title is only in `head`
        return frozenset(t for t in q_tokens if self._term_index(t) in cand.terms) | (q_tokens & head)


def _candidate_idf(q_tokens: set[str], docs: list[set[str]]) -> dict[str, float]:
    n = len(docs)
    return {t: math.log(1.0 + (n + 1) / (1 + sum(t in d for d in docs))) for t in q_tokens}


def _relative(values: list[float]) -> list[float]:
    """Each score as a fraction of the best one. Not min-max: RRF scores of ranks 1 and 30 differ by
    a third, and stretching that to 0..1 would let retrieval rank drown the content signals."""
    high = max(values)
    if high <= 1e-12:
        return [1.0] * len(values)
    return [max(v, 0.0) / high for v in values]


_PROMPT = Path(__file__).resolve().parents[1] / "prompts" / "rerank.md"
_PASSAGE_CHARS = 700  # enough to judge relevance; keeps the request small for small local models


class LLMReranker:
    """Asks an OpenAI-compatible model to score each candidate 0-10 (JSON reply). Used when configured."""

    name = "llm"

    def __init__(self, settings: Settings) -> None:
        from openai import OpenAI

        self._model = settings.model
        # No SDK retries: the FallbackReranker's time limit and offline fallback are the recovery.
        self._client = OpenAI(
            base_url=settings.base_url, api_key=settings.api_key or "unused",
            timeout=settings.llm_timeout_s, max_retries=0,
        )
        self._template = _PROMPT.read_text(encoding="utf-8")

    def rerank(self, question: str, candidates: list[Candidate], intent_kinds: list[str] | None) -> RerankOutcome:
        passages = "\n\n".join(
            f"[{i}] ({c.kind}) {' > '.join(c.breadcrumbs)}\n{c.text[:_PASSAGE_CHARS]}" for i, c in enumerate(candidates)
        )
        prompt = render_prompt(self._template, question=question, passages=passages, count=str(len(candidates)))
        reply = self._client.chat.completions.create(
            model=self._model, temperature=0, messages=[{"role": "user", "content": prompt}],
        )
        content = reply.choices[0].message.content or ""
        return RerankOutcome(scores=_parse_scores(content, len(candidates)), reranker=self.name)


def render_prompt(template: str, **values: str) -> str:
    """Fill `{name}` placeholders; a placeholder without a value is a broken prompt, not a blank."""
    missing = set(re.findall(r"\{(\w+)\}", template)) - set(values)
    if missing:
        raise ConfigError(f"prompts/rerank.md: no value for placeholder(s) {sorted(missing)}")
    return re.sub(r"\{(\w+)\}", lambda m: values[m.group(1)], template)


def _parse_scores(content: str, count: int) -> list[float]:
    match = re.search(r"\{.*\}", content, re.S)
    if not match:
        raise LLMError("reranker reply has no JSON object")
    try:
        scores = json.loads(match.group(0))["scores"]
        values = [float(s) for s in scores]
    except (ValueError, KeyError, TypeError) as exc:
        raise LLMError(f"reranker reply is not {{\"scores\": [numbers]}}: {exc}") from exc
    if len(values) != count:
        raise LLMError(f"reranker scored {len(values)} passages, expected {count}")
    return values


class CrossEncoderReranker:
    """A local cross-encoder (sentence-transformers) when settings.cross_encoder_path points at one."""

    name = "cross-encoder"

    def __init__(self, path: Path | None) -> None:
        if path is None or not Path(path).exists():
            raise ConfigError(f"TALLY_CROSS_ENCODER_PATH: no local cross-encoder model at {path!s}")
        try:
            from sentence_transformers import CrossEncoder
        except ImportError as exc:
            raise ConfigError("TALLY_RERANKER=cross-encoder needs `pip install sentence-transformers`") from exc
        self._model = CrossEncoder(str(path), local_files_only=True)

    def rerank(self, question: str, candidates: list[Candidate], intent_kinds: list[str] | None) -> RerankOutcome:
        scores = self._model.predict([(question, c.text) for c in candidates])
        return RerankOutcome(scores=[float(s) for s in scores], reranker=self.name)


class FallbackReranker:
    """Runs a model-backed reranker under a time limit; on failure or timeout, the offline one."""

    def __init__(self, primary: Reranker, fallback: OfflineReranker, timeout_s: float) -> None:
        self.primary, self.fallback, self.timeout_s = primary, fallback, timeout_s
        self.name = primary.name
        # One long-lived worker: a timed-out model call keeps running there instead of blocking us.
        self._pool = ThreadPoolExecutor(max_workers=2, thread_name_prefix="rerank")

    def rerank(self, question: str, candidates: list[Candidate], intent_kinds: list[str] | None) -> RerankOutcome:
        if not candidates:
            return RerankOutcome(scores=[], reranker=self.name)
        future = self._pool.submit(self.primary.rerank, question, candidates, intent_kinds)
        try:
            outcome = future.result(timeout=self.timeout_s)
        except FutureTimeout:
            reason = f"{self.primary.name} reranker timed out after {self.timeout_s:.1f}s"
        except Exception as exc:  # noqa: BLE001 - any model failure falls back, and the reason is kept
            reason = f"{self.primary.name} reranker failed: {type(exc).__name__}: {exc}"
        else:
            if len(outcome.scores) == len(candidates):
                return outcome
            reason = f"{self.primary.name} reranker returned {len(outcome.scores)} scores for {len(candidates)}"
        offline = self.fallback.rerank(question, candidates, intent_kinds)
        return offline.model_copy(update={"degraded": True, "reason": reason})


def make_reranker(
    settings: Settings, tokenize: Tokenizer | None = None, term_index: TermIndex | None = None
) -> Reranker:
    """The reranker the settings ask for. Model-backed ones are wrapped with the offline fallback."""
    offline = OfflineReranker(tokenize, term_index)
    if settings.reranker == "offline":
        return offline
    if settings.reranker == "llm":
        if not settings.llm_configured:
            raise ConfigError("TALLY_RERANKER=llm needs an LLM endpoint (OPENAI_BASE_URL or OPENAI_API_KEY)")
        return FallbackReranker(LLMReranker(settings), offline, settings.llm_timeout_s)
    return FallbackReranker(CrossEncoderReranker(settings.cross_encoder_path), offline, timeout_s=10.0)
