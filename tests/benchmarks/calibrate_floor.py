"""Calibrate the similarity floor of search_documents, per embedding model, on the golden sets.

For every question of the golden sets, the cosine of the best DENSE hit over its corpus (the same
`retrieve` search uses: public groups, no filters). A floor t keeps questions whose best cosine is
>= t and refuses the rest; the script sweeps t and prints, per embedder, the t with the best
accuracy over answerable vs must_refuse questions. Among equally accurate floors it takes the lowest
(answering is the default; the agent has other refusal signals, e.g. an ID that no chunk contains),
placed midway between the two neighbouring observed scores. Put the printed value into
tools/retrieve.py CALIBRATED_FLOORS.

Refusals the floor cannot catch by design (an invoice number that does not exist, a month with no
register: the topic is present, only the fact is missing) stay on the wrong side of every floor;
they are listed so nobody tunes the floor against them.

    python tests/benchmarks/calibrate_floor.py [--embedders use,hashing] [--golden data/golden/sample.jsonl ...]
"""

import argparse
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tally.agent.evaluate.golden import GoldenQuestion, load_golden  # noqa: E402
from tally.ingest.pipeline import ingest_paths  # noqa: E402
from tally.ingest.settings import Settings  # noqa: E402
from tally.ingest.stores import open_stores  # noqa: E402
from tally.tools.deps import build_deps  # noqa: E402
from tally.tools.retrieve import index_filter, retrieve  # noqa: E402

CORPORA = {
    "sample.jsonl": ROOT / "data" / "sample",
    "frappe.jsonl": ROOT.parent / "shared" / "corpora" / "frappe-books-docs" / "docs",
    # Dev splits written for issue 8 (routing, answerability): tune on these too, never on *-test*.
    "sample-dev-answers.jsonl": ROOT / "data" / "sample",
    "frappe-dev-answers.jsonl": ROOT.parent / "shared" / "corpora" / "frappe-books-docs" / "docs",
}


def best_cosines(embedder: str, golden: Path, corpus: Path) -> list[tuple[float, GoldenQuestion]]:
    questions = load_golden(golden)
    with tempfile.TemporaryDirectory(prefix="tally-floor-") as home:
        settings = Settings(home=Path(home), embedder=embedder)
        report = ingest_paths([corpus], settings)
        if report.failed:
            print(f"  warning: {len(report.failed)} file(s) failed to ingest from {corpus}")
        with open_stores(settings) as stores:
            deps = build_deps(stores, ["public"])
            flt = index_filter(deps, None, None)
            scored = []
            for question in questions:
                best = retrieve(deps, question.question, "dense", flt).best_dense
                scored.append((best if best is not None else -1.0, question))
    return scored


def sweep(scored: list[tuple[float, GoldenQuestion]]) -> tuple[float, float]:
    """(floor, accuracy): the lowest floor with the best accuracy, midway between observed scores."""
    values = sorted({score for score, _ in scored})
    cuts = [values[0] - 1e-3] + [(a + b) / 2 for a, b in zip(values, values[1:], strict=False)] + [values[-1] + 1e-3]
    best_floor, best_acc = cuts[0], -1.0
    for cut in cuts:
        right = sum((score >= cut) != question.must_refuse for score, question in scored)
        accuracy = right / len(scored)
        if accuracy > best_acc + 1e-12:
            best_floor, best_acc = cut, accuracy
    return round(best_floor, 4), best_acc


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--embedders", default="use", help="comma-separated settings.embedder values")
    parser.add_argument("--golden", nargs="*", type=Path, help="golden files (default: every known one present)")
    args = parser.parse_args()
    goldens = args.golden or [ROOT / "data" / "golden" / name for name in CORPORA]
    goldens = [g for g in goldens if g.is_file()]
    for embedder in args.embedders.split(","):
        scored: list[tuple[float, GoldenQuestion]] = []
        name = None
        for golden in goldens:
            corpus = CORPORA.get(golden.name)
            if corpus is None or not corpus.exists():
                print(f"skip {golden}: no known corpus for it")
                continue
            print(f"[{embedder}] {golden.name}: ingesting {corpus} ...")
            scored += best_cosines(embedder, golden, corpus)
        with tempfile.TemporaryDirectory() as home:
            name = open_stores(Settings(home=Path(home), embedder=embedder)).embedder.name
        answerable = sorted(s for s, q in scored if not q.must_refuse)
        refused = sorted(s for s, q in scored if q.must_refuse)
        floor, accuracy = sweep(scored)
        print(f"\nembedder {embedder} ({name}): {len(answerable)} answerable, {len(refused)} must_refuse")
        print(f"  answerable best cosine: min {answerable[0]:.3f}  median {answerable[len(answerable) // 2]:.3f}")
        if refused:
            print(f"  must_refuse best cosine: {', '.join(f'{r:.3f}' for r in refused)}")
        print(f"  FLOOR {floor:.4f}  accuracy {accuracy:.3f}")
        for score, question in sorted(scored, key=lambda x: x[0]):
            wrong = (score >= floor) == question.must_refuse
            if wrong:
                side = "refused but answerable" if not question.must_refuse else "kept but must_refuse"
                print(f"    {score:.3f}  {side}: {question.id} {question.question[:70]}")


if __name__ == "__main__":
    main()
