"""Which aggregates reach the model: with Tally's own model only those the offline engine refuses; an
endpoint's model also rewrites the offline builder's plans below the trust threshold."""

from scripted_llm import ScriptedChatServer, message, tool_call

from tally.agent.ask import AskSession
from tally.agent.llm_policy import engine_description, offline_first
from tally.ingest.settings import Settings

# The builder plans this one at its floor ("gift wrapped" is read by no column, the region is): the offline
# engine answers it; below the endpoint's trust threshold (0.75), the model is asked to keep or correct it.
AT_THE_FLOOR = "How many orders from the North region were gift wrapped?"
# Below the floor ("by hand" too): the offline engine refuses it.
BELOW_THE_FLOOR = "How many orders from the North region were gift wrapped by hand?"
MODEL_SQL = "SELECT count(*) AS n FROM orders_orders WHERE region = 'North'"


def test_the_local_model_answers_only_what_the_offline_engine_refuses(monkeypatch, tmp_path):
    monkeypatch.delenv("TALLY_LLM_OFFLINE_FIRST", raising=False)
    assert offline_first(Settings(home=tmp_path, llm="local"))
    assert not offline_first(Settings(home=tmp_path, llm="openai", base_url="http://127.0.0.1:9/v1"))
    assert not offline_first(Settings(home=tmp_path, llm="local", llm_offline_first=False))
    assert "only questions the offline engine refuses" in engine_description(Settings(home=tmp_path, llm="local"))
    monkeypatch.setenv("TALLY_LLM_OFFLINE_FIRST", "")  # empty counts as unset
    assert offline_first(Settings(home=tmp_path, llm="local"))
    monkeypatch.setenv("TALLY_LLM_OFFLINE_FIRST", "true")
    assert offline_first(Settings(home=tmp_path, llm="openai", base_url="http://127.0.0.1:9/v1"))


def _session(sample_store: Settings, url: str, first: bool | None) -> AskSession:
    return AskSession(sample_store.model_copy(update={
        "llm": "openai", "base_url": url, "api_key": "k", "model": "scripted-model", "llm_timeout_s": 5.0,
        "llm_retries": 0, "llm_offline_first": first, "llm_phrase_sql": False}))


def test_offline_first_an_answered_aggregate_makes_no_request_and_a_refused_one_goes_to_the_model(sample_store):
    server = ScriptedChatServer([tool_call("run_sql", {"sql": MODEL_SQL}), message("never used [1].")])
    with server.running() as url, _session(sample_store, url, True) as session:
        answered = session.ask(AT_THE_FLOOR)
        assert server.requests == [] and answered.usage is None and answered.engine == "offline"
        assert not answered.refused and "\"region\" = 'North'" in answered.sql
        refused_offline = session.ask(BELOW_THE_FLOOR)
    assert len(server.requests) == 1 and refused_offline.engine == "llm" and "offline_first" in refused_offline.timings_ms
    assert [s.args["sql"] for s in refused_offline.trace if s.tool == "run_sql"] == [MODEL_SQL]


def test_without_it_the_model_is_asked_to_correct_a_plan_below_the_trust_threshold(sample_store):
    server = ScriptedChatServer([tool_call("run_sql", {"sql": MODEL_SQL}), message("never used [1].")])
    with server.running() as url, _session(sample_store, url, None) as session:  # an endpoint: not offline first
        answer = session.ask(AT_THE_FLOOR)
    assert len(server.requests) == 1 and "A rule-based planner proposes" in str(server.requests[0]["messages"])
    assert [s.args["sql"] for s in answer.trace if s.tool == "run_sql"] == [MODEL_SQL] and not answer.refused
