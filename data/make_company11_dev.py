"""Write data/golden/company11-dev.jsonl: 40 questions over data/company11 (Ashcombe & Dale Community Transport),
different from the test set with the same mix, written without reading the engine and frozen before any run. Every
expected number comes from company11_data.py / company11_logs.py.
Run: `python data/make_company11.py && python data/make_company11_dev.py`.

Mix: 12 table aggregates, 3 argmax/argmin, 6 lookups, 10 how-to (5 where-on-screen, 5 how/why), a Ukrainian sum and
a Russian how-to, 6 refusals, 1 asked by the `payroll` group.
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

FROZEN = "// written 2026-12-02 16:00 UTC by helper company11 without reading the engine, frozen before any run"
OUT = Path(__file__).resolve().parent / "golden" / "company11-dev.jsonl"

# the same sources and helpers as the test set's generator
from make_company11_golden import (GROUPS, HIRE, JOIN, PAY, REPORT, RUNS, TARIFF, claim_source,  # noqa: E402
                                   help_source, in_days, of_kind, page_text)


def build() -> list[dict]:
    rows = data.jobs()
    jul, aug, sep = (data.in_month(rows, m) for m in data.MONTHS)
    runs = logs.runs()
    services = {s.name: s for s in logs.report_services()}
    claims = {c.ref: c for c in logs.claims()}
    out = []

    # ---- 12 table aggregates ----
    v = sum(r.wc for r in runs)
    out.append(q("y01", "How many wheelchair users did dial-a-ride carry in August?", "table_sum", {"number": v},
                 RUNS, "sum: WC column over all rows of the 3-page run log"))
    v = mean(r.booked for r in runs)
    out.append(q("y02", "How many passengers were booked on a dial-a-ride run on average in August?", "table_avg",
                 {"number": round(v, 2), "tolerance": 0.05}, RUNS, f"avg: mean Bkd of the {len(runs)} run log rows"))
    v = sum(r.miles for r in runs if r.sess == "PM")
    out.append(q("y03", "How many miles did the dial-a-ride buses do on afternoon runs in August?", "table_sum",
                 {"number": v}, RUNS, "sum: Miles of run log rows with Sess PM, all three pages"))
    n = len(data.ran(of_kind(rows, "Youth")))
    out.append(q("y04", "How many hire trips did the youth groups actually go on this quarter?", "table_count",
                 {"number": n}, JOIN, "join: log rows whose Grp has Type Youth in community_groups.csv (1st Ashcombe "
                                      "Scouts, Dale Valley Youth Club), no Cancelled / Late cxl note"))
    v = data.charged([j for j in sep if data.GROUP[j.grp].band == "B"])
    out.append(q("y05", "What were the non-member groups charged for minibus hire in September?", "table_sum",
                 money(v), JOIN, "join: Chg £ of September rows whose Grp has Band B in community_groups.csv"))
    v = sum(j.hours for j in data.ran(in_days(rows, 9, 1, 14)))
    out.append(q("y06", "How many hours were the minibuses out on hire between 1 and 14 September?", "table_sum",
                 {"number": v}, HIRE, "sum: Hrs of log rows dated 01-Sep-26 to 14-Sep-26 (blank for cancellations)"))
    pax = [j.pax for j in rows if j.grp == "DB11" and j.pax is not None]
    assert len(pax) >= 3
    out.append(q("y07", "On average how many residents went on a Riverside Court Care Home outing, where they "
                 "sent us the number?", "table_avg", {"number": round(mean(pax), 2), "tolerance": 0.05}, HIRE,
                 f"avg with blanks: mean of the {len(pax)} non-blank Pax cells of DB11 rows"))
    v = sum(j.charge for j in data.unpaid(rows))
    out.append(q("y08", "How much is still owed to us for minibus hire across the whole quarter?", "table_sum",
                 money(v), HIRE, "sum: Chg £ of rows with a blank Pd, all three months (blank Chg = nothing owed)"))
    n = sum(1 for j in rows if j.note)
    out.append(q("y09", "How many hire jobs were called off between July and September, late ones included?",
                 "table_count", {"number": n}, HIRE, "count: rows with Note Cancelled or Late cxl"))
    v = services["Volunteer car scheme"].passengers + services["Hospital link (contract)"].passengers
    out.append(q("y10", "In the quarterly report, how many passengers did the car scheme and the hospital link "
                 "carry between them?", "table_sum", {"number": v}, REPORT,
                 "sum: Passengers of the Volunteer car scheme and Hospital link rows of the report's table"))
    v = sum(j.miles for j in data.ran(rows) if j.veh == "MB1")
    out.append(q("y11", "How many miles did MB1 cover on group hire over the quarter?", "table_sum", {"number": v},
                 HIRE, "sum: Mls of rows with Veh MB1, all three months (blank for cancellations)"))
    v = sum(j.pax for j in sep if j.pax is not None)
    out.append(q("y12", "How many passengers did the hired minibuses carry in September, going by the counts "
                 "groups sent in?", "table_sum", {"number": v}, HIRE,
                 "sum: Pax of September rows (blank = not returned; = the 'Total Sep-26' row's Pax)"))

    # ---- 3 argmax / argmin ----
    per = defaultdict(int)
    for j in data.ran(rows):
        per[data.GROUP[j.grp].parish] += j.miles
    top = unique_end(per)
    out.append(q("y13", "Which parish's groups put the most miles on our minibuses this quarter?", "argmax",
                 {"contains": [top]}, JOIN, f"argmax: Mls summed per Parish (Grp joined to Group code) "
                                            f"({per[top]} mi)"))
    per = defaultdict(float)
    for r in runs:
        per[r.zone] += r.fares
    low = unique_end(per, lowest=True)
    out.append(q("y14", "Which dial-a-ride zone brought in the least fare money in August?", "argmax",
                 {"contains": [low]}, RUNS, f"argmin: Fares £ summed per Zone over the 3-page log ({per[low]:.2f})"))
    low = unique_end({s.name: s.journeys for s in services.values()}, lowest=True)
    assert low.startswith("Wednesday shopper")
    out.append(q("y15", "Going by the trustees' report, which service made the fewest journeys in Q3?", "argmax",
                 {"contains": ["shopper bus"]}, REPORT, f"argmin: Journeys column of the report ({low})"))

    # ---- 6 lookups ----
    c = next(c for c in claims.values() if c.volunteer == "Peter Whitcombe")
    out.append(q("y16", "How many miles has Peter Whitcombe put on his August claim?", "lookup", {"number": c.miles},
                 claim_source(c.ref), f"lookup by person's name: mileage miles of {c.ref} (in 'Mileage N mi x 45p')"))
    c = claims["VMC-2608-014"]
    out.append(q("y17", "When was claim VMC-2608-014 handed in, and what's the car registration on it?", "lookup",
                 {"contains": [dates(c.submitted), c.car]}, claim_source(c.ref),
                 "lookup, two fields: Submitted and Car registration"))
    c = next(c for c in claims.values() if c.volunteer == "Maureen Jellicoe")
    out.append(q("y18", "What's Maureen Jellicoe's volunteer number?", "lookup", {"contains": [c.vol_no]},
                 claim_source(c.ref), f"lookup by person's name: Volunteer no. on {c.ref}"))
    g = next(g for g in data.GROUPS if g.name == "Kingsmoor Men's Shed")
    out.append(q("y19", "What band is the Kingsmoor Men's Shed on, and since when have they been with us?", "lookup",
                 {"contains": [f"Band {g.band}|Band: {g.band}", dates(g.since)]}, GROUPS,
                 "lookup by organisation, two fields: Band and Member since (ISO date) of one CSV row"))
    j = next(j for j in rows if j.ref == "GH-0375")
    out.append(q("y20", "What did job GH-0375 cost, and which vehicle went?", "lookup",
                 {**money(j.charge), "contains": [j.veh]}, {**HIRE, "contains": j.ref},
                 "lookup, two fields: Chg £ and Veh of one log row"))
    out.append(q("y21", "How much do we charge per hour when one of our volunteers drives a hired minibus?",
                 "lookup", {"number": data.DRIVER_FEE}, TARIFF,
                 "lookup: the driver fee line under the Tariff sheet's table (also in group-hire.md, no figure there)"))

    # ---- 10 how-to ----
    out.append(q("y22", "Where can I see which passengers' data-protection reviews are overdue?", "howto",
                 {"contains": ["Reviews due"]},
                 help_source("passenger-register.md", "Why a passenger record is locked"),
                 "howto where: People > Reviews due, supervisor only"))
    out.append(q("y23", "A relief driver hasn't got a tablet today. Where do I print off his run?", "howto",
                 {"contains": ["Print manifest"]}, help_source("run-planner.md", "Printing a driver's manifest"),
                 "howto where: run's menu (three dots in the column header) > Print manifest"))
    out.append(q("y24", "Where do I add the scout leader who's going to drive our minibus for them?", "howto",
                 {"contains": ["Drivers", "MiDAS"]}, help_source("group-hire.md", "Self-drive hire"),
                 "howto where: the group's record, Drivers tab, MiDAS certificate number and expiry"))
    out.append(q("y25", "Where on the tablet do I put in the diesel after filling up?", "howto",
                 {"contains": ["Vehicle > Fuel|Fuel"]}, help_source("vehicle-checks.md", "Fuel"),
                 "howto where: Vehicle > Fuel on the tablet, litres and odometer"))
    out.append(q("y26", "Where do I find the mileage claims that are waiting for me to approve?", "howto",
                 {"contains": ["Awaiting approval"]},
                 help_source("volunteer-drivers.md", "Approving and paying claims"),
                 "howto where: Volunteers > Mileage claims > Awaiting approval, then Approve"))
    out.append(q("y27", "MB4's tail lift has been fixed. How do I get it back into use in Tripline?", "howto",
                 {"contains": ["Return to service"]}, help_source("vehicle-checks.md", "Why a vehicle is greyed out"),
                 "howto how: transport manager, Fleet > Vehicles, Return to service once the repair is recorded"))
    out.append(q("y28", "There's a red flag on Dennis so I can't give him a run. Why?", "howto",
                 {"contains": ["Checks due|DBS", "licence"]},
                 help_source("volunteer-drivers.md", "Adding a volunteer driver"),
                 "howto why: Checks due - DBS over three years old or licence check over a year old"))
    out.append(q("y29", "Tripline won't let me book a trip for a passenger until I take their renewal. Why?",
                 "howto", {"contains": ["30 days", "Take membership"]},
                 help_source("passenger-register.md", "Annual membership"),
                 "howto why: membership lapsed more than 30 days ago; Payments > Take membership first"))
    out.append(q("y30", "MB2 has broken down, so tomorrow's run needs a different bus. How do I change it?",
                 "howto", {"contains": ["Change vehicle"]},
                 help_source("run-planner.md", "Swapping the vehicle on a run"),
                 "howto how: run's menu > Change vehicle, move trips off until the header is not red"))
    out.append(q("y31", "I sent a passenger a text at 9 in the evening and it hasn't gone. Why not?", "howto",
                 {"contains": ["8 pm|8 am"]},
                 help_source("tripline-faq.md", "Texts to passengers are not going out"),
                 "howto why: FAQ - texts only go 8 am to 8 pm, queued ones go next morning"))

    # ---- 2 in Russian / Ukrainian ----
    v = data.charged(jul)
    out.append(q("y32", "Скільки всього нарахували групам за оренду мікроавтобусів у липні?", "table_sum", money(v),
                 HIRE, "Ukrainian, sum: Chg £ of July rows (= the 'Total Jul-26' row)"))
    out.append(q("y33", "Как отменить поездку пассажира, если он не поедет?", "howto",
                 {"contains": ["Cancel trip", "2 hours"]},
                 help_source("booking-trips.md", "Cancellations and no-shows"),
                 "Russian, howto how: open the trip, Cancel trip, up to 2 hours before pick-up"))

    # ---- 6 refusals ----
    assert all(r.day.month == 8 for r in runs)
    out.append(refuse("y34", "How many no-shows did dial-a-ride have in September?",
                      "the run log covers August 2026 only"))
    assert not any(j.ref == "GH-0320" for j in rows)
    out.append(refuse("y35", "What date is hire job GH-0320?", "no such job (numbers skip; GH-0320 is not in the log)"))
    out.append(refuse("y36", "How many volunteer drivers does the car scheme have altogether?",
                      "the report says four new drivers joined, but no total is given"))
    assert "membership" in page_text("group-hire.md") and "£" not in PAGES["group-hire.md"]
    out.append(refuse("y37", "How much is the annual membership fee for a community group?",
                      "group hire says member groups pay an annual membership, but no amount is given anywhere "
                      "(the GBP 12 is the passenger membership)"))
    assert all("refund" not in page_text(p) for p in PAGES)
    out.append(refuse("y38", "How do I refund a passenger's membership in Tripline?",
                      "the help pages do not cover refunds"))
    assert not any(c.volunteer == "Siobhan O'Dowd" for c in claims.values())
    out.append(refuse("y39", "How much mileage did Siobhan O'Dowd claim for August?",
                      "no claim from her among the four claims (she appears only as SO in the hire log)"))

    # ---- 1 asked by the restricted group ----
    v = sum(p.basic for p in logs.relief_pay() if p.post.startswith("Relief driver"))
    line = q("y40", "How many basic hours did the relief drivers work in August in total?", "table_sum",
             {"number": v}, PAY, "restricted (group payroll), sum: Basic hrs of the four Relief driver rows")
    line["group"] = "payroll"
    out.append(line)
    return out


if __name__ == "__main__":
    write_set(OUT, FROZEN, [conform(line) for line in build()], 40, "y")
