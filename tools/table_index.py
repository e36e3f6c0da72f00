"""An inverted index over the ingested tables for choosing which of them a question is about.

Built once per process and catalog state from what ingest stored (table names, source titles, sheet
names, headers, and the distinct values of each text column in `tally.column_values`), so a question
costs dictionary look-ups instead of a scan of every table's schema and cells.

A table's score is the share of the question's informative words it explains, each word weighted by
how rare it is among the tables (IDF): a header, title or sheet word counts fully, a word inside a cell
slightly less (a word inside a long prose cell much less), a whole multi-word cell named in the question
counts for all its words. The score lies
in 0..1 and means the same on every question: 1 = every content word of the question names something
in that table.
"""

import bisect
import math
import re
import threading
import weakref
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

import duckdb

from tally.ingest.catalog import has_column
from tally.ingest.catalog_schema import SCHEMA
from tally.tools.money import MONEY_STEMS, currency_names, header_currencies, is_currency_code
from tally.tools.table_terms import (DERIVED_MIN, STOPWORDS, abbreviates, content_stems, derived, gloss_head_words,
                                     header_abbreviations, normalise, stem)

VALUES_PER_COLUMN = 2000  # distinct cells indexed per text column (read when ingest did not store them)
_MAX_PHRASE = 5  # longest cell (in words) matched as a whole phrase of the question
# "gloss": a word of what the sheet's note line says a column holds ("Svc £ = service charge ...")
_WEIGHTS = {"name": 1.0, "header": 1.0, "phrase": 1.0, "value": 0.8, "gloss": 0.8, "prose": 0.3, "alias": 0.5}
_ALIAS_SHARED, _ALIAS_SHARE = 5, 0.5
_SHORT_CELL = 4  # words
_NUMERIC = re.compile(r"^(DOUBLE|FLOAT|REAL|DECIMAL|NUMERIC|BIGINT|INTEGER|INT|HUGEINT|SMALLINT)", re.I)


@dataclass
class TableEntry:
    name: str
    groups: frozenset[str]
    row_count: int
    # term -> what it names in this table: ("header", "Wins"), ("value", "Country"), ("name", title)
    terms: dict[str, list[tuple[str, str]]] = field(default_factory=lambda: defaultdict(list))
    phrases: dict[str, str] = field(default_factory=dict)  # normalised multi-word cell -> its column header


@dataclass
class Match:
    table: str
    score: float
    matched: list[str]


class TableIndex:
    def __init__(self, entries: list[TableEntry], abbreviations: dict[str, list[tuple[str, str]]] | None = None
                 ) -> None:
        self.entries = {e.name: e for e in entries}
        # "acct", "hrs", "qty": header words written short -> (table, header); matched against whole words
        self._abbreviations = abbreviations or {}
        self._postings: dict[str, list[str]] = defaultdict(list)
        self._phrase_postings: dict[str, list[str]] = defaultdict(list)
        for entry in entries:
            for term in entry.terms:
                self._postings[term].append(entry.name)
            for phrase in entry.phrases:
                self._phrase_postings[phrase].append(entry.name)
        self._n = max(1, len(entries))
        self._terms = sorted(self._postings)

    def idf(self, term: str) -> float:
        return math.log(1.0 + self._n / (1.0 + len(self._postings.get(term, ()))))

    def rank(self, question: str, groups: list[str] | tuple[str, ...] | None, k: int = 5,
             only: set[str] | None = None) -> list[Match]:
        """The k tables (visible to `groups`; None = all) that explain the question best, best first."""
        words = normalise(question).split()
        stems = list(dict.fromkeys(content_stems(question)))
        if not stems:
            return []
        weights = {s: self.idf(s) for s in stems}
        total = sum(weights.values())
        allowed = set(groups) if groups is not None else None
        gained: dict[str, dict[str, tuple[float, str]]] = defaultdict(dict)
        for term in stems:
            for name in self._postings.get(term, ()):
                entry = self.entries[name]
                kind, what = max(entry.terms[term], key=lambda hit: _WEIGHTS[hit[0]])
                gained[name][term] = (weights[term] * _WEIGHTS[kind], f"{term}→{kind} {what}")
        for word in dict.fromkeys(words):
            term = stem(word)
            if term not in weights or len(word) < 4:
                continue
            for short, places in self._abbreviations.items():
                if abbreviates(short, word):
                    for name, header in places:
                        if term not in gained[name]:
                            gained[name][term] = (weights[term] * _WEIGHTS["alias"], f"{term}→abbreviation {header}")
        for term in stems:
            # "did we deliver" over a deliveries register: a stem that begins a longer word of the table's name
            # is that word derived (deliver/deliveries, book/booking), a weaker link (headers are left out:
            # "carried" is no Carrier column)
            if len(term) < DERIVED_MIN:
                continue
            at = bisect.bisect_left(self._terms, term)
            while at < len(self._terms) and self._terms[at].startswith(term):
                longer = self._terms[at]
                at += 1
                if not derived(term, longer):
                    continue
                for name in self._postings[longer]:
                    kinds = {kind for kind, _ in self.entries[name].terms[longer]}
                    if term not in gained[name] and "name" in kinds:
                        gained[name][term] = (weights[term] * _WEIGHTS["alias"], f"{term}→derived {longer}")
        for phrase, phrase_stems in _phrases(words):
            for name in self._phrase_postings.get(phrase, ()):
                column = self.entries[name].phrases[phrase]
                for term in phrase_stems:
                    if term in weights:
                        gained[name][term] = (weights[term], f"{phrase}→value {column}")
        matches = []
        for name, hits in gained.items():
            entry = self.entries[name]
            if allowed is not None and not (entry.groups & allowed):
                continue
            if only is not None and name not in only:
                continue
            score = min(1.0, sum(w for w, _ in hits.values()) / total)
            matches.append(Match(table=name, score=round(score, 4),
                                 matched=list(dict.fromkeys(why for _, why in hits.values()))))
        matches.sort(key=lambda m: (-m.score, -self.entries[m.table].row_count, m.table))
        return matches[:k]


def is_cell_of(catalog: Any, table: str, value: str) -> bool:
    """Whether `value` ("Harbour Row") is a whole cell of one of the table's text columns."""
    entry = table_index(catalog).entries.get(table)
    if entry is None:
        return False
    text = normalise(value)
    if " " in text:
        return text in entry.phrases
    return any(kind == "value" for kind, _ in entry.terms.get(stem(text), []))


def _phrases(words: list[str]) -> list[tuple[str, list[str]]]:
    """Every run of 2..5 question words, with its content stems (a cell may be named whole)."""
    found = []
    for width in range(2, _MAX_PHRASE + 1):
        for start in range(len(words) - width + 1):
            run = words[start:start + width]
            if run[0] in STOPWORDS or run[-1] in STOPWORDS:
                continue
            found.append((" ".join(run), [stem(w) for w in run if w not in STOPWORDS]))
    return found


# ---- building -------------------------------------------------------------------------------------

_CACHE: dict[tuple[str, Any], TableIndex] = {}
_LOCK = threading.Lock()


def table_index(catalog: Any, stamp: tuple | None = None) -> TableIndex:
    """The index of this catalog's current tables (rebuilt when a document was added or replaced);
    `stamp` is the caller's catalog_stamp when it already has one."""
    key = stamp or catalog_stamp(catalog)
    with _LOCK:
        index = _CACHE.get(key)
        if index is None:
            index = build_index(catalog.connection())
            _CACHE.clear()  # one catalog state per process is what a reader serves
            _CACHE[key] = index
        return index


_STAMPS: "weakref.WeakKeyDictionary[Any, tuple]" = weakref.WeakKeyDictionary()


def catalog_stamp(catalog: Any) -> tuple:
    """Changes whenever a document is added, replaced or removed: the key of anything cached per catalog.

    A catalog opened read-only cannot change while it is open (DuckDB's file lock keeps writers out), so
    its stamp is read once: the query cost ~5 ms under load and ran 3-4 times per question."""
    if getattr(catalog, "read_only", False):
        try:
            return _STAMPS[catalog]
        except KeyError:
            pass
        except TypeError:  # not weak-referenceable: read it each time
            return _read_stamp(catalog)
        stamp = _read_stamp(catalog)
        _STAMPS[catalog] = stamp
        return stamp
    return _read_stamp(catalog)


def _read_stamp(catalog: Any) -> tuple:
    stamp = catalog.connection().execute(
        f"SELECT count(*), max(indexed_at), (SELECT count(*) FROM {SCHEMA}.tables) FROM {SCHEMA}.documents"
    ).fetchone()
    return (str(getattr(catalog, "path", id(catalog))), tuple(stamp))


def build_index(con: Any) -> TableIndex:
    caption = "t.caption" if has_column(con, "tables", "caption") else "NULL"
    tables = con.execute(
        f"SELECT t.name, t.sheet, t.row_count, t.groups, d.title, d.path, {caption} FROM {SCHEMA}.tables t"
        f" JOIN {SCHEMA}.documents d ON d.id = t.doc_id"
    ).fetchall()
    entries: dict[str, TableEntry] = {}
    for name, sheet, row_count, groups, title, path, caption in tables:
        entry = TableEntry(name=name, groups=frozenset(groups or []), row_count=row_count or 0)
        file_name = str(path).rsplit("/", 1)[-1].rsplit(".", 1)[0]
        for text in dict.fromkeys(filter(None, (name, title, sheet, file_name, caption))):
            for term in content_stems(text):
                entry.terms[term].append(("name", text))
        entries[name] = entry
    gloss = "gloss" if has_column(con, "columns", "gloss") else "NULL"
    columns = con.execute(f"SELECT table_name, name, header, type, {gloss} FROM {SCHEMA}.columns").fetchall()
    headers: dict[tuple[str, str], str] = {}
    abbreviations: dict[str, list[tuple[str, str]]] = {}
    for table_name, column, header, type_, said in columns:
        entry = entries.get(table_name)
        if entry is None or column.startswith("_"):
            continue
        label = header or column
        headers[(table_name, column)] = label
        for term in content_stems(label):
            entry.terms[term].append(("header", label))
        for term in content_stems(" ".join(gloss_head_words(said))):
            if ("gloss", label) not in entry.terms[term]:
                entry.terms[term].append(("gloss", label))
        for short in header_abbreviations(label, normalise(label).split()):
            if short not in STOPWORDS and not is_currency_code(short.upper()):  # "All", "GBP" shorten nothing
                abbreviations.setdefault(short, []).append((table_name, label))
        if _NUMERIC.match(str(type_)) and header_currencies(label):
            # "money", "cost", "euros" name a column measured in a currency, whatever its header says
            for term in sorted(MONEY_STEMS | {stem(n) for n in currency_names(label)}):
                if ("alias", label) not in entry.terms[term]:
                    entry.terms[term].append(("alias", label))
    for table_name, column, value in _column_values(con, columns):
        entry = entries.get(table_name)
        if entry is None:
            continue
        label = headers.get((table_name, column), column)
        text = normalise(value)
        # A word that is (most of) a short cell names it ("Cincinnati", "Gold medal"); a word somewhere in
        # a sentence of a Notes column ("went", "previous") is weak evidence that the question is about it.
        kind = "value" if len(text.split()) <= _SHORT_CELL else "prose"
        for term in content_stems(text):
            hits = entry.terms[term]
            if len(hits) < 4 and (kind, label) not in hits:
                hits.append((kind, label))
        if 1 < len(text.split()) <= _MAX_PHRASE:
            entry.phrases.setdefault(text, label)
    for table_name, column, period in _date_periods(con, columns):
        # A date column explains the months and years its rows fall in ("in February" is about a table
        # of February orders as much as about a register titled February).
        entry = entries.get(table_name)
        if entry is not None:
            label = headers.get((table_name, column), column)
            for term in content_stems(period):
                if ("value", label) not in entry.terms[term]:
                    entry.terms[term].append(("value", label))
    for table_name, column, other_table, other_column in _same_value_columns(con):
        for near, far in (((table_name, column), (other_table, other_column)),
                          ((other_table, other_column), (table_name, column))):
            entry, label = entries.get(near[0]), headers.get(near)
            if entry is None or label is None or far not in headers:
                continue
            for term in content_stems(headers[far]):
                if not any(kind in ("header", "alias") for kind, _ in entry.terms.get(term, [])):
                    entry.terms[term].append(("alias", label))
    return TableIndex(list(entries.values()), abbreviations)


def _same_value_columns(con: Any) -> list[tuple[str, str, str, str]]:
    """Columns of different tables holding the same things (half the smaller one's distinct text values
    in common, at least 5): their headers name the same thing ("Nation" and "Country"), so a question
    word naming one header also links the other table. Learned from the cells, never from questions."""
    try:
        return con.execute(
            f"""
            WITH v AS (
                SELECT DISTINCT table_name, column_name, lower(trim(value)) AS v FROM {SCHEMA}.column_values
                WHERE length(trim(value)) > 2 AND NOT regexp_matches(trim(value), '^[-+0-9 .,:/()%]+$')
            ),
            sizes AS (SELECT table_name, column_name, count(*) AS n FROM v GROUP BY ALL),
            pairs AS (
                SELECT a.table_name AS ta, a.column_name AS ca, b.table_name AS tb, b.column_name AS cb,
                       count(*) AS shared
                FROM v a JOIN v b ON a.v = b.v AND a.table_name < b.table_name GROUP BY ALL
                HAVING count(*) >= {_ALIAS_SHARED}
            )
            SELECT ta, ca, tb, cb FROM pairs
            JOIN sizes sa ON sa.table_name = ta AND sa.column_name = ca
            JOIN sizes sb ON sb.table_name = tb AND sb.column_name = cb
            WHERE shared >= {_ALIAS_SHARE} * least(sa.n, sb.n)
            """
        ).fetchall()
    except duckdb.CatalogException:
        return []  # a store written before cell values were stored


def _date_periods(con: Any, columns: list[tuple]) -> list[tuple[str, str, str]]:
    """(table, column, "February 2026") for each month a DATE or TIMESTAMP column's rows fall in."""
    found: list[tuple[str, str, str]] = []
    for table_name, column, _, type_, *_ in columns:
        if not str(type_).upper().startswith(("DATE", "TIMESTAMP")) or column.startswith("_"):
            continue
        found.extend((table_name, column, period)
                     for period in _distinct(con, table_name, column, "strftime({}, '%B %Y')"))
    return found


def _distinct(con: Any, table_name: str, column: str, expression: str = "{}", limit: int | None = None) -> list:
    """Distinct non-null values of `expression` (`{}` stands for the column) over a data table."""
    quoted = '"' + column.replace('"', '""') + '"'
    cap = f" LIMIT {limit}" if limit is not None else ""
    sql = f'SELECT DISTINCT {expression.format(quoted)} FROM main."{table_name}" WHERE {quoted} IS NOT NULL{cap}'
    return [value for (value,) in con.execute(sql).fetchall()]


def _column_values(con: Any, columns: list[tuple]) -> list[tuple[str, str, str]]:
    """Distinct cells of the text columns: stored at ingest, else (a store written before they were
    stored) read from the data tables."""
    stored = con.execute(
        "SELECT count(*) FROM information_schema.tables WHERE table_schema = ? AND table_name = 'column_values'",
        [SCHEMA],
    ).fetchone()[0]
    rows: list[tuple[str, str, str]] = []
    if stored:
        rows = con.execute(f"SELECT table_name, column_name, value FROM {SCHEMA}.column_values").fetchall()
    covered = {table for table, _, _ in rows}
    for table_name, column, _, type_, *_ in columns:
        if str(type_).upper() != "VARCHAR" or column.startswith("_") or table_name in covered:
            continue
        rows.extend((table_name, column, value)
                    for value in _distinct(con, table_name, column, limit=VALUES_PER_COLUMN))
    return rows
