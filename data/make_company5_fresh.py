"""Write data/golden/company5-dev-fresh.jsonl: 12 fresh dev questions over data/company5's tables
(consignments, the account register, the 3-page driver log, the fuel report), written by the coordinator
after the company5-dev fixes and before running them, without reading company5-test: company5-test's
tables column stayed at 5/9 while dev rose, so these check table questions Tally was not tuned on.
(The kind labels of h05, h08 and h12 were mapped to the eval's kinds, table_sum and table_argmax, after the
first run stopped on them, before any answer was scored.) Expected values come from company5_data.py. Run: `python data/make_company5_fresh.py`.
"""

import sys
from collections import Counter, defaultdict
from pathlib import Path
from statistics import mean

sys.path.insert(0, str(Path(__file__).resolve().parent))
import company5_data as data  # noqa: E402
from golden_lines import money, q, write_set  # noqa: E402

FROZEN = "// written 2026-12-02 05:00 UTC by the coordinator after the company5-dev fixes, before running them"
CONSIGNMENTS = {"doc": "deliveries/consignments_2025-07_to_10.csv"}
ACCOUNTS = {"doc": "accounts/customer_accounts.xlsx", "sheet": "Account register"}
DRIVERS = {"doc": "drivers/driver_log_2025-10.pdf"}


def questions() -> list[dict]:
    sent = data.consignments()
    accounts = {a.account_no: a for a in data.accounts()}
    drivers = data.drivers()
    by_region = defaultdict(float)
    for c in sent:
        by_region[accounts[c.account_no].region] += c.charge
    vans = Counter(d.van for d in drivers)
    (top_van, top), (_, second) = vans.most_common(2)
    assert top > second
    miles = {d.depot: sum(x.miles for x in drivers if x.depot == d.depot) for d in drivers}
    least = min(miles, key=miles.get)
    assert sorted(miles.values())[0] < sorted(miles.values())[1]
    heavy = [c for c in sent if c.weight > 100]
    return [
        q("h01", "How many Next Day consignments went out from Elsmoor in September 2025?", "table_count",
          {"number": sum(c.service == "Next Day" and c.depot == "Elsmoor" and c.booked.month == 9 for c in sent)},
          CONSIGNMENTS, "Service = Next Day, Depot = Elsmoor, booked 2025-09"),
        q("h02", "What were the total charges for Same Day consignments in July 2025?", "table_sum",
          money(sum(c.charge for c in sent if c.service == "Same Day" and c.booked.month == 7)), CONSIGNMENTS,
          "sum of Charge (GBP), Service = Same Day, booked 2025-07"),
        q("h03", "How many consignments weighed more than 100 kg?", "table_count", {"number": len(heavy)},
          CONSIGNMENTS, "Weight (kg) > 100"),
        q("h04", "How many consignments ended up returned to the sender?", "table_count",
          {"number": sum(c.status == "Returned to sender" for c in sent)}, CONSIGNMENTS,
          "Status = Returned to sender"),
        q("h05", "What is the average charge of an Economy 48 consignment?", "table_sum",
          money(mean(c.charge for c in sent if c.service == "Economy 48")), CONSIGNMENTS,
          "mean Charge (GBP), Service = Economy 48"),
        q("h06", "How much did customers in the Westfold region pay in carriage charges in total?", "cross_table",
          money(by_region["Westfold"]), [CONSIGNMENTS, ACCOUNTS],
          "join: Region lives in the account register; sum of Charge (GBP)"),
        q("h07", "How many customer accounts are on stop?", "table_count",
          {"number": sum(a.on_stop for a in accounts.values())}, ACCOUNTS, "On Stop = yes"),
        q("h08", "What is the highest credit limit of any Retail customer?", "table_sum",
          money(max(a.credit_limit for a in accounts.values() if a.sector == "Retail")), ACCOUNTS,
          "max Credit Limit, Sector = Retail"),
        q("h09", "How many drivers drove a Luton in October 2025?", "table_count", {"number": vans["Luton"]},
          DRIVERS, "driver log over 3 pages, Vehicle = Luton"),
        q("h10", "How many miles did the Copperford drivers cover in October 2025?", "table_sum",
          {"number": miles["Copperford"]}, DRIVERS, "driver log over 3 pages, sum of Miles, Depot = Copperford"),
        q("h11", "Which vehicle type do most drivers use?", "table_argmax", {"keywords": [top_van]}, DRIVERS,
          "the most common Vehicle in the driver log"),
        q("h12", "Which depot's drivers drove the fewest miles in October 2025?", "table_argmax", {"keywords": [least]},
          DRIVERS, "sum of Miles per Depot, the smallest"),
    ]


if __name__ == "__main__":
    write_set(Path(__file__).resolve().parent / "golden" / "company5-dev-fresh.jsonl", FROZEN, questions(), 12, "h")
