"""`tally ingest / status / forget` through the real Typer app, on real files and stores."""

import json
import shutil

import pytest
from typer.testing import CliRunner

from tally.agent.cli import app
from tally.ingest.stores import open_stores


@pytest.fixture
def env(tmp_path, monkeypatch):
    monkeypatch.setenv("TALLY_HOME", str(tmp_path / "store"))
    monkeypatch.setenv("TALLY_EMBEDDER", "hashing")
    return tmp_path


def test_ingest_reports_bad_files_one_line_each_and_exits_non_zero(env, sample_dir):
    corpus = env / "corpus"
    shutil.copytree(sample_dir / "docs", corpus)
    (corpus / "broken.pdf").write_bytes(b"not a pdf at all")
    (corpus / "empty.md").write_bytes(b"")
    runner = CliRunner()

    result = runner.invoke(app, ["ingest", str(corpus)])
    assert result.exit_code == 1
    lines = result.stderr.strip().splitlines()
    assert sorted(line.split(": ")[0] for line in lines) == [str(corpus / "broken.pdf"), str(corpus / "empty.md")]
    assert "ingested 8, skipped 0 unchanged, failed 2" in result.stdout

    result = runner.invoke(app, ["ingest", str(corpus), "--json"])
    report = json.loads(result.stdout)
    assert result.exit_code == 1 and len(report["skipped"]) == 8 and len(report["failed"]) == 2

    (corpus / "broken.pdf").unlink()
    (corpus / "empty.md").unlink()
    result = runner.invoke(app, ["ingest", str(corpus)])
    assert result.exit_code == 0, result.stderr


def test_status_json_describes_the_store(env, sample_dir):
    runner = CliRunner()
    assert runner.invoke(app, ["ingest", str(sample_dir / "orders.xlsx")]).exit_code == 0
    status = json.loads(runner.invoke(app, ["status", "--json"]).stdout)
    assert status["catalog"]["documents"] == 1
    assert status["catalog"]["chunks_by_kind"]["row"] == 200
    assert status["catalog"]["table_rows"] == 200
    assert status["index_points"] == status["catalog"]["chunks"]
    assert status["embedder"] == status["index_meta"]["embedder"] == "hashing-256"
    assert status["stores"]["catalog"] == str(env / "store" / "catalog.duckdb")
    text = runner.invoke(app, ["status"]).stdout
    assert "chunks" in text and "row 200" in text


def test_forget_removes_and_unknown_paths_fail(env, sample_dir):
    runner = CliRunner()
    target = sample_dir / "customers.xlsx"
    assert runner.invoke(app, ["ingest", str(target)]).exit_code == 0
    result = runner.invoke(app, ["forget", str(target)])
    assert result.exit_code == 0 and str(target.resolve()) in result.stdout
    result = runner.invoke(app, ["forget", str(target)])
    assert result.exit_code == 1 and "not in the catalog" in result.stderr


def test_the_default_embedder_store_fixture_is_complete(sample_store, sample_dir):
    with open_stores(sample_store) as stores:
        assert stores.index.meta().embedder == stores.embedder.name == "use-multilingual-v3"
        documents = stores.catalog.documents()
        expected = [p for p in sample_dir.rglob("*") if p.suffix in {".pdf", ".xlsx", ".md"}]
        assert len(documents) == len(expected)
        assert stores.index.count() == sum(d.chunk_count for d in documents)
