"""Write data/golden/company9-test.jsonl: 40 test questions over data/company9/ (Gullrock Haven Marina), written
without reading the engine and frozen before any run. Every expected number is computed here from the records
in company9_data.py. Run after `python data/make_company9.py`."""

import sys
from collections import Counter, defaultdict
from datetime import date
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import company9_data as data  # noqa: E402
from golden_lines import conform, dates, money, q, refuse, unique_end, write_set  # noqa: E402

OUT = Path(__file__).resolve().parent / "golden" / "company9-test.jsonl"
FROZEN_AT = "2026-12-02 11:21 UTC"
FROZEN = f"// written {FROZEN_AT} by helper company9 without reading the engine, frozen before any run"

LOG = {"doc": "bookings/visitor_berth_log_2026_Q2.xlsx", "sheet": "Berth Log"}
REGISTER = {"doc": "berths/berth_register.csv"}
FUEL = "fuel/fuel_dock_log_2026-05.pdf"
REPORT = {"doc": "reports/harbour_office_report_2026-06.pdf", "page": 1}
CREW = {"doc": "crew/seasonal_crew_hours_2026-06.pdf", "page": 1}


def help_page(page: str, section: str) -> dict:
    return {"doc": f"moorwise-help/{page}", "section": section}


def wo_source(number: str) -> dict:
    return {"doc": f"yard/{number.replace('/', '-')}.pdf", "page": 1}


def fuel_page(docket: data.Docket) -> int:
    rows = data.dockets()
    index = rows.index(docket)
    edge = 0
    for page, n in enumerate(data.FUEL_PAGES, start=1):
        edge += n
        if index < edge:
            return page
    raise AssertionError


def build() -> list[dict]:
    log = data.bookings()
    fuel = data.dockets()
    report = data.june_report()
    orders = {wo.number: wo for wo in data.work_orders()}
    berth = data.BERTH_BY_CODE
    refs = {b.ref for b in log}
    out = []

    # ---------------------------------------------------------------- 12 aggregates
    cancelled = sum(1 for b in log if b.status == "Cancelled")
    out.append(q("w01", "How many visitor bookings were cancelled between April and June 2026?", "table_count",
                 {"number": cancelled}, LOG, "table_count: rows of the berth log with Status Cancelled, all months"))

    may_fees = sum(b.fee or 0 for b in log if b.arrived.month == 5)
    out.append(q("w02", "What did visitor berthing fees come to for boats arriving in May 2026?", "table_sum",
                 money(may_fees), LOG, "table_sum: Fee (£) of rows arriving in May (blank fees count 0; the May total "
                 "row is not added again)"))

    mid_may = sum(1 for b in log if date(2026, 5, 11) <= b.arrived <= date(2026, 5, 20))
    out.append(q("w03", "How many bookings in the berth log have an arrival date from 11 to 20 May 2026, both days "
                 "included?", "table_count", {"number": mid_may}, LOG,
                 "table_count: date range inside a month, rows with Arrival 11.05.2026-20.05.2026 inclusive, any status"))

    metered = [b.kwh for b in log if b.kwh is not None]
    out.append(q("w04", "On average, how many kWh of shore power did a stay use, counting only the stays where a "
                 "meter reading was recorded in the berth log?", "table_avg",
                 {"number": round(sum(metered) / len(metered), 2), "tolerance": 0.1}, LOG,
                 f"table_avg: mean of the non-blank Elec kWh cells over all months ({len(metered)} of {len(log)} "
                 "rows filled)"))

    april_paid = [b.nights for b in log if b.arrived.month == 4 and b.status == "Paid"]
    out.append(q("w05", "What was the average length of stay, in nights, for paid bookings that arrived in April "
                 "2026?", "table_avg", {"number": round(sum(april_paid) / len(april_paid), 2), "tolerance": 0.05},
                 LOG, f"table_avg: mean Nts of April rows with Status Paid ({len(april_paid)} rows)"))

    on_account = sum(b.fee for b in log if b.status == "On account")
    out.append(q("w06", "How much in berthing fees was put on account rather than paid in the second quarter?",
                 "table_sum", money(on_account), LOG, "table_sum: Fee (£) of rows with Status On account, Apr-Jun"))

    june_noshow = sum(1 for b in log if b.arrived.month == 6 and b.status == "No-show")
    out.append(q("w07", "How many no-shows did we have in June 2026?", "table_count", {"number": june_noshow}, LOG,
                 "table_count: June rows with Status No-show"))

    diesel = sum(d.litres for d in fuel if d.product == "Diesel")
    out.append(q("w08", "How many litres of diesel did the fuel dock sell in May 2026?", "table_sum",
                 {"number": round(diesel, 1), "tolerance": 0.5}, {"doc": FUEL, "page": 1},
                 "table_sum: multi-page PDF table, Litres of Diesel dockets over all three pages"))

    hammer = sum(b.fee or 0 for b in log if berth[b.berth].kind == "Hammerhead")
    out.append(q("w09", "What was the total visitor fee income from stays on hammerhead berths in Q2 2026?",
                 "table_sum", money(hammer), LOG,
                 "join: berth log Berth -> berth_register.csv Type = Hammerhead; sum of Fee (£), blanks 0"))

    power63 = sum(1 for b in log if berth[b.berth].power == "63A")
    out.append(q("w10", "How many bookings in the April-June berth log were for berths with 63A shore power?",
                 "table_count", {"number": power63}, LOG,
                 "join: berth log Berth -> berth_register.csv Shore power = 63A; count of rows, any status"))

    incidents = sum(p.incidents for p in report)
    out.append(q("w11", "According to the harbour office report, how many incidents were logged across all "
                 "pontoons in June 2026?", "table_sum", {"number": incidents}, REPORT,
                 "table_sum: report table, sum of the Incidents column"))

    band_e = sum(1 for b in log if b.band == "E")
    out.append(q("w12", "How many bookings in Q2 were for boats in tariff band E?", "table_count",
                 {"number": band_e}, LOG, "table_count: rows with Band E (15 m+), any status"))

    # ---------------------------------------------------------------- 3 argmax / argmin
    ports = Counter(b.port for b in log)
    out.append(q("w13", "Which home port did the most visiting bookings come from this spring (April to June)?",
                 "argmax", {"contains": [unique_end(dict(ports))]}, LOG,
                 "argmax: count of berth log rows per Home Port, any status"))

    low = unique_end({p.name: p.occupancy for p in report}, lowest=True)
    out.append(q("w14", "Which pontoon had the lowest occupancy in June?", "argmax", {"contains": [low]}, REPORT,
                 "argmin: report table, lowest Occupancy %"))

    litres = defaultdict(float)
    for d in fuel:
        litres[d.vessel] += d.litres
    top = unique_end(dict(litres))
    out.append(q("w15", "Which boat took the most fuel in litres at the fuel dock during May 2026?", "argmax",
                 {"contains": [top]}, {"doc": FUEL, "page": 1},
                 "argmax: multi-page PDF, Litres summed per Vessel over all products and pages"))

    # ---------------------------------------------------------------- 6 lookups
    wo = orders["WO-26/041"]
    out.append(q("w16", "Who is the engineer on work order WO-26/041?", "lookup", {"contains": [wo.engineer]},
                 wo_source(wo.number), "lookup: Engineer header field on work order WO-26/041, by its number"))

    wo = orders["WO-26/046"]
    out.append(q("w17", "For work order WO-26/046, what's the quoted price and the target completion date?",
                 "lookup", {"contains": ["3,320.00|3320|3 320", dates(wo.target)]}, wo_source(wo.number),
                 "lookup: two header fields (Quoted price, Target completion) on work order WO-26/046"))

    once = Counter(b.skipper for b in log)
    person = next(b for b in log if once[b.skipper] == 1 and b.status == "Paid" and b.arrived.month == 5)
    out.append(q("w18", f"Which berth was {person.skipper}'s boat put on when they visited?", "lookup",
                 {"contains": [person.berth]}, LOG,
                 f"lookup: by skipper name, the only berth log row for {person.skipper} ({person.ref})"))

    pick = next(b for b in log[137:] if b.nights >= 4 and b.status == "Paid")
    out.append(q("w19", f"How many nights was booking {pick.ref} for?", "lookup", {"number": pick.nights}, LOG,
                 "lookup: Nts of one berth log row by Booking Ref"))

    d08 = berth["D-08"]
    out.append(q("w20", "What is the maximum boat length that berth D-08 can take?", "lookup",
                 {"contains": [f"{d08.max_loa:.1f}|{d08.max_loa:g} m|{d08.max_loa:g}m|{d08.max_loa:g} metres"]}, REGISTER,
                 "lookup: Max LOA (m) of one row of the berth register"))

    docket = fuel[66]
    out.append(q("w21", f"What was the amount on fuel docket {docket.number}?", "lookup",
                 {"contains": [f"{docket.amount:,.2f}"]}, {"doc": FUEL, "page": fuel_page(docket)},
                 "lookup: Amount £ of one docket row of the multi-page fuel log"))

    # ---------------------------------------------------------------- 10 how-to
    out.append(q("w22", "Where is the button to give a boat on the Due In list its berth?", "howto",
                 {"contains": ["Allocate berth", "bottom right|action bar"]},
                 help_page("arrivals-board.md", "Allocating a berth"),
                 "howto where: Allocate berth in the action bar at the bottom right"))
    out.append(q("w23", "When a boat checks out, where do I type the electricity meter reading?", "howto",
                 {"contains": ["Meter out", "Services"]},
                 help_page("checkout-and-billing.md", "Entering the electricity meter reading"),
                 "howto where: Settle stay window, Services section, Meter out (kWh) field"))
    out.append(q("w24", "Selling diesel at the fuel dock, where do I find the declaration boxes to tick?", "howto",
                 {"contains": ["Declaration", "right"]}, help_page("fuel-dock-till.md", "Red diesel declaration"),
                 "howto where: Declaration panel on the right of the Fuel Till after pressing Diesel"))
    out.append(q("w25", "Where in Moorwise do I book a boat onto the hoist for a lift-out?", "howto",
                 {"contains": ["Lift planner", "Yard"]}, help_page("yard-work-orders.md", "Lift planner"),
                 "howto where: Lift planner tab of the Yard screen"))
    out.append(q("w26", "I've got the occupancy report open - where's the option to download it as Excel?",
                 "howto", {"contains": ["Export", "top right"]},
                 help_page("reports-and-exports.md", "Exporting to a spreadsheet"),
                 "howto where: Export button top right of the report header"))
    out.append(q("w27", "Why can't I pick some berths in the preferred berth list when making a booking - they're "
                 "greyed out?", "howto", {"contains": ["LOA|length", "draught|depth"]},
                 help_page("new-booking.md", "Why a berth is greyed out"),
                 "howto why: LOA over the berth maximum or draught over depth less 0.3 m margin"))
    out.append(q("w28", "How does Moorwise decide which tariff band a visiting boat goes in?", "howto",
                 {"contains": ["LOA|length overall|length"]}, help_page("new-booking.md",
                                                                        "How the tariff band is chosen"),
                 "howto how: set automatically from the LOA (A <8 m ... E 15 m+)"))
    out.append(q("w29", "A yacht club regular wants their stay billed to their account. How do I do that?",
                 "howto", {"contains": ["Charge to account", "Post"]},
                 help_page("checkout-and-billing.md", "Putting a stay on account"),
                 "howto how: Settle stay > Payment > Charge to account, then Post"))
    out.append(q("w30", "A skipper is complaining that he was charged for a night even though he never turned up. "
                 "Why do we do that?", "howto", {"contains": ["18:00", "berth|blocked"]},
                 help_page("cancellations-and-no-shows.md", "Why a no-show is charged one night"),
                 "howto why: not arrived or cancelled by 18:00, the berth was blocked from other visitors"))
    out.append(q("w31", "How can a completed boatyard work order be reopened?", "howto",
                 {"contains": ["supervisor", "Reopen"]},
                 help_page("yard-work-orders.md", "Reopening a completed work order"),
                 "howto how: yard supervisor, three-dot menu by the status, Reopen with a reason; not if Invoiced"))

    # ---------------------------------------------------------------- 2 in Russian / Ukrainian
    petrol = sum(d.litres for d in fuel if d.product == "Petrol")
    out.append(q("w32", "Сколько литров бензина продали на топливном причале в мае 2026 года?", "table_sum",
                 {"number": round(petrol, 1), "tolerance": 0.5}, {"doc": FUEL, "page": 1},
                 "table_sum: Russian, multi-page PDF, Litres of Petrol dockets over all pages"))
    out.append(q("w33", "Як у Moorwise скасувати бронювання причалу для гостьового судна?", "howto",
                 {"contains": ["Cancel booking"]}, help_page("cancellations-and-no-shows.md", "Cancelling a booking"),
                 "howto how: Ukrainian, Cancel booking top right, choose a reason, Save"))

    # ---------------------------------------------------------------- 6 refusals
    assert not any(b.arrived.month == 8 for b in log)
    out.append(refuse("w34", "What were the total visitor berthing fees for August 2026?",
                      "the berth log covers arrivals April-June 2026 only"))
    assert "VB26-2985" not in refs
    out.append(refuse("w35", "What fee was charged on booking VB26-2985?",
                      "no such booking ref (the log runs VB26-3107 upwards)"))
    out.append(refuse("w36", "How do I renew a resident berth holder's annual mooring contract in Moorwise?",
                      "near-domain topic: the help pages cover visitor bookings only, not annual contracts"))
    assert not any("Pellatree" in b.skipper for b in log)
    out.append(refuse("w37", "How many nights did skipper Oswin Pellatree stay with us in May?",
                      "person not in the berth log"))
    assert "WO-26/052" not in orders
    out.append(refuse("w38", "Who is the engineer on work order WO-26/052?", "no such work order"))
    out.append(refuse("w39", "How much diesel did the fuel dock sell in March 2026?",
                      "the fuel dock log covers May 2026 only"))

    # ---------------------------------------------------------------- 1 for the restricted group
    overtime = sum(c.overtime for c in data.crew_hours())
    line = q("w40", "How many overtime hours did the seasonal crew put in altogether in June 2026?", "table_sum",
             {"number": overtime, "tolerance": 0.05}, CREW,
             "table_sum: restricted crew/ folder (group hr), sum of Overtime h")
    line["group"] = "hr"
    out.append(line)
    return out


def check(lines: list[dict]) -> None:
    root = Path(__file__).resolve().parent / "company9"
    for line in lines:
        source = line["expected_source"]
        if not source:
            continue
        path = root / source["doc"]
        assert path.exists(), path
        if "section" in source:
            assert f"## {source['section']}\n" in path.read_text(encoding="utf-8"), source


def main() -> None:
    lines = build()
    check(lines)
    write_set(OUT, FROZEN, [conform(line) for line in lines], 40, "w")


if __name__ == "__main__":
    main()
