"""list_tables / describe_table / run_sql on a real catalog file: answers, limits, errors, groups."""

import dataclasses
import json
import threading
import time
from collections import defaultdict
from pathlib import Path

import duckdb
import pytest
from openpyxl import load_workbook
from typer.testing import CliRunner

from tally.agent.cli import app
from tally.ingest.errors import ConfigError, ToolInputError
from tally.ingest.stores import open_stores
from sql_store import CUSTOMERS, ORDER_HEADERS, build_sql_store
from tally.tools.deps import build_deps
from tally.tools.registry import Tool
from tally.tools.sql import describe_table, list_tables, run_sql
from tally.tools.sql_exec import run_query
from tally.tools.trace import Trace


@pytest.fixture(scope="module")
def store(tmp_path_factory):
    return build_sql_store(tmp_path_factory.mktemp("sqlstore"))


@pytest.fixture(scope="module")
def small_store(tmp_path_factory):
    """A second store that no fixture keeps open (for the CLI and a plain DuckDB connection)."""
    return build_sql_store(tmp_path_factory.mktemp("small"), numbers=10)


@pytest.fixture(scope="module")
def stores(store):
    with open_stores(store.settings) as opened:
        yield opened


@pytest.fixture(scope="module")
def catalog(stores):
    return stores.catalog


@pytest.fixture(scope="module")
def deps(stores):
    return build_deps(stores, ["public"])


@pytest.fixture(scope="module")
def hr_deps(stores):
    return build_deps(stores, ["public", "hr"])


def with_settings(deps, **changes):
    return dataclasses.replace(deps, settings=deps.settings.model_copy(update=changes))


def test_list_tables_shows_visible_tables_with_their_sources(deps, hr_deps, store):
    listed = {t.name: t for t in list_tables(deps).tables}
    assert set(listed) == {"orders_orders", "customers_customers", "numbers_numbers"}
    orders = listed["orders_orders"]
    assert (orders.source, orders.title, orders.sheet, orders.row_count) == (
        store.paths["orders"], "orders", "Orders", len(store.orders))
    assert orders.columns == ["order_id", "customer", "order_date", "amount_usd", "status"]
    assert "salaries_register" in {t.name for t in list_tables(hr_deps).tables}


def test_describe_table_gives_headers_types_samples_and_keys(deps, store):
    described = describe_table(deps, "orders_orders")
    assert described.row_count == len(store.orders) and described.sheet == "Orders"
    assert [c.header for c in described.columns] == ORDER_HEADERS
    types = {c.name: c.type for c in described.columns}
    assert types["amount_usd"] == "DOUBLE" and types["order_date"] == "DATE" and types["order_id"] == "VARCHAR"
    assert all(c.samples for c in described.columns)
    assert set(described.key_columns) == {"order_id", "customer"}
    assert described.row_column == "_row"


def test_counts_sums_and_joins_are_right(deps, store):
    assert run_sql(deps, "SELECT count(*) FROM orders_orders").rows == [[len(store.orders)]]
    paid = run_sql(deps, "SELECT sum(amount_usd) FROM orders_orders WHERE status = 'paid'").rows[0][0]
    assert paid == pytest.approx(sum(r[3] for r in store.orders if r[4] == "paid"))

    manager_of = {c[0]: c[1] for c in store.customers}
    expected: dict[str, float] = defaultdict(float)
    for row in store.orders:
        expected[manager_of[row[1]]] += row[3]
    result = run_sql(
        deps,
        "SELECT c.account_manager, sum(o.amount_usd) AS total FROM orders_orders o "
        "JOIN customers_customers c ON o.customer = c.customer GROUP BY 1 ORDER BY 1",
    )
    assert result.columns == ["account_manager", "total"]
    assert {m: pytest.approx(t) for m, t in expected.items()} == dict(map(tuple, result.rows))
    assert not result.truncated and result.row_count == len(expected)


def test_dates_come_back_json_ready(deps, store):
    result = run_sql(deps, "SELECT min(order_date), max(order_date) FROM orders_orders")
    dates = sorted(r[2] for r in store.orders)
    assert result.rows == [[dates[0].isoformat(), dates[-1].isoformat()]]


def test_row_limit_sets_truncated(deps, store):
    limited = with_settings(deps, sql_row_limit=10)
    result = run_sql(limited, "SELECT order_id FROM orders_orders ORDER BY order_id")
    assert result.row_count == 10 and result.truncated
    assert [r[0] for r in result.rows] == sorted(r[0] for r in store.orders)[:10]
    exact = run_sql(limited, "SELECT order_id FROM orders_orders ORDER BY order_id LIMIT 10")
    assert exact.row_count == 10 and not exact.truncated


def test_slow_cross_join_is_stopped_by_the_time_limit(deps, store):
    fast = with_settings(deps, sql_timeout_s=0.5)
    started = time.perf_counter()
    with pytest.raises(ToolInputError, match=r"ran longer than 0.5 s"):  # 400^4 = 2.6e10 combinations
        run_sql(fast, "SELECT count(*) FROM numbers_numbers a, numbers_numbers b, numbers_numbers c, "
                      "numbers_numbers d WHERE (a.n * 7 + b.n * 13 + c.n * 17 + d.n) % 1000003 = 17")
    assert time.perf_counter() - started < 5
    assert run_sql(fast, "SELECT count(*) FROM numbers_numbers").rows == [[store.numbers]]


def test_unknown_column_lists_the_real_columns(deps):
    with pytest.raises(ToolInputError) as caught:
        run_sql(deps, "SELECT sum(amount) FROM orders_orders")
    assert str(caught.value) == (
        "unknown column 'amount' in orders_orders; columns are: _row, order_id, customer, order_date, amount_usd, status"
    )


def test_query_errors_from_duckdb_are_fixable(deps):
    with pytest.raises(ToolInputError, match="DuckDB rejected the query: Conversion Error"):
        run_sql(deps, "SELECT CAST(customer AS INTEGER) FROM orders_orders")


def test_sources_name_the_documents_of_the_tables_used(deps, store):
    result = run_sql(
        deps, "SELECT o.order_id, c.region FROM orders_orders o JOIN customers_customers c USING (customer) LIMIT 1"
    )
    assert {(s.table, s.source, s.sheet) for s in result.sources} == {
        ("orders_orders", store.paths["orders"], "Orders"),
        ("customers_customers", store.paths["customers"], "Customers"),
    }
    assert run_sql(deps, "SELECT 1 AS one").sources == []


def test_restricted_tables_are_invisible_outside_their_group(deps, hr_deps, store):
    assert "salaries_register" not in {t.name for t in list_tables(deps).tables}
    for call in (lambda: describe_table(deps, "salaries_register"),
                 lambda: run_sql(deps, "SELECT count(*) FROM salaries_register"),
                 lambda: run_sql(deps, "SELECT * FROM orders_orders WHERE customer IN "
                                       "(SELECT name FROM salaries_register)")):
        with pytest.raises(ToolInputError) as caught:
            call()
        listing = str(caught.value).split("tables are:")[1]
        assert "salaries" not in listing and "orders_orders" in listing
    assert run_sql(hr_deps, "SELECT count(*) FROM salaries_register").rows == [[len(store.salaries)]]
    assert describe_table(hr_deps, "salaries_register").source == store.paths["salaries"]


def test_run_sql_through_the_registry_traces_sources(deps, store):
    tool, trace = Tool(run_sql), Trace()
    outcome = tool.call(deps, {"sql": "SELECT customer, count(*) FROM orders_orders GROUP BY 1"}, trace)
    assert outcome.ok and outcome.result.row_count == len(CUSTOMERS)
    [span] = trace.spans
    assert span.summary == f"{len(CUSTOMERS)} rows" and span.ids == [outcome.result.sources[0].doc_id]
    failed = tool.call(deps, {"sql": "DROP TABLE orders_orders"}, trace)
    assert not failed.ok and "only read-only SELECT" in failed.error
    assert not trace.spans[1].ok


def test_concurrent_queries_each_get_their_own_answer(deps, store):
    results: dict[str, list] = {}

    def count(customer: str) -> None:
        results[customer] = run_sql(deps, f"SELECT count(*) FROM orders_orders WHERE customer = '{customer}'").rows

    threads = [threading.Thread(target=count, args=(c,)) for c in CUSTOMERS]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert results == {c: [[sum(1 for r in store.orders if r[1] == c)]] for c in CUSTOMERS}


def test_catalog_connection_is_sandboxed_even_without_the_guard(deps, catalog, store):
    run_sql(deps, "SELECT 1 AS one")
    con = catalog.connection()
    assert con.execute("SELECT current_setting('enable_external_access')").fetchone()[0] is False
    assert con.execute("SELECT current_setting('lock_configuration')").fetchone()[0] is True
    with pytest.raises(duckdb.Error):
        con.execute(f"SELECT * FROM read_csv('{store.paths['orders']}')")
    with pytest.raises(duckdb.Error):
        con.execute("SET enable_external_access = true")


def test_an_unlocked_read_only_connection_is_sandboxed_before_the_query(small_store):
    # Nothing else in this process holds small_store's file open, so a plain connection is allowed.
    con = duckdb.connect(str(small_store.settings.catalog_path), read_only=True)
    try:
        assert con.execute("SELECT current_setting('enable_external_access')").fetchone()[0] is True
        assert run_query(con, "SELECT count(*) FROM main.numbers_numbers", 5, 5.0).rows == [[10]]
        assert con.execute("SELECT current_setting('enable_external_access')").fetchone()[0] is False
        assert con.execute("SELECT current_setting('autoinstall_known_extensions')").fetchone()[0] is False
        assert con.execute("SELECT current_setting('lock_configuration')").fetchone()[0] is True
        with pytest.raises(duckdb.Error, match="disabled by configuration"):
            con.execute("SELECT * FROM read_text('/etc/hostname')")
    finally:
        con.close()


def test_a_writable_connection_is_refused(tmp_path):
    con = duckdb.connect(str(tmp_path / "rw.duckdb"))
    try:
        with pytest.raises(ConfigError, match="read-only"):
            run_query(con, "SELECT 1", 5, 5.0)
        con.execute("CREATE TABLE still_writable(x INTEGER)")  # the refusal changed nothing
    finally:
        con.close()


@pytest.fixture(scope="module")
def cli_env(small_store):
    return {"TALLY_HOME": str(small_store.settings.home), "TALLY_EMBEDDER": "hashing"}


def test_cli_tables_lists_only_visible_tables(cli_env):
    result = CliRunner().invoke(app, ["tables", "--json"], env=cli_env)
    assert result.exit_code == 0, result.output
    names = {t["name"] for t in json.loads(result.stdout)["tables"]}
    assert names == {"orders_orders", "customers_customers", "numbers_numbers"}
    shown = CliRunner().invoke(app, ["tables"], env=cli_env)
    assert "orders_orders" in shown.stdout and "orders.xlsx" in shown.stdout and "salaries" not in shown.stdout


def test_cli_sql_runs_the_same_tool(cli_env):
    result = CliRunner().invoke(app, ["sql", "SELECT count(*) AS n FROM orders_orders", "--json"], env=cli_env)
    assert result.exit_code == 0, result.output
    payload = json.loads(result.stdout)
    assert payload["rows"] == [[60]] and payload["sources"][0]["table"] == "orders_orders"
    hr = CliRunner().invoke(app, ["sql", "SELECT count(*) FROM salaries_register", "--groups", "hr"], env=cli_env)
    assert hr.exit_code == 0 and "12" in hr.stdout


@pytest.mark.parametrize(
    ("query", "message"),
    [
        ("SELECT amount FROM orders_orders", "error: unknown column 'amount' in orders_orders; columns are:"),
        ("DROP TABLE orders_orders", "error: only read-only SELECT queries are allowed, not DROP"),
        ("SELECT * FROM salaries_register", "error: unknown table 'salaries_register'"),
    ],
)
def test_cli_sql_errors_are_one_line_and_exit_1(cli_env, query, message):
    result = CliRunner().invoke(app, ["sql", query], env=cli_env)
    assert result.exit_code == 1
    assert result.stdout == ""
    assert result.stderr.startswith(message) and result.stderr.count("\n") == 1


def _sheet_records(path, sheet: str, first_header: str) -> list[dict]:
    """Rows under the header row of a sample workbook, read independently with openpyxl."""
    rows = list(load_workbook(path, data_only=True)[sheet].iter_rows(values_only=True))
    start = next(i for i, row in enumerate(rows) if row[0] == first_header)
    headers = rows[start]
    return [dict(zip(headers, row)) for row in rows[start + 1:] if row[0] is not None]


def test_sample_corpus_aggregates_and_cross_file_join(sample_store, sample_dir):
    orders = _sheet_records(sample_dir / "orders.xlsx", "Orders", "Order ID")
    customers = _sheet_records(sample_dir / "customers.xlsx", "Customers", "Customer")
    with open_stores(sample_store) as stores:
        deps = build_deps(stores, ["public"])
        result = run_sql(deps, "SELECT status, count(*), sum(total) FROM orders_orders GROUP BY status")
        by_status = {status: (n, total) for status, n, total in result.rows}
        for status in {o["Status"] for o in orders}:
            mine = [o for o in orders if o["Status"] == status]
            assert by_status[status] == (len(mine), pytest.approx(sum(o["Total"] for o in mine)))

        order = orders[23]
        manager = next(c["Account Manager"] for c in customers if c["Customer"] == order["Customer"])
        joined = run_sql(
            deps,
            "SELECT c.account_manager FROM orders_orders o JOIN customers_customers c ON o.customer = c.customer "
            f"WHERE o.order_id = '{order['Order ID']}'",
        )
        assert joined.rows == [[manager]]
        assert {Path(s.source).name for s in joined.sources} == {"orders.xlsx", "customers.xlsx"}

        pdf_tables = [t for t in list_tables(deps).tables if t.source.endswith(".pdf")]
        assert pdf_tables and all(t.pages for t in pdf_tables)
