"""Write fresh dev questions for six kinds of wording, each asked only over a corpus in data/ whose real tables have
the layout the kind needs (data/company3 ... data/company17; every kind has at least two such corpora, so no kind is
skipped):
1. a count of a unit asked while setting aside one figure in that same unit ("..., not counting overtime",
   "leaving out on-call", "not counting the children"), over a register with two columns in that unit: company3's
   June timesheet register (Std Hrs / OT Hrs), company4's October rota (On-call Hrs / Rostered Hrs, the rota saying
   on-call hours are not part of rostered hours) and company16's parcel issue log (Ad / Ch = adults / children);
   the expected value is the sum of the remaining column under the question's filters;
2. a counted noun that starts with its size ("12-bottle cases", "300 mm disc cutters") where the size is a code of
   a column and each row carries a quantity: company14's deliveries register (Pk B12 = "Case of 12 x 500 ml
   bottles" on the Prices tab, Qty = packs) and company7's hire contracts (Item CS-300 = "Disc cutter 300 mm" in
   the catalogue CSV, Qty per contract); the expected value is the quantity added up, not the number of rows;
3. "whose ..." asking the person of a column of names that repeats across rows whose rows add up to the most of a
   measure: company3's job log (Lead Technician, Charge), company7's September inspection register (Inspector,
   Parts GBP) and company14's brew log (Brewer as initials spelled out above the table, Racked hl);
4. "what sort of / which kind of / what type of <thing> ... the most" over a category column: company16's
   warehouse intake log (Cat codes spelled out above the table, summed Kg), company17's workshop job log (Bk =
   kind of bike, codes on the Key sheet, summed Tot EUR) and company15's repairs register (Trade, most rows);
5. "how many payments / sales ..." over a log whose money column would be the amount, asking the NUMBER OF ROWS:
   company9's fuel dock log (Paid by), company15's rent ledger (Mtd CP = card / PayPoint, Rec'd GBP) and
   company7's hire contracts (Acct CASH, Customer "Cash sale", Charge GBP);
6. a field asked in full words whose header is letters around a slash: company8's dispatch ledger "A/c ref"
   (account), company10's hire register "Ct/Ln" (court / lane) and company11's Tariff sheet "W/c spaces"
   (wheelchair spaces) - the only three such headers in the data modules and files of data/company3-18 (searched
   for a header of one to three letters, a slash and one to three letters; "Ad / Ch" and "By / Wit." are spaced
   words and were left out).
Three refusals in the style of these kinds: on-call set aside in a month the rota does not cover (company4: the
only rota is October 2025), "whose brews" by a measure the brew log does not hold (hops used; company14), and a
type of hire bike for a month the hire log does not cover (company17: the hire log is July to September 2026).
No question is in a restricted folder (company3 timesheets/ and jobs/, company4 rota/, company7 hires/ and
inspections/ and every other source asked are public), so no line has "groups".
20 questions: kind 1 x3, 2 x2, 3 x3, 4 x3, 5 x3, 6 x3, refusals x3; over eleven corpora (company3, 4, 7, 8, 9, 10,
11, 14, 15, 16, 17), one file each, data/golden/companyN-dev-kinds6.jsonl.
Written by helper fresh-kinds6 from the documents and the data modules alone, without reading the engine and
before any run. Every expected value is computed below from the corpora's records (company*_data.py); where the
table is a workbook the figure is also read from the .xlsx with openpyxl and the two are asserted to agree.
Run: `python data/make_fresh_kinds6.py`.
"""

import re
import sys
from collections import Counter, defaultdict
from datetime import datetime
from pathlib import Path

from openpyxl import load_workbook

sys.path.insert(0, str(Path(__file__).resolve().parent))
import company10_data as leisure  # noqa: E402
import company11_data as transport  # noqa: E402
import company14_data as brewery  # noqa: E402
import company15_data as housing  # noqa: E402
import company16_data as foodbank  # noqa: E402
import company17_data as cycles  # noqa: E402
import company3_data as facilities  # noqa: E402
import company4_data as vets  # noqa: E402
import company7_data as hire  # noqa: E402
import company8_data as bakery  # noqa: E402
import company9_data as marina  # noqa: E402
from golden_lines import q, refuse, unique_best, write_set  # noqa: E402

FROZEN = "// written 2026-12-04 {time} UTC by helper fresh-kinds6 without reading the engine, frozen before any run"
TIME = "03:49"
DATA = Path(__file__).resolve().parent
GOLDEN = DATA / "golden"

# company3 (Quillmoor Facility Services)
TIMESHEETS = {"doc": "timesheets/timesheet_register_2025_06.pdf"}
JOBS = {"doc": "jobs/job_log_2025.xlsx", "sheet": "Job Log"}
# company4 (Brackenfold Veterinary Group)
ROTA = {"doc": "rota/staff_rota_2025_10.pdf"}
# company7 (Wrenfold Tool & Plant Hire)
CONTRACTS = {"doc": "hires/hire_contracts_2025_Q3.xlsx", "sheet": "Contracts"}
CONTRACT_NOTES = {"doc": "hires/hire_contracts_2025_Q3.xlsx", "sheet": "Notes"}
CATALOGUE = {"doc": "catalogue/hire_catalogue_2025.csv"}
INSPECTIONS = {"doc": "inspections/inspection_register_2025-09.pdf"}
# company8 (Brindlecote Bakehouse)
LEDGER = {"doc": "dispatch/dispatch_ledger_2025_Oct-Nov.xlsx", "sheet": "Ledger"}
# company9 (Gullrock Haven Marina)
FUEL_LOG = {"doc": "fuel/fuel_dock_log_2026-05.pdf"}
# company10 (Fernleigh Vale Leisure Trust)
HIRE_REGISTER = {"doc": "bookings/club_hire_register_2026_Q1.xlsx", "sheet": "Hire Register"}
# company11 (Ashcombe & Dale Community Transport)
TARIFF = {"doc": "hire/group_hire_log_2026_Q3.xlsx", "sheet": "Tariff"}
# company14 (Scarrow Beck Brewing Co.)
DELIVERIES = {"doc": "trade/deliveries_2026.xlsx", "sheet": "Deliveries"}
PRICES = {"doc": "trade/deliveries_2026.xlsx", "sheet": "Prices"}
BREW_LOG = {"doc": "brewhouse/brew_log_jul-nov_2026.pdf"}
# company15 (Merrowgate Homes)
RENT_LEDGER = {"doc": "income/rent_ledger_jul-oct_2026.xlsx", "sheet": "Ledger"}
REPAIRS = {"doc": "repairs/repairs_register_jul-sep_2026.pdf"}
# company16 (Tarnbrook Valley Food Bank)
ISSUE_LOG = {"doc": "parcels/issue_log_aug-nov_2026.xlsx", "sheet": "Issue log"}
INTAKE = {"doc": "warehouse/intake_log_sep-nov_2026.pdf"}
# company17 (Rothar Rua Cycle Co-operative)
WORKSHOP = {"doc": "workshop/job_log_2026.xlsx", "sheet": "Job log"}
WORKSHOP_KEY = {"doc": "workshop/job_log_2026.xlsx", "sheet": "Key"}

MONTHS = {m: i for i, m in enumerate(["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov",
                                      "Dec"], start=1)}


def sheet_rows(corpus: str, source: dict, first: str, row_id: str) -> list[dict]:
    """The data rows of a sheet: the header is the row whose first cell is `first`; a data row is one whose first
    cell matches the regex `row_id` (month subtotal, total and blank rows are left out)."""
    ws = load_workbook(DATA / corpus / source["doc"], read_only=True)[source["sheet"]]
    rows = list(ws.iter_rows(values_only=True))
    head = next(i for i, r in enumerate(rows) if r and r[0] == first)
    names = list(rows[head])
    return [dict(zip(names, r)) for r in rows[head + 1:] if r and isinstance(r[0], str) and re.fullmatch(row_id, r[0])]


def company3() -> list[dict]:
    hvac = [t for t in facilities.technicians() if t.branch == "Corrin Vale" and t.trade == "HVAC"]
    assert len(hvac) >= 3 and any(t.ot_hours for t in hvac)
    june = [j for j in facilities.jobs() if j.branch == "Corrin Vale" and j.logged.month == 6]
    totals = defaultdict(float)
    for j in june:
        totals[j.lead_tech] += j.charge
    lead, charged = unique_best(totals)
    # the same from the workbook
    sheet = defaultdict(float)
    for r in sheet_rows("company3", JOBS, "Job No.", r"WR\d{4}-\d{3}"):
        if r["Branch"] == "Corrin Vale" and r["Date Logged"].month == 6:
            sheet[r["Lead Technician"]] += r["Charge (GBP)"]
    assert unique_best(sheet)[0] == lead and abs(sheet[lead] - charged) < 0.01
    runner = sorted(totals.values(), reverse=True)[1]
    return [
        q("k6-01", "How many hours did our HVAC technicians at Corrin Vale work in June, not counting overtime?",
          "table_sum", {"number": round(sum(t.std_hours for t in hvac), 1), "tolerance": 0.05}, TIMESHEETS,
          f"kind 1 (hours asked with the overtime hours set aside, over a register with Std Hrs and OT Hrs): Std Hrs "
          f"summed over the {len(hvac)} technicians of the June 2025 timesheet register with Branch Corrin Vale and "
          f"Trade HVAC (their OT Hrs, {sum(t.ot_hours for t in hvac)}, left out); the TOTAL row is not a technician"),
        q("k6-02", "Whose jobs at the Corrin Vale sites brought in the most in charges in June?", "table_argmax",
          {"keywords": [lead]}, JOBS,
          f"kind 3 ('whose' = the Lead Technician whose rows add up to the most): Charge (GBP) summed per Lead "
          f"Technician over the {len(june)} jobs with Branch Corrin Vale logged 1-30 June 2025, every status "
          f"(cancelled jobs carry 0): {lead} {charged:.2f}, the next {runner:.2f}"),
    ]


def company4() -> list[dict]:
    assert vets.ROTA_MONTH.month == 10   # the only rota printed is October 2025
    surgeons = [s for s in vets.staff() if s.clinic == "Hollinsby" and s.role == "Veterinary Surgeon"]
    assert len(surgeons) >= 2 and any(s.on_call_hours for s in surgeons)
    return [
        q("k6-01", "Leaving out on-call, how many hours did the veterinary surgeons at Hollinsby work in October?",
          "table_sum", {"number": sum(s.rostered_hours for s in surgeons), "tolerance": 0.05}, ROTA,
          f"kind 1 (hours asked with the on-call hours set aside; the rota says 'On-call Hrs ... are not part of "
          f"Rostered Hrs'): Rostered Hrs summed over the {len(surgeons)} Veterinary Surgeons of Hollinsby on the "
          f"October 2025 rota (their On-call Hrs, {sum(s.on_call_hours for s in surgeons)}, left out)"),
        refuse("k6-02", "Not counting on-call, how many hours did the Tarrowmere vets work in November?",
               "kind 1 (on-call set aside, for a month the rota does not cover): the only staff rota is October 2025 "
               "(rota/staff_rota_2025_10.pdf); no document gives hours worked in November"),
    ]


def company7() -> list[dict]:
    cs = hire.contracts()
    cutter = hire.item("CS-300")
    assert cutter.description == "Disc cutter 300 mm"
    august_cutters = [c for c in cs if c.code == "CS-300" and c.out.month == 8]
    assert sum(c.qty for c in august_cutters) != len(august_cutters)
    cash = [c for c in cs if c.account == "CASH" and c.branch == "Stanway Cross" and c.out.month == 8]
    assert cash and all(c.customer == "Cash sale" for c in cash)
    # the same from the workbook
    rows = sheet_rows("company7", CONTRACTS, "Contract", r"C25-\d{4}")
    assert len(rows) == len(cs)
    assert sum(r["Qty"] for r in rows if r["Item"] == "CS-300" and r["Out"].month == 8) == \
        sum(c.qty for c in august_cutters)
    assert sum(r["Acct"] == "CASH" and r["Branch"] == "Stanway Cross" and r["Out"].month == 8 for r in rows) == \
        len(cash)
    orrin = [i for i in hire.inspections() if i.branch == "Orrin Quay"]
    parts = defaultdict(float)
    for i in orrin:
        parts[i.inspector] += i.parts
    who, spent = unique_best(parts)
    return [
        q("k6-01", "How many 300 mm disc cutters went out on hire in August?", "table_sum",
          {"number": sum(c.qty for c in august_cutters)}, [CONTRACTS, CATALOGUE],
          f"kind 2 (a counted noun starting with its size; the catalogue gives Item Code CS-300 = 'Disc cutter "
          f"300 mm'): Qty summed over the {len(august_cutters)} contracts with Item CS-300 and Out in August 2025 "
          "(not the number of contracts); the Subtotal rows are not contracts"),
        q("k6-02", "Whose inspections at Orrin Quay ran up the biggest parts bill in September?", "table_argmax",
          {"keywords": [who]}, INSPECTIONS,
          f"kind 3 ('whose' = the Inspector whose rows add up to the most): Parts GBP ('-' = none) summed per "
          f"Inspector over the {len(orrin)} Orrin Quay rows of the three-page September 2025 inspection register: "
          f"{who} {spent:.2f}, the next {sorted(parts.values(), reverse=True)[1]:.2f}"),
        q("k6-03", "How many cash sales did Stanway Cross put through in August?", "table_count",
          {"number": len(cash)}, [CONTRACTS, CONTRACT_NOTES],
          f"kind 5 ('how many sales' = the number of rows, not the money): contracts with Acct CASH (Customer 'Cash "
          f"sale'; the Notes sheet: 'Acct CASH = walk-in customer paying at the counter'), Branch Stanway Cross, Out "
          f"in August 2025: {len(cash)} rows (their Charge £ adds up to {sum(c.charge or 0 for c in cash):.2f}, "
          "which is not the answer)"),
    ]


def company8() -> list[dict]:
    number = "DKT-48377"
    d = bakery.docket(number)
    row = next(r for r in sheet_rows("company8", LEDGER, "Docket", r"DKT-\d{5}") if r["Docket"] == number)
    assert row["A/c ref"] == d.account
    name = bakery.customer(d.account).name
    return [
        q("k6-01", f"What's the account reference on docket {number}?", "key_lookup", {"keywords": [d.account]},
          LEDGER,
          f"kind 6 (a header of letters around a slash, 'A/c ref', asked as 'account reference'): the A/c ref "
          f"cell of the Ledger row {number} ({d.day:%d.%m.%Y}, {d.run}, {d.status}); the account is {name} in "
          "accounts/customer_accounts.csv"),
    ]


def company9() -> list[dict]:
    ds = marina.dockets()
    assert {d.day.month for d in ds} == {5}
    card_petrol = [d for d in ds if d.product == "Petrol" and d.paid == "Card"]
    assert card_petrol
    return [
        q("k6-01", "How many card payments for petrol did the fuel dock take in May?", "table_count",
          {"number": len(card_petrol)}, FUEL_LOG,
          f"kind 5 ('how many payments' = the number of rows, not the money): dockets of the three-page May 2026 "
          f"fuel dock log with Product Petrol and Paid by Card: {len(card_petrol)} rows (their Amount £ adds up "
          f"to {sum(d.amount for d in card_petrol):.2f}, which is not the answer)"),
    ]


def company10() -> list[dict]:
    bk = [b for b in leisure.bookings() if b.facility == "Main pool" and b.units_text == "5-6" and b.day.month == 2]
    b = bk[0]
    row = next(r for r in sheet_rows("company10", HIRE_REGISTER, "Bkg #", r"H\d{4}") if r["Bkg #"] == b.ref)
    assert row["Ct/Ln"] == "5-6" and row["Facility"] == "Main pool"
    return [
        q("k6-01", f"Which lanes were booked on {b.ref}?", "key_lookup",
          {"keywords": ["5-6|5–6|5 and 6|5 to 6|5 & 6"]}, HIRE_REGISTER,
          f"kind 6 (a header of letters around a slash, 'Ct/Ln' = court / lane, asked as 'lanes'): the Ct/Ln cell "
          f"of the Hire Register row {b.ref} ({b.day:%d/%m/%Y}, {b.facility}, {b.hirer}): lanes 5-6"),
    ]


def company11() -> list[dict]:
    van = transport.VEH["MB4"]
    assert van.name.startswith("Ford Transit")
    assert sum(v.name.startswith("Ford Transit") for v in transport.VEHICLES) == 1
    row = next(r for r in sheet_rows("company11", TARIFF, "Veh", r"[A-Z]{2}\d") if r["Veh"] == "MB4")
    assert row["W/c spaces"] == van.wc
    return [
        q("k6-01", "How many wheelchair spaces does the Ford Transit minibus have?", "key_lookup",
          {"number": van.wc}, TARIFF,
          f"kind 6 (a header of letters around a slash, 'W/c spaces', asked as 'wheelchair spaces'): the W/c spaces "
          f"cell of the Tariff row MB4 ({van.name})"),
    ]


def company14() -> list[dict]:
    reg = brewery.register()
    assert "12 x 500 ml bottles" in brewery.PACKS["B12"]
    cases = [r for r in reg if r.pack == "B12" and r.day.month == 11]
    assert sum(r.qty for r in cases) != len(cases)
    sheet = [r for r in sheet_rows("company14", DELIVERIES, "Inv", r"SBI-\d{4}")
             if r["Pk"] == "B12" and MONTHS[r["Dlv dt"].split()[1]] == 11]
    assert sum(r["Qty"] for r in sheet) == sum(r.qty for r in cases)
    july = [b for b in brewery.brew_log() if b.day.month == 7]
    racked = defaultdict(float)
    for b in july:
        racked[b.brewer] += b.racked
    who, hl = unique_best(racked)
    name = brewery.BREWERS[who].split(" (")[0]
    return [
        q("k6-01", "How many 12-bottle cases did we deliver in November?", "table_sum",
          {"number": sum(r.qty for r in cases)}, [DELIVERIES, PRICES],
          f"kind 2 (a counted noun starting with its size; the Prices tab: Pk B12 = 'Case of 12 x 500 ml bottles', "
          f"and 'Qty = packs'): Qty summed over the {len(cases)} Deliveries lines with Pk B12 dated in November 2026, "
          "every beer, free samples included (not the number of lines); the 'Nov subtotal' row is not a delivery"),
        q("k6-02", "Whose brews racked the most beer in July?", "table_argmax", {"keywords": [name]}, BREW_LOG,
          f"kind 3 ('whose' = the Brewer whose rows add up to the most; the log spells out {who} = "
          f"{brewery.BREWERS[who]} above the table): Racked hl summed per Brewer over the {len(july)} brews mashed "
          f"in in July 2026: {name} {hl:.1f} hl, the next {sorted(racked.values(), reverse=True)[1]:.1f} hl"),
        refuse("k6-03", "Whose brews used the most hops this autumn?",
               "kind 3 ('whose' by a measure the log does not hold): the brew log gives OG, FG, ABV, Length hl and "
               "Racked hl per brew; no document gives the hops used in a brew (the notes only say 'dry hopped x2' "
               "or 'late hop swap')"),
    ]


def company15() -> list[dict]:
    jobs = [j for j in housing.repairs() if j.reported.month == 7]
    trade = Counter(j.trade for j in jobs)
    top, n = unique_best(dict(trade))
    card = [r for r in housing.ledger() if r.month == 8 and r.method == "CP" and r.received is not None]
    sheet = [r for r in sheet_rows("company15", RENT_LEDGER, "Tncy ref", r"TEN-\d{4}")
             if r["Prd"] == "08/26" and r["Mtd"] == "CP" and r["Rec'd £"] is not None]
    assert card and len(sheet) == len(card)
    return [
        q("k6-01", "What type of repair did tenants report most often in July?", "table_argmax",
          {"keywords": [top]}, REPAIRS,
          f"kind 4 ('what type of <thing> ... the most' over the Trade column, most rows): repairs of the two-page "
          f"register reported 1-31 July 2026 counted per Trade: {top} {n}, the next "
          f"{sorted(trade.values(), reverse=True)[1]}"),
        q("k6-02", "How many rent payments were made by card or PayPoint in August?", "table_count",
          {"number": len(card)}, RENT_LEDGER,
          f"kind 5 ('how many payments' = the number of rows, not the money): Ledger rows with Prd 08/26 and Mtd "
          f"CP (the key: 'CP card/PayPoint') with something in Rec'd £: {len(card)} rows (their Rec'd £ adds up "
          f"to {sum(r.received for r in card):.2f}, which is not the answer); the 'Total for August 2026' row is "
          "not a payment"),
    ]


def company16() -> list[dict]:
    hall = [i for i in foodbank.issues() if i.centre == "HMH" and i.month == 10]
    assert hall and sum(i.children for i in hall)
    sheet = [r for r in sheet_rows("company16", ISSUE_LOG, "Vchr no", r"TVF-\d{4}")
             if r["Ctr"] == "HMH" and isinstance(r["Issued"], datetime) and r["Issued"].month == 10]
    assert len(sheet) == len(hall) and sum(r["Ad"] for r in sheet) == sum(i.adults for i in hall)
    november = [i for i in foodbank.intake() if i.month == 11]
    kg = defaultdict(float)
    for i in november:
        kg[i.cat] += i.kg
    cat, weight = unique_best(kg)
    assert foodbank.CATEGORIES[cat].startswith("dry goods")
    return [
        q("k6-01", "How many people did the parcels from Holmbridge Methodist Hall feed in October, not counting "
          "the children?", "table_sum", {"number": sum(i.adults for i in hall)}, ISSUE_LOG,
          f"kind 1 (people asked with the children set aside, over a log with Ad / Ch = adults / children under 16): "
          f"Ad summed over the {len(hall)} vouchers with Ctr HMH (Holmbridge Methodist Hall) issued in October "
          f"2026 (their Ch, {sum(i.children for i in hall)}, left out)"),
        q("k6-02", "What sort of donations made up the most weight at the warehouse in November?", "table_argmax",
          {"keywords": ["dry goods"]}, INTAKE,
          f"kind 4 ('what sort of <thing> ... the most' over the Cat column, codes spelled out above the table: "
          f"{cat} = {foodbank.CATEGORIES[cat]}): Kg summed per Cat over the {len(november)} deliveries received in "
          f"November 2026 on the two-page intake log: {cat} {weight:.1f} kg, the next "
          f"{sorted(kg.values(), reverse=True)[1]:.1f} kg"),
    ]


def company17() -> list[dict]:
    august = [j for j in cycles.in_month(cycles.jobs(), 8)]
    money = defaultdict(float)
    for j in august:
        money[j.bike] += j.total
    bike, euros = unique_best(money)
    assert cycles.BIKES[bike] == "e-bike"
    sheet = defaultdict(float)
    for r in sheet_rows("company17", WORKSHOP, "Job no", r"J26-\d{4}"):
        if r["In"].month == 8:
            sheet[r["Bk"]] += r["Tot €"]
    assert unique_best(sheet)[0] == bike and abs(sheet[bike] - euros) < 0.01
    assert {h.month for h in cycles.hires()} == {7, 8, 9}
    return [
        q("k6-01", "Which kind of bike brought in the most money for the workshop in August?", "table_argmax",
          {"keywords": ["e-bike|ebike|electric"]}, [WORKSHOP, WORKSHOP_KEY],
          f"kind 4 ('which kind of <thing> ... the most' over the Bk column, 'kind of bike', codes on the Key sheet: "
          f"{bike} = {cycles.BIKES[bike]}): Tot € summed per Bk over the {len(august)} jobs booked In during August "
          f"2026: {bike} {euros:.2f}, the next {sorted(money.values(), reverse=True)[1]:.2f}"),
        refuse("k6-02", "What type of rental bike did we hire out most often in October?",
               "kind 4 (a type asked for a month the log does not cover): the hire log is 'Hire log - rental fleet, "
               "July to September 2026' and the board report covers July to September; the workshop job log's "
               "October rows are repairs, not hires. No document gives October hires"),
    ]


def main() -> None:
    sets = {"company3": company3(), "company4": company4(), "company7": company7(), "company8": company8(),
            "company9": company9(), "company10": company10(), "company11": company11(), "company14": company14(),
            "company15": company15(), "company16": company16(), "company17": company17()}
    for corpus, questions in sets.items():
        write_set(GOLDEN / f"{corpus}-dev-kinds6.jsonl", FROZEN.format(time=TIME), questions, len(questions), "k6-")
    print(f"{sum(len(x) for x in sets.values())} questions")


if __name__ == "__main__":
    main()
