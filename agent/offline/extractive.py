"""Extractive answers: the best lines or sentences of the numbered context, each with its [n].

Nothing is written that the context does not say: every unit is a line or sentence copied from an
item (Markdown list markers and table pipes trimmed). Screen answers prefer the lines that name a
field, button or menu path literally (bold or backticked names, "A > B" paths, field-table rows);
concept answers take the 2-4 best explanatory sentences.
"""

import math
import re
from dataclasses import dataclass
from typing import Any

from agent.offline.sql_match import BASE_STOPWORDS, content_stems

_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9\"'(*`])")
_LIST_MARKER = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s+")
_IMAGE = re.compile(r"!\[[^\]]*\]\([^)]*\)")
_LINK = re.compile(r"\[([^\]]+)\]\([^)]*\)")
_LITERAL = re.compile(r"\*\*[^*]+\*\*|`[^`]+`|__[^_]+__")
_MENU_PATH = re.compile(r"\w\s*>\s*\w")
_TABLE_RULE = re.compile(r"^\|?\s*:?-{3,}")
_LABEL_LINE = re.compile(r"^[A-Z][\w ()/.-]{0,40}:\s")
_MAX_UNIT_CHARS = 400
_LIMITS = {"screen": 3, "concept": 4, "lookup": 4, "aggregate": 3}


@dataclass
class _Unit:
    n: int
    item_rank: int
    position: int
    text: str
    stems: set[str]
    literal: bool  # names a field/button/path literally
    table_row: bool


def text_stems(text: str) -> list[str]:
    """Stems of the words that carry meaning (aggregate words like "total" included)."""
    return content_stems(text, BASE_STOPWORDS)


def extractive_answer(question: str, intent: str, context_items: list[Any]) -> str:
    """The best units of the context for the question, each followed by its item's [n]; '' if none fit."""
    wanted = set(text_stems(question))
    units = [u for rank, item in enumerate(_ordered(context_items)) for u in _units(item, rank)]
    if not units or not wanted:
        return ""
    weights = _weights(units, wanted)
    scored = [(_score(u, weights, intent), u) for u in units]
    scored = [(s, u) for s, u in scored if s > 0]
    if not scored:
        return ""
    scored.sort(key=lambda pair: (-pair[0], pair[1].item_rank, pair[1].position))
    best = scored[0][0]
    limit = _LIMITS.get(intent, 3)
    chosen = [u for s, u in scored if s >= best * 0.45][:limit]
    chosen.sort(key=lambda u: (u.item_rank, u.position))
    return " ".join(f"{_sentence(u.text)} [{u.n}]" for u in chosen)


def _ordered(items: list[Any]) -> list[Any]:
    """Seeds (and lookup/SQL items) before expanded neighbours; otherwise context order."""
    return sorted(items, key=lambda i: (getattr(i, "role", "seed") == "expanded", i.n))


def _blocks(text: str) -> list[tuple[str, bool]]:
    """(block, is_table_row): wrapped prose lines joined into paragraphs; list items, table rows and
    "Label: value" lines stay one block each."""
    blocks: list[tuple[str, bool]] = []
    paragraph: list[str] = []

    def flush() -> None:
        if paragraph:
            blocks.append((" ".join(paragraph), False))
            paragraph.clear()

    lines = str(text).splitlines()
    for index, raw_line in enumerate(lines):
        line = _IMAGE.sub("", raw_line).strip()
        header_row = index + 1 < len(lines) and bool(_TABLE_RULE.match(lines[index + 1].strip()))
        if not line or line.startswith("#") or _TABLE_RULE.match(line) or header_row:
            flush()
            continue
        if line.startswith("|") and line.count("|") >= 2:
            flush()
            blocks.append((line.strip("| ").replace(" | ", " — "), True))
        elif _LIST_MARKER.match(line) or _LABEL_LINE.match(line):
            flush()
            paragraph.append(_LIST_MARKER.sub("", line))
        else:
            paragraph.append(line)
    flush()
    return blocks


def _units(item: Any, rank: int) -> list[_Unit]:
    units = []
    for block, table_row in _blocks(item.text):
        pieces = [block] if table_row else _SENTENCE_END.split(block)
        for piece in pieces:
            piece = _LINK.sub(r"\1", piece).strip()
            if len(piece) < 3 or len(piece) > _MAX_UNIT_CHARS:
                continue
            literal = bool(_LITERAL.search(piece) or _MENU_PATH.search(piece))
            units.append(_Unit(item.n, rank, len(units), piece, set(text_stems(piece)), literal, table_row))
    return units


def _weights(units: list[_Unit], wanted: set[str]) -> dict[str, float]:
    """Rarer question words weigh more: a word in every unit tells the units apart less."""
    total = len(units)
    return {w: math.log(1 + total / (1 + sum(1 for u in units if w in u.stems))) for w in wanted}


def _score(unit: _Unit, weights: dict[str, float], intent: str) -> float:
    overlap = sum(weight for word, weight in weights.items() if word in unit.stems)
    if overlap == 0:
        return 0.0
    score = overlap / math.sqrt(max(len(unit.stems), 4)) * 3
    if intent == "screen" and (unit.literal or unit.table_row):
        score *= 1.5
    if intent == "concept" and unit.table_row:
        score *= 0.8
    return score / (1 + 0.15 * unit.item_rank)


def _sentence(text: str) -> str:
    text = text.strip()
    return text if text[-1:] in ".!?:" else text + "."
