"""Write data/golden/company20-dev.jsonl: 30 development questions over data/company20/ (Thistlemoor Pest Control Ltd,
a pest control firm), the same mix of kinds as company20-test.jsonl with different questions, written by a helper
without reading the engine. Every expected number is computed here from the generator's records (company20_data.py,
company20_invoices.py), never by hand. Run: `python data/make_company20.py && python data/make_company20_dev.py`."""

import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from golden_lines import write_frozen  # noqa: E402
import company20_data as data  # noqa: E402
from make_company20_golden import (CUSTOMERS, LOG, REGISTER, bill_doc, howto, jobs, mean, name_key, q,  # noqa: E402
                                   refuse, register_page, sources, total, unique_best, when)

OUT = Path(__file__).resolve().parent / "golden" / "company20-dev.jsonl"
WRITTEN = "Fri Dec  4 16:05:14 UTC 2026"
HEADER = f"// written {WRITTEN} by helper company20 without reading the engine, frozen before any run"


def questions() -> list[dict]:
    visits, cust, products, bills = sources()
    out = []

    # ------------------------------------------------ table_count (6: day range, code in words, blank, status,
    # a charge threshold; UK)
    early_may = [v for v in visits if v.month == 5 and v.day.day <= 15]
    out.append(q("c20d-count-early-may", "How many jobs did we do in the first half of May, the 1st to the 15th?",
                 "table_count", {"number": len(early_may)}, LOG,
                 f"log rows dated 01/05 - 15/05/2026, both ends included: {jobs(early_may)}"))
    bedbugs = [v for v in visits if v.pest == "BB"]
    out.append(q("c20d-count-bedbugs", "How many times have we been called out for bed bugs?", "table_count",
                 {"number": len(bedbugs)}, LOG,
                 f"log rows with Pest = BB (Key sheet: {data.PESTS['BB']}), March - June: {jobs(bedbugs)}"))
    mice_unsigned = [v for v in visits if v.pest == "MS" and v.status == ""]
    out.append(q("c20d-count-mice-unsigned", "How many mouse jobs haven't had their report signed off yet?",
                 "table_count", {"number": len(mice_unsigned)}, LOG,
                 f"log rows with Pest = MS and Status blank (Key: not signed off yet): {jobs(mice_unsigned)}"))
    no_access = [v for v in visits if v.status == "No access"]
    out.append(q("c20d-count-no-access", "How many times did a tech turn up and couldn't get in?", "table_count",
                 {"number": len(no_access)}, LOG,
                 f"log rows with Status = No access (Key: nobody let us in, flat £{data.NO_ACCESS_FEE:.0f} fee): "
                 f"{jobs(no_access)}"))
    limit = 120
    june_big = [v for v in visits if v.month == 6 and v.charge > limit]
    assert all(v.charge != limit for v in visits if v.month == 6), "a charge on the limit would be ambiguous"
    out.append(q("c20d-count-june-over-120", f"How many June visits were charged at more than £{limit}?",
                 "table_count", {"number": len(june_big)}, LOG,
                 f"June log rows with Chg £ > {limit} (none exactly {limit}): {jobs(june_big)}"))
    wasps_june = [v for v in visits if v.pest == "WS" and v.month == 6]
    out.append(q("c20d-uk-wasps-june", "Скільки разів ми виїжджали на осині гнізда в червні?", "table_count",
                 {"number": len(wasps_june)}, LOG,
                 f"Ukrainian: June log rows with Pest = WS ({data.PESTS['WS']}): {jobs(wasps_june)}"))

    # ------------------------------------------------ table_sum (5)
    birds = [v for v in visits if v.pest == "BD"]
    out.append(q("c20d-sum-bird-charges", "What has bird proofing work been worth to us in total?", "table_sum",
                 {"number": total(v.charge for v in birds), "tolerance": 0.5}, LOG,
                 f"sum of Chg £ over the {len(birds)} rows with Pest = BD ({data.PESTS['BD']}): {jobs(birds)}"))
    assert all(v.status != "No access" for v in bedbugs)
    out.append(q("c20d-avg-bedbug-charge", "What does a bed bug treatment cost the customer on average?",
                 "table_sum", {"number": mean(v.charge for v in bedbugs), "tolerance": 0.05}, LOG,
                 f"mean of Chg £ over the {len(bedbugs)} rows with Pest = BB ({total(v.charge for v in bedbugs):.2f} "
                 "in all; none a no-access visit); tolerance 0.05"))
    out.append(q("c20d-sum-bird-metres", "How many metres of spikes and netting have we put up altogether?",
                 "table_sum", {"number": sum(v.points for v in birds)}, LOG,
                 f"sum of Pts over the {len(birds)} rows with Pest = BD (Key: for bird proofing Pts counts "
                 f"{data.POINT_UNIT['BD']})"))
    unsigned = [v for v in visits if v.status == ""]
    out.append(q("c20d-sum-unsigned-charges", "How much in charges is sitting on visits nobody has signed the "
                 "report off for yet?", "table_sum", {"number": total(v.charge for v in unsigned), "tolerance": 0.5},
                 LOG, f"sum of Chg £ over the {len(unsigned)} rows with Status blank: {jobs(unsigned)}"))
    sa_march = [v for v in visits if v.tech == "SA" and v.month == 3]
    out.append(q("c20d-sum-samira-march", "What did Samira Aziz's visits in March come to?", "table_sum",
                 {"number": total(v.charge for v in sa_march), "tolerance": 0.5}, LOG,
                 f"sum of Chg £ over the March rows with Tech = SA (Key: SA = {data.TECHS['SA']}): "
                 f"{jobs(sa_march)}"))

    # ------------------------------------------------ table_argmax (3)
    june_pests = Counter(v.pest for v in visits if v.month == 6)
    pest, n = unique_best(june_pests)
    out.append(q("c20d-argmax-june-pest", "What kept us busiest in June - which pest?", "table_argmax",
                 {"keywords": [f"{data.PESTS[pest].split()[0]}|{pest}"]}, LOG,
                 f"Pest {pest} ({data.PESTS[pest]}): {n} of the June rows; by pest {dict(june_pests)}"))
    revisits = Counter(v.cust for v in visits if v.status == "Revisit")
    ref, n = unique_best(revisits)
    out.append(q("c20d-argmax-revisits", "Which customer has needed the most follow-up visits booked?",
                 "table_argmax", {"keywords": [f"{name_key(cust[ref].name)}|{ref}"]}, LOG,
                 f"{cust[ref].name} ({ref}): {n} rows with Status = Revisit; runner-up "
                 f"{sorted(revisits.values())[-2]}"))
    charges = {v.job: v.charge for v in visits}
    job, top = unique_best(charges)
    out.append(q("c20d-argmax-dearest-visit", "Which single visit had the biggest charge?", "table_argmax",
                 {"keywords": [f"{job}|{top:g}"]}, LOG,
                 f"{job} ({data.BY_JOB[job].customer.name}, {data.PESTS[data.BY_JOB[job].pest]}): {top:.2f}; "
                 f"next {sorted(charges.values())[-2]:.2f}"))

    # ------------------------------------------------ cross_table (3)
    food = [v for v in visits if cust[v.cust].sector == "Food business"]
    out.append(q("c20d-join-food", "What did visits to food businesses bring in altogether?", "cross_table",
                 {"number": total(v.charge for v in food), "tolerance": 0.5}, [LOG, CUSTOMERS],
                 f"join: sum of Chg £ over the {len(food)} log rows whose Cust ID has Sector = Food business in "
                 f"customer_accounts.csv ({', '.join(sorted({v.cust for v in food}))})"))
    fenwick_may = [v for v in visits if v.month == 5 and cust[v.cust].district == "Fenwick"]
    out.append(q("c20d-join-fenwick-may", "How many call-outs did we have in the Fenwick area during May?",
                 "cross_table", {"number": len(fenwick_may)}, [LOG, CUSTOMERS],
                 f"join: May log rows whose Cust ID has District = Fenwick: {jobs(fenwick_may)}"))
    hotels = [v for v in visits if cust[v.cust].sector == "Hotel"]
    assert all(v.status != "No access" for v in hotels)
    out.append(q("c20d-join-hotel-avg", "What's the average charge for a visit to a hotel?", "cross_table",
                 {"number": mean(v.charge for v in hotels), "tolerance": 0.05}, [LOG, CUSTOMERS],
                 f"join: mean of Chg £ over the {len(hotels)} log rows whose Cust ID has Sector = Hotel "
                 f"({', '.join(sorted({v.cust for v in hotels}))}); tolerance 0.05"))

    # ------------------------------------------------ store register (3: count and sum over both pages, RU lookup)
    no_date = [p for p in products if p.use_by is None]
    assert {register_page(p.code) for p in no_date} == {1, 2}
    out.append(q("c20d-reg-no-useby", "How many lines on the store register have no use-by date?", "table_count",
                 {"number": len(no_date)}, REGISTER,
                 f"register rows with Use by blank (traps, devices, PPE), both pages: {jobs(no_date)}"))
    p = data.PRODUCT_BY_CODE["RD-07"]
    out.append(q("c20d-ru-calcivane-stock", "Сколько упаковок Calcivane pellets было на складе при проверке 30 июня?",
                 "key_lookup", {"number": p.stock}, {**REGISTER, "page": register_page(p.code)},
                 f"Russian: register row {p.code} {p.name} ({p.pack}), page {register_page(p.code)}: In store "
                 f"{p.stock}"))
    rodent = [p for p in products if p.category == "Rodenticide"]
    assert {register_page(p.code) for p in rodent} == {1, 2}
    out.append(q("c20d-reg-rodenticide-packs", "How many packs of rodenticide have we got in the store in total?",
                 "table_sum", {"number": sum(p.stock for p in rodent)}, REGISTER,
                 f"sum of In store over the {len(rodent)} rows with Category = Rodenticide, split over both pages: "
                 f"{jobs(rodent)}"))

    # ------------------------------------------------ exact_id (3: two fields, who, a date)
    b = bills["AHS-558214"]
    order = b.ref.split()[-1]
    out.append(q("c20d-id-ahs-total-order", "What's the total on Ashgrove's invoice AHS-558214, and which of our "
                 "order numbers does it quote?", "exact_id",
                 {"number": b.total, "tolerance": 0.5, "keywords": [order]}, bill_doc(b),
                 f"TOTAL GBP {b.total:.2f} (goods {b.net:.2f} + VAT {b.vat:.2f}); Your order {b.ref}"))
    b = bills["TPC-26-0614"]
    out.append(q("c20d-id-0614-customer", "Which customer is invoice TPC-26-0614 made out to?", "exact_id",
                 {"keywords": [name_key(b.bill_to[0])]}, bill_doc(b),
                 f"Bill to {b.bill_to[0]} ({b.bill_to[1]}), Customer ref {b.ref}"))
    b = bills["TPC-26-0671"]
    out.append(q("c20d-id-0671-date", "On what date did we raise TPC-26-0671?", "exact_id",
                 {"keywords": [when(b.issued)]}, bill_doc(b), f"Date of invoice {b.issued:%d/%m/%Y}"))

    # ------------------------------------------------ screen, concept (4)
    out += [
        howto("c20d-howto-invoice-payg", "Where do I invoice a pay-as-you-go customer for last month's visits?",
              "screen", ["Create from visits"], "invoicing.md", "Invoicing pay-as-you-go customers",
              "Accounts > Invoices > Create from visits: Customer, Month, Preview, Send invoice"),
        howto("c20d-howto-sign-off", "The customer's just signed on my phone - which button finishes off the "
              "paperwork for the visit?", "screen", ["Sign off report"], "visit-reports.md", "Signing off a visit",
              "own words (paperwork = report): Visits > Today, Findings, Outcome, customer signs, Sign off report"),
        howto("c20d-howto-why-no-access-fee", "Why do customers get charged £40 when they're not in to let us in?",
              "concept", ["journey|slot|technician's time"], "booking-jobs.md", "When nobody lets us in",
              "aborted-visit fee: the technician's time and the van's journey are lost, the slot could have gone to "
              "another customer"),
        howto("c20d-howto-why-contract-cheaper", "How come contract customers pay less for a call-out than "
              "everyone else?", "concept", ["plan our rounds|fixed fee|early"], "invoicing.md",
              "Why contract customers pay less for call-outs",
              "fixed quarterly fee lets us plan our rounds; routine visits catch problems early; 20% below the list"),
    ]

    # ------------------------------------------------ refuse (3)
    out += [
        refuse("c20d-refuse-september", "What did we charge in total in September?",
               "the visit log runs March - June 2026 only; no September anywhere"),
        refuse("c20d-refuse-time-on-site", "How long do the techs spend on site for a bed bug treatment, on average?",
               "the log has points and charges but no times or durations; no document records time on site"),
        refuse("c20d-refuse-xero", "How do I link Snareline to Xero so our invoices go across automatically?",
               "near-domain how-to; the invoicing page covers creating and sending invoices, nothing on accounting "
               "packages or Xero"),
    ]
    return out


def main() -> None:
    write_frozen(OUT, HEADER, questions(), count=30)


if __name__ == "__main__":
    main()
