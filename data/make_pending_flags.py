"""Write data/golden/company4-dev-pending.jsonl and company6-dev-pending.jsonl: 3 fresh dev questions counting
rows whose yes/no column is still to come ("yet to be paid", "still waiting to be paid"). Written by the
coordinator on 2026-12-02 at 08:22 UTC, after the change was made (the kind seen among company6-test's
failures) and tried on one phrasing of its own, before it was run on these. Expected values come from the
corpora's data modules. Run: `python data/make_pending_flags.py`.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import company4_data as vets  # noqa: E402
import company6_data as school  # noqa: E402
from golden_lines import q, write_set  # noqa: E402

FROZEN = "// written 2026-12-02 08:22 UTC by the coordinator before the pending-flag change was run on these"
GOLDEN = Path(__file__).resolve().parent / "golden"


def main() -> None:
    visits, enrolled = vets.visits(), school.enrolments()
    write_set(GOLDEN / "company4-dev-pending.jsonl", FROZEN, [
        q("w01", "How many Penmarrow visits in October 2025 are yet to be paid?", "table_count",
          {"number": sum(v.clinic == "Penmarrow" and v.day.month == 10 and not v.paid for v in visits)},
          {"doc": "visits/visits_2025.csv"}, "Clinic = Penmarrow, 2025-10, Paid = no"),
        q("w02", "How many Hollinsby visits are still waiting to be paid for?", "table_count",
          {"number": sum(v.clinic == "Hollinsby" and not v.paid for v in visits)},
          {"doc": "visits/visits_2025.csv"}, "Clinic = Hollinsby, Paid = no"),
    ], 2, "w")
    write_set(GOLDEN / "company6-dev-pending.jsonl", FROZEN, [
        q("w01", "How many Wyvern Park enrolments from February 2025 are yet to be paid?", "table_count",
          {"number": sum(e.campus == "Wyvern Park" and e.day.month == 2 and not e.paid for e in enrolled)},
          {"doc": "enrolments/enrolments_2025_jan-apr.xlsx", "sheet": "Enrolments"},
          "Campus = Wyvern Park, 2025-02, Paid? = N"),
    ], 1, "w")


if __name__ == "__main__":
    main()
