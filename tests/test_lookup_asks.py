"""A lookup answers what each clause of the question asks, and nothing when what it asks about is in no
document the caller can see. Real loop and offline engine over the sample corpus's real store."""

import math
from pathlib import Path

import pytest

from tally.agent.loop import run_question
from tally.agent.offline import answerable
from tally.agent.offline.engine import OfflineEngine
from tally.agent.router import Router
from tally.agent.tools_catalog import build_registry
from tally.ingest.stores import open_stores
from tally.tools.deps import build_deps
from tally.ingest.pipeline import ingest_paths
from tally.ingest.settings import Settings
from tests.offline_support import offline_asker
from tests.sample_truth import order_rows

DATA = Path(__file__).resolve().parents[1] / "data"


@pytest.fixture(scope="module")
def ask(sample_store):
    stores = open_stores(sample_store, read_only=True)
    deps = build_deps(stores, ["public"])
    engine = OfflineEngine(sample_store, catalog=stores.catalog)
    router, registry = Router(stores.embedder, sample_store), build_registry()
    yield lambda question: run_question(question, deps, engine, settings=sample_store, router=router,
                                        registry=registry)
    stores.close()


def test_a_second_clause_asking_with_a_verb_gets_its_own_field(ask, sample_dir):
    row = next(r for r in order_rows(sample_dir) if r["Order ID"] == "SO-10123")
    answer = ask("Which region was order SO-10123 shipped to, and what was it priced?")
    assert not answer.refused
    assert f"Region: {row['Region']}" in answer.answer
    assert f"Unit Price: {row['Unit Price']:g}" in answer.answer


@pytest.fixture(scope="module")
def courier_store(tmp_path_factory):
    """data/company5 ingested: its fuel report has a row per depot; pay is only in a folder the default
    caller cannot see."""
    settings = Settings(home=tmp_path_factory.mktemp("company5"))
    assert not ingest_paths([DATA / "company5"], settings).failed
    return settings


def test_a_record_found_by_a_name_does_not_answer_what_no_document_mentions(courier_store, monkeypatch):
    question = "What overtime did the Quenby Cross drivers earn in October 2025?"
    with offline_asker(courier_store) as (run, _stores, _deps):
        assert run(question).refused
    # It is the unmentioned word that refuses it: without the check (and without the judge, which refuses
    # it too: tests/test_answer_judge.py) the depot's fuel row answers.
    without_judge = courier_store.model_copy(update={"answer_judge": "embedder"})
    with offline_asker(without_judge) as (run, _stores, _deps):
        assert run(question).refused
        monkeypatch.setattr(answerable, "SALIENT_LOGP", -math.inf)
        assert not run(question).refused


def test_a_record_found_by_its_id_answers_in_words_no_document_uses(ask, sample_dir):
    # "dispatched" is in no sample document, but the ID names the very order asked about.
    row = next(r for r in order_rows(sample_dir) if r["Order ID"] == "SO-10123")
    answer = ask("Which region was order SO-10123 dispatched to?")
    assert f"Region: {row['Region']}" in answer.answer
