"""Write data/golden/company23-dev.jsonl: 30 development questions over data/company23 (The Ropewalk Theatre),
written by helper company23 from the documents alone, without reading the engine, frozen before any run. None of
them restates a test question (make_company23_golden.py): other filters, measures, rooms, invoice fields and pages.

Mix: 7 counts, 6 sums/averages/maximum, 3 argmax, 3 joins, 4 lookups, 4 how-to (2 screen, 2 concept), 3 refusals;
one question in Russian, one in Ukrainian. Expected values come from the written files; company23_qa.py re-checks.
Run: `python data/make_company23.py && python data/make_company23_dev.py`.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from corpus_files import QuestionList  # noqa: E402
from company23_read import HELP, from_files  # noqa: E402
from company23_specs import GOLDEN, HIRES, PATRONS, SALES, build, write_golden  # noqa: E402
from make_company23_golden import NOT_PAID, STAMP, on_invoices  # noqa: E402

PREFIX = "c23d-"


def questions(R: dict) -> list[dict]:
    billed = on_invoices(R)
    # a Blithe Spirit party of three or more: who booked it and how many seats are both worth asking for
    sale = next(r for r in R["sales"] if r["Perf"].startswith("BLS-") and r["Status"] == "Paid" and r["Tkts"] >= 3)
    hire = next(r for r in R["hires"] if R["hire_pages"][r["Hire ref"]] == 1 and r["Hire ref"] not in billed
                and r["Hirer"] == "Marshwood Vale Quilters")
    Q = QuestionList(HELP)
    add, help_q = Q.add, Q.help_q

    # ---------------------------------------------------------------- counts (7)
    add("count-film-bookings", "How many bookings did the film club screenings get?", "table_count",
        {"type": "agg", "table": "sales", "agg": "count", "where": [("Genre", "=", "Film")]},
        SALES, "Bookings rows whose Perf is a film night (Shows sheet: Genre Film, the three Film Club titles), "
        "any Status")
    add("count-walkin-late-nov", "From the 16th to the end of November, how many sales were made in person at the "
        "box office?", "table_count",
        {"type": "agg", "table": "sales", "agg": "count", "guard": NOT_PAID,
         "where": [("Channel", "=", "Walk-in"), ("Date", "between", ("2026-11-16", "2026-11-30"))]},
        SALES, "Bookings rows with Channel Walk-in sold 16-30 November 2026 (all of them Paid)")
    add("count-premium", "How many bookings were for the premium seats at the front of the stalls?", "table_count",
        {"type": "agg", "table": "sales", "agg": "count", "where": [("Band", "=", "PR")]},
        SALES, "Bookings rows with Band PR (Bands sheet: Premium stalls, rows A-D), any Status")
    add("count-carol-cash-voucher", "For A Christmas Carol, how many bookings were paid by cash or gift voucher?",
        "table_count",
        {"type": "agg", "table": "sales", "agg": "count", "where": [("Perf", "prefix", "CAR-"),
                                                                    ("Pay", "in", ["CSH", "GVC"])]},
        SALES, "Bookings rows with a CAR- Perf code and Pay CSH or GVC, any Status (one cash booking was later "
        "refunded)")
    add("count-choir-hires", "How many times did the community choir book a room with us this autumn?",
        "table_count",
        {"type": "agg", "table": "hires", "agg": "count", "where": [("Hirer", "=", "Lyme Bay Community Choir")]},
        HIRES, "room hire register rows, both pages, with Hirer Lyme Bay Community Choir")
    add("count-long-hires", "How many room hires lasted three hours or longer?", "table_count",
        {"type": "agg", "table": "hires", "agg": "count", "where": [("Hours", ">=", 3.0)]},
        HIRES, "room hire register rows with Hours >= 3, both pages")
    add("count-unpaid-holds", "How many bookings are still sitting as reservations that nobody has paid for yet?",
        "table_count",
        {"type": "agg", "table": "sales", "agg": "count", "where": [("Status", "=", "Reserved")]},
        SALES, "Bookings rows with Status Reserved (Status words: held for payment when collected)")

    # ---------------------------------------------------------------- sums / averages / maximum (6)
    add("sum-tempest-seats-ru", "Сколько билетов мы продали на «Бурю» за все три вечера, без возвратов и "
        "бесплатных мест?", "table_sum",
        {"type": "agg", "table": "sales", "agg": "sum", "col": "Tkts", "where": [("Perf", "prefix", "TEM-"),
                                                                                 ("Status", "=", "Paid")]},
        SALES, "Russian: how many tickets did we sell for The Tempest over all three nights, without refunds and "
        "free seats; sum of Tkts over Paid bookings with a TEM- Perf code")
    add("avg-jazz-paid", "What was the typical spend per paid booking for the jazz nights? An average is fine.",
        "table_sum",
        {"type": "agg", "table": "sales", "agg": "avg", "col": "Pd £", "where": [("Perf", "prefix", "JAZ-"),
                                                                                 ("Status", "=", "Paid")]},
        SALES, "mean of Pd £ over Paid bookings with a JAZ- Perf code (Tom Marlow Quartet), rounded to pence")
    add("sum-bank-transfer", "How much came in by bank transfer from schools and groups?", "table_sum",
        {"type": "agg", "table": "sales", "agg": "sum", "col": "Pd £", "where": [("Pay", "=", "BAC")]},
        SALES, "sum of Pd £ over Bookings rows with Pay BAC (Pay methods sheet: bank transfer, schools and groups)")
    add("sum-loft-hours-sep", "How many hours did hirers use the Loft studio for in September?", "table_sum",
        {"type": "agg", "table": "hires", "agg": "sum", "col": "Hours", "where": [("Room", "=", "Loft studio"),
                                                                                  ("Date", "month", 9)]},
        HIRES, "sum of Hours over register rows with Room Loft studio dated September 2026 (page 1)")
    add("max-hire", "What's the biggest amount we've charged for one room booking?", "table_sum",
        {"type": "agg", "table": "hires", "agg": "max", "col": "Amount £", "where": []},
        HIRES, "largest Amount £ in the room hire register, both pages")
    add("sum-sep-ticket-income", "What was our ticket income from September's sales?", "table_sum",
        {"type": "agg", "table": "sales", "agg": "sum", "col": "Pd £", "where": [("Date", "month", 9),
                                                                                 ("Status", "=", "Paid")]},
        SALES, "sum of Pd £ over Paid bookings sold in September 2026 (refunds are not income, comps are 0.00)")

    # ---------------------------------------------------------------- argmax (3)
    add("argmax-hirer-spend", "Which outside group spent the most on hiring rooms over the autumn?", "table_argmax",
        {"type": "argmax", "table": "hires", "agg": "argmax", "group": "Hirer", "measure": "Amount £", "where": [],
         "alts": ["St Aldhelm"]},
        HIRES, "Hirer with the largest sum of Amount £ over the register, both pages")
    add("argmax-month-income", "Which month's sales brought in the most ticket money?", "table_argmax",
        {"type": "argmax", "table": "sales", "agg": "argmax", "group": "Month", "measure": "Pd £", "where": [],
         "guard": NOT_PAID},
        SALES, "sale month with the largest sum of Pd £ (same winner with only Paid bookings)")
    add("argmax-genre-seats", "What kind of show sold the most seats - drama, comedy, family shows, music...?",
        "table_argmax",
        {"type": "argmax", "table": "sales", "agg": "argmax", "group": "Genre", "measure": "Tkts", "where": [],
         "guard": NOT_PAID, "alts": ["family show", "children"]},
        SALES, "Genre (Shows sheet) with the largest sum of Tkts (same winner with only Paid bookings)")

    # ---------------------------------------------------------------- joins (3)
    add("join-giftaid-bookings", "How many bookings were made by patrons who have a Gift Aid declaration?",
        "cross_table",
        {"type": "agg", "table": "join", "agg": "count", "where": [("Gift Aid", "=", "Yes")]},
        [SALES, PATRONS], "Bookings rows, any Status, whose Patron has Gift Aid Yes on the patron list")
    add("join-bestfriend-oct", "What did our Best Friends spend on tickets in October?", "cross_table",
        {"type": "agg", "table": "join", "agg": "sum", "col": "Pd £",
         "where": [("Membership", "=", "Best Friend"), ("Date", "month", 10), ("Status", "=", "Paid")]},
        [SALES, PATRONS], "sum of Pd £ over Paid bookings sold in October 2026 whose Patron has Membership "
        "Best Friend")
    add("join-recent-joiners", "How many seats were booked by people who joined our list in 2024 or later?",
        "cross_table",
        {"type": "agg", "table": "join", "agg": "sum", "col": "Tkts", "where": [("Joined", ">=", 2024)]},
        [SALES, PATRONS], "sum of Tkts over Bookings rows, any Status, whose Patron has Joined 2024, 2025 or 2026")

    # ---------------------------------------------------------------- lookups (4)
    add("inv-0183-vat", "How much VAT was charged on the wedding reception invoice, HIRE-26-0183?", "exact_id",
        {"type": "pdf", "doc": "invoices/HIRE-26-0183.pdf", "pattern": r"VAT @ 20%:\s+£([\d,]+\.\d\d)",
         "as": "number", "gen": "vat"},
        {"doc": "invoices/HIRE-26-0183.pdf"}, "the VAT @ 20% line under the items")
    add("inv-0179-to", "Who is HIRE-26-0179 addressed to?", "exact_id",
        {"type": "pdf", "doc": "invoices/HIRE-26-0179.pdf", "pattern": r"Bill to\s+(.+?)\s+Date issued",
         "as": "name", "gen": "to"},
        {"doc": "invoices/HIRE-26-0179.pdf"}, "the first line of the Bill to box")
    add("row-booking-patron", f"Who made booking {sale['Booking ref']}, and for how many seats?", "key_lookup",
        {"type": "row", "table": "sales", "key": ("Booking ref", sale["Booking ref"]), "words": ["Patron"],
         "number": "Tkts"},
        {**SALES, "contains": sale["Booking ref"]},
        f"Bookings row {sale['Booking ref']}: Patron {sale['Patron']} (surname on the patron list), Tkts "
        f"{sale['Tkts']}")
    add("row-hire-room", f"Which room was {hire['Hire ref']} in, and what was it booked for?", "key_lookup",
        {"type": "row", "table": "hires", "key": ("Hire ref", hire["Hire ref"]), "words": ["Room", "Booked for"]},
        {**HIRES, "page": R["hire_pages"][hire["Hire ref"]], "contains": hire["Hire ref"]},
        f"room hire register row {hire['Hire ref']} (page 1): {hire['Room']}, {hire['Booked for']}")

    # ---------------------------------------------------------------- how-to (4)
    help_q("screen-refund-uk", "Як оформити повернення коштів за квитки, якщо виставу скасували?", "screen",
           "refunds-and-exchanges.md", "Refunding a booking", ["Find booking", "Confirm refund"],
           "Ukrainian: how do I process a refund for tickets if the show was cancelled; refunds-and-exchanges.md, "
           "Sales > Find booking, Refund, Refund reason, Confirm refund")
    help_q("screen-hold-seats", "A regular wants two seats kept back and will pay when she collects them - how do "
           "I do that?", "screen", "selling-tickets.md", "Holding seats for someone who will pay later",
           ["Reserve"], "selling-tickets.md: make the booking but press Reserve instead of Take payment")
    help_q("concept-giftaid-tickets", "Why can't we claim Gift Aid on ticket sales when we're a charity?", "concept",
           "patrons-and-membership.md", "Why we can't claim Gift Aid on tickets", ["purchase", "gift"],
           "patrons-and-membership.md: a ticket buys a seat, a purchase and not a gift; Gift Aid is only on gifts")
    help_q("concept-release-holds", "Why did Houselights drop a patron's held seats a couple of days before the "
           "show?", "concept", "selling-tickets.md", "Why reservations are released two days before the show",
           ["unpaid", "empty seat"], "selling-tickets.md: an unpaid hold that never turns up is an empty seat in a "
           "full house")

    # ---------------------------------------------------------------- refusals (3)
    add("refuse-summer-hire", "What did room hire bring in over the summer, June to August 2026?", "refuse",
        {"type": "refuse", "where": [("Date", "between", ("2026-06-01", "2026-08-31"))]}, None,
        "the room hire register and the bookings only cover 1 September - 30 November 2026")
    add("refuse-ushers", "Who's on the usher rota for the panto?", "refuse",
        {"type": "refuse", "absent": ["usher", "rota"]}, None, "no document lists front-of-house staff or ushers")
    add("refuse-sms", "How do I send a text reminder to everyone booked for Cinderella?", "refuse",
        {"type": "refuse", "absent": ["sms", "text message", "text reminder"]}, None,
        "the Houselights pages say nothing about text messages; only emails to patrons are mentioned")
    return Q


def main() -> None:
    R = from_files()
    qs = build(questions(R), R, PREFIX)
    assert len(qs) == 30, len(qs)
    write_golden(GOLDEN / "company23-dev.jsonl", STAMP, qs)


if __name__ == "__main__":
    main()
