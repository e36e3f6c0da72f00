"""Run a validated SELECT on a sandboxed DuckDB connection, with a row limit and a time limit.

The sandbox is the second guard behind tools/sql_guard.py: the catalog's query-time database is opened
read-only, and before the first query external access (files, URLs, ATTACH, COPY) and extension
install/autoload are switched off, then the configuration is locked so no statement can switch them
back on. DuckDB settings are per database instance, so this applies to every cursor of the catalog's
read-only instance, which only ever reads its own tables.
"""

import datetime as dt
import threading
import uuid
from decimal import Decimal
from typing import Any

import duckdb
from pydantic import BaseModel

from tally.ingest.errors import ConfigError, ToolInputError

# Order matters: once lock_configuration is on, nothing else can be set.
_SANDBOX_SETTINGS = (
    ("enable_external_access", False),
    ("autoinstall_known_extensions", False),
    ("autoload_known_extensions", False),
    ("allow_community_extensions", False),
)

# Errors in the query itself (types, casts, division...) the caller can fix by changing the SQL.
_FIXABLE = (
    duckdb.ProgrammingError, duckdb.DataError, duckdb.NotSupportedError, duckdb.PermissionException,
    duckdb.OutOfMemoryException, duckdb.IntegrityError,
)


class QueryOutput(BaseModel):
    columns: list[str]
    rows: list[list[Any]]
    truncated: bool


def _setting(cursor: duckdb.DuckDBPyConnection, name: str) -> Any:
    return cursor.execute("SELECT current_setting(?)", [name]).fetchone()[0]


def ensure_sandboxed(cursor: duckdb.DuckDBPyConnection) -> None:
    """Make the cursor's database instance read-only-safe; ConfigError if that cannot be guaranteed."""
    readonly = cursor.execute(
        "SELECT readonly FROM duckdb_databases() WHERE database_name = current_database()"
    ).fetchone()
    if not readonly or not readonly[0]:
        raise ConfigError("SQL tools need the catalog opened read-only (Catalog.open(path, read_only=True))")
    if not _setting(cursor, "lock_configuration"):
        try:
            for name, value in _SANDBOX_SETTINGS:
                cursor.execute(f"SET {name} = {str(value).lower()}")
            cursor.execute("SET lock_configuration = true")
        except duckdb.InvalidInputException:
            pass  # another thread locked it first; verified below
    # A catalog may have been opened already locked (Catalog.open's READ_CONFIG). External access off is
    # what matters: with it off DuckDB cannot install or load an extension file even if autoload is on.
    if _setting(cursor, "enable_external_access") or not _setting(cursor, "lock_configuration"):
        raise ConfigError(
            "the catalog connection allows external access or is not locked; open it with "
            "enable_external_access=false (or unlocked, so the SQL tool can sandbox it)"
        )


def run_query(
    connection: duckdb.DuckDBPyConnection, sql: str, row_limit: int, timeout_s: float
) -> QueryOutput:
    """Execute on a dedicated cursor of `connection`; at most row_limit rows, stopped after timeout_s."""
    cursor = connection.cursor()
    try:
        ensure_sandboxed(cursor)
        return _execute_with_deadline(cursor, sql, row_limit, timeout_s)
    finally:
        cursor.close()


def _execute_with_deadline(
    cursor: duckdb.DuckDBPyConnection, sql: str, row_limit: int, timeout_s: float
) -> QueryOutput:
    lock = threading.Lock()
    state = {"running": True, "fired": False}

    def stop() -> None:
        # Under the lock so an interrupt can only hit this query, never one started after it finished.
        with lock:
            if state["running"]:
                state["fired"] = True
                cursor.interrupt()

    timer = threading.Timer(timeout_s, stop)
    timer.daemon = True
    timer.start()
    try:
        cursor.execute(sql)
        columns = [d[0] for d in cursor.description or []]
        fetched = cursor.fetchmany(row_limit + 1)
    except duckdb.InterruptException:
        if state["fired"]:
            raise ToolInputError(
                f"the query ran longer than {timeout_s:g} s and was stopped: filter or aggregate more, "
                "and avoid joins without a join condition"
            ) from None
        raise
    except _FIXABLE as exc:
        raise ToolInputError(f"DuckDB rejected the query: {_first_line(exc)}") from None
    finally:
        with lock:
            state["running"] = False
        timer.cancel()
    rows = [[plain(value) for value in row] for row in fetched[:row_limit]]
    return QueryOutput(columns=columns, rows=rows, truncated=len(fetched) > row_limit)


def _first_line(exc: Exception) -> str:
    text = str(exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__


def plain(value: Any) -> Any:
    """A JSON-ready form of a DuckDB value, so results read the same in the CLI, the model and traces."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, Decimal):
        return int(value) if value == value.to_integral_value() else float(value)
    if isinstance(value, (dt.date, dt.datetime, dt.time)):
        return value.isoformat()
    if isinstance(value, dt.timedelta):
        return str(value)
    if isinstance(value, uuid.UUID):
        return str(value)
    if isinstance(value, (bytes, bytearray, memoryview)):
        return bytes(value).hex()
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    return str(value)
