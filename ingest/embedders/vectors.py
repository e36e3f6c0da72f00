"""Shape and norm guarantees every embedder gives its callers."""

import numpy as np


def unit_rows(vectors: np.ndarray | list, dim: int) -> np.ndarray:
    """(n, dim) float32 with L2-normalised rows; an all-zero row (empty text) stays zero."""
    array = np.asarray(vectors, dtype=np.float32).reshape(-1, dim)
    norms = np.linalg.norm(array, axis=1, keepdims=True)
    return np.divide(array, norms, out=np.zeros_like(array), where=norms > 0)
