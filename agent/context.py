"""The numbered context of one run: every piece of evidence a tool returned, numbered [1], [2], ...
across all calls of the run, so an answer's citations point at exactly one item.

Search results keep their items (renumbered to continue the run's numbering; a chunk seen before keeps
its first number), each lookup row is an item, and each SQL result is one item that cites the
documents its tables came from. Table listings and descriptions help write SQL but are not evidence.
"""

import hashlib
import json
from typing import Any

from pydantic import BaseModel, Field

from tally.agent.answer import Citation, Pipeline
from tally.tools.lookup import LookupResult
from tally.tools.search_models import SearchResult, locator
from tally.tools.sql import SqlResult, TableSource

_SQL_ROWS_SHOWN = 50


class ContextItem(BaseModel):
    """Field names follow tools/search_models.ContextItem, so code written for search items reads these."""

    n: int
    chunk_id: str | None = None  # None for an SQL result
    doc_id: str
    title: str
    source: str
    page: int | None = None
    page_end: int | None = None
    sheet: str | None = None
    row: int | None = None
    section: str | None = None
    kind: str  # chunk kind, or "sql"
    part: str | None = None
    text: str
    score: float | None = None
    role: str  # seed / expanded (search), lookup, sql
    via: str = "seed"
    tool: str
    sql: str | None = None
    table_sources: list[TableSource] = Field(default_factory=list)  # every table's document (SQL items)

    def locator(self) -> str:
        return locator(sheet=self.sheet, row=self.row, page=self.page, page_end=self.page_end, section=self.section)


class Absorbed(BaseModel):
    """What the engine sees of one executed call."""

    content: str
    numbers: list[int]
    result: Any = None


class RunContext:
    def __init__(self) -> None:
        self.items: list[ContextItem] = []
        self.tool_texts: list[str] = []  # everything tools returned (and were asked), for groundedness
        self.searches: list[SearchResult] = []
        self.sql: str | None = None  # the last SQL that returned rows
        self._by_chunk: dict[str, int] = {}

    # -- absorbing tool results -------------------------------------------------------------------

    def absorb(self, tool: str, arguments: dict[str, Any], result: Any) -> Absorbed:
        self.tool_texts.append(json.dumps(arguments, ensure_ascii=False, default=str))
        if isinstance(result, SearchResult):
            absorbed = self._search(result)
        elif isinstance(result, SqlResult):
            absorbed = self._sql(result)
        elif isinstance(result, LookupResult):
            absorbed = self._lookup(result)
        else:
            absorbed = Absorbed(content=result.model_dump_json(), numbers=[], result=result)
        self.tool_texts.append(absorbed.content)
        return absorbed

    def _number_for(self, chunk_id: str | None) -> tuple[int, bool]:
        """(number, is_new): a chunk already in context keeps its number."""
        if chunk_id and chunk_id in self._by_chunk:
            return self._by_chunk[chunk_id], False
        n = len(self.items) + 1
        if chunk_id:
            self._by_chunk[chunk_id] = n
        return n, True

    def _search(self, result: SearchResult) -> Absorbed:
        self.searches.append(result)
        renumbered = []
        for item in result.items:
            n, new = self._number_for(item.chunk_id)
            copy = item.model_copy(update={"n": n})
            renumbered.append(copy)
            if new:
                self.items.append(ContextItem(**copy.model_dump(), tool="search_documents"))
        result = result.model_copy(update={"items": renumbered})
        content = result.render() if renumbered else "No passage scored above the similarity floor."
        return Absorbed(content=content, numbers=sorted({i.n for i in renumbered}), result=result)

    def _sql(self, result: SqlResult) -> Absorbed:
        if not result.rows:
            return Absorbed(content=f"SQL: {result.sql}\nThe query returned no rows.", numbers=[], result=result)
        self.sql = result.sql
        n, _ = self._number_for(None)
        primary = result.sources[0] if result.sources else None
        tables = "; ".join(_table_label(s) for s in result.sources) or "no table"
        lines = [" | ".join(result.columns)] + [" | ".join(_cell(v) for v in row) for row in result.rows[:_SQL_ROWS_SHOWN]]
        more = len(result.rows) - _SQL_ROWS_SHOWN
        if more > 0 or result.truncated:
            lines.append(f"… more rows not shown ({'truncated at the row limit' if result.truncated else more})")
        text = "\n".join(lines)
        self.items.append(ContextItem(
            n=n, doc_id=primary.doc_id if primary else "", title=primary.title if primary else "SQL result",
            source=primary.source if primary else "", sheet=primary.sheet if primary else None,
            page=primary.pages[0] if primary and primary.pages else None,
            page_end=primary.pages[1] if primary and primary.pages else None,
            kind="sql", text=text, role="sql", via="sql", tool="run_sql", sql=result.sql,
            table_sources=list(result.sources),
        ))
        content = f"[{n}] SQL result from {tables}\nSQL: {result.sql}\n{text}"
        return Absorbed(content=content, numbers=[n], result=result)

    def _lookup(self, result: LookupResult) -> Absorbed:
        blocks = [result.message + (" — FUZZY: check the matched value before relying on it." if result.fuzzy else "")]
        numbers = []
        for row in result.rows:
            n, new = self._number_for(row.chunk_id)
            numbers.append(n)
            if new:
                self.items.append(ContextItem(
                    n=n, chunk_id=row.chunk_id, doc_id=row.doc_id, title=row.title, source=row.source,
                    page=row.page, page_end=row.page_end, sheet=row.sheet, row=row.row, section=row.section,
                    kind=row.kind, text=row.text, role="lookup", via="key", tool="lookup_key",
                ))
            item = self.items[n - 1]
            others = ", ".join(f"{k.name}: {k.value}" for k in row.other_keys) or "none"
            blocks.append(f"[{n}] {row.title} — {row.source} ({item.locator()}); matched {row.matched_key} = "
                          f"{row.matched_value}; other keys: {others}\n{row.text}")
        return Absorbed(content="\n\n".join(blocks), numbers=numbers, result=result)

    # -- reading the context ----------------------------------------------------------------------

    @property
    def numbers(self) -> set[int]:
        return {item.n for item in self.items}

    def has_sql_rows(self) -> bool:
        return any(item.kind == "sql" for item in self.items)

    def render(self) -> str:
        return "\n\n".join(f"[{i.n}] {i.title} — {i.source} ({i.locator()})\n{i.text}" for i in self.items)

    def sha256(self) -> str | None:
        return hashlib.sha256(self.render().encode("utf-8")).hexdigest() if self.items else None

    def citations(self, cited: list[int]) -> list[Citation]:
        out: list[Citation] = []
        for n in dict.fromkeys(cited):
            if not 1 <= n <= len(self.items):
                continue
            item = self.items[n - 1]
            if item.kind == "sql":
                out.extend(Citation(n=n, doc_id=s.doc_id, source=s.source, sheet=s.sheet,
                                    page=s.pages[0] if s.pages else None) for s in item.table_sources)
            else:
                out.append(Citation(n=n, doc_id=item.doc_id, source=item.source, page=item.page, sheet=item.sheet,
                                    row=item.row, chunk_id=item.chunk_id))
        return out

    def pipeline(self) -> Pipeline:
        stats = [s.stats for s in self.searches]
        best = [s.best_dense_score for s in stats if s.best_dense_score is not None]
        return Pipeline(
            retrieved=sum(s.retrieved for s in stats), after_floor=sum(s.after_floor for s in stats),
            after_rerank=sum(s.after_rerank for s in stats),
            chars_before_compression=sum(s.chars_before_compression for s in stats),
            chars_after_compression=sum(s.chars_after_compression for s in stats),
            id_survival=self.searches[-1].id_survival if self.searches else {},
            degraded=any(s.degraded for s in stats), best_score=max(best) if best else None,
        )


def _table_label(source: TableSource) -> str:
    where = f"sheet {source.sheet}" if source.sheet else (f"pages {source.pages[0]}-{source.pages[1]}" if source.pages else "")
    return f"table {source.table} ({source.title} — {source.source}{', ' + where if where else ''})"


def _cell(value: Any) -> str:
    return "" if value is None else str(value)
