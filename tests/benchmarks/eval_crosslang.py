"""How-to questions asked in Russian, Ukrainian and Belarusian over English help pages, answered by the whole agent.

`data/golden/crosslang-dev-howto.jsonl` (tune) and `crosslang-test-howto.jsonl` (report) hold questions over several
corpora (company10-company20), each line naming its `corpus`. A suite set has one corpus, so this splits the files
by corpus into a temporary suite, runs `tally eval --suite` on it (the same scoring as every golden set), and prints
the totals per split.

    python tests/benchmarks/eval_crosslang.py --out /tmp/crosslang [--reuse-store]
    python tests/benchmarks/eval_crosslang.py --out /tmp/fk7 --golden data/golden/fresh-kinds7.jsonl

`--golden` runs other sets whose lines name their corpus the same way (a file is a test split when its name says
"-test", else dev).
"""

import argparse
import json
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "data" / "golden"


DEFAULT_SETS = [GOLDEN / "crosslang-dev-howto.jsonl", GOLDEN / "crosslang-test-howto.jsonl"]


def write_suite(out: Path, sets: list[Path] = DEFAULT_SETS) -> Path:
    """Per split and corpus, a golden file of its questions, and the suite listing them."""
    entries = []
    for source in sets:
        split = "test" if "-test" in source.name else "dev"
        by_corpus: dict[str, list[str]] = defaultdict(list)
        for line in source.read_text(encoding="utf-8").splitlines():
            if line.strip() and not line.startswith("//"):
                question = json.loads(line)
                by_corpus[question.pop("corpus")].append(json.dumps(question, ensure_ascii=False))
        for corpus, lines in sorted(by_corpus.items()):
            golden = out / f"crosslang-{split}-{source.stem}-{corpus}.jsonl"
            golden.write_text("\n".join(lines) + "\n", encoding="utf-8")
            entries.append(f'[[set]]\ngolden = "{golden}"\nsplit = "{split}"\ncorpus = "{ROOT / "data" / corpus}"\n')
    suite = out / "suite.toml"
    suite.write_text("\n".join(entries), encoding="utf-8")
    return suite


def totals(out: Path) -> dict[str, list[int]]:
    found: dict[str, list[int]] = {"dev": [0, 0], "test": [0, 0]}
    for report in out.glob("crosslang-*-report.json"):
        split = "test" if report.name.startswith("crosslang-test-") else "dev"
        answers = json.loads(report.read_text(encoding="utf-8"))["answers"]
        found[split][0] += sum(1 for a in answers if a["correct"])
        found[split][1] += len(answers)
    return found


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--reuse-store", action="store_true")
    parser.add_argument("--golden", type=Path, nargs="+", default=DEFAULT_SETS, help="sets whose lines name a corpus")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    command = ["tally", "eval", "--suite", str(write_suite(args.out, args.golden)), "--out", str(args.out)]
    subprocess.run(command + (["--reuse-store"] if args.reuse_store else []), check=True)
    for split, (right, asked) in totals(args.out).items():
        print(f"{split}: {right}/{asked} answered right")


if __name__ == "__main__":
    sys.exit(main())
