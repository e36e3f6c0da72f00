"""`tally ask`, `tally traces` and `tally batch` end to end on the sample store (offline engine, and
the LLM engine against the scripted server for streaming)."""

import json

import pytest
from scripted_llm import ScriptedChatServer, message
from typer.testing import CliRunner

from tally.agent.answer import Answer
from tally.agent.cli import app

runner = CliRunner()


@pytest.fixture
def home(sample_store, monkeypatch):
    monkeypatch.setenv("TALLY_HOME", str(sample_store.home))
    return sample_store.home


def test_ask_json_then_traces_list_and_show(home):
    result = runner.invoke(app, ["ask", "How many orders are there?", "--json"])
    assert result.exit_code == 0, result.output
    answer = Answer.model_validate_json(result.stdout)
    assert answer.intent == "aggregate" and answer.sql and answer.citations and not answer.refused

    listed = runner.invoke(app, ["traces", "--last", "1", "--json"])
    assert listed.exit_code == 0 and json.loads(listed.stdout)[0]["id"] == answer.id
    shown = runner.invoke(app, ["traces", "--show", answer.id, "--json"])
    record = json.loads(shown.stdout)
    assert record["question"] == "How many orders are there?" and record["trace"][-1]["tool"] == "run_sql"
    missing = runner.invoke(app, ["traces", "--show", "no-such-run"])
    assert missing.exit_code == 1 and "no run with id" in missing.output


def test_ask_readable_with_sources_and_trace(home):
    result = runner.invoke(app, ["ask", "Where is the base currency setting?", "--trace"], env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    assert "Sources:" in result.stdout and "settings.md" in result.stdout
    assert "search_documents (loop)" in result.stdout and "prompt: screen" in result.stdout


def test_ask_streams_the_llm_answer_once(home):
    text = "Open the settings page and change the base currency [1]."
    server = ScriptedChatServer([message(text)])
    with server.running() as url:
        result = runner.invoke(app, ["ask", "Where is the base currency setting?"],
                               env={"TALLY_BASE_URL": url, "TALLY_API_KEY": "k", "COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    assert server.requests[0]["stream"] is True
    assert result.stdout.count(text) == 1 and "Sources:" in result.stdout


def test_batch_command_writes_answers_and_a_summary(home, tmp_path):
    questions = tmp_path / "q.csv"
    questions.write_text("id,question\na,How many customers are there?\nb,Tell me a joke\nc,\n", encoding="utf-8")
    output = tmp_path / "out.jsonl"
    result = runner.invoke(app, ["batch", str(questions), "-o", str(output), "--workers", "2"])
    assert result.exit_code == 1  # one question failed
    assert "answered 1, refused 1, failed 1" in result.stdout
    lines = {line["id"]: line for line in map(json.loads, output.read_text().splitlines())}
    assert set(lines) == {"a", "b", "c"} and "error" in lines["c"]
    assert Answer.model_validate(lines["a"]).sql
