"""'What did Ana Ruiz spend on her travel claim?': a name that no table holds as a value but that one
document's fields carry ("Claimant: Ana Ruiz") names that document; the aggregate runs
over the document's own table, the name then explained by the document it found, as its ID would be."""

import re
from typing import Any

from tally.agent.offline.lookup_keys import key_candidates
from tally.agent.offline.sql_match import stem, words
from tally.ingest.keys import find_ids


def names_to_look_up(question: str) -> list[str]:
    """The question's names (not IDs): the values worth a lookup when no table's plan explains them."""
    return [v for v in key_candidates(question) if not find_ids(v, ignore_case=True)]


def named_document(lookups: list[Any]) -> tuple[str, str, list[str]] | None:
    """(doc_id, the name as asked, the labels of the fields it was found among) when the names looked up
    found the fields of exactly one document."""
    found = [(m.call.arguments.get("value", ""), row) for m in lookups
             if m.ok and m.result is not None and m.result.found and not m.result.fuzzy
             for row in m.result.rows if row.table_name is None]
    if len({row.doc_id for _, row in found}) != 1:
        return None
    name, row = found[0]
    labels = [line.partition(":")[0] for line in row.text.splitlines() if ":" in line]
    return row.doc_id, name, labels


def without_name(question: str, name: str, labels: list[str]) -> str:
    """The question with the name (and a possessive after it) taken out, and the words of the document's
    field labels ("his claim" of "Claim no."): the document found stands for them."""
    question = re.sub(rf"\b{re.escape(name)}(?:['’]s)?\b", " ", question, flags=re.IGNORECASE)
    own = {stem(w) for label in labels for w in words(label) if len(w) > 2}
    return " ".join(w for w in question.split() if not (words(w) and all(stem(x) in own for x in words(w))))
