"""Key sheets: a sheet of a workbook that explains another sheet's columns and short codes.

A register saves width with short headers and codes and explains them once on a sheet of their own: a line
per column ("Rdy | date the job was marked ready; blank = still in the workshop") and a list per coded
column, one under another ("Bk - bike", then "RD | road bike") or side by side ("Sz | stands for", "Typ |
stands for", with "(blank)" saying what an empty cell means). Read as a table of its own it is worse than
useless: its rows are no records, and the SQL builder joined the register to it as if its cells were
values. Read as what it is, it says what each column holds (a gloss), what a blank cell means, and what
each code stands for: the facts a note line under the table gives (legends.py), reaching the register the
same way. The sheet is read as a grid, whatever its layout; its text stays searchable.
"""

import re
from typing import Any

from tally.ingest.convert.sheet_table import Grid, is_blank

_MIN_DESCRIBED = 3  # headers of the other sheet the key must explain, and at least half of them
MAX_KEY_ROWS = 500  # a sheet longer than this is a register, not the key to one (and is not scanned)
_CODE = re.compile(r"^[A-Z0-9][A-Za-z0-9/+-]{0,5}$")  # "RD", "EB", "FYB", "V1": a code as a register writes it
_BLANK = re.compile(r"^\(?\s*(?:blank|empty|none)\s*\)?$", re.IGNORECASE)  # "(blank)": what an empty cell means
_REMARK = re.compile(r"\s*\([^()]*\)")  # "Tomás Fennessy (apprentice)": what the person is, not who
_TITLE_JOIN = re.compile(r"^\s*(?:-|–|—|:|\()")  # "Bk - bike", "Pd: payment": a code list's title


def describes(grid: Grid, headers: list[str]) -> bool:
    """Whether the grid explains most of a table's headers (at least three): each written in a cell with
    what it holds, in words, to its right, or heading a list of codes."""
    if len(grid) > MAX_KEY_ROWS:
        return False
    wanted = {_norm(h) for h in headers if not is_blank(h)}
    explained = {_norm(h) for h, _ in _column_lines(grid, headers)} | {_norm(h) for h, _ in _code_blocks(grid, headers)}
    return len(explained) >= _MIN_DESCRIBED and 2 * len(explained & wanted) >= len(wanted)


def column_notes(grid: Grid, headers: list[str]) -> list[str]:
    """Note lines as a note under a table writes them: "Rdy = date the job was marked ready; blank = still
    in the workshop.", and "Wtr blank = no water at the plot." from a code list's "(blank)" line."""
    said: dict[str, str] = {}
    for header, meaning in _column_lines(grid, headers):
        if len(meaning) > len(said.get(header, "")):  # the column's own line, not a list's "stands for"
            said[header] = meaning
    notes = [f"{header} = {meaning.rstrip('.')}." for header, meaning in said.items()]
    for header, codes in _code_blocks(grid, headers):
        blank = next((meaning for code, meaning in codes if _BLANK.match(code)), None)
        if blank:
            notes.append(f"{header} blank = {blank.rstrip('.')}.")
    return notes


def code_lists(grid: Grid, headers: list[str]) -> list[dict[str, str]]:
    """The key's code lists, code -> what it stands for, one per list under a header or a list title."""
    lists = []
    for _, codes in _code_blocks(grid, headers):
        found = {code: _REMARK.sub("", meaning).strip() or meaning for code, meaning in codes if not _BLANK.match(code)}
        if len(found) >= 2:
            lists.append(found)
    return lists


def key_text(grid: Grid) -> str:
    """The sheet as lines, for search: "Rdy: date the job was marked ready ...", "RD: road / racer"."""
    lines = []
    for _, cells in grid:
        filled = [str(v).strip() for v in cells if not is_blank(v)]
        if filled:
            lines.append(": ".join([filled[0], " ".join(filled[1:])]) if len(filled) > 1 else filled[0])
    return "\n".join(lines)


def _column_lines(grid: Grid, headers: list[str]) -> list[tuple[str, str]]:
    """(header, what the cell to its right says it holds) for each cell naming a header with words (two or
    more) beside it; a register's own header row ("Sz | Typ | Wtr") has none."""
    wanted = {_norm(h): h.strip() for h in headers if not is_blank(h)}
    found = []
    for _, cells in grid:
        for c, cell in enumerate(cells[:-1]):
            header = wanted.get(_norm(cell)) if not is_blank(cell) else None
            meaning = _text(cells[c + 1]) if header else ""
            if header and len(meaning.split()) >= 2 and _norm(meaning) not in wanted:
                found.append((header, meaning))
    return found


def _code_blocks(grid: Grid, headers: list[str]) -> list[tuple[str, list[tuple[str, str]]]]:
    """(header, [(code, meaning), ...]) for each list of codes in a pair of columns under a cell naming the
    header ("Sz" over "F | full plot", or a title "Bk - bike"): code rows down to the first that is none."""
    wanted = {_norm(h): h.strip() for h in headers if not is_blank(h)}
    rows = [cells for _, cells in grid]
    blocks = []
    for r, cells in enumerate(rows):
        for c, cell in enumerate(cells):
            header = _titled(cell, wanted) if not is_blank(cell) else None
            if header is None:
                continue
            codes = []
            for below in rows[r + 1:]:
                code = _text(below[c]) if c < len(below) else ""
                meaning = _text(below[c + 1]) if c + 1 < len(below) else ""
                if not (code and _worded(meaning) and (_CODE.match(code) or _BLANK.match(code))):
                    break  # the list ends; a register's own rows ("F | CM") pair codes with codes
                codes.append((code, meaning))
            if len(codes) >= 2:
                blocks.append((header, codes))
    return blocks


def _worded(meaning: str) -> bool:
    """Whether a code's meaning is said in words ("card", "road / racer"), not as another code or a number."""
    return bool(re.search(r"[a-z]{2}", meaning)) and not _CODE.match(meaning)


def _titled(cell: Any, wanted: dict[str, str]) -> str | None:
    """The header a cell names alone ("Sz") or as a list's title ("Bk - bike")."""
    text = _norm(cell)
    if text in wanted:
        return wanted[text]
    for key, header in wanted.items():
        if text.startswith(key) and _TITLE_JOIN.match(text[len(key):]):
            return header
    return None


def _text(value: Any) -> str:
    return "" if is_blank(value) else " ".join(str(value).split())


def _norm(value: Any) -> str:
    return " ".join(str(value).split()).casefold()
