"""Seeded records of Kirkgate Cargo Cycles Ltd (data/company22/), a fictional bicycle courier and cargo-bike
delivery firm in Holbeck, Leeds (UK: pounds, 20% VAT): the client accounts, the delivery log (September - November
2026) and the fleet workshop register. The invoices are built in company22_invoices.py.
Deterministic (fixed seed); make_company22.py writes the files. The golden scripts read the written files back and
company22_qa.py compares that reading with these records, so a drift between the two shows up as a FAIL."""

import random
from dataclasses import dataclass
from datetime import date, datetime, timedelta

CREATED = datetime(2026, 12, 3, 7, 40, 0)
SEED = 22_1126

FIRM = "Kirkgate Cargo Cycles Ltd"
SHORT = "Kirkgate Cargo Cycles"
ADDRESS = "Unit 4, Sovereign Yard, Water Lane, Holbeck, Leeds LS11 5QT"
VAT_NO = "GB 284 6615 07"
VAT_RATE = 0.20
PARCEL_FEE = 1.20  # per parcel after the first
FIRST_DAY = date(2026, 9, 1)
LAST_DAY = date(2026, 11, 30)

SERVICES = {  # code: (meaning, base GBP, per km GBP, weight)
    "STD": ("Same-day, dropped within 4 hours", 6.50, 0.85, 6),
    "EXP": ("Express, collected and dropped within 60 minutes", 11.00, 1.20, 2.5),
    "HVY": ("Heavy load on a cargo trike, up to 120 kg", 14.00, 1.60, 2.5),
    "RND": ("Scheduled round, fixed daily collection slot", 5.00, 0.60, 2),
    "SIG": ("Signed-for documents, ID checked at the door", 9.50, 0.95, 1.5),
    "CHL": ("Chilled box, kept at 2-8 C (samples, medicines)", 12.00, 1.10, 1.2),
}
RIDERS = {  # initials: (name, riding for us since, weight)
    "AH": ("Asha Hussain", 2021, 5),
    "BM": ("Ben Mallinson", 2023, 4),
    "KB": ("Kasia Bartosz", 2022, 5),
    "LW": ("Lewis Wainwright", 2019, 3.5),
    "NS": ("Nadia Sefu", 2024, 3),
    "RJ": ("Rhys Jenkins", 2025, 2.5),
}
STATUSES = {
    "Delivered": "dropped off and proof of delivery taken; billed at the full charge",
    "Failed": "nobody there to take it; brought back to the depot, billed at the base fee only",
    "Cancelled": "client cancelled before collection; not ridden (Km 0) and nothing billed",
    "Held": "client has queried the job; charge on hold and left off invoices until settled",
}

# Clients are fixed rather than seeded so their sectors, plans and districts stay believable together.
CLIENTS = [  # code, business, sector, plan, district, contact, weight
    ("CL-301", "Briggate Legal LLP", "Legal", "Monthly account", "City Centre", "Harriet Cole", 6),
    ("CL-303", "Headrow Pharmacy", "Pharmacy", "Monthly account", "City Centre", "Imran Qureshi", 5),
    ("CL-305", "Mill Race Bakery", "Food & drink", "Pay as you go", "Kirkstall", "Sophie Dunn", 3),
    ("CL-307", "Calls Landing Architects", "Architecture & design", "Monthly account", "City Centre",
     "Marcus Greenwood", 3),
    ("CL-309", "Wharf Street Print Co", "Print", "Prepaid bundle", "City Centre", "Gemma Thornton", 4),
    ("CL-311", "Petal & Stem Florists", "Florist", "Pay as you go", "Chapel Allerton", "Lucy Barraclough", 3),
    ("CL-313", "Aire Valley Dental Lab", "Healthcare", "Monthly account", "Holbeck", "Dr Yusuf Patel", 4),
    ("CL-315", "Kirkstall Deli", "Food & drink", "Pay as you go", "Kirkstall", "Tom Hebden", 2),
    ("CL-317", "Grand Arcade Records", "Retail", "Pay as you go", "City Centre", "Jess Ackroyd", 1.5),
    ("CL-319", "St Paul's Chambers", "Legal", "Monthly account", "City Centre", "Richard Sowerby", 4),
    ("CL-321", "Meanwood Vet Clinic", "Healthcare", "Prepaid bundle", "Meanwood", "Claire Whitaker", 2.5),
    ("CL-323", "Otley Road Opticians", "Healthcare", "Pay as you go", "Headingley", "Anil Mistry", 1.5),
    ("CL-325", "Tower Works Studio", "Architecture & design", "Prepaid bundle", "Holbeck", "Ellie Marsden", 2),
    ("CL-327", "Leodis Press", "Print", "Monthly account", "Hunslet", "Graham Firth", 3),
    ("CL-329", "Roundhay Wine Cellar", "Retail", "Pay as you go", "Roundhay", "Pete Naylor", 1.5),
    ("CL-331", "Hyde Park Pizza Kitchen", "Food & drink", "Pay as you go", "Headingley", "Gino Russo", 2.5),
    ("CL-333", "Vicar Lane Tailors", "Retail", "Prepaid bundle", "City Centre", "Farah Shah", 1.5),
    ("CL-335", "Park Square Notaries", "Legal", "Prepaid bundle", "City Centre", "Alison Beck", 2.5),
    ("CL-337", "Armley Pharmacy", "Pharmacy", "Pay as you go", "Armley", "Kwame Boateng", 3),
    ("CL-339", "Hunslet Print Finishers", "Print", "Monthly account", "Hunslet", "Dean Holroyd", 2),
    ("CL-341", "Clarence Dock Labs", "Healthcare", "Monthly account", "Hunslet", "Dr Nina Ellis", 3),
    ("CL-343", "Chapel Allerton Cheese Co", "Food & drink", "Prepaid bundle", "Chapel Allerton", "Rob Illingworth",
     1.5),
]
SINCE = {"CL-301": 2018, "CL-303": 2019, "CL-305": 2022, "CL-307": 2020, "CL-309": 2021, "CL-311": 2023,
         "CL-313": 2019, "CL-315": 2024, "CL-317": 2025, "CL-319": 2018, "CL-321": 2022, "CL-323": 2024,
         "CL-325": 2023, "CL-327": 2020, "CL-329": 2025, "CL-331": 2023, "CL-333": 2024, "CL-335": 2021,
         "CL-337": 2022, "CL-339": 2021, "CL-341": 2020, "CL-343": 2026}

BIKES = {  # bike: type
    **{f"B0{n}": "Front-loader" for n in range(1, 6)},
    **{f"B0{n}": "Longtail" for n in range(6, 10)},
    **{f"B{n}": "Cargo trike" for n in range(10, 13)},
    **{f"B{n}": "Solo e-bike" for n in range(13, 15)},
}
WORK = {  # work done: (parts GBP low-high, hours low-high, which bike types)
    "Brake pads front and rear": ((18, 34), (0.5, 1.0), None),
    "Chain and cassette renewed": ((42, 78), (1.0, 1.5), None),
    "Rear puncture, new tube": ((6, 9), (0.5, 0.5), None),
    "Hub motor fault traced": ((12, 140), (1.5, 4.0), None),
    "Battery cell pack swapped": ((210, 330), (1.0, 2.0), None),
    "Full service": ((25, 60), (2.0, 3.5), None),
    "Front wheel trued, spokes": ((8, 24), (1.0, 2.0), None),
    "Cargo box hinge and lid": ((30, 65), (1.0, 2.5), ("Front-loader", "Cargo trike")),
    "Steering linkage adjusted": ((4, 30), (1.0, 2.0), ("Front-loader",)),
    "Rear axle bearings": ((35, 70), (2.0, 3.5), ("Cargo trike",)),
}
FITTERS = ["Gareth Pye", "Abi Mensah"]


@dataclass
class Client:
    code: str
    name: str
    sector: str
    plan: str
    district: str
    contact: str
    since: int


@dataclass
class Delivery:
    ref: str
    day: date
    client: Client
    rider: str
    svc: str
    zone: str
    km: float
    parcels: int
    charge: float
    status: str


@dataclass
class Repair:
    job: str
    booked: date
    bike: str
    kind: str
    work: str
    parts: float
    hrs: float
    fitter: str
    back: str


def zone_of(km: float) -> str:
    return "Centre" if km < 3 else "Inner" if km < 7 else "Outer"


def charge_of(svc: str, km: float, parcels: int, status: str) -> float:
    _, base, per_km, _ = SERVICES[svc]
    if status == "Cancelled":
        return 0.0
    if status == "Failed":
        return base
    return round(base + per_km * km + PARCEL_FEE * (parcels - 1), 2)


def _weekdays(first: date, last: date) -> list[date]:
    out, d = [], first
    while d <= last:
        if d.weekday() < 5:
            out.append(d)
        d += timedelta(days=1)
    return out


def build():
    rng = random.Random(SEED)
    clients = [Client(c, n, s, p, d, who, SINCE[c]) for c, n, s, p, d, who, _ in CLIENTS]
    weights = [row[-1] for row in CLIENTS]
    days = _weekdays(FIRST_DAY, LAST_DAY)
    per_month = {9: 50, 10: 57, 11: 53}
    picked = sorted(d for m, k in per_month.items() for d in rng.choices([x for x in days if x.month == m], k=k))
    deliveries = []
    codes = list(SERVICES)
    riders = list(RIDERS)
    for n, day in enumerate(picked):
        client = rng.choices(clients, weights=weights)[0]
        svc = rng.choices(codes, weights=[SERVICES[c][3] for c in codes])[0]
        # Law firms send signed-for papers and pharmacies / labs send chilled boxes more than anyone else.
        if client.sector == "Legal" and rng.random() < 0.45:
            svc = "SIG"
        elif client.sector in ("Pharmacy", "Healthcare") and rng.random() < 0.35:
            svc = "CHL"
        km = round(rng.uniform(0.8, 9.0 if svc == "HVY" else 14.5), 1)
        if svc in ("HVY", "RND"):
            parcels = rng.randint(2, 11)
        else:
            parcels = rng.choices([1, 2, 3, 4, 6], weights=[8, 4, 2, 1, 0.5])[0]
        r = rng.random()
        status = "Cancelled" if r > 0.962 else "Failed" if r < 0.065 else "Held" if r < 0.105 else "Delivered"
        if status == "Cancelled":
            km = 0.0
        rider = rng.choices(riders, weights=[RIDERS[x][2] for x in riders])[0]
        zone = zone_of(km) if km else rng.choice(["Centre", "Inner", "Outer"])
        deliveries.append(Delivery(f"DX-{40118 + n}", day, client, rider, svc, zone, km, parcels,
                                   charge_of(svc, km, parcels, status), status))
    repairs = []
    works = list(WORK)
    repair_days = sorted(rng.choices(days, k=42))
    for n, day in enumerate(repair_days):
        bike = rng.choice(list(BIKES))
        kind = BIKES[bike]
        options = [w for w in works if WORK[w][2] is None or kind in WORK[w][2]]
        if kind == "Solo e-bike":
            options = [w for w in options if w != "Rear axle bearings"]
        work = rng.choice(options)
        (plo, phi), (hlo, hhi), _ = WORK[work]
        parts = round(rng.uniform(plo, phi), 2) if phi else 0.0
        hrs = rng.randint(int(hlo * 2), int(hhi * 2)) / 2
        back = day + timedelta(days=rng.choice([0, 0, 1, 1, 2, 3, 5]))
        while back.weekday() > 4:
            back += timedelta(days=1)
        back_text = "in workshop" if back > date(2026, 11, 27) else back.strftime("%d %b %Y")
        repairs.append(Repair(f"WS-{611 + n * 2:04d}", day, bike, kind, work, parts, hrs, rng.choice(FITTERS),
                              back_text))
    return clients, deliveries, repairs


CLIENT_LIST, DELIVERIES, REPAIRS = build()
CLIENT = {c.code: c for c in CLIENT_LIST}
