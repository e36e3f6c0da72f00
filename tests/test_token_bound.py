"""The USE embedder's cheap token upper bound: never below the exact count under its own tokenizer, and
the token-safe split gives exactly the same chunks with it as without it (it only skips exact counts)."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tally.ingest.convert import convert
from tally.ingest.embedders.use import USEEmbedder
from tally.ingest.split import finalize

MARGIN = 0.85

# Characters that stress the normalizer: NFKC expansions (ligatures, ﷺ, ㎏, ½, full-width), combining
# marks, zero-width and odd spaces, Cyrillic, CJK, astral symbols; plus ASCII controls and whitespace.
_TRICKY = "ﬁﬂﷺ﷽㎏½①Ａｂ\u0301\u0308é\u200b\u00ad\ufeff\u3000\u2028 \t\r\n\x01\x7fёЁжЩ中文😀𝔘"


@pytest.fixture(scope="module")
def use() -> USEEmbedder:
    return USEEmbedder()


@settings(max_examples=300, deadline=None)
@given(text=st.text(alphabet=st.characters(codec="utf-8") | st.sampled_from(_TRICKY), max_size=80))
def test_bound_is_never_below_the_exact_count(use, text):
    assert use.token_upper_bound(text) >= use.count_tokens(text)


@settings(max_examples=200, deadline=None)
@given(text=st.text(alphabet=st.characters(max_codepoint=127), max_size=200))
def test_ascii_bound_holds_without_normalizing(use, text):
    assert use.token_upper_bound(text) >= use.count_tokens(text)


def test_the_bound_skips_counting_short_chunks(use):
    row = "orders > Orders\nOrder ID: SO-100001\nCustomer: Alder & Finch\nTotal: 3,468.00"
    assert use.count_tokens(row) <= use.token_upper_bound(row) <= int(use.max_tokens * MARGIN)


def test_split_is_identical_with_and_without_the_bound(use, sample_dir):
    paths = sorted((sample_dir / "docs").glob("*.md")) + sorted(sample_dir.glob("*.pdf"))
    split_any = False
    for path in paths:
        doc = convert(path)
        exact = finalize(doc, use.count_tokens, use.max_tokens, MARGIN)
        bounded = finalize(doc, use.count_tokens, use.max_tokens, MARGIN, use.token_upper_bound)
        assert bounded.model_dump() == exact.model_dump(), path.name
        split_any = split_any or any(c.part for c in bounded.chunks)
        limit = int(use.max_tokens * MARGIN)
        assert all(use.count_tokens(c.embedding_text()) <= limit for c in bounded.chunks), path.name
    assert split_any  # the corpus does exercise the split, so "identical" covers the packing too
