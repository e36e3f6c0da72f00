"""Batch answering: questions from JSONL or CSV in, one Answer per line out (JSONL, same ids).

Input: JSONL lines {"id": ..., "question": ...} (other fields ignored; a missing id becomes the line
number) or a CSV with `id,question` columns. A question that raises is written as a line with an
`error` field and does not stop the others; a ConfigError (the setup is wrong for every question)
stops the batch. Lines are written as they finish, so `resume` after a crash skips every id already
answered and retries the ones that failed.
"""

import csv
import json
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import numpy as np
from pydantic import BaseModel

from tally.agent.answer import Answer, FailedLine
from tally.agent.ask import AskSession
from tally.ingest.errors import ConfigError
from tally.ingest.settings import Settings
from tally.tools.trace import error_text


class BatchQuestion(BaseModel):
    id: str
    question: str


class BatchSummary(BaseModel):
    total: int  # questions in the input
    skipped: int  # already answered in the output (resume)
    answered: int
    refused: int
    failed: int
    p50_ms: float | None
    p95_ms: float | None
    output: str


def read_questions(path: Path) -> list[BatchQuestion]:
    path = Path(path)
    if not path.is_file():
        raise ConfigError(f"{path}: no such file")
    if path.suffix.lower() == ".csv":
        questions = _read_csv(path)
    elif path.suffix.lower() in (".jsonl", ".json", ".ndjson"):
        questions = _read_jsonl(path)
    else:
        raise ConfigError(f"{path}: expected a .jsonl or .csv file of questions")
    seen: set[str] = set()
    for question in questions:
        if question.id in seen:
            raise ConfigError(f"{path}: id {question.id!r} appears twice; ids must be unique")
        seen.add(question.id)
    return questions


def _read_jsonl(path: Path) -> list[BatchQuestion]:
    questions = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except json.JSONDecodeError as exc:
            raise ConfigError(f"{path}:{number}: not a JSON object ({exc.msg})") from None
        if not isinstance(record, dict):
            raise ConfigError(f"{path}:{number}: expected a JSON object with a question field")
        question = record.get("question")
        questions.append(BatchQuestion(id=str(record.get("id") or number),
                                       question=question if isinstance(question, str) else ""))
    return questions


def _read_csv(path: Path) -> list[BatchQuestion]:
    with path.open(encoding="utf-8-sig", newline="") as handle:
        reader = csv.DictReader(handle)
        if not reader.fieldnames or "question" not in reader.fieldnames:
            raise ConfigError(f"{path}: the CSV needs a 'question' column (and optionally 'id')")
        # Line numbers as a person sees them in the file: the header is line 1.
        return [BatchQuestion(id=str(row.get("id") or number), question=row.get("question") or "")
                for number, row in enumerate(reader, start=2)]


def _done_ids(output: Path) -> set[str]:
    """Ids answered in an earlier run; failed and partial lines are dropped from the file to be redone."""
    kept, done = [], set()
    for line in output.read_text(encoding="utf-8").splitlines():
        try:
            record = json.loads(line)
        except json.JSONDecodeError:
            continue  # a line cut short by a crash
        if isinstance(record, dict) and "id" in record and "error" not in record:
            kept.append(line)
            done.add(str(record["id"]))
    output.write_text("".join(f"{line}\n" for line in kept), encoding="utf-8")
    return done


def run_batch(
    input_path: Path,
    output_path: Path,
    settings: Settings,
    *,
    workers: int = 1,
    resume: bool = False,
    groups: list[str] | None = None,
    session: AskSession | None = None,
    on_line: Callable[[dict[str, Any]], None] | None = None,
) -> BatchSummary:
    if workers < 1:
        raise ConfigError(f"--workers must be at least 1, got {workers}")
    questions = read_questions(input_path)
    output_path = Path(output_path)
    output_path.parent.mkdir(parents=True, exist_ok=True)
    done = _done_ids(output_path) if resume and output_path.is_file() else set()
    if not resume:
        output_path.write_text("", encoding="utf-8")
    todo = [q for q in questions if q.id not in done]
    lock = threading.Lock()
    lines: list[dict[str, Any]] = []
    owned = session is None
    session = session or AskSession(settings)
    try:
        def answer_one(item: BatchQuestion) -> None:
            line = _answer_line(session, item, groups)
            with lock, output_path.open("a", encoding="utf-8") as handle:
                handle.write(json.dumps(line, ensure_ascii=False) + "\n")
                lines.append(line)
            if on_line is not None:
                on_line(line)

        with ThreadPoolExecutor(max_workers=workers) as pool:
            for future in [pool.submit(answer_one, item) for item in todo]:
                future.result()  # re-raises a ConfigError: the batch stops
    finally:
        if owned:
            session.close()
    return _summary(questions, len(questions) - len(todo), lines, output_path)


def _answer_line(session: AskSession, item: BatchQuestion, groups: list[str] | None) -> dict[str, Any]:
    try:
        answer: Answer = session.ask(item.question, groups=groups, id=item.id)
    except ConfigError:
        raise
    except Exception as exc:  # noqa: BLE001 — isolated per question and recorded in the output line
        return FailedLine(id=item.id, question=item.question, error=error_text(exc)).model_dump()
    return answer.model_dump(mode="json")


def _summary(questions: list[BatchQuestion], skipped: int, lines: list[dict[str, Any]], output: Path) -> BatchSummary:
    ok = [line for line in lines if "error" not in line]
    times = [line["timings_ms"].get("total", 0.0) for line in ok]
    return BatchSummary(
        total=len(questions), skipped=skipped,
        answered=sum(1 for line in ok if not line["refused"]), refused=sum(1 for line in ok if line["refused"]),
        failed=len(lines) - len(ok),
        p50_ms=round(float(np.percentile(times, 50)), 1) if times else None,
        p95_ms=round(float(np.percentile(times, 95)), 1) if times else None,
        output=str(output),
    )
