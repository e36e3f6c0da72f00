"""Query latency of the embedded qdrant-edge index (EdgeIndex) at 1k, 10k and 100k points.

Synthetic points: 512-d Gaussian dense vectors (USE's dimension) and sparse vectors of ~40 terms
drawn from a Zipf distribution over a 30k vocabulary (a natural-language-like term spread, so IDF
and posting lists look realistic); 10% of the points belong to a group the querying caller lacks,
so the access filter does real work. Each query is a fresh random vector plus ~6 Zipf terms, run
through EdgeIndex.query (pydantic in and out included) with 30 candidates per side, limit 10.
Last column: EdgeIndex.fetch of 30 random points by id (each carries a 400-character payload, like the
chunk copy search reads): the read search makes for its candidates.

Latency is reported per mode, first on the shard as written (appendable segments: exact scan),
then after EdgeIndex.optimize() builds the HNSW graph (its build time is printed too).

    python tests/benchmarks/bench_index.py [--sizes 1000,10000,100000] [--queries 200] [--no-optimize]
"""

import argparse
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tally.ingest.index.base import IndexFilter, IndexMeta, IndexPoint, SparseVector  # noqa: E402
from tally.ingest.index.edge import EdgeIndex  # noqa: E402

DIM = 512
VOCAB = 30_000
MODES = ("dense", "bm25", "rrf", "dbsf", "weighted")
COLUMNS = (*MODES, "fetch 30 by id")
_TEXT = "x" * 400
CALLER = IndexFilter(groups=["public"])


def zipf_terms(rng: np.random.Generator, n: int) -> SparseVector:
    terms = np.unique(rng.zipf(1.2, n) % VOCAB)
    return SparseVector(indices=terms.tolist(), values=rng.uniform(0.8, 2.0, len(terms)).round(3).tolist())


def fill(index: EdgeIndex, size: int, rng: np.random.Generator) -> float:
    start = time.perf_counter()
    for base in range(0, size, 2000):
        n = min(2000, size - base)
        dense = rng.standard_normal((n, DIM)).astype(np.float32)
        dense /= np.linalg.norm(dense, axis=1, keepdims=True)
        points = [
            IndexPoint(
                id=str(uuid.UUID(int=base + i + 1)),
                dense=dense[i].tolist(),
                sparse=zipf_terms(rng, 40),
                doc_id=f"doc{(base + i) // 50}",
                kind="text",
                groups=["hr"] if (base + i) % 10 == 0 else ["public"],
                payload={"text": _TEXT},  # a chunk-sized copy, as search keeps in every point
            )
            for i in range(n)
        ]
        index.upsert(points)
    return time.perf_counter() - start


def latencies(index: EdgeIndex, rng: np.random.Generator, queries: int) -> dict[str, tuple[float, float]]:
    asks = [(rng.standard_normal(DIM).tolist(), zipf_terms(rng, 6)) for _ in range(queries)]
    out = {}
    for mode in MODES:
        index.query(dense=asks[0][0], sparse=asks[0][1], mode=mode, limit=10, candidates=30, flt=CALLER)
        times = []
        for dense, sparse in asks:
            start = time.perf_counter()
            index.query(dense=dense, sparse=sparse, mode=mode, limit=10, candidates=30, flt=CALLER)
            times.append((time.perf_counter() - start) * 1000)
        times.sort()
        out[mode] = (statistics.median(times), times[int(0.95 * (len(times) - 1))])
    count = index.count()
    times = []
    for _ in range(queries):  # what search reads for its candidates: 30 points by id, payload and BM25 terms
        ids = [str(uuid.UUID(int=int(i) + 1)) for i in rng.choice(count, 30, replace=False)]
        start = time.perf_counter()
        index.fetch(ids, CALLER)
        times.append((time.perf_counter() - start) * 1000)
    times.sort()
    out[COLUMNS[-1]] = (statistics.median(times), times[int(0.95 * (len(times) - 1))])
    return out


def report(size: int, stage: str, figures: dict[str, tuple[float, float]]) -> None:
    cells = " | ".join(f"{p50:.2f} / {p95:.2f}" for p50, p95 in figures.values())
    print(f"| {size:,} | {stage} | {cells} |", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", default="1000,10000,100000")
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--no-optimize", action="store_true")
    args = parser.parse_args()

    print("EdgeIndex query latency, ms p50 / p95 (limit 10, 30 candidates per side, group filter on)")
    print("| points | shard | " + " | ".join(COLUMNS) + " |")
    print("|---|---|" + "---|" * len(COLUMNS))
    notes = []
    for size in (int(s) for s in args.sizes.split(",")):
        rng = np.random.default_rng(size)
        with tempfile.TemporaryDirectory() as tmp:
            index = EdgeIndex(Path(tmp) / "vectors")
            index.ensure(IndexMeta(embedder="synthetic", dim=DIM))
            fill_s = fill(index, size, rng)
            report(size, "as written", latencies(index, rng, args.queries))
            if not args.no_optimize:
                start = time.perf_counter()
                index.optimize()
                build_s = time.perf_counter() - start
                report(size, "optimized (HNSW)", latencies(index, rng, args.queries))
                notes.append(f"{size:,} points: upsert {fill_s:.1f} s ({size / fill_s:,.0f} points/s), optimize {build_s:.1f} s")
            else:
                notes.append(f"{size:,} points: upsert {fill_s:.1f} s ({size / fill_s:,.0f} points/s)")
            index.close()
    print("\n" + "\n".join(notes))


if __name__ == "__main__":
    main()
