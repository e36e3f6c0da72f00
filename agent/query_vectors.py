"""One embedding per question: the router, the table chooser and the search all embed the same
question text; the session's embedder remembers the last few query vectors so it is computed once.

Bounded (a handful of texts), so a long batch keeps constant memory; vectors are returned as copies so
no caller can change another's.
"""

import threading
from collections import OrderedDict
from typing import Any

import numpy as np

_KEPT = 8  # questions in flight at once (batch workers x a few) is more than enough


class QueryVectors:
    """An embedder whose embed_query is memoised for the last few texts; everything else passes through."""

    def __init__(self, embedder: Any, kept: int = _KEPT) -> None:
        self._embedder = embedder
        self._kept = kept
        self._vectors: OrderedDict[str, np.ndarray] = OrderedDict()
        self._lock = threading.Lock()

    @property
    def wrapped(self) -> Any:
        return self._embedder

    def embed_query(self, text: str) -> np.ndarray:
        with self._lock:
            vector = self._vectors.get(text)
            if vector is not None:
                self._vectors.move_to_end(text)
                return vector.copy()
        vector = np.asarray(self._embedder.embed_query(text))
        with self._lock:
            self._vectors[text] = vector
            while len(self._vectors) > self._kept:
                self._vectors.popitem(last=False)
        return vector.copy()

    def __getattr__(self, name: str) -> Any:  # name, dim, max_tokens, embed_documents, count_tokens, ...
        return getattr(self._embedder, name)
