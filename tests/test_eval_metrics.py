"""The scoring functions of `tally eval`, on plain values."""

import json
from datetime import datetime, timezone

import pytest

from tally.agent.evaluate.compare import compare_reports, previous_report, store_report
from tally.agent.evaluate.golden import Expected, ExpectedSource, load_golden
from tally.agent.evaluate.matching import SourceView, matches_source
from tally.agent.evaluate.metrics import (
    answer_matches,
    contains_number,
    extract_numbers,
    first_rank,
    hit_at,
    keyword_present,
    mrr,
    percentile,
    refusal_scores,
)
from tally.agent.evaluate.results import AnswerRecord, AnswerSummary, EvalReport, KindScores, ModeScores
from tally.ingest.errors import ConfigError


def test_hit_at_k_and_mrr():
    ranks = [1, 3, None, 7]
    assert hit_at(ranks, 1) == 0.25
    assert hit_at(ranks, 5) == 0.5
    assert hit_at(ranks, 10) == 0.75
    assert mrr(ranks) == pytest.approx((1 + 1 / 3 + 1 / 7) / 4)
    assert hit_at([], 5) == 0.0 and mrr([]) == 0.0


def test_first_rank_is_one_based():
    assert first_rank([False, False, True, True]) == 3
    assert first_rank([False]) is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("There are 17 employees.", [17]),
        ("Total: $52,340.50 (gross)", [52340.5]),
        ("Итого 1 234,5 руб.", [1234.5]),
        ("Growth of 12.5% year on year", [12.5]),
        ("a balance of -40 on the account", [-40]),
        ("€3,200", [3200]),
    ],
)
def test_numbers_are_read_with_tolerant_formatting(text, expected):
    assert extract_numbers(text) == pytest.approx(expected)


def test_digits_inside_identifiers_and_dates_are_not_numbers():
    assert extract_numbers("Employee EMP-1042 and invoice INV2026") == []
    assert extract_numbers("paid on 2026-03-15") == [2026]


def test_numeric_compare_with_tolerance():
    assert contains_number("The total is 4,512.33.", 4512.3333)
    assert not contains_number("The total is 4,512.", 4512.3333)
    assert contains_number("The total is 4,512.", 4512.3333, tolerance=0.5)
    assert contains_number("about 1,000,000", 1_000_400, rel_tolerance=0.001)
    assert not contains_number("EMP-0017 is listed", 17)


def test_keyword_match_is_case_and_markup_insensitive():
    assert keyword_present("Open **Setup  >  Settings** then `General`", "setup > settings")
    assert keyword_present("The owner’s account", "owner's account")
    assert keyword_present("status becomes Paid", "settled|paid")
    assert not keyword_present("status becomes Unpaid", "Overdue|settled")


def test_answer_matches_reports_what_is_missing():
    ok, why = answer_matches("17 employees [1]", Expected(number=17, keywords=["employees"]))
    assert ok and why == ""
    ok, why = answer_matches("There are 16 staff", Expected(number=17, keywords=["employees"]))
    assert not ok and "17" in why and "employees" in why


def test_refusal_precision_and_recall():
    # (must_refuse, refused)
    scores = refusal_scores([(True, True), (True, False), (False, True), (False, False), (True, True)])
    assert (scores.true_positive, scores.false_positive, scores.false_negative) == (2, 1, 1)
    assert scores.precision == pytest.approx(2 / 3) and scores.recall == pytest.approx(2 / 3)
    none = refusal_scores([(False, False)])
    assert none.precision is None and none.recall is None


def test_percentile_interpolates():
    assert percentile([10, 20, 30, 40], 50) == 25
    assert percentile([5], 95) == 5
    assert percentile([], 50) is None


def test_source_matching_by_section_page_sheet_and_text():
    md = SourceView(
        doc_path="/data/docs/transactions/sales-invoices.md",
        breadcrumbs=["Sales Invoices", "Making Sales Payments"],
        text="To make a Payment...\n### Auto Payments\nSet defaults.",
    )
    assert matches_source(md, ExpectedSource(doc="transactions/sales-invoices.md", section="Auto Payments"))
    assert matches_source(md, ExpectedSource(doc="sales-invoices.md", section="making sales payments"))
    assert not matches_source(md, ExpectedSource(doc="invoices.md"))  # a suffix must be a whole path part
    assert not matches_source(md, ExpectedSource(doc="transactions/sales-invoices.md", section="Printing"))
    split_part = SourceView(doc_path="/d/settings.md", breadcrumbs=["Settings", "Items", "part 1/2"],
                            text="Intro\n### Valuation Method This selects FIFO.")
    assert matches_source(split_part, ExpectedSource(doc="settings.md", section="Valuation Method"))
    assert not matches_source(split_part, ExpectedSource(doc="settings.md", section="Default Location"))
    pdf = SourceView(doc_path="/s/register.pdf", page_start=1, page_end=2, text="EMP-0042 Jane")
    assert matches_source(pdf, ExpectedSource(doc="register.pdf", page=2, contains="emp-0042"))
    assert not matches_source(pdf, ExpectedSource(doc="register.pdf", page=3))
    row = SourceView(doc_path="/s/orders.xlsx", sheet="Orders", text="Order ID: SO-1")
    assert matches_source(row, ExpectedSource(doc="orders.xlsx", sheet="orders"))
    assert not matches_source(row, ExpectedSource(doc="orders.xlsx", sheet="Notes"))


def test_golden_loader_names_file_line_and_field(tmp_path):
    good = {"id": "q1", "question": "How many?", "kind": "table_count", "expected": {"number": 3},
            "expected_source": {"doc": "a.xlsx", "sheet": "S"}, "must_refuse": False}
    refuse = {"id": "q2", "question": "Weather?", "kind": "refuse", "expected": {}, "expected_source": None,
              "must_refuse": True}
    path = tmp_path / "g.jsonl"
    path.write_text(json.dumps(good) + "\n\n" + json.dumps(refuse) + "\n")
    questions = load_golden(path)
    assert [q.id for q in questions] == ["q1", "q2"]
    assert questions[0].expected_source[0].sheet == "S" and questions[1].expected_source == []
    bad = dict(good, kind="count")
    path.write_text(json.dumps(good) + "\n" + json.dumps(bad) + "\n")
    with pytest.raises(ConfigError, match=r"g\.jsonl:2: kind"):
        load_golden(path)
    path.write_text(json.dumps(dict(good, expected={})) + "\n")
    with pytest.raises(ConfigError, match=r"g\.jsonl:1: .*number.*keywords"):
        load_golden(path)


def _report(hit5: float, correct: dict[str, bool], p50: float = 100.0) -> EvalReport:
    answers = [AnswerRecord(id=i, kind="table_count", question="q", must_refuse=False, correct=ok, latency_ms=p50)
               for i, ok in correct.items()]
    n_ok = sum(correct.values())
    return EvalReport(
        golden="data/golden/sample.jsonl", corpus="data/sample", created_at=datetime.now(timezone.utc),
        modes=[ModeScores(mode="hybrid", questions=4, hit_at_1=0.5, hit_at_5=hit5, hit_at_10=1.0, mrr=0.6,
                          p50_ms=5, p95_ms=9)],
        answers=answers,
        summary=AnswerSummary(
            questions=len(correct), correct=n_ok,
            kinds=[KindScores(kind="table_count", questions=len(correct), correct=n_ok, accuracy=n_ok / len(correct))],
            refusal=refusal_scores([]), citation_validity=1.0, cites_expected=1.0, id_survival=None,
            p50_ms=p50, p95_ms=p50,
        ),
    )


def test_comparison_text_names_changes_and_uses_the_stored_previous_run(tmp_path):
    before = _report(0.86, {"a": True, "b": False, "c": True})
    after = _report(0.91, {"a": True, "b": True, "c": False}, p50=80)
    lines = compare_reports(before, after)
    assert "hit@5 0.86 → 0.91" in lines[0]
    assert "answers 2/3 → 2/3" in lines
    assert "now right: b" in lines and "now wrong: c" in lines
    assert previous_report(tmp_path, before.golden) is None
    store_report(tmp_path, before)
    assert previous_report(tmp_path, "other/sample.jsonl").summary.correct == 2
    assert previous_report(tmp_path, "frappe.jsonl") is None
