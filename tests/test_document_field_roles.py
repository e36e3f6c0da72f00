"""A document's fields by the role they play (EN 16931-1 business terms, document_roles.tsv): when a
document was issued is its bare "Date" (not the date of another thing it names), and a passive "what was
<verb>ed" asks for its item, not for who did the verb ("Packer", "Approved by")."""

import pytest

from tally.agent.offline.doc_fields import choose_fields
from tally.agent.offline.doc_lines import Field
from tally.agent.offline.document_roles import label_roles
from tally.agent.offline.lookup_thing import names_doer
from tally.agent.offline.units import text_stems

CREDIT_NOTE = [Field(1, "Credit note no.", "CN-7-03"), Field(1, "Date", "04 November 2025"),
               Field(1, "Against docket", "DKT-100"), Field(1, "Docket date", "03 November 2025"),
               Field(1, "Approved by", "Helena Braithwaite")]
LOT = [Field(2, "Lot", "L-019"), Field(2, "Date", "05/11/2025"), Field(2, "Product", "Pear & Fig"),
       Field(2, "Line", "Line 1"), Field(2, "Packer", "TV"), Field(2, "Crates", "120")]


def _asked(question: str) -> set[str]:
    return set(text_stems(question)) - {"credit", "note", "lot", "what", "when", "was"}


def test_a_bare_date_is_the_date_a_document_was_issued():
    assert "issu" in label_roles("Date") and "issu" in label_roles("Invoice date")
    assert not label_roles("Docket date") and not label_roles("Delivery date") & {"issu"}


@pytest.mark.parametrize("question", ["When was credit note CN-7-03 issued?", "When was credit note CN-7-03 raised?"])
def test_when_a_document_was_issued_is_its_date(question):
    chosen = choose_fields(question, _asked(question), CREDIT_NOTE)
    assert chosen and chosen[0].label == "Date", chosen


def test_what_was_done_is_the_item_not_who_did_it():
    assert names_doer("Packer", "pack") and names_doer("Approved by", "approv") and not names_doer("Product", "pack")
    question = "What was packed in lot L-019?"
    chosen = choose_fields(question, _asked(question), LOT)
    assert [f.label for f in chosen] == ["Product"], chosen


TOTALS = [Field(3, "Goods, ex VAT", "349.66"), Field(3, "VAT at 20%", "69.93"), Field(3, "TOTAL DUE", "419.59"),
          Field(3, "Rep", "Devika Shah")]


def test_a_label_saying_what_its_figure_is_without_does_not_answer_for_that():
    # "what was the VAT" has no passive participle ("the"), and "Goods, ex VAT" is the goods without VAT
    question = "What was the VAT on invoice SBI-2370?"
    assert [f.label for f in choose_fields(question, {"vat"}, TOTALS)] == ["VAT at 20%"]
    question = "What were the goods ex VAT on invoice SBI-2370?"
    assert choose_fields(question, set(text_stems("goods")), TOTALS)[0].label == "Goods, ex VAT"


def test_who_did_something_is_answered_by_a_doer_label_and_its_verb_names_no_field():
    fields = [Field(1, "Attn", "Tobias Quenby"), *CREDIT_NOTE]
    question = "Who signed off credit note CN-7-03, and which docket was it raised against?"
    chosen = [f.label for f in choose_fields(question, _asked(question) - {"cn-7-03"}, fields)]
    assert "Approved by" in chosen and "Against docket" in chosen and "Attn" not in chosen


def test_by_what_date_asks_the_date_a_label_says_is_due():
    fields = [Field(1, "Borrower", "Stowford Heritage Centre"), Field(1, "Loan from", "02 June 2026"),
              Field(1, "Return due", "16 January 2027")]
    question = "Who is borrowing the items on loan L-1, and by what date must they come back?"
    chosen = [f.label for f in choose_fields(question, _asked(question) - {"l-1", "loan"}, fields)]
    assert "Return due" in chosen and "Loan from" not in chosen
