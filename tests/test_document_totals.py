"""An invoice whose totals close its items table ("| | | Goods, ex VAT | 475.00", "| | | TOTAL DUE | 570.00")
while a delivery register lists the same invoice number on several lines: asked the invoice's total, due date
or signer, the invoice answers from its own fields. The PDF and the register are written here."""

from pathlib import Path

import pytest

from tally.agent.offline.doc_totals import included_stems, total_rows
from tally.ingest.pipeline import ingest_paths
from tally.ingest.settings import Settings
from tests.offline_support import offline_asker, write_register_pdf, write_workbook

NUMBER = "BRW-7310"
DEPOSIT = "BRW-7312"  # an invoice whose deposit is taken off what is paid


def _invoice(path: Path) -> None:
    fields = [f"Invoice no.: {NUMBER}", "Customer: The Plough", "Due date: 14/10/2026", "Signed off by: Ada Kerr"]
    write_register_pdf(path, "Fellgate Ales Ltd - VAT reg. GB 555 0101 22", fields, [
        ["Beer", "Pack", "Qty", "Net"], ["Plough Bitter", "Firkin", "2", "190.00"], ["Dark Mild", "Pin", "1", "55.00"],
        ["", "", "Beer duty", "21.30"], ["", "", "Goods, ex VAT", "245.00"], ["", "", "VAT at 20%", "49.00"],
        ["", "", "TOTAL DUE", "294.00"]])


def _deposit_invoice(path: Path) -> None:
    fields = [f"Invoice no.: {DEPOSIT}", "Customer: The Wheatsheaf", "Payment due: 26/10/2026"]
    write_register_pdf(path, "Fellgate Ales Ltd - VAT reg. GB 555 0101 22", fields, [
        ["Beer", "Pack", "Qty", "Net"], ["Harvest Ale", "Firkin", "3", "300.00"],
        ["", "", "VAT at 20%", "60.00"], ["", "", "Invoice total", "360.00"],
        ["", "", "Less deposit held", "-40.00"], ["", "", "Balance payable", "320.00"]])


@pytest.fixture(scope="module")
def brewery(tmp_path_factory):
    folder = tmp_path_factory.mktemp("brewery")
    _invoice(folder / f"{NUMBER}.pdf")
    _deposit_invoice(folder / f"{DEPOSIT}.pdf")
    write_workbook(folder / "deliveries.xlsx", [["Inv", "Beer", "Qty", "Net"], [NUMBER, "Plough Bitter", 2, 190.0],
                                                [NUMBER, "Dark Mild", 1, 55.0], ["BRW-7311", "Dark Mild", 3, 165.0]])
    settings = Settings(home=folder / "store")
    assert not ingest_paths([folder], settings).failed
    with offline_asker(settings) as (run, _stores, deps):
        yield run, deps, settings


@pytest.fixture(scope="module")
def ask(brewery):
    return brewery[0]


def test_the_closing_rows_are_left_out_of_the_items_table(tmp_path):
    from tally.ingest.convert import convert

    _invoice(tmp_path / f"{NUMBER}.pdf")
    document = convert(tmp_path / f"{NUMBER}.pdf")
    assert [row[0] for row in document.tables[0].rows] == ["Plough Bitter", "Dark Mild"]
    assert document.meta["tables"][0]["total_rows_left_out"] == 4


def test_the_rows_closing_an_items_table_are_its_totals():
    text = "Beer | Qty | Net\nDark Mild | 1 | 55.00\n |  | Goods, ex VA | T 245.00\n |  | TOTAL DUE | 294.00"
    assert total_rows(text) == [("Goods, ex VAT", "245.00"), ("TOTAL DUE", "294.00")]
    assert included_stems("What's the total, VAT included?") == {"vat", "includ"}
    assert included_stems("What does it total with VAT?") == {"vat"}
    assert included_stems("Once the deposit is taken off, what is left?") == {"deposit", "take", "off"}
    assert included_stems("What is it net of tax?") == {"net", "tax"}


def test_a_short_word_is_derived_only_by_a_suffix():
    from tally.tools.table_terms import derived

    assert derived("pay", "payabl") and derived("employ", "employe") and derived("deliv", "deliveri")
    assert not derived("pay", "paye") and not derived("pay", "payrol") and not derived("pay", "pay")


@pytest.mark.parametrize("question, wanted, unwanted", [
    (f"What's the total, VAT included, on {NUMBER}?", "294.00", "49.00"),
    (f"When is {NUMBER} due, and for how much?", "294.00", None),
    (f"Who signed off the beer on invoice {NUMBER}?", "Ada Kerr", "21.30"),  # a person asked, not a figure
    # the issuer's name is the document's party, not a field; "come to" asks the total, "with the VAT" which
    (f"What does invoice {NUMBER} from Fellgate Ales come to with VAT?", "294.00", "555 0101"),
    # what is taken off says which figure, not a field; "pay" says the Balance payable, a figure as asked
    (f"Once the deposit is taken off, how much do we pay on {DEPOSIT}?", "320.00", "-40.00"),
])
def test_an_invoice_answers_its_totals_from_its_own_fields(ask, question, wanted, unwanted):
    answer = ask(question)
    assert not answer.refused and wanted in answer.answer, answer.answer
    assert unwanted is None or unwanted not in answer.answer, answer.answer


def test_a_refusal_never_calls_absent_a_key_some_document_carries(brewery):
    """Whatever route a run took, the refusal's note names only IDs no visible document carries."""
    from tally.agent.offline.engine import OfflineEngine
    from tally.agent.run_state import Run
    from tally.agent.tools_catalog import build_registry

    _, deps, settings = brewery
    question = f"Which dray took {DEPOSIT} and BRW-9999 out?"
    answer = Run(question, deps, OfflineEngine(settings), settings, build_registry(), None).refuse("nothing found")
    assert answer.refused and "Nothing you can see mentions BRW-9999." in answer.answer, answer.answer
