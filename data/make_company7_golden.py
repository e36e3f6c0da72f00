"""Write data/golden/company7-test.jsonl over data/company7 (Wrenfold Tool & Plant Hire). A TEST set: report only.

40 questions: 12 table aggregates (one over the 3-page inspection register, two joining the contracts to the
catalogue through Item / Item Code, one over a date range inside September, one average over rows some of which
have no value, one superlative, one from the branch report whose branches are columns), 3 argmax/argmin, 6 lookups,
10 how-to (5 where-on-the-screen, 5 how/why), 2 in Russian/Ukrainian, 6 refusals, 1 asked by an `hr` caller.
Written from the documents by a helper that did not read the engine; every expected number is computed here from
company7_data.py, the records the documents print, never from Tally's output.
Run: `python data/make_company7.py && python data/make_company7_golden.py`.

`kind` uses the kinds of data/golden/README.md; the finer kind (table_avg, lookup_fields, howto_screen, ...) is
named at the start of each note.
"""

import re
import sys
from collections import Counter
from datetime import date
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import company7_data as data  # noqa: E402
from golden_lines import dates, money, q, refuse, unique_end, write_set  # noqa: E402

GOLDEN = Path(__file__).resolve().parent / "golden"
FROZEN = "// written 2026-12-02 07:19 UTC by helper company7 without reading the engine, frozen before any run"
CONTRACTS = {"doc": "hires/hire_contracts_2025_Q3.xlsx", "sheet": "Contracts"}
CATALOGUE = {"doc": "catalogue/hire_catalogue_2025.csv"}
REGISTER = {"doc": "inspections/inspection_register_2025-09.pdf"}
REPORT = {"doc": "reports/branch_report_2025-09.pdf", "page": 1}
QUOTE = {"doc": "quotes/QT-2291.pdf", "page": 1}
OVERTIME = {"doc": "hr/yard_overtime_2025-09.pdf", "page": 1}


def guide(page: str, section: str | None = None) -> dict:
    return {"doc": f"gantry-help/{page}", **({"section": section} if section else {})}


def invoice_doc(number: str) -> dict:
    return {"doc": f"invoices/invoice_{number.replace('/', '-')}.pdf", "page": 1}


def row(number: str) -> dict:
    return {**CONTRACTS, "contains": number}


def item_keyword(code: str) -> str:
    """An item named by its code, its catalogue description (without the detail after a comma) or its bare name
    without the size ("Dehumidifier" for "Dehumidifier 50 L"), which must then be the only one of its kind."""
    described = data.item(code).description.split(",")[0]
    bare = re.split(r" \d", described)[0]
    assert [i.description.startswith(bare) for i in data.CATALOGUE].count(True) == 1, f"{bare} is not unique"
    return "|".join(dict.fromkeys([code, described, bare]))


def charges(rows) -> float:
    """Hire charges of rows, skipping ON HIRE rows (they have no charge yet)."""
    return round(sum(c.charge for c in rows if c.charge is not None), 2)


def questions() -> list[dict]:
    cs, ins = data.contracts(), data.inspections()
    category = {i.code: i.category for i in data.CATALOGUE}
    power = {i.code: i.power for i in data.CATALOGUE}
    rng = [c for c in cs if date(2025, 9, 8) <= c.out <= date(2025, 9, 19)]
    assert {date(2025, 9, 8), date(2025, 9, 19)} <= {c.out for c in rng}, "both ends of the range must hold rows"
    cash_days = [c.days for c in cs if c.account == "CASH" and c.days is not None]
    assert any(c.account == "CASH" and c.back is None for c in cs), "the average must skip ON HIRE rows"
    ruairi = [(n, i) for n, i in enumerate(ins) if i.inspector == "Ruairi Dempsey"]
    assert len({data.register_page(n) for n, _ in ruairi}) >= 2, "the register question must need several pages"
    advisory_pages = {data.register_page(n) for n, i in enumerate(ins) if i.result == "Advisory"}
    assert len(advisory_pages) >= 2
    labour = Counter()
    for i in ins:
        labour[i.inspector] += i.labour
    report = data.branch_report()
    one, two = data.contract("C25-1764"), data.contract("C25-1723")
    assert one.account != "CASH" and two.back and all(c.back for c in cs if c.out.month == 7)
    inv71, inv74, inv79 = (data.invoice(n) for n in ("25/0871", "25/0874", "25/0879"))
    assert "25/0877" not in [v[0] for v in data.INVOICED.values()] and not [c for c in cs if c.out.month not in (7, 8, 9)]
    kelvin = next(r for r in data.overtime() if r["name"] == "Kelvin Sollis")
    qt = data.quote()
    return [
        q("p01", "How many hires went out in August 2025?", "table_count",
          {"number": sum(c.out.month == 8 for c in cs)}, CONTRACTS,
          "table_count: Out in 08/2025; the 'Subtotal August 2025' row is not a contract"),
        q("p02", "How many Stanway Cross hires were still out with customers when the export was taken?",
          "table_count", {"number": sum(c.branch == "Stanway Cross" and c.back is None for c in cs)}, CONTRACTS,
          "table_count: Branch = Stanway Cross and Back = ON HIRE, whole sheet"),
        q("p03", "What did Orrin Quay charge altogether for the hires it started in July 2025?", "table_sum",
          money(charges(c for c in cs if c.branch == "Orrin Quay" and c.out.month == 7)), CONTRACTS,
          "table_sum: Charge £ where Branch = Orrin Quay and Out in 07/2025 (no July row is ON HIRE)"),
        q("p04", "Add up the hire charges for everything booked out from 8 to 19 September 2025.", "table_sum",
          money(charges(rng)), CONTRACTS, f"table_sum: Charge £ of the {len(rng)} rows with Out 08/09/25-19/09/25 "
          f"inclusive (dates shown dd/mm/yy); {sum(c.charge is None for c in rng)} of them are ON HIRE with no charge"),
        q("p05", "On average, how many days does a cash customer keep our kit?", "table_sum",
          {"number": round(sum(cash_days) / len(cash_days), 2), "tolerance": 0.05}, CONTRACTS,
          f"table_avg: mean Days of the {len(cash_days)} Acct = CASH rows that are back (ON HIRE rows have no Days)"),
        q("p06", "Which branch was the busiest in July?", "table_argmax",
          {"keywords": [unique_end(Counter(c.branch for c in cs if c.out.month == 7))]}, CONTRACTS,
          "table_argmax (superlative): contracts per Branch with Out in 07/2025"),
        q("p07", "How many of the contracts in the Q3 export were for access equipment?", "cross_table",
          {"number": sum(category[c.code] == "Access" for c in cs)}, [CONTRACTS, CATALOGUE],
          "table_count (join): Category lives only in the catalogue CSV; join Item = Item Code"),
        q("p08", "How much hire did the diesel machines bring in between July and September?", "cross_table",
          money(charges(c for c in cs if power[c.code] == "Diesel")), [CONTRACTS, CATALOGUE],
          "table_sum (join): Charge £ of contracts whose item's Power (catalogue only) is Diesel; ON HIRE rows "
          "have no charge"),
        q("p09", "How many workshop hours did Ruairi Dempsey log in September's inspections?", "table_sum",
          {"number": sum(i.labour for _, i in ruairi), "tolerance": 0.05}, REGISTER,
          f"table_sum: Labour h of his {len(ruairi)} rows, on pages "
          f"{sorted({data.register_page(n) for n, _ in ruairi})} of the register"),
        q("p10", "How many September inspections passed but with an advisory?", "table_count",
          {"number": sum(i.result == "Advisory" for i in ins)}, REGISTER,
          f"table_count: Result = Advisory over the three pages (rows on pages {sorted(advisory_pages)})"),
        q("p11", "How many hires went out without the damage waiver?", "table_count",
          {"number": sum(not c.waiver for c in cs)}, CONTRACTS, "table_count: Waiver = N, whole sheet"),
        q("p12", "What hire revenue did the September branch report show for the company as a whole?", "table_sum",
          money(sum(r["revenue"] for r in report.values())), REPORT,
          "table_sum: the All branches column of the Hire revenue row (branches are columns; revenue of contracts "
          "off-hired in September, not of contracts opened then)"),
        q("p13", "Which of our inspectors clocked up the most labour in September?", "table_argmax",
          {"keywords": [unique_end(labour)]}, REGISTER, "table_argmax: Labour h summed per Inspector, three pages"),
        q("p14", "What's the piece of kit we hire out most often?", "table_argmax",
          {"keywords": [item_keyword(unique_end(Counter(c.code for c in cs)))]}, [CONTRACTS, CATALOGUE],
          "table_argmax: contracts per Item code, July-September (the code or its catalogue description)"),
        q("p15", "Which item in the catalogue would cost us the most to replace?", "table_argmax",
          {"keywords": [item_keyword(unique_end({i.code: i.value for i in data.CATALOGUE}))]}, CATALOGUE,
          "table_argmax: Replacement £; the code or the description"),
        q("p16", "Who hired the kit on contract C25-1764?", "key_lookup", {"keywords": [one.customer]},
          row("C25-1764"), "lookup_field: Customer of one row (a trade account)"),
        q("p17", "For C25-1723, which branch was it hired from and when did it come back?", "key_lookup",
          {"keywords": [two.branch, dates(two.back)]}, row("C25-1723"),
          "lookup_fields: Branch and Back (shown dd/mm/yy) of one row"),
        q("p18", "Which customer is invoice 25/0874 made out to?", "exact_id", {"keywords": [inv74["name"]]},
          invoice_doc("25/0874"), "lookup_field: the Invoice to block (not the Delivery site)"),
        q("p19", "What's the total to pay on invoice 25/0871 including VAT?", "exact_id", money(inv71["total"]),
          invoice_doc("25/0871"), f"lookup_field: Amount due (GBP), not the net {inv71['net']:.2f}"),
        q("p20", "Until when can Fernbrake accept our quote QT-2291?", "exact_id",
          {"keywords": [dates(qt["valid_until"])]}, QUOTE, "lookup_field: Valid until in the ruled label | value grid"),
        q("p21", "What do we charge per week for an SL-10?", "key_lookup", money(data.item("SL-10").week),
          {**CATALOGUE, "contains": "SL-10"}, "lookup_field: Week rate £ of one catalogue row (not the day rate)"),
        q("p22", "A customer has just rung to say they're finished with the breaker. Where do I put that in?",
          "screen", {"keywords": ["Hires > Off-hire|Confirm off-hire"]},
          guide("off-hiring-and-collections.md", "Taking an off-hire call"), "howto_screen, own words"),
        q("p23", "They're bringing back two of the four heaters and keeping the rest for now. What do I click?",
          "screen", {"keywords": ["Split line"]}, guide("off-hiring-and-collections.md", "Returning part of a hire"),
          "howto_screen, own words"),
        q("p24", "We've no floor saws left here but Orrin Quay has one. How do I get it sent over to us?", "screen",
          {"keywords": ["Request transfer"]}, guide("moving-kit-between-branches.md", "Requesting a transfer"),
          "howto_screen, own words: Fleet > Transfers > Request transfer"),
        q("p25", "Where do I produce the month-end invoices for our trade account customers?", "screen",
          {"keywords": ["Invoice run"]}, guide("account-invoicing.md", "The month-end invoice run"),
          "howto_screen: Accounts > Invoice run"),
        q("p26", "The site manager wants a later return date showing on their contract. How do I change it?",
          "screen", {"keywords": ["Extend hire"]}, guide("gantry-faq.md", "How do I extend a hire that is already out?"),
          "howto_screen, own words: FAQ page whose sections are questions"),
        q("p27", "Why is the Book out button greyed out when I try to hire a mini digger to this customer?", "concept",
          {"keywords": ["ticket"]}, guide("booking-equipment-out.md", "Why Gantry asks for an operator ticket"),
          "howto_concept: no operator card number (CPCS) entered yet"),
        q("p28", "A customer off-hired on Friday but our lorry only got there on Tuesday. Do they pay for the days in "
          "between?", "concept", {"keywords": ["off-hire date|the call"]},
          guide("off-hiring-and-collections.md", "Why charging stops on the call, not on the collection"),
          "howto_concept, own words: no, charging stops at the off-hire date they gave us"),
        q("p29", "The customer took the waiver but punctured a tyre on the dumper. Does the waiver cover it?",
          "concept", {"keywords": ["tyre"]},
          guide("returns-and-damage.md", "Why the damage waiver does not cover everything"),
          "howto_concept, own words: tyres and tracks are not covered; charged at repair cost"),
        q("p30", "Why has the generator that failed its check vanished from availability?", "concept",
          {"keywords": ["quarantine"]}, guide("fleet-inspections.md", "Why a failed item is quarantined"),
          "howto_concept: a Fail moves the item to Fleet > Quarantine until re-tested and released"),
        q("p31", "Availability says we've got no scissor lifts, but I know the company owns several. Why?", "concept",
          {"keywords": ["Show other branches|other branches"]},
          guide("moving-kit-between-branches.md", "Why availability shows nothing at your branch"),
          "howto_concept, own words: availability counts only units at your branch"),
        q("p32", "Сколько договоров проката оформил филиал Millbrook в сентябре 2025 года?", "table_count",
          {"number": sum(c.branch == "Millbrook" and c.out.month == 9 for c in cs)}, [CONTRACTS, REPORT],
          "table_count, Russian: Branch = Millbrook and Out in 09/2025 (also the report's Contracts opened row)"),
        q("p33", "Яка загальна сума до сплати за рахунком 25/0879?", "exact_id", money(inv79["total"]),
          invoice_doc("25/0879"), "lookup_field, Ukrainian: Amount due (GBP) including VAT"),
        refuse("p34", "How do I put an old excavator up for sale as ex-hire stock in Gantry?",
               "near-domain: selling used equipment is not in the Gantry pages"),
        refuse("p35", "Can I see on the GPS tracker where the cherry picker we hired out is right now?",
               "near-domain: trackers and telematics are not covered"),
        refuse("p36", "Where in Gantry do I add a driver to operate the digger for the customer?",
               "near-domain: operated hire (supplying an operator) is not covered; the drivers in the pages do "
               "deliveries and collections"),
        refuse("p37", "How much did we charge for hires that went out in May 2025?",
               "the contracts export covers hires opened July-September 2025 only"),
        refuse("p38", "Which customer is invoice 25/0877 made out to?",
               "no such invoice (25/0871, 25/0874, 25/0879 exist)"),
        refuse("p39", "How much overtime pay did Kelvin Sollis earn in September 2025?",
               "only hr/ (restricted to group hr) has the overtime sheet; the default caller must be refused"),
        {**q("p40", "How much overtime pay did Kelvin Sollis earn in September 2025?", "key_lookup",
             money(kelvin["pay"]), OVERTIME, "lookup_field: OT pay of one row of the overtime sheet (not the Total "
             f"GBP {kelvin['total']:.2f} with on-call), same as p39, asked by an hr caller"),
         "groups": ["public", "hr"]},
    ]


def main() -> None:
    write_set(GOLDEN / "company7-test.jsonl", FROZEN, questions(), 40, "p")


if __name__ == "__main__":
    main()
