"""The catalog's table records, read once per catalog state and shared by the SQL tools and the planner.

Reading every table with its columns costs tens of milliseconds with hundreds of tables; the records
only change when a document is ingested, so they are kept per catalog_stamp and filtered by the
caller's groups on each use.
"""

import threading
from typing import Any

from tally.ingest.records import TableRecord
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
