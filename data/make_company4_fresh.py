"""Write data/golden/company4-dev-fresh.jsonl: 8 fresh dev questions over data/company4 for the kinds
fixed on company4-dev (a balance line reckoned at a date, fields beside an address, quantity
superlatives, a month range in the SQL, a yes/no column, rows that hold no field asked for), written by
the coordinator after those fixes and before running them, to check the fixes hold on questions they
were not made on. Expected values come from company4_data.py. Run: `python data/make_company4_fresh.py`.
"""

import sys
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import company4_data as data  # noqa: E402
from golden_lines import money, q, refuse, write_set  # noqa: E402
from make_company4_golden import VISITS, statement  # noqa: E402

FROZEN = "// written 2026-12-02 02:49 UTC by the coordinator after the company4-dev fixes, before running them"


def questions() -> list[dict]:
    visits = data.visits()
    statements = {s["client"].client_no: s for s in data.statements()}
    third = sorted(statements)[2]
    unpaid = defaultdict(float)
    for v in visits:
        if not v.paid:
            unpaid[v.clinic] += v.fee
    per_vet = Counter(v.vet for v in visits if v.day.month in (8, 9))
    (top_vet, top), (_, second) = per_vet.most_common(2)
    assert top > second
    return [
        q("g01", f"What balance was due on the statement of account for {statements[third]['client'].name}?",
          "exact_id", money(statements[third]["balance_due"]), statement(third), "the Balance due at ... line"),
        q("g02", f"What is the statement date on the statement for client {third}?", "exact_id",
          {"keywords": ["31 October 2025"]}, statement(third), "Statement date beside the address"),
        q("g03", "How many visits in September 2025 were paid?", "table_count",
          {"number": sum(v.day.month == 9 and v.paid for v in visits)}, VISITS, "Paid = yes in 2025-09"),
        q("g04", "What is the total of unpaid visit fees at the Tarrowmere clinic?", "table_sum",
          money(unpaid["Tarrowmere"]), VISITS, "Paid = no, Clinic = Tarrowmere"),
        q("g05", "Which vet saw the most patients between August and September 2025?", "table_argmax",
          {"keywords": [top_vet]}, VISITS, "rows per Vet in 2025-08 and 2025-09"),
        q("g06", "How many visits were there between July and September 2025?", "table_count",
          {"number": sum(7 <= v.day.month <= 9 for v in visits)}, VISITS, "a month range"),
        q("g07", "Which species had the fewest visits?", "table_argmax",
          {"keywords": [min(Counter(v.species for v in visits).items(), key=lambda kv: kv[1])[0]]}, VISITS,
          "rows per Species, least"),
        refuse("g08", "What was the operating margin of the Penmarrow clinic in Q3 2025?",
               "the clinic results are in finance/ only; visits rows name the clinic but no margin"),
    ]


def main() -> None:
    write_set(Path(__file__).resolve().parent / "golden" / "company4-dev-fresh.jsonl", FROZEN, questions(), 8, "g")


if __name__ == "__main__":
    main()
