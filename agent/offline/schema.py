"""What the SQL builder knows about the ingested tables: columns, types and distinct cell values.

Read through the catalog (table records, a read-only connection), never from the source files, and
cached for one question's run so a plan costs a handful of small queries.
"""

import re
import threading
from typing import Any

from pydantic import BaseModel

_NUMERIC_TYPES = ("TINYINT", "SMALLINT", "INTEGER", "BIGINT", "HUGEINT", "UTINYINT", "USMALLINT", "UINTEGER",
                  "UBIGINT", "FLOAT", "REAL", "DOUBLE", "DECIMAL", "NUMERIC", "INT")
_DATE_TYPES = ("DATE", "TIMESTAMP")
# Columns with more distinct values than this are not scanned for values named in a question.
MAX_DISTINCT = 5000
_NUMBER_LIKE = re.compile(r"^\s*[-+(]?[$€£¥]?\s*\d[\d,]*(?:\.\d+)?")
_YEAR_LIKE = re.compile(r"(?<!\d)(1[5-9]\d\d|20\d\d)(?!\d)")


class ColumnInfo(BaseModel):
    name: str  # SQL name in DuckDB
    header: str  # original header as written
    type: str
    distinct: list[str] | None = None  # text form of the distinct values; None when too many
    number_share: float = 0.0  # of distinct values that start with a number
    year_share: float = 0.0  # of distinct values that contain a year

    @property
    def numeric(self) -> bool:
        return self.type.upper().startswith(_NUMERIC_TYPES)

    @property
    def temporal(self) -> bool:
        return self.type.upper().startswith(_DATE_TYPES)

    @property
    def number_like(self) -> bool:
        """Numeric, or text whose values mostly start with a number ("1,500", "323 ft (98 m)")."""
        return self.numeric or (not self.temporal and self.number_share >= 0.6)

    @property
    def text(self) -> bool:
        return not self.numeric and not self.temporal


class TableInfo(BaseModel):
    name: str
    doc_id: str
    title: str  # source document title (or file name)
    source: str  # source path
    sheet: str | None = None
    row_count: int = 0
    columns: list[ColumnInfo]

    def column(self, name: str) -> ColumnInfo:
        for column in self.columns:
            if column.name == name:
                return column
        raise KeyError(name)


def quote_ident(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def profile_column(values: list[Any]) -> tuple[list[str] | None, float, float]:
    """Distinct text values (None when there are too many) and the share that look numeric / year-like."""
    texts = [str(v).strip() for v in values if v is not None and str(v).strip()]
    if not texts:
        return [], 0.0, 0.0
    # "323 ft (98 m)" is a number with a unit; "7 Tony Awards in 1988, ..." is prose that starts with one.
    numbers = sum(1 for t in texts if _NUMBER_LIKE.match(t) and len(t.split()) <= 4)
    years = sum(1 for t in texts if _YEAR_LIKE.search(t))
    distinct = texts if len(texts) <= MAX_DISTINCT else None
    return distinct, numbers / len(texts), years / len(texts)


class SchemaReader:
    """Table records of the caller's groups plus lazily profiled columns, for one run."""

    def __init__(self, catalog: Any, groups: list[str] | tuple[str, ...] | None, only: list[str] | None = None):
        """`groups` None: the tables are given by name in `only` (e.g. what list_tables showed a caller)."""
        self._catalog = catalog
        self._groups = list(groups) if groups is not None else None
        self._only = set(only) if only is not None else None
        self._tables: list[TableInfo] | None = None
        self._lock = threading.Lock()

    def tables(self) -> list[TableInfo]:
        with self._lock:
            if self._tables is None:
                groups = self._groups if self._groups is not None else self._all_groups()
                self._tables = [self._load(record) for record in self._catalog.tables(groups)
                                if self._only is None or record.name in self._only]
            return self._tables

    def _all_groups(self) -> list[str]:
        return sorted({g for document in self._catalog.documents(None) for g in document.groups})

    def _load(self, record: Any) -> TableInfo:
        title = record.title or str(record.source).rsplit("/", 1)[-1]
        connection = self._catalog.connection()
        columns = []
        for column in record.columns:
            if column.name.startswith("_"):
                continue  # the hidden source-row column
            info = ColumnInfo(name=column.name, header=column.header or column.name, type=str(column.type))
            if info.text:
                rows = connection.execute(
                    f"SELECT DISTINCT CAST({quote_ident(column.name)} AS VARCHAR) FROM {quote_ident(record.name)} "
                    f"WHERE {quote_ident(column.name)} IS NOT NULL LIMIT {MAX_DISTINCT + 1}"
                ).fetchall()
                info.distinct, info.number_share, info.year_share = profile_column([r[0] for r in rows])
            columns.append(info)
        return TableInfo(name=record.name, doc_id=record.doc_id, title=title, source=str(record.source),
                         sheet=record.sheet, row_count=record.row_count or 0, columns=columns)
