"""Workbook and CSV conversion with real openpyxl on the generated sample workbooks and on bad files."""

import csv
import json
import random
import shutil
import sys

import pytest
from openpyxl import Workbook

from tally.ingest.convert import convert
from tally.ingest.errors import ConversionError
from tally.ingest.models import normalise_key


@pytest.fixture(scope="module")
def generator(sample_dir):
    """The sample generator: the source of truth for what the workbooks contain."""
    sys.path.insert(0, str(sample_dir.parent))
    import make_sample

    return make_sample


@pytest.fixture(scope="module")
def orders(sample_dir):
    return convert(sample_dir / "orders.xlsx")


def test_orders_row_count_survives_title_merge_and_blank_gap(orders, generator):
    table = next(t for t in orders.tables if t.sheet == "Orders")
    assert len(table.rows) == generator.ORDER_COUNT == 200
    assert table.headers == list(generator.orders()[0])  # header found on row 4, under the merged title
    assert table.first_row == generator.ORDERS_HEADER_ROW + 1
    after_gap = table.row_numbers[generator.ORDERS_GAP_AFTER]
    assert after_gap == generator.ORDERS_HEADER_ROW + 1 + generator.ORDERS_GAP_AFTER + generator.ORDERS_GAP_ROWS
    assert [row[0] for row in table.rows] == [o["Order ID"] for o in generator.orders()]
    assert any("2 blank rows" in w for w in orders.meta["warnings"])


def test_one_row_chunk_per_data_row_with_keys_and_sheet_row(orders, generator):
    rows = [c for c in orders.chunks if c.kind == "row"]
    assert len(rows) == generator.ORDER_COUNT
    first = rows[0]
    expected = generator.orders()[0]
    assert first.text.splitlines()[:3] == [
        f"Order ID: {expected['Order ID']}", "Order Date: 2026-01-02", f"Customer: {expected['Customer']}"
    ]
    assert first.location.sheet == "Orders" and first.location.row == generator.ORDERS_HEADER_ROW + 1
    assert {k.name for k in first.keys} == {"Order ID", "Customer"}
    assert rows[-1].location.row == generator.ORDERS_HEADER_ROW + generator.ORDER_COUNT + generator.ORDERS_GAP_ROWS
    reasons = {c["column"]: c["reason"] for c in orders.meta["key_columns"]["Orders"]}
    assert "IDs" in reasons["Order ID"] and "join column" in reasons["Customer"]


def test_summary_chunk_describes_the_sheet(orders, generator):
    summaries = [c for c in orders.chunks if c.kind == "summary"]
    assert len(summaries) == 1
    text = summaries[0].text
    assert "200 data rows" in text and "Order ID" in text
    assert "dates from 2026-01-02" in text
    assert "values North" in text or "values South" in text or "values East" in text
    qty = sum(o["Qty"] for o in generator.orders())
    assert f"sum {qty:,}" in text


def test_free_text_sheet_becomes_one_text_chunk(orders):
    notes = [c for c in orders.chunks if c.location.sheet == "Notes"]
    assert [c.kind for c in notes] == ["text"]
    assert "Cancelled orders stay in the list" in notes[0].text
    assert not any(t.sheet == "Notes" for t in orders.tables)


def test_customers_merged_region_is_filled_and_empty_sheet_reported(sample_dir, generator, orders):
    doc = convert(sample_dir / "customers.xlsx")
    table = doc.tables[0]
    assert len(table.rows) == len(generator.CUSTOMERS)
    region_of = {c[0]: c[2] for c in generator.CUSTOMERS}
    region = table.headers.index("Region")
    assert all(row[region] == region_of[row[0]] for row in table.rows)
    assert any("'Archive': no data" in w for w in doc.meta["warnings"])
    # the Customer key joins the two workbooks
    customer_norms = {k.norm for c in doc.chunks for k in c.keys if k.name == "Customer"}
    order_norms = {k.norm for c in orders.chunks for k in c.keys if k.name == "Customer"}
    assert order_norms <= customer_norms and len(customer_norms) == len(generator.CUSTOMERS)


def test_csv_with_title_line_and_blank_rows(tmp_path, generator):
    path = tmp_path / "orders_export.csv"
    rows = generator.orders()
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle, delimiter=";")
        writer.writerow(["Orders export"])
        writer.writerow(list(rows[0]))
        for i, order in enumerate(rows):
            writer.writerow([order[h].date().isoformat() if h == "Order Date" else order[h] for h in order])
            if i == 50:
                writer.writerow([])
    doc = convert(path)
    table = doc.tables[0]
    assert doc.type == "csv" and len(table.rows) == len(rows)
    assert table.headers == list(rows[0]) and table.first_row == 3
    assert table.rows[0][5] == rows[0]["Qty"]  # plain numbers become numbers
    assert sum(1 for c in doc.chunks if c.kind == "row") == len(rows)


def test_key_columns_from_folder_config(tmp_path, sample_dir):
    shutil.copy(sample_dir / "orders.xlsx", tmp_path / "orders.xlsx")
    (tmp_path / "tally.json").write_text(json.dumps({"key_columns": {"orders.xlsx": ["Product"]}}))
    doc = convert(tmp_path / "orders.xlsx")
    assert doc.tables[0].key_columns == ["Product"]
    assert doc.meta["key_columns"]["Orders"] == [{"column": "Product", "reason": "configured in tally.json"}]
    row = next(c for c in doc.chunks if c.kind == "row")
    # the configured column keys the row; ID-shaped values in other cells (the order number) still do too
    assert [k.name for k in row.keys] == ["Product", "Order ID"]
    assert "Customer" not in {k.name for k in row.keys}

    (tmp_path / "tally.json").write_text(json.dumps({"key_columns": {"orders.xlsx": ["Invoice Ref"]}}))
    with pytest.raises(ConversionError, match="match no sheet's headers"):
        convert(tmp_path / "orders.xlsx")


def test_row_keys_normalise_for_lookup(orders):
    hits = [c for c in orders.chunks for k in c.keys if k.norm == normalise_key("so-10123")]
    assert len(hits) == 1 and "Order ID: SO-10123" in hits[0].text


def _empty_workbook(path):
    wb = Workbook()
    wb.active.title = "Blank"
    wb.create_sheet("Also blank")
    wb.save(path)


def _header_only_workbook(path):
    wb = Workbook()
    wb.active.append(["Order ID", "Customer", "Total"])
    wb.save(path)


@pytest.mark.parametrize(
    ("name", "make", "message"),
    [
        ("empty.xlsx", _empty_workbook, "no data in any sheet"),
        ("header_only.xlsx", _header_only_workbook, "no data in any sheet"),
        ("random.xlsx", lambda p: p.write_bytes(random.Random(3).randbytes(2048)), "not a readable .xlsx"),
        ("zero.xlsx", lambda p: p.write_bytes(b""), "empty file"),
        ("blank.csv", lambda p: p.write_text("\n\n\n"), "no data in any sheet"),
    ],
)
def test_bad_workbooks_raise_one_line_naming_the_file(tmp_path, name, make, message):
    path = tmp_path / name
    make(path)
    with pytest.raises(ConversionError) as caught:
        convert(path)
    text = str(caught.value)
    assert text.startswith(str(path)) and message in text and "\n" not in text


def test_trailing_empty_columns_are_dropped(tmp_path):
    wb = Workbook()
    ws = wb.active
    ws.append(["Code", "Name", "Amount", None, "   "])
    ws.append(["A-100", "Bolt", 3, None, ""])
    ws.append(["A-101", "Nut", 5, None, " "])
    ws["F3"].number_format = "0.00"  # formatted but empty, as sheets often are
    path = tmp_path / "parts.xlsx"
    wb.save(path)
    table = convert(path).tables[0]
    assert table.headers == ["Code", "Name", "Amount"]
    assert table.rows == [["A-100", "Bolt", 3], ["A-101", "Nut", 5]]


def test_real_wtq_tables_find_their_header_and_keep_every_row(shared_dir):
    """145 real tables (WikiTableQuestions as .xlsx): expected counts come straight from openpyxl. Every
    row is a row chunk; only total lines ("Total", "Subtotal", "Grand total") are flagged as summary lines, which
    SQL keeps beside the table, out of its counts."""
    from openpyxl import load_workbook

    files = sorted((shared_dir / "eval" / "wtq-train-aggregates" / "tables").glob("*.xlsx"))
    assert len(files) >= 100
    left_out = 0
    for path in files:
        sheet = load_workbook(path, read_only=True).worksheets[0]
        numbered = {n: r for n, r in enumerate(sheet.iter_rows(values_only=True), start=1)
                    if any(v not in (None, "") for v in r)}
        doc = convert(path)
        table = doc.tables[0]
        row_numbers = [c.location.row for c in doc.chunks if c.kind == "row"]
        assert len(row_numbers) == len(numbered) - 1, path.name
        assert set(table.summary_rows) <= set(table.row_numbers) == set(row_numbers), path.name
        for n in table.summary_rows:
            label = next(str(v) for v in numbered[n] if isinstance(v, str) and v.strip())
            assert "total" in label.lower(), (path.name, numbered[n])
        left_out += len(table.summary_rows)
        first = next(v for v in numbered[min(numbered)] if v not in (None, ""))
        assert " ".join(str(first).split()) in table.headers, path.name
    assert 0 < left_out < 40
