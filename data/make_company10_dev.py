"""Write data/golden/company10-dev.jsonl: 40 questions over data/company10 (Fernleigh Vale Leisure Trust), different
from the test set with the same mix, written without reading the engine and frozen before any run. Every expected
number comes from company10_data.py.
Run: `python data/make_company10.py && python data/make_company10_dev.py`.

Mix: 12 table aggregates, 3 argmax/argmin, 6 lookups, 10 how-to (5 where-on-screen, 5 how/why), 2 in Russian or
Ukrainian, 6 refusals, 1 asked by the `hr` group.
"""

import sys
from collections import defaultdict
from datetime import date
from pathlib import Path
from statistics import mean

sys.path.insert(0, str(Path(__file__).resolve().parent))
import company10_data as data  # noqa: E402
import company10_logs as logs  # noqa: E402
from company10_docs import PAGES  # noqa: E402
from golden_lines import conform, dates, money, q, refuse, unique_end, write_set  # noqa: E402

FROZEN = "// written 2026-12-02 13:30 UTC by helper company10 without reading the engine, frozen before any run"
OUT = Path(__file__).resolve().parent / "golden" / "company10-dev.jsonl"

# the same sources and helpers as the test set's generator
from make_company10_golden import (CLUBS, HR, JOIN, LOG, RATES, REGISTER, REPORT, help_source, in_days,  # noqa: E402
                                   of_activity, of_ward, page_text, party_source)


def build() -> list[dict]:
    rows = data.bookings()
    jan, feb, mar = (data.in_month(rows, m) for m in data.MONTHS)
    tests = logs.water_tests()
    areas = {a.name: a for a in logs.report_areas()}
    parties = {p.ref: p for p in logs.parties()}
    out = []

    # ---- 12 table aggregates ----
    v = max(t.temp for t in tests if t.pool == "Learner")
    out.append(q("y01", "What was the warmest the learner pool got at a test in February?", "table_avg",
                 {"number": v}, LOG, "max: highest Water °C of Learner rows in the 3-page log"))
    late = [t.bathers for t in tests if t.pool == "Main" and t.time == "16:00"]
    out.append(q("y02", "How many bathers were in the main pool on average at the 4 pm test in February?",
                 "table_avg", {"number": round(mean(late), 2), "tolerance": 0.05}, LOG,
                 f"avg: mean Bathers of the {len(late)} Main rows timed 16:00 (re-tests at 16:40 left out)"))
    n = sum(1 for t in tests if t.ph > logs.PH_RANGE[1])
    out.append(q("y03", "How many readings in February had a pH above 7.6?", "table_count", {"number": n}, LOG,
                 "count: water log rows with pH > 7.6, both pools"))
    n = len(data.live(of_ward(mar, "Northgate")))
    out.append(q("y04", "How many sessions did clubs from Northgate ward actually have in March? Don't count "
                 "cancellations or late cancellations.", "table_count", {"number": n}, JOIN,
                 "join: March register rows whose Acct has Ward Northgate in club_accounts.csv, Status Paid or "
                 "Invoiced"))
    v = data.charged(of_activity(jan, "Football"))
    out.append(q("y05", "What were the football clubs charged for hire in January, all together?", "table_sum",
                 money(v), JOIN, "join: Charge £ of January rows whose club's Activity is Football (Castle Hill "
                                 "Rovers JFC, Tuesday Walking Football, Thursday Five-a-side League)"))
    v = sum(b.hours for b in data.live(in_days(rows, 3, 2, 8)))
    out.append(q("y06", "How many hours of hire went ahead between 2 and 8 March?", "table_sum", {"number": v},
                 REGISTER, "sum: Hrs of register rows dated 02/03-08/03/2026 with Status Paid or Invoiced"))
    att = [b.att for b in rows if b.acct == "CL-064" and b.att is not None]
    out.append(q("y07", "What's the average attendance at Zumba Nights, where a headcount was written down?",
                 "table_avg", {"number": round(mean(att), 2), "tolerance": 0.05}, REGISTER,
                 f"avg with blanks: mean of the {len(att)} non-blank Att. cells of Zumba Nights rows "
                 "(blank = not recorded / cancelled, left out)"))
    v = sum(b.hours for b in data.live(jan))
    out.append(q("y08", "How many hours of club hire actually took place in January?", "table_sum", {"number": v},
                 REGISTER, "sum: Hrs of January rows Paid or Invoiced (= the January subtotal's Hrs)"))
    n = sum(1 for b in rows if b.status == "Late cancel")
    out.append(q("y09", "How many late cancellations were there between January and March?", "table_count",
                 {"number": n}, REGISTER, "count: register rows with Status Late cancel, all three months"))
    v = areas["Fitness suite"].income + areas["Studio classes"].income
    out.append(q("y10", "In the March manager's report, what did the fitness suite and the studio classes bring "
                 "in between them?", "table_sum", money(v), REPORT,
                 "sum: Income £ of the Fitness suite and Studio classes rows of the report's table"))
    v = data.charged([b for b in mar if b.facility == "Learner pool"])
    out.append(q("y11", "How much were clubs charged for the learner pool in March?", "table_sum", money(v),
                 REGISTER, "sum: Charge £ of March rows with Facility Learner pool (blank = cancelled, none)"))
    n = len(data.live([b for b in rows if b.acct == "CL-042"]))
    out.append(q("y12", "How many Castle Hill Yoga Circle sessions went ahead between January and March?",
                 "table_count", {"number": n}, REGISTER,
                 "count: Castle Hill Yoga Circle rows with Status Paid or Invoiced"))

    # ---- 3 argmax / argmin ----
    per = defaultdict(float)
    for b in mar:
        per[data.CLUB[b.acct].ward] += b.charge or 0
    top = unique_end(per)
    out.append(q("y13", "Which ward's clubs were charged the most for hire in March?", "argmax",
                 {"contains": [top]}, JOIN,
                 f"argmax: March Charge £ summed per Ward (Acct joined to Account Code) ({per[top]:.2f})"))
    top = unique_end({a.name: a.change for a in areas.values()})
    out.append(q("y14", "Going by the March report, which area grew its visits the most compared with February?",
                 "argmax", {"contains": ["parties|party"]}, REPORT, f"argmax: Visits vs Feb column ({top})"))
    assert top.startswith("Children's parties")
    per = defaultdict(float)
    for b in data.live(feb):
        per[b.facility] += b.hours
    low = unique_end(per, lowest=True)
    out.append(q("y15", "Which facility was used for the fewest hours of club hire in February?", "argmax",
                 {"contains": [low]}, REGISTER,
                 f"argmin: Hrs summed per Facility over February rows Paid or Invoiced ({per[low]:g} h)"))

    # ---- 6 lookups ----
    p = parties["PTY-0324"]
    out.append(q("y16", "How many children are coming to party PTY-0324?", "lookup", {"number": p.children},
                 party_source(p.ref), "lookup: Children attending field"))
    p = parties["PTY-0306"]
    due = date.fromordinal(p.day.toordinal() - 7)
    out.append(q("y17", "How much is still owed on party booking PTY-0306, and by when does it have to be paid?",
                 "lookup", {**money(p.balance), "contains": [dates(due)]}, party_source(p.ref),
                 "lookup, two fields: Balance to pay and the due date in the paragraph (7 days before the party)"))
    p = next(p for p in parties.values() if "Declan Brennan" in p.booked_by)
    out.append(q("y18", "Which party package did Declan Brennan go for?", "lookup", {"contains": [p.package]},
                 party_source(p.ref), f"lookup by person's name: Package of {p.ref}, Booked by {p.booked_by}"))
    c = next(c for c in data.CLUBS if c.name == "Millbrook Netball Club")
    out.append(q("y19", "Who's the contact at Millbrook Netball Club, and what's their phone number?", "lookup",
                 {"contains": [c.contact, c.phone]}, CLUBS,
                 "lookup by club name, two fields: Main contact and Contact phone of one CSV row"))
    b = next(b for b in rows if b.ref == "H2426")
    out.append(q("y20", "When was booking H2426, date and start time?", "lookup",
                 {"contains": [dates(b.day), b.start]}, {**REGISTER, "contains": b.ref},
                 "lookup, two fields: Date (text 'Sun 15/03/2026') and From of one register row"))
    f = data.FAC["3G third"]
    out.append(q("y21", "What's the standard hourly price for a third of the 3G pitch?", "lookup",
                 {"number": f.standard}, RATES, "lookup: Standard column of the 3G third row on the Rates sheet"))

    # ---- 10 how-to ----
    out.append(q("y22", "A member has left their card at home. Where do I look them up to let them in?", "howto",
                 {"contains": ["Find member", "Admit"]}, help_source("front-desk.md", "Checking a member in"),
                 "howto where: Find member box at the top of the Member panel, then Admit"))
    out.append(q("y23", "Why is someone's name coming up in amber when they check in?", "howto",
                 {"contains": ["7 days", "frozen"]}, help_source("front-desk.md", "Why a member shows amber"),
                 "howto why: membership ends within 7 days, or is frozen"))
    out.append(q("y24", "Where do we change the hourly hire prices in Kinetra?", "howto",
                 {"contains": ["Settings > Price list|Price list"]},
                 help_source("facility-planner.md", "Which rate a club pays"),
                 "howto where: Settings > Price list, kept by the Bookings Manager"))
    out.append(q("y25", "How do I shift a club's session to a different court or time?", "howto",
                 {"contains": ["drag", "Move"]}, help_source("cancellations.md", "Moving a booking to another slot"),
                 "howto how: drag on the planner, press Move; Notify club emails the contact"))
    out.append(q("y26", "The water's gone bad and we can't fix it. How do I shut the pool in the system?", "howto",
                 {"contains": ["Close pool", "PIN"]}, help_source("pool-water-tests.md", "Closing a pool"),
                 "howto how: duty manager, Plant dashboard, Close pool, PIN"))
    out.append(q("y27", "Environmental health want all of last month's water readings. Where do I get a PDF of them?",
                 "howto", {"contains": ["Month view", "Export PDF"]},
                 help_source("pool-water-tests.md", "Printing the monthly log"),
                 "howto where: Plant > Water Tests, Month view, Export PDF"))
    out.append(q("y28", "A club has paid its invoice by bank transfer. How do I put that through?", "howto",
                 {"contains": ["Record payment", "BACS"]}, help_source("club-accounts.md", "Recording a payment"),
                 "howto how: open the invoice, Record payment at the bottom, method BACS"))
    out.append(q("y29", "A parent has lost their party confirmation. Where do I send it again from?", "howto",
                 {"contains": ["Reprint confirmation"]},
                 help_source("children-parties.md", "Balance and confirmation"),
                 "howto where: open the party, Documents > Reprint confirmation"))
    out.append(q("y30", "The planner says there's a clash but nobody's booked the hall. Why?", "howto",
                 {"contains": ["Hall court", "floor"]},
                 help_source("kinetra-faq.md", "The planner shows a clash but the hall looks free"),
                 "howto why: FAQ - the Sports Hall and the hall courts share the floor"))
    out.append(q("y31", "On the booking screen there are blocks with blue and white stripes. What are they?",
                 "howto", {"contains": ["provisional", "72 hours"]},
                 [help_source("facility-planner.md", "Colours on the grid"),
                  help_source("kinetra-faq.md", "Why does a booking show as \"Provisional\"?")],
                 "howto where: stripes = provisional holds, released after 72 hours"))

    # ---- 2 in Russian / Ukrainian ----
    v = sum(b.hours for b in data.live(feb))
    out.append(q("y32", "Скільки годин оренди клубами фактично відбулося в лютому, без скасованих занять?",
                 "table_sum", {"number": v}, REGISTER,
                 "Ukrainian, sum: Hrs of February rows Paid or Invoiced (= the February subtotal's Hrs)"))
    out.append(q("y33", "Как продать разовое посещение бассейна человеку без абонемента?", "howto",
                 {"contains": ["Casual entry", "Take payment"]},
                 help_source("front-desk.md", "Selling a casual swim or a guest pass"),
                 "Russian, howto how: Sell > Casual entry, activity, Take payment"))

    # ---- 6 refusals ----
    assert all(t.day.month == 2 for t in tests)
    out.append(refuse("y34", "What was the average pH of the learner pool in March?",
                      "the water test log covers February 2026 only"))
    assert "PTY-0315" not in parties
    out.append(refuse("y35", "Who booked party PTY-0315?", "no such party booking"))
    assert all("family" not in page_text(p) for p in PAGES)
    out.append(refuse("y36", "How much is an annual family membership?", "membership prices are in no document"))
    out.append(refuse("y37", "How many lifeguards have to be on poolside during a public swim session?",
                      "only the Splash Party's second lifeguard is mentioned; public-session staffing is not covered"))
    assert all("refund" not in page_text(p) for p in PAGES if p != "cancellations.md")
    out.append(refuse("y38", "How do I refund a member's monthly fee to their card in Kinetra?",
                      "refunds of memberships are not covered by the help pages"))
    out.append(refuse("y39", "What was the cafe's best-selling item in March?",
                      "the report gives cafe transactions and income only"))

    # ---- 1 asked by the restricted group ----
    staff = logs.casual_hours()
    v = sum(c.gross for c in staff)
    line = q("y40", "What did casual staff cost in gross pay for March, all told?", "table_sum", money(v), HR,
             "restricted (group hr), sum: Gross £ of all rows (the sheet's Total row)")
    line["group"] = "hr"
    out.append(line)
    return out


if __name__ == "__main__":
    write_set(OUT, FROZEN, [conform(line) for line in build()], 40, "y")
