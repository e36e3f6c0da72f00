"""Key sheets: a sheet of a workbook that explains another sheet's columns and short codes.

A register saves width with short headers and codes and explains them once on a sheet of their own: one
line per column ("Rdy | date the job was marked ready; blank = still in the workshop"), then a titled list
per coded column ("Bk - bike", then "RD | road bike", "EB | e-bike"). Read as a table of its own it is
worse than useless: its rows are no records, and the SQL builder joined the register to it as if its
"Column" cells were values. Read as what it is, it says what each column holds (a gloss), what a blank
cell means, and what each code stands for: the same facts a note line under the table gives
(legends.py), so they reach the register the same way. The sheet's text stays searchable.
"""

import re
from typing import Any

from tally.ingest.convert.sheet_table import SheetTable, is_blank

_MIN_DESCRIBED = 3  # headers of the other sheet the key must name, and at least half of them
_CODE = re.compile(r"^[A-Z0-9][A-Za-z0-9/+-]{0,5}$")  # "RD", "EB", "FYB", "V1": a code as a register writes it
_REMARK = re.compile(r"\s*\([^()]*\)")  # "Tomás Fennessy (apprentice)": what the person is, not who


def describes(key: SheetTable, headers: list[str]) -> bool:
    """Whether the key sheet's first column names most of a table's headers (at least three)."""
    if len(key.headers) < 2:
        return False
    wanted = {_norm(h) for h in headers if not is_blank(h)}
    named = {_norm(row[0]) for row in key.rows if row and not is_blank(row[0])} & wanted
    return len(named) >= _MIN_DESCRIBED and 2 * len(named) >= len(wanted)


def column_notes(key: SheetTable, headers: list[str]) -> list[str]:
    """One note line per described column, as a note under a table writes it: "Rdy = date the job was
    marked ready; blank = still in the workshop."."""
    wanted = {_norm(h): h for h in headers if not is_blank(h)}
    notes = []
    for row in key.rows:
        header = wanted.get(_norm(row[0])) if row and not is_blank(row[0]) else None
        said = _text(row[1:])
        if header and said:
            # a full stop ends each, as in a note line: what one says of its column stops there
            notes.append(f"{header.strip()} = {said.rstrip('.')}.")
    return notes


def code_lists(key: SheetTable) -> list[dict[str, str]]:
    """The key's code lists, code -> what it stands for: runs of code rows, each run ended by a title row
    (a first cell alone, "Bk - bike") or by a row that is no code."""
    lists: list[dict[str, str]] = []
    current: dict[str, str] = {}
    for row in key.rows:
        first, said = (str(row[0]).strip() if row and not is_blank(row[0]) else ""), _text(row[1:])
        if first and said and _CODE.match(first):
            current[first] = _REMARK.sub("", said).strip() or said
            continue
        if len(current) >= 2:
            lists.append(current)
        current = {}
    if len(current) >= 2:
        lists.append(current)
    return lists


def key_text(key: SheetTable) -> str:
    """The sheet as lines, for search: "Rdy: date the job was marked ready ...", "Bk - bike", "RD: road"."""
    lines = [text for _, text in key.above]
    lines.append(" | ".join(key.headers))
    for row in key.rows:
        cells = [str(v).strip() for v in row if not is_blank(v)]
        if cells:
            lines.append(": ".join([cells[0], " ".join(cells[1:])]) if len(cells) > 1 else cells[0])
    return "\n".join(lines)


def _text(cells: list[Any]) -> str:
    return " ".join(str(v).strip() for v in cells if not is_blank(v))


def _norm(value: Any) -> str:
    return " ".join(str(value).split()).casefold()
