"""A statement of account in a layout neither earlier corpus has: the client's address on the left and
"Label:" / value pairs on the right of the same lines, a balance brought forward above the table and a
"Balance due at <date> EUR <amount>" line below it. The fields are read as fields, and the balance due
of a client named in the question comes from that client's statement (found through the client's
number in a clients workbook). Files written here; answers computed from what was written."""

from pathlib import Path

import pytest
from fpdf import FPDF

from tally.agent.offline.doc_lines import _TRAILING_FIGURE
from tally.ingest.convert import convert
from tally.ingest.pipeline import ingest_paths
from tally.ingest.settings import Settings
from tests.offline_support import offline_asker, write_workbook

CLIENTS = [["Client No.", "Client", "Town", "Account Type"],
           ["AC-7001", "Harlow Mill Stables", "Ennerby", "Equine"],
           ["AC-7002", "Quarry Lane Kennels", "Ostwick", "Boarding"]]
BALANCES = {"AC-7001": ("212.40", "1,905.75"), "AC-7002": ("0.00", "318.20")}
VISITS = [["Visit ID", "Visit Date", "Client No.", "Fee (EUR)", "Paid"],
          ["VS-1", "2026-08-14", "AC-7001", 55, "yes"], ["VS-2", "2026-09-02", "AC-7002", 80, "no"],
          ["VS-3", "2026-09-20", "AC-7002", 42, "yes"]]


def _statement(path: Path, number: str, client: str, town: str) -> None:
    opening, due = BALANCES[number]
    pdf = FPDF()
    pdf.add_page()
    pdf.set_font("Helvetica", style="B", size=15)
    pdf.cell(0, 9, "Fernhill Animal Clinics   STATEMENT")
    pdf.ln(14)
    pdf.set_font("Helvetica", size=10)
    for left, label, value in ((client, "Account:", number), (town, "Statement date:", "30 September 2026"),
                               ("Tel. 0144 200 311", "Period:", "1 July 2026 to 30 September 2026")):
        pdf.cell(100, 6, left)
        pdf.cell(35, 6, label)
        pdf.cell(50, 6, value)
        pdf.ln(6)
    pdf.ln(6)
    pdf.set_font("Helvetica", size=9)
    pdf.cell(150, 6, "Balance brought forward at 1 July 2026")
    pdf.cell(35, 6, f"EUR {opening}")
    pdf.ln(10)
    with pdf.table(col_widths=(30, 30, 70, 30)) as table:
        for row in (["Date", "Reference", "Details", "Charges"], ["14 Aug 2026", "VS-1", "Check-up", "55.00"]):
            cells = table.row()
            for cell in row:
                cells.cell(cell)
    pdf.ln(6)
    pdf.cell(150, 6, "Balance due at 30 September 2026")
    pdf.cell(35, 6, f"EUR {due}")
    pdf.ln(10)
    pdf.multi_cell(0, 5, f"Please settle within 30 days and quote {number} as the payment reference.")
    pdf.output(str(path))


@pytest.fixture(scope="module")
def corpus(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("statements")
    write_workbook(folder / "clients.xlsx", CLIENTS)
    write_workbook(folder / "visits.xlsx", VISITS)  # rows carrying the account number too
    for number, client, town, _ in CLIENTS[1:]:
        _statement(folder / f"statement_{number}.pdf", number, client, town)
    return folder


def test_label_value_pairs_beside_an_address_are_fields_and_no_headings(corpus):
    doc = convert(corpus / "statement_AC-7001.pdf")
    lines = [line for c in doc.chunks if c.kind == "text" for line in c.text.splitlines()]
    assert "Account: AC-7001" in lines and "Statement date: 30 September 2026" in lines
    assert "Harlow Mill Stables" in lines  # the address line stays text, not a heading of the fields
    assert not any("Harlow Mill Stables Account" in line for line in lines)


def test_a_balance_line_reckoned_at_a_date_is_a_field():
    match = _TRAILING_FIGURE.match("Balance due at 30 September 2026 EUR 1,905.75")
    assert match and match.group("label") == "Balance due at 30 September 2026"
    assert match.group("value") == "EUR 1,905.75"


def test_the_balance_due_on_a_clients_statement(corpus, tmp_path):
    settings = Settings(home=tmp_path / "store")
    assert not ingest_paths([corpus], settings).failed
    with offline_asker(settings) as (ask, _stores, _deps):
        for number, client, _, _ in CLIENTS[1:]:
            answer = ask(f"What is the balance due on {client}'s statement of account?")
            assert not answer.refused and BALANCES[number][1] in answer.answer, answer.answer
            # the statement's month named in the question still picks the balance line that states it
            answer = ask(f"How much does account {number} owe according to its September statement?")
            assert not answer.refused and BALANCES[number][1] in answer.answer, answer.answer
