"""encode_document computes each term frequency's weight once and sorts in C (ingest/sparse.py); its
vectors must be exactly the BM25 formula's, float for float, including when two tokens share an index."""

from collections import Counter

import pytest

from tally.ingest import sparse
from tally.ingest.sparse import SparseEncoder

TEXTS = [
    "Order ID: SO-0000005\nOrder Date: 2025-08-23\nCustomer: Fabrikam Berg LLC\nAmount: 22704.86\nStatus: delivered",
    "invoice invoice invoice INV-2026-0042 paid paid, Acme Acme Trading: total 5,200 EUR",
    "Счёт на оплату поставки молока для кафе «Ромашка», счёт оплатить до пятницы, молоко",
    "the and of",  # stopwords only: an empty vector
    "word " * 300 + "rare",  # long: saturation and length normalisation
]


def _reference(encoder: SparseEncoder, text: str) -> tuple[list[int], list[float]]:
    """The formula as written before: per token tf*(k1+1)/(tf+norm), summed per index, sorted by index."""
    tokens = encoder.tokens(text)
    norm = encoder.k1 * (1.0 - encoder.b + encoder.b * len(tokens) / encoder.avg_doc_len)
    merged: dict[int, float] = {}
    for token, tf in Counter(tokens).items():
        index = encoder.term_index(token)
        merged[index] = merged.get(index, 0.0) + tf * (encoder.k1 + 1.0) / (tf + norm)
    indices = sorted(merged)
    return indices, [merged[i] for i in indices]


@pytest.mark.parametrize("text", TEXTS)
def test_document_vector_is_the_formula_exactly(text):
    encoder = SparseEncoder()
    for _ in range(2):  # cold, then with every memo warm
        vector = encoder.encode_document(text)
        assert (vector.indices, vector.values) == _reference(SparseEncoder(), text)


def test_colliding_tokens_add_up_exactly(monkeypatch):
    monkeypatch.setattr(sparse, "_stable_index", lambda token: len(token) % 3)  # three indices for every token
    encoder = SparseEncoder()
    for text in TEXTS[:3]:
        vector = encoder.encode_document(text)
        assert len(vector.indices) <= 3
        assert (vector.indices, vector.values) == _reference(SparseEncoder(), text)
