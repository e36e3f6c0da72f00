"""Fixed documents of Scarrow Beck Brewing Co. (data/company14/): five trade invoices SBI-23xx (built from the same
drops as the deliveries register), the manager's quarterly report for July - September 2026 and the October 2026
payroll preparation sheet (the `directors` group only). The register, customers and brew log are in
company14_data.py."""

from dataclasses import dataclass
from datetime import date, timedelta

import company14_data as data

# ---------------------------------------------------------------- trade invoices (PDFs)

VAT_RATE = 0.20
# invoice no.: (customer's order reference, "Deliver to" line as printed)
INVOICES = {
    "SBI-2311": ("WR/0908", "The Weavers Rest, 14 Mill Brow, Oxcliffe WN7 6GN - cellar hatch on Mill Brow"),
    "SBI-2343": ("phone - Gary", "The Red Lion, 2 Market Place, Wenlow WN1 3AB - rear yard"),
    "SBI-2351": ("PSC 118", "Pennyrigg Social Club, Pennyrigg Lane, Harlby WN6 8UU"),
    "SBI-2370": ("CDB-PO-0447", "Cellar Door Beers, 31 Bridge Street, Wenlow WN1 7CB"),
    "SBI-2379": ("-", "The Packhorse, 6 Toll Bar Road, Harlby WN6 1JW - ring on arrival"),
}


@dataclass
class Invoice:
    no: str
    day: date
    customer: data.Customer
    ref: str
    deliver_to: str
    dray: str | None
    lines: list        # data.Line rows of the register with this invoice number

    @property
    def file(self) -> str:
        return self.no + ".pdf"

    @property
    def due(self) -> date:
        return self.day + timedelta(days=self.customer.terms_days)

    @property
    def subtotal(self) -> float:
        return round(sum(line.net for line in self.lines), 2)

    @property
    def vat(self) -> float:
        return round(self.subtotal * VAT_RATE, 2)

    @property
    def total(self) -> float:
        return round(self.subtotal + self.vat, 2)

    @property
    def returned(self) -> int:
        return sum(line.returned or 0 for line in self.lines)


def invoices() -> list[Invoice]:
    rows = data.register()
    out = []
    for no, (ref, deliver_to) in INVOICES.items():
        lines = [r for r in rows if r.inv == no]
        out.append(Invoice(no, lines[0].day, data.CUSTOMER[lines[0].acct], ref, deliver_to, lines[0].dray, lines))
    return out


# ---------------------------------------------------------------- manager's quarterly report, July - September 2026

# taproom bar, Q3 2026: (line as printed, pints or serves sold, price per pint or serve in GBP inc VAT)
TAPROOM = [
    ("Beck Bitter", 3412, 4.20),
    ("Gannet Pale", 4986, 4.50),
    ("Kilnyard Mild", 1107, 4.00),
    ("Nightjar Porter", 1538, 5.00),
    ("Fellside IPA", 2764, 5.60),
    ("Tannery Lager", 4231, 4.80),
    ("Guest cider", 896, 4.90),
]


@dataclass
class TapLine:
    line: str
    pints: int
    price: float

    @property
    def takings(self) -> float:
        return round(self.pints * self.price, 2)


def taproom() -> list[TapLine]:
    return [TapLine(*t) for t in TAPROOM]


def taproom_share(t: TapLine) -> float:
    return round(100 * t.pints / sum(x.pints for x in taproom()), 1)


def q3_brews() -> list:
    return [b for b in data.brew_log() if b.day.month in (7, 8, 9)]


# ---------------------------------------------------------------- payroll preparation, October 2026 (directors only)


@dataclass
class Pay:
    name: str
    role: str
    basis: str         # "Hourly" / "Salary"
    hours: float       # hours worked in October (contracted for salaried staff)
    rate: float | None  # GBP per hour; None for salaried staff
    overtime: float    # overtime hours at time and a half (hourly staff only)
    salary: float | None  # monthly salary for salaried staff
    note: str

    @property
    def gross(self) -> float:
        if self.salary is not None:
            return self.salary
        return round(self.hours * self.rate + self.overtime * self.rate * 1.5, 2)


def payroll() -> list[Pay]:
    return [
        Pay("Alys Corrigan", "Head brewer", "Salary", 173.0, None, 0.0, 3458.33, ""),
        Pay("Rory Nunn", "Brewer", "Hourly", 164.0, 14.20, 9.5, None, "OT: double brew w/c 19 Oct"),
        Pay("Leah Sowerby", "Assistant brewer", "Hourly", 151.5, 12.85, 4.0, None, ""),
        Pay("Jonno Birtle", "Drayman", "Hourly", 168.0, 13.10, 11.0, None, "OT: Harlby run x3"),
        Pay("Kasia Pawlak", "Drayman / cellar", "Hourly", 159.0, 13.10, 6.5, None, ""),
        Pay("Devika Shah", "Trade sales rep", "Salary", 160.0, None, 0.0, 2750.00, "plus commission paid Nov"),
        Pay("Tom Ashby", "Trade sales rep", "Salary", 150.0, None, 0.0, 2583.33, "part-time 0.9"),
        Pay("Meg Carrow", "Trade sales rep", "Salary", 160.0, None, 0.0, 2750.00, ""),
        Pay("Fern Akintola", "Taproom manager", "Salary", 173.0, None, 0.0, 2916.67, ""),
        Pay("Sami Rahim", "Bar staff", "Hourly", 96.0, 12.21, 0.0, None, ""),
        Pay("Holly Gatenby", "Bar staff", "Hourly", 71.5, 12.21, 3.0, None, "beer festival 24-25 Oct"),
    ]
