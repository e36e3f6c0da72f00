"""Seeded records of Ardcarrow Boatyard Ltd (data/company21/), a fictional boatyard at Kilbrannock Harbour, Co. Cork
(Ireland: euro, 23% VAT): the owner accounts, the yard job sheet (August - November 2026) and the boats on the
hardstanding on 30 November 2026. The invoices are in company21_invoices.py.
Deterministic (fixed seed); make_company21.py writes the files and the question generators (make_company21_golden.py,
make_company21_dev.py) compute every expected answer from these same records."""

import random
from dataclasses import dataclass
from datetime import date, datetime, timedelta

CREATED = datetime(2026, 12, 2, 8, 15, 0)
SEED = 21_2026

FIRM = "Ardcarrow Boatyard Ltd"
SHORT = "Ardcarrow Boatyard"
ADDRESS = "The Slip, Kilbrannock Harbour, Co. Cork P72 XK40"
VAT_NO = "IE 3814427QH"
VAT_RATE = 0.23
LABOUR_RATE = 58.0
FIRST_DAY = date(2026, 8, 3)
LAST_DAY = date(2026, 11, 28)
REGISTER_DAY = date(2026, 11, 30)

OPS = {  # code: (meaning, fixed charge EUR, labour hours low-high)
    "HAU": ("Haul-out: lift, pressure wash and chock up ashore", 165.0, (1.0, 3.0)),
    "LAU": ("Launch: lift in and tie up at the berth", 95.0, (0.5, 2.0)),
    "AFL": ("Antifouling: hull sanded and two coats", 140.0, (3.0, 9.0)),
    "ENG": ("Engine service: oil, filters, impeller, belts", 90.0, (2.0, 6.0)),
    "RIG": ("Standing rigging inspection", 45.0, (1.0, 4.0)),
    "GEL": ("Gelcoat / GRP repair", 60.0, (2.0, 12.0)),
    "STO": ("Winter storage set-up: cradle, cover, winterise", 210.0, (1.5, 4.0)),
    "VAL": ("Valet and polish of topsides", 35.0, (1.5, 5.0)),
}
WEIGHTS = {  # month -> op weights
    8: {"HAU": 1, "LAU": 4, "AFL": 1, "ENG": 3, "RIG": 2, "GEL": 2, "VAL": 3, "STO": 0},
    9: {"HAU": 4, "LAU": 1, "AFL": 2, "ENG": 3, "RIG": 2, "GEL": 2, "VAL": 2, "STO": 1},
    10: {"HAU": 6, "LAU": 0.3, "AFL": 2, "ENG": 3, "RIG": 2, "GEL": 2, "VAL": 1, "STO": 4},
    11: {"HAU": 4, "LAU": 0.2, "AFL": 3, "ENG": 3, "RIG": 1, "GEL": 3, "VAL": 1, "STO": 4},
}
STAFF = {"DM": "Dara Moynihan", "SK": "Siobhan Kerrigan", "PO": "Padraig O'Leary", "FT": "Fionn Tierney"}
STATES = {
    "Closed": "work finished and signed off; ready for the invoice run (or already invoiced)",
    "In progress": "work started, not finished yet",
    "Parts on order": "work stopped, waiting for parts to arrive",
    "Cancelled": "owner cancelled before any work; nothing charged (Hrs 0, Net 0.00)",
}

BOATS = ["Kittiwake", "Curlew", "Sea Pie", "Morning Tide", "Fulmar", "Saoirse", "Blue Heron", "Cailin Og",
         "Storm Petrel", "Tern", "Whimbrel", "Dunlin", "Halcyon", "Mist of Dunmore", "Sandpiper", "Lady Grainne",
         "Puffin II", "Corrib Star", "Shearwater", "Gannet", "Aisling", "Red Admiral", "Seabreeze", "Ocean Rover",
         "Merrow", "Roisin Dubh", "Skellig Light", "Tranquil", "Selkie", "Wild Goose", "Bluefin", "Islander",
         "Cormorant", "Guillemot", "Sea Holly", "Mayfly", "Kestrel", "Osprey", "Golden Plover", "Lapwing",
         "Moonraker", "Brendan's Way", "Half Moon", "Fastnet Dream", "Spindrift", "Ripple", "Driftwood", "Ballyhoo",
         "Otter", "Samphire", "Wrasse", "Pollock", "Mackerel Sky", "Heather Bell", "Fair Wind", "Seal Point",
         "Salty Dog", "Seaspray", "Innisfree", "Marlin"]
FIRST = ["Aoife", "Brian", "Ciara", "Declan", "Eimear", "Fergal", "Grainne", "Hugh", "Ita", "Jarlath", "Kevin",
         "Lorna", "Maeve", "Niall", "Orla", "Peadar", "Roisin", "Seamus", "Treasa", "Ultan", "Vincent", "Yvonne",
         "Colm", "Deirdre", "Eoin", "Fiona", "Gearoid", "Helen", "Ronan", "Sinead"]
LAST = ["Brennan", "Cadogan", "Dineen", "Egan", "Fitzgerald", "Hegarty", "Kingston", "Lynch", "McCarthy",
        "Nagle", "O'Driscoll", "O'Mahony", "Power", "Quinlan", "Riordan", "Sheehan", "Twomey", "Walsh", "Buckley",
        "Crowley", "Daly", "Foley", "Harrington", "Keohane", "Murphy", "Noonan", "Sullivan", "Barry"]
FIRMS = ["Atlantic Edge Sailing School Ltd", "Kilbrannock Sea Angling Club", "Carbery Charters Ltd",
         "West Cork Marine Survey Ltd", "Dunmore Sea Scouts", "Oileain Eco Tours Ltd"]
TYPES = {  # type: (weight, LOA range m, berths)
    "Sailing yacht": (11, (7.5, 13.5), ["Pontoon A", "Pontoon B", "Pontoon C", "Swing mooring"]),
    "Motor cruiser": (7, (6.5, 14.0), ["Pontoon A", "Pontoon B", "Pontoon C"]),
    "RIB": (4, (4.5, 8.0), ["Dry stack", "Trailer park"]),
    "Fishing boat": (4, (5.0, 9.5), ["Pontoon C", "Swing mooring"]),
    "Dayboat": (3, (4.5, 7.0), ["Swing mooring", "Dry stack", "Trailer park"]),
}
PLANS = ["Annual berth", "Winter ashore", "Pay as you go"]


@dataclass
class Account:
    no: str
    owner: str
    boat: str
    kind: str
    loa: float
    berth: str
    plan: str
    since: int


@dataclass
class Job:
    wo: str
    day: date
    acct: Account
    op: str
    by: str
    hrs: float
    net: float
    state: str


@dataclass
class Ashore:
    bay: str
    acct: Account
    support: str
    since: date
    mast: str



def build():
    rng = random.Random(SEED)
    # ------------------------------------------------------------------ accounts
    owners, used = [], set()
    firms = list(FIRMS)
    for i in range(60):
        if i % 10 == 3 and firms:
            owners.append(firms.pop(0))
            continue
        while True:
            name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
            if name not in used:
                used.add(name)
                owners.append(name)
                break
    boats = list(BOATS)
    rng.shuffle(boats)
    kinds = list(TYPES)
    accounts = []
    for i in range(60):
        kind = rng.choices(kinds, weights=[TYPES[k][0] for k in kinds])[0]
        lo, hi = TYPES[kind][1]
        loa = round(rng.uniform(lo, hi), 1)
        berth = rng.choice(TYPES[kind][2])
        plan = rng.choices(PLANS, weights=[5, 3, 3])[0]
        accounts.append(Account(f"OA{417 + i * 3}", owners[i], boats[i], kind, loa, berth, plan,
                                rng.randint(2009, 2026)))
    # ------------------------------------------------------------------ boats ashore on 1 August
    ashore: dict[str, date] = {}
    for a in rng.sample(accounts, 16):
        ashore[a.no] = date(2025, rng.randint(9, 12), rng.randint(1, 28))
    # ------------------------------------------------------------------ job sheet
    days = []
    d = FIRST_DAY
    while d <= LAST_DAY:
        if d.weekday() < 6:
            days.append(d)
        d += timedelta(days=1)
    per_month = {8: 38, 9: 44, 10: 50, 11: 42}
    picked = sorted(d for m, k in per_month.items() for d in rng.choices([x for x in days if x.month == m], k=k))
    jobs = []
    for n, day in enumerate(picked):
        w = WEIGHTS[day.month]
        op = rng.choices(list(w), weights=list(w.values()))[0]
        hauled = [a for a in accounts if a.no in ashore]
        afloat = [a for a in accounts if a.no not in ashore]
        if op == "LAU" and not hauled:
            op = "ENG"
        if op == "LAU":
            acct = rng.choice(hauled)
            del ashore[acct.no]
        elif op == "HAU":
            acct = rng.choice(afloat)
        elif op in ("AFL", "GEL", "STO", "VAL") and hauled and rng.random() < 0.8:
            acct = rng.choice(hauled)
        else:
            acct = rng.choice(accounts)
        lo, hi = OPS[op][2]
        hrs = rng.randint(int(lo * 2), int(hi * 2)) / 2
        r = rng.random()
        if day >= date(2026, 11, 16) and r < 0.5:
            state = "In progress"
        elif op in ("ENG", "GEL", "RIG") and r < 0.12:
            state = "Parts on order"
        elif r > 0.955:
            state = "Cancelled"
        else:
            state = "Closed"
        if state == "Cancelled":
            hrs, net = 0.0, 0.0
        else:
            net = round(OPS[op][1] + hrs * LABOUR_RATE, 2)
        if op == "HAU" and state != "Cancelled":
            ashore[acct.no] = day
        by = rng.choice(list(STAFF))
        jobs.append(Job(f"W26-{1140 + n}", day, acct, op, by, hrs, net, state))
    # ------------------------------------------------------------------ hardstanding register
    rows = sorted(ashore.items(), key=lambda kv: (kv[1], kv[0]))
    placed = []
    for no, since in rows:
        a = next(x for x in accounts if x.no == no)
        if a.kind in ("RIB", "Dayboat"):
            support = "Trailer"
        else:
            support = rng.choice(["Cradle", "Cradle", "Stands"])
        mast = rng.choice(["Stepped", "Unstepped", "Unstepped"]) if a.kind == "Sailing yacht" else "-"
        placed.append((a, support, since, mast))
    bays = [f"{row}{n}" for row in "ABCDEF" for n in range(1, 9)]
    inner = [b for b in bays if b[0] in "CDEF"]
    taken = {}
    for item in placed:  # masts up go to rows C-F (yard-map.md), first come first placed
        if item[3] == "Stepped":
            taken[inner.pop(0)] = item
    free = [b for b in bays if b not in taken]
    for item in placed:
        if item[3] != "Stepped":
            taken[free.pop(0)] = item
    register = [Ashore(bay, *taken[bay]) for bay in bays if bay in taken]
    return accounts, jobs, register


ACCOUNTS, JOBS, REGISTER = build()
ACCT = {a.no: a for a in ACCOUNTS}
