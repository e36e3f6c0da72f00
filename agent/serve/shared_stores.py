"""The stores of one server process: opened once, read by many request threads, written by an ingest
that never blocks them.

DuckDB allows one read-write connection per file per process and the SQL tool insists on a read-only
catalog, so readers keep the current catalog open read-only while an ingest writes a *copy* of it
(`catalog.next.duckdb`). When the ingest ends, the copy replaces the file: new questions wait only for
the questions already running (they finish on the old version), the file is swapped and reopened, and
the next question sees the new version. The embedded vector index admits one process, so it is shared:
the ingest writes into the same index the readers query (chunk ids are stable per position, so the old
catalog still resolves the ids it finds; new points only become reachable through the new catalog).
"""

import os
import shutil
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tally.agent.ask import AskSession
from tally.agent.serve.observe import ObservedRouter
from tally.ingest.catalog import Catalog
from tally.ingest.embedders import make_embedder
from tally.ingest.embedders.judge import make_judge
from tally.ingest.index import open_index
from tally.ingest.pipeline import Progress, ingest_paths
from tally.ingest.progress import FileProgress as InFileProgress
from tally.ingest.records import DocumentRecord
from tally.ingest.report import IngestReport
from tally.ingest.settings import Settings
from tally.ingest.sparse import SparseEncoder
from tally.ingest.stores import Stores, check_meta, index_meta


# (file just finished or "" at the start, files done, files total, its catalog record: pages, chunks, status)
FileProgress = Callable[[str, int, int, DocumentRecord | None], None]


def _with_record(catalog: Catalog, progress: FileProgress | None) -> Progress | None:
    """The pipeline's per-file progress, with what the file became in the catalog being written."""
    if progress is None:
        return None

    def report(path: str, done: int, total: int) -> None:
        record = catalog.document_by_path(str(Path(path).resolve())) if path else None
        progress(path, done, total, record)

    return report


@dataclass
class StoreVersion:
    """What a question reads: one catalog version and the AskSession answering over it."""

    number: int
    catalog: Catalog
    session: AskSession

    def close(self) -> None:
        try:
            self.session.close()  # leaves the stores open: they are closed here
        finally:
            self.catalog.close()


class SharedStores:
    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        settings.home.mkdir(parents=True, exist_ok=True)
        self.embedder = make_embedder(settings)
        self.sparse = SparseEncoder()
        self.judge = make_judge(settings)  # one for every version: the passage vectors it keeps stay valid
        self.index = open_index(settings)
        self._cond = threading.Condition()
        self._readers = 0
        self._swapping = False
        self._ingest_lock = threading.Lock()
        try:
            check_meta(self.index.meta(), index_meta(self.embedder), settings)
            self._version = self._open_version(1)
        except BaseException:
            self.index.close()
            raise

    @property
    def next_catalog_path(self) -> Path:
        return self.settings.catalog_path.with_name("catalog.next.duckdb")

    @property
    def version(self) -> int:
        return self._version.number

    def _open_version(self, number: int, router: Any = None) -> StoreVersion:
        catalog = Catalog.open(self.settings.catalog_path, read_only=True)
        try:
            stores = Stores(settings=self.settings, catalog=catalog, index=self.index, embedder=self.embedder,
                            sparse=self.sparse, judge=self.judge)
            session = AskSession(self.settings, stores=stores)
            # One router for every version: its intent exemplars are embedded once, not at every swap.
            session.router = router if router is not None else ObservedRouter(session.router)
            return StoreVersion(number=number, catalog=catalog, session=session)
        except BaseException:
            catalog.close()
            raise

    @contextmanager
    def reading(self) -> Iterator[StoreVersion]:
        """The current version, held until the block ends (a swap waits for it)."""
        with self._cond:
            while self._swapping:
                self._cond.wait()
            self._readers += 1
            version = self._version
        try:
            yield version
        finally:
            with self._cond:
                self._readers -= 1
                self._cond.notify_all()

    def ingest(self, paths: list[Path], groups: list[str] | None = None, prune: bool = False,
               progress: FileProgress | None = None, file_progress: InFileProgress | None = None,
               before_catalog_swap: Callable[[], None] | None = None) -> IngestReport:
        """Ingest into a copy of the catalog while readers use the current one, then swap it in.
        `progress` is per file; `file_progress` inside the current file (rows, pages, chunks).

        `before_catalog_swap` runs when every file is written (index included) but readers still see the
        previous catalog: tests pause there to ask questions in that window."""
        with self._ingest_lock:
            target = self.next_catalog_path
            _remove_catalog(target)
            if self.settings.catalog_path.exists():
                shutil.copyfile(self.settings.catalog_path, target)
            writer = Catalog.open(target, read_only=False)
            try:
                self.index.ensure(index_meta(self.embedder))
                stores = Stores(settings=self.settings, catalog=writer, index=self.index, embedder=self.embedder,
                                sparse=self.sparse)
                report = ingest_paths(paths, self.settings, groups=groups, prune=prune,
                                      progress=_with_record(writer, progress), stores=stores,
                                      file_progress=file_progress)
                if before_catalog_swap is not None:
                    before_catalog_swap()
            except BaseException:
                writer.close()
                _remove_catalog(target)
                raise
            writer.close()
            self._swap(target)
            return report

    def _swap(self, new_file: Path) -> None:
        with self._cond:
            self._swapping = True
            while self._readers:
                self._cond.wait()
            try:
                old = self._version
                old.close()
                os.replace(new_file, self.settings.catalog_path)
                self._version = self._open_version(old.number + 1, router=old.session.router)
            finally:
                self._swapping = False
                self._cond.notify_all()

    def close(self) -> None:
        with self._cond:
            self._swapping = True
            while self._readers:
                self._cond.wait()
            try:
                self._version.close()
            finally:
                self.index.close()


def _remove_catalog(path: Path) -> None:
    for leftover in (path, path.with_name(path.name + ".wal")):
        leftover.unlink(missing_ok=True)

