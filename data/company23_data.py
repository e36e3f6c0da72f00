"""Seeded records of the Wenmouth Ropewalk Arts Trust (data/company23/), a fictional community theatre and arts venue,
The Ropewalk Theatre in Wenmouth, Dorset (UK: pounds, 20% VAT on room hire): the season's performances, seat bands,
the patron list, the box-office bookings (sales from September to November 2026) and the room-hire register.
The invoices are built in company23_invoices.py. Deterministic (fixed seed); make_company23.py writes the files and
company23_qa.py compares a reading of those files with these records."""

import random
from dataclasses import dataclass
from datetime import date, datetime, timedelta

CREATED = datetime(2026, 12, 4, 9, 15, 0)
SEED = 23_0917

TRUST = "Wenmouth Ropewalk Arts Trust"
VENUE = "The Ropewalk Theatre"
ADDRESS = "9 Rope Walk, Wenmouth, Dorset DT6 4RW"
VAT_NO = "GB 391 2270 58"
CHARITY_NO = "1087342"
VAT_RATE = 0.20
FIRST_SALE = date(2026, 9, 1)
LAST_SALE = date(2026, 11, 30)
PARTY_DAY = date(2026, 11, 14)
MON = {9: "SEP", 10: "OCT", 11: "NOV", 12: "DEC"}

# tag, title, genre, presented by, performance days (day, month), start time, popularity per performance
SHOWS = [
    ("JAZ", "Tom Marlow Quartet - Late Night Jazz", "Music", "Visiting company", [(12, 9), (14, 11)], "20:00", 3),
    ("FLM", "Film Club: Local Hero", "Film", "Ropewalk Film Club", [(19, 9)], "19:00", 1.6),
    ("BLS", "Blithe Spirit", "Comedy", "Wenmouth Players", [(24, 9), (25, 9), (26, 9)], "19:30", 3.2),
    ("LAF", "Comedy Cellar Stand-up Night", "Comedy", "Visiting company", [(3, 10), (7, 11)], "20:00", 2.6),
    ("TEM", "The Tempest", "Drama", "Wenmouth Players", [(8, 10), (9, 10), (10, 10)], "19:30", 3.6),
    ("FLM", "Film Club: Brassed Off", "Film", "Ropewalk Film Club", [(17, 10)], "19:00", 1.8),
    ("SHW", "The Shanty Wives in Concert", "Music", "Visiting company", [(23, 10)], "19:30", 4.5),
    ("OWL", "The Owl Who Lost Her Hoot", "Family", "Visiting company", [(30, 10), (31, 10)], "14:00", 3),
    ("DNC", "Moving Coast: Autumn Dance Showcase", "Dance", "Moving Coast Dance School", [(20, 11)], "18:30", 2.4),
    ("FLM", "Film Club: Paddington 2", "Film", "Ropewalk Film Club", [(21, 11)], "17:00", 1.5),
    ("CAR", "A Christmas Carol (one-man show)", "Drama", "Visiting company", [(27, 11), (28, 11)], "19:30", 2.5),
    ("CIN", "Cinderella - the Ropewalk Panto", "Family", "Wenmouth Players", [(3, 12), (4, 12), (5, 12)], "18:00",
     3.4),
]
BANDS = {  # code: (name, face price GBP)
    "PR": ("Premium stalls, rows A-D", 22.0),
    "ST": ("Stalls", 16.0),
    "CI": ("Circle", 14.0),
    "CO": ("Concession (over-65s, students)", 12.0),
    "YP": ("Young person (under 18)", 8.0),
}
BANDS_FOR = {  # the bands a genre is sold in, with weights: films and children's shows have no premium seats
    "Film": {"ST": 5, "CO": 3, "YP": 1},
    "Family": {"ST": 3, "CI": 2, "YP": 5},
    None: {"PR": 2, "ST": 5, "CI": 3, "CO": 3, "YP": 0.6},
}
PAY_CODES = {
    "CRD": "Debit or credit card",
    "CSH": "Cash at the box office window",
    "GVC": "Ropewalk gift voucher",
    "BAC": "Bank transfer (schools and groups, invoiced)",
    "NIL": "Nothing taken - comps and unpaid reservations",
}
STATUSES = {
    "Paid": "paid in full; counts towards ticket income",
    "Refunded": "was paid, then refunded in full; Pd £ shows the sum handed back, not income",
    "Reserved": "seats held for payment when collected; nothing paid yet, Pd £ is 0.00",
    "Comp": "complimentary (free) seats for press, cast families and sponsors; Pd £ is 0.00",
}
TIERS = {"Not a member": 0.0, "Friend": 0.10, "Best Friend": 0.15, "Angel": 0.20}  # tier: discount on face price

FIRST_NAMES = ["Alison", "Bernard", "Carys", "Declan", "Edith", "Fergus", "Gwen", "Hamish", "Imogen", "Jasper",
               "Kirsty", "Leonard", "Maud", "Nigel", "Olwen", "Piers", "Rhiannon", "Stanley", "Tamsin", "Umar",
               "Vera", "Wilfred", "Yasmin", "Zac", "Beatrice", "Clive", "Delia", "Errol", "Frances", "Gordon",
               "Harriet", "Ivor", "Janet", "Keith", "Lorna", "Malcolm", "Nerys", "Oliver", "Pauline", "Rupert",
               "Sheila", "Trevor", "Ursula", "Vince"]
SURNAMES = ["Ashworth", "Bellamy", "Colfox", "Dimmock", "Eddowes", "Fripp", "Gulliver", "Hounsell", "Ingram",
            "Jeffery", "Keech", "Legg", "Mabey", "Norris", "Orchard", "Pouncy", "Quantock", "Rendall", "Samways",
            "Trenchard", "Upjohn", "Vowles", "Warr", "Yeatman", "Bugler", "Chubb", "Daw", "Eveleigh", "Frampton",
            "Gillingham", "Hallett", "Ironside", "Jesty", "Kerley", "Lovelace", "Marsh", "Newberry", "Oke",
            "Pitfield", "Rabbetts", "Stickland", "Tizard", "Udall", "Voss"]
AREAS = {"DT6": 9, "DT7": 3, "DT8": 2.5, "DT2": 2, "DT1": 1.5, "TA18": 1, "EX13": 1}

ROOMS = {  # room: (standard rate GBP an hour, community rate for charities, schools and clubs)
    "Main house": (48.0, 36.0),
    "Loft studio": (24.0, 18.0),
    "Rehearsal room": (16.0, 12.0),
    "Green room": (12.0, 9.0),
    "Foyer bar": (30.0, 22.0),
}
HIRERS = [  # hirer, community rate?, rooms they use, what for, hours (low, high), weight
    ("Wenmouth Operatic Society", True, ["Rehearsal room", "Main house"], "Rehearsal", (2.0, 3.5), 5),
    ("Chesil Yoga Collective", False, ["Loft studio"], "Yoga class", (1.5, 2.0), 4),
    ("St Aldhelm's Primary School", True, ["Main house"], "School concert rehearsal", (2.0, 4.0), 2),
    ("Marshwood Vale Quilters", True, ["Green room"], "Quilting circle", (2.5, 3.0), 2.5),
    ("Lyme Bay Community Choir", True, ["Rehearsal room"], "Choir practice", (2.0, 2.5), 3.5),
    ("Dorset Coast Ballroom", False, ["Loft studio"], "Ballroom class", (2.0, 3.0), 3),
    ("Kestrel Hall Events Ltd", False, ["Foyer bar", "Main house"], "Private party", (4.0, 6.0), 1.5),
    ("Harbourside Dental Practice", False, ["Green room"], "Staff training day", (3.0, 6.0), 1),
    ("West Dorset Photographic Club", True, ["Green room", "Loft studio"], "Club evening", (2.0, 2.5), 2),
    ("Wenmouth Town Council", False, ["Main house"], "Public meeting", (2.0, 3.0), 1),
    ("Pinnacle Pilates", False, ["Loft studio"], "Pilates class", (1.0, 1.5), 2.5),
]


@dataclass
class Performance:
    code: str
    title: str
    day: date
    time: str
    genre: str
    company: str
    weight: float


@dataclass
class Patron:
    no: str
    surname: str
    first: str
    tier: str
    area: str
    gift_aid: str
    joined: int


@dataclass
class Booking:
    ref: str
    sold: date
    perf: Performance
    band: str
    tkts: int
    paid: float
    pay: str
    channel: str
    patron: Patron
    status: str


@dataclass
class Hire:
    ref: str
    day: date
    hirer: str
    room: str
    use: str
    hrs: float
    rate: float

    @property
    def amount(self) -> float:
        return round(self.hrs * self.rate, 2)


def performances() -> list[Performance]:
    out = []
    for tag, title, genre, company, days, time, weight in SHOWS:
        for d, m in days:
            out.append(Performance(f"{tag}-{d:02d}{MON[m]}", title, date(2026, m, d), time, genre, company, weight))
    return sorted(out, key=lambda p: p.day)


def _patrons(rng: random.Random) -> list[Patron]:
    out = []
    areas = list(AREAS)
    for n in range(44):
        tier = rng.choices(list(TIERS), weights=[9, 6, 3, 2])[0]
        area = rng.choices(areas, weights=[AREAS[a] for a in areas])[0]
        # members are asked for a Gift Aid declaration when they join, so most of them have one
        gift = "Yes" if rng.random() < (0.75 if tier != "Not a member" else 0.3) else "No"
        joined = rng.randint(2011, 2026) if tier != "Not a member" else rng.randint(2019, 2026)
        out.append(Patron(f"P{2031 + n * 3}", SURNAMES[n], FIRST_NAMES[(n * 7) % len(FIRST_NAMES)], tier, area,
                          gift, joined))
    return out


def _booking(rng, n, perf, patrons, weights) -> Booking:
    patron = rng.choices(patrons, weights=weights)[0]
    start = max(FIRST_SALE, perf.day - timedelta(days=50))
    end = min(LAST_SALE, perf.day)
    sold = start + timedelta(days=rng.randint(0, (end - start).days))
    bands = BANDS_FOR.get(perf.genre, BANDS_FOR[None])
    band = rng.choices(list(bands), weights=list(bands.values()))[0]
    tkts = rng.choices([1, 2, 3, 4, 5, 6], weights=[3, 7, 2, 3, 1, 0.6])[0]
    channel = rng.choices(["Online", "Phone", "Walk-in"], weights=[6, 2.5, 3])[0]
    pay = {"Online": rng.choices(["CRD", "GVC"], weights=[9, 1])[0], "Phone": "CRD",
           "Walk-in": rng.choices(["CRD", "CSH", "GVC"], weights=[5, 3, 1])[0]}[channel]
    r = rng.random()
    status = "Paid"
    if perf.genre == "Family" and r < 0.07:
        # a school party: a block of young-person seats booked by phone and paid by bank transfer
        band, tkts, channel, pay = "YP", rng.randint(14, 32), "Phone", "BAC"
    elif r > 0.94:
        status = "Refunded"
    elif r > 0.885 and perf.company == "Wenmouth Players" or r > 0.93:
        status, channel, pay, tkts = "Comp", rng.choice(["Phone", "Walk-in"]), "NIL", rng.choice([1, 2, 2, 4])
        band = "ST" if "ST" in bands else band
    elif r > 0.80 and perf.day > LAST_SALE + timedelta(days=2):
        # holds still open at the end of November: the earlier ones were paid for or released before their show
        status, channel, pay = "Reserved", "Phone", "NIL"
    face = BANDS[band][1]
    paid = 0.0 if status in ("Comp", "Reserved") else round(tkts * face * (1 - TIERS[patron.tier]), 2)
    return Booking("", sold, perf, band, tkts, paid, pay, channel, patron, status)


def _hires(rng: random.Random) -> list[Hire]:
    out = []
    day = date(2026, 9, 1)
    weights = [h[-1] for h in HIRERS]
    while day <= LAST_SALE:
        # most hires are weekday daytimes or evenings; about one booking every other day
        if day == PARTY_DAY:
            # the wedding reception the event-package invoice is for: fixed, so that invoice always exists
            out.append(Hire("", day, "Kestrel Hall Events Ltd", "Foyer bar", "Wedding reception", 5.5,
                            ROOMS["Foyer bar"][0]))
        elif day.weekday() < 6 and rng.random() < 0.62:
            name, community, rooms, use, (lo, hi), _ = rng.choices(HIRERS, weights=weights)[0]
            room = rng.choice(rooms)
            hrs = rng.randint(int(lo * 2), int(hi * 2)) / 2
            out.append(Hire("", day, name, room, use, hrs, ROOMS[room][1 if community else 0]))
        day += timedelta(days=1)
    for n, h in enumerate(out):
        h.ref = f"RH-{3104 + n * 2}"
    return out


def build():
    rng = random.Random(SEED)
    perfs = performances()
    patrons = _patrons(rng)
    weights = [3 if p.tier != "Not a member" else 1.4 for p in patrons]
    picked = rng.choices(perfs, weights=[p.weight for p in perfs], k=184)
    bookings = [_booking(rng, n, perf, patrons, weights) for n, perf in enumerate(picked)]
    bookings.sort(key=lambda b: (b.sold, b.perf.day, b.perf.code))
    for n, b in enumerate(bookings):
        b.ref = f"BO-7{4210 + n * 3 + (n % 2)}"
    return perfs, patrons, bookings, _hires(rng)


PERFS, PATRONS, BOOKINGS, HIRES = build()
PERF = {p.code: p for p in PERFS}
PATRON = {p.no: p for p in PATRONS}
