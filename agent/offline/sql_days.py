"""Days of a month named in a question: "on 9 May 2026", "between 4 and 19 May", "3 to 7 May", "May 3, 2026",
"from the 2nd to the 9th of March". The month itself is read by sql_phrases.find_dates; these are the day
numbers standing next to it, and the words they take (so they are no numeric comparison)."""

from dataclasses import dataclass

from tally.ingest.text import MONTHS, is_year, ordinal_number

_RANGE_STARTS = ("between", "from")
_RANGE_JOINS = ("and", "to", "until", "till")


@dataclass(frozen=True)
class DaySpan:
    day: int
    day_to: int | None
    start: int  # the first word of the day phrase
    end: int  # one past its last word (the month's own words excluded when the days come before it)


def day_number(word: str) -> int | None:
    """1..31 written in digits, plain or ordinal ("15", "15th", "1st"); None for anything else ("first"
    before a month is as often a rank as a date)."""
    if word.isdigit():
        value: int | None = int(word)
    else:
        value = ordinal_number(word) if word[:1].isdigit() else None
    return value if value is not None and 1 <= value <= 31 else None


MONTH_END = 31  # "to the end of June": the last day, whatever the month's length (DateRange.bounds clamps it)


def days_before(w: list[str], month_at: int) -> DaySpan | None:
    """'between 1 and 15 [August]', 'from the 2nd to the 9th of [March]', '15 [August]', 'from the 2nd to
    the end of [June]'."""
    i = month_at - 1
    if i >= 0 and w[i] == "of":
        i -= 1
    if i >= 1 and w[i] == "end":  # "... to the end of June": up to its last day
        joined = i - 2 if w[i - 1] == "the" else i - 1
        first = _day_at(w, joined - 1) if joined >= 1 and w[joined] in _RANGE_JOINS[1:] else None
        if first is not None:
            start = first[1] - 1 if first[1] >= 1 and w[first[1] - 1] in _RANGE_STARTS else first[1]
            return DaySpan(first[0], MONTH_END, start, month_at)
    last = _day_at(w, i)
    if last is None:
        return None
    day_to, at = last
    joined = at - 1
    if joined >= 1 and w[joined] in _RANGE_JOINS:
        first = _day_at(w, joined - 1)
        if first is not None and first[1] >= 1 and w[first[1] - 1] in _RANGE_STARTS:
            return DaySpan(first[0], day_to, first[1] - 1, month_at)
        if first is not None and w[joined] != "and" and first[0] < day_to:
            return DaySpan(first[0], day_to, first[1], month_at)  # "booked 3 to 7 May"
    return DaySpan(day_to, None, at, month_at)


# "after 10 August", "since the 3rd of May", "before 20 June": one side of a day, not the day itself
DAY_BOUNDS = {"after": ">", "since": ">=", "before": "<", "until": "<=", "till": "<="}


def day_bound(w: list[str], start: int) -> str | None:
    """The comparison the word before a single day's phrase makes of it, or None."""
    return DAY_BOUNDS.get(w[start - 1]) if start >= 1 else None


def day_after(w: list[str], month_at: int) -> int | None:
    """'August [3], 2025': a day number right after the month, not a year."""
    after = month_at + 1
    if after >= len(w) or is_year(w[after]):
        return None
    return day_number(w[after])


def _day_at(w: list[str], i: int) -> tuple[int, int] | None:
    """(day, index of its first word) for a day number at i, with "the" before it ("the 3rd")."""
    if i < 0:
        return None
    day = day_number(w[i])
    if day is None:
        return None
    return day, i - 1 if i >= 1 and w[i - 1] == "the" else i


def day_positions(w: list[str]) -> set[int]:
    """Word indices that are day numbers of a month named next to them: no comparison may take them."""
    taken: set[int] = set()
    for i, word in enumerate(w):
        if word not in MONTHS:
            continue
        before = days_before(w, i)
        if before is not None:
            taken.update(range(before.start, i))
        if day_after(w, i) is not None:
            taken.add(i + 1)
    return taken


def days_about(w: list[str], month_at: int) -> tuple[int, int, int | None, int | None]:
    """(first word, one past the last, first day, last day) of the days a month named without a day number
    next to it is read with: "May, from the 9th to the 23rd", "the second half of May"."""
    start, end, day, day_to = month_at, month_at + 1, None, None
    following = days_following(w, end)
    if following is not None:
        day, day_to, end = following
    half = half_of_month(w, month_at)
    if half is not None:
        start, day, day_to = half[0], day or half[1], day_to if day else half[2]
    return start, end, day, day_to


def days_following(w: list[str], at: int) -> tuple[int, int, int] | None:
    """'[May,] from the 9th to the 23rd': (first day, last day, index past them) of a range of days
    written after the month they are days of."""
    if at >= len(w) or w[at] not in (*_RANGE_STARTS, "the"):
        return None
    # "March, the 2nd to the 9th": the range told after a comma, with no "from"
    first = _day_after_article(w, at + 1 if w[at] in _RANGE_STARTS else at)
    if first is None or first[1] >= len(w) or w[first[1]] not in _RANGE_JOINS:
        return None
    last = _day_after_article(w, first[1] + 1)
    if last is None or last[0] <= first[0]:
        return None
    return first[0], last[0], last[1]


# a month's halves, as a calendar splits them, and its weeks counted from the 1st
_PARTS = {"half": {"first": (1, 15), "second": (16, MONTH_END)},
          "week": {"first": (1, 7), "second": (8, 14), "third": (15, 21), "fourth": (22, 28)}}


def half_of_month(w: list[str], month_at: int) -> tuple[int, int, int] | None:
    """'(the) first or second half of <a month>', 'the second week of <a month>': (its first word, first day,
    last day)."""
    i = month_at
    if i < 3 or w[i - 1] != "of" or w[i - 3] not in _PARTS.get(w[i - 2], {}):
        return None
    first, last = _PARTS[w[i - 2]][w[i - 3]]
    return i - 3 - (i >= 4 and w[i - 4] == "the"), first, last


def _day_after_article(w: list[str], i: int) -> tuple[int, int] | None:
    """(day, index past it) of "the 16th" or "16th" at i."""
    i += 1 if i < len(w) and w[i] == "the" else 0
    day = day_number(w[i]) if i < len(w) else None
    return (day, i + 1) if day is not None else None


# What joins a range's two dates, longest first: "up to and including", "through", "to", ...
_JOIN_PHRASES = (("up", "to", "and", "including"), ("to", "and", "including"), ("up", "to"), ("through",),
                 ("thru",), *((word,) for word in _RANGE_JOINS))


def second_day(w: list[str], at: int, month: int, first_day: int) -> tuple[int, int, int] | None:
    """'[to] 21 February', '[up to and including] 4 August', '[to] the 15th': (day, month, index
    past it) of a range's second date. Without a month it is a later day of `month`, written as a day ("the
    15th", "15th"): a bare number after "to" may count something else ("from 1 August to 3 customers")."""
    joined = next((at + len(p) for p in _JOIN_PHRASES if tuple(w[at:at + len(p)]) == p), None)
    if joined is None or joined >= len(w):
        return None
    article = w[joined] == "the"
    i = joined + article
    day = day_number(w[i]) if i < len(w) else None
    if day is None:
        return None
    after = i + 2 if i + 2 < len(w) and w[i + 1] == "of" else i + 1  # "the 4th of August"
    named = MONTHS.get(w[after]) if after < len(w) else None
    if named is not None:
        return day, named, after + 1
    written_as_day = article or not w[i].isdigit()
    return (day, month, i + 1) if written_as_day and day > first_day else None
