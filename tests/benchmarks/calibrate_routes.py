"""Print the routing evidence of every question of golden sets: the cue route, the best table's link
score, key hits, the best passage cosine, and the route agent/route_evidence.py takes.

Use it on DEV splits to place TABLE_LINK_MIN / TABLE_LINK_STRONG / SEARCH_STRONG (table questions
should sit above the link floor, how-to and policy questions below it); run it on test splits only to
report.

    python tests/benchmarks/calibrate_routes.py data/golden/sample.jsonl data/golden/sample-dev-answers.jsonl \
        --corpus data/sample [--home DIR]
"""

import argparse
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tally.agent.evaluate.golden import load_golden  # noqa: E402
from tally.agent.offline.lookup_keys import key_candidates  # noqa: E402
from tally.agent.route_evidence import decide, measure, search_score  # noqa: E402
from tally.agent.router import Router  # noqa: E402
from tally.ingest.pipeline import ingest_paths  # noqa: E402
from tally.ingest.settings import Settings  # noqa: E402
from tally.ingest.stores import open_stores  # noqa: E402
from tally.tools.deps import build_deps  # noqa: E402

TABLE_KINDS = {"table_count", "table_sum"}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("golden", nargs="+", type=Path)
    parser.add_argument("--corpus", type=Path, required=True)
    parser.add_argument("--home", type=Path, help="an existing store of the corpus (default: ingest into a temp dir)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="tally-routes-") as tmp:
        home = args.home or Path(tmp)
        settings = Settings(home=home)
        if args.home is None:
            ingest_paths([args.corpus], settings)
        with open_stores(settings) as stores:
            deps = build_deps(stores, ["public"])
            router = Router(stores.embedder, settings)
            print(f"{'id':6} {'kind':12} {'cue':10} {'final':10} {'table':>5} {'keys':>4} {'search':>6}  question")
            for golden in args.golden:
                for q in load_golden(golden):
                    cue = router.route(q.question)
                    final = decide(cue, q.question, deps)
                    ev = measure(q.question, deps, key_candidates(q.question))
                    dense = search_score(q.question, deps)
                    kind = "refuse" if q.must_refuse else q.kind
                    flag = "*" if (kind in TABLE_KINDS) != (final.intent == "aggregate") and kind != "refuse" else " "
                    print(f"{q.id:6} {kind:12} {cue.intent:10} {final.intent:10}{flag}{ev.table_score:5.2f} "
                          f"{len(ev.key_values):4d} {dense or 0:6.2f}  {q.question[:70]}")


if __name__ == "__main__":
    main()
