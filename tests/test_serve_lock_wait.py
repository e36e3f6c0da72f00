"""Without a server, a second process waits (bounded) for the embedded vector index instead of failing
at once on its lock, and opens it as soon as the first process lets go."""

import subprocess
import sys
import time

import pytest

from tally.ingest.errors import ConfigError
from tally.ingest.index.base import IndexMeta
from tally.ingest.index.edge import EdgeIndex

HOLD = """
import sys, time
from tally.ingest.index.edge import EdgeIndex
index = EdgeIndex(sys.argv[1])
print("held", flush=True)
time.sleep(float(sys.argv[2]))
index.close()
"""


def _shard(path) -> None:
    index = EdgeIndex(path)
    index.ensure(IndexMeta(embedder="hashing", dim=8))
    index.close()


def _hold(path, seconds: float) -> subprocess.Popen:
    holder = subprocess.Popen([sys.executable, "-c", HOLD, str(path), str(seconds)], stdout=subprocess.PIPE, text=True)
    assert holder.stdout.readline().strip() == "held"
    return holder


def test_waits_for_the_other_process_then_opens(tmp_path):
    _shard(tmp_path / "vectors")
    holder = _hold(tmp_path / "vectors", 1.5)
    started = time.monotonic()
    try:
        index = EdgeIndex(tmp_path / "vectors", wait_s=30)
        waited = time.monotonic() - started
        assert index.count() == 0 and 0.5 < waited < 30
        index.close()
    finally:
        holder.wait(30)


def test_gives_up_after_the_wait_with_one_clear_line(tmp_path):
    _shard(tmp_path / "vectors")
    holder = _hold(tmp_path / "vectors", 20)
    try:
        started = time.monotonic()
        with pytest.raises(ConfigError, match=r"another tally process holds it \(waited 1 s\).*tally serve"):
            EdgeIndex(tmp_path / "vectors", wait_s=1)
        assert time.monotonic() - started >= 1
        with pytest.raises(ConfigError, match="another tally process holds it; try again"):
            EdgeIndex(tmp_path / "vectors", wait_s=0)
    finally:
        holder.kill()
        holder.wait(30)
