"""Write data/golden/company3-dev.jsonl and company3-test.jsonl over data/company3.

Both sets have the same mix (7 table aggregates, 2 argmax, 5 lookups, 8 how-to, 3 in Russian/Ukrainian,
6 refusals, 1 asked by an `ops` caller) with different questions. They were written from the documents
by a helper that did not read the engine; every expected number is computed here from company3_data.py,
the records the documents print, never from Tally's output. Run: `python data/make_company3_golden.py`.

`kind` uses the kinds of data/golden/README.md; the brief's finer kind (table_avg, lookup_fields,
howto_screen, ...) is named at the start of each note.
"""

import sys
from collections import Counter, defaultdict
from datetime import date
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import company3_data as data  # noqa: E402
from golden_lines import money, q, refuse, write_set  # noqa: E402

GOLDEN = Path(__file__).resolve().parent / "golden"
FROZEN = "// written 2026-12-02 01:50 UTC by helper company3 without reading the engine, frozen before any run"
REGISTER = {"doc": "timesheets/timesheet_register_2025_06.pdf"}
JOBS = {"doc": "jobs/job_log_2025.xlsx", "sheet": "Job Log"}
SITES = {"doc": "sites/site_register.xlsx", "sheet": "Sites"}
SUBCONTRACTORS = {"doc": "ops/subcontractor_payments_2025_q2.pdf"}


def dates(day: date) -> str:
    """The ways an answer may write a date, as keyword alternatives."""
    return "|".join([day.strftime("%d/%m/%Y"), day.isoformat(), f"{day.day} {day:%B %Y}", f"{day.day} {day:%b %Y}",
                     f"{day:%B} {day.day}, {day.year}", day.strftime("%d.%m.%Y")])


def guide(page: str, section: str | None = None) -> dict:
    return {"doc": f"pinion-guide/{page}", **({"section": section} if section else {})}


def invoice(number: str) -> dict:
    return {"doc": f"invoices/{number}.pdf"}


def register_row(emp_ref: str) -> dict:
    """The register page that prints this employee (rows split as make_company3.REGISTER_SPLIT: 21, 25, rest)."""
    index = [t.emp_ref for t in data.technicians()].index(emp_ref)
    return {**REGISTER, "page": 1 if index < 21 else 2 if index < 46 else 3, "contains": emp_ref}








def unique_top(counter: dict) -> str:
    (first, a), (_, b) = sorted(counter.items(), key=lambda kv: -kv[1])[:2]
    assert a > b, f"argmax must be unique: {first} {a} vs {b}"
    return first


def dev() -> list[dict]:
    staff, jobs = data.technicians(), data.jobs()
    invoices = {inv["number"]: inv for inv in data.invoices()}
    top_paid = unique_top({t.name: t.gross for t in staff})
    busiest = unique_top(Counter(j.branch for j in jobs))
    j_ap, emp = data.job("WR2507-022"), next(t for t in staff if t.emp_ref == "QF3521")
    subs = data.subcontractor_payments()
    return [
        q("d01", "How many technicians are listed on the June 2025 timesheet register?", "table_count",
          {"number": len(staff)}, REGISTER, "table_count: the 3-page table as a whole (21 + 25 + 14 rows); the "
          "TOTAL row is not a technician"),
        q("d02", "How many jobs were logged in May 2025?", "table_count",
          {"number": sum(j.logged.month == 5 for j in jobs)}, JOBS, "table_count: Date Logged in May 2025"),
        q("d03", "How many jobs in the job log were cancelled?", "table_count",
          {"number": sum(j.status == "Cancelled" for j in jobs)}, JOBS, "table_count: Status = Cancelled"),
        q("d04", "What is the total charge for all jobs of the Bramleigh branch?", "table_sum",
          money(sum(j.charge for j in jobs if j.branch == "Bramleigh")), JOBS,
          "table_sum: Branch = Bramleigh, sum of Charge (GBP), all months and statuses (cancelled = 0)"),
        q("d05", "What was the average gross pay of a technician in June 2025?", "table_sum",
          money(sum(t.gross for t in staff) / len(staff)), REGISTER,
          "table_avg: mean of Gross Pay over the 60 rows on 3 pages; the TOTAL row must not be counted"),
        q("d06", "How many jobs were logged at Gold contract sites?", "cross_table",
          {"number": sum(data.site(j.site_ref)[4] == "Gold" for j in jobs)}, [JOBS, SITES],
          "table_count (join): Contract Tier lives in site_register.xlsx; join on Site Ref"),
        q("d07", "How many labour hours were spent on completed jobs logged in July 2025?", "table_sum",
          {"number": sum(j.labour_hours for j in jobs if j.logged.month == 7 and j.status == "Completed")}, JOBS,
          "table_sum: month and status filter, sum of Labour Hrs"),
        q("d08", "Who was paid the most in June 2025?", "table_argmax",
          {"keywords": [top_paid]}, REGISTER, "table_argmax: highest Gross Pay (page 1)"),
        q("d09", "Which branch had the most jobs logged between March and August?", "table_argmax",
          {"keywords": [busiest]}, JOBS, "table_argmax: rows per Branch"),
        q("d10", "What is the balance due on invoice QFI-2292?", "exact_id",
          {"number": invoices["QFI-2292"]["balance"]}, invoice("QFI-2292"),
          f"lookup_field: total {invoices['QFI-2292']['total']:,.2f} less the 600.00 deposit"),
        q("d11", "Who is invoice QFI-2294 addressed to?", "exact_id",
          {"keywords": [invoices["QFI-2294"]["client"]]}, invoice("QFI-2294"), "lookup_field: the Bill to box"),
        q("d12", "Which site is job WR2507-022 at, and what is its status?", "key_lookup",
          {"keywords": [f"{j_ap.site_ref}|{data.site(j_ap.site_ref)[1]}", j_ap.status]},
          {**JOBS, "contains": "WR2507-022"}, "lookup_fields: Site Ref and Status of one job"),
        q("d13", "What was the gross pay of employee QF3521 in June 2025?", "exact_id",
          {"number": emp.gross}, register_row("QF3521"), "lookup_field: a row on page 2 of the register"),
        q("d14", "What contract tier is site CRV-05 on?", "key_lookup",
          {"keywords": [data.site("CRV-05")[4]]}, {**SITES, "contains": "CRV-05"}, "lookup_field: Contract Tier"),
        q("d15", "Where do I change how much travel time Pinion leaves between two visits?", "screen",
          {"keywords": ["Travel buffer", "Settings > Scheduling"]}, guide("dispatch-board.md", "Travel buffer"),
          "howto_screen: a setting and its menu"),
        q("d16", "A client just rang about a fault - which menu do I use to put the job in?", "screen",
          {"keywords": ["Jobs > Log new job"]}, guide("logging-a-job.md", "Logging a job from a phone call"),
          "howto_screen, own words: 'put the job in' = log a new job"),
        q("d17", "Where do supervisors approve their technicians' timesheets?", "screen",
          {"keywords": ["Team > Timesheet approvals"]}, guide("timesheets.md", "Approving timesheets"),
          "howto_screen"),
        q("d18", "The same leak got reported twice by two people. How do I stop it turning into two jobs?", "screen",
          {"keywords": ["Link as duplicate"]}, guide("logging-a-job.md", "Why Pinion warns about a possible duplicate"),
          "howto_screen, own words"),
        q("d19", "How is overtime worked out on timesheets?", "concept",
          {"keywords": ["39", "time and a half|1.5"]}, guide("timesheets.md", "How overtime is calculated"),
          "howto_concept"),
        q("d20", "On the dispatch board one technician's lane is grey and I can't drop the job there. Why?",
          "concept", {"keywords": ["Unavailable|certificate"]},
          guide("dispatch-board.md", "Why some technicians are greyed out"), "howto_concept, own words"),
        q("d21", "What happens if a planned maintenance visit is missed - does Pinion move it to a new date?",
          "concept", {"keywords": ["Overdue"]}, guide("planned-maintenance.md", "What happens when a planned visit is missed"),
          "howto_concept: not moved, shown Overdue on the compliance dashboard"),
        q("d22", "The app says my van has minus two of a fitting even though I just used one. Is that a bug?",
          "concept", {"keywords": ["Stock exceptions|top-up|transfer"]}, guide("van-stock.md", "Why van stock can go negative"),
          "howto_concept, own words: allowed on purpose; cleared when the transfer is received"),
        q("d23", "Сколько заявок на работы было зарегистрировано в июне 2025 года?", "table_count",
          {"number": sum(j.logged.month == 6 for j in jobs)}, JOBS, "table_count, Russian: jobs logged in June 2025"),
        q("d24", "Якому клієнту виставлено рахунок QFI-2291?", "exact_id",
          {"keywords": [invoices["QFI-2291"]["client"]]}, invoice("QFI-2291"),
          "lookup_field, Ukrainian: who invoice QFI-2291 is billed to"),
        q("d25", "Как техник закрывает заявку в мобильном приложении Pinion?", "screen",
          {"keywords": ["Complete job"]}, guide("completing-jobs.md", "Closing a job on the mobile app"),
          "howto_screen, Russian: how a technician closes a job in the mobile app"),
        refuse("d26", "How do I send a client a quote for a repair in Pinion before they approve the work?",
               "near-domain: quotes/estimates are not in the Pinion pages"),
        refuse("d27", "How do I raise a purchase order to a parts supplier in Pinion?",
               "near-domain: supplier orders are not covered (PO number on billing is the client's PO)"),
        refuse("d28", "What is the balance due on invoice QFI-2299?", "no such invoice (QFI-2291..2294 exist)"),
        refuse("d29", "How many jobs were logged in October 2025?", "the job log covers March-August 2025 only"),
        refuse("d30", "How much did we pay subcontractors in total in the second quarter of 2025?",
               "only ops/ (restricted to group ops) has subcontractor payments; the default caller must be refused"),
        refuse("d31", "How do I book annual leave in Pinion?", "near-domain: leave requests are not covered"),
        {**q("d32", "How much did we pay subcontractors in total in the second quarter of 2025?", "table_sum",
             money(sum(r["paid"] for r in subs)), SUBCONTRACTORS,
             "table_sum: same as d30, asked by an ops caller, who may read ops/"), "groups": ["public", "ops"]},
    ]


def test() -> list[dict]:
    staff, jobs = data.technicians(), data.jobs()
    invoices = {inv["number"]: inv for inv in data.invoices()}
    most_ot = unique_top({t.name: t.ot_hours for t in staff})
    charge = defaultdict(float)
    for j in jobs:
        charge[j.branch] += j.charge
    top_branch = unique_top(charge)
    hvac = [t.rate for t in staff if t.trade == "HVAC"]
    j_may, emp = data.job("WR2505-031"), next(t for t in staff if t.emp_ref == "QF3905")
    subs = {r["name"]: r["paid"] for r in data.subcontractor_payments()}
    return [
        q("t01", "How many overtime hours were worked in total in June 2025?", "table_sum",
          {"number": sum(t.ot_hours for t in staff)}, REGISTER,
          "table_sum: OT Hrs over the whole 3-page register (the TOTAL row prints the same figure)"),
        q("t02", "How many jobs were logged in August 2025?", "table_count",
          {"number": sum(j.logged.month == 8 for j in jobs)}, JOBS, "table_count: Date Logged in August 2025"),
        q("t03", "How many jobs are still waiting for parts?", "table_count",
          {"number": sum(j.status == "Awaiting Parts" for j in jobs)}, JOBS, "table_count: Status = Awaiting Parts"),
        q("t04", "What was the total charge of the jobs logged in April 2025?", "table_sum",
          money(sum(j.charge for j in jobs if j.logged.month == 4)), JOBS, "table_sum: month filter, Charge (GBP)"),
        q("t05", "What is the average hourly rate of the HVAC technicians on the June register?", "table_sum",
          {"number": round(sum(hvac) / len(hvac), 2)}, REGISTER, f"table_avg: mean Rate/hr of the {len(hvac)} HVAC rows, all pages"),
        q("t06", "What is the total charge for jobs carried out at school sites?", "cross_table",
          money(sum(j.charge for j in jobs if data.site(j.site_ref)[3] == "School")), [JOBS, SITES],
          "table_sum (join): Site Type lives in site_register.xlsx; join on Site Ref; all statuses"),
        q("t07", "How many P1 jobs did the Dunholt branch get?", "table_count",
          {"number": sum(j.branch == "Dunholt" and j.priority == "P1" for j in jobs)}, JOBS,
          "table_count: Branch = Dunholt and Priority = P1"),
        q("t08", "Which technician did the most overtime in June 2025?", "table_argmax",
          {"keywords": [most_ot]}, REGISTER, "table_argmax: highest OT Hrs"),
        q("t09", "Which branch brought in the highest total charge from March to August?", "table_argmax",
          {"keywords": [top_branch]}, JOBS, "table_argmax: sum of Charge (GBP) per Branch"),
        q("t10", "When is payment due on invoice QFI-2291?", "exact_id",
          {"keywords": [dates(invoices["QFI-2291"]["due"])]}, invoice("QFI-2291"), "lookup_field: Due date box"),
        q("t11", "Who is billed on invoice QFI-2293?", "exact_id",
          {"keywords": [invoices["QFI-2293"]["client"]]}, invoice("QFI-2293"), "lookup_field: the Bill to box"),
        q("t12", "Who was the lead technician on job WR2505-031, and how many labour hours were booked?",
          "key_lookup", {"number": j_may.labour_hours, "keywords": [j_may.lead_tech]},
          {**JOBS, "contains": "WR2505-031"}, "lookup_fields: Lead Technician and Labour Hrs of one job"),
        q("t13", "Which branch does employee QF3905 work at?", "exact_id",
          {"keywords": [emp.branch]}, register_row("QF3905"), "lookup_field: a row on page 3 of the register"),
        q("t14", "What purchase order number is quoted on invoice QFI-2294?", "exact_id",
          {"keywords": [invoices["QFI-2294"]["po"]]}, invoice("QFI-2294"), "lookup_field: Your PO box"),
        q("t15", "Where do I record money a client paid up front before we invoice them?", "screen",
          {"keywords": ["Finance > Deposits"]}, guide("billing.md", "Deposits and the balance due"),
          "howto_screen, own words: a deposit"),
        q("t16", "How do I set up a new planned maintenance schedule?", "screen",
          {"keywords": ["Assets > PPM schedules"]}, guide("planned-maintenance.md", "Creating a PPM schedule"),
          "howto_screen"),
        q("t17", "I'm on site and need a part that isn't on my van. What do I press in the app?", "screen",
          {"keywords": ["Need parts"]}, guide("van-stock.md", "When you need a part you do not have"),
          "howto_screen, own words"),
        q("t18", "Where is the review threshold for expensive jobs set?", "screen",
          {"keywords": ["Settings > Billing"]}, guide("completing-jobs.md", "Why a job goes to Pending review"),
          "howto_screen"),
        q("t19", "How does a job's priority decide how quickly we have to attend?", "concept",
          {"keywords": ["Attend by|Logged at"]}, guide("logging-a-job.md", "How the priority sets the response deadline"),
          "howto_concept"),
        q("t20", "Why won't the app let me start a brazing job at a site?", "concept",
          {"keywords": ["permit"]}, guide("site-records.md", "Permits to work"),
          "howto_concept, own words: brazing = hot works, needs a permit issued first"),
        q("t21", "Why are some completed jobs missing when I go to bill a client?", "concept",
          {"keywords": ["Pending review|PO number"]}, guide("billing.md", "Why a completed job is missing from Ready to bill"),
          "howto_concept"),
        q("t22", "Why can't our technicians see the key safe code for a site?", "concept",
          {"keywords": ["visit"]}, guide("site-records.md", "Who can see the key safe code"),
          "howto_concept: only supervisors and technicians with a visit there that day"),
        q("t23", "Скільки техніків філії Dunholt є в табелі за червень 2025 року?", "table_count",
          {"number": sum(t.branch == "Dunholt" for t in staff)}, REGISTER,
          "table_count, Ukrainian: Dunholt rows over the 3 pages"),
        q("t24", "Какая почасовая ставка у сотрудника QF3059?", "exact_id",
          {"number": next(t.rate for t in staff if t.emp_ref == "QF3059")}, register_row("QF3059"),
          "lookup_field, Russian: Rate/hr of QF3059 (page 1)"),
        q("t25", "Як заповнити тижневий табель у Pinion?", "screen",
          {"keywords": ["My week > Timesheet"]}, guide("timesheets.md", "Filling in your weekly timesheet"),
          "howto_screen, Ukrainian: how to fill in the weekly timesheet"),
        refuse("t26", "How do I sync Pinion invoices to our accounting software?",
               "near-domain: no accounting-package link in the pages"),
        refuse("t27", "How can clients log their own repair requests through a customer portal?",
               "near-domain: no client portal in the pages"),
        refuse("t28", "What was the gross pay of employee QF3999 in June 2025?", "no such Emp Ref"),
        refuse("t29", "What was the total gross pay for technicians in May 2025?",
               "only the June 2025 register exists; must not answer from June"),
        refuse("t30", "Which subcontractor did we pay the most in Q2 2025?",
               "only ops/ (restricted to group ops) has subcontractor payments; the default caller must be refused"),
        refuse("t31", "How do I see where our vans are on a live map in Pinion?",
               "near-domain: vehicle tracking is not covered (van stock is)"),
        {**q("t32", "Which subcontractor did we pay the most in Q2 2025?", "table_argmax",
             {"keywords": [unique_top(subs)]}, SUBCONTRACTORS,
             "table_argmax: same as t30, asked by an ops caller, who may read ops/"), "groups": ["public", "ops"]},
    ]


def main() -> None:
    write_set(GOLDEN / "company3-dev.jsonl", FROZEN, dev(), 32, "d")
    write_set(GOLDEN / "company3-test.jsonl", FROZEN, test(), 32, "t")


if __name__ == "__main__":
    main()
