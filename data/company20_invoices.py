"""Invoices of Thistlemoor Pest Control Ltd (data/company20/invoices/): a pay-as-you-go invoice for one customer's May
call-outs and a quarterly contract invoice (both in the firm's own TPC-26-.... series), and a supplier's invoice for
store stock. Lines come from company20_data.py's visit log and store register; deterministic."""

import sys
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import company20_data as data  # noqa: E402
from company20_data import YEAR  # noqa: E402


@dataclass
class Line:
    code: str
    desc: str
    qty: float
    price: float

    @property
    def net(self) -> float:
        return round(self.qty * self.price, 2)


@dataclass
class Invoice:
    no: str
    issuer: str
    issuer_address: str
    bill_to: list           # lines of the bill-to block, first the name
    issued: date
    due: date
    ref: str                # customer ref / account / order
    lines: list
    period: str = ""
    deliver_to: list = field(default_factory=list)
    vat_rate: float = data.VAT_RATE
    notes: list = field(default_factory=list)

    @property
    def file(self) -> str:
        return self.no + ".pdf"

    @property
    def net(self) -> float:
        return round(sum(x.net for x in self.lines), 2)

    @property
    def vat(self) -> float:
        return round(self.net * self.vat_rate, 2)

    @property
    def total(self) -> float:
        return round(self.net + self.vat, 2)


def _visit_line(v: data.Visit) -> Line:
    if v.status == "No access":
        desc = f"{v.day:%d/%m} - no access, aborted visit fee"
    else:
        desc = f"{v.day:%d/%m} - {data.PESTS[v.pest].lower()}, {v.points} {data.POINT_UNIT[v.pest]}"
    return Line(v.job, desc, 1, v.charge)


def payg_customer() -> data.Customer:
    """The pay-as-you-go customer with the most May visits (ties by ref): billed on the first invoice."""
    counts = {}
    for v in data.VISITS:
        if v.month == 5 and not v.customer.contract:
            counts[v.cust] = counts.get(v.cust, 0) + 1
    return data.BY_REF[sorted(counts, key=lambda r: (-counts[r], r))[0]]


CONTRACT_FEE = {"School": 390.00, "Care home": 420.00, "Farm": 465.00, "Hotel": 440.00, "Housing": 510.00,
                "Offices": 360.00, "Food business": 375.00}


def contract_customer() -> data.Customer:
    """The contract customer with the most visits April - June (ties by ref): billed on the quarterly invoice."""
    counts = {}
    for v in data.VISITS:
        if v.month >= 4 and v.customer.contract:
            counts[v.cust] = counts.get(v.cust, 0) + 1
    return data.BY_REF[sorted(counts, key=lambda r: (-counts[r], r))[0]]


def _payg(no: str) -> Invoice:
    c = payg_customer()
    rows = [v for v in data.VISITS if v.cust == c.ref and v.month == 5]
    issued = date(YEAR, 6, 3)
    return Invoice(no, data.FIRM, data.ADDRESS, [c.name, f"Attn: {c.contact}", f"{c.district}, Lowdby"], issued,
                   data.plus_days(issued, 14), c.ref, [_visit_line(v) for v in rows], period=f"May {YEAR}",
                   notes=["Pay-as-you-go call-outs are invoiced at the start of the following month.",
                          "Payment within 14 days, please, by bank transfer to Thistlemoor Pest Control Ltd, "
                          "sort code 40-18-22, account 71639048, quoting the invoice number."])


def _contract(no: str) -> Invoice:
    c = contract_customer()
    rows = [v for v in data.VISITS if v.cust == c.ref and v.month >= 4]
    issued = date(YEAR, 6, 30)
    lines = [Line("SC-Q2", f"Service contract, April - June {YEAR}: routine inspections, bait point checks "
                  "and reports", 1, CONTRACT_FEE[c.sector])]
    lines += [_visit_line(v) for v in rows]
    return Invoice(no, data.FIRM, data.ADDRESS, [c.name, f"FAO {c.contact}", f"{c.district}, Lowdby"], issued,
                   data.plus_days(issued, 30), c.ref, lines, period=f"1 April - 30 June {YEAR}",
                   notes=["Call-outs are charged at the contract rate (20% below the price list).",
                          "Terms: 30 days from the invoice date."])


SUPPLY = [("RD-01", 4, 58.40), ("RD-04", 6, 31.75), ("IN-01", 8, 22.90), ("IN-03", 24, 7.85), ("TD-03", 20, 6.10),
          ("MN-03", 2, 18.50), ("PP-02", 3, 14.20)]


def _supplier(no: str) -> Invoice:
    lines = [Line(code, f"{data.PRODUCT_BY_CODE[code].name} ({data.PRODUCT_BY_CODE[code].pack})", qty, each)
             for code, qty, each in SUPPLY]
    issued = date(YEAR, 5, 14)
    return Invoice(no, "Ashgrove Hygiene Supplies Ltd", "Ashgrove Works, Canal Street, Brenley BN4 8HT",
                   [data.FIRM, "Accounts payable", data.ADDRESS], issued, date(YEAR, 6, 13), "PO 26-0193",
                   lines, deliver_to=[data.FIRM, "Chemical store (goods in)", data.ADDRESS],
                   notes=["Account THI-0042. Goods remain our property until paid for in full.",
                          "Professional use only: rodenticides supplied to CRRU-certified users."])


def invoices() -> dict[str, Invoice]:
    bills = (_payg("TPC-26-0614"), _contract("TPC-26-0671"), _supplier("AHS-558214"))
    return {b.no: b for b in bills}
