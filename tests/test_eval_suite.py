"""`tally eval --suite`: suite files, split naming, one row per set, and the CLI end to end on a tiny corpus."""

import json
import shutil
from datetime import datetime, timezone
from pathlib import Path

import pytest
from typer.testing import CliRunner

from tally.agent.cli import app
from tally.agent.evaluate.golden import load_golden
from tally.agent.evaluate.metrics import RefusalScores
from tally.agent.evaluate.results import AnswerSummary, EvalReport, KindScores, ModeScores
from tally.agent.evaluate.suite import (
    SuiteEntry, SuiteReport, load_suite, render_suite_markdown, run_suite, split_of, suite_row,
)
from tally.ingest.errors import ConfigError

GOLDEN_DIR = Path(__file__).resolve().parents[1] / "data" / "golden"
runner = CliRunner()


def test_split_is_declared_by_the_file_name():
    assert split_of(Path("frappe-test.jsonl")) == "test"
    assert split_of(Path("company2-test.jsonl")) == "test"
    assert split_of(Path("sample.jsonl")) == "dev"
    assert split_of(Path("frappe.jsonl")) == "dev"


def test_shipped_suite_lists_dev_and_test_sets_that_load():
    entries = load_suite(GOLDEN_DIR / "suite.toml")
    assert {(e.name, e.effective_split) for e in entries} >= {
        ("sample", "dev"), ("frappe", "dev"), ("company2-test", "test"), ("frappe-test", "test"),
    }
    assert all(e.effective_split == split_of(e.golden) for e in entries)  # no file contradicts its name
    for entry in entries:
        assert load_golden(entry.golden) and entry.corpus is not None
    assert (GOLDEN_DIR.parent / "company2" / "payroll").is_dir()  # the test corpus ships with its set


def test_suite_file_errors_are_one_line_naming_the_set(tmp_path):
    bad = tmp_path / "suite.toml"
    bad.write_text('[[set]]\ngolden = "a.jsonl"\nsplit = "holdout"\n', encoding="utf-8")
    with pytest.raises(ConfigError, match=r"suite.toml: set 1: split"):
        load_suite(bad)
    bad.write_text('title = "no sets"\n', encoding="utf-8")
    with pytest.raises(ConfigError, match="no \\[\\[set\\]\\] entries"):
        load_suite(bad)
    bad.write_text("[[set]\n", encoding="utf-8")
    with pytest.raises(ConfigError, match="not valid TOML"):
        load_suite(bad)


def _report(golden: str, correct: int) -> EvalReport:
    summary = AnswerSummary(
        questions=4, correct=correct, refusal=RefusalScores(true_positive=1, false_positive=0, false_negative=1,
                                                             precision=1.0, recall=0.5),
        kinds=[KindScores(kind="table_count", questions=2, correct=min(correct, 2), accuracy=min(correct, 2) / 2),
               KindScores(kind="refuse", questions=2, correct=1, accuracy=0.5)],
        citation_validity=1.0, cites_expected=1.0, id_survival=None, p50_ms=1.0, p95_ms=2.0,
        table_choice=0.5, table_choice_questions=2,
    )
    modes = [ModeScores(mode="bm25", questions=4, hit_at_1=0.25, hit_at_5=0.5, hit_at_10=0.5, mrr=0.4,
                        p50_ms=1.0, p95_ms=1.0),
             ModeScores(mode="hybrid+rerank", questions=4, hit_at_1=0.5, hit_at_5=0.75, hit_at_10=1.0, mrr=0.6,
                        p50_ms=1.0, p95_ms=1.0)]
    return EvalReport(golden=golden, corpus="/c", created_at=datetime.now(timezone.utc), modes=modes, summary=summary)


def test_rows_take_the_agents_retrieval_mode_and_dev_comes_first(tmp_path):
    entries = [SuiteEntry(golden=tmp_path / "x-test.jsonl"), SuiteEntry(golden=tmp_path / "x.jsonl"),
               SuiteEntry(golden=tmp_path / "broken.jsonl", split="test")]

    def run_one(entry: SuiteEntry) -> EvalReport:
        if entry.name == "broken":
            raise ConfigError("broken.jsonl: golden set not found")
        return _report(str(entry.golden), correct=3 if entry.effective_split == "dev" else 2)

    rows = run_suite(entries, run_one)
    assert [(r.name, r.split) for r in rows] == [("x", "dev"), ("broken", "test"), ("x-test", "test")]
    dev, broken, test = rows
    assert dev.retrieval_mode == "hybrid+rerank" and dev.hit_at_5 == 0.75 and dev.mrr == 0.6
    assert (dev.correct, test.correct) == (3, 2) and dev.accuracy == 0.75
    assert dev.kinds == {"table_count": (2, 2), "refuse": (1, 2)}
    assert dev.group(["table_count", "cross_table"]) == (2, 2)
    assert dev.group(["screen"]) is None and dev.table_choice == 0.5 and dev.refusal_recall == 0.5
    assert broken.error == "broken.jsonl: golden set not found" and broken.questions == 0

    text = render_suite_markdown(SuiteReport(created_at=datetime.now(timezone.utc), engine="offline", rows=rows))
    assert "| x | dev | 4 | 0.75 | 0.60 | 3/4 | 0.75 | 1.00 | 0.50 | 0.50 (2) |" in text
    assert "| x-test | test | 4 | 0.75 | 0.60 | 2/4 |" in text
    assert "| x-test | test | 2/2 | 1/2 |" in text  # answers by kind
    assert "- broken: broken.jsonl: golden set not found" in text


def test_cli_suite_scores_dev_and_test_side_by_side(tmp_path, sample_dir, monkeypatch):
    monkeypatch.setenv("TALLY_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("TALLY_EMBEDDER", "hashing")
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    shutil.copy(sample_dir / "docs" / "settings.md", corpus)
    line = {"id": "h1", "question": "Where do I change the date format?", "kind": "screen",
            "expected": {"keywords": ["Date Format"]}, "expected_source": {"doc": "settings.md"}}
    refuse = {"id": "h2", "question": "How do I book a flight to Lisbon?", "kind": "refuse", "must_refuse": True}
    for name in ("howto.jsonl", "howto-test.jsonl"):
        (tmp_path / name).write_text("\n".join(json.dumps(q) for q in (line, refuse)) + "\n", encoding="utf-8")
    suite = tmp_path / "suite.toml"
    suite.write_text('[[set]]\ngolden = "howto.jsonl"\ncorpus = "corpus"\n\n'
                     '[[set]]\ngolden = "howto-test.jsonl"\ncorpus = "corpus"\n', encoding="utf-8")

    result = runner.invoke(app, ["eval", "--suite", str(suite), "--modes", "bm25", "--out", str(tmp_path / "out")],
                           env={"COLUMNS": "250"})
    assert result.exit_code == 0, result.output
    assert "howto " in result.stdout and "howto-test" in result.stdout and "test" in result.stdout
    saved = SuiteReport.model_validate_json((tmp_path / "out" / "suite-report.json").read_text(encoding="utf-8"))
    assert [(r.name, r.split, r.questions) for r in saved.rows] == [("howto", "dev", 2), ("howto-test", "test", 2)]
    assert all(r.hit_at_5 is not None and r.retrieval_mode == "bm25" for r in saved.rows)
    assert (tmp_path / "out" / "suite-report.md").read_text(encoding="utf-8").count("| howto") >= 4

    suite.write_text('[[set]]\ngolden = "missing.jsonl"\ncorpus = "corpus"\n', encoding="utf-8")
    failed = runner.invoke(app, ["eval", "--suite", str(suite), "--modes", "bm25", "--out", str(tmp_path / "out")])
    assert failed.exit_code == 1 and "golden set not found" in failed.stderr


def test_cli_needs_a_golden_set_or_a_suite(tmp_path, monkeypatch):
    monkeypatch.setenv("TALLY_HOME", str(tmp_path / "home"))
    assert runner.invoke(app, ["eval"]).exit_code == 2
    both = runner.invoke(app, ["eval", str(tmp_path / "a.jsonl"), "--suite", str(tmp_path / "s.toml")])
    assert both.exit_code == 2
