"""Seeded records of Tarnbrook Valley Food Bank (data/company16/), a fictional independent food bank with a
warehouse and four distribution points (three halls and a mobile van) in the Tarn valley: the referral agencies, the
parcel issue log (August - November 2026) and the warehouse intake log of donations (September - November 2026).
Everything is deterministic (fixed seeds); make_company16.py writes the files and the question generators
(make_company16_golden.py, make_company16_dev.py) compute the expected answers from these same records. The supplier
invoices, the trustees' report and the trustees-only funding bids are in company16_records.py."""

import random
from dataclasses import dataclass
from datetime import date, timedelta

FIRM = "Tarnbrook Valley Food Bank"
APP = "Pantryline"
YEAR = 2026

# ---------------------------------------------------------------- distribution centres

# code: (name, town, weekdays a session is held: 0 = Monday)
CENTRES = {
    "HMH": ("Holmbridge Methodist Hall", "Holmbridge", (1, 4)),
    "SCC": ("Stanecliffe Community Centre", "Stanecliffe", (2,)),
    "KLA": ("Kirkwent Library Annexe", "Kirkwent", (3,)),
    "MOB": ("Mobile van - Upper Tarn round", "Upper Tarn", (0,)),
}
PARCELS = {"S": "single adult", "C": "couple / two adults", "F": "family of up to 4", "LF": "large family, 5 or more"}
DIETS = {"V": "vegetarian", "H": "halal", "GF": "gluten-free", "KB": "kettle box (no cooker)"}

# ---------------------------------------------------------------- referral agencies (the CSV, key "Agency no.")


@dataclass
class Agency:
    aid: str           # "RA-007" (issue log column "Ag ID")
    name: str
    sector: str        # only in the CSV
    town: str          # only in the CSV
    lead: str          # lead referrer, only in the CSV
    phone: str
    cap: int           # vouchers a year the agency may issue
    since: str         # "Mar 2019"


AGENCIES = [
    Agency("RA-003", "Stanecliffe Citizens Advice", "Advice service", "Stanecliffe", "Marcus Ebdon", "01632 960118",
           120, "Jan 2016"),
    Agency("RA-007", "Holmbridge Primary School", "School", "Holmbridge", "Mrs Lorna Thewlis", "01632 960233", 40,
           "Sep 2018"),
    Agency("RA-011", "St Aidan's CE Academy", "School", "Stanecliffe", "Mr Tobias Reddish", "01632 960247", 40,
           "Nov 2019"),
    Agency("RA-012", "Kirkwent Health Centre", "GP practice", "Kirkwent", "Dr Anjali Varma", "01632 960309", 60,
           "Feb 2017"),
    Agency("RA-015", "Tarnside Medical Practice", "GP practice", "Holmbridge", "Kerry Nuttall (social prescriber)",
           "01632 960312", 60, "Jun 2020"),
    Agency("RA-018", "Fellgate Housing Trust", "Housing", "Stanecliffe", "Owain Pritchard", "01632 960420", 80,
           "Apr 2016"),
    Agency("RA-021", "Tarn Valley Council - Early Help", "Council / social care", "Stanecliffe", "Bethany Croft",
           "01632 960455", 150, "Jan 2016"),
    Agency("RA-024", "Kirkwent Children's Centre", "Council / social care", "Kirkwent", "Yasmin Adeola", "01632 960471",
           60, "Oct 2018"),
    Agency("RA-026", "Holmbridge Work & Skills Hub", "Employment support", "Holmbridge", "Gareth Liddle",
           "01632 960502", 50, "May 2021"),
    Agency("RA-030", "Upper Tarn Methodist Circuit outreach", "Faith group", "Upper Tarn", "Revd Hilary Stott",
           "01632 960538", 30, "Mar 2019"),
    Agency("RA-033", "Safe Haven Tarn Valley", "Charity", "Stanecliffe", "Priya Gill", "01632 960561", 50,
           "Aug 2017"),
    Agency("RA-035", "Kirkwent High School", "School", "Kirkwent", "Mr Declan Moss", "01632 960574", 40, "Jan 2022"),
    Agency("RA-038", "Stanecliffe Family Practice", "GP practice", "Stanecliffe", "Dr Helena Marsh", "01632 960586", 60,
           "Sep 2016"),
    Agency("RA-041", "Steady Minds Tarn Valley", "Charity", "Holmbridge", "Isaac Blenkinsop", "01632 960593", 40,
           "Jul 2023"),
    Agency("RA-044", "Upper Tarn Primary School", "School", "Upper Tarn", "Mrs Sian Raybould", "01632 960617", 25,
           "Feb 2024"),
]
AGENCY = {a.aid: a for a in AGENCIES}

# ---------------------------------------------------------------- parcel issue log (the workbook), August - November

MONTHS = (8, 9, 10, 11)
MONTH_NAMES = {8: "August", 9: "September", 10: "October", 11: "November"}
FIRST_VOUCHER = 5217


@dataclass
class Issue:
    voucher: str       # "TVF-5217" (column "Vchr no")
    day: date          # column "Issued"
    centre: str        # HMH / SCC / KLA / MOB
    agency: str        # "RA-007"
    adults: int
    children: int      # under 16
    parcel: str        # S / C / F / LF
    diet: str | None   # None = standard parcel
    kg: float | None   # None = not weighed
    fuel: int | None   # energy top-up voucher, GBP; None = none given
    delivered: bool    # "D" = delivered to the home; blank = collected at the centre
    note: str = ""

    @property
    def people(self) -> int:
        return self.adults + self.children

    @property
    def month(self) -> int:
        return self.day.month


def parcel_size(adults: int, children: int) -> str:
    people = adults + children
    if people == 1:
        return "S"
    if children == 0 and people == 2:
        return "C"
    return "F" if people <= 4 else "LF"


KG_RANGE = {"S": (8.5, 11.5), "C": (12.5, 16.0), "F": (17.5, 23.5), "LF": (24.5, 31.0)}
NOTES = ["2nd voucher this period", "3rd voucher - signposted to Citizens Advice", "no tin opener - ring-pulls only",
         "baby milk stage 1 added", "pet food added", "toiletries bag added", "interpreter (Polish) present",
         "referral by phone, e-voucher"]


def sessions() -> list[tuple[date, str]]:
    """Every distribution session held, August - November 2026 (the mobile van goes out every other Monday)."""
    out = []
    day = date(YEAR, 8, 1)
    while day <= date(YEAR, 11, 30):
        for code, (_, _, weekdays) in CENTRES.items():
            if day.weekday() in weekdays and not (code == "MOB" and (day.isocalendar()[1] % 2)):
                out.append((day, code))
        day += timedelta(days=1)
    return out


def _agency_for(rng: random.Random, centre: str) -> str:
    town = CENTRES[centre][1]
    local = [a.aid for a in AGENCIES if a.town == town]
    wide = ["RA-021", "RA-021", "RA-003", "RA-033"]
    return rng.choice(local + local + wide)


def issues() -> list[Issue]:
    rng = random.Random(160811)
    rows = []
    number = FIRST_VOUCHER
    per_session = {"HMH": (1, 3), "SCC": (2, 4), "KLA": (1, 3), "MOB": (0, 3)}
    for day, centre in sessions():
        low, high = per_session[centre]
        extra = 1 if day.month in (10, 11) and rng.random() < 0.4 else 0   # demand rises as it gets colder
        for _ in range(rng.randint(low, high) + extra):
            adults = rng.choice([1, 1, 1, 1, 2, 2, 2, 3])
            children = rng.choice([0, 0, 0, 0, 1, 1, 2, 2, 3, 4]) if adults < 3 else rng.choice([0, 1, 2])
            parcel = parcel_size(adults, children)
            diet = rng.choice([None] * 9 + ["V", "H", "GF", "KB"])
            low_kg, high_kg = KG_RANGE[parcel]
            kg = round(rng.uniform(low_kg, high_kg), 1)
            if centre != "MOB" and rng.random() < 0.16:
                kg = None
            fuel = None
            if rng.random() < (0.36 if day.month in (10, 11) else 0.10):
                fuel = 49 if parcel in ("F", "LF") else 30
            delivered = centre == "MOB" or rng.random() < 0.07
            note = ""
            if centre != "MOB" and delivered:
                note = "housebound - delivered by driver"
            elif rng.random() < 0.18:
                note = rng.choice(NOTES)
            rows.append(Issue(f"TVF-{number}", day, centre, _agency_for(rng, centre), adults, children, parcel, diet,
                              kg, fuel, delivered, note))
            number += 1
    return rows


def in_month(rows: list, month: int) -> list:
    return [r for r in rows if r.month == month]


def total(values) -> float:
    return round(sum(v or 0 for v in values), 2)


def sector_of(row: Issue) -> str:
    return AGENCY[row.agency].sector


# ---------------------------------------------------------------- warehouse intake log (2-page PDF), Sep - Nov 2026

SOURCES = {"SM": "supermarket collection point", "NS": "Northfold Surplus Network (redistributed surplus)",
           "FG": "faith group / harvest", "SC": "school collection", "WP": "workplace collection",
           "PD": "public drop-off at the warehouse"}
CATEGORIES = {"T": "tins & jars", "D": "dry goods (pasta, rice, cereal)", "H": "toiletries & household",
              "B": "baby items", "M": "mixed"}
CHECKERS = {"DM": "Dev Mistry (warehouse manager)", "JP": "Jean Pennock", "AK": "Aled Kinsella",
            "RO": "Ruth Oyelaran"}
DONORS = {
    "SM": ["Brightways Stanecliffe", "Brightways Kirkwent", "Fellside Foodstore Holmbridge"],
    "NS": ["Northfold Surplus Network"],
    "FG": ["St Aidan's Church", "Holmbridge Methodist Church", "Madina Masjid Kirkwent", "Upper Tarn Quaker Meeting"],
    "SC": ["Holmbridge Primary School", "Kirkwent High School", "St Aidan's CE Academy", "Upper Tarn Primary School"],
    "WP": ["Tarnmouth Building Society staff", "Ashlar Engineering staff"],
    "PD": ["Public drop-off"],
}
INTAKE_PAGE_ONE = 26    # rows on page 1; page 2 takes the rest


@dataclass
class Intake:
    no: str            # "IN-2611"
    day: date
    src: str
    donor: str
    cat: str
    crates: int
    kg: float
    short: int | None  # items best-before within 30 days; None = none
    checker: str

    @property
    def month(self) -> int:
        return self.day.month


def intake() -> list[Intake]:
    rng = random.Random(160930)
    days = [date(YEAR, 9, 1) + timedelta(d) for d in range(91)]
    days = sorted(rng.sample([d for d in days if d.weekday() < 6], 46))
    out = []
    for n, day in enumerate(days):
        harvest = date(YEAR, 9, 18) <= day <= date(YEAR, 10, 20)
        weights = {"SM": 10, "NS": 6, "FG": 8 if harvest else 2, "SC": 8 if harvest else 1, "WP": 3, "PD": 5}
        src = rng.choices(list(weights), list(weights.values()))[0]
        donor = rng.choice(DONORS[src])
        cat = "M" if src in ("FG", "SC", "PD") and rng.random() < 0.6 else rng.choice("TTDDHB")
        crates = rng.randint(8, 30) if src == "NS" else rng.randint(2, 16) if src in ("SM", "FG", "SC") else \
            rng.randint(1, 6)
        kg = round(crates * rng.uniform(9.5, 14.0), 1)
        short = None
        if src == "NS" or rng.random() < 0.2:
            short = rng.randint(3, 40)
        out.append(Intake(f"IN-{2611 + n}", day, src, donor, cat, crates, kg, short,
                          rng.choice(["DM", "DM", "JP", "AK", "RO"])))
    return out
