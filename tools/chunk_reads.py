"""Chunks by id for search: from the index's payload copy (ingest/index/payload.py), and from the
catalog only for points written without one.

A search reads its candidates and their expansion (split parts, neighbours) by id. The catalog
answers a list of ids with a scan (~3 ms CPU per read at 10k chunks, ~4-7 ms at 100k); the index
fetches points by id in ~0.3 ms (more at 100k), with each point's BM25 terms, which spare the floor and the reranker from
tokenising the candidates again.

Copies are kept per read-only store, as the catalog keeps its rows: while a reader holds the catalog
read-only no tally process can write the store (DuckDB allows one writer or many readers, and ingest
writes the catalog and the index together), so a copy cannot go stale. A writable store is read afresh
every time. Every read applies the caller's filter, kept copies included.
"""

from typing import TYPE_CHECKING
from weakref import WeakKeyDictionary

from tally.ingest.index.base import IndexFilter
from tally.ingest.index.payload import chunk_from_payload
from tally.ingest.models import Chunk

if TYPE_CHECKING:
    from tally.ingest.catalog import Catalog
    from tally.tools.deps import Deps
    from tally.tools.retrieve import Retrieved

Copy = tuple[Chunk, frozenset[int]]  # a chunk and the sparse indices of its BM25 vector
_ENTRIES = 50_000  # per store, as the catalog's own cache; ~1-2 KB each
_KEPT: "WeakKeyDictionary[Catalog, dict[str, Copy]]" = WeakKeyDictionary()


def _kept(deps: "Deps") -> dict[str, Copy] | None:
    catalog = deps.catalog
    if not getattr(catalog, "read_only", False):
        return None
    try:
        return _KEPT.setdefault(catalog, {})
    except TypeError:  # a catalog stand-in that cannot be weakly referenced: keep nothing
        return None


def _passes(chunk: Chunk, flt: IndexFilter) -> bool:
    if not set(flt.groups).intersection(chunk.groups):
        return False
    if flt.doc_ids is not None and chunk.doc_id not in flt.doc_ids:
        return False
    return flt.kinds is None or chunk.kind in flt.kinds


def index_copies(deps: "Deps", ids: list[str], flt: IndexFilter) -> dict[str, Copy]:
    """The index's copies of these chunks that `flt` lets through (points without a copy are absent)."""
    kept = _kept(deps)
    wanted = list(dict.fromkeys(i for i in ids if i))
    found: dict[str, Copy] = {}
    missing = wanted
    if kept is not None:
        missing = []
        for i in wanted:
            copy = kept.get(i)  # one get: another thread may clear the dict between two lookups
            if copy is None:
                missing.append(i)
            elif _passes(copy[0], flt):
                found[i] = copy
    fetched: dict[str, Copy] = {}
    for hit in deps.index.fetch(missing, flt) if missing else []:
        chunk = chunk_from_payload(hit.id, hit.payload)
        if chunk is not None:
            fetched[hit.id] = (chunk, frozenset(hit.terms or ()))
    if kept is not None and fetched:
        if len(kept) + len(fetched) > _ENTRIES:
            kept.clear()  # bounded memory; a full store of copies is refilled by the searches that need it
        kept.update(fetched)
    return found | fetched


def retrieved_chunks(deps: "Deps", hits: list["Retrieved"]) -> dict[str, Chunk]:
    """The chunk of every hit: the copy the hit brought from the index, else one catalog read."""
    chunks = {hit.id: hit.chunk for hit in hits if hit.chunk is not None}
    missing = [hit.id for hit in hits if hit.chunk is None]
    if missing:
        chunks.update((c.id, c) for c in deps.catalog.chunks(missing, list(deps.groups)))
    return {hit.id: chunks[hit.id] for hit in hits if hit.id in chunks}


def read_chunks(deps: "Deps", ids: list[str], groups: list[str]) -> list[Chunk]:
    """Chunks visible to `groups`, in the order of `ids` (unknown ids are left out)."""
    wanted = list(dict.fromkeys(i for i in ids if i))
    if not wanted:
        return []
    found = {i: chunk for i, (chunk, _) in index_copies(deps, wanted, IndexFilter(groups=groups)).items()}
    rest = [i for i in wanted if i not in found]
    if rest:  # points without a copy, ids the index does not have, or chunks the groups hide
        found.update((c.id, c) for c in deps.catalog.chunks(rest, groups))
    return [found[i] for i in wanted if i in found]
