"""LLM outage and opt-in: documents leave the machine only on an explicit choice; a dead, hung or
failing endpoint costs bounded time and the question is answered by the offline engine, marked
`degraded`; in a batch a circuit breaker stops calling a dead endpoint; a stream that already produced
text is never retried. The endpoint is the scripted server (or a closed port); stores are real."""

import json
import socket

import pytest
from scripted_llm import ScriptedChatServer, delayed, http_error, message, stalled
from typer.testing import CliRunner

from tally.agent.answer import Answer
from tally.agent.ask import AskSession, make_engine
from tally.agent.cli import app
from tally.agent.llm import LLMEngine
from tally.agent.llm_outage import CircuitBreaker
from tally.agent.offline.engine import OfflineEngine
from tally.ingest.settings import Settings

COUNT_QUESTION = "How many orders were cancelled?"
SCREEN_QUESTION = "Where do I change the default currency?"


def closed_port_url() -> str:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    return f"http://127.0.0.1:{port}/v1"  # nothing listens there once the probe is closed


def model_settings(sample_store: Settings, url: str, **overrides) -> Settings:
    return sample_store.model_copy(update={
        "llm": "openai", "base_url": url, "api_key": "k", "model": "scripted-model", "llm_timeout_s": 2.0,
        "llm_retries": 1, "llm_retry_wait_s": 0.01, "llm_retry_max_wait_s": 0.02,
        "llm_plan_trust": 2.0, **overrides})  # trust 2: aggregates always ask the model for their SQL


def offline_answer(sample_store: Settings, question: str) -> Answer:
    with AskSession(sample_store.model_copy(update={"llm": "off"})) as session:
        return session.ask(question)


# -- opt-in -----------------------------------------------------------------------------------------


def test_an_openai_key_in_the_shell_does_not_switch_engines(monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", "sk-from-the-shell")
    monkeypatch.setenv("OPENAI_BASE_URL", "https://api.example.invalid/v1")
    settings = Settings()
    assert settings.llm_engine == "offline"
    assert isinstance(make_engine(settings), OfflineEngine)
    monkeypatch.setenv("TALLY_LLM", "openai")  # the explicit choice uses the shell's endpoint and key
    chosen = Settings()
    engine = make_engine(chosen)
    assert isinstance(engine, LLMEngine) and engine.endpoint == "https://api.example.invalid/v1"


def test_tally_base_url_is_an_explicit_choice_and_off_wins(monkeypatch):
    monkeypatch.setenv("TALLY_BASE_URL", "http://127.0.0.1:9/v1")
    assert Settings().llm_engine == "openai"
    monkeypatch.setenv("TALLY_LLM", "off")
    assert Settings().llm_engine == "offline"


# -- outage -----------------------------------------------------------------------------------------


def test_unreachable_endpoint_is_answered_offline_and_marked(sample_store):
    expected = offline_answer(sample_store, COUNT_QUESTION)
    with AskSession(model_settings(sample_store, closed_port_url())) as session:
        answer = session.ask(COUNT_QUESTION)
    assert (answer.engine, answer.degraded, answer.refused) == ("offline", True, False)
    assert "connection failed" in answer.degraded_reason and "failed 2 times" in answer.degraded_reason
    assert answer.answer == expected.answer and answer.sql == expected.sql
    assert any("degraded to the offline engine" in p for p in answer.problems)
    logged = json.loads(session.trace_log.path.read_text().splitlines()[-1])
    assert logged["degraded"] is True and "connection failed" in logged["degraded_reason"]


def test_hung_endpoint_costs_bounded_requests_then_answers_offline(sample_store):
    server = ScriptedChatServer([delayed(3.0, message("late [1].")) for _ in range(4)])
    with server.running() as url, AskSession(model_settings(sample_store, url, llm_timeout_s=0.3)) as session:
        answer = session.ask(SCREEN_QUESTION)
    assert len(server.requests) == 2  # one try and llm_retries=1 retry, each cut by the read timeout
    assert answer.degraded and answer.engine == "offline" and "timed out" in answer.degraded_reason
    assert not answer.refused and answer.citations


def test_circuit_breaker_stops_calling_a_dead_endpoint_and_probes_after_the_cooldown(sample_store):
    now = [0.0]
    server = ScriptedChatServer([http_error(503) for _ in range(6)] + [message("The base currency is set in "
                                                                               "the settings [1].")])
    settings = model_settings(sample_store, "", llm_retries=0, llm_breaker_failures=2, llm_breaker_cooldown_s=30)
    with server.running() as url:
        with AskSession(settings.model_copy(update={"base_url": url})) as session:
            session.breaker = CircuitBreaker(2, 30.0, clock=lambda: now[0])
            answers = [session.ask(SCREEN_QUESTION) for _ in range(5)]
            assert len(server.requests) == 2  # two failures opened the circuit: three questions never called
            assert all(a.degraded and a.engine == "offline" for a in answers)
            assert "circuit open" in answers[-1].degraded_reason
            now[0] = 31.0  # cooldown over: one probe, which fails and re-opens the circuit
            probe = session.ask(SCREEN_QUESTION)
            again = session.ask(SCREEN_QUESTION)
            assert len(server.requests) == 3 and probe.degraded and "HTTP 503" in probe.degraded_reason
            assert again.degraded and "circuit open" in again.degraded_reason
            server._turns = [message("The base currency is set in the settings [1].")]
            now[0] = 62.0  # the endpoint is back: the probe succeeds and the circuit closes
            healed = session.ask(SCREEN_QUESTION)
            assert (healed.engine, healed.degraded) == ("llm", False) and not session.breaker.open


def test_a_stream_that_already_produced_text_is_not_retried(sample_store):
    text = "Open the settings page and change the base currency there [1]."
    server = ScriptedChatServer([stalled(3, 2.0, message(text)), message(text)])
    deltas: list[str] = []
    with server.running() as url, AskSession(model_settings(sample_store, url, llm_timeout_s=0.5)) as session:
        answer = session.ask(SCREEN_QUESTION, on_delta=deltas.append)
    assert len(server.requests) == 1  # the broken stream was not retried: its text was already out
    assert deltas and text.startswith("".join(deltas))
    assert answer.degraded and "broke off a streamed answer" in answer.degraded_reason


def test_a_stream_that_stalls_before_any_text_is_retried(sample_store):
    text = "Open the settings page and change the base currency there [1]."
    server = ScriptedChatServer([stalled(1, 2.0, message(text)), message(text)])
    deltas: list[str] = []
    with server.running() as url, AskSession(model_settings(sample_store, url, llm_timeout_s=0.5)) as session:
        answer = session.ask(SCREEN_QUESTION, on_delta=deltas.append)
    assert len(server.requests) == 2 and "".join(deltas) == text == answer.answer
    assert not answer.degraded and answer.engine == "llm"


def test_ask_json_prints_the_contract_when_the_endpoint_is_down(sample_store, monkeypatch):
    monkeypatch.setenv("TALLY_HOME", str(sample_store.home))
    result = CliRunner().invoke(app, ["ask", COUNT_QUESTION, "--json"], env={
        "TALLY_LLM": "openai", "TALLY_BASE_URL": closed_port_url(), "TALLY_LLM_RETRIES": "0",
        "TALLY_LLM_PLAN_TRUST": "2"})
    assert result.exit_code == 0, result.output
    answer = Answer.model_validate_json(result.stdout)
    assert answer.degraded and answer.engine == "offline" and answer.sql


@pytest.mark.parametrize("failures", [1, 3])
def test_breaker_opens_after_the_configured_failures(failures):
    now = [0.0]
    breaker = CircuitBreaker(failures, 10.0, clock=lambda: now[0])
    for _ in range(failures - 1):
        breaker.record_failure()
        assert breaker.allow()
    breaker.record_failure()
    assert not breaker.allow() and breaker.open
    now[0] = 10.5
    assert breaker.allow() and not breaker.allow()  # one probe at a time
    breaker.record_success()
    assert breaker.allow() and not breaker.open


def test_status_says_which_engine_answers_and_where_documents_go(monkeypatch, tmp_path):
    from tally.agent.llm_policy import engine_description, model_intents

    monkeypatch.setenv("OPENAI_API_KEY", "sk-from-the-shell")
    assert engine_description(Settings(home=tmp_path)).startswith("offline planner")
    remote = Settings(home=tmp_path, llm="openai", base_url="https://llm.example.invalid/v1")
    assert "https://llm.example.invalid/v1" in engine_description(remote) and "documents are sent" in engine_description(remote)
    local = Settings(home=tmp_path, llm="local")
    assert "no local model" in engine_description(local)  # nothing installed under this home
    assert model_intents(local) == {"aggregate"} and model_intents(remote) == {"aggregate", "lookup", "screen", "concept"}
