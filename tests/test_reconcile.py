"""Reconcile: `tally status --check` (and the start of every ingest) finds documents whose points differ
from their chunks, repairs them from the catalog, deletes points no document owns, and says what it did.

The damage is done through the index's own write API (points deleted, a stray point added), as a crash
or a half-finished forget would leave it. Real stores, hashing embedder, the real CLI.
"""

import json

from typer.testing import CliRunner

from tally.agent.cli import app
from tally.ingest.index.base import IndexPoint, SparseVector
from tally.ingest.pipeline import ingest_paths
from tally.ingest.settings import Settings
from tally.ingest.stores import open_stores

ORDERS = "order_id,customer,amount\n" + "".join(f"SO-{i},Customer {i},{10 * i}\n" for i in range(40))
GUIDE = "# Approvals\n\nA purchase order above 5,000 needs a second approver.\n\n## Limits\n\nLimits are per user.\n"


def damaged_store(tmp_path) -> tuple[Settings, str]:
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "orders.csv").write_text(ORDERS, encoding="utf-8")
    (tmp_path / "docs" / "guide.md").write_text(GUIDE, encoding="utf-8")
    settings = Settings(home=tmp_path / "store", embedder="hashing", qdrant_url=None)
    assert not ingest_paths([tmp_path / "docs"], settings).failed
    with open_stores(settings, read_only=False) as stores:
        orders = stores.catalog.document_by_path(str((tmp_path / "docs" / "orders.csv").resolve()))
        stores.index.delete(stores.index.ids_for_doc(orders.id)[:7])
        stray = IndexPoint(id="00000000-0000-0000-0000-000000000001", dense=[0.1] * stores.embedder.dim,
                           sparse=SparseVector(indices=[1], values=[1.0]), doc_id="gone", kind="text",
                           groups=["public"])
        stores.index.upsert([stray])
        stores.index.flush()
    return settings, orders.path


def assert_points_equal_chunks(settings: Settings) -> None:
    with open_stores(settings) as stores:
        for doc in stores.catalog.documents():
            assert {c.id for c in stores.catalog.chunks_for_doc(doc.id, doc.groups)} == set(
                stores.index.ids_for_doc(doc.id)), doc.path
        assert stores.index.count() == sum(d.chunk_count for d in stores.catalog.documents())


def test_status_check_repairs_and_reports(tmp_path):
    settings, orders = damaged_store(tmp_path)
    env = {"TALLY_HOME": str(settings.home), "TALLY_EMBEDDER": "hashing"}
    result = CliRunner().invoke(app, ["status", "--check"], env=env)
    assert result.exit_code == 0, result.output
    assert f"{orders}: index repaired (ok before; 7 points written, 0 deleted)" in result.stdout
    assert "deleted 1 points of documents no longer in the catalog" in result.stdout
    assert_points_equal_chunks(settings)
    again = CliRunner().invoke(app, ["status", "--check", "--json"], env=env)
    check = json.loads(again.stdout)["check"]
    assert check["repaired"] == [] and check["orphans_deleted"] == 0 and check["documents"] == 2


def test_status_check_does_not_name_documents_outside_the_callers_groups(tmp_path):
    settings, orders = damaged_store(tmp_path)
    env = {"TALLY_HOME": str(settings.home), "TALLY_EMBEDDER": "hashing"}
    result = CliRunner().invoke(app, ["status", "--check", "--groups", "hr"], env=env)
    assert result.exit_code == 0, result.output
    assert orders not in result.stdout and "repaired 1 document(s) outside your groups" in result.stdout
    assert_points_equal_chunks(settings)


def test_ingest_reconciles_first_and_reports_it(tmp_path):
    settings, orders = damaged_store(tmp_path)
    report = ingest_paths([tmp_path / "docs"], settings)
    assert len(report.skipped) == 2  # the files are unchanged: the repair came from the catalog
    assert [(r.path, r.written, r.deleted) for r in report.reconciled.repaired] == [(orders, 7, 0)]
    assert report.reconciled.orphans_deleted == 1
    assert_points_equal_chunks(settings)
