"""Seeded records of Merrowgate Homes (data/company15/), a fictional small housing association (social landlord) with
thirty homes on four estates in Merrowgate: the property list, the rent account ledger (July - October 2026) and the
responsive repairs register (July - September 2026). Everything is deterministic (fixed seeds); make_company15.py
writes the files and the question generators (make_company15_golden.py, make_company15_dev.py) compute the expected
answers from these same records. The contractor invoices, the board report and the exec-only pay review are in
company15_records.py."""

import random
from dataclasses import dataclass
from datetime import date, timedelta

FIRM = "Merrowgate Homes"
APP = "Hearthbook"
YEAR = 2026

ESTATES = ["Quarry Bank", "St Wilfrid's Court", "Lapwing Fields", "Cinder Hill"]
OFFICERS = {"Quarry Bank": "Rhian Dobbs", "St Wilfrid's Court": "Graham Oduya", "Lapwing Fields": "Kasim Bhatti",
            "Cinder Hill": "Kasim Bhatti"}
METHODS = {"DD": "Direct Debit", "SO": "standing order", "UC": "Universal Credit paid direct to us (APA)",
           "HB": "Housing Benefit", "CP": "card / PayPoint"}

# ---------------------------------------------------------------- properties (the CSV, key "Property ID")


@dataclass
class Unit:
    uid: str           # "U3110" (ledger column "Unit", repairs register column "Unit")
    address: str
    estate: str
    kind: str          # House / Flat / Bungalow / Maisonette
    beds: int
    scheme: str        # "General needs" / "Sheltered 55+"
    built: int
    epc: str
    heating: str
    status: str        # "Let" / "Void" (at 31 October 2026)


_U = [  # uid, address, estate, kind, beds, built, epc, heating, status
    ("U3101", "1 Quarry Bank Road", "Quarry Bank", "House", 3, 1958, "D", "Gas combi", "Let"),
    ("U3103", "3 Quarry Bank Road", "Quarry Bank", "House", 2, 1958, "C", "Gas combi", "Let"),
    ("U3105", "5 Quarry Bank Road", "Quarry Bank", "House", 3, 1958, "D", "Gas combi", "Void"),
    ("U3110", "Flat 1, Delph House, Quarry Bank", "Quarry Bank", "Flat", 1, 1974, "C", "Electric storage", "Let"),
    ("U3111", "Flat 2, Delph House, Quarry Bank", "Quarry Bank", "Flat", 1, 1974, "C", "Electric storage", "Let"),
    ("U3112", "Flat 3, Delph House, Quarry Bank", "Quarry Bank", "Flat", 2, 1974, "D", "Electric storage", "Let"),
    ("U3113", "Flat 4, Delph House, Quarry Bank", "Quarry Bank", "Flat", 2, 1974, "C", "Electric storage", "Let"),
    ("U3120", "12 Sandstone Walk", "Quarry Bank", "Bungalow", 1, 1981, "C", "Gas combi", "Let"),
    ("U3122", "14 Sandstone Walk", "Quarry Bank", "Bungalow", 2, 1981, "B", "Air source heat pump", "Let"),
    ("U4201", "Flat 1, St Wilfrid's Court, Kirk Lane", "St Wilfrid's Court", "Flat", 1, 1989, "B", "Communal gas", "Let"),
    ("U4202", "Flat 2, St Wilfrid's Court, Kirk Lane", "St Wilfrid's Court", "Flat", 1, 1989, "B", "Communal gas", "Let"),
    ("U4203", "Flat 3, St Wilfrid's Court, Kirk Lane", "St Wilfrid's Court", "Flat", 1, 1989, "C", "Communal gas", "Let"),
    ("U4204", "Flat 4, St Wilfrid's Court, Kirk Lane", "St Wilfrid's Court", "Flat", 1, 1989, "B", "Communal gas",
     "Void"),
    ("U4205", "Flat 5, St Wilfrid's Court, Kirk Lane", "St Wilfrid's Court", "Flat", 2, 1989, "B", "Communal gas", "Let"),
    ("U4206", "Flat 6, St Wilfrid's Court, Kirk Lane", "St Wilfrid's Court", "Flat", 1, 1989, "C", "Communal gas", "Let"),
    ("U4207", "Flat 7, St Wilfrid's Court, Kirk Lane", "St Wilfrid's Court", "Flat", 1, 1989, "B", "Communal gas", "Let"),
    ("U5301", "2 Lapwing Close", "Lapwing Fields", "House", 2, 2009, "B", "Gas combi", "Let"),
    ("U5302", "4 Lapwing Close", "Lapwing Fields", "House", 3, 2009, "B", "Gas combi", "Let"),
    ("U5303", "6 Lapwing Close", "Lapwing Fields", "House", 2, 2009, "B", "Gas combi", "Let"),
    ("U5304", "8 Lapwing Close", "Lapwing Fields", "House", 4, 2009, "C", "Gas combi", "Let"),
    ("U5310", "1 Plover Way", "Lapwing Fields", "Maisonette", 2, 2011, "B", "Gas combi", "Let"),
    ("U5311", "3 Plover Way", "Lapwing Fields", "Maisonette", 2, 2011, "B", "Gas combi", "Let"),
    ("U5312", "5 Plover Way", "Lapwing Fields", "Maisonette", 3, 2011, "B", "Gas combi", "Void"),
    ("U5313", "7 Plover Way", "Lapwing Fields", "Bungalow", 1, 2011, "A", "Air source heat pump", "Let"),
    ("U6401", "Flat A, 9 Cinder Hill Lane", "Cinder Hill", "Flat", 1, 1902, "E", "Gas combi", "Let"),
    ("U6402", "Flat B, 9 Cinder Hill Lane", "Cinder Hill", "Flat", 1, 1902, "D", "Gas combi", "Let"),
    ("U6405", "15 Cinder Hill Lane", "Cinder Hill", "House", 3, 1902, "E", "Gas combi", "Let"),
    ("U6407", "19 Cinder Hill Lane", "Cinder Hill", "House", 2, 1902, "D", "Gas combi", "Void"),
    ("U6410", "2 Forge Terrace", "Cinder Hill", "House", 2, 1926, "D", "Gas combi", "Let"),
    ("U6411", "4 Forge Terrace", "Cinder Hill", "House", 2, 1926, "D", "Gas combi", "Let"),
]
UNITS = [Unit(u, a, e, k, b, "Sheltered 55+" if e == "St Wilfrid's Court" else "General needs", y, epc, h, s)
         for u, a, e, k, b, y, epc, h, s in _U]
UNIT = {u.uid: u for u in UNITS}

# ---------------------------------------------------------------- tenancies and the rent account ledger

# monthly rent in GBP by (kind, beds); sheltered flats are cheaper
BASE_RENT = {("Flat", 1): 392.60, ("Flat", 2): 447.15, ("House", 2): 486.90, ("House", 3): 538.40,
             ("House", 4): 589.75, ("Bungalow", 1): 418.30, ("Bungalow", 2): 459.80, ("Maisonette", 2): 462.35,
             ("Maisonette", 3): 511.20}
SHELTERED_RENT = {1: 371.85, 2: 421.40}


def service_charge(u: Unit) -> float | None:
    """Monthly service charge; None for street properties that have none."""
    if u.estate == "St Wilfrid's Court":
        return 68.20 if u.beds == 1 else 74.55
    if "Delph House" in u.address:
        return 23.40
    if "Cinder Hill Lane" in u.address and u.kind == "Flat":
        return 17.85
    if u.kind == "Maisonette":
        return 12.60
    return None


@dataclass
class Tenancy:
    ref: str           # "TEN-0412"
    uid: str
    tenant: str
    profile: str       # how the tenant pays: DD, SO, UC, HB, CP, or ARR (CP payer falling behind)
    day: int           # usual payment day of the month
    opening: float     # balance brought forward at 1 July 2026 (+ arrears, - credit)
    rent: float = 0.0
    svc: float | None = None


_T = [  # ref, unit, tenant, profile, pay day, opening balance
    ("TEN-0412", "U3101", "Mrs A Okonjo", "DD", 1, 0.0),
    ("TEN-0419", "U3103", "Mr K Halloran", "UC", 17, 486.90),
    ("TEN-0433", "U3110", "Ms T Pryce", "SO", 5, -22.50),
    ("TEN-0436", "U3111", "Mr D Szymanski", "ARR", 9, 812.40),
    ("TEN-0441", "U3112", "Miss L Fairclough", "UC", 22, 470.55),
    ("TEN-0447", "U3113", "Mr & Mrs Beverley", "DD", 1, 0.0),
    ("TEN-0452", "U3120", "Mr R Atherton", "SO", 12, -8.40),
    ("TEN-0458", "U3122", "Mrs P Mistry", "DD", 15, 0.0),
    ("TEN-0503", "U4201", "Mrs E Calloway", "HB", 10, 0.0),
    ("TEN-0507", "U4202", "Mr H Nwosu", "HB", 10, 0.0),
    ("TEN-0511", "U4203", "Mrs J Whitworth", "DD", 1, 0.0),
    ("TEN-0514", "U4205", "Mr & Mrs Garside", "SO", 20, -41.25),
    ("TEN-0518", "U4206", "Mr S Lindqvist", "HB", 10, 0.0),
    ("TEN-0520", "U4207", "Mrs M Tennant", "CP", 14, 96.10),
    ("TEN-0601", "U5301", "Ms C Adeyemi", "UC", 9, 486.90),
    ("TEN-0604", "U5302", "Mr G Fenwick", "DD", 28, 0.0),
    ("TEN-0609", "U5303", "Ms R Quigley", "CP", 3, 214.75),
    ("TEN-0613", "U5304", "Mr & Mrs Hussain", "SO", 28, -15.00),
    ("TEN-0616", "U5310", "Miss K Doherty", "ARR", 19, 1046.30),
    ("TEN-0620", "U5311", "Mr N Varga", "UC", 26, 474.95),
    ("TEN-0622", "U5313", "Mrs F Ibbotson", "DD", 8, 0.0),
    ("TEN-0702", "U6401", "Mr O Brannigan", "CP", 21, 158.20),
    ("TEN-0705", "U6402", "Ms Y Tembo", "UC", 13, 410.45),
    ("TEN-0708", "U6405", "Mr & Mrs Crowther", "DD", 1, 0.0),
    ("TEN-0711", "U6410", "Mr W Ashworth", "ARR", 6, 688.00),
    ("TEN-0714", "U6411", "Ms B Kaur", "SO", 5, -30.00),
]


def tenancies() -> list[Tenancy]:
    rng = random.Random(150701)
    out = []
    for ref, uid, name, profile, day, opening in _T:
        u = UNIT[uid]
        base = SHELTERED_RENT[u.beds] if u.scheme.startswith("Sheltered") else BASE_RENT[(u.kind, u.beds)]
        out.append(Tenancy(ref, uid, name, profile, day, opening, round(base + rng.randint(-60, 60) / 10, 2),
                           service_charge(u)))
    return out


TENANCY = {t.ref: t for t in tenancies()}
BY_TENANT = {t.tenant: t for t in tenancies()}


@dataclass
class LedgerRow:
    ref: str
    uid: str
    tenant: str
    month: int         # rent period (Prd "07/26")
    rent: float
    svc: float | None
    received: float | None   # None = nothing received in the period
    paid_on: date | None
    method: str | None
    balance: float           # carried forward after the period
    nosp: date | None        # Notice of Seeking Possession served in the period
    note: str = ""

    @property
    def charge(self) -> float:
        return round(self.rent + (self.svc or 0), 2)


MONTHS = (7, 8, 9, 10)
MONTH_NAMES = {7: "July", 8: "August", 9: "September", 10: "October"}


def _on(month: int, day: int) -> date:
    d = date(YEAR, month, min(day, 28))
    while d.weekday() > 4:     # banks credit on weekdays
        d += timedelta(days=1)
    return d


def ledger() -> list[LedgerRow]:
    rng = random.Random(151026)
    rows = []
    balance = {t.ref: t.opening for t in tenancies()}
    served = set()
    for month in MONTHS:
        for t in tenancies():
            charge = round(t.rent + (t.svc or 0), 2)
            got, method, note, day = None, t.profile, "", t.day
            if t.profile == "DD":
                got = charge
                if rng.random() < 0.06:
                    got, note = None, "DD returned unpaid - re-present next month"
                elif rows and any(r.ref == t.ref and r.received is None for r in rows if r.month == month - 1):
                    got, note = round(2 * charge, 2), "DD re-presented"
            elif t.profile == "SO":
                got = float(-(-charge // 5) * 5)
            elif t.profile == "HB":
                got = charge
            elif t.profile == "UC":
                got = round(charge - (round(t.rent * 0.14, 2) if t.ref == "TEN-0441" else 0), 2)
                day = t.day + rng.randint(-1, 1)
                note = "APA" + (" - 14% spare room deduction" if t.ref == "TEN-0441" else "")
            elif t.profile == "CP":
                roll = rng.random()
                got = None if roll < 0.25 else charge if roll < 0.65 else float(rng.choice([100, 150, 200, 250, 600]))
                day = rng.randint(1, 27)
            else:  # ARR
                got = None if rng.random() < 0.55 else float(rng.choice([50, 60, 75, 100, 120]))
                day = rng.randint(1, 27)
                method = "CP"
            if got is None:
                method = None
            balance[t.ref] = round(balance[t.ref] + charge - (got or 0), 2)
            nosp = None
            if t.profile in ("ARR", "CP") and t.ref not in served and balance[t.ref] > 2.5 * charge:
                nosp = _on(month, rng.randint(4, 25))
                served.add(t.ref)
                note = "Stage 3 - NOSP hand delivered"
            elif not note and t.profile in ("ARR", "CP") and got and rng.random() < 0.4:
                note = rng.choice(["arrangement £20/wk", "arrangement £15/wk", "promised lump sum", "hardship fund applied"])
            rows.append(LedgerRow(t.ref, t.uid, t.tenant, month, t.rent, t.svc, got,
                                  _on(month, day) if got else None, method, balance[t.ref], nosp, note))
    return rows


def in_month(rows: list, month: int) -> list:
    return [r for r in rows if r.month == month]


def total(values) -> float:
    return round(sum(v or 0 for v in values), 2)


def estate_of(row) -> str:
    return UNIT[row.uid].estate


# ---------------------------------------------------------------- repairs register (2-page PDF), July - September 2026

CONTRACTORS = {"DPH": "Dalby Plumbing & Heating", "KEL": "Kestrel Electrical Ltd", "HRS": "Hartshead Roofing Services",
               "CVG": "Clearview Glazing", "PDS": "Pennine Damp Solutions", "DLO": "in-house repairs team"}
PRIORITIES = {"E": ("Emergency", 1), "U": ("Urgent", 7), "R": ("Routine", 28)}   # code: (name, target days)
# trade: ([(job description, priorities it is raised at)], contractors who do that trade)
JOBS = {
    "Plumbing": ([("Leak under kitchen sink", "EU"), ("WC cistern running on", "UR"), ("Blocked bath waste", "UR"),
                  ("Outside tap dripping", "R")], ["DPH", "DLO"]),
    "Heating": ([("No heating or hot water", "E"), ("Boiler losing pressure", "EU"),
                 ("Radiator cold - valve seized", "UR")], ["DPH"]),
    "Electrical": ([("Sockets tripping RCD", "E"), ("Smoke alarm chirping", "U"), ("Bathroom extractor dead", "R")],
                   ["KEL"]),
    "Joinery": ([("Front door not locking", "EU"), ("Kitchen cupboard hinge", "R"), ("Loose stair handrail", "UR")],
                ["DLO"]),
    "Roofing": ([("Roof leak into bedroom", "E"), ("Slipped slates after storm", "UR"), ("Gutter overflowing", "R")],
                ["HRS"]),
    "Damp/mould": ([("Black mould bedroom wall", "UR"), ("Condensation - bathroom", "R"),
                    ("Damp patch chimney breast", "R")], ["PDS", "DLO"]),
    "Glazing": ([("Cracked pane - lounge", "UR"), ("Window will not close", "R"), ("Misted double-glazed unit", "R")],
                ["CVG"]),
}
TRADE_MIX = {"Plumbing": 9, "Heating": 6, "Electrical": 5, "Joinery": 5, "Roofing": 5, "Damp/mould": 8, "Glazing": 4}
COST = {"Plumbing": (55, 320), "Heating": (90, 460), "Electrical": (60, 280), "Joinery": (40, 240),
        "Roofing": (180, 980), "Damp/mould": (150, 1350), "Glazing": (85, 410)}
END = date(YEAR, 9, 30)


@dataclass
class Job:
    no: str            # "WO-40731"
    reported: date
    uid: str
    trade: str
    pri: str           # E / U / R
    desc: str
    contractor: str
    done: date | None  # None = still open at 30 September
    cost: float | None  # None = not yet invoiced (or open)

    @property
    def days(self) -> int | None:
        return None if self.done is None else (self.done - self.reported).days

    @property
    def in_target(self) -> bool:
        return self.done is not None and self.days <= PRIORITIES[self.pri][1]


REPAIR_PAGES = 24     # rows on page 1; page 2 takes the rest


def repairs() -> list[Job]:
    rng = random.Random(150930)
    weekdays = [date(YEAR, 7, 1) + timedelta(d) for d in range(92) if (date(YEAR, 7, 1) + timedelta(d)).weekday() < 5]
    days = sorted(rng.sample(weekdays, 42))
    trades = [t for t, n in TRADE_MIX.items() for _ in range(n)]
    rng.shuffle(trades)
    jobs = []
    for n, (day, trade) in enumerate(zip(days, trades)):
        descs, firms = JOBS[trade]
        desc, allowed = rng.choice(descs)
        pri = rng.choice(allowed)
        late = rng.random() < 0.2
        span = {"E": rng.choice([0, 0, 1, 1, 2] if late else [0, 1]),
                "U": rng.randint(8, 13) if late else rng.randint(2, 7),
                "R": rng.randint(29, 44) if late else rng.randint(6, 28)}[pri]
        done = day + timedelta(days=span)
        done = None if done > END else done
        firm = rng.choice(firms)
        low, high = COST[trade]
        cost = round(rng.uniform(low, high) * (1.3 if pri == "E" else 1.0), 2)
        if done is None or (firm != "DLO" and done >= date(YEAR, 9, 15)):   # invoice not in yet
            cost = None
        uid = rng.choice([u.uid for u in UNITS])
        jobs.append(Job(f"WO-{40731 + n}", day, uid, trade, pri, desc, firm, done, cost))
    return jobs
