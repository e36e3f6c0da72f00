"""`tokenlearn-static-model`: a 64-d static (Model2Vec-style) embedder, ~thousands of texts/s.

Optional (`pip install 'tally[models]'`). A static model averages per-token vectors, so text length
has no positional limit. Its Rust wrapper exposes no tokenizer, so `count_tokens` is an upper bound:
its Unigram tokenizer never yields more pieces than characters (+2 specials). We pass
`max_tokens` as the truncation length, so every chunk that passes the bound is embedded whole.
"""

import threading
from pathlib import Path

import numpy as np

from tally.ingest.embedders.vectors import unit_rows
from tally.ingest.errors import ConfigError

STATIC_DIM = 64
STATIC_MAX_TOKENS = 4096


class StaticEmbedder:
    name = "tokenlearn-static-64"
    dim = STATIC_DIM
    max_tokens = STATIC_MAX_TOKENS

    def __init__(self) -> None:
        try:
            import static_model
            from static_model._static_model import encode_batch
        except ImportError as exc:
            raise ConfigError(
                "embedder 'static' needs tokenlearn-static-model: pip install tokenlearn-static-model"
            ) from exc
        self._model_dir = str(static_model.ensure_model_ready(Path(static_model.__file__).parent / "model"))
        self._encode_batch = encode_batch
        self._lock = threading.Lock()  # the native encoder's thread-safety is undocumented

    def count_tokens(self, text: str) -> int:
        return len(text) + 2

    def embed_documents(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        with self._lock:
            vectors = self._encode_batch(self._model_dir, [str(t) for t in texts], self.max_tokens)
        return unit_rows(vectors, self.dim)

    def embed_query(self, text: str) -> np.ndarray:
        return self.embed_documents([text])[0]
