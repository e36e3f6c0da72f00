"""Expansion: turn seeds into readable context.

For each seed: all parts of its split section, in order; a few neighbouring chunks before and after;
and, when the question names a key, the rows that key links to in other files. Every chunk is read
with the caller's groups (tools/chunk_reads.py), so expansion can never pull in a forbidden chunk.
"""

from dataclasses import dataclass
from typing import TYPE_CHECKING


from tally.ingest.models import Chunk
from tally.tools.chunk_reads import read_chunks
from tally.tools.ids import id_norms
from tally.tools.retrieve import chunk_id_norms
from tally.tools.search_models import Via

if TYPE_CHECKING:
    from tally.tools.deps import Deps

# Spreadsheet rows and sheet summaries are whole records: the rows next to one are other records,
# which would only bring foreign IDs and numbers into the context.
_NO_NEIGHBOURS = frozenset({"row", "summary"})
_KEY_HITS_PER_VALUE = 4
_MAX_KEY_ITEMS = 8
# A key value found in more other documents than this is boilerplate shared by a template (a bank
# account fragment, "Delivery charge"), not a link between two records: it is not followed.
_MAX_LINKED_DOCS = 1


@dataclass(slots=True)
class Expanded:
    chunk: Chunk
    via: Via
    score: float | None = None  # reranker score, seeds only


def expand(deps: "Deps", seeds: list[tuple[Chunk, float]], query: str) -> list[Expanded]:
    """Seeds plus their siblings, neighbours and key-linked rows, deduplicated (first reason wins)."""
    groups = list(deps.groups)
    out: dict[str, Expanded] = {chunk.id: Expanded(chunk=chunk, via="seed", score=score) for chunk, score in seeds}
    seed_chunks = [chunk for chunk, _ in seeds]
    _add(out, _fetch(deps, [sid for c in seed_chunks if len(c.sibling_ids) > 1 for sid in c.sibling_ids], groups), "sibling")
    section_ends = [_section_ends(c, out) for c in seed_chunks if c.kind not in _NO_NEIGHBOURS]
    _add(out, _neighbours(deps, section_ends, groups), "neighbour")
    _add(out, _key_links(deps, seed_chunks, query, groups), "key")
    return list(out.values())


def _add(out: dict[str, Expanded], chunks: list[Chunk], via: Via) -> None:
    for chunk in chunks:
        out.setdefault(chunk.id, Expanded(chunk=chunk, via=via))


def _fetch(deps: "Deps", ids: list[str], groups: list[str]) -> list[Chunk]:
    return read_chunks(deps, ids, groups)


def _section_ends(seed: Chunk, known: dict[str, Expanded]) -> tuple[Chunk, Chunk]:
    """First and last part of the seed's section (the seed itself when it was not split)."""
    parts = [known[i].chunk for i in seed.sibling_ids if i in known] or [seed]
    return parts[0], parts[-1]


def _neighbours(deps: "Deps", ends: list[tuple[Chunk, Chunk]], groups: list[str]) -> list[Chunk]:
    """Walk prev/next links from each section's ends: ceil(b/2) chunks before, floor(b/2) after."""
    budget = deps.settings.neighbour_budget
    before, after = (budget + 1) // 2, budget // 2
    found: list[Chunk] = []
    frontier = [(first, "prev", before) for first, _ in ends] + [(last, "next", after) for _, last in ends]
    while frontier:
        wanted = {
            (chunk.prev_id if way == "prev" else chunk.next_id): (way, left - 1)
            for chunk, way, left in frontier
            if left > 0 and (chunk.prev_id if way == "prev" else chunk.next_id)
        }
        fetched = _fetch(deps, list(wanted), groups)
        found.extend(fetched)
        frontier = [(chunk, *wanted[chunk.id]) for chunk in fetched]
    return found


def _key_links(deps: "Deps", seeds: list[Chunk], query: str, groups: list[str]) -> list[Chunk]:
    """Rows the query's keys point at anywhere, and rows in OTHER files linked by the other keys of
    those rows (order row -> its customer's row in the customers workbook)."""
    q_norms = id_norms(query)
    if not q_norms:
        return []
    direct_ids = [
        hit.chunk_id for norm in sorted(q_norms) for hit in deps.catalog.find_keys(norm, groups)[:_KEY_HITS_PER_VALUE]
    ]
    direct = _fetch(deps, direct_ids, groups)
    holders = {c.id: c for c in [*seeds, *direct] if q_norms & chunk_id_norms(c)}
    linked_ids: list[str] = []
    for holder in holders.values():
        for key in holder.keys:
            if key.norm in q_norms or not key.norm:
                continue
            # a customer name on 1,200 rows of its own sheet: only the other documents' rows are read
            hits = deps.catalog.find_keys(key.norm, groups, other_than_doc=holder.doc_id)
            if len({h.doc_id for h in hits}) > _MAX_LINKED_DOCS:
                continue
            linked_ids += [h.chunk_id for h in hits[:_KEY_HITS_PER_VALUE]]
    return [*direct, *_fetch(deps, linked_ids, groups)][:_MAX_KEY_ITEMS]
