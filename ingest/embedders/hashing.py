"""A deterministic feature-hashing embedder, 256-d. LOW QUALITY — for plumbing tests and as a
last-resort fallback only.

Words and character 3-grams are hashed (signed) into 256 buckets and L2-normalised. It captures
lexical overlap, not meaning: paraphrases and other languages do not match. It needs no model,
loads instantly and gives identical vectors on every machine, which is what tests need.
"""

import hashlib
import re

import numpy as np

from tally.ingest.embedders.vectors import unit_rows

HASHING_DIM = 256
_WORD = re.compile(r"[^\W_]+")


def _bucket(feature: str) -> tuple[int, float]:
    digest = hashlib.blake2b(feature.encode("utf-8"), digest_size=8).digest()
    value = int.from_bytes(digest, "little")
    return value % HASHING_DIM, (1.0 if value >> 63 else -1.0)


class HashingEmbedder:
    name = "hashing-256"
    dim = HASHING_DIM
    max_tokens = 512

    def count_tokens(self, text: str) -> int:
        return len(_WORD.findall(text))

    def _features(self, text: str) -> list[tuple[str, float]]:
        words = _WORD.findall(text.lower())
        grams = [w[i : i + 3] for w in (f"#{w}#" for w in words) for i in range(max(1, len(w) - 2))]
        return [(f"w:{w}", 1.0) for w in words] + [(f"g:{g}", 0.5) for g in grams]

    def _embed(self, text: str) -> np.ndarray:
        vector = np.zeros(self.dim, dtype=np.float32)
        for feature, weight in self._features(text):
            index, sign = _bucket(feature)
            vector[index] += sign * weight
        return vector

    def embed_documents(self, texts: list[str]) -> np.ndarray:
        return unit_rows([self._embed(t) for t in texts] or np.zeros((0, self.dim)), self.dim)

    def embed_query(self, text: str) -> np.ndarray:
        return self.embed_documents([text])[0]
