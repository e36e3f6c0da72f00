"""search_documents: hybrid retrieval -> floor -> rerank -> cap -> expansion -> compressed context.

Also retrieve_only, the first stage alone (optionally reranked), for the eval's hit@k / MRR.
"""

from typing import TYPE_CHECKING, get_args

from tally.ingest.errors import LLMError, ToolInputError
from tally.ingest.models import Chunk, ChunkKind
from tally.ingest.records import DocumentRecord
from tally.ingest.tokens import count_tokens
from tally.tools.chunk_reads import retrieved_chunks
from tally.tools.across_scripts import judged_across_scripts
from tally.tools.context import STRUCTURED_KINDS, ContextInput, build_context, context_budget
from tally.tools.expand import Expanded, expand
from tally.tools.ids import id_tokens
from tally.tools.memo import id_tokens_of, token_count_of
from tally.tools.multiquery import fuse_rrf, rewrite_queries
from tally.tools.rerank import Candidate, RerankOutcome
from tally.tools.retrieve import (RetrieveMode, Retrieval, SearchMode, apply_floor, index_filter, query_gate, retrieve,
                                  similarity_floor)
from tally.tools.search_models import ContextItem, DocumentHeader, RankedChunk, RetrieveOnlyResult, SearchResult, SearchStats

if TYPE_CHECKING:
    from tally.tools.deps import Deps

MAX_LIMIT = 8
_KINDS = set(get_args(ChunkKind))


def search_documents(
    deps: "Deps",
    query: str,
    kinds: list[ChunkKind] | None = None,
    doc_ids: list[str] | None = None,
    mode: SearchMode = "hybrid",
    limit: int = 6,
) -> SearchResult:
    """Search the organisation's documents (PDFs, Excel workbooks, Markdown how-to docs) for passages
    that answer a question, and return them as numbered context items to cite as [n].

    Each item is a chunk with its document title, source path, page or sheet/row, kind and text. Items
    with role "seed" matched the question best; items with role "expanded" were added around them: the
    other parts of a split section (in order, labelled part i/n), neighbouring passages, and rows in
    other files linked by an ID the question names. Long context is compressed, but table rows are
    always kept whole. Use run_sql for counts and totals over tables, lookup_key for one ID's record.

    Args:
        query: the question in the user's words; copy IDs (invoice numbers, employee or order IDs) exactly.
        kinds: only these chunk kinds: screen (UI fields, buttons, menu paths), concept (how/why docs), note, text (PDF prose), table (PDF table rows), row (one spreadsheet row), summary (one per sheet). Omit to search all kinds.
        doc_ids: only these documents (doc_id values from an earlier result). Omit to search everything.
        mode: hybrid (meaning + exact words, the default and best in general), dense (meaning only) or bm25 (exact words only).
        limit: how many best-matching sections (seeds) to expand into context, 1 to 8.
    """
    flt = _validated_filter(deps, query, kinds, doc_ids, limit)
    retrieval, rewrites, degraded = _wide_retrieval(deps, query, mode, flt)
    chunks = retrieved_chunks(deps, retrieval.hits)
    docs = _documents(deps, {c.doc_id for c in chunks.values()})
    kept = apply_floor(deps, query, retrieval, chunks)
    floored = [chunks[h.id] for h in kept]
    outcome = _rerank(deps, query, floored, [h.score for h in kept], docs, {h.id: h.terms for h in kept})
    degraded += [outcome.reason] if outcome.degraded and outcome.reason else []
    scores = judged_across_scripts(deps.judge, query, [chunk.embedding_text() for chunk in floored], outcome.scores)
    seeds = select_seeds(floored, scores, min(limit, deps.settings.max_seeds))
    expanded = _document_order(expand(deps, seeds, query)) if seeds else []
    texts, report = _compress(deps, query, seeds, expanded)
    docs = _documents(deps, {e.chunk.doc_id for e in expanded}, docs)
    items = _items(expanded, texts, docs)
    survival = {
        "retrieved": _ids_of(chunks.values()),
        "after_floor": _ids_of(floored),
        "after_rerank": _ids_of(chunk for chunk, _ in seeds),
        "after_expansion": _ids_of(e.chunk for e in expanded),
        "after_compression": _ids_in(item.text for item in items),
    }
    stats = SearchStats(
        mode=mode, fusion=deps.settings.fusion if mode == "hybrid" else None,
        retrieved=len(chunks), after_floor=len(floored), after_rerank=len(seeds),
        after_expansion=len(expanded), after_compression=len(items),
        chars_before_compression=report.chars_before, chars_after_compression=report.chars_after,
        tokens_before_compression=report.tokens_before, tokens_after_compression=report.tokens_after,
        budget_tokens=report.budget_tokens, best_dense_score=retrieval.best_dense,
        floor=similarity_floor(deps) if mode != "bm25" else None, gate=query_gate(deps) if mode != "bm25" else None,
        reranker=outcome.reranker, degraded=bool(degraded), degraded_reason="; ".join(degraded) or None,
        rewrites=rewrites,
    )
    query_ids = sorted(id_tokens(query))
    return SearchResult(
        query=query, items=items, stats=stats, id_survival=survival, query_ids=query_ids,
        documents=[_header(docs[d], [i for i in items if i.doc_id == d]) for d in dict.fromkeys(i.doc_id for i in items)],
        missing_ids=[i for i in query_ids if i not in survival["retrieved"]],
    )


def select_seeds(chunks: list[Chunk], scores: list[float], cap: int) -> list[tuple[Chunk, float]]:
    """The hard cap, counted in sections: the parts of one split section are one unit of meaning (it
    was only split to fit the embedder), so parts that are candidates become seeds together and the
    cap limits how many different sections the context holds. Best unit first; stable on ties."""
    ranked = sorted(range(len(chunks)), key=lambda i: -scores[i])
    units: dict[tuple[str, ...], list[int]] = {}
    for i in ranked:
        unit = tuple(chunks[i].sibling_ids) if len(chunks[i].sibling_ids) > 1 else (chunks[i].id,)
        if unit in units or len(units) < cap:
            units.setdefault(unit, []).append(i)
    return [(chunks[i], scores[i]) for members in units.values() for i in members]


def _compress(deps: "Deps", query: str, seeds: list[tuple[Chunk, float]], expanded: list[Expanded]):
    """Fit the expanded items into the token budget (at least chunk size x number of seeds)."""
    settings = deps.settings
    budget = context_budget(
        settings.context_token_budget,
        [token_count_of(chunk.text) for chunk, _ in seeds],
        int(deps.embedder.max_tokens * settings.token_margin),
    )
    inputs = [
        ContextInput(key=e.chunk.id, text=e.chunk.text, seed=e.via == "seed", structured=e.chunk.kind in STRUCTURED_KINDS)
        for e in expanded
    ]
    return build_context(inputs, query, budget, count=token_count_of, count_rendered=count_tokens)


def retrieve_only(deps: "Deps", query: str, mode: RetrieveMode = "hybrid", limit: int = 10) -> RetrieveOnlyResult:
    """Ranked chunks for `query` without floor or expansion: the eval's retrieval metrics per mode."""
    if not query.strip():
        raise ToolInputError("query: empty")
    base: SearchMode = "hybrid" if mode == "hybrid+rerank" else mode
    flt = index_filter(deps, None, None)
    retrieval = retrieve(deps, query, base, flt, candidates=max(deps.settings.candidates_per_mode, limit))
    chunks = retrieved_chunks(deps, retrieval.hits)
    hits = [h for h in retrieval.hits if h.id in chunks]
    scores = [h.score for h in hits]
    docs = _documents(deps, {h.doc_id for h in hits})
    if mode == "hybrid+rerank":  # reranked as search_documents ranks its candidates
        scores = _rerank(deps, query, [chunks[h.id] for h in hits], scores, docs, {h.id: h.terms for h in hits}).scores
        scores = judged_across_scripts(deps.judge, query, [chunks[h.id].embedding_text() for h in hits], scores)
    order = sorted(range(len(hits)), key=lambda i: -scores[i])[:limit]
    ranked = [_ranked(rank, chunks[hits[i].id], scores[i], docs) for rank, i in enumerate(order, start=1)]
    return RetrieveOnlyResult(query=query, mode=mode, hits=ranked, best_dense_score=retrieval.best_dense)


def _validated_filter(deps: "Deps", query: str, kinds: list[str] | None, doc_ids: list[str] | None, limit: int):
    if not query or not query.strip():
        raise ToolInputError("query: empty; pass the question or keywords to search for")
    unknown = sorted(set(kinds or []) - _KINDS)
    if unknown:
        raise ToolInputError(f"kinds: unknown {unknown}; valid kinds are {sorted(_KINDS)}")
    if not 1 <= limit <= MAX_LIMIT:
        raise ToolInputError(f"limit: {limit} is out of range; use 1 to {MAX_LIMIT}")
    return index_filter(deps, kinds, doc_ids)


def _wide_retrieval(deps: "Deps", query: str, mode: SearchMode, flt) -> tuple[Retrieval, list[str], list[str]]:
    retrieval = retrieve(deps, query, mode, flt)
    settings = deps.settings
    if not (settings.multi_query and settings.llm_configured):
        return retrieval, [], []
    try:
        rewrites = rewrite_queries(settings, query)
    except LLMError as exc:
        return retrieval, [], [f"multi-query skipped: {exc}"]
    extra = [retrieve(deps, rewrite, mode, flt) for rewrite in rewrites]
    return fuse_rrf([retrieval, *extra], settings.rrf_k), rewrites, []


def _documents(
    deps: "Deps", doc_ids: set[str], known: dict[str, DocumentRecord] | None = None
) -> dict[str, DocumentRecord]:
    """Document records by id, reading those not already `known` in one batch."""
    known = known or {}
    read = deps.catalog.documents_by_id(sorted(set(doc_ids) - set(known)))
    docs = {doc_id: known.get(doc_id) or read.get(doc_id) for doc_id in sorted(doc_ids)}
    missing = [doc_id for doc_id, doc in docs.items() if doc is None]
    if missing:  # a chunk the caller may see always has a document; anything else is a broken store
        raise LookupError(f"catalog has chunks but no document record for {missing}")
    return docs  # type: ignore[return-value]


def _rerank(
    deps: "Deps", query: str, chunks: list[Chunk], scores: list[float], docs: dict[str, DocumentRecord],
    terms: dict[str, frozenset[int] | None],
) -> RerankOutcome:
    candidates = [
        Candidate(
            id=c.id, text=c.text, kind=c.kind, title=docs[c.doc_id].title, breadcrumbs=c.breadcrumbs,
            fused_score=score, ids=[k.norm for k in c.keys], terms=terms.get(c.id),
        )
        for c, score in zip(chunks, scores, strict=True)
    ]
    return deps.reranker.rerank(query, candidates, None)


def _document_order(expanded: list[Expanded]) -> list[Expanded]:
    """Documents in order of their first (best) item; inside a document, chunks in reading order."""
    doc_rank = {doc_id: i for i, doc_id in enumerate(dict.fromkeys(e.chunk.doc_id for e in expanded))}
    return sorted(expanded, key=lambda e: (doc_rank[e.chunk.doc_id], e.chunk.position))


def _items(expanded: list[Expanded], texts: list[str | None], docs: dict[str, DocumentRecord]) -> list[ContextItem]:
    items: list[ContextItem] = []
    for entry, text in zip(expanded, texts, strict=True):
        if text is None:
            continue
        chunk, loc, doc = entry.chunk, entry.chunk.location, docs[entry.chunk.doc_id]
        items.append(
            ContextItem(
                n=len(items) + 1, chunk_id=chunk.id, doc_id=chunk.doc_id, title=doc.title, source=doc.path,
                page=loc.page_start, page_end=loc.page_end, sheet=loc.sheet, row=loc.row, section=loc.section,
                kind=chunk.kind, part=f"{chunk.part[0]}/{chunk.part[1]}" if chunk.part else None, text=text,
                score=entry.score, role="seed" if entry.via == "seed" else "expanded", via=entry.via,
            )
        )
    return items


def _header(doc: DocumentRecord, items: list[ContextItem]) -> DocumentHeader:
    pages = sorted({p for i in items for p in range(i.page or 0, (i.page_end or i.page or 0) + 1) if p})
    return DocumentHeader(
        doc_id=doc.id, title=doc.title, source=doc.path, indexed_at=doc.indexed_at,
        pages=pages, sheets=sorted({i.sheet for i in items if i.sheet}),
    )


def _ranked(rank: int, chunk: Chunk, score: float, docs: dict[str, DocumentRecord]) -> RankedChunk:
    loc = chunk.location
    return RankedChunk(
        rank=rank, chunk_id=chunk.id, doc_id=chunk.doc_id, source=docs[chunk.doc_id].path, kind=chunk.kind,
        score=score, page_start=loc.page_start, page_end=loc.page_end, sheet=loc.sheet, row=loc.row,
        section=loc.section, breadcrumbs=chunk.breadcrumbs, text=chunk.text,
    )


def _ids_of(chunks) -> list[str]:
    """ID tokens in the chunks' texts (each text's found once per process: tools/memo.py)."""
    found: set[str] = set()
    for chunk in chunks:
        found |= id_tokens_of(chunk.text)
    return sorted(found)


def _ids_in(texts) -> list[str]:
    # not memoised: compressed texts are new strings on every search and would only fill the memo
    found: set[str] = set()
    for text in texts:
        found |= id_tokens(text)
    return sorted(found)
