"""Background jobs of the server: batches of questions and ingests, with progress a client can poll.

Ingests run one at a time (they write the same index); batches share the question pool's threads.
Each job's files (the uploaded questions, the JSONL results, uploaded documents) live under
TALLY_HOME/jobs/<id>/.
"""

import threading
import time
import uuid
from collections import OrderedDict
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, Field

from tally.agent.batch import read_questions, run_batch
from tally.agent.serve.runs import Answerer
from tally.agent.serve.shared_stores import SharedStores
from tally.ingest.errors import TallyError
from tally.ingest.records import DocumentRecord
from tally.tools.trace import error_text

_KEPT_JOBS = 500
_KEPT_STEPS = 64


class FileDone(BaseModel):
    """One ingested file, as soon as it is written (before the swap makes it answerable)."""

    path: str
    status: str  # ok, error, ...: the catalog's status of the document
    pages: int | None = None
    chunks: int = 0


class FileStep(BaseModel):
    """Progress inside the file being ingested (ingest/progress.py): rows of a sheet or CSV, pages of a
    PDF, chunks embedded, chunks indexed."""

    file: int  # which of the job's files (1-based): the one after the `done` finished ones
    unit: str
    done: int
    total: int | None = None  # None when the step's total is not known


class JobProgress(BaseModel):
    done: int = 0
    total: int | None = None
    current: str | None = None  # the file just ingested / the last question answered
    files: list[FileDone] = Field(default_factory=list)  # ingests: each finished file with its pages and chunks
    within: FileStep | None = None  # ingests: the file being converted/embedded now (None between files)
    steps: list[FileStep] = Field(default_factory=list)  # ingests: the last in-file steps, oldest first


class Job(BaseModel):
    id: str
    kind: Literal["batch", "ingest"]
    state: Literal["queued", "running", "done", "failed"] = "queued"
    groups: list[str]
    progress: JobProgress = Field(default_factory=JobProgress)
    result: dict[str, Any] | None = None  # the batch summary or the ingest report
    error: str | None = None
    created_at: float = Field(default_factory=time.time)
    finished_at: float | None = None
    store_version: int | None = None  # for ingests: the catalog version serving questions after the swap


class Jobs:
    def __init__(self, stores: SharedStores, answerer: Answerer, workers: int) -> None:
        self.stores, self.answerer, self.workers = stores, answerer, max(1, workers)
        self.root = stores.settings.home / "jobs"
        self._jobs: OrderedDict[str, Job] = OrderedDict()
        self._lock = threading.Lock()
        self._ingests = ThreadPoolExecutor(max_workers=1, thread_name_prefix="tally-ingest")
        self._batches = ThreadPoolExecutor(max_workers=2, thread_name_prefix="tally-batch")
        self.before_catalog_swap = None  # tests pause an ingest there (see SharedStores.ingest)

    def folder(self, job_id: str) -> Path:
        return self.root / job_id

    def _new(self, kind: str, groups: list[str]) -> Job:
        job = Job(id=uuid.uuid4().hex[:12], kind=kind, groups=groups)
        self.folder(job.id).mkdir(parents=True, exist_ok=True)
        with self._lock:
            self._jobs[job.id] = job
            while len(self._jobs) > _KEPT_JOBS:
                self._jobs.popitem(last=False)
        return job

    def get(self, job_id: str) -> Job | None:
        with self._lock:
            return self._jobs.get(job_id)

    def results_path(self, job: Job) -> Path:
        return self.folder(job.id) / "answers.jsonl"

    def ingest_running(self) -> bool:
        with self._lock:
            return any(j.kind == "ingest" and j.state in ("queued", "running") for j in self._jobs.values())

    # ---- batch -----------------------------------------------------------------------------------------

    def submit_batch(self, body: bytes, suffix: str, groups: list[str]) -> Job:
        job = self._new("batch", groups)
        questions = self.folder(job.id) / f"questions{suffix}"
        questions.write_bytes(body)
        job.progress.total = len(read_questions(questions))  # a malformed file fails the request, not the job
        self._batches.submit(self._run_batch, job, questions)
        return job

    def _run_batch(self, job: Job, questions: Path) -> None:
        job.state = "running"

        def advance(line: dict[str, Any]) -> None:
            job.progress.done += 1
            job.progress.current = str(line.get("id"))

        def work() -> dict[str, Any]:
            summary = run_batch(questions, self.results_path(job), self.stores.settings, workers=self.workers,
                                groups=job.groups, session=self.answerer, on_line=advance)  # type: ignore[arg-type]
            return summary.model_dump()

        self._finish(job, work)

    # ---- ingest ----------------------------------------------------------------------------------------

    def submit_ingest(self, paths: list[Path], groups: list[str] | None, prune: bool, owner_groups: list[str]) -> Job:
        job = self._new("ingest", owner_groups)
        self._ingests.submit(self._run_ingest, job, paths, groups, prune)
        return job

    def submit_upload(self, name: str, body: bytes, groups: list[str], owner_groups: list[str]) -> Job:
        """Ingest one uploaded file, kept under the job's folder (its path is the document's path)."""
        job = self._new("ingest", owner_groups)
        target = self.folder(job.id) / "files" / name
        target.parent.mkdir(parents=True)
        target.write_bytes(body)
        self._ingests.submit(self._run_ingest, job, [target], groups, False)
        return job

    def _run_ingest(self, job: Job, paths: list[Path], groups: list[str] | None, prune: bool) -> None:
        job.state = "running"

        def progress(path: str, done: int, total: int, record: DocumentRecord | None) -> None:
            job.progress.within = None
            job.progress.done, job.progress.total, job.progress.current = done, total, path or None
            if record is not None:
                job.progress.files.append(FileDone(path=record.path, status=record.status, pages=record.pages,
                                                   chunks=record.chunk_count))

        def work() -> dict[str, Any]:
            report = self.stores.ingest(paths, groups=groups, prune=prune, progress=progress,
                                        file_progress=lambda unit, done, total: _step(job, unit, done, total),
                                        before_catalog_swap=self.before_catalog_swap)
            job.store_version = self.stores.version
            return report.model_dump(mode="json")

        self._finish(job, work)

    def _finish(self, job: Job, work) -> None:  # noqa: ANN001 — a zero-argument callable returning the result
        try:
            job.result = work()
            job.state = "done"
        except TallyError as exc:
            job.state, job.error = "failed", str(exc)
        except Exception as exc:  # noqa: BLE001 — the job reports the failure; the server keeps serving
            job.state, job.error = "failed", error_text(exc)
        finally:
            job.finished_at = time.time()

    def close(self) -> None:
        for pool in (self._batches, self._ingests):
            pool.shutdown(wait=True, cancel_futures=True)


def _step(job: Job, unit: str, done: int, total: int) -> None:
    """Record one in-file step. Readers serialise the job from other threads, so the list is replaced,
    never changed in place; only the last _KEPT_STEPS are kept (a 300k-row CSV reports ~240)."""
    step = FileStep(file=job.progress.done + 1, unit=unit, done=done, total=total if total > 0 else None)
    job.progress.within = step
    job.progress.steps = [*job.progress.steps[-(_KEPT_STEPS - 1):], step]
