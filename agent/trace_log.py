"""The trace log: every answered question appended as one JSON line (settings.traces_path), so
`tally traces` can list past runs and show one run's tool calls, prompt and timings."""

import json
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


class TraceLog:
    def __init__(self, path: Path) -> None:
        self.path = Path(path)

    def append(self, answer: Answer) -> None:
        record = {"logged_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
                  **answer.model_dump(mode="json")}
        line = json.dumps(record, ensure_ascii=False) + "\n"
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with _LOCK, self.path.open("a", encoding="utf-8") as handle:
            handle.write(line)  # one write per record keeps lines whole across processes too

    def records(self) -> list[dict[str, Any]]:
        if not self.path.is_file():
            return []
        records = []
        with self.path.open(encoding="utf-8") as handle:
            for number, line in enumerate(handle, start=1):
                if not line.strip():
                    continue
                try:
                    records.append(json.loads(line))
                except json.JSONDecodeError as exc:
                    raise ConfigError(f"{self.path}:{number}: not a JSON line ({exc.msg})") from None
        return records

    def last(self, n: int) -> list[TraceSummary]:
        return [_summary(record) for record in self.records()[-n:]] if n > 0 else []

    def find(self, run_id: str) -> dict[str, Any] | None:
        """The latest run logged with this id (batch ids repeat across runs)."""
        matches = [record for record in self.records() if record.get("id") == run_id]
        return matches[-1] if matches else None


def _summary(record: dict[str, Any]) -> TraceSummary:
    return TraceSummary(
        id=record["id"], logged_at=record.get("logged_at", ""), intent=record["intent"], engine=record["engine"],
        refused=record["refused"], outcome=record.get("outcome", ""), ms=record.get("timings_ms", {}).get("total", 0.0),
        tools=len(record.get("trace", [])), question=record["question"],
    )
