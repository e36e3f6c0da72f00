"""Seeded records of Fernleigh Vale Leisure Trust (data/company10/), a fictional community sports and leisure
centre (pool, sports hall, studios, 3G pitch, squash courts) hired out to local clubs and groups.
Everything is deterministic (fixed seeds); make_company10.py writes the files and the question generators
(make_company10_golden.py, make_company10_dev.py) compute the expected answers from the same records."""

import random
from dataclasses import dataclass
from datetime import date, timedelta

FIRM = "Fernleigh Vale Leisure Trust"
CENTRE = "Fernleigh Vale Sports & Leisure Centre"
APP = "Kinetra"

# ---------------------------------------------------------------- facilities and hire rates (sheet "Rates")


@dataclass
class Facility:
    name: str          # as the booking desk writes it in the register
    per: str           # what one unit is
    standard: float    # GBP per unit per hour
    community: float   # GBP per unit per hour for clubs with the community rate


FACILITIES = [
    Facility("Sports Hall", "whole hall (4 courts)", 62.00, 44.00),
    Facility("Hall court", "one badminton / table tennis court", 15.50, 11.00),
    Facility("Main pool", "one 25 m lane", 24.00, 16.50),
    Facility("Learner pool", "whole pool", 48.00, 34.00),
    Facility("Studio 1", "whole studio", 32.00, 22.50),
    Facility("Studio 2", "whole studio", 25.00, 17.50),
    Facility("3G pitch", "full pitch", 78.00, 55.00),
    Facility("3G third", "one third of the pitch", 30.00, 21.00),
    Facility("Squash", "one court", 13.00, 9.50),
    Facility("Meeting rm", "whole room", 19.00, 13.00),
]
FAC = {f.name: f for f in FACILITIES}
LATE_CANCEL_SHARE = 0.5   # under 48 hours' notice: half the charge

# ---------------------------------------------------------------- club accounts (the CSV, key "Account Code")


@dataclass
class Club:
    code: str          # "CL-007" (register column "Acct")
    name: str
    activity: str
    ward: str
    contact: str
    phone: str
    community: bool
    opened: date


CLUBS = [
    Club("CL-003", "Fernleigh Shuttlers", "Badminton", "Northgate", "Priya Lakhani", "07700 900113", True,
         date(2014, 9, 1)),
    Club("CL-007", "Vale Otters Swimming Club", "Swimming", "Riverside", "Gwen Abernethy", "07700 900274", True,
         date(2012, 4, 16)),
    Club("CL-011", "Millbrook Netball Club", "Netball", "Millbrook", "Shona McAteer", "07700 900351", True,
         date(2015, 1, 12)),
    Club("CL-012", "Castle Hill Rovers JFC", "Football", "Castle Hill", "Darren Whitlock", "07700 900418", True,
         date(2015, 3, 2)),
    Club("CL-015", "Riverside Pilates", "Pilates", "Riverside", "Marta Zielinska", "07700 900562", False,
         date(2016, 6, 6)),
    Club("CL-018", "Northgate Karate Academy", "Martial arts", "Northgate", "Kenji Hollis", "07700 900609", False,
         date(2016, 10, 3)),
    Club("CL-021", "Fernleigh Vale Basketball", "Basketball", "Fernleigh Central", "Tunde Okonjo", "07700 900735",
         True, date(2017, 2, 20)),
    Club("CL-024", "Tuesday Walking Football", "Football", "Millbrook", "Alan Pettifer", "07700 900782", True,
         date(2017, 9, 5)),
    Club("CL-026", "Aquafit with Jo", "Aqua fitness", "Fernleigh Central", "Joanne Reyes", "07700 900846", False,
         date(2018, 1, 8)),
    Club("CL-029", "Vale Masters Swimming", "Swimming", "Castle Hill", "Ruairi Dunphy", "07700 900917", False,
         date(2018, 5, 14)),
    Club("CL-031", "Riverside Squash Ladder", "Squash", "Riverside", "Helen Crabtree", "07700 900963", True,
         date(2018, 11, 1)),
    Club("CL-033", "Fernleigh Ballroom & Latin", "Dance", "Fernleigh Central", "Carlos Medeiros", "07700 901028",
         False, date(2019, 3, 4)),
    Club("CL-036", "Millbrook District Scouts", "Community group", "Millbrook", "Bernadette Foy", "07700 901094",
         True, date(2019, 6, 10)),
    Club("CL-038", "Northgate Taekwondo", "Martial arts", "Northgate", "Min-jun Park", "07700 901157", False,
         date(2019, 9, 2)),
    Club("CL-040", "Thursday Five-a-side League", "Football", "Fernleigh Central", "Lewis Barraclough",
         "07700 901203", False, date(2020, 1, 13)),
    Club("CL-042", "Castle Hill Yoga Circle", "Yoga", "Castle Hill", "Anouk de Vries", "07700 901276", True,
         date(2021, 9, 6)),
    Club("CL-044", "Vale Water Polo", "Water polo", "Riverside", "Stavros Kyriacou", "07700 901342", True,
         date(2021, 10, 4)),
    Club("CL-047", "Fernleigh U3A", "Community group", "Northgate", "Maureen Ashworth", "07700 901389", True,
         date(2022, 2, 7)),
    Club("CL-049", "Hillside Badminton Social", "Badminton", "Castle Hill", "Oliver Penrose", "07700 901455",
         False, date(2022, 4, 25)),
    Club("CL-052", "Millbrook Primary School", "School", "Millbrook", "Mrs Nadia Quayle", "01632 960214", True,
         date(2022, 9, 5)),
    Club("CL-053", "St Aldric's Academy", "School", "Fernleigh Central", "Mr Gareth Lloyd", "01632 960377", True,
         date(2022, 9, 5)),
    Club("CL-055", "Riverside Runners", "Running", "Riverside", "Fiona Galbraith", "07700 901521", True,
         date(2023, 1, 9)),
    Club("CL-058", "Fernleigh Table Tennis Club", "Table tennis", "Northgate", "Wei Chen", "07700 901588", True,
         date(2023, 5, 15)),
    Club("CL-060", "Tri Vale Triathlon", "Triathlon", "Castle Hill", "Imogen Strachan", "07700 901634", False,
         date(2023, 10, 2)),
    Club("CL-062", "Little Splashers Parent & Toddler", "Community group", "Millbrook", "Hannah Oduya",
         "07700 901697", True, date(2024, 2, 19)),
    Club("CL-064", "Zumba Nights", "Dance", "Riverside", "Letícia Moura", "07700 901745", False,
         date(2024, 8, 27)),
    Club("CL-066", "Fernleigh Fencing Club", "Fencing", "Northgate", "Piotr Wasik", "07700 901812", False,
         date(2026, 3, 16)),
]
CLUB = {c.code: c for c in CLUBS}

# ---------------------------------------------------------------- hire register, January - March 2026


@dataclass
class Slot:
    club: str
    weekday: int       # 0 = Monday
    start: str
    hours: float
    facility: str
    units: str         # courts / lanes / thirds as written in "Ct/Ln", "" for the whole facility
    every: int         # weeks between sessions (1 weekly, 2 fortnightly, 4 four-weekly)
    first: int         # first week index used (0..every-1)
    crowd: tuple       # attendance range


SLOTS = [
    Slot("CL-003", 0, "19:00", 2.0, "Hall court", "1-4", 1, 0, (12, 20)),
    Slot("CL-007", 1, "18:00", 1.5, "Main pool", "1-4", 1, 0, (18, 30)),
    Slot("CL-007", 3, "18:00", 1.5, "Main pool", "1-3", 1, 0, (14, 26)),
    Slot("CL-011", 2, "19:00", 1.5, "Sports Hall", "", 1, 0, (14, 22)),
    Slot("CL-012", 5, "09:00", 2.0, "3G third", "A,B", 1, 0, (20, 32)),
    Slot("CL-015", 0, "10:00", 1.0, "Studio 2", "", 2, 0, (8, 14)),
    Slot("CL-018", 3, "18:30", 1.5, "Studio 1", "", 1, 0, (10, 22)),
    Slot("CL-021", 4, "19:00", 2.0, "Sports Hall", "", 1, 0, (12, 20)),
    Slot("CL-024", 1, "11:00", 1.0, "3G third", "C", 1, 0, (10, 18)),
    Slot("CL-026", 2, "10:00", 1.0, "Learner pool", "", 1, 0, (10, 18)),
    Slot("CL-029", 5, "07:00", 1.0, "Main pool", "4-6", 2, 1, (8, 16)),
    Slot("CL-031", 2, "18:00", 2.0, "Squash", "1-2", 2, 0, (6, 10)),
    Slot("CL-033", 4, "19:30", 2.0, "Studio 1", "", 2, 1, (12, 24)),
    Slot("CL-036", 6, "14:00", 3.0, "Sports Hall", "", 4, 1, (25, 45)),
    Slot("CL-038", 5, "10:00", 1.5, "Studio 1", "", 2, 0, (8, 18)),
    Slot("CL-040", 3, "19:00", 2.0, "3G pitch", "", 1, 0, (20, 30)),
    Slot("CL-042", 6, "09:30", 1.25, "Studio 2", "", 1, 0, (8, 16)),
    Slot("CL-044", 6, "18:00", 1.5, "Main pool", "1-6", 2, 0, (12, 20)),
    Slot("CL-047", 1, "14:00", 2.0, "Meeting rm", "", 2, 1, (10, 24)),
    Slot("CL-049", 3, "20:00", 1.5, "Hall court", "3-4", 1, 0, (6, 10)),
    Slot("CL-052", 4, "13:30", 1.0, "Learner pool", "", 1, 0, (20, 28)),
    Slot("CL-053", 2, "13:00", 2.0, "3G pitch", "", 2, 1, (25, 30)),
    Slot("CL-055", 0, "19:30", 1.0, "Studio 1", "", 2, 1, (10, 25)),
    Slot("CL-058", 6, "10:00", 3.0, "Hall court", "1-2", 2, 1, (8, 14)),
    Slot("CL-060", 4, "06:30", 1.0, "Main pool", "5-6", 2, 0, (6, 12)),
    Slot("CL-062", 3, "10:00", 1.0, "Learner pool", "", 1, 0, (12, 24)),
    Slot("CL-064", 1, "19:30", 1.0, "Studio 1", "", 1, 0, (15, 30)),
]

# one-off bookings: (club, day, start, hours, facility, units, crowd)
ONE_OFFS = [
    ("CL-003", date(2026, 2, 8), "09:00", 6.0, "Sports Hall", "", (40, 60)),
    ("CL-007", date(2026, 3, 15), "08:00", 5.0, "Main pool", "1-6", (90, 130)),
    ("CL-053", date(2026, 3, 19), "09:00", 4.0, "Sports Hall", "", (60, 90)),
    ("CL-021", date(2026, 1, 25), "12:00", 4.0, "Sports Hall", "", (30, 50)),
    ("CL-047", date(2026, 3, 10), "10:00", 3.0, "Studio 2", "", (20, 30)),
]

SCHOOL_HALF_TERM = (date(2026, 2, 16), date(2026, 2, 20))
FIRST_MONDAY = date(2026, 1, 5)
LAST_DAY = date(2026, 3, 31)
MONTHS = (1, 2, 3)


def units(text: str) -> int:
    """How many courts / lanes / thirds a "Ct/Ln" entry covers ("1-4" is 4, "A,B" is 2, "" is 1)."""
    if not text:
        return 1
    if "-" in text:
        a, b = text.split("-")
        return int(b) - int(a) + 1
    return len(text.split(","))


@dataclass
class Booking:
    ref: str           # "H2204"
    day: date
    start: str
    hours: float
    facility: str
    units_text: str    # "Ct/Ln"
    acct: str          # club account code
    hirer: str         # club name as on the register
    rate: str          # "Std" / "Comm"
    att: int | None    # headcount, blank when not (yet) recorded
    charge: float | None   # blank for Cancelled
    status: str        # Paid / Invoiced / Cancelled / Late cancel

    @property
    def club(self) -> Club:
        return CLUB[self.acct]


def _charge(facility: str, hours: float, units_text: str, community: bool) -> float:
    f = FAC[facility]
    return round(hours * units(units_text) * (f.community if community else f.standard), 2)


def bookings() -> list[Booking]:
    rng = random.Random(100326)
    raw = []
    week = 0
    monday = FIRST_MONDAY
    while monday <= LAST_DAY:
        for s in SLOTS:
            if week % s.every != s.first % s.every:
                continue
            day = monday + timedelta(days=s.weekday)
            if day > LAST_DAY:
                continue
            if s.club == "CL-052" and SCHOOL_HALF_TERM[0] <= day <= SCHOOL_HALF_TERM[1]:
                continue
            if rng.random() < 0.07:  # session not booked that week
                continue
            raw.append((day, s.start, s.club, s.hours, s.facility, s.units, s.crowd))
        week += 1
        monday += timedelta(days=7)
    for club, day, start, hours, facility, units_text, crowd in ONE_OFFS:
        raw.append((day, start, club, hours, facility, units_text, crowd))
    raw.sort(key=lambda r: (r[0], r[1], r[2]))
    out = []
    seq = 2201
    for day, start, code, hours, facility, units_text, crowd in raw:
        club = CLUB[code]
        status = rng.choices(["ok", "Cancelled", "Late cancel"], [88, 8, 4])[0]
        if status == "ok":
            if day.month < 3:
                status = "Paid" if rng.random() < 0.9 else "Invoiced"
            else:
                status = "Paid" if rng.random() < 0.3 else "Invoiced"
        full = _charge(facility, hours, units_text, club.community)
        charge = None if status == "Cancelled" else (round(full * LATE_CANCEL_SHARE, 2) if status == "Late cancel"
                                                     else full)
        att = None
        if status in ("Paid", "Invoiced"):
            missing = 0.12 if day < date(2026, 3, 16) else 0.4
            if rng.random() >= missing:
                att = rng.randint(*crowd)
        out.append(Booking(f"H{seq}", day, start, hours, facility, units_text, code, club.name,
                           "Comm" if club.community else "Std", att, charge, status))
        seq += rng.choice([1, 1, 1, 1, 1, 2])  # a provisional hold deleted before confirmation
    return out


def in_month(rows: list, month: int) -> list:
    return [b for b in rows if b.day.month == month]


def live(rows: list) -> list:
    """Bookings that went ahead (neither cancelled nor late-cancelled)."""
    return [b for b in rows if b.status in ("Paid", "Invoiced")]


def charged(rows: list) -> float:
    return round(sum(b.charge or 0 for b in rows), 2)
