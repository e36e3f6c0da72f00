"""Table choice: did the SQL an answer ran read the table its golden question is about?

Scored on its own (issue 8) because a wrong table gives a confident wrong number, and with many tables
in one store choosing the table is the hard part. A question is scored when its kind is answered from a
table and one of its expected sources resolves to a table in the store (by document, and sheet or page
when the source names one). Answers that ran no SQL count as a wrong choice: the question needed a table.
"""

import re
from collections.abc import Iterable, Sequence

from tally.agent.answer import Answer
from tally.agent.evaluate.golden import ExpectedSource, GoldenQuestion
from tally.agent.evaluate.matching import SourceView, matches_source
from tally.ingest.records import TableRecord

TABLE_KINDS = frozenset({"table_count", "table_sum", "table_argmax", "cross_table"})
_SQL_TOOLS = ("run_sql",)


def _is_source_of(table: TableRecord, source: ExpectedSource) -> bool:
    if not matches_source(SourceView(doc_path=table.source), ExpectedSource(doc=source.doc)):
        return False
    if source.sheet and (table.sheet or "").casefold() != source.sheet.casefold():
        return False
    if source.page and table.pages and not table.pages[0] <= source.page <= table.pages[1]:
        return False
    return True


def expected_tables(question: GoldenQuestion, tables: Iterable[TableRecord]) -> list[list[str]]:
    """For each expected source, the names of the store's tables it resolves to (empty lists dropped)."""
    tables = list(tables)
    found = [[t.name for t in tables if _is_source_of(t, s)] for s in question.expected_source]
    return [names for names in found if names]


def sql_texts(answer: Answer) -> list[str]:
    """Every SQL statement of the run: the answer's own and each run_sql call in the trace."""
    texts = [answer.sql] if answer.sql else []
    for step in answer.trace:
        sql = step.args.get("sql") if step.tool in _SQL_TOOLS else None
        if isinstance(sql, str) and sql not in texts:
            texts.append(sql)
    return texts


def tables_in_sql(sql_statements: Sequence[str], names: Iterable[str]) -> list[str]:
    """Names of known tables that the statements mention as identifiers (bare or double-quoted)."""
    text = "\n".join(sql_statements)
    used = []
    for name in names:
        bare = rf"(?<![\w.\"]){re.escape(name)}(?![\w\"])"
        quoted = rf"\"{re.escape(name)}\""
        if re.search(bare, text, re.IGNORECASE) or re.search(quoted, text, re.IGNORECASE):
            used.append(name)
    return sorted(used)


def score_table_choice(
    question: GoldenQuestion, answer: Answer, tables: Sequence[TableRecord]
) -> tuple[bool | None, list[str]]:
    """(choice right?, tables the run's SQL used). None when the question names no table in the store.

    A join question (`cross_table`) needs every expected table it can resolve; the others need one.
    """
    used = tables_in_sql(sql_texts(answer), [t.name for t in tables])
    if question.kind not in TABLE_KINDS:
        return None, used
    wanted = expected_tables(question, tables)
    if not wanted:
        return None, used
    hits = [bool(set(names) & set(used)) for names in wanted]
    return (all(hits) if question.kind == "cross_table" else any(hits)), used
