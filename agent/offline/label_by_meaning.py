"""Which line of a looked-up record a question names by meaning rather than by its words: a question in
another language ("отделе" -> Department) or in other words; and which of a lookup's rows are records."""

import re
from typing import Any

import numpy as np

from tally.agent.offline.doc_parties import party_line
from tally.agent.offline.record_labels import label_of, record_lines
from tally.ingest.models import normalise_key
from tally.ingest.text import FUNCTION_WORDS
from tally.tools.lookup import CONTEXT_KEY

_PROSE_KINDS = {"screen", "concept", "note"}
# English light verbs: they carry how anything is asked ("what make has it got"), never a field's meaning
_LIGHT_VERBS = frozenset("get gets got gotten make makes made take takes took taken give gives gave given".split())
# ... nor do function words, except the question words: "who" is near a person's label, "when" a date's
_MEANINGLESS = (FUNCTION_WORDS | _LIGHT_VERBS) - {"who", "whom", "whose", "when", "where", "what", "which", "how", "why"}


def record_rows(message: Any) -> list[tuple[int, Any]]:
    """(n, row) of one lookup; a key found in data rows or invoices is not also read from how-to pages
    that merely quote it as an example."""
    pairs = [(n, row) for n, row in zip(message.numbers, message.result.rows, strict=False)
             if row.matched_key != CONTEXT_KEY]  # a register's prose explains its columns, it is no record
    records = [(n, row) for n, row in pairs if row.kind not in _PROSE_KINDS]
    return records or pairs


LABEL_MEANING_MIN = 0.5  # cosine of a question word (or two) with a label that names the same field


def by_meaning(question: str, found: list[Any], keys: set[str], embed: Any) -> list[tuple[int, str]]:
    """(n, line) of the label a question word means ("отделе" -> Department). A word closest to the
    looked-up key's own label names the record's type ("сотрудник" -> Employee ID) and picks nothing."""
    lines = [(n, line) for m in found for n, row in record_rows(m) for line in record_lines(row.text, keys)
             if ":" in line and normalise_key(line.partition(":")[2]) not in keys]
    # a label is read with what its column holds ("Op" holds Work): a short label alone sits near any short
    # word; one of function words only ("By", "To") has no meaning of its own to match
    glossed = {line.partition(":")[0].strip(): label_of(line, row.glosses).strip() for m in found
               for _, row in record_rows(m) for line in record_lines(row.text, keys) if ":" in line}
    labels = list(dict.fromkeys(label for _, line in lines if set(re.findall(r"[^\W\d_]+", glossed.get(
        label := line.partition(":")[0].strip(), label).lower())) - FUNCTION_WORDS))
    key_labels = list(dict.fromkeys(row.matched_key for m in found for _, row in record_rows(m)))
    # the words of the looked-up name ("Blue Heron") name the record, not a field of it
    named = {w.lower() for m in found for w in re.findall(r"[^\W\d_]+", m.call.arguments.get("value", ""))}
    words = [w for w in re.findall(r"[^\W\d_]{3,}", question) if normalise_key(w) not in keys
             and w.lower() not in _MEANINGLESS | named]
    phrases = list(dict.fromkeys(words + [f"{a} {b}" for a, b in zip(words, words[1:], strict=False)]))
    if not labels or not phrases:
        return []
    vectors = np.asarray(embed(phrases + [glossed.get(label, label) for label in labels] + key_labels), dtype=np.float32)
    sims = vectors[: len(phrases)] @ vectors[len(phrases):].T
    best_label, best_sim = None, LABEL_MEANING_MIN
    for p in range(len(phrases)):
        order = np.argsort(-sims[p])
        top = int(order[0])
        if top >= len(labels):
            continue  # the word names the record type
        if sims[p, top] >= best_sim:
            best_label, best_sim = labels[top], float(sims[p, top])
    if best_label is None:
        return party_line(question, lines)
    return [next((n, line) for n, line in lines if line.partition(":")[0].strip() == best_label)]
