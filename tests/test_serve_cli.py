"""The CLI while `tally serve` holds the store: commands go through the server; without its server file
a second process waits for the vector index (bounded) and `tally sql` needs only the catalog."""

import json
import os
import subprocess
import sys
import time

import pytest
from typer.testing import CliRunner

from serve_support import served_store
from tally.agent.cli import app


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    with served_store(tmp_path_factory.mktemp("serve_cli"), workers=2) as served:
        yield served


def _env(served, **extra):
    # TALLY_LOCK_WAIT_S=0: had a command opened the stores itself, it would fail at once, not wait.
    return {"TALLY_HOME": str(served.settings.home), "TALLY_EMBEDDER": "use", "TALLY_LOCK_WAIT_S": "0", **extra}


def test_cli_commands_go_through_the_running_server(served, tmp_path):
    runner = CliRunner()
    asked = runner.invoke(app, ["ask", "What is the bonus pool for 2026?", "--json", "--groups", "public,finance"],
                          env=_env(served))
    assert asked.exit_code == 0, asked.output
    answer = json.loads(asked.stdout)
    assert "48,000" in answer["answer"] and answer["groups"] == ["public", "finance"]
    assert served.service.answerer.trace_log.find(answer["id"]) is not None  # logged by the server's session

    shown = runner.invoke(app, ["ask", "Where do I change the default currency?"], env=_env(served, COLUMNS="200"))
    assert shown.exit_code == 0, shown.output  # streamed through the server, printed once, with its sources
    assert shown.stdout.count("Base Currency") == 1 and "Sources:" in shown.stdout, shown.stdout

    sql = runner.invoke(app, ["sql", "SELECT count(*) AS n FROM orders_orders", "--json"], env=_env(served))
    assert sql.exit_code == 0, sql.output
    assert json.loads(sql.stdout)["rows"] == [[200]]
    tables = runner.invoke(app, ["tables", "--json"], env=_env(served))
    assert "orders_orders" in {t["name"] for t in json.loads(tables.stdout)["tables"]}
    status = runner.invoke(app, ["status"], env=_env(served))
    assert status.exit_code == 0 and "served by tally serve" in status.stdout

    version = served.service.stores.version
    new_doc = tmp_path / "holidays.md"
    new_doc.write_text("# Holidays\n\n## Office closure\n\nThe office is closed on 24 December.\n", encoding="utf-8")
    ingested = runner.invoke(app, ["ingest", str(new_doc), "--json"], env=_env(served))
    assert ingested.exit_code == 0, ingested.output
    assert [f["path"] for f in json.loads(ingested.stdout)["ok"]] == [str(new_doc.resolve())]
    assert served.service.stores.version == version + 1

    questions = tmp_path / "q.jsonl"
    questions.write_text('{"id": "x", "question": "How many orders are there?"}\n', encoding="utf-8")
    output = tmp_path / "answers.jsonl"
    batch = runner.invoke(app, ["batch", str(questions), "-o", str(output)], env=_env(served))
    assert batch.exit_code == 0, batch.output
    assert [json.loads(line)["id"] for line in output.read_text().splitlines()] == ["x"]


def test_second_process_waits_for_the_index_then_says_why(served):
    hidden = served.settings.server_file.with_suffix(".hidden")
    served.settings.server_file.replace(hidden)  # as if no server ran: the process opens the stores itself
    try:
        env = {**os.environ, **_env(served, TALLY_LOCK_WAIT_S="1")}
        started = time.monotonic()
        asked = subprocess.run([sys.executable, "-m", "tally.agent.cli", "ask", "How many orders are there?"],
                               env=env, capture_output=True, text=True, timeout=120)
        waited = time.monotonic() - started
        said = " ".join(asked.stderr.split())  # Rich wraps long lines on stderr
        assert asked.returncode == 1, said
        assert "in use by another tally process; waiting up to 1 s" in said
        assert "another tally process holds it (waited 1 s)" in said and "tally serve" in said
        assert waited >= 1.0
        sql = subprocess.run([sys.executable, "-m", "tally.agent.cli", "sql", "SELECT count(*) FROM orders_orders",
                              "--json"], env=env, capture_output=True, text=True, timeout=120)
        assert sql.returncode == 0, sql.stderr  # the SQL tools read the catalog only
        assert json.loads(sql.stdout)["rows"] == [[200]]
    finally:
        hidden.replace(served.settings.server_file)
