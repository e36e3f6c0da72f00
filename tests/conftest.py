"""Shared fixtures. Real stores and parsers everywhere; only the LLM is replaced, at its HTTP interface."""

import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"
SAMPLE = ROOT / "data" / "sample"


@pytest.fixture(autouse=True)
def _no_real_model(monkeypatch):
    """Tests never reach a real model: endpoint settings are cleared unless a test points them at
    its own scripted server on 127.0.0.1."""
    for var in ("OPENAI_API_KEY", "OPENAI_BASE_URL", "TALLY_API_KEY", "TALLY_BASE_URL", "TALLY_HOME", "TALLY_LLM",
                "TALLY_LLM_MODEL", "TALLY_LLM_INTENTS"):
        monkeypatch.delenv(var, raising=False)


SHARED_MISSING = (
    f"needs the public corpora at ../shared ({SHARED}): the Frappe Books docs and the WikiTableQuestions "
    "tables that sit beside the clone in CI (see ../shared/README.md); .ci/run provides them"
)


@pytest.fixture(scope="session")
def shared_dir() -> Path:
    """../shared, or a skip saying where it comes from; with TALLY_REQUIRE_SHARED=1 (set by .ci/run) a
    missing ../shared is a failure, so CI cannot pass by skipping these tests."""
    if not SHARED.is_dir():
        if os.environ.get("TALLY_REQUIRE_SHARED") == "1":
            pytest.fail(f"TALLY_REQUIRE_SHARED=1 but {SHARED} is missing")
        pytest.skip(SHARED_MISSING)
    return SHARED


@pytest.fixture(scope="session")
def sample_dir() -> Path:
    return SAMPLE


@pytest.fixture(scope="session")
def sample_store(tmp_path_factory, sample_dir):
    """Settings of a store holding data/sample, ingested once per session with the DEFAULT embedder (USE).

    Read it only (open_stores(settings) is read-only by default); tests that write make their own store.
    """
    from tally.ingest.pipeline import ingest_paths
    from tally.ingest.settings import Settings

    settings = Settings(home=tmp_path_factory.mktemp("sample_store"), embedder="use", qdrant_url=None)
    report = ingest_paths([sample_dir], settings)
    if report.failed or not report.ok:
        pytest.fail("sample corpus did not ingest: " + "; ".join(f.error for f in report.failed))
    return settings


@pytest.fixture(scope="module")
def sample_ask(sample_store):
    """A question -> Answer function through the real loop and the offline engine over the sample store."""
    from tests.offline_support import offline_asker

    with offline_asker(sample_store) as (run, _stores, _deps):
        yield run
