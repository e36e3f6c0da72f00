"""The vector index is flushed once per ingest run, not after every file: a process that dies mid-run
must still leave every document it swapped answerable from both stores (the index's write-ahead log
is replayed when it is opened again), and the run's other settings-driven steps behave as documented.

Real files, real DuckDB, the real embedded Qdrant shard; the crash is a real process exit.
"""

import subprocess
import sys
import textwrap
from pathlib import Path

from tally.ingest.pipeline import ingest_paths
from tally.ingest.settings import Settings
from tally.ingest.stores import open_stores

ROOT = Path(__file__).resolve().parents[1]

_CRASHING_INGEST = textwrap.dedent(
    """
    import os, sys
    from pathlib import Path
    sys.path.insert(0, sys.argv[1])
    from tally.ingest.pipeline import ingest_paths
    from tally.ingest.settings import Settings

    swapped = []

    def die_before_the_third(doc):
        swapped.append(doc.path)
        if len(swapped) == 3:
            os._exit(0)  # no final flush, no close: as if the machine lost the process

    settings = Settings(home=Path(sys.argv[2]), embedder="hashing", qdrant_url=None)
    ingest_paths([Path(p) for p in sys.argv[3:]], settings, before_swap=die_before_the_third)
    """
)


def test_documents_swapped_before_a_crash_survive_without_the_final_flush(tmp_path, sample_dir):
    files = sorted(sample_dir.glob("*.pdf"))[:3]
    home = tmp_path / "store"
    subprocess.run([sys.executable, "-c", _CRASHING_INGEST, str(ROOT), str(home), *map(str, files)], check=True)
    settings = Settings(home=home, embedder="hashing", qdrant_url=None)
    with open_stores(settings) as stores:
        docs = stores.catalog.documents()
        assert sorted(d.path for d in docs) == sorted(str(f.resolve()) for f in files[:2])
        for doc in docs:
            catalog_ids = {c.id for c in stores.catalog.chunks_for_doc(doc.id, doc.groups)}
            assert catalog_ids and catalog_ids == set(stores.index.ids_for_doc(doc.id)), doc.path
        assert stores.index.count() == sum(d.chunk_count for d in docs)
    report = ingest_paths(files, settings)  # the next run skips the two and adds the third
    assert len(report.skipped) == 2 and [r.path for r in report.ok] == [str(files[2].resolve())]


def test_run_timings_report_the_flush_and_an_optimize_only_past_the_threshold(tmp_path, sample_dir):
    files = sorted(sample_dir.glob("*.pdf"))[:2]
    small = ingest_paths(files, Settings(home=tmp_path / "a", embedder="hashing", qdrant_url=None))
    assert "flush" in small.run_timings and "optimize" not in small.run_timings
    chunks = sum(r.chunks for r in small.ok)
    settings = Settings(home=tmp_path / "b", embedder="hashing", qdrant_url=None, optimize_after_points=chunks)
    large = ingest_paths(files, settings)
    assert "optimize" in large.run_timings and large.run_cpu.keys() == large.run_timings.keys()
    with open_stores(settings) as stores:
        assert stores.index.count() == chunks
