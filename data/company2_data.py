"""The records behind data/company2 (Solvik Laboratory Supply AS, a fictional Nordic distributor of lab
consumables): staff, clients, stock items, orders and invoices. Deterministic (fixed seeds).

Both the corpus writer (make_company2.py) and the golden-set writer (make_company2_golden.py) import
these functions, so every expected number is computed from the same records the documents print,
never from Tally's output.
"""

import random
from dataclasses import dataclass
from datetime import date, timedelta

SEED = 925
COMPANY = "Solvik Laboratory Supply AS"

FIRST = ["Ingrid", "Magnus", "Sofie", "Emil", "Nora", "Tobias", "Hedda", "Sander", "Live", "Jakob", "Maja",
         "Henrik", "Tuva", "Oskar", "Frida", "Aksel", "Selma", "Kasper", "Thea", "Leon", "Ylva", "Mathias",
         "Astrid", "Filip", "Kari", "Ruben", "Eirin", "Johannes", "Signe", "Adrian", "Marit", "Petter",
         "Lotte", "Vegard", "Aino"]
LAST = ["Haugen", "Berg", "Lund", "Strand", "Dahl", "Moen", "Solberg", "Bakke", "Lie", "Aas", "Eide",
        "Nygaard", "Hagen", "Vik", "Sandvik", "Myhre", "Brekke", "Holm", "Tangen", "Fossum"]
TEAMS = ["Lab Logistics", "Technical Support", "Key Accounts", "Finance & Admin", "Procurement",
         "Quality Assurance"]
SEPTEMBER_STAFF = 34
OCTOBER_JOINER = "S-0688"

# (code, name, city, country, sector, payment terms in days)
CLIENTS = [
    ("CL-101", "Bergen Harbour Hospital Lab", "Bergen", "Norway", "Hospital", 30),
    ("CL-102", "Oslo Institute of Marine Biology", "Oslo", "Norway", "University", 45),
    ("CL-103", "Nordfjord Aquaculture Lab", "Nordfjordeid", "Norway", "Food testing", 30),
    ("CL-104", "Trondheim BioCenter", "Trondheim", "Norway", "Biotech", 14),
    ("CL-105", "Uppsala Proteomics AB", "Uppsala", "Sweden", "Biotech", 30),
    ("CL-106", "Solna Clinical Chemistry Unit", "Solna", "Sweden", "Hospital", 45),
    ("CL-107", "Skane Food Safety Lab", "Lund", "Sweden", "Food testing", 30),
    ("CL-108", "Gothenburg Polymer Research", "Gothenburg", "Sweden", "University", 45),
    ("CL-109", "Aarhus Dairy Analytics", "Aarhus", "Denmark", "Food testing", 14),
    ("CL-110", "Odense Regional Hospital Lab", "Odense", "Denmark", "Hospital", 30),
    ("CL-111", "Copenhagen Enzyme Works", "Copenhagen", "Denmark", "Biotech", 30),
    ("CL-112", "Tampere Water Authority Lab", "Tampere", "Finland", "Public lab", 45),
    ("CL-113", "Oulu Northern Genomics", "Oulu", "Finland", "University", 30),
    ("CL-114", "Turku Clinical Diagnostics", "Turku", "Finland", "Hospital", 14),
    ("CL-115", "Stavanger Environmental Lab", "Stavanger", "Norway", "Public lab", 30),
    ("CL-116", "Tromso Arctic Research Station", "Tromso", "Norway", "University", 45),
]

# SKU prefix -> description templates and a unit cost range (NOK)
CATEGORIES = [
    ("PT", ["Pipette tips {} ul, rack of 96", "Filter pipette tips {} ul, rack of 96"], [10, 200, 1000], (38, 95)),
    ("GL", ["Beaker, borosilicate, {} ml", "Volumetric flask, class A, {} ml"], [50, 100, 250, 500], (45, 310)),
    ("CT", ["Centrifuge tubes {} ml, pack of 500", "Cryo vials {} ml, box of 100"], [1.5, 2, 15, 50], (120, 640)),
    ("FI", ["Syringe filter 0.{} um, pack of 100", "Membrane filter 0.{} um, 47 mm"], [22, 45], (210, 890)),
    ("GV", ["Nitrile gloves size {}, box of 100", "Cleanroom gloves size {}, 10 pairs"], ["S", "M", "L", "XL"], (65, 240)),
    ("RG", ["Buffer solution pH {}, 500 ml", "Calibration standard {} ppm, 100 ml"], [4, 7, 10], (180, 1150)),
    ("EQ", ["Magnetic stirrer, {} positions", "Dry block heater, {} blocks"], [1, 2, 4], (2400, 9800)),
]
STOCK_ROWS_PER_PAGE = 13


@dataclass(frozen=True)
class Payslip:
    staff_no: str
    name: str
    team: str
    base: float
    overtime: float
    tax: float

    @property
    def gross(self) -> float:
        return round(self.base + self.overtime, 2)

    @property
    def net(self) -> float:
        return round(self.base + self.overtime - self.tax, 2)


def _staff() -> list[tuple[str, str, str, float]]:
    """(staff no, name, team, monthly base salary) of everyone, the October joiner last."""
    rng = random.Random(SEED)
    numbers = sorted(rng.sample(range(402, 680), SEPTEMBER_STAFF))
    people = []
    for i, number in enumerate(numbers):
        name = f"{FIRST[i]} {LAST[rng.randrange(len(LAST))]}"
        base = round(rng.uniform(38000, 79000) / 100) * 100.0
        people.append((f"S-{number:04d}", name, TEAMS[rng.randrange(len(TEAMS))], base))
    people.append((OCTOBER_JOINER, f"{FIRST[SEPTEMBER_STAFF]} {LAST[3]}", "Quality Assurance", 51500.0))
    return people


def payroll(month: int) -> list[Payslip]:
    """September 2025 (public) or October 2025 (restricted to hr; one joiner more)."""
    rng = random.Random(SEED * 100 + month)
    slips = []
    for staff_no, name, team, base in _staff():
        if month == 9 and staff_no == OCTOBER_JOINER:
            continue
        overtime = 0.0 if rng.random() < 0.6 else round(rng.uniform(500, 6500) / 50) * 50.0
        tax = round((base + overtime) * rng.uniform(0.27, 0.36), 2)
        slips.append(Payslip(staff_no, name, team, base, overtime, tax))
    return slips


@dataclass(frozen=True)
class Item:
    sku: str
    description: str
    bin: str
    on_hand: int
    reorder_point: int
    unit_cost: float


def items() -> list[Item]:
    """Every SKU of the stock position report, in SKU order."""
    rng = random.Random(SEED + 1)
    result = []
    for prefix, templates, sizes, (low, high) in CATEGORIES:
        number = 100
        for template in templates:
            for size in sizes:
                for variant in ("", " (sterile)") if prefix in ("PT", "CT") else ("",):
                    number += rng.randint(1, 9)
                    cost = round(rng.uniform(low, high), 2)
                    on_hand = rng.randint(0, 400) if prefix != "EQ" else rng.randint(0, 12)
                    reorder = rng.choice([20, 40, 60, 80, 100]) if prefix != "EQ" else rng.choice([2, 3, 4])
                    aisle = "ABCDEFG"[[c[0] for c in CATEGORIES].index(prefix)]
                    result.append(Item(f"{prefix}-{number}", template.format(size) + variant,
                                       f"{aisle}{rng.randint(1, 24):02d}-{rng.randint(1, 5)}", on_hand, reorder, cost))
    return sorted(result, key=lambda i: i.sku)


def ordered_items() -> list[Item]:
    """The SKUs that appear on sales orders (a fixed subset of the stock list)."""
    rng = random.Random(SEED + 2)
    return sorted(rng.sample([i for i in items() if not i.sku.startswith("EQ")], 12), key=lambda i: i.sku)


def list_price(item: Item) -> float:
    return round(item.unit_cost * 1.45, 2)


ORDER_COUNT = 240
Q3_START = date(2025, 7, 1)


def orders() -> list[dict]:
    rng = random.Random(SEED + 3)
    catalogue = ordered_items()
    days = sorted(rng.randrange(0, 92) for _ in range(ORDER_COUNT))
    rows = []
    for i, offset in enumerate(days):
        client = CLIENTS[rng.randrange(len(CLIENTS))]
        item = catalogue[rng.randrange(len(catalogue))]
        qty = rng.choice([1, 2, 2, 3, 4, 5, 6, 8, 10, 12, 20, 25])
        when = Q3_START + timedelta(days=offset)
        roll = rng.random()
        status = "Returned" if roll < 0.05 else "Open" if when >= date(2025, 9, 18) and roll < 0.55 else "Delivered"
        channel = ["Web shop", "Web shop", "Phone", "Field sales"][rng.randrange(4)]
        price = list_price(item)
        rows.append({"Order No.": f"ORD-25-{1001 + i}", "Order Date": when, "Client Code": client[0],
                     "Item Code": item.sku, "Item Description": item.description, "Qty": qty,
                     "Unit Price (NOK)": price, "Net Value (NOK)": round(qty * price, 2), "Channel": channel,
                     "Status": status})
    return rows


def client(code: str) -> tuple:
    return next(c for c in CLIENTS if c[0] == code)


INVOICE_DATE = date(2025, 9, 30)
FREIGHT = 450.0
VAT_RATE = 0.25


def invoices() -> list[dict]:
    """Four September invoices: each bills one client's delivered September orders plus freight.
    The third was partly paid on account, so its amount due is less than its total."""
    picks = ["CL-106", "CL-109", "CL-113", "CL-102"]
    result = []
    for n, code in enumerate(picks):
        billed = [o for o in orders() if o["Client Code"] == code and o["Status"] == "Delivered"
                  and o["Order Date"].month == 9][:3]
        net = round(sum(o["Net Value (NOK)"] for o in billed) + FREIGHT, 2)
        vat = round(net * VAT_RATE, 2)
        total = round(net + vat, 2)
        paid = 5000.0 if n == 2 else 0.0
        result.append({"number": f"SIN-25-{311 + n:04d}", "client": client(code), "orders": billed,
                       "net": net, "vat": vat, "total": total, "paid_on_account": paid,
                       "amount_due": round(total - paid, 2),
                       "due": INVOICE_DATE + timedelta(days=client(code)[5])})
    return result
