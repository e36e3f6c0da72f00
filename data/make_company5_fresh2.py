"""Write data/golden/company5-dev-fresh2.jsonl: 12 more fresh dev table questions over data/company5,
phrased the ways people ask rather than in the files' headers ("per depot", "the busiest", "on average",
"between two dates", "in total across", a percentage-free share), written by the coordinator at 05:07 UTC
on 2026-12-02 before running them, without reading company5-test. Expected values come from
company5_data.py. Run: `python data/make_company5_fresh2.py`.
"""

import sys
from collections import Counter, defaultdict
from datetime import date
from pathlib import Path
from statistics import mean

sys.path.insert(0, str(Path(__file__).resolve().parent))
import company5_data as data  # noqa: E402
from golden_lines import money, q, write_set  # noqa: E402

FROZEN = "// written 2026-12-02 05:07 UTC by the coordinator, before running them"
CONSIGNMENTS = {"doc": "deliveries/consignments_2025-07_to_10.csv"}
ACCOUNTS = {"doc": "accounts/customer_accounts.xlsx", "sheet": "Account register"}
DRIVERS = {"doc": "drivers/driver_log_2025-10.pdf"}
FUEL = {"doc": "fuel/fleet_fuel_report_2025-10.pdf"}


def _unique_top(counts: dict, largest: bool = True) -> str:
    ranked = sorted(counts.items(), key=lambda kv: kv[1], reverse=largest)
    assert ranked[0][1] != ranked[1][1]
    return ranked[0][0]


def questions() -> list[dict]:
    sent = data.consignments()
    accounts = {a.account_no: a for a in data.accounts()}
    drivers = data.drivers()
    fuel = data.fuel()
    per_depot = Counter(c.depot for c in sent)
    august = Counter(c.depot for c in sent if c.booked.month == 8)
    parcels_by_service = defaultdict(int)
    for c in sent:
        parcels_by_service[c.service] += c.parcels
    first_half = [c for c in sent if date(2025, 8, 1) <= c.booked <= date(2025, 8, 15)]
    engineering = {a for a, acc in accounts.items() if acc.sector == "Engineering"}
    return [
        q("k01", "Which depot was the busiest over the whole period?", "table_argmax",
          {"keywords": [_unique_top(per_depot)]}, CONSIGNMENTS, "most consignments per Depot"),
        q("k02", "Which depot booked the fewest consignments in August 2025?", "table_argmax",
          {"keywords": [_unique_top(august, largest=False)]}, CONSIGNMENTS, "fewest per Depot in 2025-08"),
        q("k03", "How many parcels did we carry in total?", "table_sum", {"number": sum(c.parcels for c in sent)},
          CONSIGNMENTS, "sum of Parcels"),
        q("k04", "On average, how heavy was a Next Day consignment?", "table_sum",
          money(mean(c.weight for c in sent if c.service == "Next Day")), CONSIGNMENTS,
          "mean Weight (kg), Service = Next Day"),
        q("k05", "How many consignments were booked between 1 and 15 August 2025?", "table_count",
          {"number": len(first_half)}, CONSIGNMENTS, "Booked from 2025-08-01 to 2025-08-15 inclusive"),
        q("k06", "How many Pallet bookings did Engineering customers make?", "cross_table",
          {"number": sum(c.service == "Pallet" and c.account_no in engineering for c in sent)},
          [CONSIGNMENTS, ACCOUNTS], "join through Account No; Sector = Engineering"),
        q("k07", "How many consignments were not delivered?", "table_count",
          {"number": sum(c.status != "Delivered" for c in sent)}, CONSIGNMENTS, "Status other than Delivered"),
        q("k08", "What is the total credit limit across all our customer accounts?", "table_sum",
          money(sum(a.credit_limit for a in accounts.values())), ACCOUNTS, "sum of Credit Limit"),
        q("k09", "How many drivers work out of Marlhaven?", "table_count",
          {"number": sum(d.depot == "Marlhaven" for d in drivers)}, DRIVERS, "driver log, Depot = Marlhaven"),
        q("k10", "What was the average number of drops per driver in October 2025?", "table_sum",
          money(mean(d.drops for d in drivers)), DRIVERS, "mean Drops over the driver log (totals row excluded)"),
        q("k11", "Which depot spent the most on fuel in October 2025?", "table_argmax",
          {"keywords": [max(fuel, key=lambda r: r["cost"])["depot"]]}, FUEL, "largest Fuel cost"),
        q("k12", "How many litres of diesel did the whole fleet use in October 2025?", "table_sum",
          {"number": sum(r["litres"] for r in fuel)}, FUEL, "sum of Diesel (litres) over the depots (total row excluded)"),
    ]


if __name__ == "__main__":
    write_set(Path(__file__).resolve().parent / "golden" / "company5-dev-fresh2.jsonl", FROZEN, questions(), 12, "k")
