"""Fusion of a dense and a BM25 hit list: RRF and the weighted sum of normalised scores, shared by both
index implementations and by search, which fuses the two side lists it already has (tools/retrieve.py).

RRF here is Qdrant's formula, sum of 1 / (k + rank) with ranks from 0, so fusing here gives the scores
a fused request to the index gives — except that hits tied within a side list share one rank, where the
engine ranks them by id; the fused list's own ties are broken by id, as every hit list is.

Qdrant fuses prefetches with RRF and DBSF itself, and its score formulas can weight `$score[i]`
per point — but min-max normalisation needs each list's min and max, which a per-point formula
cannot see. So the weighted mode runs the dense and BM25 searches as one batch inside Qdrant and
combines the two lists here: each list scaled to [0, 1], then w·dense + (1−w)·bm25, with a missing
side counting 0.
"""

from tally.ingest.index.base import IndexHit


def _min_max(hits: list[IndexHit]) -> dict[str, float]:
    if not hits:
        return {}
    scores = [h.score for h in hits]
    low, high = min(scores), max(scores)
    span = high - low
    # one hit, or all tied: each is as good as the best of its list
    return {h.id: (h.score - low) / span if span > 0 else 1.0 for h in hits}


def weighted_fuse(dense: list[IndexHit], bm25: list[IndexHit], dense_weight: float, limit: int) -> list[IndexHit]:
    if not 0.0 <= dense_weight <= 1.0:
        raise ValueError(f"dense_weight must be within [0, 1], got {dense_weight}")
    dense_norm, bm25_norm = _min_max(dense), _min_max(bm25)
    by_id = {h.id: h for h in bm25} | {h.id: h for h in dense}
    fused = {
        pid: dense_weight * dense_norm.get(pid, 0.0) + (1.0 - dense_weight) * bm25_norm.get(pid, 0.0)
        for pid in by_id
    }
    ranked = sorted(fused, key=lambda pid: (-fused[pid], pid))[:limit]
    return [_rescored(by_id[pid], fused[pid]) for pid in ranked]


def _rescored(hit: IndexHit, score: float) -> IndexHit:
    # a new hit, not model_copy: a third cheaper, and search fuses on every query
    return IndexHit(id=hit.id, score=score, doc_id=hit.doc_id, kind=hit.kind, payload=hit.payload, terms=hit.terms)


def _summed(scored: list[tuple[list[IndexHit], dict[str, float]]], limit: int) -> list[IndexHit]:
    """Each list's score per hit id added up across lists; the top `limit`, ties broken by id."""
    fused: dict[str, float] = {}
    by_id: dict[str, IndexHit] = {}
    for hits, scores in scored:
        for pid, score in scores.items():
            fused[pid] = fused.get(pid, 0.0) + score
        for hit in hits:
            by_id.setdefault(hit.id, hit)
    ranked = sorted(fused, key=lambda pid: (-fused[pid], pid))[:limit]
    return [_rescored(by_id[pid], fused[pid]) for pid in ranked]


def _reciprocal_ranks(hits: list[IndexHit], k: int) -> dict[str, float]:
    """1 / (k + rank) per hit; hits with equal scores share the rank of the first of them. Their order in the
    list is the engine's tie-break by point id, and ids come from document paths: ranked one after another,
    the same files stored under another folder would be fused, and answered, differently."""
    scores: dict[str, float] = {}
    rank = 0
    for position, hit in enumerate(hits):
        if position and hit.score != hits[position - 1].score:
            rank = position
        scores.setdefault(hit.id, 1.0 / (k + rank))
    return scores


def rrf_fuse(dense: list[IndexHit], bm25: list[IndexHit], k: int, limit: int) -> list[IndexHit]:
    return _summed([(hits, _reciprocal_ranks(hits, k)) for hits in (dense, bm25)], limit)


def _distribution(hits: list[IndexHit]) -> dict[str, float]:
    """Qdrant's DBSF normalisation: mean ± 3 sample standard deviations mapped to [0, 1]."""
    scores = [h.score for h in hits]
    if len(scores) < 2:
        return {h.id: 0.5 for h in hits}
    mean = sum(scores) / len(scores)
    std = (sum((s - mean) ** 2 for s in scores) / (len(scores) - 1)) ** 0.5
    if std == 0:
        return {h.id: 0.5 for h in hits}
    low = mean - 3 * std
    return {h.id: (h.score - low) / (6 * std) for h in hits}


def dbsf_fuse(dense: list[IndexHit], bm25: list[IndexHit], limit: int) -> list[IndexHit]:
    """DBSF computed here: only where the two sides come from different shards (ingest/index/edge.py);
    otherwise Qdrant fuses the prefetches itself."""
    return _summed([(hits, _distribution(hits)) for hits in (dense, bm25)], limit)


def fuse(
    method: str, dense: list[IndexHit], bm25: list[IndexHit], limit: int, rrf_k: int = 60, dense_weight: float = 0.65
) -> list[IndexHit]:
    """Fuse two side lists with "rrf" or "weighted" (DBSF is Qdrant's own: ask the index for it)."""
    if method == "rrf":
        return rrf_fuse(dense, bm25, rrf_k, limit)
    if method == "weighted":
        return weighted_fuse(dense, bm25, dense_weight, limit)
    raise ValueError(f"fusion {method!r} is not computed outside the index; use rrf or weighted")
