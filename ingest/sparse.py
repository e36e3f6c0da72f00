"""BM25 sparse vectors from a stemmed English + Russian tokenizer.

Only the term-frequency half of BM25 lives here; the IDF half is applied by Qdrant at query time
(sparse vector config with the IDF modifier), so adding documents never re-weights stored vectors.
Both index implementations use this same encoder, which is why we do not rely on an engine-side
tokenizer (qdrant-edge's `Bm25` has no Russian-plus-English stemming in one pass).
"""

import re
import zlib
from collections import Counter

import Stemmer

from ingest.index.base import SparseVector

# Identifier-like tokens: alphanumeric runs joined by - _ / . with at least one digit somewhere
# (INV-2026-0042, SO-10123, 2026/03, A1.2). Kept whole, and also split into their parts.
_ID_RE = re.compile(r"\b[^\W_]+(?:[-_/.][^\W_]+)+\b")
_WORD_RE = re.compile(r"[^\W_]+")
_CYRILLIC = re.compile(r"[а-яё]")
_LATIN_WORD = re.compile(r"[a-z]+")
_INDEX_MASK = 0x7FFFFFFF  # 31-bit indices: valid everywhere Qdrant takes a sparse index

_STOPWORDS_EN = frozenset(
    """a an and are as at be been but by can could did do does for from had has have how i if in into is
    it its me my no not of on or our she so than that the their them then there these they this those to
    was we were what when where which while who whom why will with would you your""".split()
)
_STOPWORDS_RU = frozenset(
    """а без более бы был была были было быть в вам вас весь во вот все всех вы где да для до его ее если
    есть еще же за и из или им их к как ко когда кто ли либо мне мы на над не него нее нет ни них но о об
    однако он она они оно от по под при с со так также такой там те тем то того тоже только том ты у уже
    чем что чтобы эта эти это этот я""".split()
)
STOPWORDS = _STOPWORDS_EN | _STOPWORDS_RU


def _stable_index(token: str) -> int:
    return zlib.crc32(token.encode("utf-8")) & _INDEX_MASK


class SparseEncoder:
    """Text → BM25-weighted sparse vector. Safe to share between threads: the only state is the two
    PyStemmer objects, whose C calls run while holding the GIL."""

    name = "bm25-enru-v1"

    def __init__(self, k1: float = 1.2, b: float = 0.75, avg_doc_len: float = 120.0) -> None:
        # avg_doc_len is a constant, not a corpus statistic, so a document's vector never depends
        # on what else is indexed; 120 index tokens is a typical section/row chunk after stopwords.
        self.k1 = k1
        self.b = b
        self.avg_doc_len = avg_doc_len
        self._english = Stemmer.Stemmer("english")
        self._russian = Stemmer.Stemmer("russian")

    def _stem(self, word: str) -> str:
        if _CYRILLIC.search(word):
            return self._russian.stemWord(word)
        if _LATIN_WORD.fullmatch(word):
            return self._english.stemWord(word)
        return word  # digits, mixed scripts, codes: matched verbatim

    def tokens(self, text: str) -> list[str]:
        """Index tokens in text order: stemmed words without stopwords, plus every ID-like token
        whole (right before its parts), so `INV-2026-0042` matches exactly and by its pieces."""
        lowered = text.lower().replace("ё", "е")
        ids = {m.start(): m.group() for m in _ID_RE.finditer(lowered) if any(c.isdigit() for c in m.group())}
        out: list[str] = []
        for match in _WORD_RE.finditer(lowered):
            whole = ids.get(match.start())
            if whole is not None:
                out.append(whole)
            word = match.group()
            if word in STOPWORDS and whole is None:
                continue
            out.append(self._stem(word))
        return out

    def _vector(self, weights: dict[str, float]) -> SparseVector:
        merged: dict[int, float] = {}
        for token, weight in weights.items():
            index = _stable_index(token)
            merged[index] = merged.get(index, 0.0) + weight  # a hash collision adds up, never duplicates
        indices = sorted(merged)
        return SparseVector(indices=indices, values=[merged[i] for i in indices])

    def encode_document(self, text: str) -> SparseVector:
        tokens = self.tokens(text)
        norm = self.k1 * (1.0 - self.b + self.b * len(tokens) / self.avg_doc_len)
        counts = Counter(tokens)
        return self._vector({t: tf * (self.k1 + 1.0) / (tf + norm) for t, tf in counts.items()})

    def encode_query(self, text: str) -> SparseVector:
        return self._vector({t: 1.0 for t in self.tokens(text)})
