"""The offline engine through the real loop on the sample corpus (real stores, USE embedder, no model).

Expected values come from the source files (openpyxl, pdfplumber, the Markdown text) or from SQL
written here; never from the engine's own output.
"""

import re
from datetime import datetime
from pathlib import Path

import openpyxl
import pdfplumber
import pytest

from tally.agent.answer import Answer
from tally.agent.offline.extractive import extractive_answer
from tests.sample_truth import order_customer_and_manager
from tally.tools.search import search_documents
from tests.offline_support import offline_asker


@pytest.fixture(scope="module")
def ask(sample_store):
    with offline_asker(sample_store) as (checked, stores, deps):
        def run(question: str) -> Answer:
            answer = checked(question)
            assert answer.engine == "offline" and answer.model is None
            return answer

        yield run, stores, deps


def _tools(answer: Answer) -> list[str]:
    return [step.tool for step in answer.trace]


def _sources(answer: Answer) -> set[str]:
    return {Path(c.source).name for c in answer.citations}


def _orders(sample_dir: Path) -> list[dict]:
    workbook = openpyxl.load_workbook(sample_dir / "orders.xlsx", read_only=True, data_only=True)
    rows = list(workbook["Orders"].iter_rows(values_only=True))
    workbook.close()
    start = next(i for i, row in enumerate(rows) if row and row[0] == "Order ID")
    return [dict(zip(rows[start], row, strict=False)) for row in rows[start + 1 :] if row and row[0]]


def test_count_over_the_pdf_payroll_comes_from_sql(ask):
    run, stores, _ = ask
    answer = run("How many employees are on the March 2026 salary register?")
    table = next(t for t in stores.catalog.tables(["public"]) if "March 2026" in t.title)
    expected = stores.catalog.connection().execute(f'SELECT count(DISTINCT employee_id) FROM "{table.name}"').fetchone()[0]
    assert answer.intent == "aggregate" and not answer.refused
    assert answer.sql and table.name in answer.sql and "run_sql" in _tools(answer)
    assert re.search(rf"\b{expected}\b", answer.answer)
    assert _sources(answer) == {Path(table.source).name}


def test_count_over_excel_orders_comes_from_sql(ask, sample_dir):
    run, _, _ = ask
    answer = run("How many orders were placed in the North region in February 2026?")
    expected = sum(1 for o in _orders(sample_dir) if o["Region"] == "North"
                   and (o["Order Date"] if isinstance(o["Order Date"], datetime)
                        else datetime.fromisoformat(str(o["Order Date"]))).strftime("%Y-%m") == "2026-02")
    assert answer.sql and "run_sql" in _tools(answer) and not answer.refused
    assert f"There are {expected} orders" in answer.answer
    assert _sources(answer) == {"orders.xlsx"} and re.search(r"\[\d+\]", answer.answer)


def test_invoice_number_picks_the_right_near_identical_invoice(ask, sample_dir):
    run, _, _ = ask
    text = pdfplumber.open(sample_dir / "invoice_INV-2026-0042.pdf").pages[0].extract_text()
    total_due = re.search(r"Total due\s+([\d,.]+)", text).group(1)
    answer = run("What is the total due on invoice INV-2026-0042?")
    assert answer.intent == "lookup" and not answer.refused and "lookup_key" in _tools(answer)
    assert total_due in answer.answer
    assert "invoice_INV-2026-0042.pdf" in _sources(answer)
    assert not _sources(answer) & {"invoice_INV-2026-0041.pdf", "invoice_INV-2026-0043.pdf"}


def test_key_lookup_crosses_files(ask, sample_dir):
    run, _, _ = ask
    customer, manager = order_customer_and_manager(sample_dir, "SO-10123")
    answer = run("Which account manager handles the customer of order SO-10123?")
    lookups = [step.args.get("value") for step in answer.trace if step.tool == "lookup_key"]
    assert lookups[0] == "SO-10123" and customer in lookups[1:]
    assert manager in answer.answer and customer in answer.answer
    assert {"orders.xlsx", "customers.xlsx"} <= _sources(answer)


def test_screen_question_names_the_menu_path(ask, sample_dir):
    run, _, _ = ask
    answer = run("Where do I set the numbering series for invoices?")
    assert answer.intent == "screen" and answer.prompt is not None and answer.prompt.name == "screen"
    paths = re.findall(r"`([^`]*>[^`]*)`", answer.answer)
    assert paths, answer.answer
    cited_text = "".join((sample_dir / "docs" / name).read_text(encoding="utf-8")
                         for name in _sources(answer) if name.endswith(".md"))
    assert all(path in cited_text for path in paths)


def test_screen_question_names_the_field(ask, sample_dir):
    run, _, _ = ask
    answer = run("Which field on the customer form sets the default payment terms?")
    assert answer.intent == "screen" and answer.prompt.name == "screen" and not answer.refused
    assert "Payment Terms" in answer.answer
    assert "customer.md" in _sources(answer)


@pytest.mark.parametrize("question", [
    "What is the weather forecast for Paris tomorrow?",
    "What is the total due on invoice INV-2026-0099?",
    "How many employees were on the January 2026 salary register?",
    "How many invoices are overdue?",
])
def test_out_of_corpus_questions_are_refused(ask, question):
    run, _, _ = ask
    answer = run(question)
    assert answer.refused and answer.citations == [] and answer.sql is None


@pytest.mark.parametrize("intent, question", [
    ("concept", "Why does a purchase order need a second approval?"),
    ("screen", "Where do I set the numbering series for invoices?"),
])
def test_extractive_answer_only_copies_the_context(ask, intent, question):
    """Every unit of an extractive answer is text of the item it cites (Markdown links and markers aside),
    led at most by that item's own section heading."""
    _, _, deps = ask
    items = {item.n: item for item in search_documents(deps, question).items}
    answer = extractive_answer(question, intent, list(items.values()))
    units = re.findall(r"(.+?)\s\[(\d+)\]", answer)
    assert units, answer
    for unit, n in units:
        item = items[int(n)]
        heading = (item.section or "").split(" > ")[-1]
        if heading and unit.strip().startswith(heading + ":"):
            unit = unit.strip()[len(heading) + 1:]
        flat = " ".join(re.findall(r"\w+", item.text))
        assert " ".join(re.findall(r"\w+", unit)) in flat, (unit, n)
