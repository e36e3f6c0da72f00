"""Key tables stacked under a sheet's main table.

A sheet of codes often lists, under its main table and after a blank row, small tables of its own with a
header of their own ("Sp | Species", then "K9 | dog", "FEL | cat"): what the short codes of another
sheet's columns stand for. Read as rows of the main table they are records with wrong fields ("Sp" a
code, "Species" a procedure); read as tables of their own, ingest links them to the columns that write
the codes (relations) and a question naming "cats" reaches the rows coded FEL.
"""

from typing import Any

from tally.ingest.convert.sheet_table import SheetTable

_MAX_LABEL_WORDS = 3
_MAX_CAPTION_WORDS = 6
_CAPTIONED_LABEL_WORDS = 5  # a caption over the header is evidence enough for longer labels


def split_stacked(table: SheetTable) -> list[SheetTable]:
    """The main table, then each table stacked under it: a row after a blank line (and, if the sheet names
    the table, its one-cell caption: "Riders") that fills fewer columns than the main header with short
    distinct text labels, over rows filling those same columns. A stacked table keeps its caption above it."""
    gap = [i > 0 and table.row_numbers[i] > table.row_numbers[i - 1] + 1 for i in range(len(table.rows))]
    # (where the part above ends, its header row, its caption row or None)
    starts = [(i, i, None) for i in range(1, len(table.rows) - 1) if gap[i] and _sub_header(table, i)]
    starts += [(i, i + 1, i) for i in range(1, len(table.rows) - 2)
               if gap[i] and _caption(table, i) and not gap[i + 1]
               and _sub_header(table, i + 1, _CAPTIONED_LABEL_WORDS)]
    if not starts:
        return [table]
    starts.sort()
    parts = [_part(table, 0, starts[0][0], list(range(len(table.headers))), table.headers)]
    for k, (_, header, caption) in enumerate(starts):
        end = starts[k + 1][0] if k + 1 < len(starts) else len(table.rows)
        columns = _filled(table.rows[header])
        part = _part(table, header + 1, end, columns, [str(table.rows[header][c]).strip() for c in columns])
        if caption is not None:
            part.above = [(table.row_numbers[caption], str(table.rows[caption][_filled(table.rows[caption])[0]]).strip())]
        parts.append(part)
    return [part for part in parts if part.rows]


def _caption(table: SheetTable, at: int) -> bool:
    """A line holding one short text and nothing else: the name of the table under it."""
    filled = _filled(table.rows[at])
    text = table.rows[at][filled[0]] if len(filled) == 1 else None
    return isinstance(text, str) and len(text.split()) <= _MAX_CAPTION_WORDS and not text.rstrip().endswith(".")


def _sub_header(table: SheetTable, at: int, most_words: int = _MAX_LABEL_WORDS) -> bool:
    columns = _filled(table.rows[at])
    labels = [table.rows[at][c] for c in columns]
    if not 2 <= len(columns) < len(table.headers) or len(set(labels)) != len(labels):
        return False
    if not all(isinstance(v, str) and not any(ch.isdigit() for ch in v) and len(v.split()) <= most_words
               for v in labels):
        return False
    below = _filled(table.rows[at + 1])
    return table.row_numbers[at + 1] == table.row_numbers[at] + 1 and set(below) <= set(columns) and len(below) >= 2


def _filled(cells: list[Any]) -> list[int]:
    return [c for c, v in enumerate(cells) if v is not None and not (isinstance(v, str) and not v.strip())]


def _part(table: SheetTable, start: int, end: int, columns: list[int], headers: list[str]) -> SheetTable:
    rows = [[row[c] for c in columns] for row in table.rows[start:end]]
    kept = [k for k, row in enumerate(rows) if any(v is not None for v in row)]
    return SheetTable.model_construct(headers=headers, rows=[rows[k] for k in kept],
                                      row_numbers=[table.row_numbers[start + k] for k in kept],
                                      blank_rows_skipped=0, above=table.above if start == 0 else [])
