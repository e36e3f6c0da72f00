"""The catalog on real DuckDB files: round trips, access groups, typed data tables, atomic swaps,
read-only concurrent readers."""

import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from datetime import date, datetime
from pathlib import Path

import duckdb
import numpy as np
import pytest

from tally.ingest.catalog import Catalog
from tally.ingest.coerce import parse_number
from tally.ingest.errors import ConfigError
from tally.ingest.models import Chunk, Document, Key, Location, TableData, chunk_id_for, normalise_key
from tally.ingest.tables import BuiltTable, TypedColumn, build_table


def _doc(doc_id: str, groups: list[str], rows: list[list], hint: str = "orders_orders", path: str | None = None):
    doc = Document(
        id=doc_id, path=path or f"/data/{doc_id}.xlsx", type="xlsx", title=doc_id, sha256="s" + doc_id,
        groups=groups,
    )
    doc.tables = [
        TableData(
            name_hint=hint, headers=["Order ID", "Customer", "Amount ($)", "Order Date"], rows=rows,
            sheet="Orders", first_row=2, key_columns=["Order ID"],
        )
    ]
    for position, row in enumerate(rows):
        text = "\n".join(f"{h}: {v}" for h, v in zip(doc.tables[0].headers, row, strict=True))
        doc.chunks.append(
            Chunk(
                id=chunk_id_for(doc_id, position), doc_id=doc_id, position=position, kind="row", text=text,
                breadcrumbs=["Orders"], location=Location(sheet="Orders", row=position + 2),
                keys=[Key(name="Order ID", value=row[0], norm=normalise_key(row[0]))], groups=groups,
            )
        )
    return doc


ROWS = [
    ["SO-1", "Acme", "1,200.50", "2026-03-01"],
    ["SO-2", "Beta", "$300", "2026-03-02"],
    ["SO-3", "Acme", "(100.00)", "2026-03-05"],
]


def _write(path: Path, *docs: Document) -> list[list[str]]:
    with Catalog.open(path, read_only=False) as catalog:
        return [catalog.replace_document(d, [build_table(t) for t in d.tables]) for d in docs]


def test_round_trip_keeps_every_chunk_field_and_order(tmp_path):
    doc = _doc("doc_a", ["public"], ROWS)
    split = doc.chunks[0]
    split.part, split.sibling_ids, split.next_id = (1, 2), [split.id, doc.chunks[1].id], doc.chunks[1].id
    split.content_hash = "abc"
    _write(tmp_path / "c.duckdb", doc)
    with Catalog.open(tmp_path / "c.duckdb") as catalog:
        ids = [doc.chunks[2].id, "missing", doc.chunks[0].id]
        got = catalog.chunks(ids, ["public"])
        assert [c.id for c in got] == [doc.chunks[2].id, doc.chunks[0].id]
        assert got[1] == split
        assert [c.position for c in catalog.chunks_for_doc("doc_a", ["public"])] == [0, 1, 2]
        record = catalog.document("doc_a")
        assert record.chunk_count == 3 and record.status == "ok" and record.groups == ["public"]
        assert catalog.document_by_path("/data/doc_a.xlsx").id == "doc_a"


def test_access_groups_filter_every_read(tmp_path):
    _write(tmp_path / "c.duckdb", _doc("doc_hr", ["hr"], ROWS), _doc("doc_pub", ["public"], ROWS, hint="public"))
    with Catalog.open(tmp_path / "c.duckdb") as catalog:
        hr_chunk = chunk_id_for("doc_hr", 0)
        assert [d.id for d in catalog.documents(["public"])] == ["doc_pub"]
        assert catalog.chunks([hr_chunk], ["public"]) == []
        assert catalog.chunks_for_doc("doc_hr", ["public", "sales"]) == []
        assert {h.doc_id for h in catalog.find_keys("so1", ["public"])} == {"doc_pub"}
        assert {h.doc_id for h in catalog.key_values(["public"])} == {"doc_pub"}
        assert [t.name for t in catalog.tables(["public"])] == ["public"]
        assert catalog.table("orders_orders", ["public"]) is None
        # a caller in several groups sees a row that shares any one of them
        assert [c.id for c in catalog.chunks([hr_chunk], ["finance", "hr"])] == [hr_chunk]
        assert catalog.table("orders_orders", ["hr"]).groups == ["hr"]
        assert len(catalog.documents()) == 2  # None = operator view (status, prune)


def test_data_table_is_typed_named_and_described(tmp_path):
    _write(tmp_path / "c.duckdb", _doc("doc_a", ["public"], ROWS))
    with Catalog.open(tmp_path / "c.duckdb") as catalog:
        table = catalog.table("orders_orders", ["public"])
        assert table.row_count == 3 and table.sheet == "Orders" and table.source == "/data/doc_a.xlsx"
        assert [(c.name, c.header, c.type) for c in table.columns] == [
            ("order_id", "Order ID", "VARCHAR"),
            ("customer", "Customer", "VARCHAR"),
            ("amount", "Amount ($)", "DOUBLE"),
            ("order_date", "Order Date", "DATE"),
        ]
        assert table.key_columns == ["order_id"]
        assert table.columns[1].samples == ["Acme", "Beta"]
        con = catalog.connection()
        total, first = con.execute("SELECT sum(amount), min(order_date) FROM orders_orders").fetchone()
        assert total == pytest.approx(1400.50) and first == date(2026, 3, 1)
        assert con.execute("SELECT _row FROM orders_orders ORDER BY _row").fetchall() == [(2,), (3,), (4,)]
        hit = catalog.find_keys("so2", ["public"])[0]
        assert (hit.table_name, hit.row, hit.value) == ("orders_orders", 3, "SO-2")


def test_type_inference_per_column():
    table = TableData(
        name_hint="t",
        headers=["Emp No", "Net Pay", "Hired", "Active", "Seen", "Note", "Note", "", "order"],
        rows=[
            ["00123", "1 234,50", "15.03.2026", True, datetime(2026, 1, 1, 9, 30), "x", 1, 5, "a"],
            [None, None, None, None, None, None, None, None, None],  # blank row inside the data: skipped
            ["00124", "-", "16.03.2026", False, datetime(2026, 1, 2), "n/a", "two", 7, "b"],
        ],
        first_row=5,
    )
    built = build_table(table)
    assert built.row_count == 2 and built.source_rows.tolist() == [5, 7]
    assert [(c.name, c.type) for c in built.columns] == [
        ("emp_no", "VARCHAR"),  # leading zeros: an identifier, not a number
        ("net_pay", "DOUBLE"),
        ("hired", "DATE"),
        ("active", "BOOLEAN"),
        ("seen", "TIMESTAMP"),
        ("note", "VARCHAR"),
        ("note_2", "VARCHAR"),  # ints and text mixed
        ("col_8", "BIGINT"),
        ("order_", "VARCHAR"),  # reserved word made safe
    ]
    assert built.columns[1].nulls.tolist() == [False, True]
    assert built.columns[5].samples == ["x", "n/a"]  # text columns keep "n/a" as written


@pytest.mark.parametrize(
    ("text", "number"),
    [("1,234.50", 1234.5), ("$1,234", 1234), ("(500.00)", -500.0), ("-$5", -5), ("1 234 567", 1234567),
     ("12,5", 12.5), ("€ 3,000.25", 3000.25), ("1,500 руб.", 1500), ("00123", None), ("12%", None),
     ("SO-1", None)],
)
def test_report_style_numbers(text, number):
    assert parse_number(text) == number


def test_table_names_are_unique_across_documents_and_stable_on_reingest(tmp_path):
    path = tmp_path / "c.duckdb"
    names = _write(path, _doc("doc_a", ["public"], ROWS), _doc("doc_b", ["public"], ROWS[:1]))
    assert names == [["orders_orders"], ["orders_orders_2"]]
    assert _write(path, _doc("doc_a", ["public"], ROWS[:2])) == [["orders_orders"]]
    with Catalog.open(path) as catalog:
        assert catalog.table("orders_orders", ["public"]).row_count == 2
        assert catalog.table("orders_orders_2", ["public"]).doc_id == "doc_b"


def test_replace_leaves_no_duplicates_and_delete_drops_everything(tmp_path):
    path = tmp_path / "c.duckdb"
    _write(path, _doc("doc_a", ["public"], ROWS))
    _write(path, _doc("doc_a", ["public"], ROWS[:1], hint="renamed"))
    with Catalog.open(path) as catalog:
        assert len(catalog.chunks_for_doc("doc_a", ["public"])) == 1
        assert [t.name for t in catalog.tables(["public"])] == ["renamed"]
        assert len(catalog.key_values(["public"])) == 1
        existing = {r[0] for r in catalog.connection().execute("SELECT table_name FROM duckdb_tables()").fetchall()}
        assert "orders_orders" not in existing  # the old version's data table was dropped
    with Catalog.open(path, read_only=False) as catalog:
        catalog.delete_document("doc_a")
    with Catalog.open(path) as catalog:
        status = catalog.status()
        assert (status.documents, status.chunks, status.tables, status.keys) == (0, 0, 0, 0)


def test_a_failure_inside_the_swap_rolls_back_to_the_old_version(tmp_path):
    path = tmp_path / "c.duckdb"
    _write(path, _doc("doc_a", ["public"], ROWS))
    new = _doc("doc_a", ["public"], ROWS[:1])
    # A column declared BIGINT holding text: DuckDB's cast fails half-way through the transaction.
    broken = TypedColumn(
        name="n", header="N", type="BIGINT", values=np.array(["x"], dtype=object), nulls=np.array([False]), samples=[]
    )
    bad = BuiltTable(hint="bad", sheet=None, pages=None, row_count=1, columns=[broken],
                     source_rows=np.array([1]), key_columns=[])
    with Catalog.open(path, read_only=False) as catalog, pytest.raises(duckdb.Error):
        catalog.replace_document(new, [build_table(new.tables[0]), bad])
    with Catalog.open(path) as catalog:
        assert len(catalog.chunks_for_doc("doc_a", ["public"])) == 3
        assert catalog.connection().execute("SELECT count(*) FROM orders_orders").fetchone()[0] == 3
        assert catalog.table("bad", ["public"]) is None


def test_readers_are_read_only_sandboxed_and_thread_safe(tmp_path):
    path = tmp_path / "c.duckdb"
    _write(path, _doc("doc_a", ["public"], ROWS))
    with Catalog.open(path) as catalog:
        con = catalog.connection()
        with pytest.raises(duckdb.Error):
            con.execute("DELETE FROM orders_orders")
        with pytest.raises(duckdb.Error):
            con.execute("SELECT * FROM read_csv('/etc/passwd')").fetchall()
        with pytest.raises(duckdb.Error):
            con.execute("SET enable_external_access = true")

        def work(_: int) -> tuple[int, int]:
            cursor = catalog.connection()
            assert cursor is catalog.connection()  # one cursor per thread, reused
            count = cursor.execute("SELECT count(*) FROM orders_orders").fetchone()[0]
            return id(cursor), count + len(catalog.chunks_for_doc("doc_a", ["public"]))

        with ThreadPoolExecutor(4) as pool:
            results = list(pool.map(work, range(200)))
        assert {count for _, count in results} == {6}
        assert len({cursor for cursor, _ in results}) > 1


def test_status_counts_and_failures(tmp_path):
    path = tmp_path / "c.duckdb"
    doc = _doc("doc_a", ["public"], ROWS)
    doc.chunks.append(Chunk(id=chunk_id_for("doc_a", 3), doc_id="doc_a", position=3, kind="summary", text="Sheet"))
    _write(path, doc)
    with Catalog.open(path, read_only=False) as catalog:
        catalog.record_failure("/data/bad.pdf", "/data/bad.pdf: not a PDF")
        catalog.record_failure("/data/bad.pdf", "/data/bad.pdf: still not a PDF")
    with Catalog.open(path) as catalog:
        status = catalog.status()
    assert status.chunks_by_kind == {"row": 3, "summary": 1}
    assert (status.documents, status.tables, status.table_rows, status.keys) == (1, 1, 3, 3)
    assert [f.error for f in status.failures] == ["/data/bad.pdf: still not a PDF"]
    assert status.last_indexed_at is not None


def test_failures_carry_groups_and_older_catalogs_gain_the_column(tmp_path):
    """A catalog written before failures had groups: read-only, its failures are an operator's (groups
    unknown); opened for writing it gains the column, and new failures are shown by group."""
    path = tmp_path / "c.duckdb"
    _write(path, _doc("doc_a", ["public"], ROWS))
    con = duckdb.connect(str(path))
    con.execute("ALTER TABLE tally.failures DROP COLUMN groups")
    con.execute("INSERT INTO tally.failures VALUES ('/data/old.pdf', '/data/old.pdf: not a PDF', now())")
    con.close()
    with Catalog.open(path) as catalog:
        assert [(f.path, f.groups) for f in catalog.failures()] == [("/data/old.pdf", None)]
        assert catalog.status(["public"]).failures == [] and len(catalog.status().failures) == 1
    with Catalog.open(path, read_only=False) as catalog:
        catalog.record_failure("/data/hr/pay.pdf", "/data/hr/pay.pdf: not a PDF", ["hr"])
        catalog.record_failure("/data/pub/menu.pdf", "/data/pub/menu.pdf: not a PDF", ["public"])
    with Catalog.open(path) as catalog:
        assert [f.path for f in catalog.status(["public"]).failures] == ["/data/pub/menu.pdf"]
        assert [f.path for f in catalog.status(["hr", "finance"]).failures] == ["/data/hr/pay.pdf"]
        assert len(catalog.failures()) == 3


def test_tables_written_before_captions_read_without_one_and_gain_the_column(tmp_path):
    path = tmp_path / "c.duckdb"
    _write(path, _doc("doc_a", ["public"], ROWS))
    con = duckdb.connect(str(path))
    con.execute("ALTER TABLE tally.tables DROP COLUMN caption")
    con.close()
    with Catalog.open(path) as catalog:
        assert [t.caption for t in catalog.tables(["public"])] == [None]
    with Catalog.open(path, read_only=False) as catalog:
        assert [t.caption for t in catalog.tables(["public"])] == [None]
    con = duckdb.connect(str(path))
    assert con.execute("SELECT count(*) FROM duckdb_columns() WHERE table_name = 'tables' AND column_name = 'caption'"
                       ).fetchone()[0] == 1
    con.close()


@pytest.mark.parametrize("added", ["gloss", "blank"])
def test_columns_written_before_glosses_read_without_one_and_gain_the_column(tmp_path, added):
    path = tmp_path / "c.duckdb"
    _write(path, _doc("doc_a", ["public"], ROWS))
    con = duckdb.connect(str(path))
    con.execute(f"ALTER TABLE tally.columns DROP COLUMN {added}")
    con.close()
    with Catalog.open(path) as catalog:
        assert {getattr(c, added) for t in catalog.tables(["public"]) for c in t.columns} == {None}
    with Catalog.open(path, read_only=False) as catalog:
        assert {getattr(c, added) for t in catalog.tables(["public"]) for c in t.columns} == {None}
    con = duckdb.connect(str(path))
    assert con.execute("SELECT count(*) FROM duckdb_columns() WHERE table_name = 'columns' AND column_name = ?",
                       [added]).fetchone()[0] == 1
    con.close()


def test_opening_a_missing_catalog_read_only_gives_an_empty_store(tmp_path):
    with Catalog.open(tmp_path / "new" / "c.duckdb") as catalog:
        assert catalog.documents() == [] and catalog.status().documents == 0


def test_a_catalog_held_by_another_process_gives_one_clear_error(tmp_path):
    path = tmp_path / "c.duckdb"
    Catalog.open(path, read_only=False).close()
    holder = subprocess.Popen(
        [sys.executable, "-c", f"import duckdb, time; c = duckdb.connect({str(path)!r}); print('ready', flush=True); "
         "time.sleep(30)"],
        stdout=subprocess.PIPE, text=True,
    )
    try:
        assert holder.stdout.readline().strip() == "ready"
        for read_only in (True, False):
            with pytest.raises(ConfigError, match="in use by another process"):
                Catalog.open(path, read_only=read_only)
    finally:
        holder.kill()
        holder.wait()
