"""A fast subset of data/golden/sample.jsonl scored inside pytest, so a regression in retrieval or in the
offline planner fails CI. Thresholds are the measured values minus a small margin (see README, Quality);
raise them when the system improves, never lower them to make a change pass."""

from pathlib import Path

import pytest

from tally.agent.evaluate.golden import load_golden
from tally.agent.evaluate.runner import evaluate, write_outputs

GOLDEN = Path(__file__).resolve().parents[1] / "data" / "golden" / "sample.jsonl"

# Two or so per kind, chosen to cover the paths the planner takes (PDF table, sheet, date filter, ID in a
# PDF, row lookup, cross-file join, screen, concept in a split section, notes sheet) and each reason to
# refuse (unknown invoice, missing month, absent topic, unknown employee).
SUBSET = [
    "s01", "s03", "s09", "s10", "s12", "s18", "s19", "s26", "s31", "s35", "s37", "s43", "s47", "s49",
    "r01", "r02", "r04", "r07",
]

# Measured on this subset (2026-11-30, USE embedder, offline engine): hybrid hit@5 13/14 = 0.93,
# hybrid+rerank hit@5 14/14 = 1.00 with MRR 0.96, answers 18/18. Margin: one question. (A fresh store
# can rank s09 8th under hybrid+rerank: BM25 ties at the candidate cutoff are broken differently from
# one index build to the next; that case measures hit@5 0.93 and MRR 0.90.)
MIN_HIT5 = {"hybrid": 0.85, "hybrid+rerank": 0.92}
MIN_MRR_RERANK = 0.88
MIN_CORRECT = 17


@pytest.fixture(scope="module")
def report(sample_store):
    questions = [q for q in load_golden(GOLDEN) if q.id in SUBSET]
    assert sorted(q.id for q in questions) == sorted(SUBSET), "a regression question id is missing from the golden set"
    return evaluate(sample_store, questions, list(MIN_HIT5))


def test_retrieval_does_not_regress(report):
    scores = {m.mode: m for m in report.modes}
    for mode, floor in MIN_HIT5.items():
        assert scores[mode].hit_at_5 >= floor, f"{mode} hit@5 {scores[mode].hit_at_5:.2f} < {floor}"
    assert scores["hybrid+rerank"].mrr >= MIN_MRR_RERANK


def test_answers_do_not_regress(report):
    wrong = {a.id: a.reason or a.error for a in report.answers if not a.correct}
    assert report.summary.correct >= MIN_CORRECT, f"{report.summary.correct}/{len(SUBSET)} correct; wrong: {wrong}"


def test_every_refusal_is_right(report):
    refusal = report.summary.refusal
    assert refusal.recall == 1.0, [a.id for a in report.answers if a.must_refuse and not a.refused]
    assert refusal.false_positive == 0, [a.id for a in report.answers if a.refused and not a.must_refuse]


def test_citations_point_into_the_run(report):
    answered = [a for a in report.answers if a.refused is False]
    assert answered and all(a.citations_in_context for a in answered), [
        a.id for a in answered if not a.citations_in_context
    ]
    assert not [a.id for a in answered if a.ids_lost], "IDs lost by compression"


def test_report_chart_and_comparison_are_written(report, tmp_path):
    report = report.model_copy(update={"golden": str(GOLDEN)})
    first = write_outputs(report.model_copy(deep=True), tmp_path)
    assert first.comparison == []
    markdown = Path(first.report_path).read_text(encoding="utf-8")
    assert "| hybrid+rerank |" in markdown and "## Answers" in markdown
    assert Path(first.chart_path).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    second = write_outputs(report.model_copy(deep=True), tmp_path)
    correct = f"{report.summary.correct}/{report.summary.questions}"
    assert f"answers {correct} → {correct}" in second.comparison
    assert "Compared with the previous run" in Path(second.report_path).read_text(encoding="utf-8")
