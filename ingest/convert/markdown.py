"""Markdown how-to docs -> chunks along the heading tree.

A section is a chunk; a subsection is its own chunk whose breadcrumbs name its parents, unless it is
short and directly follows its parent's text, in which case it reads better merged into the parent's
chunk (but a subsection headed by a question, as a FAQ's are, always stands alone). Text outside any heading becomes a "note" chunk of its own. Images stay as their Markdown
reference text. Section chunks are labelled screen/concept by `classify_section`. The page is parsed
once, by markdown-it-py (CommonMark block structure, GFM tables); later readers of chunk text use
ingest/markdown_lines.py.
"""

import hashlib
import re
from dataclasses import dataclass, field
from pathlib import Path

from markdown_it import MarkdownIt
from markdown_it.token import Token

from tally.ingest.classify import classify_section
from tally.ingest.errors import ConversionError
from tally.ingest.keys import keys_in_text
from tally.ingest.models import Chunk, ChunkKind, Document, Location, doc_id_for

# Subsections with less body than this (characters) are merged into their parent's chunk...
MERGE_BELOW_CHARS = 300
# ...as long as the parent's chunk stays under this size.
MERGED_CHUNK_LIMIT = 1800

# CommonMark plus GFM tables (a table's rule line is not a setext underline); raw HTML is read as HTML
# blocks, so a heading-like line inside a <div> stays text.
# Only the block structure is read, so inline parsing (emphasis, links) is switched off: it was most of
# the parse time.
_MARKDOWN = MarkdownIt("commonmark", {"html": True}).enable("table").disable(["inline", "text_join"])
_DROP_BLOCKS = re.compile(r"<(style|script)\b.*?</\1\s*>|<!--.*?-->", re.S | re.I)
_FRONT_MATTER = re.compile(r"\A---[ \t]*\n(.*?)\n(?:---|\.\.\.)[ \t]*(?:\n|\Z)", re.S)
# A paragraph's first line that is a question in bold alone: the question of a FAQ page.
_FAQ_QUESTION = re.compile(r"^\s*(?:\*\*|__)([^*_\n]{3,200}\?)(?:\*\*|__)\s*$")
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
    preamble, roots = _parse(body)
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


def _parse(text: str) -> tuple[list[str], list[_Section]]:
    """Lines before the first heading, and the heading forest.

    markdown-it finds the top-level headings and thematic breaks (so a `#` line in a code fence, an HTML
    block or a list item is text); their source lines (`Token.map`) cut the page, and each section
    keeps its body exactly as written."""
    lines = text.split("\n")
    preamble: list[str] = []
    roots: list[_Section] = []
    stack: list[_Section] = []
    cursor = 0
    tokens = _MARKDOWN.parse(text)
    titled_level = 1  # the level of the last real heading: a FAQ's questions sit one below it
    for index, token in enumerate(tokens):
        if token.level != 0 or token.map is None or token.type not in ("heading_open", "hr", "paragraph_open"):
            continue
        if token.type == "paragraph_open":
            question = _FAQ_QUESTION.match(tokens[index + 1].content.split("\n", 1)[0])
            if question is None:
                continue
            # "**How do I ...?**" opening a paragraph heads the answer below it, as a heading would.
            heading: tuple[int, str] | None = (min(titled_level + 1, 6), _clean_title(question.group(1)))
            start, end = token.map[0], token.map[0] + 1
        else:
            heading = _heading(token, tokens[index + 1]) if token.type == "heading_open" else None
            if heading is None and not (token.type == "hr" and stack):
                continue  # an empty heading, or a break before any heading: text of where it stands
            start, end = token.map
            if heading is not None:
                titled_level = heading[0]
        (stack[-1].body if stack else preamble).extend(lines[cursor:start])
        cursor = end
        if heading is None:
            # A thematic break closes the section; what follows up to the next heading stands apart.
            note = _Section(level=7, title="", note=True)
            stack[-1].children.append(note)
            stack.append(note)
            continue
        section = _Section(level=heading[0], title=heading[1])
        while stack and stack[-1].level >= section.level:
            stack.pop()
        (stack[-1].children if stack else roots).append(section)
        stack.append(section)
    (stack[-1].body if stack else preamble).extend(lines[cursor:])
    return preamble, roots


def _heading(token: Token, inline: Token) -> tuple[int, str] | None:
    if token.markup in ("=", "-") and inline.content.split("\n")[-1].lstrip().startswith(":::"):
        return None  # a `:::` container fence (VitePress) over a rule line: CommonMark does not know fences
    # A setext heading's text may run over several lines: one title line.
    title = _clean_title(" ".join(part.strip() for part in inline.content.split("\n")))
    return (int(token.tag[1]), title) if title else None


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
        # A heading that is a question (a FAQ's "Why is a docket on hold?") opens an answer of its own: merged
        # with its neighbours, its chunk's vector is the average of unrelated answers and no longer near it.
        asks = child.title.rstrip().endswith("?")
        mergeable = (not rest and not child.note and not child.children and not asks
                     and len(child.body_text) < MERGE_BELOW_CHARS)
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
