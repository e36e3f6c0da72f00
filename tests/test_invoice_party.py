"""Asked who a document is for, the answer is the party it is addressed to: the "Bill to" box, not the
issuer's own remittance box (named in the letterhead) and not an account code. The invoice is generated
here (a label/value grid and two boxes side by side, a layout neither shipped corpus has) and ingested
with the default embedder."""

from pathlib import Path

import pytest
from fpdf import FPDF

from tally.agent.offline.doc_fields import _owned
from tally.agent.offline.doc_lines import Field
from tally.agent.offline.field_types import value_type
from tally.ingest.pipeline import ingest_paths
from tally.ingest.settings import Settings
from tests.offline_support import offline_asker

ISSUER = "Halloway Grounds Care Ltd"
CUSTOMERS = {"HGC-4410": "Pennant Leisure Trust", "HGC-4411": "Ostley Primary School"}


def _invoice(path: Path, number: str, customer: str) -> None:
    pdf = FPDF()
    pdf.add_page()
    pdf.set_font("Helvetica", style="B", size=15)
    pdf.cell(0, 9, f"{ISSUER}   INVOICE")
    pdf.ln(12)
    pdf.set_font("Helvetica", size=9)
    with pdf.table(col_widths=(30, 45, 30, 45), first_row_as_headings=False) as table:
        for row in (["Invoice No.", number, "Issued", "2 June 2026"], ["Account", customer[:3].upper(), "Terms", "Net 21"]):
            cells = table.row()
            for cell in row:
                cells.cell(cell)
    pdf.ln(6)
    for left, right in (("Bill to", "Remit to"), (customer, ISSUER), ("7 Mill Road", "Sort code 30-11-52"),
                        ("Ostley OS4 1AA", "Account 88120345")):
        pdf.cell(95, 6, left)
        pdf.cell(95, 6, right)
        pdf.ln(6)
    pdf.ln(6)
    with pdf.table(col_widths=(90, 30, 30)) as table:
        for row in (["Service", "Visits", "Amount"], ["Grass cutting", "4", "320.00"]):
            cells = table.row()
            for cell in row:
                cells.cell(cell)
    pdf.ln(6)
    _totals_table(pdf)  # a boxed totals table
    pdf.output(str(path))


TOTALS = (("Total net", "320.00"), ("VAT @ 20%", "64.00"), ("TOTAL DUE", "384.00"))


@pytest.fixture(scope="module")
def ask(tmp_path_factory):
    folder = tmp_path_factory.mktemp("invoices")
    for number, customer in CUSTOMERS.items():
        _invoice(folder / f"{number}.pdf", number, customer)
    settings = Settings(home=folder / "store")
    report = ingest_paths([folder], settings)
    assert not report.failed
    with offline_asker(settings) as (run, _stores, _deps):
        yield run


@pytest.mark.parametrize("question, number", [
    ("Who is invoice HGC-4410 addressed to?", "HGC-4410"),
    ("Who was invoice HGC-4411 made out to?", "HGC-4411"),
])
def test_who_an_invoice_is_for_is_its_bill_to_party(ask, question, number):
    answer = ask(question)
    assert not answer.refused and CUSTOMERS[number] in answer.answer, answer.answer
    assert ISSUER not in answer.answer, answer.answer


def test_asked_whom_it_is_for_and_its_total_both_are_answered(ask):
    answer = ask("Who was invoice HGC-4411 addressed to, and what is the total still due?")
    assert not answer.refused
    assert CUSTOMERS["HGC-4411"] in answer.answer and "384.00" in answer.answer, answer.answer


def test_a_party_box_is_a_name_and_a_code_is_not():
    assert value_type("Pennant Leisure Trust, 7 Mill Road, Ostley OS4 1AA") == "name"
    assert value_type("PEN") is None
    assert value_type("Yes") is None and value_type("N") is None  # a flag names nobody
    assert value_type("Pennant Leisure Trust") == "name"


def test_the_issuers_own_box_is_marked_by_the_letterhead():
    letterhead = f"{ISSUER} invoice".lower()
    assert _owned(Field(1, "Remit to", f"{ISSUER}, Sort code 30-11-52"), letterhead).own
    assert not _owned(Field(1, "Bill to", "Pennant Leisure Trust, 7 Mill Road"), letterhead).own


def _ask_about(pdf: FPDF, path: Path, question: str):
    """The offline answer to `question` over a store holding only the PDF written to `path`."""
    pdf.output(str(path))
    settings = Settings(home=path.parent / "store")
    assert not ingest_paths([path], settings).failed
    with offline_asker(settings) as (run, _stores, _deps):
        return run(question)


def test_a_labelled_party_and_the_total_of_a_totals_box_are_both_answered(tmp_path):
    # the party on a labelled line whose value is no bare name ("The Bursar (...)"), the total in a boxed table
    pdf = FPDF()
    pdf.add_page()
    pdf.set_font("Helvetica", size=10)
    for line in (f"{ISSUER}   INVOICE", "Invoice No.: HGC-4420", "Tax point: 9 June 2026",
                 "Invoice to: The Bursar (Ostley Primary School)", "Your order: Order 26/04 - pitches",
                 "Site: Ostley Primary School Address: 7 Mill Road, Ostley OS4 1AA", "Terms: Net 21"):
        pdf.cell(0, 7, line)
        pdf.ln(7)
    _totals_table(pdf)
    answer = _ask_about(pdf, tmp_path / "HGC-4420.pdf",
                        "Who is Halloway's invoice HGC-4420 addressed to, and what is the total still due?")
    assert "The Bursar (Ostley Primary School)" in answer.answer and "384.00" in answer.answer, answer.answer


def test_a_party_box_beside_the_number_answers_whom_it_is_made_out_to(tmp_path):
    # "Invoice to:" over an address on the left, the invoice number and dated fields on the right; a bank line
    # further down reads like a name, the addressee's box like an address
    pdf = FPDF()
    pdf.add_page()
    pdf.set_font("Helvetica", size=10)
    for left, right in (("Invoice to:", "Invoice HGC-4430"), ("Ostley 104 Radio Trust", "Issued: 9 June 2026"),
                        ("FAO Maren Holt, Treasurer", "Payment due by: 9 July 2026"),
                        ("7 Mill Road, Ostley OS4 1AA", "Job ref: Job 26-88 / verges")):
        pdf.cell(100, 7, left)
        pdf.cell(90, 7, right)
        pdf.ln(7)
    pdf.ln(6)
    _totals_table(pdf)
    pdf.ln(6)
    pdf.cell(0, 7, "Bank: Kestrel Mutual, sort code 60-22-41, account 31840276.")
    answer = _ask_about(pdf, tmp_path / "HGC-4430.pdf",
                        "Who is Halloway's invoice HGC-4430 made out to, and what is the total still due?")
    assert "Maren Holt" in answer.answer and "384.00" in answer.answer, answer.answer
    assert "Kestrel Mutual" not in answer.answer


def test_a_customer_ref_is_the_customers_code_not_the_customer():
    # asked which customer, a "Customer ref" line names the customer's code: it neither answers nor stops the
    # addressee block from answering; asked the ref, it does
    from tally.agent.offline.doc_fields import choose_fields, holds_a_code
    from tally.agent.offline.doc_parties import names_a_field

    ref, box = Field(1, "Customer ref", "OBC-07"), Field(1, "Bill to", "Ostley Bowls Club")
    which = "Which customer is invoice HGC-4440 made out to?"
    assert holds_a_code("Customer ref", which) and not holds_a_code("Customer ref", "What is its customer ref?")
    assert not names_a_field([ref], {"custom"}, which)
    assert names_a_field([ref], {"custom", "ref"}, "What is the customer ref on invoice HGC-4440?")
    assert choose_fields(which, {"custom"}, [ref, box]) == [box]
    assert choose_fields("What is the customer ref on HGC-4440?", {"custom", "ref"}, [box, ref]) == [ref]


def test_an_amount_asked_with_us_in_it_is_the_named_total_line(ask):
    # "us" is a pronoun, no field name: "charge us" must not stop the VAT line being chosen
    answer = ask("How much VAT are Halloway charging us for HGC-4410?")
    assert not answer.refused and "64.00" in answer.answer, answer.answer


def _line_invoice(path: Path, lines: tuple[str, ...]) -> Settings:
    """A one-page PDF of text lines, ingested into a store beside it (default embedder)."""
    pdf = FPDF()
    pdf.add_page()
    pdf.set_font("Helvetica", size=10)
    for line in lines:
        pdf.cell(0, 7, line)
        pdf.ln(7)
    pdf.output(str(path))
    settings = Settings(home=path.parent / "store")
    assert not ingest_paths([path], settings).failed
    return settings


def test_each_clause_is_answered_with_a_field_of_its_own_type(tmp_path):
    # "how much ... pay" asks an amount and "by what date" a date: the pay clause never takes the date line
    settings = _line_invoice(tmp_path / "BWS-7731.pdf", (
        "Brackwater Seeds Ltd   INVOICE", "Invoice number: BWS-7731", "Invoice date: 16 January 2026",
        "VAT reg. no.: GB 284 1177 36", "Account: GROW-0087", "Customer ref.: Bulk order 2026",
        "Due date: 15 February 2026", "Deliver and invoice to: FAO Seed Store", "Goods at list price 252.75",
        "Less society discount 15% -37.91", "Carriage 7.50", "VAT (zero rate) 0.00", "AMOUNT DUE GBP 222.34"))
    with offline_asker(settings) as (run, _stores, _deps):
        answer = run("How much must we pay Brackwater Seeds for BWS-7731, and by what date?")
    assert "AMOUNT DUE: GBP 222.34" in answer.answer, answer.answer


@pytest.fixture(scope="module")
def works_invoice(tmp_path_factory):
    """An invoice whose party box runs on into a works-order line, with a PO and a deposit taken off."""
    settings = _line_invoice(tmp_path_factory.mktemp("works") / "HGC-5001.pdf", (
        f"{ISSUER}   INVOICE", "Invoice number: HGC-5001", "Invoice date: 3 March 2026",
        "Invoice to: Ostley Primary School, 7 Mill Road Your works order: WO-4410", "Your PO no.: PO-26-0999",
        "Payment due: 2 April 2026", "Insurer: Pennant Mutual Insurance", "Policy no.: PMI-55120",
        "Rep: Daniel Oyelaran", "Attn: Priya Shah", "Approved by: Colin Marsh", "Net 100.00",
        "VAT at 20% 20.00", "Invoice total 120.00", "Less deposit paid -20.00", "Balance due 100.00"))
    with offline_asker(settings) as (run, _stores, _deps):
        yield run


@pytest.mark.parametrize("question, wanted, unwanted", [
    # a label acronym named by the words it abbreviates (Your PO no.)
    ("Which purchase order number does HGC-5001 carry?", ["PO-26-0999"], []),
    # "by when" asks the due date, kept beside the amount
    ("With the deposit taken off, how much is still owed on HGC-5001, and by when?", ["100.00", "2 April 2026"], []),
    # a second label on a line is a field of its own
    ("Which works order is on HGC-5001?", ["Your works order: WO-4410"], ["Invoice to"]),
    # "insurer" is in the Insurer's value too ("... Insurance"): it names the label, not a value
    ("Which insurer is on HGC-5001, and what's the policy number?", ["Pennant Mutual Insurance", "PMI-55120"], []),
    # a label cut short names the long word (Rep)
    ("Which sales representative handles HGC-5001?", ["Daniel Oyelaran"], []),
])
def test_fields_named_in_other_words(works_invoice, question, wanted, unwanted):
    answer = works_invoice(question).answer
    assert all(w in answer for w in wanted) and not any(u in answer for u in unwanted), answer


def _totals_table(pdf: FPDF) -> None:
    with pdf.table(col_widths=(60, 40), first_row_as_headings=False) as table:
        for row in TOTALS:
            cells = table.row()
            for cell in row:
                cells.cell(cell)
