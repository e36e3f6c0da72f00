"""Seeded records of Rothar Rua Cycle Co-operative (data/company17/), a fictional small worker-and-member owned
bicycle repair and rental co-op in the harbour town of Kilbrannagh, Co. Westmore (Ireland, so euro amounts and Irish
VAT): the member register, the workshop job log (July - October 2026) and the hire log of the rental fleet (July -
September 2026). Deterministic (fixed seeds); make_company17.py writes the files and the question generators
(make_company17_golden.py, make_company17_dev.py) compute every expected answer from these same records. Supplier
invoices, the board's quarterly report and the board-only premises shortlist live in company17_records.py."""

import random
from dataclasses import dataclass
from datetime import date, timedelta

FIRM = "Rothar Rua Cycle Co-operative"
APP = "Truewheel"
YEAR = 2026
ADDRESS = "The Old Creamery, Quay Lane, Kilbrannagh, Co. Westmore K45 R7T2"

# ---------------------------------------------------------------- codes used by the workshop job log

MECHANICS = {"AN": "Aoife Ní Bhriain (workshop lead)", "DK": "Diarmuid Kelleher", "PS": "Precious Sithole",
             "TF": "Tomás Fennessy (apprentice)", "VB": "volunteer bench, Thursday evenings (no labour charged)"}
BIKES = {"RD": "road / racer", "HY": "hybrid or city bike", "MB": "mountain bike", "EB": "e-bike", "CG": "cargo bike",
         "KD": "child's bike", "FD": "folding bike"}
# code: (meaning, labour hours it may take, parts range in euro or None when parts are rare)
SERVICES = {
    "PNC": ("puncture, tube or tyre swap", (0.25, 0.25, 0.5), (6.5, 38.0)),
    "BRK": ("brakes: pads, cables or bleed", (0.5, 0.75, 1.0), (9.0, 48.0)),
    "GRS": ("gear indexing or new gear cable", (0.5, 0.75), (4.0, 16.0)),
    "DRV": ("drivetrain: chain, cassette, chainrings", (1.0, 1.25, 1.5), (32.0, 145.0)),
    "WHL": ("wheel truing, spokes or hub", (0.5, 1.0, 1.5), (5.0, 40.0)),
    "SVS": ("standard service", (1.5,), (0.0, 30.0)),
    "SVF": ("full strip-down service", (3.0, 3.5), (25.0, 120.0)),
    "EBK": ("e-bike motor, battery or wiring diagnosis", (1.0, 1.5, 2.0), (0.0, 260.0)),
    "SFC": ("safety check of a second-hand bike", (0.5,), None),
}
PAYMENTS = {"CRD": "card", "CSH": "cash", "FYB": "Fix Your Bike voucher (Westmore County Council scheme)",
            "ACC": "charged to the member's account"}
LABOUR_RATE = 45.0      # euro an hour
MEMBER_OFF = 0.20       # members pay 20% less for labour (never for parts)

# ---------------------------------------------------------------- member register (CSV, key "Membership No.")

AREAS = ("Quayside", "Ardnagreen", "Millfield", "Castlehill", "Rathbeg", "St Brendan's Park")
TIERS = ("Standard", "Concession", "Household")
PEOPLE = ["Orla Breathnach", "Cathal Mac Giolla", "Sinéad Furlong", "Eoghan Tierney", "Róisín Dalton",
          "Ifeoma Okafor", "Padraig Ruane", "Maeve Lenihan", "Jakub Nowicki", "Gráinne Costigan", "Fionn Whelan",
          "Lucía Romero", "Declan Haugh", "Saoirse Hanrahan", "Colm Ó Duinn", "Agnieszka Wróbel", "Brendan Tuohy",
          "Niamh Carolan", "Ruairí Mulvihill", "Tadhg Cronin", "Aisling Duggan", "Marek Zielinski", "Emeka Nwosu",
          "Clodagh Fahy", "Ultan Brophy", "Deirdre Scally", "Hamid Rahimi", "Éabha Concannon", "Senan Keogh",
          "Ailbhe Moran", "Dara Hickey", "Yusuf Demir", "Síle Nagle", "Kevin Ahern", "Bláthnaid Foley",
          "Oisín Garvey", "Ana Ferreira", "Cormac Lalor", "Mairéad Shortt", "Liam Geoghegan", "Priya Raman",
          "Enda Coffey", "Nora Kavanagh", "Rory Vesey", "Hannah Quirke"]
BUSINESSES = ["Harbour Light Hostel", "Kilbrannagh Cargo Couriers", "The Tin Kettle Café",
              "Westmore Walking & Cycling Tours"]


@dataclass
class Member:
    no: str            # "M0117" (job log column "Mbr")
    name: str
    tier: str          # Standard / Concession / Household / Business
    area: str          # only in the register
    joined: date
    volunteer: bool    # "Y" in the register, blank = no
    shares: int        # EUR 10 member shares held


def members() -> list[Member]:
    rng = random.Random(170301)
    out = []
    names = PEOPLE + BUSINESSES
    # a few joined in the summer quarter and two in October, the rest across the co-op's earlier years
    recent = [date(YEAR, 7, 4), date(YEAR, 7, 18), date(YEAR, 8, 1), date(YEAR, 8, 22), date(YEAR, 9, 5),
              date(YEAR, 9, 12), date(YEAR, 9, 26), date(YEAR, 10, 3), date(YEAR, 10, 17)]
    slots = set(rng.sample(range(len(names)), len(recent)))
    recent_iter = iter(recent)
    for n, name in enumerate(names):
        business = name in BUSINESSES
        if n in slots:
            joined = next(recent_iter)
        else:
            joined = date(2019, 5, 1) + timedelta(days=rng.randint(0, 2550))
        tier = "Business" if business else rng.choice(TIERS + ("Standard", "Concession"))
        shares = rng.choice([5, 10, 20]) if business else rng.choice([1, 1, 1, 2, 5])
        out.append(Member(f"M{101 + n * 3 + rng.randint(0, 2):04d}", name, tier, rng.choice(AREAS), joined,
                          not business and rng.random() < 0.3, shares))
    return sorted(out, key=lambda m: m.no)


MEMBERS = members()
MEMBER = {m.no: m for m in MEMBERS}

# ---------------------------------------------------------------- workshop job log (xlsx), July - October 2026

JOB_MONTHS = (7, 8, 9, 10)
MONTH_NAMES = {6: "June", 7: "July", 8: "August", 9: "September", 10: "October", 11: "November"}
PRINTED = date(YEAR, 11, 2)
NOTES = ["customer supplied own tyres", "waiting on part from Madden", "rust - advised new chain soon",
         "quote approved by phone", "bike left with lights on - battery flat", "frame crack found - not safe to ride",
         "warranty claim with shop of purchase", "kickstand refitted free"]


@dataclass
class Job:
    no: str                 # "J26-0412" (column "Job no")
    booked: date            # column "In"
    ready: date | None      # column "Rdy"; None = still in the workshop when printed
    member: str | None      # column "Mbr"; None = walk-in customer, not a member
    bike: str
    svc: str
    mech: str
    hours: float
    parts: float | None     # None = no parts used
    labour: float
    pay: str | None         # None = not paid yet
    note: str = ""

    @property
    def total(self) -> float:
        return round((self.parts or 0) + self.labour, 2)

    @property
    def month(self) -> int:
        return self.booked.month


def _open_days(first: date, last: date) -> list[date]:
    """Days the workshop takes bikes in: Tuesday to Saturday."""
    days, day = [], first
    while day <= last:
        if day.weekday() in (1, 2, 3, 4, 5):
            days.append(day)
        day += timedelta(days=1)
    return days


def labour_for(hours: float, member: str | None, mech: str) -> float:
    if mech == "VB":
        return 0.0
    return round(hours * LABOUR_RATE * ((1 - MEMBER_OFF) if member else 1), 2)


def jobs() -> list[Job]:
    rng = random.Random(170702)
    out, number = [], 412
    svc_weights = {"PNC": 9, "BRK": 8, "GRS": 5, "DRV": 5, "WHL": 4, "SVS": 6, "SVF": 2, "EBK": 4, "SFC": 2}
    for day in _open_days(date(YEAR, 7, 1), date(YEAR, 10, 31)):
        busy = 1 if day.month in (7, 8) else 0      # the summer brings more punctures and tourists
        for _ in range(rng.choice([0, 1, 1, 1, 2]) + (busy if rng.random() < 0.3 else 0)):
            svc = rng.choices(list(svc_weights), list(svc_weights.values()))[0]
            bike = "EB" if svc == "EBK" else rng.choice(["RD", "HY", "HY", "HY", "MB", "MB", "EB", "CG", "KD", "FD"])
            joined = [m.no for m in MEMBERS if m.joined <= day]
            member = rng.choice(joined) if rng.random() < 0.55 else None
            mech = "VB" if day.weekday() == 3 and rng.random() < 0.6 else \
                rng.choice(["AN", "DK", "DK", "PS", "PS", "TF"])
            if svc == "EBK" and mech in ("VB", "TF"):
                mech = "AN"
            _, hour_choices, parts_range = SERVICES[svc]
            hours = rng.choice(hour_choices)
            parts = None
            if parts_range and (parts_range[0] > 0 and rng.random() < 0.85 or rng.random() < 0.45):
                parts = round(rng.uniform(max(parts_range[0], 3.0), parts_range[1]) * 2) / 2
            ready = day + timedelta(days=rng.choice([0, 0, 1, 1, 2, 3, 5]))
            note = ""
            roll = rng.random()
            if roll < 0.12 and parts is not None:
                ready += timedelta(days=6)
                note = "waiting on part from Madden"
            elif roll >= 0.12 and rng.random() < 0.15:
                note = rng.choice(NOTES)
            if ready >= PRINTED:
                ready = None
            pay = None
            if ready is not None and not (ready >= date(YEAR, 10, 29) and rng.random() < 0.5):
                options = ["CRD", "CRD", "CRD", "CSH"] + (["ACC"] if member else []) + \
                    (["FYB"] if svc in ("PNC", "BRK", "SVS", "GRS") else [])
                pay = rng.choice(options)
            out.append(Job(f"J26-{number:04d}", day, ready, member, bike, svc, mech, hours, parts,
                           labour_for(hours, member, mech), pay, note))
            number += 1
    return out


def in_month(rows: list, month: int) -> list:
    return [r for r in rows if r.month == month]


def total(values) -> float:
    return round(sum(v or 0 for v in values), 2)


# ---------------------------------------------------------------- hire log (2-page PDF), July - September 2026

# fleet number: type; day rates by type (visitor rate, member rate)
FLEET = {**{f"RR-C{n:02d}": "City" for n in range(1, 9)}, **{f"RR-E{n:02d}": "E-bike" for n in range(1, 6)},
         "RR-K01": "Cargo", "RR-K02": "Cargo", "RR-T01": "Tandem"}
RATES = {"City": (18.0, 13.5), "E-bike": (38.0, 28.5), "Cargo": (42.0, 31.5), "Tandem": (32.0, 24.0)}
DEPOSITS = {"PA": "card pre-authorisation", "CA": "cash deposit", "ID": "photo ID held (members only)"}
HIRE_PAGE_ONE = 30
HIRE_MONTHS = (7, 8, 9)


@dataclass
class Hire:
    ref: str            # "HR-5301"
    out: date
    days: int           # days booked and charged
    back: date          # day it came back (a day after out + days when returned late)
    bike: str           # fleet number
    hirer: str          # member number or "Visitor"
    deposit: str        # PA / CA / ID
    extra: float | None  # late-return or damage charge; None = none
    extra_why: str = ""

    @property
    def type(self) -> str:
        return FLEET[self.bike]

    @property
    def rate(self) -> float:
        visitor, member = RATES[self.type]
        return visitor if self.hirer == "Visitor" else member

    @property
    def charge(self) -> float:
        return round(self.days * self.rate, 2)

    @property
    def month(self) -> int:
        return self.out.month


def hires() -> list[Hire]:
    rng = random.Random(170815)
    free = {bike: date(YEAR, 6, 30) for bike in FLEET}
    out, number = [], 5301
    day = date(YEAR, 7, 1)
    while day <= date(YEAR, 9, 30):
        summer = day.month in (7, 8)
        for _ in range(rng.choice([0, 0, 1, 1, 1, 2] if summer else [0, 0, 0, 1, 1])):
            kind = rng.choices(["City", "E-bike", "Cargo", "Tandem"], [5, 5, 2, 1])[0]
            choices = [b for b, t in FLEET.items() if t == kind and free[b] <= day]
            if not choices:
                continue
            bike = rng.choice(choices)
            days = rng.choice([1, 1, 1, 2, 2, 3, 4, 7])
            joined = [m.no for m in MEMBERS if m.joined <= day and m.tier != "Business"]
            hirer = rng.choice(joined) if rng.random() < 0.3 else "Visitor"
            deposit = rng.choice(["PA", "PA", "CA"] + (["ID", "ID"] if hirer != "Visitor" else []))
            extra, why = None, ""
            roll = rng.random()
            if roll < 0.08:
                extra, why = RATES[kind][0 if hirer == "Visitor" else 1], "returned a day late"
            elif roll < 0.14:
                extra, why = rng.choice([(12.0, "lost lock key"), (25.0, "bent rear mech hanger"),
                                         (8.0, "mudguard snapped"), (60.0, "pannier rack damaged")])
            back = day + timedelta(days=days + (1 if why == "returned a day late" else 0))
            free[bike] = back + timedelta(days=1)
            out.append(Hire(f"HR-{number}", day, days, back, bike, hirer, deposit, extra, why))
            number += 1
        day += timedelta(days=1)
    return out
