"""A document is never `ok` unless all its points are in the index, whatever stage an ingest is killed at.

Each round changes a large CSV (so the run re-processes it) and runs a real ingest subprocess that
kill -9's itself (SIGKILL: no cleanup, no flush) at one stage: after converting, after embedding, inside
the catalog transaction, between the catalog commit and the index write, in the middle of the index
write (after its first upsert batches), before deleting stale points, before marking the document `ok`,
and before the run's final flush; and once more while the next run's reconcile repairs the damage. The next ordinary `ingest` must leave points == chunks for every
document, every document `ok`, and no point of a document the catalog does not know.

Real files, real DuckDB, the real embedded Qdrant shard. The kill points wrap the real functions inside
the child process only; nothing in the parent is replaced.
"""

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tally.ingest.pipeline import ingest_paths
from tally.ingest.settings import Settings
from tally.ingest.stores import open_stores

ROOT = Path(__file__).resolve().parents[1]

_KILLED_INGEST = textwrap.dedent(
    """
    import os, signal, sys
    from pathlib import Path
    from tally.ingest import catalog_write, pipeline
    from tally.ingest.index.edge import EdgeIndex
    from tally.ingest.settings import Settings

    stage, home, paths = sys.argv[1], Path(sys.argv[2]), [Path(p) for p in sys.argv[3:]]

    def die():
        os.kill(os.getpid(), signal.SIGKILL)

    def kill_after(function):
        def wrapped(*args, **kwargs):
            result = function(*args, **kwargs)
            die()
            return result
        return wrapped

    def kill_before(function):
        def wrapped(*args, **kwargs):
            die()
        return wrapped

    real_upsert = EdgeIndex.upsert

    def half_upsert(self, points):
        real_upsert(self, points[: len(points) // 2])  # several write batches reach the log, then the kill
        die()

    hook = None
    if stage == "convert":
        pipeline.convert = kill_after(pipeline.convert)
    elif stage == "embed":
        hook = lambda doc: die()
    elif stage == "catalog-transaction":
        catalog_write.insert_document = kill_after(catalog_write.insert_document)
    elif stage == "before-index":
        pipeline._replace_points = kill_before(pipeline._replace_points)
    elif stage == "index-write":
        EdgeIndex.upsert = half_upsert
    elif stage == "stale-delete":
        EdgeIndex.delete = kill_before(EdgeIndex.delete)
    elif stage == "before-ok":
        pipeline._replace_points = kill_after(pipeline._replace_points)
    elif stage == "flush":
        EdgeIndex.flush = kill_before(EdgeIndex.flush)
    settings = Settings(home=home, embedder="hashing", qdrant_url=None)
    pipeline.ingest_paths(paths, settings, before_swap=hook)
    sys.exit(3)  # the kill point was never reached: the test is wrong
    """
)

# One round per stage, then a round of two kills: the second child is killed while its reconcile rewrites
# the points the first left half-written. "stale-delete" comes on an odd round: the file shrinks there,
# so the new version has points to delete.
STAGES = [["convert"], ["embed"], ["catalog-transaction"], ["before-index"], ["stale-delete"], ["index-write"],
          ["before-ok"], ["flush"], ["index-write", "index-write"]]


COMMITTED = {"before-index", "stale-delete", "index-write", "before-ok"}


def write_orders(path: Path, version: int) -> None:
    """A different CSV each round; odd rounds are shorter, so the next version has stale points to delete."""
    rows = 1400 if version % 2 == 0 else 1100
    lines = ["order_id,customer,region,amount"]
    lines += [f"SO-{version:02d}{i:05d},Customer {i % 97} v{version},{('north', 'south', 'east')[i % 3]},{i * 7 + version}"
              for i in range(rows)]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def assert_index_matches_catalog(settings: Settings) -> None:
    with open_stores(settings) as stores:
        docs = stores.catalog.documents()
        assert docs
        for doc in docs:
            assert doc.status == "ok", (doc.path, doc.status, doc.error)
            chunk_ids = {c.id for c in stores.catalog.chunks_for_doc(doc.id, doc.groups)}
            assert len(chunk_ids) == doc.chunk_count
            assert chunk_ids == set(stores.index.ids_for_doc(doc.id)), doc.path
        assert stores.index.count() == sum(d.chunk_count for d in docs)


@pytest.mark.parametrize("rounds", [STAGES])
def test_kill_9_at_every_stage_then_the_next_ingest_leaves_points_equal_to_chunks(tmp_path, sample_dir, rounds):
    orders = tmp_path / "docs" / "orders.csv"
    orders.parent.mkdir()
    guide = sorted(sample_dir.glob("**/*.md"))[0]
    files = [orders, guide]
    settings = Settings(home=tmp_path / "store", embedder="hashing", qdrant_url=None)
    write_orders(orders, 0)
    assert not ingest_paths(files, settings).failed
    for version, stages in enumerate(rounds, start=1):
        write_orders(orders, version)
        for stage in stages:
            child = subprocess.run(
                [sys.executable, "-c", _KILLED_INGEST, stage, str(settings.home), *map(str, files)],
                capture_output=True, text=True, cwd=ROOT,
            )
            assert child.returncode == -9, (stage, child.returncode, child.stderr[-2000:])
        report = ingest_paths(files, settings)
        assert not report.failed, (stages, report.failed)
        # killed after the catalog committed the new version: the repair is reported, from the catalog
        repaired = [r.path for r in report.reconciled.repaired]
        assert repaired == ([str(orders.resolve())] if stages[-1] in COMMITTED else []), (stages, repaired)
        assert_index_matches_catalog(settings)
        with open_stores(settings) as stores:  # the latest version is what is indexed
            doc = stores.catalog.document_by_path(str(orders.resolve()))
            assert any(f"SO-{version:02d}00000" in c.text for c in stores.catalog.chunks_for_doc(doc.id, doc.groups))
