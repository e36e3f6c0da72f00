"""The records behind data/company7 (Wrenfold Tool & Plant Hire Ltd, a fictional three-branch tool and plant hire
firm): the equipment catalogue, hire contracts opened July-September 2025, the September inspection register,
three September account invoices, a quotation, the September branch report and the restricted September yard-staff
overtime sheet. Deterministic (fixed seeds).

The corpus writer (make_company7.py) and the question writers (make_company7_golden.py, make_company7_dev.py)
all import these functions, so every expected number comes from the records the files print, never from Tally.
"""

import random
from dataclasses import dataclass
from datetime import date, timedelta
from functools import lru_cache

SEED = 7043
FIRM = "Wrenfold Tool & Plant Hire Ltd"
APP = "Gantry"
VAT_RATE = 0.20
WAIVER_RATE = 0.08  # damage waiver, share of the hire charge
DELIVERY_CHARGE = 45.0  # per delivered contract, delivery and collection together
BRANCHES = {"Millbrook": 5, "Orrin Quay": 4, "Stanway Cross": 3}  # relative weight
BRANCH_PREFIX = {"Millbrook": "MB", "Orrin Quay": "OQ", "Stanway Cross": "SX"}
CONTRACTS_PER_MONTH = {7: 94, 8: 83, 9: 99}  # nothing opened outside July-September 2025
FIRST_CONTRACT = 1604
PERIOD_END = date(2025, 9, 30)  # the export's cut-off: hires not back by then are still ON HIRE
DURATIONS = [1, 1, 1, 2, 2, 3, 4, 5, 7, 7, 10, 14, 14, 21, 28]


@dataclass(frozen=True)
class Item:
    code: str
    description: str
    category: str
    power: str
    day: float  # day rate GBP
    week: float  # week rate GBP
    weight: int  # kg
    ticket: str  # operator ticket needed ("" when none)
    value: int  # replacement value GBP


# code, description, category, power, day rate, week rate, weight kg, ticket, replacement value
CATALOGUE = [Item(*i) for i in [
    ("MX-110", "Mini excavator 1.5 t", "Earthmoving", "Diesel", 95, 285, 1650, "CPCS", 24500),
    ("MX-300", "Midi excavator 3 t", "Earthmoving", "Diesel", 135, 405, 3100, "CPCS", 38000),
    ("DP-010", "Hi-tip dumper 1 t", "Earthmoving", "Diesel", 70, 210, 1300, "CPCS", 14500),
    ("PC-450", "Forward plate compactor 450 mm", "Compaction", "Petrol", 32, 96, 85, "", 1450),
    ("TR-700", "Trench rammer", "Compaction", "Petrol", 38, 114, 72, "", 2300),
    ("BR-110", "Heavy breaker 110V", "Breaking & drilling", "Electric", 28, 84, 32, "", 1250),
    ("BR-HYD", "Hydraulic breaker pack", "Breaking & drilling", "Petrol", 58, 174, 130, "", 4800),
    ("CD-152", "Diamond core drill 152 mm", "Breaking & drilling", "Electric", 45, 135, 24, "", 2100),
    ("SC-T38", "Tower scaffold, 3.8 m platform", "Access", "Manual", 40, 120, 210, "PASMA", 2900),
    ("SL-10", "Scissor lift 10 m, electric", "Access", "Battery", 110, 330, 2450, "IPAF", 21000),
    ("CP-19", "Cherry picker 19 m, trailer mounted", "Access", "Battery", 165, 495, 2200, "IPAF", 42000),
    ("GN-06", "Generator 6 kVA", "Power & heating", "Petrol", 34, 102, 95, "", 1900),
    ("GN-20", "Generator 20 kVA, silenced", "Power & heating", "Diesel", 62, 186, 780, "", 9800),
    ("HT-IR", "Infrared heater 110V", "Power & heating", "Electric", 18, 54, 14, "", 320),
    ("DH-50", "Dehumidifier 50 L", "Cleaning & drying", "Electric", 22, 66, 38, "", 850),
    ("FS-410", "Drum floor sander", "Cleaning & drying", "Electric", 36, 108, 72, "", 1650),
    ("PW-200", "Pressure washer 200 bar", "Cleaning & drying", "Petrol", 40, 120, 48, "", 1100),
    ("SW-350", "Floor saw 350 mm", "Cutting", "Petrol", 48, 144, 95, "", 2600),
    ("CS-300", "Disc cutter 300 mm", "Cutting", "Petrol", 26, 78, 11, "", 780),
    ("CM-110", "Cement mixer 110V", "Concreting", "Electric", 20, 60, 62, "", 540),
]]
POPULARITY = {"MX-110": 9, "MX-300": 3, "DP-010": 6, "PC-450": 7, "TR-700": 3, "BR-110": 8, "BR-HYD": 3,
              "CD-152": 4, "SC-T38": 7, "SL-10": 4, "CP-19": 2, "GN-06": 5, "GN-20": 2, "HT-IR": 5, "DH-50": 6,
              "FS-410": 4, "PW-200": 5, "SW-350": 3, "CS-300": 6, "CM-110": 5}
SMALL = {"BR-110", "HT-IR", "DH-50", "CS-300", "PC-450", "SC-T38"}  # items often hired two or more at a time


@dataclass(frozen=True)
class Account:
    code: str
    name: str
    discount: int  # trade discount, percent
    weight: int  # how often the account hires (not printed)


ACCOUNTS = [Account(*a) for a in [
    ("CASH", "Cash sale", 0, 16), ("A1047", "Harrowfield Builders Ltd", 10, 3),
    ("A1052", "Pennant Groundworks Ltd", 15, 4), ("A1068", "Corrie & Webb Roofing", 5, 2),
    ("A1071", "Yelverton Street Developments", 10, 2), ("A1089", "Kinross Civil Engineering Ltd", 15, 4),
    ("A1093", "Bellhaven Property Maintenance", 5, 3), ("A1102", "Marlow Brothers Landscaping", 10, 2),
    ("A1115", "Tidewell Housing Association", 0, 3),
]]


@dataclass(frozen=True)
class Contract:
    number: str
    out: date
    back: date | None  # None: still on hire at the export's cut-off
    branch: str
    code: str
    qty: int
    account: str
    customer: str
    discount: int
    waiver: bool
    delivered: bool

    @property
    def days(self) -> int | None:
        return None if self.back is None else (self.back - self.out).days

    @property
    def charge(self) -> float | None:
        """Hire charge GBP after trade discount: whole weeks at the week rate, odd days at the day rate (never more
        than a week's rate for the odd days), times quantity. None while still on hire."""
        if self.back is None:
            return None
        i = item(self.code)
        weeks, rest = divmod(self.days, 7)
        base = weeks * i.week + min(rest * i.day, i.week)
        return round(self.qty * base * (100 - self.discount) / 100, 2)


def item(code: str) -> Item:
    return next(i for i in CATALOGUE if i.code == code)


def account(code: str) -> Account:
    return next(a for a in ACCOUNTS if a.code == code)


def _pick(rng: random.Random, weights: dict) -> str:
    return rng.choices(list(weights), weights=list(weights.values()))[0]


def _weekday(day: date) -> date:
    return day + timedelta(days=1) if day.weekday() == 6 else day  # the yard is shut on Sundays


@lru_cache(maxsize=None)
def contracts() -> tuple[Contract, ...]:
    rng = random.Random(SEED)
    rows, number = [], FIRST_CONTRACT
    accounts = {a.code: a.weight for a in ACCOUNTS}
    for month, count in CONTRACTS_PER_MONTH.items():
        last = (date(2025, month + 1, 1) - timedelta(days=1)).day
        days = sorted(_weekday(date(2025, month, rng.randint(1, last))) for _ in range(count))
        for out in days:
            if out.month != month:  # a Sunday 31st moved into the next month
                out -= timedelta(days=2)
            code = _pick(rng, POPULARITY)
            qty = rng.choice([1, 1, 2, 2, 3, 4]) if code in SMALL else 1
            acc = account(_pick(rng, accounts))
            back = _weekday(out + timedelta(days=rng.choice(DURATIONS)))
            waiver = rng.random() < (0.85 if acc.code == "CASH" else 0.6)
            delivered = rng.random() < (0.3 if acc.code == "CASH" else 0.75) or item(code).weight > 1000
            rows.append(Contract(f"C25-{number}", out, back if back <= PERIOD_END else None, _pick(rng, BRANCHES),
                                 code, qty, acc.code, acc.name, acc.discount, waiver, delivered))
            number += 1
    return tuple(rows)


def contract(number: str) -> Contract:
    return next(c for c in contracts() if c.number == number)


# ---- September inspection register ----------------------------------------------------------------------------

INSPECTORS = ["Callum Brierley", "Tamsin Okonjo", "Ruairi Dempsey", "Marta Szlachta", "Idris Trevanion"]
CHECKS = {"Return check": 10, "PAT test": 3, "LOLER exam": 2, "Service": 3}
RESULTS = {"Pass": 14, "Advisory": 4, "Fail": 2}
INSPECTIONS = 62
REGISTER_PAGES = (24, 24)  # rows on pages 1 and 2; the rest on page 3


@dataclass(frozen=True)
class Inspection:
    ref: str
    day: date
    asset: str
    code: str
    branch: str
    inspector: str
    check: str
    result: str
    labour: float  # hours
    parts: float  # GBP


@lru_cache(maxsize=None)
def inspections() -> tuple[Inspection, ...]:
    rng = random.Random(SEED + 1)
    days = sorted(_weekday(date(2025, 9, rng.randint(1, 30))) for _ in range(INSPECTIONS))
    rows = []
    for n, day in enumerate(days, start=1):
        code = _pick(rng, POPULARITY)
        branch = _pick(rng, BRANCHES)
        check = _pick(rng, CHECKS)
        if check == "PAT test" and item(code).power != "Electric":
            check = "Return check"
        if check == "LOLER exam" and item(code).category != "Access":
            check = "Service"
        result = _pick(rng, RESULTS)
        labour = rng.choice([0.25, 0.5, 0.5, 0.75, 1.0, 1.5]) if check in ("Return check", "PAT test") else \
            rng.choice([1.0, 1.5, 2.0, 2.5, 3.0, 4.0])
        parts = 0.0
        if check == "Service" or result != "Pass":
            parts = round(rng.uniform(8, 120 if result != "Fail" else 460), 2)
        rows.append(Inspection(f"IN-09{n:02d}", day, f"{BRANCH_PREFIX[branch]}/{code}/{rng.randint(1, 9):02d}", code,
                               branch, rng.choice(INSPECTORS), check, result, labour, parts))
    return tuple(rows)


def register_page(index: int) -> int:
    """The page (1-3) of the register a row index is printed on."""
    return 1 if index < REGISTER_PAGES[0] else 2 if index < sum(REGISTER_PAGES) else 3


# ---- account invoices and the quotation -----------------------------------------------------------------------

# account -> invoice number, attention line, street, town, delivery site, customer order ref, terms
INVOICED = {
    "A1052": ("25/0871", "Accounts Payable", "Unit 3, Causeway Trading Estate", "Orrin Quay OQ4 7TD",
              "Land off Sedgemoor Lane, Stanway Cross", "PG-PO-5531", "30 days end of month"),
    "A1089": ("25/0874", "Purchase Ledger - Fiona Brennagh", "Kinross House, 40 Bridgewater Road",
              "Millbrook MB2 9LX", "Culvert works, Pellow Bridge, B4410", "KCE/2291/PB", "14 days"),
    "A1115": ("25/0879", "Finance Team (invoices only)", "PO Box 2217", "Millbrook MB1 1AA",
              "Various addresses - see contract notes", "TW-88104", "60 days"),
}
INVOICE_DATE = date(2025, 9, 30)


def _due(terms: str) -> date:
    if terms.endswith("end of month"):
        return date(2025, 10, 31)
    return INVOICE_DATE + timedelta(days=int(terms.split()[0]))


def invoices() -> list[dict]:
    """One invoice per account for its contracts off-hired (back) in September 2025."""
    out = []
    for code, (number, attn, street, town, site, order, terms) in INVOICED.items():
        lines = [c for c in contracts() if c.account == code and c.back and c.back.month == 9]
        assert 3 <= len(lines) <= 15, f"invoice {number} has {len(lines)} lines"
        hire = round(sum(c.charge for c in lines), 2)
        waiver = round(sum(c.charge for c in lines if c.waiver) * WAIVER_RATE, 2)
        transport = DELIVERY_CHARGE * sum(c.delivered for c in lines)
        net = round(hire + waiver + transport, 2)
        vat = round(net * VAT_RATE, 2)
        out.append({"number": number, "account": code, "name": account(code).name, "attn": attn, "street": street,
                    "town": town, "site": site, "order": order, "terms": terms, "issued": INVOICE_DATE,
                    "due": _due(terms), "lines": lines, "hire": hire, "waiver": waiver, "transport": transport,
                    "net": net, "vat": vat, "total": round(net + vat, 2)})
    return out


def invoice(number: str) -> dict:
    return next(i for i in invoices() if i["number"] == number)


QUOTE = {"number": "QT-2291", "issued": date(2025, 9, 18), "valid_days": 30, "to": "Fernbrake Events Ltd",
         "attn": "Bethan Quigg, Site Manager", "street": "The Old Tannery, Wharf Street", "town": "Stanway Cross SX3 5QE",
         "event": "Fernbrake Autumn Food Fair, Stanway Cross showground", "weeks": 2,
         "lines": [("GN-20", 2), ("GN-06", 3), ("HT-IR", 8), ("SC-T38", 2), ("PW-200", 1)]}


def quote() -> dict:
    q = dict(QUOTE)
    q["valid_until"] = q["issued"] + timedelta(days=q["valid_days"])
    q["rows"] = [(item(code), qty, round(item(code).week * q["weeks"] * qty, 2)) for code, qty in q["lines"]]
    q["hire"] = round(sum(r[2] for r in q["rows"]), 2)
    q["transport"] = 180.0
    q["net"] = round(q["hire"] + q["transport"], 2)
    q["vat"] = round(q["net"] * VAT_RATE, 2)
    q["total"] = round(q["net"] + q["vat"], 2)
    return q


# ---- September branch report and the restricted overtime sheet -------------------------------------------------

def branch_report() -> dict[str, dict]:
    """Per branch: contracts opened in September, hire revenue of contracts back in September, still on hire at
    30 September, inspections and failed inspections in September."""
    out = {}
    for b in BRANCHES:
        cs = [c for c in contracts() if c.branch == b]
        ins = [i for i in inspections() if i.branch == b]
        out[b] = {"opened": sum(c.out.month == 9 for c in cs),
                  "revenue": round(sum(c.charge for c in cs if c.back and c.back.month == 9), 2),
                  "on_hire": sum(c.back is None for c in cs), "inspections": len(ins),
                  "failed": sum(i.result == "Fail" for i in ins)}
    return out


# name, branch, role, overtime hours, overtime rate GBP/h, on-call weekends
YARD_STAFF = [("Callum Brierley", "Millbrook", "Fitter", 14.5, 24.60, 2),
              ("Tamsin Okonjo", "Orrin Quay", "Fitter", 9.0, 25.20, 1),
              ("Ruairi Dempsey", "Stanway Cross", "Senior fitter", 17.5, 27.90, 2),
              ("Marta Szlachta", "Millbrook", "Electrical tester", 6.0, 23.40, 0),
              ("Idris Trevanion", "Orrin Quay", "Fitter", 11.0, 24.60, 1),
              ("Kelvin Sollis", "Millbrook", "HGV driver", 21.0, 22.80, 2),
              ("Priya Kittering", "Stanway Cross", "Hire desk", 4.5, 19.50, 0),
              ("Declan Voss", "Orrin Quay", "HGV driver", 18.5, 22.80, 1),
              ("Hannah Pritchley", "Millbrook", "Yard operative", 8.0, 18.90, 1)]
ON_CALL = 65.0  # GBP per on-call weekend


def overtime() -> list[dict]:
    rows = []
    for name, branch, role, hours, rate, weekends in YARD_STAFF:
        pay = round(hours * rate * 1.5, 2)
        rows.append({"name": name, "branch": branch, "role": role, "hours": hours, "rate": rate, "pay": pay,
                     "on_call": weekends * ON_CALL, "total": round(pay + weekends * ON_CALL, 2)})
    return rows
