"""Seeded records of Gullrock Haven Marina Ltd (data/company9/), a fictional visitor marina with a fuel dock
and a small boatyard. Everything is deterministic (fixed seeds); make_company9.py writes the files and
make_company9_golden.py computes the expected answers from the same records."""

import random
from dataclasses import dataclass
from datetime import date, timedelta

FIRM = "Gullrock Haven Marina Ltd"
APP = "Moorwise"

# ---------------------------------------------------------------- berths (the register, shared key "Berth")


@dataclass
class Berth:
    code: str          # "C-07"
    pontoon: str       # "Curlew"
    kind: str          # Finger / Hammerhead / Alongside
    max_loa: float     # metres
    depth: float       # metres at chart datum
    power: str         # 16A / 32A / 63A
    water: str         # Y / N


PONTOONS = {"A": "Avocet", "B": "Bittern", "C": "Curlew", "D": "Dunlin", "E": "Egret"}


def berths() -> list[Berth]:
    out = []
    layout = {"A": (10, 9.0, 1.8, "16A"), "B": (12, 11.0, 2.1, "16A"), "C": (12, 13.0, 2.4, "32A"),
              "D": (8, 16.0, 2.8, "63A"), "E": (6, 24.0, 3.4, "63A")}
    for letter, (n, loa, depth, power) in layout.items():
        for i in range(1, n + 1):
            kind = "Finger"
            this_loa, this_power = loa, power
            if letter == "E":
                kind = "Alongside" if i <= 4 else "Hammerhead"
            elif i == n:
                kind = "Hammerhead"
                this_loa = loa + 3.0
            if letter == "B" and i > 8:
                this_power = "32A"
            if letter == "C" and i == n:
                this_power = "63A"
            out.append(Berth(f"{letter}-{i:02d}", PONTOONS[letter], kind, this_loa, depth + (0.3 if i % 3 == 0 else 0),
                             this_power, "N" if (letter == "A" and i in (4, 9)) else "Y"))
    return out


BERTHS = berths()
BERTH_BY_CODE = {b.code: b for b in BERTHS}

# ---------------------------------------------------------------- visiting vessels

FIRST = ["Ailsa", "Bram", "Cerys", "Dorian", "Elspeth", "Fenwick", "Greer", "Hollis", "Isolde", "Jory", "Kerensa",
         "Lachlan", "Merryn", "Niall", "Oriel", "Piran", "Quilla", "Rhodri", "Senara", "Tobias", "Ursa", "Vane",
         "Wenna", "Yestin", "Zennor", "Ansel", "Briony", "Caspian", "Demelza", "Emrys"]
LAST = ["Tregallow", "Penhaligan", "Vossberg", "Kettleby", "Marrack", "Duloe", "Fairweather", "Quenby", "Lanyon",
        "Stowell", "Hendra", "Carrowmore", "Ashgrove", "Pellow", "Trevanion", "Bosanko", "Hallamore", "Clemmow",
        "Rosewarne", "Nancarrow", "Jelbert", "Skewes", "Tonkin", "Vivian", "Whitford"]
BOAT_A = ["Sea", "Blue", "Silver", "Morning", "Wild", "Storm", "Quiet", "Salt", "Amber", "Northern", "Evening",
          "Little", "Swift", "Grey", "Golden"]
BOAT_B = ["Petrel", "Tern", "Wanderer", "Harmony", "Otter", "Lark", "Spirit", "Kestrel", "Dancer", "Drifter",
          "Shearwater", "Puffin", "Heron", "Minstrel", "Fulmar", "Gannet"]
PORTS = ["Pellanby", "Caswick", "Rosmarten", "Hollin Bay", "Tarrow", "St Evrin", "Glasmere", "Porthkennet",
         "Lowther Sound"]


@dataclass
class Vessel:
    name: str
    skipper: str
    port: str
    loa: float


def vessels() -> list[Vessel]:
    rng = random.Random(9091)
    names, skippers, out = set(), set(), []
    port_weights = [14, 9, 11, 6, 8, 5, 7, 4, 3]
    while len(out) < 150:
        name = f"{rng.choice(BOAT_A)} {rng.choice(BOAT_B)}"
        skipper = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
        if name in names or skipper in skippers:
            continue
        names.add(name)
        skippers.add(skipper)
        loa = round(rng.choice([rng.uniform(6.5, 9.9), rng.uniform(8.0, 11.9), rng.uniform(9.0, 12.9),
                                rng.uniform(10.0, 12.9), rng.uniform(12.0, 15.9), rng.uniform(15.0, 21.0)]), 1)
        out.append(Vessel(name, skipper, rng.choices(PORTS, port_weights)[0], loa))
    return out


VESSELS = vessels()

# ---------------------------------------------------------------- visitor berth log, April-June 2026

RATE = {4: 2.60, 5: 2.85, 6: 3.20}  # GBP per metre per night, by month of arrival


def band(loa: float) -> str:
    if loa < 8:
        return "A"
    if loa < 10:
        return "B"
    if loa < 12:
        return "C"
    if loa < 15:
        return "D"
    return "E"


BAND_LABEL = {"A": "A (<8 m)", "B": "B (8-9.9 m)", "C": "C (10-11.9 m)", "D": "D (12-14.9 m)", "E": "E (15 m+)"}


@dataclass
class Booking:
    ref: str
    arrived: date
    nights: int
    berth: str
    vessel: str
    skipper: str
    port: str
    loa: float
    band: str
    fee: float | None      # blank when cancelled
    kwh: float | None      # blank when not metered
    status: str            # Paid / On account / Cancelled / No-show


PER_MONTH = {4: 62, 5: 88, 6: 104}


def bookings() -> list[Booking]:
    rng = random.Random(26042)
    out = []
    seq = 3107
    for month, count in PER_MONTH.items():
        days = sorted(rng.randint(1, 30) for _ in range(count))
        for day in days:
            v = rng.choice(VESSELS)
            fits = [b for b in BERTHS if b.max_loa >= v.loa]
            fits.sort(key=lambda b: b.max_loa)
            berth = rng.choice(fits[:14])
            nights = rng.choices([1, 2, 3, 4, 5, 7], [30, 28, 18, 10, 8, 6])[0]
            status = rng.choices(["Paid", "On account", "Cancelled", "No-show"], [74, 14, 8, 4])[0]
            fee = kwh = None
            if status in ("Paid", "On account"):
                fee = round(v.loa * RATE[month] * nights, 2)
                if rng.random() < 0.68:
                    kwh = round(rng.uniform(2.5, 9.0) * nights * (1.6 if berth.code.startswith(("D", "E")) else 1), 1)
            elif status == "No-show":
                fee = round(v.loa * RATE[month], 2)
            out.append(Booking(f"VB26-{seq}", date(2026, month, day), nights, berth.code, v.name, v.skipper, v.port,
                               v.loa, band(v.loa), fee, kwh, status))
            seq += rng.choice([1, 1, 1, 1, 2])  # the odd gap: refs deleted before confirmation
    return out


# ---------------------------------------------------------------- fuel dock log, May 2026 (3-page PDF)


@dataclass
class Docket:
    number: str       # "FD 5118"
    day: date
    time: str
    vessel: str
    product: str      # Diesel / Petrol
    litres: float
    price: float
    amount: float
    paid: str         # Card / Account / Cash


FUEL_PAGES = (31, 34, 31)


def dockets() -> list[Docket]:
    rng = random.Random(5050)
    out = []
    n = sum(FUEL_PAGES)
    days = sorted(rng.randint(1, 31) for _ in range(n))
    regulars = VESSELS[:40]
    for i, d in enumerate(days):
        day = date(2026, 5, d)
        v = rng.choice(regulars)
        product = "Petrol" if rng.random() < 0.22 else "Diesel"
        if product == "Diesel":
            price = 1.62 if d < 16 else 1.57
            litres = round(rng.uniform(20, 180) * (1.8 if v.loa >= 15 else 1), 1)
        else:
            price = 1.79
            litres = round(rng.uniform(8, 45), 1)
        time = f"{rng.randint(8, 18):02d}:{rng.choice(range(0, 60, 5)):02d}"
        paid = rng.choices(["Card", "Account", "Cash"], [60, 30, 10])[0]
        out.append(Docket(f"FD {5101 + i}", day, time, v.name, product, litres, price, round(litres * price, 2),
                          paid))
    return out


# ---------------------------------------------------------------- boatyard work orders (4 PDFs)


@dataclass
class WorkOrder:
    number: str
    opened: date
    vessel: str
    owner: str
    location: str
    engineer: str
    lift: str
    target: date
    quoted: float
    tasks: list  # (task, hours, parts)


def work_orders() -> list[WorkOrder]:
    return [
        WorkOrder("WO-26/038", date(2026, 6, 2), "Amber Heron", "Mr K. Duloe", "Hardstanding row 2",
                  "Tamsin Borlase", "Yes - 20 t hoist", date(2026, 6, 12), 1865.00,
                  [("Lift out, pressure wash, block off", 2.5, 0.0), ("Antifoul hull (2 coats)", 7.0, 318.40),
                   ("Replace shaft anode", 1.0, 46.20), ("Relaunch", 1.5, 0.0)]),
        WorkOrder("WO-26/041", date(2026, 6, 9), "Northern Minstrel", "Mrs O. Kettleby", "Berth C-04",
                  "Jago Pascoe", "No", date(2026, 6, 16), 742.50,
                  [("Engine service - 50 hp diesel", 4.0, 212.60), ("Replace raw water impeller", 1.0, 38.90)]),
        WorkOrder("WO-26/046", date(2026, 6, 18), "Swift Fulmar", "Dr E. Rosewarne", "Workshop bay 1",
                  "Tamsin Borlase", "Yes - 20 t hoist", date(2026, 7, 3), 3320.00,
                  [("Lift out and chock", 2.0, 0.0), ("Osmosis survey and moisture readings", 3.5, 0.0),
                   ("Replace cutless bearing", 5.0, 184.00), ("Rudder bearing check", 2.0, 0.0),
                   ("Relaunch", 1.5, 0.0)]),
        WorkOrder("WO-26/047", date(2026, 6, 22), "Quiet Lark", "Ms B. Hallamore", "Berth E-02",
                  "Ruan Chegwidden", "No", date(2026, 6, 26), 468.00,
                  [("Trace bilge pump fault", 2.0, 0.0), ("Fit new float switch", 1.0, 64.75)]),
    ]


# ---------------------------------------------------------------- harbour office report, June 2026


@dataclass
class PontoonMonth:
    letter: str
    name: str
    berths: int
    visitor_nights: int
    occupancy: float   # percent
    incidents: int


def june_report() -> list[PontoonMonth]:
    return [
        PontoonMonth("A", "Avocet", 10, 188, 62.7, 1),
        PontoonMonth("B", "Bittern", 12, 251, 69.7, 3),
        PontoonMonth("C", "Curlew", 12, 297, 82.5, 2),
        PontoonMonth("D", "Dunlin", 8, 171, 71.3, 4),
        PontoonMonth("E", "Egret", 6, 96, 53.3, 0),
    ]


# ---------------------------------------------------------------- seasonal crew hours, June 2026 (hr only)


@dataclass
class Crew:
    name: str
    role: str
    shifts: int
    hours: float
    overtime: float


def crew_hours() -> list[Crew]:
    return [
        Crew("Lowenna Trethewey", "Dockhand", 21, 168.0, 6.5),
        Crew("Cadan Spargo", "Dockhand", 19, 152.0, 0.0),
        Crew("Morwen Jewell", "Fuel dock attendant", 22, 176.0, 11.0),
        Crew("Tristan Eddy", "Dockhand (nights)", 16, 160.0, 8.0),
        Crew("Keziah Roskilly", "Harbour launch crew", 20, 165.5, 4.5),
        Crew("Bryok Angove", "Yard assistant", 18, 144.0, 2.0),
        Crew("Elowen Curnow", "Reception", 20, 150.0, 0.0),
    ]
