"""Lookups, IDs, periods and other languages on company documents (issue 8, helper `company`).

- a document found by its ID answers from all its fields, chosen by the label the question names, by
  the value type it asks for and by meaning (other languages), several when it asks for several;
- a period the question names that the keyed documents are not about is refused, quarters in words too;
- counts asked in Russian are planned in the tables' own words (column_link.py);
- a name with a possessive is looked up as a key.

Real stores, real USE embedder, real loop over data/sample; expected values are read from the files.
Unit tests at the end cover the field parser and chooser without a store.
"""

import re
from pathlib import Path

import openpyxl
import pdfplumber
import pytest

from tally.agent.offline.column_link import linked_question, needs_linking
from tally.agent.offline.doc_fields import choose_fields
from tally.agent.offline.doc_lines import Field, grid_fields, labelled_fields
from tally.agent.offline.field_types import asked_types
from tally.agent.offline.lookup_keys import key_candidates
from tally.agent.offline.lookup_plan import _asked
from tally.agent.offline.period_check import periods_of, quarters_as_months, with_quarters
from tally.agent.offline.schema import ColumnInfo, TableInfo
from tally.agent.offline.units import text_stems
from tests.offline_support import offline_asker


@pytest.fixture(scope="module")
def ask(sample_store):
    with offline_asker(sample_store) as (run, _stores, _deps):
        yield run


def _invoice_field(sample_dir: Path, number: str, label: str) -> str:
    with pdfplumber.open(sample_dir / f"invoice_{number}.pdf") as pdf:
        text = "\n".join(page.extract_text() or "" for page in pdf.pages)
    match = re.search(rf"^{re.escape(label)}:?\s+(.+)$", text, re.MULTILINE)
    assert match, f"{label} not in {number}"
    return match.group(1).strip()


def _orders(sample_dir: Path) -> list[tuple]:
    sheet = openpyxl.load_workbook(sample_dir / "orders.xlsx", data_only=True)["Orders"]
    return [r for r in sheet.iter_rows(min_row=5, values_only=True) if r[0]]


# -- a document found by its ID -----------------------------------------------------------------------

def test_the_sales_order_an_invoice_points_to_is_its_order_reference(ask, sample_dir):
    expected = _invoice_field(sample_dir, "INV-2026-0042", "Order ref")
    answer = ask("Invoice INV-2026-0042 belongs to which sales order?")
    assert not answer.refused and expected in answer.answer, answer.answer
    assert "Total due" not in answer.answer  # "sales" is no synonym of a total here


def test_two_fields_sharing_a_word_get_one_line_each(ask, sample_dir):
    due = _invoice_field(sample_dir, "INV-2026-0041", "Due Date")
    total = _invoice_field(sample_dir, "INV-2026-0041", "Total due")
    answer = ask("For INV-2026-0041, give the due date as well as the total due.")
    assert due in answer.answer and total in answer.answer, answer.answer


def test_an_amount_asked_in_ukrainian_is_the_invoices_total(ask, sample_dir):
    total = _invoice_field(sample_dir, "INV-2026-0042", "Total due")
    answer = ask("Яка загальна сума рахунку INV-2026-0042?")
    assert not answer.refused and total in answer.answer, answer.answer
    assert "Payment terms" not in answer.answer


def test_whom_an_invoice_went_to_asked_in_russian_is_its_bill_to_line(ask, sample_dir):
    party = _invoice_field(sample_dir, "INV-2026-0043", "Bill to")
    answer = ask("Кому адресован счёт INV-2026-0043?")
    assert not answer.refused and party in answer.answer, answer.answer


def test_an_id_asked_for_a_period_its_documents_are_not_about_is_refused(ask):
    # EMP-1027 is only on the register for March (data/sample): February has no line for it.
    answer = ask("How much net pay did EMP-1027 receive for February 2026?")
    assert answer.refused, answer.answer


def test_a_possessive_name_is_looked_up_as_a_key():
    assert key_candidates("What department is Rosa Novak's team in?")[0] == "Rosa Novak"


def test_a_name_on_one_register_row_is_read_from_that_row(ask):
    answer = ask("What is Rosa Novak's department?")
    assert answer.intent == "lookup" and "Department: Sales" in answer.answer, answer.answer


# -- periods ------------------------------------------------------------------------------------------

def test_quarters_in_words_are_periods():
    assert with_quarters("3rd quarter 2025 sales") == "Q3 2025 sales"
    assert periods_of("orders during fourth quarter 2025") == [(-4, "2025", "Q4 2025")]
    assert quarters_as_months("value over 1st quarter 2026") == "value over between January and March 2026"


def test_a_quarter_in_words_filters_and_refuses(ask, sample_dir):
    orders = _orders(sample_dir)
    q1 = sum(1 for r in orders if r[1].year == 2026 and r[1].month <= 3)
    answer = ask("How many orders are dated in quarter 1 of 2026?")
    assert not answer.refused and str(q1) in answer.answer, answer.answer
    assert ask("How many orders were there during 2nd quarter 2025?").refused


# -- other languages ----------------------------------------------------------------------------------

def test_a_count_asked_in_russian_is_planned_in_the_tables_words(ask, sample_dir):
    shipped = sum(1 for r in _orders(sample_dir) if r[8] == "Shipped" and r[3] == "East")
    answer = ask("Сколько заказов в статусе Shipped пришло из региона East?")
    assert not answer.refused and answer.sql and str(shipped) in answer.answer, answer.answer


def test_linking_keeps_latin_values_and_maps_words_by_meaning():
    table = TableInfo(name="tickets_tickets", doc_id="d", title="tickets", source="t.xlsx", sheet="Tickets",
                      columns=[ColumnInfo(name="priority", header="Priority", type="VARCHAR",
                                          distinct=["High", "Low"])])

    def embed(texts):  # a stand-in embedder: one dimension per meaning, in either language
        import numpy as np
        meanings = [("prior", "приор"), ("tick", "тикет"), ("high",), ("low",)]
        vectors = np.zeros((len(texts), 4 + 64))
        for row, text in enumerate(texts):
            hits = [i for i, m in enumerate(meanings) if text.lower().startswith(m)]
            vectors[row, hits[0] if hits else 4 + sum(map(ord, text)) % 64] = 1.0  # else: a meaning of its own
        return vectors

    assert needs_linking("Сколько тикетов с приоритетом High?") and not needs_linking("How many tickets?")
    linked = linked_question("Сколько тикетов с приоритетом High?", [table], embed)
    assert linked is not None and linked.startswith("how many") and "High" in linked and "Priority" in linked
    # A word that links to nothing stays, in Latin letters, so the builder sees it unexplained.
    vague = linked_question("Сколько тикетов закрыли вчера?", [table], embed)
    assert vague is not None and "zakryli" in vague and "vchera" in vague


def test_question_words_of_other_languages_ask_value_types():
    assert [k for k, _ in asked_types("Когда оплатить счёт?")] == ["date"]
    assert [k for k, _ in asked_types("Хто отримав рахунок?")] == ["name"]
    assert [k for k, _ in asked_types("Яка сума рахунку?")] == ["money"]


# -- the field parser and chooser, no store -----------------------------------------------------------

_BLOCK_INVOICE = """Fjordline Parts AS
INVOICE
Invoice number: FP-77-0101
BILL TO
Kestrel Yachts AB
Invoice date 2025-09-15
Due date 15.10.2025
Amount due (NOK) 21,861.75
VAT 25% 4,372.35"""


def test_block_labels_and_trailing_dates_are_fields():
    fields = {f.label: f.value for f in labelled_fields(1, _BLOCK_INVOICE, {"fp770101"})}
    assert fields["BILL TO"] == "Kestrel Yachts AB"
    assert fields["Due date"] == "15.10.2025" and fields["Invoice date"] == "2025-09-15"
    assert fields["Amount due (NOK)"] == "21,861.75" and fields["VAT 25%"] == "4,372.35"
    assert "INVOICE" not in fields  # a heading above a labelled line is no field


def test_the_asked_type_and_words_pick_the_field_without_an_embedder():
    fields = labelled_fields(1, _BLOCK_INVOICE, {"fp770101"})
    when = choose_fields("When is FP-77-0101 due?", {"due"}, fields)
    assert [f.label for f in when] == ["Due date"]
    owed = choose_fields("How much is due on FP-77-0101?", {"due"}, fields)
    assert [f.label for f in owed] == ["Amount due (NOK)"]
    both = choose_fields("Give the VAT and due date of FP-77-0101.", {"due", "date", "vat"}, fields)
    assert {f.label for f in both} == {"Due date", "VAT 25%"}


def test_an_amount_asked_without_naming_one_is_the_largest():
    fields = [Field(1, "Subtotal", "100.00"), Field(1, "VAT 20%", "20.00"), Field(1, "Total due", "120.00")]
    assert [f.label for f in choose_fields("Яка сума?", set(), fields)] == ["Total due"]


_GRID_HEADER = """Billed to: | Reference | FP-77-0102
Harbour Yachts AB | Issue date | 02.10.2025
Attn: Finance | Pay by | 01.11.2025
Gothenburg | Terms | 30 days net"""


def test_a_header_laid_out_as_a_table_gives_label_value_fields():
    fields = {f.label: f.value for f in grid_fields(1, _GRID_HEADER, {"fp770102"})}
    assert fields == {"Issue date": "02.10.2025", "Pay by": "01.11.2025", "Terms": "30 days net",
                      "Billed to": "Harbour Yachts AB"}
    party = choose_fields("Who receives invoice FP-77-0102?", {"receiv"}, list(grid_fields(1, _GRID_HEADER,
                                                                                          {"fp770102"})))
    assert [f.value for f in party] == ["Harbour Yachts AB"]


def test_every_word_of_a_label_counts_on_a_document():
    fields = [Field(1, "Payment due", "30.10.2025"), Field(1, "Amount due (NOK)", "2,889.10")]
    picked = choose_fields("Show me the amount due for FP-77-0103.", {"amount", "due"}, fields)
    assert [f.label for f in picked] == ["Amount due (NOK)"]
    # The lookup keeps measure words for the document path (they are dropped for table rows only).
    assert "amount" in _asked("Show me the amount due for FP-77-0103.", {"FP-77-0103"}, [], qualifiers=True)


def test_what_was_sold_on_an_order_is_its_item_line(ask, sample_dir):
    row = next(r for r in _orders(sample_dir) if r[0] == "SO-10061")
    answer = ask("What got purchased on SO-10061, and in what quantity?")
    assert not answer.refused and f"Product: {row[4]}" in answer.answer and str(row[5]) in answer.answer, \
        answer.answer


def test_a_field_the_document_defines_in_other_words_is_found_by_them(ask, sample_dir):
    # The register's prose says what Deductions are ("... withheld ..."): a header synonym from the data.
    with pdfplumber.open(sample_dir / "salary_register_2026_03.pdf") as pdf:
        text = "\n".join(page.extract_text() or "" for page in pdf.pages)
    deductions = re.search(r"^EMP-1011 .* ([\d,]+\.\d\d) [\d,]+\.\d\d$", text, re.MULTILINE).group(1)
    answer = ask("What got withheld from EMP-1011's salary for March 2026?")
    assert not answer.refused and f"Deductions: {deductions}" in answer.answer, answer.answer


def test_definitions_pick_a_field_only_when_one_sentence_opens_with_its_label():
    fields = [Field(1, "Gross Pay", "100.00"), Field(1, "Deductions", "20.00"), Field(1, "Net Pay", "80.00")]
    context = ["Deductions are income tax withheld plus the pension contribution.",
               "Net pay is transferred on the payment date."]
    withheld = set(text_stems("withheld"))
    assert [f.label for f in choose_fields("What was withheld from EMP-1?", withheld, fields,
                                           context=context)] == ["Deductions"]
    assert choose_fields("What was invoiced to EMP-1?", set(text_stems("invoiced")), fields, context=context) == []
