"""Calibrate the query gate of search (tools/retrieve.py CALIBRATED_GATES) end to end on the dev splits.

The gate is the best dense cosine a question needs for search to keep any passage. Unlike the candidate
floor (calibrate_floor.py, which judges the cosine alone), the gate is judged with everything after it:
the answerability checks of the offline engine refuse much of what a low gate lets through. So every
how-to and must-refuse question of the dev sets is answered once with the gate open (0), its best cosine
and its outcome recorded; a gate t then refuses what scored below t and leaves the rest as answered.
Printed: the right refusal decisions per t (answered when answerable, refused when must_refuse), the
range of t with the most (cuts midway between observed cosines), and the questions answered near it.

    python tests/benchmarks/calibrate_gate.py [--golden data/golden/company10-dev.jsonl ...]

Only *-dev* sets and the dev sets suite.toml marks dev: test splits are reported, never tuned on.
"""

import argparse
import sys
import tempfile
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tally.agent.ask import AskSession  # noqa: E402
from tally.agent.evaluate.golden import GoldenQuestion, load_golden  # noqa: E402
from tally.ingest.pipeline import ingest_paths  # noqa: E402
from tally.ingest.settings import Settings  # noqa: E402

SUITE = ROOT / "data" / "golden" / "suite.toml"
_KINDS = ("screen", "concept")


def dev_sets() -> dict[Path, Path]:
    """golden file -> corpus, for the suite's dev sets that hold how-to or must-refuse questions."""
    found = {}
    for entry in tomllib.loads(SUITE.read_text(encoding="utf-8"))["set"]:
        golden = (SUITE.parent / entry["golden"]).resolve()
        split = entry.get("split", "test" if "-test" in golden.name else "dev")
        if split == "dev" and golden.is_file():
            found[golden] = (SUITE.parent / entry["corpus"]).resolve()
    return found


def outcomes(golden: Path, corpus: Path, home: Path) -> list[tuple[float, bool, GoldenQuestion]]:
    """(best cosine, refused, question) for the set's how-to and must-refuse questions, gate open."""
    questions = [q for q in load_golden(golden) if q.must_refuse or q.kind in _KINDS]
    if not questions:
        return []
    settings = Settings(home=home, similarity_gate=0.0)
    if not home.exists():
        ingest_paths([corpus], settings, prune=True)
    found = []
    with AskSession(settings) as session:
        for question in questions:
            answer = session.ask(question.question)
            best = answer.pipeline.best_score
            found.append((best if best is not None else -1.0, answer.refused, question))
    return found


def right_at(gate: float, seen: list[tuple[float, bool, GoldenQuestion]]) -> int:
    return sum((refused or best < gate) == q.must_refuse for best, refused, q in seen)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--golden", nargs="*", type=Path, help="dev golden files (default: every dev set of the suite)")
    args = parser.parse_args()
    sets = dev_sets()
    if args.golden:
        sets = {g.resolve(): sets[g.resolve()] for g in args.golden if g.resolve() in sets}
    seen: list[tuple[float, bool, GoldenQuestion]] = []
    with tempfile.TemporaryDirectory(prefix="tally-gate-") as scratch:
        for golden, corpus in sets.items():
            found = outcomes(golden, corpus, Path(scratch) / corpus.name)
            if found:
                print(f"{golden.name}: {len(found)} questions")
            seen += found
    values = sorted({best for best, _, _ in seen if best >= 0})  # -1: no dense candidate at all
    cuts = [0.0] + [(a + b) / 2 for a, b in zip(values, values[1:], strict=False)]
    most = max(right_at(cut, seen) for cut in cuts)
    plateau = [cut for cut in cuts if right_at(cut, seen) == most]
    print(f"\n{len(seen)} questions ({sum(q.must_refuse for _, _, q in seen)} must refuse)")
    for gate in (0.0, 0.08, 0.1, 0.12, 0.14, 0.16, 0.18, 0.2, 0.2136, 0.24):
        print(f"  gate {gate:.4f}: {right_at(gate, seen)} right")
    print(f"  most right: {most}, from gate {min(plateau):.4f} to {max(plateau):.4f} (choose within it; a"
          " margin under the lowest answered question keeps paraphrases)")
    for best, refused, q in sorted(seen, key=lambda x: x[0]):
        if best < 0.25 and not refused:
            side = "must refuse" if q.must_refuse else "answerable"
            print(f"    {best:.3f}  answered with the gate open, {side}: {q.id} {q.question[:70]}")


if __name__ == "__main__":
    main()
