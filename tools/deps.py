"""Deps: the one typed object through which stores reach tools (no globals)."""

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ingest.settings import Settings

if TYPE_CHECKING:
    from ingest.catalog import Catalog
    from ingest.embedders.base import Embedder
    from ingest.index.base import VectorIndex
    from ingest.sparse import SparseEncoder
    from tools.rerank import Reranker


@dataclass(frozen=True)
class Deps:
    settings: Settings
    catalog: "Catalog"
    index: "VectorIndex"
    embedder: "Embedder"
    sparse: "SparseEncoder"
    reranker: "Reranker"
    # The caller's access groups. Set by whoever serves the caller (CLI flag, HTTP auth), never by the
    # model: it is not a tool argument, so a prompt cannot widen it.
    groups: tuple[str, ...] = ("public",)

    def for_groups(self, groups: list[str]) -> "Deps":
        return replace(self, groups=tuple(groups))
