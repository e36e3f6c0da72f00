"""Write data/golden/company12-test.jsonl: 40 questions over data/company12 (Harrowden Vale Museums & Archives, a
county museum and archive service), written from the documents without reading the engine and frozen before any
run. Every expected number is computed from company12_data.py / company12_records.py, the records the corpus is
written from. Run: `python data/make_company12.py && python data/make_company12_golden.py`.

Mix: 12 table aggregates, 3 argmax/argmin, 6 lookups, 10 how-to (3 where-on-screen, 7 how/why), 2 in Russian or
Ukrainian, 6 refusals, 1 asked by the `development` group.
"""

import sys
from collections import defaultdict
from datetime import date
from pathlib import Path
from statistics import mean

sys.path.insert(0, str(Path(__file__).resolve().parent))
import company12_data as data  # noqa: E402
import company12_records as records  # noqa: E402
from company12_docs import PAGES  # noqa: E402
from golden_lines import conform, dates, money, q, refuse, unique_end, write_set  # noqa: E402

FROZEN = "// written 2026-12-02 18:15 UTC by helper company12 without reading the engine, frozen before any run"
OUT = Path(__file__).resolve().parent / "golden" / "company12-test.jsonl"

REG_DOC = "learning/school_visits_spring_2026.xlsx"
VISITS = {"doc": REG_DOC, "sheet": "Visits"}
WORKSHOPS = {"doc": REG_DOC, "sheet": "Workshops"}
SCHOOLS = {"doc": "learning/schools.csv"}
JOIN = [VISITS, SCHOOLS]
LOG = [{"doc": "record-office/search_room_log_2026-05.pdf", "page": n} for n in (1, 2, 3)]
REPORT = {"doc": "reports/half_year_report_2026-H1.pdf", "page": 1}
PLEDGES = {"doc": "development/donor_pledges_2026.xlsx", "sheet": "Pledges"}


def loan_source(ref: str) -> dict:
    return {"doc": f"loans/{ref.replace('/', '-')}.pdf", "page": 1}


def help_source(page: str, section: str | None = None) -> dict:
    """A help page (and section), checked against the page text so a renamed heading fails loudly."""
    assert page in PAGES, page
    if section is None:
        return {"doc": f"accessio-help/{page}"}
    assert f"## {section}\n" in PAGES[page], (page, section)
    return {"doc": f"accessio-help/{page}", "section": section}


def of_school(rows: list, **match) -> list:
    return [v for v in rows if all(getattr(data.SCHOOL[v.sch], k) == x for k, x in match.items())]


def between(rows: list, first: date, last: date) -> list:
    return [v for v in rows if first <= v.day <= last]


def all_pages() -> str:
    return " ".join(PAGES.values()).lower()


def build() -> list[dict]:
    rows = data.visits()
    jan, feb, mar = (data.in_month(rows, m) for m in data.MONTHS)
    log = data.readings()
    sites = records.report_sites()
    loans = {ln.ref: ln for ln in records.loans()}
    out = []

    # ---- 12 table aggregates ----
    n = sum(r.docs for r in log)
    out.append(q("x01", "How many original documents did we fetch up for readers in the search room in May?",
                 "table_sum", {"number": n}, LOG, "sum: Docs column over all rows of the 3-page search room log"))
    v = sum(r.charge for r in log if r.cat == "Family history")
    out.append(q("x02", "What did the family historians pay us in the search room over May?", "table_sum",
                 money(v), LOG, "sum: Charged £ of log rows with Reader category Family history, all three pages"))
    n = sum(1 for r in log if r.permit)
    out.append(q("x03", "How many camera permits did the search room sell in May?", "table_count", {"number": n},
                 LOG, "count: log rows with Cam = Y"))
    n = sum(v.pupils for v in data.went(of_school(rows, phase="Special")))
    out.append(q("x04", "How many children from special schools came on visits this spring term?", "table_sum",
                 {"number": n}, JOIN,
                 "join: Pup. of register rows whose Sch has Phase 'Special' in schools.csv (Brookfield, Oakhurst "
                 "PRU); blank for cancellations"))
    v = data.fees(of_school(rows, trust="Vale Learning Trust"))
    out.append(q("x05", "How much did we bill the Vale Learning Trust schools for workshops over January to March?",
                 "table_sum", money(v), JOIN,
                 "join: Fee £ of register rows whose Sch has Trust 'Vale Learning Trust' in schools.csv, all three "
                 "months (a late cancellation fee included; blank = nothing)"))
    v = data.fees(between(rows, date(2026, 2, 23), date(2026, 3, 13)))
    out.append(q("x06", "What did school visits between 23 February and 13 March bring in?", "table_sum", money(v),
                 VISITS, "sum: Fee £ of register rows dated 2026/02/23 to 2026/03/13 (text dates; blank = none)"))
    adults = [v.adults for v in jan if v.adults is not None]
    out.append(q("x07", "On average how many adults came with a school group in January, leaving out visits where "
                 "nobody wrote it down?", "table_avg", {"number": round(mean(adults), 2), "tolerance": 0.05}, VISITS,
                 f"avg with blanks: mean of the {len(adults)} non-blank Adlt cells of January rows"))
    n = sum(1 for v in rows if v.fee is not None and not v.inv)
    out.append(q("x08", "How many chargeable school visits are still waiting for an invoice?", "table_count",
                 {"number": n}, VISITS, "count: rows with a Fee £ and a blank Inv, whole term"))
    v = data.fees(feb)
    out.append(q("x09", "What was the total workshop income for February?", "table_sum", money(v), VISITS,
                 "sum: Fee £ of February rows (= the 'Feb sub-total' row; not to be added twice)"))
    n = sum(s.visitors for s in sites)
    out.append(q("x10", "According to the half-year report, how many visitors did we get across all our sites?",
                 "table_sum", {"number": n}, REPORT, "sum: Visitors column of the report's table"))
    n = sum(1 for v in data.went(rows) if v.site == "HV")
    out.append(q("x11", "How many school visits actually took place at the Harrowden Vale Museum this term?",
                 "table_count", {"number": n}, VISITS,
                 "count: rows with Site HV and no Cxl / Late cxl note (site code spelled out on Workshops sheet)"))
    n = sum(v.sen or 0 for v in mar)
    out.append(q("x12", "How many pupils needing SEN support did we have on March visits?", "table_sum",
                 {"number": n}, VISITS, "sum: SEN of March rows (blank = none)"))

    # ---- 3 argmax / argmin ----
    per = defaultdict(int)
    for v in data.went(rows):
        per[data.SCHOOL[v.sch].name] += v.pupils
    top = unique_end(per)
    out.append(q("x13", "Which school sent us the most pupils over the spring term?", "argmax", {"contains": [top]},
                 JOIN, f"argmax: Pup. summed per Sch, the name joined from schools.csv ({top}, {per[top]})"))
    low = unique_end({s.site: s.donations for s in sites}, lowest=True)
    assert low.startswith("County Record Office")
    out.append(q("x14", "Which site took the least in donations in the first half of 2026?", "argmax",
                 {"contains": ["Record Office"]}, REPORT, f"argmin: Donations £ of the report ({low})"))
    per = defaultdict(int)
    for r in log:
        per[r.staff] += r.copies
    top = unique_end(per)
    out.append(q("x15", "Who on the search room desk made the most copies for readers in May?", "argmax",
                 {"contains": [f"{top}|{data.STAFF[top]}"]}, LOG,
                 f"argmax: Copies summed per Staff over the 3-page log ({top} = {data.STAFF[top]}, {per[top]})"))

    # ---- 6 lookups ----
    ln = loans["LOAN/26/038"]
    out.append(q("x16", "Who is going with the objects as courier on loan LOAN/26/038?", "lookup",
                 {"contains": [ln.courier]}, loan_source(ln.ref), "lookup: Courier field of the agreement"))
    ln = loans["LOAN/26/034"]
    out.append(q("x17", "What's the total insured value on LOAN/26/034 and when are the objects due back?", "lookup",
                 {**money(ln.insured), "contains": [dates(ln.end)]}, loan_source(ln.ref),
                 "lookup, two fields: Total insured value and Return due"))
    ln = next(x for x in loans.values() if x.borrower.startswith("Stowford Heritage"))
    out.append(q("x18", "What admin fee are we charging Stowford Heritage Centre for their loan?", "lookup",
                 money(ln.fee), loan_source(ln.ref), f"lookup by borrower: Admin fee of {ln.ref}"))
    s = next(s for s in data.SCHOOLS if s.name == "Millbeck High School")
    out.append(q("x19", "Who's the teacher I should call at Millbeck High School, and on what number?", "lookup",
                 {"contains": [s.contact, s.phone]}, SCHOOLS,
                 "lookup by school, two fields: Teacher contact and Phone of one CSV row"))
    v = next(v for v in rows if v.ref == "SV26-0130")
    assert v.wk == "MILL"
    out.append(q("x20", "Which workshop was SV26-0130 booked for, and what was the fee?", "lookup",
                 {**money(v.fee), "contains": ["MILL|Rope, water and steam"]}, {**VISITS, "contains": v.ref},
                 "lookup, two fields: Wkshp and Fee £ of one register row"))
    out.append(q("x21", "How much per child is the Archive detectives session?", "lookup",
                 {"number": data.WORKSHOPS["ARCH"][2]}, WORKSHOPS,
                 "lookup: £/pupil of the ARCH row on the Workshops sheet"))

    # ---- 10 how-to ----
    out.append(q("x22", "Where do I set a school up so its visits are free?", "howto",
                 {"contains": ["HAF funded", "Contacts > Schools|school's record"]},
                 help_source("school-bookings.md", "Why a visit is free"),
                 "howto where: tick HAF funded on the school's record under Contacts > Schools"))
    out.append(q("x23", "Where do I write up a condition check on an object?", "howto",
                 {"contains": ["Condition", "Add check"]}, help_source("object-records.md", "Recording condition"),
                 "howto where: Condition tab of the object record, Overall condition, Add check"))
    out.append(q("x24", "A reader wants to take photos with their own phone. Where do I charge them for that?",
                 "howto", {"contains": ["Payments > Camera permit|Camera permit"]},
                 help_source("search-room.md", "Copies and camera permits"),
                 "howto where: Payments > Camera permit, GBP 6.00 day permit"))
    out.append(q("x25", "Another museum wants to borrow three of our Roman pieces. How do I set that up in the "
                 "system?", "howto", {"contains": ["New outgoing loan", "Send for approval"]},
                 help_source("outgoing-loans.md", "Setting up a loan"),
                 "howto how: Loans > Outgoing, New outgoing loan, Add object, Courier, Send for approval"))
    out.append(q("x26", "Why won't the loan to the village hall go through to approval - it just says awaiting "
                 "facilities report?", "howto", {"contains": ["Facilities report", "Venue"]},
                 help_source("outgoing-loans.md", "Why a loan is stuck at \"Awaiting facilities report\""),
                 "howto why: the borrower's facilities report must be attached on the Venue tab and accepted"))
    out.append(q("x27", "I'm trying to put a jug on a loan but the Add button is greyed out. Why?", "howto",
                 {"contains": ["Fragile|Poor", "Conservation review"]},
                 [help_source("accessio-faq.md", "I cannot add an object to a loan - the Add button is grey"),
                  help_source("object-records.md", "Recording condition")],
                 "howto why: latest condition Fragile or Poor; a conservator must sign off the Conservation review"))
    out.append(q("x28", "Why was Millbeck Village School charged £40 for a visit they didn't come to?", "howto",
                 {"contains": ["14 days", "40"]}, help_source("school-bookings.md", "Cancelling a visit"),
                 "howto why: cancelled with less than 14 days' notice = GBP 40 late cancellation fee"))
    out.append(q("x29", "Someone has turned up at the front desk wanting to give us their grandad's medals. What "
                 "do I do?", "howto", {"contains": ["Donation offer", "collections panel"]},
                 help_source("enquiries.md", "Offers of donations"),
                 "howto how: do not accept at the desk; log a Donation offer with photos, Send to collections panel"))
    out.append(q("x30", "The mosaic loan is insured for over £25k. Is there anything extra I have to do?", "howto",
                 {"contains": ["Government Indemnity|GIS"]},
                 help_source("outgoing-loans.md", "Insurance and indemnity"),
                 "howto how: GBP 25,000 or more goes under the Government Indemnity Scheme; tick GIS, attach letter"))
    out.append(q("x31", "A reader's ticket has run out. How do I sort that out?", "howto",
                 {"contains": ["Renew ticket", "proof of address"]},
                 help_source("accessio-faq.md", "A reader says their ticket has expired"),
                 "howto how: FAQ - Search room > Readers, Renew ticket after checking proof of address"))

    # ---- 2 in Russian / Ukrainian ----
    n = sum(r.copies for r in log)
    out.append(q("x32", "Сколько всего копий сделали сотрудники читального зала архива за май?", "table_sum",
                 {"number": n}, LOG, "Russian, sum: Copies column over all three pages of the log"))
    out.append(q("x33", "Як видати новий читацький квиток у Accessio?", "howto",
                 {"contains": ["New reader", "Issue ticket"]},
                 help_source("search-room.md", "Issuing a reader's ticket"),
                 "Ukrainian, howto how: Search room > Readers, New reader, proofs, Issue ticket"))

    # ---- 6 refusals ----
    assert all(r.day.month == 5 for r in log)
    out.append(refuse("x34", "How much did the search room take in copying charges in April?",
                      "the search room log covers May 2026 only"))
    assert "LOAN/26/036" not in loans
    out.append(refuse("x35", "Who borrowed the objects on LOAN/26/036?",
                      "no such loan (LOAN/26/031, 034, 038, 041 only)"))
    out.append(refuse("x36", "How much did the new rolling racking at the record office cost?",
                      "the report only says the search room closed two weeks for it; no cost anywhere"))
    assert "admission" not in all_pages()
    out.append(refuse("x37", "What's the adult admission price at Ropewalk Mill?", "admission prices are in no "
                      "document"))
    assert "dispos" not in all_pages() and "deaccession" not in all_pages()
    out.append(refuse("x38", "How do I deaccession an object and record its disposal in Accessio?",
                      "the help pages do not cover disposal or deaccessioning"))
    assert not any(v.day.month > 3 for v in rows)
    out.append(refuse("x39", "How many school visits did we have in the summer term?",
                      "the register covers the spring term (January to March 2026) only"))

    # ---- 1 asked by the restricted group ----
    v = sum(p.pledged - p.received for p in records.pledges() if p.fund == "Ropewalk roof appeal")
    line = q("x40", "How much is still to come in on the pledges to the Ropewalk roof appeal?", "table_sum",
             money(v), PLEDGES, "restricted (group development), sum: Pledged £ minus Received £ of the three roof "
                                "appeal rows")
    line["group"] = "development"
    out.append(line)
    return out


if __name__ == "__main__":
    write_set(OUT, FROZEN, [conform(line) for line in build()], 40, "x")
