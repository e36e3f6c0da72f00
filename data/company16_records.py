"""Fixed documents of Tarnbrook Valley Food Bank (data/company16/): five supplier invoices from five firms, each with
its own number format, field labels and totals lines; the trustees' report for the autumn quarter (September -
November 2026), whose per-centre table is counted from the parcel issue log; and the funding bids sheet (the
`trustees` group only). The agencies, the parcel issue log and the intake log are in company16_data.py."""

from dataclasses import dataclass, field
from datetime import date, timedelta

import company16_data as data

VAT_RATE = 0.20
HOME = "Tarnbrook Valley Food Bank, Unit 4 Millrace Yard, Stanecliffe TV3 8QN"

# ---------------------------------------------------------------- supplier invoices (PDFs)


@dataclass
class Supplier:
    name: str
    address: str
    vat_no: str
    colour: tuple
    labels: dict       # the supplier's own words for the grid fields


@dataclass
class Line:
    desc: str
    qty: float
    unit: str
    price: float
    vat: str = "S"     # S = standard rate 20%, Z = zero-rated (most food)

    @property
    def amount(self) -> float:
        return round(self.qty * self.price, 2)


@dataclass
class Invoice:
    no: str
    supplier: Supplier
    day: date
    terms: int         # days to pay
    to: str            # whom the invoice is addressed to (the FAO line)
    to_address: str
    po: str
    deliver_to: str
    account: str
    lines: list
    discount_pct: float = 0.0   # charity discount taken off the goods before VAT
    deposit: float = 0.0        # paid when ordering, taken off the total
    notes: list = field(default_factory=list)

    @property
    def file(self) -> str:
        return self.no + ".pdf"

    @property
    def due(self) -> date:
        return self.day + timedelta(days=self.terms)

    @property
    def goods(self) -> float:
        return round(sum(x.amount for x in self.lines), 2)

    @property
    def discount(self) -> float:
        assert not (self.discount_pct and self.zero_rated), "a discount only on standard-rated work"
        return round(self.goods * self.discount_pct / 100, 2)

    @property
    def net(self) -> float:
        return round(self.goods - self.discount, 2)

    @property
    def zero_rated(self) -> float:
        return round(sum(x.amount for x in self.lines if x.vat == "Z"), 2)

    @property
    def standard_rated(self) -> float:
        """Standard-rated goods after the discount (the discount is taken off them: zero-rated goods carry none)."""
        return round(self.net - self.zero_rated, 2)

    @property
    def vat(self) -> float:
        return round(self.standard_rated * VAT_RATE, 2)

    @property
    def total(self) -> float:
        return round(self.net + self.vat, 2)

    @property
    def balance(self) -> float:
        """What is still to pay: the total less any deposit."""
        return round(self.total - self.deposit, 2)


SUPPLIERS = {
    "CCC": Supplier("Crossgate Cash & Carry", "Crossgate Trading Park, Wharf Road, Tarnmouth TM2 6LE",
                    "GB 614 2207 39", (150, 40, 30),
                    {"no": "Invoice No", "date": "Tax point", "due": "Payment due", "to": "Sold to", "po": "Order ref",
                     "ship": "Delivered to", "acct": "Account"}),
    "PVL": Supplier("Penwick Van Leasing Ltd", "Penwick House, 12 Canal Street, Oldbridge OB4 1AX", "GB 377 5120 84",
                    (20, 70, 140),
                    {"no": "Invoice number", "date": "Invoice date", "due": "DD collection date", "to": "Lessee",
                     "po": "Agreement", "ship": "Vehicle", "acct": "Customer no."}),
    "GPS": Supplier("Greyfell Print Studio", "The Old Chapel, Greyfell Lane, Holmbridge TV1 4JD", "GB 298 6641 02",
                    (90, 30, 110),
                    {"no": "Invoice", "date": "Date", "due": "Please pay by", "to": "Client", "po": "Your PO",
                     "ship": "Job", "acct": "Client code"}),
    "CHH": Supplier("Coldharbour Chill Hire", "Unit 9, Coldharbour Business Park, Tarnmouth TM5 3RP",
                    "GB 452 8830 17", (0, 110, 120),
                    {"no": "Invoice ref", "date": "Issued", "due": "Balance due by", "to": "Hirer",
                     "po": "Purchase order", "ship": "Site", "acct": "Hire contract"}),
    "MRS": Supplier("Maple Racking Systems", "4 Furnace Row, Oldbridge OB2 7HS", "GB 331 0458 96", (60, 90, 40),
                    {"no": "Invoice No.", "date": "Invoice date", "due": "Due date", "to": "Invoice to",
                     "po": "Customer PO", "ship": "Installed at", "acct": "Quote ref"}),
}

WAREHOUSE = "Unit 4 Millrace Yard, Stanecliffe TV3 8QN"


def invoices() -> list[Invoice]:
    return [
        Invoice("CCC-0488173", SUPPLIERS["CCC"], date(2026, 10, 27), 30, "Dev Mistry, Warehouse Manager", HOME,
                "TVFB-PO-0412", WAREHOUSE, "TAR0193",
                [Line("UHT semi-skimmed milk 1 l x 12", 14, "case", 9.48, "Z"),
                 Line("Chopped tomatoes 400 g x 24", 10, "case", 11.76, "Z"),
                 Line("Long-grain rice 1 kg x 10", 8, "case", 12.90, "Z"),
                 Line("Baked beans 415 g x 24", 12, "case", 13.44, "Z"),
                 Line("Toilet rolls 9-pack x 5", 6, "case", 14.25, "S"),
                 Line("Washing-up liquid 450 ml x 12", 4, "case", 8.40, "S")],
                notes=["Zero-rated food (Z) carries no VAT; household goods (S) at 20%.",
                       "Goods remain our property until paid for in full."]),
        Invoice("PVL2611-093", SUPPLIERS["PVL"], date(2026, 11, 2), 14, "The Treasurer, Mr Alan Horsfall", HOME,
                "LA-22817", "Ford Transit Custom YD72 KXT (mobile van)", "C-40562",
                [Line("Contract hire rental, November 2026", 1, "month", 412.50),
                 Line("Maintenance package, November 2026", 1, "month", 38.00),
                 Line("Excess mileage, October 2026 (318 miles over)", 318, "mile", 0.12)],
                notes=["This invoice will be collected by Direct Debit on the date shown. No action is needed.",
                       "Excess mileage is charged one month in arrears at GBP 0.12 a mile."]),
        Invoice("GPS-4471", SUPPLIERS["GPS"], date(2026, 10, 14), 21, "Revd Clare Ashdown, Centre Lead",
                "Holmbridge Methodist Hall, 22 Chapel Street, Holmbridge TV1 2BW", "TVFB-PO-0398",
                "Referral voucher books and winter posters", "TVFB",
                [Line("Referral voucher books, 50 triplicate sets", 40, "book", 6.85),
                 Line("A3 posters 'Warm spaces and food help this winter'", 60, "each", 1.20),
                 Line("A5 leaflets, 4 languages, 2,000 run", 1, "run", 146.00),
                 Line("Artwork amendments", 2, "hr", 32.00)],
                discount_pct=10.0,
                notes=["10% registered-charity discount applied to all work.",
                       "Voucher books are numbered TVF-6001 to TVF-8000."]),
        Invoice("CHH-26-0318", SUPPLIERS["CHH"], date(2026, 11, 9), 28, "Jean Pennock, Operations Coordinator",
                HOME, "TVFB-PO-0421", WAREHOUSE, "HC-1174",
                [Line("Walk-in chiller 2.4 m hire, 9 Nov - 6 Dec 2026", 4, "week", 95.00),
                 Line("Delivery, installation and commissioning", 1, "each", 120.00),
                 Line("Temperature logger with weekly report", 4, "week", 6.50),
                 Line("Collection at end of hire", 1, "each", 85.00)],
                deposit=150.00,
                notes=["A deposit of GBP 150.00 was paid with the order and has been deducted.",
                       "The hirer must keep the chiller door clear and report faults on 01632 960990."]),
        Invoice("MRS0001276", SUPPLIERS["MRS"], date(2026, 11, 20), 14, "Dev Mistry, Warehouse Manager", HOME,
                "TVFB-PO-0427", WAREHOUSE, "Q-2026-0088",
                [Line("Longspan shelving bay 2000 x 1800 x 600, 4 levels", 6, "bay", 168.00),
                 Line("Extra shelf level with chipboard deck", 8, "each", 24.50),
                 Line("Bay load notice and end-frame protector", 6, "set", 11.75),
                 Line("Installation (2 fitters, half day)", 1, "job", 240.00)],
                notes=["Safe working load 250 kg per level, evenly spread.",
                       "Free inspection of the installation after 12 months."]),
    ]


# ---------------------------------------------------------------- trustees' report, autumn quarter (Sep - Nov 2026)

QUARTER = (9, 10, 11)
# centre: (volunteer hours given in the quarter, households new to the food bank in the quarter)
VOLUNTEERS = {"HMH": (612, 23), "SCC": (548, 31), "KLA": (301, 12), "MOB": (164, 5)}


@dataclass
class CentreLine:
    code: str
    name: str
    sessions: int
    parcels: int
    people: int
    hours: int
    new: int


def report_table() -> list[CentreLine]:
    rows = [r for r in data.issues() if r.month in QUARTER]
    held = [s for s in data.sessions() if s[0].month in QUARTER]
    out = []
    for code, (name, _, _) in data.CENTRES.items():
        mine = [r for r in rows if r.centre == code]
        out.append(CentreLine(code, name, sum(1 for s in held if s[1] == code), len(mine),
                              sum(r.people for r in mine), *VOLUNTEERS[code]))
    return out


def quarter_facts() -> dict:
    rows = [r for r in data.issues() if r.month in QUARTER]
    stock = data.intake()
    return {"parcels": len(rows), "people": sum(r.people for r in rows),
            "children": sum(r.children for r in rows), "fuel": data.total(r.fuel for r in rows),
            "fuel_n": sum(1 for r in rows if r.fuel), "donated": data.total(i.kg for i in stock),
            "intakes": len(stock), "given_kg": data.total(r.kg for r in rows)}


# ---------------------------------------------------------------- funding bids 2026-27 (trustees only)


@dataclass
class Bid:
    funder: str
    purpose: str
    submitted: date
    asked: int
    decision: str      # "Awarded" / "Declined" / "Pending"
    awarded: int | None  # None = no award (pending or declined)
    lead: str
    note: str = ""


def bids() -> list[Bid]:
    return [
        Bid("Tarn Valley Community Foundation", "Winter fuel top-up vouchers", date(2026, 6, 12), 8000, "Awarded",
            6500, "Alan Horsfall", "paid in two halves, Oct and Jan"),
        Bid("Oldbridge & District Round Table", "Mobile van running costs", date(2026, 7, 3), 2500, "Awarded", 2500,
            "Jean Pennock"),
        Bid("Northern Grocers' Charitable Trust", "Chiller and warehouse shelving", date(2026, 7, 21), 5200, "Awarded",
            4000, "Dev Mistry", "shelving only; chiller not funded"),
        Bid("Northern Communities Small Grants", "Volunteer training and DBS checks", date(2026, 8, 14), 9800,
            "Pending", None, "Clare Ashdown", "decision due Jan 2027"),
        Bid("Tarn Valley Council Household Support Fund", "Food purchase to cover winter shortfall", date(2026, 9, 2),
            15000, "Awarded", 12000, "Alan Horsfall"),
        Bid("Kirkwent Rotary Club", "Kettle boxes and baby packs", date(2026, 9, 18), 1200, "Declined", None,
            "Jean Pennock", "fund closed early; reapply April"),
        Bid("Brightways Community Grants", "Holiday hunger packs for schools", date(2026, 10, 6), 3000, "Pending",
            None, "Clare Ashdown"),
        Bid("Tarnmouth Building Society Foundation", "Part-time warehouse assistant (1 year)", date(2026, 10, 30),
            18500, "Pending", None, "Alan Horsfall", "interview with panel 9 Dec"),
    ]
