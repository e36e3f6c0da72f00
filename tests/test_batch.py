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


@pytest.mark.parametrize("content, message", [
    ('{"id": "a", "question": "x"}\nnot json\n', r"q\.jsonl:2: not a JSON object"),
    ('{"id": "a", "question": "x"}\n{"id": "a", "question": "y"}\n', "appears twice"),
    ('["a list"]\n', r"q\.jsonl:1: expected a JSON object"),
])
def test_bad_jsonl_input_names_the_line(tmp_path, content, message):
    path = tmp_path / "q.jsonl"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(ConfigError, match=message):
        read_questions(path)


def test_csv_without_question_column_is_rejected(tmp_path):
    path = tmp_path / "q.csv"
    path.write_text("id,text\n1,hello\n", encoding="utf-8")
    with pytest.raises(ConfigError, match="'question' column"):
        read_questions(path)
