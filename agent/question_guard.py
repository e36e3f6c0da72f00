"""Hostile and odd questions, checked before anything is routed or searched (`check_question` runs first in
`AskSession.ask`, the one door of `ask`, `batch`, `eval` and `serve`, and again in `run_question`).

- Length: a question longer than `settings.max_question_chars` is an error (one line), never a run: a
  100 KB "question" took 32 s and 684 MB and produced a 47 KB answer.
- SQL text that is not a question is refused, decided by its structure as sqlglot parses it, not by a
  list of words:
  * it breaks out of a string literal: put inside `'...'` (or `"..."`, or `('...')`) of a query, it
    closes the literal early and continues as SQL (`'; DROP TABLE x; --`, `' OR '1'='1`,
    `Robert'); DROP TABLE Students;--`) — the shape of an injection, whatever the words;
  * every `;`-separated part parses as a SQL statement, and the statements change data or schema
    (DROP, DELETE, INSERT, CREATE, ALTER, ...) or use SQL's own symbols (`*`, `=`, `(`): `SELECT *
    FROM orders`. A sentence that merely starts with a SQL verb and parses ("Select customers from
    Berlin", "update my address") has none of these and stays a question.
Real SQL belongs to `tally sql`, which runs it read-only through the same guard as the agent's tool.
"""

import logging
import re
import threading

import sqlglot
from sqlglot import exp
from sqlglot.errors import SqlglotError

from tally.agent.router import Route
from tally.ingest.errors import ToolInputError
from tally.ingest.settings import Settings

_DIALECT = "duckdb"
# Statement kinds that change data or schema: never the wording of a question about documents.
_WRITES = (exp.Drop, exp.Delete, exp.Insert, exp.Create, exp.Alter, exp.TruncateTable, exp.Merge)
_READS = (exp.Select, exp.Update, exp.Union)
_SQL_SYMBOLS = re.compile(r"[*=()<>]")
# A literal context a value could be pasted into; the marker is replaced by the text.
_CONTEXTS = ("SELECT 1 FROM t WHERE c = '\x00'", 'SELECT 1 FROM t WHERE c = "\x00"', "INSERT INTO t VALUES ('\x00')")


class _QuietFallback(logging.Filter):
    """sqlglot warns when it falls back to an opaque Command; here that only means "not SQL we know"."""

    active = threading.local()

    def filter(self, record: logging.LogRecord) -> bool:
        return not getattr(self.active, "on", False)


_QUIET = _QuietFallback()
logging.getLogger("sqlglot").addFilter(_QUIET)


def _parse(sql: str) -> list[exp.Expression]:
    _QUIET.active.on = True
    try:
        return [s for s in sqlglot.parse(sql, read=_DIALECT) if s is not None]
    finally:
        _QUIET.active.on = False


def check_question(question: str, settings: Settings) -> None:
    """The checks every question passes before anything is spent on it (routing embeds it, and may call
    the model): not empty, not over the length limit. One clear ToolInputError line otherwise."""
    if not question or not question.strip():
        raise ToolInputError("question: empty; ask something about your documents")
    check_length(question, settings)


def check_length(question: str, settings: Settings) -> None:
    limit = settings.max_question_chars
    if len(question) > limit:
        raise ToolInputError(
            f"question: {len(question):,} characters; the limit is {limit:,} (TALLY_MAX_QUESTION_CHARS)"
        )


def sql_text_route(question: str) -> Route | None:
    """An out-of-scope route when the question is SQL text rather than a question; None otherwise."""
    if breaks_out_of_a_literal(question):
        return Route(intent="out_of_scope", confidence=1.0, reason="SQL injection text, not a question")
    if is_sql_statements(question):
        return Route(intent="out_of_scope", confidence=1.0,
                     reason="SQL text, not a question (run SQL with `tally sql`)")
    return None


def breaks_out_of_a_literal(text: str) -> bool:
    """Pasted into a quoted literal, the text ends it early and continues as SQL."""
    for context in _CONTEXTS:
        quote = "'" if "'\x00'" in context else '"'
        if quote not in text:
            continue  # without the context's quote the literal cannot be closed
        try:
            statements = _parse(context.replace("\x00", text))
        except SqlglotError:
            continue  # e.g. an apostrophe in "What's the total?": not valid SQL at all
        if len(statements) > 1 or not _one_plain_literal(statements[0], text):
            return True
    return False


def _one_plain_literal(statement: exp.Expression, text: str) -> bool:
    """The statement holds the text as one literal (the context it was put into, unchanged)."""
    literals = [lit for lit in statement.find_all(exp.Literal) if lit.is_string]
    identifiers = [i.name for i in statement.find_all(exp.Identifier)]
    return any(lit.this == text for lit in literals) or text in identifiers


def is_sql_statements(text: str) -> bool:
    parts = [part.strip() for part in text.split(";") if part.strip()]
    if not parts:
        return False
    statements: list[exp.Expression] = []
    for part in parts:
        try:
            parsed = _parse(part)
        except SqlglotError:
            return False  # a part that is not SQL is the question's words
        if not parsed or not all(isinstance(s, _WRITES + _READS) for s in parsed):
            return False  # a bare word or number ("orders", "42") parses as an expression: a question
        statements.extend(parsed)
    return any(isinstance(s, _WRITES) for s in statements) or bool(_SQL_SYMBOLS.search(text))
