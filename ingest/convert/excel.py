"""Workbooks (.xlsx) and CSV files -> one table per sheet, one "row" chunk per data row, one "summary"
chunk per sheet. Sheets of prose (one cell per row) become a single "text" chunk.

Speed: cells are streamed by ingest/convert/xlsx_cells.py (openpyxl reads the package, a pyexpat loop the
worksheets, with the values openpyxl's read-only mode gives); merged ranges are read straight from each
sheet's XML and filled in.

Key columns can be set per file in a `tally.json` in the file's folder:
    {"key_columns": {"orders.xlsx": ["Order ID", "Customer"]}}
Listed columns missing from a sheet are ignored for that sheet; missing from every sheet is an error.
Without configuration the heuristic in ingest/keys.py chooses; the choice and its reason are recorded in
Document.meta["key_columns"].
"""

import csv
import dataclasses
import hashlib
import io
import json
import re
import zipfile
from collections.abc import Callable
from pathlib import Path, PurePosixPath
from typing import Any
from pyexpat import ExpatError
from xml.etree import ElementTree

from openpyxl.utils.cell import range_boundaries

from tally.ingest.convert.key_sheets import code_lists as key_code_lists
from tally.ingest.convert.key_sheets import column_notes, describes, key_text
from tally.ingest.convert.value_legends import with_value_meanings
from tally.ingest.convert.legends import decode_columns, with_glosses
from tally.ingest.convert.sheet_rows import SheetRows, build_rows_up_to
from tally.ingest.convert.sheet_stacks import split_stacked
from tally.ingest.convert.sheet_table import (Grid, SheetTable, caption_of, extract_table, free_text_lines,
                                             summarize, without_notes, without_summary_rows)
from tally.ingest.convert.xlsx_cells import read_sheets
from tally.ingest.errors import ConversionError
from tally.ingest.keys import KeyChoice, explain_key_columns
from tally.ingest.models import Chunk, Document, Location, TableData, doc_id_for

CONFIG_FILE = "tally.json"
_NS = {
    "m": "http://schemas.openxmlformats.org/spreadsheetml/2006/main",
    "r": "http://schemas.openxmlformats.org/officeDocument/2006/relationships",
    "rel": "http://schemas.openxmlformats.org/package/2006/relationships",
}
_MERGE_REF = re.compile(rb'<(?:\w+:)?mergeCell\s+ref="([A-Z]+\d+:[A-Z]+\d+)"')
_INT = re.compile(r"^-?(0|[1-9]\d{0,17})$")
_FLOAT = re.compile(r"^-?\d+\.\d+$")


def convert_xlsx(path: Path, lazy: bool = False) -> Document:
    """`lazy`: leave the sheets' row chunks in `Document.lazy_rows` (sheet_rows.py) instead of `chunks`."""
    raw = path.read_bytes()
    try:
        merges = _merged_ranges(raw)
        sheets = [(title, _fill_merged(grid, merges.get(title, []))) for title, grid in read_sheets(raw)]
    except (zipfile.BadZipFile, KeyError, ElementTree.ParseError, ExpatError, OSError, ValueError) as exc:
        raise ConversionError(f"{path}: not a readable .xlsx workbook (corrupt or password-protected)") from exc
    return _build(path, "xlsx", raw, sheets, lazy)


def convert_csv(path: Path, lazy: bool = False) -> Document:
    raw = path.read_bytes()
    text = _decode(raw)
    try:
        dialect = csv.Sniffer().sniff(text[:8192], delimiters=",;\t|")
    except csv.Error:
        dialect = csv.excel  # one column, or too little text to tell: plain commas
    value = _shared_values()
    try:
        grid = [(n, [value(v) for v in row]) for n, row in enumerate(csv.reader(io.StringIO(text), dialect), 1)]
    except csv.Error as exc:
        raise ConversionError(f"{path}: malformed CSV ({exc})") from exc
    del text  # a decoded 35 MB CSV with one non-ASCII letter is 70 MB of str
    return _build(path, "csv", raw, [(path.stem, grid)], lazy)


def _build(path: Path, doc_type: str, raw: bytes, sheets: list[tuple[str, Grid]], lazy: bool) -> Document:
    doc_id = doc_id_for(str(path.resolve()))
    configured = _configured_keys(path)
    doc = Document(id=doc_id, path=str(path.resolve()), type=doc_type, title=path.stem,  # type: ignore[arg-type]
                   sha256=hashlib.sha256(raw).hexdigest())
    warnings: list[str] = []
    choices: dict[str, list[dict[str, str]]] = {}
    configured_hits: set[str] = set()
    legend_lines: list[str] = []
    extracted = [(sheet, grid, extract_table(grid)) for sheet, grid in sheets]
    key_sheets = _key_sheets(extracted)
    code_lists: list[dict[str, str]] = []
    for sheet, grid, table in extracted:
        if sheet in key_sheets:  # a sheet explaining another's columns and codes: notes to it, not a table
            legend_lines += column_notes(grid, key_sheets[sheet])
            code_lists += key_code_lists(grid, key_sheets[sheet])
            doc.chunks.append(_chunk(doc_id, "text", key_text(grid), [doc.title, sheet], sheet, grid[0][0]))
            continue
        if table is None:
            lines = free_text_lines(grid)
            if lines:
                text = "\n".join(line for _, line in lines)
                doc.chunks.append(_chunk(doc_id, "text", text, [doc.title, sheet], sheet, lines[0][0]))
            else:
                warnings.append(f"sheet '{sheet}': no data, skipped")
            continue
        table, notes = without_notes(table)
        legend_lines += [text for _, text in table.above + notes]
        crumbs = [doc.title] if sheet == doc.title else [doc.title, sheet]
        if table.above:  # the title and notes over the header ("Fee blank = free"), read by search
            doc.chunks.append(_chunk(doc_id, "text", "\n".join(t for _, t in table.above), crumbs, sheet,
                                     table.above[0][0]))
        for part, stacked in enumerate(split_stacked(table)):  # key tables under the main one are tables too
            if part == 0 and len(stacked.rows) < len(table.rows):
                stacked, part_notes = without_notes(stacked)  # a note closing the main table, above the next
                notes += part_notes
                legend_lines += [text for _, text in part_notes]
            keys = _key_choices(stacked, configured)
            configured_hits.update(k.column for k in keys if configured is not None)
            label = (caption_of(stacked) or " ".join(stacked.headers)) if part else None
            choices[f"{sheet} ({label})" if label else sheet] = [k.model_dump() for k in keys]
            _add_sheet(doc, path.name, sheet, stacked, [k.column for k in keys], label)
        if notes:  # read by search with the sheet's name, not as rows of blank fields
            doc.chunks.append(_chunk(doc_id, "text", "\n".join(text for _, text in notes), crumbs, sheet, notes[0][0]))
        if table.blank_rows_skipped:
            warnings.append(f"sheet '{sheet}': {table.blank_rows_skipped} blank rows inside the data skipped")
    if not doc.tables and not doc.chunks:
        raise ConversionError(f"{path}: no data in any sheet")
    if legend_lines or code_lists:  # "Sites: HV = Harrowden Vale Museum; RW = ..." over or under any sheet's table
        doc.tables[:] = [with_glosses(with_value_meanings(decode_columns(table, legend_lines, code_lists), legend_lines),
                                      legend_lines) for table in doc.tables]
        # the row chunks say what a code stands for too: a lookup and a search read "Packer: LM (Lena Moss)"; a word
        # value's meaning stays in the SQL table only (said in every row, it crowded out prose in search)
        doc.lazy_rows[:] = [_decoded(rows, legend_lines, code_lists) for rows in doc.lazy_rows]
    if configured and not configured_hits:
        raise ConversionError(f"{path}: key columns {configured} from {CONFIG_FILE} match no sheet's headers")
    doc.meta.update(warnings=warnings, key_columns=choices)
    return doc if lazy else build_rows_up_to(doc, -1)


def _decoded(source: SheetRows, lines: list[str], code_lists: list[dict[str, str]]) -> SheetRows:
    """The sheet's rows with each code followed by what it stands for ("LM (Lena Moss)"): the meaning the
    SQL table keeps in a decoded twin column, said in the cell, so a row keeps one line per column."""
    decoded = decode_columns(TableData.model_construct(headers=source.headers, rows=source.rows), lines, code_lists)
    if decoded.headers == source.headers:
        return source
    added = {i: decoded.headers.index(header[: -len(" name")]) for i, header in enumerate(decoded.headers)
             if header not in source.headers}  # twin -> its code column
    kept = [i for i in range(len(decoded.headers)) if i not in added]
    rows = []
    for row in decoded.rows:
        cells = list(row)
        for twin, code in added.items():
            if decoded.headers[code] not in source.key_columns and cells[twin] not in (None, "") \
                    and cells[code] not in (None, ""):
                cells[code] = f"{cells[code]} ({cells[twin]})"
        rows.append([cells[i] for i in kept])
    return dataclasses.replace(source, rows=rows)


def _key_sheets(sheets: list[tuple[str, Grid, SheetTable | None]]) -> dict[str, list[str]]:
    """sheet -> the headers of the other sheet it is the key of (key_sheets.py); a sheet another one
    explains is a register, never itself a key."""
    found: dict[str, list[str]] = {}
    for sheet, grid, _ in sheets:
        described = next(((name, other.headers) for name, _, other in sheets
                          if other is not None and name != sheet and name not in found
                          and describes(grid, other.headers)), None)
        if described is not None:
            found[sheet] = described[1]
    return found


def _add_sheet(doc: Document, file_name: str, sheet: str, table: SheetTable, key_columns: list[str],
               stacked: str | None = None) -> None:
    crumbs = [doc.title] if sheet == doc.title else [doc.title, sheet]  # a CSV's only "sheet" is the file
    crumbs += [stacked] if stacked else []  # a key table stacked under the sheet's main one ("Sp Species")
    records = without_summary_rows(table)
    doc.chunks.append(_chunk(doc.id, "summary", summarize(file_name, sheet, records, key_columns), crumbs, sheet,
                             table.row_numbers[0]))
    # the row chunks are built later, batch by batch (sheet_rows.py): a sheet's rows are held once
    doc.lazy_rows.append(SheetRows(doc_id=doc.id, sheet=sheet, crumbs=crumbs, headers=table.headers, rows=table.rows,
                                   row_numbers=table.row_numbers, key_columns=key_columns, after=len(doc.chunks)))
    # model_construct: validating list[list[Any]] copies every row, one more copy of a 300,000-row sheet
    kept = set(records.row_numbers)
    doc.tables.append(TableData.model_construct(
        name_hint="_".join(crumbs), headers=table.headers, rows=table.rows, sheet=sheet, pages=None,
        first_row=table.row_numbers[0], row_numbers=table.row_numbers, key_columns=key_columns,
        caption=caption_of(table), summary_rows=[n for n in table.row_numbers if n not in kept],
    ))


def _chunk(doc_id: str, kind: str, text: str, crumbs: list[str], sheet: str, row: int) -> Chunk:
    # model_construct skips validation: every field is built right here with its declared type
    location = Location.model_construct(sheet=sheet, row=row, section=" > ".join(crumbs))
    return Chunk.model_construct(id="", doc_id=doc_id, position=0, kind=kind, text=text, breadcrumbs=list(crumbs),
                                 location=location, keys=[])


def _key_choices(table: SheetTable, configured: list[str] | None) -> list[KeyChoice]:
    if configured is not None:
        return [KeyChoice(column=c, reason=f"configured in {CONFIG_FILE}") for c in configured if c in table.headers]
    return explain_key_columns(table.headers, table.rows)


def _configured_keys(path: Path) -> list[str] | None:
    config = path.parent / CONFIG_FILE
    if not config.is_file():
        return None
    try:
        data = json.loads(config.read_text(encoding="utf-8"))
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise ConversionError(f"{config}: invalid JSON ({exc})") from exc
    columns = data.get("key_columns", {}).get(path.name) if isinstance(data, dict) else None
    if columns is not None and not (isinstance(columns, list) and all(isinstance(c, str) for c in columns)):
        raise ConversionError(f"{config}: key_columns['{path.name}'] must be a list of header names")
    return columns


def _fill_merged(grid: Grid, merges: list[str]) -> Grid:
    by_number = {n: cells for n, cells in grid}
    for ref in merges:
        min_col, min_row, max_col, max_row = range_boundaries(ref)
        anchor = by_number.get(min_row, [])
        value = anchor[min_col - 1] if min_col - 1 < len(anchor) else None
        for r in range(min_row, max_row + 1):
            cells = by_number.get(r)
            if cells is None:
                continue
            cells.extend([None] * (max_col - len(cells)))
            for c in range(min_col - 1, max_col):
                cells[c] = value
    return grid


def _merged_ranges(raw: bytes) -> dict[str, list[str]]:
    """Merged cell ranges per sheet name, read from the package XML (read-only mode does not expose them)."""
    with zipfile.ZipFile(io.BytesIO(raw)) as package:
        workbook = ElementTree.fromstring(package.read("xl/workbook.xml"))
        rels = ElementTree.fromstring(package.read("xl/_rels/workbook.xml.rels"))
        targets = {rel.get("Id"): rel.get("Target", "") for rel in rels.findall("rel:Relationship", _NS)}
        result: dict[str, list[str]] = {}
        for sheet in workbook.findall("m:sheets/m:sheet", _NS):
            target = targets.get(sheet.get(f"{{{_NS['r']}}}id"), "")
            member = target.lstrip("/") if target.startswith("/") else str(PurePosixPath("xl") / target)
            if member not in package.namelist():
                continue
            xml = package.read(member)
            start = xml.rfind(b"<mergeCells")
            if start < 0:
                start = xml.rfind(b":mergeCells")
            if start >= 0:
                result[sheet.get("name", "")] = [m.decode() for m in _MERGE_REF.findall(xml, start)]
        return result


def _decode(raw: bytes) -> str:
    for encoding in ("utf-8-sig", "cp1252"):
        try:
            return raw.decode(encoding)
        except UnicodeDecodeError:
            continue
    return raw.decode("latin-1")


def _shared_values(limit: int = 100_000) -> Callable[[str], Any]:
    """_csv_value with one object per distinct cell text: a big sheet repeats its regions, products and
    names on every row, and the rows are held until the sheet is stored (the 300,000-row benchmark CSV's
    rows: 398 -> 232 MB). At most `limit` texts are remembered (then the memo starts over)."""
    memo: dict[str, Any] = {}

    def value(text: str) -> Any:
        try:
            return memo[text]
        except KeyError:
            if len(memo) >= limit:
                memo.clear()
            parsed = memo[text] = _csv_value(text)
            return parsed

    return value


def _csv_value(text: str) -> Any:
    """Plain integers and decimals become numbers (ids with leading zeros stay text), empty cells None."""
    text = text.strip()
    if not text:
        return None
    if _INT.match(text):
        return int(text)
    if _FLOAT.match(text):
        return float(text)
    return text
