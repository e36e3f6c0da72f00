"""Keys: ID-like tokens in text, and the columns of a table whose values identify its rows.

Keys are what lets `lookup_key` jump from "order SO-10123" to the row that holds it, in any file.
"""

import functools
import re
from collections import Counter
from collections.abc import Sequence
from datetime import date, datetime
from typing import Any

from pydantic import BaseModel

from tally.ingest.models import Key, normalise_key

# Letter prefix, then hyphen-separated groups ending in digits: INV-2026-0042, SO-10123, EMP-0007, ABC-123.
# A group may also follow a slash, as firms number work orders and invoices by year: JS-25/113,
# INV/2024/0017. The last group after a slash is no bare year, and a quarter, half or fiscal year before
# a slash ("Q2/26", "H1/2026", "FY/2025") is a period, not an identifier.
_HYPHEN_ID = (r"(?!(?:Q[1-4]|H[12]|FY\d{0,4})/\d{2}(?:\d{2})?(?![\w/-]))[A-Z][A-Z0-9]{0,7}(?:[-/][A-Z0-9]+)*"
              r"(?:-[A-Z]*\d{2,}[A-Z0-9]*|/(?!(?:19|20)\d\d(?![A-Z0-9]))[A-Z]*\d{2,}[A-Z0-9]*)")
# Unhyphenated codes that mix capitals and digits: SKU4471, PO12345, A1B2C3. At least 5 characters and at
# least two digits so "A4", "MP3" or the "GB29" of an IBAN are not taken for identifiers.
_MIXED_ID = r"(?=(?:[A-Z]*\d){2})[A-Z][A-Z0-9]{4,19}"
# Numbers with a slash, as many firms number invoices and orders: 25/0871, 2025/00123. The second group has
# at least three digits and is no year, so dates ("02/09/25", "05/2025") and seasons ("2024/2025") are not
# taken for identifiers.
_SLASH_ID = r"\d{2,4}/(?!(?:19|20)\d\d(?!\d))\d{3,6}"
_ID_RE = re.compile(rf"(?<![\w/-])(?:{_HYPHEN_ID}|{_MIXED_ID}|{_SLASH_ID})(?![\w/-])")
# "Invoice No: INV-1" / "Order ref # SO-1": the words before a colon or '#' name the key.
_LABEL_RE = re.compile(r"([A-Za-z][A-Za-z .]{1,40}?)\s*(?::|#|No\.?)\s*$")

_ID_WORDS = {"id", "no", "nr", "num", "number", "code", "key", "ref", "reference", "email", "sku", "uuid"}
_NAME_WORDS = {"name", "customer", "client", "employee", "supplier", "vendor", "party", "company"}
_MAX_KEYS = 4
# Two to six capitalised words, "of", "and", "&", "the" or "de" between them: a proper name. Figures only
# as an ordinal or inside a word ("1st Ashcombe Scouts", "Over-60s Club"), never a number of their own
# ("12 High Street") or a code in capitals ("KX19 HBN").
_NAME_WORD = r"(?:\d{1,3}(?:st|nd|rd|th)|[A-Z][a-zA-Z'’.-]*(?:\d+[a-z]+)?)"
_PROPER_NAME = re.compile(rf"{_NAME_WORD}(?: (?:(?:of|and|the|de|&) ){{0,2}}{_NAME_WORD}){{1,5}}")
_FALLBACK_MIN_ROWS = 5  # a two-line invoice table has no identifying column worth indexing


def find_ids(text: str, ignore_case: bool = False) -> list[str]:
    """ID-like tokens in order of first appearance, without duplicates.

    Documents write IDs in capitals, so matching is case-sensitive by default (fewer false hits in prose);
    `ignore_case` suits questions typed as "inv-2026-0042" and returns the tokens as written.
    """
    return list(_ids_found(text, ignore_case))


# A search looks at the same chunk texts at several stages (floor, rerank, ID survival); ingest sees
# each text once, where a miss costs a dictionary insert next to a regex scan.
@functools.lru_cache(maxsize=4096)
def _ids_found(text: str, ignore_case: bool) -> tuple[str, ...]:
    haystack = text.upper() if ignore_case else text
    seen: dict[str, None] = {}
    for match in _ID_RE.finditer(haystack):
        seen.setdefault(text[match.start() : match.end()], None)
    return tuple(seen)


def is_id(value: str) -> bool:
    return bool(_ID_RE.fullmatch(value.strip()))


def make_key(name: str, value: Any) -> Key:
    text = format_value(value)
    return _key(str(name), text)


# One shared (never mutated) Key per distinct (name, value): a big sheet repeats its customer IDs and
# SKUs on thousands of rows, and a Key object costs ~0.4 KB of a 300,000-row sheet's memory each time.
@functools.lru_cache(maxsize=65_536)
def _key(name: str, text: str) -> Key:
    # model_construct: both fields are str by construction, and this runs once per key of every row
    return Key.model_construct(name=name, value=text, norm=normalise_key(text))


# "Claimant: Ana Ruiz", "Ordered by: Mr Tomas Berg": a field line whose whole value is a name.
_NAME_FIELD = re.compile(r"^\s*([A-Za-z][A-Za-z .]{1,30}?)\s*:\s*(?:(?:Mr|Mrs|Ms|Miss|Dr|Mx)\.?\s+)?(.+?)\s*$")


def keys_in_text(text: str, default_name: str = "ID", names: bool = False) -> list[Key]:
    """Keys for every ID in `text`, named by the label before it on its line ("Invoice No: X") if any.
    With `names` (a document's field lines), a field whose value is a person's or party's proper name
    keys the document too: a claim or booking is found by who made it."""
    keys: list[Key] = []
    seen: set[str] = set()
    for line in text.splitlines():
        field = _NAME_FIELD.match(line) if names else None
        if field and _PROPER_NAME.fullmatch(field.group(2)) and not _ID_RE.search(field.group(2)) \
                and field.group(2) not in seen:
            seen.add(field.group(2))
            keys.append(make_key(field.group(1).strip(), field.group(2)))
        for match in _ID_RE.finditer(line):
            value = match.group(0)
            if value in seen:
                continue
            seen.add(value)
            label = _LABEL_RE.search(line[: match.start()])
            # The last three words are the label; anything before them is sentence, not label.
            name = " ".join(label.group(1).split()[-3:]) if label else default_name
            keys.append(make_key(name, value))
    return keys


def format_value(value: Any) -> str:
    """How a cell value is written in chunk text and keys: dates without a zero time, whole floats as ints."""
    if type(value) is str:  # most cells; str(value) of a str is the value itself
        return value.strip()
    if value is None:
        return ""
    if isinstance(value, datetime):
        return value.date().isoformat() if value.time() == datetime.min.time() else value.isoformat(sep=" ")
    if isinstance(value, date):
        return value.isoformat()
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value).strip()


class KeyChoice(BaseModel):
    column: str
    reason: str


def explain_key_columns(headers: Sequence[str], rows: Sequence[Sequence[Any]]) -> list[KeyChoice]:
    """Key columns with the rule that chose each. Deterministic; an empty list when nothing qualifies.

    Rules, strongest first: an ID-like header whose values are mostly unique or look like IDs; any column
    whose values look like IDs; a name-like header (Customer, Employee, Name...) holding short text, which
    is kept even when repeated because such columns join tables (orders -> customers).
    """
    scored: list[tuple[int, int, KeyChoice]] = []
    for index, header in enumerate(headers):
        stats = _column_stats([row[index] if index < len(row) else None for row in rows])
        if stats is None:
            continue
        choice = _judge(str(header), stats)
        if choice is not None:
            scored.append((choice[0], index, KeyChoice(column=str(header), reason=choice[1])))
    if not scored and headers and len(rows) >= _FALLBACK_MIN_ROWS:
        first = _column_stats([row[0] if row else None for row in rows])
        if first and first.texty and first.unique >= 0.999:
            reason = "fallback: first column is text and every value is distinct"
            scored.append((9, 0, KeyChoice(column=str(headers[0]), reason=reason)))
    scored.sort(key=lambda item: (item[0], item[1]))
    return [choice for _, _, choice in scored[:_MAX_KEYS]]


def choose_key_columns(headers: Sequence[str], rows: Sequence[Sequence[Any]]) -> list[str]:
    return [choice.column for choice in explain_key_columns(headers, rows)]


class _Stats(BaseModel):
    filled: int
    unique: float  # distinct / filled
    id_share: float  # share of values that look like IDs
    texty: bool  # mostly non-numeric short text
    numeric: bool
    named: float = 0.0  # share of proper names ("Millbrook Netball Club"), counted only for distinct text


def _column_stats(values: list[Any]) -> _Stats | None:
    counts = Counter(v.strip() if isinstance(v, str) else v for v in values if v is not None)
    counts.pop("", None)
    if not counts:
        return None
    filled = sum(counts.values())
    # distinct values are formatted once: a 20,000-row sheet has far fewer distinct cells than cells
    formatted = Counter[str]()
    for value, count in counts.items():
        formatted[format_value(value)] += count
    numeric = sum(c for v, c in counts.items() if isinstance(v, (int, float)) and not isinstance(v, bool))
    short_text = sum(c for v, c in counts.items() if isinstance(v, str) and len(v) <= 60)
    unique, texty = len(formatted) / filled, short_text >= 0.8 * filled
    return _Stats(
        filled=filled,
        unique=unique,
        id_share=sum(c for t, c in formatted.items() if is_id(t)) / filled,
        texty=texty,
        numeric=numeric >= 0.8 * filled,
        named=sum(1 for t in formatted if _PROPER_NAME.fullmatch(t)) / len(formatted) if texty and unique >= 0.99 else 0.0,
    )


def _words(header: str) -> set[str]:
    return {w for w in re.split(r"[^a-z0-9]+", header.casefold()) if w}


def _judge(header: str, stats: _Stats) -> tuple[int, str] | None:
    words = _words(header)
    id_header = bool(words & _ID_WORDS) or "#" in header
    if words & _ID_WORDS == {"email"}:
        # an address identifies a row but reads worse than the name next to it: rank it after names
        return (4, f"email header and {stats.unique:.0%} of values are distinct") if stats.unique >= 0.9 else None
    if id_header and stats.id_share >= 0.8:
        return 0, f"ID-like header and {stats.id_share:.0%} of values look like IDs"
    if id_header and stats.unique >= 0.9 and stats.filled >= 2:
        return 1, f"ID-like header and {stats.unique:.0%} of values are distinct"
    if stats.id_share >= 0.8 and stats.unique >= 0.5:
        return 2, f"{stats.id_share:.0%} of values look like IDs"
    ordered = [w for w in re.split(r"[^a-z0-9]+", header.casefold()) if w]
    last_word = ordered[-1] if ordered else ""
    if last_word in _NAME_WORDS and stats.texty and not stats.numeric:
        if stats.unique >= 0.9:
            return 3, f"name-like header and {stats.unique:.0%} of values are distinct"
        if stats.filled >= 2 and stats.unique * stats.filled >= 2:
            return 5, "name-like header with repeated short values: a join column"
    if last_word == "address" and stats.texty and stats.unique >= 0.9 and stats.filled >= 2:
        # "7 Heron Walk": a postal address finds its property as surely as its ID, read after names
        return 4, f"address header and {stats.unique:.0%} of values are distinct"
    if stats.named >= 0.9 and stats.filled >= _FALLBACK_MIN_ROWS:
        # a list of clubs, sites or people by name, whatever its header says: each row is found by its name
        return 6, f"{stats.named:.0%} of values are distinct proper names"
    return None
