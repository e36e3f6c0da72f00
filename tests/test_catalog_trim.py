"""After a big swap the writer lowers DuckDB's memory limit for a moment (Catalog.trim_memory). Under
`tally serve` the ingest writes a copy of the catalog (agent/serve/shared_stores.py) while readers query
the current file: two database instances, so the lowered limit never reaches a reader's query."""

import shutil

from tally.ingest.catalog import Catalog

LIMIT = "SELECT current_setting('memory_limit')"
HUNGRY = "SELECT count(DISTINCT i::VARCHAR) FROM range(2000000) t(i)"


def test_the_writers_lowered_limit_does_not_reach_a_reader_of_the_current_file(tmp_path):
    current, copy = tmp_path / "catalog.duckdb", tmp_path / "catalog.next.duckdb"
    Catalog.open(current, read_only=False).close()
    shutil.copyfile(current, copy)
    reader = Catalog.open(current, read_only=True)
    writer = Catalog.open(copy, read_only=False)
    try:
        usual = reader.connection().execute(LIMIT).fetchone()[0]
        during = writer.connection()
        during.execute("SET memory_limit = '64MB'")  # what trim_memory does for a moment
        assert during.execute(LIMIT).fetchone()[0] != usual
        assert reader.connection().execute(LIMIT).fetchone()[0] == usual
        assert reader.connection().execute(HUNGRY).fetchone()[0] == 2_000_000
        during.execute("RESET memory_limit")
        writer.trim_memory()
        assert during.execute(LIMIT).fetchone()[0] == usual  # the trim restores the writer's limit
    finally:
        writer.close()
        reader.close()
