"""Opening the stores together: catalog, vector index, embedder and sparse encoder.

The index remembers which embedder built it. Opening with another model or dimension raises
ReindexNeeded instead of answering queries with vectors from two different spaces.
"""

from dataclasses import dataclass, field

from tally.ingest.catalog import Catalog
from tally.ingest.embedders import make_embedder
from tally.ingest.embedders.base import Embedder
from tally.ingest.embedders.judge import PassageJudge, make_judge
from tally.ingest.errors import ReindexNeeded
from tally.ingest.index import open_index
from tally.ingest.index.base import IndexMeta, VectorIndex
from tally.ingest.settings import Settings
from tally.ingest.sparse import SparseEncoder


@dataclass
class Stores:
    settings: Settings
    catalog: Catalog
    index: VectorIndex
    embedder: Embedder
    sparse: SparseEncoder
    judge: PassageJudge | None = field(default=None)  # answerability (ingest/embedders/judge.py); None: the embedder

    def close(self) -> None:
        try:
            self.index.close()
        finally:
            self.catalog.close()

    def __enter__(self) -> "Stores":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def index_meta(embedder: Embedder) -> IndexMeta:
    return IndexMeta(embedder=embedder.name, dim=embedder.dim)


def check_meta(found: IndexMeta | None, wanted: IndexMeta, settings: Settings) -> None:
    if found is not None and (found.embedder, found.dim) != (wanted.embedder, wanted.dim):
        raise ReindexNeeded(
            f"re-index needed: the index at {_index_location(settings)} was built with embedder "
            f"{found.embedder!r} (dim {found.dim}) but settings select {wanted.embedder!r} (dim {wanted.dim}); "
            "run `tally ingest --reindex` or set TALLY_EMBEDDER back"
        )


def _index_location(settings: Settings) -> str:
    return settings.qdrant_url or str(settings.index_path)


def open_stores(settings: Settings, read_only: bool = True, embedder: Embedder | None = None) -> Stores:
    """Open everything a reader (read_only) or the ingest pipeline needs.

    `embedder` overrides the configured one (tests wrap the real embedder to count its calls).
    """
    embedder = embedder or make_embedder(settings)
    wanted = index_meta(embedder)
    settings.home.mkdir(parents=True, exist_ok=True)
    index = open_index(settings)
    try:
        check_meta(index.meta(), wanted, settings)
        if not read_only:
            index.ensure(wanted)
        catalog = Catalog.open(settings.catalog_path, read_only=read_only)
    except BaseException:
        index.close()
        raise
    return Stores(settings=settings, catalog=catalog, index=index, embedder=embedder, sparse=SparseEncoder(),
                  judge=make_judge(settings))
