"""Write data/golden/company8-test.jsonl: 40 questions over data/company8 (Brindlecote Bakehouse Ltd), written
without reading the engine and frozen before any run. Every expected number comes from company8_data.py.
Run: `python data/make_company8_golden.py`.

Mix: 12 table aggregates, 3 argmax/argmin, 6 lookups, 10 how-to (5 where-on-screen, 5 how/why), 2 in Russian or
Ukrainian, 6 refusals, 1 asked by the `hr` group.
"""

import sys
from pathlib import Path
from statistics import mean

sys.path.insert(0, str(Path(__file__).resolve().parent))
import company8_data as data  # noqa: E402
from golden_lines import conform, money, q, refuse, unique_end, write_set  # noqa: E402

FROZEN = "// written 2026-12-02 10:06 UTC by helper company8 without reading the engine, frozen before any run"
OUT = Path(__file__).resolve().parent / "golden" / "company8-test.jsonl"

LEDGER = {"doc": "dispatch/dispatch_ledger_2025_Oct-Nov.xlsx", "sheet": "Ledger"}
RUNS_SHEET = {"doc": "dispatch/dispatch_ledger_2025_Oct-Nov.xlsx", "sheet": "Van runs"}
ACCOUNTS = {"doc": "accounts/customer_accounts.csv"}
LOG = {"doc": "production/batch_log_2025-11.pdf", "page": 1}
REPORT = {"doc": "reports/route_review_2025-11.pdf", "page": 1}
PREMIUMS = {"doc": "hr/night_bake_premiums_2025-11.pdf", "page": 1}


def cn_source(number: str) -> dict:
    return {"doc": f"credit-notes/{number}.pdf", "page": 1}


def help_source(page: str, section: str) -> dict:
    return {"doc": f"crumbline-help/{page}", "section": section}


def live(rows):
    return [d for d in rows if d.status != "Cancelled"]


def build() -> list[dict]:
    ds = data.dockets()
    octo, nov = data.in_month(ds, 10), data.in_month(ds, 11)
    custs = {c.ref: c for c in data.customers()}
    logs = data.batches()
    report = data.route_review()
    out = []

    # ---- 12 table aggregates ----
    n = sum(1 for d in octo if d.status == "Cancelled")
    out.append(q("t01", "How many dockets were cancelled in October?", "table_count", {"number": n}, LEDGER,
                 "count: October ledger rows with Status Cancelled"))
    v = sum(d.value for d in live(nov) if d.run == "R3 Coast")
    out.append(q("t02", "What was the total net value of the Coast van's dockets in November, not counting the "
                 "cancelled ones?", "table_sum", money(v), LEDGER,
                 "sum: Net GBP of November rows with Van run R3 Coast and Status not Cancelled"))
    ratings = [d.rating for d in octo if d.rating is not None]
    out.append(q("t03", "What was the average delivery rating customers gave us in October?", "table_avg",
                 {"number": round(mean(ratings), 2), "tolerance": 0.01}, LEDGER,
                 f"avg with blanks: mean of the {len(ratings)} non-blank Rating (1-5) cells in October rows (blank = "
                 "not given, left out)"))
    n = sum(1 for d in nov if 10 <= d.day.day <= 15)
    out.append(q("t04", "How many dockets are dated between 10 and 15 November, both days included?", "table_count",
                 {"number": n}, LEDGER, "count over a date range inside a month: rows with Disp. date 10.11-15.11.2025, "
                 "any status"))
    units = sum(b.units for b in logs if b.product == "Butter Croissant")
    out.append(q("t05", "How many butter croissants did the bakery turn out in November altogether?", "table_sum",
                 {"number": units}, LOG, "sum over the 3-page PDF table: Units out of Butter Croissant batches"))
    v = sum(d.value for d in live(octo) if custs[d.account].kind == "Hotel")
    out.append(q("t06", "What were the October sales to our hotel customers, excluding cancelled dockets?",
                 "table_sum", money(v), LEDGER,
                 "join: ledger A/c ref -> accounts CSV Customer Type Hotel; sum Net GBP of October non-cancelled rows"))
    n = sum(1 for d in ds if custs[d.account].town == "Oakhurst Cross")
    out.append(q("t07", "Over the whole ledger, how many dockets were for customers located in Oakhurst Cross?",
                 "table_count", {"number": n}, LEDGER,
                 "join: ledger A/c ref -> accounts CSV Town Oakhurst Cross; count all rows, any status"))
    miles = sum(r.miles for r in report)
    out.append(q("t08", "According to the November route review, how many miles did the four vans cover between "
                 "them?", "table_sum", {"number": miles}, REPORT, "sum from the PDF report's table: Miles column"))
    n = sum(1 for b in logs if b.oven == "Deck 2")
    out.append(q("t09", "How many batches went through Deck 2 in November?", "table_count", {"number": n}, LOG,
                 "count over the 3-page PDF table: rows with Oven Deck 2"))
    n = sum(d.returned for d in nov if d.returned)
    out.append(q("t10", "How many trays did customers send back in November in total?", "table_sum", {"number": n},
                 LEDGER, "sum: Trays back of November rows (blank = none)"))
    vals = [d.value for d in live(ds) if d.line == "Viennoiserie"]
    out.append(q("t11", "On average, what is a Viennoiserie docket worth, leaving out cancelled ones?", "table_avg",
                 money(mean(vals)), LEDGER,
                 f"avg: mean Net GBP of the {len(vals)} non-cancelled Product line Viennoiserie rows, both months"))
    n = sum(1 for c in data.customers() if c.terms == "30 days")
    out.append(q("t12", "How many of our customer accounts are on 30-day terms?", "table_count", {"number": n},
                 ACCOUNTS, "count: accounts CSV rows with Payment Terms 30 days"))

    # ---- 3 argmax / argmin ----
    trays_all, trays_live = {}, {}
    for d in octo:
        trays_all[d.account] = trays_all.get(d.account, 0) + d.trays
        if d.status != "Cancelled":
            trays_live[d.account] = trays_live.get(d.account, 0) + d.trays
    top = unique_end(trays_live)
    assert top == unique_end(trays_all), "argmax must not depend on counting cancelled dockets"
    out.append(q("t13", "Which customer took the most trays from us in October?", "argmax",
                 {"contains": [f"{top}|{custs[top].name}"]}, LEDGER,
                 f"argmax: Trays summed per A/c ref over October rows ({trays_live[top]} non-cancelled; same winner "
                 "with cancelled); name from the accounts CSV"))
    waste = {}
    for b in logs:
        waste[b.product] = waste.get(b.product, 0) + b.waste
    top = unique_end(waste)
    out.append(q("t14", "Which product had the most waste in the November bakes?", "argmax", {"contains": [top]}, LOG,
                 f"argmax: Waste summed per Product over the batch log ({waste[top]})"))
    low = unique_end({r.run: r.on_time for r in report}, lowest=True)
    out.append(q("t15", "Which van run had the worst on-time record in November?", "argmax",
                 {"contains": [f"{low}|{low.split()[1]}"]}, REPORT, "argmin: On time % in the route review table"))

    # ---- 6 lookups ----
    cn = data.credit_note("CN-2511-05")
    out.append(q("t16", "How much was credited on CN-2511-05?", "lookup", money(cn.total), cn_source(cn.number),
                 "lookup: Total credit of the credit note"))
    cn = data.credit_note("CN-2511-04")
    out.append(q("t17", "Credit note CN-2511-04: which docket was it raised against, and who signed it off?",
                 "lookup", {"contains": [cn.docket, "Callum Rudd"]}, cn_source(cn.number),
                 "lookup, two fields: Against docket and Approved by"))
    d = next(d for d in nov if d.status == "On hold")
    out.append(q("t18", f"What's the current status of docket {d.number}?", "lookup", {"contains": [d.status]},
                 LEDGER, "lookup: Status of one ledger row by docket number"))
    run = next(r for r in data.RUNS if r.driver == "Ottilie Grange")
    out.append(q("t19", "What's the registration of the van Ottilie Grange drives?", "lookup",
                 {"contains": [run.van]}, RUNS_SHEET, "lookup by person's name: Van reg. on the Van runs sheet"))
    b = data.batch("B2511-047")
    out.append(q("t20", "What core temperature was logged for batch B2511-047?", "lookup",
                 {"number": b.core, "tolerance": 0.05}, {"doc": LOG["doc"], "page": 2},
                 "lookup: Core C of one batch (page 2 of the log)"))
    c = data.customer_by_name("Marrow & Mint")
    out.append(q("t21", "What payment terms is Marrow & Mint on?", "lookup", {"contains": [c.terms]}, ACCOUNTS,
                 "lookup by customer name: Payment Terms in the accounts CSV"))

    # ---- 10 how-to: 5 where on the screen, 5 how/why ----
    out.append(q("t22", "Where's the button for locking the runs on the dispatch board?", "howto",
                 {"contains": ["top bar", "Lock Runs"]}, help_source("dispatch-board.md", "Layout of the board"),
                 "howto where: top bar, left to right"))
    out.append(q("t23", "Where in a customer's account do I find the key safe code for early drops?", "howto",
                 {"contains": ["Delivery", "Key safe code"]}, help_source("customer-accounts.md", "The Account screen"),
                 "howto where: Delivery tab of the Account screen"))
    out.append(q("t24", "I've finished a batch on the oven tablet - where is the button to close it?", "howto",
                 {"contains": ["Close Batch", "bottom right"]},
                 help_source("batch-logging.md", "The Batch Entry screen"), "howto where: bottom right"))
    out.append(q("t25", "Where do I put in the number of trays a customer handed back to the driver?", "howto",
                 {"contains": ["Returns", "Trays back"]}, help_source("returns-and-credits.md", "Logging returned trays"),
                 "howto where: Returns tab, Trays back field"))
    out.append(q("t26", "Where's the switch to pause a standing order while a cafe is shut?", "howto",
                 {"contains": ["Pause", "header"]},
                 help_source("standing-orders.md", "Pausing an order for a holiday"),
                 "howto where: Pause toggle in the header strip"))
    out.append(q("t27", "I changed a customer's standing order this afternoon but tomorrow's docket still shows the "
                 "old quantities. Why?", "howto", {"contains": ["14:00", "Late change"]},
                 help_source("standing-orders.md", "Why a change does not show on tomorrow's dockets"),
                 "howto why: cut-off at 14:00; Late change with supervisor PIN"))
    out.append(q("t28", "How do I issue a credit note to a customer?", "howto",
                 {"contains": ["New Credit", "Against docket", "Send for approval"]},
                 help_source("returns-and-credits.md", "Raising a credit note"), "howto how: Accounts > Credits"))
    out.append(q("t29", "Why would a shelf label come out saying \"Recipe under review\"?", "howto",
                 {"contains": ["QA", "Approve recipe"]},
                 help_source("allergen-labels.md", "Why a label says \"Recipe under review\""),
                 "howto why: recipe changed, not yet signed off by QA"))
    out.append(q("t30", "Why do bakers have to probe a loaf for its core temperature every batch?", "howto",
                 {"contains": ["92"]}, help_source("batch-logging.md", "Why core temperature is recorded"),
                 "howto why: must reach 92 C; record for environmental health; amber below"))
    out.append(q("t31", "How can I stop anything being delivered to a customer who owes us money?", "howto",
                 {"contains": ["On Stop", "On hold"]}, help_source("customer-accounts.md", "Putting an account on stop"),
                 "howto how: On Stop toggle -> dockets created On hold"))

    # ---- 2 in Russian / Ukrainian ----
    n = sum(1 for d in octo if d.run == "R2 Valley")
    out.append(q("t32", "Сколько накладных было по маршруту Valley (R2) в октябре?", "table_count", {"number": n},
                 LEDGER, "Russian, count: October rows with Van run R2 Valley, any status"))
    c = data.customer_by_name("Saltmere Bay Hotel")
    out.append(q("t33", "Хто контактна особа в клієнта Saltmere Bay Hotel?", "lookup", {"contains": [c.contact]},
                 ACCOUNTS, "Ukrainian, lookup by customer name: Main Contact in the accounts CSV"))

    # ---- 6 refusals ----
    assert not any(d.day.month == 9 for d in ds)
    out.append(refuse("t34", "How many dockets did we dispatch in September 2025?",
                      "the ledger covers 1 October - 29 November 2025 only"))
    assert "CN-2511-09" not in {c.number for c in data.credit_notes()}
    out.append(refuse("t35", "What is the total on credit note CN-2511-09?", "no such credit note (03-06 exist)"))
    out.append(refuse("t36", "How do I pair the card reader with a driver's handset in Crumbline?",
                      "card payments / card readers are not covered by the help pages"))
    assert "Harriet Voss" not in {r.driver for r in data.RUNS}
    out.append(refuse("t37", "Which van run does Harriet Voss drive?", "no such driver in the Van runs sheet"))
    out.append(refuse("t38", "What was the Coast run's on-time percentage in October?",
                      "the route review covers November 2025 only; the ledger has no punctuality"))
    assert int(ds[0].number[4:]) > 47950
    out.append(refuse("t39", "What was the net value of docket DKT-47950?", "no such docket (numbers start at "
                      f"{ds[0].number})"))

    # ---- 1 asked by the restricted group ----
    p = next(p for p in data.premiums() if p.name == "Samir Osei")
    line = q("t40", "How much night-bake premium is Samir Osei due for November?", "lookup", money(p.premium),
             PREMIUMS, "restricted (group hr), lookup by person's name: Premium GBP on the night-bake premium sheet")
    line["group"] = "hr"
    out.append(line)
    return out


if __name__ == "__main__":
    write_set(OUT, FROZEN, [conform(line) for line in build()], 40, "t")
