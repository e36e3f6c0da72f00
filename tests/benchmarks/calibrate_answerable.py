"""Answerability of search questions: for each question of golden sets that is answered from passages
(or must be refused), the share of its words the context covers (IDF-weighted, as the extractive
composer weighs them) and the best candidate sentence's cosine with the question under the store's
embedder. agent/offline/extractive.py refuses when coverage < MIN_COVERAGE, or when a word is missing
and the best sentence's cosine < MIN_MEANING; a question with no word written like the documents'
(another language) needs OTHER_LANGUAGE_MIN. Place those on DEV splits only; run test splits to report.

    python tests/benchmarks/calibrate_answerable.py data/golden/frappe.jsonl data/golden/frappe-dev-answers.jsonl \
        --corpus ../shared/corpora/frappe-books-docs/docs [--home DIR]
"""

import argparse
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tally.agent.evaluate.golden import load_golden  # noqa: E402
from tally.agent.offline.extractive import (  # noqa: E402
    MIN_COVERAGE, MIN_MEANING, OTHER_LANGUAGE_MIN, _coverage, _weights, score_units, similarities)
from tally.agent.offline.units import context_units  # noqa: E402
from tally.agent.offline.vocabulary import question_words  # noqa: E402
from tally.ingest.pipeline import ingest_paths  # noqa: E402
from tally.ingest.settings import Settings  # noqa: E402
from tally.ingest.stores import open_stores  # noqa: E402
from tally.tools.deps import build_deps  # noqa: E402
from tally.tools.search import search_documents  # noqa: E402

TABLE_KINDS = {"table_count", "table_sum", "table_argmax", "exact_id", "key_lookup", "cross_table"}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("golden", nargs="+", type=Path)
    parser.add_argument("--corpus", type=Path, required=True)
    parser.add_argument("--home", type=Path, help="an existing store of the corpus (default: ingest into a temp dir)")
    args = parser.parse_args()
    print(f"MIN_COVERAGE {MIN_COVERAGE}  MIN_MEANING {MIN_MEANING}  OTHER_LANGUAGE_MIN {OTHER_LANGUAGE_MIN}")
    with tempfile.TemporaryDirectory(prefix="tally-answerable-") as tmp:
        home = args.home or Path(tmp)
        settings = Settings(home=home)
        if args.home is None:
            ingest_paths([args.corpus], settings)
        with open_stores(settings) as stores:
            deps = build_deps(stores, ["public"])
            embed = stores.embedder.embed_documents
            for golden in args.golden:
                for q in load_golden(golden):
                    if q.kind in TABLE_KINDS and not q.must_refuse:
                        continue
                    items = search_documents(deps, q.question).items
                    units, words = context_units(items), question_words(q.question)
                    coverage = _coverage(units, _weights(units, words)) if units and words else 0.0
                    scored = score_units(q.question, "concept", items, None) if words else None
                    texts = [units[i].text for i, s in enumerate(scored[1]) if s > 0] if scored else \
                        [u.text for u in units]
                    sims = similarities(q.question, texts, embed) or [0.0]
                    label = "REFUSE" if q.must_refuse else "answer"
                    print(f"{q.id:6} {label:6} coverage {coverage:4.2f} best sentence {max(sims):5.2f}  "
                          f"{q.question[:70]}")


if __name__ == "__main__":
    main()
