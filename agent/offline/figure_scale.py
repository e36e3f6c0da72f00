"""Which figure a compared number is about: one whose scale ("in millions") and range fit it, and of several,
the one whose header the judge (multilingual-e5-small) finds closest to the comparison's own words ("20,000
fans in the stands"); words decide first everywhere, this is asked only when no header is named."""

import re
from collections.abc import Callable

from tally.agent.offline.schema import ColumnInfo
from tally.agent.offline.sql_exprs import written_as_sums
from tally.agent.offline.sql_comparisons import Comparison

# A figure this many times past every value of a column is not about that column ("more than 20,000 fans" is
# no Round, whose values run 1 to 30); nearer misses stay, since a comparison no row meets is a fair count of 0.
_OUT_OF_SCALE = 10


_FIRST_FIGURE = re.compile(r"-?[0-9][0-9,]*(?:\.[0-9]+)?")
_SUM_RESULT = re.compile(r"=\s*(-?[0-9][0-9,]*(?:\.[0-9]+)?)")


def figure_range(column: ColumnInfo) -> tuple[float, float] | None:
    """The smallest and largest figure a comparison on the column reads (sql_exprs.number_of: a text cell's
    first number, or the result of a sum written out), or None when not known."""
    if column.numeric or column.temporal:
        low, high = column.low, column.high
        return (low, high) if low is not None and high is not None else None
    if getattr(column, "number_expr", None) is not None or not column.distinct:
        return None  # read another way (a score's goals), or too many values to have been profiled
    figures = []
    sums = written_as_sums(column)
    for text in column.distinct:
        found = (_SUM_RESULT if sums else _FIRST_FIGURE).search(text)
        if found:
            number = float(found.group(1 if sums else 0).replace(",", ""))
            figures.append(-number if text.strip().startswith("(") else number)
    return (min(figures), max(figures)) if figures else None


def beyond_range(column: ColumnInfo, comparison: Comparison) -> bool:
    """True when no value of the column could meet the comparison and the number is of another scale."""
    known = figure_range(column)
    if known is None:
        # text whose every cell is known and none holds a figure ("Northgate", "Eastfield"): nothing to compare
        return column.text and bool(column.distinct) and getattr(column, "number_expr", None) is None
    low, high = known
    value = comparison.value * (comparison.scale if not counts_in_scale(column) else 1.0)
    if comparison.op in (">", ">="):
        return value > high and value >= _OUT_OF_SCALE * max(high, 1)
    if comparison.op in ("<", "<="):
        return value < low and low > 0 and value * _OUT_OF_SCALE <= low
    return False


def outside_range(column: ColumnInfo, value: float) -> bool:
    """'all 1,500 games' over a Game column numbered 1 to 82: a value no cell holds is no equality on it."""
    known = figure_range(column)
    return known is not None and not known[0] <= value <= known[1]


def counts_in_scale(column: ColumnInfo) -> bool:
    """A column already counted in thousands or millions ("Population (millions)", "Gross ($m)") or whose
    cells say so ("24.5 million"): the question's "20 million" is compared as 20."""
    said = f"{column.header} {' '.join((column.distinct or [])[:20])}".lower()
    return bool(re.search(r"\b(thousands?|millions?|billions?|mn|bn|m|k)\b|\$m\b", said))


Closeness = Callable[[str, list[str]], list[float]]

# The judge's closeness of a short phrase to a header is noisy (the subject's noun before the number can swap
# two headers): a figure is chosen only when it leads the next by this much. WTQ dev, given table: 0, 0.005,
# 0.01 and 0.02 each answered 266 -> 267 of 350; 0.02 keeps a lead of 0.008 (a phrase about minutes over an
# Encores column, a Tally-made probe) from deciding.
MEASURE_MARGIN = 0.02


def closest_figure(closeness: Closeness | None, phrase: str, figures: list[ColumnInfo]) -> ColumnInfo | None:
    """Of two figures or more, the one whose header is closest to `phrase` by MEASURE_MARGIN; else None (one
    figure alone is no choice the judge made: the words decide whether it is meant)."""
    if closeness is None or len(figures) < 2 or not phrase.strip():
        return None
    scores = closeness(phrase, [c.header for c in figures])
    ranked = sorted(zip(scores, range(len(figures))), reverse=True)
    return figures[ranked[0][1]] if ranked[0][0] - ranked[1][0] >= MEASURE_MARGIN else None

