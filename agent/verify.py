"""Rule-based checks of a final answer before it is shown.

1. Citations: every [n] must be a context item of this run, and an answer over non-empty context must
   cite at least one item.
2. Groundedness: every number and ID-like token in the answer must appear in some tool result of the
   run (or in the question). Cheap, and it catches a model inventing a figure or an invoice number.
   Numbers compare by value: 1,234.50 == 1234.5, "$1,200" == 1200, "12%" == 12 (or 0.12), and a
   number rounded from a longer one in a result (4523.33 from 4523.3333) counts as grounded.
3. Specifics: a period (month, year, quarter) or ID the question names must appear in the evidence the
   run gathered (context items, SQL results); answering March when February was asked, or when the
   caller cannot see February, is wrong even when every figure is grounded.

Each check returns a list of problems, written so they can go back to the model as feedback.
"""

import re
import threading
from bisect import bisect_left
from collections import OrderedDict
from decimal import Decimal, InvalidOperation

from tally.ingest.models import normalise_key
from tally.ingest.text import MONTH_NAMES, months_before_nouns
from tally.tools.ids import id_tokens

_CITATION = re.compile(r"\[(\d+(?:\s*[,;]\s*\d+)*)\]")
# A token that mixes letters and digits: E1023, Q1, SO10123, INV-2026-0042, v1.2.
_MIXED = re.compile(r"(?<![\w-])(?=[\w./-]*\d)(?=[\w./-]*[A-Za-z])[A-Za-z0-9]+(?:[-/.][A-Za-z0-9]+)*(?![\w-])")
_ORDINAL = re.compile(r"^\d+(st|nd|rd|th)$", re.IGNORECASE)
_NUMBER_UNIT = re.compile(r"^(\d+(?:\.\d+)?)([a-z%]{1,3})$", re.IGNORECASE)
_NUMBER = re.compile(r"(?<![\w.,])[-−]?(?:[$€£¥₽]\s?)?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(\s?%)?(?![\d])")
_LIST_MARKER = re.compile(r"^\s*\d+[.)]\s+", re.MULTILINE)
_TOKEN = re.compile(r"[\w][\w./-]*")
_MAX_ROUNDING_PLACES = 4
_REFUSAL = re.compile(
    r"\b(don'?t|do not|does not|doesn'?t|cannot|can'?t|could not|couldn'?t)\s+(know|contain|mention|find|say|"
    r"cover|include|specify)\b|\bno (information|record|mention|data)\b|\bnot (mentioned|found|covered|stated)\b",
    re.IGNORECASE)


def cited_numbers(answer: str) -> list[int]:
    """Context numbers cited as [n], [n, m] or [n; m], in order of appearance (repeats kept)."""
    return [int(part) for match in _CITATION.finditer(answer) for part in re.split(r"[,;]", match.group(1))]


def check_citations(answer: str, context_numbers: set[int]) -> list[str]:
    cited = cited_numbers(answer)
    problems = []
    unknown = sorted(set(cited) - context_numbers)
    if unknown:
        available = ", ".join(f"[{n}]" for n in sorted(context_numbers)) or "none"
        problems.append(f"the answer cites {', '.join(f'[{n}]' for n in unknown)}, which is not in the context "
                        f"(items available: {available})")
    if not cited and context_numbers:
        problems.append("the answer cites no context item; cite the items it uses as [n]")
    return problems


def looks_like_refusal(answer: str) -> bool:
    """An uncited "the documents don't say" answer: the loop turns it into a proper refusal."""
    return not cited_numbers(answer) and bool(_REFUSAL.search(answer))


def _decimal(integer: str, fraction: str | None) -> Decimal:
    return Decimal(integer.replace(",", "") + ("." + fraction if fraction else ""))


def _numbers(text: str) -> list[tuple[Decimal, int, bool, str]]:
    """(absolute value, decimal places as written, is percent, as written) for each number in `text`."""
    found = []
    for match in _NUMBER.finditer(text):
        try:
            value = abs(_decimal(match.group(1), match.group(2)))
        except InvalidOperation:
            continue
        found.append((value, len(match.group(2) or ""), bool(match.group(3)), match.group(0).strip()))
    return found


class _TextIndex:
    """The tokens and number values of one evidence text. Built once per distinct text (the table list
    of a 300-table store is ~70 KB and the same for every question of a batch), kept in a small LRU."""

    def __init__(self, text: str) -> None:
        self.text = text
        self._tokens: frozenset[str] | None = None
        values = {value for value, _, _, _ in _numbers(text)}
        # Every digit run too, so parts of dates, IDs and codes count ("2026" in 2026-03-31).
        values |= {Decimal(run) for run in re.findall(r"\d+", text)}
        self.values = frozenset(values)
        self.sorted_values = sorted(values)

    @property
    def tokens(self) -> frozenset[str]:
        if self._tokens is None:  # only answers that name an ID-like token need them
            self._tokens = frozenset({normalise_key(t) for t in _TOKEN.findall(self.text)}
                                     | {normalise_key(t) for t in id_tokens(self.text)})
        return self._tokens

    def has_rounded(self, value: Decimal, places: int) -> bool:
        """Some value of the text rounds (half up, as written with `places` decimals) to `value`."""
        half = Decimal(5).scaleb(-places - 1)
        at = bisect_left(self.sorted_values, value - half)
        return at < len(self.sorted_values) and self.sorted_values[at] < value + half


_INDEX_CACHE: "OrderedDict[str, _TextIndex]" = OrderedDict()
_INDEX_CACHE_SIZE = 32  # distinct evidence texts kept: bounded, so a long batch stays flat
_INDEX_LOCK = threading.Lock()
_INDEX_MIN_CHARS = 2_000  # shorter texts are indexed on each use: cheaper than keeping them


def _text_index(text: str) -> _TextIndex:
    if len(text) < _INDEX_MIN_CHARS:
        return _TextIndex(text)
    with _INDEX_LOCK:
        index = _INDEX_CACHE.get(text)
        if index is not None:
            _INDEX_CACHE.move_to_end(text)
            return index
    index = _TextIndex(text)
    with _INDEX_LOCK:
        _INDEX_CACHE[text] = index
        while len(_INDEX_CACHE) > _INDEX_CACHE_SIZE:
            _INDEX_CACHE.popitem(last=False)
    return index


class Evidence:
    """What the run's tool results (and the question) contain, indexed for the checks."""

    def __init__(self, texts: list[str]) -> None:
        self._parts = [_text_index(t) for t in texts if t]

    def has_token(self, token: str) -> bool:
        return any(token in part.tokens for part in self._parts)

    def has_value(self, value: Decimal, places: int, percent: bool) -> bool:
        if self._has(value, places):
            return True
        # 12.5% may come from a fraction 0.125 in a result.
        return percent and self._has(value / 100, places + 2)

    def _has(self, value: Decimal, places: int) -> bool:
        if any(value in part.values for part in self._parts):
            return True
        return places <= _MAX_ROUNDING_PLACES and any(part.has_rounded(value, places) for part in self._parts)


def check_grounding(answer: str, evidence_texts: list[str], question: str = "") -> list[str]:
    evidence = Evidence([*evidence_texts, question])
    text = _CITATION.sub(" ", answer)
    text = _LIST_MARKER.sub(" ", text)
    ungrounded_ids, ungrounded_numbers = [], []
    for match in list(_MIXED.finditer(text)):
        token = match.group(0).rstrip(".")
        if _ORDINAL.match(token):
            continue
        unit = _NUMBER_UNIT.match(token)
        if unit:  # "10kg", "5pm": a number with a unit, checked as a number below
            continue
        if not evidence.has_token(normalise_key(token)):
            ungrounded_ids.append(token)
    text = _MIXED.sub(lambda m: _unit_number(m.group(0)), text)
    for value, places, percent, written in _numbers(text):
        if not evidence.has_value(value, places, percent):
            ungrounded_numbers.append(written)
    problems = []
    if ungrounded_ids:
        problems.append(f"these IDs appear in no tool result of this run: {', '.join(dict.fromkeys(ungrounded_ids))}")
    if ungrounded_numbers:
        problems.append("these numbers appear in no tool result of this run: "
                        f"{', '.join(dict.fromkeys(ungrounded_numbers))}")
    return problems


def _unit_number(token: str) -> str:
    """Keep the number of a number-with-unit token for the number check; blank out everything else."""
    if _ORDINAL.match(token):
        return " "
    unit = _NUMBER_UNIT.match(token)
    return f" {unit.group(1)} " if unit else " "


def verify_answer(answer: str, context_numbers: set[int], evidence_texts: list[str], question: str) -> list[str]:
    """All problems of a draft answer; empty when it may be shown."""
    if not answer.strip():
        return ["the answer is empty"]
    return check_citations(answer, context_numbers) + check_grounding(answer, evidence_texts, question)


_MONTHS = tuple(name.lower() for name in MONTH_NAMES)
_MONTH = re.compile(r"\b(" + "|".join(m[:3] for m in _MONTHS) + r")[a-z]*\.?(?:\s+(\d{4}))?\b", re.IGNORECASE)
_QUARTER = re.compile(r"\bQ([1-4])\s*(\d{4})?\b", re.IGNORECASE)
_YEAR = re.compile(r"(?<![\d-])((?:19|20)\d{2})(?![\d-])")


# "May" without a year is the month after a word that introduces a time ("in May", "until May"), or
# written with its capital before a plural noun ("May orders", ingest/text.py months_before_nouns).
_MAY_CUE = re.compile(r"\b(?:in|of|during|since|from|until|till|before|after|between|for|through)\s+$", re.IGNORECASE)


def _may_is_month(question: str, start: int) -> bool:
    return bool(_MAY_CUE.search(question[:start])) or "may" in months_before_nouns(question, ("may",))


def question_periods(question: str) -> list[tuple[int | None, str | None, str]]:
    """(month 1-12, or -1..-4 for a quarter, or None; year or None; as written) for each period the
    question names."""
    periods: list[tuple[int | None, str | None, str]] = []
    covered: set[str] = set()
    for match in _MONTH.finditer(question):
        word = match.group(0).strip()
        full = next(m for m in _MONTHS if m.startswith(match.group(1).lower()))
        if match.group(1).lower() == "may" and not match.group(2) and not _may_is_month(question, match.start()):
            continue  # "may" is mostly the verb
        if not full.startswith(word.lower().rstrip(".").split()[0]):
            continue  # "marching", "decent": not a month name
        periods.append((_MONTHS.index(full) + 1, match.group(2), word))
        if match.group(2):
            covered.add(match.group(2))
    for match in _QUARTER.finditer(question):
        periods.append((-int(match.group(1)), match.group(2), match.group(0).strip()))
        if match.group(2):
            covered.add(match.group(2))
    for match in _YEAR.finditer(question):
        if match.group(1) not in covered:
            periods.append((None, match.group(1), match.group(1)))
    return periods


def period_in(month: int | None, year: str | None, text: str) -> bool:
    lowered = text.lower()
    if month is None:
        return bool(year) and year in text
    if month < 0:  # a quarter: named as such, or any of its months
        quarter = -month
        named = re.search(rf"(?<![a-z0-9])q{quarter}(?![0-9])", lowered) is not None and (year is None or year in text)
        return named or any(period_in(m, year, text) for m in range(3 * quarter - 2, 3 * quarter + 1))
    name = _MONTHS[month - 1]
    iso = re.compile(rf"{year or '(?:19|20)[0-9]{2}'}[-_/.]0?{month}(?![0-9])")
    if iso.search(text):
        return True
    if year is None and _sql_month(month, lowered):
        return True  # "in February" of every year the table holds: MONTH("order_date") = 2
    if _sql_range_covers(month, year, lowered):
        return True  # "from March to July 2026": >= '2026-03-01' AND < '2026-08-01' covers July
    named = re.search(rf"\b{name[:3]}[a-z]*\b", lowered) is not None
    return named and (year is None or year in text)


_SQL_MONTH = re.compile(r"\bmonth\s*\([^()]*\)\s*(?:=\s*(\d{1,2})|between\s+(\d{1,2})\s+and\s+(\d{1,2}))(?![0-9])")
# "from 23 February to 13 March" without a year: MONTH(d) * 100 + DAY(d) BETWEEN 223 AND 313 (sql_exprs)
_SQL_MONTH_DAY = re.compile(r"\bmonth\s*\([^()]*\)\s*\*\s*100\s*\+\s*day\s*\([^()]*\)\s*between\s+(\d{3,4})\s+and\s+"
                            r"(\d{3,4})(?![0-9])")


_SQL_FROM = re.compile(r">=\s*cast\s*\(\s*'(\d{4})-(\d{2})-\d{2}'")
_SQL_UNTIL = re.compile(r"<\s*cast\s*\(\s*'(\d{4})-(\d{2})-(\d{2})'")


def _sql_range_covers(month: int, year: str | None, lowered: str) -> bool:
    """Whether a query in the evidence filters a date range that holds this month (of this year): each
    lower bound read with the upper bound that follows it."""
    for start in _SQL_FROM.finditer(lowered):
        end = _SQL_UNTIL.search(lowered, start.end())
        if end is None:
            continue
        first = (int(start.group(1)), int(start.group(2)))
        last = (int(end.group(1)), int(end.group(2)) - (1 if end.group(3) == "01" else 0))
        years = [int(year)] if year else range(first[0], last[0] + 1)
        if any(first <= (y, month) <= last for y in years):
            return True
    return False


def _sql_month(month: int, lowered: str) -> bool:
    """Whether a query in the evidence filters on this month of the year, by number."""
    for match in _SQL_MONTH.finditer(lowered):
        equal, low, high = match.groups()
        if (equal is not None and int(equal) == month) or (low is not None and int(low) <= month <= int(high)):
            return True
    return any(int(low) // 100 <= month <= int(high) // 100 for low, high in _SQL_MONTH_DAY.findall(lowered))


def missing_specifics(question: str, evidence: str) -> list[str]:
    """Periods and IDs the question names (as written) that nothing in `evidence` mentions."""
    periods = question_periods(question)
    months = {(month, year) for month, year, _ in periods if month and month > 0}
    missing = [written for month, year, written in periods
               if not period_in(month, year, evidence) and not _in_quarter(month, year, months, evidence)]
    asked = sorted(id_tokens(question))
    if not asked:  # scanning a long evidence text for IDs costs more than the rest of the check
        return missing
    found_ids = {normalise_key(token) for token in id_tokens(evidence)}
    return missing + [token for token in asked if normalise_key(token) not in found_ids]


def _in_quarter(month: int | None, year: str | None, asked: set, evidence: str) -> bool:
    """'July to September' over a report of Q3: the question asks the quarter's first and last months, and
    the evidence names that quarter."""
    if not month or month < 0:
        return False
    quarter = (month - 1) // 3 + 1
    ends = {(3 * quarter - 2, year), (3 * quarter, year)}
    return ends <= asked and period_in(-quarter, year, evidence)


def check_specifics(question: str, evidence: str) -> list[str]:
    """A problem when the question names a period or ID that nothing the run found mentions."""
    missing = missing_specifics(question, evidence)
    if not missing:
        return []
    return [f"the question names {', '.join(missing)}, which no evidence of this run mentions: say that nothing "
            f"was found for {', '.join(missing)} (and what was found instead) rather than answering another one"]
