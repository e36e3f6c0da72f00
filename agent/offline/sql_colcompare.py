"""Comparisons between two columns of the same row: "more wins than losses", "stock at or below its
reorder level", "delivered after the promised date". The number on the right of a comparator is
replaced by a column the question names there, so each row is kept by comparing two of its own cells.
"""

from dataclasses import dataclass

from tally.agent.offline import sql_exprs as ex
from tally.agent.offline.schema import ColumnInfo
from tally.agent.offline.sql_match import header_stems, mention_of, stem, words
from tally.agent.offline.sql_comparisons import Op, parse_number
from tally.agent.offline.sql_plan import Condition
from tally.agent.offline.sql_work import Work, ordinal

# Comparatives that may hold a column name between them and "than" ("more home wins than away wins").
_SPLIT: dict[str, Op] = {"more": ">", "greater": ">", "higher": ">", "larger": ">", "bigger": ">", "longer": ">",
                         "fewer": "<", "less": "<", "lower": "<", "smaller": "<", "shorter": "<"}
# Comparators written in one piece, the left column named before them ("on hand at or below the reorder level").
_JOINED: list[tuple[tuple[str, ...], Op]] = [
    (("at", "or", "below"), "<="), (("at", "or", "under"), "<="), (("at", "or", "above"), ">="),
    (("at", "or", "over"), ">="), (("equal", "to", "or", "less", "than"), "<="),
    (("equal", "to", "or", "more", "than"), ">="), (("at", "least"), ">="), (("at", "most"), "<="),
    (("exceeding",), ">"), (("exceeds",), ">"), (("exceeded",), ">"), (("above",), ">"), (("over",), ">"),
    (("below",), "<"), (("under",), "<"), (("equal", "to"), "="), (("same", "as"), "="),
]
# Comparators only dates take: "shipped after the due date".
_DATED: list[tuple[tuple[str, ...], Op]] = [
    (("later", "than"), ">"), (("earlier", "than"), "<"), (("on", "or", "before"), "<="),
    (("on", "or", "after"), ">="), (("after",), ">"), (("before",), "<"),
]
_AS_MANY = {("at", "least"): ">=", ("at", "most"): "<=", ("twice",): None}
_FILLERS = {"the", "their", "its", "his", "her", "a", "an", "they", "it", "of", "what"}
_REACH = 4  # words a column name may take on either side of a comparator


@dataclass
class ColumnComparison:
    left: ColumnInfo
    op: Op
    right: ColumnInfo | None  # None: compared with a number written after "than"
    positions: list[int]  # the comparator and both column names


def add_column_comparisons(work: Work) -> list[ColumnComparison]:
    """Every 'A <comparator> B' of the question where A and B are two different columns of the table,
    as conditions on the work; returns them so the caller knows the question was a row comparison."""
    found = []
    for cue, op, dated, left_window, right_window in _comparators(work.q.words):
        if work.used & set(cue):
            continue  # already read as a comparison with a number ("more than 5")
        pair = _pair(work, left_window, right_window, dated)
        if pair is None:
            continue
        left, right, positions = pair
        if isinstance(right, float):  # "more A than 2"
            value = int(right) if right.is_integer() else right
            condition = Condition(ex.compare(ex.number_of(left), op, right), f"{left.header} {op} {value}",
                                  [left.header])
        else:
            sides = (ex.col(left), ex.col(right)) if dated else (ex.number_of(left), ex.number_of(right))
            condition = Condition(ex.compare(sides[0], op, sides[1]), f"{left.header} {op} {right.header}",
                                  [left.header, right.header])
        work.conditions.append(condition)
        taken = positions + list(cue) + _phrase_words(work, positions, cue, right_window, right)
        work.take(taken)
        work.anchors += 1
        found.append(ColumnComparison(left, op, right if isinstance(right, ColumnInfo) else None, taken))
    return found


def _comparators(w: list[str]):
    """(comparator positions, op, dated, left window, right window) for each comparator of the question."""
    n = len(w)
    for i, word in enumerate(w):
        if word in _SPLIT:
            than = next((j for j in range(i + 1, min(n, i + 2 + _REACH)) if w[j] == "than"), None)
            if than is not None and than > i + 1:  # "more A than B", A a column name
                yield [i, than], _SPLIT[word], False, range(i + 1, than), _after(w, than + 1)
            elif than == i + 1:  # "goals against lower than goals for"
                yield [i, i + 1], _SPLIT[word], False, _before(i), _after(w, i + 2)
            continue
        if word == "as" and i + 2 < n and w[i + 1] in ("many", "much"):
            second = next((j for j in range(i + 3, min(n, i + 3 + _REACH)) if w[j] == "as"), None)
            cue = next((tuple(w[i - k : i]) for k in (2, 1) if i >= k and tuple(w[i - k : i]) in _AS_MANY), None)
            op = _AS_MANY.get(cue) if cue else "="
            if second is not None and op is not None:  # "at least as many A as B"
                start = i - len(cue) if cue else i
                yield [*range(start, i + 2), second], op, False, range(i + 2, second), _after(w, second + 1)
            continue
        for table, dated in ((_JOINED, False), (_DATED, True)):
            for cue, op in table:
                # "at or below" is one comparator: its last word alone is not another
                if tuple(w[i : i + len(cue)]) == cue and (len(cue) > 1 or i == 0 or w[i - 1] not in ("or", "at")):
                    end = i + len(cue)
                    right = _after(w, end)
                    if not (len(right) and parse_number(w[right[0]]) is not None):  # numbers: sql_phrases
                        yield list(range(i, end)), op, dated, _before(i), right
                    break


def _phrase_words(work: Work, positions: list[int], cue: list[int], right_window: range, right) -> list[int]:
    """Words inside the compared phrases: between the left column's name and the comparator ("on-hand
    [figure] at or below"), and right after the right column's name for each of its header words the
    question did not say as written ("reorder [threshold]" for "Reorder Lvl")."""
    left = [p for p in positions if p < cue[0]]
    inner = list(range(max(left) + 1, cue[0])) if left else []
    if not isinstance(right, ColumnInfo):
        return inner
    said = [p for p in positions if p in right_window]
    missing = len(header_stems(right)) - len(said)
    after = [p for p in right_window if said and p > max(said)][: max(0, missing)]
    return inner + [p for p in after if p == max(said) + 1 + after.index(p)]


def _before(i: int) -> range:
    return range(max(0, i - _REACH), i)


def _after(w: list[str], start: int) -> range:
    while start < len(w) and w[start] in _FILLERS:
        start += 1
    return range(start, min(len(w), start + _REACH))


def _pair(work: Work, left_window: range, right_window: range, dated: bool):
    # A year or season column says when, not how much: "goals per match across her seasons" compares nothing.
    columns = [c for c in work.table.columns
               if (c.temporal if dated else (c.number_like and not ex.is_time_column(c) and not ordinal(c)))]
    left = _named_in(work, columns, left_window)
    number = parse_number(work.q.words[right_window[0]]) if len(right_window) else None
    if number is not None:  # "more A than 2": a number, not a column
        return None if left is None or dated else (left[0], float(number), left[1])
    right = _named_in(work, columns, right_window)
    if left is None or right is None or left[0] is right[0] or set(left[1]) & set(right[1]):
        return None
    return left[0], right[0], sorted(set(left[1]) | set(right[1]))


def _named_in(work: Work, columns: list[ColumnInfo], window: range) -> tuple[ColumnInfo, list[int]] | None:
    """The column the words in `window` name best; a tie between two columns names neither. Header words
    that are function words ("Goals for" / "Goals against") break ties between otherwise equal headers."""
    outside = set(range(len(work.q.words))) - set(window)
    scored = []
    for column in columns:
        mention = mention_of(column, work.q, outside | (work.used - work.titled))
        if mention is None:
            continue
        all_words = [stem(x) for x in words(column.header)]
        said = {work.q.stems[i] for i in window}
        coverage = sum(1 for x in all_words if x in said) / max(1, len(all_words))
        scored.append(((round(mention.score, 3), round(coverage, 3)), column, mention.positions))
    if not scored:
        return None
    scored.sort(key=lambda entry: entry[0], reverse=True)
    if len(scored) > 1 and scored[0][0] == scored[1][0]:
        return None
    return scored[0][1], scored[0][2]
