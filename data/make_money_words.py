"""Write data/golden/company{4,5,6}-dev-money.jsonl: 12 fresh dev questions that name a table's money column
in everyday words ("money", "cost", "revenue", "spend", "earned", a currency sign or name) rather than by its
header ("Fee (EUR)", "Charge (GBP)"). Written by the coordinator on 2026-12-02 at 07:20 UTC, before the
change they check was made or run, without reading the questions of any test set beyond the failure kind.
Expected values come from the corpora's data modules. Run: `python data/make_money_words.py`.
"""

import sys
from pathlib import Path
from statistics import mean

sys.path.insert(0, str(Path(__file__).resolve().parent))
import company4_data as vets  # noqa: E402
import company5_data as couriers  # noqa: E402
import company6_data as school  # noqa: E402
from golden_lines import money, q, write_set  # noqa: E402

FROZEN = "// written 2026-12-02 07:20 UTC by the coordinator before the money-column change was made or run"
GOLDEN = Path(__file__).resolve().parent / "golden"
VISITS = {"doc": "visits/visits_2025.csv"}
CONSIGNMENTS = {"doc": "deliveries/consignments_2025-07_to_10.csv"}
ENROLMENTS = {"doc": "enrolments/enrolments_2025_jan-apr.xlsx", "sheet": "Enrolments"}


def vet_questions() -> list[dict]:
    visits = vets.visits()
    return [
        q("v01", "How much money did the Tarrowmere clinic take from visits in August 2025?", "table_sum",
          money(sum(v.fee for v in visits if v.clinic == "Tarrowmere" and v.day.month == 8)), VISITS,
          "sum of Fee (EUR), Clinic = Tarrowmere, 2025-08"),
        q("v02", "What did a visit cost on average at Kestwick?", "table_sum",
          money(mean(v.fee for v in visits if v.clinic == "Kestwick")), VISITS, "average Fee (EUR), Clinic = Kestwick"),
        q("v03", "How many visits cost more than 100 euros?", "table_count",
          {"number": sum(v.fee > 100 for v in visits)}, VISITS, "count, Fee (EUR) > 100"),
        q("v04", "What was the total revenue from visits in July 2025?", "table_sum",
          money(sum(v.fee for v in visits if v.day.month == 7)), VISITS, "sum of Fee (EUR), 2025-07"),
    ]


def courier_questions() -> list[dict]:
    sent = couriers.consignments()
    return [
        q("m01", "How much money did Same Day consignments make in September 2025?", "table_sum",
          money(sum(c.charge for c in sent if c.service == "Same Day" and c.booked.month == 9)), CONSIGNMENTS,
          "sum of Charge (GBP), Service = Same Day, 2025-09"),
        q("m02", "What did the priciest consignment in July 2025 cost?", "table_sum",
          money(max(c.charge for c in sent if c.booked.month == 7)), CONSIGNMENTS, "max Charge (GBP), 2025-07"),
        q("m03", "How many consignments in October 2025 cost over £40?", "table_count",
          {"number": sum(c.charge > 40 and c.booked.month == 10 for c in sent)}, CONSIGNMENTS,
          "count, Charge (GBP) > 40, 2025-10"),
        q("m04", "On average, how much did customers pay per Pallet consignment?", "table_sum",
          money(mean(c.charge for c in sent if c.service == "Pallet")), CONSIGNMENTS, "average Charge (GBP), Service = Pallet"),
    ]


def school_questions() -> list[dict]:
    enrolled = school.enrolments()
    return [
        q("e01", "How much did students spend on enrolments at Saltgate in February 2025?", "table_sum",
          money(sum(e.fee for e in enrolled if e.campus == "Saltgate" and e.day.month == 2)), ENROLMENTS,
          "sum of Fee (EUR) (list fee), Campus = Saltgate, 2025-02"),
        q("e02", "What was the average cost of an enrolment in March 2025?", "table_sum",
          money(mean(e.fee for e in enrolled if e.day.month == 3)), ENROLMENTS, "average Fee (EUR), 2025-03"),
        q("e03", "How many enrolments cost more than 400 euros?", "table_count",
          {"number": sum(e.fee > 400 for e in enrolled)}, ENROLMENTS, "count, Fee (EUR) > 400"),
        q("e04", "How much money came in from Harbour Row enrolments in January 2025?", "table_sum",
          money(sum(e.fee for e in enrolled if e.campus == "Harbour Row" and e.day.month == 1)), ENROLMENTS,
          "sum of Fee (EUR), Campus = Harbour Row, 2025-01"),
    ]


if __name__ == "__main__":
    write_set(GOLDEN / "company4-dev-money.jsonl", FROZEN, vet_questions(), 4, "v")
    write_set(GOLDEN / "company5-dev-money.jsonl", FROZEN, courier_questions(), 4, "m")
    write_set(GOLDEN / "company6-dev-money.jsonl", FROZEN, school_questions(), 4, "e")
