"""Room-hire invoices of the Wenmouth Ropewalk Arts Trust (data/company23/invoices/): a November hire invoice to the
busiest hirer of the month (HIRE-26-0187), an October one to the busiest hirer of October (HIRE-26-0179) and an
event package for the wedding reception in the foyer bar (HIRE-26-0183). Hire lines come from the room-hire register
in company23_data.py, so an invoice never disagrees with the register; deterministic."""

import sys
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from company23_data import HIRES, PARTY_DAY, VAT_RATE  # noqa: E402

# Invoice addresses of every regular hirer: whichever of them turns out busiest gets the invoice.
ADDRESSES = {
    "Wenmouth Operatic Society": ("Mrs Jean Colmer, Hon. Treasurer", "14 Chapel Street", "Wenmouth DT6 3LQ"),
    "Chesil Yoga Collective": ("Anya Rees", "The Old Forge, Mill Lane", "Burton Bradstock DT6 4QA"),
    "St Aldhelm's Primary School": ("School Business Manager", "Church Road", "Wenmouth DT6 5HT"),
    "Marshwood Vale Quilters": ("Pat Hounsell", "Rosemary Cottage", "Marshwood DT6 5QF"),
    "Lyme Bay Community Choir": ("Derek Wakely, Secretary", "3 Sidmouth Road", "Lyme Regis DT7 3ES"),
    "Dorset Coast Ballroom": ("Carl and Jenny Pardoe", "22 West Allington", "Wenmouth DT6 5BJ"),
    "Kestrel Hall Events Ltd": ("Accounts Department", "Kestrel Hall, Shipton Lane", "Loders DT6 3RZ"),
    "Harbourside Dental Practice": ("Practice Manager", "2 Harbour Parade", "West Bay DT6 4EW"),
    "West Dorset Photographic Club": ("Ray Gummer, Treasurer", "41 Coneygar Park", "Wenmouth DT6 3BA"),
    "Wenmouth Town Council": ("The Town Clerk", "Mountfield, Rax Lane", "Wenmouth DT6 3JP"),
    "Pinnacle Pilates": ("Sophie Ketley", "Flat 2, 7 South Street", "Wenmouth DT6 3NZ"),
}
EXTRAS = [  # the event package's extras: (code, description, quantity, unit price)
    ("TECH", "Duty technician (sound and lights), hours", 6, 21.00),
    ("BARS", "Bar staff, 2 people x 5.5 hours", 11, 13.50),
    ("CLN", "Deep clean after a private event", 1, 55.00),
    ("LIN", "Table linen hire, per table", 12, 4.50),
]


@dataclass
class Line:
    ref: str
    desc: str
    qty: float
    price: float
    net: float


@dataclass
class Invoice:
    no: str
    kind: str
    issued: date
    due: date
    hirer: str
    period: str
    lines: list = field(default_factory=list)

    @property
    def to(self) -> list[str]:
        return [self.hirer, *ADDRESSES[self.hirer]]

    @property
    def net(self) -> float:
        return round(sum(x.net for x in self.lines), 2)

    @property
    def vat(self) -> float:
        return round(self.net * VAT_RATE, 2)

    @property
    def total(self) -> float:
        return round(self.net + self.vat, 2)

    @property
    def hours(self) -> float:
        return sum(x.qty for x in self.lines if x.ref.startswith("RH-"))


def busiest(month: int, skip: tuple = ()) -> str:
    """The hirer with the most hires in the month (alphabetical first on a tie), so the invoice has several lines."""
    names = sorted({h.hirer for h in HIRES if h.day.month == month} - set(skip))
    return sorted(names, key=lambda n: -sum(1 for h in HIRES if h.hirer == n and h.day.month == month))[0]


def hire_lines(hirer: str, month: int) -> list[Line]:
    return [Line(h.ref, f"{h.day:%d/%m} {h.room} - {h.use}", h.hrs, h.rate, h.amount)
            for h in HIRES if h.hirer == hirer and h.day.month == month]


def build_invoices() -> dict[str, Invoice]:
    out = {}
    october = busiest(10)
    inv = Invoice("HIRE-26-0179", "boxed", date(2026, 11, 3), date(2026, 11, 17), october, "October 2026",
                  hire_lines(october, 10))
    out[inv.no] = inv
    party = next(h for h in HIRES if h.day == PARTY_DAY)
    inv = Invoice("HIRE-26-0183", "package", date(2026, 11, 16), date(2026, 11, 30), party.hirer,
                  f"{PARTY_DAY.day} November 2026")
    inv.lines.append(Line(party.ref, f"{party.room} hire - {party.use}", party.hrs, party.rate, party.amount))
    for code, desc, qty, price in EXTRAS:
        inv.lines.append(Line(code, desc, qty, price, round(qty * price, 2)))
    out[inv.no] = inv
    november = busiest(11, skip=(october, party.hirer))
    inv = Invoice("HIRE-26-0187", "letter", date(2026, 12, 2), date(2026, 12, 23), november, "November 2026",
                  hire_lines(november, 11))
    out[inv.no] = inv
    return out


INVOICES = build_invoices()
