"""Seeded records of Fernleigh Vale Leisure Trust's logs and documents (data/company10/): the pool water test
log, party bookings, the manager's report and the casual staff hours; the hire register's records are in
company10_data.py, which these are partly computed from."""

import random
from dataclasses import dataclass
from datetime import date

from company10_data import bookings, charged, in_month


# ---------------------------------------------------------------- pool water test log, February 2026 (3-page PDF)

TARGETS = {"Main": (1.0, 2.0), "Learner": (1.5, 2.5)}   # free chlorine mg/l
PH_RANGE = (7.2, 7.6)
STAFF = ["KD", "RM", "SB", "TA", "JW", "LO"]


@dataclass
class WaterTest:
    ref: str           # "WT 0412"
    day: date
    time: str
    pool: str          # Main / Learner
    free_cl: float
    comb_cl: float
    ph: float
    temp: float
    bathers: int
    by: str
    remark: str


LOG_PAGES = (33, 33)  # rows on pages 1 and 2; the rest on page 3


def water_tests() -> list[WaterTest]:
    rng = random.Random(2602)
    out = []
    n = 401
    for d in range(1, 29):
        day = date(2026, 2, d)
        for time, pool in (("07:00", "Main"), ("10:30", "Learner"), ("16:00", "Main")):
            low, high = TARGETS[pool]
            free = round(rng.gauss((low + high) / 2, 0.33), 2)
            ph = round(rng.gauss(7.4, 0.13), 1)
            comb = round(abs(rng.gauss(0.28, 0.12)), 2)
            temp = round(rng.gauss(28.2 if pool == "Main" else 31.0, 0.35), 1)
            bathers = rng.randint(2, 9) if time == "07:00" else (rng.randint(4, 22) if pool == "Learner"
                                                                   else rng.randint(15, 48))
            by = rng.choice(STAFF)
            bad = not (low <= free <= high) or not (PH_RANGE[0] <= ph <= PH_RANGE[1])
            out.append(WaterTest(f"WT {n:04d}", day, time, pool, free, comb, ph, temp, bathers, by,
                                 "Dosing adjusted" if bad else ""))
            n += 1
            if bad:
                h, m = map(int, time.split(":"))
                m += 40
                retime = f"{h + m // 60:02d}:{m % 60:02d}"
                free = round((low + high) / 2 + rng.uniform(-0.2, 0.2), 2)
                out.append(WaterTest(f"WT {n:04d}", day, retime, pool, free, round(abs(rng.gauss(0.25, 0.08)), 2),
                                     round(rng.uniform(7.3, 7.5), 1), temp, max(0, bathers - rng.randint(0, 5)), by,
                                     "Re-test - in range"))
                n += 1
    return out


# ---------------------------------------------------------------- children's party bookings (single-record PDFs)


@dataclass
class Party:
    ref: str           # "PTY-0311"
    booked_on: date
    day: date
    start: str
    hours: float
    package: str
    venue: str
    child: str
    age: int
    booked_by: str
    phone: str
    children: int
    deposit: float
    items: list        # (description, qty, unit price)
    dietary: str

    @property
    def total(self) -> float:
        return round(sum(q * p for _, q, p in self.items), 2)

    @property
    def balance(self) -> float:
        return round(self.total - self.deposit, 2)


PACKAGES = {"Splash Party": (165.00, 12, 6.50, "Learner pool + Party room"),
            "Sports Hall Party": (150.00, 20, 5.00, "Sports Hall + Party room"),
            "Dance Party": (120.00, 15, 5.00, "Studio 2"),
            "Ninja Warrior Party": (185.00, 16, 7.00, "Sports Hall (inflatable course)")}


def _party(ref, booked_on, day, start, package, child, age, booked_by, phone, children, extras, dietary):
    base, included, extra_child, venue = PACKAGES[package]
    items = [(f"{package} (up to {included} children)", 1, base)]
    if children > included:
        items.append(("Extra child", children - included, extra_child))
    items += extras
    return Party(ref, booked_on, day, start, 2.0, package, venue, child, age, booked_by, phone, children, 50.00,
                 items, dietary)


def parties() -> list[Party]:
    return [
        _party("PTY-0306", date(2026, 2, 11), date(2026, 3, 7), "13:00", "Sports Hall Party", "Freddie Marsh", 6,
               "Mrs Caitlin Marsh", "07700 902144", 18,
               [("Party food box", 18, 4.25), ("Birthday cake (chocolate)", 1, 18.00)], "None declared"),
        _party("PTY-0311", date(2026, 2, 20), date(2026, 3, 14), "14:30", "Splash Party", "Amara Haile", 7,
               "Mrs Rahel Haile", "07700 902287", 15,
               [("Party food box", 15, 4.25), ("Party bag", 15, 2.50), ("Second lifeguard", 1, 22.00)],
               "One child nut allergy - nut-free food boxes"),
        _party("PTY-0319", date(2026, 3, 2), date(2026, 3, 21), "10:00", "Ninja Warrior Party", "Leo Brennan", 9,
               "Mr Declan Brennan", "07700 902356", 14,
               [("Party food box", 14, 4.25), ("Party room extra hour", 1, 25.00)], "Two vegetarian"),
        _party("PTY-0324", date(2026, 3, 5), date(2026, 3, 28), "15:00", "Dance Party", "Isla Fairbairn", 8,
               "Ms Kirsty Fairbairn", "07700 902419", 17,
               [("Party food box", 17, 4.25), ("Party bag", 17, 2.50), ("Birthday cake (vanilla)", 1, 18.00)],
               "Gluten-free box x1"),
    ]


# ---------------------------------------------------------------- centre manager's report, March 2026


@dataclass
class Area:
    name: str
    visits: int
    income: float
    change: float      # visits, percent against February


def march_report() -> list[Area]:
    return [
        Area("Swimming (public sessions)", 9412, 28236.00, 4.1),
        Area("Club & group hire", 3980, 0.0, 2.6),   # income filled below from the register
        Area("Fitness suite", 7155, 24480.50, -1.8),
        Area("Studio classes", 2864, 9872.00, 6.3),
        Area("Squash & racquet sports", 611, 2139.00, -7.4),
        Area("Children's parties", 412, 3604.75, 11.9),
        Area("Cafe (transactions)", 5230, 11847.20, 3.3),
    ]


def report_areas() -> list[Area]:
    """The report's table; club hire income is the March register's charges, rounded to the pound."""
    out = march_report()
    out[1].income = float(round(charged(in_month(bookings(), 3))))
    return out


# ---------------------------------------------------------------- casual staff hours, March 2026 (hr only)


@dataclass
class Casual:
    name: str
    role: str
    hours: float
    rate: float

    @property
    def gross(self) -> float:
        return round(self.hours * self.rate, 2)


def casual_hours() -> list[Casual]:
    return [
        Casual("Ellie Vasquez", "Lifeguard", 46.5, 12.60),
        Casual("Jamal Oyelaran", "Lifeguard", 38.0, 12.60),
        Casual("Sophie Kerrigan", "Lifeguard (NPLQ trainee)", 22.5, 11.90),
        Casual("Tomasz Lewandowski", "Swim teacher", 31.0, 16.80),
        Casual("Ruby Ashcroft", "Swim teacher", 18.5, 16.80),
        Casual("Callum Reid", "Receptionist", 40.0, 11.95),
        Casual("Farah Siddiqui", "Party host", 15.0, 12.20),
        Casual("Nathan Oakes", "Sports coach", 12.0, 15.40),
    ]
