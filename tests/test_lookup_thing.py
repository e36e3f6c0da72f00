""""What was ordered on X?" answers with the record's item, whatever its column is called: when no label
means the verb, the item is the value that describes something (many words) rather than a party, a
place or a state. Workbooks written here, ingested with the default embedder."""

import pytest

from tally.agent.offline.lookup_thing import _described_thing
from tally.ingest.pipeline import ingest_paths
from tally.ingest.settings import Settings
from tests.offline_support import offline_asker, write_workbook

ROWS = [
    ["Ref", "Placed", "Buyer", "Article", "Pieces", "Sales Channel", "State"],
    ["PO-7001", "2026-02-02", "Aster Clinic Group", "Nitrile gloves, size M, box of 100", 40, "Phone", "Open"],
    ["PO-7002", "2026-02-03", "Birchwood Dental", "Autoclave pouches 90 x 250 mm, pack of 200", 12, "Portal", "Closed"],
    ["PO-7003", "2026-02-05", "Aster Clinic Group", "Disposable face masks, type IIR, box of 50", 75, "Portal", "Open"],
]


@pytest.fixture(scope="module")
def ask(tmp_path_factory):
    folder = tmp_path_factory.mktemp("purchase-orders")
    settings = Settings(home=folder / "store")
    report = ingest_paths([write_workbook(folder / "purchase_orders.xlsx", ROWS)], settings)
    assert not report.failed
    with offline_asker(settings) as (run, _stores, _deps):
        yield run


@pytest.mark.parametrize("question, row", [
    ("What was ordered on PO-7003?", 3),
    ("What was bought on PO-7001 and how many pieces?", 1),
])
def test_what_was_ordered_is_the_item_line(ask, question, row):
    answer = ask(question)
    assert not answer.refused and ROWS[row][3] in answer.answer, answer.answer
    if "how many" in question:
        assert str(ROWS[row][4]) in answer.answer, answer.answer


def test_the_described_thing_must_stand_out():
    lines = [(1, "Product: LED panel light"), (1, "Customer: Bramblewood Hotels")]
    assert _described_thing(lines) is None  # three words against two: nothing stands out
    lines = [(1, "Item: Membrane filter 0.45 um, 47 mm"), (1, "Channel: Web shop"), (1, "Status: Delivered")]
    assert _described_thing(lines) == lines[0]
