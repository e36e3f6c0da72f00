"""Write data/golden/company23-test.jsonl: 30 test questions over data/company23 (The Ropewalk Theatre), written by
helper company23 from the documents alone, without reading the engine, frozen before any run.

Mix: 7 counts, 6 sums/averages, 3 argmax, 3 joins through the patron list, 4 lookups (2 invoice fields, 2 rows by
reference), 4 how-to (2 screen, 2 concept), 3 refusals; one question in Russian, one in Ukrainian. Every expected
value is computed from the written files (company23_read.from_files); company23_qa.py re-checks them.
Run: `python data/make_company23.py && python data/make_company23_golden.py`.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from corpus_files import QuestionList  # noqa: E402
from company23_read import HELP, from_files  # noqa: E402
from company23_specs import GOLDEN, HIRES, PATRONS, SALES, build, write_golden  # noqa: E402

STAMP = "Sat Dec  5 19:42:19 UTC 2026"
PREFIX = "c23t-"
NOT_PAID = ["Refunded", "Comp", "Reserved"]
# the short names staff use for a show, accepted beside the full title
SHORT = {"Comedy Cellar Stand-up Night": "Comedy Cellar", "The Tempest": "Tempest",
         "A Christmas Carol (one-man show)": "Christmas Carol", "Cinderella - the Ropewalk Panto": "Cinderella",
         "Blithe Spirit": "Blithe Spirit", "The Owl Who Lost Her Hoot": "Owl Who Lost Her Hoot",
         "Tom Marlow Quartet - Late Night Jazz": "Marlow", "The Shanty Wives in Concert": "Shanty Wives",
         "Moving Coast: Autumn Dance Showcase": "Moving Coast", "Film Club: Paddington 2": "Paddington",
         "Film Club: Brassed Off": "Brassed Off", "Film Club: Local Hero": "Local Hero"}


def on_invoices(R: dict) -> set[str]:
    return {w for text in R["invoices"].values() for w in text.split() if w.startswith("RH-")}


def questions(R: dict) -> list[dict]:
    billed = on_invoices(R)
    # a booking for the November stand-up night with a member discount, so the amount is not just seats x face price
    sale = next(r for r in R["sales"] if r["Perf"] == "LAF-07NOV" and r["Status"] == "Paid" and r["Tkts"] >= 2
                and r["Pd £"] % 2 != 0)
    hire = next(r for r in R["hires"] if R["hire_pages"][r["Hire ref"]] == 2 and r["Hire ref"] not in billed
                and r["Hirer"] == "West Dorset Photographic Club")
    Q = QuestionList(HELP)
    add, help_q = Q.add, Q.help_q

    # ---------------------------------------------------------------- counts (7)
    add("count-online-oct", "How many bookings came in through the website during October?", "table_count",
        {"type": "agg", "table": "sales", "agg": "count", "where": [("Channel", "=", "Online"), ("Date", "month", 10)]},
        SALES, "Bookings rows with Channel Online and Sold on in October 2026, any Status")
    add("count-cash-sep", "How many times did somebody pay with cash in September?", "table_count",
        {"type": "agg", "table": "sales", "agg": "count", "where": [("Pay", "=", "CSH"), ("Date", "month", 9)]},
        SALES, "Bookings rows with Pay CSH (Pay methods sheet: cash at the box office window) sold in September")
    add("count-panto-phone-ru", "Сколько бронирований на «Золушку» приняли по телефону?", "table_count",
        {"type": "agg", "table": "sales", "agg": "count", "where": [("Perf", "prefix", "CIN-"),
                                                                    ("Channel", "=", "Phone")]},
        SALES, "Russian: how many Cinderella bookings were taken by phone; Bookings rows whose Perf is a CIN- "
        "code (Shows sheet: Cinderella - the Ropewalk Panto) with Channel Phone, any Status")
    add("count-comps", "How many lots of free tickets did we give away this autumn?", "table_count",
        {"type": "agg", "table": "sales", "agg": "count", "where": [("Status", "=", "Comp")]},
        SALES, "Bookings rows with Status Comp (Status words: complimentary, free seats)")
    add("count-big-early-oct", "In the first half of October, how many bookings were for four seats or more?",
        "table_count",
        {"type": "agg", "table": "sales", "agg": "count", "guard": NOT_PAID,
         "where": [("Tkts", ">=", 4), ("Date", "between", ("2026-10-01", "2026-10-15"))]},
        SALES, "Bookings rows with Tkts >= 4 sold 1-15 October 2026 (all of them Paid)")
    add("count-loft-nov", "How many times was the Loft studio hired out in November?", "table_count",
        {"type": "agg", "table": "hires", "agg": "count", "where": [("Room", "=", "Loft studio"),
                                                                    ("Date", "month", 11)]},
        HIRES, "room hire register rows (page 2) with Room Loft studio dated November 2026")
    add("count-operatic-mainhouse", "How often did the operatic society have the main auditorium rather than a "
        "smaller room?", "table_count",
        {"type": "agg", "table": "hires", "agg": "count", "where": [("Hirer", "=", "Wenmouth Operatic Society"),
                                                                    ("Room", "=", "Main house")]},
        HIRES, "room hire register rows, both pages, with Hirer Wenmouth Operatic Society and Room Main house")

    # ---------------------------------------------------------------- sums / averages (6)
    add("sum-panto-takings", "How much ticket money has Cinderella brought in so far?", "table_sum",
        {"type": "agg", "table": "sales", "agg": "sum", "col": "Pd £", "guard": NOT_PAID,
         "where": [("Perf", "prefix", "CIN-")]},
        SALES, "sum of Pd £ over CIN- bookings; the reservations and the comp are 0.00 and none was refunded")
    add("sum-owl-under18", "How many under-18 tickets went for the Owl show, both performances together?",
        "table_sum",
        {"type": "agg", "table": "sales", "agg": "sum", "col": "Tkts", "guard": NOT_PAID,
         "where": [("Perf", "prefix", "OWL-"), ("Band", "=", "YP")]},
        SALES, "sum of Tkts over OWL- bookings (The Owl Who Lost Her Hoot) in Band YP (young person, under 18), "
        "school parties included; none of them refunded or comp")
    add("avg-online-paid", "On average, what does someone spend on a paid booking made online?", "table_sum",
        {"type": "agg", "table": "sales", "agg": "avg", "col": "Pd £",
         "where": [("Channel", "=", "Online"), ("Status", "=", "Paid")]},
        SALES, "mean of Pd £ over Bookings rows with Channel Online and Status Paid, rounded to pence")
    add("sum-refunds", "What's the total we've had to give back in refunds?", "table_sum",
        {"type": "agg", "table": "sales", "agg": "sum", "col": "Pd £", "where": [("Status", "=", "Refunded")]},
        SALES, "sum of Pd £ over rows with Status Refunded (Status words: Pd £ shows the sum handed back)")
    add("sum-hire-oct", "What did room hire earn in October, before VAT?", "table_sum",
        {"type": "agg", "table": "hires", "agg": "sum", "col": "Amount £", "where": [("Date", "month", 10)]},
        HIRES, "sum of Amount £ over room hire register rows dated October 2026 (they straddle the page break)")
    add("sum-rehearsal-hours", "How many hours in all was the rehearsal room let out?", "table_sum",
        {"type": "agg", "table": "hires", "agg": "sum", "col": "Hours", "where": [("Room", "=", "Rehearsal room")]},
        HIRES, "sum of Hours over room hire register rows with Room Rehearsal room, both pages")

    # ---------------------------------------------------------------- argmax (3)
    add("argmax-show-income", "Which production has made the most money at the box office?", "table_argmax",
        {"type": "argmax", "table": "sales", "agg": "argmax", "group": "Show", "measure": "Pd £",
         "where": [("Status", "=", "Paid")], "alts": ["Tempest"]},
        SALES, "Show (from the Shows sheet) with the largest sum of Pd £ over Paid bookings")
    add("argmax-room-nov", "Which room earned us the most from hirers in November?", "table_argmax",
        {"type": "argmax", "table": "hires", "agg": "argmax", "group": "Room", "measure": "Amount £",
         "where": [("Date", "month", 11)]},
        HIRES, "Room with the largest sum of Amount £ over register rows dated November 2026")
    add("argmax-channel-oct-income", "Where did most of October's ticket money come from - online, the phone or "
        "people walking in?", "table_argmax",
        {"type": "argmax", "table": "sales", "agg": "argmax", "group": "Channel", "measure": "Pd £",
         "where": [("Date", "month", 10)], "guard": NOT_PAID},
        SALES, "Channel with the largest sum of Pd £ over bookings sold in October 2026 (same winner with only Paid "
        "rows)")

    # ---------------------------------------------------------------- joins (3)
    add("join-angel-seats", "Leaving out refunds and free seats, how many tickets have our Angels actually "
        "bought?", "cross_table",
        {"type": "agg", "table": "join", "agg": "sum", "col": "Tkts",
         "where": [("Membership", "=", "Angel"), ("Status", "=", "Paid")]},
        [SALES, PATRONS], "sum of Tkts over Paid Bookings rows whose Patron has Membership Angel on the patron list")
    add("join-dt7-uk", "Скільки бронювань зробили глядачі з поштового району DT7?", "cross_table",
        {"type": "agg", "table": "join", "agg": "count", "guard": NOT_PAID,
         "where": [("Postcode area", "=", "DT7")]},
        [SALES, PATRONS], "Ukrainian: how many bookings did audience members from postcode area DT7 make; "
        "Bookings rows whose Patron has Postcode area DT7")
    add("join-nonmember-nov", "What did people who aren't members pay for tickets in November?", "cross_table",
        {"type": "agg", "table": "join", "agg": "sum", "col": "Pd £",
         "where": [("Membership", "=", "Not a member"), ("Date", "month", 11), ("Status", "=", "Paid")]},
        [SALES, PATRONS], "sum of Pd £ over Paid bookings sold in November 2026 whose Patron's Membership is "
        "'Not a member'")

    # ---------------------------------------------------------------- lookups (4)
    add("inv-0187-total", "How much is owed in total on invoice HIRE-26-0187?", "exact_id",
        {"type": "pdf", "doc": "invoices/HIRE-26-0187.pdf", "pattern": r"Total due\s+£([\d,]+\.\d\d)",
         "as": "number", "gen": "total"},
        {"doc": "invoices/HIRE-26-0187.pdf"}, "Total due: net amount plus VAT at 20%")
    add("inv-0179-due", "By what date does HIRE-26-0179 need paying?", "exact_id",
        {"type": "pdf", "doc": "invoices/HIRE-26-0179.pdf", "pattern": r"Due date\s+(\d\d/\d\d/\d{4})",
         "as": "date", "gen": "due"},
        {"doc": "invoices/HIRE-26-0179.pdf"}, "the Due date cell of the details table (14 days)")
    add("row-booking", f"Booking {sale['Booking ref']}: what show was it for and how much did they pay?",
        "key_lookup",
        {"type": "row", "table": "sales", "key": ("Booking ref", sale["Booking ref"]), "words": ["Show"],
         "short": SHORT, "number": "Pd £"},
        {**SALES, "contains": sale["Booking ref"]},
        f"Bookings row {sale['Booking ref']}: Perf {sale['Perf']} ({sale['Show']}), Pd £ {sale['Pd £']:.2f}")
    add("row-hire", f"Who was {hire['Hire ref']} for, and what did it come to?", "key_lookup",
        {"type": "row", "table": "hires", "key": ("Hire ref", hire["Hire ref"]), "words": ["Hirer"],
         "number": "Amount £"},
        {**HIRES, "page": R["hire_pages"][hire["Hire ref"]], "contains": hire["Hire ref"]},
        f"room hire register row {hire['Hire ref']} (page 2): {hire['Hirer']}, Amount £ {hire['Amount £']:.2f}")

    # ---------------------------------------------------------------- how-to (4)
    help_q("screen-sell-window", "Someone's at the window wanting two seats for Saturday's show - what do I do in "
           "Houselights?", "screen", "selling-tickets.md", "Making a booking at the window or on the phone",
           ["New booking", "Complete sale"], "selling-tickets.md: Sales > New booking, seat plan, patron, Add to "
           "basket, Take payment, Complete sale")
    help_q("screen-join-friends", "A lady wants to become a Friend - how do I sign her up on her record?", "screen",
           "patrons-and-membership.md", "Membership tiers", ["Join or renew"],
           "patrons-and-membership.md: open the record, Membership > Join or renew, pick the tier, take the fee")
    help_q("concept-comps-income", "Why don't the press tickets show up in our takings?", "concept",
           "comps-and-house-seats.md", "Why comps don't count as revenue", ["house count", "ticket income"],
           "comps-and-house-seats.md: a comp brings in no money; counted in the house count, not ticket income")
    help_q("concept-card-machine", "The card machine total never matches what Houselights says we took tonight - "
           "how come?", "concept", "cashing-up-and-reports.md",
           "Why Houselights' takings differ from the card machine", ["online", "voucher"],
           "cashing-up-and-reports.md: online card sales, gift vouchers, bank transfers and refunds are not on the "
           "terminal")

    # ---------------------------------------------------------------- refusals (3)
    add("refuse-august", "How many tickets did we sell in August 2026?", "refuse",
        {"type": "refuse", "where": [("Date", "year", 2026), ("Date", "month", 8)]}, None,
        "the bookings run from 1 September to 30 November 2026 and no performance or hire is in August")
    add("refuse-bar", "What did the bar take on the night of the Shanty Wives concert?", "refuse",
        {"type": "refuse", "absent": ["bar takings", "bar sales", "drink sales", "drinks"]}, None,
        "no document holds bar sales; the workbooks and PDFs are tickets and room hire only")
    add("refuse-season", "How do I set up a season ticket in Houselights?", "refuse",
        {"type": "refuse", "absent": ["season ticket", "subscription"]}, None,
        "the Houselights pages cover selling, refunds, comps, patrons and cashing up; nothing on season tickets")
    return Q


def main() -> None:
    R = from_files()
    qs = build(questions(R), R, PREFIX)
    assert len(qs) == 30, len(qs)
    write_golden(GOLDEN / "company23-test.jsonl", STAMP, qs)


if __name__ == "__main__":
    main()
