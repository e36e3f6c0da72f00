"""The records behind data/company5 (Brindlecombe Couriers Ltd, a fictional four-depot parcel and pallet courier):
customer accounts, consignments booked July-October 2025, the October driver log, the October fuel figures,
three October invoices and a credit note, and the restricted October driver pay summary. Deterministic (fixed
seeds).

The corpus writer (make_company5.py) and the golden-set writer (make_company5_golden.py) both import these
functions, so every expected number comes from the same records the files print, never from Tally's output.
"""

import random
from dataclasses import dataclass
from datetime import date, timedelta
from functools import lru_cache

SEED = 5517
FIRM = "Brindlecombe Couriers Ltd"
APP = "Roundel"
VAT_RATE = 0.20
# depot -> the region whose accounts it mainly serves; regions live only in the account register
DEPOTS = {"Marlhaven": "North Vale", "Copperford": "Eastmarsh", "Elsmoor": "Southdown", "Quenby Cross": "Westfold"}
DEPOT_ADDRESS = {"Marlhaven": "Unit 9, Tannery Road, Marlhaven MH2 4DX",
                 "Copperford": "Copperford Trade Park, Bay 3, Copperford CF8 1PL",
                 "Elsmoor": "Old Creamery Yard, Elsmoor ES4 7RG",
                 "Quenby Cross": "Gallows Lane Industrial Estate, Quenby Cross QX1 9HB"}

# service -> (base charge GBP, charge per kg GBP, lightest kg, heaviest kg, share of bookings)
SERVICES = {"Economy 48": (5.40, 0.38, 0.5, 25.0, 30), "Next Day": (7.90, 0.52, 0.5, 30.0, 38),
            "Timed 10:30": (14.50, 0.60, 0.5, 20.0, 10), "Same Day": (32.00, 0.85, 1.0, 40.0, 9),
            "Pallet": (68.00, 0.09, 120.0, 900.0, 7)}
STATUSES = {"Delivered": 86, "Failed attempt": 7, "Returned to sender": 4, "Damaged - claim": 3}
BOOKINGS_PER_MONTH = {7: 71, 8: 68, 9: 79, 10: 84}  # nothing booked outside July-October 2025
FIRST_CONSIGNMENT = 5004101
FUEL_SURCHARGE = {7: 0.060, 8: 0.060, 9: 0.065, 10: 0.065, 11: 0.0725}  # share of carriage, by month


@dataclass(frozen=True)
class Account:
    account_no: str
    name: str
    sector: str
    region: str
    town: str
    street: str
    postcode: str
    contact: str
    credit_limit: int
    terms_days: int
    opened: date
    on_stop: bool
    activity: int  # how often the account books, relative to the others (not printed)


# (trading name, sector, activity)
CUSTOMERS = [("Pemberline Dental Supplies", "Healthcare", 3), ("Orchard & Finch Stationers", "Retail", 2),
             ("Halvergate Pharmacy Group", "Healthcare", 5), ("Quillon Precision Engineering", "Engineering", 3),
             ("Saltmarsh Candle Co.", "E-commerce", 4), ("Tuckwell & Daunt Solicitors", "Legal & Finance", 2),
             ("Brackley Moor Brewery", "Food & Drink", 3), ("Vellacott Bike Parts", "E-commerce", 5),
             ("Greystoke Hearing Centre", "Healthcare", 1), ("Mawbray Hydraulics", "Engineering", 2),
             ("Lindqvist Home Textiles", "Retail", 3), ("Pipistrelle Vintage Clothing", "E-commerce", 4),
             ("Ottery Fold Cheesemakers", "Food & Drink", 2), ("Carrow & Pike Accountants", "Legal & Finance", 1),
             ("Dunnock Garden Supplies", "Retail", 4), ("Fennimore Optical Labs", "Healthcare", 2),
             ("Ravensgill Tool Hire", "Engineering", 4), ("Thimbleby Yarns", "E-commerce", 3),
             ("Wickerby Coffee Roasters", "Food & Drink", 3), ("Ambleside Mobility Aids", "Healthcare", 2),
             ("Kilnsey Print Works", "Retail", 2), ("Harcourt Vale Motor Factors", "Engineering", 5),
             ("Spindlewood Toys", "E-commerce", 3), ("Merriott Estate Agents", "Legal & Finance", 1),
             ("Loxley Bakery Wholesale", "Food & Drink", 2), ("Corvedale Vet Supplies", "Healthcare", 3),
             ("Northgate Phone Repairs", "E-commerce", 2), ("Blackwater Marine Chandlers", "Retail", 2),
             ("Tanfield Laboratory Glass", "Engineering", 1), ("Hesketh & Rowe Wine Merchants", "Food & Drink", 2),
             ("Yarrowby Skincare", "E-commerce", 4), ("Ingleton Surgical Textiles", "Healthcare", 1)]
TOWNS = {"North Vale": ["Marlhaven", "Skelderby", "Ashcott Brow"],
         "Eastmarsh": ["Copperford", "Widdenham", "Saltfleet"],
         "Southdown": ["Elsmoor", "Hensting", "Puckridge"], "Westfold": ["Quenby Cross", "Ledworth", "Overton Lacy"]}
POSTCODE = {"Marlhaven": "MH", "Skelderby": "SK", "Ashcott Brow": "AB", "Copperford": "CF", "Widdenham": "WD",
            "Saltfleet": "SF", "Elsmoor": "ES", "Hensting": "HN", "Puckridge": "PK", "Quenby Cross": "QX",
            "Ledworth": "LW", "Overton Lacy": "OL"}
STREETS = ["Mill Race", "Chandlers Row", "Kiln Lane", "Foundry Street", "Weavers Yard", "Cattle Market",
           "Brewhouse Lane", "Ropewalk", "Station Approach", "Tithe Barn Close"]
CONTACTS = ["Imogen Stracey", "Rhodri Penhale", "Bethan Colley", "Anil Mistry", "Greer Macaulay", "Toby Wrenfield",
            "Priya Lakhani", "Dougal Fairbairn", "Maud Ellerby", "Kwame Osei", "Saoirse Dunleavy", "Hamish Rudd",
            "Nell Quarrington", "Farid Haddad", "Libby Chalcroft", "Ewan Tolhurst", "Zofia Kaminska", "Jago Treloar",
            "Hattie Brancombe", "Oren Lisle", "Cerys Vaughan", "Idris Maddock", "Lotte Verhaeghe", "Barney Skeet",
            "Harriet Oldroyd", "Ravi Chandran", "Una Faulconer", "Silas Penrose", "Wren Attwater", "Gideon Marsh",
            "Ottoline Busk", "Marek Dvorak"]


@lru_cache(maxsize=None)
def accounts() -> tuple[Account, ...]:
    """Every customer account, in Account No. order."""
    rng = random.Random(SEED)
    numbers = sorted(rng.sample(range(1100, 2999), len(CUSTOMERS)))
    order = rng.sample(range(len(CUSTOMERS)), len(CUSTOMERS))
    regions = list(DEPOTS.values())
    result = []
    for number, i in zip(numbers, order):
        name, sector, activity = CUSTOMERS[i]
        region = regions[rng.randrange(4)]
        town = rng.choice(TOWNS[region])
        postcode = f"{POSTCODE[town]}{rng.randint(1, 9)} {rng.randint(1, 9)}{rng.choice('ABDEFGHJLNPQRSTUWXYZ')}" \
                   f"{rng.choice('ABDEFGHJLNPQRSTUWXYZ')}"
        result.append(Account(f"AC{number}", name, sector, region, town,
                              f"{rng.randint(2, 88)} {rng.choice(STREETS)}", postcode, CONTACTS[i],
                              rng.choice([1500, 2500, 5000, 5000, 7500, 10000]), rng.choice([14, 30, 30, 45]),
                              date(rng.randint(2016, 2024), rng.randint(1, 12), rng.randint(1, 28)),
                              False, activity))
    # Two fixed accounts are on stop, so the register's On Stop column is not all "No".
    stop = {result[5].account_no, result[19].account_no}
    return tuple(Account(**{**a.__dict__, "on_stop": a.account_no in stop}) for a in result)


def account(account_no: str) -> Account:
    return next(a for a in accounts() if a.account_no == account_no)


@dataclass(frozen=True)
class Consignment:
    number: str
    booked: date
    depot: str
    service: str
    weight: float  # kg
    parcels: int
    charge: float  # GBP excluding fuel surcharge and VAT
    status: str
    account_no: str
    postcode: str  # destination


DESTINATIONS = ["MH", "SK", "AB", "CF", "WD", "SF", "ES", "HN", "PK", "QX", "LW", "OL", "TR", "BX", "GL", "NW"]


def price(service: str, weight: float) -> float:
    base, per_kg = SERVICES[service][:2]
    return round(base + per_kg * weight, 2)


@lru_cache(maxsize=None)
def consignments() -> tuple[Consignment, ...]:
    """Every consignment booked July-October 2025, in booking order, numbered BCL5004101 upwards."""
    rng = random.Random(SEED + 1)
    people = accounts()
    home = {region: depot for depot, region in DEPOTS.items()}
    services, shares = list(SERVICES), [s[4] for s in SERVICES.values()]
    rows = []
    for month, count in BOOKINGS_PER_MONTH.items():
        last = (date(2025, month % 12 + 1, 1) - timedelta(days=1)).day
        days = [d for d in range(1, last + 1) if date(2025, month, d).weekday() < 6]  # no Sunday bookings
        for day in sorted(rng.choice(days) for _ in range(count)):
            a = rng.choices(people, [p.activity for p in people])[0]
            depot = home[a.region] if rng.random() < 0.85 else list(DEPOTS)[rng.randrange(4)]
            service = rng.choices(services, shares)[0]
            low, high = SERVICES[service][2:4]
            weight = float(rng.randint(int(low), int(high))) if service == "Pallet" \
                else round(rng.uniform(low, high), 1)
            parcels = 1 if service == "Pallet" else rng.choice([1, 1, 1, 2, 2, 3, 4])
            status = rng.choices(list(STATUSES), list(STATUSES.values()))[0]
            postcode = f"{rng.choice(DESTINATIONS)}{rng.randint(1, 19)} {rng.randint(1, 9)}" \
                       f"{rng.choice('ABDEFGHJLNPQRSTUWXYZ')}{rng.choice('ABDEFGHJLNPQRSTUWXYZ')}"
            rows.append((date(2025, month, day), depot, service, weight, parcels, price(service, weight), status,
                         a.account_no, postcode))
    return tuple(Consignment(f"BCL{FIRST_CONSIGNMENT + i}", *row) for i, row in enumerate(rows))


def consignment(number: str) -> Consignment:
    return next(c for c in consignments() if c.number == number)


@dataclass(frozen=True)
class Driver:
    driver_id: str
    name: str
    depot: str
    reg: str
    van: str
    days: int
    drops: int
    miles: int
    hours: float


VANS = {"Small van": (38, 9.6), "LWB van": (30, 8.1), "Luton": (16, 6.2), "7.5t rigid": (9, 4.3)}  # drops/day, mi/L
DRIVERS_PER_DEPOT = {"Marlhaven": 15, "Copperford": 14, "Elsmoor": 13, "Quenby Cross": 14}
DRIVER_FIRST = ["Alfie", "Bronwen", "Callum", "Delyth", "Eamon", "Fliss", "Gethin", "Hollie", "Ibrahim", "Jodie",
                "Kieran", "Lowri", "Mikey", "Nadia", "Owain", "Paige", "Rhys", "Shona", "Tariq", "Vicky", "Wes",
                "Yusuf", "Zara", "Aled", "Becca", "Connor", "Dionne", "Ellis", "Fergus", "Gemma", "Harvey", "Isla",
                "Jamal", "Kirsty", "Liam", "Megan", "Niall", "Olwen", "Piers", "Roisin", "Stefan", "Tegan", "Vinnie",
                "Willa", "Xander", "Yvette", "Zak", "Amira", "Brody", "Carys", "Darnell", "Erin", "Finlay", "Gina",
                "Hector", "Imani"]
DRIVER_LAST = ["Abernethy", "Blundell", "Cottam", "Dinsdale", "Etheridge", "Frobisher", "Gosling", "Hindmarsh",
               "Isherwood", "Jephcott", "Kettlewell", "Lathwood", "Moxham", "Nanson", "Oddie", "Prothero", "Quayle",
               "Rushworth", "Sowerby", "Trelawny", "Upshall", "Venables", "Whitehead", "Yelland"]
LOG_MONTH = date(2025, 10, 1)  # the only driver log printed


@lru_cache(maxsize=None)
def drivers() -> tuple[Driver, ...]:
    """Everyone on the October 2025 driver log, in Driver ID order; first names are unique, so full names are too."""
    rng = random.Random(SEED + 2)
    slots = [depot for depot, n in DRIVERS_PER_DEPOT.items() for _ in range(n)]
    rng.shuffle(slots)
    numbers = sorted(rng.sample(range(104, 399), len(slots)))
    result = []
    for i, (depot, number) in enumerate(zip(slots, numbers)):
        van = rng.choices(list(VANS), [5, 6, 3, 1])[0]
        days = rng.randint(14, 23)
        drops = sum(max(0, round(rng.gauss(VANS[van][0], VANS[van][0] * 0.15))) for _ in range(days))
        miles = sum(rng.randint(45, 140) for _ in range(days))
        hours = round(sum(rng.choice([8.5, 9.0, 9.5, 10.0, 10.5, 11.0]) for _ in range(days)), 1)
        reg = f"{rng.choice(['MV', 'EK', 'LR', 'HX'])}{rng.choice(['21', '22', '71', '72', '23', '73'])} " \
              f"{''.join(rng.choice('BCDFGHJKLMNPRSTVWXY') for _ in range(3))}"
        result.append(Driver(f"D{number}", f"{DRIVER_FIRST[i]} {DRIVER_LAST[rng.randrange(len(DRIVER_LAST))]}", depot,
                             reg, van, days, drops, miles, hours))
    return tuple(result)


def driver(driver_id: str) -> Driver:
    return next(d for d in drivers() if d.driver_id == driver_id)


PENCE_PER_LITRE = {"Marlhaven": 141.9, "Copperford": 139.4, "Elsmoor": 143.2, "Quenby Cross": 140.6}


def fuel() -> list[dict]:
    """October 2025 diesel per depot, litres worked out from each driver's miles and van's miles per litre."""
    rows = []
    for depot in DEPOTS:
        crew = [d for d in drivers() if d.depot == depot]
        litres = round(sum(d.miles / VANS[d.van][1] for d in crew))
        rows.append({"depot": depot, "vehicles": len(crew), "litres": litres, "ppl": PENCE_PER_LITRE[depot],
                     "cost": round(litres * PENCE_PER_LITRE[depot] / 100, 2)})
    return rows


# (invoice no., account picked by rank, payment already received on account)
INVOICE_NUMBERS = ["INV-25-1043", "INV-25-1044", "INV-25-1046"]
ON_ACCOUNT = [0.0, 150.00, 0.0]
INVOICE_DATE = date(2025, 10, 31)
CREDIT_NOTE = "CR-25-0088"
CREDIT_DATE = date(2025, 11, 7)


def _lines(account_no: str) -> list[Consignment]:
    return [c for c in consignments() if c.account_no == account_no and c.booked.month == 10]


def _bill(number: str, a: Account, paid: float) -> dict:
    lines = _lines(a.account_no)
    carriage = round(sum(c.charge for c in lines), 2)
    surcharge = round(carriage * FUEL_SURCHARGE[10], 2)
    net = round(carriage + surcharge, 2)
    vat = round(net * VAT_RATE, 2)
    total = round(net + vat, 2)
    return {"number": number, "account": a, "date": INVOICE_DATE, "due": INVOICE_DATE + timedelta(days=a.terms_days),
            "lines": lines, "carriage": carriage, "surcharge": surcharge, "net": net, "vat": vat, "total": total,
            "paid": paid, "due_amount": round(total - paid, 2), "order_ref": f"PO {4400 + int(a.account_no[2:]) % 97}"}


@lru_cache(maxsize=None)
def invoices() -> tuple[dict, ...]:
    """October 2025 invoices for three accounts with 5-9 October consignments (one page each). The second one
    has a returned or damaged consignment, which the credit note takes back."""
    counts = {a.account_no: len(_lines(a.account_no)) for a in accounts()}
    fits = [a for a in accounts() if 5 <= counts[a.account_no] <= 9]
    bad = [a for a in fits if any(c.status in ("Returned to sender", "Damaged - claim") for c in _lines(a.account_no))]
    assert bad, "no account to credit"
    credited = bad[0]
    others = [a for a in fits if a != credited][:2]
    picks = [others[0], credited, others[1]]
    return tuple(_bill(n, a, paid) for n, a, paid in zip(INVOICE_NUMBERS, picks, ON_ACCOUNT))


def invoice(number: str) -> dict:
    return next(i for i in invoices() if i["number"] == number)


def credit_note() -> dict:
    """Credit for the returned or damaged consignments on INV-25-1044: their carriage plus its fuel surcharge."""
    inv = invoice("INV-25-1044")
    lines = [c for c in inv["lines"] if c.status in ("Returned to sender", "Damaged - claim")]
    rows = [(c, round(c.charge * (1 + FUEL_SURCHARGE[10]), 2)) for c in lines]
    net = round(sum(r[1] for r in rows), 2)
    vat = round(net * VAT_RATE, 2)
    return {"number": CREDIT_NOTE, "date": CREDIT_DATE, "invoice": inv, "rows": rows, "net": net, "vat": vat,
            "total": round(net + vat, 2)}


OVERTIME_AFTER = 176.0  # hours in October paid at the basic rate; beyond that, time and a half
BASIC_RATE = {"Small van": 12.60, "LWB van": 12.90, "Luton": 13.70, "7.5t rigid": 15.25}
DROP_BONUS = 0.20  # GBP per drop above 600 in the month


def pay() -> list[dict]:
    """The restricted October 2025 pay summary per depot, from the driver log's hours and drops."""
    rows = []
    for depot in DEPOTS:
        crew = [d for d in drivers() if d.depot == depot]
        basic = round(sum(min(d.hours, OVERTIME_AFTER) * BASIC_RATE[d.van] for d in crew), 2)
        overtime = round(sum(max(0.0, d.hours - OVERTIME_AFTER) * BASIC_RATE[d.van] * 1.5 for d in crew), 2)
        bonus = round(sum(max(0, d.drops - 600) * DROP_BONUS for d in crew), 2)
        rows.append({"depot": depot, "drivers": len(crew), "basic": basic, "overtime": overtime, "bonus": bonus,
                     "gross": round(basic + overtime + bonus, 2)})
    return rows
