"""The months the visible tables' dates run over, as text a period check reads ("2026-07 2026-08 ...").

A refusal says which period the question names that nothing the caller can see mentions. A register's
title need not name every month it holds ("visits_mar-may_2026" holds April too), while its date
column does: so the dated tables' spans count as mentioning their months. Read once per catalog state.
"""

import threading
from datetime import datetime
from typing import Any

from tally.tools.table_index import catalog_stamp
from tally.tools.table_records import table_records

_DATE_TYPES = ("DATE", "TIMESTAMP")
_MOST_MONTHS = 600  # fifty years of months per column: a wider span is a column of birth dates, not a period
_CACHE: dict[tuple, dict[str, list[str]]] = {}
_LOCK = threading.Lock()


def covered_months(catalog: Any, groups: list[str] | tuple[str, ...]) -> str:
    """"YYYY-MM" of every month from the first to the last date of each dated table `groups` can see."""
    key = catalog_stamp(catalog)
    with _LOCK:
        spans = _CACHE.get(key)
    if spans is None:
        spans = {name: _months(catalog, record) for name, record in table_records(catalog, None, key).items()}
        with _LOCK:
            _CACHE.clear()
            _CACHE[key] = spans
    visible = table_records(catalog, groups, key)
    return " ".join(dict.fromkeys(m for name in visible for m in spans.get(name, ())))


def _months(catalog: Any, record: Any) -> list[str]:
    months: list[str] = []
    for column in record.columns:
        if not column.type.upper().startswith(_DATE_TYPES):
            continue
        low, high = catalog.connection().execute(
            f"SELECT MIN({_quoted(column.name)}), MAX({_quoted(column.name)}) "
            f"FROM {_quoted(record.name)}").fetchone()
        if low is None or high is None:
            continue
        low, high = (v.date() if isinstance(v, datetime) else v for v in (low, high))
        first, last = low.year * 12 + low.month - 1, high.year * 12 + high.month - 1
        if 0 <= last - first <= _MOST_MONTHS:
            months += [f"{m // 12:04d}-{m % 12 + 1:02d}" for m in range(first, last + 1)]
    return months



def _quoted(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'
