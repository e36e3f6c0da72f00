"""Screen/concept labels on real Frappe Books pages, hand-labelled by reading each section.

The labels below were decided from the page text alone (does the section walk through a screen - its
fields, buttons, menus, where to click - or explain how/why something works?), before looking at what
the classifier says; the test then requires at least 85% agreement.
"""

from pathlib import Path

import pytest

from tally.ingest.classify import classify_section
from tally.ingest.convert.markdown import convert_markdown

# (page, breadcrumb path) -> label
FRAPPE_LABELS: dict[tuple[str, str], str] = {
    ("miscellaneous/settings.md", "Settings > System Settings"): "screen",
    ("miscellaneous/settings.md", "Settings > General Settings"): "screen",
    ("transactions/sales-invoices.md", "Sales Invoices > Creating Sales Invoices"): "screen",
    ("transactions/sales-invoices.md", "Sales Invoices > Sales Invoice Return impact on General Ledger"): "concept",
    ("transactions/purchase-invoices.md",
     "Purchase Invoices > Purchase Invoice Return > Creating Manually"): "screen",
    ("basics/accounting-basics.md", "Accounting Basics > Credit and Debit"): "concept",
    ("basics/accounting-basics.md", "Accounting Basics > Impact on Accounts > 1. Cash Investment"): "concept",
    ("transactions/transactional-entries.md", "Transactional Entries > States of a Transactional Entry"): "concept",
    ("inventory/stock-ledger.md", "Stock Ledger > Filters"): "screen",
    ("inventory/introduction.md", "Introduction to Inventory > Enabling Inventory"): "screen",
    ("inventory/introduction.md", "Introduction to Inventory > Stock Quantity"): "concept",
    ("inventory/introduction.md", "Introduction to Inventory > Location"): "concept",
    ("inventory/stock-movement.md", "Stock Movement > Movement Types"): "concept",
    ("miscellaneous/chart-of-accounts.md", "Chart of Accounts > Organization of Accounts > Root Accounts"): "concept",
    ("miscellaneous/chart-of-accounts.md", "Chart of Accounts > Creating a New Account"): "screen",
    ("transactions/multi-currency-invoicing.md", "Multi Currency Invoicing > Exchange Rate"): "concept",
    ("transactions/journal-entries.md", "Journal Entries > Creating Journal Entries"): "screen",
    ("transactions/journal-entries.md", "Journal Entries > Examples > Recording Prepayments"): "concept",
    ("miscellaneous/number-series.md", "Number Series > Creating a New Number Series"): "screen",
    ("miscellaneous/search.md", "Quick Search > Filters"): "screen",
    ("transactions/payments.md", "Payments > Making Payments"): "screen",
    ("miscellaneous/customize-form.md", "Customize Form > Enable Form Customization"): "screen",
}

SAMPLE_LABELS: dict[tuple[str, str], str] = {
    ("purchase-order.md", "Purchase Order > Fields"): "screen",
    ("settings.md", "Settings > Approvals"): "screen",
    ("sales-invoice.md", "Sales Invoice > Creating an invoice"): "screen",
    ("stock-valuation.md", "Stock valuation > Costing methods compared"): "concept",
    ("approval-workflow.md", "Approval workflow > Why authors cannot approve their own orders"): "concept",
    ("credit-control.md", "Credit control > How credit limits are checked"): "concept",
}


def _labels_found(folder: Path, expected: dict[tuple[str, str], str]) -> dict[tuple[str, str], str]:
    found = {}
    for page in sorted({page for page, _ in expected}):
        for chunk in convert_markdown(folder / page).chunks:
            found[(page, " > ".join(chunk.breadcrumbs))] = chunk.kind
    missing = [key for key in expected if key not in found]
    assert not missing, f"sections not found as chunks: {missing}"
    return found


def test_frappe_sections_agree_with_hand_labels(shared_dir):
    folder = shared_dir / "corpora" / "frappe-books-docs" / "docs"
    found = _labels_found(folder, FRAPPE_LABELS)
    wrong = {key: found[key] for key, label in FRAPPE_LABELS.items() if found[key] != label}
    agreement = 1 - len(wrong) / len(FRAPPE_LABELS)
    assert len(FRAPPE_LABELS) >= 12
    assert agreement >= 0.85, f"agreement {agreement:.0%}; disagreements: {wrong}"


def test_sample_docs_sections_are_labelled(sample_dir):
    found = _labels_found(sample_dir / "docs", SAMPLE_LABELS)
    assert {key: found[key] for key in SAMPLE_LABELS} == SAMPLE_LABELS


@pytest.mark.parametrize(
    ("heading", "expected"),
    [
        (["Settings", "Defaults"], "screen"),
        (["Accounting Basics", "Credit and Debit"], "concept"),
    ],
)
def test_heading_and_text_both_count(shared_dir, heading, expected):
    """The classifier reads the section text, not only the heading: the same real text keeps its label
    when the heading is replaced by a neutral one."""
    page = {"Defaults": "miscellaneous/settings.md", "Credit and Debit": "basics/accounting-basics.md"}[heading[-1]]
    doc = convert_markdown(shared_dir / "corpora" / "frappe-books-docs" / "docs" / page)
    chunk = next(c for c in doc.chunks if c.breadcrumbs == heading)
    assert classify_section(heading, chunk.text) == expected
    assert classify_section(["Section"], chunk.text) == expected
