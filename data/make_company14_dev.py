"""Write data/golden/company14-dev.jsonl: 40 development questions over data/company14/ (Scarrow Beck Brewing Co.),
the same mix as company14-test.jsonl but different questions, written after the test set by a helper without
reading the engine. Every expected number is computed here from the generator's records (company14_data.py,
company14_records.py), never by hand. Run: `python data/make_company14_dev.py`."""

import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from golden_lines import write_frozen  # noqa: E402
import company14_data as data  # noqa: E402
import company14_records as records  # noqa: E402
from make_company14_golden import (BREW, CUST, PRICES, REG, REPORT, due_words, howto, q,  # noqa: E402
                                   refuse, unique_best)

OUT = Path(__file__).resolve().parent / "golden" / "company14-dev.jsonl"
WRITTEN = "Thu Dec  3 04:13:34 UTC 2026"
HEADER = f"// written {WRITTEN} by helper company14 without reading the engine, frozen before any run"


def questions() -> list[dict]:
    rows = data.register()
    brews = data.brew_log()
    cust = data.CUSTOMER
    tap = records.taproom()
    inv = {i.no: i for i in records.invoices()}
    out = []

    # ------------------------------------------------ table aggregates (12)
    alys = [b for b in brews if b.brewer == "AC"]
    out.append(q("c14d-brew-count-alys", "How many brews did our head brewer Alys Corrigan do herself between July "
                 "and November?", "table_count", {"number": len(alys)}, {"doc": BREW},
                 "brew log rows with Brewer = AC (AC = Alys Corrigan (head brewer) in the page 1 intro)"))
    sept = [b for b in brews if b.day.month == 9]
    out.append(q("c14d-brew-sum-sept", "How many hectolitres did we brew in September, going by brew length?",
                 "table_sum", {"number": round(sum(b.length for b in sept), 1), "tolerance": 0.05}, {"doc": BREW},
                 f"sum of Length hl over the {len(sept)} brews mashed in during September 2026"))
    fv6 = [b for b in brews if b.fv == "FV6"]
    out.append(q("c14d-brew-count-fv6", "How many brews went into fermenter 6?", "table_count",
                 {"number": len(fv6)}, {"doc": BREW},
                 f"brew log rows with FV = FV6 ({', '.join(b.no for b in fv6)}), across the three pages"))
    shops = [r for r in rows if cust[r.acct].kind == "Bottle shop" and r.pack in ("B12", "C24")]
    out.append(q("c14d-join-bottleshop-cases", "How many cases of bottles and cans did the bottle shops take from "
                 "September to November?", "table_sum", {"number": sum(r.qty for r in shops)}, [REG, CUST],
                 "register rows with Pk = B12 or C24 whose Acct has Type = Bottle shop in trade_customers.csv "
                 "(Bottle & Bine, Cellar Door Beers; the farm shop and the restaurant are other types); sum of Qty"))
    oxcliffe = [r for r in rows if r.day.month == 10 and cust[r.acct].town == "Oxcliffe"]
    out.append(q("c14d-join-oxcliffe-oct", "What was the net value of everything we delivered to customers in "
                 "Oxcliffe in October?", "table_sum", {"number": data.total_net(oxcliffe)}, [REG, CUST],
                 "register Oct rows whose Acct has Town = Oxcliffe in trade_customers.csv; sum of Net £ (FOC "
                 "blanks count 0)"))
    early = [r for r in rows if r.pack == "F" and r.day.month == 11 and r.day.day <= 14]
    out.append(q("c14d-range-firkins-nov", "How many firkins went out between the 1st and the 14th of November?",
                 "table_sum", {"number": sum(r.qty for r in early)}, REG,
                 "register rows with Pk = F and Dlv dt 1st Nov - 14th Nov inclusive, all beers; sum of Qty"))
    paid = [r.net for r in rows if r.day.month == 10 and r.net is not None]
    out.append(q("c14d-avg-line-oct", "Leaving out the free samples, what was the average value of a delivery line "
                 "in October?", "table_sum", {"number": round(sum(paid) / len(paid), 2), "tolerance": 0.05}, REG,
                 f"mean of the non-blank Net £ cells in October ({len(paid)} lines; blank = FOC sample, excluded; "
                 "subtotal row excluded); tolerance 0.05"))
    out.append(q("c14d-report-takings", "How much did the taproom bar take altogether in July to September?",
                 "table_sum", {"number": round(sum(t.takings for t in tap), 2)}, REPORT,
                 "sum of the Takings £ column of the taproom table in the Q3 manager's report"))
    nov_claims = [r for r in rows if r.day.month == 11 and r.ullage is not None]
    out.append(q("c14d-count-claims-nov", "How many ullage claims came in against November deliveries?",
                 "table_count", {"number": len(nov_claims)}, REG,
                 "register Nov rows with a non-blank Ullage (blank = no claim)"))
    kegs = [r for r in rows if r.pack == "K30"]
    out.append(q("c14d-sum-kegs", "How many 30-litre kegs did we deliver over the whole three months?",
                 "table_sum", {"number": sum(r.qty for r in kegs)}, REG, "sum of Qty over rows with Pk = K30"))
    porter = [r for r in rows if r.beer == "NP" and r.day.month == 10]
    out.append(q("c14d-sum-porter-oct", "What did Nightjar Porter bring in, net, in October?", "table_sum",
                 {"number": data.total_net(porter)}, REG,
                 "register Oct rows with Prod = NP (all packs); sum of Net £"))
    out.append(q("c14d-sum-ullage-sep", "How many pints of ullage did customers claim in September?", "table_sum",
                 {"number": sum(r.ullage or 0 for r in rows if r.day.month == 9)}, REG,
                 "sum of Ullage over the September rows; equals the Sep subtotal row"))

    # ------------------------------------------------ argmax / argmin (3)
    claimed = defaultdict(int)
    for r in rows:
        claimed[cust[r.acct].name] += r.ullage or 0
    name, value = unique_best(claimed)
    out.append(q("c14d-argmax-ullage-customer", "Which customer claimed the most ullage over the autumn?",
                 "table_sum", {"keywords": [name.replace("The ", "")]}, [REG, CUST],
                 f"{name}: {value} pints (sum of Ullage by Acct, Sep-Nov); unique maximum"))
    by_beer = defaultdict(float)
    for b in brews:
        by_beer[data.BEERS[b.beer][0]] += b.racked
    name, value = unique_best(by_beer)
    out.append(q("c14d-argmax-racked-beer", "Which of our beers did we rack the most of, by volume, in the brew log?",
                 "table_sum", {"keywords": [name]}, {"doc": BREW},
                 f"{name}: {value:.1f} hl (sum of Racked hl by Beer); unique maximum"))
    worst = max(brews, key=lambda b: b.loss)
    assert sum(1 for b in brews if b.loss == worst.loss) == 1
    out.append(q("c14d-argmax-loss", "Which brew lost the most beer between the fermenter and racking?",
                 "table_sum", {"keywords": [worst.no]}, {"doc": BREW},
                 f"{worst.no} ({data.BEERS[worst.beer][0]}): Length {worst.length} - Racked {worst.racked} = "
                 f"{worst.loss} hl, the unique largest difference"))

    # ------------------------------------------------ lookups (6)
    i = inv["SBI-2379"]
    out.append(q("c14d-id-2379-due", "When is invoice SBI-2379 due, and for how much?", "exact_id",
                 {"number": i.total, "keywords": [due_words(i.due)]}, {"doc": "invoices/SBI-2379.pdf"},
                 f"TOTAL DUE {i.total:.2f}; due {i.due:%d/%m/%Y} ({i.customer.terms} from {i.day:%d/%m/%Y})"))
    i = inv["SBI-2311"]
    out.append(q("c14d-id-2311-total", "What's the total, VAT included, on SBI-2311?", "exact_id",
                 {"number": i.total}, {"doc": "invoices/SBI-2311.pdf"},
                 f"TOTAL DUE line: goods {i.subtotal:.2f} + VAT {i.vat:.2f}"))
    i = inv["SBI-2370"]
    out.append(q("c14d-id-2370-due", "Cellar Door Beers' invoice SBI-2370 - what date does it have to be paid by?",
                 "exact_id", {"keywords": [due_words(i.due)]}, {"doc": "invoices/SBI-2370.pdf"},
                 f"Due date field {i.due:%d/%m/%Y} ({i.customer.terms})"))
    i = inv["SBI-2351"]
    bitter = sum(line.qty for line in i.lines if line.beer == "BB" and line.pack == "F")
    out.append(q("c14d-id-2351-bitter", "How many firkins of Beck Bitter were on invoice SBI-2351?", "exact_id",
                 {"number": bitter}, {"doc": "invoices/SBI-2351.pdf"}, "items table, Beck Bitter Firkin line, Qty"))
    c = data.BY_NAME["The Gannet Inn"]
    out.append(q("c14d-key-gannet-contact", "Who's our contact at the Gannet Inn?", "key_lookup",
                 {"keywords": [c.contact]}, CUST, f"trade_customers.csv row {c.code}: Contact"))
    out.append(q("c14d-key-price-gp-keg", "How much do we charge the trade for a 30 litre keg of Gannet Pale?",
                 "key_lookup", {"number": data.PRICES[("GP", "K30")]}, PRICES, "Prices sheet, row GP, column K30"))

    # ------------------------------------------------ how-to (10)
    out += [
        howto("c14d-howto-lost-cask", "A pub says they've lost one of our firkins - how do I write it off?",
              "screen", ["Mark lost", "Loss reason"], "casks.md", "Writing off a lost cask",
              "Mark lost, Loss reason, director approval"),
        howto("c14d-howto-load-casks", "How do I put casks onto a drop before the dray leaves the yard?", "screen",
              ["Deliveries > Dray Run", "Load"], "casks.md", "Sending casks out on a delivery",
              "scan or Add cask, then Load"),
        howto("c14d-howto-new-order", "Where do I enter a new order when a pub rings in?", "screen",
              ["Sales > Orders > New Order", "Save order"], "trade-orders.md", "Entering an order",
              "menu path and Save order"),
        howto("c14d-howto-cod", "What does the drayman have to do when dropping at a cash-on-delivery customer?",
              "concept", ["Take payment"], "trade-orders.md", "Cash on delivery customers",
              "Take payment on the handheld before closing the drop"),
        howto("c14d-howto-cask-back", "Why do the brewers want the cask back before they'll approve a big ullage "
              "claim?", "concept", ["6 pints", "retained sample|cellar fault"], "ullage-credits.md",
              "Why we ask for the cask back", "over 6 pints: taste vs retained sample, brewery vs cellar fault"),
        howto("c14d-howto-new-brew", "How do I start a new brew sheet?", "screen", ["New brew", "Start mash"],
              "brew-sheets.md", "Starting a brew sheet", "New brew, recipe/length/fermenter, Start mash"),
        howto("c14d-howto-check-strength", "Why won't Hopwright let me rack a brew that's showing Check strength?",
              "concept", ["0.5%", "head brewer"], "brew-sheets.md", "Why the ABV must match the pump clip",
              "label tolerance 0.5%; head brewer signs off"),
        howto("c14d-howto-duty-submit", "How does the duty return actually get to HMRC?", "screen",
              ["Export CSV", "15th"], "duty-return.md", "Submitting",
              "Export CSV; finance director uploads by the 15th"),
        howto("c14d-howto-tab", "A customer wants to run a tab at the bar - how do I set that up?", "screen",
              ["Open tab", "Hold card"], "taproom-till.md", "Running a tab", "Open tab and Hold card"),
        howto("c14d-howto-reprint-dn", "How do I print another copy of a delivery note?", "screen",
              ["Print DN", "COPY"], "hopwright-faq.md", "How do I reprint a delivery note?",
              "Deliveries > Dray Run, Print DN, stamped COPY"),
    ]

    # ------------------------------------------------ other languages (2)
    pale = [b for b in brews if b.beer == "GP"]
    out.append(q("c14d-uk-brew-count-pale", "Скільки разів ми варили Gannet Pale з липня по листопад?",
                 "table_count", {"number": len(pale)}, {"doc": BREW},
                 f"Ukrainian: brew log rows with Beer = Gannet Pale ({', '.join(b.no for b in pale)})"))
    out.append(howto("c14d-be-howto-terms", "Як змяніць умовы аплаты для кліента ў Hopwright?", "screen",
                     ["Sales > Customers", "Payment terms"], "hopwright-faq.md",
                     "How do I change a customer's credit terms?",
                     "Belarusian: change a customer's payment terms -> Sales > Customers, Account tab, Payment terms"))

    # ------------------------------------------------ must refuse (6)
    out += [
        refuse("c14d-refuse-december", "What were our trade sales in December 2026?",
               "the deliveries register ends in November 2026"),
        refuse("c14d-refuse-no-invoice", "When is invoice SBI-2298 due?",
               "register invoices start at SBI-2301; no SBI-2298 anywhere"),
        refuse("c14d-refuse-product", "How many kegs of Blackberry Saison did we deliver in October?",
               "no Blackberry Saison among the six beers"),
        refuse("c14d-refuse-howto", "How do I book a group brewery tour in Hopwright?",
               "no help page covers brewery tours or tour bookings"),
        refuse("c14d-refuse-restricted", "How much overtime did Jonno Birtle put in in October?",
               "only in directors/payroll_prep_2026-10.xlsx, which the default caller cannot read"),
        refuse("c14d-refuse-customer", "What credit terms is the Crown at Harlby on?",
               "no customer called the Crown in trade_customers.csv"),
    ]

    # ------------------------------------------------ restricted folder, asked as a director (1)
    alys_pay = next(p for p in records.payroll() if p.name == "Alys Corrigan")
    out.append(q("c14d-directors-salary", "What is Alys Corrigan paid a month?", "key_lookup",
                 {"number": alys_pay.salary}, {"doc": "directors/payroll_prep_2026-10.xlsx", "sheet": "Oct 2026"},
                 "payroll prep row Alys Corrigan: Salary £/mth (= Gross £ for October)",
                 groups=["public", "directors"]))
    return out


def main() -> None:
    write_frozen(OUT, HEADER, questions())


if __name__ == "__main__":
    main()
