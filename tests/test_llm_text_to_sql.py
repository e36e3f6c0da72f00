"""Working with real small models: forcing one tool, text-to-SQL with a
compact schema, bounded repair, the planner's candidate, the plausibility check and added citations.
Model replies recorded from Qwen2.5-Coder on llama.cpp's server (tests/fixtures/llm/) are replayed by
the scripted server; the store, SQL guard, loop and verification are real."""

import json

import pytest
from scripted_llm import ScriptedChatServer, message, recorded, tool_call, with_timings

from tally.agent.ask import AskSession
from tally.agent.llm_sql import ignored_names
from tally.agent.loop import final_route
from tally.ingest.settings import Settings

NORTH_QUESTION = "How many orders came from the North region?"


def model_settings(sample_store: Settings, url: str, **overrides) -> Settings:
    return sample_store.model_copy(update={
        "llm": "openai", "base_url": url, "api_key": "k", "model": "scripted-model", "llm_timeout_s": 5.0,
        "llm_retries": 0, "llm_plan_trust": 2.0, **overrides})  # trust 2: the model always writes the SQL


@pytest.fixture(scope="module")
def north_count(sample_store):
    with AskSession(sample_store.model_copy(update={"llm": "off"})) as session:
        rows = session.stores.catalog.connection().execute(
            "SELECT count(*) FROM orders_orders WHERE region = 'North'").fetchone()
    return rows[0]


def tool_texts(request: dict) -> list[str]:
    return [m["content"] for m in request["messages"] if m["role"] == "tool"]


# -- the engine with the scripted model ---------------------------------------------------------------


def test_forced_tool_is_offered_alone_with_required_and_a_compact_schema(sample_store, north_count):
    server = ScriptedChatServer([
        tool_call("run_sql", {"sql": "SELECT count(*) AS n FROM orders_orders WHERE region = 'North'"}),
        message(f"{north_count} orders came from the North region [1]."),
    ])
    with server.running() as url, AskSession(model_settings(sample_store, url)) as session:
        answer = session.ask(NORTH_QUESTION)
    first, second = server.requests
    assert first["tool_choice"] == "required" and [t["function"]["name"] for t in first["tools"]] == ["run_sql"]
    schema = tool_texts(first)[0]
    assert schema.startswith("TABLE ") and "orders_orders" in schema and "region VARCHAR e.g." in schema
    assert "A rule-based planner proposes" in schema and "SELECT" in schema  # the candidate query
    assert len(schema) < 4000  # the compact view, not every table's full description
    assert "# Question" not in first["messages"][0]["content"]  # static system prompt: a cacheable prefix
    assert first["messages"][1] == {"role": "user", "content": NORTH_QUESTION}
    assert "tools" not in second and "tool_choice" not in second  # after a usable result: only phrasing
    assert not answer.refused and str(north_count) in answer.answer and answer.outcome == "answered"


def test_a_call_written_as_a_json_block_is_executed(sample_store, north_count):
    written = recorded("json_block_auto.json")["message"]["content"].replace("FROM orders ", "FROM orders_orders ")
    written = written.replace("'north'", "'North'")
    server = ScriptedChatServer([message(written), message(f"{north_count} orders [1].")])
    with server.running() as url, AskSession(model_settings(sample_store, url)) as session:
        answer = session.ask(NORTH_QUESTION)
    assert [s.tool for s in answer.trace] == ["list_tables", "run_sql"] and answer.trace[-1].ok
    assert not answer.refused and str(north_count) in answer.answer


def test_sql_errors_are_repaired_twice_then_the_planner_candidate_runs(sample_store, north_count):
    bad = [tool_call("run_sql", {"sql": f"SELECT count(*) FROM orders_orders WHERE {column} = 'North'"})
           for column in ("area", "zone", "territory")]
    server = ScriptedChatServer([*bad, message(f"{north_count} orders [1].")])
    with server.running() as url, AskSession(model_settings(sample_store, url)) as session:
        answer = session.ask(NORTH_QUESTION)
    runs = [s for s in answer.trace if s.tool == "run_sql"]
    assert [s.ok for s in runs] == [False, False, False, True]  # two repairs, then the planner's query
    assert server.remaining == 0 and len(server.requests) == 4
    repair_note = tool_texts(server.requests[1])[-1]
    assert "area" in repair_note and "Schema:" in repair_note and "TABLE orders_orders" in repair_note
    assert "Schema:" not in tool_texts(server.requests[2])[-1]  # the schema goes back once
    assert not answer.refused and str(north_count) in answer.answer


def test_a_failing_query_written_again_ends_the_repairs(sample_store, north_count):
    # Recorded from the 1.5B on a WTQ table: the same unknown column three times over.
    bad = tool_call("run_sql", {"sql": "SELECT count(*) FROM orders_orders WHERE area = 'North'"})
    server = ScriptedChatServer([bad, bad, message(f"{north_count} orders [1].")])
    with server.running() as url, AskSession(model_settings(sample_store, url)) as session:
        answer = session.ask(NORTH_QUESTION)
    runs = [s for s in answer.trace if s.tool == "run_sql"]
    assert [s.ok for s in runs] == [False, False, True]  # the repeat, then the planner's query
    assert server.remaining == 0 and runs[-1].args["sql"] != runs[0].args["sql"]
    assert not answer.refused and str(north_count) in answer.answer


def test_a_zero_count_on_a_value_not_in_the_column_goes_back_with_the_values(sample_store, north_count):
    recorded_sql = json.loads(recorded("required_native.json")["message"]["tool_calls"][0]["arguments"])["sql"]
    lowercase = recorded_sql.replace("FROM orders ", "FROM orders_orders ")  # region = 'north': not a value
    server = ScriptedChatServer([
        tool_call("run_sql", {"sql": lowercase}),
        tool_call("run_sql", {"sql": lowercase.replace("'north'", "'North'")}),
        message(f"{north_count} orders came from the North region [2]."),
    ])
    with server.running() as url, AskSession(model_settings(sample_store, url)) as session:
        answer = session.ask(NORTH_QUESTION)
    hint = tool_texts(server.requests[1])[-1]
    assert "'north' does not occur in column region" in hint and "'North'" in hint
    assert server.requests[1]["tool_choice"] == "required"
    assert not answer.refused and str(north_count) in answer.answer


def test_value_hints_share_the_repair_budget_then_the_planner_query_runs(sample_store, north_count):
    # Measured on the 1.5B: zero counts on values the column lacks, each one hinted, until the turn limit.
    written = [f"SELECT count(*) FROM orders_orders WHERE region = '{value}'"
               for value in ("north", "North region", "north east")]  # each holds the name asked about
    server = ScriptedChatServer([*(tool_call("run_sql", {"sql": sql}) for sql in written),
                                 message(f"{north_count} orders [4]."), message("spare")])
    with server.running() as url, AskSession(model_settings(sample_store, url)) as session:
        answer = session.ask(NORTH_QUESTION)
    runs = [s for s in answer.trace if s.tool == "run_sql"]
    assert len(runs) == 4 and all(s.ok for s in runs)
    assert "does not occur in column region" in tool_texts(server.requests[2])[-1]  # two hints, then no third
    assert [s.args["sql"] for s in runs[:3]] == written and "'North'" in runs[-1].args["sql"]  # the planner's
    assert server.remaining == 1
    assert not answer.refused and str(north_count) in answer.answer


def test_value_hints_spent_without_a_planner_query_refuse(sample_store):
    zeros = [tool_call("run_sql", {"sql": f"SELECT count(*) FROM orders_orders WHERE status = '{value}'"})
             for value in ("gift", "wrapped", "gift wrapped")]
    server = ScriptedChatServer([*zeros, tool_call("run_sql", {"sql": "SELECT count(*) FROM orders_orders"}),
                                 message("none [1].")])
    with server.running() as url, AskSession(model_settings(sample_store, url)) as session:
        answer = session.ask("How many orders were gift wrapped?")
    assert answer.intent == "aggregate" and answer.refused
    assert len(server.requests) == 3 and server.remaining == 2  # no fourth query, no phrasing request
    assert [s.ok for s in answer.trace if s.tool == "run_sql"] == [True, True, True]


def test_a_trusted_plan_runs_without_the_model_writing_sql(sample_store, north_count):
    server = ScriptedChatServer([message(f"{north_count} orders came from the North region.")])
    settings = model_settings(sample_store, url="", llm_plan_trust=0.5, llm_phrase_trusted=True)
    with server.running() as url, AskSession(settings.model_copy(update={"base_url": url})) as session:
        answer = session.ask(NORTH_QUESTION)
    assert len(server.requests) == 1 and "tools" not in server.requests[0]
    phrasing = server.requests[0]["messages"]
    assert "TABLE " not in json.dumps(phrasing)  # the phrasing turn carries the SQL result, not the schema
    assert answer.trace[-1].tool == "run_sql" and answer.trace[-1].ok
    # The draft cited nothing: Tally added the SQL result's citation, and verification accepted it.
    assert answer.answer.endswith("[1].") and answer.citations and not answer.refused


def test_a_draft_with_an_invented_figure_falls_back_to_the_extractive_answer(sample_store, north_count):
    invented = north_count * 3 + 1
    server = ScriptedChatServer([message(f"{invented} orders [1]."), message(f"About {invented} orders [1].")])
    with server.running() as url, AskSession(model_settings(sample_store, url, llm_plan_trust=0.5,
                                                            llm_phrase_trusted=True)) as session:
        answer = session.ask(NORTH_QUESTION)
    assert answer.outcome == "fallback" and str(invented) not in answer.answer, answer.problems
    assert str(north_count) in answer.answer and any(str(invented) in p for p in answer.problems)


def test_by_default_a_trusted_plan_is_answered_without_any_model_request(sample_store, north_count):
    server = ScriptedChatServer([message("never used [1].")])
    with server.running() as url, AskSession(model_settings(sample_store, url, llm_plan_trust=0.5)) as session:
        answer = session.ask(NORTH_QUESTION)
    assert server.requests == [] and answer.usage is None  # only low-confidence plans call the model
    assert str(north_count) in answer.answer and answer.citations and not answer.refused


def test_a_fan_out_of_written_calls_is_capped_and_repeats_end_in_an_answer_turn(sample_store):
    # Shape recorded from the 0.5B on a lookup: a dozen lookup_key calls written as text per turn,
    # repeating earlier ones, until the prompt outgrew the server's 8k context (HTTP 400).
    calls = "\n".join(json.dumps({"name": "lookup_key", "arguments": {"value": v}})
                      for v in ("SO-10123", "Glenmoor Clinics", "SO-10124", "SO-10125", "SO-10126"))
    repeats = "\n".join(calls.splitlines()[:3])
    server = ScriptedChatServer([message(calls), message(repeats), message("Glenmoor Clinics placed it [1].")])
    settings = model_settings(sample_store, "", llm_intents=["lookup"])
    with server.running() as url, AskSession(settings.model_copy(update={"base_url": url})) as session:
        answer = session.ask("Who is the customer on order SO-10123?")
    looked_up = [s.args for s in answer.trace if s.tool == "lookup_key"]
    assert len(looked_up) == 3  # the first turn's first three; the second turn repeated them all
    assert "tools" not in server.requests[2]  # nothing new: the model was asked for the answer
    assert server.remaining == 0 and not answer.refused and "Glenmoor Clinics" in answer.answer


# -- the local default: one request per model-written query ------------------------------------------


def test_with_phrasing_off_the_sql_result_is_stated_without_a_second_request(sample_store, north_count):
    # TALLY_LLM=local's default (agent/llm_policy.py): the phrasing request cost as much prefill as the
    # query itself on a CPU, so Tally states the result of the model's SQL and cites it.
    server = ScriptedChatServer([with_timings(
        tool_call("run_sql", {"sql": "SELECT count(*) AS orders FROM orders_orders WHERE region = 'North'"}),
        cached=841, evaluated=399, prompt_ms=61126.0, predicted_ms=17826.0)])  # recorded from the 1.5B
    settings = model_settings(sample_store, "", llm_phrase_sql=False)
    with server.running() as url, AskSession(settings.model_copy(update={"base_url": url})) as session:
        answer = session.ask(NORTH_QUESTION)
    assert len(server.requests) == 1 and server.requests[0]["max_tokens"] <= 256  # the SQL turn is capped
    assert answer.answer == f"The query returned orders = {north_count} [1]."
    assert answer.citations and not answer.refused and answer.outcome == "answered"
    assert answer.usage["requests"] == 1
    assert (answer.usage["prompt_cached"], answer.usage["prompt_evaluated"]) == (841, 399)


def test_a_local_engine_states_results_and_an_endpoint_phrases_them():
    from tally.agent.llm_policy import model_phrases_sql

    assert model_phrases_sql(Settings(llm="local")) is False
    assert model_phrases_sql(Settings(llm="openai", base_url="http://x/v1")) is True
    assert model_phrases_sql(Settings(llm="local", llm_phrase_sql=True)) is True


def test_result_sentence_states_one_value_or_the_rows():
    from types import SimpleNamespace

    from tally.agent.llm_sql import result_sentence

    one = SimpleNamespace(columns=["total"], rows=[[1250.5]])
    assert result_sentence(one, 2) == "The query returned total = 1250.5 [2]."
    many = SimpleNamespace(columns=["region", "n"], rows=[["North", 3], ["South", None]])
    assert result_sentence(many, 1) == "The query returned (region | n): North | 3; South | NULL [1]."


def test_the_schema_leaves_out_tables_ranked_far_below_the_best(sample_store):
    from tally.agent.llm_sql import CANDIDATE_TABLES, compact_schema, shown_tables
    from tally.agent.offline.schema import SchemaReader
    from tally.ingest.stores import open_stores

    question = "total gross pay in the salary register for March 2026"
    with open_stores(sample_store, read_only=True) as stores:
        ranked = SchemaReader(stores.catalog, None).candidates(question, k=CANDIDATE_TABLES)
        shown = shown_tables(SchemaReader(stores.catalog, None), question)
    assert len(ranked) == CANDIDATE_TABLES and 0 < len(shown) < len(ranked)
    assert shown[0].name == ranked[0].name and "salary" in shown[0].name
    text = compact_schema(shown, [])
    assert all(f"TABLE {t.name} " not in text for t in ranked if t not in shown) and "JOINS" not in text
    long_values = [v for t in shown for c in t.columns for v in (c.distinct or [])[:3] if len(str(v)) > 24]
    assert all(repr(str(v)) not in text for v in long_values)  # long cells are cut


def test_the_engine_is_picked_by_the_final_route_not_the_cue_router(sample_store):
    # The cues call this an aggregate ("how many"); the evidence sends it to search (no table links to
    # it). With the model answering aggregates only, it must not reach the model: measured on the
    # local 1.5B, such questions went to it with a 2,400-token passage prompt (7 minutes under load).
    question = "How many steps does it take to change the default currency?"
    server = ScriptedChatServer([message("never used [1].")])
    settings = model_settings(sample_store, "", llm_intents=["aggregate"])
    with server.running() as url, AskSession(settings.model_copy(update={"base_url": url})) as session:
        cue = session.router.route(question).intent
        answer = session.ask(question)
    assert cue == "aggregate" and answer.intent == "screen"  # the premise: the evidence re-routed it
    assert server.requests == [] and answer.engine == "offline" and answer.usage is None


def test_a_question_asking_how_a_figure_is_worked_out_is_read_from_the_documents(sample_store):
    # Routed as an aggregate on its words and its link to the register's columns, it asks for a method: with
    # the model writing the SQL of aggregates it answered with the column's average (local 1.5B, a dev set).
    question = "How is the average net pay in the salary register worked out?"
    server = ScriptedChatServer([tool_call("run_sql", {"sql": "SELECT AVG(net_pay) FROM salary_register"})])
    settings = model_settings(sample_store, "", llm_intents=["aggregate"])
    with server.running() as url, AskSession(settings.model_copy(update={"base_url": url})) as session:
        route = final_route(question, session.deps, session.router)
        answer = session.ask(question)
    assert route.intent == "aggregate"  # the premise: the route alone would hand it to the model
    assert server.requests == [] and answer.engine == "offline" and answer.intent == "concept"
    assert answer.sql is None and not answer.degraded


def test_a_query_without_the_name_asked_about_gives_way_to_the_planner(sample_store):
    # Recorded shape from the 1.5B: asked about one customer, it filtered another column's first sample value.
    question = "How many orders did Glenmoor Clinics place?"
    with AskSession(sample_store.model_copy(update={"llm": "off"})) as session:
        expected = session.stores.catalog.connection().execute(
            "SELECT count(*) FROM orders_orders WHERE customer = 'Glenmoor Clinics'").fetchone()[0]
    drifted = tool_call("run_sql", {"sql": "SELECT COUNT(*) FROM orders_orders WHERE region = 'North'"})
    server = ScriptedChatServer([drifted, message(f"Glenmoor Clinics placed {expected} orders [1].")])
    with server.running() as url, AskSession(model_settings(sample_store, url)) as session:
        answer = session.ask(question)
    runs = [s for s in answer.trace if s.tool == "run_sql"]
    assert server.remaining == 0 and answer.engine == "llm" and not answer.degraded
    assert len(runs) == 2 and "North" in runs[0].args["sql"] and "Glenmoor" in runs[1].args["sql"]
    assert not answer.refused and str(expected) in answer.answer


def test_a_query_without_the_name_asked_about_and_no_plan_is_refused(sample_store):
    question = "How many orders did Quillfeather Tannery place in March?"  # no such customer
    drifted = tool_call("run_sql", {"sql": "SELECT COUNT(*) FROM orders_orders WHERE customer = 'Glenmoor Clinics'"})
    server = ScriptedChatServer([drifted, message("never used [1].")])
    with server.running() as url, AskSession(model_settings(sample_store, url)) as session:
        answer = session.ask(question)
    assert len(server.requests) == 1 and answer.refused


@pytest.mark.parametrize("question, sql, ignored", [
    ("How many casks did the Brook and Bell take?", "SELECT COUNT(*) FROM d WHERE prod = 'GP'", ["Brook and Bell"]),
    ("What did the Ashby and Kirk Lane depots take?", "SELECT SUM(x) FROM t WHERE depot IN ('Ashby')", ["Kirk Lane"]),
    ("What did the Ashby and Kirk Lane depots take?", "SELECT SUM(x) FROM t WHERE depot IN ('Ashby', 'Kirk Lane')", []),
    ("What was the total on INV-2026-0042?", "SELECT SUM(amount) FROM lines", ["INV-2026-0042"]),
    ("How many orders came from the West region?", "SELECT COUNT(*) FROM orders WHERE region = 'West'", []),
    ("How many orders were there in total?", "SELECT COUNT(*) FROM orders", []),
    ("How many orders came in Q3?", "SELECT COUNT(*) FROM orders WHERE MONTH(d) BETWEEN 7 AND 9", []),
    ("In October, how many orders came in?", "SELECT COUNT(*) FROM orders WHERE MONTH(d) = 10", []),
])
def test_which_names_a_query_leaves_out(question, sql, ignored):
    assert ignored_names(question, sql) == ignored


def test_a_query_that_finds_no_rows_gives_way_to_the_planner_query(sample_store, north_count):
    # Recorded shape from the 1.5B: a month filter written for the wrong year, 0 rows, then a refusal
    # for want of evidence although the planner had a query.
    empty = tool_call("run_sql", {"sql": "SELECT region, count(*) FROM orders_orders "
                                         "WHERE strftime(order_date, '%Y') = '1999' GROUP BY region"})
    server = ScriptedChatServer([empty, message(f"{north_count} orders [1].")])
    with server.running() as url, AskSession(model_settings(sample_store, url)) as session:
        answer = session.ask(NORTH_QUESTION)
    runs = [s for s in answer.trace if s.tool == "run_sql"]
    assert len(runs) == 2 and runs[0].summary.startswith("0 rows") and runs[1].ok
    assert not answer.refused and str(north_count) in answer.answer


def test_a_plan_for_a_period_the_table_lacks_is_refused_without_the_model(sample_store):
    server = ScriptedChatServer([message("never used [1].")])
    with server.running() as url, AskSession(model_settings(sample_store, url)) as session:
        answer = session.ask("How many orders came from the North region in the third quarter of 2019?")
    assert server.requests == [] and answer.refused and answer.usage is None


def test_with_no_planner_query_spent_repairs_refuse_without_a_phrasing_request(sample_store):
    # The builder has no plan for this (no such column); must-refuse questions measured on the 1.5B
    # took 3-4 requests, the last only to phrase "no evidence".
    bad = [tool_call("run_sql", {"sql": f"SELECT count(*) FROM orders_orders WHERE {c} = 'yes'"})
           for c in ("gift_wrap", "gift_wrapped", "wrapped")]
    server = ScriptedChatServer([*bad, message("never used [1].")])
    with server.running() as url, AskSession(model_settings(sample_store, url)) as session:
        answer = session.ask("How many orders were gift wrapped?")
    assert answer.intent == "aggregate" and answer.refused
    assert len(server.requests) == 3 and server.remaining == 1  # three queries, no fourth request
    assert [s.ok for s in answer.trace if s.tool == "run_sql"] == [False, False, False]
    # The builder's best plan reads a third of the question (every order counted): too weak to be shown.
    assert "planner proposes" not in tool_texts(server.requests[0])[0]


def test_a_weak_plan_is_shown_with_the_words_it_leaves_unread_and_never_run(sample_store, north_count):
    # Below the builder's floor (3 of 6 words read): shown as a start, with what it misses, not run.
    bad = [tool_call("run_sql", {"sql": f"SELECT count(*) FROM orders_orders WHERE {c} = 'yes'"})
           for c in ("gift_wrap", "gift_wrapped", "wrapped")]
    server = ScriptedChatServer([*bad, message("never used [1].")])
    with server.running() as url, AskSession(model_settings(sample_store, url)) as session:
        answer = session.ask("How many orders from the North region were gift wrapped by hand?")
    offer = tool_texts(server.requests[0])[0]
    assert "\"region\" = 'North'" in offer
    assert "does not read these words of the question: 'gift', 'wrapped', 'hand'" in offer
    assert answer.refused and [s.ok for s in answer.trace if s.tool == "run_sql"] == [False, False, False]


def test_a_candidate_above_the_floor_is_offered_without_the_unread_note(sample_store, north_count):
    server = ScriptedChatServer([
        tool_call("run_sql", {"sql": "SELECT count(*) AS n FROM orders_orders WHERE region = 'North'"}),
        message(f"{north_count} orders [1]."),
    ])
    with server.running() as url, AskSession(model_settings(sample_store, url)) as session:
        session.ask("How many orders from the North region were gift wrapped?")
    offer = tool_texts(server.requests[0])[0]
    assert "\"region\" = 'North'" in offer and "does not read" not in offer and "corrected query" in offer


def test_a_model_query_over_tables_without_the_period_asked_is_refused(sample_store):
    # Shape measured with the 1.5B: "in October" over a November register, a 0 stated as the answer.
    in_2019 = tool_call("run_sql", {"sql": "SELECT count(*) AS n FROM orders_orders "
                                           "WHERE order_date >= DATE '2019-07-01' AND order_date < DATE '2019-08-01'"})
    server = ScriptedChatServer([in_2019, message("0 orders [1].")])
    with server.running() as url, AskSession(model_settings(sample_store, url)) as session:
        answer = session.ask("How many orders were gift wrapped in July 2019?")
    assert answer.refused and answer.intent == "aggregate"
    assert len(server.requests) == 1 and server.remaining == 1  # no phrasing request for a figure not asked
