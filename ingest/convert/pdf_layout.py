"""Page layout from pdfplumber words: lines, column segments, unruled tables, paragraphs, headings.

Unruled tables (no ruling lines for pdfplumber's "lines" strategy) are found from word positions:
runs of lines that break into three or more segments separated by wide gaps, at least one of them a
number, are a table block; its columns come from the line with most segments. This is cheaper and,
for right-aligned numeric columns, more faithful than pdfplumber's own "text" strategy, which cuts
right-aligned header words apart.
"""

import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from typing import Any

from pdfminer.layout import LTChar, LTContainer, LTCurve, LTLine, LTRect

_NUMBER = re.compile(r"^[-+(]?[$€£]?\s?\d[\d,.\s']*%?\)?$")
_SAME_LINE_PTS = 2.0
_CHAR_LINE_PTS = 3.0  # chars whose tops differ by less share a line (pdfplumber's default y tolerance)
_WORD_GAP_PTS = 3.0  # a wider gap between chars starts a new word (pdfplumber's default x tolerance)


@dataclass
class Segment:
    x0: float
    x1: float
    text: str
    words: list[tuple[float, float, str]] = field(default_factory=list)  # (x0, x1, text) of each word

    @property
    def numeric(self) -> bool:
        return bool(_NUMBER.match(self.text))


@dataclass
class Line:
    top: float
    bottom: float
    x0: float
    x1: float
    size: float
    bold: bool
    segments: list[Segment] = field(default_factory=list)
    is_field: bool = False  # a line read from a form layout (pdf_forms.py): a field or beside one, never a heading

    @property
    def text(self) -> str:
        return " ".join(s.text for s in self.segments)


def layout_words(page: Any) -> list[dict[str, Any]]:
    """Words straight from the page's pdfminer layout, in pdfplumber's coordinates.

    pdfplumber's own `extract_words` first turns every char into a dict of a dozen resolved attributes,
    which is most of the cost of a text-heavy page; words need only position, text, size and font.
    """
    height = float(page.height)
    mb_x0, mb_top = float(page.mediabox[0]), float(page.mediabox[1])
    chars = [
        (height - c.y1 + mb_top, c.x0 + mb_x0, c.x1 + mb_x0, height - c.y0 + mb_top, c.get_text(), c.size, c.fontname)
        for c in _walk(page.layout)
        if isinstance(c, LTChar)
    ]
    chars.sort(key=lambda c: c[0])
    lines: list[list[tuple]] = []
    for char in chars:
        if lines and char[0] - lines[-1][0][0] <= _CHAR_LINE_PTS:
            lines[-1].append(char)
        else:
            lines.append([char])
    words: list[dict[str, Any]] = []
    for line in lines:
        line.sort(key=lambda c: c[1])
        word: dict[str, Any] | None = None
        for top, x0, x1, bottom, text, size, font in line:
            if text.isspace():
                word = None
                continue
            if word is None or x0 - word["x1"] > _WORD_GAP_PTS or font != word["fontname"]:
                word = {"text": "", "x0": x0, "x1": x1, "top": top, "bottom": bottom, "size": size, "fontname": font}
                words.append(word)
            word["text"] += text
            word["x1"] = max(word["x1"], x1)
            word["top"], word["bottom"] = min(word["top"], top), max(word["bottom"], bottom)
            word["size"] = max(word["size"], size)
    return words


def has_rules(page: Any) -> bool:
    """Whether the page draws any line, rectangle or curve: only then can a ruled table exist."""
    return any(isinstance(obj, (LTLine, LTRect, LTCurve)) for obj in _walk(page.layout))


def _walk(container: Any) -> Iterator[Any]:
    for obj in container:
        yield obj
        if isinstance(obj, LTContainer) and not isinstance(obj, LTChar):
            yield from _walk(obj)


def page_lines(words: list[dict[str, Any]]) -> list[Line]:
    """Words grouped into lines (top to bottom), each line cut into segments at wide gaps."""
    words = sorted(words, key=lambda w: (round(w["top"]), w["x0"]))
    rows: list[list[dict[str, Any]]] = []
    for word in words:
        if rows and abs(word["top"] - rows[-1][0]["top"]) <= _SAME_LINE_PTS:
            rows[-1].append(word)
        else:
            rows.append([word])
    lines = []
    for row in rows:
        row.sort(key=lambda w: w["x0"])
        size = max(w.get("size", 10.0) for w in row)
        gap = max(8.0, 1.2 * size)
        segments: list[Segment] = []
        for word in row:
            if segments and word["x0"] - segments[-1].x1 <= gap:
                segments[-1].x1 = word["x1"]
                segments[-1].text += " " + word["text"]
                segments[-1].words.append((word["x0"], word["x1"], word["text"]))
            else:
                segments.append(Segment(word["x0"], word["x1"], word["text"], [(word["x0"], word["x1"], word["text"])]))
        bold = sum(len(w["text"]) for w in row if "bold" in str(w.get("fontname", "")).lower())
        lines.append(Line(
            top=min(w["top"] for w in row), bottom=max(w["bottom"] for w in row), x0=row[0]["x0"],
            x1=row[-1]["x1"], size=size, bold=bold * 2 > sum(len(w["text"]) for w in row), segments=segments,
        ))
    return lines


def unruled_tables(lines: list[Line]) -> list[list[Line]]:
    """Blocks of consecutive table-like lines (>= 3 segments), at least two lines, with numbers in them."""
    blocks: list[list[Line]] = []
    current: list[Line] = []
    for line in lines:
        tabular = len(line.segments) >= 3
        near = current and line.top - current[-1].bottom < 2.5 * line.size
        if tabular and (near or not current):
            current.append(line)
            continue
        _close(current, blocks)
        current = [line] if tabular else []
    _close(current, blocks)
    return blocks


def _close(block: list[Line], blocks: list[list[Line]]) -> None:
    if len(block) >= 2 and any(s.numeric for line in block for s in line.segments):
        blocks.append(list(block))


def block_rows(block: list[Line]) -> list[list[str]]:
    """Cell texts of an unruled table block; columns taken from its widest line."""
    reference = max(block, key=lambda line: len(line.segments))
    columns = [(s.x0, s.x1) for s in reference.segments]
    rows = []
    for line in block:
        cells = [""] * len(columns)
        for segment in line.segments:
            for index, text in _split_over_columns(segment, columns):
                cells[index] = f"{cells[index]} {text}".strip()
        rows.append(cells)
    return rows


def _split_over_columns(segment: Segment, columns: list[tuple[float, float]]) -> list[tuple[int, str]]:
    """A segment's text by column. Header words set close together ("Avg attendance (%) Teaching hours")
    read as one segment although they head two columns: a segment over k columns is k cells, cut at its
    k - 1 widest gaps between words, in column order."""
    covered = [i for i, (c0, c1) in enumerate(columns) if c0 < segment.x1 and c1 > segment.x0]
    words = segment.words
    if len(covered) < 2 or len(words) < len(covered):
        return [(_column_for(segment, columns), segment.text)]
    gaps = sorted(range(1, len(words)), key=lambda j: words[j][0] - words[j - 1][1], reverse=True)
    cuts = sorted(gaps[: len(covered) - 1])
    bounds = [0, *cuts, len(words)]
    return [(column, " ".join(w[2] for w in words[a:b])) for column, a, b in zip(covered, bounds, bounds[1:])]


def _column_for(segment: Segment, columns: list[tuple[float, float]]) -> int:
    overlaps = [min(segment.x1, x1) - max(segment.x0, x0) for x0, x1 in columns]
    best = max(range(len(columns)), key=lambda i: overlaps[i])
    if overlaps[best] > 0:
        return best
    centre = (segment.x0 + segment.x1) / 2
    return min(range(len(columns)), key=lambda i: abs((columns[i][0] + columns[i][1]) / 2 - centre))


def body_size(lines: list[Line]) -> float:
    """The most common font size by amount of text: the size of ordinary prose."""
    weights: Counter[float] = Counter()
    for line in lines:
        weights[round(line.size, 1)] += len(line.text)
    return weights.most_common(1)[0][0] if weights else 10.0


def is_heading(line: Line, body: float) -> bool:
    """Larger than body text, or bold at body size; either way one short segment not ending a sentence."""
    text = line.text
    if line.is_field or len(line.segments) != 1 or len(text) > 90 or not re.search(r"[A-Za-zА-Яа-я]", text):
        return False
    if line.size >= body * 1.15:
        return not text.endswith((",", ";", ":"))
    # bold at body size is also used for labels and emphasis: only short, non-sentence lines count
    return line.bold and line.size >= body - 0.1 and len(text) <= 60 and not text.endswith((".", ",", ";", ":"))


def heading_levels(sizes: list[float]) -> dict[float, int]:
    """Larger headings rank higher: the biggest size is level 1."""
    return {size: level for level, size in enumerate(sorted(set(sizes), reverse=True), start=1)}


def paragraphs(lines: list[Line], right_edge: float) -> list[str]:
    """Lines joined into paragraphs: a wide vertical gap starts a new one; a line that runs to the right
    edge wraps into the next (joined with a space), a short line ends its own (kept as a line break)."""
    out: list[str] = []
    text = ""
    previous: Line | None = None
    left = min((line.x0 for line in lines), default=0.0)
    for line in lines:
        if previous is not None and line.top - previous.bottom > 0.8 * line.size:
            out.append(text)
            text = ""
        elif previous is not None:
            # a wrapped line spans the text column; right-aligned labels and "name  value" lines do not
            wrapped = (
                len(previous.segments) == 1
                and previous.x1 >= 0.85 * right_edge
                and previous.x1 - previous.x0 >= 0.6 * (right_edge - left)
            )
            if wrapped and text.endswith("-") and line.text[:1].islower():
                text = text[:-1]
            else:
                text += " " if wrapped else "\n"
        text += line.text
        previous = line
    if text:
        out.append(text)
    return out


def running_lines(pages: list[tuple[list[Line], float]], body: float) -> set[int]:
    """ids of running headers/footers: lines no larger than body text, in the top or bottom 7% of a page,
    whose text, digits ignored, starts the same way on at least two pages ("Company - page 1 of 2").
    Chapter headings at the top of each page are larger than body text and stay."""
    if len(pages) < 2:
        return set()
    by_prefix: dict[str, list[Line]] = {}
    for lines, height in pages:
        for line in lines:
            if line.size > body + 0.5:
                continue
            if line.top < 0.07 * height or line.bottom > 0.93 * height:
                prefix = re.sub(r"\d+", "#", line.text)[:30]
                by_prefix.setdefault(prefix, []).append(line)
    repeated = [found for found in by_prefix.values() if len(found) >= 2]
    return {id(line) for found in repeated for line in found}


def inside(line: Line, bbox: tuple[float, float, float, float]) -> bool:
    x0, top, x1, bottom = bbox
    middle = (line.top + line.bottom) / 2
    return top - 1 <= middle <= bottom + 1 and line.x1 >= x0 and line.x0 <= x1


def outside(line: Line, boxes: list[tuple[float, float, float, float]]) -> Line | None:
    """The part of a line no box holds: the whole line, the segments left of or right of a ruled box it runs
    beside ("Chesil Yoga Collective" left of a grid of invoice fields on the same baseline), or None."""
    held = [box for box in boxes if inside(line, box)]
    if not held:
        return line
    kept = [s for s in line.segments if not any(s.x1 >= box[0] and s.x0 <= box[2] for box in held)]
    return replace(line, x0=kept[0].x0, x1=kept[-1].x1, segments=kept) if kept else None
