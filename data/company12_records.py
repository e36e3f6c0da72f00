"""Seeded documents of Harrowden Vale Museums & Archives (data/company12/): the outgoing object loan agreements,
the half-year visitor report and the donor pledges (the `development` team only). School visits and the search
room log are in company12_data.py."""

from dataclasses import dataclass
from datetime import date

# ---------------------------------------------------------------- object loan agreements (PDFs)


@dataclass
class Loan:
    ref: str           # "LOAN/26/031" (file LOAN-26-031.pdf)
    borrower: str
    exhibition: str
    start: date
    end: date
    courier: str       # who accompanies the objects
    approved_by: str
    fee: float         # loan administration fee in GBP
    items: list        # (object number, description, condition, insurance value GBP)

    @property
    def file(self) -> str:
        return self.ref.replace("/", "-") + ".pdf"

    @property
    def insured(self) -> float:
        return round(sum(i[3] for i in self.items), 2)


def loans() -> list[Loan]:
    return [
        Loan("LOAN/26/031", "Castlebury Town Council (Guildhall gallery)", "Rope and River: 300 years of Castlebury",
             date(2026, 4, 14), date(2026, 9, 30), "Kofi Mensah", "Dr Miriam Sowerby", 150.00,
             [("HVM.1987.112.3", "Ropemaker's top, beech, 19th c.", "Good", 850.00),
              ("HVM.1987.112.7", "Hemp hackle with iron pins", "Fair - pins loose", 1200.00),
              ("HVM.2004.31", "Painted trade sign 'J. Tull & Sons, Ropers'", "Good", 4500.00),
              ("RWM.2011.8.1", "Photograph album, Ropewalk Mill staff 1908", "Fragile", 2750.00)]),
        Loan("LOAN/26/034", "University of Mercia, Weston Library", "Evacuees: the children who came to the Vale",
             date(2026, 5, 5), date(2026, 11, 28), "Esther Blundell", "Dr Miriam Sowerby", 220.00,
             [("HVM.1995.60.2", "Evacuee's cardboard suitcase with label", "Fair", 600.00),
              ("HVM.1995.60.5", "Gas mask in tin case", "Good", 350.00),
              ("CRO/D/WVS/14", "WVS billeting register, Millbeck 1939-41", "Fragile - cradle needed", 6800.00),
              ("HVM.2019.4", "Child's knitted jumper, wartime ration wool", "Good", 280.00),
              ("HVM.2019.9.1", "Letter home from evacuee, 1940", "Fragile", 1500.00)]),
        Loan("LOAN/26/038", "Stowford Heritage Centre", "Stowford Roman villa revisited",
             date(2026, 6, 2), date(2027, 1, 16), "Kofi Mensah", "Alan Treharne", 120.00,
             [("HVM.1962.7.14", "Samian ware bowl, repaired", "Stable", 3200.00),
              ("HVM.1962.7.21", "Bronze brooch (trumpet type)", "Good", 2400.00),
              ("HVM.1962.7.30", "Mosaic panel fragment, 40 x 55 cm", "Stable - heavy", 18500.00)]),
        Loan("LOAN/26/041", "Millbeck Village Hall Trust", "Millbeck remembers: 1926 General Strike",
             date(2026, 7, 20), date(2026, 8, 31), "Rhiannon Lusk", "Alan Treharne", 60.00,
             [("CRO/P/MIL/2/6", "Millbeck parish magazine, May 1926", "Good", 150.00),
              ("HVM.2008.55", "Strike committee banner, painted cotton", "Fragile - flat only", 9000.00),
              ("HVM.2008.56.1", "Enamel union badge", "Good", 90.00)]),
    ]

# ---------------------------------------------------------------- half-year visitor report, January - June 2026


@dataclass
class SiteFigures:
    site: str
    open_days: int
    visitors: int
    pupils: int
    events: int
    shop: float
    donations: float


def report_sites() -> list[SiteFigures]:
    return [
        SiteFigures("Harrowden Vale Museum", 148, 21460, 1322, 19, 18340.25, 3115.60),
        SiteFigures("Ropewalk Mill", 96, 9875, 941, 12, 7422.80, 1804.15),
        SiteFigures("County Record Office (search room)", 101, 1764, 218, 6, 912.40, 388.00),
        SiteFigures("Castle Street Gallery (seasonal)", 44, 3981, 0, 4, 2266.00, 742.55),
    ]

# ---------------------------------------------------------------- donor pledges 2026 (development team only)


@dataclass
class Pledge:
    donor: str
    fund: str
    pledged: float
    received: float
    gift_aid: bool


def pledges() -> list[Pledge]:
    return [
        Pledge("The Pelham Trust", "Ropewalk roof appeal", 15000.00, 10000.00, False),
        Pledge("Mr & Mrs G. Astbury", "Ropewalk roof appeal", 2500.00, 2500.00, True),
        Pledge("Vale Building Society", "Learning programme", 6000.00, 3000.00, False),
        Pledge("Dr Ruth Kessler", "Acquisitions fund", 1200.00, 1200.00, True),
        Pledge("Friends of Harrowden Museum", "Acquisitions fund", 4000.00, 1500.00, False),
        Pledge("Anonymous (via solicitor)", "Ropewalk roof appeal", 20000.00, 0.00, False),
        Pledge("Mrs Iris Fenwick", "Learning programme", 750.00, 750.00, True),
    ]
