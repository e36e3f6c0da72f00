"""Answers through the agent: correctness per question, citations, ID survival, attribution by layer."""

import time
from collections import Counter
from collections.abc import Callable, Sequence

from tally.agent.answer import Answer
from tally.agent.ask import AskSession
from tally.agent.evaluate.golden import KINDS, ExpectedSource, GoldenQuestion
from tally.agent.evaluate.matching import SourceView, matches_any, matches_source
from tally.agent.evaluate.metrics import answer_matches, percentile, refusal_scores
from tally.agent.evaluate.results import AnswerRecord, AnswerSummary, KindScores, RetrievalRecord
from tally.agent.evaluate.table_choice import score_table_choice
from tally.ingest.records import TableRecord
from tally.tools.ids import id_tokens


def _trace_ids(answer: Answer) -> set[str]:
    return {i for step in answer.trace if step.ok for i in step.ids}


def citations_in_context(answer: Answer) -> bool:
    """Every citation names an item some tool of this run returned (a chunk, or a table's document)."""
    ids = _trace_ids(answer)
    return bool(answer.citations) and all((c.chunk_id or c.doc_id) in ids for c in answer.citations)


def _citation_views(session: AskSession, answer: Answer) -> list[SourceView]:
    deps = session.deps
    chunk_ids = [c.chunk_id for c in answer.citations if c.chunk_id]
    chunks = {c.id: c for c in deps.catalog.chunks(chunk_ids, list(deps.groups))} if chunk_ids else {}
    views: list[SourceView] = []
    for c in answer.citations:
        chunk = chunks.get(c.chunk_id or "")
        if chunk is None:
            views.append(SourceView(doc_path=c.source, page_start=c.page, sheet=c.sheet))
            continue
        loc = chunk.location
        views.append(SourceView(
            doc_path=c.source, page_start=loc.page_start, page_end=loc.page_end, sheet=loc.sheet,
            breadcrumbs=chunk.breadcrumbs, section=loc.section, text=chunk.text,
        ))
    return views


def id_survival(question: str, answer: Answer) -> tuple[list[str], list[str]]:
    """IDs that must reach the final context, and those that did not.

    Those that must: every ID-like token in the seed chunks (after rerank), plus the IDs the question
    names wherever retrieval found them. IDs of expanded neighbours may be compressed away: they are
    context, not evidence.
    """
    stages = answer.pipeline.id_survival or {}
    retrieved = set(stages.get("retrieved") or [])
    entered = set(stages.get("after_rerank") or []) | (id_tokens(question) & retrieved)
    after = set(stages.get("after_compression") or [])
    return sorted(entered), sorted(entered - after)


def _attribution(question: GoldenQuestion, record: AnswerRecord) -> str:
    if record.error:
        return "error"
    if question.must_refuse:
        return "refusal (answered instead of refusing)"
    if record.expected_retrieved is False:
        return "search"
    return "generation/planner"


def _same_doc(path: str, doc: str) -> bool:
    return matches_source(SourceView(doc_path=path), ExpectedSource(doc=doc))


def _expected_retrieved(
    session: AskSession, question: GoldenQuestion, answer: Answer, cites_expected: bool | None,
    retrieved_at_10: bool | None,
) -> bool | None:
    """Did the expected source reach this run (cited, touched by a tool such as run_sql, or among the
    agent's first ten search results)? None when there is no source or nothing to judge by."""
    if not question.expected_source:
        return None
    if cites_expected or retrieved_at_10:
        return True
    # Table answers reach their source through run_sql / describe_table, whose trace ids are doc ids.
    docs = session.deps.catalog.documents(list(session.deps.groups))
    wanted = {d.id for d in docs if any(_same_doc(d.path, s.doc) for s in question.expected_source)}
    if wanted & _trace_ids(answer):
        return True
    return False if retrieved_at_10 is not None or cites_expected is not None else None


def score_answer(
    session: AskSession, question: GoldenQuestion, answer: Answer, latency_ms: float, retrieved_at_10: bool | None,
    tables: Sequence[TableRecord] = (),
) -> AnswerRecord:
    if question.must_refuse:
        correct, reason = answer.refused, "" if answer.refused else "answered a question the corpus cannot answer"
    elif answer.refused:
        correct, reason = False, "refused"
    else:
        correct, reason = answer_matches(answer.answer, question.expected)
    answered = not answer.refused
    views = _citation_views(session, answer) if answered and question.expected_source else []
    cites_expected = matches_any_view(views, question) if answered and question.expected_source else None
    entered, lost = id_survival(question.question, answer)
    table_choice, tables_used = score_table_choice(question, answer, tables)
    record = AnswerRecord(
        id=question.id, kind=question.kind, question=question.question, must_refuse=question.must_refuse,
        refused=answer.refused, correct=correct, reason=reason, answer=answer.answer[:600], intent=answer.intent,
        sql=answer.sql, citations=len(answer.citations),
        citations_in_context=citations_in_context(answer) if answered else None,
        cites_expected=cites_expected,
        expected_retrieved=_expected_retrieved(session, question, answer, cites_expected, retrieved_at_10),
        ids_expected=entered, ids_lost=lost, latency_ms=latency_ms, table_choice=table_choice,
        tables_used=tables_used, engine=answer.engine, usage=answer.usage,
        translated=answer.translated_question,
    )
    if not correct:
        record.attribution = _attribution(question, record)
    return record


def matches_any_view(views: Sequence[SourceView], question: GoldenQuestion) -> bool:
    # A citation carries no row text for SQL results; the document and sheet/page decide there.
    return any(matches_any(v, question.expected_source, check_text=bool(v.text)) for v in views)


def evaluate_answers(
    session: AskSession,
    questions: Sequence[GoldenQuestion],
    retrieval: Sequence[RetrievalRecord] = (),
    progress: Callable[[str], None] | None = None,
) -> list[AnswerRecord]:
    """Ask every question through the agent; a question that raises is recorded with its error."""
    # Attribution looks at the search mode the agent itself uses (the last one evaluated, hybrid+rerank).
    last_mode = retrieval[-1].mode if retrieval else None
    found = {r.id: r.rank is not None for r in retrieval if r.mode == last_mode}
    tables_by_caller: dict[tuple[str, ...], list[TableRecord]] = {}  # the tables each caller can see
    records: list[AnswerRecord] = []
    for n, question in enumerate(questions, start=1):
        if progress:
            progress(f"answers: {n}/{len(questions)} {question.id}")
        start = time.perf_counter()
        try:
            answer = session.ask(question.question, groups=question.groups, id=question.id)
        except Exception as exc:  # noqa: BLE001 - one failing question must not hide the others' scores
            ms = (time.perf_counter() - start) * 1000
            records.append(AnswerRecord(
                id=question.id, kind=question.kind, question=question.question, must_refuse=question.must_refuse,
                correct=False, reason="raised", attribution="error", latency_ms=ms,
                error=f"{type(exc).__name__}: {exc}",
            ))
            continue
        ms = (time.perf_counter() - start) * 1000
        caller = tuple(question.groups or session.deps.groups)
        if caller not in tables_by_caller:
            tables_by_caller[caller] = session.deps.catalog.tables(list(caller))
        records.append(score_answer(session, question, answer, ms, found.get(question.id), tables_by_caller[caller]))
    return records


def _share(flags: Sequence[bool]) -> float | None:
    return sum(flags) / len(flags) if flags else None


def summarise(records: Sequence[AnswerRecord]) -> AnswerSummary:
    kinds = []
    for kind in KINDS:
        of_kind = [r for r in records if r.kind == kind]
        if of_kind:
            ok = sum(r.correct for r in of_kind)
            kinds.append(KindScores(kind=kind, questions=len(of_kind), correct=ok, accuracy=ok / len(of_kind)))
    answered = [r for r in records if r.refused is False]
    entered = sum(len(r.ids_expected) for r in records)
    lost = sum(len(r.ids_lost) for r in records)
    latencies = [r.latency_ms for r in records if r.error is None]
    choices = [r.table_choice for r in records if r.table_choice is not None]
    return AnswerSummary(
        questions=len(records), correct=sum(r.correct for r in records), kinds=kinds,
        refusal=refusal_scores([(r.must_refuse, bool(r.refused)) for r in records if r.error is None]),
        citation_validity=_share([bool(r.citations_in_context) for r in answered]),
        cites_expected=_share([bool(r.cites_expected) for r in answered if r.cites_expected is not None]),
        id_survival=(entered - lost) / entered if entered else None,
        table_choice=_share(choices), table_choice_questions=len(choices),
        p50_ms=percentile(latencies, 50), p95_ms=percentile(latencies, 95),
        attribution=dict(Counter(r.attribution for r in records if r.attribution)),
    )
