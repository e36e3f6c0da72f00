"""The records behind data/company4 (Brackenfold Veterinary Group, a fictional group of four veterinary clinics):
staff and their October rota, clients and their pets, visits June-October 2025, client statements, a medicine
catalogue with stock, supplier purchase orders and the restricted Q3 clinic results. Deterministic (fixed seeds).

The corpus writer (make_company4.py) and the golden-set writer (make_company4_golden.py) both import these
functions, so every expected number comes from the same records the files print, never from Tally's output.
"""

import random
from dataclasses import dataclass
from datetime import date, timedelta
from functools import lru_cache

SEED = 4421
GROUP = "Brackenfold Veterinary Group"
APP = "Larkspur"
VAT_RATE = 0.23
# clinic -> postal address (the purchase orders' "Deliver to")
CLINICS = {
    "Hollinsby": ["Brackenfold Vets Hollinsby", "14 Weir Lane", "Hollinsby HB4 2RW"],
    "Tarrowmere": ["Brackenfold Vets Tarrowmere", "Unit 3, Mill Yard", "Tarrowmere TM1 6QE"],
    "Kestwick": ["Brackenfold Vets Kestwick", "The Old Forge, Station Road", "Kestwick KW7 9LN"],
    "Penmarrow": ["Brackenfold Vets Penmarrow", "2 Harbour Terrace", "Penmarrow PM3 5BA"],
}
# Head counts per clinic and role; the rota prints them in Staff No. order, so clinics are interleaved.
ROLES = ["Practice Manager", "Veterinary Surgeon", "Veterinary Nurse", "Patient Care Assistant", "Receptionist"]
HEADCOUNT = {"Hollinsby": (1, 3, 4, 2, 2), "Tarrowmere": (1, 4, 4, 1, 2), "Kestwick": (1, 3, 3, 2, 2),
             "Penmarrow": (1, 3, 4, 1, 2)}
FIRST = ["Aisling", "Bartosz", "Cressida", "Dimitri", "Eloise", "Florin", "Greta", "Hugo", "Ines", "Jonah",
         "Katarina", "Leopold", "Mireille", "Nikolai", "Ottilie", "Piotr", "Quentin", "Rosamund", "Sven", "Thea",
         "Ulrich", "Valentina", "Wilhelmina", "Xavier", "Yasmin", "Zoltan", "Annika", "Benedikt", "Celestine",
         "Dorian", "Esmeralda", "Fabian", "Gisela", "Horatio", "Isolde", "Jasper", "Kasimir", "Liesel", "Matthias",
         "Noor", "Oskar", "Perpetua", "Radomir", "Sabine", "Tobias", "Ursula"]
LAST = ["Vantongeren", "Okonkwo-Hale", "Marchetti", "Lindqvist", "Szabo", "Fairweather", "Delacroix", "Brennan",
        "Haverkamp", "Ostrowski", "Pellegrini", "Quist", "Rautenbach", "Sorensen", "Thistlewood", "Ubaldi",
        "Achterberg", "Bjornsdottir", "Castellane", "Drummond-Ives", "Eszterhas", "Fitzalan", "Gallwey", "Hollis",
        "Iredale", "Jankowska", "Kavanagh", "Lowther"]
ROTA_MONTH = date(2025, 10, 1)  # the only rota printed
# Hours per shift, printed in the rota's title block; on-call hours are kept apart from rostered hours.
SHIFT_HOURS = {"day": 9, "night": 12, "weekend": 8}


@dataclass(frozen=True)
class Staff:
    staff_no: str
    name: str
    clinic: str
    role: str
    day_shifts: int
    night_shifts: int
    weekend_shifts: int
    on_call_hours: int

    @property
    def rostered_hours(self) -> int:
        return (self.day_shifts * SHIFT_HOURS["day"] + self.night_shifts * SHIFT_HOURS["night"]
                + self.weekend_shifts * SHIFT_HOURS["weekend"])


@lru_cache(maxsize=None)
def staff() -> tuple[Staff, ...]:
    """Everyone on the October 2025 rota, in Staff No. order; first names are unique, so full names are too."""
    rng = random.Random(SEED)
    slots = [(clinic, role) for clinic, counts in HEADCOUNT.items() for role, n in zip(ROLES, counts)
             for _ in range(n)]
    rng.shuffle(slots)
    numbers = sorted(rng.sample(range(1100, 1999), len(slots)))
    people = []
    for i, ((clinic, role), number) in enumerate(zip(slots, numbers)):
        clinical = role in ("Veterinary Surgeon", "Veterinary Nurse")
        night = rng.randint(1, 6) if clinical else 0
        people.append(Staff(f"S-{number}", f"{FIRST[i]} {LAST[rng.randrange(len(LAST))]}", clinic, role,
                            rng.randint(9, 19) - night, night, rng.randint(0, 4),
                            rng.choice([0, 12, 24, 24, 36, 48]) if role == "Veterinary Surgeon" else 0))
    return tuple(people)


def vets(clinic: str) -> list[str]:
    return [s.name for s in staff() if s.clinic == clinic and s.role == "Veterinary Surgeon"]


# account type -> how many clients, and how often they visit relative to a household
ACCOUNT_TYPES = {"Household": (40, 1), "Farm": (9, 5), "Breeder": (6, 4), "Rescue": (3, 3)}
VILLAGES = {"Hollinsby": ["Hollinsby", "Ashgill", "Nether Brock"], "Tarrowmere": ["Tarrowmere", "Cowlam", "Edderby"],
            "Kestwick": ["Kestwick", "Fellside", "Orrin Green"], "Penmarrow": ["Penmarrow", "St Wenna", "Polgarth"]}
SURNAMES = ["Ashdown", "Blakemore", "Carrick", "Dunmore", "Elsworth", "Fenwick", "Garland", "Hartigan", "Ingleby",
            "Jessop", "Kilbride", "Loveridge", "Mayhew", "Nettleton", "Oakley", "Penhaligon", "Radcliffe", "Stobart",
            "Tregear", "Underhill", "Varley", "Whitlock", "Yardley", "Ackroyd", "Bellamy", "Cobbold", "Drinkwater",
            "Everard", "Fothergill", "Goodwin", "Hebblethwaite", "Illingworth", "Jolliffe", "Kenward", "Lumley",
            "Marchbank", "Nuttall", "Ormerod", "Pickersgill", "Quarmby"]
GIVEN = ["Margery", "Tobias", "Fenella", "Ruaridh", "Posy", "Crispin", "Delphine", "Barnaby", "Hester", "Ivo",
         "Clementine", "Lorcan", "Marigold", "Alaric", "Petra", "Wilf", "Honor", "Caspar", "Juno", "Ambrose"]
FARMS = ["Upper Ashgill Farm", "Cowlam Grange", "Hobb's Mire Farm", "Fellside Dairy", "Orrin Beck Farm",
         "Polgarth Barton", "St Wenna Mill Farm", "Edderby Hall Farm", "Nether Brock Livery"]
BREEDERS = ["Silverbrook Spaniels", "Tarnhollow Ragdolls", "Wyncliffe Lurchers", "Kestrel Ridge Dachshunds",
            "Pennard Lop Rabbits", "Moorgate Maine Coons"]
RESCUES = ["Kestwick Animal Rescue", "Second Chance Greyhounds", "Penmarrow Cat Refuge"]
PET_NAMES = ["Bramble", "Pickle", "Juniper", "Nutmeg", "Otis", "Marmalade", "Biscuit", "Wren", "Clover", "Pepper",
             "Mabel", "Hobnob", "Sage", "Tansy", "Rolo", "Willow", "Dash", "Fudge", "Inka", "Bodhi", "Saffron",
             "Pip", "Moss", "Tinker", "Luna", "Gus", "Hazel", "Figgy", "Ruffles", "Duke", "Sorrel", "Bean"]
FARM_ANIMALS = {"Cattle": "Suckler herd", "Sheep": "Ewe flock", "Horse": "Skye"}
SPECIES_BY_TYPE = {"Household": ["Dog", "Dog", "Dog", "Cat", "Cat", "Rabbit", "Guinea Pig"],
                   "Farm": ["Cattle", "Cattle", "Sheep", "Horse"], "Breeder": ["Dog", "Cat", "Rabbit"],
                   "Rescue": ["Dog", "Cat"]}


@dataclass(frozen=True)
class Client:
    client_no: str
    name: str
    account_type: str
    town: str
    home_clinic: str
    phone: str
    since: date
    pets: tuple[tuple[str, str], ...]  # (pet name, species); a farm's "pet" is a herd, flock or horse
    weight: int


@lru_cache(maxsize=None)
def clients() -> tuple[Client, ...]:
    """Every client, in Client No. order."""
    rng = random.Random(SEED + 1)
    kinds = [kind for kind, (n, _) in ACCOUNT_TYPES.items() for _ in range(n)]
    rng.shuffle(kinds)
    numbers = sorted(rng.sample(range(40100, 41999), len(kinds)))
    names = {"Farm": iter(FARMS), "Breeder": iter(BREEDERS), "Rescue": iter(RESCUES)}
    surnames = iter(rng.sample(SURNAMES, len(SURNAMES)))
    result = []
    for number, kind in zip(numbers, kinds):
        clinic = list(CLINICS)[rng.randrange(4)]
        name = next(names[kind]) if kind in names else f"{GIVEN[rng.randrange(len(GIVEN))]} {next(surnames)}"
        species = SPECIES_BY_TYPE[kind]
        if kind == "Farm":
            pets = tuple((FARM_ANIMALS[s], s) for s in sorted(set(rng.sample(species, 2))))
        else:
            count = 1 if kind == "Household" and rng.random() < 0.6 else 2 if kind == "Household" else 3
            pets = tuple((pet, rng.choice(species)) for pet in rng.sample(PET_NAMES, count))
        result.append(Client(f"CN-{number}", name, kind, rng.choice(VILLAGES[clinic]), clinic,
                             f"0{rng.randint(1200, 1999)} {rng.randint(100000, 999999)}",
                             date(rng.randint(2012, 2024), rng.randint(1, 12), rng.randint(1, 28)), pets,
                             ACCOUNT_TYPES[kind][1]))
    return tuple(result)


def client(client_no: str) -> Client:
    return next(c for c in clients() if c.client_no == client_no)


# reason -> fee range in EUR, by the kind of animal
REASONS = {
    "small": {"Annual vaccination": (48, 62), "Health check": (38, 45), "Skin problem": (55, 90),
              "Dental scale and polish": (180, 320), "Neutering": (150, 290), "Vomiting and diarrhoea": (60, 140),
              "Lameness": (55, 160), "Ear infection": (45, 80), "Nail clip": (12, 18)},
    "farm": {"Herd TB test": (180, 420), "Calving assistance": (160, 380), "Lameness": (60, 150),
             "Fertility check": (120, 260)},
    "Horse": {"Dental rasp": (85, 140), "Lameness": (90, 220), "Annual vaccination": (65, 80)},
}
VISITS_PER_MONTH = {6: 47, 7: 52, 8: 49, 9: 54, 10: 48}  # no visits outside June-October 2025
FIRST_VISIT_NO = 20101


@dataclass(frozen=True)
class Visit:
    visit_id: str
    day: date
    clinic: str
    vet: str
    client_no: str
    pet: str
    species: str
    reason: str
    fee: float
    paid: bool


def _reasons(species: str) -> dict:
    return REASONS["farm"] if species in ("Cattle", "Sheep") else REASONS["Horse"] if species == "Horse" \
        else REASONS["small"]


@lru_cache(maxsize=None)
def visits() -> tuple[Visit, ...]:
    """Every visit June-October 2025, in date order, numbered VIS-20101 upwards."""
    rng = random.Random(SEED + 2)
    people = clients()
    weights = [c.weight for c in people]
    rows = []
    for month, count in VISITS_PER_MONTH.items():
        last = (date(2025, month % 12 + 1, 1) - timedelta(days=1)).day
        for day in sorted(rng.randint(1, last) for _ in range(count)):
            c = rng.choices(people, weights)[0]
            clinic = c.home_clinic if rng.random() < 0.88 else list(CLINICS)[rng.randrange(4)]
            pet, species = rng.choice(c.pets)
            reason, (low, high) = rng.choice(sorted(_reasons(species).items()))
            fee = round(rng.uniform(low, high) * 2) / 2
            unpaid = 0.3 if c.account_type in ("Farm", "Breeder") else 0.12
            rows.append((date(2025, month, day), clinic, rng.choice(vets(clinic)), c.client_no, pet, species,
                         reason, fee, rng.random() >= unpaid))
    return tuple(Visit(f"VIS-{FIRST_VISIT_NO + i}", *row) for i, row in enumerate(rows))


def visit(visit_id: str) -> Visit:
    return next(v for v in visits() if v.visit_id == visit_id)


STATEMENT_DATE = date(2025, 10, 31)
STATEMENT_FROM = date(2025, 6, 1)
OPENING = (212.40, 96.00, 148.75)
OPENING_PAID = (True, True, False)  # the third client never paid what they owed on 1 June


@lru_cache(maxsize=None)
def statements() -> tuple[dict, ...]:
    """Statements of account at 31 October 2025 for the three farm or breeder accounts with the most visits
    that still fit on one page. Each visit is a charge; a paid visit is followed by its payment."""
    counts = {c.client_no: sum(v.client_no == c.client_no for v in visits()) for c in clients()}
    picks = sorted((c for c in clients() if c.account_type in ("Farm", "Breeder") and counts[c.client_no] <= 11),
                   key=lambda c: (-counts[c.client_no], c.client_no))[:3]
    result, receipt = [], 7301
    for c, opening, settled in zip(picks, OPENING, OPENING_PAID):
        # (date, reference or None for a receipt, details, charge, payment); receipts are numbered in date order
        lines = [(date(2025, 6, 6), None, "Bank transfer - thank you", 0.0, opening)] if settled else []
        for v in (v for v in visits() if v.client_no == c.client_no):
            lines.append((v.day, v.visit_id, f"{v.reason} - {v.pet} ({v.clinic})", v.fee, 0.0))
            if v.paid:
                by_card = v.fee < 150
                lines.append((v.day + timedelta(days=0 if by_card else 3), None,
                              "Card payment at desk" if by_card else "Bank transfer - thank you", 0.0, v.fee))
        lines.sort(key=lambda line: line[0])  # a 3-day transfer can land after a later visit
        running, printed = opening, []
        for day, ref, text, charge, payment in lines:
            running = round(running + charge - payment, 2)
            if ref is None:
                ref, receipt = f"RCT-{receipt}", receipt + 1
            printed.append((day, ref, text, charge, payment, running))
        result.append({"client": c, "opening": opening, "lines": printed, "balance_due": running})
    return tuple(result)


@dataclass(frozen=True)
class Medicine:
    code: str
    name: str
    pack: str
    unit_price: float  # per pack, excluding VAT
    reorder_level: int
    on_hand: tuple[int, int, int, int]  # packs at Hollinsby, Tarrowmere, Kestwick, Penmarrow


MEDICINES = [("RX-4410", "Meloxicam oral suspension 1.5 mg/ml", "100 ml bottle", 21.80),
             ("RX-4417", "Amoxicillin/clavulanate 250 mg tablets", "Tub of 100", 48.60),
             ("RX-4423", "Maropitant 10 mg/ml injection", "20 ml vial", 64.25),
             ("RX-4431", "Fipronil spot-on, large dog", "Box of 6 pipettes", 27.90),
             ("RX-4436", "Milbemycin/praziquantel tablets, cat", "Box of 4", 15.40),
             ("RX-4452", "Buprenorphine 0.3 mg/ml injection (CD)", "10 ml vial", 38.70),
             ("RX-4458", "Ketamine 100 mg/ml injection (CD)", "10 ml vial", 29.15),
             ("RX-4463", "Oxytetracycline LA 200 mg/ml", "250 ml bottle", 33.60),
             ("RX-4469", "Ivermectin pour-on, cattle", "2.5 L pack", 86.40),
             ("RX-4475", "Leptospirosis/clostridial vaccine, cattle", "50 dose vial", 112.00),
             ("VC-2210", "Canine DHPPi + L4 vaccine", "Pack of 10 doses", 96.50),
             ("VC-2216", "Feline RCP vaccine", "Pack of 10 doses", 74.80),
             ("VC-2221", "Rabbit RHD2 vaccine", "Pack of 5 doses", 58.20),
             ("CS-0815", "Sterile surgical gloves, size 7", "Box of 50 pairs", 31.25),
             ("CS-0822", "Cohesive bandage 7.5 cm", "Box of 24", 19.60),
             ("CS-0830", "IV giving set, 20 drops/ml", "Box of 25", 42.35)]


@lru_cache(maxsize=None)
def medicines() -> tuple[Medicine, ...]:
    rng = random.Random(SEED + 3)
    return tuple(Medicine(code, name, pack, price, rng.choice([4, 6, 8, 10]),
                          tuple(rng.randint(0, 24) for _ in range(4))) for code, name, pack, price in MEDICINES)


# (PO number, order date, supplier, supplier account, clinic, days to required-by, ordered by role, item codes, qty)
SUPPLIERS = {"Carrowby Veterinary Wholesale": ("Carrowby House, Quay Street", "Dunmere DM2 1AA", "CVW-58821"),
             "Northfen Animal Health Ltd": ("7 Northfen Business Park", "Castle Orrin CO4 7TT", "NAH/BRK/0193"),
             "Pellucid Surgical Supplies": ("Pellucid Works, Glass Row", "Stanwold SW9 3PP", "PSS-2741")}
ORDERS = [("VPO-1418", date(2025, 9, 15), "Northfen Animal Health Ltd", "Kestwick", 6,
           {"RX-4463": 6, "RX-4469": 4, "RX-4475": 3, "RX-4410": 10}, 18.50),
          ("VPO-1423", date(2025, 9, 29), "Carrowby Veterinary Wholesale", "Tarrowmere", 4,
           {"VC-2210": 5, "VC-2216": 4, "RX-4417": 3, "RX-4431": 12, "RX-4436": 20, "RX-4423": 2}, 0.0),
          ("VPO-1431", date(2025, 10, 13), "Pellucid Surgical Supplies", "Penmarrow", 10,
           {"CS-0815": 8, "CS-0822": 15, "CS-0830": 6, "RX-4452": 4, "RX-4458": 2}, 24.00)]


def purchase_orders() -> list[dict]:
    catalogue = {m.code: m for m in medicines()}
    result = []
    for number, ordered, supplier, clinic, lead, items, carriage in ORDERS:
        manager = next(s.name for s in staff() if s.clinic == clinic and s.role == "Practice Manager")
        lines = [(code, catalogue[code].name, catalogue[code].pack, qty, catalogue[code].unit_price,
                  round(qty * catalogue[code].unit_price, 2)) for code, qty in items.items()]
        subtotal = round(sum(line[5] for line in lines), 2)
        vat = round((subtotal + carriage) * VAT_RATE, 2)
        result.append({"number": number, "ordered": ordered, "supplier": supplier,
                       "supplier_address": SUPPLIERS[supplier][:2], "account": SUPPLIERS[supplier][2],
                       "clinic": clinic, "required": ordered + timedelta(days=lead), "ordered_by": manager,
                       "lines": lines, "subtotal": subtotal, "carriage": carriage, "vat": vat,
                       "total": round(subtotal + carriage + vat, 2)})
    return result


def purchase_order(number: str) -> dict:
    return next(po for po in purchase_orders() if po["number"] == number)


Q3 = (7, 8, 9)


def clinic_results() -> list[dict]:
    """The restricted Q3 2025 results per clinic; consultation income is the clinic's Q3 visit fees."""
    rng = random.Random(SEED + 4)
    rows = []
    for clinic in CLINICS:
        income = round(sum(v.fee for v in visits() if v.clinic == clinic and v.day.month in Q3), 2)
        pharmacy = round(rng.uniform(2200, 5200), 2)
        staff_costs = round(rng.uniform(3100, 5600), 2)
        drugs = round(rng.uniform(900, 2400), 2)
        premises = round(rng.uniform(700, 1500), 2)
        rows.append({"clinic": clinic, "consultations": income, "pharmacy": pharmacy, "staff": staff_costs,
                     "drugs": drugs, "premises": premises,
                     "net": round(income + pharmacy - staff_costs - drugs - premises, 2)})
    return rows
