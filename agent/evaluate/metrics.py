"""Pure scoring functions: ranking metrics, tolerant number and keyword matching, refusal P/R, percentiles.

No stores, no I/O: everything here is unit-tested on plain values.
"""

import math
import re
from collections.abc import Sequence

from pydantic import BaseModel

from tally.agent.evaluate.golden import Expected

# A rank is the 1-based position of the first relevant item, or None when nothing relevant came back.
Rank = int | None


def hit_at(ranks: Sequence[Rank], k: int) -> float:
    """Share of questions whose first relevant item is within the top k."""
    if not ranks:
        return 0.0
    return sum(1 for r in ranks if r is not None and r <= k) / len(ranks)


def mrr(ranks: Sequence[Rank]) -> float:
    """Mean reciprocal rank; a miss counts 0."""
    if not ranks:
        return 0.0
    return sum(1.0 / r for r in ranks if r is not None) / len(ranks)


def first_rank(matches: Sequence[bool]) -> Rank:
    """1-based position of the first True, None if none."""
    for position, matched in enumerate(matches, start=1):
        if matched:
            return position
    return None


# Thousands with commas (1,234,567.89), with spaces (1 234 567,89 — European decimal comma allowed), or
# a plain number with an optional decimal point or a short decimal comma (12,5).
_NUMBER = re.compile(
    r"\d{1,3}(?:,\d{3})+(?:\.\d+)?"
    r"|\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:[.,]\d+)?"
    r"|\d+,\d{1,2}(?![\d])"
    r"|\d+(?:\.\d+)?"
)


def extract_numbers(text: str) -> list[float]:
    """Numbers written in `text`, read with tolerant formatting (currency signs, %, separators).

    Digits that belong to an identifier (EMP-1042, INV2026, dates like 2026-03-15 after the year) are
    skipped, so an ID never passes for the expected count.
    """
    values: list[float] = []
    for match in _NUMBER.finditer(text):
        start = match.start()
        before = text[start - 1] if start > 0 else " "
        before2 = text[start - 2] if start > 1 else " "
        if before.isalnum() or before == "_" or (before in "-/" and before2.isalnum()):
            continue
        raw = match.group(0)
        if "," in raw and re.fullmatch(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?", raw):
            number = raw.replace(",", "")
        elif re.search(r"[ \u00a0\u202f]", raw):
            number = re.sub(r"[ \u00a0\u202f]", "", raw).replace(",", ".")
        else:
            number = raw.replace(",", ".")
        value = float(number)
        if before == "-" and not before2.isalnum():
            value = -value
        values.append(value)
    return values


def number_close(value: float, expected: float, tolerance: float = 0.01, rel_tolerance: float | None = None) -> bool:
    if rel_tolerance is not None and abs(value - expected) <= abs(expected) * rel_tolerance:
        return True
    return math.isclose(value, expected, abs_tol=tolerance)


def contains_number(text: str, expected: float, tolerance: float = 0.01, rel_tolerance: float | None = None) -> bool:
    return any(number_close(v, expected, tolerance, rel_tolerance) for v in extract_numbers(text))


def normalise_text(text: str) -> str:
    """Lower case, Markdown emphasis dropped, typographic quotes straightened, whitespace collapsed."""
    text = text.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    text = re.sub(r"[*_`]", "", text)
    return re.sub(r"\s+", " ", text).strip().casefold()


def keyword_present(text: str, keyword: str) -> bool:
    """A keyword may list alternatives separated by '|'."""
    haystack = normalise_text(text)
    return any(normalise_text(alt) in haystack for alt in keyword.split("|") if alt.strip())


def missing_keywords(text: str, keywords: Sequence[str]) -> list[str]:
    return [k for k in keywords if not keyword_present(text, k)]


def answer_matches(text: str, expected: Expected) -> tuple[bool, str]:
    """Whether an answer text satisfies `expected`, and a short reason when it does not."""
    reasons: list[str] = []
    if expected.number is not None and not contains_number(
        text, expected.number, expected.tolerance, expected.rel_tolerance
    ):
        found = extract_numbers(text)[:6]
        reasons.append(f"expected number {expected.number:g}, found {found or 'none'}")
    missing = missing_keywords(text, expected.keywords)
    if missing:
        reasons.append("missing keywords: " + ", ".join(missing))
    return (not reasons, "; ".join(reasons))


class RefusalScores(BaseModel):
    true_positive: int
    false_positive: int
    false_negative: int
    precision: float | None  # None when nothing was refused
    recall: float | None  # None when nothing had to be refused


def refusal_scores(pairs: Sequence[tuple[bool, bool]]) -> RefusalScores:
    """`pairs` are (must_refuse, refused) per question."""
    tp = sum(1 for must, did in pairs if must and did)
    fp = sum(1 for must, did in pairs if not must and did)
    fn = sum(1 for must, did in pairs if must and not did)
    precision = tp / (tp + fp) if tp + fp else None
    recall = tp / (tp + fn) if tp + fn else None
    return RefusalScores(true_positive=tp, false_positive=fp, false_negative=fn, precision=precision, recall=recall)


def percentile(values: Sequence[float], q: float) -> float | None:
    """Nearest-rank-with-interpolation percentile (q in 0..100); None for no values."""
    if not values:
        return None
    ordered = sorted(values)
    position = (len(ordered) - 1) * q / 100.0
    low = math.floor(position)
    high = math.ceil(position)
    if low == high:
        return ordered[low]
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)
