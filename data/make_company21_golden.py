"""Write data/golden/company21-test.jsonl: 30 test questions over data/company21 (Ardcarrow Boatyard), written by
helper company21 from the documents alone, without reading the engine, frozen before any run.

Mix: 7 counts, 6 sums/averages/maximum, 3 argmax, 3 joins through the owner accounts, 4 lookups, 4 how-to (2 screen,
2 concept), 3 refusals; one question in Russian, one in Ukrainian. Every number is computed by company21_qa.py from
the generator's records; `python data/company21_qa.py` checks them again against the written files.
Run: `python data/make_company21.py && python data/make_company21_golden.py`.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import company21_qa as qa  # noqa: E402
import make_company21 as g  # noqa: E402

STAMP = "Fri Dec  4 18:55:35 UTC 2026"
LOG = {"doc": qa.LOG_DOC, "sheet": qa.LOG_SHEET}
REG = {"doc": qa.REG_DOC}
ACC = {"doc": qa.ACC_DOC}


def reg_page(boat: str) -> int:
    i = next(n for n, r in enumerate(g.REGISTER) if r.acct.boat == boat)
    return 1 if i < g.FIRST_PAGE_ROWS else 2


def questions() -> list[dict]:
    on_invoice = {x.code for inv in g.INVOICES.values() for x in inv.lines}
    wo = next(j for j in g.JOBS if j.op == "GEL" and j.state == "Closed" and j.hrs % 1 == 0.5
              and j.wo not in on_invoice)
    ashore_boat = "Kittiwake"
    bay = next(r.bay for r in g.REGISTER if r.acct.boat == ashore_boat)
    storage = g.INVOICES["AB-26-0437"]
    work = g.INVOICES["AB-26-0412"]
    Q = []

    def add(id_, question, kind, spec, source, note, expected=None):
        q = {"id": "c21t-" + id_, "question": question, "kind": kind, "spec": spec, "expected_source": source,
             "note": note}
        if expected is not None:
            q["expected"] = expected
        Q.append(q)

    # ---------------------------------------------------------------- counts (7)
    add("count-antifoul-sep", "How many antifouling jobs did we actually carry out in September, leaving out any "
        "that were cancelled?", "table_count",
        {"type": "agg", "table": "log", "agg": "count", "ids_key": "WO",
         "where": [("Op", "=", "AFL"), ("Opened", "month", 9), ("State", "!=", "Cancelled")]},
        LOG, "job sheet rows with Op AFL (Codes: Antifouling) opened in September 2026, State not Cancelled")
    add("count-parts", "How many jobs are stuck waiting for parts right now?", "table_count",
        {"type": "agg", "table": "log", "agg": "count", "ids_key": "WO",
         "where": [("State", "=", "Parts on order")]},
        LOG, "job sheet rows with State = Parts on order")
    add("count-padraig-oct", "How many jobs did Padraig do in October?", "table_count",
        {"type": "agg", "table": "log", "agg": "count", "ids_key": "WO", "guard": ["Cancelled", "In progress"],
         "where": [("By", "=", "PO"), ("Opened", "month", 10)]},
        LOG, "job sheet rows By PO (Codes: Padraig O'Leary) opened in October 2026 (none of them cancelled)")
    add("count-liftouts-early-nov", "How many lift-outs did we do between the 1st and the 15th of November?",
        "table_count",
        {"type": "agg", "table": "log", "agg": "count", "ids_key": "WO", "guard": ["Cancelled", "In progress"],
         "where": [("Op", "=", "HAU"), ("Opened", "between", ("2026-11-01", "2026-11-15"))]},
        LOG, "job sheet rows with Op HAU (haul-out) opened 1-15 November 2026, both ends included (none cancelled or in progress)")
    add("count-cancelled-ru", "Сколько заказов владельцы отменили за всё время по журналу работ?", "table_count",
        {"type": "agg", "table": "log", "agg": "count", "ids_key": "WO", "where": [("State", "=", "Cancelled")]},
        LOG, "Russian: how many jobs did owners cancel; job sheet rows with State = Cancelled")
    add("count-over-6h", "How many jobs took more than six hours of labour?", "table_count",
        {"type": "agg", "table": "log", "agg": "count", "ids_key": "WO", "where": [("Hrs", ">", 6.0)]},
        LOG, "job sheet rows with Hrs > 6")
    add("count-reg-stands", "How many of the boats laid up in the yard are sitting on stands rather than in a "
        "cradle or on a trailer?", "table_count",
        {"type": "agg", "table": "reg", "agg": "count", "ids_key": "Boat", "where": [("Support", "=", "Stands")]},
        REG, "hardstanding register rows (both pages) with Support = Stands")

    # ---------------------------------------------------------------- sums / averages / max (6)
    add("sum-gelcoat-nov", "What do the gelcoat and GRP repairs opened in November come to on the job sheet, "
        "before VAT?", "table_sum",
        {"type": "agg", "table": "log", "agg": "sum", "col": "Net €",
         "where": [("Op", "=", "GEL"), ("Opened", "month", 11)]},
        LOG, "sum of Net € over Op GEL rows opened in November 2026")
    add("sum-hours-aug", "How many labour hours did we book in August altogether?", "table_sum",
        {"type": "agg", "table": "log", "agg": "sum", "col": "Hrs", "where": [("Opened", "month", 8)]},
        LOG, "sum of Hrs over rows opened in August 2026")
    add("avg-engine-closed", "On average, what did a finished engine service cost the owner before VAT?",
        "table_sum",
        {"type": "agg", "table": "log", "agg": "avg", "col": "Net €",
         "where": [("Op", "=", "ENG"), ("State", "=", "Closed")]},
        LOG, "mean of Net € over Op ENG rows with State Closed, rounded to cents")
    add("sum-fionn", "What's the total net value of all the work Fionn has on the job sheet?", "table_sum",
        {"type": "agg", "table": "log", "agg": "sum", "col": "Net €", "where": [("By", "=", "FT")]},
        LOG, "sum of Net € over rows By FT (Fionn Tierney), all four months")
    add("sum-reg-length", "Add up the lengths of all the boats on the hardstanding register: how many metres is "
        "that?", "table_sum",
        {"type": "agg", "table": "reg", "agg": "sum", "col": "LOA m", "where": []},
        REG, "sum of LOA m over every register row, pages 1 and 2")
    add("max-nov", "What was the biggest single job on the sheet in November, in euros before VAT?", "table_sum",
        {"type": "agg", "table": "log", "agg": "max", "col": "Net €", "where": [("Opened", "month", 11)]},
        LOG, "largest Net € among rows opened in November 2026")

    # ---------------------------------------------------------------- argmax (3)
    add("argmax-op-money-oct", "Which kind of work brought in the most money in October?", "table_argmax",
        {"type": "argmax", "table": "log", "agg": "argmax", "group": "Op", "measure": "Net €",
         "where": [("Opened", "month", 10)], "guard": ["Cancelled", "In progress"],
         "alts": {"HAU": ["haul-out|haul out|hauling|lift-out|lift out|lifting out"], "STO": ["storage"],
                  "ENG": ["engine service"], "AFL": ["antifoul"]}},
        LOG, "Op with the largest sum of Net € over rows opened in October 2026")
    add("argmax-liftout-month", "Which month did we lift the most boats out of the water?", "table_argmax",
        {"type": "argmax", "table": "log", "agg": "argmax", "group": "Month", "measure": "count",
         "where": [("Op", "=", "HAU"), ("State", "!=", "Cancelled")]},
        LOG, "month with the most Op HAU rows, cancelled ones left out (the order is the same with them)")
    add("argmax-boat-hours-oct", "Which boat had the most hours spent on it in October?", "table_argmax",
        {"type": "argmax", "table": "log", "agg": "argmax", "group": "Boat", "measure": "Hrs",
         "where": [("Opened", "month", 10)], "guard": ["Cancelled", "In progress"]},
        LOG, "Boat with the largest sum of Hrs over rows opened in October 2026")

    # ---------------------------------------------------------------- joins (3)
    add("join-rib-count", "How many work orders have we had for RIBs?", "cross_table",
        {"type": "agg", "table": "join", "agg": "count", "ids_key": "WO",
         "where": [("Boat type", "=", "RIB")]},
        [LOG, ACC], "job sheet rows whose A/c has Boat type RIB in owner_accounts.csv, any State")
    add("join-pontoon-b", "What's the total net value of the work for boats that berth on Pontoon B?", "cross_table",
        {"type": "agg", "table": "join", "agg": "sum", "col": "Net €", "where": [("Berth", "=", "Pontoon B")]},
        [LOG, ACC], "sum of Net € over job sheet rows whose A/c has Berth Pontoon B in owner_accounts.csv")
    add("join-payg-hours-oct", "How many labour hours went on boats of pay-as-you-go customers in October?",
        "cross_table",
        {"type": "agg", "table": "join", "agg": "sum", "col": "Hrs",
         "where": [("Plan", "=", "Pay as you go"), ("Opened", "month", 10)]},
        [LOG, ACC], "sum of Hrs over October 2026 job sheet rows whose A/c has Plan 'Pay as you go'")

    # ---------------------------------------------------------------- lookups (4)
    add("inv-0412-due", "How much is due on invoice AB-26-0412?", "exact_id",
        {"type": "pdf", "doc": "invoices/AB-26-0412.pdf", "label": "Balance due EUR"},
        {"doc": "invoices/AB-26-0412.pdf"},
        f"Balance due EUR: net {work.net:,.2f} + VAT 23% {work.vat:,.2f}", {"number": work.total})
    add("inv-0437-who", "Who is the winter storage invoice AB-26-0437 made out to?", "exact_id",
        {"type": "pdf", "doc": "invoices/AB-26-0437.pdf", "after": "Bill to"},
        {"doc": "invoices/AB-26-0437.pdf"}, f"Bill to: {storage.to[0]} ({storage.to[1]})",
        {"keywords": [storage.to[0].replace(" Ltd", "")]})
    add("row-wo", f"Work order {wo.wo} - which boat was that for, and how many hours went on it?", "key_lookup",
        {"type": "row", "table": "log", "key": ("WO", wo.wo)},
        {**LOG, "contains": wo.wo}, f"job sheet row {wo.wo}: Boat {wo.acct.boat}, Hrs {wo.hrs}",
        {"keywords": [wo.acct.boat], "number": wo.hrs})
    add("reg-bay", f"Which bay is {ashore_boat} laid up in for the winter?", "key_lookup",
        {"type": "row", "table": "reg", "key": ("Boat", ashore_boat)},
        {**REG, "page": reg_page(ashore_boat), "contains": ashore_boat},
        f"hardstanding register row {ashore_boat}: Bay {bay}", {"keywords": [bay]})

    # ---------------------------------------------------------------- how-to (4)
    add("screen-assign-bay", "A boat has just come out and needs a spot in the yard - where do I put it into a "
        "bay in Slipmate?", "screen",
        {"type": "help", "doc": qa.HELP + "yard-map.md", "section": "Putting a boat in a bay"},
        {"doc": qa.HELP + "yard-map.md", "section": "Putting a boat in a bay"},
        "yard-map.md, Putting a boat in a bay: Storage > Yard map, drag from To place, Assign bay",
        {"keywords": ["Yard map", "Assign bay"]})
    add("screen-portal-uk", "Як надіслати власнику човна доступ до порталу власників у Slipmate?", "screen",
        {"type": "help", "doc": qa.HELP + "owner-portal.md", "section": "Giving an owner a portal login"},
        {"doc": qa.HELP + "owner-portal.md", "section": "Giving an owner a portal login"},
        "Ukrainian: how do I send a boat owner access to the owner portal; owner-portal.md, Owners > Accounts, "
        "Portal access, Send invite", {"keywords": ["Portal access", "Send invite"]})
    add("concept-low-tide", "Why won't the lift planner give me a slot at low tide?", "concept",
        {"type": "help", "doc": qa.HELP + "lift-planner.md", "section": "Why lifts are only booked near high water"},
        {"doc": qa.HELP + "lift-planner.md", "section": "Why lifts are only booked near high water"},
        "lift-planner.md: the hoist dock dries out; slots only two hours either side of high water",
        {"keywords": ["dries|not enough water|half tide", "two hours|2 hours"]})
    add("concept-parts-clock", "When a job goes to Parts on order, what happens to the time on the card, and why "
        "is it done that way?", "concept",
        {"type": "help", "doc": qa.HELP + "job-cards.md", "section": "Why a job waits at Parts on order"},
        {"doc": qa.HELP + "job-cards.md", "section": "Why a job waits at Parts on order"},
        "job-cards.md: the clock stops so the owner is not charged for time standing around",
        {"keywords": ["clock", "charged"]})

    # ---------------------------------------------------------------- refusals (3)
    add("refuse-july", "How many boats did we launch in July 2026?", "refuse",
        {"type": "refuse", "where": [("Opened", "month", 7)], "reg_month": (2026, 7), "absent": ["July"]},
        None, "the job sheet runs 3 August - 28 November 2026; no document covers July", {})
    add("refuse-engine-make", "What make of engine has Sea Holly got?", "refuse",
        {"type": "refuse", "absent": ["engine make", "Yanmar", "Volvo Penta", "Beta Marine", "Engine model"]},
        None, "no document records engines' makes or models", {})
    add("refuse-hoist-inspection", "How do I record the travel hoist's annual safety inspection in Slipmate?",
        "refuse",
        {"type": "refuse", "absent": ["safety inspection", "thorough examination", "certificate", "LOLER"]},
        None, "the Slipmate pages cover lifts, job cards, the yard map, invoicing and the owner portal; "
        "nothing on inspecting the hoist", {})
    return Q


def main() -> None:
    qs = questions()
    assert len(qs) == 30, len(qs)
    qa.build(qa.GOLDEN / "company21-test.jsonl", STAMP, qs)


if __name__ == "__main__":
    main()
