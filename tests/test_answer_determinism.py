"""The same question over the same passages gets the same answer in every process. Python orders a set
of strings by a hash seeded per process, so sums taken over a set of question words came out a few
ulps apart from one run to the next: a context covering every word then scored 0.9999999999999998,
"a word is missing", and a question was refused in some processes only (frappe.jsonl f33)."""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PROBE = '''
from types import SimpleNamespace
from tally.agent.offline.extractive import _coverage, _weights, extractive_answer
from tally.agent.offline.units import context_units
from tally.agent.offline.vocabulary import question_words
texts = ["Hence a shipment can take place only if there is sufficient quantity at the location.",
         "The transaction is blocked: an insufficient quantity error is shown.",
         "Shipments record outward movement of stock.", "Quantity, rate and amount are set per item.",
         "An error in the import file is shown in red."]
items = [SimpleNamespace(n=i + 1, text=t, doc_id="d", section="Shipment", role="seed", kind="text",
                         title="Shipment") for i, t in enumerate(texts)]
units = context_units(items)
question = "Why is a shipment blocked with an insufficient quantity error?"
print(repr(_coverage(units, _weights(units, question_words(question)), question)))
print(extractive_answer(question, "concept", items))
'''


def _run(seed: int) -> list[str]:
    env = {**os.environ, "PYTHONHASHSEED": str(seed)}
    out = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, env=env, capture_output=True, text=True,
                         check=True).stdout
    return out.splitlines()


def test_coverage_and_answer_do_not_depend_on_the_hash_seed():
    runs = {seed: _run(seed) for seed in range(12)}
    assert {run[0] for run in runs.values()} == {"1.0"}, runs  # every word is there: exactly covered
    assert len({tuple(run[1:]) for run in runs.values()}) == 1, runs
    assert runs[0][1], "the passages answer the question"
