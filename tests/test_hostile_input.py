"""Hostile and odd questions: a length limit with one clear error (a JSON error object under --json), and
SQL text with no question in it refused by its structure — while questions that merely contain quotes,
parentheses, '=' or start with a SQL verb are still answered.

The sample store with the offline engine; the CLI through typer's runner.
"""

import json
import shutil

import numpy as np
import pytest
from scripted_llm import ScriptedChatServer, message
from typer.testing import CliRunner

from tally.agent.ask import AskSession
from tally.agent.batch import run_batch
from tally.agent.cli import app
from tally.agent.question_guard import sql_text_route
from tally.ingest.embedders import make_embedder
from tally.ingest.errors import ToolInputError
from tally.ingest.stores import open_stores

SQL_TEXT = [
    "'; DROP TABLE orders_orders; --",
    "' OR '1'='1",
    '" OR 1=1 --',
    "Robert'); DROP TABLE Students;--",
    "DROP TABLE orders_orders",
    "DELETE FROM orders_orders WHERE 1=1",
    "SELECT * FROM salary_register_2026_03",
    "select count(*) from orders_orders; select 1",
]
QUESTIONS = [  # written for this test: quotes, parentheses, '=', SQL verbs, numbers — all questions
    "What's the total amount of invoice INV-2026-0042?",
    "Who is O'Brien's account manager?",
    "How many orders were placed by 'Glenmoor Clinics'?",
    'What does "net pay" mean on the register?',
    "Which customers (in the north region) ordered more than 5,000?",
    "Is amount = 5000 for order SO-10002?",
    "Select the customers from Berlin",
    "update my address",
    "show tables",
    "42",
    "10123",
]


@pytest.fixture(scope="module")
def session(sample_store):
    with AskSession(sample_store) as opened:
        yield opened


@pytest.mark.parametrize("text", SQL_TEXT)
def test_sql_text_is_recognised_by_structure(text):
    route = sql_text_route(text)
    assert route is not None and route.intent == "out_of_scope"


@pytest.mark.parametrize("text", QUESTIONS)
def test_questions_with_sql_characters_are_not_sql_text(text):
    assert sql_text_route(text) is None


def test_sql_injection_text_is_refused_without_touching_a_tool(session):
    answer = session.ask("'; DROP TABLE orders_orders; --")
    assert answer.refused and answer.intent == "out_of_scope" and answer.sql is None
    assert answer.trace == [] and "SQL" in (answer.route_reason or "")


def test_a_numeric_question_is_answered_as_a_question(session):
    answer = session.ask("10123")
    assert answer.question == "10123" and answer.intent != "out_of_scope"


def test_question_length_limit(session, sample_store):
    limit = sample_store.max_question_chars
    assert limit == 4000
    with pytest.raises(ToolInputError, match=r"question: 4,001 characters; the limit is 4,000"):
        session.ask("How many orders are there? " + "x" * (limit - 26))


def test_cli_long_question_is_one_line_or_a_json_error(tmp_path):
    env = {"TALLY_HOME": str(tmp_path / "store"), "TALLY_EMBEDDER": "hashing", "TALLY_MAX_QUESTION_CHARS": "50"}
    question = "How many orders are there in the whole sample workbook of orders?"
    as_json = CliRunner().invoke(app, ["ask", question, "--json"], env=env)
    assert as_json.exit_code == 1
    error = json.loads(as_json.stdout)
    assert error == {"error": f"question: {len(question)} characters; the limit is 50 (TALLY_MAX_QUESTION_CHARS)",
                     "type": "ToolInputError"}
    plain = CliRunner().invoke(app, ["ask", question], env=env)
    assert plain.exit_code == 1 and plain.stdout == ""
    assert plain.stderr.strip().splitlines() == [f"error: {error['error']}"]


class CountingEmbedder:
    """The store's real embedder, counting every call (routing embeds the question first)."""

    def __init__(self, real) -> None:  # noqa: ANN001 - any Embedder
        self.real, self.calls = real, 0
        self.name, self.dim, self.max_tokens = real.name, real.dim, real.max_tokens

    def count_tokens(self, text: str) -> int:
        return self.real.count_tokens(text)

    def embed_documents(self, texts: list[str]) -> np.ndarray:
        self.calls += 1
        return self.real.embed_documents(texts)

    def embed_query(self, text: str) -> np.ndarray:
        self.calls += 1
        return self.real.embed_query(text)


@pytest.mark.parametrize("llm_router", [False, True])
def test_an_over_long_question_reaches_neither_the_model_nor_the_embedder(sample_store, tmp_path, llm_router):
    """With a model engine the question used to be routed (embedded; with llm_router also sent to the
    model) before the length check; now the check comes first, for `ask` and for `batch` alike."""
    home = tmp_path / "home"  # a copy: the module's session holds the sample store's index open
    shutil.copytree(sample_store.home, home)
    server = ScriptedChatServer([message("should never be asked")] * 4)
    with server.running() as url:
        settings = sample_store.model_copy(update={
            "home": home, "llm": "openai", "base_url": url, "api_key": "k", "model": "scripted-model", "llm_retries": 0,
            "llm_router": llm_router, "max_question_chars": 200})
        embedder = CountingEmbedder(make_embedder(settings))
        with open_stores(settings, embedder=embedder) as stores, AskSession(settings, stores=stores) as session:
            assert session.engine.name == "llm"
            before = embedder.calls
            question = "How many orders were cancelled? " + "and cancelled " * 50
            with pytest.raises(ToolInputError, match=r"question: \d[\d,]* characters; the limit is 200"):
                session.ask(question)
            questions = tmp_path / "questions.jsonl"
            questions.write_text(json.dumps({"id": "long", "question": question}) + "\n", encoding="utf-8")
            summary = run_batch(questions, tmp_path / "answers.jsonl", settings, session=session)
        line = json.loads((tmp_path / "answers.jsonl").read_text(encoding="utf-8"))
        assert "the limit is 200" in line["error"] and summary is not None
        assert server.requests == []
        assert embedder.calls == before
