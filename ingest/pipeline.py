"""Ingest: keep the stores true to the files on disk.

Per file: sha256; unchanged (same hash, status ok, same groups) -> skipped, nothing embedded. Otherwise
convert -> groups -> token-safe split -> type tables -> embed -> swap. Everything before the swap only
builds new data in memory, so a failure there leaves the previous version fully answerable. A big sheet's
rows past the dense limit are not built up front: their chunks are built a batch at a time while the
swap writes them (ingest/chunk_stream.py), once for the catalog and once for the index.

The swap writes the catalog first (one DuckDB transaction: rows, keys, data tables) with the document's
status `indexing`, then the index (upsert the new points, delete the document's points that are no longer
used), and only then marks the document `ok`: a document is never `ok` while its points are incomplete.
Chunk ids are stable per position, so the upsert overwrites in place. If the index step fails after the
catalog committed, the document is marked `error`. Every run starts with `reconcile` (ingest/reconcile.py),
which rewrites the points of `indexing` and `error` documents from the catalog (a process killed mid-write)
and repairs any other document whose points differ from its chunks.

The index logs every write ahead (a crash replays it) and is flushed to its segments once, after the last
file (and every 50,000 points of a big document, which bounds its log); if that flush fails, every document of the run is marked `error` the same way. A run that wrote
at least `optimize_after_points` dense vectors then builds the index's search graph (HNSW).
"""

import gc
import hashlib
import logging
import time
from collections.abc import Callable, Iterable
from contextlib import contextmanager, nullcontext
from pathlib import Path


from tally.ingest.catalog import Catalog
from tally.ingest.chunk_stream import ChunkStream
from tally.ingest.convert import convert
from tally.ingest.convert.sheet_rows import build_rows_up_to
from tally.ingest.embedders.base import Embedder
from tally.ingest.errors import TallyError
from tally.ingest.models import Document
from tally.ingest.points import PendingPoints, wants_dense
from tally.ingest.progress import FileProgress, Throttled, reporting
from tally.ingest.reconcile import reconcile
from tally.ingest.report import FailedFile, FileResult, IngestReport
from tally.ingest.settings import Settings
from tally.ingest.split import finalize
from tally.ingest.stores import Stores, open_stores
from tally.ingest.tables import BuiltTable, build_table
from tally.ingest.walk import Candidate, discover, groups_for

Progress = Callable[[str, int, int], None]  # (path just finished or "" at the start, files done, files total)
BeforeSwap = Callable[[Document], None]  # hook between embedding and swap (tests inject failures here)
log = logging.getLogger(__name__)


class _Timer(dict[str, float]):
    """Wall seconds per stage; `cpu` holds this process's CPU seconds (steadier on a busy machine)."""

    def __init__(self) -> None:
        super().__init__()
        self.cpu: dict[str, float] = {}

    @contextmanager
    def stage(self, name: str):  # noqa: ANN201 - a context manager
        start, start_cpu = time.perf_counter(), time.process_time()
        try:
            yield
        finally:
            self[name] = self.get(name, 0.0) + time.perf_counter() - start
            self.cpu[name] = self.cpu.get(name, 0.0) + time.process_time() - start_cpu


def ingest_paths(
    paths: Iterable[Path],
    settings: Settings,
    groups: list[str] | None = None,
    prune: bool = False,
    progress: Progress | None = None,
    *,
    reindex: bool = False,
    embedder: Embedder | None = None,
    before_swap: BeforeSwap | None = None,
    stores: Stores | None = None,
    file_progress: FileProgress | None = None,
) -> IngestReport:
    """Ingest files and folders. `reindex` first empties the stores and re-ingests every document
    they held (plus `paths`) with the configured embedder; `prune` drops documents whose files are gone.

    `stores`: write into stores the caller already opened read-write and keeps open (the HTTP server,
    which owns the index for its whole life); they are not closed here, and `reindex` is refused.
    `file_progress`: progress inside each file (rows, pages, chunks; ingest/progress.py); plain log lines
    of it are written every 10 s of a long file either way."""
    started = time.perf_counter()
    paths = list(paths)
    if reindex and stores is not None:
        raise TallyError("--reindex empties the stores: stop the server (`tally serve`) and run it from the CLI")
    if reindex:
        paths = _previous_paths(settings) + paths
        reset_stores(settings)
    found = discover(paths, skip=settings.home)
    report = IngestReport(ignored=found.ignored)
    opened = nullcontext(stores) if stores is not None else open_stores(settings, read_only=False, embedder=embedder)
    with opened as stores:
        report.reconciled = reconcile(stores)
        for path, reason in found.missing:
            _fail(stores, report, path, reason, _groups_or_none(Candidate(path=Path(path)), groups, stores.settings))
        total = len(found.candidates)
        if progress:
            progress("", 0, total)
        for done, candidate in enumerate(found.candidates, start=1):
            with _full_gc_deferred(), reporting(_listeners(candidate.path, file_progress)):
                _ingest_one(stores, candidate, groups, report, before_swap)
            if progress:
                progress(str(candidate.path), done, total)
        if prune:
            report.pruned = prune_missing(stores)
        _finish(stores, report)
    report.seconds = time.perf_counter() - started
    return report


def _listeners(path: Path, caller: FileProgress | None) -> FileProgress:
    def log_line(unit: str, done: int, total: int) -> None:
        log.info("%s: %s %d/%d", path.name, unit, done, total)

    logged = Throttled(log_line)

    def both(unit: str, done: int, total: int) -> None:
        logged(unit, done, total)
        if caller is not None:
            caller(unit, done, total)

    return both


def _ingest_one(
    stores: Stores, candidate: Candidate, groups: list[str] | None, report: IngestReport, hook: BeforeSwap | None
) -> None:
    path = str(candidate.path)
    existing = stores.catalog.document_by_path(str(candidate.path.resolve()))
    doc_groups: list[str] | None = None  # stays None if the groups themselves cannot be read
    try:
        timer = _Timer()
        with timer.stage("read"):
            digest = sha256_file(candidate.path)
            doc_groups = groups_for(candidate, groups, stores.settings.default_groups)
        if existing and existing.status == "ok" and existing.sha256 == digest and existing.groups == doc_groups:
            report.skipped.append(path)
            return
        result = _process(stores, candidate.path, digest, doc_groups, timer, hook)
    except Exception as exc:  # noqa: BLE001 - one bad file must not stop the run; it is reported, not hidden
        reason = _one_line(path, exc)
        # The report keeps one line; `tally -vv` shows the traceback, which a bug (not a TallyError) needs.
        log.debug("%s failed", path, exc_info=not isinstance(exc, TallyError))
        _fail(stores, report, path, reason, doc_groups)
        if existing and existing.status == "ok":
            stores.catalog.set_status(existing.id, "stale", reason)
        return
    report.ok.append(result)
    report.embedded_chunks += result.chunks
    log.info("%s: %d chunks", path, result.chunks)


def _process(
    stores: Stores, path: Path, digest: str, groups: list[str], timer: _Timer, hook: BeforeSwap | None
) -> FileResult:
    embedder = stores.embedder
    dense_rows = stores.settings.dense_rows_per_sheet
    with timer.stage("convert"):
        # a sheet's rows past the dense limit stay lazy: their chunks are built batch by batch in the swap
        doc = build_rows_up_to(convert(path, lazy_rows=True), dense_rows)
    doc = doc.model_copy(update={"sha256": digest, "groups": groups})
    with timer.stage("split"):
        # an embedder may offer a cheap upper bound on its token count (USE does): exact counts only near the limit
        bound = getattr(embedder, "token_upper_bound", None)
        doc = finalize(doc, embedder.count_tokens, embedder.max_tokens, stores.settings.token_margin, bound,
                       embedded=lambda chunk: wants_dense(chunk, dense_rows), reuse_chunks=True)
    with timer.stage("tables"):
        built = [build_table(table) for table in doc.tables]
    chunks = ChunkStream(doc, stores.settings.ingest_batch)
    points = build_points(stores, doc, chunks, timer)
    if hook is not None:
        hook(doc)
    rows = sum(b.row_count for b in built)
    names = swap(stores, doc, built, points, timer, chunks)
    return FileResult(
        path=doc.path, doc_id=doc.id, type=doc.type, pages=doc.pages, rows=rows, chunks=len(points),
        dense=points.dense_count, tables=names, groups=groups, timings=dict(timer), cpu=dict(timer.cpu),
    )


def build_points(stores: Stores, doc: Document, chunks: ChunkStream, timer: _Timer) -> PendingPoints:
    """Dense vectors now (the step that can fail; ingest/points.py decides which chunks get one); sparse
    vectors and the points themselves are built batch by batch while the swap writes them."""
    try:
        return PendingPoints(stores, doc.id, doc.groups, chunks, timer)
    except TallyError as exc:
        raise TallyError(f"{doc.path}: {exc}") from exc


def swap(
    stores: Stores, doc: Document, built: list[BuiltTable], points: PendingPoints, timer: _Timer,
    chunks: ChunkStream | None = None,
) -> list[str]:
    with timer.stage("catalog"):
        names = stores.catalog.replace_document(doc, built, status="indexing", chunks=chunks)
        built.clear()  # the typed columns are in DuckDB now; the index needs the memory
        if len(points) >= _BIG_DOCUMENT:
            stores.catalog.trim_memory()
    try:
        with timer.stage("index"):
            _replace_points(stores, doc, points)
    except Exception as exc:
        stores.catalog.set_status(doc.id, "error", _one_line(doc.path, exc))
        raise
    with timer.stage("catalog"):
        stores.catalog.set_status(doc.id, "ok", None)
    return names


_BIG_DOCUMENT = 50_000  # chunks: past this, DuckDB's cache is trimmed after the catalog swap

# Points written between two flushes of the index inside one document. Its write-ahead log keeps every
# update until a flush: ~100 MB of a 300,000-row sheet's points (measured in the README, Benchmarks).
FLUSH_EVERY_POINTS = 50_000


def _replace_points(stores: Stores, doc: Document, points: PendingPoints) -> None:
    """Upsert first (same ids overwrite in place), then drop the points the new version no longer has.
    A big document flushes the index as it goes (a crash still leaves it `indexing`: reconcile rewrites it)."""
    since_flush = 0
    for batch in points.batches():
        stores.index.upsert(batch)
        since_flush += len(batch)
        if since_flush >= FLUSH_EVERY_POINTS:
            stores.index.flush()
            since_flush = 0
    new_ids = points.ids
    stale = [i for i in stores.index.ids_for_doc(doc.id) if i not in new_ids]
    if stale:
        stores.index.delete(stale)


def _finish(stores: Stores, report: IngestReport) -> None:
    """Once per run: persist the index; after a large ingest, build its search graph."""
    timer = _Timer()
    try:
        with timer.stage("flush"):
            stores.index.flush()
    except Exception as exc:  # noqa: BLE001 - reported per document below, as a failed swap would be
        for result in report.ok:
            reason = _one_line(result.path, exc)
            stores.catalog.set_status(result.doc_id, "error", reason)
            _fail(stores, report, result.path, reason, result.groups)
        report.embedded_chunks -= sum(result.chunks for result in report.ok)
        report.ok = []
    # the graph serves dense search only: 300,000 rows of which 2,001 had a dense vector took 3.4 GB and
    # 10 s of CPU to optimize, and a filtered dense query was slower after it (27 vs 5 ms)
    written = sum(result.dense for result in report.ok)
    threshold = stores.settings.optimize_after_points
    if threshold > 0 and written >= threshold:
        with timer.stage("optimize"):
            stores.index.optimize()
    report.run_timings, report.run_cpu = dict(timer), dict(timer.cpu)


@contextmanager
def _full_gc_deferred():  # noqa: ANN202 - a context manager
    """No full (oldest-generation) garbage collection while one file is processed.

    Building tens of thousands of chunk objects makes the collector re-scan the whole growing heap again
    and again: ~40% of the CPU of converting a 50,000-row sheet. Young collections still run, so the
    short-lived cycles a PDF parser leaves behind are freed as usual; the rest waits for the next file.
    """
    young, middle, old = gc.get_threshold()
    gc.set_threshold(young, middle, 1_000_000)
    try:
        yield
    finally:
        gc.set_threshold(young, middle, old)


def sha256_file(path: Path) -> str:
    with open(path, "rb") as handle:
        return hashlib.file_digest(handle, "sha256").hexdigest()


def _one_line(path: str, exc: BaseException) -> str:
    if isinstance(exc, OSError) and exc.strerror:
        return f"{path}: cannot read file ({exc.strerror})"
    message = " ".join(str(exc).split()) or type(exc).__name__
    if not isinstance(exc, TallyError):
        message = f"{type(exc).__name__}: {message}"
    return message if message.startswith(path) else f"{path}: {message}"


def _fail(stores: Stores, report: IngestReport, path: str, reason: str, groups: list[str] | None) -> None:
    """`groups`: the file's access groups, so that only callers who could read it see that it failed."""
    report.failed.append(FailedFile(path=path, error=reason))
    stores.catalog.record_failure(path, reason, groups)


def _groups_or_none(candidate: Candidate, explicit: list[str] | None, settings: Settings) -> list[str] | None:
    try:
        return groups_for(candidate, explicit, settings.default_groups)
    except (TallyError, OSError):  # an unreadable .tally-groups: the failure is then shown to operators only
        return None


# ---- removing documents ------------------------------------------------------------------------------


def remove_document(stores: Stores, doc_id: str) -> None:
    """Index first: if it fails the catalog still lists the document and forgetting it again works."""
    ids = stores.index.ids_for_doc(doc_id)
    if ids:
        stores.index.delete(ids)
    stores.catalog.delete_document(doc_id)


def prune_missing(stores: Stores) -> list[str]:
    removed = []
    for doc in stores.catalog.documents():
        if not Path(doc.path).exists():
            remove_document(stores, doc.id)
            removed.append(doc.path)
    gone = [f.path for f in stores.catalog.failures() if not Path(f.path).exists()]
    if gone:
        stores.catalog.clear_failures(gone)
    return removed


def forget(path: Path, settings: Settings) -> list[str]:
    """Remove the document at `path`, or every document under it if it is a folder; returns their paths."""
    target = Path(path).absolute()
    resolved = target.resolve()
    with open_stores(settings, read_only=False) as stores:
        removed = []
        for doc in stores.catalog.documents():
            doc_path = Path(doc.path)
            if doc_path in (target, resolved) or target in doc_path.parents or resolved in doc_path.parents:
                remove_document(stores, doc.id)
                removed.append(doc.path)
        stores.catalog.clear_failures([str(target)])
    if not removed:
        raise TallyError(f"{target}: not in the catalog (see `tally status`)")
    return removed


def _previous_paths(settings: Settings) -> list[Path]:
    if not settings.catalog_path.exists():
        return []
    with Catalog.open(settings.catalog_path, read_only=True) as catalog:
        return [Path(d.path) for d in catalog.documents()]


def reset_stores(settings: Settings) -> None:
    """Empty the catalog and the vector index (re-index with another embedder)."""
    from tally.ingest.index import reset_index

    with Catalog.open(settings.catalog_path, read_only=False) as catalog:
        catalog.clear()
    reset_index(settings)
