"""Token-safe second pass, and the final numbering of a document's chunks.

Every chunk must fit the embedding model's own input limit (counted with its tokenizer, never in
characters) with a safety margin, or the model silently truncates it and the tail becomes unfindable.
An oversize chunk is split at sentence boundaries, table lines kept whole (and a table's header line
repeated in every part), with about one sentence of overlap; each part says `part i/n` in its
breadcrumbs and lists all its siblings so search can put the section back together.

Speed: an exact count runs the model's tokenizer (pure Python for USE, ~0.3 ms per row chunk). When the
embedder offers a cheap upper bound (`upper_bound(text) >= count_tokens(text)` always), a text whose bound
is within the limit fits without counting; only the others are counted exactly, so results are the same.
"""

import hashlib
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace

from tally.ingest.markdown_lines import LIST_MARKER as _LIST_ITEM, TABLE_RULE as _TABLE_RULE
from tally.ingest.models import Chunk, Document, chunk_id_for

CountTokens = Callable[[str], int]
Fits = Callable[[str, int], bool]  # does the text have at most this many tokens?

# Placeholder ids of split parts until finalize() numbers the document; never stored.
_TEMP_PREFIX = "split:"
_SENTENCE_END = re.compile(r"(?<=[.!?…])[\"')\]]*\s+(?=[\"'(\[]?[A-ZА-ЯЁ0-9])")
_TABLE_LINE = re.compile(r"^\s*\|.*\||\S.*\s\|\s\S")
# Headings and admonition fences (`:::tip`) stand on their own line; glued to the next paragraph they
# would read as one sentence ("### Valuation Method This can be used...").
_OWN_LINE = re.compile(r"^\s*(#{1,6}\s|:::)")
# Room for the widest label while packing, so the real label never pushes a part over the limit.
_LABEL_PLACEHOLDER = "part 999/999"


@dataclass
class _Unit:
    text: str
    sep: str  # joins this unit to the previous one: " " inside a paragraph, "\n" or "\n\n" otherwise
    sentence: bool  # prose sentences may be repeated as overlap; table lines may not
    header: "_Unit | None" = None  # for a table line: its table's header, repeated when a part starts here
    fresh: bool = True  # False for repeated material (overlap sentence, repeated header)


def split_oversize(
    chunks: list[Chunk], count_tokens: CountTokens, max_tokens: int, margin: float,
    upper_bound: CountTokens | None = None, embedded: Callable[[Chunk], bool] | None = None,
) -> list[Chunk]:
    return [part for parts in _split_each(chunks, count_tokens, max_tokens, margin, upper_bound, embedded)
            for part in parts]


def _split_each(
    chunks: list[Chunk], count_tokens: CountTokens, max_tokens: int, margin: float,
    upper_bound: CountTokens | None, embedded: Callable[[Chunk], bool] | None,
) -> Iterator[list[Chunk]]:
    """The parts of each chunk in turn (the chunk itself when it fits)."""
    limit = int(max_tokens * margin)
    if limit < 16:
        raise ValueError(f"token limit {max_tokens} x margin {margin} leaves no room for text")
    fits = _fits(count_tokens, upper_bound)
    for group, chunk in enumerate(chunks):
        # a 300,000-row sheet's rows are ~250 characters, past USE's cheap bound: counting them exactly
        # was 170 s of CPU for rows that get no dense vector at all
        if (embedded is not None and not embedded(chunk)) or fits(chunk.embedding_text(), limit):
            yield [chunk]
        else:
            yield _split_chunk(chunk, group, count_tokens, fits, limit)


def _fits(count_tokens: CountTokens, upper_bound: CountTokens | None) -> Fits:
    if upper_bound is None:
        return lambda text, limit: count_tokens(text) <= limit
    return lambda text, limit: upper_bound(text) <= limit or count_tokens(text) <= limit


def finalize(
    doc: Document, count_tokens: CountTokens, max_tokens: int, margin: float, upper_bound: CountTokens | None = None,
    embedded: Callable[[Chunk], bool] | None = None, reuse_chunks: bool = False,
) -> Document:
    """Split oversize chunks, then give every chunk its position, stable id, sibling and neighbour ids,
    content hash and the document's access groups. Chunks `embedded` says are never embedded (a big
    sheet's late rows) are not split: only the dense embedder has an input limit. `reuse_chunks`: the
    caller drops `doc`, so its chunks are numbered in place instead of copied (a big sheet's memory).

    A sheet's rows still in `doc.lazy_rows` (never embedded, never split) get their positions here: each
    source's `base`; ingest/chunk_stream.py numbers its chunks the same way when it builds them."""
    chunks: list[Chunk] = []
    starts: list[int] = []  # where each original chunk's parts begin in `chunks`
    for parts in _split_each(doc.chunks, count_tokens, max_tokens, margin, upper_bound, embedded):
        starts.append(len(chunks))
        chunks.extend(parts)
    starts.append(len(chunks))
    # positions: the chunks before a lazy source, then its rows, and so on
    lazy_at = [starts[source.after] for source in doc.lazy_rows]
    total = len(chunks) + sum(len(source) for source in doc.lazy_rows)
    skipped = 0
    positions = []
    for index in range(len(chunks)):
        while skipped < len(lazy_at) and lazy_at[skipped] <= index:
            skipped += 1
        positions.append(index + sum(len(source) for source in doc.lazy_rows[:skipped]))
    for i, source in enumerate(doc.lazy_rows):
        source.base = lazy_at[i] + sum(len(s) for s in doc.lazy_rows[:i])
    real_id = {chunk.id: chunk_id_for(doc.id, positions[i]) for i, chunk in enumerate(chunks)
               if chunk.id.startswith(_TEMP_PREFIX)}
    final: list[Chunk] = []
    for chunk, pos in zip(chunks, positions, strict=True):
        update = numbering(doc, pos, total)
        update["sibling_ids"] = [real_id.get(s, s) for s in chunk.sibling_ids]
        if reuse_chunks:
            chunk.__dict__.update(update)  # the same fields model_copy(update=...) sets, without the copy
            updated = chunk
        else:
            updated = chunk.model_copy(update=update)
        updated.content_hash = hashlib.sha256(updated.embedding_text().encode()).hexdigest()
        final.append(updated)
    return doc.model_copy(update={"chunks": final})


def numbering(doc: Document, pos: int, total: int) -> dict[str, object]:
    """The fields that place a chunk at `pos` of a document of `total` chunks."""
    return {
        "id": chunk_id_for(doc.id, pos),
        "doc_id": doc.id,
        "position": pos,
        "prev_id": chunk_id_for(doc.id, pos - 1) if pos > 0 else None,
        "next_id": chunk_id_for(doc.id, pos + 1) if pos + 1 < total else None,
        "groups": list(doc.groups),
    }


def _split_chunk(chunk: Chunk, group: int, count_tokens: CountTokens, fits: Fits, limit: int) -> list[Chunk]:
    overhead = count_tokens(" > ".join([*chunk.breadcrumbs, _LABEL_PLACEHOLDER]) + "\n")
    budget = limit - overhead
    if budget < 8:
        raise ValueError(f"breadcrumbs of '{chunk.location.section}' alone exceed the token limit {limit}")
    parts = _pack(_units(chunk.text, chunk.kind), count_tokens, fits, budget)
    n = len(parts)
    temp_ids = [f"{_TEMP_PREFIX}{group}:{i}" for i in range(1, n + 1)]
    out = []
    for i, text in enumerate(parts, start=1):
        keys = [k for k in chunk.keys if k.value in text]
        if i == 1:  # a key written differently from its value (e.g. a number) stays on the first part
            keys += [k for k in chunk.keys if not any(k.value in p for p in parts)]
        out.append(
            chunk.model_copy(
                update={
                    "id": temp_ids[i - 1],
                    "text": text,
                    "breadcrumbs": [*chunk.breadcrumbs, f"part {i}/{n}"],
                    "part": (i, n),
                    "sibling_ids": list(temp_ids),
                    "keys": keys,
                }
            )
        )
    return out


def _pack(units: list[_Unit], count_tokens: CountTokens, fits: Fits, budget: int) -> list[str]:
    """Greedy packing into parts of at most `budget` tokens. A part that starts inside a table starts with
    the table's header; one that starts inside prose repeats the previous part's last sentence."""
    pieces: list[_Unit] = []
    header_tokens: dict[int, int] = {}  # every line of a table shares its header: count it once
    for unit in units:
        room = budget
        if unit.header:
            key = id(unit.header)
            if key not in header_tokens:
                header_tokens[key] = count_tokens(unit.header.text)
            room -= header_tokens[key] + 1
        pieces += _fit(unit, fits, room)
    parts: list[str] = []
    current: list[_Unit] = []
    for unit in pieces:
        if current and not fits(_join(current + [unit]), budget) and any(u.fresh for u in current):
            parts.append(_join(current))
            previous = current[-1]
            current = [_Unit(unit.header.text, "", False, fresh=False)] if unit.header else []
            if not unit.header and previous.sentence:
                overlap = _Unit(previous.text, "", True, fresh=False)
                if fits(_join([overlap, unit]), budget):
                    current = [overlap]
            unit = replace(unit, sep=("\n" if unit.header else unit.sep or " ") if current else "")
        current.append(unit)
    if any(u.fresh for u in current):
        parts.append(_join(current))
    return parts


def _fit(unit: _Unit, fits: Fits, budget: int) -> list[_Unit]:
    """A unit that alone exceeds the budget (a run-on sentence, a huge table line) is cut at word breaks."""
    if fits(unit.text, budget):
        return [unit]
    pieces: list[_Unit] = []
    words: list[str] = []
    for word in unit.text.split(" "):
        if words and not fits(" ".join(words + [word]), budget):
            pieces.append(_Unit(" ".join(words), unit.sep if not pieces else " ", False, unit.header))
            words = []
        words.append(word)
    if words:
        pieces.append(_Unit(" ".join(words), unit.sep if not pieces else " ", False, unit.header))
    return pieces


def _units(text: str, kind: str) -> list[_Unit]:
    """Table lines whole (each knowing its table's header); list items whole; prose paragraphs cut into
    sentences; paragraph breaks remembered."""
    units: list[_Unit] = []
    paragraph: list[str] = []
    sep = ""
    lines = text.split("\n")
    header: _Unit | None = None
    skip_rule = False

    def flush() -> None:
        nonlocal sep
        if paragraph:
            for j, sentence in enumerate(_SENTENCE_END.split(" ".join(paragraph))):
                if sentence.strip():
                    units.append(_Unit(sentence.strip(), sep if j == 0 else " ", True))
            paragraph.clear()
            sep = "\n"

    in_list = False
    for index, line in enumerate(lines):
        if kind in ("table", "row"):
            # PDF table chunks: the first line is the header of every other line
            units.append(_Unit(line, "\n" if units else "", False, header if kind == "table" else None))
            header = header or units[0]
        elif not line.strip():
            flush()
            sep = "\n\n" if units else ""
            in_list = False
            header = None
        elif skip_rule:
            skip_rule = False  # the rule under a Markdown table header, already part of the header unit
        elif _TABLE_LINE.match(line):
            flush()
            following = lines[index + 1] if index + 1 < len(lines) else ""
            if _TABLE_RULE.match(following) and not _TABLE_RULE.match(line):
                header = _Unit(f"{line.rstrip()}\n{following.rstrip()}", sep if units else "", False)
                units.append(header)
                skip_rule = True
            else:
                units.append(_Unit(line.rstrip(), sep if units else "", False, header))
            sep = "\n"
        elif in_list and line[:1] in (" ", "\t") and not _LIST_ITEM.match(line):
            units[-1].text += " " + line.strip()  # a wrapped list item continues on an indented line
        elif _OWN_LINE.match(line):
            flush()
            in_list = False
            units.append(_Unit(line.rstrip(), sep if units else "", True))
            sep = "\n"
        elif _LIST_ITEM.match(line):
            flush()
            in_list = True
            units.append(_Unit(line.rstrip(), sep if units else "", True))
            sep = "\n"
        else:
            paragraph.append(line.strip())
            in_list = False
    flush()
    return units


def _join(units: list[_Unit]) -> str:
    return "".join((unit.sep if i else "") + unit.text for i, unit in enumerate(units))
