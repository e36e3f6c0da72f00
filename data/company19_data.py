"""Seeded records of Harewick Sound 104.2 FM (data/company19/), a fictional volunteer-run community radio station in
the coastal town of Harewick (England: pounds sterling, 20% VAT): the advertiser accounts, the airtime spot bookings
log (August - November 2026), the volunteer register for the autumn quarter (September - November 2026), two of the
station's own October airtime invoices and one supplier invoice for transmitter work. Deterministic (fixed seeds);
make_company19.py writes the files and the question generators (make_company19_golden.py, make_company19_dev.py)
compute every expected answer from these same records."""

import random
from dataclasses import dataclass, field
from datetime import date, timedelta

STATION = "Harewick Sound 104.2 FM"
SHORT = "Harewick Sound"
APP = "Faderboard"
YEAR = 2026
ADDRESS = "The Old Lifeboat House, Slipway Lane, Harewick HW3 9DL"
CHARITY_NO = "1187420"
VAT_NO = "GB 402 7719 55"
VAT_RATE = 0.20

# ---------------------------------------------------------------- airtime slots (the log's "Slot" codes)

SLOTS = {"BK": "Breakfast show, 06:00 - 10:00 weekdays", "MD": "Mid-morning, 10:00 - 13:00 weekdays",
         "AF": "Afternoon, 13:00 - 16:00 weekdays", "DT": "Drive time, 16:00 - 19:00 weekdays",
         "EV": "Evening, 19:00 - 23:00 any day", "WK": "Weekend daytime, 08:00 - 19:00 Saturday and Sunday"}
SLOT_NAME = {"BK": "Breakfast", "MD": "Mid-morning", "AF": "Afternoon", "DT": "Drive time", "EV": "Evening",
             "WK": "Weekend daytime"}
RATE = {"BK": 9.00, "MD": 6.00, "AF": 5.00, "DT": 8.00, "EV": 3.50, "WK": 4.50}   # one 30-second spot
LENGTH_FACTOR = {30: 1.0, 40: 1.25, 60: 1.8}
CHARITY_OFF = 0.5           # registered charities pay half the rate card

# ---------------------------------------------------------------- advertiser accounts (CSV, key "Account")

AREAS = ("Old Town", "Quayside", "Marsh End", "Hilltop", "Brookfield")
TYPES = ("Local business", "Charity", "Public body")
ADVERTISERS = [  # (business, contact, type)
    ("Saltpan Fish Bar", "Morwenna Treloar", "Local business"),
    ("Quayside Cycle Hire", "Declan Furey", "Local business"),
    ("Harewick Hospice Shops", "Bethan Lloyd-Price", "Charity"),
    ("Gullcry Books", "Anselm Rook", "Local business"),
    ("Marsh End Motors", "Terry Blackmore", "Local business"),
    ("Harewick Town Council", "Priya Venkatesan", "Public body"),
    ("Pebblebrook Dental", "Oksana Lytvyn", "Local business"),
    ("The Anchor & Compass", "Rory Penberthy", "Local business"),
    ("Brookfield Garden Centre", "Helen Scawen", "Local business"),
    ("Seaward Youth Trust", "Kofi Asante", "Charity"),
    ("Hilltop Opticians", "Nadia Haddad", "Local business"),
    ("Tidewrack Surf School", "Jago Hosken", "Local business"),
    ("Harewick Carers' Network", "Sian Probert", "Charity"),
    ("Lantern Street Bakery Cafe", "Giulia Romano", "Local business"),
    ("Coastline Lettings", "Marcus Oyinlola", "Local business"),
    ("Harewick Leisure Pool", "Dawn Kittow", "Public body"),
    ("Old Town Ironmongers", "Walter Pascoe", "Local business"),
    ("Foghorn Brewery Tap", "Ellie Marchant", "Local business"),
    ("Harewick Food Festival CIC", "Sunil Mehra", "Charity"),
    ("Windward Care Home", "Rachel Opie", "Local business"),
    ("Bayview Taxis", "Ahmet Yilmaz", "Local business"),
    ("Harewick Lifeboat Guild", "Isla Trevithick", "Charity"),
]


@dataclass
class Advertiser:
    acct: str           # "AC031" (log column "Acct")
    business: str
    contact: str
    kind: str           # TYPES
    area: str           # AREAS
    since: int          # first year on air with us
    terms: str          # "30 days" / "14 days"

    @property
    def charity(self) -> bool:
        return self.kind == "Charity"


FIXED_AREA = {"Saltpan Fish Bar": "Quayside", "Quayside Cycle Hire": "Quayside", "Tidewrack Surf School": "Quayside",
              "Marsh End Motors": "Marsh End", "Hilltop Opticians": "Hilltop", "Brookfield Garden Centre": "Brookfield",
              "Old Town Ironmongers": "Old Town", "Gullcry Books": "Old Town"}


def _advertisers() -> list[Advertiser]:
    rng = random.Random(190101)
    out, number = [], 20
    for business, contact, kind in ADVERTISERS:
        number += rng.randint(1, 3)
        area = FIXED_AREA.get(business) or rng.choice(AREAS)
        since = rng.choice([2016, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026])
        terms = "14 days" if kind == "Local business" and rng.random() < 0.3 else "30 days"
        out.append(Advertiser(f"AC{number:03d}", business, contact, kind, area, since, terms))
    return out


ADVERTISER_LIST = _advertisers()
BY_ACCT = {a.acct: a for a in ADVERTISER_LIST}
BY_BUSINESS = {a.business: a for a in ADVERTISER_LIST}

# ---------------------------------------------------------------- spot bookings log (xlsx), August - November 2026


@dataclass
class Booking:
    ref: str            # "SB-3104"
    day: date           # first day the spots go out
    acct: str
    slot: str           # SLOTS code
    spots: int
    length: int         # seconds: 30, 40 or 60
    fee: float          # spots x rate x length factor, halved for charities
    paid: bool

    @property
    def month(self) -> int:
        return self.day.month

    @property
    def advertiser(self) -> Advertiser:
        return BY_ACCT[self.acct]

    @property
    def unit(self) -> float:
        return unit_price(self.slot, self.length, self.advertiser)


def unit_price(slot: str, length: int, adv: Advertiser) -> float:
    price = RATE[slot] * LENGTH_FACTOR[length]
    return round(price * (CHARITY_OFF if adv.charity else 1), 2)


MONTH_COUNTS = {8: 24, 9: 29, 10: 31, 11: 27}
SLOT_WEIGHTS = {"BK": 7, "MD": 4, "AF": 3, "DT": 9, "EV": 2, "WK": 5}


def _bookings() -> list[Booking]:
    rng = random.Random(190202)
    accts = [a.acct for a in ADVERTISER_LIST]
    weights = [rng.choice([1, 1, 2, 3, 4]) for _ in accts]
    out = []
    for month, n in MONTH_COUNTS.items():
        days = []
        for _ in range(n):
            while True:
                d = date(YEAR, month, rng.randint(1, 28))
                if d.weekday() < 5:
                    break
            days.append(d)
        for d in sorted(days):
            acct = rng.choices(accts, weights)[0]
            slot = rng.choices(list(SLOT_WEIGHTS), list(SLOT_WEIGHTS.values()))[0]
            spots = rng.choice([5, 6, 8, 10, 10, 12, 14, 15, 20, 20, 24, 28, 30])
            length = rng.choices([30, 40, 60], [6, 2, 2])[0]
            unpaid_chance = {8: 0.03, 9: 0.08, 10: 0.25, 11: 0.6}[month]
            out.append(Booking("", d, acct, slot, spots, length, 0.0, rng.random() >= unpaid_chance))
    for i, b in enumerate(out):
        b.ref = f"SB-{3101 + i}"
        b.fee = round(b.spots * b.unit, 2)
    return out


BOOKINGS = _bookings()
BY_REF = {b.ref: b for b in BOOKINGS}

# ---------------------------------------------------------------- volunteer register (PDF, two pages), Sep - Nov 2026

ROLES = ("Presenter", "Producer", "Studio engineer", "Newsreader", "Office and admin")
SHOWS = ["Harewick Breakfast", "The Early Tide", "Folk on the Quay", "Soul Kitchen", "Sunday Hymns & Harmonies",
         "Youth Takeover", "Market Day Live", "Late Lounge", "Reggae Roots", "Country Mile", "Talking Books",
         "Sports Desk", "Jazz at Nine", "Shanty Hour", "The Lunchbox", "Headland Rock", "Coffee Morning Classics"]
SHOW_DAY = {"Harewick Breakfast": "Mon-Fri", "The Early Tide": "Sat", "Folk on the Quay": "Thu", "Soul Kitchen": "Fri",
            "Sunday Hymns & Harmonies": "Sun", "Youth Takeover": "Wed", "Market Day Live": "Sat", "Late Lounge": "Fri",
            "Reggae Roots": "Sat", "Country Mile": "Tue", "Talking Books": "Wed", "Sports Desk": "Sat",
            "Jazz at Nine": "Thu", "Shanty Hour": "Sun", "The Lunchbox": "Mon-Fri", "Headland Rock": "Tue",
            "Coffee Morning Classics": "Tue"}
VOLUNTEERS = ["Bryony Carne", "Tobias Wenn", "Hafsa Iqbal", "Lowenna Rowe", "Gideon Ashe", "Maud Polglase",
              "Cheng Wei", "Femi Adebayo", "Carys Meredith", "Piran Jewell", "Agnieszka Nowak", "Dominic Hale",
              "Tamsin Varcoe", "Olusegun Bello", "Yusra Khalil", "Barnaby Stott", "Kerenza Hocking", "Leon Mabry",
              "Ffion Gwynne", "Ruairi Donnelly", "Mabli Evans", "Stanislav Petrov", "Demelza Opie", "Hamish Greer",
              "Esther Nkemelu", "Clement Vosper", "Rosalie Dunstan", "Arjun Pillai", "Wenna Trevail", "Gordon Bickle",
              "Ivy Tonkin", "Moses Okafor", "Henrietta Lusk", "Kit Angove", "Zofia Wrobel", "Aled Bowen",
              "Pauline Chegwidden", "Tariq Rahman", "Loveday Nance", "Samir Boukhari", "Edith Rosewarne",
              "Callan Murphy", "Jenna Tregear", "Oskar Lindqvist", "Winifred Pengelly", "Dylan Moyle",
              "Amara Chukwu", "Felix Roskilly", "Nerys Pugh", "Toby Clemo", "Grace Oduya", "Ruben Kessell",
              "Mirela Dobre", "Saul Penhaligon", "Beatrix Curnow", "Idris Fane", "Lottie Wherry", "Kenji Mori"]
# fixed volunteers: name -> (role, show) - the rest drawn from the seed; the day is the show's
FIXED_VOL = {"Hafsa Iqbal": ("Presenter", "Soul Kitchen"), "Gideon Ashe": ("Presenter", "Shanty Hour"),
             "Tamsin Varcoe": ("Presenter", "Talking Books"), "Leon Mabry": ("Studio engineer", "Late Lounge"),
             "Winifred Pengelly": ("Presenter", "Coffee Morning Classics"),
             "Oskar Lindqvist": ("Newsreader", "Harewick Breakfast")}


@dataclass
class Volunteer:
    no: str             # "V-214"
    name: str
    role: str
    show: str           # "" = no show (office and admin)
    day: str            # "" = no show
    hours: float        # hours given September - November 2026
    induction: date | None  # None = not inducted yet
    joined: int


def _volunteers() -> list[Volunteer]:
    rng = random.Random(190303)
    out, number = [], 200
    for name in VOLUNTEERS:
        number += rng.randint(1, 3)
        if name in FIXED_VOL:
            role, show = FIXED_VOL[name]
        else:
            role = rng.choices(ROLES, [9, 3, 3, 2, 2])[0]
            show = "" if role == "Office and admin" else rng.choice(SHOWS)
        day = SHOW_DAY.get(show, "")
        joined = rng.choice([2015, 2017, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026])
        hours = round(rng.choice([0.5, 1.0]) * rng.randint(12, 90), 1)
        if joined >= YEAR - 1 and rng.random() < 0.55:
            induction = None
        else:
            induction = date(max(joined, 2019), rng.randint(1, 12), rng.randint(1, 28))
            if induction > date(YEAR, 11, 30):
                induction = date(YEAR, 9, 12)
        out.append(Volunteer(f"V-{number}", name, role, show, day, hours, induction, joined))
    return out


VOLUNTEER_LIST = _volunteers()
VOL_BY_NAME = {v.name: v for v in VOLUNTEER_LIST}

# ---------------------------------------------------------------- invoices (PDF)


@dataclass
class Line:
    code: str
    desc: str
    qty: float
    price: float

    @property
    def net(self) -> float:
        return round(self.qty * self.price, 2)


@dataclass
class Invoice:
    no: str
    issuer: str
    issuer_address: str
    bill_to: list           # lines of the Bill to block, first the name
    issued: date
    due: date
    ref: str
    lines: list
    vat_rate: float = VAT_RATE
    notes: list = field(default_factory=list)

    @property
    def file(self) -> str:
        return self.no + ".pdf"

    @property
    def net(self) -> float:
        return round(sum(x.net for x in self.lines), 2)

    @property
    def vat(self) -> float:
        return round(self.net * self.vat_rate, 2)

    @property
    def total(self) -> float:
        return round(self.net + self.vat, 2)


def _airtime_invoice(no: str, adv: Advertiser) -> Invoice:
    rows = [b for b in BOOKINGS if b.acct == adv.acct and b.month == 10]
    issued = date(YEAR, 11, 2)
    days = 14 if adv.terms == "14 days" else 30
    lines = [Line(b.ref, f"{SLOT_NAME[b.slot]} spots, {b.length} s, from {b.day:%d/%m}", b.spots, b.unit)
             for b in rows]
    notes = ["Airtime is invoiced monthly in arrears for the spots booked in the month."]
    if adv.charity:
        notes.append("Registered charity: spot prices shown at half the rate card.")
    notes.append(f"Payment terms {adv.terms}. Please quote the invoice number with your payment.")
    return Invoice(no, STATION, ADDRESS, [adv.business, f"Attn: {adv.contact}", f"{adv.area}, Harewick"], issued,
                   issued + timedelta(days=days), f"Account {adv.acct} - October {YEAR} airtime", lines, notes=notes)


def invoice_accounts() -> list[Advertiser]:
    """The two accounts billed on the sample invoices: the two with the most October bookings (ties by account)."""
    counts = {}
    for b in BOOKINGS:
        if b.month == 10:
            counts[b.acct] = counts.get(b.acct, 0) + 1
    ranked = sorted(counts, key=lambda a: (-counts[a], a))
    return [BY_ACCT[a] for a in ranked[:2]]


MANAGER = "Lowenna Rowe"


def invoices() -> dict[str, Invoice]:
    first, second = invoice_accounts()
    a = _airtime_invoice("HS-2610-0417", first)
    b = _airtime_invoice("HS-2610-0422", second)
    mast = Invoice(
        "PBE-77315", "Penhallow Broadcast Engineering Ltd", "Unit 9, Carn Brea Business Park, Redruthen RN5 2PX",
        [STATION, f"FAO {MANAGER}, Station Manager", ADDRESS], date(YEAR, 10, 19), date(YEAR, 11, 18),
        "Job 26-1184 / Beacon Hill mast",
        [Line("MS-Q4", "Mast site rental, Beacon Hill, October - December", 1, 465.00),
         Line("AN-INS", "Antenna and feeder inspection (climb, two engineers)", 1, 320.00),
         Line("RDS-FW", "RDS encoder firmware update and PS name check", 1, 85.00),
         Line("SPD-2", "Surge protection device, N-type, supplied and fitted", 2, 47.50),
         Line("TRV", "Travel, mileage from depot", 64, 0.65)],
        notes=["Bank: Kernow Mutual, sort code 60-22-41, account 31840276.",
               "Terms: 30 days net. Late payment may be charged under the Late Payment Act."])
    return {x.no: x for x in (a, b, mast)}
