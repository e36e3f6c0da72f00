"""Write data/golden/company9-dev.jsonl: 40 questions over data/company9 (Gullrock Haven Marina Ltd), written from the
documents alone, without reading the engine or the company9 test set, and frozen before any run. Every expected
number comes from company9_data.py. Run: `python data/make_company9.py && python data/make_company9_dev.py`.

Mix: 12 table aggregates, 3 argmax/argmin, 6 lookups, 10 how-to (5 where-on-screen, 5 how/why), 2 in Ukrainian or
Russian (a Ukrainian count, a Russian lookup), 6 refusals, 1 asked by the `hr` group.
"""

import sys
from pathlib import Path
from statistics import mean

sys.path.insert(0, str(Path(__file__).resolve().parent))
import company9_data as data  # noqa: E402
from golden_lines import conform, dates, money, q, refuse, unique_end, write_set  # noqa: E402

FROZEN_AT = "2026-12-02 13:26 UTC"
FROZEN = f"// written {FROZEN_AT} by helper company9-dev without reading the engine or the test set, frozen before any run"
OUT = Path(__file__).resolve().parent / "golden" / "company9-dev.jsonl"

BERTH_LOG = {"doc": "bookings/visitor_berth_log_2026_Q2.xlsx", "sheet": "Berth Log"}
REGISTER = {"doc": "berths/berth_register.csv"}
FUEL = {"doc": "fuel/fuel_dock_log_2026-05.pdf"}
REPORT = {"doc": "reports/harbour_office_report_2026-06.pdf", "page": 1}
CREW = {"doc": "crew/seasonal_crew_hours_2026-06.pdf", "page": 1}


def help_source(page: str, section: str | None = None) -> dict:
    source = {"doc": f"moorwise-help/{page}"}
    if section:
        source["section"] = section
    return source


def wo_source(number: str) -> dict:
    return {"doc": f"yard/{number.replace('/', '-')}.pdf", "page": 1}


def fuel_page(number: str) -> int:
    """The page of the fuel dock log a docket is printed on (31, 34 and 31 rows a page)."""
    index = [x.number for x in data.dockets()].index(number)
    end = 0
    for page, rows in enumerate(data.FUEL_PAGES, start=1):
        end += rows
        if index < end:
            return page
    raise ValueError(number)


def build() -> list[dict]:
    bs = data.bookings()
    apr, may, jun = ([b for b in bs if b.arrived.month == m] for m in (4, 5, 6))
    berth = data.BERTH_BY_CODE
    fuel = data.dockets()
    report = data.june_report()
    out = []

    # ---- 12 table aggregates ----
    litres = sum(x.litres for x in fuel if x.product == "Petrol")
    out.append(q("v01", "How many litres of petrol did the fuel dock sell in May?", "table_sum",
                 {"number": round(litres, 1), "tolerance": 0.05}, FUEL,
                 "sum over the 3-page PDF table: Litres of Petrol rows, all three pages"))
    n = sum(1 for x in fuel if x.paid == "Cash")
    out.append(q("v02", "How many fuel dock sales in May were settled in cash?", "table_count", {"number": n}, FUEL,
                 "count over the 3-page PDF table: rows with Paid by Cash"))
    v = sum(x.amount for x in fuel if x.product == "Diesel" and x.day.day >= 16)
    out.append(q("v03", "Once the diesel price came down mid-May, how much money did diesel bring in for the rest "
                 "of the month?", "table_sum", money(v), FUEL,
                 "sum over the PDF table: Amount of Diesel rows dated 16-31 May (price 1.57 from 16 May)"))
    hammer = {b.code for b in data.BERTHS if b.kind == "Hammerhead"}
    v = sum(b.fee or 0 for b in jun if b.berth in hammer)
    out.append(q("v04", "What was charged in berth fees for June arrivals that were put on hammerhead berths?",
                 "table_sum", money(v), [BERTH_LOG, REGISTER],
                 f"join: log Berth -> register Type Hammerhead ({', '.join(sorted(hammer))}); sum Fee of June rows "
                 "(cancelled rows have no fee; no-show fees are charged and counted)"))
    kwh = sum(b.kwh or 0 for b in bs if berth[b.berth].power == "32A")
    out.append(q("v05", "Across April to June, how much electricity did visitors use on berths that have a 32 amp "
                 "supply?", "table_sum", {"number": round(kwh, 1), "tolerance": 0.05}, [BERTH_LOG, REGISTER],
                 "join: log Berth -> register Shore power 32A; sum Elec kWh of all rows (blank = unmetered, none)"))
    n = sum(1 for b in may if 15 <= b.arrived.day <= 19 and b.status != "Cancelled")
    all_n = sum(1 for b in may if 15 <= b.arrived.day <= 19)
    out.append(q("v06", "How many boats were due in between the 15th and the 19th of May, inclusive? Leave out any "
                 "bookings that got cancelled.", "table_count", {"number": n}, BERTH_LOG,
                 f"count over a date range inside a month: Arrival 15.05-19.05.2026, Status not Cancelled "
                 f"({all_n} with cancellations)"))
    k = [b.kwh for b in may if b.kwh is not None]
    out.append(q("v07", "For May arrivals on a metered pedestal, what was the average electricity use per stay in "
                 "kWh?", "table_avg", {"number": round(mean(k), 2), "tolerance": 0.05}, BERTH_LOG,
                 f"avg with blanks: mean of the {len(k)} non-blank Elec kWh cells of the {len(may)} May rows "
                 "(blank = unmetered pedestal, left out; the May total row is not a stay)"))
    n = sum(p.visitor_nights for p in report)
    out.append(q("v08", "Adding up all the pontoons, how many visitor nights did the harbour office report for June?",
                 "table_sum", {"number": n}, REPORT, "sum from the PDF report's table: Visitor nights column"))
    v = sum(b.fee for b in bs if b.status == "On account")
    out.append(q("v09", "How much in visitor fees from the April-June log is on account rather than paid?",
                 "table_sum", money(v), BERTH_LOG, "sum: Fee of rows with Status On account, all three months"))
    n = sum(1 for b in bs if b.status == "No-show")
    out.append(q("v10", "How many no-shows did we have over the spring quarter?", "table_count", {"number": n},
                 BERTH_LOG, "count: rows with Status No-show, April-June"))
    v = sum(b.fee or 0 for b in bs)
    out.append(q("v11", "What do visitor berth fees add up to for the whole of Q2?", "table_sum", money(v), BERTH_LOG,
                 "sum: Fee of every booking row, April-June, without the bold month total rows (equals the sum of "
                 "the three total rows)"))
    n = sum(b.nights for b in may if b.port == "Pellanby" and b.status != "Cancelled")
    with_cancelled = sum(b.nights for b in may if b.port == "Pellanby")
    out.append(q("v12", "Boats whose home port is Pellanby: how many nights did they book for May arrivals, not "
                 "counting cancelled bookings?", "table_sum", {"number": n}, BERTH_LOG,
                 f"sum: Nts of May rows with Home Port Pellanby, Status not Cancelled (no-shows' booked nights "
                 f"kept; {with_cancelled} with cancellations)"))

    # ---- 3 argmax / argmin ----
    ports = {}
    for b in jun:
        ports[b.port] = ports.get(b.port, 0) + 1
    top = unique_end(ports)
    live_ports = {}
    for b in jun:
        if b.status != "Cancelled":
            live_ports[b.port] = live_ports.get(b.port, 0) + 1
    assert unique_end(live_ports) == top
    out.append(q("v13", "Which home port did the largest number of June bookings come from?", "argmax",
                 {"contains": [top]}, BERTH_LOG,
                 f"argmax: rows per Home Port among June arrivals ({ports[top]}; same with cancellations left out)"))
    per_boat, spend = {}, {}
    for x in fuel:
        per_boat[x.vessel] = per_boat.get(x.vessel, 0) + x.litres
        spend[x.vessel] = spend.get(x.vessel, 0) + x.amount
    top = unique_end(per_boat)
    assert unique_end(spend) == top
    out.append(q("v14", "Which boat took on the most fuel at our dock in May?", "argmax", {"contains": [top]}, FUEL,
                 f"argmax over the 3-page PDF table: Litres summed per Vessel ({per_boat[top]:.1f} l; also the "
                 "largest by amount)"))
    low = unique_end({p.name: p.occupancy for p in report}, lowest=True)
    out.append(q("v15", "In June, which pontoon was the least full?", "argmax", {"contains": [low]}, REPORT,
                 "argmin: Occupancy % in the harbour office report's table"))

    # ---- 6 lookups ----
    wo = next(w for w in data.work_orders() if w.number == "WO-26/046")
    out.append(q("v16", f"Who's the engineer on {wo.number}, and when is the job supposed to be finished?", "lookup",
                 {"contains": [f"{wo.engineer}|{wo.engineer.split()[-1]}", dates(wo.target)]}, wo_source(wo.number),
                 "lookup, two fields: Engineer and Target completion of the work order"))
    wo = next(w for w in data.work_orders() if w.number == "WO-26/041")
    out.append(q("v17", f"What price did the yard quote on work order {wo.number}?", "lookup", money(wo.quoted),
                 wo_source(wo.number), "lookup: Quoted price field of the work order"))
    wo = next(w for w in data.work_orders() if w.vessel == "Quiet Lark")
    assert not any(b.vessel == "Quiet Lark" for b in bs) and not any(x.vessel == "Quiet Lark" for x in fuel)
    out.append(q("v18", "Quiet Lark is booked in with the boatyard - where is the boat lying while the work is done?",
                 "lookup", {"contains": [wo.location.split()[-1]]}, wo_source(wo.number),
                 f"lookup by boat name: Boat location of {wo.number} ({wo.location})"))
    b = next(b for b in bs if b.ref == "VB26-3372")
    out.append(q("v19", f"Booking {b.ref}: which berth did it have and what's its status?", "lookup",
                 {"contains": [b.berth, b.status]}, {**BERTH_LOG, "contains": b.ref},
                 "lookup, two fields: Berth and Status of one berth log row"))
    rows = [b for b in bs if b.skipper == "Kerensa Fairweather"]
    assert len({b.vessel for b in rows}) == 1
    out.append(q("v20", "What's the name of the boat Kerensa Fairweather skippers?", "lookup",
                 {"contains": [rows[0].vessel]}, {**BERTH_LOG, "contains": rows[0].ref},
                 "lookup by person's name: Vessel of the berth log row whose Skipper is Kerensa Fairweather"))
    x = next(x for x in fuel if x.number == "FD 5152")
    out.append(q("v21", f"How much did fuel docket {x.number} come to?", "lookup", money(x.amount),
                 {**FUEL, "page": fuel_page(x.number), "contains": x.number},
                 f"lookup: Amount of one docket row (page {fuel_page(x.number)} of the log)"))

    # ---- 10 how-to: 5 where on the screen, 5 how/why ----
    out.append(q("v22", "A boat is leaving and I've read the meter on the power post - where in Moorwise do I put "
                 "that number?", "howto", {"contains": ["Services", "Meter out"]},
                 help_source("checkout-and-billing.md", "Entering the electricity meter reading"),
                 "howto where: Settle stay window, Services section, Meter out (kWh)"))
    out.append(q("v23", "Which button gives a waiting boat its berth from the arrivals screen, and where do I find "
                 "it?", "howto", {"contains": ["Allocate berth", "bottom right"]},
                 help_source("arrivals-board.md", "Allocating a berth"),
                 "howto where: Due In tab, action bar bottom right, Allocate berth"))
    out.append(q("v24", "Where's the option to cancel a visitor's booking?", "howto",
                 {"contains": ["Cancel booking", "top right"]},
                 help_source("cancellations-and-no-shows.md", "Cancelling a booking"),
                 "howto where: open the booking, Cancel booking in the top right corner"))
    out.append(q("v25", "Where do I reserve the travel hoist for a boat that needs hauling out?", "howto",
                 {"contains": ["Lift planner", "Yard"]}, help_source("yard-work-orders.md", "Lift planner"),
                 "howto where: Yard screen, Lift planner tab next to Work orders"))
    out.append(q("v26", "Selling diesel at the till, where does the form the customer has to fill in show up?",
                 "howto", {"contains": ["Declaration", "right"]},
                 help_source("fuel-dock-till.md", "Red diesel declaration"),
                 "howto where: Declaration panel on the right of the till after pressing Diesel"))
    out.append(q("v27", "When I'm booking in a big yacht, some berths in the list are faded out and I can't click "
                 "them. Why is that?", "howto", {"contains": ["LOA|length", "draught|depth"]},
                 help_source("new-booking.md", "Why a berth is greyed out"),
                 "howto why: boat LOA over the berth's max LOA, or draught over depth less 0.3 m"))
    out.append(q("v28", "Two yachts in the same size band were charged different amounts per night - is that a "
                 "mistake?", "howto", {"contains": ["LOA|length", "metre|meter"]},
                 help_source("new-booking.md", "How the tariff band is chosen"),
                 "howto why: fee is LOA x rate per metre for the month of arrival, not a flat band price"))
    out.append(q("v29", "Someone never turned up for their booking and still got billed a night. What's the "
                 "reasoning?", "howto", {"contains": ["18:00|6pm|6 pm|6 p.m.", "one night"]},
                 help_source("cancellations-and-no-shows.md", "Why a no-show is charged one night"),
                 "howto why: berth blocked that could have been sold; one night at the booked rate after 18:00"))
    out.append(q("v30", "Some booking numbers seem to be missing from the berth log. What happened to them?", "howto",
                 {"contains": ["Hold|provisional", "overnight"]}, help_source("new-booking.md", "Saving the booking"),
                 "howto why: provisional holds not confirmed are deleted overnight, so references skip"))
    out.append(q("v31", "The engineer signed a job off too early. How do I get the work order back open?", "howto",
                 {"contains": ["supervisor", "Reopen"]},
                 help_source("yard-work-orders.md", "Reopening a completed work order"),
                 "howto how: yard supervisor only, three-dot menu next to the status, Reopen with a reason; "
                 "not once Invoiced"))

    # ---- 2 in Ukrainian / Russian ----
    n = sum(1 for b in apr if b.status == "Cancelled")
    out.append(q("v32", "Скільки бронювань причалів скасували у квітні?", "table_count", {"number": n}, BERTH_LOG,
                 "Ukrainian, count: April rows with Status Cancelled"))
    wo = next(w for w in data.work_orders() if w.number == "WO-26/038")
    out.append(q("v33", f"Кто владелец лодки по заказ-наряду {wo.number}?", "lookup",
                 {"contains": [wo.owner.split()[-1]]}, wo_source(wo.number),
                 f"Russian, lookup: Owner field of the work order ({wo.owner})"))

    # ---- 6 refusals ----
    out.append(refuse("v34", "What's the annual fee for a resident berth for a 10 metre yacht?",
                      "only visitor nightly rates are in the files; no resident or annual berthing tariff"))
    assert not any(x.day.month == 6 for x in fuel)
    out.append(refuse("v35", "How many litres of diesel went out from the fuel dock in June 2026?",
                      "the fuel dock log covers May 2026 only"))
    assert "WO-26/052" not in {w.number for w in data.work_orders()}
    out.append(refuse("v36", "Has work order WO-26/052 been invoiced yet?",
                      "no such work order (the yard folder holds 038, 041, 046 and 047)"))
    out.append(refuse("v37", "How do I set up a winter storage contract for a boat in Moorwise?",
                      "winter storage is not covered by the help pages"))
    out.append(refuse("v38", "What time is high water at Gullrock Haven on 17 June?",
                      "no tide tables in the files (the lift planner only says to avoid low water)"))
    out.append(refuse("v39", "What's the speed limit for boats inside the harbour?",
                      "no harbour byelaws or speed limit in the files"))

    # ---- 1 asked by the restricted group ----
    total = sum(c.overtime for c in data.crew_hours())
    line = q("v40", "How many overtime hours did the seasonal crew put in during June, all together?", "table_sum",
             {"number": total}, CREW, "restricted (group hr), sum: Overtime h column of the crew hours sheet")
    line["group"] = "hr"
    out.append(line)
    return out


if __name__ == "__main__":
    write_set(OUT, FROZEN, [conform(line) for line in build()], 40, "v")
