"""Answerability of search questions, per golden question and as a threshold sweep.

For each question answered from passages (or that must be refused) it prints what the offline composer
weighs: the share of its words the context covers (IDF-weighted), the best candidate sentence's cosine
under the store's embedder (agent/offline/extractive.py: MIN_COVERAGE, MIN_MEANING,
OTHER_LANGUAGE_MIN), and the question's specific words that no visible document mentions, each with the
general-language log-probability of its base form (word_rarity.lemma_logp; agent/offline/answerable.py:
refused when one is <= SALIENT_LOGP).
Then it sweeps SALIENT_LOGP over the DEV files only: questions that must be refused and would be (caught)
against answerable ones that would be (lost). Test files (`*-test*`) are printed for reporting and never
enter the sweep: place thresholds on dev only.

    python tests/benchmarks/calibrate_answerable.py data/golden/frappe.jsonl \\
        data/golden/frappe-dev-answers.jsonl data/golden/frappe-dev-refusals.jsonl \\
        --corpus ../shared/corpora/frappe-books-docs/docs [--home DIR]
"""

import argparse
import sys
import tempfile
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tally.agent.evaluate.golden import load_golden  # noqa: E402
from tally.agent.evaluate.suite import split_of  # noqa: E402
from tally.agent.offline import answerable  # noqa: E402
from tally.agent.offline.word_rarity import lemma_logp  # noqa: E402
from tally.agent.offline.extractive import (  # noqa: E402
    EVERYDAY_LOGP, MIN_COVERAGE, MIN_MEANING, OTHER_LANGUAGE_MIN, _coverage, _weights, score_units, similarities)
from tally.agent.offline.units import context_units  # noqa: E402
from tally.agent.offline.vocabulary import question_words  # noqa: E402
from tally.ingest.pipeline import ingest_paths  # noqa: E402
from tally.ingest.settings import Settings  # noqa: E402
from tally.ingest.stores import open_stores  # noqa: E402
from tally.tools.deps import build_deps  # noqa: E402
from tally.tools.mentions import mentioned_terms  # noqa: E402
from tally.tools.search import search_documents  # noqa: E402

TABLE_KINDS = {"table_count", "table_sum", "table_argmax", "exact_id", "key_lookup", "cross_table"}
_WIDE = -9.0  # list every unmentioned word at least this specific, so the sweep can place the threshold


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("golden", nargs="+", type=Path)
    parser.add_argument("--corpus", type=Path, required=True)
    parser.add_argument("--home", type=Path, help="a store of the corpus, ingested there first when it has none (default: a temp dir)")
    args = parser.parse_args()
    current = answerable.SALIENT_LOGP
    print(f"MIN_COVERAGE {MIN_COVERAGE}  EVERYDAY_LOGP {EVERYDAY_LOGP}  MIN_MEANING {MIN_MEANING}  OTHER_LANGUAGE_MIN {OTHER_LANGUAGE_MIN}  "
          f"SALIENT_LOGP {current}")
    dev: list[tuple[bool, float | None]] = []  # (must refuse, most specific unmentioned word's logp)
    with tempfile.TemporaryDirectory(prefix="tally-answerable-") as tmp:
        home = args.home or Path(tmp)
        settings = Settings(home=home)
        if not settings.catalog_path.is_file():  # a new --home is filled, not searched empty
            ingest_paths([args.corpus], settings)
        with open_stores(settings) as stores:
            deps = build_deps(stores, ["public"])
            embed = stores.embedder.embed_documents
            mentions = partial(mentioned_terms, deps)
            answerable.SALIENT_LOGP = _WIDE
            try:
                for golden in args.golden:
                    split = split_of(golden)
                    for q in load_golden(golden):
                        if q.kind in TABLE_KINDS and not q.must_refuse:
                            continue
                        items = search_documents(deps, q.question).items
                        units, words = context_units(items), question_words(q.question)
                        weights = _weights(units, words) if units and words else {}
                        # Coverage as the composer measures it (everyday words the context lacks left out,
                        # EVERYDAY_LOGP) and with every question word counted, to place both floors.
                        coverage = _coverage(units, weights, q.question) if weights else 0.0
                        every_word = _coverage(units, weights) if weights else 0.0
                        scored = score_units(q.question, "concept", items, None) if words else None
                        texts = [units[i].text for i, s in enumerate(scored[1]) if s > 0] if scored else \
                            [u.text for u in units]
                        sims = similarities(q.question, texts, embed) or [0.0]
                        absent = answerable.unmentioned(q.question, units, mentions)
                        missing = {w: lemma_logp(w) for w in absent}
                        lowest = min((v for v in missing.values() if v is not None), default=None)
                        if split == "dev":
                            dev.append((q.must_refuse, lowest))
                        label = "REFUSE" if q.must_refuse else "answer"
                        shown = ", ".join(f"{w} {v:.1f}" for w, v in missing.items() if v is not None)
                        print(f"{split:4} {q.id:6} {label:6} coverage {coverage:4.2f} (all words {every_word:4.2f}) best sentence {max(sims):5.2f}  "
                              f"unmentioned [{shown}]  {q.question[:60]}")
            finally:
                answerable.SALIENT_LOGP = current
    _sweep(dev, current)


def _sweep(dev: list[tuple[bool, float | None]], current: float) -> None:
    """Refusals caught vs answerable questions lost by the unmentioned-word rule alone, per threshold."""
    refuse = sum(r for r, _ in dev)
    print(f"\nsweep over {len(dev)} dev questions ({refuse} must be refused):")
    print("SALIENT_LOGP  caught  lost  net")
    step = -10.0
    while step >= -16.0:
        caught = sum(1 for r, low in dev if r and low is not None and low <= step)
        lost = sum(1 for r, low in dev if not r and low is not None and low <= step)
        mark = "  <- current" if abs(step - current) < 1e-9 else ""
        print(f"{step:12.2f}  {caught:4}/{refuse}  {lost:4}  {caught - lost:+4}{mark}")
        step -= 0.25


if __name__ == "__main__":
    main()
