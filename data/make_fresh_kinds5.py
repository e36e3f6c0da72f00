"""Write fresh dev questions for ten kinds of layout and wording, each asked only over a corpus in data/ that really
has that layout (data/sample and data/company3-11; company2, company12 and company13 left out):
1. a sheet whose title line above the header names its period ("Sales Orders, Q1 2026", "job log, March to August
   2025", "group hire log - Q3 2026"), asked as "this quarter" / "over the whole log", or of another quarter the
   sheet does not cover (refused);
2. a codes sheet spelling out a column's codes (company8 "Van runs": R2 = Sian Penhallow's run; company11 "Tariff":
   PC7 = Peugeot Traveller), asked by the spelled-out name;
3. a yes/no column holding only "Y" with blank meaning no (company11 hire log "Pd"), asked of the rows marked and
   of the rows not marked;
4. "how much did we spend on / how much was charged" over a table with one money column, rows named by a filter;
5. a date range inside one month ("between 3 and 18 March", "from the 10th to the 20th of May");
6. hyphenated words: "no-shows", "walk-in customers", the service "Dial-a-ride" that a table holds and
   "park-and-ride" that no document holds (refused);
7. a phrasal verb beside the value in an aggregate question ("came out of Rack 3", "carried out on the learner pool");
8. a how-to question that first sets the scene in a statement sentence, answered by a help page of that corpus;
9. headers shortened by dropping vowels or to two letters ("OT Hrs", "Wt (kg)", "Acct") asked in full words;
10. "still owe" / "still owed" meaning the rows whose paid marker is blank (company11 "Pd") or "no" (company4
   "Paid"), with the money column added up.
No kind is skipped. Only company11 has a yes/no column filled with "Y" and left blank for no (checked over every
sheet, CSV and PDF text of data/sample and data/company3-11: company6 "Paid?", company7 "Waiver" and company9
"Water" write both Y and N), so kind 3 is asked there only. Kind 2 is asked over company8 ("Van runs" sheet: run
code, driver, van, area) and company11 ("Tariff" sheet: vehicle code and name), whose codes sheets spell out a
column of the main table. company6 gets no question: its tables' paid marker is Y/N over a list fee before discount
(so "still owed" has no single figure) and its other layouts are asked over other corpora.
25 questions: kind 1 x3, 2 x2, 3 x2, 4 x2, 5 x2, 6 x4 (one refused), 7 x2, 8 x3, 9 x3, 10 x2.
Written by helper fresh-kinds5 from the documents and the data modules alone, without reading the engine and
before any run. Every expected value is computed below from the corpora's records (company*_data.py,
company*_logs.py) or, for data/sample, read from data/sample/orders.xlsx.
Run: `python data/make_fresh_kinds5.py`.
"""

import sys
from collections import Counter
from datetime import datetime
from pathlib import Path

from openpyxl import load_workbook

sys.path.insert(0, str(Path(__file__).resolve().parent))
import company10_logs as leisure_logs  # noqa: E402
import company11_data as transport  # noqa: E402
import company11_logs as transport_logs  # noqa: E402
import company3_data as facilities  # noqa: E402
import company4_data as vets  # noqa: E402
import company5_data as courier  # noqa: E402
import company7_data as hire  # noqa: E402
import company8_data as bakery  # noqa: E402
import company9_data as marina  # noqa: E402
from golden_lines import money, q, refuse, write_set  # noqa: E402

FROZEN = "// written 2026-12-02 {time} UTC by helper fresh-kinds5 without reading the engine, frozen before any run"
TIME = "20:58"
DATA = Path(__file__).resolve().parent
GOLDEN = DATA / "golden"

# data/sample (Harbourline Trading)
ORDERS = {"doc": "orders.xlsx", "sheet": "Orders"}
# company3 (Quillmoor Facility Services)
JOBS = {"doc": "jobs/job_log_2025.xlsx", "sheet": "Job Log"}
TIMESHEETS = {"doc": "timesheets/timesheet_register_2025_06.pdf"}
SUBCONTRACTORS = {"doc": "ops/subcontractor_payments_2025_q2.pdf", "page": 1}
# company4 (Brackenfold Veterinary Group)
VISITS = {"doc": "visits/visits_2025.csv"}
CHECK_IN_HELP = {"doc": "larkspur-help/consultations.md", "section": "Checking a patient in"}
# company5 (Brindlecombe Couriers)
CONSIGNMENTS = {"doc": "deliveries/consignments_2025-07_to_10.csv"}
# company7 (Wrenfold Tool & Plant Hire)
CONTRACTS = {"doc": "hires/hire_contracts_2025_Q3.xlsx", "sheet": "Contracts"}
CONTRACT_NOTES = {"doc": "hires/hire_contracts_2025_Q3.xlsx", "sheet": "Notes"}
OFF_HIRE_HELP = {"doc": "gantry-help/off-hiring-and-collections.md", "section": "Taking an off-hire call"}
# company8 (Brindlecote Bakehouse)
LEDGER = {"doc": "dispatch/dispatch_ledger_2025_Oct-Nov.xlsx", "sheet": "Ledger"}
VAN_RUNS = {"doc": "dispatch/dispatch_ledger_2025_Oct-Nov.xlsx", "sheet": "Van runs"}
BATCH_LOG = {"doc": "production/batch_log_2025-11.pdf"}
# company9 (Gullrock Haven Marina)
BERTH_LOG = {"doc": "bookings/visitor_berth_log_2026_Q2.xlsx", "sheet": "Berth Log"}
FUEL_LOG = {"doc": "fuel/fuel_dock_log_2026-05.pdf"}
# company10 (Fernleigh Vale Leisure Trust)
WATER_LOG = {"doc": "plant/pool_water_log_2026-02.pdf"}
CANCEL_HELP = {"doc": "kinetra-help/cancellations.md", "section": "Cancelling a single session"}
# company11 (Ashcombe & Dale Community Transport)
HIRE_LOG = {"doc": "hire/group_hire_log_2026_Q3.xlsx", "sheet": "Hire Log"}
TARIFF = {"doc": "hire/group_hire_log_2026_Q3.xlsx", "sheet": "Tariff"}
SERVICE_REPORT = {"doc": "reports/quarterly_service_report_2026-Q3.pdf", "page": 1}


def sample_orders() -> list[dict]:
    """The order rows of data/sample/orders.xlsx (sheet Orders): header on the row starting "Order ID", blank
    rows skipped."""
    ws = load_workbook(DATA / "sample" / "orders.xlsx", read_only=True)["Orders"]
    rows = [r for r in ws.iter_rows(values_only=True)]
    head = next(i for i, r in enumerate(rows) if r and r[0] == "Order ID")
    names = list(rows[head])
    out = [dict(zip(names, r)) for r in rows[head + 1:] if r and r[0]]
    assert len(out) == 200 and all(isinstance(o["Order Date"], datetime) for o in out)
    return out


def sample() -> list[dict]:
    orders = sample_orders()
    assert {o["Order Date"].year for o in orders} == {2026} and {o["Order Date"].month for o in orders} == {1, 2, 3}
    march = [o for o in orders if o["Order Date"].month == 3 and 3 <= o["Order Date"].day <= 18]
    return [
        q("k01", "How many sales orders were cancelled this quarter?", "table_count",
          {"number": sum(o["Status"] == "Cancelled" for o in orders)}, ORDERS,
          "kind 1 ('this quarter' over a sheet whose title line above the header is 'Harbourline Trading - Sales "
          "Orders, Q1 2026'): order rows whose Status is Cancelled, January-March 2026 (the two blank rows in the "
          "middle are not orders)"),
        q("k02", "How many orders were placed between 3 and 18 March?", "table_count", {"number": len(march)},
          ORDERS,
          "kind 5 (a date range inside one month): order rows with Order Date 3-18 March 2026, both days included, "
          "every status"),
    ]


def company3() -> list[dict]:
    js = facilities.jobs()
    assert {j.logged.month for j in js} == {3, 4, 5, 6, 7, 8}
    fire = [t for t in facilities.technicians() if t.branch == "Bramleigh" and t.trade == "Fire Safety"]
    assert len(fire) >= 3
    dunholt = [s for s in facilities.subcontractor_payments() if s["branch"] == "Dunholt"]
    assert len(dunholt) == 3
    return [
        q("k01", "Over the whole job log, how many P1 jobs were logged at Corrin Vale sites?", "table_count",
          {"number": sum(j.priority == "P1" and j.branch == "Corrin Vale" for j in js)}, JOBS,
          "kind 1 ('over the whole log' over a sheet titled 'Quillmoor Facility Services Ltd - job log, March to "
          "August 2025'): job rows with Priority P1 and Branch Corrin Vale, all six months, every status"),
        q("k02", "How many overtime hours did the fire safety technicians at Bramleigh work in June?", "table_sum",
          {"number": round(sum(t.ot_hours for t in fire), 1), "tolerance": 0.05}, TIMESHEETS,
          f"kind 9 (header 'OT Hrs' asked as 'overtime hours'): OT Hrs summed over the {len(fire)} technicians of the "
          "June 2025 timesheet register (three pages, header repeated) with Branch Bramleigh and Trade Fire Safety; "
          "the TOTAL row is not a technician"),
        {**q("k03", "How much did we spend on subcontractors based at the Dunholt depot in the second quarter?",
             "table_sum", money(sum(s["paid"] for s in dunholt)), SUBCONTRACTORS,
             "kind 4 ('how much did we spend on <filtered rows>' over a table with one money column): Amount Paid "
             "(GBP) of the three Dunholt rows of 'Subcontractor payments - Q2 2025 (April to June)' ("
             + ", ".join(s["name"] for s in dunholt) + "); asked by an ops caller, who can read that report"),
         "groups": ["ops"]},
    ]


def company4() -> list[dict]:
    owed = [v for v in vets.visits() if v.clinic == "Penmarrow" and not v.paid]
    assert owed
    return [
        q("k01", "How much is still owed for visits seen at the Penmarrow clinic?", "table_sum",
          money(sum(v.fee for v in owed)), VISITS,
          f"kind 10 ('still owed' = rows whose Paid is 'no'; the client register's Read Me says a visit with Paid = "
          f"no is still owed): Fee (EUR) summed over the {len(owed)} Penmarrow visits, June-October 2025, with Paid "
          "'no'"),
        q("k02", "A dog owner has just come in for her booked appointment. How do I check the patient in?",
          "screen", {"keywords": ["Waiting room"]}, CHECK_IN_HELP,
          "kind 8 (scene set in a statement, then the how-to; howto where): Larkspur help 'Checking a patient in': "
          "Diary > Waiting room, find the appointment, click Check in, enter the weight"),
    ]


def company5() -> list[dict]:
    inv = courier.invoice("INV-25-1046")
    pallets = [c for c in courier.consignments()
               if c.depot == "Elsmoor" and c.service == "Pallet" and c.booked.month == 7]
    assert pallets
    return [
        q("k01", "What is the total weight of the consignments on invoice INV-25-1046?", "exact_id",
          {"number": round(sum(c.weight for c in inv["lines"]), 1), "tolerance": 0.05},
          {"doc": "invoices/INV-25-1046.pdf", "page": 1},
          f"kind 9 (header 'Wt (kg)' asked as 'weight'): Wt (kg) of the {len(inv['lines'])} consignment lines of the "
          "Ravensgill Tool Hire invoice added up"),
        q("k02", "How much was charged for pallets booked at the Elsmoor depot in July?", "table_sum",
          money(sum(c.charge for c in pallets)), CONSIGNMENTS,
          f"kind 4 ('how much was charged' over a table with one money column): Charge (GBP) summed over the "
          f"{len(pallets)} consignments with Depot Elsmoor, Service Pallet, booked 1-31 July 2025, every status"),
    ]


def company7() -> list[dict]:
    cs = hire.contracts()
    walk_in = [c for c in cs if c.account == "CASH" and c.out.month == 8]
    assert walk_in and all(c.charge is not None for c in walk_in)
    return [
        q("k01", "What were the total hire charges for walk-in customers on hires that started in August?", "table_sum",
          money(sum(c.charge for c in walk_in)), [CONTRACTS, CONTRACT_NOTES],
          f"kind 6 (hyphenated noun 'walk-in customers'; the Notes sheet: 'Acct CASH = walk-in customer paying at "
          f"the counter'): Charge £ summed over the {len(walk_in)} contracts with Acct CASH and Out in August 2025 "
          "(all were back by 30/09, so every one has a charge); the Subtotal rows are not contracts"),
        q("k02", "How many hire contracts were opened on trade account A1093 in July?", "table_count",
          {"number": sum(c.account == "A1093" and c.out.month == 7 for c in cs)}, CONTRACTS,
          "kind 9 (header 'Acct' asked as 'account'): contract rows with Acct A1093 (Bellhaven Property "
          "Maintenance) and Out 1-31 July 2025"),
        q("k03", "A site manager has just rung to say they've finished with the breaker we delivered. How do I "
          "off-hire it?", "screen", {"keywords": ["Confirm off-hire|OH-"]}, OFF_HIRE_HELP,
          "kind 8 (scene set in a statement, then the how-to; howto where): Gantry help 'Taking an off-hire call': "
          "Hires > Off-hire, enter the off-hire date, click Confirm off-hire and read back the OH- number"),
    ]


def company8() -> list[dict]:
    run = next(r for r in bakery.RUNS if r.driver == "Sian Penhallow")
    label = bakery.RUN_LABEL[run.code]
    delivered = [d for d in bakery.in_month(bakery.dockets(), 10) if d.run == label and d.status == "Delivered"]
    croissants = [b for b in bakery.batches() if b.product == "Butter Croissant" and b.oven == "Rack 3"]
    assert delivered and croissants
    return [
        q("k01", "What was the net value of the dockets marked Delivered on Sian Penhallow's run in October?", "table_sum",
          money(sum(d.value for d in delivered)), [LEDGER, VAN_RUNS],
          f"kind 2 (a codes sheet spells out the run: 'Van runs' gives {run.code} {run.name} = driver "
          f"{run.driver}): Net GBP summed over the {len(delivered)} Ledger rows with Van run '{label}', Status "
          "Delivered, dispatched 1-31 October 2025; the week subtotal rows are not dockets"),
        q("k02", "How many butter croissants came out of Rack 3 in November?", "table_sum",
          {"number": sum(b.units for b in croissants)}, BATCH_LOG,
          f"kind 7 (phrasal verb 'came out of' beside the value 'Rack 3'): Units out summed over the {len(croissants)} "
          "Butter Croissant batches with Oven Rack 3 in the three-page November 2025 batch log"),
    ]


def company9() -> list[dict]:
    june_no_shows = [b for b in marina.bookings() if b.arrived.month == 6 and b.status == "No-show"]
    petrol = [d for d in marina.dockets() if d.product == "Petrol" and 10 <= d.day.day <= 20]
    assert june_no_shows and petrol
    return [
        q("k01", "How many no-shows did we have among visiting boats in June?", "table_count",
          {"number": len(june_no_shows)}, BERTH_LOG,
          "kind 6 (hyphenated noun 'no-shows', a Status value): Berth Log rows arriving 1-30 June 2026 whose Status "
          "is No-show"),
        q("k02", "How many litres of petrol did the fuel dock sell from the 10th to the 20th of May?", "table_sum",
          {"number": round(sum(d.litres for d in petrol), 1), "tolerance": 0.05}, FUEL_LOG,
          f"kind 5 (a date range inside one month): Litres summed over the {len(petrol)} Petrol dockets dated "
          "10-20 May 2026, both days included, across the log's pages"),
    ]


def company10() -> list[dict]:
    retests = [t for t in leisure_logs.water_tests() if t.pool == "Learner" and t.remark.startswith("Re-test")]
    assert retests
    return [
        q("k01", "How many re-tests were carried out on the learner pool in February?", "table_count",
          {"number": len(retests)}, WATER_LOG,
          "kind 7 (phrasal verb 'carried out' beside the value 'learner pool'): rows of the February 2026 pool "
          "water test log with Pool Learner and Remarks 'Re-test - in range'"),
        q("k02", "Vale Water Polo have just phoned to call off tonight's session in the main pool. How do I cancel "
          "it?", "screen", {"keywords": ["Cancel session"]}, CANCEL_HELP,
          "kind 8 (scene set in a statement, then the how-to; howto where): Kinetra help 'Cancelling a single "
          "session': right-click the booking on the Facility Planner, Cancel session, pick a Reason, Confirm; "
          "under 48 hours' notice it becomes a Late cancel at half the charge"),
    ]


def company11() -> list[dict]:
    js = transport.jobs()
    assert {j.day.month for j in js} == {7, 8, 9}
    august = transport.in_month(js, 8)
    pc7 = [j for j in august if j.veh == "PC7"]
    assert pc7 and any(j.miles is None for j in pc7)   # one PC7 job was cancelled and has no miles
    unmarked = Counter(j.grp for j in js if j.charge is not None and not j.paid)
    (top, a), (_, b) = unmarked.most_common(2)
    assert a > b
    with_cancelled = Counter(j.grp for j in js if not j.paid)
    (top2, a2), (_, b2) = with_cancelled.most_common(2)
    assert top2 == top and a2 > b2
    owed = transport.unpaid(js)
    dar = next(s for s in transport_logs.report_services() if s.name == "Dial-a-ride")
    return [
        refuse("k01", "What was our group minibus hire income for Q2 2026?",
               "kind 1 (another quarter than the one the sheet's title names): the hire log is titled 'Minibus group "
               "hire log - Q3 2026 (July to September)' and the quarterly service report covers July to September "
               "2026 only; the Tariff's 'from 1 April 2026' is a price list, not income. No document gives April-June"),
        q("k02", "How many miles did the Peugeot Traveller cover on group hires in August?", "table_sum",
          {"number": sum(j.miles or 0 for j in pc7)}, [HIRE_LOG, TARIFF],
          f"kind 2 (a codes sheet spells out the vehicle: Tariff gives PC7 = Peugeot Traveller 8-seat, side ramp): "
          f"Mls summed over the {len(pc7)} Hire Log rows with Veh PC7 dated August 2026 (the cancelled one has blank "
          "Mls); the 'Total Aug-26' row is not a job"),
        q("k03", "How many of the August hire jobs are marked as paid?", "table_count",
          {"number": sum(j.paid for j in august)}, HIRE_LOG,
          "kind 3 (a column holding only 'Y', blank = no: 'Pd: Y = paid, blank = outstanding'): August 2026 rows "
          "whose Pd is Y"),
        q("k04", "Which community group has the most minibus hire jobs not yet marked as paid this quarter?",
          "table_argmax", {"keywords": [f"{transport.GROUP[top].name}|{top}"]}, HIRE_LOG,
          f"kind 3 (rows NOT marked in the Y-only Pd column): jobs with a charge and a blank Pd, counted per group "
          f"over July-September 2026: {transport.GROUP[top].name} has {a}, the next {b} (the fully cancelled jobs, "
          "with no charge and a blank Pd, are not counted; counting them changes no leader)"),
        q("k05", "How much do groups still owe us for minibus hire?", "table_sum",
          money(transport.charged(owed)), HIRE_LOG,
          f"kind 10 ('still owe' = rows whose Pd is blank): Chg £ summed over the {len(owed)} jobs with a charge "
          "and a blank Pd, July-September 2026, late-cancellation fees included"),
        q("k06", "What was dial-a-ride's income for the July to September quarter?", "table_sum", money(dar.income),
          SERVICE_REPORT,
          "kind 6 (a hyphenated service name the table holds): the Dial-a-ride row's Income £ in the quarterly "
          "service report's table (the August run log's fares are one month only)"),
        refuse("k07", "How many passengers used the park-and-ride in Q3 2026?",
               "kind 6 (a hyphenated service name no document holds): the quarterly report's services are "
               "Dial-a-ride, Volunteer car scheme, Group minibus hire, Wednesday shopper bus and Hospital link; "
               "no park-and-ride appears anywhere"),
    ]


def main() -> None:
    sets = {"sample": sample(), "company3": company3(), "company4": company4(), "company5": company5(),
            "company7": company7(), "company8": company8(), "company9": company9(), "company10": company10(),
            "company11": company11()}
    for corpus, questions in sets.items():
        write_set(GOLDEN / f"{corpus}-dev-kinds5.jsonl", FROZEN.format(time=TIME), questions, len(questions), "k")
    print(f"{sum(len(x) for x in sets.values())} questions")


if __name__ == "__main__":
    main()
