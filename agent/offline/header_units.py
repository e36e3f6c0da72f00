"""Units a column header states: in brackets ("Weight (kg)", "Charge (GBP)"), as a one-letter SI symbol
closing it ("Overtime h", "LOA m") or in degrees ("Water °C"). A unit qualifies what a column measures;
the one-letter symbols and degrees also name it ("overtime hours", "the warmest")."""

import re

from tally.agent.offline.schema import ColumnInfo

# "(GBP)", "(kg)", "(%)": a currency code or unit in brackets says how a column is measured, not what it is
_UNIT_IN_BRACKETS = re.compile(r"\((?:[A-Z]{3}|[a-z]{1,3}|[^\w\s]{1,2})\)")


def bracketed_unit(column: ColumnInfo) -> str | None:
    """The unit a header states in brackets, lower case: "Weight (kg)" -> "kg", "Charge (GBP)" -> "gbp"."""
    found = _UNIT_IN_BRACKETS.search(column.header)
    return found.group(0).strip("()").lower() if found else None


# A one-letter unit symbol closing a header of words ("Overtime h", "LOA m", "Volume l"): alone in a
# question these letters are other words, at the end of a header they are the SI symbols of the units.
_DEGREES = re.compile(r"°\s*[CF]\b|\bdeg(?:rees)?\s*[CF]\b")
_UNIT_LETTERS = {"h": "hours", "m": "metres", "l": "litres", "s": "seconds", "g": "grams", "t": "tonnes"}


def without_bracketed_unit(header: str) -> str:
    return _UNIT_IN_BRACKETS.sub(" ", header)


def unit_named(header: str) -> tuple[str | None, str | None]:
    """(the header's own word for the unit, the unit's name): ("h", "hours") for "Overtime h", (None,
    "temperature") for "Water °C"; (None, None) when the header names no unit this way. Only lower-case
    letters after another word: "Grade A" or "Type S" name no unit."""
    if _DEGREES.search(header):
        return None, "temperature"
    parts = header.split()
    last = parts[-1] if len(parts) > 1 else ""
    return (last, _UNIT_LETTERS[last]) if last in _UNIT_LETTERS else (None, None)
