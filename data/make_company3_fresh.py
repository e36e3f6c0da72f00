"""Write data/golden/company3-dev-fresh.jsonl: 10 fresh dev questions over data/company3 for the kinds
fixed on company3-dev (a party asked with "who", an argmax over a pay register, a quarter named by a
title, a key/value invoice grid), written by the coordinator after those fixes and before running them,
to check that the fixes hold on questions they were not made on. Expected values come from
company3_data.py. Run: `python data/make_company3_fresh.py`.
"""

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import company3_data as data  # noqa: E402
from golden_lines import money, q  # noqa: E402
from make_company3_golden import REGISTER, SUBCONTRACTORS, invoice  # noqa: E402

FROZEN = "// written 2026-12-02 02:05 UTC by the coordinator after the company3-dev fixes, before running them"


def questions() -> list[dict]:
    staff = data.technicians()
    invoices = {inv["number"]: inv for inv in data.invoices()}
    subs = data.subcontractor_payments()
    ops = ["public", "ops"]
    top_ot = max(staff, key=lambda t: t.ot_hours)
    assert sum(t.ot_hours == top_ot.ot_hours for t in staff) == 1
    low = min(staff, key=lambda t: t.gross)
    return [
        q("f01", "Who is invoice QFI-2292 billed to?", "exact_id", {"keywords": [invoices["QFI-2292"]["client"]]},
          invoice("QFI-2292"), "the Bill to box, not the Remit to box of the issuer"),
        q("f02", "Who was invoice QFI-2293 issued to?", "exact_id", {"keywords": [invoices["QFI-2293"]["client"]]},
          invoice("QFI-2293"), "the Bill to box"),
        q("f03", "What is the due date of invoice QFI-2292?", "exact_id",
          {"keywords": [f"{invoices['QFI-2292']['due'].day} {invoices['QFI-2292']['due']:%B %Y}"]},
          invoice("QFI-2292"), "the Due date pair of the key/value grid"),
        q("f04", "What is the balance due on invoice QFI-2292?", "exact_id", money(invoices["QFI-2292"]["balance"]),
          invoice("QFI-2292"), "after the deposit"),
        q("f05", "Which technician worked the most overtime hours in June 2025?", "table_argmax",
          {"keywords": [top_ot.name]}, REGISTER, "argmax of OT Hrs, answered with the name"),
        q("f06", "Who earned the least in June 2025?", "table_argmax", {"keywords": [low.name]}, REGISTER,
          "argmin of Gross Pay (GBP)"),
        q("f07", "What was the total gross pay on the June 2025 timesheet register?", "table_sum",
          money(sum(t.gross for t in staff)), REGISTER, "sum over the 3 pages"),
        {**q("f08", "How much did we pay subcontractors in Q2 2025?", "table_sum", money(sum(s["paid"] for s in subs)),
             SUBCONTRACTORS, "sum of Amount Paid, asked by an ops caller"), "groups": ops},
        {**q("f09", "How many subcontractors were paid in the second quarter of 2025?", "table_count",
             {"number": len(subs)}, SUBCONTRACTORS, "rows of the ops report"), "groups": ops},
        {**q("f10", "Which subcontractor was paid the least in Q2 2025?", "table_argmax",
             {"keywords": [min(subs, key=lambda s: s["paid"])["name"]]}, SUBCONTRACTORS, "argmin, ops caller"),
         "groups": ops},
    ]


def main() -> None:
    path = Path(__file__).resolve().parent / "golden" / "company3-dev-fresh.jsonl"
    lines = [FROZEN] + [json.dumps(x, ensure_ascii=False) for x in questions()]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{path}: {len(lines) - 1} questions")


if __name__ == "__main__":
    main()
