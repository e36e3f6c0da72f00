"""Write data/golden/company8-dev.jsonl: 40 questions over data/company8 (Brindlecote Bakehouse Ltd), different
from the test set with the same mix, written without reading the engine and frozen before any run. Every expected number comes from company8_data.py.
Run: `python data/make_company8_dev.py`.

Mix: 12 table aggregates, 3 argmax/argmin, 6 lookups, 10 how-to (5 where-on-screen, 5 how/why), 2 in Russian or
Ukrainian, 6 refusals, 1 asked by the `hr` group.
"""

import sys
from pathlib import Path
from statistics import mean

sys.path.insert(0, str(Path(__file__).resolve().parent))
import company8_data as data  # noqa: E402
from golden_lines import conform, dates, money, q, refuse, unique_end, write_set  # noqa: E402

FROZEN = "// written 2026-12-02 10:07 UTC by helper company8 without reading the engine, frozen before any run"
OUT = Path(__file__).resolve().parent / "golden" / "company8-dev.jsonl"

# the same sources and helpers as the test set's generator
from make_company8_golden import ACCOUNTS, LEDGER, LOG, PREMIUMS, REPORT, RUNS_SHEET, cn_source, help_source, live  # noqa: E402,F401


def build() -> list[dict]:
    ds = data.dockets()
    octo, nov = data.in_month(ds, 10), data.in_month(ds, 11)
    custs = {c.ref: c for c in data.customers()}
    logs = data.batches()
    report = data.route_review()
    out = []

    # ---- 12 table aggregates ----
    n = sum(1 for d in nov if d.status == "Part delivered")
    out.append(q("d01", "How many November dockets ended up only part delivered?", "table_count", {"number": n}, LEDGER,
                 "count: November ledger rows with Status Part delivered"))
    v = sum(d.value for d in live(octo) if d.run == "R1 Town")
    out.append(q("d02", "What did the Town run deliver in October by net value? Ignore cancelled dockets.",
                 "table_sum", money(v), LEDGER,
                 "sum: Net GBP of October rows with Van run R1 Town and Status not Cancelled"))
    ratings = [d.rating for d in ds if d.run == "R4 Moorland" and d.rating is not None]
    out.append(q("d03", "What's the average customer rating for deliveries on the Moorland run, across both months?",
                 "table_avg", {"number": round(mean(ratings), 2), "tolerance": 0.01}, LEDGER,
                 f"avg with blanks: mean of the {len(ratings)} non-blank Rating (1-5) cells of R4 Moorland rows "
                 "(blank = not given, left out)"))
    v = sum(d.value for d in live(octo) if 20 <= d.day.day <= 24)
    out.append(q("d04", "What was the net value of dockets dated 20 to 24 October inclusive, excluding cancellations?",
                 "table_sum", money(v), LEDGER,
                 "sum over a date range inside a month: Net GBP of rows dated 20.10-24.10.2025, Status not Cancelled"))
    n = sum(b.waste for b in logs)
    out.append(q("d05", "How many units were wasted across all November batches?", "table_sum", {"number": n}, LOG,
                 "sum over the 3-page PDF table: Waste column, all rows"))
    n = sum(d.trays for d in live(nov) if custs[d.account].kind == "Cafe")
    out.append(q("d06", "How many trays went to cafes in November, not counting cancelled dockets?", "table_sum",
                 {"number": n}, LEDGER,
                 "join: ledger A/c ref -> accounts CSV Customer Type Cafe; sum Trays of November non-cancelled rows"))
    n = sum(1 for d in ds if custs[d.account].kind == "School")
    out.append(q("d07", "How many dockets in the ledger were for schools and nurseries?", "table_count", {"number": n},
                 LEDGER, "join: ledger A/c ref -> accounts CSV Customer Type School; count all rows, any status"))
    fuel = sum(r.fuel for r in report)
    out.append(q("d08", "How much fuel did the vans use in November in total, per the route review?", "table_sum",
                 {"number": round(fuel, 1), "tolerance": 0.15}, REPORT,
                 "sum from the PDF report's table: Fuel (litres) column"))
    n = sum(1 for b in logs if b.baker == "SO")
    out.append(q("d09", "How many batches did Samir Osei bake in November?", "table_count", {"number": n}, LOG,
                 "count over the 3-page PDF table: rows with Baker SO (initials key in the log's intro)"))
    n = sum(d.trays for d in live(octo))
    out.append(q("d10", "What was the total number of trays dispatched in October, excluding cancelled dockets?",
                 "table_sum", {"number": n}, LEDGER, "sum: Trays of October rows with Status not Cancelled"))
    units = [b.units for b in logs if b.product == "Seeded Sourdough"]
    out.append(q("d11", "How big is a typical seeded sourdough batch - what's the average units out per batch in "
                 "November?", "table_avg", {"number": round(mean(units), 2), "tolerance": 0.5}, LOG,
                 f"avg over the PDF table: mean Units out of the {len(units)} Seeded Sourdough batches"))
    n = sum(1 for d in ds if d.status == "On hold")
    out.append(q("d12", "How many dockets in the ledger are sitting on hold?", "table_count", {"number": n}, LEDGER,
                 "count: rows with Status On hold, both months"))

    # ---- 3 argmax / argmin ----
    per_run = {}
    for d in live(nov):
        per_run[d.run] = per_run.get(d.run, 0) + d.trays
    top = unique_end(per_run)
    out.append(q("d13", "Which van run carried the most trays in November (leaving out cancelled dockets)?", "argmax",
                 {"contains": [f"{top}|{top.split()[-1]}"]}, LEDGER,
                 f"argmax: Trays summed per Van run over November non-cancelled rows ({per_run[top]})"))
    per_baker = {}
    for b in logs:
        per_baker[b.baker] = per_baker.get(b.baker, 0) + b.units
    top = unique_end(per_baker)
    out.append(q("d14", "Which baker produced the most units in November?", "argmax",
                 {"contains": [f"{data.BAKERS[top]}|{data.BAKERS[top].split()[-1]}"]}, LOG,
                 f"argmax: Units out summed per Baker ({per_baker[top]}); name from the initials key"))
    low = unique_end({r.run: r.minutes for r in report}, lowest=True)
    out.append(q("d15", "Which van run was quickest per drop in November?", "argmax",
                 {"contains": [f"{low}|{low.split()[1]}"]}, REPORT,
                 "argmin: Avg mins per drop in the route review table"))

    # ---- 6 lookups ----
    cn = data.credit_note("CN-2511-06")
    out.append(q("d16", "What was the reason given on credit note CN-2511-06?", "lookup",
                 {"contains": ["crushed"]}, cn_source(cn.number), f"lookup: Reason line ({cn.reason})"))
    d = data.docket("DKT-48310")
    out.append(q("d17", f"For docket {d.number}, what date did it go out and which account was it for?", "lookup",
                 {"contains": [dates(d.day), f"{d.account}|{custs[d.account].name}"]}, LEDGER,
                 "lookup, two fields: Disp. date and A/c ref of one ledger row"))
    cn = data.credit_note("CN-2511-03")
    out.append(q("d18", "When was credit note CN-2511-03 issued?", "lookup", {"contains": [dates(cn.issued)]},
                 cn_source(cn.number), "lookup: Date field of the credit note"))
    c = next(c for c in data.customers() if c.contact == "Kofi Ashdown")
    out.append(q("d19", "Kofi Ashdown is our contact at which customer?", "lookup", {"contains": [c.name]}, ACCOUNTS,
                 "lookup by person's name: Trading Name whose Main Contact is Kofi Ashdown"))
    b = data.batch("B2511-019")
    out.append(q("d20", "What was baked in batch B2511-019?", "lookup", {"contains": [b.product]}, LOG,
                 "lookup: Product of one batch (page 1 of the log)"))
    run = next(r for r in data.RUNS if r.code == "R3")
    out.append(q("d21", "What time does the Coast van leave the yard?", "lookup", {"contains": [run.departs]},
                 RUNS_SHEET, "lookup: Leaves yard on the Van runs sheet"))

    # ---- 10 how-to: 5 where on the screen, 5 how/why ----
    out.append(q("d22", "Where's the Print Run Sheets button?", "howto", {"contains": ["top bar", "Dispatch"]},
                 help_source("dispatch-board.md", "Layout of the board"),
                 "howto where: Dispatch > Board, top bar"))
    out.append(q("d23", "A van came back short - where do I enter how many trays were missing?", "howto",
                 {"contains": ["Outcome", "Trays short"]}, help_source("dispatch-board.md", "Recording a part delivery"),
                 "howto where: docket card, Outcome tab, Part delivered, Trays short"))
    out.append(q("d24", "Where do I change a customer's payment terms?", "howto", {"contains": ["Pricing", "Terms"]},
                 help_source("customer-accounts.md", "Changing payment terms"),
                 "howto where: Pricing tab, Terms drop-down (finance role)"))
    out.append(q("d25", "Where are the allergen tick boxes for a product?", "howto",
                 {"contains": ["Product Card", "Allergens"]},
                 help_source("allergen-labels.md", "Where allergen information is kept"),
                 "howto where: Catalogue > Products, Product Card, Allergens tab"))
    out.append(q("d26", "On the standing order screen, where do I find Save & Schedule?", "howto",
                 {"contains": ["bottom right"]}, help_source("standing-orders.md", "The Standing Order screen"),
                 "howto where: bottom right, next to Save draft"))
    out.append(q("d27", "Early this morning I couldn't drag dockets between lanes on the board any more. Why not?",
                 "howto", {"contains": ["Lock Runs", "03:30"]},
                 help_source("dispatch-board.md", "Locking runs before loading"),
                 "howto why: runs locked at 03:30; supervisor Unlock with PIN"))
    out.append(q("d28", "Who has to approve a credit note for 220 pounds, and why?", "howto",
                 {"contains": ["dispatch manager", "150"]},
                 help_source("returns-and-credits.md", "Who approves credits and why"),
                 "howto why: over 150.00 GBP needs the dispatch manager"))
    out.append(q("d29", "How can I get yesterday's run sheets printed again?", "howto",
                 {"contains": ["History", "Reprint run sheets"]},
                 help_source("crumbline-faq.md", "Where do I find yesterday's run sheets?"),
                 "howto how: Board/History switch, Reprint run sheets"))
    out.append(q("d30", "Why would a docket be showing as On hold?", "howto", {"contains": ["On Stop|on stop", "Hold"]},
                 help_source("crumbline-faq.md", "Why is a docket showing \"On hold\"?"),
                 "howto why: account on stop or held by hand"))
    out.append(q("d31", "How do I print shelf labels for a customer's products?", "howto",
                 {"contains": ["Shelf Labels", "Print labels"]},
                 help_source("allergen-labels.md", "Printing shelf labels for customers"),
                 "howto how: Labels > Shelf Labels, template, Print labels"))

    # ---- 2 in Russian / Ukrainian ----
    n = sum(d.returned for d in octo if d.returned)
    out.append(q("d32", "Скільки лотків клієнти повернули за жовтень?", "table_sum", {"number": n}, LEDGER,
                 "Ukrainian, sum: Trays back of October rows (blank = none)"))
    out.append(q("d33", "Как исправить уже закрытую партию на планшете в пекарне?", "howto",
                 {"contains": ["Batch History", "Correction reason"]},
                 help_source("batch-logging.md", "Correcting a closed batch"),
                 "Russian, howto how: supervisors only, Batch History, pencil icon, Correction reason"))

    # ---- 6 refusals ----
    out.append(refuse("d34", "How many White Tin loaves were baked in October?",
                      "the batch log covers November 2025 only; the ledger has trays per line, not loaves"))
    assert "B2511-120" not in {b.batch for b in logs}
    out.append(refuse("d35", "Which oven was batch B2511-120 baked in?", f"no such batch (log runs to {logs[-1].batch})"))
    out.append(refuse("d36", "How do I book a baker's annual leave in Crumbline?",
                      "staff holidays are not covered by the help pages"))
    assert not any("Blue Heron" in c.name for c in data.customers())
    out.append(refuse("d37", "What payment terms does the Blue Heron Cafe have?", "no such customer in the accounts"))
    assert not any(d.day.month == 12 for d in ds)
    out.append(refuse("d38", "What was the total net value of dockets in December 2025?",
                      "the ledger covers 1 October - 29 November 2025 only"))
    assert not any(c.number.startswith("CN-2510") for c in data.credit_notes())
    out.append(refuse("d39", "What was the total on credit note CN-2510-02?", "no October credit notes in the files"))

    # ---- 1 asked by the restricted group ----
    total = sum(p.premium for p in data.premiums())
    line = q("d40", "What's the total night-bake premium bill for November?", "table_sum", money(total), PREMIUMS,
             "restricted (group hr), sum: Premium GBP of all rows (the sheet's Total row)")
    line["group"] = "hr"
    out.append(line)
    return out


if __name__ == "__main__":
    write_set(OUT, FROZEN, [conform(line) for line in build()], 40, "d")
