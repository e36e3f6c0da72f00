"""Write data/golden/company21-dev.jsonl: 30 dev questions over data/company21 (Ardcarrow Boatyard), different from
the test set, written by helper company21 from the documents alone, without reading the engine, frozen before any run.

Mix as in make_company21_golden.py: 7 counts, 6 sums/averages/minimum, 3 argmax, 3 joins, 4 lookups, 4 how-to
(2 screen, 2 concept), 3 refusals; one question in Russian, one in Ukrainian. Numbers come from company21_qa.py over
the generator's records and are re-checked against the files by `python data/company21_qa.py`.
Run: `python data/make_company21.py && python data/make_company21_dev.py`.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import company21_qa as qa  # noqa: E402
import make_company21 as g  # noqa: E402
from make_company21_golden import ACC, LOG, REG, STAMP, reg_page  # noqa: E402


def date_alts(d) -> str:
    suffix = "th" if 10 <= d.day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(d.day % 10, "th")
    alts = [f"{d.day} {d:%b}", f"{d:%d/%m/%Y}", f"{d.day}/{d.month}/{d.year}", d.isoformat(), f"{d:%B} {d.day}",
            f"{d.day}{suffix} {d:%b}", f"{d:%d}.{d:%m}.{d.year}"]
    return "|".join(dict.fromkeys(alts))


def questions() -> list[dict]:
    on_invoice = {x.code for inv in g.INVOICES.values() for x in inv.lines}
    job = next(j for j in g.JOBS if j.op == "ENG" and j.state == "Closed" and j.day.month == 10
               and j.wo not in on_invoice and j.by == "SK")
    reg_boat = "Red Admiral"
    since = next(r.since for r in g.REGISTER if r.acct.boat == reg_boat)
    supplier = g.INVOICES["SMC-077154"]
    work = g.INVOICES["AB-26-0412"]
    Q = []

    def add(id_, question, kind, spec, source, note, expected=None):
        q = {"id": "c21d-" + id_, "question": question, "kind": kind, "spec": spec, "expected_source": source,
             "note": note}
        if expected is not None:
            q["expected"] = expected
        Q.append(q)

    # ---------------------------------------------------------------- counts (7)
    add("count-second-week-oct", "How many work orders did we open in the second week of October, the 8th to the "
        "14th?", "table_count",
        {"type": "agg", "table": "log", "agg": "count", "ids_key": "WO", "where": [("Opened", "between", ("2026-10-08", "2026-10-14"))]},
        LOG, "job sheet rows opened 8-14 October 2026, both ends included, any State")
    add("count-rig-aug-sep", "How many rigging checks were booked in August and September?", "table_count",
        {"type": "agg", "table": "log", "agg": "count", "ids_key": "WO", "where": [("Op", "=", "RIG"), ("Opened", "between", ("2026-08-01", "2026-09-30"))]},
        LOG, "job sheet rows with Op RIG (standing rigging inspection) opened 1 August - 30 September 2026")
    add("count-dara-open", "How many of Dara's jobs are still on the go?", "table_count",
        {"type": "agg", "table": "log", "agg": "count", "ids_key": "WO",
         "where": [("By", "=", "DM"), ("State", "=", "In progress")]},
        LOG, "job sheet rows By DM (Dara Moynihan) with State In progress")
    add("count-launch-aug", "How many launches actually went ahead in August?", "table_count",
        {"type": "agg", "table": "log", "agg": "count", "ids_key": "WO",
         "where": [("Op", "=", "LAU"), ("Opened", "month", 8), ("State", "!=", "Cancelled")]},
        LOG, "job sheet rows with Op LAU (launch) opened in August 2026, cancelled launches left out")
    add("count-short-closed", "How many finished jobs took less than two hours?", "table_count",
        {"type": "agg", "table": "log", "agg": "count", "ids_key": "WO",
         "where": [("State", "=", "Closed"), ("Hrs", "<", 2.0)]},
        LOG, "job sheet rows with State Closed and Hrs < 2")
    add("count-merrow", "How many work orders have we had on Merrow?", "table_count",
        {"type": "agg", "table": "log", "agg": "count", "ids_key": "WO", "where": [("Boat", "=", "Merrow")]},
        LOG, "job sheet rows with Boat Merrow, any State")
    add("count-reg-mast-up", "How many boats in the yard still have their mast up?", "table_count",
        {"type": "agg", "table": "reg", "agg": "count", "ids_key": "Boat", "where": [("Mast", "=", "Stepped")]},
        REG, "hardstanding register rows with Mast = Stepped (the note on page 1: Stepped = mast still up)")

    # ---------------------------------------------------------------- sums / averages / min (6)
    add("sum-antifoul-oct-ru", "На какую сумму без НДС мы сделали антифаулинг в октябре?", "table_sum",
        {"type": "agg", "table": "log", "agg": "sum", "col": "Net €",
         "where": [("Op", "=", "AFL"), ("Opened", "month", 10)]},
        LOG, "Russian: what did the antifouling in October come to before VAT; sum of Net € over Op AFL rows "
        "opened in October 2026")
    add("avg-antifoul-hours", "On average, how many labour hours did a finished antifouling job take?",
        "table_sum",
        {"type": "agg", "table": "log", "agg": "avg", "col": "Hrs",
         "where": [("Op", "=", "AFL"), ("State", "=", "Closed")]},
        LOG, "mean of Hrs over Op AFL rows with State Closed, rounded to 2 places")
    add("sum-parts-value", "What's the total value of the jobs held up waiting for parts?", "table_sum",
        {"type": "agg", "table": "log", "agg": "sum", "col": "Net €", "where": [("State", "=", "Parts on order")]},
        LOG, "sum of Net € over rows with State Parts on order")
    add("sum-padraig-nov-hours", "How many hours did Padraig book in November?", "table_sum",
        {"type": "agg", "table": "log", "agg": "sum", "col": "Hrs",
         "where": [("By", "=", "PO"), ("Opened", "month", 11)]},
        LOG, "sum of Hrs over rows By PO opened in November 2026")
    add("avg-reg-length", "What's the average length of the boats ashore this winter, going by the hardstanding "
        "register?", "table_sum",
        {"type": "agg", "table": "reg", "agg": "avg", "col": "LOA m", "where": []},
        REG, "mean of LOA m over all register rows (both pages), rounded to 2 places",)
    add("min-storage-setup", "What was the cheapest winter storage set-up we charged, before VAT?", "table_sum",
        {"type": "agg", "table": "log", "agg": "min", "col": "Net €",
         "where": [("Op", "=", "STO"), ("State", "!=", "Cancelled")]},
        LOG, "smallest Net € over Op STO rows, cancelled (nothing charged) left out")

    # ---------------------------------------------------------------- argmax (3)
    add("argmax-shipwright-sep", "Which shipwright brought in the most money in September?", "table_argmax",
        {"type": "argmax", "table": "log", "agg": "argmax", "group": "By", "measure": "Net €",
         "where": [("Opened", "month", 9)], "guard": ["Cancelled", "In progress"]},
        LOG, "By initials with the largest sum of Net € over rows opened in September 2026")
    add("argmax-op-sep", "What kind of job did we do most of in September?", "table_argmax",
        {"type": "argmax", "table": "log", "agg": "argmax", "group": "Op", "measure": "count",
         "where": [("Opened", "month", 9), ("State", "!=", "Cancelled")],
         "alts": {"HAU": ["haul-out|haul out|hauling|lift-out|lift out|lifting out"], "ENG": ["engine service"]}},
        LOG, "Op with the most rows opened in September 2026, cancelled left out (same order with them)")
    add("argmax-boat-nov", "Which boat ran up the biggest bill in November?", "table_argmax",
        {"type": "argmax", "table": "log", "agg": "argmax", "group": "Boat", "measure": "Net €",
         "where": [("Opened", "month", 11)], "guard": ["Cancelled", "In progress"]},
        LOG, "Boat with the largest sum of Net € over rows opened in November 2026")

    # ---------------------------------------------------------------- joins (3)
    add("join-dry-stack-count", "How many work orders were opened for boats kept in the dry stack?", "cross_table",
        {"type": "agg", "table": "join", "agg": "count", "ids_key": "WO",
         "where": [("Berth", "=", "Dry stack")]},
        [LOG, ACC], "job sheet rows whose A/c has Berth 'Dry stack' in owner_accounts.csv, any State")
    add("join-sail-nov", "What's the net value of the work on sailing yachts in November?", "cross_table",
        {"type": "agg", "table": "join", "agg": "sum", "col": "Net €",
         "where": [("Boat type", "=", "Sailing yacht"), ("Opened", "month", 11)]},
        [LOG, ACC], "sum of Net € over November 2026 rows whose A/c has Boat type 'Sailing yacht'")
    add("join-annual-nov-uk", "Скільки робіт замовили в листопаді власники з планом Annual berth?",
        "cross_table",
        {"type": "agg", "table": "join", "agg": "count", "ids_key": "WO", "guard": ["Cancelled"],
         "where": [("Plan", "=", "Annual berth"), ("Opened", "month", 11)]},
        [LOG, ACC], "Ukrainian: how many jobs did owners on the Annual berth plan order in November; November 2026 "
        "rows whose A/c has Plan 'Annual berth', any State (none cancelled)")

    # ---------------------------------------------------------------- lookups (4)
    add("inv-smc-due", "What do we owe Sealine Marine Coatings on invoice SMC-077154?", "exact_id",
        {"type": "pdf", "doc": "invoices/SMC-077154.pdf", "label": "AMOUNT DUE"},
        {"doc": "invoices/SMC-077154.pdf"},
        f"AMOUNT DUE: goods {supplier.net:,.2f} + VAT 23% {supplier.vat:,.2f}", {"number": supplier.total})
    add("inv-0412-who", "Who's invoice AB-26-0412 addressed to?", "exact_id",
        {"type": "pdf", "doc": "invoices/AB-26-0412.pdf", "after": "Invoice to:"},
        {"doc": "invoices/AB-26-0412.pdf"}, f"Invoice to: {work.to[0]}, {work.to[1]}",
        {"keywords": [work.to[0]]})
    add("row-wo-date-who", f"When was work order {job.wo} opened, and who worked on it?", "key_lookup",
        {"type": "row", "table": "log", "key": ("WO", job.wo)},
        {**LOG, "contains": job.wo}, f"job sheet row {job.wo}: Opened {job.day:%d %b %Y}, By {job.by} "
        f"({g.STAFF[job.by]})",
        {"keywords": [date_alts(job.day), f"{g.STAFF[job.by].split()[0]}|{g.STAFF[job.by].split()[1]}"]})
    add("reg-since", f"When did {reg_boat} come out of the water, according to the hardstanding register?",
        "key_lookup",
        {"type": "row", "table": "reg", "key": ("Boat", reg_boat)},
        {**REG, "page": reg_page(reg_boat), "contains": reg_boat},
        f"hardstanding register row {reg_boat}: Ashore since {since.isoformat()}", {"keywords": [date_alts(since)]})

    # ---------------------------------------------------------------- how-to (4)
    add("screen-forgot-clock-on", "I forgot to clock on this morning - how do I get my hours onto the card?",
        "screen",
        {"type": "help", "doc": qa.HELP + "job-cards.md", "section": "Booking your hours"},
        {"doc": qa.HELP + "job-cards.md", "section": "Booking your hours"},
        "job-cards.md, Booking your hours: press Add time on the card and type the hours",
        {"keywords": ["Add time"]})
    add("screen-invoice-run", "Where do I go to turn the closed jobs into invoices?", "screen",
        {"type": "help", "doc": qa.HELP + "invoicing.md", "section": "Running the invoice run"},
        {"doc": qa.HELP + "invoicing.md", "section": "Running the invoice run"},
        "invoicing.md, Running the invoice run: Accounts > Invoice run, Create invoices",
        {"keywords": ["Invoice run", "Create invoices"]})
    add("concept-big-job-wait", "The owner's abroad and the lads want to crack on with a big repair - why does the "
        "card stay locked?", "concept",
        {"type": "help", "doc": qa.HELP + "owner-portal.md",
         "section": "Why quotes over €500 wait for the owner's approval"},
        {"doc": qa.HELP + "owner-portal.md", "section": "Why quotes over €500 wait for the owner's approval"},
        "owner-portal.md: jobs estimated over EUR 500 wait until the owner presses Approve on the quote",
        {"keywords": ["500", "approve|approval"]})
    add("concept-mast-front-row", "Why won't Slipmate let me put a yacht with its mast still up in row A?",
        "concept",
        {"type": "help", "doc": qa.HELP + "yard-map.md", "section": "Why sailing boats go in the inner rows"},
        {"doc": qa.HELP + "yard-map.md", "section": "Why sailing boats go in the inner rows"},
        "yard-map.md: rows A and B take the worst gales; a stepped mast catches the wind, so rows C to F only",
        {"keywords": ["wind|gale", "C to F|C-F|rows C"]})

    # ---------------------------------------------------------------- refusals (3)
    add("refuse-may", "How many engine services did we do in May?", "refuse",
        {"type": "refuse", "where": [("Opened", "month", 5)], "reg_month": (2026, 5)},
        None, "the job sheet runs August - November 2026 and the register's earlier lift-outs are all 2025 "
        "autumn/winter; nothing covers May", {})
    add("refuse-owner-phone", "What's the phone number for the owner of Seal Point?", "refuse",
        {"type": "refuse", "absent": ["phone", "mobile"]},
        None, "owner_accounts.csv has no phone column and no document gives owners' numbers", {})
    add("refuse-overtime", "How do I pay the shipwrights their overtime through Slipmate?", "refuse",
        {"type": "refuse", "absent": ["overtime", "payroll", "wages", "payslip"]},
        None, "the Slipmate pages do not cover pay; no document mentions overtime or payroll", {})
    return Q


def main() -> None:
    qs = questions()
    assert len(qs) == 30, len(qs)
    qa.build(qa.GOLDEN / "company21-dev.jsonl", STAMP, qs)


if __name__ == "__main__":
    main()
