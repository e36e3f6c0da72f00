"""Cosines of question phrases with a document's field labels, through the run's embedder."""

from typing import Any

import numpy as np


class LabelMeaning:
    """Cosines of texts with the field labels through the run's embedder (zeros without one); the labels
    are embedded once, on first use."""

    def __init__(self, embed: Any, labels: list[str]) -> None:
        self._embed = embed
        self._labels = labels
        self._label_vectors: Any = None

    def __call__(self, texts: list[str]) -> np.ndarray:
        if self._embed is None or not texts:
            return np.zeros((len(texts), len(self._labels)), dtype=np.float32)
        if self._label_vectors is None:
            self._label_vectors = np.asarray(self._embed(self._labels), dtype=np.float32)
        vectors = np.asarray(self._embed(texts), dtype=np.float32)
        return vectors @ self._label_vectors.T
