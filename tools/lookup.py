"""lookup_key: find every row or passage, in any file, that carries a key value (ID or name).

Exact match on the normalised value first (case, spaces and punctuation ignored). Only if nothing
matches, a fuzzy fallback over the distinct key values the caller may see, clearly flagged: a
misspelt customer name is worth a guess, but a guessed ID is a different record, so values with
digits only match fuzzily when their digits are identical.
"""

from difflib import SequenceMatcher
from typing import TYPE_CHECKING

from pydantic import BaseModel

from tally.ingest.errors import ToolInputError
from tally.ingest.models import Chunk, normalise_key
from tally.ingest.records import KeyHit
from tally.ingest.text import simple_words
from tally.tools.lookup_meanings import code_lists, code_meanings, with_meanings
from tally.tools.registry import ToolResult

if TYPE_CHECKING:
    from tally.tools.deps import Deps

MAX_ROWS = 20
MAX_DOCUMENT_CHUNKS = 12  # a keyed document up to this long is read whole (an invoice is 3-6 chunks)
CONTEXT_KEY = "(document text)"  # matched_key of a keyed row's document prose, read for meaning only
FUZZY_MIN = 0.82  # below this, "similar" names are mostly different names
_MAX_FUZZY_VALUES = 3


class KeyValue(BaseModel):
    name: str
    value: str


class LookupRow(BaseModel):
    chunk_id: str
    doc_id: str
    title: str
    source: str
    kind: str
    page: int | None = None
    page_end: int | None = None
    sheet: str | None = None
    row: int | None = None
    section: str | None = None
    table_name: str | None = None  # the SQL table holding this row, when it is a table row
    matched_key: str  # the column/label the value was found under, e.g. "Order ID"
    matched_value: str  # the value as written in the source
    other_keys: list[KeyValue]  # the row's other keys: follow them with another lookup_key
    text: str
    # label -> what the register's key says the column holds ("Bk": "kind of bike"), for table rows whose
    # sheet explains its short headers
    glosses: dict[str, str] = {}


class LookupResult(ToolResult):
    value: str
    norm: str
    found: bool
    fuzzy: bool  # True: no exact match; rows are for the similar value(s) in matched_values
    matched_values: list[str]
    rows: list[LookupRow]
    total_matches: int
    truncated: bool
    message: str

    def trace_summary(self) -> str:
        return self.message

    def trace_ids(self) -> list[str]:
        return [row.chunk_id for row in self.rows]


def lookup_key(deps: "Deps", value: str) -> LookupResult:
    """Find every row or passage, across all files, that carries a key value: an order ID, invoice
    number, employee ID, SKU, or a customer/employee/author name.

    Matching ignores case, spaces and punctuation. Each row comes with its document, source path,
    sheet/row or page, its text and its other keys, so a question spanning two files is two lookups
    (order -> its customer -> the customer's row in another workbook). If nothing matches exactly,
    similar values are tried and the result says fuzzy=true with the value actually matched; check it
    before relying on it.

    Args:
        value: the key value to look up, as the user wrote it, e.g. "SO-10123" or "Brightwater Ltd".
    """
    if not value or not value.strip():
        raise ToolInputError("value: empty; pass the ID or name to look up")
    norm = normalise_key(value)
    if not norm:
        raise ToolInputError(f"value: {value!r} has no letters or digits to match")
    groups = list(deps.groups)
    hits = deps.catalog.find_keys(norm, groups)
    fuzzy = False
    if not hits:
        similar = _fuzzy_values(norm, value, deps.catalog.key_values(groups))
        hits = [hit for candidate in similar for hit in deps.catalog.find_keys(candidate, groups)]
        fuzzy = bool(hits)
    if not hits:
        return LookupResult(
            value=value, norm=norm, found=False, fuzzy=False, matched_values=[], rows=[], total_matches=0,
            truncated=False, message=f"no document you can see has a key matching {value!r} (not even a similar one)",
        )
    rows = _with_glosses(deps, _with_documents(deps, _rows(deps, _spread(hits, MAX_ROWS), groups), groups), groups)
    matched = list(dict.fromkeys(hit.value for hit in hits))
    kind = "similar value" if fuzzy else "exact match"
    return LookupResult(
        value=value, norm=norm, found=True, fuzzy=fuzzy, matched_values=matched, rows=rows,
        total_matches=len(hits), truncated=len(hits) > MAX_ROWS,
        message=f"{len(hits)} row(s) in {len({h.doc_id for h in hits})} document(s), {kind}: {', '.join(matched[:5])}",
    )


def _spread(hits: list[KeyHit], limit: int) -> list[KeyHit]:
    """At most `limit` hits, taken round-robin over documents so a value that fills one workbook
    (a customer on 40 orders) still shows its row in the other file (the customers list)."""
    by_doc: dict[str, list[KeyHit]] = {}
    for hit in hits:
        by_doc.setdefault(hit.doc_id, []).append(hit)
    picked: list[KeyHit] = []
    queues = list(by_doc.values())
    while len(picked) < limit and any(queues):
        for queue in queues:
            if queue and len(picked) < limit:
                picked.append(queue.pop(0))
    order = {id(hit): i for i, hit in enumerate(hits)}
    return sorted(picked, key=lambda h: order[id(h)])


def _rows(deps: "Deps", hits: list[KeyHit], groups: list[str]) -> list[LookupRow]:
    chunks = {c.id: c for c in deps.catalog.chunks([h.chunk_id for h in hits], groups)}
    docs = {doc_id: deps.catalog.document(doc_id) for doc_id in {h.doc_id for h in hits}}
    found = []
    for hit in hits:
        chunk = chunks.get(hit.chunk_id)
        doc = docs[hit.doc_id]
        if chunk is None or doc is None:
            continue  # the key index and the chunk disagree on visibility: show nothing rather than guess
        found.append((hit, chunk, doc))
    # Documents by path, and each one's rows in reading order (sheet row, then chunk position). Ids are
    # hashes of the file's path: ordered by them, which rows came first (and so which keys a lookup
    # followed) changed with where the corpus was stored.
    found.sort(key=lambda f: (f[2].path, f[0].row is None, f[0].row or 0, f[1].position))
    return [_row(hit, chunk, doc.title, doc.path) for hit, chunk, doc in found]


def _with_documents(deps: "Deps", rows: list[LookupRow], groups: list[str]) -> list[LookupRow]:
    """A key found in a short document's prose (an invoice's header) names that document: its other
    chunks come too (line items, the totals block, the addressee), so the answer can read any of its
    fields. A key on a table row (a register's line) names that row only."""
    have = {row.chunk_id for row in rows}
    added: list[LookupRow] = []
    prose = {row.doc_id for row in rows if row.kind == "text"}
    reading: dict[str, int] = {}  # chunk id -> place in its document, for the documents read whole
    for doc_id in dict.fromkeys(row.doc_id for row in rows if row.kind in ("text", "table")):
        chunks = deps.catalog.chunks_for_doc(doc_id, groups)
        reading.update((chunk.id, k) for k, chunk in enumerate(chunks))
        if len(chunks) > MAX_DOCUMENT_CHUNKS:
            continue  # a long report that mentions the key is not about it
        first = next(row for row in rows if row.doc_id == doc_id)
        for chunk in chunks:
            if chunk.id in have or len(rows) + len(added) >= MAX_ROWS:
                continue
            if doc_id not in prose and chunk.kind != "text":
                continue  # a register's other rows are other people's
            # A key on a register's row: the register's prose comes as context (what its columns mean,
            # "Deductions are income tax withheld ..."), not as fields of the record.
            name = "Document" if doc_id in prose else CONTEXT_KEY
            hit = KeyHit(name=name, value=first.matched_value, norm=normalise_key(first.matched_value),
                         chunk_id=chunk.id, doc_id=doc_id)
            added.append(_row(hit, chunk, first.title, first.source))
            have.add(chunk.id)
    # each document's chunks where its own rows are, in reading order: a document's rows stay together
    last = {row.doc_id: i for i, row in enumerate(rows)}
    ordered: list[LookupRow] = []
    for i, row in enumerate(rows):
        if last[row.doc_id] != i:
            continue
        own = [r for r in rows if r.doc_id == row.doc_id] + [a for a in added if a.doc_id == row.doc_id]
        ordered.extend(sorted(own, key=lambda r: reading.get(r.chunk_id, -1)) if row.doc_id in prose else own)
    return ordered


def _with_glosses(deps: "Deps", rows: list[LookupRow], groups: list[str]) -> list[LookupRow]:
    """The rows, each table row with its table's column glosses (read once per table), and each code in it
    followed by what it stands for ("Tech: RM (Rhona Mayhew)")."""
    by_table: dict[str, dict[str, str]] = {}
    lists: dict[str, list] = {}
    for row in rows:
        if row.table_name is None:
            continue
        if row.table_name not in by_table:
            table = deps.catalog.table(row.table_name, groups)
            by_table[row.table_name] = {c.header: c.gloss for c in table.columns if c.gloss} if table else {}
            lists[row.table_name] = code_lists(deps, row.table_name)
        meanings, holds = code_meanings(deps, lists[row.table_name], row.text)
        row.text = with_meanings(row.text, meanings)
        row.glosses = holds | by_table[row.table_name]  # a note line's own gloss first
    return rows


def _row(hit: KeyHit, chunk: Chunk, title: str, source: str) -> LookupRow:
    loc = chunk.location
    others = [KeyValue(name=k.name, value=k.value) for k in chunk.keys if k.norm != hit.norm]
    return LookupRow(
        chunk_id=chunk.id, doc_id=chunk.doc_id, title=title, source=source, kind=chunk.kind,
        page=loc.page_start, page_end=loc.page_end, sheet=loc.sheet, row=hit.row or loc.row,
        section=loc.section, table_name=hit.table_name, matched_key=hit.name, matched_value=hit.value,
        other_keys=list({(k.name, k.value): k for k in others}.values()), text=chunk.text,
    )


def _digits(text: str) -> str:
    return "".join(ch for ch in text if ch.isdigit())


def _words(text: str) -> list[str]:
    return [w for w in simple_words(text) if len(w) > 1]


def similarity(query: str, candidate: str) -> float:
    """0..1: the best of character similarity, word-order-free similarity and word containment."""
    q_norm, c_norm = normalise_key(query), normalise_key(candidate)
    if _digits(q_norm) != _digits(c_norm):
        return 0.0  # IDs (and names with numbers) that differ in digits are different records
    q_words, c_words = _words(query), _words(candidate)
    direct = SequenceMatcher(None, q_norm, c_norm).ratio()
    unordered = SequenceMatcher(None, "".join(sorted(q_words)), "".join(sorted(c_words))).ratio()
    # "Brightwater" for "Brightwater Traders Ltd": every word typed is a whole word of the value
    contained = 0.9 if q_words and all(len(w) > 2 for w in q_words) and set(q_words) <= set(c_words) else 0.0
    return max(direct, unordered, contained)


def _fuzzy_values(norm: str, value: str, candidates: list[KeyHit]) -> list[str]:
    """Normalised values similar enough to `value`, best first, at most a few near the best."""
    scored: dict[str, float] = {}
    for hit in candidates:
        score = similarity(value, hit.value)
        if score >= FUZZY_MIN and score > scored.get(hit.norm, 0.0):
            scored[hit.norm] = score
    if not scored:
        return []
    best = max(scored.values())
    ranked = sorted((n for n, s in scored.items() if s >= best - 0.05), key=lambda n: -scored[n])
    return ranked[:_MAX_FUZZY_VALUES]
