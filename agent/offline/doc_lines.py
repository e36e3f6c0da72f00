"""Reading a document's header and totals as fields: "Label: value" lines (two on one line when the
layout puts them side by side), lines ending in a figure ("Total due 13,208.40"), a label alone on its
line with the value below it, a header laid out as a table, and a register row holding the key."""

import re
from dataclasses import dataclass

from tally.ingest.models import normalise_key
from tally.tools.money import is_currency_code

_LABELLED = re.compile(r"^(?P<label>[^\W\d_][^:]{0,40}?)\s*:\s*(?P<value>\S.*)$")
# The label may carry a rate ("VAT 20%") or the date it is reckoned at ("Balance due at 31 October 2025"),
# the value a currency code ("EUR 1,628.00").
_TRAILING_FIGURE = re.compile(r"^(?P<label>[^\W\d_][^\d:]{0,40}?(?:\s\d{1,2}(?:[.,]\d+)?\s?%|"
                              r"\s(?:at|on|as at|as of)\s\d{1,2}\s[^\W\d_]{3,9}\s\d{4})?)\s+"
                              r"(?P<value>(?:[A-Z]{3}\s)?[^\w\s]{0,2}\s?-?\d[\d,. ]*\d(?:[.,]\d{1,2})?|\d|"
                              r"\d{4}-\d{2}-\d{2}|\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|"
                              r"\d{1,2}\.? [^\W\d_]{3,9}\.? \d{4}|[^\W\d_]{3,9}\.? \d{1,2},? \d{4})$")
# A second label on a line, after the first value ("..., Harlby WN6 8UU Terms: COD").
_INNER_LABEL = re.compile(r"\s(?P<label>[A-Z][A-Za-z.]*(?:\s[a-z][a-z.]*){0,3}):\s+(?P<rest>\S.*)$")
# A label alone on its line ("BILL TO", "Ship to:") whose value is the next line (block layouts).
_BLOCK_LABEL = re.compile(r"^(?P<label>[^\W\d_][^\W\d_ ()/&.-]*(?: [^\W\d_][^\W\d_()/&.-]*){0,3}):?$")


@dataclass(frozen=True)
class Field:
    n: int  # the context item [n] the field is read from
    label: str
    value: str
    # the document's own party (its issuer, named in its letterhead: "Remit to: <the issuer>"), not who
    # the document is for
    own: bool = False

    @property
    def line(self) -> str:
        return f"{self.label}: {self.value}"


def labelled_fields(number: int, text: str, keys: set[str]) -> list[Field]:
    """Fields written "Label: value", "Label 1,234.00" / "Label 2025-10-15", or as a label alone on a
    line with its value on the next ("BILL TO" / "Nordic Foods AS")."""
    fields = []
    lines = [line.strip() for line in text.splitlines()]
    for i, line in enumerate(lines):
        if not line or " | " in line:
            continue  # a table's rows are records of their own, not fields of the document
        match = _LABELLED.match(line) or _TRAILING_FIGURE.match(line)
        if match is None:
            block = block_field(number, line, lines[i + 1] if i + 1 < len(lines) else "")
            if block is not None and normalise_key(block.value) not in keys:
                fields.append(block)
            continue
        label, value = match.group("label").strip(), match.group("value").strip()
        if match.re is _TRAILING_FIGURE and re.match(r"[A-Z]{3}\s", value) and not is_currency_code(value[:3]):
            # in capitals a label's last word reads like a currency code: "AMOUNT DUE 6,055.90"
            label, value = f"{label} {value[:3]}", value[4:].strip()
        while (inner := _INNER_LABEL.search(value)) and match.re is _LABELLED:
            # two fields on one line ("Deliver to: ..., Harlby WN6 8UU Terms: COD"): the second label opens
            # with a capital after the first value's last word
            if normalise_key(value[:inner.start()]) not in keys and len(label.split()) <= 6:
                fields.append(Field(number, label, value[:inner.start()].strip()))
            label, value = inner.group("label"), inner.group("rest").strip()
        if normalise_key(value) not in keys and len(label.split()) <= 6:
            fields.append(Field(number, label, value))
    return fields


def block_field(number: int, line: str, after: str) -> Field | None:
    """A short label line (upper case, or ending in ":") whose value is the next line, itself no label."""
    match = _BLOCK_LABEL.match(line)
    if match is None or not after or " | " in after or not (line.isupper() or line.endswith(":")):
        return None
    if _LABELLED.match(after) or _BLOCK_LABEL.match(after) and (after.isupper() or after.endswith(":")):
        return None
    return Field(number, match.group("label").strip(), after)


def key_row_fields(number: int, text: str, keys: set[str]) -> list[Field]:
    """"Header: cell" fields of the table rows holding a looked-up key (a register's line for EMP-1014);
    the other rows are other people's."""
    rows = [[c.strip() for c in line.split("|")] for line in text.splitlines() if " | " in line]
    if len(rows) < 2:
        return []
    header = rows[0]
    return [Field(number, name, cell) for cells in rows[1:]
            if len(cells) == len(header) and any(normalise_key(c) in keys for c in cells)
            for name, cell in zip(header, cells, strict=True) if name and cell and normalise_key(cell) not in keys]


def grid_fields(number: int, text: str, keys: set[str]) -> list[Field]:
    """Fields of a header laid out as a table: a label column beside a value column ("Invoice number |
    SIN-1", "Payment due | 14.11.2025"), recognised by the key standing in the value column; and a column
    headed by a label ending in ":" ("Invoiced to:") whose value is the cell below it."""
    rows = [[c.strip() for c in line.split("|")] for line in text.splitlines() if " | " in line]
    if len(rows) < 2:
        return []
    fields: list[Field] = []
    width = min(len(r) for r in rows)
    for i in range(width - 1):
        if not any(normalise_key(r[i + 1]) in keys and label_like(r[i]) for r in rows):
            continue
        fields.extend(Field(number, r[i].rstrip(":").strip(), r[i + 1]) for r in rows
                      if label_like(r[i]) and r[i + 1] and normalise_key(r[i + 1]) not in keys)
    for j, head in enumerate(rows[0]):
        if head.endswith(":") and label_like(head) and j < len(rows[1]) and rows[1][j]:
            fields.append(Field(number, head.rstrip(":").strip(), rows[1][j]))
    return fields


def label_like(cell: str) -> bool:
    """A short run of words with no figures: how a field's label looks."""
    return bool(cell) and not re.search(r"\d", cell) and 0 < len(cell.split()) <= 5
