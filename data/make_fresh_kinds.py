"""Write fresh dev questions for ten kinds of wording, each over the corpora in data/ that have what the kind
needs (company10 left out): a sum or count over a whole sheet whose data holds subtotal/total rows; a month
named after "for" or inside a bare day range ("between 11 and 17 May", no year, no "in"); two months joined by a
dash ("the September-October total"); a count asked "on average" (the mean of a number column); a time of day
picking rows of a log with a Time column; "went ahead" / "took place" (rows not cancelled or no-show); a count
or total filtered by an attribute of a second, related table whose word also appears in the first one; a column
named through a one-letter unit in its header ("LOA m", "Labour h"); a record lookup asking a field whose name is
in the document's title ("which berth" in the berth log, "dispatched" in the dispatch ledger) with a second
field; and "warmest" / "coldest" over the only temperature column ("Core C", company8's batch log).
Written by helper fresh-kinds from the documents and the data modules alone, without reading the engine and
before any run. Every expected value is computed below from the corpora's records (company*_data.py).
Run: `python data/make_fresh_kinds.py`.
"""

import sys
from datetime import date
from pathlib import Path
from statistics import mean

sys.path.insert(0, str(Path(__file__).resolve().parent))
import company3_data as facilities  # noqa: E402
import company4_data as vets  # noqa: E402
import company5_data as courier  # noqa: E402
import company7_data as hire  # noqa: E402
import company8_data as bakery  # noqa: E402
import company9_data as marina  # noqa: E402
from golden_lines import dates, money, q, unique_end, write_set  # noqa: E402

FROZEN = "// written 2026-12-02 13:52 UTC by helper fresh-kinds without reading the engine, before any run"
GOLDEN = Path(__file__).resolve().parent / "golden"

LEDGER = {"doc": "dispatch/dispatch_ledger_2025_Oct-Nov.xlsx", "sheet": "Ledger"}
BATCH_LOG = "production/batch_log_2025-11.pdf"
BERTH_LOG = {"doc": "bookings/visitor_berth_log_2026_Q2.xlsx", "sheet": "Berth Log"}
FUEL_LOG = {"doc": "fuel/fuel_dock_log_2026-05.pdf"}
CONTRACTS = {"doc": "hires/hire_contracts_2025_Q3.xlsx", "sheet": "Contracts"}
INSPECTIONS = {"doc": "inspections/inspection_register_2025-09.pdf"}
CONSIGNMENTS = {"doc": "deliveries/consignments_2025-07_to_10.csv"}
ACCOUNTS = {"doc": "accounts/customer_accounts.xlsx", "sheet": "Account register"}
JOBS = {"doc": "jobs/job_log_2025.xlsx", "sheet": "Job Log"}
SITES = {"doc": "sites/site_register.xlsx", "sheet": "Sites"}
VISITS = {"doc": "visits/visits_2025.csv"}


def average(value: float) -> dict:
    """A mean, to two decimals; an answer giving it to two decimals or more matches."""
    return {"number": round(value, 2), "tolerance": 0.01}


def batch_page(code: str) -> int:
    """The page (1-3) of the batch log a batch is printed on (36 rows on pages 1 and 2)."""
    index = [b.batch for b in bakery.batches()].index(code)
    return 1 if index < bakery.LOG_PAGES[0] else 2 if index < sum(bakery.LOG_PAGES) else 3


def company8() -> list[dict]:
    ds, bs = bakery.dockets(), bakery.batches()
    warmest = unique_end({b.batch: b.core for b in bs})
    sourdough = unique_end({b.batch: b.core for b in bs if b.product == "Seeded Sourdough"}, lowest=True)
    d = bakery.docket("DKT-48354")
    return [
        q("k01", "How many trays are recorded in the dispatch ledger altogether, counting every docket once?",
          "table_sum", {"number": sum(x.trays for x in ds)}, LEDGER,
          "kind 1 (subtotal rows inside the data): Trays summed over every docket row of the Ledger sheet, all "
          "statuses; the bold 'Week NN subtotal' rows are not added again"),
        q("k02", "What was the total net value of dockets for November?", "table_sum",
          money(sum(x.value for x in ds if x.day.month == 11)), LEDGER,
          "kind 2 (month after 'for', no year): Net GBP summed over dockets dispatched 01.11-29.11.2025, all "
          "statuses (cancelled dockets keep their value in the sheet), weekly subtotal rows not counted"),
        q("k03", "When was docket DKT-48354 dispatched, and which van run was it on?", "key_lookup",
          {"keywords": [dates(d.day), f"{d.run}|{d.run.split()[1]}"]}, {**LEDGER, "contains": d.number},
          "kind 9 (field named in the title: the dispatch ledger's 'Disp. date'): the docket's Disp. date "
          "(printed as text dd.mm.yyyy) and its Van run"),
        q("k04", "Which batch had the warmest core temperature in November?", "table_argmax",
          {"keywords": [warmest]}, {"doc": BATCH_LOG, "page": batch_page(warmest)},
          "kind 10 (temperature superlative): highest Core C over all 1-29 Nov batches of the 3-page batch log, "
          "unique"),
        q("k05", "Which Seeded Sourdough batch came out coldest?", "table_argmax", {"keywords": [sourdough]},
          {"doc": BATCH_LOG, "page": batch_page(sourdough)},
          "kind 10 (temperature superlative): lowest Core C among the Seeded Sourdough batches, unique"),
    ]


def company9() -> list[dict]:
    bs, fuel = marina.bookings(), marina.dockets()
    b = next(x for x in bs if x.ref == "VB26-3229")
    noon = [x for x in fuel if x.time == "12:00"]
    assert len(noon) >= 2
    late = [x for x in fuel if x.time > "18:00"]
    assert not any(x.time == "18:00" for x in fuel)
    return [
        q("k01", "How many berth bookings have an arrival date between 11 and 17 May, cancellations included?",
          "table_count", {"number": sum(date(2026, 5, 11) <= x.arrived <= date(2026, 5, 17) for x in bs)},
          BERTH_LOG, "kind 2 (day range then a month, no year, no 'in'): booking rows with Arrival 11-17 May 2026, "
          "every status"),
        q("k02", "On average, how many nights does a booking in the visitor berth log run for?", "table_sum",
          average(mean(x.nights for x in bs)), BERTH_LOG,
          "kind 4 (count asked 'on average'): mean of Nts over all booking rows of April-June 2026, every status "
          "(the bold month-total rows, which hold the month's Nts sum, are not rows)"),
        q("k03", "What's the average length of the visiting boats in metres, across all the bookings?", "table_sum",
          average(mean(x.loa for x in bs)), BERTH_LOG,
          "kind 8 (one-letter unit header 'LOA m'): mean LOA m over all booking rows (a boat booked twice counts "
          "twice), every status"),
        q("k04", "How much in berth fees came from the June bookings that went ahead?", "table_sum",
          money(sum(x.fee for x in bs if x.arrived.month == 6 and x.status in ("Paid", "On account"))), BERTH_LOG,
          "kind 6 ('went ahead'): Fee (£) summed over June 2026 rows with Status Paid or On account; cancelled rows "
          "have no fee and no-shows (charged one night) are left out"),
        q("k05", "Which berth did booking VB26-3229 have, and for how many nights?", "key_lookup",
          {"keywords": [b.berth], "number": b.nights}, {**BERTH_LOG, "contains": b.ref},
          "kind 9 (field named in the title 'visitor berth log'): the row's Berth and Nts"),
        q("k06", "How many litres of fuel did the dock sell at 12:00?", "table_sum",
          {"number": round(sum(x.litres for x in noon), 1), "tolerance": 0.05}, FUEL_LOG,
          f"kind 5 (time of day picks rows): Litres summed over the {len(noon)} dockets whose Time is 12:00, on "
          "different days of May 2026"),
        q("k07", "How many fuel sales were rung up after 6 pm?", "table_count", {"number": len(late)}, FUEL_LOG,
          "kind 5 (time of day picks rows): dockets of the 3-page fuel log with Time later than 18:00 (none at "
          "18:00 exactly)"),
    ]


def company7() -> list[dict]:
    cs, ins = hire.contracts(), hire.inspections()
    return [
        q("k01", "What do the hire charges of all the contracts in the Q3 export add up to?", "table_sum",
          money(sum(c.charge for c in cs if c.charge is not None)), CONTRACTS,
          "kind 1 (subtotal rows inside the data): Charge £ summed over every contract row of July-September 2025 "
          "(ON HIRE rows have no charge); the bold 'Subtotal <Month> 2025' rows are not added again"),
        q("k02", "How many hours of labour did the Orrin Quay inspections take in September?", "table_sum",
          {"number": sum(i.labour for i in ins if i.branch == "Orrin Quay")}, INSPECTIONS,
          "kind 8 (one-letter unit header 'Labour h'): Labour h summed over the register's Orrin Quay rows, all "
          "three pages"),
    ]


def company5() -> list[dict]:
    cs = courier.consignments()
    town = {a.account_no: a.town for a in courier.accounts()}
    elsmoor = [c for c in cs if town[c.account_no] == "Elsmoor"]
    assert len(elsmoor) != sum(c.depot == "Elsmoor" for c in cs)
    return [
        q("k01", "What's the September-October total of consignment charges?", "table_sum",
          money(sum(c.charge for c in cs if c.booked.year == 2025 and c.booked.month in (9, 10))), CONSIGNMENTS,
          "kind 3 (months joined by a dash): Charge (GBP) summed over consignments booked 1 Sep - 31 Oct 2025, "
          "every status"),
        q("k02", "On average, how many parcels are there per consignment?", "table_sum",
          average(mean(c.parcels for c in cs)), CONSIGNMENTS,
          "kind 4 (count asked 'on average'): mean of Parcels over every consignment, July-October 2025"),
        q("k03", "What was the total charge for consignments sent by customers located in Elsmoor?", "cross_table",
          money(sum(c.charge for c in elsmoor)), [CONSIGNMENTS, ACCOUNTS],
          "kind 7 (join; the word is also a value of the first table): Charge (GBP) summed over consignments whose "
          "Account No has Town = Elsmoor in the account register; not the consignments' Depot = Elsmoor"),
    ]


def company3() -> list[dict]:
    js = facilities.jobs()
    office = {s[0] for s in facilities.SITES if s[3] == "Office"}
    assert any("Office" in j.description and j.site_ref not in office for j in js)
    return [
        q("k01", "How many jobs logged in April actually took place?", "table_count",
          {"number": sum(j.logged.month == 4 and j.status != "Cancelled" for j in js)}, JOBS,
          "kind 6 ('actually took place'): April 2025 jobs whose Status is not Cancelled (all Completed)"),
        q("k02", "How many jobs were logged at office sites?", "cross_table",
          {"number": sum(j.site_ref in office for j in js)}, [JOBS, SITES],
          "kind 7 (join through Site Ref; the word is also inside the first table): jobs whose site has Site "
          "Type = Office in the site register, March-August 2025; the job log's Fault / Task 'Office too warm, AC not "
          "cooling' also occurs at warehouse sites, which do not count"),
    ]


def company4() -> list[dict]:
    vs = vets.visits()
    return [
        q("k01", "What was the July-August visit count across all clinics?", "table_count",
          {"number": sum(v.day.year == 2025 and v.day.month in (7, 8) for v in vs)}, VISITS,
          "kind 3 (months joined by a dash): visit rows dated 1 Jul - 31 Aug 2025, all clinics"),
    ]


def main() -> None:
    sets = {"company8": company8(), "company9": company9(), "company7": company7(), "company5": company5(),
            "company3": company3(), "company4": company4()}
    for corpus, questions in sets.items():
        write_set(GOLDEN / f"{corpus}-dev-kinds3.jsonl", FROZEN, questions, len(questions), "k")
    print(f"{sum(len(x) for x in sets.values())} questions")


if __name__ == "__main__":
    main()
