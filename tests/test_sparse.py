"""The BM25 sparse encoder: stemmed English + Russian tokens, whole ID tokens, stable indices."""

import subprocess
import sys

import pytest
import Stemmer

from conftest import ROOT
from tally.ingest.sparse import STOPWORDS, SparseEncoder

ENC = SparseEncoder()


def shared(a: str, b: str) -> set[str]:
    return set(ENC.tokens(a)) & set(ENC.tokens(b))


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("invoices", "invoice"),
        ("employees", "employee"),
        ("paid invoices", "paying an invoice"),
        ("счета", "счёт"),
        ("счетов", "счету"),
        ("сотрудников", "сотрудник"),
        ("зарплаты", "зарплата"),
    ],
)
def test_inflected_forms_share_a_token(a, b):
    assert shared(a, b), (ENC.tokens(a), ENC.tokens(b))


def test_each_script_gets_its_own_stemmer():
    english, russian = Stemmer.Stemmer("english"), Stemmer.Stemmer("russian")
    assert ENC.tokens("settings") == [english.stemWord("settings")]
    assert ENC.tokens("настройки") == [russian.stemWord("настройки")]
    assert ENC.tokens("Settings настройки") == ["set", russian.stemWord("настройки")]


def test_id_tokens_are_kept_whole_and_in_parts():
    tokens = ENC.tokens("Please pay invoice INV-2026-0042 by Friday.")
    assert "inv-2026-0042" in tokens
    assert {"inv", "2026", "0042"} <= set(tokens)
    assert "so-10123" in ENC.tokens("order SO-10123")
    assert "2026-03-01" in ENC.tokens("due 2026-03-01")
    # hyphenated words without digits are words, not IDs
    assert ENC.tokens("e-mail") == ["e", "mail"]


def test_stopwords_dropped_in_both_languages():
    assert ENC.tokens("the invoice and the order") == ["invoic", "order"]
    assert ENC.tokens("это счёт для вас") == ["счет"]
    assert ENC.tokens("the of and и в на") == []
    assert {"the", "и"} <= STOPWORDS


def test_query_vector_has_one_per_unique_token():
    vector = ENC.encode_query("invoice invoices INV-2026-0042")
    assert vector.values == [1.0] * len(vector.indices)
    assert len(vector.indices) == len(set(ENC.tokens("invoice INV-2026-0042")))
    assert vector.indices == sorted(vector.indices) and all(0 <= i < 2**31 for i in vector.indices)


def test_document_weights_saturate_and_normalise_by_length():
    once, thrice = ENC.encode_document("invoice"), ENC.encode_document("invoice invoice invoice")
    assert thrice.values[0] > once.values[0]
    assert thrice.values[0] < 3 * once.values[0]  # saturation: not linear in tf
    assert thrice.values[0] < ENC.k1 + 1  # the BM25 ceiling
    long_doc = ENC.encode_document("invoice " + " ".join(f"word{i}" for i in range(300)))
    index = ENC.encode_query("invoice").indices[0]
    assert dict(zip(long_doc.indices, long_doc.values))[index] < once.values[0]  # longer doc, lower tf weight
    empty = ENC.encode_document("")
    assert empty.indices == [] and empty.values == []


def test_indices_are_stable_across_processes():
    """A stored index must match queries made by any later process (no per-process hash seed)."""
    script = "from tally.ingest.sparse import SparseEncoder; print(SparseEncoder().encode_query('счёт INV-2026-0042 invoice').indices)"
    out = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, check=True, timeout=60)
    assert out.stdout.strip() == str(ENC.encode_query("счёт INV-2026-0042 invoice").indices)
