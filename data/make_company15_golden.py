"""Write data/golden/company15-test.jsonl: 40 questions over data/company15/ (Merrowgate Homes, a small housing
association), written by a helper without reading the engine. Every expected number is computed here from the
generator's records (company15_data.py, company15_records.py), never by hand. Run:
`python data/make_company15_golden.py`."""

import sys
from collections import defaultdict
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from golden_lines import (due_words, entry as q, first_page, help_entry, refusal as refuse,  # noqa: E402
                          unique_best, write_frozen)
import company15_data as data  # noqa: E402
import company15_records as records  # noqa: E402

OUT = Path(__file__).resolve().parent / "golden" / "company15-test.jsonl"
WRITTEN = "Thu Dec  3 07:10:19 UTC 2026"
HEADER = f"// written {WRITTEN} by helper company15 without reading the engine, frozen before any run"

LEDGER = {"doc": "income/rent_ledger_jul-oct_2026.xlsx", "sheet": "Ledger"}
PROPS = {"doc": "income/properties.csv"}
REPAIRS = {"doc": "repairs/repairs_register_jul-sep_2026.pdf"}
REPORT = {"doc": "reports/board_report_2026-Q3.pdf", "page": 1}
PAY = {"doc": "exec/pay_review_2026.xlsx", "sheet": "Pay review"}
INVOICES = "contractor-invoices/"
HELP = "hearthbook-help/"

howto = partial(help_entry, HELP)
invoice_doc = partial(first_page, INVOICES)


def estate(row) -> str:
    return data.UNIT[row.uid].estate


def questions() -> list[dict]:
    rows = data.ledger()
    jobs = data.repairs()
    table = records.board_table()
    inv = {i.no: i for i in records.invoices()}
    out = []

    # ------------------------------------------------ table aggregates (12)
    damp = [j for j in jobs if j.trade == "Damp/mould"]
    out.append(q("c15t-rep-count-damp", "How many damp and mould jobs did tenants report between July and September?",
                 "table_count", {"number": len(damp)}, REPAIRS,
                 f"repairs register rows with Trade = Damp/mould ({', '.join(j.no for j in damp)}), on both pages"))
    emerg = [j for j in jobs if j.pri == "E"]
    out.append(q("c15t-rep-sum-emergency", "What did the emergency repairs cost us from July to September?",
                 "table_sum", {"number": data.total(j.cost for j in emerg), "tolerance": 0.05}, REPAIRS,
                 f"sum of Cost £ over the {len(emerg)} rows with Pri = E; "
                 f"{', '.join(j.no for j in emerg if j.cost is None)} has a blank Cost (not yet invoiced) and adds 0"))
    routine = [j.days for j in jobs if j.pri == "R" and j.done]
    out.append(q("c15t-rep-avg-routine", "On average, how long did a routine repair take us to finish, in days?",
                 "table_sum", {"number": round(sum(routine) / len(routine), 2), "tolerance": 0.05}, REPAIRS,
                 f"mean of Days over the {len(routine)} completed rows with Pri = R (open jobs have blank Days and "
                 "are left out); tolerance 0.05"))
    missed = [r for r in rows if r.received is None and estate(r) == "Lapwing Fields"]
    out.append(q("c15t-join-lapwing-missed", "Between July and October, how many times did a Lapwing Fields tenant "
                 "pay nothing at all for the month?", "cross_table", {"number": len(missed)}, [LEDGER, PROPS],
                 "ledger rows with a blank Rec'd £ whose Unit has Estate = Lapwing Fields in properties.csv "
                 f"({', '.join(f'{r.ref} {r.month:02d}/26' for r in missed)})"))
    shelt = [r for r in rows if r.month in (7, 8, 9) and data.UNIT[r.uid].scheme.startswith("Sheltered")]
    out.append(q("c15t-join-sheltered-svc", "How much service charge did we bill the sheltered tenants in Q3?",
                 "cross_table", {"number": data.total(r.svc for r in shelt)}, [LEDGER, PROPS],
                 "sum of Svc £ over the ledger rows with Prd 07/26 - 09/26 whose Unit has Scheme = Sheltered 55+ "
                 "(St Wilfrid's Court) in properties.csv"))
    early = [r for r in rows if r.paid_on and r.paid_on.month == 8 and r.paid_on.day <= 14]
    out.append(q("c15t-range-received-aug", "How much money came in from tenants between 1 and 14 August?",
                 "table_sum", {"number": data.total(r.received for r in early)}, LEDGER,
                 f"sum of Rec'd £ over the {len(early)} rows with Rec'd on 01-Aug-26 to 14-Aug-26 inclusive"))
    sept = data.in_month(rows, 9)
    out.append(q("c15t-month-received-sep", "What did we collect in September, all payment types together?",
                 "table_sum", {"number": data.total(r.received for r in sept)}, LEDGER,
                 "sum of Rec'd £ over the Prd 09/26 rows; equals the 'Total for September 2026' row"))
    nosp = [r for r in rows if r.nosp]
    out.append(q("c15t-count-nosp", "How many possession notices did we serve on tenants from July to October?",
                 "table_count", {"number": len(nosp)}, LEDGER,
                 f"ledger rows with a NOSP date ({', '.join(r.ref for r in nosp)}); blank = none served"))
    q3 = [r for r in rows if r.month in (7, 8, 9)]
    out.append(q("c15t-quarter-rent", "How much rent did we charge for July to September, leaving out service "
                 "charges?", "table_sum", {"number": data.total(r.rent for r in q3)}, LEDGER,
                 "sum of Rent £ over the 07/26, 08/26 and 09/26 rows (= the three monthly total rows' Rent £)"))
    out.append(q("c15t-report-complaints", "How many complaints came in across all our estates in the third quarter?",
                 "table_sum", {"number": sum(e.complaints for e in table)}, REPORT,
                 "sum of the Complaints column of the board report's estate table"))
    uc = [r for r in data.in_month(rows, 10) if r.method == "UC"]
    out.append(q("c15t-count-uc-oct", "How many tenants had their rent paid straight to us by Universal Credit in "
                 "October?", "table_count", {"number": len(uc)}, LEDGER,
                 "ledger rows with Prd 10/26 and Mtd = UC (UC = Universal Credit paid direct, APA, per the key line)"))
    credit = [r for r in data.in_month(rows, 10) if r.balance < 0]
    out.append(q("c15t-count-credit-oct", "How many rent accounts were in credit at the end of October?",
                 "table_count", {"number": len(credit)}, LEDGER,
                 f"Prd 10/26 rows with a negative Bal £ (minus = in credit): {', '.join(r.ref for r in credit)}"))

    # ------------------------------------------------ argmax / argmin (3)
    owed = defaultdict(float)
    for r in data.in_month(rows, 10):
        owed[estate(r)] += max(r.balance, 0)
    name, value = unique_best(owed)
    out.append(q("c15t-argmax-estate-arrears", "Which estate had the biggest rent arrears at the end of October?",
                 "table_argmax", {"keywords": [name]}, [LEDGER, PROPS],
                 f"{name}: {value:.2f} (positive Bal £ of the 10/26 rows summed by the Estate of their Unit in "
                 "properties.csv; the same estate leads on net balance too); unique maximum"))
    spend = defaultdict(float)
    for j in jobs:
        if j.contractor != "DLO":
            spend[j.contractor] += j.cost or 0
    code, value = unique_best(spend)
    out.append(q("c15t-argmax-contractor", "Which outside contractor did we pay the most for repairs in July to "
                 "September?", "table_argmax", {"keywords": [f"{data.CONTRACTORS[code].split()[0]}|{code}"]},
                 REPAIRS, f"{code} = {data.CONTRACTORS[code]}: {value:.2f} (Cost £ summed by Contr.; DLO is the "
                 "in-house team, not an outside contractor, and is left out); unique maximum"))
    worst = min(table, key=lambda e: e.satisfaction)
    assert sum(1 for e in table if e.satisfaction == worst.satisfaction) == 1
    out.append(q("c15t-argmin-satisfaction", "Which estate's tenants were least happy with us in the Q3 survey?",
                 "table_argmax", {"keywords": [worst.estate]}, REPORT,
                 f"{worst.estate}: {worst.satisfaction}% satisfied, the lowest in the report's Satisfied % column"))

    # ------------------------------------------------ lookups (6)
    i = inv["DPH-20964"]
    out.append(q("c15t-id-dph-due", "How much is Dalby's invoice DPH-20964 with VAT, and when does it have to be "
                 "paid?", "exact_id", {"number": i.total, "keywords": [due_words(i.due)]}, invoice_doc(i),
                 f"Invoice total {i.total:.2f} (net {i.net:.2f} + VAT {i.vat:.2f}); Payment due {i.due:%d %B %Y}"))
    i = inv["HRS-1187"]
    out.append(q("c15t-id-hrs-cis", "How much CIS are we supposed to hold back on Hartshead's invoice HRS-1187?",
                 "exact_id", {"number": i.cis}, invoice_doc(i),
                 f"'Less CIS 20% of labour' line: 20% of labour {i.labour:.2f}"))
    i = inv["KE-260311"]
    out.append(q("c15t-id-ke-job", "Which of our works orders is Kestrel's invoice KE-260311 for, and at what "
                 "address?", "exact_id", {"keywords": [i.job.no, f"{i.unit.address}|{i.unit.uid}"]}, invoice_doc(i),
                 "field grid: Your works order and Property"))
    i = inv["CG-5530"]
    out.append(q("c15t-id-cg-po", "What purchase order number did Clearview put on CG-5530?", "exact_id",
                 {"keywords": [i.po]}, invoice_doc(i), "field grid: Your PO no."))
    u = data.UNIT["U3111"]
    out.append(q("c15t-key-delph-heating", "What sort of heating is there in Flat 2, Delph House?", "key_lookup",
                 {"keywords": [u.heating]}, PROPS, f"properties.csv row {u.uid}: Heating"))
    t = data.TENANCY["TEN-0613"]
    out.append(q("c15t-key-rent-0613", "What's the monthly rent on tenancy TEN-0613?", "key_lookup",
                 {"number": t.rent}, LEDGER,
                 f"ledger rows of {t.ref} ({t.tenant}, {t.uid}): Rent £, the same every month; Svc £ blank"))

    # ------------------------------------------------ how-to (10)
    out += [
        howto("c15t-howto-cash", "A tenant's just paid fifty quid cash at the front desk - where do I put it "
              "through?", "screen", ["Post Receipt"], "rent-accounts.md", "Taking a payment at the office",
              "Income > Receipts > Post Receipt, Receipt type Cash, Post"),
        howto("c15t-howto-uc-lag", "Why does a tenant on Universal Credit keep showing about a month owed when the "
              "money comes in every month?", "concept", ["UC lag", "assessment period|monthly in arrears"],
              "arrears.md", "Why Universal Credit tenants look a month behind",
              "UC paid monthly in arrears after the assessment period; accounts marked UC lag, not escalated"),
        howto("c15t-howto-nosp-approval", "Where does the income manager sign off a possession notice before it "
              "goes out?", "screen", ["NOSP Approval"], "arrears.md", "Serving a notice",
              "Income > Arrears > NOSP Approval"),
        howto("c15t-howto-broken-arrangement", "A tenant agreed to pay off her arrears at a tenner a week and has "
              "now missed two payments. What happens on the system?", "concept", ["Arrangement broken"],
              "arrears.md", "Repayment arrangements", "two missed instalments set Arrangement broken; case returns "
              "to its stage"),
        howto("c15t-howto-issue-wo", "I've logged a job for a plumber - how do I actually get it over to the "
              "contractor?", "screen", ["Issue works order", "PO number"], "repairs.md",
              "Sending the job to a contractor", "Issue works order, needs a PO number first"),
        howto("c15t-howto-emergency", "What counts as an emergency repair, and how fast do we have to deal with "
              "one?", "concept", ["24 hours"], "repairs.md", "Priorities and target times",
              "make safe within 24 hours; risk to people or the building"),
        howto("c15t-howto-recharge", "A tenant kicked her own front door in. Can we bill her for the repair, and "
              "which account does it go on?", "concept", ["Recharge", "sundry account"], "repairs.md",
              "Recharging the tenant", "tick Recharge; invoice on the sundry account, never the rent account"),
        howto("c15t-howto-mould-callback", "We had the mould treated at a flat last month, so why has Hearthbook "
              "given me a task to ring the tenant again?", "concept", ["Follow-up due", "six weeks|6 weeks"],
              "damp-mould.md", "Why we call the tenant back after six weeks",
              "mould comes back if the cause is not fixed; Follow-up due task six weeks after the works"),
        howto("c15t-howto-accept-offer", "The applicant has said yes to the flat we offered her - where do I record "
              "that?", "screen", ["Accept offer"], "voids-lettings.md", "Making an offer",
              "Lettings > Offers, Accept offer books the sign-up"),
        howto("c15t-howto-exchange", "Two of our tenants want to swap homes with each other. How long have we got "
              "to give them an answer?", "concept", ["42 days"], "tenancy-changes.md", "Mutual exchange",
              "decision within 42 days; Decision due date"),
    ]

    # ------------------------------------------------ other languages (2)
    plumbing = [j for j in jobs if j.trade == "Plumbing"]
    out.append(q("c15t-ru-plumbing-count", "Сколько заявок на ремонт сантехники зарегистрировали с июля по "
                 "сентябрь?", "table_count", {"number": len(plumbing)}, REPAIRS,
                 f"Russian: repairs register rows with Trade = Plumbing ({', '.join(j.no for j in plumbing)}), both "
                 "pages"))
    out.append(howto("c15t-uk-howto-statement", "Як роздрукувати виписку з рахунку квартиранта, щоб подати її до "
                     "суду?", "screen", ["Print statement", "Certified copy"], "rent-accounts.md",
                     "Printing a rent statement",
                     "Ukrainian: print a rent statement for court -> Print statement with Certified copy ticked"))

    # ------------------------------------------------ must refuse (6)
    out += [
        refuse("c15t-refuse-june", "How much rent did we collect in June?",
               "the rent ledger covers July - October 2026 only"),
        refuse("c15t-refuse-no-invoice", "What's the total on Kestrel's invoice KE-260388?",
               "the only Kestrel invoice is KE-260311; no KE-260388 anywhere"),
        refuse("c15t-refuse-estate", "What are the rent arrears on the Moorside estate?",
               "no estate called Moorside; the four estates are Quarry Bank, St Wilfrid's Court, Lapwing Fields and "
               "Cinder Hill"),
        refuse("c15t-refuse-howto", "How do I let one of our garages to a tenant in Hearthbook?",
               "no help page covers garages or garage lettings"),
        refuse("c15t-refuse-restricted", "What pay rise is being proposed for Owen Maddox?",
               "only in exec/pay_review_2026.xlsx, which the default caller cannot read"),
        refuse("c15t-refuse-tenant", "How much does Mrs Pickersgill owe us in rent?",
               "no tenant called Pickersgill in the ledger or anywhere else"),
    ]

    # ------------------------------------------------ restricted folder, asked by the exec group (1)
    cost = round(sum(p.cost for p in records.pay_review()), 2)
    out.append(q("c15t-exec-pay-cost", "What would the proposed pay rises cost us a year in total?", "table_sum",
                 {"number": cost, "tolerance": 0.5}, PAY,
                 "sum of the Extra cost £/yr column of the pay review ((new - current salary) x FTE); tolerance 0.5",
                 groups=["public", "exec"]))
    return out


def main() -> None:
    write_frozen(OUT, HEADER, questions())


if __name__ == "__main__":
    main()
