"""Write data/golden/company6-dev-headnouns.jsonl: 2 fresh dev questions counting a figure named by the head
of a compound header ("how many hours did X teach" over "Teaching hours"). Written by the coordinator on
2026-12-02 at 08:30 UTC, after the change was made (the kind seen among company6-test's failures) and tried
on one phrasing of its own, before it was run on these. Expected values come from company6_data.py.
Run: `python data/make_head_nouns.py`.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import company6_data as school  # noqa: E402
from golden_lines import money, q, write_set  # noqa: E402

FROZEN = "// written 2026-12-02 08:30 UTC by the coordinator before the head-noun change was run on these"
GOLDEN = Path(__file__).resolve().parent / "golden"
REGISTER = {"doc": "registers/class_register_2025-03.pdf"}


def main() -> None:
    groups = school.register()
    write_set(GOLDEN / "company6-dev-headnouns.jsonl", FROZEN, [
        q("h01", "How many hours did Margaux Delattre teach at Linden Cross in March 2025?", "table_sum",
          money(sum(g.hours for g in groups if g.tutor == "Margaux Delattre" and g.campus == "Linden Cross")),
          REGISTER, "sum of Teaching hours, Tutor = Margaux Delattre, Campus = Linden Cross"),
        q("h02", "How many sessions did the Wyvern Park groups hold in March 2025?", "table_sum",
          {"number": sum(g.sessions for g in groups if g.campus == "Wyvern Park")}, REGISTER,
          "sum of Sessions held, Campus = Wyvern Park (the header's first word, the rule as it was)"),
    ], 2, "h")


if __name__ == "__main__":
    main()
