"""Write fresh dev checks for six kinds found on company8-dev (2026-12-02 10:20 UTC baseline), each over
another corpus: rows a question tells the reader to set aside ("ignore", "leaving out", "omit"); "what was
the <measure> of <things>" asking their total; a day range "20 to 24 October" without "from"; "the total
<word of the table's title>"; when a document was issued (its bare "Date"); and "what was <verb>ed" on a
document asking its item, not who did it. Written by the coordinator at 10:25 UTC on 2026-12-02, after the
changes were made on company8-dev and before they were run on these questions. Expected values come from
the corpora's data modules, or, for document fields, as the document prints them.
Run: `python data/make_set_aside.py`.
"""

import sys
from datetime import date
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import company4_data as vets  # noqa: E402
import company5_data as courier  # noqa: E402
import company6_data as school  # noqa: E402
from golden_lines import dates, money, q, write_set  # noqa: E402

FROZEN = "// written 2026-12-02 10:25 UTC by the coordinator after the company8-dev changes, before they were run on these"
GOLDEN = Path(__file__).resolve().parent / "golden"
CONSIGNMENTS = {"doc": "deliveries/consignments_2025-07_to_10.csv"}
VISITS = {"doc": "visits/visits_2025.csv"}
ENROLMENTS = {"doc": "enrolments/enrolments_2025_jan-apr.xlsx"}


def main() -> None:
    cs, vs, es = courier.consignments(), vets.visits(), school.enrolments()
    write_set(GOLDEN / "company5-dev-setaside.jsonl", FROZEN, [
        q("a01", "How many Marlhaven consignments were booked in September 2025? Ignore the failed attempts.",
          "table_count", {"number": sum(c.depot == "Marlhaven" and c.booked.month == 9 and c.status != "Failed attempt"
                                        for c in cs)}, CONSIGNMENTS, "Depot = Marlhaven, 2025-09, Status not Failed attempt"),
        q("a02", "Which depot booked the most parcels in August 2025, leaving out returned to sender?",
          "table_argmax", {"keywords": [max(("Marlhaven", "Copperford", "Quenby Cross", "Elsmoor"), key=lambda d: sum(
              c.parcels for c in cs if c.depot == d and c.booked.month == 8 and c.status != "Returned to sender"))]},
          CONSIGNMENTS, "Parcels summed per Depot, 2025-08, Status not Returned to sender"),
        q("a03", "What was the total charge of consignments booked 6 to 10 October 2025?", "table_sum",
          money(sum(c.charge for c in cs if date(2025, 10, 6) <= c.booked <= date(2025, 10, 10))), CONSIGNMENTS,
          "Charge (GBP) summed over Booked 6-10 Oct 2025 (a day range without 'from')"),
        q("a04", "When was credit note CR-25-0088 issued?", "exact_id", {"keywords": [dates(date(2025, 11, 7))]},
          {"doc": "invoices/CR-25-0088.pdf", "page": 1}, "the credit note's bare Date field"),
    ], 4, "a")
    write_set(GOLDEN / "company4-dev-setaside.jsonl", FROZEN, [
        q("a01", "What was the fee of visits to Penmarrow in August 2025?", "table_sum",
          money(sum(v.fee for v in vs if v.clinic == "Penmarrow" and v.day.month == 8)), VISITS,
          "'what was the fee of visits': Fee summed, Clinic = Penmarrow, 2025-08"),
        q("a02", "How many Kestwick visits were there in September 2025, omitting lameness cases?", "table_count",
          {"number": sum(v.clinic == "Kestwick" and v.day.month == 9 and v.reason != "Lameness" for v in vs)}, VISITS,
          "Clinic = Kestwick, 2025-09, Reason not Lameness"),
    ], 2, "a")
    write_set(GOLDEN / "company6-dev-setaside.jsonl", FROZEN, [
        q("a01", "What was the fee of enrolments at Saltgate in March 2025?", "table_sum",
          money(sum(e.fee for e in es if e.campus == "Saltgate" and e.day.year == 2025 and e.day.month == 3)),
          ENROLMENTS, "'what was the fee of enrolments': Fee summed, Campus = Saltgate, 2025-03"),
        q("a02", "How many enrolments were taken 10 to 14 February 2025?", "table_count",
          {"number": sum(date(2025, 2, 10) <= e.day <= date(2025, 2, 14) for e in es)}, ENROLMENTS,
          "enrolment dates 10-14 Feb 2025 (a day range without 'from')"),
    ], 2, "a")
    write_set(GOLDEN / "company7-dev-setaside.jsonl", FROZEN, [
        q("a01", "When was quotation QT-2291 issued?", "exact_id", {"keywords": [dates(date(2025, 9, 18))]},
          {"doc": "quotes/QT-2291.pdf", "page": 1}, "the quotation's bare Date field (not Valid until)"),
    ], 1, "a")


if __name__ == "__main__":
    main()
