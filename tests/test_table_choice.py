"""Table choice from the ingest-built index, relations between workbooks, joins and argmax.

Expected figures come from the workbooks read with openpyxl, never from Tally.
"""

from pathlib import Path

import openpyxl
import pytest

from tally.agent.offline.schema import SchemaReader
from tally.agent.offline.sql_builder import build_plan
from tally.ingest.catalog import Catalog
from tally.ingest.pipeline import ingest_paths
from tally.ingest.relations import relations_of
from tally.ingest.settings import Settings
from tally.ingest.stores import open_stores
from tally.tools.deps import build_deps
from tally.tools.sql import describe_table, run_sql
from tally.tools.table_choice import rank_tables


def _sheet(path: Path, sheet: str, header_cell: str) -> list[dict]:
    workbook = openpyxl.load_workbook(path, read_only=True, data_only=True)
    rows = list(workbook[sheet].iter_rows(values_only=True))
    workbook.close()
    start = next(i for i, row in enumerate(rows) if row and row[0] == header_cell)
    return [dict(zip(rows[start], row, strict=False)) for row in rows[start + 1:] if row and row[0]]


@pytest.fixture(scope="module")
def deps(sample_store):
    with open_stores(sample_store, read_only=True) as stores:
        yield build_deps(stores, ["public"])


@pytest.fixture(scope="module")
def orders(sample_dir):
    return _sheet(sample_dir / "orders.xlsx", "Orders", "Order ID")


@pytest.fixture(scope="module")
def customers(sample_dir):
    return _sheet(sample_dir / "customers.xlsx", "Customers", "Customer")


def test_the_table_a_question_is_about_ranks_first_with_its_evidence(deps):
    ranked = rank_tables(deps, "How many orders shipped to the North region in February?")
    assert ranked[0].table == "orders_orders"
    assert 0 < ranked[0].score <= 1 and ranked[0].score > ranked[1].score
    assert any("north" in m and "Region" in m for m in ranked[0].matched)
    payroll = rank_tables(deps, "What is the total net pay on the March salary register?")
    assert payroll[0].table.startswith("salary_register_2026_03")
    assert any("Net Pay" in m for m in payroll[0].matched)


def test_no_word_of_the_question_in_any_table_gives_no_strong_candidate(deps):
    ranked = rank_tables(deps, "How do I reset my password on the intranet?")
    assert all(c.score < 0.2 for c in ranked)


def test_a_question_in_another_language_finds_the_table_by_meaning(deps):
    ranked = rank_tables(deps, "Какая зарплата у сотрудников?")  # "what salary do the employees have"
    assert ranked and ranked[0].table.startswith("salary_register")
    assert ranked[0].words == 0 and ranked[0].meaning > 0


def test_only_tables_of_the_callers_groups_are_candidates(tmp_path, sample_dir):
    settings = Settings(home=tmp_path / "store", embedder="hashing", qdrant_url=None)
    ingest_paths([sample_dir / "orders.xlsx"], settings, groups=["sales"])
    ingest_paths([sample_dir / "customers.xlsx"], settings, groups=["public"])
    with open_stores(settings, read_only=True) as stores:
        public = rank_tables(build_deps(stores, ["public"]), "How many orders shipped north?")
        sales = rank_tables(build_deps(stores, ["sales"]), "How many orders shipped north?")
    assert "orders_orders" not in [c.table for c in public]
    assert [c.table for c in sales] == ["orders_orders"]


def test_relation_from_orders_to_customers_is_found_at_ingest_and_described(deps):
    found = [r for r in relations_of(deps.catalog.connection(), "orders_orders") if r.table == "orders_orders"]
    assert [(r.column, r.other_table, r.other_column) for r in found] == [
        ("customer", "customers_customers", "customer")]
    description = describe_table(deps, "orders_orders")
    assert any("customers_customers.customer" in line for line in description.relations)
    assert any("orders_orders.customer" in line for line in describe_table(deps, "customers_customers").relations)


@pytest.mark.parametrize("question, field", [
    ("How many orders were placed by customers in the {v} segment?", "Segment"),
    ("How many orders did customers managed by {v} place?", "Account Manager"),
])
def test_orders_are_counted_by_an_attribute_of_their_customer(deps, orders, customers, question, field):
    value = sorted({c[field] for c in customers})[1]
    chosen = {c["Customer"] for c in customers if c[field] == value}
    expected = sum(1 for o in orders if o["Customer"] in chosen)
    with Catalog.open(deps.settings.catalog_path) as catalog:
        plan = build_plan(question.format(v=value), SchemaReader(catalog, ["public"]))
    assert plan is not None and plan.table.name == "orders_orders" and plan.agg == "count"
    result = run_sql(deps, plan.sql_text)
    assert result.rows[0][0] == expected
    assert any(field in c.columns for c in plan.conditions)


def test_highest_paid_answers_the_employee_not_a_count(deps):
    with Catalog.open(deps.settings.catalog_path) as catalog:
        plan = build_plan("Who is the highest paid employee in March?", SchemaReader(catalog, ["public"]))
        assert plan is not None and plan.agg == "argmax" and "march" in plan.table.title.lower()
        rows = catalog.connection().execute(plan.sql_text).fetchall()
        top = catalog.connection().execute(
            f'SELECT employee_name, max(gross_pay) FROM "{plan.table.name}" GROUP BY ALL ORDER BY 2 DESC LIMIT 1'
        ).fetchone()
    assert rows[0][0] == top[0]
    assert "highest number" not in plan.render([list(r) for r in rows])


def test_headers_holding_the_same_values_are_learned_as_synonyms(tmp_path):
    names = ["Aster Foods", "Birch Mills", "Cobalt Works", "Dune Retail", "Elm Textiles", "Fjord Marine"]
    folder = tmp_path / "docs"
    folder.mkdir()
    for file, header, extra, rows in (
        ("ledger.xlsx", "Client", "Balance", [[n, 100 * i] for i, n in enumerate(names)]),
        ("visits.xlsx", "Customer", "Visited on", [[n, f"2026-0{1 + i % 6}-10"] for i, n in enumerate(names)]),
    ):
        workbook = openpyxl.Workbook()
        sheet = workbook.active
        sheet.title = file.split(".")[0]
        sheet.append([header, extra])
        for row in rows:
            sheet.append(row)
        workbook.save(folder / file)
    settings = Settings(home=tmp_path / "store", embedder="hashing", qdrant_url=None)
    ingest_paths([folder], settings)
    with open_stores(settings, read_only=True) as stores:
        ranked = rank_tables(build_deps(stores, ["public"]), "What is the balance of each customer?")
    ledger = next(c for c in ranked if c.table.startswith("ledger"))
    assert "custom→alias Client" in ledger.matched  # "customer" names the Client column, learned from the cells
    assert ranked[0].table.startswith("ledger") and ranked[0].score > ranked[1].score


def test_a_date_column_explains_the_months_its_rows_fall_in(deps, orders):
    """ "In February" is about the orders dated February as much as about a register titled February."""
    months = {row["Order Date"].strftime("%B") for row in orders}
    assert "February" in months and "June" not in months
    ranked = rank_tables(deps, "What was the total value of orders placed in February?")
    assert ranked[0].table.startswith("orders") and any("februari→value Order Date" in m for m in ranked[0].matched)
    june = rank_tables(deps, "What was the total value of orders placed in June?")
    assert not any("june→value Order Date" in m for c in june for m in c.matched)  # no order is dated June


def test_a_header_word_written_short_links_the_whole_word(tmp_path):
    """'Acct' and 'Qty' are how registers write "account" and "quantity": a question in whole words links
    the table that abbreviates them, not one whose words merely share a root elsewhere."""
    from tally.tools.table_index import table_index
    from tests.offline_support import workbook_catalog

    rentals = [["Contract", "Acct", "Qty", "Depot"]] + [[f"C-{i}", f"A{100 + i % 4}", 1 + i % 3, "North"]
                                                        for i in range(8)]
    depots = [["Depot", "Manager", "Opened"], ["North", "Ada Bell", 2010], ["South", "Raj Iyer", 2014]]
    with workbook_catalog(tmp_path, tmp_path / "store", {"rentals": rentals, "depots": depots}) as catalog:
        ranked = table_index(catalog).rank("Which account took the largest quantity?", ["public"], 2)
    assert ranked[0].table.startswith("rentals"), ranked
    assert any("abbreviation Acct" in why for why in ranked[0].matched), ranked[0].matched


def test_a_tie_goes_to_the_log_not_to_a_documents_extract_of_it(tmp_path):
    # An invoice's table lists five of the log's visits (its Job numbers are log rows, each once): asked about
    # "the visit" with no document named, both tables explain the question alike and the whole log answers,
    # even where the index links the invoice's exact headers more strongly than the log's.
    from tests.offline_support import write_workbook

    log = [["Job", "Date", "Site", "Charge £"]] + [
        [f"J-{100 + n}", f"2026-05-{1 + n % 28:02d}", ("Mill Lane", "Quay St", "Bank Row")[n % 3], 40 + (n * 37) % 260]
        for n in range(30)]
    invoice = [["Job", "Visit", "Charge"]] + [[row[0], f"{row[1]} {row[2]}", row[3]] for row in log[1:6]]
    paths = [write_workbook(tmp_path / "visit_log.xlsx", log), write_workbook(tmp_path / "invoice_7731.xlsx", invoice)]
    settings = Settings(home=tmp_path / "store", embedder="hashing")
    assert not ingest_paths(paths, settings).failed
    with Catalog.open(settings.catalog_path) as catalog:
        plan = build_plan("Which visit had the biggest charge?", SchemaReader(catalog, ["public"]))
        assert plan is not None
        top = catalog.connection().execute(plan.sql_text).fetchone()
    best = max(log[1:], key=lambda row: row[3])
    assert "visit_log" in plan.table.name and top[0] == best[0], plan.sql_text
