"""Batch answering: questions from JSONL or CSV in, one Answer per line out (JSONL, same ids).

Input: JSONL lines {"id": ..., "question": ...} (other fields ignored; a missing id becomes the line
number; ids and questions written as numbers are kept as written: `"id": 0` stays "0", `"question": 42`
is the question "42") or a CSV with `id,question` columns. A file that is not UTF-8 stops with one line
naming the first bad line; a malformed line (not JSON, not an object, no question) is written as a
failed line and the others are answered. A question that raises is written as a line with an `error`
field and does not stop the others; a ConfigError (the setup is wrong for every question) stops the
batch. Lines are written as they finish, so `resume` after a crash skips every id already answered and
retries the ones that failed.

Memory stays flat however long the file: answers go straight to the output file, and the summary is
kept as counters and a bounded latency sample (agent/latency_sample.py), never as the list of answers.
"""

import csv
import io
import json
import logging
import threading
from collections.abc import Callable
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from tally.agent.answer import Answer, FailedLine
from tally.agent.ask import AskSession
from tally.agent.latency_sample import LatencySample
from tally.ingest.errors import ConfigError
from tally.ingest.settings import Settings
from tally.tools.trace import error_text

log = logging.getLogger(__name__)
_IN_FLIGHT_PER_WORKER = 4  # questions queued per worker thread: enough to keep them busy, no more


class BatchQuestion(BaseModel):
    id: str
    question: str
    problem: str | None = None  # why the input line cannot be asked (it fails alone)


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


def _text(path: Path) -> str:
    """The file as UTF-8 (a BOM is dropped), or one error naming the first line that is not."""
    data = path.read_bytes()
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        column = exc.start - (data.rfind(b"\n", 0, exc.start) + 1) + 1
        raise ConfigError(
            f"{path}:{line}: not UTF-8 text (byte 0x{data[exc.start]:02x} at column {column}); save the file as UTF-8"
        ) from None


def _as_text(value: Any) -> str | None:
    """An id or question as written: strings as they are, numbers in their JSON spelling."""
    if isinstance(value, str):
        return value
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return json.dumps(value)
    return None


def _read_jsonl(path: Path) -> list[BatchQuestion]:
    questions = []
    for number, line in enumerate(_text(path).splitlines(), start=1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except json.JSONDecodeError as exc:
            questions.append(_bad_line(number, f"not a JSON object ({exc.msg})"))
            continue
        if not isinstance(record, dict):
            questions.append(_bad_line(number, "expected a JSON object with a question field"))
            continue
        given_id = _as_text(record.get("id"))
        question = _as_text(record.get("question"))
        item_id = given_id if given_id is not None and given_id != "" else str(number)
        if question is None and record.get("question") is not None:
            questions.append(_bad_line(number, "question must be text or a number", item_id))
            continue
        questions.append(BatchQuestion(id=item_id, question=question or ""))
    return questions


def _bad_line(number: int, problem: str, item_id: str | None = None) -> BatchQuestion:
    return BatchQuestion(id=item_id or str(number), question="", problem=f"input line {number}: {problem}")


def _read_csv(path: Path) -> list[BatchQuestion]:
    reader = csv.DictReader(io.StringIO(_text(path), newline=""))
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


def check_output(input_path: Path, output_path: Path) -> None:
    """Writing the answers over the questions would destroy them: refused before anything is read."""
    a, b = Path(input_path), Path(output_path)
    try:
        same = a.resolve() == b.resolve() or (a.exists() and b.exists() and a.samefile(b))
    except OSError:
        same = False
    if same:
        raise ConfigError(f"{b}: the output is the questions file itself; choose another -o")


class _Tally:
    """The running summary: counters and a bounded latency sample, updated as lines are written."""

    def __init__(self) -> None:
        self.answered = self.refused = self.failed = 0
        self.latency = LatencySample()

    def add(self, line: dict[str, Any]) -> None:
        if "error" in line:
            self.failed += 1
            return
        self.refused += bool(line["refused"])
        self.answered += not line["refused"]
        self.latency.add(line["timings_ms"].get("total", 0.0))


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
    on_start: Callable[[int], None] | None = None,
) -> BatchSummary:
    """`on_start(n)` is called once with the number of questions to answer (for a progress bar)."""
    if workers < 1:
        raise ConfigError(f"--workers must be at least 1, got {workers}")
    output_path = Path(output_path)
    check_output(input_path, output_path)
    questions = read_questions(input_path)
    output_path.parent.mkdir(parents=True, exist_ok=True)
    done = _done_ids(output_path) if resume and output_path.is_file() else set()
    if not resume:
        output_path.write_text("", encoding="utf-8")
    todo = [q for q in questions if q.id not in done]
    if on_start is not None:
        on_start(len(todo))
    lock = threading.Lock()
    tally = _Tally()
    owned = session is None
    session = session or AskSession(settings)
    try:
        def answer_one(item: BatchQuestion) -> None:
            line = _answer_line(session, item, groups)
            with lock, output_path.open("a", encoding="utf-8") as handle:
                handle.write(json.dumps(line, ensure_ascii=False) + "\n")
                tally.add(line)
            if on_line is not None:
                on_line(line)

        with ThreadPoolExecutor(max_workers=workers) as pool:
            pending: set[Future] = set()
            for item in todo:
                if len(pending) >= workers * _IN_FLIGHT_PER_WORKER:
                    finished, pending = wait(pending, return_when=FIRST_COMPLETED)
                    for future in finished:
                        future.result()  # re-raises a ConfigError: the batch stops
                pending.add(pool.submit(answer_one, item))
            for future in pending:
                future.result()
    finally:
        if owned:
            session.close()
    return BatchSummary(
        total=len(questions), skipped=len(questions) - len(todo), answered=tally.answered, refused=tally.refused,
        failed=tally.failed, p50_ms=tally.latency.percentile(50), p95_ms=tally.latency.percentile(95),
        output=str(output_path),
    )


def _answer_line(session: AskSession, item: BatchQuestion, groups: list[str] | None) -> dict[str, Any]:
    if item.problem is not None:
        return FailedLine(id=item.id, question=item.question, error=item.problem).model_dump()
    try:
        answer: Answer = session.ask(item.question, groups=groups, id=item.id)
    except ConfigError:
        raise
    except Exception as exc:  # noqa: BLE001 — isolated per question and recorded in the output line
        log.debug("question %s failed", item.id, exc_info=True)  # the line keeps one line; -vv the traceback
        return FailedLine(id=item.id, question=item.question, error=error_text(exc)).model_dump()
    return answer.model_dump(mode="json")
