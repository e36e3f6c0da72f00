"""Rules both index implementations share: the embedder check and which searches a mode runs."""

from tally.ingest.errors import ReindexNeeded, ToolInputError
from tally.ingest.index.base import IndexFilter, IndexMeta, SearchMode, SparseVector

DENSE = "dense"  # named dense vector (cosine)
BM25 = "bm25"  # named sparse vector (IDF modifier)
PAYLOAD_FIELDS = ("doc_id", "kind", "groups")
FUSION_MODES = ("rrf", "dbsf", "weighted")


def check_compatible(found: IndexMeta | None, wanted: IndexMeta, where: str) -> None:
    """Vectors from two models live in different spaces: refuse to mix them."""
    if found is not None and (found.embedder, found.dim) != (wanted.embedder, wanted.dim):
        raise ReindexNeeded(
            f"index at {where} built with {found.embedder} (dim {found.dim}); configured "
            f"{wanted.embedder} (dim {wanted.dim}): re-index needed — run `tally ingest --reindex ...`"
        )


def sides(mode: SearchMode, dense: list[float] | None, sparse: SparseVector | None) -> tuple[bool, bool]:
    """(search dense?, search bm25?) for a mode. A sparse query with no tokens (only stopwords)
    has nothing to match, so fusion modes fall back to their dense side alone."""
    has_sparse = sparse is not None and len(sparse.indices) > 0
    if mode == "dense":
        if dense is None:
            raise ToolInputError("mode 'dense' needs a dense query vector")
        return True, False
    if mode == "bm25":
        if sparse is None:
            raise ToolInputError("mode 'bm25' needs a sparse query vector")
        return False, has_sparse
    if mode in FUSION_MODES:
        if dense is None:
            raise ToolInputError(f"mode {mode!r} needs a dense query vector")
        return True, has_sparse
    raise ToolInputError(f"unknown search mode {mode!r}; use dense, bm25, rrf, dbsf or weighted")


def check_query(limit: int, candidates: int) -> None:
    if limit < 1 or candidates < 1:
        raise ToolInputError(f"limit and candidates must be positive (got {limit}, {candidates})")


def nothing_visible(flt: IndexFilter) -> bool:
    """A caller with no groups sees nothing (never "no filter")."""
    return not flt.groups


def visible(payload: dict, flt: IndexFilter) -> bool:
    """Whether a point's payload passes `flt` (points read by id are filtered here, not by the engine)."""
    if not set(flt.groups).intersection(payload.get("groups") or ()):
        return False
    if flt.doc_ids is not None and payload.get("doc_id") not in flt.doc_ids:
        return False
    return flt.kinds is None or payload.get("kind") in flt.kinds
