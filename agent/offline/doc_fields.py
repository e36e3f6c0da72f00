"""Answering from a document found by its ID (an invoice, a statement): the whole document's fields, not
only the lines next to the key.

A keyed document is read as fields: "Label: value" lines ("Bill to: Copperleaf Cafes") and lines ending
in a figure ("Total due 13,208.40", "VAT 20% 2,201.40"). Each thing the question asks for picks the field
whose label it names best:

- words: the share of an asked phrase's words the label says ("due date" -> Due Date, not Total due);
- meaning: the run's embedder (multilingual) between the asked words and the label, for questions in
  other words or another language;
- value type: "when" wants a date, "who" a name, "how much" / "amount" an amount (field_types.py; other
  languages' question words come from interrogatives.tsv).

Several things asked give several fields. An amount asked without naming which ("how much is it?",
"сума") is the document's largest amount, its grand total.
"""

import re
from typing import Any

import numpy as np

from tally.agent.offline.compounds import spelled_words
from tally.agent.offline.doc_lines import Field, grid_fields, key_row_fields, labelled_fields
from tally.agent.offline.document_roles import label_roles, question_roles
from tally.agent.offline.field_types import asked_types, fits, names_the_doer
from tally.agent.offline.label_meaning import LabelMeaning
from tally.agent.offline.lookup_thing import names_doer, passive_verb
from tally.agent.offline.sql_words import is_past_form, stem
from tally.agent.offline.units import text_stems
from tally.agent.offline.doc_totals import included_stems, left_out_of, total_rows
from tally.agent.verify import period_in, question_periods
from tally.ingest.models import normalise_key
from tally.ingest.text import FUNCTION_WORDS
from tally.tools.lookup import CONTEXT_KEY
from tally.tools.table_terms import derived

_AMOUNT = re.compile(r"-?\d[\d,. ]*")
_RECIPIENT = stem("recipient")
_WHO_DID = re.compile(r"\bwho\s+[a-z]+ed\b", re.IGNORECASE)
_BY_WHEN = re.compile(r"\bby\s+(?:when|what|which)\b(?:\s+(?:date|day))?", re.IGNORECASE)  # a deadline asked
_CYRILLIC = re.compile(r"[\u0400-\u04FF]")
MEANING_MIN = 0.5  # cosine of asked words with a label that names the same field (calibrated on data/sample)
MEANING_MARGIN = 0.1  # ... and by this much over the next label of the asked type, else the type decides
_MAX_FIELDS = 3
DOC_KINDS = {"text", "table"}


def keyed_document(found: list[Any]) -> bool:
    """Whether the first lookup found its key in a document (an invoice header, a register's row), not
    in a workbook's row."""
    first = min(m.turn for m in found)
    return any(row.kind in DOC_KINDS for m in found if m.turn == first for row in m.result.rows)


def document_fields(found: list[Any], question: str = "") -> list[Field]:
    """The fields of the documents the first lookup found its key in, in reading order, without the
    key's own line ("Invoice No: INV-2026-0041" names the record, it answers nothing). Of several such
    documents (one register a month), those whose title the question names most ("in March 2026")."""
    first = min(m.turn for m in found)
    keys = {normalise_key(m.call.arguments.get("value", "")) for m in found}
    rows = [(n, row) for m in found if m.turn == first
            for n, row in zip(m.numbers, m.result.rows, strict=False)
            if row.kind in DOC_KINDS and row.matched_key != CONTEXT_KEY]
    named = {row.doc_id: _title_named(question, row.title) for _, row in rows}
    best = max(named.values(), default=0)
    letterheads: dict[str, str] = {}
    for _, row in rows:  # rows come in reading order: the title, or the first line, carries the letterhead
        first_line = row.text.strip().split("\n", 1)[0]
        letterheads.setdefault(row.doc_id, f"{row.title}\n{first_line}".lower())
    # an items table's totals rows are figures: not what "who signed it" or "when is it due" alone asks
    kinds = {kind for kind, _ in asked_types(question)}
    totals = not kinds or "money" in kinds
    fields: list[Field] = []
    for number, row in rows:
        if named[row.doc_id] == best:
            found_here = (key_row_fields(number, row.text, keys) + grid_fields(number, row.text, keys)
                          + labelled_fields(number, row.text, keys)
                          + [Field(number, label, value) for label, value in total_rows(row.text) if totals])
            for field in found_here:
                field = _owned(field, letterheads[row.doc_id])
                if field not in fields:
                    fields.append(field)
    return fields


def _owned(field: Field, letterhead: str) -> Field:
    """The field marked as the document's own party when its value opens with a name the letterhead
    carries ("Remit to: Quillmoor Facility Services Ltd, ..." on Quillmoor's invoice)."""
    party = field.value.split(",", 1)[0].strip().lower()
    if len(party.split()) >= 2 and party in letterhead:
        return Field(field.n, field.label, field.value, own=True)
    return field


def document_context(found: list[Any]) -> list[str]:
    """Sentences of the keyed documents' prose that came as context ("Deductions are income tax withheld
    plus ..."): what the document says its fields mean."""
    texts = [row.text for m in found for row in m.result.rows if row.matched_key == CONTEXT_KEY]
    return [s.strip() for text in texts for s in re.split(r"(?<=[.!?])\s+", text) if s.strip()]


def _title_named(question: str, title: str) -> int:
    """How much of a document's title the question names: its words, and a period it names."""
    words = len(set(text_stems(title)) & set(text_stems(question)))
    periods = sum(1 for month, year, _ in question_periods(question) if period_in(month, year, title))
    return words + 2 * periods


def choose_fields(question: str, asked: set[str], fields: list[Field], embed: Any = None,
                  context: list[str] = ()) -> list[Field]:
    """The fields answering the question, one per thing it asks, in the question's order. `context`: the
    document's sentences, which may say what a field means in other words (header synonyms from the data)."""
    verb = passive_verb(question)
    if verb is not None and not re.search(r"\bwho\b", question, re.IGNORECASE):
        # "what was packed in lot X": the thing packed, not who packed it (Packer, Approved by)
        fields = [f for f in fields if not names_doer(f.label, stem(verb.lower()))]
        items = [f for f in fields if "item" in label_roles(f.label)]
        if items:  # the item line (EN 16931's item name) is what a passive "what was X-ed" asks for
            asked = asked - set(text_stems(verb))
    else:
        items = []
    if not fields:
        return []
    # ... unless a label says the word too ("which insurer": Insurer, whose value is "... Insurance")
    values = {s for f in fields for s in text_stems(f.value)} - {s for f in fields for s in text_stems(f.label)}
    # The period and the values the question names pick the document and record; they are not fields.
    periods = {s for _, _, written in question_periods(question) for s in text_stems(written)}
    sent_to = _sent_to(question, fields)
    qualified = asked - values - periods - sent_to
    qualified -= included_stems(question) if qualified - included_stems(question) else set()
    phrases = [p for p in _phrases(question, qualified) if p[0]]
    implied = qualified - set().union(*(stems for stems, _ in phrases))
    if implied and not _CYRILLIC.search(question):
        # asked without being written: "what does X come to" asks its total (a question in another script
        # is matched by meaning instead)
        phrases.append((implied, " ".join(sorted(implied))))
    meaning = LabelMeaning(embed, [f.label for f in fields])
    kinds = {kind for kind, _ in asked_types(question)}
    # A field of the asked type ("when" -> a date) is preferred; a label chosen by meaning alone must be one.
    typed = [any(_fits(kind, f) for kind in kinds) for f in fields]
    whole = meaning([_without_keys(question, fields)])[0]
    chosen: list[Field] = items[:1]
    asks = asked_types(question)
    for stems, text in phrases:
        # A phrase is typed by the clause it stands in: "how much ... pay, and by what date" asks an amount
        # with "pay", never the due date.
        own = {kind for kind, clause in asks if text.lower() in clause.lower()} or kinds
        fitting = [any(_fits(kind, f) for kind in own) for f in fields] if own != kinds else typed
        if own == {"date"} and _BY_WHEN.search(question):  # "by what date": the date something is due by
            due = [ok and _deadline(f.label) for ok, f in zip(fitting, fields, strict=True)]
            fitting = due if any(due) else fitting
        best = _by_words(stems, question, fields, meaning, fitting, whole, strict=bool(kinds), text=text)
        if best is None:
            best = _by_definition(stems, fields, context)
        if best is None and len(stems) > 1 and len(kinds) < 2 and not is_past_form(text.split()[0].lower()):
            # (a verb and its particle, "signed off", name no field: the question word's type answers it)
            # A field name of several words the document has no label for ("account manager" asked of an
            # invoice) lives in a linked record: the caller follows the document's keys instead. Of a
            # question asking two kinds of thing ("whom is the bill for, and how much is left on it") the other
            # clause is still answered here.
            return []
        if best is not None and best not in chosen:
            chosen.append(best)
    if not phrases and embed is not None:
        best = _by_meaning(question, [f for f, ok in zip(fields, typed, strict=True) if ok or not kinds], meaning,
                           fields)
        if best is not None:
            chosen.append(best)
    answering: list[Field] = []  # one field per interrogative no chosen field answers yet
    for kind, clause in asked_types(question):
        doers = [f for f in fields if f not in chosen + answering and names_the_doer(clause, f.label)] \
            if kind == "name" else []
        if doers:  # "who took out hire H-7": the Hirer line, whatever else reads as a name
            answering.append(doers[0])
            continue
        if any(_fits(kind, f) for f in chosen + answering):
            continue
        typed = [f for f in fields if _fits(kind, f) and f not in chosen + answering]
        if kind == "date" and _BY_WHEN.search(question):
            typed = [f for f in typed if _deadline(f.label)] or typed
        if kind == "name" and sent_to:  # "who is it addressed to": the party it is sent to, whatever its value
            # reads as ("Harewick Sound 104.2 FM, FAO ..."), not a bank's name
            typed = [f for f in fields if _RECIPIENT in label_roles(f.label) and f not in chosen + answering] or typed
        elif kind == "name" and _WHO_DID.search(clause):  # "who signed it off": a doer ("Approved by")
            typed = [f for f in typed if f.label.lower().rstrip(":").endswith(" by")] or typed
        pick = _typed_pick(kind, typed, [float(c) for c in meaning([clause])[0]], fields)
        if pick is not None:
            answering.append(pick)
    # a question word's answer ("..., and by when?") is kept before the last fields its other words named
    return chosen[:max(0, _MAX_FIELDS - len(answering))] + answering[:_MAX_FIELDS]


def _cut_short(label: str, written: list[str]) -> set[str]:
    """Stems of question words a label word is the start of, cut well short ("Rep" of representative,
    "Ref" of reference): a short label names the long word it begins."""
    shorts = {w.lower().rstrip(".") for w in label.split() if 3 <= len(w.rstrip(".")) <= 4 and w.rstrip(".").isalpha()}
    return {s for word in written for short in shorts
            if len(word) >= len(short) + 4 and word.lower().startswith(short) for s in text_stems(word)}


def _deadline(label: str) -> bool:
    """A label of the date something is due by: its role ("Pay by", "Due date") or its word ("Return due")."""
    return "due" in label_roles(label) or "due" in text_stems(label)


def _sent_to(question: str, fields: list[Field]) -> set[str]:
    """Stems of a past form before "to" ("addressed to", "made out to"): the verb asks whom the document
    goes to, answered by its addressee, unless a label says the verb with "to" ("Deliver to")."""
    verbs = {s for m in re.finditer(r"\b([a-z]+)(\s+out)?\s+to\b", question.lower()) if is_past_form(m.group(1))
             for s in text_stems(m.group(1) + (m.group(2) or ""))}  # "made out to": the particle too
    return {v for v in verbs if not any(v in text_stems(f.label) and "to" in f.label.lower().split() for f in fields)}


def _fits(kind: str, field: Field) -> bool:
    """Whether the field has the asked type of value; "who" is never answered with the document's own
    party (asked who an invoice is for, its issuer's remittance box is the wrong name)."""
    return fits(kind, field.value) and not (kind == "name" and field.own)


def _phrases(question: str, asked: set[str]) -> list[tuple[set[str], str]]:
    """(stems, words as written) of each run of asked words that stand next to each other."""
    phrases: list[tuple[set[str], str]] = []
    stems: set[str] = set()
    words: list[str] = []
    for word in re.findall(r"[\w'-]+", question):
        # Words of another script are matched by meaning (_by_meaning), not by the English stemmer.
        hit = set() if _CYRILLIC.search(word) else set(text_stems(word)) & asked
        if hit:
            stems |= hit
            words.append(word)
        elif stems:
            phrases.append((stems, " ".join(words)))
            stems, words = set(), []
    if stems:
        phrases.append((stems, " ".join(words)))
    return phrases


# Words by which a label says it holds the identifier of what its other word names ("Customer ref", "Account no.")
_IDENTIFIER_STEMS = frozenset(s for w in ("ref", "reference", "no", "number", "id", "code") for s in text_stems(w))


def holds_a_code(label: str, question: str) -> bool:
    """Whether the label holds the code of what it names ("Customer ref") and the question asks no code ("which
    customer"): the party itself answers, not its code."""
    return bool(set(text_stems(label)) & _IDENTIFIER_STEMS) and not _IDENTIFIER_STEMS & set(text_stems(question))


def _by_words(stems: set[str], question: str, fields: list[Field], meaning: LabelMeaning, typed: list[bool],
              whole: np.ndarray, strict: bool, text: str) -> Field | None:
    """The field whose label says most of the phrase's words; a value of the asked type and the embedder
    (the phrase, then the whole question, against the label) break ties, and the embedder decides when
    no label says any of the words."""
    cosines = meaning([text])[0]
    scored = []
    written = re.findall(r"[^\W\d_]+", question)
    for i, field in enumerate(fields):
        label = set(text_stems(field.label)) - left_out_of(field.label)  # "Goods, ex VAT" says no VAT
        # "purchase order" spells the label's PO: the label's own word, said more surely than a role
        spelled = {s for k in spelled_words(field.label, written, FUNCTION_WORDS) for s in text_stems(written[k])}
        label |= spelled | _cut_short(field.label, written)
        roles = label_roles(field.label)
        # a word says the label itself, or the role the label plays ("customer" says Bill to: the buyer)
        # ... or, for a value of the asked type, a word derived from it ("how much ... pay": Amount payable,
        # never the Payment terms of "by what date ... pay")
        said = sum(1 for s in stems if s in label or question_roles(s) & roles
                   or typed[i] and any(derived(s, word) for word in label)) / len(stems)
        if holds_a_code(field.label, question):
            said /= 2  # "Customer ref" holds the customer's code: "which customer" is the party's own line
        # of two labels saying the word, the one that is nothing else ("Supplier", not "Supplier address")
        whole_label = len(label & stems) / len(label) if label else 0.0
        bonus = 0.25 * typed[i] + 0.3 * float(cosines[i]) + 0.3 * float(whole[i]) + 0.1 * whole_label \
            + 0.2 * bool(spelled & stems)
        scored.append((said + bonus, said, float(cosines[i]), i))
    score, said, cosine, i = max(scored)
    if said > 0 or (cosine >= MEANING_MIN and (typed[i] or not strict)):
        return fields[i]
    return None


def _by_definition(stems: set[str], fields: list[Field], context: list[str]) -> Field | None:
    """The one field a sentence of the document defines with the asked words: "Deductions are income tax
    withheld plus ..." makes "withheld" ask for Deductions. The sentence must open with the label."""
    named = []
    for field in fields:
        label = set(text_stems(field.label))
        for sentence in context:
            opening = text_stems(" ".join(sentence.split()[: len(field.label.split()) + 1]))
            said = {w for w in stems & set(text_stems(sentence)) if len(w) > 3}
            if label and label <= set(opening) and said:
                named.append(field)
                break
    labels = {f.label for f in named}
    return named[0] if len(labels) == 1 else None


def _without_keys(question: str, fields: list[Field]) -> str:
    """The question without its IDs (an ID's characters mean nothing to the embedder)."""
    return re.sub(r"\S*\d\S*", " ", question).strip() or question


def _by_meaning(question: str, candidates: list[Field], meaning: LabelMeaning, fields: list[Field]) -> Field | None:
    """For a question no label shares a word with (another language): the label one of its words, or two
    next to each other, means; it must stand out from the other labels."""
    words = [w for w in re.findall(r"[^\W\d_]{3,}", question)]
    phrases = list(dict.fromkeys(words + [f"{a} {b}" for a, b in zip(words, words[1:], strict=False)]))
    if not phrases or not candidates:
        return None
    sims = meaning(phrases)
    best, best_sim = None, MEANING_MIN
    for row in sims:
        order = [int(i) for i in np.argsort(-row)]
        top = order[0]
        runner = float(row[order[1]]) if len(order) > 1 else 0.0
        if fields[top] in candidates and float(row[top]) >= best_sim and float(row[top]) - runner >= MEANING_MARGIN:
            best, best_sim = fields[top], float(row[top])
    return best


def _typed_pick(kind: str, typed: list[Field], cosines: list[float], fields: list[Field]) -> Field | None:
    """Of the fields with the asked type of value, the one whose label the asking clause means, when one
    clearly does; else the only one, or for an amount the largest (an amount asked without naming which
    is the document's total)."""
    if not typed:
        return None
    if len(typed) == 1:
        return typed[0]
    indexed = sorted(((cosines[fields.index(f)], f) for f in typed), key=lambda x: -x[0])
    if indexed[0][0] >= MEANING_MIN and indexed[0][0] - indexed[1][0] >= MEANING_MARGIN:
        return indexed[0][1]
    if kind == "money":
        return max(typed, key=lambda f: _amount(f.value))
    return None


def _amount(value: str) -> float:
    match = _AMOUNT.search(value)
    if not match:
        return 0.0
    text = match.group(0).replace(" ", "")
    if re.search(r",\d{2}$", text) and "." not in text:
        text = text.replace(".", "").replace(",", ".")
    try:
        return float(text.replace(",", ""))
    except ValueError:
        return 0.0
