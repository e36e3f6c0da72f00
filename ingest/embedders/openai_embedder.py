"""OpenAI (or any OpenAI-compatible endpoint) embeddings, e.g. text-embedding-3-small.

Selected with TALLY_EMBEDDER=openai; endpoint and key come from settings (TALLY_BASE_URL /
TALLY_API_KEY or the OPENAI_* variables). Tokens are counted offline with cl100k (ingest.tokens),
the tokenizer of the text-embedding-3 family.
"""

import threading

import numpy as np

from tally.ingest import tokens
from tally.ingest.embedders.vectors import unit_rows
from tally.ingest.errors import ConfigError, LLMError
from tally.ingest.settings import Settings

KNOWN_DIMS = {"text-embedding-3-small": 1536, "text-embedding-3-large": 3072, "text-embedding-ada-002": 1536}
OPENAI_MAX_TOKENS = 8191
_REQUEST_INPUTS = 256  # well under the API's 2048-inputs-per-request cap, and its token cap


class OpenAIEmbedder:
    max_tokens = OPENAI_MAX_TOKENS

    def __init__(self, settings: Settings) -> None:
        import openai

        if not settings.llm_configured:
            raise ConfigError("embedder 'openai' needs an endpoint: set TALLY_API_KEY (and TALLY_BASE_URL if not OpenAI)")
        self._openai = openai
        self._client = openai.OpenAI(
            base_url=settings.base_url,
            api_key=settings.api_key or "unused",  # local compatible servers often accept any key
            timeout=settings.llm_timeout_s,
            max_retries=settings.llm_retries,
        )
        self.model = settings.openai_embedding_model
        self.name = f"openai:{self.model}"
        self._dim = KNOWN_DIMS.get(self.model)
        self._dim_lock = threading.Lock()

    @property
    def dim(self) -> int:
        # an unknown model (a compatible server's own) reveals its dimension on one probe request
        with self._dim_lock:
            if self._dim is None:
                self._dim = int(self._request(["dimension probe"]).shape[1])
            return self._dim

    def count_tokens(self, text: str) -> int:
        return tokens.count_tokens(text)

    def _request(self, texts: list[str]) -> np.ndarray:
        try:
            response = self._client.embeddings.create(model=self.model, input=texts)
        except self._openai.APIError as exc:
            raise LLMError(f"embedding request to {self._client.base_url} failed: {exc}") from exc
        rows = sorted(response.data, key=lambda item: item.index)
        if len(rows) != len(texts):
            raise LLMError(f"embedding endpoint returned {len(rows)} vectors for {len(texts)} inputs")
        return np.asarray([row.embedding for row in rows], dtype=np.float32)

    def embed_documents(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        # the API rejects empty strings; a blank keeps positions aligned
        inputs = [t if t.strip() else " " for t in texts]
        parts = [self._request(inputs[i : i + _REQUEST_INPUTS]) for i in range(0, len(inputs), _REQUEST_INPUTS)]
        vectors = np.concatenate(parts)
        if vectors.shape[1] != self.dim:
            raise LLMError(f"{self.model} returned {vectors.shape[1]}-d vectors, expected {self.dim}")
        return unit_rows(vectors, self.dim)

    def embed_query(self, text: str) -> np.ndarray:
        return self.embed_documents([text])[0]
