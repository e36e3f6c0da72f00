"""The closing rows of a document's items table: the label and figure under the amounts column, the
cells to their left empty ("| | | | TOTAL DUE | 570.00", "| | VAT at 20% | 95.00"), or the rows of a boxed
totals table of two columns, label and figure ("Total net | GBP 416.69"). They are the document's totals,
fields like any other; a PDF extractor may cut a label across two cells ("Goods, ex VA | T 475.00")."""

import re

from tally.agent.offline.units import text_stems

_FIGURE = re.compile(r"^(?:[A-Z]{3}\s)?[^\w\s]{0,2}\s?-?\d[\d,. ]*\d(?:[.,]\d{1,2})?$")
_CUT = re.compile(r"^(?P<label>.*[^\W\d_].*?)\s+(?P<value>[^\w\s]{0,2}-?\d[\d,]*[.,]\d{2})$")
_MIN_EMPTY = 2  # cells left of the label: a totals row sits under the figures, not beside an item


def total_rows(text: str) -> list[tuple[str, str]]:
    """(label, figure) of each such row of a table's text (cells joined by " | ")."""
    found = []
    for line in text.splitlines():
        if " | " not in line:
            continue
        cells = [c.strip() for c in line.split("|")]
        filled = [i for i, c in enumerate(cells) if c]
        if len(filled) != 2 or (filled[0] < _MIN_EMPTY and len(cells) != 2) or filled[1] != len(cells) - 1:
            continue
        label, value = cells[filled[0]], cells[filled[1]]
        if _FIGURE.match(value) and not _FIGURE.match(label):
            found.append((label.rstrip(":").strip(), value))
        elif (cut := _CUT.match(label + value)) is not None:
            found.append((cut.group("label").strip(), cut.group("value")))
    return found


# "the sum, tax included", "including VAT", "ex VAT", "... with the VAT?", "once the fee is taken off", "net of
# tax": what a figure is reckoned with or without says which total is asked, not a field of its own.
_INCLUDED = re.compile(r"\b(?:(?:incl(?:uding|\.)?|excl(?:uding|\.)?|ex|plus|less|minus|net\s+of)\s+([\w-]+)"
                       r"|([\w-]+)\s+(?:included|excluded|inclusive|exclusive)"
                       r"|([\w-]+)\s+(?:is\s+|are\s+|has\s+been\s+|have\s+been\s+)?"
                       r"(?:deducted|subtracted|taken\s+off|knocked\s+off|taken\s+out|added\s+on))\b"
                       r"|\b(?:with|without)\s+(?:the\s+)?[\w-]+\s*[?.!]?\s*$", re.IGNORECASE)  # "... with the VAT?"


def included_stems(question: str) -> set[str]:
    """Stems of the words naming what a figure is reckoned with or without, and of the participle."""
    found: set[str] = set()
    for match in _INCLUDED.finditer(question):
        found.update(text_stems(match.group(0)))
    return found


_WITHOUT = re.compile(r"\b(?:ex|excl(?:uding|\.)?|exclusive\s+of|less|net\s+of|before|without)\s+([\w-]+)", re.IGNORECASE)


def left_out_of(label: str) -> set[str]:
    """Stems of what a field's label says its figure is without: "Goods, ex VAT" is no VAT figure."""
    return {s for match in _WITHOUT.finditer(label) for s in text_stems(match.group(1))}

