"""A big sheet is streamed: its late rows' chunks are built, written to the catalog and to the index a
batch at a time (Settings.ingest_batch), and the result is the same store an all-in-memory conversion
gives. A failure or a kill -9 in the middle of those batches leaves the previous version of the file
answerable from both stores.

Real CSV files, real DuckDB catalog and qdrant-edge index, hashing embedder.
"""

import csv
import subprocess
import sys
import textwrap
from pathlib import Path

from tally.ingest import catalog_write
from tally.ingest.convert import convert
from tally.ingest.index.edge import EdgeIndex
from tally.ingest.models import chunk_id_for
from tally.ingest.pipeline import ingest_paths
from tally.ingest.settings import Settings
from tally.ingest.stores import open_stores
from tally.tools.deps import build_deps
from tally.tools.lookup import lookup_key
from tally.tools.sql import run_sql

ROOT = Path(__file__).resolve().parents[1]
ROWS = 700
BATCH = 64
DENSE_ROWS = 40  # sheet rows 2..40 are built up front and embedded; rows 41.. are streamed


def write_orders(path: Path, version: int) -> int:
    """A CSV of ROWS orders whose amounts depend on `version`; returns the sum of the amounts."""
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(["Order ID", "Customer", "Note", "Amount"])
        for i in range(1, ROWS + 1):
            writer.writerow([f"SO-{i:06d}", f"Customer {i % 17}", f"ships with PO-{version}{i:05d}", i * version])
    return sum(i * version for i in range(1, ROWS + 1))


def _settings(home: Path, **extra) -> Settings:
    return Settings(home=home, embedder="hashing", qdrant_url=None, dense_rows_per_sheet=DENSE_ROWS,
                    ingest_batch=BATCH, **extra)


def _answers(settings: Settings) -> tuple[int, float, str]:
    with open_stores(settings) as stores:
        deps = build_deps(stores, ["public"])
        table = stores.catalog.tables(["public"])[0].name
        count, total = run_sql(deps, f'SELECT count(*), sum("amount") FROM "{table}"').rows[0]
        found = lookup_key(deps, "SO-000650")
        return count, total, found.rows[0].text if found.rows else ""


def test_a_big_sheet_is_written_in_batches_and_equals_the_in_memory_conversion(tmp_path, monkeypatch):
    path = tmp_path / "orders.csv"
    amount = write_orders(path, 1)
    written: list[int] = []
    real_insert = catalog_write._insert_chunks
    monkeypatch.setattr(catalog_write, "_insert_chunks",
                        lambda con, doc, chunks: (written.append(len(chunks)), real_insert(con, doc, chunks)))
    upserted: list[int] = []
    real_upsert = EdgeIndex.upsert
    monkeypatch.setattr(EdgeIndex, "upsert", lambda self, points: (upserted.append(len(points)), real_upsert(self, points)))
    settings = _settings(tmp_path / "store")
    report = ingest_paths([path], settings)
    assert not report.failed
    chunks = ROWS + 1  # every row and the summary
    assert report.ok[0].chunks == chunks and report.ok[0].dense == DENSE_ROWS  # summary + sheet rows 2..40
    assert max(written) <= BATCH and sum(written) == chunks and len(written) >= chunks // BATCH
    assert max(upserted) <= BATCH and sum(upserted) == chunks

    eager = convert(path)  # every chunk built in memory, as before streaming
    with open_stores(settings) as stores:
        doc = stores.catalog.documents()[0]
        stored = stores.catalog.chunks_for_doc(doc.id, ["public"])
        assert doc.chunk_count == chunks and stores.index.count_for_doc(doc.id) == chunks
        assert set(stores.index.ids_for_doc(doc.id)) == {c.id for c in stored}
        assert [c.text for c in stored] == [c.text for c in eager.chunks]
        assert [[k.model_dump() for k in c.keys] for c in stored] == [[k.model_dump() for k in c.keys] for c in eager.chunks]
        assert [c.location.row for c in stored] == [c.location.row for c in eager.chunks]
        ids = [chunk_id_for(doc.id, p) for p in range(chunks)]
        assert [c.id for c in stored] == ids and [c.position for c in stored] == list(range(chunks))
        assert [c.prev_id for c in stored] == [None, *ids[:-1]] and [c.next_id for c in stored] == [*ids[1:], None]
        assert len({c.content_hash for c in stored}) == chunks
    count, total, row = _answers(settings)
    assert (count, total) == (ROWS, amount) and "Customer 4" in row  # 650 % 17 == 4


def test_a_failure_midway_through_the_batches_leaves_the_previous_version(tmp_path, monkeypatch):
    path = tmp_path / "orders.csv"
    first = write_orders(path, 1)
    settings = _settings(tmp_path / "store")
    assert not ingest_paths([path], settings).failed
    before = _answers(settings)
    write_orders(path, 2)
    calls = []
    real_keys = catalog_write._insert_keys

    def failing_keys(con, doc, chunks, linked):
        calls.append(len(chunks))
        if len(calls) == 5:  # four batches of the new version are already in the transaction
            raise OSError("No space left on device")
        return real_keys(con, doc, chunks, linked)

    monkeypatch.setattr(catalog_write, "_insert_keys", failing_keys)
    report = ingest_paths([path], settings)
    assert len(report.failed) == 1 and "No space left" in report.failed[0].error
    assert _answers(settings) == before and before[:2] == (ROWS, first)
    with open_stores(settings) as stores:
        doc = stores.catalog.documents()[0]
        assert doc.status == "stale" and doc.chunk_count == ROWS + 1
        assert stores.index.count_for_doc(doc.id) == ROWS + 1


_KILLED = textwrap.dedent(
    """
    import os, signal, sys
    from pathlib import Path
    from tally.ingest import catalog_write
    from tally.ingest.pipeline import ingest_paths
    from tally.ingest.settings import Settings

    real, calls = catalog_write._insert_chunks, []

    def insert_then_die(con, doc, chunks):
        real(con, doc, chunks)
        calls.append(1)
        if len(calls) == 6:
            os.kill(os.getpid(), signal.SIGKILL)

    catalog_write._insert_chunks = insert_then_die
    settings = Settings(home=Path(sys.argv[1]), embedder="hashing", qdrant_url=None, dense_rows_per_sheet=int(sys.argv[2]),
                        ingest_batch=int(sys.argv[3]))
    ingest_paths([Path(sys.argv[4])], settings)
    sys.exit(3)  # never killed: the test is wrong
    """
)


def test_kill_9_in_the_middle_of_the_batches_then_the_next_ingest(tmp_path):
    path = tmp_path / "orders.csv"
    first = write_orders(path, 1)
    settings = _settings(tmp_path / "store")
    assert not ingest_paths([path], settings).failed
    second = write_orders(path, 2)
    child = subprocess.run([sys.executable, "-c", _KILLED, str(settings.home), str(DENSE_ROWS), str(BATCH), str(path)],
                           cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert child.returncode == -9, child.stderr[-2000:]
    assert _answers(settings)[:2] == (ROWS, first)  # the transaction died with the process
    report = ingest_paths([path], settings)
    assert not report.failed and _answers(settings)[:2] == (ROWS, second)
    with open_stores(settings) as stores:
        doc = stores.catalog.documents()[0]
        assert doc.status == "ok" and stores.index.count() == doc.chunk_count == ROWS + 1
