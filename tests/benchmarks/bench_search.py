"""search_documents latency (p50 / p95) at growing store sizes: 1k, 10k, 100k chunks.

The store is real (DuckDB catalog + qdrant-edge index, written through the catalog and index writers
the pipeline uses) and filled with synthetic business-prose chunks, 100 per document, each with a
unique reference ID as a key. Queries are embedded by the offline USE model and go through the full
tool: hybrid RRF retrieval, floor, offline reranker, expansion (siblings, neighbours, key links) and
context compression.

Chunk vectors: a pool of distinct synthetic texts is embedded for real with USE; chunk i reuses pool
vector i mod pool with small Gaussian noise (re-normalised). Embedding 100k chunks for real costs
~8 minutes on 2 cores and does not change query cost, which depends on the number and dimension of
vectors, not on where they came from. Sparse (BM25) vectors are computed from each chunk's real text.

    python tests/benchmarks/bench_search.py [--sizes 1000,10000,100000] [--pool 4000] [--queries 60]
"""

import argparse
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
from tally.tools.retrieve import index_filter, retrieve  # noqa: E402
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


def _ms(fn, *args) -> float:
    started = time.perf_counter()
    fn(*args)
    return (time.perf_counter() - started) * 1000


def measure(settings: Settings, docs: int, n_queries: int, rng: random.Random) -> tuple[float, float, float]:
    with open_stores(settings) as stores:
        deps = build_deps(stores, ["public"])
        qs = queries(rng, docs, n_queries)
        for q in qs[:5]:  # warm-up: model load, DuckDB caches
            search_documents(deps, q)
        in_order = [_ms(search_documents, deps, q) for q in qs]
        slow = [i for i, ms in enumerate(in_order) if ms > 150]
        if slow:
            print(f"          queries over 150 ms (position in run): {slow}")
        times = sorted(in_order)
        # Where the time goes (medians): the query embedding, retrieval (embedding + index queries),
        # and one catalog read of 30 chunks by id.
        flt = index_filter(deps, None, None)
        embed = statistics.median(_ms(stores.embedder.embed_query, q) for q in qs)
        fetched = [[h.id for h in retrieve(deps, q, "hybrid", flt).hits] for q in qs[:20]]
        wide = statistics.median(_ms(retrieve, deps, q, "hybrid", flt) for q in qs[:20])
        read = statistics.median(_ms(stores.catalog.chunks, ids, ["public"]) for ids in fetched)
    p95 = times[min(len(times) - 1, int(round(0.95 * (len(times) - 1))))]
    print(f"          medians: embed {embed:.1f} ms, embed+index {wide:.1f} ms, catalog.chunks(30) {read:.1f} ms")
    return statistics.median(times), p95, max(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="1000,10000,100000")
    parser.add_argument("--pool", type=int, default=4000)
    parser.add_argument("--queries", type=int, default=60)
    parser.add_argument("--optimize", action="store_true", help="build the HNSW graph before measuring")
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    rng, nprng = random.Random(7), np.random.default_rng(7)
    rows = []
    with tempfile.TemporaryDirectory(prefix="tally-bench-") as home:
        settings = Settings(home=Path(home))
        with open_stores(settings, read_only=False) as stores:
            pool = vector_pool(stores, args.pool, rng)
        built = 0
        for size in sizes:
            started = time.perf_counter()
            with open_stores(settings, read_only=False) as stores:
                add_docs(stores, pool, built, size // CHUNKS_PER_DOC, rng, nprng)
                if args.optimize and hasattr(stores.index, "optimize"):
                    stores.index.optimize()
                total = stores.index.count()
            built = size // CHUNKS_PER_DOC
            build_s = time.perf_counter() - started
            p50, p95, worst = measure(settings, built, args.queries, rng)
            rows.append((total, build_s, p50, p95, worst))
            print(f"{total:>7} chunks: built +{build_s:6.1f}s   p50 {p50:6.1f} ms   p95 {p95:6.1f} ms   max {worst:6.1f} ms")
    print("\n| chunks | p50 ms | p95 ms | max ms |\n|---:|---:|---:|---:|")
    for total, _, p50, p95, worst in rows:
        print(f"| {total:,} | {p50:.1f} | {p95:.1f} | {worst:.1f} |")


if __name__ == "__main__":
    main()
