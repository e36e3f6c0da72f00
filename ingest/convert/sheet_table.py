"""From a raw grid of cells (one sheet or CSV) to a clean table: header row found, blank rows skipped,
empty columns dropped; plus the deterministic per-sheet summary text.

A grid is a list of (sheet row number, cell values) with merged cells already filled in.
"""

import re
from collections.abc import Sequence
from datetime import date, datetime
from typing import Any

from pydantic import BaseModel

from tally.ingest.coerce import parse_number
from tally.ingest.keys import format_value

Grid = list[tuple[int, list[Any]]]

_HEADER_SCAN_ROWS = 30
_GENERIC_SHEET = re.compile(r"^(sheet|лист|table|data|tabelle|feuil|hoja)\s*\d*$", re.I)
_ID_SUFFIX = re.compile(r"\s*(id|no\.?|number|code|#|key)$", re.I)


class SheetTable(BaseModel):
    headers: list[str]
    rows: list[list[Any]]
    row_numbers: list[int]
    blank_rows_skipped: int
    above: list[tuple[int, str]] = []  # the lines over the header (sheet row, text): a title, notes, legends


def is_blank(value: Any) -> bool:
    return value is None or (isinstance(value, str) and not value.strip())


def free_text_lines(grid: Grid) -> list[tuple[int, str]] | None:
    """The sheet's lines when it is prose (one cell per row, sentence-like), else None."""
    filled = [(n, [v for v in cells if not is_blank(v)]) for n, cells in grid]
    filled = [(n, cells) for n, cells in filled if cells]
    if not filled or any(len(cells) > 1 for _, cells in filled):
        return None
    texts = [(n, format_value(cells[0])) for n, cells in filled]
    if sum(len(t) for _, t in texts) / len(texts) < 30:
        return None  # a one-column list of short values is a table, not prose
    return texts


def extract_table(grid: Grid) -> SheetTable | None:
    """The table in the grid, or None when there is no header row with data under it."""
    rows = [(n, [(v.strip() or None) if isinstance(v, str) else v for v in cells]) for n, cells in grid]
    rows = [(n, cells) for n, cells in rows if any(v is not None for v in cells)]
    header_at = _find_header(rows)
    if header_at is None:
        return None
    header_number = rows[header_at][0]
    header = rows[header_at][1]
    data = rows[header_at + 1 :]
    if not data:
        return None
    width = max(len(header), *(len(cells) for _, cells in data))
    columns = [c for c in range(width) if _cell(header, c) is not None or any(_cell(r, c) is not None for _, r in data)]
    # line breaks inside a header cell are layout, not meaning: "No. of\nEvents" -> "No. of Events"
    names = [" ".join(format_value(_cell(header, c)).split()) for c in columns]
    headers = _unique([name or f"Column {_letters(c)}" for name, c in zip(names, columns)])
    last = data[-1][0]
    blank = sum(1 for n, _ in grid if header_number < n <= last) - len(data)
    # model_construct: the fields are built right here; validation would copy every row once more
    return SheetTable.model_construct(
        headers=headers,
        rows=[[_cell(cells, c) for c in columns] for _, cells in data],
        row_numbers=[n for n, _ in data],
        blank_rows_skipped=blank,
        above=[(n, line) for n, cells in rows[:header_at] if (line := _line_text(cells))],
    )


def _line_text(cells: list[Any]) -> str:
    """A line's text: its filled cells in order, a merged title filled across the row said once."""
    return " ".join(dict.fromkeys(format_value(v) for v in cells if v is not None)).strip()


# A title says what the table is in a few words ("School visits register - spring term 2026"); a longer
# line over the header is a note or a legend.
_CAPTION_WORDS = 14


def caption_of(table: SheetTable) -> str | None:
    """The title line printed over the table's header, when its first line reads as one."""
    if not table.above:
        return None
    first = table.above[0][1]
    # a bracketed aside ("(one line per visit)") says how to read the table, not what it is
    named = re.sub(r"\([^()]*\)", " ", first)
    return first if len(named.split()) <= _CAPTION_WORDS and not first.rstrip().endswith(".") else None


# "Total", "Grand total", "Subtotal January 2026", "Week 45 subtotal", "March totals": a label that starts or
# ends with the word total.
_TOTAL_LABEL = re.compile(r"^(?:grand\s+|sub[-\s]?)?totals?\b|\b(?:sub[-\s]?)?totals?$", re.IGNORECASE)
_MIN_RECORDS = 4  # a short key/value sheet ("Subtotal", "VAT", "Total") is not a register with total lines


def without_summary_rows(table: SheetTable) -> SheetTable:
    """The table without its subtotal and total lines, for SQL and the sheet's summary: counts and sums over
    a register that prints a subtotal after each month would otherwise count every month twice. A summary
    line's only text is a label starting or ending with "total"; its other cells are figures or empty.
    The lines stay in the row chunks, where a reader looking for "the January subtotal" finds them."""
    keep = [i for i, row in enumerate(table.rows) if not _summary_line(row)]
    if len(keep) > _MIN_RECORDS and _adds_up(table.rows[keep[-1]], [table.rows[i] for i in keep[:-1]]):
        keep.pop()  # "ALL SITES Q1" closing the sheet: whatever its label, its figures are the column sums
    if len(keep) == len(table.rows) or len(keep) < _MIN_RECORDS:
        return table
    return SheetTable.model_construct(headers=table.headers, rows=[table.rows[i] for i in keep],
                                      row_numbers=[table.row_numbers[i] for i in keep],
                                      blank_rows_skipped=table.blank_rows_skipped, above=table.above)


_NOTE_WORDS = 4  # "Volunteer driver fee: GBP 12.50 per hour.": a sentence, not a first column's value


def without_notes(table: SheetTable) -> tuple[SheetTable, list[tuple[int, str]]]:
    """The table without the note lines written under it, and those lines (sheet row, text): a line that
    fills only its first cell with a sentence, below a table of three columns or more, is a note about the
    table ("Driver fee: GBP 12.50 per hour"), not a record whose other fields are blank."""
    end = len(table.rows)
    while end > 0 and len(table.headers) >= 3 and _note_line(table.rows[end - 1]):
        end -= 1
    if end == len(table.rows) or end == 0:
        return table, []
    notes = [(table.row_numbers[i], format_value(table.rows[i][0])) for i in range(end, len(table.rows))]
    return SheetTable.model_construct(headers=table.headers, rows=table.rows[:end], row_numbers=table.row_numbers[:end],
                                      blank_rows_skipped=table.blank_rows_skipped, above=table.above), notes


def _note_line(cells: list[Any]) -> bool:
    filled = [v for v in cells if v is not None]
    return (len(filled) == 1 and cells[0] is not None and isinstance(cells[0], str)
            and len(cells[0].split()) >= _NOTE_WORDS)


_MIN_SUMMED = 2  # figures that must each equal their column's sum: one could be a coincidence


def _adds_up(last: list[Any], above: list[list[Any]]) -> bool:
    """Whether the last line's figures are the sums of the lines above, column by column, with no first
    cell of its own kind (an ID like the rows' own would make it a record)."""
    summed = 0
    for column, value in enumerate(last):
        figure = parse_number(value) if not isinstance(value, bool) else None
        if figure is None or column == 0:
            continue
        total = sum(n for row in above if column < len(row) and (n := parse_number(row[column])) is not None
                    and not isinstance(row[column], bool))
        if abs(total - figure) > 0.005 * abs(total) + 0.01:
            return False
        summed += figure != 0  # zeros over zeros add up whatever the line is
    return summed >= _MIN_SUMMED


_COUNTED = re.compile(r"^\s*\d[\d,.]*\s+[^\W\d_]+\s*$")


def _summary_line(cells: list[Any]) -> bool:
    first = next((v for v in cells if v is not None), None)
    if type(first) is not str or not _TOTAL_LABEL.search(first):
        return False  # the label leads its line; a 300,000-row sheet is read here row by row
    # "14 visits" beside the figures is one more figure, counted in its unit
    texts = [v for v in cells if isinstance(v, str) and parse_number(v) is None and not _COUNTED.match(v)]
    if len(texts) != 1 or len(texts[0]) > 40 or not _TOTAL_LABEL.search(texts[0]):
        return False
    return any(v is not texts[0] and parse_number(v) is not None for v in cells)  # a figure to total


def _cell(cells: list[Any], index: int) -> Any:
    return cells[index] if index < len(cells) else None


def _find_header(rows: list[tuple[int, list[Any]]]) -> int | None:
    """First row that looks like a header: text labels, mostly distinct, about as wide as the data below.

    A merged title filled across the columns fails the distinctness test; a lone "exported on" line
    fails the width test. With no such row, the first row at least half as wide as the data is used
    (tables whose headers are numbers, e.g. years).
    """
    scan = rows[:_HEADER_SCAN_ROWS]
    for i, (_, cells) in enumerate(scan[:-1]):
        labels = [v for v in cells if v is not None]
        below = max(sum(v is not None for v in r) for _, r in rows[i + 1 : i + 11])
        if len(labels) < 2 or len(labels) < 0.5 * below:
            continue
        distinct = len(set(labels))
        # a merged title filled across the row repeats one value; real headers may repeat labels too
        # ("Votes" after each candidate, "First/Second" under four groups) but keep some variety
        if all(isinstance(v, str) for v in labels) and distinct >= 2 and distinct >= 0.25 * len(labels):
            return i + 1 if _headings_over_header(cells, scan[i + 1][1]) else i
    for i, (_, cells) in enumerate(scan[:-1]):
        below = max(sum(v is not None for v in r) for _, r in rows[i + 1 : i + 11])
        if sum(v is not None for v in cells) >= max(2, 0.5 * below):
            return i
    return None


def _headings_over_header(cells: list[Any], below: list[Any]) -> bool:
    """A band of group headings merged across the columns under them ("BOOKING", "VEHICLE & DRIVER") over
    the real header: this row repeats a label in neighbouring cells, and the row below is text labels
    that name every column apart and are as wide. Headers whose own labels repeat ("W", "L" under each
    year) keep the upper row, as before."""
    labels = [v for v in cells if v is not None]
    under = [v for v in below if v is not None]
    repeats = any(a is not None and a == b for a, b in zip(cells, cells[1:]))
    return (repeats and len(under) >= len(labels) and len(set(under)) == len(under)
            and all(isinstance(v, str) and parse_number(v) is None for v in under))


def _unique(headers: list[str]) -> list[str]:
    seen: dict[str, int] = {}
    out = []
    for header in headers:
        seen[header] = seen.get(header, 0) + 1
        out.append(header if seen[header] == 1 else f"{header} ({seen[header]})")
    return out


def _letters(index: int) -> str:
    letters = ""
    index += 1
    while index:
        index, rem = divmod(index - 1, 26)
        letters = chr(65 + rem) + letters
    return letters


def summarize(file_name: str, sheet: str, table: SheetTable, key_columns: Sequence[str]) -> str:
    """Deterministic description of a sheet for retrieval: purpose, size, columns with ranges and samples."""
    caption = caption_of(table)
    lines = [
        f"Sheet '{sheet}' of {file_name}" + (f", titled \"{caption}\"" if caption else "")
        + f": {_purpose(sheet, table.headers, key_columns)}",
        f"{len(table.rows)} data rows (sheet rows {table.row_numbers[0]}-{table.row_numbers[-1]}), "
        f"{len(table.headers)} columns: {', '.join(table.headers)}.",
    ]
    if key_columns:
        lines.append(f"Key columns: {', '.join(key_columns)}.")
    for index, header in enumerate(table.headers):
        lines.append(f"- {header}: {_describe([row[index] for row in table.rows])}")
    return "\n".join(lines)


def _purpose(sheet: str, headers: list[str], key_columns: Sequence[str]) -> str:
    if not _GENERIC_SHEET.match(sheet.strip()):
        subject = sheet.strip()
    elif key_columns:
        subject = _ID_SUFFIX.sub("", key_columns[0]).strip() + " records"
    else:
        subject = "records of " + ", ".join(headers[:3])
    per_row = f", one row per {key_columns[0]}" if key_columns else ""
    return f"probably a list of {subject.lower()}{per_row} (guessed from the sheet name and headers)."


def _describe(values: list[Any]) -> str:
    present = [v for v in values if v is not None]
    if not present:
        return "always empty"
    empty = f"; {len(values) - len(present)} empty" if len(present) < len(values) else ""
    numbers = [v for v in present if isinstance(v, (int, float)) and not isinstance(v, bool)]
    dates = [v for v in present if isinstance(v, (date, datetime))]
    if len(numbers) == len(present):
        total = sum(numbers)
        return f"numbers from {_num(min(numbers))} to {_num(max(numbers))}, sum {_num(total)}{empty}"
    if len(dates) == len(present):
        days = sorted(d if isinstance(d, datetime) else datetime.combine(d, datetime.min.time()) for d in dates)
        return f"dates from {format_value(days[0])} to {format_value(days[-1])}{empty}"
    distinct = list(dict.fromkeys(format_value(v) for v in dict.fromkeys(present)))
    if len(distinct) <= 8:
        return f"values {', '.join(distinct)}{empty}"
    return f"text, {len(distinct)} distinct, e.g. {', '.join(distinct[:3])}{empty}"


def _num(value: float) -> str:
    if isinstance(value, float) and not value.is_integer():
        return f"{value:,.2f}"
    return f"{int(value):,}"
