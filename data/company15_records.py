"""Fixed documents of Merrowgate Homes (data/company15/): five contractor invoices for repairs jobs of the repairs
register (their net totals are the register's Cost £), the board's quarterly performance report for July - September
2026 and the 2026 pay review sheet (the `exec` group only). The properties, rent ledger and repairs register are in
company15_data.py."""

from dataclasses import dataclass
from datetime import date, timedelta

import company15_data as data

# ---------------------------------------------------------------- contractor invoices (PDFs)

VAT_RATE = 0.20


@dataclass
class Contractor:
    code: str
    name: str
    address: str
    vat_no: str
    rate: float        # labour rate, GBP per hour
    terms: int         # payment terms in days
    cis: bool          # CIS subcontractor: we deduct 20% of the labour before paying


CONTRACTORS = {
    "DPH": Contractor("DPH", "Dalby Plumbing & Heating", "Unit 7, Brookside Trading Estate, Merrowgate MG2 5PD",
                      "GB 301 4472 18", 48.00, 30, False),
    "KEL": Contractor("KEL", "Kestrel Electrical Ltd", "41 Foundry Street, Oldcastle OC1 3RW", "GB 288 1950 62",
                      52.00, 14, False),
    "HRS": Contractor("HRS", "Hartshead Roofing Services", "The Yard, Moor Lane, Hartshead MG9 2LB",
                      "GB 417 0236 55", 45.00, 30, True),
    "PDS": Contractor("PDS", "Pennine Damp Solutions", "3 Weavers Court, Oldcastle OC4 8HN", "GB 352 9918 04",
                      44.00, 21, False),
    "CVG": Contractor("CVG", "Clearview Glazing", "Canal Wharf, Merrowgate MG1 2QE", "GB 265 7730 91", 40.00, 30,
                      False),
}

# job no.: (invoice no., our purchase order, days after completion it was raised, engineer, materials)
# materials: list of (description, qty, unit); the last line's price is what is left of the job cost
INVOICES = {
    "WO-40754": ("DPH-20964", "PO-26-0318", 1, "Lee Ramsbottom",
                 [("Emergency call-out, same day", 1, "each"), ("Expansion vessel 8 l", 1, "each"),
                  ("Pressure relief valve and fittings", 1, "set")]),
    "WO-40747": ("KE-260311", "PO-26-0305", 4, "Amir Qureshi",
                 [("RCD 63A 30mA", 1, "each"), ("Replacement double socket", 2, "each"),
                  ("Test certificate (EICR extract)", 1, "each")]),
    "WO-40750": ("HRS-1187", "PO-26-0331", 3, "Dean Whitaker",
                 [("Access tower hire, 2 days", 1, "hire"), ("uPVC half-round gutter 4 m", 3, "length"),
                  ("Brackets, unions and sealant", 1, "set")]),
    "WO-40746": ("PDS-0447", "PO-26-0309", 6, "Sinead Fairhurst",
                 [("Mould wash and fungicidal treatment", 1, "room"), ("Anti-mould paint 5 l", 2, "tin"),
                  ("Humidity-controlled extract fan", 1, "each")]),
    "WO-40757": ("CG-5530", "PO-26-0322", 3, "Pete Varley",
                 [("Friction stay hinges 16 in", 2, "pair"), ("Espagnolette handle", 1, "each"),
                  ("Sash re-hang and seals", 1, "each")]),
}
# labour hours booked on each invoice
HOURS = {"WO-40754": 3.0, "WO-40747": 2.5, "WO-40750": 4.0, "WO-40746": 5.0, "WO-40757": 3.5}
# unit prices of every materials line but the last
PRICES = {"WO-40754": [95.00, 84.60], "WO-40747": [38.40, 11.25], "WO-40750": [85.00, 22.80],
          "WO-40746": [120.00, 31.50], "WO-40757": [24.90, 18.75]}


@dataclass
class Item:
    desc: str
    qty: float
    unit: str
    price: float

    @property
    def amount(self) -> float:
        return round(self.qty * self.price, 2)


@dataclass
class Invoice:
    no: str
    job: data.Job
    firm: Contractor
    po: str
    day: date
    engineer: str
    items: list

    @property
    def file(self) -> str:
        return self.no + ".pdf"

    @property
    def unit(self) -> data.Unit:
        return data.UNIT[self.job.uid]

    @property
    def due(self) -> date:
        return self.day + timedelta(days=self.firm.terms)

    @property
    def labour(self) -> float:
        return self.items[0].amount

    @property
    def net(self) -> float:
        return round(sum(i.amount for i in self.items), 2)

    @property
    def vat(self) -> float:
        return round(self.net * VAT_RATE, 2)

    @property
    def total(self) -> float:
        return round(self.net + self.vat, 2)

    @property
    def cis(self) -> float:
        return round(self.labour * 0.20, 2) if self.firm.cis else 0.0

    @property
    def payable(self) -> float:
        return round(self.total - self.cis, 2)


def invoices() -> list[Invoice]:
    jobs = {j.no: j for j in data.repairs()}
    out = []
    for job_no, (no, po, lag, engineer, materials) in INVOICES.items():
        job = jobs[job_no]
        firm = CONTRACTORS[job.contractor]
        items = [Item("Labour", HOURS[job_no], "hr", firm.rate)]
        for (desc, qty, unit), price in zip(materials, PRICES[job_no]):
            items.append(Item(desc, qty, unit, price))
        desc, qty, unit = materials[-1]
        rest = round(job.cost - sum(i.amount for i in items), 2)
        assert rest > 0 and qty == 1, (job_no, rest)
        items.append(Item(desc, qty, unit, rest))
        inv = Invoice(no, job, firm, po, job.done + timedelta(days=lag), engineer, items)
        assert inv.net == job.cost, (inv.no, inv.net, job.cost)
        out.append(inv)
    return out


# ---------------------------------------------------------------- board report, Q3 2026 (July - September)

# estate: (complaints received in the quarter, tenant satisfaction % from the quarterly survey)
COMPLAINTS = {"Quarry Bank": (4, 71.5), "St Wilfrid's Court": (1, 88.0), "Lapwing Fields": (6, 69.0),
              "Cinder Hill": (3, 64.5)}


@dataclass
class EstateLine:
    estate: str
    homes: int
    logged: int
    completed: int
    in_target: int
    complaints: int
    satisfaction: float

    @property
    def target_pct(self) -> float:
        return round(100 * self.in_target / self.completed, 1)


def board_table() -> list[EstateLine]:
    jobs = data.repairs()
    out = []
    for estate in data.ESTATES:
        mine = [j for j in jobs if data.UNIT[j.uid].estate == estate]
        done = [j for j in mine if j.done]
        out.append(EstateLine(estate, sum(1 for u in data.UNITS if u.estate == estate), len(mine), len(done),
                              sum(1 for j in done if j.in_target), *COMPLAINTS[estate]))
    return out


def q3_rent() -> dict:
    rows = [r for r in data.ledger() if r.month in (7, 8, 9)]
    charged = data.total(r.charge for r in rows)
    received = data.total(r.received for r in rows)
    sept = data.in_month(rows, 9)
    return {"charged": charged, "received": received, "rate": round(100 * received / charged, 1),
            "arrears": data.total(r.balance for r in sept if r.balance > 0),
            "households": sum(1 for r in sept if r.balance > 0),
            "nosp": sum(1 for r in rows if r.nosp),
            "uc": sum(1 for r in sept if r.balance > 0 and r.method == "UC")}


# ---------------------------------------------------------------- pay review 2026 (exec only)


@dataclass
class Pay:
    name: str
    post: str
    grade: str
    salary: int        # current salary, GBP a year (full-time equivalent)
    rise: float        # proposed rise, %
    fte: float         # contracted fraction of full time
    note: str

    @property
    def new_salary(self) -> int:
        return round(self.salary * (1 + self.rise / 100))

    @property
    def cost(self) -> float:
        """Extra cost a year of the rise, for the hours worked."""
        return round((self.new_salary - self.salary) * self.fte, 2)


def pay_review() -> list[Pay]:
    return [
        Pay("Helen Stanworth", "Chief executive", "MH9", 61850, 3.0, 1.0, "board to approve separately"),
        Pay("Priti Chauhan", "Finance & income manager", "MH7", 44200, 3.5, 1.0, ""),
        Pay("Owen Maddox", "Repairs & assets coordinator", "MH6", 36940, 3.5, 1.0, ""),
        Pay("Rhian Dobbs", "Housing officer", "MH5", 31475, 4.0, 1.0, ""),
        Pay("Kasim Bhatti", "Housing officer", "MH5", 31475, 4.0, 0.8, "4 days a week"),
        Pay("Graham Oduya", "Sheltered scheme manager", "MH5", 30920, 4.0, 1.0, "plus on-call allowance"),
        Pay("Nadia Kowalczyk", "Income officer", "MH4", 28310, 4.5, 1.0, "moves to MH5 on 1 Jan if probation ok"),
        Pay("Jodie Firth", "Customer services assistant", "MH2", 23650, 5.0, 0.6, "3 days a week"),
    ]
