"""Retrieval without generation: rank of the expected source per question and search mode."""

import time
from collections.abc import Callable, Sequence

from tally.agent.evaluate.golden import GoldenQuestion
from tally.agent.evaluate.matching import SourceView, matches_any
from tally.agent.evaluate.metrics import first_rank, hit_at, mrr, percentile
from tally.agent.evaluate.results import ModeScores, RetrievalRecord
from tally.tools.deps import Deps
from tally.tools.search import retrieve_only
from tally.tools.search_models import RankedChunk

TOP_K = 10


def view_of(hit: RankedChunk) -> SourceView:
    return SourceView(
        doc_path=hit.source, page_start=hit.page_start, page_end=hit.page_end, sheet=hit.sheet,
        breadcrumbs=hit.breadcrumbs, section=hit.section, text=hit.text,
    )


def _label(hit: RankedChunk) -> str:
    where = hit.sheet or (f"p.{hit.page_start}" if hit.page_start else "") or (hit.section or "")
    return f"{hit.source.rsplit('/', 1)[-1]}#{where}" if where else hit.source.rsplit("/", 1)[-1]


def judged(questions: Sequence[GoldenQuestion]) -> list[GoldenQuestion]:
    """Questions retrieval can be judged on: answerable ones with an expected source."""
    return [q for q in questions if not q.must_refuse and q.expected_source]


def rank_question(deps: Deps, question: GoldenQuestion, mode: str, limit: int = TOP_K) -> RetrievalRecord:
    start = time.perf_counter()
    caller = deps.for_groups(question.groups) if question.groups else deps
    result = retrieve_only(caller, question.question, mode, limit)  # type: ignore[arg-type]
    ms = (time.perf_counter() - start) * 1000
    rank = first_rank([matches_any(view_of(hit), question.expected_source) for hit in result.hits])
    return RetrievalRecord(
        id=question.id, kind=question.kind, mode=mode, rank=rank, top=[_label(h) for h in result.hits[:5]], ms=ms
    )


def score_mode(mode: str, records: Sequence[RetrievalRecord]) -> ModeScores:
    ranks = [r.rank for r in records]
    times = [r.ms for r in records]
    return ModeScores(
        mode=mode, questions=len(records), hit_at_1=hit_at(ranks, 1), hit_at_5=hit_at(ranks, 5),
        hit_at_10=hit_at(ranks, 10), mrr=mrr(ranks), p50_ms=percentile(times, 50), p95_ms=percentile(times, 95),
    )


def evaluate_retrieval(
    deps: Deps,
    questions: Sequence[GoldenQuestion],
    modes: Sequence[str],
    progress: Callable[[str], None] | None = None,
) -> tuple[list[RetrievalRecord], list[ModeScores]]:
    records: list[RetrievalRecord] = []
    scores: list[ModeScores] = []
    targets = judged(questions)
    for mode in modes:
        if progress:
            progress(f"retrieval: {mode} ({len(targets)} questions)")
        mode_records = [rank_question(deps, q, mode) for q in targets]
        records.extend(mode_records)
        scores.append(score_mode(mode, mode_records))
    return records, scores
