"""Reconcile: make the vector index hold exactly the catalog's chunks, document by document.

The pipeline commits a document's catalog rows with status `indexing`, writes its points, then marks it
`ok`; a process killed between the two leaves `indexing` behind. Reconcile runs at the start of every
ingest and in `tally status --check`:

- a document in `indexing` or `error` (its points were being written, or the write failed after the
  catalog committed) gets all its points rewritten from the catalog's chunks and becomes `ok`;
- any other document whose point count differs from its chunk count gets the missing points written and
  the extra ones deleted (its status is left as it was);
- points whose document is not in the catalog at all are deleted.

Points are rebuilt from the chunk text the catalog holds (re-embedded: the catalog keeps no vectors)
by the pipeline's own point builder (ingest/points.py), so they are the points a fresh ingest writes.
"""

from pydantic import BaseModel

from tally.ingest.points import PendingPoints
from tally.ingest.records import DocumentRecord
from tally.ingest.settings import Settings
from tally.ingest.stores import Stores, open_stores

REWRITE = ("indexing", "error")  # statuses whose points may be partly written or partly stale


class Repair(BaseModel):
    path: str
    status: str  # the status the document had before the repair
    written: int  # points (re)written from the catalog
    deleted: int  # points the document no longer has


class ReconcileReport(BaseModel):
    documents: int = 0  # documents checked
    repaired: list[Repair] = []
    orphans_deleted: int = 0  # points of documents the catalog does not know
    failed: list[str] = []  # one line per document whose repair failed

    @property
    def clean(self) -> bool:
        return not self.repaired and not self.orphans_deleted and not self.failed

    def lines(self) -> list[str]:
        """One line per repair, for the CLI."""
        found = [
            f"{r.path}: index repaired ({r.status} before; {r.written} points written, {r.deleted} deleted)"
            for r in self.repaired
        ]
        found += self.failed
        if self.orphans_deleted:
            found.append(f"index: deleted {self.orphans_deleted} points of documents no longer in the catalog")
        return found


def reconcile(stores: Stores) -> ReconcileReport:
    documents = stores.catalog.documents()
    report = ReconcileReport(documents=len(documents))
    for doc in documents:
        try:
            repair = _reconcile_document(stores, doc)
        except Exception as exc:  # noqa: BLE001 - one document's repair must not stop the run; reported
            # it keeps its status: an `indexing` document is not `ok`, so the ingest re-processes its file
            report.failed.append(f"{doc.path}: index repair failed: {' '.join(str(exc).split()) or type(exc).__name__}")
            continue
        if repair is not None:
            report.repaired.append(repair)
    if stores.index.count() != sum(d.chunk_count for d in documents):
        known = {d.id for d in documents}
        orphans = [pid for pid, doc_id in stores.index.point_docs().items() if doc_id not in known]
        if orphans:
            stores.index.delete(orphans)
            report.orphans_deleted = len(orphans)
    return report


def _reconcile_document(stores: Stores, doc: DocumentRecord) -> Repair | None:
    rewrite = doc.status in REWRITE
    if not rewrite and stores.index.count_for_doc(doc.id) == doc.chunk_count:
        return None
    chunks = stores.catalog.chunks_for_doc(doc.id, doc.groups)
    wanted = {c.id for c in chunks}
    present = set(stores.index.ids_for_doc(doc.id))
    todo = chunks if rewrite else [c for c in chunks if c.id not in present]
    extra = sorted(present - wanted)
    if todo:
        # the same points the pipeline writes (which rows get dense vectors is decided per chunk)
        for batch in PendingPoints(stores, doc.id, doc.groups, todo).batches():
            stores.index.upsert(batch)
    if extra:
        stores.index.delete(extra)
    if rewrite:
        stores.catalog.set_status(doc.id, "ok", None)
    elif not todo and not extra:
        return None  # the count differed while the ids agree: nothing to do
    return Repair(path=doc.path, status=doc.status, written=len(todo), deleted=len(extra))


def check_stores(settings: Settings) -> ReconcileReport:
    """`tally status --check`: reconcile outside an ingest (opens the stores for writing)."""
    with open_stores(settings, read_only=False) as stores:
        report = reconcile(stores)
        stores.index.flush()
    return report
