"""Table-choice accuracy: which table an answer's SQL read, judged against the golden question's source."""

from datetime import datetime, timezone
from pathlib import Path

from tally.agent.answer import Answer, TraceStep
from tally.agent.evaluate.answers import summarise
from tally.agent.evaluate.compare import compare_reports
from tally.agent.evaluate.golden import GoldenQuestion, load_golden
from tally.agent.evaluate.metrics import refusal_scores
from tally.agent.evaluate.results import AnswerSummary, EvalReport
from tally.agent.evaluate.runner import evaluate
from tally.agent.evaluate.table_choice import expected_tables, score_table_choice, tables_in_sql
from tally.ingest.records import TableRecord

GOLDEN = Path(__file__).resolve().parents[1] / "data" / "golden" / "sample.jsonl"


def _table(name: str, source: str, sheet: str | None = None, pages: tuple[int, int] | None = None) -> TableRecord:
    return TableRecord(name=name, doc_id="d-" + name, source=source, title=name, sheet=sheet, pages=pages, row_count=3)


TABLES = [
    _table("orders", "/corpus/sales/orders.xlsx", sheet="Orders"),
    _table("orders_notes", "/corpus/sales/orders.xlsx", sheet="Notes"),
    _table("customers", "/corpus/sales/customers.xlsx", sheet="Customers"),
    _table("register_2026_03", "/corpus/salary_register_2026_03.pdf", pages=(1, 2)),
]


def _question(kind: str, *sources: dict) -> GoldenQuestion:
    return GoldenQuestion.model_validate({
        "id": "q", "question": "?", "kind": kind, "expected": {"number": 1}, "expected_source": list(sources),
    })


def _answer(sql: str | None = None, traced: list[str] = ()) -> Answer:
    steps = [TraceStep(step=i, tool="run_sql", args={"sql": s}, ms=1.0, ok=True) for i, s in enumerate(traced)]
    return Answer(id="a", question="?", answer="1", refused=False, intent="aggregate", engine="offline", sql=sql,
                  trace=steps)


def test_tables_in_sql_matches_whole_identifiers_only():
    names = [t.name for t in TABLES]
    assert tables_in_sql(['SELECT count(*) FROM "orders" WHERE status = \'x\''], names) == ["orders"]
    # orders_notes must not count as orders, nor a column called orders_total
    assert tables_in_sql(["SELECT orders_total FROM orders_notes"], names) == ["orders_notes"]
    joined = "SELECT count(*) FROM Orders o JOIN customers c ON o.customer = c.customer"
    assert tables_in_sql([joined], names) == ["customers", "orders"]
    assert tables_in_sql([], names) == []


def test_expected_source_resolves_by_document_sheet_and_page():
    assert expected_tables(_question("table_count", {"doc": "orders.xlsx", "sheet": "Orders"}), TABLES) == [["orders"]]
    assert expected_tables(_question("table_count", {"doc": "orders.xlsx"}), TABLES) == [["orders", "orders_notes"]]
    pdf = {"doc": "salary_register_2026_03.pdf", "page": 2}
    assert expected_tables(_question("table_sum", pdf), TABLES) == [["register_2026_03"]]
    assert expected_tables(_question("table_sum", {**pdf, "page": 3}), TABLES) == []


def test_choice_is_scored_for_table_kinds_only():
    orders = {"doc": "orders.xlsx", "sheet": "Orders"}
    right = _answer("SELECT count(*) FROM orders WHERE status = 'Cancelled'")
    wrong = _answer("SELECT count(*) FROM customers")
    assert score_table_choice(_question("table_count", orders), right, TABLES) == (True, ["orders"])
    assert score_table_choice(_question("table_count", orders), wrong, TABLES) == (False, ["customers"])
    # a table question answered without SQL did not choose the table
    assert score_table_choice(_question("table_sum", orders), _answer(), TABLES) == (False, [])
    # how-to and lookup questions are not scored; nor questions whose source is not a table of the store
    assert score_table_choice(_question("key_lookup", orders), right, TABLES)[0] is None
    assert score_table_choice(_question("table_count", {"doc": "policy.pdf"}), right, TABLES)[0] is None


def test_a_join_needs_every_expected_table_and_trace_sql_counts():
    join = _question("cross_table", {"doc": "orders.xlsx", "sheet": "Orders"}, {"doc": "customers.xlsx"})
    assert score_table_choice(join, _answer("SELECT * FROM orders"), TABLES)[0] is False
    both = _answer(None, traced=["SELECT * FROM orders", "SELECT * FROM customers"])
    assert score_table_choice(join, both, TABLES) == (True, ["customers", "orders"])


def test_summary_reports_the_share_over_scored_questions_only(sample_store):
    questions = [q for q in load_golden(GOLDEN) if q.id in {"s03", "s09", "s19"}]
    report = evaluate(sample_store, questions, [])
    by_id = {a.id: a for a in report.answers}
    assert by_id["s03"].table_choice is True and any("order" in t for t in by_id["s03"].tables_used)
    assert by_id["s19"].table_choice is None  # an invoice header question is not a table question
    assert report.summary.table_choice_questions == 2
    assert report.summary.table_choice == summarise(report.answers).table_choice
    assert report.summary.table_choice == sum(by_id[i].table_choice for i in ("s03", "s09")) / 2


def test_comparison_with_the_previous_run_names_table_choice():
    def run(choice: float | None, scored: int) -> EvalReport:
        summary = AnswerSummary(questions=2, correct=1, kinds=[], refusal=refusal_scores([]), citation_validity=None,
                                cites_expected=None, id_survival=None, p50_ms=None, p95_ms=None,
                                table_choice=choice, table_choice_questions=scored)
        return EvalReport(golden="g.jsonl", corpus="c", created_at=datetime.now(timezone.utc), summary=summary)

    assert "table choice 0.50 → 1.00" in compare_reports(run(0.5, 2), run(1.0, 2))
    assert "table choice n/a → 0.50" in compare_reports(run(None, 0), run(0.5, 2))
    assert not any("table choice" in line for line in compare_reports(run(None, 0), run(None, 0)))
