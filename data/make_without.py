"""Write data/golden/company4-dev-without.jsonl and company7-dev-without.jsonl: 3 fresh dev questions counting
rows "without" a yes/no attribute ("hires taken out without the damage waiver", "visits that went without
being paid"). Written by the coordinator on 2026-12-02 at 09:09 UTC, before the change was made or run (the
kind seen among company7-test's failures at 08:10). Expected values come from the corpora's data modules.
Run: `python data/make_without.py`.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import company4_data as vets  # noqa: E402
import company7_data as hire  # noqa: E402
from golden_lines import q, write_set  # noqa: E402

FROZEN = "// written 2026-12-02 09:09 UTC by the coordinator before the 'without' change was made or run"
GOLDEN = Path(__file__).resolve().parent / "golden"
CONTRACTS = {"doc": "hires/hire_contracts_2025_Q3.xlsx", "sheet": "Contracts"}


def main() -> None:
    contracts, visits = hire.contracts(), vets.visits()
    write_set(GOLDEN / "company7-dev-without.jsonl", FROZEN, [
        q("o01", "How many Millbrook hires went out without a waiver?", "table_count",
          {"number": sum(c.branch == "Millbrook" and not c.waiver for c in contracts)}, CONTRACTS,
          "Branch = Millbrook, Waiver = N"),
        q("o02", "How many Orrin Quay hires in August 2025 were taken without the damage waiver?", "table_count",
          {"number": sum(c.branch == "Orrin Quay" and c.out.month == 8 and not c.waiver for c in contracts)},
          CONTRACTS, "Branch = Orrin Quay, Out in 2025-08, Waiver = N"),
    ], 2, "o")
    write_set(GOLDEN / "company4-dev-without.jsonl", FROZEN, [
        q("o01", "How many Hollinsby visits in July 2025 went without being paid?", "table_count",
          {"number": sum(v.clinic == "Hollinsby" and v.day.month == 7 and not v.paid for v in visits)},
          {"doc": "visits/visits_2025.csv"}, "Clinic = Hollinsby, 2025-07, Paid = no"),
    ], 1, "o")


if __name__ == "__main__":
    main()
