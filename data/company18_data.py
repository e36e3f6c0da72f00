"""Seeded records of Osier Bank Allotment & Garden Society (data/company18/), a fictional member-run allotment site of
forty plots beside the river in Ridlow (England: pounds sterling, 20% VAT): the membership list, the plot register for
the 2026 rent year, the work-party log of the 2026 growing season (April - September) and two supplier invoices.
Deterministic (fixed seeds and a few fixed plots); make_company18.py writes the files and the question generators
(make_company18_golden.py, make_company18_dev.py) compute every expected answer from these same records."""

import random
from dataclasses import dataclass, field
from datetime import date, timedelta

SOCIETY = "Osier Bank Allotment & Garden Society"
SHORT = "Osier Bank A&GS"
APP = "Dibber"
YEAR = 2026
ADDRESS = "The Plot Hut, Osier Bank, off Wendle Road, Ridlow RD4 7QS"
UPDATED = date(YEAR, 10, 2)

# ---------------------------------------------------------------- codes of the plot register

SIZES = {"F": "full plot, about 250 m2", "H": "half plot, about 125 m2", "S": "starter bed, about 30 m2"}
KINDS = {"V": "vegetable plot", "FR": "fruit plot (soft fruit and fruit trees)", "PT": "plot with a polytunnel",
         "RB": "raised bed, wheelchair height", "CM": "community plot run for the society by a coordinator"}
WATER = {"T": "standpipe tap beside the plot", "B": "water butts only (roof run-off)"}
WATER_BLANK = "no water at the plot - fill cans at the main trough"
GRADES = {"G": "good - well cultivated", "F": "fair - advice given", "W": "poor - warning letter sent",
          "N": "not cultivated - notice to quit served"}
PAID = {"BT": "bank transfer", "CS": "cash at the hut", "CQ": "cheque"}
RENT = {"F": 58.0, "H": 32.0, "S": 18.0}
POLYTUNNEL_EXTRA = 15.0
CONCESSION_OFF = 0.5

# ---------------------------------------------------------------- membership list (CSV, key "Member ref")

STREETS = ("Wendle Road", "Osier Close", "Mill Leat", "Tanners Row", "Cobb Lane", "Station Terrace")
PEOPLE = ["Hester Quayle", "Delroy Mapp", "Ines Carvalho", "Pat Rudd", "Gwen Ashdown", "Tomasz Kowal",
          "Farida Begum", "Alun Pritchard", "Marjorie Tebbutt", "Kwame Boateng", "Sunita Lall", "Oliver Fenwick",
          "Brenda Mowbray", "Stelian Popa", "Harriet Coyle", "Ravi Chaudhry", "Edna Lumb", "Callum Skerritt",
          "Yetunde Adeyemi", "Norman Heap", "Rosalind Vane", "Mehmet Aksoy", "Joan Pilbeam", "Desmond Oyelaran",
          "Lorna Gillies", "Piotr Wasik", "Agatha Brimble", "Dev Raghunathan", "Maisie Thorley", "Eamon Costello",
          "Vera Klimova", "Gareth Pennock", "Shirin Tehrani", "Wilf Ainsworth", "Ngozi Eze", "Teresa Mulcahy",
          "Bernard Sowerby", "Lily Hanratty", "Fergus Dunmore", "Zainab Mirza", "Audrey Cattermole", "Jonah Whitlock",
          "Precious Banda", "Hugo Stallard"]
COMMITTEE = {"Delroy Mapp": "Chair", "Hester Quayle": "Secretary", "Ines Carvalho": "Treasurer",
             "Gwen Ashdown": "Plots officer", "Alun Pritchard": "Seed store"}
LEADERS = ["Pat Rudd", "Gwen Ashdown", "Tomasz Kowal", "Delroy Mapp", "Farida Begum"]


@dataclass
class Member:
    ref: str            # "OB117" (plot register column "Mem no")
    name: str
    street: str
    joined: date
    concession: bool    # "yes" in the list: pays half rent
    role: str           # committee post, "" = none
    key: str            # gate key number, "" = no key

    @property
    def tenant(self) -> str:
        """How the plot register writes the member: "Quayle, H."."""
        first, last = self.name.split(" ", 1)
        return f"{last}, {first[0]}."


def _members() -> list[Member]:
    rng = random.Random(180101)
    out, number = [], 100
    for name in PEOPLE:
        number += rng.randint(1, 4)
        joined = date(1984, 3, 1) + timedelta(days=rng.randint(0, 15000))
        out.append(Member(f"OB{number}", name, rng.choice(STREETS), joined, rng.random() < 0.28,
                          COMMITTEE.get(name, ""), ""))
    keys = iter(range(3, 99, 2))
    for m in out:
        if m.role or rng.random() < 0.35:
            m.key = f"K{next(keys):02d}"
    return out


MEMBERS = _members()
for _name, _since in (("Marjorie Tebbutt", 1987), ("Norman Heap", 2011), ("Lorna Gillies", 2019),
                      ("Shirin Tehrani", 2023), ("Oliver Fenwick", 2008)):
    _m = next(m for m in MEMBERS if m.name == _name)
    _m.joined = min(_m.joined, date(_since, 2, 14))
BY_NAME = {m.name: m for m in MEMBERS}
BY_REF = {m.ref: m for m in MEMBERS}

# ---------------------------------------------------------------- plot register (xlsx), rent year 2026


@dataclass
class Plot:
    no: str                 # "P-14", halves "P-07A" / "P-07B", starter beds P-31 .. P-34
    size: str               # SIZES code
    kind: str               # KINDS code
    holder: str | None      # member ref; None = vacant
    since: int | None       # year the tenancy began; None = vacant
    rent: float | None      # 2026 rent; None = no rent (community plot or vacant)
    water: str | None       # WATER code; None = no water at the plot
    grade: str | None       # GRADES code; None = not graded (new this season, or vacant)
    paid: str | None        # PAID code; None = rent not paid yet (or no rent)
    note: str = ""

    @property
    def member(self) -> Member | None:
        return BY_REF.get(self.holder) if self.holder else None


SPLIT = (5, 7, 11, 18, 23, 27)
KIND_OF = {1: "CM", 16: "CM", 9: "PT", 21: "PT", 26: "PT", 3: "FR", 14: "FR", 29: "FR"}
VACANT = ("P-12", "P-18B", "P-25", "P-33")
# fixed plots: (holder's name, since, water, grade, paid) - the rest is drawn from the seed
FIXED = {"P-14": ("Norman Heap", 2011, "T", "G", "BT"), "P-22": ("Lorna Gillies", 2019, "B", "F", "CS"),
         "P-07A": ("Shirin Tehrani", 2023, "B", "G", "BT"), "P-19": ("Oliver Fenwick", 2008, "T", "F", "CQ"),
         "P-02": ("Marjorie Tebbutt", 1987, "T", "G", "CQ")}
NOTES = ["shed roof needs re-felting", "bees kept - hive registered with the committee", "asbestos sheet removed 2025",
         "path side overgrown at June walk-round", "shares tools with next plot", "hedge side shaded in the afternoon",
         "pond dug 2024"]


def _plot_numbers() -> list[tuple[str, str, str]]:
    out = []
    for n in range(1, 31):
        kind = KIND_OF.get(n, "V")
        if n in SPLIT:
            out += [(f"P-{n:02d}A", "H", kind), (f"P-{n:02d}B", "H", kind)]
        else:
            out.append((f"P-{n:02d}", "F", kind))
    out += [(f"P-{n}", "S", "RB") for n in range(31, 35)]
    return out


def rent_for(size: str, kind: str, member: Member) -> float | None:
    if kind == "CM":
        return None
    rent = RENT[size] + (POLYTUNNEL_EXTRA if kind == "PT" else 0)
    return round(rent * (CONCESSION_OFF if member.concession else 1), 2)


def _plots() -> list[Plot]:
    rng = random.Random(180202)
    fixed_names = {f[0] for f in FIXED.values()}
    first = [n for n in LEADERS + list(COMMITTEE) if n != "Alun Pritchard"]   # leaders and officers hold plots
    pool = [m for m in MEMBERS if m.name not in fixed_names and m.name not in first]
    rng.shuffle(pool)
    pool = [BY_NAME[n] for n in dict.fromkeys(first)] + pool
    notes = NOTES[:]
    rng.shuffle(notes)
    out, holders = [], []
    for no, size, kind in _plot_numbers():
        if no in VACANT:
            out.append(Plot(no, size, kind, None, None, None, rng.choice(["T", "B", None]), None, None,
                            "vacant - offered to the waiting list"))
            continue
        if no in FIXED:
            name, since, water, grade, paid = FIXED[no]
            m = BY_NAME[name]
        else:
            second = holders and rng.random() < 0.08
            m = rng.choice(holders) if second else pool.pop(0)
            since = max(m.joined.year, rng.choice([1995, 2001, 2006, 2010, 2013, 2015, 2017, 2018, 2019, 2020,
                                                   2021, 2022, 2023, 2024, 2025, 2026]))
            since = max(since, 1990)
            water = rng.choice(["T", "T", "B", "B", None])
            grade = None if since == YEAR else rng.choices(list(GRADES), [11, 5, 3, 1])[0]
            paid = rng.choices(["BT", "CS", "CQ", None], [10, 4, 3, 3])[0]
        holders.append(m)
        rent = rent_for(size, kind, m)
        if rent is None:
            paid = None
        note = notes.pop() if notes and rng.random() < 0.2 else ""
        out.append(Plot(no, size, kind, m.ref, since, rent, water, grade, paid, note))
    return out


PLOTS = _plots()
PLOT = {p.no: p for p in PLOTS}
HOLDERS = {p.holder for p in PLOTS if p.holder}


def status(m: Member) -> str:
    return "Plot holder" if m.ref in HOLDERS else ("Waiting list" if m.joined.year >= 2012 else "Associate")


# ---------------------------------------------------------------- work-party log (xlsx), April - September 2026

JOBS = {"HG": "hedges and boundary", "PA": "paths and grass strimming", "CO": "compost bays", "WA": "water troughs "
        "and pipes", "HU": "hut and tool store", "VP": "clearing vacant plots for new tenants",
        "WL": "wildlife pond and meadow"}
WHERE = {"HG": ["Wendle Road hedge", "Railway hedge"], "PA": ["Main path", "Top field"], "CO": ["Compost bays"],
         "WA": ["Troughs"], "HU": ["Hut"], "WL": ["Pond corner"]}
MONTH_JOBS = {4: {"PA": 2, "CO": 2, "VP": 3, "HU": 1, "WA": 2}, 5: {"PA": 3, "VP": 2, "WL": 2, "CO": 1, "HU": 1},
              6: {"PA": 3, "WL": 2, "CO": 2, "VP": 1, "WA": 1}, 7: {"PA": 3, "WL": 1, "CO": 2, "VP": 2, "HU": 1},
              8: {"PA": 3, "CO": 2, "VP": 2, "HU": 1, "WL": 1}, 9: {"HG": 4, "VP": 2, "CO": 1, "WL": 1, "PA": 1}}
LOG_NOTES = ["rain - stopped early", "Ridlow scouts came along", "trough by P-20 leaking - reported",
             "skip ordered for the rubbish", "newts found under the pallets", "brambles burnt in the incinerator",
             "tea and cake from the Chair", "two new tenants came to meet people"]


@dataclass
class Session:
    day: date
    job: str
    where: str
    leader: str
    turnout: int
    hours: float        # volunteer hours: turnout x session length
    note: str = ""

    @property
    def month(self) -> int:
        return self.day.month


def session_days() -> list[date]:
    """Saturday mornings every week of the season; Wednesday evenings as well from May to August."""
    days, day = [], date(YEAR, 4, 4)          # first Saturday of the season
    while day <= date(YEAR, 9, 30):
        days.append(day)
        wed = day + timedelta(days=4)
        if 5 <= wed.month <= 8:
            days.append(wed)
        day += timedelta(days=7)
    return days


def _sessions() -> list[Session]:
    rng = random.Random(180303)
    out = []
    for day in session_days():
        evening = day.weekday() == 2
        if day != date(YEAR, 5, 9) and rng.random() < (0.15 if evening else 0.1):
            continue                                            # rained off: not in the log
        weights = MONTH_JOBS[day.month]
        if evening:
            weights = {k: v for k, v in weights.items() if k in ("PA", "WA", "CO", "WL")}
        job = rng.choices(list(weights), list(weights.values()))[0]
        vacant_ish = [p.no for p in PLOTS if p.holder is None or p.grade == "N" or p.since == YEAR]
        where = rng.choice(vacant_ish) if job == "VP" else rng.choice(WHERE[job])
        leader = "Farida Begum" if evening else rng.choices(LEADERS[:4], [5, 4, 3, 2])[0]
        turnout = rng.randint(3, 8) if evening else rng.randint(5, 16)
        length = 1.5 if evening else rng.choice([2.0, 3.0, 3.0])
        note = rng.choice(LOG_NOTES) if rng.random() < 0.2 else ""
        if note.startswith("rain"):
            length = 2.0 if not evening else 1.0
        out.append(Session(day, job, where, leader, turnout, turnout * length, note))
    return out


SESSIONS = _sessions()

# ---------------------------------------------------------------- supplier invoices (PDF)


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
    firm: str
    firm_address: str
    vat_no: str
    issued: date
    due: date
    attn: str
    our_ref: str
    lines: list
    carriage: float = 0.0
    discount_pct: float = 0.0     # society discount on the goods
    vat_rate: float = 0.0         # on goods (after discount) and carriage
    notes: list = field(default_factory=list)

    @property
    def file(self) -> str:
        return self.no + ".pdf"

    @property
    def goods(self) -> float:
        return round(sum(x.net for x in self.lines), 2)

    @property
    def discount(self) -> float:
        return round(self.goods * self.discount_pct / 100, 2)

    @property
    def net(self) -> float:
        return round(self.goods - self.discount + self.carriage, 2)

    @property
    def vat(self) -> float:
        return round(self.net * self.vat_rate, 2)

    @property
    def total(self) -> float:
        return round(self.net + self.vat, 2)


def invoices() -> dict[str, Invoice]:
    seed_sec, treasurer = BY_NAME["Alun Pritchard"], BY_NAME["Ines Carvalho"]
    seeds = Invoice(
        "TS-58213", "Thistlecombe Seeds Ltd", "Unit 3, Fen Drove Industrial Estate, Holbeach Marsh, Lincs PE12 9LT",
        "GB 284 1177 36", date(YEAR, 1, 16), date(YEAR, 2, 15), f"{seed_sec.name}, Seed Store",
        "Bulk order 2026 / trading hut",
        [Line("ON-118", "Onion sets 'Centurion', 1 kg net", 6, 4.20),
         Line("PO-402", "Seed potatoes 'Charlotte', 25 kg sack", 4, 21.50),
         Line("PO-431", "Seed potatoes 'Sarpo Mira', 25 kg sack", 2, 24.80),
         Line("BB-027", "Broad bean 'Aquadulce Claudia', 250 seeds", 5, 6.95),
         Line("GA-210", "Garlic 'Solent Wight', 10 bulbs", 8, 3.10),
         Line("RN-055", "Runner bean 'Enorma', 100 seeds", 6, 5.40)],
        carriage=7.50, discount_pct=15.0, vat_rate=0.0,
        notes=["Seeds and seed potatoes are zero-rated for VAT.", "Terms: 30 days from the invoice date.",
               "Allotment society accounts receive 15% off list prices."])
    tools = Invoice(
        "MG-0431", "Mossgate Tool & Mower Co.", "14 Kiln Yard, Brackley Road, Ridlow RD2 5HF", "GB 391 5520 08",
        date(YEAR, 3, 6), date(YEAR, 4, 17), f"The Treasurer ({treasurer.name})", "Order 26/04 - shared kit",
        [Line("SP-BS1", "Border spade, stainless, ash handle", 4, 27.50),
         Line("WB-90P", "Wheelbarrow 90 L, puncture-proof wheel", 2, 64.00),
         Line("SV-ROT", "Rotavator annual service (Honda FG201)", 1, 85.00),
         Line("SL-30", "Strimmer line 3.0 mm x 56 m", 3, 12.40),
         Line("HR-50", "Hose reel with 50 m hose", 1, 46.99)],
        carriage=9.50, vat_rate=0.20,
        notes=["Bank: Ridlow & District Building Society, sort code 40-18-22, account 63019457.",
               "Please quote the invoice number with your payment."])
    return {b.no: b for b in (seeds, tools)}
