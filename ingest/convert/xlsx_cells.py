"""Streaming the cell values of every worksheet in an .xlsx package.

openpyxl reads the package (manifest, workbook, shared strings, styles, date system); the worksheet XML
is then streamed here with pyexpat instead of openpyxl's read-only worksheet. The values are exactly
what `ReadOnlyWorksheet.iter_rows(values_only=True)` yields after `reset_dimensions()` (data_only mode:
formulas give their cached value), checked against openpyxl in tests/test_xlsx_cells.py. Why not
openpyxl's own loop: with defusedxml installed (fpdf2 pulls it in) openpyxl parses worksheets with a
pure-Python XML parser, builds a dict per cell, and scans a sheet without a <dimension> element twice;
that was 4.3 s CPU for 50,000 rows x 8 columns, this loop 1.2 s.

Like defusedxml, entity declarations and external entities are refused (a worksheet never needs them).
"""

import io
import re
import warnings
from typing import Any

import pyexpat
from openpyxl.reader.excel import ExcelReader
from openpyxl.styles.stylesheet import apply_stylesheet
from openpyxl.utils.cell import column_index_from_string, coordinate_to_tuple
from openpyxl.utils.datetime import from_excel, from_ISO8601
from openpyxl.xml.constants import SHEET_MAIN_NS

Grid = list[tuple[int, list[Any]]]

_SEP = "}"  # pyexpat joins namespace URI and local name with this: "<uri>}row"
_MAIN = SHEET_MAIN_NS + _SEP
_ROW, _CELL, _VALUE, _INLINE = _MAIN + "row", _MAIN + "c", _MAIN + "v", _MAIN + "is"
_SIMPLE_REF = re.compile(r"([A-Z]{1,3})\d+")


def read_sheets(raw: bytes) -> list[tuple[str, Grid]]:
    """(sheet title, grid) for every worksheet in workbook order; chartsheets are skipped."""
    reader = ExcelReader(io.BytesIO(raw), read_only=True, data_only=True)
    reader.read_manifest()
    reader.read_strings()
    reader.read_workbook()
    apply_stylesheet(reader.archive, reader.wb)
    workbook = reader.wb
    context = _Context(
        strings=reader.shared_strings,
        # openpyxl keeps these on the workbook (style ids whose number format is a date / a duration)
        date_styles=set(getattr(workbook, "_date_formats", {}) or ()),
        timedelta_styles=set(getattr(workbook, "_timedelta_formats", {}) or ()),
        epoch=workbook.epoch,
    )
    sheets = []
    try:
        for sheet, rel in reader.parser.find_sheets():
            if rel.target not in reader.valid_files or "chartsheet" in rel.Type:
                continue
            sheets.append((sheet.name, _grid(_rows(reader.archive.read(rel.target), context))))
    finally:
        reader.archive.close()
    return sheets


class _Context:
    def __init__(self, strings: list[str], date_styles: set[int], timedelta_styles: set[int], epoch: Any) -> None:
        self.strings = strings
        self.date_styles = date_styles
        self.timedelta_styles = timedelta_styles
        self.epoch = epoch


def _grid(rows: list[tuple[int, list[tuple[int, Any]]]]) -> Grid:
    """Rows as openpyxl's read-only sheet yields them: numbered from 1, a missing row as an empty list, a
    row as wide as its last cell's column; a row numbered below one already seen is dropped."""
    grid: Grid = []
    counter = 1
    for number, cells in rows:
        while counter < number:
            grid.append((counter, []))
            counter += 1
        if counter <= number:
            values: list[Any] = []
            if cells:
                width = cells[-1][0]
                values = [None] * width
                for column, value in cells:
                    if 1 <= column <= width:
                        values[column - 1] = value
            grid.append((counter, values))
            counter += 1
    return grid


def _rows(xml: bytes, ctx: _Context) -> list[tuple[int, list[tuple[int, Any]]]]:
    """(row number, [(column, value)]) per <row>, values typed as openpyxl's WorkSheetParser does."""
    rows: list[tuple[int, list[tuple[int, Any]]]] = []
    parser = pyexpat.ParserCreate(namespace_separator=_SEP)
    parser.buffer_text = True
    depth = 0
    row_number = 0
    column = 0
    cells: list[tuple[int, Any]] = []
    # the cell being read: its attributes, the depth of <c>, and the text being collected
    cell_depth = -1
    cell_type = "n"
    style: Any = 0
    value: str | None = None
    seen_value = False  # only the first <v> counts, as ElementTree's findtext
    seen_inline = False  # likewise the first <is>
    collect = False  # inside that <v>
    text: list[str] = []
    inline: _Inline | None = None

    def start(name: str, attrs: dict[str, str]) -> None:
        nonlocal depth, row_number, column, cells, cell_depth, cell_type, style, value, seen_value, seen_inline
        nonlocal collect, inline
        depth += 1
        if inline is not None:
            inline.start(name, depth)
        elif name == _CELL and cell_depth < 0:
            cell_depth = depth
            cell_type = attrs.get("t", "n")
            style = attrs.get("s", 0)
            if style:
                style = int(style)
            value, seen_value, seen_inline = None, False, False
            ref = attrs.get("r")
            if ref:
                column = _column(ref)
            else:
                column += 1
        elif depth == cell_depth + 1 and cell_depth > 0:
            if name == _VALUE and not seen_value and cell_type != "inlineStr":  # an inline string's <v> is ignored
                seen_value, collect = True, True
                text.clear()
            elif name == _INLINE and not seen_inline and cell_type == "inlineStr":
                seen_inline, inline = True, _Inline(depth)
        elif name == _ROW:
            row_number = _row_number(attrs.get("r"), row_number)
            column = 0
            cells = []

    def end(name: str) -> None:
        nonlocal depth, cell_depth, value, collect, inline
        if inline is not None:
            if inline.end(depth):
                value, inline = inline.content(), None
        elif collect and name == _VALUE:
            collect = False
            value = "".join(text) or None
        elif depth == cell_depth and name == _CELL:
            cells.append((column, _typed(cell_type, style, value, ctx)))
            cell_depth = -1
        elif name == _ROW and cell_depth < 0:
            rows.append((row_number, cells))
        depth -= 1

    def data(chunk: str) -> None:
        if collect:
            text.append(chunk)
        elif inline is not None:
            inline.data(chunk)

    parser.StartElementHandler = start
    parser.EndElementHandler = end
    parser.CharacterDataHandler = data
    parser.EntityDeclHandler = _refuse
    parser.UnparsedEntityDeclHandler = _refuse
    parser.ExternalEntityRefHandler = _refuse
    parser.Parse(xml, True)
    return rows


def _refuse(*_: Any) -> None:
    raise ValueError("worksheet XML declares entities (refused, as defusedxml does)")


class _Inline:
    """Text of an inline string <is>: its plain <t> then the <t> of each rich-text run <r>, as
    openpyxl's Text.content joins them (children matched by local name, phonetic runs ignored)."""

    def __init__(self, depth: int) -> None:
        self.depth = depth
        self.plain: str | None = None
        self.runs: list[str] = []
        self._in_run = False
        self._run_text: str | None = None
        self._collect = -1  # depth of the <t> being read
        self._text: list[str] = []

    def start(self, name: str, depth: int) -> None:
        local = name.rpartition(_SEP)[2]
        if depth == self.depth + 1 and local == "r":
            self._in_run, self._run_text = True, None
        elif local == "t" and (depth == self.depth + 1 or (self._in_run and depth == self.depth + 2)):
            self._collect = depth
            self._text = []

    def data(self, chunk: str) -> None:
        if self._collect > 0:
            self._text.append(chunk)

    def end(self, depth: int) -> bool:
        """True when <is> itself closes."""
        if depth == self._collect:
            text = "".join(self._text) or None  # an empty element has no text, as in ElementTree
            if depth == self.depth + 1:
                self.plain = text
            else:
                self._run_text = text
            self._collect = -1
        elif self._in_run and depth == self.depth + 1:
            if self._run_text is not None:
                self.runs.append(self._run_text)
            self._in_run = False
        return depth == self.depth

    def content(self) -> str:
        return "".join(([self.plain] if self.plain is not None else []) + self.runs)


_columns: dict[str, int] = {}  # column letters -> index, filled only from references checked by the regex
_DIGITS = "0123456789"


def _column(ref: str) -> int:
    index = _columns.get(ref.rstrip(_DIGITS))
    if index is not None and ref[-1] in _DIGITS:
        return index
    match = _SIMPLE_REF.fullmatch(ref)
    if match is None:
        return coordinate_to_tuple(ref)[1]  # "$A$1", lower case: openpyxl's own parsing (and its errors)
    letters = match.group(1)
    index = _columns[letters] = column_index_from_string(letters)
    return index


def _row_number(ref: str | None, previous: int) -> int:
    if ref is None:
        return previous + 1
    try:
        return int(ref)
    except ValueError:
        number = float(ref)
        if not number.is_integer():
            raise ValueError(f"{ref} is not a valid row number") from None
        return int(number)


def _typed(cell_type: str, style: Any, value: str | None, ctx: _Context) -> Any:
    if value is None:
        return None
    if cell_type == "n":
        number: Any = float(value) if ("." in value or "E" in value or "e" in value) else int(value)
        if style in ctx.date_styles:
            try:
                return from_excel(number, ctx.epoch, timedelta=style in ctx.timedelta_styles)
            except (OverflowError, ValueError):
                warnings.warn(f"a cell is marked as a date but its serial value {number} is out of range", stacklevel=2)
                return "#VALUE!"
        return number
    if cell_type == "s":
        return ctx.strings[int(value)]
    if cell_type == "b":
        return bool(int(value))
    if cell_type == "d":
        return from_ISO8601(value)
    return value  # "str" (a formula's text result), "e" (an error such as #N/A), anything else as written
