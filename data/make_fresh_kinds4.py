"""Write fresh dev questions for eleven kinds of layout and wording first met on data/company11, each asked over
the other corpora in data/ that really have that layout (company11 and the test-only company2 left out):
a header word cut short without a full stop ("Elec kWh", "Wkend") asked in the full word; a number with a unit in
words ("a 16 amp supply", "a 7.5 tonne rigid") where the cells print the symbol ("16A", "7.5t"); two months joined by
"to" / "through" / "until" without "from"; "what was charged in <money> for <plural things>" or "what did we take in
... for ..." asking a total; "bring in" / "take in" meaning the income of named rows; "this quarter" / "over the
month" over a table whose title names that one period; a "which ..." question after a leading clause ("Going by the
X report, which ...") or with a hyphenated noun after "which"; a record's field named by a shortened header ("nights"
over "Nts") or "what did <ID> cost" over a money column; a person named only in a PDF's fields ("Booked by",
"Engineer"); a note line written under a sheet's table; and a single month asked of a report whose title covers
a quarter (refused).
The kind "morning"/"afternoon" over a column of AM/PM cells is left out: no corpus other than company11 has AM/PM
cells (checked over every sheet, CSV and PDF text of data/sample and data/company2-10).
Written by helper fresh-kinds4 from the documents and the data modules alone, without reading the engine and
before any run. Every expected value is computed below from the corpora's records (company*_data.py).
Run: `python data/make_fresh_kinds4.py`.
"""

import sys
from datetime import date
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import company10_data as leisure  # noqa: E402
import company10_logs as leisure_logs  # noqa: E402
import company3_data as facilities  # noqa: E402
import company4_data as vets  # noqa: E402
import company5_data as courier  # noqa: E402
import company6_data as school  # noqa: E402
import company7_data as hire  # noqa: E402
import company8_data as bakery  # noqa: E402
import company9_data as marina  # noqa: E402
from golden_lines import dates, money, q, refuse, unique_end, write_set  # noqa: E402

FROZEN = "// written 2026-12-02 {time} UTC by helper fresh-kinds4 without reading the engine, before any run"
TIME = "16:56"
GOLDEN = Path(__file__).resolve().parent / "golden"

# company9 (Gullrock Haven Marina)
BERTH_LOG = {"doc": "bookings/visitor_berth_log_2026_Q2.xlsx", "sheet": "Berth Log"}
BERTH_RATES = {"doc": "bookings/visitor_berth_log_2026_Q2.xlsx", "sheet": "Rates"}
BERTH_REGISTER = {"doc": "berths/berth_register.csv"}
FUEL_LOG = {"doc": "fuel/fuel_dock_log_2026-05.pdf"}
NO_SHOW_HELP = {"doc": "moorwise-help/cancellations-and-no-shows.md", "section": "Why a no-show is charged one night"}
# company10 (Fernleigh Vale Leisure Trust)
HIRE_REGISTER = {"doc": "bookings/club_hire_register_2026_Q1.xlsx", "sheet": "Hire Register"}
HIRE_RATES = {"doc": "bookings/club_hire_register_2026_Q1.xlsx", "sheet": "Rates"}
# company5 (Brindlecombe Couriers)
CONSIGNMENTS = {"doc": "deliveries/consignments_2025-07_to_10.csv"}
DRIVER_LOG = {"doc": "drivers/driver_log_2025-10.pdf"}
FUEL_REPORT = {"doc": "fuel/fleet_fuel_report_2025-10.pdf", "page": 1}
# company6 (Kestrelmoor Language School)
ENROLMENTS = {"doc": "enrolments/enrolments_2025_jan-apr.xlsx", "sheet": "Enrolments"}
MONTHLY_REPORT = {"doc": "reports/monthly_report_2025-03.pdf", "page": 1}
# company7 (Wrenfold Tool & Plant Hire)
CONTRACTS = {"doc": "hires/hire_contracts_2025_Q3.xlsx", "sheet": "Contracts"}
BRANCH_REPORT = {"doc": "reports/branch_report_2025-09.pdf", "page": 1}
# company3 (Quillmoor Facility Services), company4 (Brackenfold Veterinary Group), company8 (Brindlecote Bakehouse)
JOBS = {"doc": "jobs/job_log_2025.xlsx", "sheet": "Job Log"}
ROTA = {"doc": "rota/staff_rota_2025_10.pdf"}
ROUTE_REVIEW = {"doc": "reports/route_review_2025-11.pdf", "page": 1}


def company9() -> list[dict]:
    bs, fuel = marina.bookings(), marina.dockets()
    booking = next(b for b in bs if b.ref == "VB26-3418")
    pascoe = [w for w in marina.work_orders() if w.engineer == "Jago Pascoe"]
    assert len(pascoe) == 1
    wo = pascoe[0]
    return [
        q("k01", "How much electricity did the visiting boats use in May?", "table_sum",
          {"number": round(sum(b.kwh or 0 for b in bs if b.arrived.month == 5), 1), "tolerance": 0.05}, BERTH_LOG,
          "kind 1 (header cut short without a full stop: 'Elec kWh' asked as 'electricity'): Elec kWh summed over "
          "the booking rows arriving 1-31 May 2026 (blank = unmetered); the bold 'May 2026 total' row holds the same "
          "sum and is not added again"),
        q("k02", "How many berths have a 16 amp shore power supply?", "table_count",
          {"number": sum(b.power == "16A" for b in marina.BERTHS)}, BERTH_REGISTER,
          "kind 2 (unit in words, symbol in the cells): berth register rows whose Shore power is '16A' (Avocet A-01..A-10 "
          "and Bittern B-01..B-08)"),
        q("k03", "How many litres of diesel did the fuel dock sell over the month?", "table_sum",
          {"number": round(sum(d.litres for d in fuel if d.product == "Diesel"), 1), "tolerance": 0.05}, FUEL_LOG,
          "kind 6 ('over the month' over a table whose title names one month: 'Fuel dock log - May 2026'): Litres "
          "summed over the Diesel dockets of all three pages"),
        q("k04", "How many nights was booking VB26-3418 for?", "key_lookup", {"number": booking.nights},
          {**BERTH_LOG, "contains": booking.ref},
          "kind 9 (field named by a shortened header: 'nights' over 'Nts'): the booking row's Nts"),
        q("k05", "How many hours did Jago Pascoe's work order estimate?", "exact_id",
          {"number": sum(t[1] for t in wo.tasks)}, {"doc": "yard/WO-26-041.pdf"},
          f"kind 10 (a name only in a PDF's fields: 'Engineer {wo.engineer}' on {wo.number}): the Est. hours of its "
          "task table added up (4.0 + 1.0)"),
        q("k06", "If a visitor books a berth and then never turns up, what are they charged?", "policy",
          {"keywords": ["one night|1 night|a night|single night"]}, [BERTH_RATES, NO_SHOW_HELP],
          "kind 11 (a note line under a sheet's table): the Rates sheet's line below its rate table, 'Cancelled "
          "bookings carry no fee. No-shows are charged one night'; the Moorwise help page says the same"),
    ]


def company10() -> list[dict]:
    bs = leisure.bookings()
    haile = [p for p in leisure_logs.parties() if "Rahel Haile" in p.booked_by]
    assert len(haile) == 1
    return [
        q("k01", "What did we take in, in pounds, for the squash court bookings?", "table_sum",
          money(sum(b.charge or 0 for b in bs if b.facility == "Squash")), HIRE_REGISTER,
          "kind 4 ('what did we take in <money> for <plural things>' asking a total): Charge £ summed over the "
          "register's Squash rows, January-March 2026 (late cancellations carry half the charge, cancelled rows none); "
          "the Subtotal rows are not rows"),
        q("k02", "How many hire bookings ended up as late cancellations this quarter?", "table_count",
          {"number": sum(b.status == "Late cancel" for b in bs)}, HIRE_REGISTER,
          "kind 6 ('this quarter' over a register titled 'January to March 2026', file ..._2026_Q1): rows whose "
          "Status is 'Late cancel', all three months"),
        q("k03", "Which package did Rahel Haile choose?", "exact_id", {"keywords": [haile[0].package]},
          {"doc": f"parties/{haile[0].ref}.pdf"},
          f"kind 10 (a name only in a PDF's fields: 'Booked by {haile[0].booked_by}' on {haile[0].ref}): the "
          "confirmation's Package"),
        q("k04", "Until when are the prices on the hire price list valid?", "policy",
          {"keywords": [dates(date(2026, 3, 31))]}, HIRE_RATES,
          "kind 11 (a note line under a sheet's table): the Rates sheet's last line below its price table, "
          "'Cancellation with less than 48 hours' notice is charged at 50%. Prices valid to 31/03/2026.'; the date is "
          "written nowhere else"),
    ]


def company5() -> list[dict]:
    cs = courier.consignments()
    depot = unique_end({f["depot"]: f["litres"] for f in courier.fuel()})
    return [
        q("k01", "How many of our drivers drive a 7.5 tonne rigid?", "table_count",
          {"number": sum(d.van == "7.5t rigid" for d in courier.drivers())}, DRIVER_LOG,
          "kind 2 (unit in words, symbol in the cells): driver-log rows (all three pages) whose Vehicle is '7.5t rigid'"),
        q("k02", "How many consignments were booked August to September?", "table_count",
          {"number": sum(c.booked.year == 2025 and c.booked.month in (8, 9) for c in cs)}, CONSIGNMENTS,
          "kind 3 (months joined by 'to', no 'from'): consignments booked 1 Aug - 30 Sep 2025, every status"),
        q("k03", "What was charged in GBP for Same Day consignments?", "table_sum",
          money(sum(c.charge for c in cs if c.service == "Same Day")), CONSIGNMENTS,
          "kind 4 ('what was charged in <money> for <plural things>' asking a total): Charge (GBP) summed over every "
          "Same Day consignment, July-October 2025, every status"),
        q("k04", "Going by the fleet fuel report, which depot used the most diesel?", "table_argmax",
          {"keywords": [depot]}, FUEL_REPORT,
          "kind 8 ('which' after a leading clause): the depot row with the highest Diesel (litres) in the October "
          "report's table (the 'All depots' row is not a depot)"),
    ]


def company6() -> list[dict]:
    es = school.enrolments()
    income = {r["campus"]: r["income"] for r in school.campus_report()}
    both = round(income["Harbour Row"] + income["Saltgate"], 2)
    assert both == round(sum(e.net for e in es if e.day.month == 3 and e.campus in ("Harbour Row", "Saltgate")), 2)
    return [
        q("k01", "How many enrolments did we take February through March?", "table_count",
          {"number": sum(e.day.month in (2, 3) for e in es)}, ENROLMENTS,
          "kind 3 (months joined by 'through', no 'from'): enrolment rows dated 1 Feb - 31 Mar 2025"),
        q("k02", "What did Harbour Row and Saltgate bring in between them in March?", "table_sum", money(both),
          [MONTHLY_REPORT, ENROLMENTS],
          "kind 5 ('bring in' = income of named rows): Fee income (EUR) of the two campus rows of the March 2025 "
          "monthly report added up; the same as the March enrolments' fees after discount at those campuses"),
    ]


def company7() -> list[dict]:
    report = hire.branch_report()
    contract = hire.contract("C25-1604")
    return [
        q("k01", "What did the Millbrook and Stanway Cross branches take in between them in September?", "table_sum",
          money(report["Millbrook"]["revenue"] + report["Stanway Cross"]["revenue"]), [BRANCH_REPORT, CONTRACTS],
          "kind 5 ('take in' = income of named rows; branches are COLUMNS of the report): Hire revenue (GBP) of "
          "Millbrook and Stanway Cross in the September 2025 branch report added up; the same as Charge £ of their "
          "contracts off-hired in September"),
        q("k02", "What did contract C25-1604 cost?", "key_lookup", money(contract.charge),
          {**CONTRACTS, "contains": contract.number},
          "kind 9 ('what did <ID> cost' over a money column): the contract row's Charge £ (after the trade discount)"),
    ]


def company3() -> list[dict]:
    js = facilities.jobs()
    assert any(s[0] == "Vexley Lift Services" for s in facilities.SUBCONTRACTORS)
    return [
        q("k01", "How many jobs did we log May until July?", "table_count",
          {"number": sum(j.logged.month in (5, 6, 7) for j in js)}, JOBS,
          "kind 3 (months joined by 'until', no 'from'): job rows with Date Logged 1 May - 31 Jul 2025, every status"),
        {**refuse("k02", "How much was paid to Vexley Lift Services in May?",
                  "kind 12 (one month asked of a report covering several): the only figure for Vexley Lift Services is "
                  "its payments for the whole of Q2 2025 in 'Subcontractor payments - Q2 2025 (April to June)'; no "
                  "document splits it by month. Asked by an ops caller, who can read that report"),
         "groups": ["ops"]},
    ]


def company4() -> list[dict]:
    return [
        q("k01", "How many weekend shifts were worked across all the clinics in October?", "table_sum",
          {"number": sum(s.weekend_shifts for s in vets.staff())}, ROTA,
          "kind 1 (header cut short without a full stop: 'Wkend' asked as 'weekend'): Wkend summed over every staff "
          "row of the two-page October 2025 rota (page 2 has no header row); the totals row is not added again"),
        {**refuse("k02", "What was Tarrowmere's pharmacy income in August?",
                  "kind 12 (one month asked of a report covering several): pharmacy income is only in 'Clinic results - "
                  "Q3 2025 (July to September)', one figure per clinic for the quarter; the visits CSV has visit fees "
                  "but no pharmacy split. Asked by a finance caller, who can read that report"),
         "groups": ["finance"]},
    ]


def company8() -> list[dict]:
    worst = unique_end({r.run: r.on_time for r in bakery.route_review()}, lowest=True)
    return [
        q("k01", "Which van-run had the worst on-time percentage in November?", "table_argmax",
          {"keywords": [worst.split()[1]]}, ROUTE_REVIEW,
          f"kind 8 (a hyphenated noun after 'which'): the run with the lowest On time % in the November 2025 route "
          f"review's table ({worst})"),
    ]


def main() -> None:
    sets = {"company9": company9(), "company10": company10(), "company5": company5(), "company6": company6(),
            "company7": company7(), "company3": company3(), "company4": company4(), "company8": company8()}
    for corpus, questions in sets.items():
        write_set(GOLDEN / f"{corpus}-dev-kinds4.jsonl", FROZEN.format(time=TIME), questions, len(questions), "k")
    print(f"{sum(len(x) for x in sets.values())} questions")


if __name__ == "__main__":
    main()
