"""The catalog's table records (and the relations between tables, and the document list), read once per
catalog state and shared by the SQL tools, the planner and the loop.

Reading every table with its columns costs tens of milliseconds with hundreds of tables; the records
only change when a document is ingested, so they are kept per catalog_stamp (one state at a time) and
filtered by the caller's groups on each use.
"""

import threading
from typing import Any

from tally.ingest.records import DocumentRecord, TableRecord
from tally.ingest.relations import Relation, relations_of
from tally.tools.table_index import catalog_stamp

_CACHE: dict[tuple, dict[str, TableRecord]] = {}
_LOCK = threading.Lock()


def table_records(catalog: Any, groups: list[str] | tuple[str, ...] | None,
                  stamp: tuple | None = None) -> dict[str, TableRecord]:
    """Name -> record of the tables visible to `groups` (None: every table), in name order."""
    key = stamp or catalog_stamp(catalog)
    with _LOCK:
        records = _CACHE.get(key)
    if records is None:
        every = sorted({g for d in catalog.documents(None) for g in d.groups})
        records = {r.name: r for r in catalog.tables(every)}
        with _LOCK:
            _CACHE.clear()
            _CACHE[key] = records
    if groups is None:
        return dict(records)
    allowed = set(groups)
    return {name: r for name, r in records.items() if allowed & set(r.groups)}


_RELATIONS: dict[tuple, dict[str, list[Relation]]] = {}


def table_relations(catalog: Any, stamp: tuple | None = None) -> dict[str, list[Relation]]:
    """Table name -> the relations whose first side is that table, read once per catalog state (one
    query per planned table cost ~4 ms each, about 8 per question over a 300-table store)."""
    key = stamp or catalog_stamp(catalog)
    with _LOCK:
        found = _RELATIONS.get(key)
    if found is None:
        found = {}
        for relation in relations_of(catalog.connection()):
            found.setdefault(relation.table, []).append(relation)
        with _LOCK:
            _RELATIONS.clear()
            _RELATIONS[key] = found
    return found


_DOCUMENTS: dict[tuple, list[DocumentRecord]] = {}


def document_records(catalog: Any, groups: list[str] | tuple[str, ...], stamp: tuple | None = None) -> list[DocumentRecord]:
    """The documents visible to `groups`, in the catalog's order, read once per catalog state (a refusal
    names them: reading 300 documents twice cost ~20 ms per refused question)."""
    key = stamp or catalog_stamp(catalog)
    with _LOCK:
        every = _DOCUMENTS.get(key)
    if every is None:
        every = catalog.documents(None)
        with _LOCK:
            _DOCUMENTS.clear()
            _DOCUMENTS[key] = every
    allowed = set(groups)
    return [d for d in every if allowed & set(d.groups)]
