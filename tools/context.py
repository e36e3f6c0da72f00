"""Context building: fit the expanded chunks into a token budget without losing table rows or IDs.

Compression is table-aware. Lines that look like table rows (several numbers, or several cells split
by `|`, tabs or wide spaces, among similar lines) are kept whole and in document order whatever their
overlap with the question, because a payroll or price table is only useful complete. Prose sentences
are ranked by overlap with the question and kept while the budget lasts, then shown in document order.
The budget is in tokens (tiktoken, offline), never "top N sentences".
"""

from dataclasses import dataclass
import re
from collections.abc import Callable

from pydantic import BaseModel

from tally.ingest.tokens import count_tokens
from tally.tools.ids import id_tokens  # re-exported: callers ask this module for ID survival
from tally.ingest.text import simple_words as simple_tokens

__all__ = ["ContextInput", "CompressionReport", "build_context", "context_budget", "id_tokens", "is_table_line"]

ELISION = "…"
_NUMBER = re.compile(r"(?<![\w.])[-+]?\d[\d,.\u00a0']*%?(?![\w])|\b[A-Za-z]{1,6}-\d[\w-]*")
_WIDE_GAP = re.compile(r"\S(?: {2,}|\t)\S")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[\"'(\[]?[A-ZА-ЯЁ0-9])")
_STOP = frozenset("a an and are as at be by do does for from how in is it of on or the to what which who with".split())
STRUCTURED_KINDS = frozenset({"table", "row", "summary"})


@dataclass(slots=True)
class ContextInput:
    key: str  # chunk id
    text: str
    seed: bool
    structured: bool = False  # a table/row/summary chunk: every line is a record, keep them all


class CompressionReport(BaseModel):
    budget_tokens: int
    tokens_before: int
    tokens_after: int
    chars_before: int
    chars_after: int
    compressed: bool
    dropped: list[str] = []  # keys of expanded items that did not fit at all


@dataclass(slots=True)
class _Unit:
    piece: int
    order: int
    line: int  # source line, so kept sentences of one line are shown on one line again
    text: str
    tokens: int
    mandatory: bool
    score: float = 0.0


def context_budget(configured_tokens: int, seed_tokens: list[int], chunk_tokens: int) -> int:
    """At least chunk size × number of seeds, so compression never has to cut into seeds' structure."""
    per_seed = max([chunk_tokens, *seed_tokens]) if seed_tokens else chunk_tokens
    return max(configured_tokens, per_seed * len(seed_tokens))


def _cells(line: str) -> int:
    if line.count("|") >= 2:
        return len([c for c in line.strip().strip("|").split("|")])
    if "\t" in line:
        return len(line.split("\t"))
    return len(re.split(r" {2,}", line.strip()))


def _shape(line: str) -> tuple[str, int] | None:
    """A coarse shape for table-like lines; None for prose."""
    if line.count("|") >= 2 or line.count("\t") >= 2 or len(_WIDE_GAP.findall(line)) >= 2:
        return ("cells", _cells(line))
    if len(_NUMBER.findall(line)) >= 2:
        return ("numbers", 0)
    return None


def is_table_line(line: str, neighbours: list[str]) -> bool:
    """True if `line` looks like a table row and at least one other line has a similar shape."""
    shape = _shape(line)
    if shape is None:
        return False
    for other in neighbours:
        if other is line:
            continue
        other_shape = _shape(other)
        if other_shape and other_shape[0] == shape[0] and abs(other_shape[1] - shape[1]) <= 1:
            return True
    return False


def _split_units(piece_no: int, item: ContextInput, count: Callable[[str], int]) -> list[_Unit]:
    lines = [line for line in item.text.splitlines() if line.strip()]
    units: list[_Unit] = []
    # +1 token per unit: the newline or space that joins it to the previous one when rendered
    for line_no, line in enumerate(lines):
        stripped = line.lstrip()
        keep = item.structured or stripped.startswith("#") or is_table_line(line, lines)
        parts = [line] if keep or stripped.startswith(("-", "*")) else _SENTENCE_END.split(line)
        for part in parts:
            units.append(
                _Unit(piece=piece_no, order=len(units), line=line_no, text=part, tokens=count(part) + 1, mandatory=keep)
            )
    return units


def _score(unit: _Unit, question_terms: set[str], question_ids: set[str], seed: bool) -> float:
    terms = {t for t in simple_tokens(unit.text) if t not in _STOP}
    overlap = len(terms & question_terms) / (1 + len(question_terms))
    ids = id_tokens(unit.text)
    # Sentences naming an ID are kept early: dropping them is what loses IDs between stages.
    id_bonus = 1.0 if ids & question_ids else (0.3 if ids else 0.0)
    return overlap + id_bonus + (0.5 if seed else 0.0) - unit.order * 1e-4


def build_context(
    items: list[ContextInput], question: str, budget_tokens: int, count: Callable[[str], int] = count_tokens,
    count_rendered: Callable[[str], int] | None = None,
) -> tuple[list[str | None], CompressionReport]:
    """Texts aligned with `items` (None = an expanded item that did not fit) and the report.
    `count` counts the items and their lines (search passes a memo: they recur across searches);
    `count_rendered` the compressed texts, new on every call (default: `count`)."""
    tokens = [count(item.text) for item in items]
    chars_before = sum(len(item.text) for item in items)
    if sum(tokens) <= budget_tokens:
        report = CompressionReport(
            budget_tokens=budget_tokens, tokens_before=sum(tokens), tokens_after=sum(tokens),
            chars_before=chars_before, chars_after=chars_before, compressed=False,
        )
        return [item.text for item in items], report
    units = [_split_units(i, item, count) for i, item in enumerate(items)]
    q_terms = {t for t in simple_tokens(question) if t not in _STOP}
    q_ids = id_tokens(question)
    chosen: set[tuple[int, int]] = set()
    used = 2 * len(items)  # reserve for the elision marks rendering adds
    dropped: list[str] = []
    # Seeds' table rows and headings first, unconditionally; then expanded items' rows item by item
    # (all or none, so a table is never half-shown); then prose by score while the budget lasts.
    for i, item in enumerate(items):
        mandatory = [u for u in units[i] if u.mandatory]
        cost = sum(u.tokens for u in mandatory)
        if item.seed or used + cost <= budget_tokens:
            chosen |= {(u.piece, u.order) for u in mandatory}
            used += cost
        elif mandatory:
            dropped.append(item.key)
    optional = [
        u for i, item in enumerate(items) if item.key not in dropped for u in units[i] if not u.mandatory
    ]
    for unit in optional:
        unit.score = _score(unit, q_terms, q_ids, items[unit.piece].seed)
    for unit in sorted(optional, key=lambda u: -u.score):
        if used + unit.tokens <= budget_tokens:
            chosen.add((unit.piece, unit.order))
            used += unit.tokens
    texts = [_render(units[i], chosen) for i in range(len(items))]
    dropped += [item.key for item, text in zip(items, texts, strict=True) if text is None and item.key not in dropped]
    after = [t for t in texts if t is not None]
    report = CompressionReport(
        budget_tokens=budget_tokens, tokens_before=sum(tokens), tokens_after=sum(map(count_rendered or count, after)),
        chars_before=chars_before, chars_after=sum(len(t) for t in after), compressed=True, dropped=dropped,
    )
    return texts, report


def _render(units: list[_Unit], chosen: set[tuple[int, int]]) -> str | None:
    """Kept units in document order, with an elision mark wherever something was left out."""
    lines: list[str] = []
    last_line, skipped = -1, False
    for unit in units:
        if (unit.piece, unit.order) not in chosen:
            skipped = True
            continue
        if skipped:
            lines.append(ELISION)
        if unit.line == last_line and not skipped:
            lines[-1] += " " + unit.text
        else:
            lines.append(unit.text)
        last_line, skipped = unit.line, False
    if not lines:
        return None
    if skipped:
        lines.append(ELISION)
    return "\n".join(lines)
