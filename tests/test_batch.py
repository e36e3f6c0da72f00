"""`run_batch` over the sample store with the offline engine: one Answer line per question with the
same id, failures isolated, --resume, threads, JSONL and CSV input."""

import json
from pathlib import Path

import pytest

from tally.agent.answer import Answer
from tally.agent.ask import AskSession
from tally.agent.batch import read_questions, run_batch
from tally.ingest.errors import ConfigError

QUESTIONS = [
    "How many employees are on the March 2026 salary register?",
    "How many employees are on the February 2026 salary register?",
    "What is the total net pay on the March 2026 salary register?",
    "How many orders are there?",
    "How many orders were placed by Glenmoor Clinics?",
    "What is the average order amount?",
    "How many customers are there?",
    "Which region has the most customers?",
    "What is the total amount of invoice INV-2026-0042?",
    "What is the total amount of invoice INV-2026-0041?",
    "When is invoice INV-2026-0043 due?",
    "Which account manager handles the customer of order SO-10123?",
    "Who is the customer of order SO-10002?",
    "What is the status of order SO-10050?",
    "Where do I change the default currency?",
    "Which field sets the numbering series of sales invoices?",
    "How do I create a new sales invoice?",
    "Where do I record a payment against an invoice?",
    "Which button submits a purchase order?",
    "Where is the base currency setting?",
    "How do I add a new customer?",
    "Which field holds the customer's credit limit?",
    "What is the approval workflow for purchase orders?",
    "Who approves purchase orders above the limit?",
    "How does credit control work?",
    "What happens at month-end close?",
    "How is stock valued?",
    "Why is negative stock not allowed?",
    "What does self approval mean?",
    "What steps does the month-end close involve?",
    "What is the airline baggage allowance for flights to Mars?",
    "Tell me a joke about accountants",
    "What's the weather in Paris?",
    "Who won the football world cup in 2018?",
    "What is invoice INV-2030-9999 about?",
    "How many employees are on the December 2019 salary register?",
    "What is the capital of France?",
    "Write a poem about invoices",
    "Which sheet lists the customers?",
    "What is the due date of invoice INV-2026-0042?",
]


@pytest.fixture(scope="module")
def session(sample_store):
    with AskSession(sample_store) as opened:
        yield opened


def write_jsonl(path: Path, records: list[dict]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return path


def read_lines(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def test_batch_resume_isolated_failure_and_contract(tmp_path, sample_store, session):
    records = [{"id": f"q{i:02d}", "question": q, "kind": "ignored"} for i, q in enumerate(QUESTIONS, start=1)]
    records.append({"id": "broken", "question": ""})  # fails inside the loop: must not stop the batch
    records.append({"question": "Where do I change the default currency?"})  # no id: the line number
    questions = write_jsonl(tmp_path / "questions.jsonl", records)
    output = tmp_path / "answers.jsonl"

    first = run_batch(write_jsonl(tmp_path / "first.jsonl", records[:10]), output, sample_store, session=session)
    assert (first.total, first.skipped, first.failed, first.answered + first.refused) == (10, 0, 0, 10)
    before = read_lines(output)

    summary = run_batch(questions, output, sample_store, workers=2, resume=True, session=session)
    lines = read_lines(output)
    assert summary.total == len(records) >= 42 and summary.skipped == 10
    assert lines[:10] == before  # answered ids were skipped, not redone
    assert sorted(line["id"] for line in lines) == sorted([r.get("id", str(len(records))) for r in records])
    failed = [line for line in lines if "error" in line]
    assert [(f["id"], f["question"]) for f in failed] == [("broken", "")] and "empty" in failed[0]["error"]
    answers = [Answer.model_validate(line) for line in lines if "error" not in line]
    assert len(answers) == len(records) - 1
    assert summary.failed == 1 and summary.answered + summary.refused == len(records) - 11
    assert summary.p50_ms is not None and summary.p95_ms >= summary.p50_ms
    by_id = {a.id: a for a in answers}
    assert by_id["q32"].refused and by_id["q32"].intent == "out_of_scope"  # the joke
    assert by_id["q01"].sql and not by_id["q01"].refused

    # A second resume redoes only the failed line and leaves one line per id.
    again = run_batch(questions, output, sample_store, resume=True, session=session)
    assert (again.skipped, again.failed) == (len(records) - 1, 1)
    ids = [line["id"] for line in read_lines(output)]
    assert len(ids) == len(set(ids)) == len(records)


def test_threads_give_the_same_answers_as_one_thread(tmp_path, sample_store, session):
    records = [{"id": str(i), "question": q} for i, q in enumerate(QUESTIONS[:12])]
    questions = write_jsonl(tmp_path / "q.jsonl", records)
    run_batch(questions, tmp_path / "one.jsonl", sample_store, workers=1, session=session)
    run_batch(questions, tmp_path / "two.jsonl", sample_store, workers=3, session=session)

    def essentials(path: Path) -> dict[str, tuple]:
        return {line["id"]: (line["answer"], line["refused"], line["sql"], json.dumps(line["citations"]))
                for line in read_lines(path)}

    assert essentials(tmp_path / "one.jsonl") == essentials(tmp_path / "two.jsonl")


def test_csv_input_and_missing_ids(tmp_path):
    path = tmp_path / "q.csv"
    path.write_text('id,question,notes\na1,"How many orders, in total?",x\n,Where is the currency field?,\n', encoding="utf-8")
    assert [(q.id, q.question) for q in read_questions(path)] == [
        ("a1", "How many orders, in total?"), ("3", "Where is the currency field?")]


def test_duplicate_ids_stop_the_batch(tmp_path):
    path = tmp_path / "q.jsonl"
    path.write_text('{"id": "a", "question": "x"}\n{"id": "a", "question": "y"}\n', encoding="utf-8")
    with pytest.raises(ConfigError, match="appears twice"):
        read_questions(path)


def test_malformed_lines_fail_alone_and_the_rest_are_answered(tmp_path, sample_store, session):
    path = tmp_path / "q.jsonl"
    path.write_text(
        '{"id": "a", "question": "How many orders are there?"}\n'
        "not json\n"
        '["a list"]\n'
        '{"id": "b", "question": true}\n'
        '{"id": 0, "question": "How many customers are there?"}\n'
        '{"id": 17, "question": 10123}\n'
        '{"id": 2.5, "question": "Where do I change the default currency?"}\n',
        encoding="utf-8",
    )
    output = tmp_path / "answers.jsonl"
    summary = run_batch(path, output, sample_store, session=session)
    lines = {line["id"]: line for line in read_lines(output)}
    assert set(lines) == {"a", "2", "3", "b", "0", "17", "2.5"}  # ids as given; bad lines by line number
    assert lines["2"]["error"].startswith("input line 2: not a JSON object")
    assert lines["3"]["error"] == "input line 3: expected a JSON object with a question field"
    assert lines["b"]["error"] == "input line 4: question must be text or a number"
    assert "error" not in lines["0"] and lines["0"]["question"] == "How many customers are there?"
    assert "error" not in lines["17"] and lines["17"]["question"] == "10123"  # a numeric question is asked
    assert "error" not in lines["a"] and "error" not in lines["2.5"]
    assert (summary.total, summary.failed, summary.answered + summary.refused) == (7, 3, 4)


def test_non_utf8_input_is_one_error_naming_the_line(tmp_path):
    path = tmp_path / "q.jsonl"
    path.write_bytes(b'{"id": "a", "question": "x"}\n{"id": "b", "question": "caf\xe9"}\n')
    with pytest.raises(ConfigError) as caught:
        read_questions(path)
    assert str(caught.value) == f"{path}:2: not UTF-8 text (byte 0xe9 at column 29); save the file as UTF-8"
    csv_path = tmp_path / "q.csv"
    csv_path.write_bytes(b"id,question\n1,ok\n2,\xff\xfe\n")
    with pytest.raises(ConfigError, match=r"q\.csv:3: not UTF-8 text \(byte 0xff at column 3\)"):
        read_questions(csv_path)


def test_output_equal_to_the_input_is_refused_before_anything_is_written(tmp_path, sample_store, session):
    path = write_jsonl(tmp_path / "q.jsonl", [{"id": "a", "question": "How many orders are there?"}])
    before = path.read_bytes()
    for output in (path, tmp_path / "." / "q.jsonl"):
        with pytest.raises(ConfigError, match="the output is the questions file itself"):
            run_batch(path, output, sample_store, session=session)
    assert path.read_bytes() == before


def test_progress_learns_the_total_before_the_first_answer(tmp_path, sample_store, session):
    questions = write_jsonl(tmp_path / "q.jsonl", [{"id": str(i), "question": q} for i, q in enumerate(QUESTIONS[:5])])
    events: list[tuple] = []
    run_batch(questions, tmp_path / "a.jsonl", sample_store, session=session,
              on_start=lambda total: events.append(("start", total)), on_line=lambda line: events.append(("line",)))
    assert events[0] == ("start", 5) and events[1:] == [("line",)] * 5


def test_latency_sample_is_bounded_and_exact_below_its_size():
    from tally.agent.latency_sample import LatencySample

    small = LatencySample(size=1000)
    for value in range(1, 101):
        small.add(float(value))
    assert (small.percentile(50), small.percentile(95)) == (50.5, 95.0)
    big = LatencySample(size=1000)
    for value in range(100_000):
        big.add(float(value % 1000))
    assert len(big._values) == 1000 and big.seen == 100_000
    assert abs(big.percentile(50) - 500) < 40 and abs(big.percentile(95) - 950) < 20


def test_csv_without_question_column_is_rejected(tmp_path):
    path = tmp_path / "q.csv"
    path.write_text("id,text\n1,hello\n", encoding="utf-8")
    with pytest.raises(ConfigError, match="'question' column"):
        read_questions(path)
