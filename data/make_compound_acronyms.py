"""Write data/golden/company3-dev-acronyms.jsonl and company7-dev-acronyms.jsonl: 3 fresh dev questions naming
a column whose header writes a closed compound as its acronym ("OT Hrs" for overtime hours) in whole words.
Written by the coordinator on 2026-12-02 at 08:07 UTC, after the change was made and tried on one phrasing
of its own, before it was run on these; no test question was read for them (the kind was seen among
company3-test's failures). Expected values come from the corpora's data modules.
Run: `python data/make_compound_acronyms.py`.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import company3_data as facilities  # noqa: E402
import company7_data as hire  # noqa: E402
from golden_lines import money, q, write_set  # noqa: E402

FROZEN = "// written 2026-12-02 08:07 UTC by the coordinator before the compound-acronym change was run on these"
GOLDEN = Path(__file__).resolve().parent / "golden"
TIMESHEETS = {"doc": "timesheets/timesheet_register_2025_06.pdf"}


def main() -> None:
    staff = facilities.technicians()
    write_set(GOLDEN / "company3-dev-acronyms.jsonl", FROZEN, [
        q("a01", "How many hours of overtime did the Ashcombe technicians put in during June 2025?", "table_sum",
          money(sum(t.ot_hours for t in staff if t.branch == "Ashcombe")), TIMESHEETS, "sum of OT Hrs, Branch = Ashcombe"),
        q("a02", "What was the total overtime worked by Plumbing technicians in June 2025?", "table_sum",
          money(sum(t.ot_hours for t in staff if t.trade == "Plumbing")), TIMESHEETS, "sum of OT Hrs, Trade = Plumbing"),
    ], 2, "a")
    yard = hire.overtime()
    asked = q("a01", "How many overtime hours did the Millbrook yard staff work in September 2025?", "table_sum",
              money(sum(r["hours"] for r in yard if r["branch"] == "Millbrook")),
              {"doc": "hr/yard_overtime_2025-09.pdf"}, "sum of the OT hours column, Branch = Millbrook, hr caller")
    asked["groups"] = ["public", "hr"]
    write_set(GOLDEN / "company7-dev-acronyms.jsonl", FROZEN, [asked], 1, "a")


if __name__ == "__main__":
    main()
