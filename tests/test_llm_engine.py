"""The LLM engine and the loop around it, through the real openai client against a scripted
OpenAI-compatible server on 127.0.0.1, over the real sample store. Only the model's words are scripted."""

from dataclasses import replace
from pathlib import Path

import pytest

from tally.agent.answer import Answer
from tally.agent.llm import LLMEngine
from tally.agent.llm_router import make_llm_classifier
from tally.agent.loop import run_question
from tally.agent.router import Router
from tally.agent.run_state import REFUSAL
from tally.ingest.errors import LLMError
from tally.ingest.stores import open_stores
from scripted_llm import ScriptedChatServer, delayed, http_error, message, tool_call
from tally.tools.deps import build_deps

COUNT_QUESTION = "How many employees are on the March 2026 salary register?"
SCREEN_QUESTION = "Where do I change the default currency?"


@pytest.fixture(scope="module")
def stores(sample_store):
    with open_stores(sample_store) as opened:
        yield opened


@pytest.fixture(scope="module")
def router(stores):
    return Router(stores.embedder, stores.settings)


@pytest.fixture(scope="module")
def register(stores):
    """The March register's table name and its true row count, read from the store (not hard-coded)."""
    table = next(t for t in stores.catalog.tables(["public"]) if Path(t.source).name == "salary_register_2026_03.pdf")
    count = stores.catalog.connection().execute(f'SELECT count(*) FROM "{table.name}"').fetchone()[0]
    return table, count


def run(stores, router, url: str, question: str, on_delta=None, **overrides) -> Answer:
    settings = stores.settings.model_copy(update={
        "base_url": url, "api_key": "test-key", "model": "scripted-model", "llm_timeout_s": 2.0,
        "llm_retries": 2, "llm_retry_wait_s": 0.01, "llm_retry_max_wait_s": 0.02, **overrides})
    deps = replace(build_deps(stores, ["public"]), settings=settings)
    return run_question(question, deps, LLMEngine(settings), settings=settings, router=router, on_delta=on_delta)


def count_sql(table) -> str:
    return f'SELECT count(*) AS employees FROM "{table.name}"'


def tool_messages(request: dict) -> list[dict]:
    return [m for m in request["messages"] if m["role"] == "tool"]


def test_multi_turn_tool_calling_answers_from_sql(stores, router, register):
    table, count = register
    server = ScriptedChatServer([
        tool_call("describe_table", {"table": table.name}),
        tool_call("run_sql", {"sql": count_sql(table)}),
        message(f"There are {count} employees on the March 2026 register [1]."),
    ])
    with server.running() as url:
        answer = run(stores, router, url, COUNT_QUESTION)
    assert server.remaining == 0
    assert (answer.engine, answer.model, answer.intent, answer.refused) == ("llm", "scripted-model", "aggregate", False)
    assert answer.answer == f"There are {count} employees on the March 2026 register [1]."
    assert answer.sql and table.name in answer.sql and "count" in answer.sql.lower()
    assert [c.source for c in answer.citations] == [table.source]
    assert [(s.tool, s.ok, s.by_loop) for s in answer.trace] == [
        ("list_tables", True, True), ("describe_table", True, False), ("run_sql", True, False)]
    # Forced tool on the first turn only, by offering only it with "required" (the form llama.cpp's
    # server honours); the model saw the SQL result as context item [1].
    assert server.requests[0]["tool_choice"] == "required"
    assert [t["function"]["name"] for t in server.requests[0]["tools"]] == ["run_sql"]
    assert "tool_choice" not in server.requests[1] and "tool_choice" not in server.requests[2]
    assert server.requests[0]["temperature"] == 0
    assert {t["function"]["name"] for t in server.requests[1]["tools"]} >= {"run_sql", "describe_table", "list_tables"}
    last_tool = tool_messages(server.requests[2])[-1]["content"]
    assert last_tool.startswith("[1] SQL result") and str(count) in last_tool
    assert answer.usage == {"prompt_tokens": 170, "completion_tokens": 40, "total_tokens": 210, "requests": 3}
    assert answer.prompt.name == "aggregate" and len(answer.prompt.sha256) == 64


def test_rate_limit_is_retried_then_succeeds(stores, router, register):
    table, count = register
    server = ScriptedChatServer([
        http_error(429, "slow down"),
        tool_call("run_sql", {"sql": count_sql(table)}),
        http_error(503),
        message(f"{count} employees [1]."),
    ])
    with server.running() as url:
        answer = run(stores, router, url, COUNT_QUESTION)
    assert server.remaining == 0 and len(server.requests) == 4
    assert not answer.refused and str(count) in answer.answer


def test_timeout_is_retried_then_succeeds(stores, router, register):
    table, count = register
    server = ScriptedChatServer([
        delayed(2.0, tool_call("run_sql", {"sql": count_sql(table)})),
        tool_call("run_sql", {"sql": count_sql(table)}),
        message(f"{count} employees [1]."),
    ])
    with server.running() as url:
        answer = run(stores, router, url, COUNT_QUESTION, llm_timeout_s=1.0)
    assert server.remaining == 0 and not answer.refused and str(count) in answer.answer


def test_timeouts_beyond_the_retries_raise_a_clear_llm_error(stores, router):
    server = ScriptedChatServer([delayed(1.0, message("late")) for _ in range(3)])
    with server.running() as url, pytest.raises(LLMError, match=r"failed 3 times, last: timed out"):
        run(stores, router, url, COUNT_QUESTION, llm_timeout_s=0.3)
    assert len(server.requests) == 3  # llm_retries=2: one try and two retries, the SDK's own retries are off


def test_non_transient_error_is_not_retried(stores, router):
    server = ScriptedChatServer([http_error(401, "bad key"), message("never sent")])
    with server.running() as url, pytest.raises(LLMError, match="HTTP 401"):
        run(stores, router, url, COUNT_QUESTION)
    assert len(server.requests) == 1


def test_malformed_arguments_go_back_to_the_model_which_fixes_them(stores, router, register):
    table, count = register
    server = ScriptedChatServer([
        tool_call("run_sql", '{"sql": "SELECT count(*) FROM ' + table.name),  # cut-off JSON
        tool_call("run_sql", {"query": count_sql(table)}),  # wrong argument name
        tool_call("run_sql", {"sql": f'SELECT count(no_such_column) FROM "{table.name}"'}),  # wrong column
        tool_call("run_sql", {"sql": count_sql(table)}),
        message(f"{count} employees [1]."),
    ])
    with server.running() as url:
        answer = run(stores, router, url, COUNT_QUESTION)
    assert server.remaining == 0 and not answer.refused and str(count) in answer.answer
    errors = [tool_messages(server.requests[i])[-1]["content"] for i in (1, 2, 3)]
    assert "not valid JSON" in errors[0]
    assert "sql" in errors[1] and "query" in errors[1]
    assert "no_such_column" in errors[2]
    # The malformed call is replayed to the model verbatim, so it sees what it sent.
    sent = [m for m in server.requests[1]["messages"] if m["role"] == "assistant"][-1]["tool_calls"][0]
    assert sent["function"]["arguments"].endswith(table.name)
    assert [s.ok for s in answer.trace if s.tool == "run_sql"] == [False, False, False, True]


def test_max_turns_ends_with_a_clear_refusal_when_no_sql_ran(stores, router, register):
    table, _ = register
    server = ScriptedChatServer([tool_call("describe_table", {"table": table.name})] * 2)
    with server.running() as url:
        answer = run(stores, router, url, COUNT_QUESTION, max_turns=2)
    assert server.remaining == 0 and len(server.requests) == 2
    assert answer.refused and answer.answer.startswith(REFUSAL)
    assert any("max_turns (2)" in p for p in answer.problems)


def test_max_turns_with_context_falls_back_to_an_extractive_answer(stores, router):
    server = ScriptedChatServer([tool_call("search_documents", {"query": "currency"})] * 2)
    with server.running() as url:
        answer = run(stores, router, url, SCREEN_QUESTION, max_turns=2)
    assert server.remaining == 0
    assert answer.outcome == "max_turns" and not answer.refused and answer.citations
    assert any("max_turns (2)" in p for p in answer.problems)


def test_refusal_below_the_floor_never_calls_the_model(stores, router):
    server = ScriptedChatServer([message("should never be used [1].")])
    with server.running() as url:
        # No chunk can reach a cosine of 0.99: the search is below the floor, so the loop refuses.
        answer = run(stores, router, url, "What is the airline baggage allowance for flights to Mars?",
                     similarity_floor=0.99)
    assert server.requests == [] and server.remaining == 1
    assert answer.refused and answer.answer.startswith(REFUSAL) and "Next step" in answer.answer
    assert answer.citations == [] and answer.usage is None
    assert [s.tool for s in answer.trace] == ["search_documents"]


def test_out_of_scope_question_never_calls_the_model(stores, router):
    server = ScriptedChatServer([message("a joke")])
    with server.running() as url:
        answer = run(stores, router, url, "Tell me a joke about penguins")
    assert server.requests == [] and answer.refused and answer.intent == "out_of_scope"


def test_citation_outside_the_context_is_rejected_then_retried(stores, router):
    server = ScriptedChatServer([
        message("Change it in the settings [99]."),
        message("Change it in the settings [1]."),
    ])
    with server.running() as url:
        answer = run(stores, router, url, SCREEN_QUESTION)
    assert server.remaining == 0
    assert answer.answer == "Change it in the settings [1]." and answer.outcome == "answered"
    assert answer.citations and answer.citations[0].n == 1
    assert any("[99]" in p for p in answer.problems)
    feedback = server.requests[1]["messages"][-1]
    assert feedback["role"] == "user" and "[99]" in feedback["content"] and "rejected" in feedback["content"]
    assert answer.intent == "screen" and answer.prompt.name == "screen"


def test_rejected_twice_falls_back_to_the_extractive_answer(stores, router):
    server = ScriptedChatServer([message("See [42]."), message("See [43].")])
    with server.running() as url:
        answer = run(stores, router, url, SCREEN_QUESTION)
    assert server.remaining == 0
    assert answer.outcome == "fallback" and not answer.refused
    assert answer.citations and "[42]" not in answer.answer and "[43]" not in answer.answer


def test_made_up_figure_is_rejected_by_the_groundedness_check(stores, router, register):
    table, count = register
    invented = count * 7 + 3
    server = ScriptedChatServer([
        tool_call("run_sql", {"sql": count_sql(table)}),
        message(f"There are {invented} employees [1]."),
        message(f"There are {count} employees [1]."),
    ])
    with server.running() as url:
        answer = run(stores, router, url, COUNT_QUESTION)
    assert server.remaining == 0
    assert answer.answer == f"There are {count} employees [1]."
    assert any(str(invented) in p and "no tool result" in p for p in answer.problems)


def test_streaming_yields_deltas_and_the_final_text(stores, router):
    text = "Open the settings page and change the base currency there [1]."
    server = ScriptedChatServer([message(text, prompt_tokens=80, completion_tokens=12)])
    deltas: list[str] = []
    with server.running() as url:
        answer = run(stores, router, url, SCREEN_QUESTION, on_delta=deltas.append)
    assert server.requests[0]["stream"] is True
    assert len(deltas) > 2 and "".join(deltas) == text == answer.answer
    assert answer.usage == {"prompt_tokens": 80, "completion_tokens": 12, "total_tokens": 92, "requests": 1}


def test_streamed_tool_calls_are_assembled(stores, router, register):
    table, count = register
    server = ScriptedChatServer([tool_call("run_sql", {"sql": count_sql(table)}), message(f"{count} employees [1].")])
    deltas: list[str] = []
    with server.running() as url:
        answer = run(stores, router, url, COUNT_QUESTION, on_delta=deltas.append)
    assert answer.sql and "".join(deltas) == answer.answer == f"{count} employees [1]."


def test_model_classifies_intent_when_enabled_and_offline_router_is_the_fallback(stores):
    server = ScriptedChatServer([
        message('{"intent": "screen", "confidence": 0.9, "reason": "asks for a field"}'),
        message("no json here"),
    ])
    with server.running() as url:
        settings = stores.settings.model_copy(update={"base_url": url, "api_key": "k", "llm_router": True})
        llm_router = Router(stores.embedder, settings, classifier=make_llm_classifier(LLMEngine(settings), settings))
        first = llm_router.route("How many employees are there?")
        second = llm_router.route("How many employees are there?")
    assert (first.intent, first.by, first.confidence) == ("screen", "llm", 0.9)
    assert "How many employees are there?" in server.requests[0]["messages"][0]["content"]
    assert (second.intent, second.by) == ("aggregate", "offline") and "model classification unusable" in second.reason


def test_transport_errors_of_either_http_library_the_sdk_streams_through_are_caught():
    # openai 3.60 streams through httpx2, earlier releases through httpx: an error raised raw while iterating a
    # stream is retried like the SDK's own whichever library raised it
    import importlib.util

    import httpx

    from tally.agent import llm

    assert httpx.HTTPError in llm._HTTP_ERRORS and httpx.TimeoutException in llm._TIMEOUTS
    if importlib.util.find_spec("httpx2") is not None:
        import httpx2

        assert httpx2.HTTPError in llm._HTTP_ERRORS and httpx2.TimeoutException in llm._TIMEOUTS
        assert type(llm.request_of(httpx2.ConnectError("down"))).__module__.startswith("httpx2")
    assert type(llm.request_of(httpx.ConnectError("down"))).__module__.startswith("httpx")
