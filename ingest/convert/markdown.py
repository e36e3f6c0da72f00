"""Markdown how-to docs -> chunks along the heading tree.

A section is a chunk; a subsection is its own chunk whose breadcrumbs name its parents, unless it is
short and directly follows its parent's text, in which case it reads better merged into the parent's
chunk. Text outside any heading becomes a "note" chunk of its own. Images stay as their Markdown
reference text. Section chunks are labelled screen/concept by `classify_section`.
"""

import hashlib
import re
from dataclasses import dataclass, field
from pathlib import Path

from tally.ingest.classify import classify_section
from tally.ingest.errors import ConversionError
from tally.ingest.keys import keys_in_text
from tally.ingest.models import Chunk, ChunkKind, Document, Location, doc_id_for

# Subsections with less body than this (characters) are merged into their parent's chunk...
MERGE_BELOW_CHARS = 300
# ...as long as the parent's chunk stays under this size.
MERGED_CHUNK_LIMIT = 1800

_ATX = re.compile(r"^(#{1,6})[ \t]+(.+?)[ \t]*#*[ \t]*$")
_FENCE = re.compile(r"^[ \t]{0,3}(```|~~~)")
_SETEXT = re.compile(r"^[ \t]{0,3}(=+|-+)[ \t]*$")
_BREAK = re.compile(r"^[ \t]{0,3}([-*_])([ \t]*\1){2,}[ \t]*$")
_DROP_BLOCKS = re.compile(r"<(style|script)\b.*?</\1\s*>|<!--.*?-->", re.S | re.I)
_FRONT_MATTER = re.compile(r"\A---[ \t]*\n(.*?)\n(?:---|\.\.\.)[ \t]*(?:\n|\Z)", re.S)
_FM_LINE = re.compile(r"^(\s*)(-\s+)?([A-Za-z_][\w-]*)\s*:\s*(.*)$")
# Front-matter values worth reading: page descriptions and feature blurbs, not layout settings.
_FM_PROSE_KEYS = {"description", "summary", "tagline", "details", "excerpt", "subtitle", "abstract"}


@dataclass
class _Section:
    level: int
    title: str
    body: list[str] = field(default_factory=list)
    children: list["_Section"] = field(default_factory=list)
    note: bool = False  # text after a thematic break: outside the heading it follows

    @property
    def body_text(self) -> str:
        return "\n".join(self.body).strip()


def convert_markdown(path: Path) -> Document:
    raw = path.read_bytes()
    if not raw.strip():
        raise ConversionError(f"{path}: empty file")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise ConversionError(f"{path}: not UTF-8 text ({exc.reason} at byte {exc.start})") from exc
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    fm_title, fm_prose, body = _split_front_matter(text)
    body = _DROP_BLOCKS.sub("", body)
    preamble, roots = _parse(body.split("\n"))
    title = fm_title or _first_h1(roots) or path.stem
    doc_id = doc_id_for(str(path.resolve()))
    chunks: list[Chunk] = []
    intro = "\n\n".join(part for part in (fm_prose, "\n".join(preamble).strip()) if part)
    if intro:
        chunks.append(_chunk(doc_id, "note", intro, [title]))
    for root in roots:
        # Breadcrumbs always start with the page title, which is usually the H1 itself.
        _emit(root, [] if root.level == 1 and root.title == title else [title], doc_id, chunks)
    if not chunks and (roots or fm_title):
        # Only headings (a stub page of a real manual): the page is indexed as its heading outline, so it
        # can be found by its title and the run does not fail over a page that has nothing else.
        outline = "\n".join(_headings(roots)) or title
        chunks.append(_chunk(doc_id, "note", outline, []))
        chunks[-1].location = Location(section=title)
    if not chunks:
        raise ConversionError(f"{path}: no text content")
    return Document(
        id=doc_id,
        path=str(path.resolve()),
        type="markdown",
        title=title,
        sha256=hashlib.sha256(raw).hexdigest(),
        chunks=chunks,
    )


def _split_front_matter(text: str) -> tuple[str | None, str, str]:
    """(title, readable prose from the front matter, the rest). A tiny reader: scalar `key: value` lines
    with indented continuation lines are enough for doc-site front matter; no YAML dependency."""
    match = _FRONT_MATTER.match(text)
    if not match:
        return None, "", text
    title: str | None = None
    prose: list[str] = []
    item_title: str | None = None
    last: list[str] | None = None  # the value being continued on the next indented line
    for line in match.group(1).split("\n"):
        fm = _FM_LINE.match(line)
        if not fm:
            if last is not None and line.strip():
                last.append(line.strip())
            continue
        _, dash, key, value = fm.groups()
        value = value.strip().strip("'\"")
        if dash:
            item_title = None
        last = None
        if key.lower() in ("title", "name"):
            item_title = value or item_title
            if key.lower() == "title" and title is None and not line.startswith((" ", "\t")):
                title = value or None
        elif key.lower() in _FM_PROSE_KEYS and value:
            last = [value]
            prose.append(last)  # type: ignore[arg-type]
            if key.lower() == "details" and item_title:
                last.insert(0, f"{item_title}:")
    rendered = "\n".join(" ".join(part).strip("'\" ") for part in prose)  # type: ignore[arg-type]
    return title, rendered, text[match.end() :]


def _parse(lines: list[str]) -> tuple[list[str], list[_Section]]:
    """Lines before the first heading, and the heading forest. Headings inside code fences are text."""
    preamble: list[str] = []
    roots: list[_Section] = []
    stack: list[_Section] = []
    fence: str | None = None
    for line in lines:
        heading = None
        if fence is None:
            opened = _FENCE.match(line)
            if opened:
                fence = opened.group(1)
            else:
                heading = _heading(line, stack[-1].body if stack else preamble)
        elif line.lstrip().startswith(fence):
            fence = None
        if heading is None and fence is None and stack and _BREAK.match(line):
            # A thematic break closes the section; what follows up to the next heading stands apart.
            note = _Section(level=7, title="", note=True)
            stack[-1].children.append(note)
            stack.append(note)
            continue
        if heading is None:
            (stack[-1].body if stack else preamble).append(line)
            continue
        section = _Section(level=heading[0], title=heading[1])
        while stack and stack[-1].level >= section.level:
            stack.pop()
        (stack[-1].children if stack else roots).append(section)
        stack.append(section)
    return preamble, roots


def _heading(line: str, previous: list[str]) -> tuple[int, str] | None:
    atx = _ATX.match(line)
    if atx:
        return len(atx.group(1)), _clean_title(atx.group(2))
    setext = _SETEXT.match(line)
    # "Title\n=====" or "Title\n-----": the underline turns the paragraph line above into a heading.
    if setext and previous and _is_plain_paragraph_line(previous[-1]):
        if len(previous) < 2 or not previous[-2].strip():
            title = previous.pop()
            return (1 if setext.group(1)[0] == "=" else 2), _clean_title(title)
    return None


def _is_plain_paragraph_line(line: str) -> bool:
    stripped = line.strip()
    return bool(stripped) and not re.match(r"^([-*+>|]|\d+[.)]\s|:::|!\[)", stripped)


def _clean_title(title: str) -> str:
    title = re.sub(r"\{#[^}]*\}\s*$", "", title)  # explicit anchors: "## Filters {#filters}"
    return re.sub(r"[*_`]", "", title).strip()


def _first_h1(roots: list[_Section]) -> str | None:
    return next((root.title for root in roots if root.level == 1), None)


def _emit(section: _Section, parents: list[str], doc_id: str, chunks: list[Chunk]) -> None:
    """Emit the section's chunk (with short leading subsections merged in), then the rest in order."""
    if section.note:
        if section.body_text:
            chunks.append(_chunk(doc_id, "note", section.body_text, parents[:1]))
        return
    path = parents + [section.title]
    parts = [section.body_text] if section.body_text else []
    size = len(section.body_text)
    rest: list[_Section] = []
    for child in section.children:
        mergeable = not rest and not child.note and not child.children and len(child.body_text) < MERGE_BELOW_CHARS
        if mergeable and size + len(child.body_text) < MERGED_CHUNK_LIMIT:
            parts.append(f"{'#' * child.level} {child.title}\n{child.body_text}".strip())
            size += len(child.body_text)
        else:
            rest.append(child)
    if parts:
        text = "\n\n".join(parts)
        chunks.append(_chunk(doc_id, classify_section(path, text), text, path))
    for child in rest:
        _emit(child, path, doc_id, chunks)


def _headings(sections: list[_Section]) -> list[str]:
    """Every heading of the forest in reading order, as Markdown heading lines."""
    found: list[str] = []
    for section in sections:
        if not section.note:
            found.append(f"{'#' * section.level} {section.title}")
        found.extend(_headings(section.children))
    return found


def _chunk(doc_id: str, kind: ChunkKind, text: str, breadcrumbs: list[str]) -> Chunk:
    return Chunk(
        id="",
        doc_id=doc_id,
        position=0,
        kind=kind,
        text=text,
        breadcrumbs=breadcrumbs,
        location=Location(section=" > ".join(breadcrumbs)),
        keys=keys_in_text(text),
    )
