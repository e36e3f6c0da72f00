"""Write data/golden/company12-dev.jsonl: 40 questions over data/company12 (Harrowden Vale Museums & Archives),
different from the test set with the same mix, written without reading the engine and frozen before any run. Every
expected number comes from company12_data.py / company12_records.py.
Run: `python data/make_company12.py && python data/make_company12_dev.py`.

Mix: 12 table aggregates, 3 argmax/argmin, 6 lookups, 10 how-to (3 where-on-screen, 7 how/why), a Ukrainian sum and
a Russian how-to, 6 refusals, 1 asked by the `development` group.
"""

import sys
from collections import defaultdict
from datetime import date
from pathlib import Path
from statistics import mean

sys.path.insert(0, str(Path(__file__).resolve().parent))
import company12_data as data  # noqa: E402
import company12_records as records  # noqa: E402
from golden_lines import conform, money, q, refuse, unique_end, write_set  # noqa: E402

FROZEN = "// written 2026-12-02 18:16 UTC by helper company12 without reading the engine, frozen before any run"
OUT = Path(__file__).resolve().parent / "golden" / "company12-dev.jsonl"

# the same sources and helpers as the test set's generator
from make_company12_golden import (JOIN, LOG, PLEDGES, REPORT, SCHOOLS, VISITS, WORKSHOPS, all_pages,  # noqa: E402
                                   between, help_source, loan_source, of_school)


def build() -> list[dict]:
    rows = data.visits()
    feb, mar = (data.in_month(rows, m) for m in data.MONTHS[1:])
    log = data.readings()
    sites = records.report_sites()
    loans = {ln.ref: ln for ln in records.loans()}
    out = []

    # ---- 12 table aggregates ----
    n = sum(1 for r in log if r.sess == "p.m.")
    out.append(q("y01", "How many reader visits did the search room have in afternoon sessions in May?",
                 "table_count", {"number": n}, LOG, "count: log rows with Sess p.m., all three pages"))
    n = sum(r.docs for r in log if r.cat == "Academic")
    out.append(q("y02", "How many documents were produced for academic researchers in May?", "table_sum",
                 {"number": n}, LOG, "sum: Docs of log rows with Reader category Academic, all three pages"))
    v = sum(r.charge for r in log)
    out.append(q("y03", "What did the search room charge readers in total during May, copies and permits together?",
                 "table_sum", money(v), LOG, "sum: Charged £ over all rows of the 3-page log"))
    v = data.fees(of_school(rows, town="Castlebury"))
    out.append(q("y04", "How much have the Castlebury schools paid us for visits this term?", "table_sum", money(v),
                 JOIN, "join: Fee £ of register rows whose Sch has Town Castlebury in schools.csv (late cancellation "
                       "fees included; blank = nothing)"))
    n = sum(v.pupils for v in data.went(of_school(feb, phase="Primary")))
    out.append(q("y05", "How many primary school children came on visits in February?", "table_sum", {"number": n},
                 JOIN, "join: Pup. of February rows whose Sch has Phase Primary in schools.csv (Infant not included)"))
    n = sum(v.pupils or 0 for v in between(rows, date(2026, 1, 12), date(2026, 1, 27)))
    out.append(q("y06", "How many pupils did we see from 12 to 27 January?", "table_sum", {"number": n}, VISITS,
                 "sum: Pup. of rows dated 2026/01/12 to 2026/01/27 (text dates; blank for cancellations)"))
    sizes = [v.pupils for v in data.went(rows) if v.wk == "VIC"]
    out.append(q("y07", "What's the average class size on the Victorian schoolroom workshop?", "table_avg",
                 {"number": round(mean(sizes), 2), "tolerance": 0.05}, VISITS,
                 f"avg: mean Pup. of the {len(sizes)} VIC rows that went ahead (workshop name on the Workshops "
                 "sheet)"))
    n = sum(1 for v in rows if v.note == "Late cxl")
    out.append(q("y08", "How many schools pulled out too late and got the cancellation fee this term?",
                 "table_count", {"number": n}, VISITS, "count: rows with Note Late cxl"))
    n = sum(v.pupils for v in data.went(mar))
    out.append(q("y09", "How many pupils came in March in all?", "table_sum", {"number": n}, VISITS,
                 "sum: Pup. of March rows (= the 'Mar sub-total' row; not to be added twice)"))
    v = sum(s.shop for s in sites)
    out.append(q("y10", "What were the shop takings across all sites in January to June, going by the half-year "
                 "report?", "table_sum", money(v), REPORT, "sum: Shop £ column of the report's table"))
    n = sum(1 for v in data.went(rows) if v.fee is None)
    out.append(q("y11", "How many visits this term went ahead at no charge to the school?", "table_count",
                 {"number": n}, VISITS, "count: rows with Fee £ blank and no Cxl / Late cxl note (HAF funded)"))
    n = sum(v.adults or 0 for v in rows)
    out.append(q("y12", "How many teachers and helpers came along with school groups over the term, where we "
                 "recorded it?", "table_sum", {"number": n}, VISITS, "sum: Adlt over the term (blank = not recorded)"))

    # ---- 3 argmax / argmin ----
    per = defaultdict(float)
    for v in rows:
        per[v.wk] += v.fee or 0
    top = unique_end(per)
    out.append(q("y13", "Which workshop earned us the most this spring term?", "argmax",
                 {"contains": [f"{top}|{data.WORKSHOPS[top][0]}"]}, [VISITS, WORKSHOPS],
                 f"argmax: Fee £ summed per Wkshp ({top} = {data.WORKSHOPS[top][0]}, {per[top]:.2f})"))
    top = unique_end({s.site: s.events for s in sites})
    out.append(q("y14", "Which site put on the most events in the first half of the year?", "argmax",
                 {"contains": [top]}, REPORT, f"argmax: Events column of the report ({top})"))
    per = defaultdict(int)
    for r in log:
        per[r.cat] += r.docs
    top = unique_end(per)
    out.append(q("y15", "Which kind of reader asked for the most documents in May?", "argmax", {"contains": [top]},
                 LOG, f"argmax: Docs summed per Reader category over the 3-page log ({top}, {per[top]})"))

    # ---- 6 lookups ----
    ln = loans["LOAN/26/041"]
    out.append(q("y16", "Who approved loan LOAN/26/041?", "lookup", {"contains": [ln.approved_by]},
                 loan_source(ln.ref), "lookup: Approved by field of the agreement"))
    ln = loans["LOAN/26/031"]
    item = next(i for i in ln.items if i[0] == "HVM.2004.31")
    out.append(q("y17", "What is the trade sign HVM.2004.31 insured for on its loan to Castlebury?", "lookup",
                 money(item[3]), loan_source(ln.ref), "lookup: Insured £ of one object row of LOAN/26/031"))
    ln = next(x for x in loans.values() if x.borrower.startswith("University of Mercia"))
    out.append(q("y18", "What's the loan number for the University of Mercia loan and what's their exhibition "
                 "called?", "lookup", {"contains": [ln.ref, "Evacuees"]}, loan_source(ln.ref),
                 "lookup by borrower, two fields: Loan no. and Exhibition"))
    s = next(s for s in data.SCHOOLS if s.name == "Stowford Primary")
    out.append(q("y19", "Which trust is Stowford Primary part of?", "lookup", {"contains": [s.trust]}, SCHOOLS,
                 "lookup by school: Trust of one CSV row"))
    v = next(v for v in rows if v.ref == "SV26-0112")
    assert v.site == "RO"
    out.append(q("y20", "How many pupils came on visit SV26-0112 and at which site?", "lookup",
                 {"number": v.pupils, "contains": ["RO|Record Office"]}, {**VISITS, "contains": v.ref},
                 "lookup, two fields: Pup. and Site of one register row"))
    out.append(q("y21", "Where is the Home front evacuees workshop held?", "lookup",
                 {"contains": ["RW|Ropewalk Mill"]}, WORKSHOPS,
                 "lookup: Site of the WW2 row on the Workshops sheet (RW spelled out below the table)"))

    # ---- 10 how-to ----
    out.append(q("y22", "Where do I find the school visits that still need invoicing?", "howto",
                 {"contains": ["Learning > To invoice", "Raise invoice"]},
                 help_source("school-bookings.md", "Invoicing"), "howto where: Learning > To invoice, Raise invoice"))
    out.append(q("y23", "Where do I mark a document as handed to the reader at the search room desk?", "howto",
                 {"contains": ["Search room > Today", "Produced"]},
                 help_source("search-room.md", "Producing documents"),
                 "howto where: Search room > Today, Produced (and Returned)"))
    out.append(q("y24", "Where do I log an email from someone asking about their family history?", "howto",
                 {"contains": ["Enquiries > Inbox|Log enquiry"]}, help_source("enquiries.md", "Logging an enquiry"),
                 "howto where: Enquiries > Inbox, Log enquiry, Enquiry type Family history"))
    out.append(q("y25", "We've just accepted a new painting into the collection. How do I catalogue it?", "howto",
                 {"contains": ["Create object record", "Save record"]},
                 help_source("object-records.md", "Cataloguing a new acquisition"),
                 "howto how: Collections > Acquisitions, Create object record, fields, Save record"))
    out.append(q("y26", "Why does a box of pottery say it's in transit when it's sat on the shelf?", "howto",
                 {"contains": ["Confirm arrival"]}, help_source("object-records.md", "Why the location shows \"In "
                                                                                    "transit\""),
                 "howto why: movement started but not received; press Confirm arrival"))
    out.append(q("y27", "The banner is back from Millbeck. How do I close the loan?", "howto",
                 {"contains": ["Record return", "condition check"]}, help_source("outgoing-loans.md",
                                                                                "Returning a loan"),
                 "howto how: Record return, then a condition check on each object after the return"))
    out.append(q("y28", "Why did an enquiry get closed when nobody had answered it?", "howto",
                 {"contains": ["30 days", "Reopen"]},
                 help_source("enquiries.md", "Why an enquiry was closed without a reply"),
                 "howto why: no answer to a request for more information within 30 days; Reopen"))
    out.append(q("y29", "How do I book a class in for a workshop?", "howto", {"contains": ["New visit",
                                                                                           "Confirm booking"]},
                 help_source("school-bookings.md", "Booking a visit"),
                 "howto how: Learning > School visits, New visit, fields, Confirm booking"))
    out.append(q("y30", "Why can't I scan a particular parish register for a reader?", "howto",
                 {"contains": ["Closed|Copyright restricted"]},
                 help_source("search-room.md", "Copies and camera permits"),
                 "howto why: documents marked Closed or Copyright restricted cannot be copied or photographed"))
    out.append(q("y31", "A reader wants a fourth box brought to their table. Why won't the desk do it?", "howto",
                 {"contains": ["three|3"]}, help_source("search-room.md", "Producing documents"),
                 "howto why: no more than three documents at the table at one time"))

    # ---- 2 in Russian / Ukrainian ----
    n = sum(v.pupils for v in data.went(feb))
    assert n != sum(v.pupils for v in data.went(mar))
    out.append(q("y32", "Скільки учнів загалом прийшло на шкільні візити в лютому?", "table_sum", {"number": n},
                 VISITS, "Ukrainian, sum: Pup. of February rows (= the 'Feb sub-total' row)"))
    out.append(q("y33", "Школы нет в списке, когда я бронирую визит. Что делать?", "howto",
                 {"contains": ["Show archived", "Unarchive|New school"]},
                 help_source("accessio-faq.md", "The school is missing from the School list when I book a visit"),
                 "Russian, howto how: FAQ - Show archived under Contacts > Schools, Unarchive, or New school"))

    # ---- 6 refusals ----
    assert not any(v.day.month == 4 for v in rows)
    out.append(refuse("y34", "How much did school workshops bring in during April?",
                      "the register covers January to March 2026 only"))
    assert "SV26-0120" not in {v.ref for v in rows}
    out.append(refuse("y35", "Which school was visit SV26-0120 for?", "no such visit (numbers skip 0120)"))
    out.append(refuse("y36", "How many visitors did the Castle Street Gallery get in July?",
                      "the half-year report covers January to June only"))
    assert "%" not in all_pages() and "degrees" not in all_pages()
    out.append(refuse("y37", "What temperature and humidity does a borrower's display space have to keep?",
                      "the help only says the facilities report covers them; no values anywhere"))
    assert "licence fee" not in all_pages() and "licensing fee" not in all_pages()
    out.append(refuse("y38", "What do we charge for licensing one of our images for a book cover?",
                      "Image licensing is only an enquiry type; no fee is stated"))
    out.append(refuse("y39", "How many objects are there in the whole collection?",
                      "no document gives a collection size"))

    # ---- 1 asked by the restricted group ----
    v = sum(p.received for p in records.pledges() if p.gift_aid)
    line = q("y40", "How much have we actually received so far from donors who ticked Gift Aid?", "table_sum",
             money(v), PLEDGES, "restricted (group development), sum: Received £ of the rows with Gift Aid Y")
    line["group"] = "development"
    out.append(line)
    return out


if __name__ == "__main__":
    write_set(OUT, FROZEN, [conform(line) for line in build()], 40, "y")
