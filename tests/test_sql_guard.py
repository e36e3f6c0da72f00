"""SQL safety: every dangerous statement is refused with a clear message; analyst SELECTs run.

The valid queries execute through run_sql on a real DuckDB catalog file. The fuzz test throws random
text and valid SELECTs glued to dangerous fragments at run_sql and checks that nothing but a read of
visible tables ever happens: the database file is byte-identical afterwards, no file appears in the
directory COPY/EXPORT would write to, and the canary file's content never comes back.
"""

import hashlib
from pathlib import Path

import pytest
import sqlglot
from hypothesis import event, given, settings
from hypothesis import strategies as st
from sqlglot import exp

from tally.ingest.errors import ToolInputError
from tally.ingest.stores import open_stores
from sql_store import build_sql_store
from tally.tools.deps import build_deps
from tally.tools.sql import run_sql
from tally.tools.sql_guard import check_sql, validate_sql

CANARY_TEXT = "CANARY-5f1e9c-never-readable"

ADVERSARIAL = [
    ("INSERT INTO orders_orders (order_id) VALUES ('x')", "only read-only SELECT queries are allowed"),
    ("UPDATE orders_orders SET status = 'void'", "only read-only SELECT queries are allowed"),
    ("DELETE FROM orders_orders", "only read-only SELECT queries are allowed"),
    ("DROP TABLE orders_orders", "only read-only SELECT queries are allowed"),
    ("CREATE TABLE stolen AS SELECT * FROM orders_orders", "only read-only SELECT queries are allowed"),
    ("ALTER TABLE orders_orders ADD COLUMN x INTEGER", "only read-only SELECT queries are allowed"),
    ("COPY orders_orders TO '{out}/orders.csv'", "only read-only SELECT queries are allowed"),
    ("COPY (SELECT * FROM orders_orders) TO '{out}/o.parquet' (FORMAT parquet)", "only read-only SELECT"),
    ("ATTACH '{out}/other.duckdb' AS other", "only read-only SELECT queries are allowed"),
    ("DETACH other", "only read-only SELECT queries are allowed"),
    ("INSTALL httpfs", "only read-only SELECT queries are allowed"),
    ("LOAD httpfs", "only read-only SELECT queries are allowed"),
    ("PRAGMA table_info('orders_orders')", "only read-only SELECT queries are allowed"),
    ("SET enable_external_access = true", "only read-only SELECT queries are allowed"),
    ("RESET lock_configuration", "only read-only SELECT queries are allowed"),
    ("CALL pragma_version()", "only read-only SELECT queries are allowed"),
    ("EXPORT DATABASE '{out}/dump'", "only read-only SELECT queries are allowed"),
    ("SELECT * INTO stolen FROM orders_orders", "SELECT ... INTO is not"),
    ("SELECT * FROM read_csv('/etc/passwd')", "table functions such as read_csv"),
    ("SELECT * FROM read_csv_auto('{canary}')", "table functions such as read_csv"),
    ("SELECT * FROM read_parquet('{canary}')", "table functions such as read_parquet"),
    ("SELECT * FROM read_json_auto('{canary}')", "table functions such as read_json"),
    ("SELECT * FROM '/etc/passwd'", "reading files or URLs ('/etc/passwd') is not allowed"),
    ("SELECT * FROM '{canary}'", "reading files or URLs"),
    ("SELECT * FROM 'https://example.com/data.csv'", "reading files or URLs"),
    ("SELECT * FROM 's3://bucket/data.parquet'", "reading files or URLs"),
    ("SELECT * FROM glob('/etc/*')", "table functions such as glob"),
    ("SELECT getenv('HOME')", "function getenv() is not allowed"),
    ("SELECT order_id, getenv('HOME') FROM orders_orders", "function getenv() is not allowed"),
    ("SELECT current_setting('enable_external_access')", "function current_setting() is not allowed"),
    ("SELECT * FROM duckdb_settings()", "table functions such as duckdb_settings"),
    ("SELECT * FROM pragma_table_info('orders_orders')", "table functions such as pragma_table_info"),
    ("SELECT * FROM query('SELECT 1')", "table functions such as query"),
    ("SELECT * FROM query_table('orders_orders')", "table functions such as query_table"),
    ("SELECT * FROM sniff_csv('{canary}')", "table functions such as sniff_csv"),
    ("SELECT content FROM read_text('{canary}')", "table functions such as read_text"),
    ("SELECT 1; DROP TABLE orders_orders", "only one statement is allowed, found 2"),
    ("SELECT 1 -- harmless\n; DROP TABLE orders_orders", "only one statement is allowed, found 2"),
    ("SELECT 1 /* ; */ ; DELETE FROM orders_orders", "only one statement is allowed, found 2"),
    ("SELECT count(*) FROM orders_orders; SELECT count(*) FROM customers_customers", "only one statement"),
    ("SELECT * FROM tally.documents", "table tally.documents is not available"),
    ("SELECT text FROM tally.chunks", "table tally.chunks is not available"),
    ("SELECT * FROM information_schema.tables", "table information_schema.tables is not available"),
    ("SELECT * FROM pg_catalog.pg_tables", "is not available"),
    ("SELECT * FROM catalog.main.orders_orders", "is not available"),
    ("SELECT * FROM duckdb_tables()", "table functions such as duckdb_tables"),
    ("SELECT * FROM salaries_register", "unknown table 'salaries_register'; tables are:"),
    ("WITH x AS (SELECT * FROM salaries_register) SELECT * FROM x", "unknown table 'salaries_register'"),
    ("SELECT * FROM (WITH salaries_register AS (SELECT 1 AS a) SELECT * FROM salaries_register) AS s, "
     "salaries_register", "unknown table 'salaries_register'"),
    ("SELECT ? FROM orders_orders", "query parameters are not supported"),
    ("", "empty SQL"),
    ("   ;  ", "empty SQL"),
]

VALID = [
    "SELECT count(*) FROM orders_orders",
    "SELECT c.account_manager, count(*) AS n, sum(o.amount_usd) AS total FROM orders_orders o "
    "JOIN customers_customers c ON o.customer = c.customer GROUP BY c.account_manager ORDER BY total DESC",
    "SELECT customer, amount_usd, row_number() OVER (PARTITION BY customer ORDER BY amount_usd DESC) AS rn "
    "FROM orders_orders QUALIFY rn <= 2",
    "WITH monthly AS (SELECT date_trunc('month', order_date) AS m, sum(amount_usd) AS total FROM orders_orders "
    "GROUP BY 1) SELECT m, total, total - lag(total) OVER (ORDER BY m) AS change FROM monthly ORDER BY m",
    "SELECT customer FROM orders_orders WHERE status = 'open' UNION SELECT customer FROM customers_customers "
    "WHERE region = 'EU'",
    "SELECT CASE WHEN amount_usd >= 500 THEN 'large' ELSE 'small' END AS size, count(*) FROM orders_orders "
    "GROUP BY ALL",
    "SELECT strftime(order_date, '%Y-%m') AS month, avg(amount_usd) FROM orders_orders "
    "WHERE order_date BETWEEN DATE '2026-01-01' AND DATE '2026-02-28' GROUP BY month ORDER BY month",
    "SELECT order_id FROM orders_orders WHERE customer ILIKE 'ac%' AND extract(month FROM order_date) = 1",
    "SELECT * FROM orders_orders WHERE customer IN (SELECT customer FROM customers_customers "
    "WHERE account_manager = 'Ann Lee')",
    "SELECT region, count(DISTINCT o.customer) FROM orders_orders o JOIN customers_customers USING (customer) "
    "GROUP BY region HAVING count(*) > 1",
    "SELECT customer, sum(amount_usd) FILTER (WHERE status = 'paid') AS paid FROM orders_orders GROUP BY customer",
    "FROM orders_orders SELECT max(amount_usd), min(order_date)",
    "SELECT year(order_date) AS y, quarter(order_date) AS q, round(sum(amount_usd), 2) FROM orders_orders "
    "GROUP BY y, q",
    "SELECT o.order_id, c.account_manager FROM orders_orders AS o LEFT JOIN customers_customers AS c "
    "ON lower(o.customer) = lower(c.customer) WHERE o.order_id = 'SO-10123'",
    "SELECT customer, string_agg(order_id, ', ') FROM orders_orders GROUP BY customer",
    "SELECT median(amount_usd), quantile_cont(amount_usd, 0.9) FROM orders_orders",
    "SELECT date_diff('day', min(order_date), max(order_date)) FROM orders_orders",
    "SELECT status, count(*) FROM orders_orders GROUP BY status INTERSECT "
    "SELECT status, count(*) FROM orders_orders GROUP BY status",
    "SELECT coalesce(nullif(status, 'open'), 'pending') AS s, count(*) FROM orders_orders GROUP BY 1 ORDER BY 1",
    "SELECT _row, order_id FROM orders_orders ORDER BY _row LIMIT 3",
    "SELECT o.order_id FROM orders_orders o WHERE EXISTS (SELECT 1 FROM customers_customers c "
    "WHERE c.customer = o.customer AND c.region = 'US')",
    "SELECT customer FROM orders_orders EXCEPT SELECT customer FROM customers_customers WHERE region = 'EU'",
    "SELECT upper(customer) || ' / ' || status AS label, dense_rank() OVER (ORDER BY amount_usd) FROM orders_orders",
    "SELECT count(*) FROM orders_orders /* a comment; with a semicolon */ WHERE amount_usd > 100",
    "(SELECT max(amount_usd) FROM orders_orders)",
    "SELECT * FROM main.customers_customers",
]


@pytest.fixture(scope="module")
def store(tmp_path_factory):
    return build_sql_store(tmp_path_factory.mktemp("guardstore"))


@pytest.fixture(scope="module")
def deps(store):
    with open_stores(store.settings) as stores:
        yield build_deps(stores, ["public"])


@pytest.fixture(scope="module")
def files(tmp_path_factory):
    """A canary file that must never be read and an empty directory that must never be written."""
    root = tmp_path_factory.mktemp("files")
    canary = root / "canary.csv"
    canary.write_text(f"secret\n{CANARY_TEXT}\n")
    out = root / "out"
    out.mkdir()
    return {"canary": str(canary), "out": str(out)}


@pytest.mark.parametrize(("sql", "message"), ADVERSARIAL)
def test_dangerous_sql_is_refused_with_a_clear_message(deps, files, sql, message):
    with pytest.raises(ToolInputError) as caught:
        run_sql(deps, sql.format(**files))
    assert message in str(caught.value)
    assert "salaries" not in str(caught.value).split("tables are:")[-1]


@pytest.mark.parametrize("sql", VALID)
def test_analyst_selects_run_and_return_rows(deps, sql):
    result = run_sql(deps, sql)
    assert result.row_count > 0 and result.columns
    assert "--" not in result.sql and "/*" not in result.sql
    assert {s.table for s in result.sources} <= {"orders_orders", "customers_customers"}


def test_validated_sql_pins_tables_to_main_and_drops_comments():
    allowed = {"orders_orders": ["order_id", "amount_usd"]}
    sql = validate_sql("SELECT order_id FROM orders_orders -- trailing comment", allowed)
    assert sql == "SELECT order_id FROM main.orders_orders"
    checked = check_sql("WITH t AS (SELECT * FROM orders_orders) SELECT count(*) FROM t", allowed)
    assert checked.tables == ["orders_orders"]


def test_ambiguous_and_misqualified_columns_are_explained():
    allowed = {"orders_orders": ["order_id", "customer"], "customers_customers": ["customer", "region"]}
    with pytest.raises(ToolInputError, match=r"ambiguous column 'customer'.*o.customer or c.customer"):
        validate_sql("SELECT customer FROM orders_orders o JOIN customers_customers c ON o.customer = c.customer",
                     allowed)
    with pytest.raises(ToolInputError, match=r"unknown column 'regoin' in customers_customers; columns are: "
                                             r"customer, region"):
        validate_sql("SELECT c.regoin FROM customers_customers c", allowed)
    with pytest.raises(ToolInputError, match=r"unknown column 'total' in t; columns are: customer, n"):
        validate_sql("WITH t AS (SELECT customer, count(*) AS n FROM orders_orders GROUP BY 1) "
                     "SELECT total FROM t", allowed)


DANGEROUS_FRAGMENTS = [
    "DROP TABLE orders_orders", "DELETE FROM customers_customers", "INSERT INTO orders_orders VALUES (1)",
    "CREATE TABLE pwned AS SELECT 1", "COPY orders_orders TO '{out}/x.csv'", "ATTACH '{out}/a.db' AS a",
    "EXPORT DATABASE '{out}/dump'", "INSTALL httpfs", "LOAD httpfs", "SET enable_external_access = true",
    "PRAGMA version", "SELECT * FROM read_csv('{canary}')", "SELECT * FROM '{canary}'", "glob('{out}/*')",
    "getenv('HOME')", "current_setting('threads')", "read_text('{canary}')", "tally.chunks",
    "information_schema.tables", "salaries_register", "duckdb_tables()", "query('SELECT 1')",
    "'http://127.0.0.1/x.csv'", "CALL pragma_version()", "USE tally",
]
GLUE = ["; ", ";\n", " -- ", "\n-- x\n; ", " /* ", " */ ; ", " UNION SELECT * FROM ", ", ", " FROM ",
        " WHERE 1 = 1; ", ") ", " AS x, ", " JOIN ", "; SELECT "]


def _composed_sql() -> st.SearchStrategy[str]:
    valid = st.sampled_from(VALID)
    danger = st.sampled_from(DANGEROUS_FRAGMENTS)
    glue = st.sampled_from(GLUE)
    suffixed = st.tuples(valid, glue, danger).map("".join)
    prefixed = st.tuples(danger, glue, valid).map("".join)
    selected = st.tuples(danger, valid).map(lambda p: p[1].replace("SELECT ", f"SELECT {p[0]}, ", 1))
    wrapped = st.tuples(valid, danger).map(lambda p: f"WITH w AS ({p[0]}) SELECT * FROM w, {p[1]}")
    # Dangerous text inside a string literal or a trailing comment must run as harmless data.
    literal = st.tuples(danger, valid).map(
        lambda p: p[1].replace("SELECT ", "SELECT '" + p[0].replace("'", "''") + "' AS txt, ", 1))
    commented = st.tuples(valid, danger).map(lambda p: f"{p[0]} -- {p[1]}")
    noise = st.text(alphabet=st.sampled_from(list("SELECT*FROMorders_;'/()-\n .,")), max_size=80)
    return st.one_of(suffixed, prefixed, selected, wrapped, literal, commented, noise, st.text(max_size=60))


def _fingerprint(store, files) -> tuple[str, list[str]]:
    digest = hashlib.sha256(store.settings.catalog_path.read_bytes()).hexdigest()
    return digest, sorted(p.name for p in Path(files["out"]).iterdir())


@settings(max_examples=200, deadline=None)
@given(raw=_composed_sql())
def test_fuzzed_sql_is_refused_or_only_reads_visible_tables(deps, store, files, raw):
    before = _fingerprint(store, files)
    sql = raw.replace("{canary}", files["canary"]).replace("{out}", files["out"])
    try:
        result = run_sql(deps, sql)
    except ToolInputError as exc:
        event(f"refused: {str(exc).split(':')[0][:40]}")
        result = None
    assert _fingerprint(store, files) == before
    if result is None:
        return
    event("ran")
    statements = [s for s in sqlglot.parse(result.sql, read="duckdb") if s is not None]
    assert len(statements) == 1 and isinstance(statements[0].unnest(), (exp.Select, exp.SetOperation))
    assert {s.table for s in result.sources} <= {"orders_orders", "customers_customers", "numbers_numbers"}
    assert CANARY_TEXT not in repr(result.rows)
