"""PDF conversion with real pdfplumber on the generated sample PDFs and on bad files."""

import random
import sys
from pathlib import Path

import pytest
from fpdf import FPDF

from tally.ingest.convert import convert
from tally.ingest.errors import ConversionError
from tally.ingest.models import normalise_key


@pytest.fixture(scope="module")
def generator(sample_dir):
    """The sample generator: the source of truth for what the PDFs contain."""
    sys.path.insert(0, str(sample_dir.parent))
    import make_sample

    return make_sample


@pytest.fixture(scope="module")
def march(sample_dir):
    return convert(sample_dir / "salary_register_2026_03.pdf")


def test_register_table_is_stitched_across_the_page_break(march, generator):
    expected = generator.register(3)
    assert march.pages == 2 and march.title == "Salary Register - March 2026"
    assert len(march.tables) == 1, "the page-2 continuation must join the page-1 table"
    table = march.tables[0]
    assert table.pages == (1, 2)
    assert table.headers == ["Employee ID", "Employee Name", "Department", "Gross Pay", "Deductions", "Net Pay"]
    assert len(table.rows) == len(expected) == 26  # repeated header and the Total row are not data
    assert [row[0] for row in table.rows] == [p.employee_id for p in expected]
    assert table.rows[-1][0] == "EMP-1027"
    assert sum(row[5] for row in table.rows) == pytest.approx(sum(p.net for p in expected))
    assert "Employee ID" in table.key_columns


def test_every_employee_id_survives_into_chunks_and_keys(march, generator):
    expected = {p.employee_id for p in generator.register(3)}
    table_chunks = [c for c in march.chunks if c.kind == "table"]
    text = "\n".join(c.text for c in table_chunks)
    assert all(emp in text for emp in expected)
    keyed = {k.value for c in table_chunks for k in c.keys if k.name == "Employee ID"}
    assert keyed == expected
    by_page = {c.location.page_start: c for c in table_chunks}
    assert set(by_page) == {1, 2}
    assert "EMP-1002" in by_page[1].text and "EMP-1027" in by_page[2].text


def test_table_chunks_are_rows_with_the_header_kept(march, generator):
    for chunk in (c for c in march.chunks if c.kind == "table"):
        lines = chunk.text.splitlines()
        assert lines[0] == "Employee ID | Employee Name | Department | Gross Pay | Deductions | Net Pay"
        assert all(line.count(" | ") == 5 for line in lines)
    page_one = next(c for c in march.chunks if c.kind == "table" and c.location.page_start == 1)
    assert len(page_one.text.splitlines()) == 1 + generator.REGISTER_ROWS_PAGE_1


def test_prose_is_kept_per_page_under_its_headings(march):
    texts = [c for c in march.chunks if c.kind == "text"]
    assert any("Pay period: 1-31 March 2026" in c.text and c.location.page_start == 1 for c in texts)
    approval = next(c for c in texts if "approved by Viktor Horvat" in c.text)
    assert approval.breadcrumbs[-1] == "Approval" and approval.location.page_start == 2
    assert "page 1 of 2" not in "\n".join(c.text for c in march.chunks)  # running footer dropped


def test_february_register_lacks_the_march_joiner(sample_dir, generator):
    february = convert(sample_dir / "salary_register_2026_02.pdf")
    rows = february.tables[0].rows
    assert len(rows) == len(generator.register(2)) == 25
    assert "EMP-1027" not in {row[0] for row in rows}


def test_three_invoices_are_distinct_documents_keyed_by_number(sample_dir, generator):
    invoices = generator.invoices()
    docs = [convert(sample_dir / f"invoice_{inv['number']}.pdf") for inv in invoices]
    assert len({d.id for d in docs}) == len({d.sha256 for d in docs}) == 3
    for doc, inv in zip(docs, invoices):
        norms = {k.norm for c in doc.chunks for k in c.keys}
        others = {normalise_key(i["number"]) for i in invoices if i is not inv}
        assert normalise_key(inv["number"]) in norms and not norms & others
        assert normalise_key(inv["order"]["Order ID"]) in norms
        labelled = {k.name for c in doc.chunks for k in c.keys if k.value == inv["number"]}
        assert "Invoice No" in labelled
        assert all(normalise_key(inv["number"]) in {k.norm for k in c.keys} for c in doc.chunks)


def test_unruled_invoice_table_is_found_from_word_positions(sample_dir, generator):
    inv = generator.invoices()[1]
    doc = convert(sample_dir / f"invoice_{inv['number']}.pdf")
    assert len(doc.tables) == 1
    table = doc.tables[0]
    assert table.headers == ["Description", "Qty", "Unit Price (EUR)", "Amount (EUR)"]
    order = inv["order"]
    assert table.rows == [
        [order["Product"], order["Qty"], order["Unit Price"], pytest.approx(order["Qty"] * order["Unit Price"])],
        ["Delivery charge", 1, inv["delivery"], inv["delivery"]],
    ]
    chunk = next(c for c in doc.chunks if c.kind == "table")
    assert chunk.text.splitlines()[0] == "Description | Qty | Unit Price (EUR) | Amount (EUR)"
    totals = next(c for c in doc.chunks if "Total due" in c.text)
    assert "Subtotal" in totals.text.splitlines()[0]  # label/value lines are not run together


def test_prose_pdf_headings_from_type_size(sample_dir, generator):
    doc = convert(sample_dir / "travel_expense_policy.pdf")
    assert doc.title == "Travel and Expense Policy" and doc.pages == 2
    assert doc.tables == [] and {c.kind for c in doc.chunks} == {"text"}  # justified prose is no table
    sections = {c.breadcrumbs[-1]: c for c in doc.chunks}
    for n, (heading, paragraphs) in enumerate(generator.EXPENSE_POLICY, start=1):
        chunk = sections[f"{n}. {heading}"]
        assert chunk.breadcrumbs == ["Travel and Expense Policy", f"{n}. {heading}"]
        assert chunk.text == "\n\n".join(paragraphs)  # wrapped lines rejoined, paragraphs kept
        assert chunk.location.page_start == (1 if n < 4 else 2)


def _encrypted(path: Path) -> None:
    pdf = FPDF()
    pdf.add_page()
    pdf.set_font("Helvetica", size=12)
    pdf.cell(0, 10, "Confidential payroll")
    pdf.set_encryption(owner_password="owner-pass", user_password="user-pass")
    pdf.output(str(path))


def _no_text(path: Path) -> None:
    pdf = FPDF()
    pdf.add_page()
    pdf.rect(20, 20, 100, 60)
    pdf.output(str(path))


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda p: p.write_bytes(random.Random(7).randbytes(4096)), "corrupt or unreadable PDF"),
        (lambda p: p.write_bytes((Path(__file__).parents[1] / "data/sample/invoice_INV-2026-0041.pdf")
                                 .read_bytes()[:700]), "corrupt or unreadable PDF"),
        (_encrypted, "encrypted PDF"),
        (lambda p: p.write_bytes(b""), "empty file"),
        (_no_text, "no extractable text"),
    ],
    ids=["random-bytes", "truncated", "encrypted", "empty", "no-text"],
)
def test_bad_pdfs_raise_one_line_naming_the_file(tmp_path, make, message):
    path = tmp_path / "broken.pdf"
    make(path)
    with pytest.raises(ConversionError) as caught:
        convert(path)
    text = str(caught.value)
    assert text.startswith(str(path)) and message in text and "\n" not in text
