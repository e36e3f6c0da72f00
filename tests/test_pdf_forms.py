"""Form-like PDF layouts are read as fields: a ruled grid of label/value pairs is not a data table, and
labelled boxes side by side ("Bill to" beside "Remit to"), or one box beside a column of fields, are not run
together line by line.

The PDFs are generated here with fpdf2 in a layout neither shipped corpus uses (a work-order header with
labels and values alternating across four columns; "Deliver to" and "Pay to" boxes side by side).
"""

from pathlib import Path

from fpdf import FPDF

from tally.ingest.convert import convert
from tally.ingest.convert.pdf_forms import is_form_grid, is_label

GRID = [["Order ref", "WO-7731", "Raised on", "12 May 2026"],
        ["Cost centre", "CC-118", "Needed by", "30 May 2026"],
        ["Approver", "Dana Okafor", "Priority", "High"]]
LINES = [["Part", "Qty", "Unit cost", "Line total"],
         ["Hinge, brass", "12", "3.40", "40.80"],
         ["Door closer", "2", "58.00", "116.00"]]


def _work_order(path: Path) -> None:
    pdf = FPDF()
    pdf.add_page()
    pdf.set_font("Helvetica", style="B", size=15)
    pdf.cell(0, 9, "Marrowfield Estates Ltd   WORK ORDER")
    pdf.ln(12)
    pdf.set_font("Helvetica", size=9)
    with pdf.table(col_widths=(30, 45, 30, 45), first_row_as_headings=False) as table:
        for row in GRID:
            cells = table.row()
            for cell in row:
                cells.cell(cell)
    pdf.ln(6)
    boxes = [("Deliver to", "Pay to"), ("Kestrel Clinic", "Marrowfield Estates Ltd"),
             ("14 Orchard Lane", "Bank ref MEL-CLR"), ("Harwick HW3 9QT", "Sort code 20-41-77")]
    for left, right in boxes:
        pdf.cell(95, 6, left)
        pdf.cell(95, 6, right)
        pdf.ln(6)
    pdf.ln(6)
    with pdf.table(col_widths=(60, 20, 35, 35)) as table:
        for row in LINES:
            cells = table.row()
            for cell in row:
                cells.cell(cell)
    pdf.output(str(path))


def test_a_label_value_grid_becomes_fields_and_the_item_table_stays_a_table(tmp_path: Path) -> None:
    path = tmp_path / "WO-7731.pdf"
    _work_order(path)
    doc = convert(path)
    assert [t.headers for t in doc.tables] == [LINES[0]]  # the grid's first pair is no table's header
    assert len(doc.tables[0].rows) == 2
    text = "\n".join(c.text for c in doc.chunks if c.kind == "text")
    for row in GRID:
        for label, value in zip(row[::2], row[1::2], strict=True):
            assert f"{label}: {value}" in text.splitlines()


def test_side_by_side_boxes_are_read_box_by_box(tmp_path: Path) -> None:
    path = tmp_path / "WO-7731.pdf"
    _work_order(path)
    lines = "\n".join(c.text for c in convert(path).chunks if c.kind == "text").splitlines()
    assert "Deliver to: Kestrel Clinic, 14 Orchard Lane, Harwick HW3 9QT" in lines
    assert "Pay to: Marrowfield Estates Ltd, Bank ref MEL-CLR, Sort code 20-41-77" in lines
    assert not any("Kestrel Clinic Marrowfield" in line for line in lines)


def test_a_labelled_box_beside_a_column_of_fields_is_read_as_a_box(tmp_path: Path) -> None:
    path = tmp_path / "KL-3310.pdf"
    pdf = FPDF()
    pdf.add_page()
    pdf.set_font("Helvetica", size=10)
    rows = [("Send to:", "Statement KL-3310"), ("Orchard Lane Surgery", "Dated: 3 March 2026"),
            ("Attn Priya Sandhu, Practice Manager", "Settle by: 2 April 2026"),
            ("9 Orchard Lane, Harwick HW2 4QT", "Account: OLS-22")]
    for left, right in rows:
        pdf.cell(100, 6, left)
        pdf.cell(90, 6, right)
        pdf.ln(6)
    pdf.output(str(path))
    lines = "\n".join(c.text for c in convert(path).chunks if c.kind == "text").splitlines()
    assert "Send to: Orchard Lane Surgery, Attn Priya Sandhu, Practice Manager, 9 Orchard Lane, Harwick HW2 4QT" in lines
    assert "Dated: 3 March 2026" in lines and "Statement KL-3310" in lines
    assert not any(line.startswith("Send to: Statement") for line in lines)


def test_a_data_table_whose_first_row_is_its_header_is_no_form() -> None:
    # names in the first column, figures in the second: a table of records with a header row
    assert not is_form_grid([["Name", "Age", "Team", "Start"], ["Ana Diaz", "34", "Ops", "2021"]])
    # a grid of more rows than a document header holds is a table, whatever its cells are
    assert not is_form_grid([[f"Label {chr(65 + i)}", f"{i}"] for i in range(20)])
    assert is_form_grid([["Invoice No.", "QX-1", "Date", "1 May"], ["Account", "QX", "Terms", "net 30"]])
    # a last row that fills only its first pair is still a form ("Policy no. | HPI-77 | | ")
    assert is_form_grid([["Referral no.", "RF-1", "Date", "1 May"], ["Policy no.", "HPI-77", "", ""]])
    assert not is_form_grid([["Referral no.", "RF-1", "Date", "1 May"], ["", "HPI-77", "", ""]])


def test_labels_are_short_words_without_figures() -> None:
    assert is_label("Bill to") and is_label("Invoice No.") and is_label("Ship to:")
    assert not is_label("Sort code 40-22-17")
    assert not is_label("The balance is due within thirty days of issue.")


def _dispatch_note(path: Path) -> None:
    """A bare "Ship to" label (no colon) over an address, beside a ruled grid of fields whose rows share the
    address lines' baselines or fall between them."""
    pdf = FPDF()
    pdf.add_page()
    pdf.set_font("Helvetica", style="B", size=14)
    pdf.cell(0, 9, "Brackwater Joinery   DISPATCH NOTE")
    pdf.set_font("Helvetica", size=9)
    for k, (label, value) in enumerate((("Note no.", "DN-5520"), ("Dispatched", "4 May 2026"),
                                        ("Carrier", "Fenmoor Haulage"), ("Packages", "3"))):
        pdf.set_xy(120, 30 + 8 * k)
        pdf.cell(30, 8, label, border=1)
        pdf.cell(40, 8, value, border=1)
    pdf.set_font("Helvetica", style="B", size=9)
    pdf.set_xy(15, 32)
    pdf.cell(60, 6, "Ship to")
    pdf.set_font("Helvetica", size=9)
    for k, line in enumerate(("Tamsin Hollis Design", "Unit 4, Kiln Yard", "Ashby Road", "Lowfield LF2 8PN")):
        pdf.set_xy(15, 38 + 5.5 * k)
        pdf.cell(60, 8 if k == 0 else 5.5, line)
    pdf.output(str(path))


def test_a_bare_label_box_beside_a_grid_of_fields_keeps_every_address_line(tmp_path: Path) -> None:
    path = tmp_path / "DN-5520.pdf"
    _dispatch_note(path)
    lines = "\n".join(c.text for c in convert(path).chunks if c.kind == "text").splitlines()
    assert "Ship to: Tamsin Hollis Design, Unit 4, Kiln Yard, Ashby Road, Lowfield LF2 8PN" in lines, lines
    assert "Dispatched: 4 May 2026" in lines and "Carrier: Fenmoor Haulage" in lines
