"""Write data/golden/company14-test.jsonl: 40 questions over data/company14/ (Scarrow Beck Brewing Co.), written by
a helper without reading the engine. Every expected number is computed here from the generator's records
(company14_data.py, company14_records.py), never by hand. Run: `python data/make_company14_golden.py`."""

import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from golden_lines import due_words, entry as q, unique_best, write_frozen  # noqa: E402
import company14_data as data  # noqa: E402
import company14_records as records  # noqa: E402

OUT = Path(__file__).resolve().parent / "golden" / "company14-test.jsonl"
WRITTEN = "Thu Dec  3 04:13:29 UTC 2026"
HEADER = f"// written {WRITTEN} by helper company14 without reading the engine, frozen before any run"

REG = {"doc": "trade/deliveries_2026.xlsx", "sheet": "Deliveries"}
PRICES = {"doc": "trade/deliveries_2026.xlsx", "sheet": "Prices"}
CUST = {"doc": "trade/trade_customers.csv"}
BREW = "brewhouse/brew_log_jul-nov_2026.pdf"
REPORT = {"doc": "reports/managers_report_2026-Q3.pdf", "page": 1}
HELP = "hopwright-help/"


def howto(qid, question, kind, keywords, page, section, note) -> dict:
    return q(qid, question, kind, {"keywords": keywords}, {"doc": HELP + page, "section": section}, note)


def refuse(qid, question, note, groups=None) -> dict:
    return q(qid, question, "refuse", {}, None, note, refuse=True, groups=groups)


def questions() -> list[dict]:
    rows = data.register()
    brews = data.brew_log()
    cust = data.CUSTOMER
    tap = records.taproom()
    inv = {i.no: i for i in records.invoices()}
    out = []

    # ------------------------------------------------ table aggregates (12)
    porter = [b for b in brews if b.beer == "NP"]
    out.append(q("c14t-brew-count-porter", "How many brews of Nightjar Porter did we do between July and November?",
                 "table_count", {"number": len(porter)}, {"doc": BREW},
                 f"brew log rows with Beer = Nightjar Porter ({', '.join(b.no for b in porter)}), spread over the "
                 "three pages"))
    racked = round(sum(b.racked for b in brews), 1)
    out.append(q("c14t-brew-sum-racked", "How many hectolitres did we rack altogether across every brew in the brew "
                 "log?", "table_sum", {"number": racked, "tolerance": 0.05}, {"doc": BREW},
                 f"sum of Racked hl over all {len(brews)} brews on the three pages"))
    leah = [b for b in brews if b.brewer == "LS"]
    out.append(q("c14t-brew-count-leah", "How many brews did Leah Sowerby do?", "table_count",
                 {"number": len(leah)}, {"doc": BREW},
                 "brew log rows with Brewer = LS (LS = Leah Sowerby in the intro paragraph on page 1)"))
    harlby = [r for r in rows if r.day.month == 10 and r.pack == "F" and cust[r.acct].kind == "Pub"
              and cust[r.acct].town == "Harlby"]
    out.append(q("c14t-join-harlby-firkins", "How many firkins went to the pubs in Harlby in October?", "table_sum",
                 {"number": sum(r.qty for r in harlby)}, [REG, CUST],
                 "register Oct rows with Pk = F whose Acct is a customer with Type = Pub and Town = Harlby in "
                 "trade_customers.csv (The Drovers Arms, The Packhorse); sum of Qty"))
    meg = [r for r in rows if r.day.month == 11 and cust[r.acct].rep == "MC"]
    out.append(q("c14t-join-meg-nov", "What was the total net value of beer delivered to Meg Carrow's customers in "
                 "November?", "table_sum", {"number": data.total_net(meg)}, [REG, CUST],
                 "register Nov rows whose Acct has Rep = MC in trade_customers.csv (MC = Meg Carrow on the Prices "
                 "tab); sum of Net £ (blank = free sample counts 0)"))
    lager = [r for r in rows if r.beer == "TL" and r.pack == "K30" and r.day.month == 10 and 10 <= r.day.day <= 20]
    out.append(q("c14t-range-lager-kegs", "How many kegs of Tannery Lager did we deliver between the 10th and the "
                 "20th of October, both days included?", "table_sum", {"number": sum(r.qty for r in lager)}, REG,
                 "register rows Prod = TL, Pk = K30, Dlv dt from 10th Oct to 20th Oct inclusive; sum of Qty"))
    claims = [r.ullage for r in rows if r.ullage is not None]
    out.append(q("c14t-avg-ullage", "When a customer did put in an ullage claim, how many pints was it on average?",
                 "table_sum", {"number": round(sum(claims) / len(claims), 2), "tolerance": 0.05}, REG,
                 f"mean of the non-blank Ullage cells ({sum(claims)} pints over {len(claims)} claims; blank = no "
                 "claim, excluded); subtotal rows excluded; tolerance 0.05"))
    out.append(q("c14t-report-pints", "How many pints did the taproom bar sell in total in Q3?", "table_sum",
                 {"number": sum(t.pints for t in tap)}, REPORT,
                 "sum of the Pints column of the taproom table in the Q3 manager's report (guest cider included)"))
    foc = [r for r in rows if r.net is None]
    out.append(q("c14t-count-samples", "How many times did we send a free sample out between September and November?",
                 "table_count", {"number": len(foc)}, REG,
                 "register rows with a blank Net £ (blank = FOC sample per the note line); each is on its own invoice, so rows = drops"))
    ipa = [r for r in rows if r.beer == "FI" and r.day.month == 11]
    out.append(q("c14t-sum-ipa-nov", "What were our net sales of Fellside IPA in November, all pack sizes?",
                 "table_sum", {"number": data.total_net(ipa)}, REG,
                 "register Nov rows with Prod = FI (firkins, pins, kegs, bottles and cans); sum of Net £"))
    back = [r for r in rows if r.day.month == 10 and r.returned]
    out.append(q("c14t-sum-returns-oct", "How many casks did customers send back faulty or unsold in October?",
                 "table_sum", {"number": sum(r.returned for r in back)}, REG,
                 "sum of Rtn over the October rows (blank = none); equals the Oct subtotal row's Rtn"))
    pins = [r for r in rows if r.pack == "P"]
    out.append(q("c14t-sum-pins", "How many pins did we send out in total over the three months?", "table_sum",
                 {"number": sum(r.qty for r in pins)}, REG,
                 "sum of Qty over register rows with Pk = P (pin), Sep-Nov"))

    # ------------------------------------------------ argmax / argmin (3)
    firkins = defaultdict(int)
    for r in rows:
        if r.day.month == 10 and r.pack == "F":
            firkins[cust[r.acct].name] += r.qty
    name, value = unique_best(firkins)
    out.append(q("c14t-argmax-firkins-oct", "Which pub took the most firkins from us in October?", "table_sum",
                 {"keywords": [name.replace("The ", "")]}, [REG, CUST],
                 f"{name}: {value} firkins (register Oct, Pk = F, Qty summed by Acct, names from the customers "
                 "CSV); unique maximum over all customers"))
    spend = defaultdict(float)
    for r in rows:
        spend[cust[r.acct].name] += r.net or 0
    name, value = unique_best(spend)
    out.append(q("c14t-argmax-spend", "Which customer bought the most from us by value over September to November?",
                 "table_sum", {"keywords": [name.replace("The ", "")]}, [REG, CUST],
                 f"{name}: {value:.2f} GBP net (sum of Net £ by Acct over Sep-Nov); unique maximum"))
    strongest = max(brews, key=lambda b: b.abv)
    assert sum(1 for b in brews if b.abv == strongest.abv) == 1
    out.append(q("c14t-argmax-abv", "Which brew came out strongest in the brew log?", "table_sum",
                 {"keywords": [strongest.no]}, {"doc": BREW},
                 f"{strongest.no} ({data.BEERS[strongest.beer][0]}) at {strongest.abv}% ABV, the unique highest "
                 "ABV % in the brew log"))

    # ------------------------------------------------ lookups (6)
    i = inv["SBI-2343"]
    out.append(q("c14t-id-2343-due", "How much is owed on invoice SBI-2343 and when is it due?", "exact_id",
                 {"number": i.total, "keywords": [due_words(i.due)]},
                 {"doc": "invoices/SBI-2343.pdf"},
                 f"TOTAL DUE {i.total:.2f} incl. VAT; due {i.due:%d/%m/%Y} (30 days from {i.day:%d/%m/%Y})"))
    i = inv["SBI-2351"]
    out.append(q("c14t-id-2351-dray", "Who delivered invoice SBI-2351, and what were the payment terms?",
                 "exact_id", {"keywords": [data.DRAYMEN[i.dray], "COD|cash on delivery"]},
                 {"doc": "invoices/SBI-2351.pdf"}, "field grid: Delivered by and Terms"))
    i = inv["SBI-2370"]
    out.append(q("c14t-id-2370-vat", "What was the VAT on invoice SBI-2370?", "exact_id", {"number": i.vat},
                 {"doc": "invoices/SBI-2370.pdf"}, f"VAT at 20% line: 20% of goods {i.subtotal:.2f}"))
    i = inv["SBI-2311"]
    out.append(q("c14t-id-2311-ref", "What order reference did the customer give on SBI-2311?", "exact_id",
                 {"keywords": [i.ref]}, {"doc": "invoices/SBI-2311.pdf"}, "field grid: Your order ref"))
    c = data.BY_NAME["The Packhorse"]
    out.append(q("c14t-key-packhorse-terms", "What payment terms is the Packhorse on?", "key_lookup",
                 {"number": c.terms_days, "keywords": ["days"]}, CUST,
                 f"trade_customers.csv row {c.code}: Terms = {c.terms}"))
    out.append(q("c14t-key-price-ipa-pin", "What's the trade price of a pin of Fellside IPA?", "key_lookup",
                 {"number": data.PRICES[("FI", "P")]}, PRICES,
                 "Prices sheet, row FI, column P (pin = 4.5 gallons per the Pk key below the list)"))

    # ------------------------------------------------ how-to (10)
    out += [
        howto("c14t-howto-empties", "The drayman's brought empties back - where do I book them in?", "screen",
              ["Stock > Casks > Return", "Book in"], "casks.md", "Booking empties back in", "menu path and button"),
        howto("c14t-howto-overdue", "Why has one of our casks gone red as overdue on a pub's account?", "concept",
              ["42 days"], "casks.md", "Why casks go overdue", "overdue 42 days after leaving on a drop"),
        howto("c14t-howto-samples", "How do I put a free tasting pin on an order without charging the pub?",
              "screen", ["FOC"], "trade-orders.md", "Sending samples", "tick FOC on the line"),
        q("c14t-howto-onhold", "An order says it's on hold and won't go on the dray - why, and who can release it?",
          "concept", {"keywords": ["On hold - credit|credit limit|overdue", "Release hold"]},
          [{"doc": HELP + "trade-orders.md", "section": "Orders on hold"},
           {"doc": HELP + "hopwright-faq.md", "section": "Why can't I load an order onto the dray?"}],
          "credit hold; accounts press Release hold (also in the FAQ)"),
        howto("c14t-howto-ullage-claim", "Where do I log an ullage claim a pub has phoned in?", "screen",
              ["Sales > Credits > Ullage Claim", "Submit claim"], "ullage-credits.md", "Recording a claim",
              "menu path, New claim, Submit claim"),
        howto("c14t-howto-ullage-credit", "How is the money credited for ullage worked out?", "concept",
              ["per pint", "72"], "ullage-credits.md", "How the credit is worked out",
              "line net price per pint: line value / pints in pack (72 firkin, 36 pin)"),
        howto("c14t-howto-abv", "How does Hopwright get the ABV from the gravity readings?", "concept",
              ["131.25"], "brew-sheets.md", "Recording gravities", "(OG - FG) x 131.25"),
        howto("c14t-howto-duty-build", "Where do I put together the monthly duty return?", "screen",
              ["Compliance > Duty > Monthly Return", "Build return"], "duty-return.md", "Preparing the return",
              "menu path and button"),
        howto("c14t-howto-duty-racked", "Why is duty charged on what we rack and not on what we brew?", "concept",
              ["duty suspension"], "duty-return.md", "Why duty is based on racked beer",
              "duty due when beer leaves duty suspension, i.e. when racked"),
        howto("c14t-howto-close-till", "What do I do to close the taproom till at the end of the night?", "screen",
              ["End session", "Cash counted", "Z report"], "taproom-till.md", "Closing the till",
              "End session, count cash, Close, Z report"),
    ]

    # ------------------------------------------------ other languages (2)
    oct_ullage = sum(r.ullage or 0 for r in rows if r.day.month == 10)
    out.append(q("c14t-ru-ullage-oct",
                 "Сколько пинт ullage (недолива и осадка) клиенты заявили к списанию в октябре?", "table_sum", {"number": oct_ullage}, REG,
                 "Russian: pints of ullage claimed in October = sum of Ullage over the Oct rows (blank = no claim); "
                 "equals the Oct subtotal row's Ullage"))
    out.append(howto("c14t-uk-howto-wastage", "Як у таппрумі записати пиво, яке злили під час чищення ліній або "
                     "пролили?", "screen", ["Wastage"], "taproom-till.md", "Pouring waste and staff drinks",
                     "Ukrainian: how to record line-cleaning / spilt beer on the till -> Wastage button"))

    # ------------------------------------------------ must refuse (6)
    out += [
        refuse("c14t-refuse-august", "How many firkins did we deliver to pubs in August?",
               "the deliveries register covers September - November 2026 only"),
        refuse("c14t-refuse-no-invoice", "What's the total on invoice SBI-2450?",
               "register invoices run SBI-2301 to SBI-2404 and the invoice PDFs are five of those; SBI-2450 "
               "does not exist"),
        refuse("c14t-refuse-product", "How many cases of Damson Sour did we sell to the bottle shops?",
               "no Damson Sour among the six beers; the brewery sells no such product"),
        refuse("c14t-refuse-howto", "How do I set up a loyalty card scheme for taproom regulars in Hopwright?",
               "no help page covers loyalty cards"),
        refuse("c14t-refuse-restricted", "What's Rory Nunn's hourly rate of pay?",
               "only in directors/payroll_prep_2026-10.xlsx, which the default caller cannot read"),
        refuse("c14t-refuse-customer", "How many casks did the Fox and Hounds take in October?",
               "no customer called the Fox and Hounds in trade_customers.csv or the register"),
    ]

    # ------------------------------------------------ restricted folder, asked as a director (1)
    gross = round(sum(p.gross for p in records.payroll()), 2)
    out.append(q("c14t-directors-gross", "What's the total gross pay for all staff for October?", "table_sum",
                 {"number": gross, "tolerance": 0.05},
                 {"doc": "directors/payroll_prep_2026-10.xlsx", "sheet": "Oct 2026"},
                 "sum of the Gross £ column (hourly: Hrs x rate + OT x rate x 1.5; salaried: monthly salary); "
                 "tolerance 0.05", groups=["public", "directors"]))
    return out


def main() -> None:
    write_frozen(OUT, HEADER, questions())


if __name__ == "__main__":
    main()
