"""An invoice whose addressee box on the left is set larger than the column of fields on the right, so their
lines fall between each other and never share one: the box is read as one field, its larger lines are no
headings, the right column's pairs are fields, and a letterhead set in capitals names the issuer without
being asked for. The PDF is generated here (fpdf2) in a layout neither shipped corpus uses."""

from pathlib import Path

import pytest
from fpdf import FPDF

from tally.agent.offline.doc_lines import labelled_fields
from tally.ingest.convert import convert
from tally.ingest.pipeline import ingest_paths
from tally.ingest.settings import Settings
from tests.offline_support import offline_asker

NUMBER = "KTR-5521"
BOX = ["Orla Brennan", "14 Harbour View", "Dunmore East"]
RIGHT = [("Issued", "3 March 2026"), ("Account", "CU-208"), ("Van", "Transit LWB"), ("Payable by", "2 April 2026")]


def _invoice(path: Path) -> None:
    pdf = FPDF()
    pdf.add_page()
    pdf.set_font("Helvetica", style="B", size=16)
    pdf.set_xy(12, 10)
    pdf.cell(0, 8, "KITTERING TOOL RENTALS LTD")
    pdf.set_font("Helvetica", size=8)
    pdf.set_xy(12, 19)
    pdf.cell(0, 5, "Unit 3, Quarry Lane Works, Tramore - hire desk 051 330 118")
    pdf.set_font("Helvetica", style="B", size=9)
    pdf.set_xy(12, 32)
    pdf.cell(40, 5, "Deliver to:")
    pdf.set_xy(120, 32)
    pdf.cell(25, 5, "Hire No.")
    pdf.set_xy(150, 32)
    pdf.cell(40, 5, NUMBER)
    pdf.set_font("Helvetica", size=10)  # the box larger than the prose, at its own pitch
    for k, line in enumerate(BOX):
        pdf.set_xy(12, 38 + 5.2 * k)
        pdf.cell(80, 5, line)
    pdf.set_font("Helvetica", size=8)
    for k, (label, value) in enumerate(RIGHT):
        pdf.set_xy(120, 39.7 + 6 * k)
        pdf.cell(25, 4, label)
        pdf.set_xy(150, 39.7 + 6 * k)
        pdf.cell(40, 4, value)
    pdf.set_xy(12, 75)
    pdf.multi_cell(180, 4, "Tools are hired by the day; a part day counts as a whole day. Return the tools clean "
                           "or a cleaning charge applies.")
    for k, (label, value) in enumerate((("Hire total", "1,003.66"), ("VAT @ 23%", "230.84"),
                                        ("BALANCE DUE", "1,234.50"))):
        pdf.set_xy(120, 95 + 6 * k)
        pdf.cell(40, 5, label)
        pdf.set_xy(165, 95 + 6 * k)
        pdf.cell(25, 5, value)
    pdf.output(str(path))


def test_the_box_is_one_field_and_its_lines_are_no_headings(tmp_path: Path) -> None:
    path = tmp_path / f"{NUMBER}.pdf"
    _invoice(path)
    doc = convert(path)
    lines = "\n".join(c.text for c in doc.chunks if c.kind == "text").splitlines()
    assert f"Deliver to: {', '.join(BOX)}" in lines
    for label, value in RIGHT:
        assert f"{label}: {value}" in lines
    assert not any(name in crumb for c in doc.chunks for crumb in c.breadcrumbs for name in BOX)


def test_a_label_in_capitals_keeps_its_last_word() -> None:
    # "DUE" is no currency code ahead of the figure, as "EUR" is in "Balance due EUR 10.00"
    fields = labelled_fields(1, "BALANCE DUE 1,234.50\nBalance due EUR 10.00", set())
    assert [(f.label, f.value) for f in fields] == [("BALANCE DUE", "1,234.50"), ("Balance due", "EUR 10.00")]


@pytest.fixture(scope="module")
def ask(tmp_path_factory):
    folder = tmp_path_factory.mktemp("hire")
    _invoice(folder / f"{NUMBER}.pdf")
    settings = Settings(home=folder / "store")
    assert not ingest_paths([folder], settings).failed

    def run(question: str) -> str:
        with offline_asker(settings) as (asker, _stores, _deps):
            return asker(question).answer
    return run


def test_whom_the_invoice_goes_to_is_the_box(ask) -> None:
    answer = ask(f"Who is hire invoice {NUMBER} addressed to?")
    assert "Orla Brennan" in answer and "Hire No" not in answer, answer


def test_the_issuers_name_in_the_question_is_no_field_asked(ask) -> None:
    answer = ask(f"How much do we owe Kittering Tool Rentals on {NUMBER}?")
    assert "1,234.50" in answer and "Quarry Lane" not in answer, answer


def test_two_fields_of_the_right_column(ask) -> None:
    answer = ask(f"Which van is {NUMBER} for, and by when must it be paid?")
    assert "Transit LWB" in answer and "2 April 2026" in answer, answer
