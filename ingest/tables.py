"""Turning a TableData (raw headers and cells) into typed column arrays ready for a bulk DuckDB load.

Each column gets the narrowest type that reads every non-empty value: BOOLEAN, BIGINT, DOUBLE, DATE,
TIMESTAMP, else VARCHAR. Loading goes through numpy arrays registered with DuckDB plus a null mask per
column, then one CREATE TABLE AS: no row-by-row INSERTs.
"""

from datetime import datetime
from typing import Any, Literal

import numpy as np
from pydantic import BaseModel, ConfigDict

from tally.ingest import coerce
from tally.ingest.catalog_schema import SCHEMA
from tally.ingest.keys import format_value
from tally.ingest.models import TableData
from tally.ingest.sqlnames import column_names

SqlType = Literal["BOOLEAN", "BIGINT", "DOUBLE", "DATE", "TIMESTAMP", "VARCHAR"]
ROW_COLUMN = "_row"  # hidden: the source row (sheet row number, or 1-based row of a PDF table)
SUMMARY_COLUMN = "_summary"  # while loading: true on a subtotal or total line
# A table's subtotal and total lines live beside it in "<table>__lines" (same columns): SQL over the table counts
# records only, and a question that names a line ("total assets") can still read it
LINES_SUFFIX = "__lines"
SAMPLE_COUNT = 3
SAMPLE_SCAN = 500  # values looked at for samples: a near-constant column must not cost a full scan


class TypedColumn(BaseModel):
    model_config = ConfigDict(arbitrary_types_allowed=True)

    name: str
    header: str
    type: SqlType
    values: np.ndarray  # filler where null
    nulls: np.ndarray  # bool mask
    samples: list[str]
    gloss: str | None = None  # what the sheet's note line says the column holds
    blank: str | None = None  # what a blank cell means, as the note line says


class BuiltTable(BaseModel):
    """A table ready to load; built before the swap so a typing failure never touches stored data."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    hint: str
    sheet: str | None
    pages: tuple[int, int] | None
    row_count: int
    columns: list[TypedColumn]
    source_rows: np.ndarray  # int64
    key_columns: list[str]  # SQL names
    caption: str | None = None
    summary: np.ndarray | None = None  # bool per row: a subtotal or total line (None: the table has none)

    def select_sql(self, view: str) -> str:
        """The SELECT that turns the registered arrays into typed, null-aware columns."""
        parts = [f'"{ROW_COLUMN}"::BIGINT AS {ROW_COLUMN}']
        if self.summary is not None:
            parts.append(f'"{SUMMARY_COLUMN}"::BOOLEAN AS {SUMMARY_COLUMN}')
        for i, col in enumerate(self.columns):
            parts.append(f'CASE WHEN "n{i}" THEN NULL ELSE "v{i}" END::{col.type} AS "{col.name}"')
        return f"SELECT {', '.join(parts)} FROM {view}"

    def arrays(self) -> dict[str, np.ndarray]:
        arrays: dict[str, np.ndarray] = {ROW_COLUMN: self.source_rows}
        if self.summary is not None:
            arrays[SUMMARY_COLUMN] = self.summary
        for i, col in enumerate(self.columns):
            arrays[f"v{i}"] = col.values
            arrays[f"n{i}"] = col.nulls
        return arrays


def build_table(table: TableData) -> BuiltTable:
    width = max([len(table.headers)] + [len(row) for row in table.rows])
    headers = [str(h) if h is not None else "" for h in table.headers] + [""] * (width - len(table.headers))
    numbered = zip(_row_numbers(table), table.rows, strict=True)
    kept = [(n, row) for n, row in numbered if not all(coerce.is_empty(v) for v in row)]
    names = column_names(headers)
    year = coerce.title_year(table.caption, table.name_hint, table.sheet)
    columns = []
    for index, (name, header) in enumerate(zip(names, headers, strict=True)):
        cells = [row[index] if index < len(row) else None for _, row in kept]
        columns.append(type_column(name, header, cells, year).model_copy(
            update={"gloss": table.glosses.get(header), "blank": table.blanks.get(header)}))
    by_header = dict(zip(headers, names, strict=True))
    flagged = set(table.summary_rows)
    summary = np.array([n in flagged for n, _ in kept], dtype=bool) if flagged else None
    return BuiltTable(
        hint=table.name_hint,
        sheet=table.sheet,
        pages=table.pages,
        row_count=len(kept) - len(set(table.summary_rows) & {n for n, _ in kept}),
        columns=columns,
        source_rows=np.array([n for n, _ in kept], dtype=np.int64),
        key_columns=[by_header[h] for h in table.key_columns if h in by_header],
        caption=table.caption,
        summary=summary if summary is not None and summary.any() else None,
    )


def _row_numbers(table: TableData) -> list[int]:
    """Source row of each row: as the converter recorded it, else counted from first_row (or 1)."""
    if len(table.row_numbers) == len(table.rows):
        return list(table.row_numbers)
    start = table.first_row or 1
    return list(range(start, start + len(table.rows)))


def type_column(name: str, header: str, cells: list[Any], year: int | None = None) -> TypedColumn:
    """`year`: the one year the table's title names, for dates written without one ("3rd Sep")."""
    nulls = np.array([coerce.is_null(v) for v in cells], dtype=bool)
    filled = [v for v, null in zip(cells, nulls, strict=True) if not null]
    sql_type, values = _infer(cells, nulls, filled, year)
    if sql_type == "VARCHAR":  # text keeps "n/a" or "-" as written; only empty cells are NULL
        nulls = np.array([coerce.is_empty(v) for v in cells], dtype=bool)
        values = np.array([None if null else _text(v) for v, null in zip(cells, nulls, strict=True)], dtype=object)
    return TypedColumn(
        name=name, header=header, type=sql_type, values=values, nulls=nulls, samples=_samples(values, nulls, sql_type)
    )


def _text(value: Any) -> str:
    return value.strip() if type(value) is str else format_value(value)


def _infer(cells: list[Any], nulls: np.ndarray, filled: list[Any], year: int | None) -> tuple[SqlType, np.ndarray]:
    kinds = {type(v) for v in filled}
    if not filled or (str in kinds and not _parses(filled, coerce.parse_number)
                      and not _maybe_bool_or_date(filled, year)):
        return "VARCHAR", np.empty(0, dtype=object)  # filled in by the caller with its own null rule
    if kinds <= {bool, str} and all(coerce.parse_bool(v) is not None for v in filled):
        return "BOOLEAN", np.array([bool(coerce.parse_bool(v)) for v in cells], dtype=bool)
    if bool not in kinds:
        numbers = _all_parsed(filled, coerce.parse_number)
        if numbers is not None:
            return _numeric(cells, nulls, numbers)
    moments = _moments(cells, filled, year)
    return moments if moments is not None else ("VARCHAR", np.empty(0, dtype=object))


def _all_parsed(values: list[Any], parse: Any) -> list[Any] | None:
    """Every value parsed, or None at the first one that does not parse (long text columns fail fast)."""
    parsed = []
    for value in values:
        result = parse(value)
        if result is None:
            return None
        parsed.append(result)
    return parsed


def _parses(values: list[Any], parse: Any) -> bool:
    """Cheap pre-check on the first text values: a column of names or IDs fails on its first cell."""
    texts = [v for v in values[:20] if isinstance(v, str)]
    return all(parse(v) is not None for v in texts)


def _maybe_bool_or_date(values: list[Any], year: int | None) -> bool:
    texts = [v for v in values[:20] if isinstance(v, str)]
    if all(coerce.parse_bool(v) is not None for v in texts):
        return True
    if coerce.date_format_for(texts, coerce.DATE_FORMATS + coerce.TIMESTAMP_FORMATS) is not None:
        return True
    if coerce.month_period_format(texts, year) is not None:
        return True
    return coerce.yearless_format(texts, year) is not None


def _numeric(cells: list[Any], nulls: np.ndarray, numbers: list[Any]) -> tuple[SqlType, np.ndarray]:
    is_int = all(isinstance(n, int) and abs(n) < 2**63 for n in numbers)
    dtype = np.int64 if is_int else np.float64
    values = np.zeros(len(cells), dtype=dtype)
    values[~nulls] = numbers
    return ("BIGINT" if is_int else "DOUBLE"), values


def _moments(cells: list[Any], filled: list[Any], year: int | None) -> tuple[SqlType, np.ndarray] | None:
    """DATE or TIMESTAMP when every value is a date/datetime or text in one consistent date format
    (day and month only, with the title's `year`)."""
    texts = [v for v in filled if isinstance(v, str)]
    fmt = None
    if texts:
        fmt = coerce.date_format_for(texts, coerce.DATE_FORMATS) or coerce.date_format_for(
            texts, coerce.TIMESTAMP_FORMATS
        )
        fmt = fmt or coerce.month_period_format(texts, year)
        if fmt is None and (fmt := coerce.yearless_format(texts, year)):
            cells = [f"{v.strip()} {year}" if isinstance(v, str) and not coerce.is_null(v) else v for v in cells]
        if fmt is None:
            return None
    read = _date_reader(fmt)
    parsed = [None if coerce.is_null(v) else read(v) for v in cells]
    if any(p is None for p, v in zip(parsed, cells) if not coerce.is_null(v)):
        return None
    present = [p for p in parsed if p is not None]
    timed = any(p.time() != datetime.min.time() for p in present)
    values = np.array([p if p is not None else "NaT" for p in parsed], dtype="datetime64[us]")
    return ("TIMESTAMP" if timed else "DATE"), values


_DATES_REMEMBERED = 10_000


def _date_reader(fmt: str | None):  # noqa: ANN202 - a closure over its memo
    """coerce.as_datetime, each distinct text parsed once: a date column repeats its values (300,000 order
    dates, 730 distinct, cost 300,000 strptime calls). The memo is bounded for columns of distinct stamps."""
    memo: dict[str, datetime | None] = {}

    def read(value: Any) -> datetime | None:
        if type(value) is not str:
            return coerce.as_datetime(value, fmt)
        found = memo.get(value, memo)
        if found is memo:
            found = coerce.as_datetime(value, fmt)
            if len(memo) < _DATES_REMEMBERED:
                memo[value] = found
        return found

    return read


def _samples(values: np.ndarray, nulls: np.ndarray, sql_type: SqlType) -> list[str]:
    """A few distinct values as SQL will see them (typed: "1234.5", not "$1,234.50")."""
    seen: dict[str, None] = {}
    for index in np.flatnonzero(~nulls)[:SAMPLE_SCAN]:
        seen.setdefault(_display(values[index], sql_type), None)
        if len(seen) >= SAMPLE_COUNT:
            break
    return list(seen)


def _display(value: Any, sql_type: SqlType) -> str:
    if sql_type in ("DATE", "TIMESTAMP"):
        return format_value(value.astype("datetime64[us]").item())
    if sql_type == "BOOLEAN":
        return "true" if value else "false"
    return format_value(value.item() if isinstance(value, np.generic) else value)


# Distinct cells kept per text column (table choice, relations, the planner's value matching): one more
# than the planner scans (agent/offline/schema.py MAX_DISTINCT), so it can tell a column has "too many".
VALUES_PER_COLUMN = 5001


def insert_column_values(con: Any, table: str, text_columns: list[str]) -> None:
    """Store the distinct cells of a loaded table's text columns in `tally.column_values` (one statement)."""
    if not text_columns:
        return
    parts = []
    for column in text_columns:
        quoted = '"' + column.replace('"', '""') + '"'
        parts.append(f"(SELECT DISTINCT '{column.replace(chr(39), chr(39) * 2)}', {quoted} FROM main.\"{table}\""
                     f" WHERE {quoted} IS NOT NULL LIMIT {VALUES_PER_COLUMN})")
    con.execute(f"INSERT INTO {SCHEMA}.column_values SELECT ?, * FROM ({' UNION ALL '.join(parts)})", [table])
