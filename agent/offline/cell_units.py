"""A number and the unit it is counted in, said in words ("a 16 amp socket", "240 volts") and printed as a
symbol in a cell ("32A", "240 V"): the question's words become the cell's spellings, so whole-cell
matching finds them (sql_match.exact_value_matches)."""

from functools import lru_cache
from pathlib import Path

_HERE = Path(__file__).parent


@lru_cache(maxsize=1)
def _symbols() -> dict[str, tuple[str, ...]]:
    """Unit name as written, lower case -> its symbols, lower case (cell_units.tsv, unit_symbols.tsv)."""
    found: dict[str, tuple[str, ...]] = {}
    for name in ("cell_units.tsv", "unit_symbols.tsv"):
        for line in (_HERE / name).read_text(encoding="utf-8").splitlines():
            unit, _, symbol = line.partition("\t")
            if line.startswith("#") or not symbol.strip():
                continue
            found[unit.strip()] = tuple(dict.fromkeys((*found.get(unit.strip(), ()), symbol.strip().lower())))
    return found


def _is_number(word: str) -> bool:
    return word.replace(".", "", 1).replace(",", "").isdigit()


_MAX_AFTER = 3  # words after the number and unit a cell may go on with ("7.5t rigid")


def number_unit_phrases(question_words: list[str]) -> list[tuple[int, int, tuple[str, ...]]]:
    """(start, end, cell words) for each number followed by a unit's name: "16 amp" gives ("16a",) and
    ("16", "a"), the two ways a cell prints it, each also with the next few words ("7.5 tonne rigid":
    ("7.5t", "rigid"))."""
    found = []
    for i in range(len(question_words) - 1):
        number, unit = question_words[i], question_words[i + 1]
        if not _is_number(number):
            continue
        for symbol in _symbols().get(unit, ()):
            for end in range(i + 2, min(len(question_words), i + 2 + _MAX_AFTER) + 1):
                rest = tuple(question_words[i + 2:end])
                found.append((i, end, (number + symbol, *rest)))
                found.append((i, end, (number, symbol, *rest)))
    return found
