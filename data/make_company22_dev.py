"""Write data/golden/company22-dev.jsonl: 30 development questions over data/company22 (Kirkgate Cargo Cycles),
written by helper company22 from the documents alone, without reading the engine, frozen before any run. None of them
restates a test question (make_company22_golden.py): other filters, other measures, other pages and invoice fields.

Mix: 7 counts, 6 sums/averages/maximum, 3 argmax, 3 joins, 4 lookups, 4 how-to (2 screen, 2 concept), 3 refusals;
one question in Russian, one in Ukrainian. Expected values come from the written files; company22_qa.py re-checks.
Run: `python data/make_company22.py && python data/make_company22_dev.py`.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from corpus_files import QuestionList  # noqa: E402
from company22_read import HELP, from_files  # noqa: E402
from company22_specs import CLI, GOLDEN, LOG, REG, build, write_golden  # noqa: E402
from make_company22_golden import NOT_CANCELLED, STAMP, on_invoices  # noqa: E402

PREFIX = "c22d-"


def questions(R: dict) -> list[dict]:
    billed = on_invoices(R)
    # a long September run off every invoice: the client and the distance are both worth asking for
    row = next(r for r in R["log"] if r["Date"].month == 9 and r["Status"] == "Delivered" and r["Km"] > 9
               and r["Job ref"] not in billed)
    job = next(r for r in R["reg"] if R["reg_pages"][r["Job"]] == 1 and r["Work done"] == "Front wheel trued, spokes")
    Q = QuestionList(HELP)
    add, help_q = Q.add, Q.help_q

    # ---------------------------------------------------------------- counts (7)
    add("count-heavy-late-oct", "How many heavy trike loads were booked from the 20th of October to the 12th of "
        "November?", "table_count",
        {"type": "agg", "table": "log", "agg": "count", "guard": ["Cancelled"],
         "where": [("Svc", "=", "HVY"), ("Date", "between", ("2026-10-20", "2026-11-12"))]},
        LOG, "delivery log rows with Svc HVY dated 20 October - 12 November 2026, both ends included, any Status "
        "(none cancelled)")
    add("count-rhys-unsuccessful", "How many of Rhys's jobs never got through, failed or cancelled?", "table_count",
        {"type": "agg", "table": "log", "agg": "count",
         "where": [("Rider", "=", "RJ"), ("Status", "in", ["Failed", "Cancelled"])]},
        LOG, "delivery log rows Rider RJ (Rhys Jenkins) with Status Failed or Cancelled")
    add("count-rounds-sep", "How many scheduled round collections did we run in September?", "table_count",
        {"type": "agg", "table": "log", "agg": "count", "guard": ["Cancelled", "Held"],
         "where": [("Svc", "=", "RND"), ("Date", "month", 9)]},
        LOG, "delivery log rows with Svc RND dated September 2026 (none cancelled; the failed one was ridden)")
    add("count-centre-nov", "How many jobs stayed inside the centre zone in November?", "table_count",
        {"type": "agg", "table": "log", "agg": "count", "guard": ["Cancelled"],
         "where": [("Zone", "=", "Centre"), ("Date", "month", 11)]},
        LOG, "delivery log rows with Zone Centre dated November 2026 (none cancelled)")
    add("count-single-oct", "In October, how many bookings were for just the one parcel?", "table_count",
        {"type": "agg", "table": "log", "agg": "count", "where": [("Parcels", "=", 1), ("Date", "month", 10)]},
        LOG, "delivery log rows with Parcels 1 dated October 2026, any Status")
    add("count-express-short", "How many express jobs were under 5 km?", "table_count",
        {"type": "agg", "table": "log", "agg": "count",
         "where": [("Svc", "=", "EXP"), ("Km", "<", 5.0), NOT_CANCELLED]},
        LOG, "delivery log rows with Svc EXP and Km < 5, cancelled jobs (Km 0, never ridden) left out")
    add("count-abi-nov", "How many workshop jobs did Abi take on in November?", "table_count",
        {"type": "agg", "table": "reg", "agg": "count",
         "where": [("Fitter", "=", "Abi Mensah"), ("Date", "month", 11)]},
        REG, "workshop register rows with Fitter Abi Mensah booked in during November 2026")

    # ---------------------------------------------------------------- sums / averages / maximum (6)
    add("sum-sep-takings", "What did we take in September altogether, before VAT?", "table_sum",
        {"type": "agg", "table": "log", "agg": "sum", "col": "Charge £", "where": [("Date", "month", 9)]},
        LOG, "sum of Charge £ over every row dated September 2026 (cancelled rows are 0.00)")
    add("avg-express-km", "How far does a typical express job go? Give me the average distance.", "table_sum",
        {"type": "agg", "table": "log", "agg": "avg", "col": "Km", "where": [("Svc", "=", "EXP"), NOT_CANCELLED]},
        LOG, "mean of Km over Svc EXP rows, cancelled ones (Km 0) left out, rounded to 2 places")
    add("sum-asha-parcels", "How many parcels has Asha carried in total?", "table_sum",
        {"type": "agg", "table": "log", "agg": "sum", "col": "Parcels", "where": [("Rider", "=", "AH"),
                                                                                  NOT_CANCELLED]},
        LOG, "sum of Parcels over Rider AH (Asha Hussain) rows, her cancelled bookings were never carried")
    add("sum-nadia-nov-ru", "На какую сумму Надя сделала доставок в ноябре?", "table_sum",
        {"type": "agg", "table": "log", "agg": "sum", "col": "Charge £", "where": [("Rider", "=", "NS"),
                                                                                   ("Date", "month", 11)]},
        LOG, "Russian: what were Nadia's deliveries in November worth; sum of Charge £ over Rider NS rows dated "
        "November 2026")
    add("sum-longtail-hours", "How many hours has the workshop spent on the longtails?", "table_sum",
        {"type": "agg", "table": "reg", "agg": "sum", "col": "Hrs", "where": [("Type", "=", "Longtail")]},
        REG, "sum of Hrs over workshop register rows with Type Longtail, both pages")
    add("max-heavy", "What's the most we've charged for a single heavy-load job?", "table_sum",
        {"type": "agg", "table": "log", "agg": "max", "col": "Charge £", "where": [("Svc", "=", "HVY")]},
        LOG, "largest Charge £ among Svc HVY rows")

    # ---------------------------------------------------------------- argmax (3)
    add("argmax-zone-oct", "Which zone kept the riders busiest in October?", "table_argmax",
        {"type": "argmax", "table": "log", "agg": "argmax", "group": "Zone", "measure": "count",
         "where": [("Date", "month", 10)], "guard": ["Cancelled", "Failed", "Held"]},
        LOG, "Zone with the most rows dated October 2026 (same winner with only Delivered rows)")
    add("argmax-month-km", "Which month did the riders cover the most distance?", "table_argmax",
        {"type": "argmax", "table": "log", "agg": "argmax", "group": "Month", "measure": "Km", "where": []},
        LOG, "month with the largest sum of Km")
    add("argmax-fitter-hours", "Which of the two mechanics put in more hours on the bikes?", "table_argmax",
        {"type": "argmax", "table": "reg", "agg": "argmax", "group": "Fitter", "measure": "Hrs", "where": [],
         "alts": ["Abi", "Mensah"]},
        REG, "Fitter with the larger sum of Hrs over the workshop register, both pages")

    # ---------------------------------------------------------------- joins (3)
    add("join-monthly-sep", "How many September jobs for our monthly-account clients were delivered "
        "successfully?", "cross_table",
        {"type": "agg", "table": "join", "agg": "count",
         "where": [("Billing plan", "=", "Monthly account"), ("Date", "month", 9), ("Status", "=", "Delivered")]},
        [LOG, CLI], "log rows dated September 2026 with Status Delivered whose Acct has Billing plan "
        "'Monthly account' (no Held jobs in September)")
    add("join-kirkstall-nov", "What did our Kirkstall customers spend with us in November?", "cross_table",
        {"type": "agg", "table": "join", "agg": "sum", "col": "Charge £",
         "where": [("District", "=", "Kirkstall"), ("Date", "month", 11)]},
        [LOG, CLI], "sum of Charge £ over November 2026 log rows whose Acct has District Kirkstall")
    add("join-food-parcels", "How many parcels did we carry for the cafes, bakeries and other food and drink "
        "places over the autumn?", "cross_table",
        {"type": "agg", "table": "join", "agg": "sum", "col": "Parcels",
         "where": [("Sector", "=", "Food & drink"), NOT_CANCELLED]},
        [LOG, CLI], "sum of Parcels over log rows whose Acct has Sector 'Food & drink', Cancelled left out")

    # ---------------------------------------------------------------- lookups (4)
    add("inv-044-vat", "How much VAT is on the bundle renewal KCC-2611-044?", "exact_id",
        {"type": "pdf", "doc": "invoices/KCC-2611-044.pdf", "pattern": r"VAT \(20%\)\s+([\d,]+\.\d\d)",
         "as": "number", "gen": "vat"},
        {"doc": "invoices/KCC-2611-044.pdf"}, "VAT (20%) line of the boxed summary")
    add("inv-031-payby", "When does invoice KCC-2611-031 have to be paid by?", "exact_id",
        {"type": "pdf", "doc": "invoices/KCC-2611-031.pdf", "pattern": r"Pay by\s+(\d{1,2} [A-Z][a-z]+ \d{4})",
         "as": "date", "gen": "due"},
        {"doc": "invoices/KCC-2611-031.pdf"}, "the Pay by date in the invoice details (30 days net)")
    add("row-delivery-client", f"Which client was {row['Job ref']} for, and how many km was it?", "key_lookup",
        {"type": "row", "table": "log", "key": ("Job ref", row["Job ref"]), "words": ["Acct"], "number": "Km"},
        {**LOG, "contains": row["Job ref"]},
        f"delivery log row {row['Job ref']}: Acct {row['Acct']}, Km {row['Km']}; the business name is in "
        "client_accounts.xlsx")
    add("reg-job-bike", f"Which bike went in under {job['Job']}, and who worked on it?", "key_lookup",
        {"type": "row", "table": "reg", "key": ("Job", job["Job"]), "words": ["Bike", "Fitter"]},
        {**REG, "page": R["reg_pages"][job["Job"]], "contains": job["Job"]},
        f"workshop register row {job['Job']} (page 1): Bike {job['Bike']}, Fitter {job['Fitter']}")

    # ---------------------------------------------------------------- how-to (4)
    help_q("screen-nobody-in-uk", "Як кур'єру позначити в застосунку, що отримувача не було на місці?", "screen",
           "proof-of-delivery.md", "When nobody is in", ["Can't deliver", "Failed"],
           "Ukrainian: how does a courier record in the app that the recipient was not there; proof-of-delivery.md, "
           "Can't deliver, reason, photo, second try, Failed")
    help_q("screen-new-client", "We've got a new florist wanting to send with us - how do I set them up?",
           "screen", "client-accounts.md", "Opening an account", ["New account", "Create account"],
           "client-accounts.md: Clients > Accounts > New account, Billing plan, Create account")
    help_q("concept-express-cutoff", "Why can't I book an express job for six in the evening?", "concept",
           "booking-jobs.md", "Why Express jobs stop at half past five", ["17:30", "60 minutes|hour"],
           "booking-jobs.md: after 17:30 the 60-minute promise cannot be kept across town in the rush")
    help_q("concept-offroad", "Why won't the board let me give jobs to a bike that's marked off road?", "concept",
           "fleet-checks.md", "Why a bike marked Off road cannot take jobs", ["brake", "workshop"],
           "fleet-checks.md: a brake, steering or latch fault can kill; only the workshop clears the bike")

    # ---------------------------------------------------------------- refusals (3)
    add("refuse-oct-2025", "How many deliveries did we do in October 2025, so I can compare with this year?",
        "refuse", {"type": "refuse", "where": [("Date", "year", 2025)]}, None,
        "the delivery log and workshop register only cover September - November 2026")
    add("refuse-tyre", "What tyre pressure should the cargo trikes be pumped up to?", "refuse",
        {"type": "refuse", "absent": ["psi", "tyre pressure", "pressure"]}, None,
        "no document gives tyre pressures (the morning check only lists tyres as an item to tick)")
    add("refuse-surge", "How do I switch on rainy-day surge pricing in Pedalboard?", "refuse",
        {"type": "refuse", "absent": ["surge", "rainy", "weather"]}, None,
        "the Pedalboard pages say nothing about surge or weather pricing")
    return Q


def main() -> None:
    R = from_files()
    qs = build(questions(R), R, PREFIX)
    assert len(qs) == 30, len(qs)
    write_golden(GOLDEN / "company22-dev.jsonl", STAMP, qs)


if __name__ == "__main__":
    main()
