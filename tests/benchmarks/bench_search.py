"""search_documents latency (p50 / p95) on the sample store and at 10k and 100k chunks, beside the
vector index's own query time for the same queries.

`sample`: data/sample ingested for real (USE), queried with the golden sample questions. 10k / 100k:
a real store (DuckDB catalog + qdrant-edge index, written through the catalog and index writers the
pipeline uses) filled with synthetic business-prose chunks, 100 per document, each with a unique
reference ID as a key. Queries go through the full tool: USE query embedding, hybrid RRF retrieval,
floor, offline reranker, expansion (siblings, neighbours, key links) and context compression.

Printed per size: the tool's p50 / p95 in `hybrid` and `bm25` mode, process CPU ms per query, the
index's own hybrid query (the dense + fused requests retrieve() sends, vectors precomputed) and the
ratio tool / index, with the load average at the time. After a build of >= 5,000 points the HNSW graph
is built, as the pipeline does (`--no-optimize` to skip).

Chunk vectors: a pool of distinct synthetic texts is embedded for real with USE; chunk i reuses pool
vector i mod pool with small Gaussian noise (re-normalised). Embedding 100k chunks for real costs
~8 minutes on 2 cores and does not change query cost, which depends on the number and dimension of
vectors, not on where they came from. Sparse (BM25) vectors are computed from each chunk's real text.

    python tests/benchmarks/bench_search.py [--sizes sample,10000,100000] [--pool 4000] [--queries 60]
"""

import argparse
import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tally.ingest.index.base import IndexPoint  # noqa: E402
from tally.ingest.keys import make_key  # noqa: E402
from tally.ingest.models import Chunk, Document, Location, doc_id_for  # noqa: E402
from tally.ingest.settings import Settings  # noqa: E402
from tally.ingest.split import finalize  # noqa: E402
from tally.ingest.stores import Stores, open_stores  # noqa: E402
from tally.tools.deps import build_deps  # noqa: E402
from tally.tools.retrieve import index_filter  # noqa: E402
from tally.tools.search import search_documents  # noqa: E402

CHUNKS_PER_DOC = 100
WORDS = (
    "invoice order payment supplier customer warehouse stock valuation ledger account balance credit limit "
    "approval workflow purchase receipt delivery freight insurance currency exchange rate tax template "
    "discount price list region segment manager employee payroll deduction pension gross net salary "
    "report dashboard filter column export import setting permission role user audit period close "
    "journal entry reconciliation bank statement transfer refund return batch serial item quantity "
    "unit cost average layer margin forecast budget variance department project milestone contract "
    "renewal reminder overdue interest schedule asset depreciation inventory count adjustment location"
).split()


def chunk_text(rng: random.Random, ref: str) -> str:
    sentences = []
    for _ in range(rng.randint(3, 5)):
        words = rng.sample(WORDS, rng.randint(8, 14))
        sentences.append(" ".join(words).capitalize() + ".")
    return f"Reference {ref}. " + " ".join(sentences)


def make_doc(rng: random.Random, number: int, count_tokens, max_tokens: int, margin: float) -> Document:
    path = f"/bench/doc_{number:06d}.md"
    doc_id = doc_id_for(path)
    chunks = []
    for pos in range(CHUNKS_PER_DOC):
        ref = f"REF-{number:06d}-{pos:03d}"
        section = f"Section {pos // 4}"
        chunks.append(
            Chunk(
                id=f"tmp-{pos}", doc_id=doc_id, position=pos, kind=rng.choice(["concept", "screen", "text", "row"]),
                text=chunk_text(rng, ref), breadcrumbs=[f"Doc {number}", section],
                location=Location(section=section), keys=[make_key("Reference", ref)],
            )
        )
    doc = Document(id=doc_id, path=path, type="markdown", title=f"Synthetic document {number}", sha256=str(number), chunks=chunks)
    return finalize(doc, count_tokens, max_tokens, margin)


def vector_pool(stores: Stores, size: int, rng: random.Random) -> np.ndarray:
    texts = [chunk_text(rng, f"POOL-{i}") for i in range(size)]
    started = time.perf_counter()
    pool = np.vstack([stores.embedder.embed_documents(texts[i : i + 256]) for i in range(0, size, 256)])
    print(f"embedded a pool of {size} texts with {stores.embedder.name} in {time.perf_counter() - started:.1f}s")
    return pool


def add_docs(stores: Stores, pool: np.ndarray, first: int, last: int, rng: random.Random, nprng) -> None:
    s = stores.settings
    for number in range(first, last):
        doc = make_doc(rng, number, stores.embedder.count_tokens, stores.embedder.max_tokens, s.token_margin)
        picks = pool[nprng.integers(0, len(pool), len(doc.chunks))]
        noisy = picks + nprng.normal(0, 0.02, picks.shape).astype(np.float32)
        noisy /= np.linalg.norm(noisy, axis=1, keepdims=True)
        points = [
            IndexPoint.model_construct(
                id=c.id, dense=noisy[i].tolist(), sparse=stores.sparse.encode_document(c.embedding_text()),
                doc_id=doc.id, kind=c.kind, groups=list(doc.groups),
            )
            for i, c in enumerate(doc.chunks)
        ]
        stores.catalog.replace_document(doc, [])  # the same writers the pipeline's swap uses
        stores.index.upsert(points)


def queries(rng: random.Random, docs: int, count: int) -> list[str]:
    out = []
    for i in range(count):
        words = rng.sample(WORDS, 4)
        if i % 3 == 2:  # a third name an existing reference ID, exercising ID matching and key links
            out.append(f"what does REF-{rng.randrange(docs):06d}-{rng.randrange(CHUNKS_PER_DOC):03d} say about {words[0]}")
        else:
            out.append(f"how does the {words[0]} {words[1]} affect {words[2]} and {words[3]}")
    return out


def _ms(fn, *args, **kwargs) -> float:
    started = time.perf_counter()
    fn(*args, **kwargs)
    return (time.perf_counter() - started) * 1000


def _p(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def _load() -> str:
    return "/".join(f"{x:.1f}" for x in os.getloadavg())


def measure(settings: Settings, qs: list[str]) -> dict:
    """Tool latency per mode, CPU per query, and the index's own query time for the same queries."""
    out: dict = {"load_before": _load()}
    with open_stores(settings) as stores:
        deps = build_deps(stores, ["public"])
        for q in qs[:5]:  # warm-up: model load, DuckDB caches
            search_documents(deps, q)
        for mode in ("hybrid", "bm25"):
            cpu = time.process_time()
            times = [_ms(search_documents, deps, q, mode=mode) for q in qs]
            out[mode] = (statistics.median(times), _p(times, 0.95), (time.process_time() - cpu) * 1000 / len(qs))
        s, flt = stores.settings, index_filter(deps, None, None)
        vectors = [(stores.embedder.embed_query(q).tolist(), stores.sparse.encode_query(q)) for q in qs]

        def index_only(dense, sparse) -> None:  # what retrieve() asks the index for in hybrid mode
            common = dict(limit=s.candidates_per_mode, candidates=s.candidates_per_mode, flt=flt, rrf_k=s.rrf_k)
            stores.index.query(dense=dense, sparse=None, mode="dense", **common)
            stores.index.query(dense=dense, sparse=sparse, mode=s.fusion, **common)

        index_ms = [_ms(index_only, d, sp) for d, sp in vectors]
        out["index"] = (statistics.median(index_ms), _p(index_ms, 0.95))
        out["embed"] = statistics.median(_ms(stores.embedder.embed_query, q) for q in qs)
        out["chunks"] = stores.index.count()
    out["load_after"] = _load()
    return out


def sample_store(home: Path) -> tuple[Settings, list[str]]:
    from tally.ingest.pipeline import ingest_paths

    settings = Settings(home=home / "sample")
    report = ingest_paths([ROOT / "data" / "sample"], settings)
    assert not report.failed, report.failed
    golden = ROOT / "data" / "golden" / "sample.jsonl"
    return settings, [json.loads(line)["question"] for line in golden.read_text(encoding="utf-8").splitlines() if line.strip()]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="sample,10000,100000")
    parser.add_argument("--pool", type=int, default=4000)
    parser.add_argument("--queries", type=int, default=60)
    parser.add_argument("--no-optimize", action="store_true", help="do not build the HNSW graph after a large build")
    args = parser.parse_args()
    sizes = args.sizes.split(",")
    rng, nprng = random.Random(7), np.random.default_rng(7)
    rows = []
    with tempfile.TemporaryDirectory(prefix="tally-bench-") as home:
        if "sample" in sizes:
            settings, qs = sample_store(Path(home))
            rows.append(measure(settings, qs))
            _print(rows[-1])
        settings = Settings(home=Path(home) / "synthetic")
        pool = None
        built = 0
        for size in [int(x) for x in sizes if x != "sample"]:
            started = time.perf_counter()
            with open_stores(settings, read_only=False) as stores:
                pool = vector_pool(stores, args.pool, rng) if pool is None else pool
                add_docs(stores, pool, built, size // CHUNKS_PER_DOC, rng, nprng)
                if not args.no_optimize and stores.index.count() >= settings.optimize_after_points:
                    stores.index.optimize()
            built = size // CHUNKS_PER_DOC
            print(f"built {built * CHUNKS_PER_DOC} chunks in {time.perf_counter() - started:.0f}s")
            rows.append(measure(settings, queries(rng, built, args.queries)))
            _print(rows[-1])
    print("\n| chunks | hybrid p50 / p95 ms | bm25 p50 / p95 ms | CPU ms/query (hybrid) | index alone p50 / p95 ms"
          " | tool / index (p50) | query embedding ms | load avg (1/5/15 min) |")
    print("|---:|---|---|---:|---|---:|---:|---|")
    for r in rows:
        (h50, h95, hcpu), (b50, b95, _), (i50, i95) = r["hybrid"], r["bm25"], r["index"]
        print(f"| {r['chunks']:,} | {h50:.1f} / {h95:.1f} | {b50:.1f} / {b95:.1f} | {hcpu:.1f} | {i50:.2f} / {i95:.2f}"
              f" | {h50 / i50:.1f}x | {r['embed']:.1f} | {r['load_before']} → {r['load_after']} |")


def _print(r: dict) -> None:
    (h50, h95, hcpu), (b50, b95, bcpu), (i50, i95) = r["hybrid"], r["bm25"], r["index"]
    print(f"{r['chunks']:>7} chunks: hybrid p50 {h50:.1f} p95 {h95:.1f} ms (cpu {hcpu:.1f} ms/q), bm25 p50 {b50:.1f}"
          f" p95 {b95:.1f} ms (cpu {bcpu:.1f}), index {i50:.2f}/{i95:.2f} ms, embed {r['embed']:.1f} ms,"
          f" load {r['load_before']} -> {r['load_after']}", flush=True)


if __name__ == "__main__":
    main()
