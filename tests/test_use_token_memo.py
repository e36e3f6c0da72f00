"""The USE embedder reuses the token ids the split already counted for a chunk's embedding text: the
vectors are bit-for-bit those of tokenising again, and a counted text is tokenised once."""

import numpy as np

from tally.ingest.embedders.use import USEEmbedder

TEXTS = [
    "Handbook > Refunds\nA refund is approved by the finance lead before the payment run on Friday.",
    "Склад > Приёмка\nТовар принимается по накладной; расхождения оформляются актом.",
    "Order ID: SO-0150007\nCustomer: Northwind Berg Ltd\nAmount: 1234.50",
]


def test_counted_texts_embed_to_identical_vectors_without_a_second_tokenisation():
    fresh = USEEmbedder().embed_documents(TEXTS)
    counting = USEEmbedder()
    counts = [counting.count_tokens(t) for t in TEXTS]
    tokenizer = counting._use()._tokenizer
    calls = []
    real = tokenizer.encode
    tokenizer.encode = lambda *a, **k: (calls.append(a[0]), real(*a, **k))[1]
    try:
        remembered = counting.embed_documents(TEXTS)
        assert calls == []  # every text came from the counts
        assert counting._counted == {}  # taken, not kept
        again = counting.embed_documents(TEXTS)  # nothing remembered now: tokenised as usual
    finally:
        del tokenizer.encode
    assert np.array_equal(fresh, remembered) and np.array_equal(fresh, again)
    assert calls == TEXTS and counts[0] > 10
