"""The records behind data/company3 (Quillmoor Facility Services Ltd, a fictional facilities-maintenance
contractor with four depots): technicians, clients, sites, jobs, invoices and subcontractor payments.
Deterministic (fixed seeds).

The corpus writer (make_company3.py) and the golden-set writer (make_company3_golden.py) both import these
functions, so every expected number is computed from the same records the documents print, never from
Tally's output.
"""

import random
from dataclasses import dataclass
from datetime import date, timedelta

SEED = 3117
COMPANY = "Quillmoor Facility Services Ltd"
APP = "Pinion"
BRANCHES = {"ASH": "Ashcombe", "BRM": "Bramleigh", "CRV": "Corrin Vale", "DNH": "Dunholt"}
TRADES = ["Electrical", "Plumbing", "HVAC", "Building Fabric", "Fire Safety"]
# What the client is charged per labour hour, by trade (the technicians' pay rates are lower).
LABOUR_RATE = {"Electrical": 58.0, "Plumbing": 54.0, "HVAC": 66.0, "Building Fabric": 46.0, "Fire Safety": 62.0}
MATERIALS_UPLIFT = 1.15
VAT_RATE = 0.20

# key -> (client name, billing address lines, payment terms in days, purchase order reference)
CLIENTS = {
    "HAT": ("Harrowgate Academy Trust", ["Finance Office, 2 Chapel Row", "Ashcombe AC3 7QT"], 30, "HAT-PO-5518"),
    "MHP": ("Mereside Health Partnership", ["Estates Team, Mereside House", "Corrin Vale CV9 2LD"], 30, "MHP/25/0412"),
    "ORP": ("Oakhurst Retail Parks plc", ["Accounts Payable, 40 Lantern Street", "Bramleigh BR1 4HX"], 45, "ORP-77120"),
    "TCC": ("Tolland County Council", ["Property Services, County Hall", "Dunholt DH2 8RA"], 30, "TCC 0093351"),
    "GFL": ("Greyfriars Logistics Ltd", ["Unit 12, Haulage Way", "Bramleigh BR6 1PN"], 14, "GFL-2025-118"),
    "SAH": ("St Aldric's Hospice", ["Facilities Manager, Priory Lane", "Corrin Vale CV2 5EW"], 21, "SAH-611"),
    "VOL": ("Veldon Offices LLP", ["Veldon House, 9 Market Square", "Bramleigh BR2 3JS"], 30, "VOL-PO-2207"),
}

# (site ref, site name, client key, site type, contract tier, floor area in square metres)
SITES = [
    ("ASH-01", "Harrowgate Primary School", "HAT", "School", "Silver", 2850),
    ("ASH-02", "Harrowgate High School", "HAT", "School", "Gold", 7400),
    ("ASH-05", "Ashcombe Retail Park Unit 4", "ORP", "Retail", "Bronze", 1900),
    ("ASH-07", "Ashcombe Civic Centre", "TCC", "Public building", "Gold", 5200),
    ("ASH-09", "Mereside Surgery Ashcombe", "MHP", "Healthcare", "Gold", 960),
    ("BRM-02", "Bramleigh Library", "TCC", "Public building", "Silver", 1650),
    ("BRM-03", "Greyfriars Distribution Centre", "GFL", "Warehouse", "Silver", 18500),
    ("BRM-06", "Veldon House", "VOL", "Office", "Gold", 4300),
    ("BRM-08", "Bramleigh Leisure Pool", "TCC", "Public building", "Bronze", 3100),
    ("BRM-11", "Oakhurst Shopping Arcade", "ORP", "Retail", "Silver", 6700),
    ("CRV-01", "St Aldric's Hospice", "SAH", "Healthcare", "Gold", 2400),
    ("CRV-04", "Corrin Vale Academy", "HAT", "School", "Silver", 6100),
    ("CRV-05", "Corrin Vale Health Centre", "MHP", "Healthcare", "Silver", 1450),
    ("CRV-08", "Greyfriars Cross-dock Corrin", "GFL", "Warehouse", "Bronze", 9800),
    ("CRV-10", "Veldon Court", "VOL", "Office", "Silver", 2250),
    ("DNH-01", "Dunholt Town Hall", "TCC", "Public building", "Silver", 3600),
    ("DNH-03", "Dunholt Retail Park", "ORP", "Retail", "Bronze", 5400),
    ("DNH-04", "Dunholt Infant School", "HAT", "School", "Bronze", 1300),
    ("DNH-06", "Mereside Dental Dunholt", "MHP", "Healthcare", "Silver", 520),
    ("DNH-09", "Veldon Business Centre", "VOL", "Office", "Bronze", 3900),
]
P1_RESPONSE_HOURS = {"Gold": 4, "Silver": 8, "Bronze": 24}


def site(ref: str) -> tuple:
    return next(s for s in SITES if s[0] == ref)


def branch_of(ref: str) -> str:
    return BRANCHES[ref[:3]]


FIRST = ["Callum", "Bethan", "Rhys", "Niamh", "Declan", "Orla", "Gareth", "Keira", "Lewis", "Imogen", "Fergus",
         "Tamsin", "Owain", "Cerys", "Darragh", "Maisie", "Euan", "Rosalind", "Kieran", "Poppy", "Alastair",
         "Siobhan", "Hamish", "Lowri", "Ronan", "Elspeth", "Brodie", "Freya", "Ciaran", "Morwenna", "Angus",
         "Isla", "Tiernan", "Harriet", "Struan", "Annwen", "Padraig", "Clodagh", "Dougal", "Ffion", "Rory",
         "Gwen", "Lachlan", "Eilidh", "Cormac", "Tegan", "Murdo", "Aoife", "Emrys", "Saoirse", "Innes", "Carys",
         "Torin", "Bronagh", "Rhodri", "Mairead", "Calder", "Nerys", "Ewan", "Roisin"]
LAST = ["Pennock", "Gillard", "Thwaite", "Mossop", "Kerrigan", "Rowntree", "Haldane", "Prothero", "Lusk",
        "Fairbairn", "Nankervis", "Ogilvie", "Treharne", "Dunstan", "Maclaren", "Quayle", "Ashworth", "Tremayne"]
TECHNICIANS = 60
REGISTER_MONTH = 6  # the public timesheet register is June 2025
OT_MULTIPLIER = 1.5


@dataclass(frozen=True)
class Technician:
    emp_ref: str
    name: str
    branch: str
    trade: str
    rate: float       # pay per hour (GBP)
    std_hours: float  # June 2025
    ot_hours: float

    @property
    def gross(self) -> float:
        return round(self.std_hours * self.rate + self.ot_hours * self.rate * OT_MULTIPLIER, 2)


def technicians() -> list[Technician]:
    """The June 2025 timesheet register, in Emp Ref order; everyone's full name is unique."""
    rng = random.Random(SEED)
    refs = sorted(rng.sample(range(3010, 3990), TECHNICIANS))
    people = []
    for i, ref in enumerate(refs):
        trade = "Supervisor" if i % 12 == 5 else TRADES[rng.randrange(len(TRADES))]
        low, high = (24.0, 29.0) if trade == "Supervisor" else (16.5, 25.5)
        rate = round(rng.uniform(low, high) * 4) / 4
        std = rng.choice([156.0, 156.0, 156.0, 156.0, 140.0, 117.0])
        ot = 0.0 if rng.random() < 0.35 else rng.randrange(1, 41) / 2
        people.append(Technician(f"QF{ref}", f"{FIRST[i]} {LAST[rng.randrange(len(LAST))]}",
                                 list(BRANCHES.values())[rng.randrange(4)], trade, rate, std, ot))
    return people


FAULTS = {
    "Electrical": ["Tripping RCD on kitchen circuit", "Emergency light failed test", "Flickering LED panels",
                   "No power to socket ring", "External floodlight not working"],
    "Plumbing": ["Leaking WC cistern", "Blocked urinal", "No hot water to basins", "Dripping mixer tap",
                 "Burst pipe under sink"],
    "HVAC": ["Air handling unit fault alarm", "Office too warm, AC not cooling", "Boiler lockout",
             "Noisy extract fan", "Radiator cold in meeting room"],
    "Building Fabric": ["Fire door not closing", "Broken ceiling tile", "Damaged entrance matting",
                        "Roof leak over stairwell", "Window restrictor missing"],
    "Fire Safety": ["Fire alarm panel fault", "Sprinkler pressure low", "Smoke detector false alarms",
                    "Extinguisher missing from bracket", "Door holder not releasing"],
}
JOBS_PER_MONTH = {3: 46, 4: 51, 5: 49, 6: 55, 7: 48, 8: 53}  # no jobs outside March-August 2025


@dataclass(frozen=True)
class Job:
    job_no: str
    logged: date
    site_ref: str
    branch: str
    trade: str
    job_type: str
    priority: str
    description: str
    lead_tech: str
    status: str
    labour_hours: float
    materials_cost: float

    @property
    def labour_charge(self) -> float:
        return round(self.labour_hours * LABOUR_RATE[self.trade], 2)

    @property
    def materials_charge(self) -> float:
        return round(self.materials_cost * MATERIALS_UPLIFT, 2)

    @property
    def charge(self) -> float:
        return round(self.labour_charge + self.materials_charge, 2)


def _status(rng: random.Random, logged: date) -> str:
    roll = rng.random()
    if roll < 0.07:
        return "Cancelled"
    if logged.month < 8:
        return "Awaiting Parts" if logged.month == 7 and roll > 0.93 else "Completed"
    return "In Progress" if roll < 0.35 else "Awaiting Parts" if roll < 0.47 else "Completed"


def jobs() -> list[Job]:
    """Every job logged March-August 2025, in job-number order (WR + yymm + sequence in the month)."""
    rng = random.Random(SEED + 1)
    by_trade: dict[tuple[str, str], list[str]] = {}
    for t in technicians():
        by_trade.setdefault((t.branch, t.trade), []).append(t.name)
    result = []
    for month, count in JOBS_PER_MONTH.items():
        last_day = (date(2025, month + 1, 1) - timedelta(days=1)).day
        days = sorted(rng.randint(1, last_day) for _ in range(count))
        for seq, day in enumerate(days, start=1):
            ref = SITES[rng.randrange(len(SITES))][0]
            trade = TRADES[rng.randrange(len(TRADES))]
            planned = rng.random() < 0.3
            priority = "P4" if planned else rng.choice(["P1", "P2", "P2", "P3", "P3", "P3", "P4"])
            logged = date(2025, month, day)
            status = _status(rng, logged)
            techs = by_trade.get((branch_of(ref), trade)) or by_trade.get((branch_of(ref), "Supervisor"), ["Unassigned"])
            tech = techs[rng.randrange(len(techs))]
            description = f"{trade} PPM visit" if planned else FAULTS[trade][rng.randrange(5)]
            hours = 0.0 if status == "Cancelled" else rng.randrange(1, 25) / 2
            materials = 0.0 if status == "Cancelled" or rng.random() < 0.3 else round(rng.uniform(12, 680), 2)
            result.append(Job(f"WR25{month:02d}-{seq:03d}", logged, ref, branch_of(ref), trade,
                              "Planned" if planned else "Reactive", priority, description, tech, status,
                              hours, materials))
    return result


def job(job_no: str) -> Job:
    return next(j for j in jobs() if j.job_no == job_no)


INVOICE_DATE = date(2025, 7, 4)
DEPOSIT = 600.0


def invoices() -> list[dict]:
    """Four invoices of 4 July 2025, each billing one client's completed June jobs (at most five).
    The second had a deposit paid in advance, so its balance due is less than its total."""
    picks = ["TCC", "GFL", "MHP", "VOL"]
    result = []
    for n, key in enumerate(picks):
        name, address, terms, po = CLIENTS[key]
        billed = [j for j in jobs() if site(j.site_ref)[2] == key and j.status == "Completed"
                  and j.logged.month == 6][:5]
        subtotal = round(sum(j.charge for j in billed), 2)
        vat = round(subtotal * VAT_RATE, 2)
        total = round(subtotal + vat, 2)
        deposit = DEPOSIT if n == 1 else 0.0
        result.append({"number": f"QFI-{2291 + n}", "client_key": key, "client": name, "address": address,
                       "po": po, "terms": terms, "jobs": billed, "subtotal": subtotal, "vat": vat,
                       "total": total, "deposit": deposit, "balance": round(total - deposit, 2),
                       "due": INVOICE_DATE + timedelta(days=terms)})
    return result


# (subcontractor, trade, branch) paid in Q2 2025; the report is restricted to the ops group.
SUBCONTRACTORS = [
    ("Kestrel Access Towers", "Scaffolding", "Ashcombe"),
    ("Brightwater Drainage", "Drainage", "Bramleigh"),
    ("Halloran Roofing", "Roofing", "Corrin Vale"),
    ("Vexley Lift Services", "Lifts", "Bramleigh"),
    ("Northgate Asbestos Surveys", "Surveys", "Dunholt"),
    ("Pellam Glazing", "Glazing", "Ashcombe"),
    ("Tarn Valley Electrical", "Electrical", "Dunholt"),
    ("Moorcroft Pest Control", "Pest control", "Corrin Vale"),
    ("Ridgeway Fire Stopping", "Fire stopping", "Bramleigh"),
    ("Sefton Water Hygiene", "Water hygiene", "Ashcombe"),
    ("Crane & Daughter Locksmiths", "Locks", "Dunholt"),
]


def subcontractor_payments() -> list[dict]:
    rng = random.Random(SEED + 2)
    rows = []
    for name, trade, branch in SUBCONTRACTORS:
        count = rng.randint(1, 14)
        rows.append({"name": name, "trade": trade, "branch": branch, "invoices": count,
                     "paid": round(count * rng.uniform(240, 1900), 2)})
    return rows
