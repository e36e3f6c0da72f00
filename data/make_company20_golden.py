"""Write data/golden/company20-test.jsonl: 30 questions over data/company20/ (Thistlemoor Pest Control Ltd, a pest
control firm), written by a helper without reading the engine. Every expected number is computed here from the
generator's records (company20_data.py, company20_invoices.py), never by hand and never from Tally's output.
Run: `python data/make_company20.py && python data/make_company20_golden.py`."""

import sys
from collections import Counter
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from golden_lines import (dates, due_words, entry as q, first_page, help_entry, refusal as refuse,  # noqa: E402
                          unique_best, write_frozen)
import company20_data as data  # noqa: E402
from company20_invoices import invoices  # noqa: E402

OUT = Path(__file__).resolve().parent / "golden" / "company20-test.jsonl"
WRITTEN = "Fri Dec  4 16:04:25 UTC 2026"
HEADER = f"// written {WRITTEN} by helper company20 without reading the engine, frozen before any run"

LOG = {"doc": "jobs/visit_log_mar-jun_2026.xlsx", "sheet": "Visits"}
CUSTOMERS = {"doc": "customers/customer_accounts.csv"}
REGISTER = {"doc": "store/store_register_2026-06-30.pdf"}
INVOICES = "invoices/"
HELP = "snareline-help/"

howto = partial(help_entry, HELP)
bill_doc = partial(first_page, INVOICES)


def total(values) -> float:
    return round(sum(v or 0 for v in values), 2)


def mean(values) -> float:
    values = list(values)
    return round(sum(values) / len(values), 2)


def jobs(rows: list) -> str:
    return ", ".join(getattr(r, "job", None) or getattr(r, "code") for r in rows)


def name_key(name: str) -> str:
    """A keyword that identifies a customer: the first word of its name that is not a title or an article."""
    words = [w.removesuffix("'s") for w in name.replace("&", " ").split()]
    return next(w for w in words if w.lower() not in ("the", "mr", "mrs", "ms", "st", "lowdby"))


def when(day) -> str:
    """A date as keyword alternatives: the short forms of due_words and the long ones of dates, each once."""
    return "|".join(dict.fromkeys(due_words(day).split("|") + dates(day).split("|")))


def register_page(code: str) -> int:
    """The page of the store register a product's row is printed on (30 rows on page 1)."""
    index = [p.code for p in data.PRODUCT_LIST].index(code)
    return 1 if index < 30 else 2


def month_year(day) -> str:
    """A use-by month in the ways an answer may write it: Jun 2028, June 2028, 06/2028, 2028-06."""
    return "|".join([f"{day:%b %Y}", f"{day:%B %Y}", f"{day:%m/%Y}", f"{day:%Y-%m}"])


def sources() -> tuple:
    """The records both question sets are computed from: visits, customers by ref, store products, invoices."""
    return data.VISITS, data.BY_REF, data.PRODUCT_LIST, invoices()


def questions() -> list[dict]:
    visits, cust, products, bills = sources()
    out = []

    # ------------------------------------------------ table_count (6: month, code in words, blank, status, tech; RU)
    april = [v for v in visits if v.month == 4]
    out.append(q("c20t-count-april", "How many call-outs did we go out on in April?", "table_count",
                 {"number": len(april)}, LOG, f"log rows dated in April 2026: {jobs(april)}"))
    wasps = [v for v in visits if v.pest == "WS"]
    out.append(q("c20t-count-wasps", "How many wasp nest jobs have there been since the start of March?",
                 "table_count", {"number": len(wasps)}, LOG,
                 f"log rows with Pest = WS (Key sheet: {data.PESTS['WS']}), March - June: {jobs(wasps)}"))
    unsigned = [v for v in visits if v.status == ""]
    out.append(q("c20t-count-unsigned", "How many visit reports are still waiting to be signed off by the tech?",
                 "table_count", {"number": len(unsigned)}, LOG,
                 f"log rows with Status blank (Key: blank = technician has not signed off the report yet), all four "
                 f"months: {jobs(unsigned)}"))
    revisit = [v for v in visits if v.month == 4 and v.status == "Revisit"]
    out.append(q("c20t-count-april-revisit", "Out of April's visits, how many needed us to go back again?",
                 "table_count", {"number": len(revisit)}, LOG,
                 f"April log rows with Status = Revisit (Key: follow-up booked): {jobs(revisit)}"))
    kp_may = [v for v in visits if v.tech == "KP" and v.month == 5]
    out.append(q("c20t-uk-kasia-may", "Скільки виїздів зробила Kasia Pawlak у травні?", "table_count",
                 {"number": len(kp_may)}, LOG,
                 f"Ukrainian: May log rows with Tech = KP (Key sheet: KP = {data.TECHS['KP']}): {jobs(kp_may)}"))
    mice_march = [v for v in visits if v.pest == "MS" and v.month == 3]
    out.append(q("c20t-ru-mice-march", "Сколько было выездов по мышам в марте?", "table_count",
                 {"number": len(mice_march)}, LOG,
                 f"Russian: March log rows with Pest = MS (Key: {data.PESTS['MS']}): {jobs(mice_march)}"))

    # ------------------------------------------------ table_sum (5)
    may = [v for v in visits if v.month == 5]
    out.append(q("c20t-sum-may", "What did May's visits come to in charges, before VAT?", "table_sum",
                 {"number": total(v.charge for v in may), "tolerance": 0.5}, LOG,
                 f"sum of Chg £ (net of VAT) over the {len(may)} rows dated in May, whatever the Status"))
    ants = [v for v in visits if v.pest == "AN"]
    assert all(v.points for v in ants), "an ant job with no access would make the average ambiguous"
    out.append(q("c20t-avg-ant-points", "On an ant job, how many gel points do we put down on average?",
                 "table_sum", {"number": mean(v.points for v in ants), "tolerance": 0.05}, LOG,
                 f"mean of Pts over the {len(ants)} rows with Pest = AN (Key: Pts counts gel points), "
                 f"{sum(v.points for v in ants)} points in all; no ant job was a no-access visit"))
    roaches = [v for v in visits if v.pest == "CR"]
    out.append(q("c20t-sum-cockroach", "How much money have cockroach treatments brought in over the four months?",
                 "table_sum", {"number": total(v.charge for v in roaches), "tolerance": 0.5}, LOG,
                 f"sum of Chg £ over the {len(roaches)} rows with Pest = CR ({jobs(roaches)}), including any "
                 "no-access fee"))
    mice_april = [v for v in visits if v.pest == "MS" and v.month == 4]
    out.append(q("c20t-sum-mouse-boxes-april", "How many mouse boxes and traps did we set out in April in total?",
                 "table_sum", {"number": sum(v.points for v in mice_april)}, LOG,
                 f"sum of Pts over the {len(mice_april)} April rows with Pest = MS (rows, not points, would be "
                 f"{len(mice_april)}): {jobs(mice_april)}"))
    march = [v for v in visits if v.month == 3]
    out.append(q("c20t-avg-march-charge", "On average, what did a March visit cost the customer?", "table_sum",
                 {"number": mean(v.charge for v in march), "tolerance": 0.05}, LOG,
                 f"mean of Chg £ over the {len(march)} March rows ({total(v.charge for v in march):.2f} in all); "
                 "tolerance 0.05"))

    # ------------------------------------------------ table_argmax (3)
    by_cust = Counter()
    for v in visits:
        by_cust[v.cust] += v.charge
    ref, amount = unique_best(by_cust)
    name = cust[ref].name
    out.append(q("c20t-argmax-customer", "Which customer have we charged the most for visits since March?",
                 "table_argmax", {"keywords": [f"{name_key(name)}|{ref}"]}, LOG,
                 f"{name} ({ref}): {amount:.2f} Chg £ summed by Cust ID; runner-up "
                 f"{sorted(by_cust.values())[-2]:.2f}"))
    by_tech = Counter(v.tech for v in visits)
    tech, n = unique_best(by_tech)
    out.append(q("c20t-argmax-tech-visits", "Who's been our busiest technician, going by the number of visits?",
                 "table_argmax", {"keywords": [f"{data.TECHS[tech].split()[-1]}|{tech}"]}, LOG,
                 f"{data.TECHS[tech]} ({tech} on the Key sheet): {n} rows; counts by Tech {dict(by_tech)}"))
    by_month = Counter()
    for v in visits:
        by_month[v.month] += v.charge
    month, low = unique_best(by_month, reverse=False)
    out.append(q("c20t-argmin-month", "Which month brought in the least from visits?", "table_argmax",
                 {"keywords": [data.month_name(month)]}, LOG,
                 f"{data.month_name(month)}: {low:.2f} Chg £; by month "
                 f"{ {m: round(x, 2) for m, x in sorted(by_month.items())} }"))

    # ------------------------------------------------ cross_table (3)
    river = [v for v in visits if cust[v.cust].district == "Riverside"]
    refs = sorted({v.cust for v in river})
    out.append(q("c20t-join-riverside", "How much have we charged customers over in Riverside?", "cross_table",
                 {"number": total(v.charge for v in river), "tolerance": 0.5}, [LOG, CUSTOMERS],
                 f"join: sum of Chg £ over the {len(river)} log rows whose Cust ID has District = Riverside in "
                 f"customer_accounts.csv (Customer ref): {', '.join(refs)}"))
    schools = [v for v in visits if cust[v.cust].sector == "School"]
    out.append(q("c20t-join-schools", "How many visits did we make to schools?", "cross_table",
                 {"number": len(schools)}, [LOG, CUSTOMERS],
                 f"join: log rows whose Cust ID has Sector = School ({', '.join(sorted({v.cust for v in schools}))})"
                 f": {jobs(schools)}"))
    june_contract = [v for v in visits if v.month == 6 and cust[v.cust].contract]
    out.append(q("c20t-join-contract-june", "In June, how many of our call-outs were for customers on a service "
                 "contract?", "cross_table", {"number": len(june_contract)}, [LOG, CUSTOMERS],
                 f"join: June log rows whose Cust ID has Plan = Contract: {jobs(june_contract)}"))

    # ------------------------------------------------ store register (3: count and sum over both pages, a lookup)
    brodi = [p for p in products if p.active.startswith("Brodifacoum")]
    assert {register_page(p.code) for p in brodi} == {1, 2}
    out.append(q("c20t-reg-brodifacoum", "How many of the products in the store contain brodifacoum?",
                 "table_count", {"number": len(brodi)}, REGISTER,
                 f"register rows whose Active substance is Brodifacoum, on both pages: {jobs(brodi)}"))
    out.append(q("c20t-reg-total-packs", "How many packs did the June stock check count in the store altogether?",
                 "table_sum", {"number": sum(p.stock for p in products)}, REGISTER,
                 f"sum of In store over all {len(products)} register rows, both pages (page 2 continues under a "
                 "repeated header)"))
    p = data.PRODUCT_BY_CODE["IN-05"]
    out.append(q("c20t-reg-cimexor-useby", "When does our Cimexor bed bug concentrate go out of date?", "key_lookup",
                 {"keywords": [month_year(p.use_by)]}, {**REGISTER, "page": register_page(p.code)},
                 f"register row {p.code} {p.name}: Use by {data.use_by_text(p.use_by)}"))

    # ------------------------------------------------ exact_id (3: amount due, two fields, a supplier's date)
    b = bills["TPC-26-0614"]
    out.append(q("c20t-id-0614-due", "How much is due on invoice TPC-26-0614?", "exact_id",
                 {"number": b.total, "tolerance": 0.5}, bill_doc(b),
                 f"Amount due GBP {b.total:.2f} = net {b.net:.2f} + VAT 20% {b.vat:.2f}; billed to {b.bill_to[0]}"))
    b = bills["TPC-26-0671"]
    out.append(q("c20t-id-0671-who-when", "Who did we send contract invoice TPC-26-0671 to, and what's the pay-by "
                 "date?", "exact_id", {"keywords": [name_key(b.bill_to[0]), when(b.due)]}, bill_doc(b),
                 f"Customer {b.bill_to[0]} ({b.ref}); Pay by {b.due:%d/%m/%Y}"))
    b = bills["AHS-558214"]
    out.append(q("c20t-id-ahs-due", "By what date do we have to pay Ashgrove's invoice AHS-558214?", "exact_id",
                 {"keywords": [when(b.due)]}, bill_doc(b),
                 f"supplier's invoice: Payment due by {b.due:%d %B %Y} (tax point {b.issued:%d %B %Y}, 30 days net)"))

    # ------------------------------------------------ screen, concept (4)
    out += [
        howto("c20t-howto-add-point", "Where do I go to put a new rat box onto a customer's map of the building?",
              "screen", ["Add point"], "site-plans.md", "Adding a bait point to the plan",
              "own words (map of the building = site plan, rat box = bait point): Sites > Site plan, Add point, "
              "Point type, Location note, Save plan"),
        howto("c20t-howto-issue-stock", "Which screen do I use to sign tubs of bait out of the store onto my van?",
              "screen", ["Issue stock"], "store-and-stock.md", "Taking stock out of the store",
              "Store > Issue stock: scan, Quantity, Van, Confirm issue"),
        howto("c20t-howto-why-rodent-revisit", "Why do we always have to go back after putting rat poison down?",
              "concept", ["bait take|fed on|7 to 14|stewardship"], "booking-jobs.md",
              "Why rats and mice always get a follow-up visit",
              "own words: bait works once the animals have fed on it; back 7 to 14 days later to check the bait take; "
              "stewardship code"),
        howto("c20t-howto-why-numbered", "What's the point of giving every bait box on a site its own number?",
              "concept", ["auditor|environmental health|every point was checked"], "site-plans.md",
              "Why every point has a number",
              "food businesses are inspected; auditors want every point checked on every visit; nothing left "
              "forgotten"),
    ]

    # ------------------------------------------------ refuse (3)
    first, last = min(v.day for v in visits), max(v.day for v in visits)
    out += [
        refuse("c20t-refuse-january", "How many call-outs did we do in January?",
               f"the visit log runs {first:%d/%m/%Y} - {last:%d/%m/%Y} (March - June 2026); no January anywhere"),
        refuse("c20t-refuse-phone", "What's the phone number for Greyfriars Hotel?",
               "customer_accounts.csv has a Contact name but no phone column; no document holds customers' phone "
               "numbers"),
        refuse("c20t-refuse-mileage", "How do I log my van mileage in Snareline?",
               "near-domain how-to; no help page covers mileage or vehicles (the store page's Van field is for "
               "stock, not mileage)"),
    ]
    return out


def main() -> None:
    write_frozen(OUT, HEADER, questions(), count=30)


if __name__ == "__main__":
    main()
