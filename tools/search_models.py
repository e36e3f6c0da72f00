"""Result models of search_documents and retrieve_only."""

from datetime import datetime
from typing import Literal

from pydantic import BaseModel

from tally.tools.registry import ToolResult

Role = Literal["seed", "expanded"]
Via = Literal["seed", "sibling", "neighbour", "key"]
STAGES = ("retrieved", "after_floor", "after_rerank", "after_expansion", "after_compression")



def locator(*, sheet: str | None, row: int | None, page: int | None, page_end: int | None, section: str | None) -> str:
    """Where in its document an item sits, as a reader would say it: sheet and row, page range, or section."""
    if sheet:
        return f"sheet {sheet}" + (f", row {row}" if row else "")
    if page:
        end = f"-{page_end}" if page_end and page_end != page else ""
        return f"p. {page}{end}"
    return section or ""

class ContextItem(BaseModel):
    n: int  # the number an answer cites as [n]
    chunk_id: str
    doc_id: str
    title: str
    source: str  # path of the source document
    page: int | None = None
    page_end: int | None = None
    sheet: str | None = None
    row: int | None = None
    section: str | None = None
    kind: str
    part: str | None = None  # "i/n" when the chunk is one part of a split section
    text: str
    score: float | None = None  # reranker score for seeds; None for expanded items
    role: Role
    via: Via  # how the item got here: a seed, or a seed's sibling / neighbour / key-linked row

    def locator(self) -> str:
        return locator(sheet=self.sheet, row=self.row, page=self.page, page_end=self.page_end, section=self.section)


class DocumentHeader(BaseModel):
    doc_id: str
    title: str
    source: str
    indexed_at: datetime | None
    pages: list[int] = []  # pages the items come from (PDF)
    sheets: list[str] = []  # sheets the items come from (workbooks)


class SearchStats(BaseModel):
    mode: str
    fusion: str | None
    retrieved: int
    after_floor: int
    after_rerank: int  # seed chunks kept after reranking and the hard cap (counted in sections)
    after_expansion: int
    after_compression: int
    chars_before_compression: int
    chars_after_compression: int
    tokens_before_compression: int
    tokens_after_compression: int
    budget_tokens: int
    best_dense_score: float | None
    floor: float | None
    gate: float | None = None  # the best dense cosine the query had to reach (retrieve.query_gate)
    reranker: str
    degraded: bool
    degraded_reason: str | None = None
    rewrites: list[str] = []  # multi-query rewrites used (empty when off)


class SearchResult(ToolResult):
    query: str
    items: list[ContextItem]
    documents: list[DocumentHeader]
    stats: SearchStats
    # ID-like tokens present after each stage (keys: STAGES), to show where an ID was lost, if anywhere.
    id_survival: dict[str, list[str]]
    query_ids: list[str]  # ID-like tokens the query names
    missing_ids: list[str]  # query IDs found in no retrieved chunk

    def trace_summary(self) -> str:
        s = self.stats
        note = " (degraded)" if s.degraded else ""
        return (
            f"{len(self.items)} items from {len(self.documents)} docs; retrieved {s.retrieved}, floor {s.after_floor}, "
            f"seeds {s.after_rerank}, expanded {s.after_expansion}{note}"
        )

    def trace_ids(self) -> list[str]:
        return [item.chunk_id for item in self.items]

    def render(self) -> str:
        """The numbered context as a model reads it: a header per document, then its items."""
        out: list[str] = []
        headers = {doc.doc_id: doc for doc in self.documents}
        current = None
        for item in self.items:
            if item.doc_id != current:
                current = item.doc_id
                doc = headers[item.doc_id]
                stamp = doc.indexed_at.isoformat(timespec="seconds") if doc.indexed_at else "unknown"
                out.append(f"## {doc.title} — {doc.source} (indexed {stamp})")
            label = ", ".join(x for x in (item.locator(), f"part {item.part}" if item.part else "", item.role) if x)
            out.append(f"[{item.n}] ({label})\n{item.text}")
        return "\n\n".join(out)


class RankedChunk(BaseModel):
    rank: int
    chunk_id: str
    doc_id: str
    source: str
    kind: str
    score: float
    page_start: int | None = None
    page_end: int | None = None
    sheet: str | None = None
    row: int | None = None
    section: str | None = None
    breadcrumbs: list[str] = []
    text: str


class RetrieveOnlyResult(BaseModel):
    query: str
    mode: str
    hits: list[RankedChunk]
    best_dense_score: float | None
