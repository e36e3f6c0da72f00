"""What an ingest run reports: per file ok / skipped / failed, with stage timings for the benchmark."""

from pydantic import BaseModel, Field

from tally.ingest.reconcile import ReconcileReport


class FileResult(BaseModel):
    path: str
    doc_id: str
    type: str
    pages: int | None = None
    rows: int = 0  # data-table rows loaded into DuckDB
    chunks: int = 0
    dense: int = 0  # chunks given a dense vector (a big sheet's late rows have none)
    tables: list[str] = []
    groups: list[str] = []
    # Seconds per stage: read (sha256), convert, split, tables (typing), embed (dense), sparse, points,
    # catalog (the DuckDB swap transaction), index (upsert + stale-point delete).
    timings: dict[str, float] = Field(default_factory=dict)
    cpu: dict[str, float] = Field(default_factory=dict)  # the same stages in process CPU seconds


class FailedFile(BaseModel):
    path: str
    error: str  # one line, starting with the path


class IngestReport(BaseModel):
    ok: list[FileResult] = []
    skipped: list[str] = []  # unchanged since the last successful ingest: nothing embedded
    failed: list[FailedFile] = []
    ignored: list[str] = []  # unsupported files met while walking a folder
    pruned: list[str] = []  # documents removed because their files are gone
    reconciled: ReconcileReport | None = None  # index repairs made at the start of the run
    embedded_chunks: int = 0
    seconds: float = 0.0
    # Once per run, after the files: flush (persist the vector index) and optimize (build its search
    # graph after a large ingest), in wall and process CPU seconds.
    run_timings: dict[str, float] = Field(default_factory=dict)
    run_cpu: dict[str, float] = Field(default_factory=dict)

    @property
    def exit_code(self) -> int:
        return 1 if self.failed else 0

    def stage_seconds(self, doc_type: str | None = None, cpu: bool = False) -> dict[str, float]:
        totals: dict[str, float] = {}
        for result in self.ok:
            if doc_type is None or result.type == doc_type:
                for stage, seconds in (result.cpu if cpu else result.timings).items():
                    totals[stage] = totals.get(stage, 0.0) + seconds
        return totals
