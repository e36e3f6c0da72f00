"""Which party answers a lookup when a document's labels do not say it: the addressee block a two-column
header prints without a label, and the one name line a "who" question reads; and whether a chosen field
says what was asked at all."""

import re
from typing import Any

from tally.agent.offline.compounds import spelled_words
from tally.agent.offline.doc_fields import DOC_KINDS, holds_a_code
from tally.agent.offline.doc_lines import Field
from tally.agent.offline.field_types import value_type
from tally.agent.offline.document_roles import label_roles, question_roles
from tally.agent.offline.units import text_stems
from tally.ingest.models import normalise_key
from tally.ingest.text import FUNCTION_WORDS


def addressee(found: list[Any], question: str, asked: set[str], chosen: list[Field]) -> Field | None:
    """Whom the document found by its ID is addressed to, when the question asks it by its role ("which
    customer is it made out to") and no label says it: a two-column header prints the addressee block
    (name, then address lines) beside the labelled fields, often under a lone "Billed to" or no label at
    all. Its first unlabelled line that is a name (no digit, no e-mail) is the addressee."""
    roles = {role for s in asked for role in question_roles(s)}
    # a role asked ("which customer", "sent to") that no chosen field plays ("who" has its own name line)
    played = [f for f in chosen if label_roles(f.label) & {"buyer", "recipi"} and not holds_a_code(f.label, question)]
    if not {"buyer", "recipi"} & roles or played:
        return None
    first = min(m.turn for m in found)
    keys = {normalise_key(m.call.arguments.get("value", "")) for m in found}
    for m in found:
        if m.turn != first:
            continue
        for number, row in zip(m.numbers, m.result.rows, strict=False):
            lines = [line.strip() for line in row.text.splitlines() if line.strip()]
            if row.kind not in DOC_KINDS or not any(normalise_key(line.partition(":")[2]) in keys for line in lines):
                continue  # the addressee stands beside the ID's own line, in the header
            label = "Addressed to"
            key_line = next(i for i, line in enumerate(lines) if normalise_key(line.partition(":")[2]) in keys)
            for k, line in enumerate(lines):
                if ":" in line or re.search(r"[\d@|]", line):
                    continue
                if k < key_line and not label_roles(line) & {"buyer", "recipi"}:
                    continue  # above the ID line stands the issuer's letterhead; the addressee comes after it
                if label_roles(line) & {"buyer", "recipi"} and len(line.split()) <= 3:
                    label = line  # the block's own label, "Billed to"
                    continue
                if len(line.split()) <= 8:
                    return Field(n=number, label=label, value=line)
    return None


def names_a_field(fields: list[Any], asked: set[str], question: str = "") -> bool:
    """Whether a chosen field's label says an asked word, plays an asked role or is an acronym the
    question spells out ("purchase order" for Your PO); else it was chosen by meaning or type alone."""
    written = re.findall(r"[^\W\d_]+", question)
    # "Customer ref" asked "which customer" names the customer's code, not the customer
    roles = {r for s in asked for r in question_roles(s)}
    return any(set(text_stems(f.label)) & asked or label_roles(f.label) & roles
               or spelled_words(f.label, written, FUNCTION_WORDS) for f in fields if not holds_a_code(f.label, question))


def party_line(question: str, lines: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """"Who ... ?" when no label matches its words: the record's one line whose value is a name (no
    figure, date or address), e.g. the party an invoice is made out to."""
    if not re.match(r"\s*(who|whom)\b", question, re.IGNORECASE):
        return []
    names = [(n, line) for n, line in lines if value_type(line.partition(":")[2]) == "name"]
    return names[:1] if len(names) == 1 else []


def named_parties(question: str, found: list[Any], titled: set[str], fields: list[Field]) -> set[str]:
    """Stems of the names the question writes with capitals that the keyed documents carry outside their
    labels: the title ("Fellgate Ales' invoice"), a letterhead set as a heading, a line of the text ("what do
    we owe Harlow Paints on ..."). They name the document's party, no field of it; a title's common noun
    may be one ("salary" of a Salary Register asks its gross pay), so only capitalised words count."""
    capitalised = {s for word in re.findall(r"(?<!^)\b[A-Z][a-z]+", question) for s in text_stems(word)}
    written = {s for m in found for row in m.result.rows if row.kind in DOC_KINDS
               for s in text_stems(f"{row.section or ''}\n{row.text}")}
    labels = {s for f in fields for s in text_stems(f.label)}
    return capitalised & (titled | written - labels)
