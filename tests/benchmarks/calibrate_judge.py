"""Place MIN_PASSAGE_MEANING: the judge's closeness against the embedder's sentence cosine, as a sweep.

For every how-to question and every question that must be refused in a suite (`data/golden/suite.toml`),
it searches the corpus as the offline engine does and records what the composer's meaning check sees
(agent/offline/extractive.py): the context's coverage of the question's words, that of the asking
sentence, the salient words no document mentions (answerable.py), the best candidate sentence's cosine
under the store's embedder, and the judge's closeness over the context's passages
(ingest/embedders/judge.py). Then, with the word checks as they are, it counts answerable questions
refused and must-refuse questions caught under MIN_MEANING and under each judge threshold: dev sets
place the threshold, test sets are printed beside them for the report only.

    python tests/benchmarks/calibrate_judge.py [--suite data/golden/suite.toml] --stores DIR [--records out.jsonl]

`--stores` holds one store per corpus, named `<corpus>-*` (what `tally eval --out DIR` leaves in DIR/store);
a corpus without one is ingested into a temporary store.
"""

import argparse
import json
import sys
import tempfile
import tomllib
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tally.agent.evaluate.golden import load_golden  # noqa: E402
from tally.agent.evaluate.suite import split_of  # noqa: E402
from tally.agent.offline import answerable  # noqa: E402
from tally.agent.offline.extractive import (  # noqa: E402
    MIN_COVERAGE, MIN_MEANING, _asked_coverage, _coverage, _weights, score_units, similarities)
from tally.agent.offline.judged import MIN_PASSAGE_MEANING  # noqa: E402
from tally.agent.offline.units import context_units  # noqa: E402
from tally.agent.offline.vocabulary import question_words  # noqa: E402
from tally.ingest.embedders.judge import PassageJudge  # noqa: E402
from tally.ingest.pipeline import ingest_paths  # noqa: E402
from tally.ingest.settings import Settings  # noqa: E402
from tally.ingest.stores import open_stores  # noqa: E402
from tally.tools.deps import build_deps  # noqa: E402
from tally.tools.mentions import mentioned_terms  # noqa: E402
from tally.tools.search import search_documents  # noqa: E402

TABLE_KINDS = {"table_count", "table_sum", "table_argmax", "exact_id", "key_lookup", "cross_table"}
THRESHOLDS = [0.80, 0.81, 0.82, 0.83, 0.835, 0.84, 0.845, 0.85, 0.855, 0.86, 0.87]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--suite", type=Path, default=ROOT / "data" / "golden" / "suite.toml")
    parser.add_argument("--stores", type=Path, help="a folder of stores named <corpus>-* to reuse")
    parser.add_argument("--records", type=Path, help="also write one JSON line per question here")
    args = parser.parse_args()
    judge = PassageJudge(threads=1)
    records = []
    for corpus, goldens in _by_corpus(args.suite).items():
        with _store(corpus, args.stores) as settings, open_stores(settings) as stores:
            deps = build_deps(stores, list(settings.default_groups))
            for golden in goldens:
                for q in load_golden(golden):
                    if q.kind in TABLE_KINDS and not q.must_refuse:
                        continue
                    record = _measure(q, deps, stores.embedder.embed_documents, judge)
                    records.append({"set": golden.stem, "split": split_of(golden), **record})
            print(f"{corpus.name}: {sum(1 for r in records if r['set'] in {g.stem for g in goldens})} questions",
                  file=sys.stderr)
    if args.records:
        args.records.write_text("".join(json.dumps(r) + "\n" for r in records))
    _sweep(records)


def _measure(q, deps, embed, judge: PassageJudge) -> dict:
    items = search_documents(deps, q.question).items
    units, words = context_units(items), question_words(q.question)
    record = {"id": q.id, "refuse": q.must_refuse}
    if not units or not words:
        return {**record, "elsewhere": True}  # no context, or another language: other checks decide
    weights = _weights(units, words)
    coverage = _coverage(units, weights, q.question)
    absent = answerable.unmentioned(q.question, units, partial(mentioned_terms, deps))
    scored = score_units(q.question, "concept", items, None)
    texts = [units[i].text for i, score in enumerate(scored[1]) if score > 0] if scored else []
    if coverage < MIN_COVERAGE or absent or not texts:
        return {**record, "refused_before": True}  # by the word checks, whatever the meaning
    passages = [item.text for item in sorted(items, key=lambda i: i.n)]
    return {**record, "refused_before": False, "asked": _asked_coverage(units, weights, q.question, coverage),
            "sentence": max(similarities(q.question, texts[:64], embed)),
            "judge": judge.closeness(q.question, passages)}


def _refused(record: dict, key: str, threshold: float) -> bool:
    if record["refused_before"]:
        return True
    return record["asked"] < 1.0 and record[key] < threshold


def _sweep(records: list[dict]) -> None:
    for split in ("dev", "test"):
        measured = [r for r in records if r["split"] == split and not r.get("elsewhere")]
        answerable_ = [r for r in measured if not r["refuse"]]
        refuse = [r for r in measured if r["refuse"]]
        elsewhere = sum(1 for r in records if r["split"] == split and r.get("elsewhere"))
        print(f"\n{split}: {len(answerable_)} answerable, {len(refuse)} must be refused, {elsewhere} left to other "
              "checks (no context, another language); answerable refused / must-refuse caught:")
        rows = [("sentence", MIN_MEANING, " <- MIN_MEANING")]
        rows += [("judge", t, " <- MIN_PASSAGE_MEANING" if abs(t - MIN_PASSAGE_MEANING) < 1e-9 else "")
                 for t in THRESHOLDS]
        for key, threshold, mark in rows:
            lost = sum(_refused(r, key, threshold) for r in answerable_)
            caught = sum(_refused(r, key, threshold) for r in refuse)
            print(f"  {key:8} {threshold:5.3f}  {lost:4} / {caught:4}{mark}")


def _by_corpus(suite: Path) -> dict[Path, list[Path]]:
    grouped: dict[Path, list[Path]] = {}
    for entry in tomllib.loads(suite.read_text())["set"]:
        grouped.setdefault((suite.parent / entry["corpus"]).resolve(), []).append(suite.parent / entry["golden"])
    return grouped


class _store:
    """Settings of a reusable store of `corpus` under `stores`, or of a temporary one ingested now."""

    def __init__(self, corpus: Path, stores: Path | None) -> None:
        found = sorted(stores.glob(f"{corpus.name}-*")) if stores else []
        self._tmp = None if found else tempfile.TemporaryDirectory(prefix="tally-judge-")
        self.settings = Settings(home=found[0] if found else Path(self._tmp.name))
        if self._tmp:
            ingest_paths([corpus], self.settings)

    def __enter__(self) -> Settings:
        return self.settings

    def __exit__(self, *exc: object) -> None:
        if self._tmp:
            self._tmp.cleanup()


if __name__ == "__main__":
    main()
