"""Opening and creating one qdrant-edge shard: the lock wait, the vector layout and the payload indexes.

The embedded index (ingest/index/edge.py) keeps two shards under one folder:
- `shard/`: every point that has a dense vector (named dense "dense", cosine) and its BM25 vector;
- `rows/`: points with a BM25 vector only (a big sheet's rows past settings.dense_rows_per_sheet). A shard
  keeps a dense slot for every point, with a vector or not: in one shard, 300,000 such rows grew the
  ingest's memory by ~1 KB a point in float16 (README, Benchmarks), which a sparse-only shard does not pay.
"""

import logging
import time
from pathlib import Path

from qdrant_edge import (
    Distance,
    EdgeConfig,
    EdgeShard,
    EdgeSparseVectorParams,
    EdgeVectorParams,
    HnswIndexConfig,
    Modifier,
    PayloadSchemaType,
    UpdateOperation,
    VectorStorageDatatype,
)

from tally.ingest.errors import ConfigError
from tally.ingest.index.meta import BM25, DENSE, PAYLOAD_FIELDS

_LOCK_POLL_S = 0.2  # how often a waiting process retries a shard another one holds
# Below this many KB of vectors a search the planner expects to match scans them exactly instead of
# walking the HNSW graph. Qdrant's default (10,000 KB) is ~10,000 float16 USE vectors: every search
# carries the caller's groups filter, which matches nearly every point, so a 10k-chunk store scanned
# all its vectors on each query even after optimize() had built the graph (3.4 -> 0.56 ms a dense query
# at 10k; recall@10 0.99 against the exact scan; README, Benchmarks). Shards below optimize_after_points
# have no graph and stay exact whatever this says.
FULL_SCAN_KB = 1000
_log = logging.getLogger(__name__)


def shard_exists(folder: Path) -> bool:
    return (folder / "edge_config.json").is_file()


def load_shard(folder: Path, wait_s: float) -> EdgeShard:
    """Open an existing shard, waiting up to `wait_s` while another process holds its write-ahead log."""
    deadline = time.monotonic() + wait_s
    warned = False
    while True:
        try:
            return EdgeShard.load(str(folder))
        except Exception as exc:  # qdrant-edge raises a bare Exception (e.g. WAL locked)
            held = "WouldBlock" in str(exc)
            if held and time.monotonic() < deadline:
                if not warned:
                    _log.warning("the vector index at %s is in use by another tally process; waiting up to %.0f s "
                                 "(TALLY_LOCK_WAIT_S)", folder, wait_s)
                    warned = True
                time.sleep(_LOCK_POLL_S)
                continue
            if held:
                raise ConfigError(
                    f"cannot open the vector index at {folder}: another tally process holds it"
                    f"{f' (waited {wait_s:.0f} s)' if wait_s else ''}; try again when it ends, "
                    "or run `tally serve` so that every terminal shares the store through it"
                ) from exc
            raise ConfigError(f"cannot open the vector index at {folder}: {exc}") from exc


def create_shard(folder: Path, dim: int | None, float16: bool) -> EdgeShard:
    """A new shard with BM25 (IDF modifier) and keyword payload indexes; with a dense vector of `dim`
    unless `dim` is None (the sparse-only shard of rows)."""
    vectors = None
    if dim is not None:
        # float16 halves the dense storage (every point has a slot in it); an existing shard keeps its type
        datatype = VectorStorageDatatype.Float16 if float16 else None
        vectors = {DENSE: EdgeVectorParams(size=dim, distance=Distance.Cosine, datatype=datatype)}
    config = EdgeConfig(
        vectors=vectors,
        sparse_vectors={BM25: EdgeSparseVectorParams(modifier=Modifier.Idf)},
        hnsw_config=HnswIndexConfig(m=16, ef_construct=100, full_scan_threshold=FULL_SCAN_KB),
    )
    shard = EdgeShard.create(str(folder), config)
    for field in PAYLOAD_FIELDS:
        shard.update(UpdateOperation.create_field_index(field, PayloadSchemaType.Keyword))
    shard.flush()
    return shard
