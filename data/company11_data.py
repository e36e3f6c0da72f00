"""Seeded records of Ashcombe & Dale Community Transport (data/company11/), a fictional community-transport charity
that runs dial-a-ride minibuses, a volunteer car scheme and minibus hire to community groups. Everything is
deterministic (fixed seeds); make_company11.py writes the files and the question generators
(make_company11_golden.py, make_company11_dev.py) compute the expected answers from the same records. The
dial-a-ride log, mileage claims, the quarterly report and the relief driver pay are in company11_logs.py."""

import random
from dataclasses import dataclass
from datetime import date, timedelta

FIRM = "Ashcombe & Dale Community Transport"
APP = "Tripline"

# ---------------------------------------------------------------- fleet and tariff (sheet "Tariff")


@dataclass
class Vehicle:
    code: str          # fleet code as written in "Veh"
    name: str
    seats: int
    wc: int            # wheelchair spaces
    band_a: float      # GBP per mile, member groups (Band A)
    band_b: float      # GBP per mile, other groups (Band B)


VEHICLES = [
    Vehicle("MB1", "Mercedes Sprinter 16-seat, tail lift", 16, 3, 0.94, 1.32),
    Vehicle("MB2", "Mercedes Sprinter 16-seat, tail lift", 16, 3, 0.94, 1.32),
    Vehicle("MB4", "Ford Transit 12-seat, rear ramp", 12, 2, 0.81, 1.14),
    Vehicle("PC7", "Peugeot Traveller 8-seat, side ramp", 8, 1, 0.63, 0.89),
]
VEH = {v.code: v for v in VEHICLES}
DRIVER_FEE = 12.50      # GBP per hour when one of our volunteer drivers drives
LATE_CXL_FEE = 20.00    # cancelled with less than 7 days' notice

# ---------------------------------------------------------------- community groups (the CSV, key "Group code")


@dataclass
class Group:
    code: str          # "AS14" (log column "Grp")
    name: str
    kind: str
    parish: str
    contact: str
    phone: str
    band: str          # "A" member group / "B" other
    since: date


GROUPS = [
    Group("AS03", "Ashcombe Tuesday Lunch Club", "Lunch club", "Ashcombe", "Brenda Hollis", "01632 961204", "A",
          date(2011, 5, 3)),
    Group("AS09", "1st Ashcombe Scouts", "Youth", "Ashcombe", "Marcus Fairley", "07700 910318", "A",
          date(2013, 9, 16)),
    Group("AS14", "Ashcombe Stroke Club", "Health & disability", "Ashcombe", "Gillian Moss", "01632 961377", "A",
          date(2014, 2, 10)),
    Group("AS21", "St Wendreda's Primary School", "School", "Ashcombe", "Mr Ravi Bhandari", "01632 961455", "B",
          date(2019, 1, 7)),
    Group("DB02", "Dale Bridge Over-60s", "Lunch club", "Dale Bridge", "Norman Pike", "01632 962018", "A",
          date(2010, 11, 1)),
    Group("DB06", "Dale Bridge Methodist Church", "Faith", "Dale Bridge", "Rev. Ann Curwen", "01632 962093", "A",
          date(2012, 4, 23)),
    Group("DB11", "Riverside Court Care Home", "Care home", "Dale Bridge", "Deepa Soni", "01632 962150", "B",
          date(2016, 6, 13)),
    Group("DB15", "Dale Valley Youth Club", "Youth", "Dale Bridge", "Kerry Ansell", "07700 910442", "A",
          date(2017, 3, 6)),
    Group("WB04", "Wellbury Women's Institute", "Social", "Wellbury", "Pamela Garside", "07700 910507", "A",
          date(2012, 10, 8)),
    Group("WB08", "Wellbury Day Centre", "Health & disability", "Wellbury", "Tomasz Grabowski", "01632 963011",
          "A", date(2013, 1, 21)),
    Group("WB12", "Oakfield Lodge Care Home", "Care home", "Wellbury", "Yvonne Achterberg", "01632 963078", "B",
          date(2018, 8, 20)),
    Group("WB17", "Wellbury Walking Netball", "Sport", "Wellbury", "Sadie Okafor", "07700 910623", "B",
          date(2022, 5, 9)),
    Group("TH05", "Thornhay Gardening Club", "Social", "Thornhay", "Leonard Ashby", "07700 910681", "A",
          date(2015, 4, 27)),
    Group("TH10", "Thornhay Sensory Friends", "Health & disability", "Thornhay", "Carys Pritchard",
          "07700 910736", "A", date(2019, 11, 4)),
    Group("TH13", "Thornhay Parish Council", "Parish council", "Thornhay", "Clerk: Howard Lyle", "01632 964002", "B",
          date(2020, 2, 3)),
    Group("KM01", "Kingsmoor Good Neighbours", "Social", "Kingsmoor", "Ines Carvalho", "07700 910814", "A",
          date(2010, 7, 12)),
    Group("KM07", "Kingsmoor Academy SEN Unit", "School", "Kingsmoor", "Mrs Alison Threlfall", "01632 965130", "B",
          date(2021, 9, 13)),
    Group("KM12", "Kingsmoor Men's Shed", "Social", "Kingsmoor", "Derek Oyelowo", "07700 910879", "A",
          date(2023, 6, 19)),
]
GROUP = {g.code: g for g in GROUPS}

# volunteer drivers: initials as written in "Drv" (blank = the group's own MiDAS driver, self-drive)
DRIVERS = {"PW": "Peter Whitcombe", "AK": "Anjali Kapoor", "RT": "Roy Tasker", "MJ": "Maureen Jellicoe",
           "DH": "Dennis Hargreaves", "SO": "Siobhan O'Dowd", "FB": "Frank Bellamy"}

# ---------------------------------------------------------------- group hire log, July - September 2026


@dataclass
class Job:
    ref: str           # "GH-0317"
    day: date
    grp: str           # group code
    group: str         # group name as on the log
    veh: str
    drv: str           # volunteer initials, "" = self-drive
    dest: str
    miles: int | None  # blank for cancellations
    hours: float | None
    pax: int | None    # blank = passenger count not returned, or cancelled
    wc: int | None     # wheelchair users; blank = none
    charge: float | None   # blank = cancelled with 7 days' notice or more
    paid: bool
    note: str          # "" / "Cancelled" / "Late cxl"

    @property
    def band(self) -> str:
        return GROUP[self.grp].band


MONTHS = (7, 8, 9)

# (group, trips in the quarter, typical destinations, mileage range, hours range, pax range, wheelchair share)
PLANS = [
    ("AS03", 6, ["Weston-super-Mare", "Cheddar Garden Centre", "Longleat"], (48, 110), (4.0, 7.0), (9, 15), 0.6),
    ("AS09", 3, ["Kingswood Activity Centre", "Exmoor camp site"], (60, 140), (5.0, 9.0), (10, 16), 0.0),
    ("AS14", 5, ["Ashcombe Leisure Centre", "Wells Cathedral", "Clevedon Pier"], (12, 70), (2.5, 6.0), (6, 11), 1.0),
    ("AS21", 3, ["Bristol Aquarium", "Slimbridge Wetlands"], (54, 96), (6.0, 8.0), (12, 16), 0.2),
    ("DB02", 6, ["Burnham-on-Sea", "Bath city centre", "Glastonbury Abbey"], (36, 92), (4.0, 7.0), (8, 14), 0.5),
    ("DB06", 4, ["Taunton Minster", "Diocesan retreat, Shepton", "Cheddar Gorge"], (30, 80), (3.0, 6.5), (9, 16),
     0.2),
    ("DB11", 5, ["Clevedon Pier", "Secret World", "Weston-super-Mare"], (26, 70), (3.0, 5.5), (4, 7), 1.0),
    ("DB15", 4, ["Bristol Ice Rink", "Avon Valley Adventure Park"], (40, 88), (4.0, 7.5), (10, 16), 0.0),
    ("WB04", 3, ["RHS Garden Rosemoor", "Bath Assembly Rooms"], (70, 150), (6.5, 9.5), (12, 16), 0.2),
    ("WB08", 6, ["Wellbury Lido", "Cheddar Garden Centre", "Wells market"], (10, 58), (2.0, 5.0), (5, 10), 1.0),
    ("WB12", 4, ["Weston-super-Mare", "Tyntesfield"], (30, 72), (3.0, 5.5), (3, 7), 1.0),
    ("WB17", 3, ["County netball festival, Yeovil", "Taunton Vale Sports"], (44, 90), (4.5, 7.0), (8, 12), 0.0),
    ("TH05", 3, ["Hestercombe Gardens", "Malvern Spring Show"], (50, 160), (5.0, 10.0), (10, 16), 0.3),
    ("TH10", 4, ["Thornhay sensory garden", "Puxton Park"], (14, 60), (2.5, 5.5), (4, 8), 1.0),
    ("TH13", 2, ["Parish clean-up day, Thornhay Common"], (8, 20), (3.0, 4.0), (10, 14), 0.0),
    ("KM01", 5, ["Kingsmoor market", "Street - Clarks Village", "Minehead"], (20, 110), (3.0, 8.0), (8, 14), 0.4),
    ("KM07", 4, ["Wild Place Project", "Weston Hospicecare fun day"], (40, 80), (5.0, 7.0), (6, 10), 1.0),
    ("KM12", 2, ["Haynes Motor Museum", "Tool fair, Shepton Mallet"], (60, 90), (5.0, 7.0), (8, 12), 0.0),
]
SELF_DRIVE = {"AS09", "DB15", "WB17", "KM12", "TH13"}   # groups with their own MiDAS drivers


def job_charge(veh: str, band: str, miles: int, hours: float, drv: str) -> float:
    v = VEH[veh]
    rate = v.band_a if band == "A" else v.band_b
    return round(miles * rate + (hours * DRIVER_FEE if drv else 0), 2)


def jobs() -> list[Job]:
    rng = random.Random(110726)
    raw = []
    first, last = date(2026, 7, 1), date(2026, 9, 30)
    span = (last - first).days
    for code, count, places, mrange, hrange, prange, wc_share in PLANS:
        used = set()
        for i in range(count):
            while True:
                day = first + timedelta(days=rng.randrange(span + 1))
                if day.weekday() < 6 and day not in used:   # no Sunday jobs
                    break
            used.add(day)
            raw.append((day, code, places[i % len(places)], mrange, hrange, prange, wc_share))
    raw.sort(key=lambda r: (r[0], r[1]))
    out = []
    seq = 311
    for day, code, dest, mrange, hrange, prange, wc_share in raw:
        g = GROUP[code]
        wc_users = rng.random() < wc_share
        veh = rng.choice(["MB1", "MB2"]) if wc_users and rng.random() < 0.7 else rng.choice(["MB1", "MB2", "MB4",
                                                                                              "PC7"])
        drv = "" if code in SELF_DRIVE and rng.random() < 0.85 else rng.choice(sorted(DRIVERS))
        note = rng.choices(["", "Cancelled", "Late cxl"], [86, 9, 5])[0]
        if note:
            miles = hours = pax = wc = None
            charge = None if note == "Cancelled" else LATE_CXL_FEE
            paid = note == "Late cxl" and rng.random() < 0.5
        else:
            miles = rng.randint(*mrange)
            hours = round(rng.uniform(*hrange) * 2) / 2
            seats = VEH[veh].seats
            pax = min(seats, rng.randint(*prange))
            wc = min(VEH[veh].wc, rng.randint(1, 3)) if wc_users else None
            if rng.random() < 0.14:
                pax = None              # the group has not returned its passenger count
            charge = job_charge(veh, g.band, miles, hours, drv)
            paid = rng.random() < (0.92 if day.month < 9 else 0.45)
        out.append(Job(f"GH-{seq:04d}", day, code, g.name, veh, drv, dest, miles, hours, pax, wc, charge, paid,
                       note))
        seq += rng.choice([1, 1, 1, 2])   # a quote that never became a job keeps its number
    return out


def in_month(rows: list, month: int) -> list:
    return [j for j in rows if j.day.month == month]


def ran(rows: list) -> list:
    """Jobs that went ahead (not cancelled or late-cancelled)."""
    return [j for j in rows if not j.note]


def charged(rows: list) -> float:
    return round(sum(j.charge or 0 for j in rows), 2)


def unpaid(rows: list) -> list:
    """Jobs with a charge and a blank Pd cell."""
    return [j for j in rows if j.charge is not None and not j.paid]
