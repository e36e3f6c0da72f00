"""Write data/golden/company15-dev.jsonl: 40 development questions over data/company15/ (Merrowgate Homes, a small
housing association), the same mix as company15-test.jsonl but different questions, written after the test set by a
helper without reading the engine. Every expected number is computed here from the generator's records
(company15_data.py, company15_records.py), never by hand. Run: `python data/make_company15_dev.py`."""

import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from golden_lines import write_frozen  # noqa: E402
import company15_data as data  # noqa: E402
import company15_records as records  # noqa: E402
from make_company15_golden import (LEDGER, PAY, PROPS, REPAIRS, REPORT, due_words, estate, howto,  # noqa: E402
                                   invoice_doc, q, refuse, unique_best)

OUT = Path(__file__).resolve().parent / "golden" / "company15-dev.jsonl"
WRITTEN = "Thu Dec  3 07:10:23 UTC 2026"
HEADER = f"// written {WRITTEN} by helper company15 without reading the engine, frozen before any run"


def questions() -> list[dict]:
    rows = data.ledger()
    jobs = data.repairs()
    table = records.board_table()
    inv = {i.no: i for i in records.invoices()}
    out = []

    # ------------------------------------------------ table aggregates (12)
    sept = [j for j in jobs if j.reported.month == 9]
    out.append(q("c15d-rep-count-sep", "How many repairs got reported in September?", "table_count",
                 {"number": len(sept)}, REPAIRS,
                 f"repairs register rows with Reported in 09/26 ({sept[0].no} - {sept[-1].no}, page 2)"))
    dalby = [j for j in jobs if j.contractor == "DPH"]
    out.append(q("c15d-rep-sum-dalby", "How much has Dalby Plumbing & Heating charged us for the jobs on the repairs "
                 "register?", "table_sum", {"number": data.total(j.cost for j in dalby), "tolerance": 0.05}, REPAIRS,
                 f"sum of Cost £ over the {len(dalby)} rows with Contr. = DPH (DPH = Dalby Plumbing & Heating in the "
                 "page 1 key); rows with a blank Cost (not yet invoiced) add 0"))
    still_open = [j for j in jobs if j.done is None]
    out.append(q("c15d-rep-count-open", "How many repair jobs were still open at the end of September?",
                 "table_count", {"number": len(still_open)}, REPAIRS,
                 f"rows with a blank Completed (= still open at 30 September): {', '.join(j.no for j in still_open)}"))
    cinder = [r for r in data.in_month(rows, 10) if estate(r) == "Cinder Hill"]
    out.append(q("c15d-join-cinder-oct", "How much rent did we take from the Cinder Hill tenants in October?",
                 "cross_table", {"number": data.total(r.received for r in cinder)}, [LEDGER, PROPS],
                 "sum of Rec'd £ over the 10/26 ledger rows whose Unit has Estate = Cinder Hill in properties.csv"))
    houses = [r for r in data.in_month(rows, 10) if r.method == "DD" and data.UNIT[r.uid].kind == "House"]
    out.append(q("c15d-join-houses-dd", "In October, how many tenants living in houses paid by Direct Debit?",
                 "cross_table", {"number": len(houses)}, [LEDGER, PROPS],
                 "10/26 ledger rows with Mtd = DD whose Unit has Prop type = House in properties.csv "
                 f"({', '.join(r.ref for r in houses)}; flats and bungalows excluded)"))
    late_aug = [j for j in jobs if j.reported.month == 8 and j.reported.day >= 10]
    out.append(q("c15d-range-repairs-aug", "How many repairs were reported from the 10th to the end of August?",
                 "table_count", {"number": len(late_aug)}, REPAIRS,
                 "register rows with Reported 10/08/26 - 31/08/26 inclusive, across the page break"))
    so = [r.received for r in rows if r.method == "SO"]
    out.append(q("c15d-avg-standing-order", "What's the average standing order payment we get from a tenant in a "
                 "month?", "table_sum", {"number": round(sum(so) / len(so), 2), "tolerance": 0.05}, LEDGER,
                 f"mean Rec'd £ over the {len(so)} ledger rows with Mtd = SO, July - October; tolerance 0.05"))
    octo = data.in_month(rows, 10)
    out.append(q("c15d-sum-svc-oct", "What did we bill in service charges for October?", "table_sum",
                 {"number": data.total(r.svc for r in octo)}, LEDGER,
                 "sum of Svc £ over the 10/26 rows (blank = no service charge); equals the October total row"))
    q3 = [r for r in rows if r.month in (7, 8, 9)]
    out.append(q("c15d-quarter-received", "How much did we actually receive in rent and service charges over the "
                 "third quarter?", "table_sum", {"number": data.total(r.received for r in q3)}, [LEDGER, REPORT],
                 "sum of Rec'd £ over the 07/26 - 09/26 rows (the three monthly total rows); the board report's "
                 "prose gives the same figure"))
    out.append(q("c15d-report-homes", "According to the board report, how many homes do we have altogether?",
                 "table_sum", {"number": sum(e.homes for e in table)}, REPORT,
                 "sum of the Homes column of the board report's estate table"))
    nothing = [r for r in data.in_month(rows, 7) if r.received is None]
    out.append(q("c15d-count-nothing-jul", "How many tenants paid nothing at all in July?", "table_count",
                 {"number": len(nothing)}, LEDGER,
                 f"07/26 rows with a blank Rec'd £ (blank = nothing received): {', '.join(r.ref for r in nothing)}"))
    arrears = data.total(r.balance for r in octo if r.balance > 0)
    out.append(q("c15d-sum-arrears-oct", "What were total rent arrears at the end of October, ignoring the accounts "
                 "in credit?", "table_sum", {"number": arrears, "tolerance": 0.05}, LEDGER,
                 "sum of the positive Bal £ values of the 10/26 rows (plus = arrears); the October total row's Bal £ "
                 "nets off the credits and is lower; tolerance 0.05"))

    # ------------------------------------------------ argmax / argmin (3)
    by_trade = defaultdict(float)
    for j in jobs:
        by_trade[j.trade] += j.cost or 0
    name, value = unique_best(by_trade)
    out.append(q("c15d-argmax-trade", "Which kind of repair cost us the most money over July to September?",
                 "table_argmax", {"keywords": ["damp|mould" if name == "Damp/mould" else name]}, REPAIRS,
                 f"{name}: {value:.2f} (Cost £ summed by Trade); unique maximum"))
    by_estate = defaultdict(int)
    for j in jobs:
        by_estate[data.UNIT[j.uid].estate] += 1
    name, value = unique_best(by_estate)
    assert max(table, key=lambda e: e.logged).estate == name
    out.append(q("c15d-argmax-estate-repairs", "Which estate reported the most repairs in the quarter?",
                 "table_argmax", {"keywords": [name]}, [REPORT, REPAIRS, PROPS],
                 f"{name}: {value} jobs (Repairs logged in the board report's table, or register rows counted by the "
                 "Estate of their Unit); unique maximum"))
    top = max(octo, key=lambda r: r.balance)
    assert sum(1 for r in octo if r.balance == top.balance) == 1
    out.append(q("c15d-argmax-tenant-arrears", "Which tenant owed us the most at the end of October?",
                 "table_argmax", {"keywords": [f"{top.tenant.split()[-1]}|{top.ref}"]}, LEDGER,
                 f"{top.ref} {top.tenant}: Bal £ {top.balance:.2f} on the 10/26 row, the unique largest"))

    # ------------------------------------------------ lookups (6)
    i = inv["PDS-0447"]
    out.append(q("c15d-id-pds-total", "What does Pennine Damp's invoice PDS-0447 come to with the VAT?", "exact_id",
                 {"number": i.total}, invoice_doc(i), f"Invoice total: net {i.net:.2f} + VAT {i.vat:.2f}"))
    i = inv["HRS-1187"]
    out.append(q("c15d-id-hrs-payable", "Once the CIS is taken off, how much do we actually pay Hartshead on "
                 "HRS-1187?", "exact_id", {"number": i.payable}, invoice_doc(i),
                 f"Amount payable line: invoice total {i.total:.2f} less CIS {i.cis:.2f}"))
    i = inv["DPH-20964"]
    out.append(q("c15d-id-dph-engineer", "Who was the engineer on invoice DPH-20964, and which property was it?",
                 "exact_id", {"keywords": [i.engineer, f"{i.unit.address.split(',')[0]}, Delph|{i.unit.uid}"]},
                 invoice_doc(i), "field grid: Engineer and Property"))
    i = inv["KE-260311"]
    out.append(q("c15d-id-ke-due", "When is Kestrel's invoice KE-260311 due for payment?", "exact_id",
                 {"keywords": [due_words(i.due)]}, invoice_doc(i),
                 f"Payment due {i.due:%d %B %Y} ({i.firm.terms} days from {i.day:%d %B %Y})"))
    u = data.UNIT["U5313"]
    out.append(q("c15d-key-officer", "Who's the housing officer for 7 Plover Way?", "key_lookup",
                 {"keywords": [data.OFFICERS[u.estate]]}, PROPS, f"properties.csv row {u.uid}: Housing officer"))
    t = data.TENANCY["TEN-0520"]
    u = data.UNIT[t.uid]
    out.append(q("c15d-key-tenancy-unit", "Which property is tenancy TEN-0520?", "key_lookup",
                 {"keywords": [f"{u.uid}|{u.address.split(',')[0]}, St Wilfrid"]}, [LEDGER, PROPS],
                 f"ledger rows of {t.ref}: Unit {u.uid} ({u.address} in properties.csv)"))

    # ------------------------------------------------ how-to (10)
    out += [
        howto("c15d-howto-caseload", "Where can I see all the arrears cases I'm looking after?", "screen",
              ["My Caseload"], "arrears.md", None, "Income > Arrears > My Caseload (under the page title)"),
        howto("c15d-howto-wrong-account", "Someone's rent got put on the wrong tenant's account. How do I move it "
              "across?", "screen", ["Transfer receipt"], "rent-accounts.md", "A payment went on the wrong account",
              "Transfer receipt with a Transfer reason; never delete"),
        howto("c15d-howto-refund-credit", "A tenant has been overpaying on his standing order for ages and wants the "
              "extra back. Can we refund him?", "concept", ["Request refund", "one month"], "rent-accounts.md",
              "Why an account can be in credit",
              "only if the credit is more than one month's charge; Request refund, finance manager approves"),
        howto("c15d-howto-succession", "A tenant has died and his wife still lives there - can she take the "
              "tenancy over?", "concept", ["Succession", "once"], "tenancy-changes.md", "When a tenant dies",
              "spouse or partner may succeed once; Tenancy > Succession; use and occupation meanwhile"),
        howto("c15d-howto-hold", "How do I stop the arrears letters going out while a tenant is in hospital?",
              "screen", ["Hold recovery"], "arrears.md", "Putting recovery on hold",
              "Hold recovery with a Hold reason and Review date, at most 8 weeks"),
        howto("c15d-howto-damp-inspect", "When a tenant reports mould, how long have we got to get a surveyor out?",
              "concept", ["10 working days"], "damp-mould.md", "Inspection", "inspection within 10 working days"),
        howto("c15d-howto-resend-wo", "Dalby's office says they never got our works order. What do I do?", "screen",
              ["Resend works order"], "hearthbook-faq.md", "The contractor says they never got the works order.",
              "Resend works order; contractor email on Repairs > Contractors"),
        howto("c15d-howto-void-days", "Why do we keep track of how many days an empty home sits there?", "concept",
              ["Void rent loss"], "voids-lettings.md", "Why void days matter",
              "every empty day is lost rent, counted as Void rent loss"),
        howto("c15d-howto-joint-starter", "A tenant who only moved in this spring wants to add her partner to the "
              "tenancy. Are we able to?", "concept", ["starter"], "tenancy-changes.md", "Adding a joint tenant",
              "not on a starter tenancy; wait until it becomes assured"),
        howto("c15d-howto-repairs-history", "Where can I pull up every repair that's ever been done at one house?",
              "screen", ["Repairs history"], "hearthbook-faq.md", "How do I see every repair ever done at one address?",
              "Property > Repairs history"),
    ]

    # ------------------------------------------------ other languages (2)
    emerg = [j for j in jobs if j.pri == "E"]
    out.append(q("c15d-uk-emergency-count", "Скільки аварійних ремонтів (пріоритет E) зареєстрували з липня по "
                 "вересень?", "table_count", {"number": len(emerg)}, REPAIRS,
                 f"Ukrainian: register rows with Pri = E ({', '.join(j.no for j in emerg)}), both pages"))
    out.append(howto("c15d-ru-howto-new-job", "Как в Hearthbook оформить новую заявку на ремонт от жильца?", "screen",
                     ["Repairs > New Job", "Raise job"], "repairs.md", "Logging a repair",
                     "Russian: log a new repair -> Repairs > New Job, Trade, Priority, Access notes, Raise job"))

    # ------------------------------------------------ must refuse (6)
    out += [
        refuse("c15d-refuse-june-repairs", "How many repairs were reported in June?",
               "the repairs register covers July - September 2026 only"),
        refuse("c15d-refuse-no-invoice", "What's the VAT on invoice HRS-1203?",
               "the only Hartshead invoice is HRS-1187; no HRS-1203 anywhere"),
        refuse("c15d-refuse-address", "What's the rent on 11 Lapwing Close?",
               "Lapwing Close has numbers 2, 4, 6 and 8 only; no 11 Lapwing Close in properties.csv"),
        refuse("c15d-refuse-howto", "How do I log an antisocial behaviour complaint about a neighbour in "
               "Hearthbook?", "no help page covers antisocial behaviour or neighbour complaints"),
        refuse("c15d-refuse-restricted", "What grade is Nadia Kowalczyk on?",
               "only in exec/pay_review_2026.xlsx, which the default caller cannot read"),
        refuse("c15d-refuse-phone", "What's the phone number for the tenant on TEN-0433?",
               "no file holds tenants' phone numbers"),
    ]

    # ------------------------------------------------ restricted folder, asked by the exec group (1)
    helen = next(p for p in records.pay_review() if p.name == "Helen Stanworth")
    out.append(q("c15d-exec-new-salary", "What would Helen Stanworth's salary be after the proposed rise?",
                 "key_lookup", {"number": helen.new_salary}, PAY,
                 f"pay review row Helen Stanworth: New salary £ (FTE) = {helen.salary} x (1 + {helen.rise}%)",
                 groups=["public", "exec"]))
    return out


def main() -> None:
    write_frozen(OUT, HEADER, questions())


if __name__ == "__main__":
    main()
