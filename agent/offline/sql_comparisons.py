"""Comparisons a question makes of a number: "more than 5", "at least 3", "5 or more", "between 2 and 4",
"in the top 10", "faster than 1:08". Each becomes a Comparison the planner attaches to a column.
"""

from dataclasses import dataclass
from typing import Literal

from tally.agent.offline.sql_days import day_positions
from tally.agent.offline.sql_durations import DURATION_UNITS, duration_seconds, smaller_units
from tally.agent.offline.sql_match import STOPWORDS, Question
from tally.ingest.text import is_year, ordinal_number, parse_number_word

Op = Literal[">", ">=", "<", "<=", "="]
SCALE_WORDS = {"thousand": 1e3, "million": 1e6, "millions": 1e6, "billion": 1e9, "billions": 1e9}
parse_number = parse_number_word

# (words before the number, operator); "N or more" style suffixes are handled separately.
_COMPARATORS: list[tuple[tuple[str, ...], Op]] = [
    (("more", "than"), ">"), (("more", "then"), ">"), (("greater", "than"), ">"), (("higher", "than"), ">"),
    (("larger", "than"), ">"), (("bigger", "than"), ">"), (("longer", "than"), ">"), (("taller", "than"), ">"),
    (("over",), ">"), (("above",), ">"), (("exceeding",), ">"), (("in", "excess", "of"), ">"),
    (("at", "least"), ">="), (("no", "less", "than"), ">="), (("minimum", "of"), ">="),
    (("less", "than"), "<"), (("fewer", "than"), "<"), (("lower", "than"), "<"), (("smaller", "than"), "<"),
    (("shorter", "than"), "<"), (("under",), "<"), (("below",), "<"),
    (("at", "most"), "<="), (("no", "more", "than"), "<="), (("up", "to"), "<="), (("maximum", "of"), "<="),
    (("exactly",), "="), (("equal", "to"), "="),
    # comparatives of size, distance, age and weight ("farther than 13 metres", "younger than 21")
    (("farther", "than"), ">"), (("further", "than"), ">"), (("older", "than"), ">"), (("heavier", "than"), ">"),
    (("wider", "than"), ">"), (("deeper", "than"), ">"), (("younger", "than"), "<"), (("lighter", "than"), "<"),
    (("narrower", "than"), "<"), (("shallower", "than"), "<"),
]
_SIGNS: dict[str, Op] = {"negative": "<", "positive": ">"}
# What a comparative measures, for a table that names it ("younger than 21": the Age column).
_DIMENSIONS = {"older": "age", "younger": "age", "taller": "height", "heavier": "weight", "lighter": "weight",
               "wider": "width", "narrower": "width", "deeper": "depth", "shallower": "depth",
               "farther": "distance", "further": "distance"}
# Speed comparatives: of a time ("faster than 1:08") less time, of a speed ("faster than 200 km/h") more.
_SPEED: dict[tuple[str, ...], Op] = {("faster", "than"): "<", ("quicker", "than"): "<", ("slower", "than"): ">"}
_OPPOSITE: dict[Op, Op] = {"<": ">", ">": "<"}
_SUFFIXES: list[tuple[tuple[str, ...], Op]] = [
    (("or", "more"), ">="), (("or", "greater"), ">="), (("or", "higher"), ">="), (("or", "above"), ">="),
    (("or", "less"), "<="), (("or", "fewer"), "<="), (("or", "lower"), "<="), (("or", "below"), "<="),
]
# ... and every comparative adjective after "or" ("three hours or longer", "21 or younger"): the same relation, inclusive
_SUFFIXES += [(("or", cue[0]), op + "=") for cue, op in _COMPARATORS
              if len(cue) == 2 and cue[1] == "than" and op in "<>" and ("or", cue[0]) not in dict(_SUFFIXES)]


@dataclass
class Comparison:
    op: Op
    value: float
    span: tuple[int, int]  # comparator words and number
    number_at: int
    seconds: bool = False  # a duration ("3:30", "2 minutes"), compared as seconds
    written: float | None = None  # the number as written before a unit turned it into seconds
    rank: bool = False  # "in the top 10": a position column at most N
    scale: float = 1.0  # "20 million": the number as written times this, unless the column counts in it
    dimension: str | None = None  # "younger than 21": what the comparative measures (age), a column to look for


def find_comparisons(q: Question) -> list[Comparison]:
    found: list[Comparison] = []
    w = q.words
    for i, word in enumerate(w):
        value, seconds = parse_number(word), False
        if value is None and word in ("a", "an") and i + 1 < len(w) and w[i + 1] in DURATION_UNITS:
            value = 1.0  # "under a minute", "less than an hour": one of the unit
        if value is None:
            value, seconds = duration_seconds(word), True
        if value is None and (placed := _placing_bound(w, i)) is not None:
            found.append(placed)
        if value is None or is_year(word) and not _is_comparator_before(w, i):
            continue
        if i and w[i - 1] == "top" and not seconds:
            found.append(Comparison("<=", value, (i - 1, i + 1), i, rank=True))
            continue
        unit = DURATION_UNITS.get(w[i + 1]) if i + 1 < len(w) and not seconds else None
        end, written = i + 1, None
        if unit is not None:  # "2 minutes": compared with cells written as m:ss
            value, seconds, end, written = value * unit, True, i + 2, value
            value, end = smaller_units(w, end, unit, value)
            written = written if end == i + 2 else None  # "2 hours 15 minutes" is no plain count of hours
        scale = SCALE_WORDS.get(w[i + 1], 1.0) if i + 1 < len(w) and not seconds else 1.0
        if scale != 1.0:  # "$20 million": the column may hold 20,000,000 or count in millions
            end = i + 2
        speed = _SPEED.get(tuple(w[i - 2 : i])) if i >= 2 else None
        if speed is not None:
            found.append(Comparison(speed if seconds else _OPPOSITE[speed], value, (i - 2, end), i, seconds, written,
                                    scale=scale))
            continue
        for cue, op in _COMPARATORS:
            n = len(cue)
            if i >= n and tuple(w[i - n : i]) == cue:
                found.append(Comparison(op, value, (i - n, end), i, seconds, written, scale=scale,
                                        dimension=_DIMENSIONS.get(cue[0])))
                break
        else:
            # "5 or more", "90 seconds at most"; after the counted noun or unit too: "3 goals or more", "0.5 kW or higher"
            noun = end < len(w) and w[end].isalpha() and w[end] not in STOPWORDS
            for at, cue, op in [(end, *c) for c in _SUFFIXES + _AFTER_UNIT] + \
                    ([(end + 1, *c) for c in _SUFFIXES + _AFTER_UNIT] if noun else []):
                if tuple(w[at : at + len(cue)]) == cue:
                    found.append(Comparison(op, value, (i, at + len(cue)), i, seconds, written, scale=scale))
                    break
    for i, word in enumerate(w):  # "a negative goal difference": below zero, on the column named next
        if word in _SIGNS and i + 1 < len(w):
            found.append(Comparison(_SIGNS[word], 0.0, (i, i + 1), i))
    ranged = _ranges(q)
    inside = {p for c in ranged for p in range(*c.span)}
    kept = [c for c in found if c.number_at not in inside] + ranged
    days = day_positions(w)  # "between 4 and 19 May": days of a date, not a range of numbers
    return [c for c in kept if c.number_at not in days]


# A placing's bound: "5th or better" is a position of at most 5, "3rd or worse" of at least 3
_PLACING_SUFFIXES: list[tuple[tuple[str, ...], Op]] = [(("or", "better"), "<="), (("or", "higher"), "<="),
                                                       (("or", "worse"), ">="), (("or", "lower"), ">=")]


def _placing_bound(w: list[str], i: int) -> Comparison | None:
    place = ordinal_number(w[i])
    for cue, op in _PLACING_SUFFIXES if place else ():
        if tuple(w[i + 1 : i + 1 + len(cue)]) == cue:
            return Comparison(op, float(place), (i, i + 1 + len(cue)), i, rank=True)
    return None


# "N or more" says it before the unit, "90 seconds at most" after it
_AFTER_UNIT: list[tuple[tuple[str, ...], Op]] = [(("at", "the", "most"), "<="), (("at", "most"), "<="),
                                                 (("at", "the", "least"), ">="), (("at", "least"), ">=")]


def _ranges(q: Question) -> list[Comparison]:
    """'between 2 and 4 medals': at least the first number and at most the second (years are date ranges)."""
    w, found = q.words, []
    for i in range(len(w) - 3):
        low, high = parse_number(w[i + 1]), parse_number(w[i + 3])
        if w[i] == "between" and w[i + 2] in ("and", "to") and low is not None and high is not None \
                and not (is_year(w[i + 1]) and is_year(w[i + 3])):
            found += [Comparison(">=", low, (i, i + 4), i + 1), Comparison("<=", high, (i, i + 4), i + 3)]
    return found


def _is_comparator_before(w: list[str], i: int) -> bool:
    return any(i >= len(cue) and tuple(w[i - len(cue) : i]) == cue for cue, _ in _COMPARATORS)
