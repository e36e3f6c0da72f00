"""The Embedder protocol every dense model satisfies."""

from typing import Protocol, runtime_checkable

import numpy as np


@runtime_checkable
class Embedder(Protocol):
    name: str  # recorded in the index; a mismatch at query time means "re-index needed"
    dim: int
    max_tokens: int  # the model's own input limit, in its own tokens

    def count_tokens(self, text: str) -> int:
        """Tokens of `text` under the model's own tokenizer."""
        ...

    def embed_documents(self, texts: list[str]) -> np.ndarray:
        """(len(texts), dim) float32, L2-normalised."""
        ...

    def embed_query(self, text: str) -> np.ndarray:
        """(dim,) float32, L2-normalised."""
        ...
