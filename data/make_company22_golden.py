"""Write data/golden/company22-test.jsonl: 30 test questions over data/company22 (Kirkgate Cargo Cycles), written by
helper company22 from the documents alone, without reading the engine, frozen before any run.

Mix: 7 counts, 6 sums/averages/maximum, 3 argmax, 3 joins through the client accounts, 4 lookups (2 invoice fields,
2 rows by ID), 4 how-to (2 screen, 2 concept), 3 refusals; one question in Russian, one in Ukrainian. Every expected
value is computed from the written files (company22_read.from_files); company22_qa.py re-checks them.
Run: `python data/make_company22.py && python data/make_company22_golden.py`.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from corpus_files import QuestionList  # noqa: E402
from company22_read import HELP, from_files  # noqa: E402
from company22_specs import CLI, GOLDEN, LOG, REG, build, write_golden  # noqa: E402

STAMP = "Sat Dec  5 18:43:14 UTC 2026"
PREFIX = "c22t-"
NOT_CANCELLED = ("Status", "!=", "Cancelled")


def on_invoices(R: dict) -> set[str]:
    return {ref for text in R["invoices"].values() for ref in text.split() if ref.startswith("DX-")}


def questions(R: dict) -> list[dict]:
    billed = on_invoices(R)
    # a November delivery off every invoice, with several parcels, so the charge is not just a base fee
    row = next(r for r in R["log"] if r["Date"].month == 11 and r["Status"] == "Delivered" and r["Parcels"] >= 3
               and r["Job ref"] not in billed and r["Svc"] != "RND")
    job = next(r for r in R["reg"] if R["reg_pages"][r["Job"]] == 2 and r["Type"] == "Cargo trike"
               and r["Work done"] == "Rear axle bearings")
    Q = QuestionList(HELP)
    add, help_q = Q.add, Q.help_q

    # ---------------------------------------------------------------- counts (7)
    add("count-express-nov", "How many express runs did we actually do in November?", "table_count",
        {"type": "agg", "table": "log", "agg": "count", "guard": ["Failed", "Held"],
         "where": [("Svc", "=", "EXP"), ("Date", "month", 11), NOT_CANCELLED]},
        LOG, "delivery log rows with Svc EXP (Key: Express) dated November 2026, Cancelled left out")
    add("count-failed", "How many drops failed because there was nobody to take the parcel?", "table_count",
        {"type": "agg", "table": "log", "agg": "count", "where": [("Status", "=", "Failed")]},
        LOG, "delivery log rows with Status Failed (Key: nobody there to take it), all three months")
    add("count-kasia-oct", "How many jobs did Kasia ride in October?", "table_count",
        {"type": "agg", "table": "log", "agg": "count", "where": [("Rider", "=", "KB"), ("Date", "month", 10),
                                                                  NOT_CANCELLED]},
        LOG, "delivery log rows Rider KB (Key: Kasia Bartosz) in October 2026; her cancelled job was never ridden")
    add("count-outer-early-sep", "How many deliveries went out to the outer zone in the first fortnight of "
        "September?", "table_count",
        {"type": "agg", "table": "log", "agg": "count", "guard": ["Cancelled"],
         "where": [("Zone", "=", "Outer"), ("Date", "between", ("2026-09-01", "2026-09-14"))]},
        LOG, "delivery log rows with Zone Outer dated 1-14 September 2026 (none cancelled)")
    add("count-long-ru", "Сколько доставок было дальше 10 километров?", "table_count",
        {"type": "agg", "table": "log", "agg": "count", "where": [("Km", ">", 10.0)]},
        LOG, "Russian: how many deliveries were further than 10 km; delivery log rows with Km > 10")
    add("count-bulky", "Leaving out the cancelled bookings, how many jobs had more than five parcels on them?",
        "table_count", {"type": "agg", "table": "log", "agg": "count", "where": [("Parcels", ">", 5), NOT_CANCELLED]},
        LOG, "delivery log rows with Parcels > 5, Status not Cancelled")
    add("count-trike-workshop", "How many times did one of the cargo trikes go into the workshop this autumn?",
        "table_count", {"type": "agg", "table": "reg", "agg": "count", "where": [("Type", "=", "Cargo trike")]},
        REG, "workshop register rows (both pages) with Type Cargo trike")

    # ---------------------------------------------------------------- sums / averages / maximum (6)
    add("sum-chilled-nov", "What did the chilled box jobs bring in during November, before VAT?", "table_sum",
        {"type": "agg", "table": "log", "agg": "sum", "col": "Charge £", "where": [("Svc", "=", "CHL"),
                                                                                   ("Date", "month", 11)]},
        LOG, "sum of Charge £ over Svc CHL rows dated November 2026")
    add("sum-lewis-km-oct", "How far did Lewis ride in October, in kilometres?", "table_sum",
        {"type": "agg", "table": "log", "agg": "sum", "col": "Km", "where": [("Rider", "=", "LW"),
                                                                             ("Date", "month", 10)]},
        LOG, "sum of Km over Rider LW (Lewis Wainwright) rows dated October 2026")
    add("avg-signed-delivered", "What's the average charge for a signed-for documents job that got delivered?",
        "table_sum",
        {"type": "agg", "table": "log", "agg": "avg", "col": "Charge £", "where": [("Svc", "=", "SIG"),
                                                                                   ("Status", "=", "Delivered")]},
        LOG, "mean of Charge £ over Svc SIG rows with Status Delivered, rounded to pence")
    add("sum-held", "How much money is tied up in jobs that clients have queried?", "table_sum",
        {"type": "agg", "table": "log", "agg": "sum", "col": "Charge £", "where": [("Status", "=", "Held")]},
        LOG, "sum of Charge £ over rows with Status Held (Key: client has queried the job)")
    add("sum-parts-oct", "What did the workshop spend on parts in October?", "table_sum",
        {"type": "agg", "table": "reg", "agg": "sum", "col": "Parts £", "where": [("Date", "month", 10)]},
        REG, "sum of Parts £ over workshop register rows booked in during October 2026")
    add("max-km-sep", "What was the longest single run in September, in km?", "table_sum",
        {"type": "agg", "table": "log", "agg": "max", "col": "Km", "where": [("Date", "month", 9)]},
        LOG, "largest Km among rows dated September 2026")

    # ---------------------------------------------------------------- argmax (3)
    add("argmax-rider-sep", "Who did the most drops in September?", "table_argmax",
        {"type": "argmax", "table": "log", "agg": "argmax", "group": "Rider", "measure": "count",
         "where": [("Date", "month", 9)], "guard": ["Cancelled", "Failed", "Held"]},
        LOG, "Rider with the most rows dated September 2026 (same winner with only Delivered rows)")
    add("argmax-svc-money-nov", "Which service made us the most money in November?", "table_argmax",
        {"type": "argmax", "table": "log", "agg": "argmax", "group": "Svc", "measure": "Charge £",
         "where": [("Date", "month", 11)], "alts": ["chilled"], "guard": ["Cancelled", "Failed", "Held"]},
        LOG, "Svc with the largest sum of Charge £ over rows dated November 2026")
    add("argmax-bike-hours", "Which bike has eaten up the most workshop time?", "table_argmax",
        {"type": "argmax", "table": "reg", "agg": "argmax", "group": "Bike", "measure": "Hrs", "where": []},
        REG, "Bike with the largest sum of Hrs over the workshop register, both pages")

    # ---------------------------------------------------------------- joins (3)
    add("join-legal-oct", "How many of our October bookings came from law firms?", "cross_table",
        {"type": "agg", "table": "join", "agg": "count", "where": [("Sector", "=", "Legal"), ("Date", "month", 10)]},
        [LOG, CLI], "delivery log rows dated October 2026, any Status, whose Acct has Sector Legal in "
        "client_accounts.xlsx")
    add("join-payg-sum", "What have our pay-as-you-go clients been charged in total over the three months?",
        "cross_table",
        {"type": "agg", "table": "join", "agg": "sum", "col": "Charge £",
         "where": [("Billing plan", "=", "Pay as you go")]},
        [LOG, CLI], "sum of Charge £ over log rows whose Acct has Billing plan 'Pay as you go'")
    add("join-pharmacy-km-uk", "Скільки кілометрів загалом наші кур'єри проїхали для аптек?", "cross_table",
        {"type": "agg", "table": "join", "agg": "sum", "col": "Km", "where": [("Sector", "=", "Pharmacy")]},
        [LOG, CLI], "Ukrainian: how many km in all did our couriers ride for pharmacies; sum of Km over log rows "
        "whose Acct has Sector Pharmacy")

    # ---------------------------------------------------------------- lookups (4)
    add("inv-031-due", "What's the total due on invoice KCC-2611-031?", "exact_id",
        {"type": "pdf", "doc": "invoices/KCC-2611-031.pdf", "pattern": r"Amount due GBP\s+([\d,]+\.\d\d)",
         "as": "number", "gen": "total"},
        {"doc": "invoices/KCC-2611-031.pdf"}, "Amount due GBP: subtotal plus VAT at 20%")
    add("inv-027-who", "Which client was invoice KCC-2610-027 sent to?", "exact_id",
        {"type": "pdf", "doc": "invoices/KCC-2610-027.pdf", "pattern": r"Client\s+(.+?)\s+Client a/c",
         "as": "name", "gen": "to"},
        {"doc": "invoices/KCC-2610-027.pdf"}, "the Client cell of the invoice grid")
    add("row-delivery", f"{row['Job ref']} - who rode that one and what did it cost the client?", "key_lookup",
        {"type": "row", "table": "log", "key": ("Job ref", row["Job ref"]), "words": ["Rider"],
         "number": "Charge £"},
        {**LOG, "contains": row["Job ref"]}, f"delivery log row {row['Job ref']}: Rider {row['Rider']} "
        f"({R['riders'][row['Rider']]}), Charge £ {row['Charge £']:.2f}")
    add("reg-job", f"What was done on workshop job {job['Job']}, and what did the parts come to?", "key_lookup",
        {"type": "row", "table": "reg", "key": ("Job", job["Job"]), "words": ["Work done"], "number": "Parts £"},
        {**REG, "page": R["reg_pages"][job["Job"]], "contains": job["Job"]},
        f"workshop register row {job['Job']} (page 2): {job['Work done']}, Parts £ {job['Parts £']:.2f}")

    # ---------------------------------------------------------------- how-to (4)
    help_q("screen-workshop", "One of the longtails has a wobbly back wheel - how do I get it booked into the "
           "workshop in Pedalboard?", "screen", "fleet-checks.md", "Booking a bike into the workshop",
           ["Book in", "Open repair"], "fleet-checks.md: Fleet > Workshop > Book in, describe the fault, Open repair")
    help_q("screen-new-job", "A client has just rung to have a box collected from their office - where do I put "
           "the job in?", "screen", "booking-jobs.md", "Creating a job", ["New job", "Book job"],
           "booking-jobs.md: Dispatch > New job, Account, Collect from / Deliver to, Service, Book job")
    help_q("concept-stacks", "Why does the board lump several pick-ups together and hand them all to one rider?",
           "concept", "dispatch-board.md", "Why jobs are stacked by zone", ["zone", "empty"],
           "dispatch-board.md: stacks by zone and ready time cut the empty kilometres")
    help_q("concept-failed-billed", "A client is annoyed we billed them for a parcel that never got delivered - "
           "why do we charge anything for a failed drop?", "concept", "proof-of-delivery.md",
           "Why a failed drop is still billed", ["base fee", "rode out|collected the parcel|waited"],
           "proof-of-delivery.md: the rider collected, rode out and waited, so the base fee is charged")

    # ---------------------------------------------------------------- refusals (3)
    add("refuse-august", "How many jobs did we book in August 2026?", "refuse",
        {"type": "refuse", "where": [("Date", "year", 2026), ("Date", "month", 8)]}, None,
        "the delivery log runs 1 September - 30 November 2026; nothing covers August")
    add("refuse-pay", "What's Nadia's hourly rate?", "refuse",
        {"type": "refuse", "absent": ["hourly", "wage", "salary", "pay rate", "per hour"]}, None,
        "no document holds riders' pay")
    add("refuse-payslip", "How do I print a rider's payslip from Pedalboard?", "refuse",
        {"type": "refuse", "absent": ["payslip", "payroll"]}, None,
        "the Pedalboard pages cover booking, the board, proof of delivery, client accounts and fleet checks; "
        "nothing on payslips")
    return Q


def main() -> None:
    R = from_files()
    qs = build(questions(R), R, PREFIX)
    assert len(qs) == 30, len(qs)
    write_golden(GOLDEN / "company22-test.jsonl", STAMP, qs)


if __name__ == "__main__":
    main()
