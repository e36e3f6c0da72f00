"""Seeded records of Scarrow Beck Brewing Co. (data/company14/), a fictional craft brewery in Wenlow with a taproom
(the Tannery Tap) and wholesale trade to pubs, clubs, restaurants and bottle shops: the trade deliveries register
(September - November 2026), the trade customer list and the brew log (July - November 2026). Everything is
deterministic (fixed seeds); make_company14.py writes the files and the question generators (make_company14_golden.py,
make_company14_dev.py) compute the expected answers from these same records. The invoices, the quarterly report
and the directors' payroll sheet are in company14_records.py."""

import random
from dataclasses import dataclass
from datetime import date, timedelta

FIRM = "Scarrow Beck Brewing Co."
APP = "Hopwright"
YEAR = 2026

# beer code as written in "Prod": (name, ABV %)
BEERS = {
    "BB": ("Beck Bitter", 3.8),
    "GP": ("Gannet Pale", 4.3),
    "KM": ("Kilnyard Mild", 3.5),
    "NP": ("Nightjar Porter", 5.0),
    "FI": ("Fellside IPA", 5.8),
    "TL": ("Tannery Lager", 4.4),
}
# pack code as written in "Pk": description
PACKS = {
    "F": "Firkin, 9 gallons (72 pints), returnable cask",
    "P": "Pin, 4.5 gallons (36 pints), returnable cask",
    "K30": "Keg, 30 litres, returnable steel keg",
    "B12": "Case of 12 x 500 ml bottles",
    "C24": "Case of 24 x 330 ml cans",
}
CASKS = ("F", "P")
# list price per pack in GBP, ex VAT, duty paid: (beer, pack) -> price
PRICES = {
    ("BB", "F"): 96.00, ("BB", "P"): 52.00,
    ("GP", "F"): 102.00, ("GP", "P"): 55.00, ("GP", "K30"): 118.00, ("GP", "B12"): 28.20, ("GP", "C24"): 43.20,
    ("KM", "F"): 92.00, ("KM", "P"): 50.00,
    ("NP", "F"): 112.00, ("NP", "P"): 60.00, ("NP", "B12"): 30.60,
    ("FI", "F"): 124.00, ("FI", "P"): 66.00, ("FI", "K30"): 139.00, ("FI", "B12"): 34.80, ("FI", "C24"): 52.80,
    ("TL", "K30"): 112.00, ("TL", "C24"): 40.80,
}
DRAYMEN = {"JB": "Jonno Birtle", "KP": "Kasia Pawlak"}
REPS = {"DS": "Devika Shah", "TA": "Tom Ashby", "MC": "Meg Carrow"}

# ---------------------------------------------------------------- trade customers (the CSV, key "Customer no.")


@dataclass
class Customer:
    code: str          # "SC-201" (register column "Acct")
    name: str
    kind: str          # Pub / Micropub / Club / Restaurant / Bottle shop / Farm shop
    town: str
    postcode: str
    rep: str           # rep initials (REPS)
    terms: str         # "30 days", "14 days", "7 days", "COD"
    disc: float        # trade discount %, applied to every line
    contact: str
    phone: str

    @property
    def terms_days(self) -> int:
        return 0 if self.terms == "COD" else int(self.terms.split()[0])


CUSTOMERS = [
    Customer("SC-201", "The Red Lion", "Pub", "Wenlow", "WN1 3AB", "DS", "30 days", 5.0, "Gary Holroyd", "01632 970201"),
    Customer("SC-204", "The Drovers Arms", "Pub", "Harlby", "WN6 2PL", "TA", "30 days", 0.0, "Sue Brennan",
             "01632 970204"),
    Customer("SC-209", "Kilnhouse Tap", "Micropub", "Wenlow", "WN2 8RT", "DS", "14 days", 0.0, "Priya Dhillon",
             "07700 970209"),
    Customer("SC-212", "The Gannet Inn", "Pub", "Scarrow Bay", "WN9 1QS", "MC", "30 days", 7.5, "Callum Rees",
             "01632 970212"),
    Customer("SC-215", "Bottle & Bine", "Bottle shop", "Harlby", "WN6 4DF", "TA", "14 days", 10.0, "Ana Ferreira",
             "07700 970215"),
    Customer("SC-218", "Wenlow Cricket Club", "Club", "Wenlow", "WN3 5HH", "DS", "COD", 0.0, "Martin Oyelaran",
             "01632 970218"),
    Customer("SC-223", "The Weavers Rest", "Pub", "Oxcliffe", "WN7 6GN", "MC", "30 days", 5.0, "Bev Ackroyd",
             "01632 970223"),
    Customer("SC-227", "Hollin Farm Shop", "Farm shop", "Oxcliffe", "WN7 9LP", "MC", "14 days", 10.0, "Jo Hollin",
             "01632 970227"),
    Customer("SC-230", "Salt & Ember", "Restaurant", "Scarrow Bay", "WN9 4EX", "MC", "30 days", 0.0, "Luca Bianchi",
             "01632 970230"),
    Customer("SC-234", "The Packhorse", "Pub", "Harlby", "WN6 1JW", "TA", "21 days", 5.0, "Dermot Keane",
             "01632 970234"),
    Customer("SC-238", "Cellar Door Beers", "Bottle shop", "Wenlow", "WN1 7CB", "DS", "7 days", 12.5, "Hattie Lund",
             "07700 970238"),
    Customer("SC-241", "The Bay Horse", "Pub", "Oxcliffe", "WN7 2TR", "TA", "30 days", 0.0, "Neil Sugden",
             "01632 970241"),
    Customer("SC-245", "Pennyrigg Social Club", "Club", "Harlby", "WN6 8UU", "TA", "COD", 0.0, "Irene Walsh",
             "01632 970245"),
    Customer("SC-249", "The Ship", "Pub", "Scarrow Bay", "WN9 2SD", "MC", "30 days", 5.0, "Ronan Tait",
             "01632 970249"),
]
CUSTOMER = {c.code: c for c in CUSTOMERS}
BY_NAME = {c.name: c for c in CUSTOMERS}

# ---------------------------------------------------------------- deliveries register


@dataclass
class Line:
    inv: str           # "SBI-2301" (one invoice per drop; a drop has one to three lines)
    day: date
    acct: str
    beer: str
    pack: str
    qty: int
    ullage: int | None     # pints claimed as ullage against this line; None = no claim
    returned: int | None   # casks sent back faulty or unsold on this drop; None = none
    net: float | None      # GBP ex VAT after the customer's trade discount; None = free of charge (sample)
    dray: str | None       # drayman initials; None = collected from the brewery by the customer
    note: str = ""

    @property
    def pints(self) -> int:
        return {"F": 72, "P": 36}.get(self.pack, 0) * self.qty


MONTHS = (9, 10, 11)
DROPS_PER_MONTH = {"Pub": (2, 4), "Micropub": (3, 4), "Club": (1, 2), "Restaurant": (1, 2), "Bottle shop": (1, 2),
                   "Farm shop": (1, 1)}
NOTES = ["", "", "", "", "", "", "", "cellar door round back", "ring on arrival", "invoice emailed",
         "POS sent", "left with bar staff"]


def line_value(acct: str, beer: str, pack: str, qty: int) -> float:
    return round(qty * PRICES[(beer, pack)] * (1 - CUSTOMER[acct].disc / 100), 2)


def _delivery_days(rng: random.Random, month: int, count: int) -> list[date]:
    first = date(YEAR, month, 1)
    days = [first + timedelta(d) for d in range(31) if (first + timedelta(d)).month == month
            and (first + timedelta(d)).weekday() in (1, 2, 3, 4)]
    return sorted(rng.sample(days, count))


def _lines_for(rng: random.Random, kind: str) -> list[tuple[str, str, int]]:
    if kind in ("Pub", "Micropub"):
        beers = rng.sample(["BB", "BB", "GP", "KM", "NP", "FI", "TL"], rng.randint(1, 3))
        out = []
        for beer in dict.fromkeys(beers):
            if beer == "TL":
                out.append((beer, "K30", rng.randint(1, 3)))
            elif beer in ("KM", "NP") or rng.random() < 0.2:
                out.append((beer, rng.choice(["F", "P"]), rng.randint(1, 2)))
            else:
                out.append((beer, "F", rng.randint(1, 4)))
        return out
    if kind == "Club":
        return [("BB", "F", rng.randint(2, 4))] + ([("TL", "K30", rng.randint(1, 2))] if rng.random() < 0.6 else [])
    if kind == "Restaurant":
        return [("TL", "K30", rng.randint(1, 2))] + ([("FI", "B12", rng.randint(1, 3))] if rng.random() < 0.7 else [])
    items = rng.sample([("GP", "B12"), ("NP", "B12"), ("FI", "B12"), ("GP", "C24"), ("TL", "C24"), ("FI", "C24")],
                       rng.randint(1, 3))
    return [(beer, pack, rng.randint(2, 6)) for beer, pack in items]


def register() -> list[Line]:
    rng = random.Random(140926)
    drops = []
    for month in MONTHS:
        for c in CUSTOMERS:
            low, high = DROPS_PER_MONTH[c.kind]
            for day in _delivery_days(rng, month, rng.randint(low, high)):
                drops.append((day, c.code, _lines_for(rng, c.kind)))
    drops.sort(key=lambda d: (d[0], d[1]))
    rows = []
    for n, (day, acct, items) in enumerate(drops):
        inv = f"SBI-{2301 + n}"
        dray = None if rng.random() < 0.1 else rng.choice(list(DRAYMEN))
        for beer, pack, qty in items:
            cask = pack in CASKS
            ullage = rng.choice([3, 4, 5, 6, 8, 9, 11, 14]) if cask and rng.random() < 0.18 else None
            returned = rng.choice([1, 1, 1, 2]) if cask and rng.random() < 0.1 else None
            sample = rng.random() < 0.04
            note = "FOC sample - new customer tasting" if sample else rng.choice(NOTES)
            rows.append(Line(inv, day, acct, beer, pack, qty, ullage, returned,
                             None if sample else line_value(acct, beer, pack, qty), dray, note))
    return rows


def in_month(rows: list, month: int) -> list:
    return [r for r in rows if r.day.month == month]


def total_net(rows: list) -> float:
    return round(sum(r.net or 0 for r in rows), 2)


def for_customer(rows: list, name: str) -> list:
    return [r for r in rows if r.acct == BY_NAME[name].code]


# ---------------------------------------------------------------- brew log (3-page PDF), July - November 2026

BREWERS = {"AC": "Alys Corrigan (head brewer)", "RN": "Rory Nunn", "LS": "Leah Sowerby"}
# beer: (target OG, target FG) as specific gravity x 1000
GRAVITY = {"BB": (1039, 1010), "GP": (1043, 1010), "KM": (1036, 1010), "NP": (1052, 1014), "FI": (1058, 1013),
           "TL": (1044, 1010)}
BREW_NOTES = ["", "", "", "", "", "dry hopped x2", "stuck sparge, +40 min", "yeast re-pitch gen 6", "late hop swap",
              "CIP before fill", "short on crystal malt"]


@dataclass
class Brew:
    no: str            # "B26-118"
    day: date          # mash-in
    beer: str
    fv: str            # fermenting vessel FV1 - FV6
    og: int
    fg: int
    length: float      # hl into the fermenter
    racked: float      # hl racked to cask / keg / bright tank
    brewer: str
    note: str

    @property
    def abv(self) -> float:
        return round((self.og - self.fg) * 131.25 / 1000, 1)

    @property
    def loss(self) -> float:
        return round(self.length - self.racked, 1)


BREW_PAGES = (10, 12)   # rows on page 1 and page 2 (page 3 takes the rest)


def brew_log() -> list[Brew]:
    rng = random.Random(7718)
    beers = ["BB"] * 8 + ["GP"] * 7 + ["KM"] * 3 + ["NP"] * 5 + ["FI"] * 5 + ["TL"] * 5
    rng.shuffle(beers)
    day = date(YEAR, 7, 2)
    brews = []
    for n, beer in enumerate(beers):
        og_t, fg_t = GRAVITY[beer]
        length = 20.0 if beer in ("BB", "GP", "TL") and rng.random() < 0.55 else 10.0
        racked = round(length - rng.choice([0.4, 0.6, 0.7, 0.8, 0.9, 1.1, 1.3]) * length / 10, 1)
        brews.append(Brew(f"B26-{114 + n}", day, beer, f"FV{rng.randint(1, 6)}", og_t + rng.randint(-2, 2),
                          fg_t + rng.randint(-1, 2), length, racked, rng.choice(["AC", "RN", "LS", "AC", "RN", "LS", "AC"]),
                          rng.choice(BREW_NOTES)))
        day += timedelta(days=rng.choice([3, 3, 4, 4, 5]))
        while day.weekday() > 4:
            day += timedelta(days=1)
    return brews
