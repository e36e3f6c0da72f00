"""PDF -> prose chunks per page and section, table chunks (one row per line, header kept), TableData.

Ruled tables come from pdfplumber's default "lines" strategy (only on pages that have ruling lines or
rectangles, since it is the costly call); unruled ones from word positions (see pdf_layout). A table
that continues on the next page - same columns, the header repeated or no header at all, whatever
lines sit between the parts - is stitched into one logical table (one TableData, pages=(first, last)).
Trailing "Total" rows are kept in the chunk text but left out of TableData so SQL counts stay right.
Numbers written with thousands separators ("3,815.00") are turned into numbers in TableData.
"""

import hashlib
import io
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pdfplumber
from pdfminer.pdftypes import PDFException
from pdfminer.psparser import PSException
from pdfplumber.utils.exceptions import PdfminerException

from tally.ingest.convert.legends import decode_columns, with_glosses
from tally.ingest.convert.value_legends import with_value_meanings
from tally.ingest.convert.pdf_forms import form_lines, is_form_grid, labelled_boxes
from tally.ingest.convert.pdf_layout import (
    Line, block_rows, body_size, has_rules, heading_levels, inside, is_heading, layout_words, outside, page_lines,
    paragraphs, running_lines, unruled_tables,
)
from tally.ingest.coerce import parse_number
from tally.ingest.errors import ConversionError
from tally.ingest.keys import choose_key_columns, find_ids, keys_in_text, make_key
from tally.ingest.models import Chunk, Document, Key, Location, TableData, doc_id_for
from tally.ingest.progress import report

ROWS_PER_CHUNK = 40
TEXT_CHUNK_CHARS = 1500
_TOTAL = re.compile(r"^(grand\s+)?(sub)?totals?\b", re.I)
_AMOUNT = re.compile(r"^[^\w\s]{0,2}\s?-?\d[\d,]*(?:\.\d+)?$")  # "115.45", "£1,257.31", "-20.00"
_CLOSING_EMPTY = 2  # empty cells before a closing row's label


@dataclass
class _Piece:
    """The part of a table that sits on one page."""
    page: int
    top: float
    rows: list[list[str]]
    table: "_Table | None" = None


@dataclass
class _Table:
    headers: list[str]
    pieces: list[_Piece] = field(default_factory=list)


@dataclass
class _Page:
    number: int
    lines: list[Line]  # prose lines (not inside any table)
    pieces: list[_Piece]
    right_edge: float
    height: float


def convert_pdf(path: Path) -> Document:
    raw = path.read_bytes()
    try:
        with pdfplumber.open(io.BytesIO(raw)) as pdf:
            title_meta = (pdf.metadata or {}).get("Title")
            pages = []
            for page in pdf.pages:
                pages.append(_read_page(page))
                report("pages", len(pages), len(pdf.pages))
                page.close()  # drop the page's cached layout objects: long PDFs stay small in memory
    except (PdfminerException, PDFException, PSException) as exc:
        raise ConversionError(f"{path}: {_reason(exc)}") from exc
    if not any(p.lines or p.pieces for p in pages):
        raise ConversionError(f"{path}: no extractable text (empty or scanned PDF)")
    body = body_size([line for page in pages for line in page.lines])
    running = running_lines([(p.lines, p.height) for p in pages], body)
    for page in pages:
        page.lines = [line for line in page.lines if id(line) not in running]
    tables = _stitch(pages)
    doc_id = doc_id_for(str(path.resolve()))
    headings = [line for page in pages for line in page.lines if is_heading(line, body)]
    levels = heading_levels([line.size for line in headings])
    first_heading = headings[0].text if headings else None
    title = title_meta if isinstance(title_meta, str) and title_meta.strip() else first_heading or path.stem
    doc = Document(id=doc_id, path=str(path.resolve()), type="pdf", title=title.strip(),
                   sha256=hashlib.sha256(raw).hexdigest(), pages=len(pages))
    _Chunker(doc, body, levels).run(pages)
    table_meta = []
    prose = [line.text for page in pages for line in page.lines]  # where a legend of a table's codes sits
    for index, table in enumerate(tables, start=1):
        data, totals = _split_totals([row for piece in table.pieces for row in piece.rows])
        doc.tables.append(with_glosses(with_value_meanings(decode_columns(TableData(
            name_hint=f"{path.stem}_table{index}", headers=table.headers, rows=[[_typed(c) for c in r] for r in data],
            pages=(table.pieces[0].page, table.pieces[-1].page), key_columns=choose_key_columns(table.headers, data),
        ), prose), prose), prose))
        table_meta.append({"table": index, "pages": [p.page for p in table.pieces], "rows": len(data),
                           "total_rows_left_out": len(totals)})
    doc.meta["tables"] = table_meta
    doc.meta["running_lines_dropped"] = len(running)
    return doc


def _reason(exc: Exception) -> str:
    inner = exc.args[0] if isinstance(exc, PdfminerException) and exc.args else exc
    name = type(inner).__name__
    if "Password" in name or "Encrypt" in name:
        return "encrypted PDF (a password is required to open it)"
    detail = str(inner).strip() or name
    return f"corrupt or unreadable PDF ({detail.splitlines()[0][:120]})"


def _read_page(page: Any) -> _Page:
    words = layout_words(page)
    all_lines = page_lines(words)
    pieces: list[_Piece] = []
    boxes = []
    fields: list[Line] = []
    if has_rules(page):  # the lines strategy needs ruling lines; skipping it elsewhere saves most of its cost
        for found in page.find_tables():
            extracted = [([_cell(c) for c in row], band.cells) for row, band in zip(found.extract(), found.rows, strict=True)]
            extracted = [(row, cells) for row, cells in extracted if any(row)]
            rows = [row for row, _ in extracted]
            if len(rows) >= 2 and max(len(r) for r in rows) >= 2:
                boxes.append(found.bbox)
                if is_form_grid(rows):  # label/value pairs: fields of the document, not a table of records
                    inner = [line.size for line in all_lines if inside(line, found.bbox)]
                    fields += form_lines(rows, [cells for _, cells in extracted], max(inner, default=10.0))
                else:
                    pieces.append(_Piece(page.page_number, found.bbox[1], rows))
    lines = [kept for line in all_lines if (kept := outside(line, boxes)) is not None]
    lines = sorted(lines + fields, key=lambda line: line.top)
    for block in unruled_tables(lines):
        pieces.append(_Piece(page.page_number, block[0].top, block_rows(block)))
        taken = {id(line) for line in block}
        lines = [line for line in lines if id(line) not in taken]
    lines = labelled_boxes(lines)
    pieces.sort(key=lambda p: p.top)
    right = max((line.x1 for line in lines), default=float(page.width))
    return _Page(page.page_number, lines, pieces, right, float(page.height))


def _cell(value: Any) -> str:
    return " ".join(str(value).split()) if value is not None else ""


def _stitch(pages: list[_Page]) -> list[_Table]:
    """Logical tables from page pieces, joining a piece that continues the previous page's last table."""
    tables: list[_Table] = []
    previous_last: _Piece | None = None
    for page in pages:
        for i, piece in enumerate(page.pieces):
            head = piece.rows[0]
            if i == 0 and previous_last is not None and _continues(previous_last, piece, page):
                table = previous_last.table
                assert table is not None
                if _same_header(head, table.headers):
                    piece.rows = piece.rows[1:]
            elif _header_like(head):
                table = _Table(headers=_unique_headers(head))
                piece.rows = piece.rows[1:]
                tables.append(table)
            else:
                table = _Table(headers=[f"Column {n}" for n in range(1, len(head) + 1)])
                tables.append(table)
            piece.table = table
            table.pieces.append(piece)
        previous_last = page.pieces[-1] if page.pieces else None
    return tables


def _continues(previous: _Piece, piece: _Piece, page: _Page) -> bool:
    """The page's first table continues the previous page's last one when it has the same columns: the
    same header repeated, or no header and as many columns. Lines between the two parts ("continued on
    next page", a "(continued)" caption, a page's own title, running headers and footers) do not matter:
    a report printing one same-header table per page is one table."""
    table = previous.table
    if table is None or previous.page != page.number - 1 or len(piece.rows[0]) != len(table.headers):
        return False
    return _same_header(piece.rows[0], table.headers) or not _header_like(piece.rows[0])


def _same_header(row: list[str], headers: list[str]) -> bool:
    def norm(cells: list[str]) -> list[str]:
        return [" ".join(str(c).lower().split()) for c in cells]
    # an empty header cell was named "Column n" when the table began: the repeat on the next page has it empty
    return norm(row) == norm(headers) or norm(_unique_headers(row)) == norm(headers)


def _header_like(row: list[str]) -> bool:
    filled = [c for c in row if c]
    return len(filled) >= max(2, len(row) // 2) and not any(isinstance(_typed(c), int | float) for c in filled)


def _unique_headers(row: list[str]) -> list[str]:
    seen: dict[str, int] = {}
    out = []
    for n, cell in enumerate(row, start=1):
        name = cell or f"Column {n}"
        seen[name] = seen.get(name, 0) + 1
        out.append(name if seen[name] == 1 else f"{name} ({seen[name]})")
    return out


def _split_totals(rows: list[list[str]]) -> tuple[list[list[str]], list[list[str]]]:
    end = len(rows)
    while end > 0 and (_TOTAL.match(next((c for c in rows[end - 1] if c), "")) or _closing(rows[end - 1])):
        end -= 1
    return rows[:end], rows[end:]


def _closing(row: list[str]) -> bool:
    """'| | | VAT at 20% | 115.45': a label and a figure under the last columns, the cells before them
    empty, closes an items table (Net, VAT, Invoice total) rather than listing an item."""
    filled = [i for i, cell in enumerate(row) if cell and cell.strip()]
    return (len(filled) == 2 and filled[0] >= _CLOSING_EMPTY and filled[1] == len(row) - 1
            and _AMOUNT.match(row[filled[1]].strip()) is not None and _AMOUNT.match(row[filled[0]].strip()) is None)


def _typed(cell: str) -> Any:
    # Extracted text may break a figure with spaces ("1 234.50"); what is left is read as any cell is.
    number = parse_number(cell.replace(" ", "")) if cell else None
    return (cell or None) if number is None else number


class _Chunker:
    """Walks the pages in reading order, keeping the heading path, and emits text and table chunks."""

    def __init__(self, doc: Document, body: float, levels: dict[float, int]) -> None:
        self.doc, self.body, self.levels = doc, body, levels
        self.headings: list[tuple[int, str]] = []
        self.buffer: list[Line] = []

    def run(self, pages: list[_Page]) -> None:
        for page in pages:
            items: list[tuple[float, Line | _Piece]] = [(line.top, line) for line in page.lines]
            items += [(p.top, p) for p in page.pieces]
            for _, item in sorted(items, key=lambda pair: pair[0]):
                if isinstance(item, _Piece):
                    self._flush(page)
                    self._table(item)
                elif is_heading(item, self.body):
                    self._flush(page)
                    level = self.levels.get(item.size, len(self.levels) + 1)
                    self.headings = [h for h in self.headings if h[0] < level] + [(level, item.text)]
                else:
                    self.buffer.append(item)
            self._flush(page)

    def _crumbs(self) -> list[str]:
        crumbs = [self.doc.title]
        crumbs += [text for _, text in self.headings if text != self.doc.title]
        return crumbs

    def _flush(self, page: _Page) -> None:
        if not self.buffer:
            return
        text = ""
        for paragraph in paragraphs(self.buffer, page.right_edge):
            if text and len(text) + len(paragraph) > TEXT_CHUNK_CHARS:
                self._emit("text", text, page.number, page.number, keys_in_text(text, names=True))
                text = ""
            text = f"{text}\n\n{paragraph}" if text else paragraph
        if text:
            self._emit("text", text, page.number, page.number, keys_in_text(text, names=True))
        self.buffer = []

    def _table(self, piece: _Piece) -> None:
        table = piece.table
        assert table is not None
        data = [row for p in table.pieces for row in p.rows]
        key_columns = choose_key_columns(table.headers, _split_totals(data)[0])
        for start in range(0, len(piece.rows), ROWS_PER_CHUNK):
            rows = piece.rows[start : start + ROWS_PER_CHUNK]
            lines = [" | ".join(table.headers)] + [" | ".join(row) for row in rows]
            keyed = [row for row in rows if not _TOTAL.match(next((c for c in row if c), ""))]
            self._emit("table", "\n".join(lines), piece.page, piece.page, _row_keys(table.headers, keyed, key_columns))

    def _emit(self, kind: str, text: str, first: int, last: int, keys: list[Key]) -> None:
        crumbs = self._crumbs()
        # IDs in the breadcrumbs (an invoice number in the title) are embedded with every chunk, so they
        # key every chunk: a lookup of the invoice number finds its table and totals too.
        present = {k.norm for k in keys}
        keys = keys + [k for k in keys_in_text(" > ".join(crumbs), "Document") if k.norm not in present]
        self.doc.chunks.append(Chunk(
            id="", doc_id=self.doc.id, position=0, kind=kind, text=text, breadcrumbs=crumbs,  # type: ignore[arg-type]
            location=Location(page_start=first, page_end=last, section=" > ".join(crumbs)), keys=keys,
        ))


def _row_keys(headers: list[str], rows: list[list[str]], key_columns: list[str]) -> list[Key]:
    keys: list[Key] = []
    seen: set[tuple[str, str]] = set()
    for row in rows:
        for header, cell in zip(headers, row):
            values = [cell] if header in key_columns and cell else find_ids(cell)
            for value in values:
                if (header, value) not in seen:
                    seen.add((header, value))
                    keys.append(make_key(header, value))
    return keys
