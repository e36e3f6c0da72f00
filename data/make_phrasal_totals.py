"""Write data/golden/company{4,5,6}-dev-phrasal.jsonl: 5 fresh dev questions asking a total with a phrasal verb
or adverbial ("add up to", "come to", "across all of") and a superlative before a noun that names no column
("the heaviest thing we carried"). Written by the coordinator on 2026-12-02 at 07:34 UTC, after the change
they check was made on company7-dev and before it was run on these corpora; no test question was read for
them. Expected values come from the corpora's data modules. Run: `python data/make_phrasal_totals.py`.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import company4_data as vets  # noqa: E402
import company5_data as couriers  # noqa: E402
import company6_data as school  # noqa: E402
from golden_lines import money, q, write_set  # noqa: E402

FROZEN = "// written 2026-12-02 07:34 UTC by the coordinator before the phrasal-total change was run on this corpus"
GOLDEN = Path(__file__).resolve().parent / "golden"


def main() -> None:
    visits, sent, enrolled = vets.visits(), couriers.consignments(), school.enrolments()
    october = [c for c in sent if c.booked.month == 10]
    heaviest = max(october, key=lambda c: c.weight)
    assert sorted(c.weight for c in october)[-2] < heaviest.weight
    cheapest = min(school.COURSES, key=lambda c: c.fee)
    assert sorted(c.fee for c in school.COURSES)[1] > cheapest.fee
    write_set(GOLDEN / "company4-dev-phrasal.jsonl", FROZEN, [
        q("p01", "What were the fees across all of the Penmarrow clinic's visits in October 2025?", "table_sum",
          money(sum(v.fee for v in visits if v.clinic == "Penmarrow" and v.day.month == 10)),
          {"doc": "visits/visits_2025.csv"}, "sum of Fee (EUR), Clinic = Penmarrow, 2025-10"),
    ], 1, "p")
    write_set(GOLDEN / "company5-dev-phrasal.jsonl", FROZEN, [
        q("p01", "What did the Elsmoor consignments in August 2025 add up to in charges?", "table_sum",
          money(sum(c.charge for c in sent if c.depot == "Elsmoor" and c.booked.month == 8)),
          {"doc": "deliveries/consignments_2025-07_to_10.csv"}, "sum of Charge (GBP), Depot = Elsmoor, 2025-08"),
        q("p02", "What was the heaviest thing we carried in October 2025?", "table_argmax",
          {"keywords": [heaviest.number]}, {"doc": "deliveries/consignments_2025-07_to_10.csv"},
          "the consignment with the highest Weight (kg) booked in 2025-10"),
    ], 2, "p")
    write_set(GOLDEN / "company6-dev-phrasal.jsonl", FROZEN, [
        q("p01", "What do the Wyvern Park enrolment fees for March 2025 come to?", "table_sum",
          money(sum(e.fee for e in enrolled if e.campus == "Wyvern Park" and e.day.month == 3)),
          {"doc": "enrolments/enrolments_2025_jan-apr.xlsx", "sheet": "Enrolments"},
          "sum of Fee (EUR), Campus = Wyvern Park, 2025-03"),
        q("p02", "What's the cheapest thing in the course catalogue?", "table_argmax",
          {"keywords": [f"{cheapest.code}|{cheapest.title}"]}, {"doc": "catalogue/course_catalogue_2025.csv"},
          "the course with the lowest List fee (EUR)"),
    ], 2, "p")


if __name__ == "__main__":
    main()
