"""Invoices of Kirkgate Cargo Cycles Ltd (data/company22/invoices/): a November monthly-account invoice
(KCC-2611-031), an October invoice to a law firm (KCC-2610-027) and a prepaid bundle renewal (KCC-2611-044).
Delivery lines come from company22_data.py's delivery log, so an invoice never disagrees with the log; deterministic."""

import sys
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from company22_data import CLIENT, DELIVERIES, SERVICES, VAT_RATE, Client  # noqa: E402

BILLABLE = ("Delivered", "Failed")  # Held jobs wait for the query to be settled; Cancelled ones cost nothing
BUNDLE_PRICE = 275.00
OVERRUN_RATE = 5.50
POSTCODES = {"City Centre": "LS1", "Holbeck": "LS11", "Hunslet": "LS10", "Kirkstall": "LS5", "Headingley": "LS6",
             "Chapel Allerton": "LS7", "Roundhay": "LS8", "Armley": "LS12", "Meanwood": "LS6"}
STREETS = ["Albion Place", "Park Row", "Swinegate", "Kirkgate", "Boar Lane", "Infirmary Street", "Sweet Street",
           "Otley Road", "Harrogate Road", "Stainbeck Lane"]


@dataclass
class Line:
    ref: str
    desc: str
    qty: float
    price: float  # on a delivery line: the km ridden (the charge already includes the distance rate)
    net: float


@dataclass
class Invoice:
    no: str
    kind: str
    issued: date
    due: date
    client: Client
    period: str
    lines: list = field(default_factory=list)

    @property
    def to(self) -> list[str]:
        n = int(self.client.code[3:])
        street = f"{n % 41 + 3} {STREETS[n % len(STREETS)]}"
        return [self.client.name, f"FAO {self.client.contact}", street,
                f"Leeds {POSTCODES[self.client.district]} {n % 9 + 1}{'ABDEHJLNPQRSTUWY'[n % 16]}"
                f"{'ABDEHJLNPQRSTUWY'[(n * 7) % 16]}"]

    @property
    def net(self) -> float:
        return round(sum(x.net for x in self.lines), 2)

    @property
    def vat(self) -> float:
        return round(self.net * VAT_RATE, 2)

    @property
    def total(self) -> float:
        return round(self.net + self.vat, 2)


def _billable(code: str, month: int) -> list:
    return [d for d in DELIVERIES if d.client.code == code and d.day.month == month and d.status in BILLABLE]


def _best(plan_or_sector: str, month: int, skip: tuple = ()) -> str:
    """The account with the most billable jobs that month among those on the plan or in the sector (first code on
    a tie), so the invoice has enough lines to be worth asking about."""
    codes = [c for c, cl in CLIENT.items() if plan_or_sector in (cl.plan, cl.sector) and c not in skip]
    return sorted(codes, key=lambda c: (-len(_billable(c, month)), c))[0]


def _delivery_lines(code: str, month: int) -> list[Line]:
    out = []
    for d in _billable(code, month):
        what = SERVICES[d.svc][0].split(",")[0]
        desc = f"{d.day:%d %b} {d.svc} {what}" + (" (failed, base fee)" if d.status == "Failed" else "")
        out.append(Line(d.ref, desc, d.parcels, d.km, d.charge))
    return out


def build_invoices() -> dict[str, Invoice]:
    out = {}
    monthly = _best("Monthly account", 11)
    inv = Invoice("KCC-2611-031", "monthly", date(2026, 12, 2), date(2027, 1, 1), CLIENT[monthly],
                  "1 - 30 November 2026", _delivery_lines(monthly, 11))
    out[inv.no] = inv
    legal = _best("Legal", 10, skip=(monthly,))
    inv = Invoice("KCC-2610-027", "grid", date(2026, 11, 3), date(2026, 11, 17), CLIENT[legal],
                  "October 2026", _delivery_lines(legal, 10))
    out[inv.no] = inv
    bundle = _best("Prepaid bundle", 11)
    drops = len(_billable(bundle, 11))
    inv = Invoice("KCC-2611-044", "bundle", date(2026, 11, 27), date(2026, 12, 4), CLIENT[bundle],
                  "December 2026 - February 2027")
    inv.lines.append(Line("PB-50", "Prepaid bundle, 50 drops, Dec 2026 - Feb 2027", 1, BUNDLE_PRICE, BUNDLE_PRICE))
    inv.lines.append(Line("PB-OVR", "November drops beyond the previous bundle", drops, OVERRUN_RATE,
                          round(drops * OVERRUN_RATE, 2)))
    inv.lines.append(Line("BOX-3", "Insulated courier box hire, 3 months", 3, 4.00, 12.00))
    out[inv.no] = inv
    return out


INVOICES = build_invoices()
