"""Fixed documents of Rothar Rua Cycle Co-operative (data/company17/): five supplier documents from five firms, each
reckoned its own way (per-line trade discounts and carriage, an EU reverse charge, a deposit taken off, VAT-exempt
rent beside a standard-rated service charge, an insurance levy with no VAT); the board's report for the third quarter
(July - September 2026), whose figures are counted from the job log, the hire log and the member register; and the
premises shortlist that only the `board` group may read. Member, job and hire records are in company17_data.py."""

from dataclasses import dataclass, field
from datetime import date

import company17_data as data

VAT = 0.23            # Irish standard rate
LEVY = 0.03           # levy on non-life insurance premiums


@dataclass
class Item:
    code: str
    desc: str
    qty: float
    price: float
    disc: float = 0.0     # per-line trade discount, percent
    vat: float = VAT      # 0.0 for exempt or reverse-charged lines

    @property
    def net(self) -> float:
        return round(self.qty * self.price * (1 - self.disc / 100), 2)


@dataclass
class Bill:
    no: str
    firm: str
    firm_address: str
    tax_no: str
    issued: date
    due: date
    attn: str              # the person the document is addressed to
    ref: str               # our order / policy / lease reference as the firm prints it
    items: list
    carriage: float = 0.0  # carriage or shipping, taxed like the goods
    deposit: float = 0.0   # paid when ordering, taken off at the end
    scheme_off: float = 0.0  # percent off the premium lines (the insurance broker's co-op scheme)
    notes: list = field(default_factory=list)

    @property
    def file(self) -> str:
        return self.no.replace("/", "-").replace(" ", "-") + ".pdf"

    @property
    def goods(self) -> float:
        return round(sum(i.net for i in self.items), 2)

    @property
    def discount(self) -> float:
        """The broker's scheme discount: a percentage of the premium lines (those coded PREM)."""
        return round(sum(i.net for i in self.items if i.code == "PREM") * self.scheme_off / 100, 2)

    @property
    def levy(self) -> float:
        premium = sum(i.net for i in self.items if i.code == "PREM") - self.discount
        return round(premium * LEVY, 2)

    @property
    def vat(self) -> float:
        taxed = sum(i.net for i in self.items if i.vat) + (self.carriage if any(i.vat for i in self.items) else 0)
        return round(taxed * VAT, 2)

    @property
    def total(self) -> float:
        return round(self.goods + self.carriage - self.discount + self.levy + self.vat, 2)

    @property
    def balance(self) -> float:
        return round(self.total - self.deposit, 2)


HOME = "Rothar Rua Cycle Co-operative, " + data.ADDRESS


def bills() -> dict[str, Bill]:
    out = [
        Bill("MCD-884107", "Madden Cycle Distribution Ltd", "Unit 14, Ballinlough Trade Park, Corrstown, Co. Laoisford",
             "IE 6388214K", date(2026, 8, 14), date(2026, 9, 30), "Aoife Ní Bhriain, Workshop Lead", "PO 2026-031",
             [Item("VX-CH11", "Velomax 11-speed chain, 116 links", 10, 24.90, 10),
              Item("GR-VB72", "Grippa V-brake pads, pair", 20, 6.40, 10),
              Item("CB-KIT2", "Brake cable and outer kit, road/MTB", 15, 7.80),
              Item("TL-3535", "Tourline 700x35c puncture-resistant tyre", 8, 31.50, 5),
              Item("IT-7028", "Inner tube 700x28-35c, presta valve", 40, 4.20, 15),
              Item("WK-CC32", "Chain wear gauge", 2, 14.95)],
             carriage=9.50,
             notes=["Terms: 30 days end of month.", "Trade discounts as agreed for co-operative accounts."]),
        Bill("KW-2026-0577", "Kroonwiel Onderdelen B.V.", "Vaartsche Rijn 88, 3521 XK Utrecht, Nederland",
             "NL 8612.44.190.B01", date(2026, 9, 2), date(2026, 10, 2), "Diarmuid Kelleher", "RR-CARGO-09",
             [Item("KW-4410", "Cargo box hinge set, stainless", 2, 27.50, vat=0.0),
              Item("KW-2270", "Roller brake 70 mm, front", 2, 46.00, vat=0.0),
              Item("KW-3105", "Double-leg stand, heavy duty", 2, 58.75, vat=0.0),
              Item("KW-1999", "Rain cover for cargo box, 2-seat", 1, 89.00, vat=0.0)],
             carriage=38.00,
             notes=["BTW verlegd / VAT reverse charged: article 196, Directive 2006/112/EC.",
                    "Customer VAT number IE 3391027TH."]),
        Bill("WBR 1192", "Westmore Battery Recell", "Ciarán Doocey t/a Westmore Battery Recell, 3 Forge Row, Ballyquin",
             "IE 2279145W", date(2026, 9, 21), date(2026, 10, 5), "Precious Sithole, Fleet", "Job sheet 1192",
             [Item("R36", "Recell 36V 13Ah frame battery (hire fleet RR-E02, RR-E04)", 2, 289.00),
              Item("R48", "Recell 48V 14Ah rack battery (hire fleet RR-E05)", 1, 349.00),
              Item("BMS", "Replace battery management board", 1, 65.00),
              Item("CAP", "Capacity test with printed report", 3, 15.00)],
             deposit=250.00,
             notes=["A deposit of EUR 250.00 was paid on 14/09/2026 when the packs were dropped in.",
                    "Recelled packs carry a 12-month warranty on the cells."]),
        Bill("KHE/RD/26/0412", "Kilbrannagh Harbour Estates DAC",
             "Harbour Office, Pier Road, Kilbrannagh, Co. Westmore",
             "IE 9044318P", date(2026, 9, 1), date(2026, 9, 29), "The Secretary", "Lease KHE-L-077",
             [Item("RENT", "Rent, Old Creamery ground floor, 1 Oct - 31 Dec 2026", 1, 4650.00, vat=0.0),
              Item("SVC", "Estate service charge (yard lighting, gates, CCTV), quarter", 1, 385.00),
              Item("WST", "Trade waste and recycling collection, quarter", 1, 96.00)],
             notes=["Rent is exempt from VAT; no option to tax has been exercised.",
                    "Pay by 29 September 2026, the quarter day, to avoid interest at 8% a year."]),
        Bill("SGI/DN/30518", "Sliabh Gorm Insurance Brokers", "12 Market Square, Ballyquin, Co. Westmore",
             "CBI ref C48811", date(2026, 7, 28), date(2026, 8, 11), "Niall Cashin, Treasurer",
             "Policy SG-CO-55120",
             [Item("PREM", "Public and products liability, limit EUR 6.5m", 1, 1140.00, vat=0.0),
              Item("PREM", "Employers' liability", 1, 520.00, vat=0.0),
              Item("PREM", "Hire fleet, all risks, 16 bicycles", 1, 890.00, vat=0.0),
              Item("FEE", "Broker fee", 1, 50.00, vat=0.0)],
             scheme_off=7.5,
             notes=["Insurance is exempt from VAT. The 3% levy is charged on premiums after discount, not on the "
                    "broker fee.", "Cover runs 1 August 2026 - 31 July 2027."]),
    ]
    return {b.no: b for b in out}


# ---------------------------------------------------------------- board report, third quarter (July - September 2026)

QUARTER = (7, 8, 9)
# stated by the coordinator, not in any log
VOLUNTEER_HOURS = 1184
EARN_A_BIKE = (29, 21, 3465.00)    # donated bikes refurbished, sold, takings from them


def quarter_facts() -> dict:
    jobs = [j for j in data.jobs() if j.month in QUARTER]
    hires = data.hires()
    joined = [m for m in data.MEMBERS if m.joined.year == data.YEAR and m.joined.month in QUARTER]
    return {"jobs": len(jobs), "takings": data.total(j.total for j in jobs),
            "members_jobs": sum(1 for j in jobs if j.member), "hires": len(hires),
            "bike_days": sum(h.days for h in hires), "hire_income": data.total(h.charge for h in hires),
            "extras": data.total(h.extra for h in hires), "new_members": len(joined),
            "members_end": sum(1 for m in data.MEMBERS if m.joined <= date(data.YEAR, 9, 30))}


# ---------------------------------------------------------------- premises shortlist (board only)


@dataclass
class Site:
    name: str
    landlord: str
    sq_m: int
    rent: int            # euro a year
    lease: int           # years offered
    fit_out: int         # estimated euro
    status: str
    note: str = ""


def sites() -> list[Site]:
    return [
        Site("Unit 3, Weighbridge Yard", "Kilbrannagh Harbour Estates DAC", 240, 26400, 10, 18000, "Preferred",
             "ground floor, roller door, 6 parking spaces"),
        Site("Former Bannon's Garage, Castle Street", "Private (E. Bannon)", 310, 31500, 15, 42000, "Viewing booked",
             "needs new roof; forecourt suits hire racks"),
        Site("Railway Goods Shed", "Westmore County Council", 420, 12000, 25, 95000, "Expression of interest",
             "council wants community use; listed building"),
        Site("Millfield Retail Park, Unit 9", "Corrstown Property Fund", 180, 29800, 5, 9000, "Rejected",
             "no cycle access from the greenway"),
        Site("Stay at the Old Creamery", "Kilbrannagh Harbour Estates DAC", 150, 18600, 3, 0, "Fallback",
             "rent review to 18,600 from January"),
    ]
