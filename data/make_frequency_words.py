"""Write data/golden/company{4,6,7}-dev-frequency.jsonl: 3 fresh dev questions asking which label is the most
common or popular ("the most common reason for a visit", "hired out most often"): the label with the most
rows. Written by the coordinator on 2026-12-02 at 08:25 UTC, after the change was made and tried on phrasings
of its own over company5, before it was run on these; the kind was seen in company7-dev and company6-test.
Expected values come from the corpora's data modules. Run: `python data/make_frequency_words.py`.
"""

import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import company4_data as vets  # noqa: E402
import company6_data as school  # noqa: E402
import company7_data as hire  # noqa: E402
from golden_lines import q, unique_end, write_set  # noqa: E402

FROZEN = "// written 2026-12-02 08:25 UTC by the coordinator before the frequency-word change was run on these"
GOLDEN = Path(__file__).resolve().parent / "golden"


def main() -> None:
    reasons = Counter(v.reason for v in vets.visits())
    levels = Counter(e.level for e in school.enrolments())
    items = Counter(c.code for c in hire.contracts())
    write_set(GOLDEN / "company4-dev-frequency.jsonl", FROZEN, [
        q("n01", "What is the most common reason for a visit?", "table_argmax", {"keywords": [unique_end(reasons)]},
          {"doc": "visits/visits_2025.csv"}, "the Reason with the most rows"),
    ], 1, "n")
    write_set(GOLDEN / "company6-dev-frequency.jsonl", FROZEN, [
        q("n01", "Which course level is the most popular with our students?", "table_argmax",
          {"keywords": [unique_end(levels)]}, {"doc": "enrolments/enrolments_2025_jan-apr.xlsx", "sheet": "Enrolments"},
          "the Level with the most enrolments"),
    ], 1, "n")
    write_set(GOLDEN / "company7-dev-frequency.jsonl", FROZEN, [
        q("n01", "Which item gets hired out most often?", "table_argmax", {"keywords": [unique_end(items)]},
          {"doc": "hires/hire_contracts_2025_Q3.xlsx", "sheet": "Contracts"}, "the Item with the most contracts"),
    ], 1, "n")


if __name__ == "__main__":
    main()
