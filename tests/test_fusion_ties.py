"""RRF with tied side scores (ingest/index/fusion.py): hits a side list scores equally share one rank, so the fused
scores do not depend on the order the engine lists them in — an order it takes from point ids, which come from
document paths. Before, the same files ingested under another folder could be fused, and answered, differently
(a how-to answer flipped between two evaluation runs whose corpora sat in different folders).
"""

from tally.ingest.index.base import IndexHit
from tally.ingest.index.fusion import rrf_fuse


def _hit(pid: str, score: float) -> IndexHit:
    return IndexHit(id=pid, score=score, doc_id="doc", kind="concept")


DENSE = [_hit("c", 0.9), _hit("a", 0.8), _hit("b", 0.7), _hit("d", 0.6)]


def test_tied_hits_fuse_the_same_whatever_their_order():
    first = rrf_fuse(DENSE, [_hit("a", 3.0), _hit("b", 3.0), _hit("d", 1.0)], k=60, limit=10)
    second = rrf_fuse(DENSE, [_hit("b", 3.0), _hit("a", 3.0), _hit("d", 1.0)], k=60, limit=10)
    assert {h.id: h.score for h in first} == {h.id: h.score for h in second}
    assert [h.id for h in first] == [h.id for h in second]


def test_a_hit_after_a_tie_keeps_its_own_position_as_rank():
    fused = {h.id: h.score for h in rrf_fuse([], [_hit("a", 3.0), _hit("b", 3.0), _hit("d", 1.0)], k=60, limit=10)}
    assert fused["a"] == fused["b"] == 1.0 / 60 and fused["d"] == 1.0 / 62
