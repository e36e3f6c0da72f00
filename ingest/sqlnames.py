"""SQL-safe names for data tables and their columns, derived from sheet names, file names and headers.

A name is lower-case ASCII snake_case that needs no quoting in DuckDB: Cyrillic is transliterated (so a
Russian header stays readable), anything else non-alphanumeric becomes "_", a leading digit gets a prefix
and a reserved word gets a trailing "_". The original text is always kept in the catalog beside it.
"""

import re
import unicodedata
from collections.abc import Iterable

MAX_LENGTH = 60

_CYRILLIC_LATIN = (
    "a b v g d e e zh z i y k l m n o p r s t u f kh ts ch sh shch - y - e yu ya i"  # "-": hard/soft sign
).split()
_CYRILLIC = {
    cyr: ("" if lat == "-" else lat)
    for cyr, lat in zip("абвгдеёжзийклмнопрстуфхцчшщъыьэюяі", _CYRILLIC_LATIN, strict=True)
}

# DuckDB's reserved keywords (duckdb_keywords() where category = 'reserved'), fixed here so naming does
# not depend on a live connection; a new reserved word in a later DuckDB only costs a quoted name.
RESERVED = frozenset(
    """all analyse analyze and any array as asc asymmetric both case cast check collate column constraint
    create default deferrable desc describe distinct do else end except false fetch for foreign from grant
    group having in initially intersect into lambda lateral leading limit not null offset on only or order
    pivot pivot_longer pivot_wider placing primary qualify references returning select show some summarize
    symmetric table then to trailing true union unique unpivot using variadic when where window with""".split()
)

_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")
_NON_WORD = re.compile(r"[^a-z0-9]+")


def _transliterate(text: str) -> str:
    return "".join(_CYRILLIC.get(ch.lower(), ch) for ch in text)


def snake(text: str) -> str:
    """"Net Pay ($)" -> "net_pay", "OrderDate" -> "order_date", "Дата заказа" -> "data_zakaza"."""
    text = _CAMEL.sub("_", str(text))
    text = unicodedata.normalize("NFKD", _transliterate(text)).encode("ascii", "ignore").decode()
    return _NON_WORD.sub("_", text.lower()).strip("_")[:MAX_LENGTH].strip("_")


def safe_name(text: str, fallback: str, digit_prefix: str) -> str:
    name = snake(text) or fallback
    if name[0].isdigit():
        name = f"{digit_prefix}_{name}"
    if name in RESERVED:
        name += "_"
    return name


def column_names(headers: Iterable[str]) -> list[str]:
    """One unique SQL-safe name per header; blanks become col_<n> (1-based), repeats get _2, _3..."""
    names: list[str] = []
    taken: set[str] = {"_row"}  # the hidden source-row column
    for position, header in enumerate(headers, start=1):
        names.append(unique(safe_name(header, f"col_{position}", "c"), taken))
    return names


def unique(name: str, taken: set[str]) -> str:
    """`name`, or `name_2`, `name_3`... whichever is free; the result is added to `taken`."""
    candidate, n = name, 1
    while candidate in taken:
        n += 1
        candidate = f"{name}_{n}"
    taken.add(candidate)
    return candidate


def table_name(hint: str, taken: set[str]) -> str:
    return unique(safe_name(hint, "table", "t"), taken)
