"""Seeded records of Harrowden Vale Museums & Archives (data/company12/), a fictional county museum and archive
service with three sites (Harrowden Vale Museum, Ropewalk Mill and the County Record Office): school visits, the
record office search room, outgoing object loans, a half-year report and the donor pledges. Everything is
deterministic (fixed seeds); make_company12.py writes the files and the question generators
(make_company12_golden.py, make_company12_dev.py) compute the expected answers from the same records."""

import random
from dataclasses import dataclass
from datetime import date, timedelta

FIRM = "Harrowden Vale Museums & Archives"
APP = "Accessio"

SITES = {"HV": "Harrowden Vale Museum", "RW": "Ropewalk Mill", "RO": "County Record Office"}
# workshop code as written in "Wkshp": (title, site, fee per pupil in GBP)
WORKSHOPS = {
    "ROM": ("Romans in the Vale (handling)", "HV", 4.50),
    "VIC": ("Victorian schoolroom", "HV", 5.00),
    "MILL": ("Rope, water and steam", "RW", 5.50),
    "WW2": ("Home front evacuees", "RW", 5.00),
    "ARCH": ("Archive detectives", "RO", 4.00),
}
LATE_CXL_FEE = 40.00   # cancelled with less than 14 days' notice

# ---------------------------------------------------------------- schools (the CSV, key "School ref")


@dataclass
class School:
    code: str          # "S-HAR-04" (register column "Sch")
    name: str
    phase: str
    town: str
    trust: str
    contact: str
    phone: str
    funded: bool       # Heritage Access Fund: visits free of charge


SCHOOLS = [
    School("S-HAR-04", "Harrowden St Mary's CE Primary", "Primary", "Harrowden", "Diocese of Vale", "Mrs Joanne Pell",
           "01632 770412", False),
    School("S-HAR-09", "Harrowden Park Academy", "Secondary", "Harrowden", "Vale Learning Trust", "Mr Idris Vaughan",
           "01632 770988", False),
    School("S-HAR-15", "Brookfield Special School", "Special", "Harrowden", "Local authority", "Ms Farah Qureshi",
           "01632 771150", True),
    School("S-CAS-02", "Castlebury Infant School", "Infant", "Castlebury", "Local authority", "Mrs Helen Dacre",
           "01632 772021", False),
    School("S-CAS-07", "Castlebury Junior School", "Primary", "Castlebury", "Local authority", "Mr Owen Pritchard",
           "01632 772077", False),
    School("S-CAS-11", "Ropewalk Primary", "Primary", "Castlebury", "Vale Learning Trust", "Miss Lucy Ambrose",
           "01632 772190", True),
    School("S-MIL-03", "Millbeck Village School", "Primary", "Millbeck", "Diocese of Vale", "Mrs Sian Rowlands",
           "01632 773031", False),
    School("S-MIL-06", "Millbeck High School", "Secondary", "Millbeck", "Local authority", "Dr Peter Okonjo",
           "01632 773066", False),
    School("S-STO-01", "Stowford Primary", "Primary", "Stowford", "Vale Learning Trust", "Mr Callum Reid",
           "01632 774001", False),
    School("S-STO-05", "Oakhurst Pupil Referral Unit", "Special", "Stowford", "Local authority", "Mrs Bea Lindqvist",
           "01632 774055", True),
    School("S-STO-08", "Stowford Home Educators Group", "Home education", "Stowford", "None", "Tamsin Hale",
           "07700 900818", False),
]
SCHOOL = {s.code: s for s in SCHOOLS}

# ---------------------------------------------------------------- school visits register, spring term 2026


@dataclass
class Visit:
    ref: str           # "SV26-0104"
    day: date
    sch: str
    wk: str            # workshop code; the site follows from it
    pupils: int | None
    adults: int | None     # blank = not recorded
    sen: int | None        # pupils with SEN support; blank = none
    fee: float | None      # blank = free (Heritage Access Fund) or cancelled in time
    inv: str               # invoice number; "" = not invoiced yet
    note: str              # "" / "Cxl" / "Late cxl"

    @property
    def site(self) -> str:
        return WORKSHOPS[self.wk][1]


MONTHS = (1, 2, 3)
# (school, visits in the term, workshops they book, class size range)
PLANS = [("S-HAR-04", 4, ["ROM", "VIC"], (26, 31)), ("S-HAR-09", 3, ["WW2", "ARCH"], (24, 32)),
         ("S-HAR-15", 3, ["VIC", "MILL"], (6, 12)), ("S-CAS-02", 2, ["ROM"], (18, 26)),
         ("S-CAS-07", 4, ["MILL", "WW2", "ROM"], (27, 32)), ("S-CAS-11", 3, ["MILL", "VIC"], (22, 30)),
         ("S-MIL-03", 2, ["VIC", "ROM"], (12, 20)), ("S-MIL-06", 3, ["ARCH", "WW2"], (25, 30)),
         ("S-STO-01", 3, ["ROM", "WW2"], (25, 30)), ("S-STO-05", 2, ["ARCH", "VIC"], (5, 9)),
         ("S-STO-08", 2, ["MILL", "ROM"], (9, 16))]


def visits() -> list[Visit]:
    rng = random.Random(120126)
    raw = []
    first, last = date(2026, 1, 6), date(2026, 3, 27)
    half_term = (date(2026, 2, 16), date(2026, 2, 20))
    for code, count, wks, prange in PLANS:
        used = set()
        for i in range(count):
            while True:
                day = first + timedelta(days=rng.randrange((last - first).days + 1))
                if day.weekday() < 5 and not half_term[0] <= day <= half_term[1] and day not in used:
                    break
            used.add(day)
            raw.append((day, code, wks[i % len(wks)], prange))
    raw.sort(key=lambda r: (r[0], r[1]))
    out, seq, inv = [], 101, 2207
    for day, code, wk, prange in raw:
        s = SCHOOL[code]
        note = rng.choices(["", "Cxl", "Late cxl"], [88, 7, 5])[0]
        if note:
            pupils = adults = sen = None
            fee = None if note == "Cxl" else LATE_CXL_FEE
        else:
            pupils = rng.randint(*prange)
            adults = max(2, pupils // 6 + rng.randint(0, 2)) if rng.random() > 0.15 else None
            sen = rng.randint(1, 4) if rng.random() < (0.95 if s.phase == "Special" else 0.45) else None
            fee = None if s.funded else round(pupils * WORKSHOPS[wk][2], 2)
        invoiced = fee is not None and rng.random() < (0.9 if day.month < 3 else 0.5)
        out.append(Visit(f"SV26-{seq:04d}", day, code, wk, pupils, adults, sen, fee,
                         f"INV {inv}" if invoiced else "", note))
        if invoiced:
            inv += 1
        seq += rng.choice([1, 1, 2])
    return out


def in_month(rows: list, month: int) -> list:
    return [v for v in rows if v.day.month == month]


def went(rows: list) -> list:
    return [v for v in rows if not v.note]


def fees(rows: list) -> float:
    return round(sum(v.fee or 0 for v in rows), 2)

# ---------------------------------------------------------------- search room log, May 2026 (3-page PDF)


STAFF = {"EB": "Esther Blundell", "KM": "Kofi Mensah", "RL": "Rhiannon Lusk"}
READER_CATS = ["Family history", "Academic", "House history", "Local society", "Student"]
COPY_PRICE = 0.40   # GBP per copy (photocopy or scan)
PHOTO_PERMIT = 6.00  # own-camera day permit


@dataclass
class Reading:
    day: date
    sess: str          # "a.m." / "p.m."
    ticket: str        # "RT 8841"
    cat: str
    docs: int          # documents produced
    copies: int
    permit: bool       # own-camera permit bought
    staff: str

    @property
    def charge(self) -> float:
        return round(self.copies * COPY_PRICE + (PHOTO_PERMIT if self.permit else 0), 2)


LOG_PAGES = (24, 26)


def readings() -> list[Reading]:
    rng = random.Random(260505)
    out = []
    day = date(2026, 5, 1)
    tickets = [f"RT {n}" for n in rng.sample(range(8100, 8999), 40)]
    while day.month == 5:
        # open Tuesday to Friday; closed Bank Holiday Monday anyway; first Saturday of the month a.m. only
        sessions = ["a.m.", "p.m."] if 1 <= day.weekday() <= 4 else (["a.m."] if day.weekday() == 5 and
                                                                      day.day <= 7 else [])
        for sess in sessions:
            for _ in range(rng.randint(1, 3)):
                cat = rng.choices(READER_CATS, [40, 15, 20, 15, 10])[0]
                docs = rng.randint(2, 12)
                copies = rng.choice([0, 0, 0, 4, 6, 10, 12, 20, 25])
                out.append(Reading(day, sess, rng.choice(tickets), cat, docs, copies, rng.random() < 0.3,
                                   rng.choice(sorted(STAFF))))
        day += timedelta(days=1)
    return out
