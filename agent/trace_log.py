"""The trace log: every answered question appended as one JSON line (settings.traces_path), so
`tally traces` can list past runs and show one run's tool calls, prompt and timings.

Access: a record keeps the caller's groups (the Answer's `groups`); it is shown only to a caller holding
all of them, so an hr question and its answer never reach a public caller. A record without groups
(written before groups were recorded) is shown to no one; `tally traces --prune` removes such records.

Size: past `max_bytes` the log is renamed to `traces.1.jsonl` (replacing the older one) and a new log is
started, so the trace log never holds more than about twice the cap. Reads cover both files.
"""

import json
import os
import threading
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from tally.agent.answer import Answer
from tally.ingest.errors import ConfigError

_LOCK = threading.Lock()  # one process may append from many batch threads


class TraceSummary(BaseModel):
    id: str
    logged_at: str
    intent: str
    engine: str
    refused: bool
    outcome: str
    ms: float
    tools: int
    question: str


class PruneResult(BaseModel):
    kept: int
    removed: int
    rotated_removed: bool


def visible_to(record: dict[str, Any], groups: list[str]) -> bool:
    """A caller sees a run only when it holds every group the run's caller had."""
    recorded = record.get("groups") or []
    return bool(recorded) and set(recorded) <= set(groups)


class TraceLog:
    def __init__(self, path: Path, max_bytes: int = 20_000_000) -> None:
        self.path = Path(path)
        self.rotated = self.path.with_name(self.path.stem + ".1" + self.path.suffix)
        self.max_bytes = max_bytes

    def append(self, answer: Answer) -> None:
        record = {"logged_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
                  **answer.model_dump(mode="json")}
        line = json.dumps(record, ensure_ascii=False) + "\n"
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with _LOCK:
            self._rotate_if_full()
            with self.path.open("a", encoding="utf-8") as handle:
                handle.write(line)  # one write per record keeps lines whole across processes too

    def _rotate_if_full(self) -> None:
        try:
            size = self.path.stat().st_size
        except FileNotFoundError:
            return
        if self.max_bytes > 0 and size >= self.max_bytes:
            os.replace(self.path, self.rotated)  # atomic; a concurrent appender keeps writing the old inode

    def records(self) -> list[dict[str, Any]]:
        """Every record, oldest first (the rotated file, then the live one)."""
        return [record for path in (self.rotated, self.path) for record in _read(path)]

    def last(self, n: int, groups: list[str] | None) -> list[TraceSummary]:
        """The last `n` runs visible to `groups` (None: every run; callers that filter themselves)."""
        visible = [record for record in self.records() if groups is None or visible_to(record, groups)]
        return [_summary(record) for record in visible[-n:]] if n > 0 else []

    def find(self, run_id: str, groups: list[str] | None = None) -> dict[str, Any] | None:
        """The latest run logged with this id that `groups` may see (batch ids repeat across runs);
        None: any run (the HTTP server checks its caller itself)."""
        matches = [r for r in self.records() if r.get("id") == run_id and (groups is None or visible_to(r, groups))]
        return matches[-1] if matches else None

    def prune(self) -> PruneResult:
        """Drop the rotated file and records that carry no groups; keep the newest half of the cap."""
        with _LOCK:
            rotated = self.rotated.is_file()
            if rotated:
                self.rotated.unlink()
            records = _read(self.path)
            kept = [r for r in records if r.get("groups")]
            lines = [json.dumps(r, ensure_ascii=False) + "\n" for r in kept]
            budget, size, start = self.max_bytes // 2, 0, len(lines)
            while start > 0 and (self.max_bytes <= 0 or size + len(lines[start - 1].encode()) <= budget):
                start -= 1
                size += len(lines[start].encode())
            if self.path.is_file():
                partial = self.path.with_suffix(".jsonl.tmp")
                partial.write_text("".join(lines[start:]), encoding="utf-8")
                os.replace(partial, self.path)
            return PruneResult(kept=len(lines) - start, removed=len(records) - (len(lines) - start),
                               rotated_removed=rotated)


def _read(path: Path) -> list[dict[str, Any]]:
    if not path.is_file():
        return []
    records = []
    with path.open(encoding="utf-8") as handle:
        for number, line in enumerate(handle, start=1):
            if not line.strip():
                continue
            try:
                records.append(json.loads(line))
            except json.JSONDecodeError as exc:
                if not line.endswith("\n"):
                    continue  # the last line of a process killed while writing it
                raise ConfigError(f"{path}:{number}: not a JSON line ({exc.msg})") from None
    return records


def _summary(record: dict[str, Any]) -> TraceSummary:
    return TraceSummary(
        id=record["id"], logged_at=record.get("logged_at", ""), intent=record["intent"], engine=record["engine"],
        refused=record["refused"], outcome=record.get("outcome", ""), ms=record.get("timings_ms", {}).get("total", 0.0),
        tools=len(record.get("trace", [])), question=record["question"],
    )
