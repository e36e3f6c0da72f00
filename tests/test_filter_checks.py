"""Filters a model's query adds that the question never asked for: which strings are grounded (pure
function over a real DuckDB table), and what the engine does with one (scripted model, real store)."""

import duckdb
import pytest
from scripted_llm import ScriptedChatServer, message, tool_call
from test_llm_text_to_sql import model_settings, tool_texts

from tally.agent.ask import AskSession
from tally.agent.offline.schema import ColumnInfo, TableInfo
from tally.agent.filter_checks import unasked_filters, without_filters


@pytest.fixture(scope="module")
def repairs():
    """A repair log whose "Bay" codes are spelled out in a decoded twin column, as ingest writes it."""
    connection = duckdb.connect()
    connection.execute("CREATE TABLE repairs (job VARCHAR, bay VARCHAR, bay_name VARCHAR, fitter VARCHAR, "
                       "warranty VARCHAR, serial VARCHAR, hours DOUBLE)")
    connection.execute("INSERT INTO repairs VALUES ('J1', 'PB', 'paint booth', 'Ana Ruiz', 'Y', 'n/a', 2), "
                       "('J2', 'WB', 'wash bay', 'Tom Hale', 'N', 'S-77', 3)")
    columns = [ColumnInfo(name=name, header=header, type=kind, distinct=None)
               for name, header, kind in [("job", "Job", "VARCHAR"), ("bay", "Bay", "VARCHAR"),
                                          ("bay_name", "Bay name", "VARCHAR"), ("fitter", "Fitter", "VARCHAR"),
                                          ("warranty", "Warranty", "VARCHAR"), ("serial", "Serial", "VARCHAR"),
                                          ("hours", "Hours", "DOUBLE")]]
    table = TableInfo(name="repairs", doc_id="d", title="Repair log", source="repairs.xlsx", columns=columns)
    yield [table], connection
    connection.close()


@pytest.mark.parametrize("question, sql, flagged", [
    # a sample value of another column, nowhere in the question
    ("How many hours went on repairs?", "SELECT SUM(hours) FROM repairs WHERE fitter = 'Ana Ruiz'",
     [("Ana Ruiz", "Fitter")]),
    ("How many hours went on repairs?", "SELECT SUM(hours) FROM repairs WHERE LOWER(bay) IN ('pb', 'wb')",
     [("pb", "Bay"), ("wb", "Bay")]),
    # the question's own words, or a code its decoded twin spells out in them
    ("How many hours did Ana put in?", "SELECT SUM(hours) FROM repairs WHERE fitter LIKE '%Ana%'", []),
    ("How many jobs went through the paint booth?", "SELECT COUNT(*) FROM repairs WHERE bay = 'PB'", []),
    ("How many jobs went through the wash area?", "SELECT COUNT(*) FROM repairs WHERE bay = 'PB'",
     [("PB", "Bay")]),  # its twin says "paint booth": not what was asked
    # a yes/no flag of a column the question names; a placeholder of one it asks to be missing
    ("How many jobs were under warranty?", "SELECT COUNT(*) FROM repairs WHERE warranty = 'Y'", []),
    ("How many jobs were paid by card?", "SELECT COUNT(*) FROM repairs WHERE warranty = 'Y'", [("Y", "Warranty")]),
    ("How many jobs have no serial?", "SELECT COUNT(*) FROM repairs WHERE serial = 'n/a'", []),
    # dates, numbers and format strings are not filters on words
    ("How many jobs in May?", "SELECT COUNT(*) FROM repairs WHERE STRFTIME(job, '%Y-%m') = '2026-05'", []),
])
def test_which_filters_the_question_never_asked_for(repairs, question, sql, flagged):
    tables, connection = repairs
    assert unasked_filters(sql, question, tables, connection) == flagged


def test_a_value_the_planner_linked_or_already_asked_about_is_not_flagged(repairs):
    tables, connection = repairs
    sql = "SELECT SUM(hours) FROM repairs WHERE fitter = 'Ana Ruiz'"
    question = "How many hours went on repairs?"
    assert unasked_filters(sql, question, tables, connection, planner_sql=sql) == []
    assert unasked_filters(sql, question, tables, connection, already=frozenset({"Ana Ruiz"})) == []


# -- in the engine ----------------------------------------------------------------------------------------

QUESTION = "How many orders are in the order book?"
ADDED = "SELECT COUNT(*) AS n FROM orders_orders WHERE status = 'Shipped'"  # a sample value, not asked for
PLAIN = "SELECT COUNT(*) AS n FROM orders_orders"


@pytest.fixture(scope="module")
def total(sample_store):
    with AskSession(sample_store.model_copy(update={"llm": "off"})) as session:
        return session.stores.catalog.connection().execute(PLAIN).fetchone()[0]


def ask_with(sample_store, replies, question=QUESTION):
    """(answer, the run_sql calls in its trace, the scripted server) for one question."""
    server = ScriptedChatServer(replies)
    with server.running() as url, AskSession(model_settings(sample_store, url)) as session:
        answer = session.ask(question)
    return answer, [s.args["sql"] for s in answer.trace if s.tool == "run_sql"], server


def test_an_unasked_filter_goes_back_once_and_the_corrected_query_answers(sample_store, total):
    answer, runs, server = ask_with(sample_store, [tool_call("run_sql", {"sql": ADDED}),
                                                   tool_call("run_sql", {"sql": PLAIN}),
                                                   message(f"The order book holds {total} orders [2].")])
    assert "does not mention 'Shipped' (column Status)" in tool_texts(server.requests[1])[-1]
    assert server.requests[1]["tool_choice"] == "required" and server.remaining == 0
    assert runs == [ADDED, PLAIN]
    assert not answer.refused and str(total) in answer.answer


def test_a_filter_kept_after_the_check_gives_way_to_the_planner_query(sample_store, total):
    # the planner has a query for QUESTION, below the trust threshold
    kept_twice = [tool_call("run_sql", {"sql": ADDED}), tool_call("run_sql", {"sql": ADDED})]
    answer, runs, server = ask_with(sample_store, [*kept_twice, message(f"{total} orders [3]."), message("spare")])
    assert "does not mention 'Shipped'" in tool_texts(server.requests[1])[-1]
    assert len(server.requests) == 3 and server.remaining == 1  # one check, no second one; then phrasing
    assert "tools" not in server.requests[2]
    assert runs == [ADDED, ADDED, 'SELECT COUNT(*) AS value FROM "orders_orders"']
    assert not answer.refused and str(total) in answer.answer


def test_without_a_planner_query_a_kept_filter_is_dropped_from_the_model_query(sample_store, total):
    kept_twice = [tool_call("run_sql", {"sql": ADDED}), tool_call("run_sql", {"sql": ADDED})]
    # a plan below the builder's floor: shown to the model, never run in its place
    answer, runs, server = ask_with(sample_store, [*kept_twice, message(f"{total} orders [3]."), message("spare")],
                                    "How many orders are there altogether?")
    assert len(server.requests) == 3 and server.remaining == 1
    assert runs[:2] == [ADDED, ADDED] and len(runs) == 3
    assert "Shipped" not in runs[2] and "orders_orders" in runs[2]
    assert not answer.refused and str(total) in answer.answer


@pytest.mark.parametrize("sql, values, expected", [
    ("SELECT COUNT(*) FROM t WHERE a = 'X' AND MONTH(d) = 2", {"X"}, "SELECT COUNT(*) FROM t WHERE TRUE AND MONTH(d) = 2"),
    ("SELECT COUNT(*) FROM t WHERE (NOT (a = 'X') OR a IS NULL) AND b IN ('P', 'Q')", {"X", "P"},
     "SELECT COUNT(*) FROM t WHERE (TRUE OR a IS NULL) AND b IN ('Q')"),  # a negated filter goes with its NOT
    ("SELECT COUNT(*) FROM t WHERE k IN (SELECT k FROM u WHERE n = 'X')", {"X"},
     "SELECT COUNT(*) FROM t WHERE k IN (SELECT k FROM u WHERE TRUE)"),
    ("SELECT COUNT(*) FROM t WHERE a = 'Y'", {"X"}, None),
])
def test_dropping_filters_from_a_query(sql, values, expected):
    assert without_filters(sql, values) == expected
