"""Which section the offline extractive composer answers from, per how-to question, on cached contexts.

Runs the search once per question (cached in --cache, a pickle; delete it after a search change), then
composes the extractive answer and prints: correct (expected keywords found), refused, the sections the
answer cites, the expected section and whether it was in the context at all. Fast enough to compare
ranking changes in seconds: only the composer runs again. Use dev files to tune; test files to report.

    python tests/benchmarks/section_choice.py data/golden/frappe-dev-sections.jsonl [...] \\
        --home /tmp/store/frappe-use [--cache /tmp/ctx.pkl] [--wrong]
"""

import argparse
import pickle
import re
import sys
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tally.agent.evaluate.golden import load_golden  # noqa: E402
from tally.agent.evaluate.metrics import answer_matches  # noqa: E402
from tally.agent.evaluate.suite import split_of  # noqa: E402
from tally.agent.loop import final_route  # noqa: E402
from tally.agent.offline.extractive import extractive_answer  # noqa: E402
from tally.agent.router import Router  # noqa: E402
from tally.ingest.settings import Settings  # noqa: E402
from tally.ingest.stores import open_stores  # noqa: E402
from tally.tools.deps import build_deps  # noqa: E402
from tally.tools.mentions import mentioned_terms  # noqa: E402
from tally.tools.search import search_documents  # noqa: E402

SEARCH_KINDS = {"screen", "concept", "refuse", "policy"}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("golden", nargs="+", type=Path)
    parser.add_argument("--home", type=Path, required=True, help="an existing store of the corpus")
    parser.add_argument("--cache", type=Path, default=None)
    parser.add_argument("--wrong", action="store_true", help="print wrong answers only")
    args = parser.parse_args()
    cache = pickle.loads(args.cache.read_bytes()) if args.cache and args.cache.exists() else {}
    settings = Settings(home=args.home)
    with open_stores(settings) as stores:
        deps = build_deps(stores, ["public"])
        router = Router(stores.embedder, settings)
        embed, mentions = stores.embedder.embed_documents, partial(mentioned_terms, deps)
        for golden in args.golden:
            right = total = 0
            for q in load_golden(golden):
                if q.kind not in SEARCH_KINDS and not q.must_refuse:
                    continue
                if q.question not in cache:
                    cache[q.question] = search_documents(deps, q.question).items
                items = cache[q.question]
                key = ("route", q.question)
                if key not in cache:
                    cache[key] = final_route(q.question, deps, router).intent
                intent = cache[key] if cache[key] in ("screen", "concept") else "concept"  # as the engine does
                text = extractive_answer(q.question, intent, items, embed, mentions)
                ok = not text if q.must_refuse else bool(text) and answer_matches(text, q.expected)[0]
                right, total = right + ok, total + 1
                if args.wrong and ok:
                    continue
                cited = {i.n: f"{i.source}#{(i.section or '').split(' > ')[-1]}" for i in items}
                wants = q.expected_source
                where = " | ".join(f"{w.doc}#{w.section or ''}" for w in wants) or "-"
                present = any(w.doc in i.source and (not w.section or w.section in (i.section or ""))
                              for w in wants for i in items)
                shown = sorted({cited[int(n)] for n in _cites(text) if int(n) in cited})
                print(f"{'ok ' if ok else 'BAD'} {q.id:6} {intent:8} want {where} (in context: {present}) "
                      f"cites {shown or 'REFUSED'}\n      {q.question}\n      -> {text[:300]}")
            print(f"== {golden.name} ({split_of(golden)}): {right}/{total}")
    if args.cache:
        args.cache.write_bytes(pickle.dumps(cache))


def _cites(text: str) -> list[str]:
    return re.findall(r"\[(\d+)\]", text)


if __name__ == "__main__":
    main()
