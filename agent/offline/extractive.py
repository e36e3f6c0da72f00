"""Extractive answers: the best lines or sentences of the numbered context, each with its [n].

Nothing is written that the context does not say: every unit is a line or sentence copied from an
item (Markdown list markers, links and table pipes trimmed). Screen answers prefer the lines that name
a field, button or menu path literally (bold or backticked names, "A > B" paths, field-table rows);
concept answers take the 2-4 best explanatory sentences. A sentence under a heading that matches the
question ("## Why periods are locked") scores for that heading too, since the body rarely repeats it.
When the context misses most of what the question is about, there is no answer ('').
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
_LABEL_LINE = re.compile(r"^([A-Z][\w ()/.-]{0,40}):\s")
_HEADING = re.compile(r"^#+\s+(.*)$")
_ADMONITION = re.compile(r":::\s*(?:(?:tip|info|warning|danger|note|details)\b[^.:]*?(?=\s[A-Z])|)")
_MAX_UNIT_CHARS = 400
_LIMITS = {"screen": 3, "concept": 4, "lookup": 4, "aggregate": 3}
_HEADING_WEIGHT = 0.7
_WINDOW = 3
MIN_COVERAGE = 0.3  # share (by weight) of the question's words the context must contain at all
_LIST_ITEMS = 8  # list lines taken after a chosen line that introduces them ("... the following fields:")
# How people ask about screens versus how manuals word them.
_ALTERNATIVES = {
    "switch": ("enabl", "disabl"), "turn": ("enabl", "disabl"), "activ": ("enabl",), "deactiv": ("disabl",),
    "copi": ("duplic",), "bring": ("import",), "upload": ("import",), "download": ("export",),
    "remov": ("delet",), "eras": ("delet",), "chang": ("edit", "set"), "modifi": ("edit",),
    "setup": ("set",), "configur": ("set", "setup"), "bought": ("purchas",), "buy": ("purchas",),
    "sell": ("sale",), "sold": ("sale",), "add": ("new", "creat"), "make": ("creat",),
}


@dataclass
class _Unit:
    n: int
    item_rank: int
    position: int
    text: str
    stems: set[str]
    label: set[str]  # stems of the label of a "Label: value" line
    heading: set[str]  # stems of the heading the unit sits under
    heading_text: str
    block: int  # paragraph (or line) of the item the unit comes from
    literal: bool  # names a field/button/path literally
    table_row: bool
    listed: bool  # a list item or table row (continues a list introduced by the line before it)


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
    if _coverage(units, weights) < MIN_COVERAGE:
        return ""  # the context is about something else ("single sign-on" in a corpus without it)
    raw = [_score(u, weights, intent) for u in units]
    if intent == "concept" and question.strip().lower().startswith(("why", "how")):
        return _explanation(units, _asks_like_heading(question, units, raw, weights))
    scored = sorted(zip(raw, units, strict=True), key=lambda p: (-p[0], p[1].item_rank, p[1].position))
    best = scored[0][0]
    if best <= 0:
        return ""
    chosen: list[_Unit] = []
    for score, unit in scored:
        if score < best * 0.45 or len(chosen) == _LIMITS.get(intent, 3):
            break
        if all(unit.text != other.text for other in chosen):
            chosen.append(unit)
    chosen.sort(key=lambda u: (u.item_rank, u.position))
    shown = _with_lists(units, chosen)
    if intent == "screen":
        return " ".join(f"{_titled(u, weights)} [{u.n}]" for u in shown)
    return " ".join(f"{_sentence(u.text)} [{u.n}]" for u in shown)


def _titled(unit: _Unit, weights: dict[str, float]) -> str:
    """A screen manual's headings are often the field or button itself ("## Include Cancelled"): when
    the heading is what matched the question, it leads the sentence so the answer names it."""
    heading = unit.heading_text.strip()
    if heading and heading.lower() not in unit.text.lower() and any(_has(w, unit.heading) for w in weights):
        return f"{heading}: {_sentence(unit.text)}"
    return _sentence(unit.text)


def _with_lists(units: list[_Unit], chosen: list[_Unit]) -> list[_Unit]:
    """A chosen line that ends with ':' introduces a list: the list is the answer, so it comes along."""
    out: list[_Unit] = []
    for unit in chosen:
        if unit not in out:
            out.append(unit)
        if not unit.text.rstrip().endswith(":"):
            continue
        following = [u for u in units if u.n == unit.n and u.position > unit.position]
        for item in following[:_LIST_ITEMS]:
            if not item.listed:
                break
            if item not in out:
                out.append(item)
    return out


def _ordered(items: list[Any]) -> list[Any]:
    """Seeds (and lookup/SQL items) before expanded neighbours; otherwise context order."""
    return sorted(items, key=lambda i: (getattr(i, "role", "seed") == "expanded", i.n))


def _blocks(text: str, heading: str) -> list[tuple[str, bool, str, bool]]:
    """(block, is_table_row, heading, is_list_item): wrapped prose joined into paragraphs; list items,
    table rows and "Label: value" lines stay one block each; each block remembers the heading above it."""
    blocks: list[tuple[str, bool, str, bool]] = []
    paragraph: list[str] = []
    listed = False
    header: list[str] | None = None

    def flush() -> None:
        if paragraph:
            blocks.append((" ".join(paragraph), False, heading, listed))
            paragraph.clear()

    for raw_line in str(text).splitlines():
        line = _IMAGE.sub("", raw_line).strip()
        title = _HEADING.match(line)
        if title:
            heading = title.group(1)
        if " | " in line or (line.startswith("|") and line.count("|") >= 2):
            flush()
            if not _TABLE_RULE.match(line):
                cells = [c.strip() for c in line.strip("|").split("|")]
                if header is None:
                    header = cells  # a table's first line names its columns
                else:
                    blocks.append((_table_row(header, cells), True, heading, True))
            continue
        header = None
        if not line or title or _TABLE_RULE.match(line):
            flush()
        elif _LIST_MARKER.match(line) or _LABEL_LINE.match(line):
            flush()
            listed = True
            paragraph.append(_LIST_MARKER.sub("", line))
        else:
            if not paragraph:
                listed = False
            paragraph.append(line)
    flush()
    return blocks


def _table_row(header: list[str], cells: list[str]) -> str:
    """Two-column tables (field — description) read as they are; wider rows pair each cell with its
    column's header, so a figure is never shown without what it measures."""
    if len(cells) <= 2 or len(cells) != len(header):
        return " — ".join(c for c in cells if c)
    return "; ".join(f"{h}: {c}" for h, c in zip(header, cells, strict=True) if c)


def _units(item: Any, rank: int) -> list[_Unit]:
    units = []
    section = getattr(item, "section", None) or ""
    for index, (block, table_row, heading, listed) in enumerate(_blocks(item.text, section.split(" > ")[-1])):
        pieces = [block] if table_row else _SENTENCE_END.split(block)
        for piece in pieces:
            piece = _ADMONITION.sub(" ", _LINK.sub(r"\1", piece)).strip()
            if len(piece) < 3 or len(piece) > _MAX_UNIT_CHARS:
                continue
            label = None if table_row else _LABEL_LINE.match(piece)
            units.append(_Unit(
                n=item.n, item_rank=rank, position=len(units), text=piece, stems=set(text_stems(piece)),
                label=set(text_stems(label.group(1))) if label else set(), heading=set(text_stems(heading)),
                heading_text=heading, block=index,
                literal=bool(_LITERAL.search(piece) or _MENU_PATH.search(piece)), table_row=table_row,
                listed=table_row or listed))
    return units


def _has(word: str, stems: set[str]) -> bool:
    return word in stems or any(alt in stems for alt in _ALTERNATIVES.get(word, ()))


def _weights(units: list[_Unit], wanted: set[str]) -> dict[str, float]:
    """Rarer question words weigh more: a word in every unit tells the units apart less."""
    total = len(units)
    return {w: math.log(1 + total / (1 + sum(1 for u in units if _has(w, u.stems) or _has(w, u.heading))))
            for w in wanted}


def _coverage(units: list[_Unit], weights: dict[str, float]) -> float:
    present = {w for u in units for w in weights if _has(w, u.stems) or _has(w, u.heading)}
    total = sum(weights.values())
    return sum(weights[w] for w in present) / total if total else 0.0


def _score(unit: _Unit, weights: dict[str, float], intent: str) -> float:
    own = 0.0
    for word, weight in weights.items():
        if _has(word, unit.label):
            own += 2 * weight  # the line's label is what the question asks for ("Email: ...")
        elif _has(word, unit.stems):
            own += weight * (0.5 if unit.label else 1.0)
    heading = sum(weight for word, weight in weights.items() if _has(word, unit.heading))
    if own + heading == 0:
        return 0.0
    score = (own + _HEADING_WEIGHT * heading) / math.sqrt(min(max(len(unit.stems), 4), 12)) * 3
    if intent == "screen" and (unit.literal or unit.table_row):
        score *= 1.5
    if intent == "concept" and unit.table_row:
        score *= 0.8
    return score / (1 + 0.15 * unit.item_rank)


def _asks_like_heading(question: str, units: list[_Unit], scores: list[float],
                       weights: dict[str, float]) -> list[float]:
    """A "Why ...?" question is answered under a "Why ..." heading (and "How ..." under "How ...")."""
    first = question.strip().split(" ", 1)[0].lower()
    bonus = max(weights.values(), default=0.0)
    return [s + bonus if s > 0 and u.heading_text.lower().startswith(first) else s
            for s, u in zip(scores, units, strict=True)]


def _explanation(units: list[_Unit], scores: list[float]) -> str:
    """The best run of up to three consecutive sentences of one paragraph: an explanation is read in
    order, and the sentence that carries the answer often does not repeat the question's words."""
    best: tuple[float, int, int] | None = None  # (score, start, end)
    for start in range(len(units)):
        for end in range(start + 1, min(start + _WINDOW, len(units)) + 1):
            window = units[start:end]
            if any((u.n, u.block) != (window[0].n, window[0].block) for u in window):
                break
            total = sum(scores[start:end])
            if scores[start] > 0 and (best is None or total > best[0] + 1e-9):
                best = (total, start, end)
    if best is None:
        return ""
    return " ".join(f"{_sentence(u.text)} [{u.n}]" for u in units[best[1]:best[2]])


def _sentence(text: str) -> str:
    text = text.strip()
    return text if text[-1:] in ".!?:" else text + "."
