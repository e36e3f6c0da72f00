"""Invoices of Ardcarrow Boatyard Ltd (data/company21/invoices/): a yard work invoice (AB-26-0412), a winter storage
invoice (AB-26-0437) and a paint supplier's invoice to the yard (SMC-077154). Lines come from company21_data.py's
job sheet and hardstanding register; deterministic."""

import sys
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from company21_data import ACCT, FIRM, FIRMS, JOBS, LABOUR_RATE, OPS, REGISTER, VAT_RATE, Account  # noqa: E402


@dataclass
class Line:
    code: str
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
    to: list
    ref: str
    lines: list = field(default_factory=list)
    extra: dict = field(default_factory=dict)

    @property
    def net(self) -> float:
        return round(sum(x.net for x in self.lines), 2)

    @property
    def vat(self) -> float:
        return round(self.net * VAT_RATE, 2)

    @property
    def total(self) -> float:
        return round(self.net + self.vat, 2)



def build_invoices() -> dict[str, Invoice]:
    out = {}
    # yard work invoice: the account with the most closed jobs 1 Oct - 15 Nov (first by account number on a tie)
    window = [j for j in JOBS if j.state == "Closed" and date(2026, 10, 1) <= j.day <= date(2026, 11, 15)]
    counts = {}
    for j in window:
        counts[j.acct.no] = counts.get(j.acct.no, 0) + 1
    no = sorted(counts, key=lambda k: (-counts[k], k))[0]
    a = ACCT[no]
    inv = Invoice("AB-26-0412", "work", date(2026, 11, 18), date(2026, 12, 9),
                  [a.owner, f"{rng_street(a)}", "Co. Cork"], a.no)
    for j in window:
        if j.acct.no == no:
            inv.lines.append(Line(j.wo, f"{j.day:%d %b}: {OPS[j.op][0]}", j.hrs, LABOUR_RATE, j.net))
    inv.extra["boat"] = a.boat
    out[inv.no] = inv
    # winter storage invoice: a firm or club with a boat ashore (else the first register row)
    firm_rows = [r for r in REGISTER if r.acct.owner in FIRMS]
    r = firm_rows[0] if firm_rows else REGISTER[0]
    a = r.acct
    inv = Invoice("AB-26-0437", "storage", date(2026, 11, 27), date(2027, 1, 15),
                  [a.owner, "FAO Treasa Noonan, Accounts", rng_street(a), "Co. Cork"], a.no)
    per_m = 14.50
    inv.lines.append(Line("HS-6", f"Hardstanding, bay {r.bay}: {a.loa:.1f} m x 6 months x EUR {per_m:.2f}",
                          6, round(a.loa * per_m, 2), round(a.loa * per_m * 6, 2)))
    if r.support != "Trailer":
        inv.lines.append(Line("CR-6", f"{r.support} hire, 6 months", 6, 22.0, 132.0))
    inv.lines.append(Line("PW-1", "Shore power and water, winter season", 1, 48.0, 48.0))
    inv.extra.update(boat=a.boat, bay=r.bay, period="1 Nov 2026 - 30 Apr 2027")
    out[inv.no] = inv
    # supplier invoice to the yard
    inv = Invoice("SMC-077154", "supplier", date(2026, 9, 18), date(2026, 10, 18),
                  [FIRM, "Accounts Payable", "The Slip", "Kilbrannock Harbour", "Co. Cork P72 XK40"], "PO 2611")
    for code, desc, qty, price in (("AF-25R", "Tidegard Eroding Antifouling 2.5 L, red", 24, 118.40),
                                   ("AF-25B", "Tidegard Eroding Antifouling 2.5 L, navy", 12, 118.40),
                                   ("PR-750", "Epoxy Primer 750 ml", 10, 42.90),
                                   ("TH-1", "Thinners No. 3, 1 L", 8, 14.20),
                                   ("RL-10", "Mohair rollers 4 in, pack of 10", 6, 19.75)):
        inv.lines.append(Line(code, desc, qty, price, round(qty * price, 2)))
    inv.extra["issuer"] = "Sealine Marine Coatings Ltd"
    inv.extra["issuer_address"] = "Unit 7, Ringaskiddy Business Park, Co. Cork"
    out[inv.no] = inv
    return out


def rng_street(a: Account) -> str:
    streets = ["Harbour View", "Chapel Hill", "The Strand", "Quay Road", "Lighthouse Lane", "Fort Road"]
    n = int(a.no[2:])
    return f"{n % 37 + 2} {streets[n % len(streets)]}, Kilbrannock"


INVOICES = build_invoices()
