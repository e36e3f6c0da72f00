"""Write fresh dev checks of questions asking how a figure is worked out ("how is the fuel surcharge on an
invoice calculated?"): they name a column of a table, but ask for a method only a help page states, so they
are read from the documents, not refused for want of SQL. One each over companies 3, 4 and 5, on help
sections that explain a calculation. Written by the coordinator at 11:40 UTC on 2026-12-02 from the kind
of company6-dev v30, before the change was made or run. Run: `python data/make_method_questions.py`.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from golden_lines import q, write_set  # noqa: E402

FROZEN = "// written 2026-12-02 11:40 UTC by the coordinator before the method-question change was made or run"
GOLDEN = Path(__file__).resolve().parent / "golden"


def main() -> None:
    write_set(GOLDEN / "company3-dev-method.jsonl", FROZEN, [
        q("m01", "How are the overtime hours on the timesheet register calculated?", "concept",
          {"keywords": ["39"]}, {"doc": "pinion-guide/timesheets.md", "section": "How overtime is calculated"},
          "method: hours above the 39-hour standard week"),
    ], 1, "m")
    write_set(GOLDEN / "company4-dev-method.jsonl", FROZEN, [
        q("m01", "How is the balance due on a client's statement worked out?", "concept",
          {"keywords": ["brought forward"]},
          {"doc": "larkspur-help/payments-and-accounts.md", "section": "How statements of account are worked out"},
          "method: balance brought forward plus charges less payments"),
    ], 1, "m")
    write_set(GOLDEN / "company5-dev-method.jsonl", FROZEN, [
        q("m01", "How is the fuel surcharge on an invoice calculated?", "concept",
          {"keywords": ["percentage of the carriage"]},
          {"doc": "roundel-help/claims-and-credit-notes.md", "section": "How the fuel surcharge is worked out"},
          "method: a percentage of the carriage, reset monthly"),
    ], 1, "m")


if __name__ == "__main__":
    main()
