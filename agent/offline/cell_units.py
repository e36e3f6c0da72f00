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
    return {**_prefixed(found), **found}


# Units an SI prefix does not join in speech ("kilohours", "millitonnes"): hours are not SI, and the
# tonne's multiples are said in tonnes.
_NOT_PREFIXED = {"h", "t"}


def _prefixed(units: dict[str, tuple[str, ...]]) -> dict[str, tuple[str, ...]]:
    """Every SI prefix joined to every one-letter-symbol unit: "hectolitres" -> ("hl",) (si_prefixes.tsv)."""
    prefixes = [line.split("\t") for line in (_HERE / "si_prefixes.tsv").read_text(encoding="utf-8").splitlines()
                if line.strip() and not line.startswith("#")]
    joined = {unit: [s for s in symbols if len(s) == 1 and s not in _NOT_PREFIXED] for unit, symbols in units.items()}
    return {prefix.strip() + unit: tuple(sym.strip() + s for s in letters)
            for unit, letters in joined.items() if letters for prefix, sym in prefixes}


def symbols_of_word(stem_of) -> dict[str, frozenset[str]]:
    """A unit name's stem -> the symbols of two letters or more a header prints for it ("hectolitres" ->
    {"hl"}, "kilos" -> {"kg"}): one-letter symbols alone are other words, so they are left out."""
    found: dict[str, set[str]] = {}
    for name, symbols in _symbols().items():
        found.setdefault(stem_of(name), set()).update(s for s in symbols if len(s) > 1)
    return {name: frozenset(symbols) for name, symbols in found.items() if symbols}


def quantity_units() -> dict[str, tuple[str, ...]]:
    """A quantity's name -> the units it is measured in, names and symbols ("distance" -> km, miles, ...):
    the header words a question naming the quantity means (quantity_units.tsv)."""
    found: dict[str, tuple[str, ...]] = {}
    for line in (_HERE / "quantity_units.tsv").read_text(encoding="utf-8").splitlines():
        quantity, _, units = line.partition("\t")
        if line.startswith("#") or not units.strip():
            continue
        found[quantity.strip()] = tuple(units.split())
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


def unit_name_stems(stem_of) -> frozenset[str]:
    """The stems of every unit name the tables know ("millilitr", "hour", "kilo"): a counted noun that is
    one of them measures an amount rather than naming things to count."""
    return frozenset(stem_of(name) for name in _symbols())

