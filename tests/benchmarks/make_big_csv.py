"""Generate a large, realistic orders CSV for the big-file ingest benchmark (deterministic, seed 11).

    python tests/benchmarks/make_big_csv.py OUT.csv [--rows 300000]

~100 bytes a row (300,000 rows ≈ 30 MB): order id (the key), date, customer id and name, region,
product, SKU, quantity, unit price, amount, status, sales rep. Prints the facts the benchmark checks
afterwards (row count, sum of amounts, one row by key), computed while writing.
"""

import argparse
import csv
import json
import random
from datetime import date, timedelta
from pathlib import Path

REGIONS = ["North", "South", "East", "West", "Central"]
PRODUCTS = ["Oak desk", "Steel shelf", "Office chair", "Monitor arm", "Filing cabinet", "Desk lamp",
            "Whiteboard", "Printer paper", "Laptop stand", "Conference table", "Storage box", "Keyboard tray"]
STATUSES = ["shipped", "delivered", "pending", "cancelled", "returned"]
FIRST = ["Anna", "Boris", "Clara", "David", "Elena", "Farid", "Greta", "Hugo", "Irina", "Jonas", "Kira", "Lev"]
LAST = ["Petrova", "Smith", "Novak", "Ivanov", "Garcia", "Müller", "Rossi", "Kowalski", "Berg", "Sato"]
COMPANIES = ["Northwind", "Contoso", "Fabrikam", "Globex", "Initech", "Umbrella", "Stark", "Wayne", "Acme", "Hooli"]
SUFFIX = ["Ltd", "GmbH", "LLC", "AG", "Inc", "SA"]


def generate(out: Path, rows: int, seed: int = 11) -> dict:
    rng = random.Random(seed)
    customers = [(f"CUST-{i:05d}", f"{rng.choice(COMPANIES)} {rng.choice(LAST)} {rng.choice(SUFFIX)}") for i in range(5000)]
    prices = {p: round(rng.uniform(5, 900), 2) for p in PRODUCTS}
    start = date(2024, 1, 1)
    total, count, north_shipped = 0.0, 0, 0
    probe = rows // 2 + 7
    probe_row = None
    with out.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(["Order ID", "Order Date", "Customer ID", "Customer", "Region", "Product", "SKU",
                         "Quantity", "Unit Price", "Amount", "Status", "Sales Rep"])
        for i in range(1, rows + 1):
            cust_id, cust = customers[rng.randrange(len(customers))]
            product = rng.choice(PRODUCTS)
            qty = rng.randint(1, 40)
            amount = round(qty * prices[product], 2)
            region, status = rng.choice(REGIONS), rng.choice(STATUSES)
            row = [f"SO-{i:07d}", (start + timedelta(days=rng.randrange(730))).isoformat(), cust_id, cust, region,
                   product, f"SKU{PRODUCTS.index(product) + 1:02d}{qty:03d}", qty, f"{prices[product]:.2f}",
                   f"{amount:.2f}", status, f"{rng.choice(FIRST)} {rng.choice(LAST)}"]
            writer.writerow(row)
            total += amount
            count += 1
            north_shipped += region == "North" and status == "shipped"
            if i == probe:
                probe_row = row
    return {"rows": count, "amount_sum": round(total, 2), "north_shipped": north_shipped,
            "probe_id": probe_row[0], "probe_customer": probe_row[3], "probe_amount": float(probe_row[9])}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--rows", type=int, default=300_000)
    args = parser.parse_args()
    facts = generate(args.out, args.rows)
    print(json.dumps(facts))


if __name__ == "__main__":
    main()
