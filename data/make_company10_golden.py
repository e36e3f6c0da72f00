"""Write data/golden/company10-test.jsonl: 40 questions over data/company10 (Fernleigh Vale Leisure Trust, a
community sports and leisure centre), written from the documents without reading the engine and frozen before
any run. Every expected number is computed from company10_data.py, the records the corpus is written from.
Run: `python data/make_company10.py && python data/make_company10_golden.py`.

Mix: 12 table aggregates, 3 argmax/argmin, 6 lookups, 10 how-to (3 where-on-screen, 7 how/why), 2 in Russian or
Ukrainian, 6 refusals, 1 asked by the `hr` group.
"""

import sys
from collections import defaultdict
from pathlib import Path
from statistics import mean

sys.path.insert(0, str(Path(__file__).resolve().parent))
import company10_data as data  # noqa: E402
import company10_logs as logs  # noqa: E402
from company10_docs import PAGES  # noqa: E402
from golden_lines import conform, dates, money, q, refuse, unique_end, write_set  # noqa: E402

FROZEN = "// written 2026-12-02 13:29 UTC by helper company10 without reading the engine, frozen before any run"
OUT = Path(__file__).resolve().parent / "golden" / "company10-test.jsonl"

REG_DOC = "bookings/club_hire_register_2026_Q1.xlsx"
REGISTER = {"doc": REG_DOC, "sheet": "Hire Register"}
RATES = {"doc": REG_DOC, "sheet": "Rates"}
CLUBS = {"doc": "clubs/club_accounts.csv"}
JOIN = [REGISTER, CLUBS]
LOG = [{"doc": "plant/pool_water_log_2026-02.pdf", "page": n} for n in (1, 2, 3)]
REPORT = {"doc": "reports/centre_manager_report_2026-03.pdf", "page": 1}
HR = {"doc": "hr-only/casual_staff_hours_2026-03.xlsx", "sheet": "March 2026"}


def party_source(ref: str) -> dict:
    return {"doc": f"parties/{ref}.pdf", "page": 1}


def help_source(page: str, section: str | None = None) -> dict:
    """A help page (and section), checked against the page text so a renamed heading fails loudly."""
    assert page in PAGES, page
    if section is None:
        return {"doc": f"kinetra-help/{page}"}
    assert f"## {section}\n" in PAGES[page], (page, section)
    return {"doc": f"kinetra-help/{page}", "section": section}


def in_days(rows: list, month: int, first: int, last: int) -> list:
    return [b for b in rows if b.day.month == month and first <= b.day.day <= last]


def of_ward(rows: list, ward: str) -> list:
    return [b for b in rows if data.CLUB[b.acct].ward == ward]


def of_activity(rows: list, activity: str) -> list:
    return [b for b in rows if data.CLUB[b.acct].activity == activity]


def page_text(page: str) -> str:
    return PAGES[page].lower()


def build() -> list[dict]:
    rows = data.bookings()
    jan, feb, mar = (data.in_month(rows, m) for m in data.MONTHS)
    tests = logs.water_tests()
    areas = logs.report_areas()
    parties = {p.ref: p for p in logs.parties()}
    out = []

    # ---- 12 table aggregates ----
    n = sum(1 for t in tests if t.pool == "Learner")
    out.append(q("x01", "How many water tests were done on the learner pool in February?", "table_count",
                 {"number": n}, LOG, "count: rows of the 3-page water log with Pool = Learner (re-tests included)"))
    v = mean(t.ph for t in tests if t.pool == "Main")
    out.append(q("x02", "What was the average pH in the main pool over February?", "table_avg",
                 {"number": round(v, 2), "tolerance": 0.01}, LOG,
                 "avg: mean pH of all Main rows of the water log, re-tests included"))
    n = sum(1 for t in tests if t.remark.startswith("Re-test"))
    out.append(q("x03", "How many re-tests were needed in February because a pool reading was out of range?",
                 "table_count", {"number": n}, LOG,
                 "count: water log rows with Remarks 'Re-test - in range' (equal to the 'Dosing adjusted' rows)"))
    v = data.charged(of_ward(jan, "Riverside"))
    out.append(q("x04", "How much hire were the Riverside ward clubs charged for in January?", "table_sum", money(v),
                 JOIN, "join: Charge £ of January register rows whose Acct has Ward Riverside in club_accounts.csv "
                       "(blank = cancelled, nothing; late cancels at half as charged)"))
    v = sum(b.hours for b in data.live(of_activity(feb, "Swimming")))
    out.append(q("x05", "How many hours did the swimming clubs have in the pool in February? Leave out cancelled "
                 "and late-cancelled sessions.", "table_sum", {"number": v}, JOIN,
                 "join: Hrs of February rows whose club's Activity is Swimming (Vale Otters, Vale Masters), "
                 "Status Paid or Invoiced"))
    v = data.charged(in_days(rows, 2, 9, 15))
    out.append(q("x06", "What was the total hire charge for sessions from 9 to 15 February?", "table_sum", money(v),
                 REGISTER, "sum: Charge £ of register rows dated 09/02-15/02/2026 (blank = none)"))
    att = [b.att for b in rows if b.acct == "CL-007" and b.att is not None]
    out.append(q("x07", "On average how many people turned up to a Vale Otters session, counting only the sessions "
                 "where a headcount was taken?", "table_avg", {"number": round(mean(att), 2), "tolerance": 0.05},
                 REGISTER, f"avg with blanks: mean of the {len(att)} non-blank Att. cells of Vale Otters rows, "
                           "all three months (blank = not recorded / cancelled, left out)"))
    n = sum(1 for b in mar if b.status in ("Cancelled", "Late cancel"))
    out.append(q("x08", "How many March bookings were cancelled, counting late cancellations too?", "table_count",
                 {"number": n}, REGISTER, "count: March rows with Status Cancelled or Late cancel"))
    v = data.charged(mar)
    out.append(q("x09", "What was the total hire charge for March?", "table_sum", money(v), REGISTER,
                 "sum: Charge £ of March rows (= the 'Subtotal March 2026' row; not to be added twice)"))
    v = sum(a.income for a in areas)
    out.append(q("x10", "According to the centre manager's March report, what was the income across all areas "
                 "put together?", "table_sum", money(v), REPORT, "sum: Income £ column of the report's table"))
    n = sum(1 for b in rows if b.status == "Invoiced")
    out.append(q("x11", "How many hire bookings from January to March have been invoiced but not paid yet?",
                 "table_count", {"number": n}, REGISTER, "count: register rows with Status Invoiced, all months"))
    v = sum(b.att for b in jan if b.facility == "Sports Hall" and b.att is not None)
    out.append(q("x12", "What was the total headcount recorded for Sports Hall bookings in January?", "table_sum",
                 {"number": v}, REGISTER,
                 "sum: Att. of January rows with Facility 'Sports Hall' (not 'Hall court'); blanks not recorded"))

    # ---- 3 argmax / argmin ----
    per = defaultdict(float)
    for b in feb:
        per[b.hirer] += b.charge or 0
    top = unique_end(per)
    out.append(q("x13", "Which club ran up the biggest hire bill in February?", "argmax", {"contains": [top]},
                 REGISTER, f"argmax: Charge £ summed per Hirer over February rows ({per[top]:.2f})"))
    low = unique_end({a.name: a.income for a in areas}, lowest=True)
    assert low.startswith("Squash")
    out.append(q("x14", "Which part of the centre brought in the least money in March, going by the manager's "
                 "report?", "argmax", {"contains": ["Squash"]}, REPORT, f"argmin: Income £ of the report ({low})"))
    per = defaultdict(float)
    for b in jan:
        per[b.facility] += b.charge or 0
    top = unique_end(per)
    out.append(q("x15", "Which facility earned the most from club hire in January?", "argmax",
                 {"contains": [top]}, REGISTER, f"argmax: Charge £ summed per Facility over January ({per[top]:.2f})"))

    # ---- 6 lookups ----
    p = parties["PTY-0306"]
    out.append(q("x16", "Which party package is on booking PTY-0306?", "lookup", {"contains": [p.package]},
                 party_source(p.ref), "lookup: Package field of the party confirmation"))
    p = parties["PTY-0319"]
    out.append(q("x17", "For party PTY-0319, what's the date and what time does it start?", "lookup",
                 {"contains": [dates(p.day) + f"|{p.day:%A %d %B %Y}", p.start]}, party_source(p.ref),
                 "lookup, two fields: Party date and Start time"))
    p = next(p for p in parties.values() if p.booked_by.endswith("Rahel Haile"))
    out.append(q("x18", "What date is Rahel Haile's party booked for?", "lookup",
                 {"contains": [dates(p.day) + f"|{p.day:%A %d %B %Y}"]}, party_source(p.ref),
                 f"lookup by person's name: Party date of the confirmation whose Booked by is {p.booked_by}"))
    c = next(c for c in data.CLUBS if c.contact == "Imogen Strachan")
    out.append(q("x19", "Imogen Strachan is the contact for which club?", "lookup", {"contains": [c.name]}, CLUBS,
                 "lookup by person's name: Club or group whose Main contact is Imogen Strachan"))
    b = next(b for b in rows if b.ref == "H2314")
    out.append(q("x20", "Who had booking H2314, and which facility was it for?", "lookup",
                 {"contains": [b.hirer, b.facility]}, {**REGISTER, "contains": b.ref},
                 "lookup, two fields: Hirer and Facility of one register row"))
    f = data.FAC["Squash"]
    out.append(q("x21", "How much is a squash court per hour at the community rate?", "lookup",
                 {"number": f.community}, RATES, "lookup: Community column of the Squash row on the Rates sheet"))

    # ---- 10 how-to ----
    out.append(q("x22", "I let the wrong member through the barrier at reception. Where do I undo it?", "howto",
                 {"contains": ["Today's Admissions", "Undo admit"]},
                 help_source("front-desk.md", "Letting someone through by mistake"),
                 "howto where: Today's Admissions list on the right, Undo admit on the line (10 minutes)"))
    out.append(q("x23", "How do I book a club into the same slot every week until the end of term?", "howto",
                 {"contains": ["Repeat", "Create series"]},
                 help_source("facility-planner.md", "Block bookings for a club season"),
                 "howto how: Repeat tab, Every week, Series ends, Check clashes, Create series"))
    out.append(q("x24", "Why has the netball club been billed half for a session they called off?", "howto",
                 {"contains": ["48 hours", "Late cancel|half"]},
                 help_source("cancellations.md", "Cancelling a single session"),
                 "howto why: under 48 hours' notice = Late cancel, half the charge stays"))
    out.append(q("x25", "Where on the poolside tablet do I put in the chlorine and pH figures?", "howto",
                 {"contains": ["Water Tests", "New reading"]},
                 help_source("pool-water-tests.md", "Entering a reading"),
                 "howto where: Plant > Water Tests > New reading, Save reading"))
    out.append(q("x26", "One of my pool readings has gone red on the tablet. What do I have to do now?", "howto",
                 {"contains": ["re-test", "45 minutes"]},
                 help_source("pool-water-tests.md", "Target ranges and why a reading turns red"),
                 "howto how: adjust dosing, re-test within 45 minutes, countdown on the Plant dashboard"))
    out.append(q("x27", "We shut the 3G pitch for frost and a club still got a late cancellation charge. How do "
                 "we take that charge off?", "howto", {"contains": ["Charges", "Waive"]},
                 help_source("cancellations.md", "Waiving a late cancellation charge"),
                 "howto how: duty manager opens the booking, Charges panel, Waive with a reason"))
    out.append(q("x28", "Where do I set a club up so it gets the cheaper price for not-for-profit groups?", "howto",
                 {"contains": ["Community rate"]},
                 [help_source("club-accounts.md", "Opening a club account"),
                  help_source("facility-planner.md", "Which rate a club pays")],
                 "howto where: Community rate tick box on the club account (Accounts > Clubs), constitution needed"))
    out.append(q("x29", "How do the clubs' monthly bills get produced and sent?", "howto",
                 {"contains": ["Run club invoices", "Send now"]},
                 help_source("club-accounts.md", "Monthly club invoices"),
                 "howto how: Accounts > Invoicing > Run club invoices, previous month, Generate, Send now"))
    out.append(q("x30", "The card scanner on the front desk has stopped beeping when members tap in. What should I "
                 "try?", "howto", {"contains": ["USB|unplug", "Member panel"]},
                 help_source("kinetra-faq.md", "The card reader does not beep when a card is held against it"),
                 "howto how: FAQ - reader light, unplug/replug USB, click in the Member panel"))
    out.append(q("x31", "A mum wants 16 kids at a pool party. Can we do that?", "howto",
                 {"contains": ["second lifeguard", "20"]}, help_source("children-parties.md", "Package limits"),
                 "howto why: Splash Party includes 12; more needs a second lifeguard, up to 20"))

    # ---- 2 in Russian / Ukrainian ----
    v = data.charged(feb)
    out.append(q("x32", "Сколько всего клубам начислили за аренду в феврале?", "table_sum", money(v), REGISTER,
                 "Russian, sum: Charge £ of February rows (= the February subtotal)"))
    out.append(q("x33", "Як скасувати всі наступні заняття клубу, якщо він відмовляється від свого часу?", "howto",
                 {"contains": ["Series", "End series"]},
                 help_source("cancellations.md", "Cancelling the rest of a series"),
                 "Ukrainian, howto how: Series tab, End series from..."))

    # ---- 6 refusals ----
    assert not any(b.day.month == 4 for b in rows)
    out.append(refuse("x34", "What was the total hire charge for April 2026?",
                      "the register runs from January to March 2026 only"))
    assert "PTY-0331" not in parties
    out.append(refuse("x35", "What time does party PTY-0331 start?",
                      "no such party booking (PTY-0306, 0311, 0319, 0324 only)"))
    out.append(refuse("x36", "How many new gym memberships were sold in March?",
                      "the report gives fitness suite visits and income, not memberships sold"))
    assert all("lesson" not in page_text(p) for p in PAGES)
    out.append(refuse("x37", "How much does a term of junior swimming lessons cost?",
                      "swimming lessons and their prices are in no document"))
    assert all("direct debit" not in page_text(p) for p in PAGES)
    out.append(refuse("x38", "How do I set up a member's direct debit in Kinetra?",
                      "the help pages do not cover direct debits"))
    assert all(t.day.month == 2 for t in tests)
    out.append(refuse("x39", "What was the free chlorine reading in the main pool on 14 January?",
                      "the water test log covers February 2026 only"))

    # ---- 1 asked by the restricted group ----
    v = sum(c.hours for c in logs.casual_hours() if c.role == "Swim teacher")
    line = q("x40", "How many hours did the casual swim teachers work in March altogether?", "table_sum",
             {"number": v}, HR, "restricted (group hr), sum: Hours of the two Swim teacher rows")
    line["group"] = "hr"
    out.append(line)
    return out


if __name__ == "__main__":
    write_set(OUT, FROZEN, [conform(line) for line in build()], 40, "x")
