"""`tally status`: what the stores hold, gathered read-only, and its Rich rendering."""

from pydantic import BaseModel
from rich.console import Console
from rich.table import Table

from tally.agent.llm_policy import engine_description
from tally.ingest.catalog import Catalog
from tally.ingest.embedders import make_embedder
from tally.ingest.index import open_index
from tally.ingest.index.base import IndexMeta
from tally.ingest.records import CatalogStatus, DocumentRecord, TableRecord
from tally.ingest.settings import Settings


class StoreLocations(BaseModel):
    home: str
    catalog: str
    index: str  # a directory (embedded qdrant-edge) or a server URL


class StatusView(BaseModel):
    catalog: CatalogStatus
    embedder: str  # the configured embedder's model name
    embedder_dim: int
    index_meta: IndexMeta | None  # what the index was built with
    index_points: int
    reindex_needed: bool
    stores: StoreLocations
    groups: list[str] | None = None  # the caller's groups the counts are for (None: every document)
    answer_engine: str = ""  # which engine answers questions, and its endpoint (agent/llm_policy.py)
    document_list: list[DocumentRecord] = []
    tables_by_doc: dict[str, list[TableRecord]] = {}


def collect_status(settings: Settings, with_documents: bool = False, groups: list[str] | None = None) -> StatusView:
    """What the stores hold, as a caller with `groups` may see it (None: everything, for operators)."""
    embedder = make_embedder(settings)  # cheap: models load on first use
    with Catalog.open(settings.catalog_path, read_only=True) as catalog:
        status = catalog.status(groups)
        visible = catalog.documents(groups)
        documents = visible if with_documents else []
        by_doc: dict[str, list[TableRecord]] = {}
        if with_documents:
            every_group = sorted({g for d in documents for g in d.groups}) if groups is None else groups
            for table in catalog.tables(every_group):
                by_doc.setdefault(table.doc_id, []).append(table)
    index = open_index(settings)
    try:
        meta = index.meta()
        # a caller sees the points of the documents it may see, not the size of the others
        points = index.count() if groups is None else sum(index.count_for_doc(d.id) for d in visible)
    finally:
        index.close()
    return StatusView(
        catalog=status,
        embedder=embedder.name,
        embedder_dim=embedder.dim,
        index_meta=meta,
        index_points=points,
        reindex_needed=meta is not None and (meta.embedder, meta.dim) != (embedder.name, embedder.dim),
        stores=StoreLocations(
            home=str(settings.home.absolute()),
            catalog=str(settings.catalog_path.absolute()),
            index=settings.qdrant_url or str(settings.index_path.absolute()),
        ),
        groups=groups,
        answer_engine=engine_description(settings),
        document_list=documents,
        tables_by_doc=by_doc,
    )


def render_status(view: StatusView, console: Console) -> None:
    s = view.catalog
    table = Table(show_header=False, box=None, pad_edge=False)
    table.add_column(style="bold")
    table.add_column()
    by_type = ", ".join(f"{k} {v}" for k, v in s.documents_by_type.items()) or "none"
    table.add_row("documents", f"{s.documents} ({by_type})")
    if view.groups is not None:
        table.add_row("visible to", ", ".join(view.groups))
    not_ok = {k: v for k, v in s.documents_by_status.items() if k != "ok"}
    if not_ok:
        table.add_row("not current", ", ".join(f"{k} {v}" for k, v in not_ok.items()))
    kinds = ", ".join(f"{k} {v}" for k, v in s.chunks_by_kind.items()) or "none"
    table.add_row("chunks", f"{s.chunks} ({kinds}); {view.index_points} points in the index")
    table.add_row("tables", f"{s.tables} with {s.table_rows} rows")
    table.add_row("keys", str(s.keys))
    last = s.last_indexed_at.isoformat(sep=" ", timespec="seconds") + " UTC" if s.last_indexed_at else "never"
    table.add_row("last ingest", last)
    built = f"{view.index_meta.embedder} ({view.index_meta.dim}-d)" if view.index_meta else "nothing indexed yet"
    table.add_row("embedding model", f"{view.embedder} ({view.embedder_dim}-d); index built with {built}")
    table.add_row("answer engine", view.answer_engine)
    table.add_row("catalog", view.stores.catalog)
    table.add_row("vector index", view.stores.index)
    console.print(table)
    if view.reindex_needed:
        console.print("[yellow]re-index needed:[/yellow] run `tally ingest --reindex`")
    if s.failures:
        console.print(f"[red]{len(s.failures)} failed file(s):[/red]")
        for failure in s.failures:
            console.print(f"  {failure.error}", markup=False, highlight=False, soft_wrap=True)
