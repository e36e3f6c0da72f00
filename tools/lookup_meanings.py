"""What a looked-up row's codes stand for, read from the code lists its columns refer to.

A job sheet writes its fitter as "TR" and its work as "ENG"; a Codes sheet beside it lists "TR | Tamsin
Roe" and "ENG | Engine service ...". Ingest records that the sheet's By and Op columns hold
values of those lists (ingest/relations.py); a lookup row then carries, per header, what its own value
stands for, so "who worked on W-1" can be answered with the person, not the initials; and the list's
header for those meanings says what the column holds ("Op" holds the kind of Work), as a sheet's note would.

A code list is a small table (tens of rows) whose referenced column is unique and holds short codes of
letters: a members or customers table the rows refer to by ID ("M0116") is a record of its own (followed by
another lookup), not a list of meanings.
"""

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tally.tools.table_records import table_records, table_relations

if TYPE_CHECKING:
    from tally.tools.deps import Deps

CODE_LIST_MAX_ROWS = 60
# "RT", "HAU", "MILL", "C01": a few letters, at most a two-digit serial after them; an ID's number is longer
_CODE = r"[A-Za-z]{1,4}[0-9]{0,2}"


@dataclass(frozen=True)
class CodeList:
    """A column of a table whose values are codes of a code list: where to read what each stands for."""
    header: str  # the referring column's header ("Op")
    table: str  # the code list
    code_column: str
    meaning_column: str
    meaning_header: str  # what the list calls its meanings ("Work"): what the referring column holds


def code_lists(deps: "Deps", table_name: str) -> list[CodeList]:
    """The code lists the columns of `table_name` refer to, among the caller's tables (read once per table
    per lookup: a few queries each)."""
    visible = table_records(deps.catalog, deps.groups)
    record = visible.get(table_name)
    if record is None:
        return []
    headers = {c.name: c.header for c in record.columns}
    found = []
    for relation in table_relations(deps.catalog).get(table_name, []):
        target = visible.get(relation.other_table)
        if target is None or relation.column not in headers or not _is_code_list(deps, target, relation.other_column):
            continue
        meaning = _meaning_column(deps, target, relation.other_column)
        if meaning is not None:
            found.append(CodeList(headers[relation.column], target.name, relation.other_column, meaning,
                                  next(c.header for c in target.columns if c.name == meaning)))
    return found


def code_meanings(deps: "Deps", lists: list[CodeList], text: str) -> tuple[dict[str, str], dict[str, str]]:
    """(header -> what the row's value under it stands for, header -> the code list's name for what the
    column holds: "Op" -> "Work"), for each of the table's `lists`; `text` is the row's "Header: value" lines."""
    values = dict(_fields(text))
    meanings: dict[str, str] = {}
    holds: dict[str, str] = {}
    for codes in lists:
        value = values.get(codes.header)
        if not value:
            continue
        found = deps.catalog.connection().execute(
            f'SELECT CAST("{codes.meaning_column}" AS TEXT) FROM "{codes.table}" '
            f'WHERE LOWER(TRIM(CAST("{codes.code_column}" AS TEXT))) = LOWER(TRIM(?)) LIMIT 2', [value]).fetchall()
        if len(found) == 1 and found[0][0] and found[0][0].strip().lower() != value.strip().lower():
            meanings[codes.header] = found[0][0].strip()
            holds[codes.header] = codes.meaning_header
    return meanings, holds


def _is_code_list(deps: "Deps", record: Any, code_column: str) -> bool:
    """A short table whose codes are a few letters ("TR", "ENG", "V01"): an abbreviation, where an ID carries
    a number ("M0116", "CU-0042") and names a record of its own (a member, a customer)."""
    if record.row_count > CODE_LIST_MAX_ROWS:
        return False
    codes, other = deps.catalog.connection().execute(
        f'SELECT COUNT("{code_column}"), COUNT(*) FILTER (WHERE NOT regexp_full_match('
        f'TRIM(CAST("{code_column}" AS TEXT)), \'{_CODE}\')) FROM "{record.name}"').fetchone()
    return bool(codes) and not other


def _meaning_column(deps: "Deps", record: Any, code_column: str) -> str | None:
    """The list's first text column other than its codes, when it tells every code apart: what each code
    stands for (a berth list's Pontoon, shared by many berths, stands for none of them)."""
    name = next((c.name for c in record.columns if c.name not in (code_column, "_row")
                 and c.type.upper() in ("VARCHAR", "TEXT")), None)
    if name is None:
        return None
    distinct, filled = deps.catalog.connection().execute(
        f'SELECT COUNT(DISTINCT "{name}"), COUNT("{name}") FROM "{record.name}"').fetchone()
    return name if filled and distinct == filled else None


def _fields(text: str) -> list[tuple[str, str]]:
    return [(label.strip(), value.strip()) for label, colon, value in
            (line.partition(":") for line in text.splitlines()) if colon and value.strip()]


def with_meanings(text: str, meanings: dict[str, str]) -> str:
    """The row's lines, each coded value followed by what it stands for ("By: TR (Tamsin Roe)")."""
    lines = []
    for line in text.splitlines():
        label, colon, value = line.partition(":")
        meaning = meanings.get(label.strip()) if colon else None
        lines.append(f"{line} ({meaning})" if meaning else line)
    return "\n".join(lines)
