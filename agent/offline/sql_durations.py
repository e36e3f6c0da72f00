"""Durations in questions: a clock-style cell value ("3:30") in seconds, and a duration said in several units
("2 hours 15 minutes") as one value."""

import re

from tally.ingest.text import parse_number_word as parse_number

_DURATION = re.compile(r"^(?:(\d+):)?(\d{1,2}):(\d{2}(?:\.\d+)?)$")
DURATION_UNITS = {"second": 1, "seconds": 1, "sec": 1, "secs": 1, "minute": 60, "minutes": 60, "min": 60,
                   "mins": 60, "hour": 3600, "hours": 3600}


def smaller_units(w: list[str], end: int, unit: int, value: float) -> tuple[float, int]:
    """'2 hours [15 minutes]', '2 minutes [and] 35 seconds': a duration said in several units is one
    value, each later part in a smaller unit than the one before it."""
    while True:
        at = end + 1 if end < len(w) and w[end] == "and" else end
        amount = parse_number(w[at]) if at + 1 < len(w) else None
        smaller = DURATION_UNITS.get(w[at + 1]) if amount is not None else None
        if smaller is None or smaller >= unit:
            return value, end
        value, end, unit = value + amount * smaller, at + 2, smaller


def duration_seconds(word: str) -> float | None:
    """A clock-style duration ("3:30", "1:02:03", "1:00.45") in seconds; None for anything else."""
    match = _DURATION.match(word)
    if match is None:
        return None
    hours, minutes, seconds = match.groups()
    return int(hours or 0) * 3600 + int(minutes) * 60 + float(seconds)
