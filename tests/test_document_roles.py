"""A document's field asked by its role, in English or Ukrainian: "which customer" reaches Bill to, "still
owe" the amount due, "by what date must it be paid" the due date (document_roles.tsv, EN 16931-1 business
terms). Real pdfplumber over data/company5's real invoices; the offline engine through the real loop."""

from pathlib import Path

import pytest

from tally.agent.offline.document_roles import label_roles, question_roles
from tally.ingest.pipeline import ingest_paths
from tally.ingest.settings import Settings
from tests.offline_support import offline_asker

INVOICES = Path(__file__).resolve().parents[1] / "data" / "company5" / "invoices"


def test_a_label_plays_its_role_only_with_its_own_words():
    assert "buyer" in label_roles("Bill to") and label_roles("Invoice total") == frozenset()
    assert label_roles("Supplier address") == {"address"}  # the longest phrase decides
    assert {"payment", "due"} <= label_roles("Due Date") and "deliveri" in label_roles("Required by")
    assert question_roles("custom") == {"buyer"} and "due" in question_roles("owe")


@pytest.fixture(scope="module")
def invoices(tmp_path_factory) -> Settings:
    settings = Settings(home=tmp_path_factory.mktemp("invoices"), embedder="hashing")
    assert not ingest_paths([INVOICES], settings).failed
    return settings


@pytest.mark.parametrize(("question", "label"), [
    ("Which customer is invoice INV-25-1046 for?", "Bill to:"),
    ("How much does the customer still owe on invoice INV-25-1043?", "AMOUNT DUE"),
    ("By what date must invoice INV-25-1044 be paid?", "Due Date:"),
    ("До якої дати треба сплатити рахунок INV-25-1043?", "Due Date:"),
    ("What does invoice INV-25-1046 come to?", "Invoice total"),
    ("What did invoice INV-25-1044 come to all told?", "Invoice total"),
])
def test_a_field_asked_by_its_role_is_answered_from_its_label(invoices, question, label):
    with offline_asker(invoices) as (ask, _, _):
        answer = ask(question)
    assert label in answer.answer, answer.answer


COMPANY4 = Path(__file__).resolve().parents[1] / "data" / "company4"


def test_whom_a_purchase_order_was_sent_to_is_its_supplier_and_what_a_visit_was_for_its_reason(tmp_path):
    import csv

    settings = Settings(home=tmp_path / "store", embedder="hashing")
    assert not ingest_paths([COMPANY4 / "purchasing", COMPANY4 / "visits"], settings).failed
    with (COMPANY4 / "visits" / "visits_2025.csv").open(encoding="utf-8") as handle:
        visit = next(r for r in csv.DictReader(handle) if r["Visit ID"] == "VIS-20264")
    with offline_asker(settings) as (ask, _, _):
        sent = ask("Who was purchase order VPO-1431 sent to?")
        purpose = ask("What was visit VIS-20264 for?")
    assert sent.answer.startswith("Supplier:"), sent.answer
    assert f"Reason: {visit['Reason']}" in purpose.answer, purpose.answer


def test_an_addressee_block_without_a_label_answers_whom_a_document_is_for(tmp_path):
    """data/company7's invoices print the customer's name under the invoice number with no label, and
    data/company6's statements under a lone "Billed to": asked by its role, that line answers."""
    import sys

    data = Path(__file__).resolve().parents[1] / "data"
    sys.path.insert(0, str(data))
    import company6_data
    import company7_data

    customer = next(i for i in company7_data.invoices() if i["number"] == "25/0879")["name"]
    sponsor = next(s for s in company6_data.statements() if s["number"] == "FS-2504")["name"]
    settings = Settings(home=tmp_path / "store", embedder="hashing")
    paths = [data / "company7" / "invoices" / "invoice_25-0879.pdf", data / "company6" / "statements" / "FS-2504.pdf"]
    assert not ingest_paths(paths, settings).failed
    with offline_asker(settings) as (ask, _, _):
        invoice = ask("Which customer was invoice 25/0879 sent to?")
        statement = ask("Which client is fee statement FS-2504 for?")
    assert customer in invoice.answer, invoice.answer
    assert statement.answer.startswith(f"Billed to: {sponsor}"), statement.answer
