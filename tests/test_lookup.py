"""lookup_key on the sample corpus with real stores: exact keys across files, fuzzy fallback, groups."""

from pathlib import Path

import pytest

from tally.ingest.errors import ToolInputError
from tally.ingest.pipeline import ingest_paths
from tally.ingest.settings import Settings
from tally.ingest.stores import open_stores
from sample_truth import customer_names, order_customer_and_manager
from tally.tools.deps import build_deps
from tally.tools.lookup import lookup_key, similarity


@pytest.fixture(scope="module")
def deps(sample_store):
    stores = open_stores(sample_store)
    yield build_deps(stores, ["public"])
    stores.close()


def test_order_to_customer_to_account_manager_is_two_lookups(deps, sample_dir):
    customer, manager = order_customer_and_manager(sample_dir, "SO-10123")

    order = lookup_key(deps, "so 10123")  # typed loosely: case, space and punctuation do not matter
    assert order.found and not order.fuzzy
    row = next(r for r in order.rows if Path(r.source).name == "orders.xlsx")
    assert row.sheet == "Orders" and row.row and "SO-10123" in row.text
    assert row.matched_value == "SO-10123"
    linked = [k.value for k in row.other_keys]
    assert customer in linked  # the row names the key to follow

    follow = lookup_key(deps, customer)
    assert follow.found and not follow.fuzzy
    files = {Path(r.source).name for r in follow.rows}
    assert {"orders.xlsx", "customers.xlsx"} <= files  # the same value links rows across two workbooks
    customer_row = next(r for r in follow.rows if Path(r.source).name == "customers.xlsx")
    assert f"Account Manager: {manager}" in customer_row.text


def test_invoice_id_finds_the_pdf_and_its_order(deps):
    result = lookup_key(deps, "INV-2026-0042")
    assert result.found and not result.fuzzy
    pdf_rows = [r for r in result.rows if Path(r.source).name == "invoice_INV-2026-0042.pdf"]
    assert pdf_rows and all(r.page == 1 for r in pdf_rows)
    assert not any("INV-2026-0041" in r.text or "INV-2026-0043" in r.text for r in result.rows)
    assert any(k.value.startswith("SO-") for r in pdf_rows for k in r.other_keys)


def test_misspelt_name_gets_a_flagged_fuzzy_match(deps, sample_dir):
    name = customer_names(sample_dir)[0]
    typo = name[:3] + name[4:]  # one letter dropped
    result = lookup_key(deps, typo.upper())
    assert result.found and result.fuzzy
    assert result.matched_values[0] == name
    assert all(r.matched_value == name for r in result.rows)
    assert "similar value" in result.message


def test_unknown_id_is_not_fuzzily_matched_to_a_neighbouring_id(deps):
    result = lookup_key(deps, "INV-2026-0099")  # no such invoice; 0041-0043 differ only in digits
    assert not result.found and not result.fuzzy and result.rows == []
    assert "no document" in result.message


def test_empty_value_is_a_tool_input_error(deps):
    with pytest.raises(ToolInputError, match="value"):
        lookup_key(deps, "  ")
    with pytest.raises(ToolInputError, match="value"):
        lookup_key(deps, "--/--")


def test_similarity_rules():
    assert similarity("Brightwater", "Brightwater Traders Ltd") >= 0.82  # a whole word of the value
    assert similarity("Jon Smith", "John Smith") >= 0.82
    assert similarity("Smith John", "John Smith") >= 0.82
    assert similarity("SO-10124", "SO-10123") == 0.0  # different digits: a different record
    assert similarity("Mina", "Marketing") < 0.82


def test_access_groups_filter_lookup(tmp_path):
    (tmp_path / "public").mkdir()
    (tmp_path / "hr").mkdir()
    (tmp_path / "public" / "hours.md").write_text("# Hours\n\nThe office opens at 8:00.\n", encoding="utf-8")
    (tmp_path / "hr" / "bonus.md").write_text(
        "# Bonus plan\n\nEmployee ID: EMP-9901 receives the retention bonus in December.\n", encoding="utf-8"
    )
    settings = Settings(home=tmp_path / "store", embedder="hashing", qdrant_url=None)
    assert not ingest_paths([tmp_path / "public"], settings).failed
    assert not ingest_paths([tmp_path / "hr"], settings, groups=["hr"]).failed
    with open_stores(settings) as stores:
        public = build_deps(stores, ["public"])
        hidden = lookup_key(public, "EMP-9901")
        assert not hidden.found and hidden.rows == [] and hidden.total_matches == 0
        assert not lookup_key(public, "EMP-9902").found  # nor via the fuzzy fallback
        hr = lookup_key(build_deps(stores, ["hr"]), "EMP-9901")
        assert hr.found and [Path(r.source).name for r in hr.rows] == ["bonus.md"]
