"""search_documents latency (p50 / p95) on the sample store and at 10k and 100k chunks, beside the
vector index's own query time for the same queries.

`sample`: data/sample ingested for real (USE), queried with the golden sample questions. 10k / 100k:
a real store (DuckDB catalog + qdrant-edge index, written through the catalog and index writers the
pipeline uses) filled with synthetic business-prose chunks, 100 per document, each with a unique
reference ID as a key. Queries go through the full tool: USE query embedding, hybrid RRF retrieval,
floor, offline reranker, expansion (siblings, neighbours, key links) and context compression.

Printed per size: the tool's p50 / p95 in `hybrid` and `bm25` mode, process CPU ms per query, the
index's own hybrid query (one fused dense + BM25 request for the same 30 candidates, vectors
precomputed: what the engine alone answers in) and the ratio tool / index, with the load average at
the time. After a build of >= 5,000 points the HNSW graph is built, as the pipeline does
(`--no-optimize` to skip).

Chunk vectors: a pool of distinct synthetic texts is embedded for real with USE; chunk i reuses pool
vector i mod pool with small Gaussian noise (re-normalised). Embedding 100k chunks for real costs
~8 minutes on 2 cores and does not change query cost, which depends on the number and dimension of
vectors, not on where they came from. Sparse (BM25) vectors are computed from each chunk's real text.

Stores are built once into `--store-dir` (default /tmp/tally-bench-stores): `sample/` and
`synthetic-<chunks>/`, each marked complete by a `bench.json`, so a later run (e.g. the coordinator's idle
re-run) measures without rebuilding. A bigger synthetic store starts as a copy of the biggest smaller
one: documents are generated from their number alone, so the copy plus the new documents is the same
store a build from scratch makes. `--rebuild` starts over.

    python tests/benchmarks/bench_search.py [--sizes sample,10000,100000] [--store-dir DIR] [--queries 60]
"""

import argparse
import json
import os
import random
import statistics
import sys
import shutil
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tally.ingest.index.base import IndexPoint  # noqa: E402
from tally.ingest.index.payload import chunk_payload  # noqa: E402
from tally.ingest.keys import make_key  # noqa: E402
from tally.ingest.models import Chunk, Document, Location, doc_id_for  # noqa: E402
from tally.ingest.settings import Settings  # noqa: E402
from tally.ingest.split import finalize  # noqa: E402
from tally.ingest.stores import Stores, open_stores  # noqa: E402
from tally.tools.deps import build_deps  # noqa: E402
from tally.tools.retrieve import index_filter  # noqa: E402
from tally.tools.search import search_documents  # noqa: E402

CHUNKS_PER_DOC = 100
# Bumped whenever what a store holds changes (2: points carry the chunk payload search reads), so a
# kept store from an older build is rebuilt instead of measured.
STORE_VERSION = 2
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


def vector_pool(stores: Stores, size: int, store_dir: Path) -> np.ndarray:
    """The pool of real USE vectors, embedded once and kept beside the stores."""
    saved = store_dir / f"pool-{stores.embedder.name}-{size}.npy"
    if saved.is_file():
        return np.load(saved)
    rng = random.Random(7)
    texts = [chunk_text(rng, f"POOL-{i}") for i in range(size)]
    started = time.perf_counter()
    pool = np.vstack([stores.embedder.embed_documents(texts[i : i + 256]) for i in range(0, size, 256)])
    print(f"embedded a pool of {size} texts with {stores.embedder.name} in {time.perf_counter() - started:.1f}s")
    np.save(saved, pool)
    return pool


def add_docs(stores: Stores, pool: np.ndarray, first: int, last: int) -> None:
    s = stores.settings
    for number in range(first, last):
        # seeded by the document's number alone: any build order gives the same store
        rng, nprng = random.Random(number), np.random.default_rng(number)
        doc = make_doc(rng, number, stores.embedder.count_tokens, stores.embedder.max_tokens, s.token_margin)
        picks = pool[nprng.integers(0, len(pool), len(doc.chunks))]
        noisy = picks + nprng.normal(0, 0.02, picks.shape).astype(np.float32)
        noisy /= np.linalg.norm(noisy, axis=1, keepdims=True)
        points = [
            IndexPoint.model_construct(
                id=c.id, dense=noisy[i].tolist(), sparse=stores.sparse.encode_document(c.embedding_text()),
                doc_id=doc.id, kind=c.kind, groups=list(doc.groups), payload=chunk_payload(c),
            )
            for i, c in enumerate(doc.chunks)
        ]
        stores.catalog.replace_document(doc, [])  # the same writers the pipeline's swap uses
        stores.index.upsert(points)
        if (number + 1) % 100 == 0:
            print(f"  {(number + 1) * CHUNKS_PER_DOC} chunks written", flush=True)


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


def measure(settings: Settings, runs: dict[str, list[str]]) -> dict:
    """Tool latency per mode, CPU per query, and the index's own query time for the hybrid queries.
    `runs`: the questions for "warm-up", "hybrid" and "bm25" (the synthetic sizes use three different
    sets, so no timed search finds its own chunks already read and tokenised by an earlier one)."""
    out: dict = {"load_before": _load()}
    with open_stores(settings) as stores:
        deps = build_deps(stores, ["public"])
        for q in runs["warm-up"]:  # model load, document records, caches a serving process has
            search_documents(deps, q)
        for mode in ("hybrid", "bm25"):
            qs = runs[mode]
            cpu = time.process_time()
            times = [_ms(search_documents, deps, q, mode=mode) for q in qs]
            out[mode] = (statistics.median(times), _p(times, 0.95), (time.process_time() - cpu) * 1000 / len(qs))
        qs = runs["hybrid"]
        s, flt = stores.settings, index_filter(deps, None, None)
        vectors = [(stores.embedder.embed_query(q).tolist(), stores.sparse.encode_query(q)) for q in qs]

        def index_only(dense, sparse) -> None:  # the engine's own hybrid query: one fused request
            stores.index.query(dense=dense, sparse=sparse, mode=s.fusion, limit=s.candidates_per_mode,
                               candidates=s.candidates_per_mode, flt=flt, rrf_k=s.rrf_k)

        index_ms = [_ms(index_only, d, sp) for d, sp in vectors]
        out["index"] = (statistics.median(index_ms), _p(index_ms, 0.95))
        out["embed"] = statistics.median(_ms(stores.embedder.embed_query, q) for q in qs)
        out["chunks"] = stores.index.count()
    out["load_after"] = _load()
    return out


def _marker(home: Path) -> dict | None:
    marker = home / "bench.json"
    return json.loads(marker.read_text(encoding="utf-8")) if marker.is_file() else None


def _mark(home: Path, **facts) -> None:
    (home / "bench.json").write_text(json.dumps(facts), encoding="utf-8")


def sample_store(store_dir: Path) -> tuple[Settings, list[str]]:
    from tally.ingest.pipeline import ingest_paths

    home = store_dir / "sample"
    settings = Settings(home=home)
    if (_marker(home) or {}).get("version") != STORE_VERSION:
        shutil.rmtree(home, ignore_errors=True)
        report = ingest_paths([ROOT / "data" / "sample"], settings)
        assert not report.failed, report.failed
        _mark(home, source="data/sample", version=STORE_VERSION)
    golden = ROOT / "data" / "golden" / "sample.jsonl"
    return settings, [json.loads(line)["question"] for line in golden.read_text(encoding="utf-8").splitlines() if line.strip()]


def synthetic_store(store_dir: Path, size: int, pool_size: int, optimize: bool) -> Settings:
    """A store of `size` synthetic chunks, built (or extended from a smaller one) unless already there."""
    home = store_dir / f"synthetic-{size}"
    settings = Settings(home=home)
    if (_marker(home) or {}).get("chunks") == size and _marker(home).get("version") == STORE_VERSION:
        return settings
    shutil.rmtree(home, ignore_errors=True)
    smaller = sorted(
        (m["chunks"], d) for d in store_dir.glob("synthetic-*")
        if (m := _marker(d)) and m.get("pool") == pool_size and m.get("version") == STORE_VERSION and m["chunks"] < size
    )
    built = 0
    if smaller:
        built, source = smaller[-1]
        shutil.copytree(source, home)
        (home / "bench.json").unlink()
        print(f"extending a copy of {source} ({built} chunks)")
    started, cpu = time.perf_counter(), time.process_time()
    with open_stores(settings, read_only=False) as stores:
        pool = vector_pool(stores, pool_size, store_dir)
        add_docs(stores, pool, built // CHUNKS_PER_DOC, size // CHUNKS_PER_DOC)
        if optimize and stores.index.count() >= settings.optimize_after_points:
            stores.index.optimize()
    took, cpu_s = time.perf_counter() - started, time.process_time() - cpu
    print(f"built {size} chunks at {home} in {took:.0f}s (cpu {cpu_s:.0f}s)")
    _mark(home, chunks=size, pool=pool_size, optimized=optimize, version=STORE_VERSION)
    return settings


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="sample,10000,100000")
    parser.add_argument("--store-dir", type=Path, default=Path(tempfile.gettempdir()) / "tally-bench-stores")
    parser.add_argument("--rebuild", action="store_true", help="delete the stores in --store-dir and build them again")
    parser.add_argument("--pool", type=int, default=4000)
    parser.add_argument("--queries", type=int, default=60)
    parser.add_argument("--no-optimize", action="store_true", help="do not build the HNSW graph after a large build")
    args = parser.parse_args()
    sizes = args.sizes.split(",")
    store_dir: Path = args.store_dir
    if args.rebuild:
        shutil.rmtree(store_dir, ignore_errors=True)
    store_dir.mkdir(parents=True, exist_ok=True)
    print(f"stores in {store_dir} (kept for re-runs; --rebuild to start over)")
    rows = []
    if "sample" in sizes:
        settings, qs = sample_store(store_dir)
        rows.append(measure(settings, {"warm-up": qs[:5], "hybrid": qs, "bm25": qs}))
        _print(rows[-1])
    for size in sorted(int(x) for x in sizes if x != "sample"):
        settings = synthetic_store(store_dir, size, args.pool, not args.no_optimize)
        docs = size // CHUNKS_PER_DOC
        runs = {name: queries(random.Random(f"{name}-{size}"), docs, args.queries)
                for name in ("warm-up", "hybrid", "bm25")}
        rows.append(measure(settings, runs))
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
