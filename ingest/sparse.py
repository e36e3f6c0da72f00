"""BM25 sparse vectors from a stemmed English + Russian tokenizer.

Only the term-frequency half of BM25 lives here; the IDF half is applied by Qdrant at query time
(sparse vector config with the IDF modifier), so adding documents never re-weights stored vectors.
Both index implementations use this same encoder, which is why we do not rely on an engine-side
tokenizer (qdrant-edge's `Bm25` has no Russian-plus-English stemming in one pass).
"""

import re
import zlib
from collections import Counter
from collections.abc import Iterable

import Stemmer

from tally.ingest.index.base import SparseVector

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


_CACHE_LIMIT = 200_000  # distinct words / tokens / lines remembered; far more than everyday vocabulary
_CACHED_LINE_CHARS = 120  # short lines repeat (spreadsheet cells); long prose lines rarely do


class SparseEncoder:
    """Text → BM25-weighted sparse vector. Safe to share between threads: the state is the two PyStemmer
    objects, whose C calls run while holding the GIL, and memo dicts (single get/set operations)."""

    name = "bm25-enru-v1"

    def __init__(self, k1: float = 1.2, b: float = 0.75, avg_doc_len: float = 120.0) -> None:
        # avg_doc_len is a constant, not a corpus statistic, so a document's vector never depends
        # on what else is indexed; 120 index tokens is a typical section/row chunk after stopwords.
        self.k1 = k1
        self.b = b
        self.avg_doc_len = avg_doc_len
        self._english = Stemmer.Stemmer("english")
        self._russian = Stemmer.Stemmer("russian")
        # Row chunks repeat the same words thousands of times: stem and hash each distinct one once.
        self._stems: dict[str, str] = {}
        self._indices: dict[str, int] = {}
        self._lines: dict[str, tuple[str, ...]] = {}

    def _stem(self, word: str) -> str:
        stem = self._stems.get(word)
        if stem is None:
            if _CYRILLIC.search(word):
                stem = self._russian.stemWord(word)
            elif _LATIN_WORD.fullmatch(word):
                stem = self._english.stemWord(word)
            else:
                stem = word  # digits, mixed scripts, codes: matched verbatim
            if len(self._stems) >= _CACHE_LIMIT:
                self._stems.clear()
            self._stems[word] = stem
        return stem

    def _index(self, token: str) -> int:
        index = self._indices.get(token)
        if index is None:
            index = _stable_index(token)
            if len(self._indices) >= _CACHE_LIMIT:
                self._indices.clear()
            self._indices[token] = index
        return index

    def tokens(self, text: str) -> list[str]:
        """Index tokens in text order: stemmed words without stopwords, plus every ID-like token
        whole (right before its parts), so `INV-2026-0042` matches exactly and by its pieces."""
        if "\n" not in text:
            return self._line_tokens(text)
        # No token spans a line break (neither pattern matches "\n", which is also a word boundary and
        # ends any casing context), so lines are tokenized alone; spreadsheet rows repeat most of theirs.
        out: list[str] = []
        cache = self._lines
        for line in text.split("\n"):
            found = cache.get(line)
            if found is None:
                found = tuple(self._line_tokens(line))
                if len(line) <= _CACHED_LINE_CHARS:
                    if len(cache) >= _CACHE_LIMIT:
                        cache.clear()
                    cache[line] = found
            out += found
        return out

    def _line_tokens(self, text: str) -> list[str]:
        lowered = text.lower().replace("ё", "е")
        ids = {m.start(): m.group() for m in _ID_RE.finditer(lowered) if any(map(str.isdigit, m.group()))}
        stem = self._stem
        if not ids:
            return [stem(word) for word in _WORD_RE.findall(lowered) if word not in STOPWORDS]
        out: list[str] = []
        for match in _WORD_RE.finditer(lowered):
            word = match.group()
            whole = ids.get(match.start())
            if whole is not None:
                out.append(whole)
                out.append(stem(word))
            elif word not in STOPWORDS:
                out.append(stem(word))
        return out

    def _vector(self, weights: Iterable[tuple[str, float]]) -> SparseVector:
        merged: dict[int, float] = {}
        known = self._indices.get
        for token, weight in weights:
            i = known(token)
            if i is None:
                i = self._index(token)
            merged[i] = merged.get(i, 0.0) + weight  # a hash collision adds up, never duplicates
        indices = sorted(merged)
        # model_construct: ints and floats built right here; validating them costs more than the encoding
        return SparseVector.model_construct(indices=indices, values=[merged[i] for i in indices])

    def term_index(self, token: str) -> int:
        """The sparse index of one index token (from tokens()): what the vectors hold for it, so a
        caller holding a stored vector can test a word's presence without tokenising the text again."""
        return self._index(token)

    def encode_document(self, text: str) -> SparseVector:
        tokens = self.tokens(text)
        norm = self.k1 * (1.0 - self.b + self.b * len(tokens) / self.avg_doc_len)
        k1_plus = self.k1 + 1.0
        return self._vector((t, tf * k1_plus / (tf + norm)) for t, tf in Counter(tokens).items())

    def encode_query(self, text: str) -> SparseVector:
        return self._vector((t, 1.0) for t in dict.fromkeys(self.tokens(text)))
