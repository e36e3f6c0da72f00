"""Headers told apart by a number: "Run 1" / "Run 2", "Week 3", "Round 4".

A header's words leave its number out, so "the second run" names Run 1 and Run 2 equally. The number (or
its ordinal word) written beside a header word in the question picks the column it numbers, and rules
out its siblings. A number in brackets ("Rank (2)") is how a repeated header was told apart at ingest,
not a name anyone says: it is left alone, so "rank 2" stays a value.
"""

import re

from tally.ingest.text import ordinal_number, parse_number_word

_TRAILING_NUMBER = re.compile(r"^(.*\D)\s(\d{1,3})$")


def header_number(header: str) -> int | None:
    """The number a header ends with as its own word ("Run 2" -> 2), else None."""
    match = _TRAILING_NUMBER.match(header.strip())
    return int(match.group(2)) if match else None


def number_beside(words: list[str], positions: list[int]) -> tuple[int, int] | None:
    """(number, its position) written right before or after one of the header word positions: "run 2",
    "the second run", "2nd round"."""
    for at in positions:
        for near in (at + 1, at - 1):
            if 0 <= near < len(words):
                word = words[near]
                value = ordinal_number(word)
                if value is None and near == at + 1:
                    number = parse_number_word(word)
                    value = int(number) if number is not None and number.is_integer() else None
                if value is not None:
                    return value, near
    return None


def numbered_positions(header: str, words: list[str], positions: list[int]) -> list[int] | None:
    """The position of the number the question writes beside the header's words when it is the header's
    own number ("run 2" for Run 2): [] when the header has no number or none is written beside it, None
    when the number written is another one (the question names a sibling column)."""
    numbered = header_number(header)
    beside = number_beside(words, positions) if numbered is not None else None
    if beside is None:
        return []
    return [beside[1]] if beside[0] == numbered else None


def same_ordinal(word: str, target: str) -> bool:
    """'first' names a '1st' header word: one ordinal written two ways."""
    place = ordinal_number(target)
    return place is not None and ordinal_number(word) == place
