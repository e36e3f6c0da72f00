"""Context items cut into the units an extractive answer is made of: sentences, list items, table rows
and "Label: value" lines, each remembering its item [n], the section heading above it, its paragraph
and where it sits, so the composer can copy a unit together with its neighbours.

Markdown is read the way a person reads the page: headings and admonition titles (`::: tip Title`)
label the text under them instead of being glued to its first sentence; a table row is shown with its
column headers; images, link targets and list markers are dropped.
"""

import re
from dataclasses import dataclass
from typing import Any

from tally.agent.offline.sql_match import BASE_STOPWORDS, content_stems
from tally.ingest.markdown_lines import HEADING_LINE as _HEADING, IMAGE as _IMAGE, LINK as _LINK
from tally.ingest.markdown_lines import LIST_MARKER as _LIST_MARKER, TABLE_RULE as _TABLE_RULE

_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9\"'(*`])")
_LITERAL = re.compile(r"\*\*[^*]+\*\*|`[^`]+`|__[^_]+__")
_MENU_PATH = re.compile(r"\w\s*[>›»]\s*\w")  # "Setup > Settings", "Admin › Users": typographic arrows too
_LABEL_LINE = re.compile(r"^([A-Z][\w ()/.-]{0,40}):\s")
_ADMONITION_OPEN = re.compile(r"^:::\s*(?:tip|info|warning|danger|note|details|caution)?\b\s*(.*)$", re.I)
# An admonition flattened into one line by re-wrapping: its markers are dropped, its text kept.
_ADMONITION_INLINE = re.compile(r":::\s*(?:(?:tip|info|warning|danger|note|details|caution)\b)?", re.I)
_NUMBER = re.compile(r"(?<![\w.])\d[\d,.]*")
_DATA_KINDS = {"row", "table", "summary", "sql"}
_MAX_UNIT_CHARS = 400
_SHORT_HEADING_WORDS = 10  # a longer "heading" is a heading fused with its first paragraph
# Words that open a sentence but rarely end a heading; a capitalised -ing word ("Selecting") too.
_OPENER = re.compile(r"^(?:The|This|These|That|A|An|If|When|To|For|In|On|By|After|Before|Once|It|You|Each|All|"
                     r"There|Here|Use|Click|Select|Enter|Open|Go|[A-Z][a-z]+ing)$")
_FUSED = "\x00"  # marks such a heading: its words count, but it is not shown as a title


@dataclass
class Unit:
    n: int
    doc_rank: int  # 0 for the document of the first item, 1 for the next document, ...
    expanded: bool  # from a neighbour the search added, not from a seed
    text: str
    stems: set[str]
    label: set[str]  # stems of the label of a "Label: value" line
    heading: set[str]  # stems of the heading the unit sits under
    heading_text: str  # '' when the heading cannot be told from its text (see _split_heading)
    section: tuple[int, str]  # (item n, heading): units of one section
    block: int  # paragraph (or line) of the item the unit comes from
    literal: bool  # names a field/button/path literally
    path: bool  # holds a menu path ("Setup > Settings")
    table_row: bool
    data: bool  # from a spreadsheet row, a PDF table or an SQL result, not from prose
    numbers: int  # figures in the text
    listed: bool  # a list item or table row (continues a list introduced by the line before it)
    place: frozenset[str] = frozenset()  # stems of the item's document title and section path


def text_stems(text: str) -> list[str]:
    """Stems of the words that carry meaning (aggregate words like "total" included)."""
    return content_stems(text, BASE_STOPWORDS)


def context_units(items: list[Any]) -> list[Unit]:
    """Every unit of the items, in context order (items by [n], then reading order)."""
    ordered = sorted(items, key=lambda i: i.n)
    docs = list(dict.fromkeys(getattr(i, "doc_id", "") for i in ordered))
    units: list[Unit] = []
    for item in ordered:
        units.extend(_item_units(item, docs.index(getattr(item, "doc_id", ""))))
    return units


def _item_units(item: Any, doc_rank: int) -> list[Unit]:
    units: list[Unit] = []
    section = (getattr(item, "section", None) or "").split(" > ")[-1]
    expanded = getattr(item, "role", "seed") == "expanded"
    data = getattr(item, "kind", "") in _DATA_KINDS
    # A spreadsheet row is one record: each of its lines is about the record its other lines name
    # ("Email: ..." belongs to "Customer: Kestrel Point Marina"), as prose is about its heading.
    record = set(text_stems(item.text)) if getattr(item, "kind", "") == "row" else set()
    place = frozenset(text_stems(f"{getattr(item, 'title', '') or ''} {getattr(item, 'section', '') or ''}"))
    for index, (block, table_row, heading, listed) in enumerate(_blocks(item.text, section)):
        pieces = [block] if table_row else _SENTENCE_END.split(block)
        for piece in pieces:
            piece = _ADMONITION_INLINE.sub(" ", _LINK.sub(r"\1", piece)).strip()
            piece = re.sub(r"\s{2,}", " ", piece)
            if len(piece) < 3 or len(piece) > _MAX_UNIT_CHARS:
                continue
            label = _label(piece, table_row)
            units.append(Unit(
                n=item.n, doc_rank=doc_rank, expanded=expanded, text=piece,
                stems=set(text_stems(piece)), label=set(text_stems(label)),
                heading=set(text_stems(heading.lstrip(_FUSED))) | record, heading_text=_shown_heading(heading),
                section=(item.n, heading), block=index,
                literal=bool(_LITERAL.search(piece) or _MENU_PATH.search(piece)),
                path=bool(_MENU_PATH.search(piece)), table_row=table_row, data=data,
                numbers=len(_NUMBER.findall(piece)), listed=table_row or listed, place=place))
    return units


def _label(piece: str, table_row: bool) -> str:
    """What a line is about: the label of "Label: value", the field of a two-column "Field — what it
    does" table row."""
    if table_row:
        first, dash, _ = piece.partition(" — ")
        return first if dash and ": " not in first else ""
    match = _LABEL_LINE.match(piece)
    return match.group(1) if match else ""


def _shown_heading(heading: str) -> str:
    """A heading fused with its paragraph (see _split_heading) counts for its words but is not shown."""
    return "" if heading.startswith(_FUSED) else heading


def _blocks(text: str, heading: str) -> list[tuple[str, bool, str, bool]]:
    """(block, is_table_row, heading, is_list_item): wrapped prose joined into paragraphs; list items,
    table rows and "Label: value" lines stay one block each; each block remembers the heading above it.
    An admonition's title heads its own text only; after its closing `:::` the section heading is back."""
    blocks: list[tuple[str, bool, str, bool]] = []
    paragraph: list[str] = []
    state = {"listed": False, "heading": heading, "outer": heading}
    header: list[str] | None = None

    def flush() -> None:
        if paragraph:
            blocks.append((" ".join(paragraph), False, state["heading"], state["listed"]))
            paragraph.clear()

    for raw_line in str(text).splitlines():
        line = _IMAGE.sub("", raw_line).strip()
        title = _HEADING.match(line)
        if title or line.startswith(":::"):
            flush()
            header = None
            state["listed"] = False
            body = _heading_line(state, title.group(1) if title else None, line)
            if body:
                paragraph.append(body)
            continue
        if " | " in line or (line.startswith("|") and line.count("|") >= 2):
            flush()
            if not _TABLE_RULE.match(line):
                cells = [c.strip() for c in line.strip("|").split("|")]
                if header is None:
                    header = cells  # a table's first line names its columns
                else:
                    blocks.append((_table_row(header, cells), True, state["heading"], True))
            continue
        header = None
        if not line or _TABLE_RULE.match(line):
            flush()
        elif _LIST_MARKER.match(line) or _LABEL_LINE.match(line):
            flush()
            state["listed"] = True
            paragraph.append(_LIST_MARKER.sub("", line))
        else:
            if not paragraph:
                state["listed"] = False
            paragraph.append(line)
    flush()
    return blocks


def _heading_line(state: dict, title: str | None, line: str) -> str:
    """Update the heading for a Markdown heading or an admonition line; return text it carries."""
    if title is not None:
        name, body = _split_heading(title)
        state["heading"] = state["outer"] = name
        return body
    rest = _ADMONITION_OPEN.match(line)
    inner = (rest.group(1) if rest else line[3:]).strip()
    if not inner:  # a closing ":::"
        state["heading"] = state["outer"]
        return ""
    if inner.endswith(":::") or len(inner.split()) > _SHORT_HEADING_WORDS:
        # A whole admonition flattened into one line: its text, less a title it repeats.
        _, body = _split_heading(inner.rstrip(": "))
        return body
    state["heading"] = inner
    return ""


def _split_heading(line: str) -> tuple[str, str]:
    """(heading, fused paragraph). Re-wrapped text can fuse "### From Date" with the paragraph under it
    ("From Date The initial date ..."). The paragraph starts at the first capitalised word that opens
    sentences ("The", "If", "Selecting", ...); failing that, the heading is the longest first words
    that the paragraph repeats ("Ref Name Ref Name filter ..."); failing both, the line is kept whole
    as text, and its words count as the heading's without it being shown as one."""
    words = line.split()
    if len(words) <= _SHORT_HEADING_WORDS and not re.search(r"[.!](\s|$)", line):
        return line, ""
    for k in range(1, min(6, len(words) - 1)):
        if _OPENER.match(words[k]):
            return " ".join(words[:k]), " ".join(words[k:])
    lowered = [w.lower().strip(".,:;*_`'\"()") for w in words]
    for size in range(min(5, len(words) - 1), 0, -1):
        prefix = lowered[:size]
        if any(lowered[i:i + size] == prefix for i in range(size, len(words) - size + 1)):
            return " ".join(words[:size]), " ".join(words[size:])
    return _FUSED + line, line


def _table_row(header: list[str], cells: list[str]) -> str:
    """Two-column tables (field — description) read as they are; wider rows pair each cell with its
    column's header, so a figure is never shown without what it measures. A row-number column ("#")
    says nothing and is left out."""
    if len(cells) == len(header):
        pairs = [(h, c) for h, c in zip(header, cells, strict=True) if c and h not in ("#", "No.", "")]
        if len(pairs) > 2:
            return "; ".join(f"{h}: {c}" for h, c in pairs)
        cells = [c for _, c in pairs]
    return " — ".join(c for c in cells if c)
