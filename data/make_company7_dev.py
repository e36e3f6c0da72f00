"""Write data/golden/company7-dev.jsonl over data/company7 (Wrenfold Tool & Plant Hire). A DEV set: tune on it.

40 questions, the same mix as company7-test.jsonl with different entities, filters, values and wording: 12 table
aggregates (one over the 3-page inspection register, two joining the contracts to the catalogue through Item /
Item Code, one over a date range inside July, one average over rows some of which have no value, one superlative,
one from the branch report whose branches are columns), 3 argmax/argmin, 6 lookups (one two-field, invoice and
quotation header fields), 10 how-to (5 where-on-the-screen, 5 how/why), 2 in Russian/Ukrainian, 6 refusals, 1 asked
by an `hr` caller. Written from the documents by a helper that did not read the engine; every expected number is
computed here from company7_data.py, never from Tally's output. No question text is shared with the test set
(asserted). Run: `python data/make_company7.py && python data/make_company7_dev.py`.

`kind` uses the kinds of data/golden/README.md; the finer kind is named at the start of each note.
"""

import sys
from collections import Counter
from datetime import date
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import company7_data as data  # noqa: E402
import make_company7_golden as test  # noqa: E402
from golden_lines import dates, money, q, refuse, unique_end, write_set  # noqa: E402
from make_company7_golden import (CATALOGUE, CONTRACTS, OVERTIME, QUOTE, REGISTER, REPORT, charges,  # noqa: E402
                                  guide, invoice_doc, item_keyword, row)

GOLDEN = Path(__file__).resolve().parent / "golden"
FROZEN = "// written 2026-12-02 07:20 UTC by helper company7 without reading the engine, frozen before any run"


def questions() -> list[dict]:
    cs, ins = data.contracts(), data.inspections()
    category = {i.code: i.category for i in data.CATALOGUE}
    power = {i.code: i.power for i in data.CATALOGUE}
    jul = [c for c in cs if date(2025, 7, 14) <= c.out <= date(2025, 7, 25)]
    assert {date(2025, 7, 14), date(2025, 7, 25)} <= {c.out for c in jul}, "both ends of the range must hold rows"
    pennant = [c.charge for c in cs if c.account == "A1052" and c.charge is not None]
    assert any(c.account == "A1052" and c.back is None for c in cs), "the average must skip ON HIRE rows"
    oq = [(n, i) for n, i in enumerate(ins) if i.branch == "Orrin Quay" and i.parts]
    assert len({data.register_page(n) for n, _ in oq}) >= 2, "the register question must need several pages"
    parts = Counter()
    for i in ins:
        parts[i.asset] += i.parts  # an asset inspected twice in the month has its parts added up
    assert unique_end(parts) == max(ins, key=lambda i: i.parts).asset
    report = data.branch_report()
    one, two = data.contract("C25-1790"), data.contract("C25-1688")
    inv74, inv79 = data.invoice("25/0874"), data.invoice("25/0879")
    qt = data.quote()
    assert "C25-1912" not in {c.number for c in cs} and not [c for c in cs if c.out.month == 10]
    declan = next(r for r in data.overtime() if r["name"] == "Declan Voss")
    return [
        q("r01", "How many contracts did we write in July 2025?", "table_count",
          {"number": sum(c.out.month == 7 for c in cs)}, CONTRACTS,
          "table_count: Out in 07/2025; the 'Subtotal July 2025' row is not a contract"),
        q("r02", "How many Millbrook hires went out on our own lorry rather than being collected?", "table_count",
          {"number": sum(c.branch == "Millbrook" and c.delivered for c in cs)}, CONTRACTS,
          "table_count: Branch = Millbrook and Transport = Delivered, whole sheet"),
        q("r03", "What were Stanway Cross's hire charges on jobs that went out in August 2025?", "table_sum",
          money(charges(c for c in cs if c.branch == "Stanway Cross" and c.out.month == 8)), CONTRACTS,
          "table_sum: Charge £ where Branch = Stanway Cross and Out in 08/2025"),
        q("r04", "Total the hire charges for contracts that started between 14 and 25 July 2025.", "table_sum",
          money(charges(jul)), CONTRACTS,
          f"table_sum: Charge £ of the {len(jul)} rows with Out 14/07/25-25/07/25 inclusive (dates shown dd/mm/yy)"),
        q("r05", "What does a Pennant Groundworks hire come to on average?", "table_sum",
          {"number": round(sum(pennant) / len(pennant), 2), "tolerance": 0.05}, CONTRACTS,
          f"table_avg: mean Charge £ of the {len(pennant)} Acct = A1052 rows that have a charge (ON HIRE rows have "
          "none)"),
        q("r06", "Which branch had the quietest August for new hires?", "table_argmax",
          {"keywords": [unique_end(Counter(c.branch for c in cs if c.out.month == 8), lowest=True)]}, CONTRACTS,
          "table_argmin (superlative): contracts per Branch with Out in 08/2025"),
        q("r07", "How many hires were of battery-powered machines?", "cross_table",
          {"number": sum(power[c.code] == "Battery" for c in cs)}, [CONTRACTS, CATALOGUE],
          "table_count (join): Power lives only in the catalogue CSV; join Item = Item Code"),
        q("r08", "What did we take in hire charges for earthmoving plant over the quarter?", "cross_table",
          money(charges(c for c in cs if category[c.code] == "Earthmoving")), [CONTRACTS, CATALOGUE],
          "table_sum (join): Charge £ of contracts whose item's Category (catalogue only) is Earthmoving"),
        q("r09", "What did the parts come to across all of Orrin Quay's inspections in September?", "table_sum",
          money(sum(i.parts for _, i in oq)), REGISTER,
          f"table_sum: Parts GBP of the {len(oq)} Orrin Quay rows with parts ('-' is none), on pages "
          f"{sorted({data.register_page(n) for n, _ in oq})}"),
        q("r10", "How many return checks did the workshops do in September?", "table_count",
          {"number": sum(i.check == "Return check" for i in ins)}, REGISTER,
          "table_count: Check = Return check over the three pages of the register"),
        q("r11", "How many hires went to trade account customers rather than cash customers?", "table_count",
          {"number": sum(c.account != "CASH" for c in cs)}, CONTRACTS, "table_count: Acct is not CASH, whole sheet"),
        q("r12", "According to the September branch report, how much kit was still on hire at Millbrook and Orrin "
          "Quay between them?", "table_sum", {"number": report["Millbrook"]["on_hire"] + report["Orrin Quay"]["on_hire"]},
          REPORT, "table_sum: two cells of the 'Still on hire 30/09' row (branches are columns)"),
        q("r13", "Which asset ran up the biggest parts bill at inspection in September?", "table_argmax",
          {"keywords": [unique_end(parts)]}, REGISTER, "table_argmax: Parts GBP summed per Asset no. over the three pages (the largest single row is the same asset)"),
        q("r14", "Which trade account hires from us most often?", "table_argmax",
          {"keywords": [data.account(unique_end(Counter(c.account for c in cs if c.account != "CASH"))).name
                        .replace(" Ltd", "")]}, CONTRACTS, "table_argmax: contracts per Acct/Customer, CASH left out"),
        q("r15", "What's the lightest thing in our hire catalogue?", "table_argmax",
          {"keywords": [item_keyword(unique_end({i.code: i.weight for i in data.CATALOGUE}, lowest=True))]},
          CATALOGUE, "table_argmin: Weight kg; the code or the description"),
        q("r16", "What went out on contract C25-1790?", "key_lookup", {"keywords": [item_keyword(one.code)]},
          row("C25-1790"), "lookup_field: Item of one row (the catalogue description also accepted)"),
        q("r17", "When did C25-1688 go out, and from which branch?", "key_lookup",
          {"keywords": [dates(two.out), two.branch]}, row("C25-1688"),
          "lookup_fields: Out (shown dd/mm/yy) and Branch of one row"),
        q("r18", "By what date does invoice 25/0879 have to be paid?", "exact_id", {"keywords": [dates(inv79["due"])]},
          invoice_doc("25/0879"), "lookup_field: Due date in the ruled label | value grid (60 days)"),
        q("r19", "How much VAT is on invoice 25/0874?", "exact_id", money(inv74["vat"]), invoice_doc("25/0874"),
          "lookup_field: the VAT @ 20% line of the totals"),
        q("r20", "What does quote QT-2291 come to before VAT?", "exact_id", money(qt["net"]), QUOTE,
          f"lookup_field: Total excluding VAT (hire plus delivery), not the hire alone {qt['hire']:.2f}"),
        q("r21", "What's the day rate for a GN-20?", "key_lookup", money(data.item("GN-20").day),
          {**CATALOGUE, "contains": "GN-20"}, "lookup_field: Day rate £ of one catalogue row (not the week rate)"),
        q("r22", "A walk-in with no account wants a floor sander. How do I take the deposit off them?", "screen",
          {"keywords": ["Take deposit"]}, guide("booking-equipment-out.md", "Cash customers"),
          "howto_screen, own words"),
        q("r23", "Where does the transport office plan tomorrow's pick-ups?", "screen",
          {"keywords": ["Collections board"]}, guide("off-hiring-and-collections.md", "Planning collections"),
          "howto_screen, own words: Transport > Collections board"),
        q("r24", "A dumper came back with a smashed headlight. How do I log it?", "screen",
          {"keywords": ["Raise damage report"]}, guide("returns-and-damage.md", "Recording damage"),
          "howto_screen, own words"),
        q("r25", "I've just PAT tested a breaker. Where do I record it?", "screen", {"keywords": ["New inspection"]},
          guide("fleet-inspections.md", "Recording an inspection"), "howto_screen: Fleet > Inspections > New inspection"),
        q("r26", "A customer is disputing one line on last month's invoice. How do I take it off for them?", "screen",
          {"keywords": ["Raise credit note"]}, guide("account-invoicing.md", "Crediting a charge"),
          "howto_screen, own words"),
        q("r27", "Why won't Gantry let me reserve anything for Harrowfield Builders? It says they're on hold.",
          "concept", {"keywords": ["credit limit|overdue"]},
          guide("account-invoicing.md", "Why a hire is blocked for credit"),
          "howto_concept: over the credit limit or an invoice more than 30 days overdue"),
        q("r28", "Why did a customer get an extra 25 pounds on their bill when they brought a mixer back?", "concept",
          {"keywords": ["dirty|cleaning"]}, guide("returns-and-damage.md", "Checking kit back in"),
          "howto_concept, own words: cleaning charge for an item returned Dirty"),
        q("r29", "There's a red clock next to one of the heaters. What does that mean?", "concept",
          {"keywords": ["out of date|overdue"]}, guide("fleet-inspections.md", "Overdue tests"),
          "howto_concept: PAT test or LOLER exam out of date; it cannot be booked out"),
        q("r30", "Why isn't a hire that's still out with the customer on this month's account invoice?", "concept",
          {"keywords": ["off-hired"]}, guide("account-invoicing.md", "The month-end invoice run"),
          "howto_concept: contracts still on hire are invoiced once off-hired (or by interim billing after 28 days)"),
        q("r31", "An inspection came back as Advisory. Are we still allowed to hire the item out?", "concept",
          {"keywords": ["passed|may be hired"]}, guide("gantry-faq.md", "What does an Advisory result mean on an "
                                                                         "inspection?"),
          "howto_concept: FAQ page; Advisory means passed but needs attention soon"),
        q("r32", "Скільки договорів прокату відкрила філія Orrin Quay у липні 2025 року?", "table_count",
          {"number": sum(c.branch == "Orrin Quay" and c.out.month == 7 for c in cs)}, CONTRACTS,
          "table_count, Ukrainian: Branch = Orrin Quay and Out in 07/2025"),
        q("r33", "Как в Gantry принять вернувшуюся с проката технику?", "screen", {"keywords": ["Check in|Returns"]},
          guide("returns-and-damage.md", "Checking kit back in"),
          "howto_screen, Russian: Returns on Gantry Yard, scan the tag, Return condition, Check in"),
        refuse("r34", "How do our customers order kit for themselves on the website?",
               "near-domain: a web portal for customers is not covered"),
        refuse("r35", "How do I cross-hire a telehandler from another hire company when we have none free?",
               "near-domain: cross-hiring from other firms is not covered (nor are telehandlers in the catalogue)"),
        refuse("r36", "How do I set up a direct debit for a trade account in Gantry?",
               "near-domain: direct debits are not covered (the invoices ask for BACS)"),
        refuse("r37", "How many hires did we open in October 2025?",
               "the contracts export covers hires opened July-September 2025 only"),
        refuse("r38", "Which customer was contract C25-1912 for?",
               f"no such contract (numbers run {cs[0].number} to {cs[-1].number})"),
        refuse("r39", "What was Declan Voss's overtime and on-call pay all told for September 2025?",
               "only hr/ (restricted to group hr) has the overtime sheet; the default caller must be refused"),
        {**q("r40", "What was Declan Voss's overtime and on-call pay all told for September 2025?", "key_lookup",
             money(declan["total"]), OVERTIME, "lookup_field: Total GBP of one row of the overtime sheet (OT pay "
             f"{declan['pay']:.2f} plus on-call {declan['on_call']:.2f}), same as r39, asked by an hr caller"),
         "groups": ["public", "hr"]},
    ]


def main() -> None:
    dev = questions()
    seen = {" ".join(x["question"].lower().split()) for x in test.questions()}
    shared = [x["id"] for x in dev if " ".join(x["question"].lower().split()) in seen]
    assert not shared, f"questions shared with company7-test: {shared}"
    write_set(GOLDEN / "company7-dev.jsonl", FROZEN, dev, 40, "r")


if __name__ == "__main__":
    main()
