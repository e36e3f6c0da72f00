"""File converters: one entry point, `convert(path)`, dispatching on the file extension.

Each converter returns a `Document` whose chunks carry text, kind, breadcrumbs, location and keys;
ids, positions, neighbour links and hashes are assigned afterwards by `ingest.split.finalize`.
Anything that cannot be converted raises ConversionError with one line naming the file.
"""

from collections.abc import Callable
from pathlib import Path

from tally.ingest.convert.excel import convert_csv, convert_xlsx
from tally.ingest.convert.markdown import convert_markdown
from tally.ingest.convert.sheet_rows import build_rows_up_to
from tally.ingest.convert.pdf import convert_pdf
from tally.ingest.errors import ConversionError
from tally.ingest.models import Document

_CONVERTERS: dict[str, Callable[[Path], Document]] = {
    ".pdf": convert_pdf,
    ".xlsx": convert_xlsx,
    ".csv": convert_csv,
    ".md": convert_markdown,
    ".markdown": convert_markdown,
}

SUPPORTED_EXTENSIONS: frozenset[str] = frozenset(_CONVERTERS)
_SHEETS = frozenset({".xlsx", ".csv"})  # converters that can leave row chunks lazy


def convert(path: Path, lazy_rows: bool = False) -> Document:
    """`lazy_rows`: a sheet's row chunks stay in `Document.lazy_rows`, built later batch by batch
    (convert/sheet_rows.py); otherwise every chunk is in `Document.chunks`."""
    path = Path(path)
    suffix = path.suffix.lower()
    converter = _CONVERTERS.get(suffix)
    if converter is None:
        raise ConversionError(f"{path}: unsupported file type '{suffix or '(none)'}'")
    if not path.is_file():
        raise ConversionError(f"{path}: not a readable file")
    try:
        if path.stat().st_size == 0:
            raise ConversionError(f"{path}: empty file")
        doc = converter(path, lazy=True) if suffix in _SHEETS else converter(path)
    except PermissionError as exc:
        raise ConversionError(f"{path}: cannot read file ({exc.strerror})") from exc
    return doc if lazy_rows else build_rows_up_to(doc, -1)
