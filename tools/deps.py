"""Deps: the one typed object through which stores reach tools (no globals)."""

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from tally.ingest.settings import Settings
from tally.tools.rerank import make_reranker

if TYPE_CHECKING:
    from tally.ingest.catalog import Catalog
    from tally.ingest.embedders.base import Embedder
    from tally.ingest.embedders.judge import PassageJudge
    from tally.ingest.index.base import VectorIndex
    from tally.ingest.sparse import SparseEncoder
    from tally.ingest.stores import Stores
    from tally.tools.rerank import Reranker


@dataclass(frozen=True)
class Deps:
    settings: Settings
    catalog: "Catalog"
    index: "VectorIndex"
    embedder: "Embedder"
    sparse: "SparseEncoder"
    reranker: "Reranker"
    judge: "PassageJudge | None" = None  # does a retrieved passage answer the question (None: the embedder judges)
    # The caller's access groups. Set by whoever serves the caller (CLI flag, HTTP auth), never by the
    # model: it is not a tool argument, so a prompt cannot widen it.
    groups: tuple[str, ...] = ("public",)

    def for_groups(self, groups: list[str]) -> "Deps":
        return replace(self, groups=tuple(groups))


def build_deps(stores: "Stores", groups: list[str]) -> Deps:
    """Deps over opened stores for a caller with `groups`; the reranker follows the settings."""
    return Deps(
        settings=stores.settings,
        catalog=stores.catalog,
        index=stores.index,
        embedder=stores.embedder,
        sparse=stores.sparse,
        reranker=make_reranker(stores.settings, tokenize=stores.sparse.tokens, term_index=stores.sparse.term_index),
        judge=stores.judge,
        groups=tuple(groups),
    )
