"""Seeded records of Brackenfold Veterinary Group (data/company13/), a fictional regional veterinary practice group
with three clinics (Thornby Veterinary Hospital, Ellerside Surgery, Cawdell Bridge Surgery), the Nightline
out-of-hours service and a central pharmacy at Thornby: the consultations register, the client list and the
controlled drugs register. Everything is deterministic (fixed seeds); make_company13.py writes the files and the
question generators (make_company13_golden.py, make_company13_dev.py) compute the expected answers from the same
records. The referral letters, the quarterly report and the overtime claims are in company13_records.py."""

import random
from dataclasses import dataclass
from datetime import date, timedelta

FIRM = "Brackenfold Veterinary Group"
APP = "Pawsmith"

CLINICS = {"TH": "Thornby Veterinary Hospital", "EL": "Ellerside Surgery", "CB": "Cawdell Bridge Surgery",
           "OOH": "Nightline out-of-hours (at Thornby)"}
# vet initials as written in the register ("Vet") and the CD register ("By"): (name, base)
VETS = {"HM": ("Dr Hannah Marsh", "TH"), "SL": ("Dr Sunil Lakhani", "TH"), "TK": ("Dr Tomasz Kowal", "EL"),
        "AB": ("Dr Aoife Byrne", "CB"), "GW": ("Dr Gwen Ward", "EL")}
VETS_AT = {"TH": ["HM", "SL"], "EL": ["TK", "GW"], "CB": ["AB", "GW"], "OOH": ["SL", "GW"]}
NURSES = {"KS": "Kerry Sutcliffe RVN", "DO": "Dan Oduya RVN", "MF": "Molly Fenn RVN"}
SPECIES = {"K9": "dog", "FEL": "cat", "LAG": "rabbit", "EXO": "exotic (reptile, bird, small mammal)"}

# procedure code as written in "Proc": (description, price in GBP before plan cover)
PROCS = {
    "C01": ("Consultation, standard 15 min", 52.00),
    "C02": ("Recheck consultation", 32.00),
    "V01": ("Annual booster vaccination - dog", 68.00),
    "V02": ("Annual booster vaccination - cat", 64.00),
    "V03": ("Rabbit vaccination (Myxo-RHD2)", 58.00),
    "N01": ("Nurse clinic (nails, weight, anal glands)", 18.50),
    "D01": ("Dental scale and polish under GA", 295.00),
    "X01": ("Radiographs incl. sedation (up to 2 views)", 240.00),
    "B01": ("In-house blood panel", 96.00),
    "M01": ("Microchip implant and registration", 24.00),
    "E01": ("Out-of-hours emergency consultation", 165.00),
}
VACCINES = ("V01", "V02", "V03")
GOLD_DISCOUNT = 0.10   # Gold plan: 10% off everything the plan does not cover

# ---------------------------------------------------------------- clients (the CSV, key "Client ref")


@dataclass
class Client:
    ref: str           # "BF-1021" (register column "Acct")
    name: str
    town: str
    postcode: str
    plan: str          # "Gold" / "Basic" / "None"
    clinic: str        # registered clinic code
    phone: str
    since: int         # year registered


CLIENTS = [
    Client("BF-1021", "Mrs Pauline Hartley", "Thornby", "TB3 2LS", "Gold", "TH", "01632 960118", 2014),
    Client("BF-1034", "Mr Gareth Pryce", "Thornby", "TB3 5EW", "None", "TH", "07700 900341", 2021),
    Client("BF-1047", "Ms Nadia Rahman", "Hesketh Green", "TB5 1QA", "Basic", "TH", "07700 900472", 2019),
    Client("BF-1058", "Mr & Mrs Colin Ashworth", "Ellerside", "EL1 4HB", "Gold", "EL", "01632 961580", 2012),
    Client("BF-1066", "Mrs Yvonne Castell", "Ellerside", "EL1 7RT", "None", "EL", "01632 961066", 2016),
    Client("BF-1073", "Mr Declan Furey", "Owlsby", "EL4 9DN", "Basic", "EL", "07700 900730", 2022),
    Client("BF-1089", "Miss Priya Natarajan", "Ellerside", "EL2 3JP", "None", "EL", "07700 900895", 2024),
    Client("BF-1102", "Mr Stuart Imrie", "Cawdell Bridge", "CB7 2AF", "Gold", "CB", "01632 962102", 2015),
    Client("BF-1115", "Mrs Lorna Beckwith", "Cawdell Bridge", "CB7 6PL", "Basic", "CB", "01632 962715", 2018),
    Client("BF-1128", "Mr Oliver Tranter", "Owlsby", "EL4 2WW", "None", "CB", "07700 901128", 2023),
    Client("BF-1136", "Ms Zofia Malinowska", "Thornby", "TB3 8NU", "Basic", "TH", "07700 901360", 2020),
    Client("BF-1141", "Mr Ade Okafor", "Hesketh Green", "TB5 4XJ", "None", "TH", "07700 901414", 2025),
    Client("BF-1157", "Mrs Bridget Hollis", "Cawdell Bridge", "CB8 1EE", "None", "CB", "01632 962157", 2011),
    Client("BF-1163", "Ms Ellen Tasker", "Ellerside", "EL2 8GB", "Gold", "EL", "07700 901630", 2017),
    Client("BF-1179", "Mr Huw Llewellyn", "Owlsby", "EL4 5RS", "Basic", "CB", "07700 901790", 2021),
    Client("BF-1184", "Moorside Dog Rescue (charity)", "Thornby", "TB4 6AD", "None", "TH", "01632 960844", 2013),
]
CLIENT = {c.ref: c for c in CLIENTS}
ON_ACCOUNT = {"BF-1184"}   # invoiced monthly, never paid at the desk

# (client ref, pet, species code, breed, weight range in kg)
PETS = [
    ("BF-1021", "Biscuit", "K9", "Cocker spaniel", (13.0, 15.0)), ("BF-1021", "Mabel", "FEL", "DSH", (4.0, 4.6)),
    ("BF-1034", "Tyson", "K9", "Staffordshire bull terrier", (18.0, 20.5)),
    ("BF-1047", "Pepper", "LAG", "Netherland dwarf", (1.1, 1.3)), ("BF-1047", "Salt", "LAG", "Netherland dwarf",
                                                                    (1.2, 1.4)),
    ("BF-1058", "Rolo", "K9", "Labrador retriever", (31.0, 34.0)),
    ("BF-1066", "Cleo", "FEL", "Siamese", (3.3, 3.8)),
    ("BF-1073", "Bramble", "K9", "Border collie", (17.0, 19.0)),
    ("BF-1089", "Mango", "EXO", "Bearded dragon", (0.38, 0.45)),
    ("BF-1102", "Hector", "K9", "Great Dane", (58.0, 63.0)),
    ("BF-1115", "Smudge", "FEL", "DSH", (5.2, 5.8)), ("BF-1115", "Pickle", "FEL", "DSH", (4.1, 4.4)),
    ("BF-1128", "Juno", "K9", "Whippet", (11.0, 12.5)),
    ("BF-1136", "Kiwi", "EXO", "Cockatiel", (0.08, 0.10)),
    ("BF-1141", "Nala", "FEL", "Bengal", (4.6, 5.0)),
    ("BF-1157", "Dougal", "K9", "West Highland terrier", (8.5, 9.5)),
    ("BF-1163", "Otis", "K9", "Miniature dachshund", (7.5, 8.5)), ("BF-1163", "Tilly", "LAG", "Lop", (2.4, 2.8)),
    ("BF-1179", "Fern", "FEL", "Maine coon", (6.8, 7.4)),
    ("BF-1184", "Ziggy", "K9", "Lurcher", (22.0, 25.0)),
]
PET = {p[1]: p for p in PETS}

# ---------------------------------------------------------------- consultations register, August - October 2026


@dataclass
class Consult:
    appt: str          # "A26-5104"
    day: date
    clinic: str        # TH / EL / CB / OOH
    vet: str           # initials
    acct: str          # client ref
    pet: str
    species: str
    proc: str
    fee: float | None  # blank = did not attend (no charge)
    paid: bool         # "✓" in Pd; blank = not paid (on account or outstanding)
    weight: float | None   # blank = not weighed
    note: str          # "DNA" / "+ meds" / "plan" / free text

    @property
    def dna(self) -> bool:
        return self.note.startswith("DNA")


MONTHS = (8, 9, 10)
PROCS_FOR = {"K9": ["C01", "C01", "C02", "V01", "V01", "N01", "D01", "B01", "M01"],
             "FEL": ["C01", "C01", "C02", "V02", "V02", "N01", "D01", "B01"],
             "LAG": ["C01", "V03", "V03", "N01"], "EXO": ["C01", "C02"]}
MEDS = [8.60, 12.40, 18.75, 24.90, 33.10, 41.25]
# appointments the referral letters (company13_records.py) speak of: (day, clinic, vet, pet, proc, note)
ANCHORS = [(date(2026, 8, 12), "CB", "AB", "Hector", "C01", ""),
           (date(2026, 8, 14), "CB", "AB", "Hector", "X01", "referred REF-26-041"),
           (date(2026, 9, 3), "EL", "TK", "Rolo", "X01", "referred REF-26-047"),
           (date(2026, 9, 24), "EL", "GW", "Mango", "C01", "referred REF-26-052"),
           (date(2026, 10, 15), "EL", "TK", "Cleo", "B01", "referred REF-26-058")]
OTHER_NOTES = ["", "", "", "", "recheck 2 wks", "owner to ring back", "weigh again in 4 wks", "nervous - handle gently"]


def charge(acct: str, proc: str) -> float:
    """The fee after plan cover: vaccines free on any plan, nurse clinics free on Gold, Gold 10% off the rest."""
    plan, price = CLIENT[acct].plan, PROCS[proc][1]
    if plan != "None" and proc in VACCINES:
        return 0.0
    if plan == "Gold" and proc == "N01":
        return 0.0
    if plan == "Gold":
        return round(price * (1 - GOLD_DISCOUNT), 2)
    return price


def consults() -> list[Consult]:
    rng = random.Random(130839)
    first, last = date(2026, 8, 3), date(2026, 10, 30)
    plan = []
    for day, clinic, vet, pet, proc, note in ANCHORS:
        plan.append((day, clinic, vet, pet, proc, False, note))
    weights = [3 if c.ref in ("BF-1021", "BF-1058", "BF-1102", "BF-1184") else 2 for c in CLIENTS]
    for _ in range(47):
        acct = rng.choices([c.ref for c in CLIENTS], weights)[0]
        pet = rng.choice([p for p in PETS if p[0] == acct])
        if rng.random() < 0.15 and pet[2] in ("K9", "FEL"):
            day = first + timedelta(days=rng.randrange((last - first).days + 1))
            plan.append((day, "OOH", rng.choice(VETS_AT["OOH"]), pet[1], "E01", False, ""))
            continue
        while True:
            day = first + timedelta(days=rng.randrange((last - first).days + 1))
            if day.weekday() < 5:
                break
        clinic = CLIENT[acct].clinic if rng.random() < 0.88 else rng.choice(["TH", "EL", "CB"])
        vet = rng.choice(VETS_AT[clinic])
        proc = rng.choice(PROCS_FOR[pet[2]])
        plan.append((day, clinic, vet, pet[1], proc, rng.random() < 0.10, ""))
    plan.sort(key=lambda p: (p[0], ["TH", "EL", "CB", "OOH"].index(p[1]), p[3]))
    out, seq = [], 5101
    for day, clinic, vet, name, proc, dna, fixed in plan:
        acct, _, species, _, (lo, hi) = PET[name]
        if dna:
            fee, paid, weight, note = None, False, None, "DNA"
        else:
            fee = charge(acct, proc)
            note = "plan" if fee == 0 else rng.choice(OTHER_NOTES)
            if proc in ("C01", "C02", "E01", "D01") and rng.random() < 0.4:
                fee = round(fee + rng.choice(MEDS), 2)
                note = "+ meds"
            if clinic == "OOH":
                note = "OOH call-out" + (" + meds" if note == "+ meds" else "")
            paid = fee == 0 or (acct not in ON_ACCOUNT and rng.random() < 0.65)
            if acct in ON_ACCOUNT:
                note = "on acct"
            note = fixed or note
            weight = None
            if rng.random() < 0.78 or proc == "N01":
                weight = round(rng.uniform(lo, hi), 2 if hi < 1 else 1)
        out.append(Consult(f"A26-{seq}", day, clinic, vet, acct, name, species, proc, fee, paid, weight, note))
        seq += rng.choice([1, 1, 2, 3])
    return out


def in_month(rows: list, month: int) -> list:
    return [c for c in rows if c.day.month == month]


def seen(rows: list) -> list:
    """The appointments that happened (not DNA)."""
    return [c for c in rows if not c.dna]


def fees(rows: list) -> float:
    return round(sum(c.fee or 0 for c in rows), 2)

# ---------------------------------------------------------------- controlled drugs register, October 2026


# drug as written in the register: (opening balance ml, delivery size ml, issue range ml)
DRUGS = {
    "Methadone 10 mg/ml": (18.0, 20.0, (0.2, 1.6)),
    "Buprenorphine 0.3 mg/ml": (26.0, 30.0, (0.3, 2.4)),
    "Ketamine 100 mg/ml": (14.0, 20.0, (0.4, 3.5)),
    "Pethidine 50 mg/ml": (22.0, 20.0, (0.3, 2.5)),
}
SUPPLIER = "Northvet Wholesale"


@dataclass
class CDEntry:
    day: date
    drug: str
    received: float | None
    issued: float | None
    balance: float
    party: str         # patient ("Rolo BF-1058"), supplier ("Northvet Wholesale inv NW-88213") or brought forward
    clinic: str
    by: str            # initials of the vet (receipts: the nurse who booked them in)
    witness: str       # initials


CD_PAGES = (30, 34)   # rows on page 1 and page 2 (page 3 takes the rest)


def cd_register() -> list[CDEntry]:
    rng = random.Random(261031)
    balance = {d: v[0] for d, v in DRUGS.items()}
    out = [CDEntry(date(2026, 10, 1), d, None, None, balance[d], "Brought forward from September", "TH", "KS", "HM")
           for d in DRUGS]
    invoice = 88204
    rates = {"Methadone 10 mg/ml": [0, 1, 1, 2], "Buprenorphine 0.3 mg/ml": [0, 1, 1, 1, 2],
             "Ketamine 100 mg/ml": [0, 0, 0, 1], "Pethidine 50 mg/ml": [0, 0, 0, 1]}
    day = date(2026, 10, 1)
    while day.month == 10:
        weekend = day.weekday() >= 5
        for drug, (_, delivery, (lo, hi)) in DRUGS.items():
            n = rng.choice(rates[drug])
            if weekend:
                n = min(n, 1) if rng.random() < 0.5 else 0
            for _ in range(n):
                qty = round(rng.uniform(lo, hi), 1)
                if balance[drug] - qty < 2 * hi:
                    balance[drug] = round(balance[drug] + delivery, 1)
                    out.append(CDEntry(day, drug, delivery, None, balance[drug], f"{SUPPLIER} inv NW-{invoice}",
                                       "TH", rng.choice(sorted(NURSES)), rng.choice(["HM", "SL"])))
                    invoice += rng.randint(3, 40)
                name = rng.choice([p for p in PETS if p[2] in ("K9", "FEL")])
                clinic = "OOH" if weekend else CLIENT[name[0]].clinic
                by = rng.choice(VETS_AT[clinic])
                witness = rng.choice(sorted(NURSES) + [v for v in VETS_AT[clinic] if v != by])
                balance[drug] = round(balance[drug] - qty, 1)
                out.append(CDEntry(day, drug, None, qty, balance[drug], f"{name[1]} {name[0]}", clinic, by, witness))
        day += timedelta(days=1)
    return out


def issues(rows: list, drug_prefix: str = "") -> list:
    return [e for e in rows if e.issued is not None and e.drug.startswith(drug_prefix)]
