"""Seeded records of Thistlemoor Pest Control Ltd (data/company20/), a fictional pest control firm in the market town
of Lowdby (England: pounds sterling, 20% VAT): the customer accounts, the service visit log (March - June 2026) and the
stock check of the chemical and equipment store (30 June 2026). The invoices are in company20_invoices.py.
Deterministic (fixed seeds); make_company20.py writes the files and the question generators (make_company20_golden.py,
make_company20_dev.py) compute every expected answer from these same records."""

import random
from dataclasses import dataclass
from datetime import date, timedelta

FIRM = "Thistlemoor Pest Control Ltd"
SHORT = "Thistlemoor Pest Control"
APP = "Snareline"
YEAR = 2026
ADDRESS = "Unit 4, Tanyard Court, Lowdby LD7 3QS"
COMPANY_NO = "08841736"
VAT_NO = "GB 311 5829 04"
VAT_RATE = 0.20

# ---------------------------------------------------------------- pests (the log's "Pest" codes)

PESTS = {"RT": "Rats", "MS": "Mice", "WS": "Wasp nest", "BB": "Bed bugs", "CR": "Cockroaches", "FL": "Fleas",
         "AN": "Ants", "BD": "Bird proofing (pigeons, gulls)", "MT": "Clothes moths"}
# what a point is for each pest (the Key sheet spells it out)
POINT_UNIT = {"RT": "bait boxes or traps", "MS": "bait boxes or traps", "WS": "nests treated",
              "BB": "rooms treated", "CR": "gel points", "FL": "rooms treated", "AN": "gel points",
              "BD": "metres of spikes or netting", "MT": "rooms treated"}
CALLOUT = {"RT": 65.0, "MS": 55.0, "WS": 45.0, "BB": 120.0, "CR": 90.0, "FL": 75.0, "AN": 50.0, "BD": 150.0,
           "MT": 70.0}
PER_POINT = {"RT": 6.0, "MS": 5.0, "WS": 20.0, "BB": 35.0, "CR": 4.5, "FL": 25.0, "AN": 3.5, "BD": 9.0, "MT": 15.0}
POINT_RANGE = {"RT": (4, 14), "MS": (3, 12), "WS": (1, 3), "BB": (1, 4), "CR": (6, 20), "FL": (1, 4), "AN": (4, 12),
               "BD": (6, 30), "MT": (1, 3)}
CONTRACT_OFF = 0.20         # customers on a service contract pay 20% less than the price list
NO_ACCESS_FEE = 40.00       # aborted visit: nobody there to let the technician in

TECHS = {"DO": "Dean Okoro", "RM": "Rhiannon Marsh", "KP": "Kasia Pawlak", "JT": "Jed Tolley", "SA": "Samira Aziz"}

# ---------------------------------------------------------------- customers (CSV, key "Customer ref")

DISTRICTS = ("Old Lowdby", "Northgate", "Riverside", "Fenwick", "Kirkby Moor")
CUSTOMERS = [  # (name, contact, sector, plan)
    ("The Copper Kettle Tearoom", "Hannah Brierley", "Food business", "Pay as you go"),
    ("Lowdby Academy", "Graham Tindall", "School", "Contract"),
    ("Fenwick Primary School", "Amina Rashid", "School", "Contract"),
    ("Harrow Lane Farm", "Bill Ackroyd", "Farm", "Contract"),
    ("Mallory's Fish & Chips", "Stavros Mallory", "Food business", "Pay as you go"),
    ("Greyfriars Hotel", "Claire Dunmore", "Hotel", "Contract"),
    ("St Aldhelm's Care Home", "Patience Mensah", "Care home", "Contract"),
    ("Riverside Court Flats", "Owen Pryce", "Housing", "Contract"),
    ("Golden Lotus Takeaway", "Wei Ling Chan", "Food business", "Pay as you go"),
    ("Northgate Bakery", "Frank Ellerby", "Food business", "Contract"),
    ("Kirkby Moor Riding Stables", "Josie Harland", "Farm", "Pay as you go"),
    ("Mr & Mrs Penrose", "Alan Penrose", "Household", "Pay as you go"),
    ("Ms D. Achterberg", "Dorien Achterberg", "Household", "Pay as you go"),
    ("The Drover's Arms", "Mick Sowerby", "Food business", "Pay as you go"),
    ("Beckside Nursery School", "Lucy Fairbairn", "School", "Pay as you go"),
    ("Oakhurst Lettings", "Ravi Chandran", "Housing", "Pay as you go"),
    ("Lowdby Grain Co-operative", "Edwin Garside", "Farm", "Contract"),
    ("Marlow House Care Home", "Bernadette Quinn", "Care home", "Pay as you go"),
    ("Station Road Butchers", "Tom Haigh", "Food business", "Pay as you go"),
    ("The Swan Guest House", "Yvonne Leckie", "Hotel", "Pay as you go"),
    ("Mr T. Okonjo", "Tunde Okonjo", "Household", "Pay as you go"),
    ("Riverside Mill Offices", "Sarah Whitlock", "Offices", "Contract"),
    ("Mrs L. Varga", "Lenke Varga", "Household", "Pay as you go"),
    ("Fenwick Tandoori", "Imran Qureshi", "Food business", "Pay as you go"),
]
FIXED_DISTRICT = {"Fenwick Primary School": "Fenwick", "Northgate Bakery": "Northgate", "Fenwick Tandoori": "Fenwick",
                  "Riverside Court Flats": "Riverside", "Riverside Mill Offices": "Riverside",
                  "Kirkby Moor Riding Stables": "Kirkby Moor", "Greyfriars Hotel": "Old Lowdby"}
# which pests each sector calls us about, with weights
SECTOR_PESTS = {
    "Food business": {"MS": 6, "RT": 4, "CR": 4, "AN": 2, "BD": 1, "WS": 1},
    "School": {"MS": 4, "WS": 3, "AN": 2, "BD": 2, "RT": 1},
    "Farm": {"RT": 8, "MS": 3, "WS": 2, "BD": 2},
    "Hotel": {"BB": 4, "MT": 2, "MS": 3, "WS": 2, "CR": 1},
    "Care home": {"MS": 3, "BB": 2, "WS": 2, "AN": 2, "FL": 1},
    "Housing": {"BB": 3, "CR": 3, "MS": 3, "RT": 2, "BD": 2, "FL": 2},
    "Household": {"WS": 4, "MS": 3, "FL": 3, "BB": 2, "AN": 2, "MT": 2, "RT": 1},
    "Offices": {"MS": 4, "BD": 2, "WS": 2, "MT": 1},
}
SEASON = {"WS": {3: 0.0, 4: 0.15, 5: 1.0, 6: 2.6}, "AN": {3: 0.2, 4: 0.6, 5: 1.4, 6: 1.8}}


@dataclass
class Customer:
    ref: str            # "CS-117" (log column "Cust ID")
    name: str
    contact: str
    sector: str
    district: str
    plan: str           # "Contract" / "Pay as you go"
    since: int          # customer since

    @property
    def contract(self) -> bool:
        return self.plan == "Contract"


def _customers() -> list[Customer]:
    rng = random.Random(200101)
    out, number = [], 100
    for name, contact, sector, plan in CUSTOMERS:
        number += rng.randint(2, 6)
        district = FIXED_DISTRICT.get(name) or rng.choice(DISTRICTS)
        since = rng.choice([2012, 2015, 2017, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026])
        out.append(Customer(f"CS-{number}", name, contact, sector, district, plan, since))
    return out


CUSTOMER_LIST = _customers()
BY_REF = {c.ref: c for c in CUSTOMER_LIST}
BY_NAME = {c.name: c for c in CUSTOMER_LIST}

# ---------------------------------------------------------------- service visit log (xlsx), March - June 2026


@dataclass
class Visit:
    job: str            # "J-5101"
    day: date
    cust: str           # Customer.ref
    pest: str           # PESTS code
    tech: str           # TECHS initials
    points: int         # 0 on a no-access visit
    charge: float
    status: str         # "Cleared", "Revisit", "No access", "" = report not signed off yet

    @property
    def month(self) -> int:
        return self.day.month

    @property
    def customer(self) -> Customer:
        return BY_REF[self.cust]


def price(pest: str, points: int, customer: Customer) -> float:
    full = CALLOUT[pest] + points * PER_POINT[pest]
    return round(full * (1 - CONTRACT_OFF) if customer.contract else full, 2)


MONTH_COUNTS = {3: 34, 4: 38, 5: 44, 6: 41}
UNSIGNED = {3: 0.0, 4: 0.02, 5: 0.05, 6: 0.22}
REVISIT = {"RT": 0.45, "MS": 0.35, "BB": 0.5, "CR": 0.5, "FL": 0.3, "AN": 0.15, "WS": 0.05, "BD": 0.05, "MT": 0.2}


def _visits() -> list[Visit]:
    rng = random.Random(200202)
    refs = [c.ref for c in CUSTOMER_LIST]
    weights = [rng.choice([1, 1, 2, 2, 3, 4]) for _ in refs]
    out = []
    for month, n in MONTH_COUNTS.items():
        days = []
        for _ in range(n):
            while True:
                d = date(YEAR, month, rng.randint(1, 30 if month != 3 else 31))
                if d.weekday() < 6:
                    break
            days.append(d)
        for d in sorted(days):
            cust = BY_REF[rng.choices(refs, weights)[0]]
            table = SECTOR_PESTS[cust.sector]
            pw = [w * SEASON.get(p, {}).get(month, 1.0) for p, w in table.items()]
            pest = rng.choices(list(table), pw)[0]
            tech = rng.choice(list(TECHS))
            if rng.random() < 0.06:
                out.append(Visit("", d, cust.ref, pest, tech, 0, NO_ACCESS_FEE, "No access"))
                continue
            points = rng.randint(*POINT_RANGE[pest])
            if rng.random() < UNSIGNED[month]:
                status = ""
            else:
                status = "Revisit" if rng.random() < REVISIT[pest] else "Cleared"
            out.append(Visit("", d, cust.ref, pest, tech, points, price(pest, points, cust), status))
    for i, v in enumerate(out):
        v.job = f"J-{5101 + i}"
    return out


VISITS = _visits()
BY_JOB = {v.job: v for v in VISITS}

# ---------------------------------------------------------------- store register (PDF, two pages), 30 June 2026

CATEGORIES = ("Bird control", "Insecticide", "Monitoring", "PPE", "Rodenticide", "Trap / device")
PRODUCTS = [  # (code, product, active substance or "", category, pack)
    ("BC-01", "Polycarbonate bird spikes, 1 m strip", "", "Bird control", "Box of 50"),
    ("BC-02", "Bird netting 19 mm, 10 x 10 m", "", "Bird control", "Roll"),
    ("BC-03", "Netting cable and crimp kit", "", "Bird control", "Kit"),
    ("BC-04", "Post and wire system, 25 m", "", "Bird control", "Kit"),
    ("BC-05", "Avishield optical bird gel", "Polybutene", "Bird control", "Box of 12 dishes"),
    ("IN-01", "Roachex cockroach gel", "Fipronil 0.05%", "Insecticide", "4 x 30 g"),
    ("IN-02", "Formica ant gel", "Imidacloprid 0.01%", "Insecticide", "4 x 35 g"),
    ("IN-03", "Vespafoam wasp nest foam", "Permethrin 0.2%", "Insecticide", "750 ml can"),
    ("IN-04", "Vespadust insecticidal powder", "Permethrin 0.5%", "Insecticide", "500 g puffer"),
    ("IN-05", "Cimexor SC bed bug concentrate", "Deltamethrin 2.5%", "Insecticide", "1 L"),
    ("IN-06", "Pulexa flea spray", "Permethrin + pyriproxyfen", "Insecticide", "5 L"),
    ("IN-07", "Tinea moth fogger", "Cypermethrin 2%", "Insecticide", "Box of 6"),
    ("IN-08", "Cypra 10 EC residual spray", "Cypermethrin 10%", "Insecticide", "1 L"),
    ("IN-09", "Silidust diatomaceous powder", "Silicon dioxide", "Insecticide", "1 kg"),
    ("IN-10", "Juvenil growth regulator", "Pyriproxyfen 10%", "Insecticide", "250 ml"),
    ("MN-01", "Non-toxic monitoring blocks", "", "Monitoring", "3 kg tub"),
    ("MN-02", "Pheromone lure, clothes moth", "(Z,E)-tetradecadienyl acetate", "Monitoring", "Pack of 10"),
    ("MN-03", "Cockroach monitor sticky trap", "", "Monitoring", "Pack of 50"),
    ("MN-04", "Bed bug interceptor cups", "", "Monitoring", "Pack of 8"),
    ("MN-05", "Fluorescent tracking dust", "", "Monitoring", "250 g"),
    ("PP-01", "Nitrile gloves, large", "", "PPE", "Box of 100"),
    ("PP-02", "FFP3 respirator masks", "", "PPE", "Box of 10"),
    ("PP-03", "Disposable coveralls, type 5/6", "", "PPE", "Pack of 5"),
    ("PP-04", "Wasp suit with veil", "", "PPE", "Each"),
    ("RD-01", "Grimbane wax blocks 20 g", "Brodifacoum 0.005%", "Rodenticide", "10 kg tub"),
    ("RD-02", "Grimbane paste sachets", "Brodifacoum 0.0029%", "Rodenticide", "10 kg tub"),
    ("RD-03", "Vellmoor whole-grain bait", "Bromadiolone 0.005%", "Rodenticide", "5 kg"),
    ("RD-04", "Vellmoor fresh bait", "Bromadiolone 0.005%", "Rodenticide", "3 kg"),
    ("RD-05", "Difenox blocks 10 g", "Difenacoum 0.005%", "Rodenticide", "10 kg tub"),
    ("RD-06", "Alphasnap mouse gel bait", "Alphachloralose 4%", "Rodenticide", "Box of 24"),
    ("RD-07", "Calcivane pellets", "Cholecalciferol 0.075%", "Rodenticide", "5 kg"),
    ("RD-08", "Grimbane mini blocks 10 g", "Brodifacoum 0.005%", "Rodenticide", "3 kg tub"),
    ("TD-01", "Rat snap trap, steel", "", "Trap / device", "Each"),
    ("TD-02", "Mouse snap trap, plastic", "", "Trap / device", "Pack of 10"),
    ("TD-03", "Tamper-resistant rat bait box", "", "Trap / device", "Each"),
    ("TD-04", "Tamper-resistant mouse bait box", "", "Trap / device", "Pack of 12"),
    ("TD-05", "Multi-catch mouse trap", "", "Trap / device", "Each"),
    ("TD-06", "Glue board, insect monitoring", "", "Trap / device", "Pack of 25"),
    ("TD-07", "Live-catch cage trap, squirrel", "", "Trap / device", "Each"),
    ("TD-08", "Telescopic nest pole, 6 m", "", "Trap / device", "Each"),
    ("TD-09", "Bait station ground anchor", "", "Trap / device", "Pack of 20"),
]
EXPIRING = {"RD-04": date(YEAR, 8, 1), "IN-07": date(YEAR, 9, 1), "MN-02": date(YEAR, 7, 1)}


@dataclass
class Product:
    code: str
    name: str
    active: str         # "" = not a chemical
    category: str
    pack: str
    stock: int          # packs in the store at the check
    use_by: date | None  # first of the month printed; None = no use-by (devices, PPE)


def _products() -> list[Product]:
    rng = random.Random(200303)
    out = []
    for code, name, active, category, pack in PRODUCTS:
        low, high = (1, 9) if pack in ("Each", "Kit", "Roll", "10 kg tub", "5 L") else (2, 24)
        stock = rng.randint(low, high)
        if active or code == "MN-01":   # the monitoring blocks are food and go stale
            use_by = EXPIRING.get(code) or date(rng.choice([2026, 2027, 2027, 2028]), rng.randint(1, 12), 1)
            if use_by < date(YEAR, 10, 1) and code not in EXPIRING:
                use_by = date(2027, use_by.month, 1)
        else:
            use_by = None
        out.append(Product(code, name, active, category, pack, stock, use_by))
    return out


PRODUCT_LIST = _products()
PRODUCT_BY_CODE = {p.code: p for p in PRODUCT_LIST}
STOCK_CHECK = date(YEAR, 6, 30)


def month_name(month: int) -> str:
    return date(YEAR, month, 1).strftime("%B")


def use_by_text(day: date | None) -> str:
    return day.strftime("%b %Y") if day else ""


def plus_days(day: date, n: int) -> date:
    return day + timedelta(days=n)
