"""Seeded records of Ashcombe & Dale Community Transport's logs and documents (data/company11/): the dial-a-ride
run log, the volunteer mileage claims, the quarterly service report and the relief driver pay; the group hire log's
records are in company11_data.py, which the report's group hire line is computed from."""

import random
from dataclasses import dataclass
from datetime import date, timedelta

from company11_data import charged, jobs, ran

# ---------------------------------------------------------------- dial-a-ride run log, August 2026 (3-page PDF)

ZONES = {"Ashcombe town": 2.50, "Dale valley": 3.50, "Wellbury": 3.00, "Thornhay": 3.50, "Kingsmoor": 4.00}
RUN_DRIVERS = {"GL": "Gary Lockyer", "NB": "Nadia Bashir", "TW": "Terry Wragg", "CE": "Chloe Emsworth"}
BANK_HOLIDAY = date(2026, 8, 31)


@dataclass
class Run:
    ref: str           # "DAR 5207"
    day: date
    bus: str
    sess: str          # AM / PM
    zone: str
    booked: int
    no_show: int
    wc: int            # wheelchair users carried
    miles: int
    fares: float
    drv: str

    @property
    def carried(self) -> int:
        return self.booked - self.no_show


LOG_PAGES = (34, 34)   # rows on pages 1 and 2; the rest on page 3


def runs() -> list[Run]:
    rng = random.Random(2608)
    out = []
    n = 5201
    day = date(2026, 8, 1)
    zones = list(ZONES)
    while day.month == 8:
        if day.weekday() < 5 and day != BANK_HOLIDAY:
            plan = [("MB1", "AM"), ("MB2", "AM"), ("MB1", "PM"), ("MB2", "PM")]
            if day.weekday() in (1, 3):
                plan.insert(2, ("PC7", "AM"))   # the people carrier runs Tuesdays and Thursdays
            for bus, sess in plan:
                zone = rng.choice(zones)
                seats = 8 if bus == "PC7" else 14
                booked = rng.randint(4, seats)
                no_show = rng.choices([0, 1, 2], [70, 22, 8])[0]
                carried = booked - no_show
                free = rng.randint(0, carried // 2)   # companions of passholders ride free
                wc = rng.randint(0, 1 if bus == "PC7" else 3)
                miles = rng.randint(18, 34) if zone == "Ashcombe town" else rng.randint(32, 66)
                out.append(Run(f"DAR {n}", day, bus, sess, zone, booked, no_show, wc, miles,
                               round((carried - free) * ZONES[zone], 2), rng.choice(sorted(RUN_DRIVERS))))
                n += 1
        day += timedelta(days=1)
    return out


# ---------------------------------------------------------------- volunteer car scheme mileage claims (PDFs)

MILE_RATE = 0.45          # GBP per mile, the volunteer's own car
PASSENGER_RATE = 0.05     # GBP per passenger per mile


@dataclass
class Claim:
    ref: str           # "VMC-2608-014"
    volunteer: str
    vol_no: str
    car: str
    submitted: date
    approved_by: str
    pay_date: date
    items: list        # (date, journey, passengers, miles, parking)

    @property
    def miles(self) -> int:
        return sum(i[3] for i in self.items)

    @property
    def mileage(self) -> float:
        return round(self.miles * MILE_RATE, 2)

    @property
    def supplement(self) -> float:
        return round(sum(i[2] * i[3] for i in self.items) * PASSENGER_RATE, 2)

    @property
    def parking(self) -> float:
        return round(sum(i[4] for i in self.items), 2)

    @property
    def total(self) -> float:
        return round(self.mileage + self.supplement + self.parking, 2)


def claims() -> list[Claim]:
    d = lambda day: date(2026, 8, day)  # noqa: E731
    return [
        Claim("VMC-2608-014", "Peter Whitcombe", "V-0117", "KX19 HBN", date(2026, 9, 2), "Lorna Beaumont",
              date(2026, 9, 11),
              [(d(4), "Ashcombe - Musgrove Park Hospital, Taunton (return)", 1, 52, 4.60),
               (d(7), "Dale Bridge - Yeovil District Hospital (return)", 1, 38, 3.20),
               (d(13), "Ashcombe - Bristol Eye Hospital (return)", 2, 74, 9.00),
               (d(20), "Thornhay - Ashcombe GP surgery (return)", 1, 14, 0.00),
               (d(26), "Ashcombe - Musgrove Park Hospital, Taunton (return)", 1, 52, 4.60)]),
        Claim("VMC-2608-017", "Anjali Kapoor", "V-0142", "WF68 TLO", date(2026, 9, 1), "Lorna Beaumont",
              date(2026, 9, 11),
              [(d(5), "Wellbury - Weston General Hospital (return)", 1, 46, 3.50),
               (d(12), "Wellbury - Weston General Hospital (return)", 1, 46, 3.50),
               (d(18), "Wellbury - Bath RUH renal unit (return)", 1, 64, 6.80),
               (d(25), "Kingsmoor - Wellbury dentist (return)", 2, 22, 0.00)]),
        Claim("VMC-2608-022", "Maureen Jellicoe", "V-0098", "LB17 PZC", date(2026, 9, 4), "Owen Trevithick",
              date(2026, 9, 18),
              [(d(3), "Kingsmoor - Southmead Hospital, Bristol (return)", 1, 88, 7.50),
               (d(10), "Kingsmoor - Frome physiotherapy (return)", 1, 30, 0.00),
               (d(17), "Kingsmoor - Southmead Hospital, Bristol (return)", 1, 88, 7.50),
               (d(24), "Kingsmoor - Frome physiotherapy (return)", 1, 30, 0.00),
               (d(27), "Kingsmoor - Shepton day hospice (return)", 3, 26, 0.00),
               (d(28), "Kingsmoor - Frome physiotherapy (return)", 1, 30, 0.00)]),
        Claim("VMC-2608-025", "Frank Bellamy", "V-0151", "YR70 GMU", date(2026, 9, 7), "Owen Trevithick",
              date(2026, 9, 18),
              [(d(6), "Thornhay - Musgrove Park Hospital, Taunton (return)", 1, 58, 4.60),
               (d(19), "Dale Bridge - Wells podiatry clinic (return)", 2, 28, 2.00),
               (d(21), "Thornhay - Bridgwater Community Hospital (return)", 1, 40, 0.00)]),
    ]


# ---------------------------------------------------------------- quarterly service report, July - September 2026


@dataclass
class Service:
    name: str
    journeys: int
    passengers: int
    miles: int
    income: float


def report_services() -> list[Service]:
    """The report's table; the group hire line is computed from the hire log (income rounded to the pound)."""
    hire = jobs()
    went = ran(hire)
    return [
        Service("Dial-a-ride", 281, 2412, 11936, 7218.50),
        Service("Volunteer car scheme", 364, 421, 15870, 4962.00),
        Service("Group minibus hire", len(went), sum(j.pax or 0 for j in went), sum(j.miles for j in went),
                float(round(charged(hire)))),
        Service("Wednesday shopper bus", 26, 598, 1612, 1495.00),
        Service("Hospital link (contract)", 117, 139, 6204, 9360.00),
    ]


# ---------------------------------------------------------------- relief driver pay, August 2026 (payroll only)

OT_FACTOR = 1.5


@dataclass
class Pay:
    name: str
    post: str
    basic: float
    ot: float
    rate: float

    @property
    def gross(self) -> float:
        return round(self.basic * self.rate + self.ot * self.rate * OT_FACTOR, 2)


def relief_pay() -> list[Pay]:
    return [
        Pay("Gary Lockyer", "Relief driver (PCV)", 96.0, 6.5, 13.40),
        Pay("Nadia Bashir", "Relief driver (PCV)", 88.5, 0.0, 13.40),
        Pay("Terry Wragg", "Relief driver (D1)", 74.0, 9.0, 12.85),
        Pay("Chloe Emsworth", "Relief driver (D1)", 61.5, 3.0, 12.85),
        Pay("Bogdan Iliescu", "Passenger assistant", 52.0, 0.0, 12.10),
        Pay("Hazel Pennington", "Booking clerk (cover)", 40.0, 4.5, 12.30),
    ]
