"""When an "aggregate" question is not about the tables at all, and the documents should answer it.

The router calls a question an aggregate on words like "total" or "average", but "what is the total
cost in the worked example?" asks about an example in a how-to page, not about a column. Since issue 8
the router already sends most of these to search when no table links to the question
(agent/route_evidence.py); this is the planner's second line, for links the router measured as
middling. A question asking how a figure is worked out is always read from the documents. Any other
such question is read from the documents (as a concept question) only when all of these hold:
- the planner found no SQL for it;
- it does not count ("how many", "number of", "count") and groups nothing ("per region"): those are
  table questions, and an unanswerable one is refused; nothing is ever counted from prose;
- it names no table, sheet, document title or column header of the caller's tables (exact words, no
  synonyms): a question naming a "Gross Pay" header stays a table question (and is refused when
  no register covers the period it names).
"""

import re

from tally.agent.offline.schema import TableInfo
from tally.agent.offline.sql_match import STOPWORDS, content_stems
from tally.agent.router import rule_scores

# "How is X calculated / worked out": the question asks for a method, which only a document can state; no
# query over the column it names answers it.
_METHOD = re.compile(r"\bhow (?!many\b|much\b)(?:\w+\s+){0,12}?(?:calculated|computed|worked out|work(?:s)? out|"
                     r"determined|derived|arrived at|figured out|calculate|compute)\b", re.IGNORECASE)
# Aggregate evidence that makes a question a table question, whatever its other words.
_TABLE_REASONS = {"counting words", "grouping"}
# Header words too common to tie a question to a table ("the date", "its name").
_WEAK_HEADER_WORDS = {"id", "name", "date", "no", "number", "type", "descript", "amount", "valu", "total"}


def asks_method(question: str) -> bool:
    """Whether the question asks how a figure is worked out ("how is the weekly premium calculated?"): a
    method, read from the documents whatever column it names and whatever query the planner could write."""
    return bool(_METHOD.search(question))


def reads_documents(question: str, tables: list[TableInfo]) -> bool:
    """Whether an aggregate question the planner could not map should be answered from documents."""
    _, reasons = rule_scores(question)
    if _TABLE_REASONS & set(reasons["aggregate"]):
        return False
    return not names_a_table(question, tables)


def names_a_table(question: str, tables: list[TableInfo]) -> bool:
    words = set(content_stems(question, STOPWORDS))
    for table in tables:
        names = set(content_stems(table.headings))
        for column in table.columns:
            names |= set(content_stems(column.header))
        if words & (names - _WEAK_HEADER_WORDS - {"tabl", "sheet"}):
            return True
    return False
