"""Does a retrieved chunk or a citation point at a question's expected source?"""

from collections.abc import Sequence

from pydantic import BaseModel

from tally.agent.evaluate.golden import ExpectedSource
from tally.agent.evaluate.metrics import normalise_text
from tally.ingest.markdown_lines import HEADING_LINE as _HEADING_LINE


class SourceView(BaseModel):
    """What the judge needs to know about a retrieved chunk or a cited item."""

    doc_path: str
    page_start: int | None = None
    page_end: int | None = None
    sheet: str | None = None
    breadcrumbs: list[str] = []
    section: str | None = None  # heading path joined with " > "
    text: str = ""


def _doc_matches(doc_path: str, doc: str) -> bool:
    path = doc_path.replace("\\", "/")
    doc = doc.replace("\\", "/").lstrip("/")
    return path == doc or path.endswith("/" + doc)


def _has_heading(view: SourceView, section: str) -> bool:
    wanted = normalise_text(section)
    names = list(view.breadcrumbs) + (view.section.split(" > ") if view.section else [])
    if wanted in {normalise_text(n) for n in names}:
        return True
    # Short subsections are merged into their parent chunk, so their headings sit in the text; a
    # split part may carry the heading and its first sentence on one line.
    for line in _HEADING_LINE.findall(view.text):
        heading = normalise_text(line)
        if heading == wanted or heading.startswith(wanted + " "):
            return True
    return False


def matches_source(view: SourceView, source: ExpectedSource, *, check_text: bool = True) -> bool:
    if not _doc_matches(view.doc_path, source.doc):
        return False
    if source.page is not None:
        if view.page_start is None:
            return False
        end = view.page_end if view.page_end is not None else view.page_start
        if not view.page_start <= source.page <= end:
            return False
    if source.sheet is not None and normalise_text(view.sheet or "") != normalise_text(source.sheet):
        return False
    if source.section is not None and not _has_heading(view, source.section):
        return False
    if check_text and source.contains is not None and normalise_text(source.contains) not in normalise_text(view.text):
        return False
    return True


def matches_any(view: SourceView, sources: Sequence[ExpectedSource], *, check_text: bool = True) -> bool:
    return any(matches_source(view, s, check_text=check_text) for s in sources)
