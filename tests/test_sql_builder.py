"""The offline NL->SQL builder on real tables.

Expected figures never come from the builder: orders are read from orders.xlsx with openpyxl, the PDF
salary registers are queried with SQL written here, and WikiTableQuestions questions are checked
against the dataset's own gold answers.
"""

import csv
from collections import Counter, defaultdict
from datetime import datetime
from pathlib import Path

import openpyxl
import pytest
import sqlglot
from sqlglot import exp

from tally.agent.offline.schema import SchemaReader
from tally.agent.offline.sql_builder import build_plan
from tally.ingest.catalog import Catalog
from tally.ingest.pipeline import ingest_paths
from tally.ingest.settings import Settings

GROUPS = ["public"]


@pytest.fixture(scope="module")
def catalog(sample_store):
    with Catalog.open(sample_store.catalog_path) as opened:
        yield opened


@pytest.fixture(scope="module")
def orders(sample_dir) -> list[dict]:
    """orders.xlsx rows as dicts, read independently of Tally (header row found by its first cell)."""
    workbook = openpyxl.load_workbook(sample_dir / "orders.xlsx", read_only=True, data_only=True)
    rows = list(workbook["Orders"].iter_rows(values_only=True))
    workbook.close()
    start = next(i for i, row in enumerate(rows) if row and row[0] == "Order ID")
    header = list(rows[start])
    return [dict(zip(header, row, strict=False)) for row in rows[start + 1 :] if row and row[0]]


def plan_and_run(catalog: Catalog, question: str):
    plan = build_plan(question, SchemaReader(catalog, GROUPS))
    assert plan is not None, f"no plan for {question!r}"
    rows = catalog.connection().execute(plan.sql_text).fetchall()
    return plan, rows


def register_table(catalog: Catalog, month: str) -> str:
    """The PDF salary register table of a month, found by its document title (not by the builder)."""
    names = [t.name for t in catalog.tables(GROUPS) if "salary register" in t.title.lower() and month in t.title]
    assert len(names) == 1, names
    return names[0]


def _day(value) -> datetime:
    return value if isinstance(value, datetime) else datetime.fromisoformat(str(value))


# -- sample corpus: Excel orders ---------------------------------------------------------------------

def test_count_with_value_and_month_filters(catalog, orders):
    plan, rows = plan_and_run(catalog, "How many orders were placed in the North region in February 2026?")
    expected = sum(1 for o in orders if o["Region"] == "North" and _day(o["Order Date"]).strftime("%Y-%m") == "2026-02")
    assert plan.table.title.lower() == "orders" and plan.agg == "count"
    assert rows[0][0] == expected
    assert {"Region", "Order Date"} <= set(plan.matched_columns)
    sentence = plan.render([list(r) for r in rows])
    assert f"There are {expected} orders" in sentence and "Region = North" in sentence


def test_sum_for_a_customer_named_in_the_question(catalog, orders):
    customer = orders[0]["Customer"]
    plan, rows = plan_and_run(catalog, f"What is the total of orders for {customer}?")
    expected = sum(o["Total"] for o in orders if o["Customer"] == customer)
    assert plan.agg == "sum" and plan.target.header == "Total"
    assert rows[0][0] == pytest.approx(expected)


def test_average_per_region_groups(catalog, orders):
    plan, rows = plan_and_run(catalog, "What is the average order total per region?")
    totals = defaultdict(list)
    for o in orders:
        totals[o["Region"]].append(o["Total"])
    assert plan.group_by is not None and plan.group_by.header == "Region"
    assert {r[0]: r[1] for r in rows} == {k: pytest.approx(round(sum(v) / len(v), 2)) for k, v in totals.items()}


def test_count_per_status(catalog, orders):
    plan, rows = plan_and_run(catalog, "How many orders are there for each status?")
    assert dict(rows) == dict(Counter(o["Status"] for o in orders))


def test_comparison_on_a_column_named_by_synonym(catalog, orders):
    plan, rows = plan_and_run(catalog, "How many orders had a quantity of more than 30?")
    assert "Qty > 30" in plan.filters
    assert rows[0][0] == sum(1 for o in orders if o["Qty"] > 30)


def test_month_range(catalog, orders):
    plan, rows = plan_and_run(catalog, "How many orders were placed between January and February 2026?")
    expected = sum(1 for o in orders if _day(o["Order Date"]).strftime("%Y-%m") in ("2026-01", "2026-02"))
    assert rows[0][0] == expected


def test_which_customer_has_the_highest_total_adds_up_per_customer(catalog, orders):
    plan, rows = plan_and_run(catalog, "Which customer has the highest total?")
    per_customer = defaultdict(float)
    for o in orders:
        per_customer[o["Customer"]] += o["Total"]
    best = max(per_customer, key=per_customer.get)
    assert rows[0][0] == best and rows[0][1] == pytest.approx(per_customer[best])
    assert best in plan.render([list(r) for r in rows])


# -- sample corpus: the PDF salary registers ---------------------------------------------------------

def test_count_over_the_pdf_register_of_the_named_month(catalog):
    plan, rows = plan_and_run(catalog, "How many employees are on the March 2026 salary register?")
    table = register_table(catalog, "March 2026")
    assert plan.table.name == table
    assert rows[0][0] == catalog.connection().execute(f'SELECT count(*) FROM "{table}"').fetchone()[0]


def test_sum_and_filter_over_the_pdf_register(catalog):
    table = register_table(catalog, "February 2026")
    plan, rows = plan_and_run(catalog, "What is the total net pay in the February 2026 salary register?")
    assert plan.table.name == table and plan.target.header == "Net Pay"
    assert rows[0][0] == pytest.approx(catalog.connection().execute(f'SELECT sum(net_pay) FROM "{table}"').fetchone()[0])
    plan, rows = plan_and_run(catalog, "How many employees in the IT department are on the February 2026 register?")
    expected = catalog.connection().execute(f"SELECT count(*) FROM \"{table}\" WHERE department = 'IT'").fetchone()[0]
    assert plan.table.name == table and rows[0][0] == expected and expected > 0


@pytest.mark.parametrize("question", [
    "How many employees were on the January 2026 salary register?",  # no register for that month
    "How many invoices are overdue?",  # no column says so
    "How many vacation days do employees get?",  # policy prose, not a table
    "What is the average shoe size of our suppliers?",
])
def test_no_plan_when_no_table_maps_the_question(catalog, question):
    assert build_plan(question, SchemaReader(catalog, GROUPS)) is None


def test_question_text_never_becomes_sql(catalog):
    """Only cell values read from the table (as literals) and parsed numbers enter the tree."""
    hostile = "How many orders for customer \"x'; DROP TABLE orders_orders; --\" in the North region?"
    plan = build_plan(hostile, SchemaReader(catalog, GROUPS), min_confidence=0.0)
    assert plan is not None and isinstance(plan.sql, exp.Select)
    parsed = sqlglot.parse(plan.sql_text, read="duckdb")
    assert len(parsed) == 1 and isinstance(parsed[0], exp.Select)
    assert "drop" not in plan.sql_text.lower() and plan.filters == ["Region = North"]


def test_groups_limit_the_tables_seen(catalog):
    assert build_plan("How many orders are pending?", SchemaReader(catalog, ["nobody"])) is None


# -- WikiTableQuestions: gold answers of the dataset -------------------------------------------------

WTQ_CASES = {  # question id -> the pattern it exercises
    "nt-10975": "comparison with a number word (at least ten floors)",
    "nt-3089": "equality on a cell value",
    "nt-8747": "a value with an apostrophe",
    "nt-5385": "count of distinct values",
    "nt-12096": "month inside text dates plus a value",
    "nt-3257": "sum with a value named in part",
    "nt-8926": "a Total row left out of a count with a comparison",
    "nt-3130": "year comparison (after 2000)",
    "nt-243": "average of numbers written in text cells",
}


@pytest.fixture(scope="module")
def wtq(tmp_path_factory, shared_dir):
    root = shared_dir / "eval" / "wtq-train-aggregates"
    questions = {q["id"]: q for q in csv.DictReader((root / "questions.tsv").open(encoding="utf-8"), delimiter="\t")
                 if q["id"] in WTQ_CASES}
    settings = Settings(home=tmp_path_factory.mktemp("wtq"), embedder="hashing")
    report = ingest_paths(sorted({root / "tables" / q["table"] for q in questions.values()}), settings)
    assert not report.failed
    with Catalog.open(settings.catalog_path) as opened:
        yield opened, questions


@pytest.mark.parametrize("question_id", sorted(WTQ_CASES))
def test_wtq_question_matches_gold_answer(wtq, question_id):
    catalog, questions = wtq
    question = questions[question_id]
    table = next(t.name for t in catalog.tables(GROUPS) if Path(t.source).name == question["table"])
    plan = build_plan(question["question"], SchemaReader(catalog, GROUPS, only=[table]),
                      min_confidence=0.0, require_anchor=False)
    assert plan is not None
    got = catalog.connection().execute(plan.sql_text).fetchone()[-1]
    assert float(got) == pytest.approx(float(question["answer"].replace(",", ""))), plan.sql_text
