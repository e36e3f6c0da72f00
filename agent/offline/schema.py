"""What the SQL builder knows about the ingested tables: columns, types and distinct cell values.

Read through the catalog (table records, a read-only connection), never from the source files, and
cached for one question's run so a plan costs a handful of small queries.
"""

import re
import threading
from typing import Any

import duckdb
from pydantic import BaseModel

from tally.ingest.tables import LINES_SUFFIX
from tally.ingest.text import YEAR_IN_TEXT as _YEAR_LIKE
from tally.tools.table_index import catalog_stamp, table_index
from tally.tools.table_judge import JUDGED_TABLES, judged_bonus
from tally.tools.table_records import table_records, table_relations

_NUMERIC_TYPES = ("TINYINT", "SMALLINT", "INTEGER", "BIGINT", "HUGEINT", "UTINYINT", "USMALLINT", "UINTEGER",
                  "UBIGINT", "FLOAT", "REAL", "DOUBLE", "DECIMAL", "NUMERIC", "INT")
_DATE_TYPES = ("DATE", "TIMESTAMP")
# Columns with more distinct values than this are not scanned for values named in a question.
MAX_DISTINCT = 5000
# a window of clock times ("07:00-08:00") or a date written out ("2026-07-01", "01/07/2026") starts with
# digits but is no figure to add up
_NUMBER_LIKE = re.compile(r"^\s*[-+(]?[$€£¥]?\s*\(?\s*\d[\d,]*(?:\.\d+)?"
                          r"(?!\d|:\d\d\s*[-–]\s*\d|-(?:0?[1-9]|1[0-2])-(?:0?[1-9]|[12]\d|3[01])\b|-\d{1,2}-\d{4}\b"
                          r"|[/.]\d{1,2}[/.]\d{2,4}\b|\.\d)")


class ColumnInfo(BaseModel):
    name: str  # SQL name in DuckDB
    header: str  # original header as written
    type: str
    distinct: list[str] | None = None  # text form of the distinct values; None when too many
    number_share: float = 0.0  # of distinct values that start with a number
    year_share: float = 0.0  # of distinct values that contain a year
    gloss: str | None = None  # what the sheet's note line says the column holds ("pints claimed")
    blank: str | None = None  # what a blank cell means ("job still open")
    # a number column's smallest and largest value (figure_scale.py reads a text column's from `distinct`)
    low: float | None = None
    high: float | None = None
    numbering: bool = False  # whole numbers 1, 2, 3 ... (or from 0), each once: they number the rows
    distinct_count: int | None = None  # a number column's count of different values

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
    # (label column, label) of rows that add up the others ("All depots", "Grand total"): read from the
    # figures, whatever the row is called (_summary_rows)
    summary_rows: list[tuple[str, str]] = []
    caption: str | None = None  # the title line a sheet prints over the header
    # (start, end) of side-by-side year columns whose second year is never before the first ("From", "To"): the
    # years a row spans (_year_spans)
    spans: list[tuple[str, str]] = []
    # the labels of the subtotal and total lines ingest kept beside the table (ingest/tables.py LINES_SUFFIX); None
    # when it has none. SQL reads the lines only when the question names one (sql_values.summary_lines)
    flagged: list[str] | None = None

    @property
    def headings(self) -> str:
        """What names the table as a whole: its document's title, its sheet and the title line over it."""
        return " ".join(filter(None, [self.title, self.sheet, self.caption]))

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


CANDIDATES = 8  # tables planned per question when there are more
_MAX_PROFILES = 1000  # profiled tables kept per process (their distinct values dominate memory)
_PROFILES: dict[tuple, "TableInfo"] = {}
_PROFILE_LOCK = threading.Lock()


class SchemaReader:
    """Table records of the caller's groups plus lazily profiled columns, for one run."""

    def __init__(self, catalog: Any, groups: list[str] | tuple[str, ...] | None, only: list[str] | None = None,
                 judge: Any = None):
        """`groups` None: the tables are given by name in `only` (e.g. what list_tables showed a caller).
        `judge` (ingest/embedders/judge.PassageJudge) reorders the index's best tables by meaning
        (tools/table_judge.py); without it the words decide alone."""
        self._catalog = catalog
        self._groups = list(groups) if groups is not None else None
        self._only = set(only) if only is not None else None
        self._tables: list[TableInfo] | None = None
        self._stamp: tuple | None = None
        self.scores: dict[str, float] = {}  # table index scores of the last candidates() call
        self.judged: dict[str, float] = {}  # ... and the judge's bonus (tools/table_judge.py): see order()
        self._judge = judge
        self.referencing: set[str] = set()  # ... and the tables it added for using a candidate's codes
        self._lock = threading.Lock()

    def tables(self) -> list[TableInfo]:
        with self._lock:
            if self._tables is None:
                self._stamp = self._stamp or catalog_stamp(self._catalog)
                records = table_records(self._catalog, self._groups, self._stamp).values()
                self._tables = [self._cached(record) for record in records
                                if self._only is None or record.name in self._only]
            return self._tables

    def outlines(self) -> list[TableInfo]:
        """Every visible table with its title, sheet and column headers but no cell profiles: for callers
        that only read names (reroute.py), at no cost per table."""
        self._stamp = self._stamp or catalog_stamp(self._catalog)
        records = table_records(self._catalog, self._groups, self._stamp).values()
        return [TableInfo(name=r.name, doc_id=r.doc_id, title=r.title or str(r.source).rsplit("/", 1)[-1],
                          source=str(r.source), sheet=r.sheet, row_count=r.row_count or 0, caption=r.caption,
                          columns=[ColumnInfo(name=c.name, header=c.header or c.name, type=str(c.type), gloss=c.gloss,
                                              blank=c.blank)
                                   for c in r.columns if not c.name.startswith("_")])
                for r in records if self._only is None or r.name in self._only]

    def candidates(self, question: str, k: int = CANDIDATES) -> list[TableInfo]:
        """The k visible tables the table index ranks best for the question, the judge reordering its best ten
        (all of them when there are no more than k): planning then profiles and maps a handful of tables, not
        every one."""
        self._stamp = self._stamp or catalog_stamp(self._catalog)
        index = table_index(self._catalog, self._stamp)
        visible = [name for name, entry in index.entries.items()
                   if (self._only is None or name in self._only)
                   and (self._groups is None or entry.groups & set(self._groups))]
        ranked = index.rank(question, self._groups, max(k, JUDGED_TABLES) if self._judge else k, only=set(visible))
        records = self._records()
        ranked = [m for m in ranked if m.table in records]
        self.scores = {m.table: m.score for m in ranked}
        bonus = judged_bonus(self._judge, question, [records[m.table] for m in ranked[:JUDGED_TABLES]])
        self.judged = {m.table: bonus.get(m.table, 0.0) for m in ranked}
        self.referencing = set()
        if len(visible) <= k:
            return self.tables()
        names = sorted(self.scores, key=lambda name: -self.order(name))[:k]
        self.referencing = set(self._referencing(names, set(visible)))
        return [self._cached(records[name]) for name in names + sorted(self.referencing)]

    @property
    def closeness(self) -> Any:
        """The judge's closeness of a phrase to each of some texts (best-first order kept), or None."""
        return self._judge.closeness_each if self._judge is not None else None

    def order(self, table: str) -> float:
        """The table's place among the last candidates: the words' link plus the judge's bonus."""
        return self.scores.get(table, 0.0) + self.judged.get(table, 0.0)

    def _referencing(self, names: list[str], visible: set[str]) -> list[str]:
        """The visible tables, not among `names`, with a column whose values are rows of one of them: a value
        the question names on a key sheet ("Bed bugs" beside the code BB) is also about the log rows that
        use its code, which the index cannot link to the question by words."""
        wanted = set(names)
        return [table for table, relations in table_relations(self._catalog, self._stamp).items()
                if table in visible and table not in wanted and any(r.other_table in wanted for r in relations)]

    def linked(self, table: TableInfo) -> list[tuple[str, TableInfo, str]]:
        """(own column, other table, other column) for each column of `table` whose values are rows of
        another visible table (ingest/relations.py)."""
        self._stamp = self._stamp or catalog_stamp(self._catalog)
        records = table_records(self._catalog, self._groups, self._stamp)
        found = []
        for relation in table_relations(self._catalog, self._stamp).get(table.name, []):
            if relation.table != table.name or relation.other_table not in records:
                continue
            if self._only is not None and relation.other_table not in self._only:
                continue
            found.append((relation.column, self._cached(records[relation.other_table]), relation.other_column))
        return found

    def _records(self) -> dict[str, Any]:
        """Every table record of the catalog (visibility is checked against the index's groups)."""
        return table_records(self._catalog, None, self._stamp)

    def _cached(self, record: Any) -> TableInfo:
        """Profiled tables are kept for the process and catalog state: the next question reuses them."""
        if self._stamp is None:
            self._stamp = catalog_stamp(self._catalog)
        key = (self._stamp, record.name)
        with _PROFILE_LOCK:
            info = _PROFILES.get(key)
        if info is None:
            info = self._load(record)
            with _PROFILE_LOCK:
                if len(_PROFILES) > _MAX_PROFILES:
                    _PROFILES.clear()
                _PROFILES[key] = info
        return info

    def _load(self, record: Any) -> TableInfo:
        title = record.title or str(record.source).rsplit("/", 1)[-1]
        connection = self._catalog.connection()
        stored = _stored_values(connection, record.name)
        ranges = _number_ranges(connection, record.name, [c for c in record.columns if not c.name.startswith("_")])
        columns = []
        for column in record.columns:
            if column.name.startswith("_"):
                continue  # the hidden source-row column
            info = ColumnInfo(name=column.name, header=column.header or column.name, type=str(column.type),
                              gloss=column.gloss, blank=column.blank)
            if info.text:
                values = stored.get(column.name) if stored else None
                if values is None:
                    values = [r[0] for r in connection.execute(
                        f"SELECT DISTINCT CAST({quote_ident(column.name)} AS VARCHAR) FROM {quote_ident(record.name)} "
                        f"WHERE {quote_ident(column.name)} IS NOT NULL LIMIT {MAX_DISTINCT + 1}"
                    ).fetchall()]
                info.distinct, info.number_share, info.year_share = profile_column(values)
            elif info.numeric:
                info.low, info.high, info.numbering, info.distinct_count = ranges.get(column.name, (None, None, False, None))
            columns.append(info)
        return TableInfo(name=record.name, doc_id=record.doc_id, title=title, source=str(record.source),
                         sheet=record.sheet, row_count=record.row_count or 0, columns=columns, caption=record.caption,
                         summary_rows=_summary_rows(connection, record.name, columns, record.row_count or 0),
                         spans=_year_spans(connection, record.name, columns),
                         flagged=_flagged_labels(connection, record.name, columns))


_SUMMARY_MIN_ROWS = 4  # a total needs at least three rows above it to be told from a coincidence


def _summary_rows(connection: Any, table: str, columns: list[ColumnInfo], row_count: int) -> list[tuple[str, str]]:
    """Rows whose every figure is the sum of the other rows' figures in its column, in two columns or more
    (or one, in a table of six rows or more): a totals row, however it is labelled, which counts and
    sums must leave out. Reported by the first text column that labels it."""
    figures = [c for c in columns if c.number_like and not c.temporal]
    labels = [c for c in columns if c.text and not c.number_like and c.distinct]
    if not labels or not figures or not _SUMMARY_MIN_ROWS <= row_count <= MAX_DISTINCT:
        return []
    if len(figures) < 2 and row_count < 6:
        return []
    numbers = [f"TRY_CAST(REGEXP_REPLACE(CAST({quote_ident(c.name)} AS VARCHAR), '[^0-9.-]', '', 'g') AS DOUBLE)"
               for c in figures]
    sums = ", ".join(f"{n} AS v{i}, SUM({n}) OVER () AS s{i}" for i, n in enumerate(numbers))
    adds_up = " AND ".join(f"(v{i} IS NULL OR abs(2 * v{i} - s{i}) <= 0.001 * abs(s{i}) + 0.01)"
                           for i in range(len(numbers)))
    present = " + ".join(f"(v{i} IS NOT NULL AND v{i} <> 0)::INT" for i in range(len(numbers)))
    label = quote_ident(labels[0].name)
    try:
        rows = connection.execute(
            f"SELECT CAST(label AS VARCHAR) FROM (SELECT {label} AS label, {sums} FROM {quote_ident(table)}) "
            f"WHERE {adds_up} AND {present} >= {min(2, len(numbers))} AND label IS NOT NULL LIMIT 2").fetchall()
    except duckdb.Error:
        return []
    return [(labels[0].name, r[0]) for r in rows] if len(rows) == 1 else []


def _number_ranges(connection: Any, table: str, columns: list[Any]) -> dict[str, tuple[float, float, bool, int]]:
    """MIN and MAX of every numeric column, whether it numbers the rows and its count of values, in one query."""
    numeric = [c.name for c in columns if str(c.type).upper().startswith(_NUMERIC_TYPES)]
    if not numeric:
        return {}
    parts = ", ".join(f"MIN({q})::DOUBLE, MAX({q})::DOUBLE, COUNT(DISTINCT {q}), COUNT({q}), "
                      f"COUNT({q}) FILTER (WHERE {q} <> ROUND({q}))" for q in map(quote_ident, numeric))
    row = connection.execute(f"SELECT {parts} FROM {quote_ident(table)}").fetchone()
    found = {}
    for i, name in enumerate(numeric):
        low, high, distinct, count, fractions = row[5 * i: 5 * i + 5]
        # 1, 2, 3 ... down the column, each once: "Game", "Round", "Week" number the rows (a run that starts
        # elsewhere, 150 to 159, may as well be amounts)
        numbering = (count >= _NUMBERING_ROWS and not fractions and distinct == count and low in (0, 1)
                     and high - low + 1 == count)
        found[name] = (low, high, numbering, distinct)
    return found


def _flagged_labels(connection: Any, table: str, columns: list[ColumnInfo]) -> list[str] | None:
    """The text cells of the table's subtotal and total lines (kept beside it, ingest/tables.py LINES_SUFFIX),
    lower-cased, each also added to its column's distinct values so the question can name it; None without."""
    lines = table + LINES_SUFFIX
    if not connection.execute("SELECT count(*) FROM duckdb_tables() WHERE database_name = current_database() AND "
                              "schema_name = 'main' AND table_name = ?", [lines]).fetchone()[0]:
        return None
    texts = [c for c in columns if c.text]
    if not texts:
        return []
    rows = connection.execute(f"SELECT {', '.join(quote_ident(c.name) for c in texts)} FROM {quote_ident(lines)}").fetchall()
    for k, column in enumerate(texts):
        said = [str(row[k]) for row in rows if row[k] is not None]
        if column.distinct is not None:
            column.distinct = list(dict.fromkeys([*column.distinct, *said]))
    return sorted({str(v).strip().lower() for row in rows for v in row if v is not None})


def _year_spans(connection: Any, table: str, columns: list[ColumnInfo]) -> list[tuple[str, str]]:
    """Pairs of side-by-side columns of years (numbers 1000-2100, or text cells that hold a year) where, on at
    least two rows holding both, the second is the first or later on nine rows in ten and later on one: a
    start and an end ("From"/"To", "Took office"/"Left office")."""
    def yearly(c: ColumnInfo) -> bool:
        return c.year_share >= 0.8 if c.text else c.numeric and c.low is not None and c.high is not None \
            and 1000 <= c.low and c.high <= 2100
    pairs = [(a, b) for a, b in zip(columns, columns[1:]) if yearly(a) and yearly(b)]
    if not pairs:
        return []
    year = "TRY_CAST(REGEXP_EXTRACT(CAST({} AS VARCHAR), '(1[0-9]{{3}}|20[0-9]{{2}})') AS INT)"
    parts = ", ".join(f"COUNT(*) FILTER (WHERE {e} >= {s}), COUNT(*) FILTER (WHERE {e} > {s}), "
                      f"COUNT(*) FILTER (WHERE {e} IS NOT NULL AND {s} IS NOT NULL)"
                      for s, e in ((year.format(quote_ident(a.name)), year.format(quote_ident(b.name))) for a, b in pairs))
    row = connection.execute(f"SELECT {parts} FROM {quote_ident(table)}").fetchone()
    return [(a.name, b.name) for k, (a, b) in enumerate(pairs)
            if row[3 * k + 2] >= 2 and row[3 * k] >= 0.9 * row[3 * k + 2] and row[3 * k + 1] >= 1]


_NUMBERING_ROWS = 8  # fewer rows number themselves 1, 2, 3 by chance (three invoice lines of Qty 1, 2, 3)


def _stored_values(connection: Any, table: str) -> dict[str, list[str]] | None:
    """The distinct cells ingest stored for the table's text columns (tally.column_values), in one query;
    None for a store written before they were stored."""
    try:
        rows = connection.execute(
            "SELECT column_name, value FROM tally.column_values WHERE table_name = ?", [table]
        ).fetchall()
    except duckdb.CatalogException:
        return None
    stored: dict[str, list[str]] = {}
    for column, value in rows:
        stored.setdefault(column, []).append(value)
    return stored
