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
    assert label_roles("Bill to") == {"buyer"} and label_roles("Invoice total") == frozenset()
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
])
def test_a_field_asked_by_its_role_is_answered_from_its_label(invoices, question, label):
    with offline_asker(invoices) as (ask, _, _):
        answer = ask(question)
    assert label in answer.answer, answer.answer
