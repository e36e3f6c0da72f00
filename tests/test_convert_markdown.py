"""Markdown conversion on real files: the sample Ledgerly docs and the Frappe Books documentation."""

import hashlib
import json
import re
from pathlib import Path

import pytest

from tally.ingest.convert import SUPPORTED_EXTENSIONS, convert
from tally.ingest.errors import ConversionError
from tally.ingest.models import Document


def _frappe_pages(shared_dir: Path) -> list[Path]:
    pages = sorted((shared_dir / "corpora" / "frappe-books-docs" / "docs").rglob("*.md"))
    assert len(pages) >= 40, "the Frappe Books docs corpus looks incomplete"
    return pages


def _chunk(doc: Document, *crumbs: str):
    matches = [c for c in doc.chunks if c.breadcrumbs == list(crumbs)]
    assert len(matches) == 1, f"expected one chunk at {crumbs}, found {[c.breadcrumbs for c in doc.chunks]}"
    return matches[0]


def test_sections_are_chunks_with_breadcrumbs(sample_dir):
    doc = convert(sample_dir / "docs" / "purchase-order.md")
    assert doc.type == "markdown" and doc.title == "Purchase Order"
    assert all(c.breadcrumbs[0] == "Purchase Order" for c in doc.chunks)
    fields = _chunk(doc, "Purchase Order", "Fields")
    assert "| Incoterm |" in fields.text
    assert fields.location.section == "Purchase Order > Fields"
    assert fields.embedding_text().startswith("Purchase Order > Fields\n")
    buttons = _chunk(doc, "Purchase Order", "Buttons")
    assert "**Submit for Approval**" in buttons.text and "Incoterm" not in buttons.text


def test_short_subsection_merges_into_parent(sample_dir):
    doc = convert(sample_dir / "docs" / "purchase-order.md")
    fields = _chunk(doc, "Purchase Order", "Fields")
    # "### Incoterm defaults" has two lines of body: it reads better inside Fields than on its own
    assert "### Incoterm defaults\nIf the supplier record has a default Incoterm" in fields.text
    assert not any("Incoterm defaults" in c.breadcrumbs for c in doc.chunks)


def test_long_subsection_is_own_chunk_recording_its_parents(shared_dir):
    doc = convert(shared_dir / "corpora" / "frappe-books-docs" / "docs" / "basics" / "accounting-basics.md")
    cash = _chunk(doc, "Accounting Basics", "Impact on Accounts", "1. Cash Investment")
    assert "Accounts Payable, which is a Liability account" in cash.text
    parent = _chunk(doc, "Accounting Basics", "Impact on Accounts")
    assert "Cash Investment" not in parent.text
    assert [c.location.section for c in doc.chunks if c.kind != "note"] == [
        " > ".join(c.breadcrumbs) for c in doc.chunks if c.kind != "note"
    ]


def test_text_outside_headings_becomes_note_chunks(sample_dir, shared_dir):
    settings = convert(sample_dir / "docs" / "settings.md")
    first = settings.chunks[0]
    assert first.kind == "note" and first.text.startswith("Only users with the Administrator role")
    assert first.breadcrumbs == ["Settings"]
    section = next(c for c in settings.chunks if c.kind != "note" and c.breadcrumbs == ["Settings"])
    assert "Administrator role" not in section.text  # not glued to the neighbouring section

    closing = convert(sample_dir / "docs" / "month-end-close.md").chunks[-1]
    assert closing.kind == "note" and closing.text == "Most companies close within five working days of the month end."

    frappe = convert(shared_dir / "corpora" / "frappe-books-docs" / "docs" / "basics" / "accounting-basics.md")
    notes = [c for c in frappe.chunks if c.kind == "note"]
    assert len(notes) == 1 and notes[0].text.startswith("As you might have noticed, every transaction")
    # the note sits where it was written: after the last "Impact on Accounts" subsection
    position = frappe.chunks.index(notes[0])
    assert frappe.chunks[position - 1].breadcrumbs[-1] == "4. Hiring a Web Agency"


def test_front_matter_gives_title_and_readable_note(shared_dir):
    doc = convert(shared_dir / "corpora" / "frappe-books-docs" / "docs" / "index.md")
    assert doc.title == "Frappe Books"
    text = "\n".join(c.text for c in doc.chunks)
    assert "Welcome to the Frappe Books Documentation" in text
    assert "Works Offline: Frappe Books uses a local file" in text
    assert "--gray-25" not in text and "layout: home" not in text  # style block and settings dropped


def test_images_stay_as_reference_text(sample_dir):
    doc = convert(sample_dir / "docs" / "purchase-order.md")
    assert "![Purchase Order form](images/po-form.png)" in _chunk(doc, "Purchase Order").text


def test_no_text_is_dropped(shared_dir, sample_dir):
    """Every non-heading line of every page appears in some chunk (front matter pages aside)."""
    pages = [p for p in _frappe_pages(shared_dir) if p.name != "index.md"]
    pages += sorted((sample_dir / "docs").glob("*.md"))
    for page in pages:
        doc = convert(page)
        text = "\n".join(c.text for c in doc.chunks)
        for line in page.read_text(encoding="utf-8").splitlines():
            body = line.strip()
            if not body or body.startswith("#") or re.fullmatch(r"[-*_=\s]{3,}", body):
                continue
            assert body in text, f"{page.name}: line lost: {body!r}"


def test_whole_frappe_corpus_converts(shared_dir):
    kinds: dict[str, int] = {}
    for page in _frappe_pages(shared_dir):
        doc = convert(page)  # any ConversionError fails the test
        assert doc.chunks, page
        for chunk in doc.chunks:
            kinds[chunk.kind] = kinds.get(chunk.kind, 0) + 1
            assert chunk.text.strip() and chunk.breadcrumbs
    assert set(kinds) == {"screen", "concept", "note"}
    assert kinds["screen"] > 50 and kinds["concept"] > 30


def test_fences_setext_and_pages_without_headings(tmp_path):
    page = tmp_path / "guide.md"
    page.write_text(
        "Guide title\n===========\n\nIntro under the title.\n\n```bash\n# not a heading\n```\n\n"
        "Part two\n--------\n\nSecond part text.\n",
        encoding="utf-8",
    )
    doc = convert(page)
    assert doc.title == "Guide title"
    # the short setext subsection is merged into its parent, under its own heading line
    assert [c.breadcrumbs for c in doc.chunks] == [["Guide title"]]
    assert "```bash\n# not a heading\n```" in doc.chunks[0].text
    assert doc.chunks[0].text.endswith("## Part two\nSecond part text.")

    plain = tmp_path / "plain-note.md"
    plain.write_text("Just a paragraph with no heading at all.\n", encoding="utf-8")
    only = convert(plain)
    assert only.title == "plain-note" and [c.kind for c in only.chunks] == ["note"]


@pytest.mark.parametrize(
    ("name", "content", "message"),
    [
        ("empty.md", b"", "empty file"),
        ("blank.md", b"  \n\n", "empty file"),
        ("latin.md", "# Caf\xe9\n".encode("latin-1"), "not UTF-8"),
        ("report.docx", b"PK\x03\x04 whatever", "unsupported file type '.docx'"),
        ("noext", b"some text", "unsupported file type '(none)'"),
    ],
)
def test_bad_input_raises_one_line_naming_the_file(tmp_path, name, content, message):
    path = tmp_path / name
    path.write_bytes(content)
    with pytest.raises(ConversionError) as caught:
        convert(path)
    text = str(caught.value)
    assert message in text and str(path) in text and "\n" not in text


def test_supported_extensions():
    assert SUPPORTED_EXTENSIONS == {".pdf", ".xlsx", ".csv", ".md", ".markdown"}


def _outline(doc: Document) -> list[list[str]]:
    return [[c.kind, c.location.section, hashlib.sha1(c.text.encode()).hexdigest()[:12]] for c in doc.chunks]


def _recorded_outlines(name: str, root: Path) -> None:
    recorded = json.loads((Path(__file__).parent / "fixtures" / "markdown-outline.json").read_text(encoding="utf-8"))
    pages = sorted(root.rglob("*.md"))
    assert {f"{name}/{p.relative_to(root).as_posix()}" for p in pages} == {k for k in recorded if k.startswith(name + "/")}
    for page in pages:
        key = f"{name}/{page.relative_to(root).as_posix()}"
        assert _outline(convert(page)) == recorded[key], key


def test_markdown_it_reader_keeps_the_regex_readers_chunks(sample_dir):
    """Same chunks (kind, section path, text) as the regex reader it replaced, recorded in the fixture,
    on the sample docs and company2's help pages..."""
    _recorded_outlines("sample", sample_dir / "docs")
    _recorded_outlines("company2", sample_dir.parent / "company2")


def test_markdown_it_reader_keeps_the_regex_readers_chunks_on_frappe_docs(shared_dir):
    """...and on the Frappe Books docs."""
    _recorded_outlines("frappe", shared_dir / "corpora" / "frappe-books-docs" / "docs")


def test_block_structure_follows_commonmark(tmp_path):
    """Where the regex reader differed from CommonMark: a `#` line inside an HTML block, a list item or a
    longer code fence is text; an ATX closing sequence needs a space before it; a setext heading may
    span lines; a rule line under a table header is not a setext underline."""
    page = tmp_path / "guide.md"
    page.write_text(
        "# Guide\n\nIntro.\n\n<pre>\nNot a title\n-----------\n</pre>\n\n- item\n  # not a heading either\n\n"
        "````md\n```\n# still code\n```\n````\n\n## Use C#\n\n" + "Body of C#. " * 40 + "\n\n"
        "Two line\nsetext title\n------------\n\n" + "Setext body. " * 40 + "\n\n"
        "| Field | Use |\n| --- | --- |\n| A | B |\n",
        encoding="utf-8",
    )
    doc = convert(page)
    assert [c.breadcrumbs for c in doc.chunks] == [["Guide"], ["Guide", "Use C#"], ["Guide", "Two line setext title"]]
    first = doc.chunks[0].text
    assert "Not a title\n-----------" in first and "# not a heading either" in first and "# still code" in first
    assert doc.chunks[2].text.endswith("| --- | --- |\n| A | B |")


def test_breaks_and_empty_headings_stay_where_they_were(tmp_path):
    page = tmp_path / "notes.md"
    page.write_text("Lead text.\n\n---\n\n# Title\n\nBody.\n\n#\n\nAfter an empty heading.\n\n***\n\nAside.\n",
                    encoding="utf-8")
    doc = convert(page)
    # a rule before any heading is text of the preamble; after a heading it starts a note of its own
    assert [(c.kind, c.text) for c in doc.chunks] == [
        ("note", "Lead text.\n\n---"), (doc.chunks[1].kind, "Body.\n\n#\n\nAfter an empty heading."), ("note", "Aside."),
    ]


def test_a_container_fence_over_a_rule_line_is_not_a_heading(tmp_path):
    page = tmp_path / "tips.md"
    page.write_text("# Tips\n\n::: tip\nSave often.\n:::\n---\n\nAfter the rule.\n", encoding="utf-8")
    doc = convert(page)
    assert [c.breadcrumbs for c in doc.chunks] == [["Tips"]]
    assert doc.chunks[0].text.startswith("::: tip\nSave often.\n:::\n---") and "After the rule." in doc.chunks[0].text


def test_a_faq_question_in_bold_heads_its_answer(tmp_path):
    long_answer = "Open the booking and press **Move slot**, then choose a free time. " * 6
    page = tmp_path / "faq.md"
    page.write_text("# Bookings FAQ\n\n"
                    "**Can a booking move to another day?**\n" + long_answer + "\n\n"
                    "**Why is a slot shown in red?**\n"
                    + "Red slots are held for emergencies and only a supervisor can book them. " * 5 + "\n\n"
                    "A paragraph that opens with **bold words** but asks nothing stays text.\n",
                    encoding="utf-8")
    sections = [c.location.section for c in convert(page).chunks]
    assert sections == ["Bookings FAQ > Can a booking move to another day?", "Bookings FAQ > Why is a slot shown in red?"]


def test_short_sections_headed_by_questions_are_not_merged(tmp_path):
    """A FAQ's answers are short; merged into one chunk, the chunk's vector averaged unrelated answers and
    a question asked in the FAQ's own words no longer reached the similarity floor (company8-dev)."""
    page = tmp_path / "faq.md"
    page.write_text("# Depot FAQ\n\nAnswers to what the depot team asks most.\n\n"
                    "## Why is a docket on hold?\nThe account is on stop, or the lead held it by hand.\n\n"
                    "## Where do I reprint run sheets?\nOpen History and press Reprint.\n\n"
                    "## Notes\nShort notes merge as before.\n", encoding="utf-8")
    chunks = convert(page).chunks
    sections = [c.location.section for c in chunks]
    assert "Depot FAQ > Why is a docket on hold?" in sections
    assert "Depot FAQ > Where do I reprint run sheets?" in sections
    held = next(c for c in chunks if c.location.section == "Depot FAQ > Why is a docket on hold?")
    assert "Reprint" not in held.text
