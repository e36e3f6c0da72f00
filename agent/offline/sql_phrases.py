"""Table-independent phrases in a question: the aggregate asked for, numeric comparisons, date ranges,
grouping. Each carries the word span it came from so the builder knows which words are explained.
"""

import re
from dataclasses import dataclass, replace
from calendar import monthrange
from datetime import date, timedelta
from typing import Literal

from tally.agent.offline.sql_days import day_after, day_bound, days_about, days_before, second_day
from tally.agent.offline.sql_cues import (EARNING_VERBS, FREQUENCY, TOTALLING_VERBS, asks_what_was_paid, how_often,
                                          measure_by_verb, measure_of_rows, names_a_number, on_average)
from tally.agent.offline.sql_match import STOPWORDS, Question
from tally.agent.offline.sql_comparisons import Op
from tally.agent.offline.superlatives import words as superlative_words
from tally.agent.offline.sql_words import is_past_form
from tally.ingest.text import MONTH_NAMES as _MONTH_NAMES
from tally.ingest.text import MONTHS, is_year, months_before_nouns, ordinal_number, parse_number_word

Agg = Literal["count", "count_distinct", "sum", "avg", "min", "max"]

MONTH_NAMES = ["", *_MONTH_NAMES]  # indexed by month number
parse_number = parse_number_word  # a number in a question: digits or a number word (ingest/text.py)
# Month words that are also ordinary English words count as months only next to a year or after these.
_AMBIGUOUS_MONTHS = ("may", "march", "jan", "mar", "dec", "sep", "oct", "nov", "aug", "jun", "jul", "apr", "feb")
_DECADE = re.compile(r"^(\d{3}0)s$")
# Words after which "may" or "march" is the month: prepositions and determiners of time ("for March", "last May").
_MONTH_CUES = {"in", "of", "during", "since", "from", "until", "before", "after", "between", "and", "to", "the",
               "for", "over", "through", "throughout", "across", "within", "last", "early", "late", "mid"}

_MAX_WORDS = {"maximum", "max"} | superlative_words("max")
_MIN_WORDS = {"minimum", "min"} | superlative_words("min")
_GROUP_CUES = (("for", "each"), ("for", "every"), ("in", "each"), ("broken", "down", "by"), ("grouped", "by"),
               ("breakdown", "by"), ("per",), ("by",), ("each",))


@dataclass
class AggregateAsk:
    agg: Agg
    span: tuple[int, int]  # the aggregate words ("how many", "average")
    subject: tuple[int, int] | None = None  # the noun phrase after "how many" / "number of" / "total"
    superlative: bool = False  # "highest"/"lowest": MAX/MIN, or the row holding it for which/who questions
    rows: bool = False  # "the most popular course": what it measures is how many rows each label has
    named: bool = False  # the measure must be named by a column ("the gross weight of parcels"), not assumed


@dataclass
class DateRange:
    """A half-open range of years, or months (optionally within a year)."""

    kind: Literal["year", "month"]
    op: Op | Literal["between"]
    year: int | None
    year_to: int | None
    month: int | None
    month_to: int | None
    span: tuple[int, int]
    day: int | None = None  # "9 May 2026", "between 4 and 19 May": days within the (first) month
    day_to: int | None = None

    def bounds(self) -> tuple[date, date] | None:
        """[start, end) for year or month ranges when a year is known; None for month-only ranges."""
        if self.year is None:
            return None
        last_year = self.year_to or self.year
        if self.kind == "year":
            return date(self.year, 1, 1), date(last_year + 1, 1, 1)
        first, last = self.month or 1, self.month_to or self.month or 12
        if self.day is not None:
            month_to = self.month_to or first
            last = min(self.day_to or self.day, monthrange(self.year, month_to)[1])  # "the end of" a 30-day month
            return date(self.year, first, self.day), date(self.year, month_to, last) + timedelta(1)
        end = date(last_year + 1, 1, 1) if last == 12 else date(last_year, last + 1, 1)
        return date(self.year, first, 1), end

    def describe(self) -> str:
        if self.kind == "year":
            if self.op == "between":
                return f"between {self.year} and {self.year_to}"
            word = {">": "after", ">=": "in or after", "<": "before", "<=": "in or before", "=": "in"}[self.op]
            return f"{word} {self.year}"
        months = MONTH_NAMES[self.month or 1]
        if self.day is not None and self.op not in ("=", "between"):
            word = {">": "after", ">=": "since", "<": "before", "<=": "until"}[self.op]
            return f"{word} {self.day} {months}" + (f" {self.year}" if self.year else "")
        if self.day is not None:
            # "to the end of June": its last day, not a 31st it does not have
            last = min(self.day_to, monthrange(self.year or 2001, self.month_to or self.month or 1)[1]) \
                if self.day_to else None
            days = f"from {self.day} to {last}" if last else f"on {self.day}"
            if self.month_to and self.month_to != self.month:
                days = f"from {self.day} {months} to {self.day_to}"
                months = MONTH_NAMES[self.month_to]
            return f"{days} {months}" + (f" {self.year}" if self.year else "")
        if self.month_to and self.month_to != self.month:
            months = f"{months} to {MONTH_NAMES[self.month_to]}"
        return f"in {months}" + (f" {self.year}" if self.year else "")


def find_aggregate(q: Question) -> AggregateAsk | None:
    w = q.words
    if (averaged := on_average(w)) is not None:  # "how many were in the pool on average": a mean of counts
        return AggregateAsk("avg", (averaged[0], averaged[0] + 2), _noun_after(q, averaged[1]))
    for i in range(len(w)):
        pair = tuple(w[i : i + 2])
        if w[i] in ("average", "mean", "avg"):
            return AggregateAsk("avg", (i, i + 1), _noun_after(q, i + 1))
        if pair == ("number", "of") and i and w[i - 1] in _MAX_WORDS | _MIN_WORDS:
            # "the largest number of spare parts": the row holding the most, not a count
            agg = "max" if w[i - 1] in _MAX_WORDS else "min"
            return AggregateAsk(agg, (i - 1, i + 2), _noun_after(q, i + 2), superlative=True)
        if pair in (("how", "many"), ("how", "much")) or pair == ("number", "of") and not names_a_number(w, i):
            start = i - 1 if i > 0 and w[i - 1] == "total" else i
            agg: Agg = "sum" if pair == ("how", "much") else "count"
            after = i + 2
            if after < len(w) and w[after] in ("different", "distinct", "unique", "separate"):
                return AggregateAsk("count_distinct", (start, after + 1), _noun_after(q, after + 1))
            after += agg == "count" and how_often(w, after)  # "how many times": the cue takes "times"
            return AggregateAsk(agg, (start, after), _noun_after(q, after))
        if w[i] == "count" and i == 0:
            return AggregateAsk("count", (i, i + 1), _noun_after(q, i + 1))
    for i, word in enumerate(w):
        previous = w[i - 1] if i else ""
        if previous == "at" or (word == "most" and i + 1 < len(w) and w[i + 1] == "recent"):
            continue
        if word in ("most", "least") and i + 1 < len(w) and w[i + 1] in FREQUENCY:
            # "the most popular course", "used least often": how many rows each label has
            return AggregateAsk("max" if word == "most" else "min", (i, i + 2), _noun_after(q, i + 2),
                                superlative=True, rows=True)
        if word in _MAX_WORDS:
            return AggregateAsk("max", (i, i + 1), _noun_after(q, i + 1), superlative=True)
        if word in _MIN_WORDS:
            return AggregateAsk("min", (i, i + 1), _noun_after(q, i + 1), superlative=True)
    for i, word in enumerate(w):
        if word in ("total", "sum", "combined", "altogether", "overall", "together"):
            return AggregateAsk("sum", (i, i + 1), _noun_after(q, i + 1))
        if tuple(w[i : i + 2]) in (("between", "them"), ("in", "all"), ("all", "told"), ("across", "all")):
            return AggregateAsk("sum", (i, i + 2), None)  # the other adverbials of a joint total
        if i + 1 < len(w) and (q.stems[i], w[i + 1]) in TOTALLING_VERBS | EARNING_VERBS:
            return AggregateAsk("sum", (i, i + 2), None)  # "the repairs came to", "what did the porter bring in"
    if w[:2] == ["what", "were"]:
        return AggregateAsk("sum", (0, 2), _noun_after(q, 2))  # "what were the Stanway charges in August"
    measured = measure_of_rows(q) or measure_by_verb(q)
    if measured is None and asks_what_was_paid(q):
        return AggregateAsk("sum", (0, 2), None)  # "what did our clients spend": how much they spent
    return AggregateAsk("sum", (0, measured[0]), measured[1:], named=True) if measured else None


def _noun_after(q: Question, start: int) -> tuple[int, int] | None:
    """The words after an aggregate cue up to the first stop word ("how many [home games] were...")."""
    i = start
    while i < len(q.words) and (q.words[i] in ("total", "of", "the", "all", "different", "distinct", "unique")
                                or q.words[i] == "amount" and q.words[i + 1: i + 2] == ["of"]):  # "amount of X"
        i += 1
    if i + 1 < len(q.words) and q.words[i] in MONTHS and q.words[i + 1] not in STOPWORDS:
        i += 1  # "how many [March] orders": the month is a period (find_dates), the noun is what is counted
    end = i
    if i + 1 < len(q.words) and parse_number(q.words[i]) is not None and re.search(
            rf"(?<![\w.]){re.escape(q.words[i])}-{re.escape(q.words[i + 1])}\b", q.text, re.IGNORECASE):
        end = i + 2  # "how many [20-litre drums]": a measure joined to its unit describes the counted noun
    while end < len(q.words) and q.words[end] not in STOPWORDS and parse_number(q.words[end]) is None:
        end += 1
        if end - i >= 4:
            break
    return (i, end) if end > i else None


_RANGE_WORDS = ("to", "through", "thru", "till", "until")


def _month_at(w: list[str], i: int, named: frozenset[str] = frozenset()) -> int | None:
    word = w[i]
    if word not in MONTHS:
        return None
    if word in _AMBIGUOUS_MONTHS and word not in named:
        before = w[i - 1] if i else ""
        after = w[i + 1] if i + 1 < len(w) else ""
        day = ordinal_number(before) or (int(before) if before.isdigit() else 0)  # "8 March", "the 8th May"
        # "May until July": a month joined to another by a word of range is a month too
        ranged = after in _RANGE_WORDS and i + 2 < len(w) and w[i + 2] in MONTHS
        if not (is_year(after) or before in _MONTH_CUES or word != "may" and before == "" or 1 <= day <= 31
                or ranged):
            return None
    return MONTHS[word]


def find_dates(q: Question, taken: set[int]) -> list[DateRange]:
    w = q.words
    named = months_before_nouns(q.text, _AMBIGUOUS_MONTHS)
    found: list[DateRange] = []
    i = 0
    while i < len(w):
        if i in taken:
            i += 1
            continue
        month = _month_at(w, i, named)
        if month is not None:
            found.append(_dashed_range(q, _month_range(w, i, month)))
            i = found[-1].span[1]
            continue
        if is_year(w[i]):
            found.append(_year_range(w, i))
            i = found[-1].span[1]
            continue
        decade = _DECADE.match(w[i])
        if decade and is_year(decade.group(1)):  # "in the 1980s": 1980 to 1989
            first = int(decade.group(1))
            start = i - 2 if i >= 2 and tuple(w[i - 2 : i]) in (("in", "the"), ("of", "the"), ("during", "the")) else i
            found.append(DateRange("year", "between", first, first + 9, None, None, (start, i + 1)))
            i += 1
            continue
        i += 1
    return found


def _dashed_range(q: Question, first: DateRange) -> DateRange:
    """"April-June", "Jan–Mar": a month and the month joined to it by a dash or slash are a range."""
    w, after = q.words, first.span[1]
    if first.op != "=" or first.day is not None or after >= len(w) or w[after] not in MONTHS or not re.search(
            rf"\b{w[after - 1]}\s*[-–—/]\s*{w[after]}\b", q.text, re.IGNORECASE):
        return first
    last = _month_range(w, after, MONTHS[w[after]])
    return replace(last, op="between", month=first.month, month_to=last.month, span=(first.span[0], last.span[1]))


def _month_range(w: list[str], i: int, month: int) -> DateRange:
    start, end, month_to = i, i + 1, None
    days = days_before(w, i)
    day, day_to = (days.day, days.day_to) if days else (day_after(w, i), None)
    if days:
        start = days.start
        bound = day_bound(w, start) if days.day_to is None else None
        if bound is not None:  # "after 10 August": every day past it
            return _with_year(w, DateRange("month", bound, None, None, month, None, (start - 1, end), days.day))
    elif day is not None:
        end = i + 2
    else:  # "May, from the 9th to the 23rd", "the second half of May"
        start, end, day, day_to = days_about(w, i)
    if day is not None and day_to is None:  # "from 28 May to 4 June": days of two months
        later = second_day(w, end, month, day)
        if later is not None:
            day_to, month_to, end = later
            return _with_year(w, DateRange("month", "between", None, None, month, month_to, (start, end), day, day_to))
    opened = i >= 1 and w[i - 1] in ("between", "from")
    # "from April to June", "between April and June"; without an opening word only a word that can mean
    # nothing but "up to" joins two months ("April to June", "April through June": "April and June" are two)
    joins = ("and", *_RANGE_WORDS) if opened else _RANGE_WORDS
    if day is None and end + 1 < len(w) and w[end] in joins:
        month_to = _month_at(w, end + 1) or MONTHS.get(w[end + 1])
        if month_to:
            start, end = (i - 1 if opened else i), end + 2
    return _with_year(w, DateRange("month", "between" if month_to else "=", None, None, month, month_to, (start, end),
                                   day, day_to))


def _with_year(w: list[str], when: DateRange) -> DateRange:
    """The range with the year written right after it ("... August 2025"), its words taken too."""
    end = when.span[1]
    if end < len(w) and is_year(w[end]):
        when.year, when.span = int(w[end]), (when.span[0], end + 1)
    return when


def _year_range(w: list[str], i: int) -> DateRange:
    year = int(w[i])
    before = w[i - 1] if i else ""
    two_before = tuple(w[i - 2 : i]) if i >= 2 else ()
    if before in ("between", "from") and i + 2 < len(w) and w[i + 1] in ("and", "to") and is_year(w[i + 2]):
        return DateRange("year", "between", year, int(w[i + 2]), None, None, (i - 1, i + 3))
    ops: dict[str, Op] = {"after": ">", "since": ">=", "before": "<", "until": "<=", "prior": "<"}
    if before in ops:
        return DateRange("year", ops[before], year, None, None, None, (i - 1, i + 1))
    if two_before in (("prior", "to"), ("earlier", "than")):
        return DateRange("year", "<", year, None, None, None, (i - 2, i + 1))
    if two_before == ("later", "than"):
        return DateRange("year", ">", year, None, None, None, (i - 2, i + 1))
    start = i - 1 if before in ("in", "of", "for", "during") else i
    return DateRange("year", "=", year, None, None, None, (start, i + 1))


def find_group_cue(q: Question) -> tuple[int, int] | None:
    """The span of a grouping cue ("per", "for each", "by"); the column words follow it."""
    w = q.words
    for cue in _GROUP_CUES:
        n = len(cue)
        for i in range(len(w) - n):
            if cue == ("by",) and i and is_past_form(w[i - 1]):
                continue  # "won by clubs ranked third or better" names who did it, not a breakdown
            if tuple(w[i : i + n]) == cue:
                return (i, i + n)
    return None
