"""Weighted fusion of normalised scores, shared by both index implementations.

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
    return [by_id[pid].model_copy(update={"score": fused[pid]}) for pid in ranked]
