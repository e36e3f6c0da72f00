"""Write data/golden/company11-test.jsonl: 40 questions over data/company11 (Ashcombe & Dale Community Transport, a
community-transport charity), written from the documents without reading the engine and frozen before any run.
Every expected number is computed from company11_data.py / company11_logs.py, the records the corpus is written
from. Run: `python data/make_company11.py && python data/make_company11_golden.py`.

Mix: 12 table aggregates, 3 argmax/argmin, 6 lookups, 10 how-to (3 where-on-screen, 7 how/why), 2 in Russian or
Ukrainian, 6 refusals, 1 asked by the `payroll` group.
"""

import sys
from collections import defaultdict
from pathlib import Path
from statistics import mean

sys.path.insert(0, str(Path(__file__).resolve().parent))
import company11_data as data  # noqa: E402
import company11_logs as logs  # noqa: E402
from company11_docs import PAGES  # noqa: E402
from golden_lines import conform, dates, money, q, refuse, unique_end, write_set  # noqa: E402

FROZEN = "// written 2026-12-02 15:59 UTC by helper company11 without reading the engine, frozen before any run"
OUT = Path(__file__).resolve().parent / "golden" / "company11-test.jsonl"

LOG_DOC = "hire/group_hire_log_2026_Q3.xlsx"
HIRE = {"doc": LOG_DOC, "sheet": "Hire Log"}
TARIFF = {"doc": LOG_DOC, "sheet": "Tariff"}
GROUPS = {"doc": "groups/community_groups.csv"}
JOIN = [HIRE, GROUPS]
RUNS = [{"doc": "dial-a-ride/dar_run_log_2026-08.pdf", "page": n} for n in (1, 2, 3)]
REPORT = {"doc": "reports/quarterly_service_report_2026-Q3.pdf", "page": 1}
PAY = {"doc": "staff-pay/relief_driver_pay_2026-08.xlsx", "sheet": "Aug 2026"}


def claim_source(ref: str) -> dict:
    return {"doc": f"car-scheme/{ref}.pdf", "page": 1}


def help_source(page: str, section: str | None = None) -> dict:
    """A help page (and section), checked against the page text so a renamed heading fails loudly."""
    assert page in PAGES, page
    if section is None:
        return {"doc": f"tripline-help/{page}"}
    assert f"## {section}\n" in PAGES[page], (page, section)
    return {"doc": f"tripline-help/{page}", "section": section}


def in_days(rows: list, month: int, first: int, last: int) -> list:
    return [j for j in rows if j.day.month == month and first <= j.day.day <= last]


def of_kind(rows: list, kind: str) -> list:
    return [j for j in rows if data.GROUP[j.grp].kind == kind]


def of_parish(rows: list, parish: str) -> list:
    return [j for j in rows if data.GROUP[j.grp].parish == parish]


def page_text(page: str) -> str:
    return PAGES[page].lower()


def build() -> list[dict]:
    rows = data.jobs()
    jul, aug, sep = (data.in_month(rows, m) for m in data.MONTHS)
    runs = logs.runs()
    services = logs.report_services()
    claims = {c.ref: c for c in logs.claims()}
    out = []

    # ---- 12 table aggregates ----
    n = sum(r.no_show for r in runs)
    out.append(q("x01", "How many dial-a-ride passengers didn't turn up when the bus came, over August?",
                 "table_sum", {"number": n}, RUNS, "sum: No-show column over all rows of the 3-page run log"))
    v = sum(r.fares for r in runs if r.zone == "Kingsmoor")
    out.append(q("x02", "How much did we take in fares on the Kingsmoor dial-a-ride runs in August?", "table_sum",
                 money(v), RUNS, "sum: Fares £ of run log rows with Zone Kingsmoor, all three pages"))
    n = sum(1 for r in runs if r.bus == "PC7")
    out.append(q("x03", "How many dial-a-ride runs was PC7 out on in August?", "table_count", {"number": n}, RUNS,
                 "count: run log rows with Bus PC7 (Tuesdays and Thursdays, AM)"))
    v = data.charged(of_kind(rows, "Care home"))
    out.append(q("x04", "What did the care homes get charged for minibus hire over July to September?",
                 "table_sum", money(v), JOIN,
                 "join: Chg £ of log rows whose Grp has Type 'Care home' in community_groups.csv (Riverside Court, "
                 "Oakfield Lodge), all three months; blank = nothing"))
    v = sum(j.miles for j in data.ran(of_parish(aug, "Thornhay")))
    out.append(q("x05", "How many miles did the Thornhay groups do on hired minibuses in August?", "table_sum",
                 {"number": v}, JOIN,
                 "join: Mls of August log rows whose Grp has Parish Thornhay (blank for cancellations)"))
    v = data.charged(in_days(rows, 8, 10, 21))
    out.append(q("x06", "What was the hire income for jobs from 10 to 21 August?", "table_sum", money(v), HIRE,
                 "sum: Chg £ of log rows dated 10-Aug-26 to 21-Aug-26 (text dates; blank = none)"))
    pax = [j.pax for j in rows if j.grp == "AS03" and j.pax is not None]
    out.append(q("x07", "On average how many people went on an Ashcombe Tuesday Lunch Club outing, counting only "
                 "trips where they gave us a number?", "table_avg", {"number": round(mean(pax), 2), "tolerance": 0.05},
                 HIRE, f"avg with blanks: mean of the {len(pax)} non-blank Pax cells of AS03 rows (blank = not "
                       "returned / cancelled, left out)"))
    n = len(data.unpaid(sep))
    out.append(q("x08", "How many September hire jobs haven't been paid for yet?", "table_count", {"number": n},
                 HIRE, "count: September rows with a Chg £ and a blank Pd (late-cancel fees included)"))
    v = data.charged(aug)
    out.append(q("x09", "What was the total hire charge for August?", "table_sum", money(v), HIRE,
                 "sum: Chg £ of August rows (= the 'Total Aug-26' row; not to be added twice)"))
    v = sum(s.miles for s in services)
    out.append(q("x10", "Going by the quarterly service report, how many miles did all our services cover between "
                 "them?", "table_sum", {"number": v}, REPORT, "sum: Miles column of the report's table"))
    n = sum(1 for j in data.ran(rows) if not j.drv)
    out.append(q("x11", "How many of the hire jobs that went ahead this quarter were driven by the group's own "
                 "driver?", "table_count", {"number": n}, HIRE,
                 "count: rows with Drv blank (self-drive) and no Cancelled / Late cxl note, all three months"))
    v = sum(j.wc for j in jul if j.wc is not None)
    out.append(q("x12", "How many wheelchair users did we carry on group hire trips in July?", "table_sum",
                 {"number": v}, HIRE, "sum: WC of July rows (blank = none)"))

    # ---- 3 argmax / argmin ----
    per = defaultdict(float)
    for j in rows:
        per[j.group] += j.charge or 0
    top = unique_end(per)
    out.append(q("x13", "Which group spent the most on minibus hire over the quarter?", "argmax", {"contains": [top]},
                 HIRE, f"argmax: Chg £ summed per Group over all rows ({per[top]:.2f})"))
    top = unique_end({s.name: s.income for s in services})
    assert top.startswith("Hospital link")
    out.append(q("x14", "Which of our services earned the most in Q3, according to the report to the trustees?",
                 "argmax", {"contains": ["Hospital link"]}, REPORT, f"argmax: Income £ of the report ({top})"))
    per = defaultdict(int)
    for r in runs:
        per[r.drv] += r.miles
    top = unique_end(per)
    out.append(q("x15", "Which driver clocked up the most dial-a-ride miles in August?", "argmax",
                 {"contains": [f"{top}|{logs.RUN_DRIVERS[top]}"]}, RUNS,
                 f"argmax: Miles summed per Drv over the 3-page log ({top} = {logs.RUN_DRIVERS[top]}, "
                 f"{per[top]} mi; initials spelled out above the table)"))

    # ---- 6 lookups ----
    c = claims["VMC-2608-017"]
    out.append(q("x16", "Who signed off mileage claim VMC-2608-017?", "lookup", {"contains": [c.approved_by]},
                 claim_source(c.ref), "lookup: Approved by field of the claim"))
    c = claims["VMC-2608-022"]
    out.append(q("x17", "What does claim VMC-2608-022 come to, and when is it being paid?", "lookup",
                 {**money(c.total), "contains": [dates(c.pay_date)]}, claim_source(c.ref),
                 "lookup, two fields: Total claim and Pay date"))
    c = next(c for c in claims.values() if c.volunteer == "Frank Bellamy")
    out.append(q("x18", "How much is Frank Bellamy claiming for his August driving?", "lookup", money(c.total),
                 claim_source(c.ref), f"lookup by person's name: Total claim of {c.ref}"))
    g = next(g for g in data.GROUPS if g.name == "Oakfield Lodge Care Home")
    out.append(q("x19", "Who's our contact at Oakfield Lodge Care Home and what number do I ring?", "lookup",
                 {"contains": [g.contact, g.phone]}, GROUPS,
                 "lookup by organisation, two fields: Contact and Phone of one CSV row"))
    j = next(j for j in rows if j.ref == "GH-0345")
    assert "Clarks Village" in j.dest
    out.append(q("x20", "Which group was job GH-0345 for, and where did they go?", "lookup",
                 {"contains": [j.group, "Clarks Village"]}, {**HIRE, "contains": j.ref},
                 "lookup, two fields: Group and Dest. of one log row"))
    v = data.VEH["MB4"]
    out.append(q("x21", "What's the per-mile rate on the 12-seater for a group that isn't a member?", "lookup",
                 {"number": v.band_b}, TARIFF,
                 "lookup: Band B per mile of the MB4 row (Ford Transit 12-seat) on the Tariff sheet"))

    # ---- 10 how-to ----
    out.append(q("x22", "Where do I note that a passenger stays in their wheelchair while travelling?", "howto",
                 {"contains": ["Mobility", "Stays in chair"]},
                 help_source("passenger-register.md", "Mobility and assistance"),
                 "howto where: passenger's Mobility tab, Wheelchair = Stays in chair"))
    out.append(q("x23", "One of our passengers goes to the day centre every Thursday. How do I book it so I don't "
                 "have to do it every week?", "howto", {"contains": ["Make regular", "End date"]},
                 help_source("booking-trips.md", "Regular trips"),
                 "howto how: book the first trip, Make regular on the Repeat strip, weekday and End date"))
    out.append(q("x24", "Why has the WI been charged £20 for a trip they called off?", "howto",
                 {"contains": ["7 days", "20"]}, help_source("group-hire.md", "Cancelling a hire job"),
                 "howto why: less than 7 days' notice = GBP 20 late cancellation fee"))
    out.append(q("x25", "Where do I put the mileage readings when a hired minibus comes back?", "howto",
                 {"contains": ["Odometer out", "Odometer in"]},
                 help_source("group-hire.md", "After the trip: mileage and passengers"),
                 "howto where: Odometer out and Odometer in on the hire job; Tripline re-prices"))
    out.append(q("x26", "I found a tyre with a bulge on my morning check. What do I do on the tablet?", "howto",
                 {"contains": ["Defect", "Off road|off-road"]}, help_source("vehicle-checks.md", "Reporting a defect"),
                 "howto how: mark the item Defect, photo, severity Off road (emails the transport manager)"))
    out.append(q("x27", "Why is one of the buses showing grey and hatched on the planner?", "howto",
                 {"contains": ["off road|off-road|off the road", "MOT|LOLER|tail lift"]},
                 [help_source("vehicle-checks.md", "Why a vehicle is greyed out"),
                  help_source("run-planner.md", "Colours in the planner")],
                 "howto why: vehicle off road, or MOT / tax / tail lift inspection out of date"))
    out.append(q("x28", "Where do I switch a group over to the cheaper member rate?", "howto",
                 {"contains": ["People > Groups|group's record", "finance officer"]},
                 help_source("group-hire.md", "Bands and why a group pays more"),
                 "howto where: Band on the group's record under People > Groups, finance officer only"))
    out.append(q("x29", "How is a volunteer driver's mileage claim worked out?", "howto",
                 {"contains": ["45p", "5p"]}, help_source("volunteer-drivers.md", "How a claim is worked out"),
                 "howto how: 45p a mile, 5p a mile per passenger, parking at cost"))
    out.append(q("x30", "My tablet says no runs have been published when I start my shift. What do I do?", "howto",
                 {"contains": ["Publish", "office|refresh"]},
                 help_source("tripline-faq.md", "The tablet says \"No runs published\" at the start of my shift"),
                 "howto how: FAQ - ring the office, coordinator presses Publish, pull down to refresh"))
    out.append(q("x31", "A lady's trip keeps coming up as waitlisted. Why, and will she still get a seat?",
                 "howto", {"contains": ["full", "4 pm"]},
                 help_source("booking-trips.md", "Why a trip shows \"Waitlisted\""),
                 "howto why: every run through the zone is full; first seat that comes free; cancelled at 4 pm the "
                 "day before if still waitlisted"))

    # ---- 2 in Russian / Ukrainian ----
    v = sum(j.miles for j in data.ran(sep))
    out.append(q("x32", "Сколько всего миль проехали микроавтобусы по заказам групп в сентябре?", "table_sum",
                 {"number": v}, HIRE, "Russian, sum: Mls of September rows (= the 'Total Sep-26' row's Mls)"))
    out.append(q("x33", "Як зареєструвати нового пасажира в Tripline?", "howto",
                 {"contains": ["Add passenger", "Save passenger"]},
                 help_source("passenger-register.md", "Registering a new passenger"),
                 "Ukrainian, howto how: People > Passengers, Add passenger, Eligibility, Save passenger"))

    # ---- 6 refusals ----
    assert all(r.day.month == 8 for r in runs)
    out.append(refuse("x34", "How much did dial-a-ride take in fares in July?",
                      "the run log covers August 2026 only; the report gives the quarter, not July"))
    assert "VMC-2608-019" not in claims
    out.append(refuse("x35", "Who put in mileage claim VMC-2608-019?",
                      "no such claim (VMC-2608-014, 017, 022, 025 only)"))
    out.append(refuse("x36", "How much did we spend on fuel in the July to September quarter?",
                      "the report only says fuel cost 6% less than in spring; no amount anywhere"))
    assert all("insurance" not in page_text(p) for p in PAGES)
    out.append(refuse("x37", "What's the excess on our minibus insurance?", "insurance terms are in no document"))
    assert all("gift aid" not in page_text(p) for p in PAGES)
    out.append(refuse("x38", "How do I record Gift Aid on a passenger's donation in Tripline?",
                      "the help pages do not cover donations or Gift Aid"))
    assert not any(j.day.month == 10 for j in rows)
    out.append(refuse("x39", "How many minibus hire jobs did we do in October?",
                      "the hire log runs from July to September 2026 only"))

    # ---- 1 asked by the restricted group ----
    v = sum(p.ot for p in logs.relief_pay() if p.post.startswith("Relief driver"))
    line = q("x40", "How many hours of overtime did the relief drivers do in August between them?", "table_sum",
             {"number": v}, PAY, "restricted (group payroll), sum: OT hrs of the four Relief driver rows")
    line["group"] = "payroll"
    out.append(line)
    return out


if __name__ == "__main__":
    write_set(OUT, FROZEN, [conform(line) for line in build()], 40, "x")
