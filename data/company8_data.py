"""The records behind data/company8 (Brindlecote Bakehouse Ltd, a fictional wholesale bakery in Harrowvale that
bakes overnight and delivers trays of bread, pastries and cakes to cafes, hotels, delis, schools and farm shops on
four van runs): the customer accounts, the October-November 2025 dispatch ledger, the van runs, the November 2025
batch production log, four November credit notes, the November route review and the restricted November
night-bake premium sheet. Deterministic (fixed seeds).

The corpus writer (make_company8.py) and the question writers (make_company8_golden.py, make_company8_dev.py)
all import these functions, so every expected number comes from the records the files print.
"""

import random
from dataclasses import dataclass
from datetime import date, timedelta
from functools import lru_cache

SEED = 8208
FIRM = "Brindlecote Bakehouse Ltd"
APP = "Crumbline"
FIRST_DOCKET = 48201
LEDGER_START = date(2025, 10, 1)
LEDGER_END = date(2025, 11, 29)  # nothing dispatched outside 1 Oct - 29 Nov 2025 in the ledger

# line -> (price per tray, GBP)
LINES = {"Bread": 21.40, "Viennoiserie": 34.80, "Cakes": 42.50, "Mixed": 29.90}
STATUSES = [("Delivered", 86), ("Part delivered", 7), ("Cancelled", 5), ("On hold", 2)]


@dataclass(frozen=True)
class Run:
    code: str
    name: str
    driver: str
    van: str
    departs: str
    area: str


RUNS = [
    Run("R1", "Town", "Marek Oduya", "HV21 KPL", "04:15", "Harrowvale centre and the station quarter"),
    Run("R2", "Valley", "Sian Penhallow", "HV19 BRD", "04:00", "Pendlebridge and the Lyde valley villages"),
    Run("R3", "Coast", "Declan Ferrabee", "HV22 WNT", "03:45", "Saltmere and Fenwick Bay"),
    Run("R4", "Moorland", "Ottilie Grange", "HV18 MSX", "03:50", "Oakhurst Cross and the moor farms"),
]
RUN_LABEL = {r.code: f"{r.code} {r.name}" for r in RUNS}
COLLECT = "Collect"


@dataclass(frozen=True)
class Customer:
    ref: str
    name: str
    kind: str
    town: str
    run: str  # run code, or COLLECT
    terms: str
    window: str
    contact: str
    opened: date


_CUSTOMERS = [
    # ref, trading name, type, town, run, terms, delivery window, contact, opened
    ("BB-0112", "The Gilded Spoon", "Cafe", "Harrowvale", "R1", "14 days", "06:00-07:00", "Nadia Brentwood", date(2019, 3, 4)),
    ("BB-0118", "Harrowvale Grand Hotel", "Hotel", "Harrowvale", "R1", "30 days", "05:30-06:30", "Felix Amberton", date(2018, 6, 11)),
    ("BB-0125", "Marrow & Mint", "Deli", "Harrowvale", "R1", "14 days", "07:00-08:00", "Ines Colquhoun", date(2020, 1, 20)),
    ("BB-0131", "St Aldric's Primary School", "School", "Harrowvale", "R1", "30 days", "07:00-07:45", "Gareth Plumley", date(2021, 9, 1)),
    ("BB-0137", "Kettle, Crumb & Co", "Cafe", "Harrowvale", "R1", "7 days", "06:30-07:30", "Rosa Fairweather", date(2022, 4, 5)),
    ("BB-0144", "Station Parade Kitchen", "Restaurant", "Harrowvale", COLLECT, "Pro forma", "collect by 08:00", "Tobias Quenby", date(2023, 2, 14)),
    ("BB-0150", "Pendle Mill Tearooms", "Cafe", "Pendlebridge", "R2", "14 days", "07:00-08:00", "Hattie Marlowe", date(2017, 10, 2)),
    ("BB-0156", "The Lyde Arms", "Hotel", "Pendlebridge", "R2", "30 days", "06:00-07:00", "Conrad Mayhew", date(2019, 5, 27)),
    ("BB-0163", "Valley Larder", "Farm shop", "Pendlebridge", "R2", "14 days", "07:30-08:30", "Bryony Oakes", date(2020, 8, 17)),
    ("BB-0169", "Upper Lyde Village Stores", "Farm shop", "Upper Lyde", "R2", "7 days", "07:00-08:00", "Ewan Tresize", date(2021, 3, 8)),
    ("BB-0174", "Brookside Bistro", "Restaurant", "Pendlebridge", "R2", "14 days", "09:00-10:00", "Lena Sutcliffe", date(2022, 11, 21)),
    ("BB-0180", "Saltmere Bay Hotel", "Hotel", "Saltmere", "R3", "30 days", "05:30-06:30", "Ruairi Castell", date(2016, 4, 18)),
    ("BB-0186", "The Driftwood Cafe", "Cafe", "Saltmere", "R3", "7 days", "06:30-07:30", "Polly Venning", date(2018, 7, 9)),
    ("BB-0191", "Harbour Deli, Fenwick", "Deli", "Fenwick Bay", "R3", "14 days", "07:00-08:00", "Kofi Ashdown", date(2019, 12, 2)),
    ("BB-0197", "Fenwick Bay Sailing Club", "Restaurant", "Fenwick Bay", "R3", "30 days", "08:00-09:00", "Maud Pellow", date(2020, 5, 11)),
    ("BB-0203", "Gull's Rest Guesthouse", "Hotel", "Fenwick Bay", "R3", "14 days", "06:00-07:00", "Iestyn Rowe", date(2023, 6, 19)),
    ("BB-0209", "Saltmere Community School", "School", "Saltmere", "R3", "30 days", "07:00-07:45", "Priya Holloway", date(2021, 9, 1)),
    ("BB-0214", "Oakhurst Farm Shop", "Farm shop", "Oakhurst Cross", "R4", "14 days", "07:00-08:00", "Wilf Dunstable", date(2017, 2, 27)),
    ("BB-0220", "Moorgate Inn", "Hotel", "Oakhurst Cross", "R4", "30 days", "06:00-07:00", "Carys Lambourne", date(2018, 9, 3)),
    ("BB-0226", "Heather & Hearth Cafe", "Cafe", "Oakhurst Cross", "R4", "7 days", "07:00-08:00", "Jude Pennywell", date(2022, 3, 14)),
    ("BB-0231", "Tor View Deli", "Deli", "Oakhurst Cross", "R4", "14 days", "07:30-08:30", "Anouk Tremain", date(2023, 8, 7)),
    ("BB-0237", "Crossways Garden Centre Cafe", "Cafe", "Oakhurst Cross", "R4", "14 days", "08:00-09:00", "Silas Fairholme", date(2024, 1, 15)),
    ("BB-0242", "Little Acorn Nursery", "School", "Harrowvale", "R1", "30 days", "07:30-08:00", "Wren Castleton", date(2024, 4, 22)),
    ("BB-0248", "Quayside Oyster Bar", "Restaurant", "Saltmere", COLLECT, "Pro forma", "collect by 09:00", "Benedict Sayle", date(2024, 10, 7)),
]


def customers() -> list[Customer]:
    return [Customer(*c) for c in _CUSTOMERS]


def customer(ref: str) -> Customer:
    return next(c for c in customers() if c.ref == ref)


def customer_by_name(name: str) -> Customer:
    return next(c for c in customers() if c.name == name)


@dataclass(frozen=True)
class Docket:
    number: str
    day: date
    account: str
    run: str  # run label ("R3 Coast") or "Collect"
    line: str
    trays: int
    value: float
    returned: int | None
    rating: int | None
    status: str


@lru_cache(maxsize=None)
def dockets() -> list[Docket]:
    rng = random.Random(SEED)
    custs = customers()
    weights = [rng.randint(2, 9) for _ in custs]
    rows = []
    n = FIRST_DOCKET
    day = LEDGER_START
    while day <= LEDGER_END:
        if day.weekday() != 6:  # no dispatch on Sundays
            for _ in range(rng.choice([4, 4, 5, 5, 5])):
                c = rng.choices(custs, weights)[0]
                line = rng.choices(list(LINES), [5, 3, 2, 2])[0]
                trays = rng.randint(2, 16)
                value = round(trays * LINES[line] * rng.uniform(0.93, 1.07), 2)
                status = rng.choices([s for s, _ in STATUSES], [w for _, w in STATUSES])[0]
                returned = rng.randint(1, 3) if status in ("Delivered", "Part delivered") and rng.random() < 0.16 \
                    else None
                rating = rng.choices([2, 3, 4, 4, 5, 5, 5])[0] if status in ("Delivered", "Part delivered") \
                    and rng.random() < 0.42 else None
                run = COLLECT if c.run == COLLECT else RUN_LABEL[c.run]
                rows.append(Docket(f"DKT-{n}", day, c.ref, run, line, trays, value, returned, rating, status))
                n += 1
        day += timedelta(days=1)
    return rows


def docket(number: str) -> Docket:
    return next(d for d in dockets() if d.number == number)


def in_month(rows, month: int):
    return [d for d in rows if d.day.month == month]


# ---------- batch production log, November 2025 ----------

PRODUCTS = ["White Tin 800g", "Seeded Sourdough", "Rye & Caraway", "Farmhouse Bloomer", "Butter Croissant",
            "Pain au Chocolat", "Cinnamon Knot", "Rosemary Focaccia"]
OVENS = ["Deck 1", "Deck 2", "Rack 3"]
BAKERS = {"JM": "Joss Marwood", "RK": "Rhiannon Kell", "SO": "Samir Osei", "AT": "Agnes Thorley"}
LOG_PAGES = [36, 36]  # rows on pages 1 and 2; the rest on page 3


@dataclass(frozen=True)
class Batch:
    batch: str
    day: date
    product: str
    oven: str
    units: int
    baker: str
    core: float
    waste: int


@lru_cache(maxsize=None)
def batches() -> list[Batch]:
    rng = random.Random(SEED + 1)
    rows = []
    n = 1
    day = date(2025, 11, 1)
    while day <= date(2025, 11, 29):
        if day.weekday() != 5:  # no Saturday-night bake (nothing dispatched on Sunday)
            for _ in range(rng.choice([3, 4, 4])):
                product = rng.choice(PRODUCTS)
                oven = "Rack 3" if product in PRODUCTS[4:7] and rng.random() < 0.8 else rng.choice(OVENS)
                units = rng.randrange(60, 260, 4)
                core = round(rng.uniform(92.0, 98.6), 1)
                waste = rng.choices([0, 0, 1, 2, 3, 4, 6, 9])[0]
                rows.append(Batch(f"B2511-{n:03d}", day, product, oven, units, rng.choice(list(BAKERS)), core, waste))
                n += 1
        day += timedelta(days=1)
    return rows


def batch(code: str) -> Batch:
    return next(b for b in batches() if b.batch == code)


# ---------- credit notes ----------

@dataclass(frozen=True)
class CreditNote:
    number: str
    issued: date
    account: str
    docket: str
    reason: str
    approved_by: str
    lines: tuple  # (description, qty, unit price)

    @property
    def total(self) -> float:
        return round(sum(round(q * p, 2) for _, q, p in self.lines), 2)


def credit_notes() -> list[CreditNote]:
    """Four November credit notes, each against a real November docket of the same account."""
    nov = [d for d in in_month(dockets(), 11) if d.status in ("Part delivered", "Delivered") and d.returned]
    part = [d for d in in_month(dockets(), 11) if d.status == "Part delivered"]
    picks = [part[1], nov[5], part[len(part) // 2], nov[-3]]
    reasons = ["Short delivery - 2 trays not loaded", "Returned - stale on arrival",
               "Short delivery - wrong line loaded", "Damaged trays - crushed in transit"]
    approvers = ["Helena Braithwaite (Sales Ledger)", "Callum Rudd (Dispatch Manager)",
                 "Helena Braithwaite (Sales Ledger)", "Callum Rudd (Dispatch Manager)"]
    items = {"Bread": [("White Tin 800g", 1.35), ("Seeded Sourdough", 2.60), ("Farmhouse Bloomer", 1.95)],
             "Viennoiserie": [("Butter Croissant", 0.72), ("Pain au Chocolat", 0.81)],
             "Cakes": [("Lemon Drizzle Traybake", 14.50), ("Chocolate Brownie Slab", 16.20)],
             "Mixed": [("Cinnamon Knot", 0.95), ("Rosemary Focaccia", 3.40), ("White Tin 800g", 1.35)]}
    rng = random.Random(SEED + 2)
    notes = []
    for i, d in enumerate(picks):
        choices = items[d.line]
        lines = tuple((name, rng.randint(2, 5) * (12 if price < 1 else 6 if price < 5 else 1), price)
                      for name, price in rng.sample(choices, min(i % 2 + 1, len(choices))))
        notes.append(CreditNote(f"CN-2511-{i + 3:02d}", d.day + timedelta(days=rng.randint(1, 3)), d.account,
                                d.number, reasons[i], approvers[i], lines))
    return notes


def credit_note(number: str) -> CreditNote:
    return next(c for c in credit_notes() if c.number == number)


# ---------- route review, November 2025 ----------

@dataclass(frozen=True)
class RouteRow:
    run: str
    drops: int
    miles: int
    fuel: float
    on_time: float  # percent
    minutes: float  # average minutes per drop


def route_review() -> list[RouteRow]:
    rng = random.Random(SEED + 3)
    nov = [d for d in in_month(dockets(), 11) if d.status in ("Delivered", "Part delivered")]
    rows = []
    base = {"R1": 410, "R2": 980, "R3": 1140, "R4": 1265}
    on_time = {"R1": 97.1, "R2": 93.4, "R3": 88.6, "R4": 91.2}
    for r in RUNS:
        drops = sum(1 for d in nov if d.run == RUN_LABEL[r.code])
        miles = base[r.code] + rng.randint(-40, 40)
        rows.append(RouteRow(RUN_LABEL[r.code], drops, miles, round(miles / rng.uniform(24.0, 28.5) * 4.546, 1),
                             on_time[r.code], round(rng.uniform(6.0, 12.5), 1)))
    return rows


# ---------- night-bake premiums, November 2025 (restricted to hr) ----------

@dataclass(frozen=True)
class Premium:
    name: str
    staff_no: str
    role: str
    nights: int
    rate: float

    @property
    def premium(self) -> float:
        return round(self.nights * self.rate, 2)


def premiums() -> list[Premium]:
    return [
        Premium("Joss Marwood", "BK-07", "Head baker", 19, 18.50),
        Premium("Rhiannon Kell", "BK-11", "Baker", 17, 14.00),
        Premium("Samir Osei", "BK-14", "Baker", 21, 14.00),
        Premium("Agnes Thorley", "BK-19", "Baker", 15, 14.00),
        Premium("Lowen Brackley", "BK-23", "Bakery assistant", 12, 11.25),
        Premium("Mira Castellan", "BK-26", "Bakery assistant", 14, 11.25),
        Premium("Dara Quillfeather", "PK-04", "Packer", 18, 9.75),
        Premium("Tamsin Eddow", "PK-09", "Packer", 9, 9.75),
        Premium("Oren Blackwood", "CL-02", "Night cleaner", 20, 8.50),
    ]
