"""Write data/golden/company5-dev.jsonl and company5-test.jsonl over data/company5 (Brindlecombe Couriers Ltd).

Both sets have the same mix (6 table aggregates, 2 argmax/argmin, 5 lookups, 8 how-to, 2 in Russian/Ukrainian,
6 refusals, 1 asked by a `payroll` caller) with different questions. They were written from the documents by a
helper that did not read the engine; every expected number is computed here from company5_data.py, the records
the documents print, never from Tally's output. Run: `python data/make_company5_golden.py`.

`kind` uses the kinds of data/golden/README.md; the finer kind (table_avg, lookup_fields, howto_screen, ...) is
named at the start of each note.
"""

import sys
from collections import Counter, defaultdict
from datetime import date
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import company5_data as data  # noqa: E402
from golden_lines import dates, money, q, refuse, unique_end, write_set  # noqa: E402

GOLDEN = Path(__file__).resolve().parent / "golden"
FROZEN = "// written 2026-12-02 04:39 UTC by helper company5 without reading the engine, frozen before any run"
CONSIGNMENTS = {"doc": "deliveries/consignments_2025-07_to_10.csv"}
ACCOUNTS = {"doc": "accounts/customer_accounts.xlsx", "sheet": "Account register"}
LOG = {"doc": "drivers/driver_log_2025-10.pdf"}
FUEL = {"doc": "fuel/fleet_fuel_report_2025-10.pdf", "page": 1}
PAY = {"doc": "payroll/driver_pay_2025-10.pdf", "page": 1}
# Month names as a Russian or Ukrainian answer would write them (genitive), for date keywords.
def guide(page: str, section: str | None = None) -> dict:
    return {"doc": f"roundel-help/{page}", **({"section": section} if section else {})}


def invoice_doc(number: str) -> dict:
    return {"doc": f"invoices/{number}.pdf", "page": 1}


def row(number: str) -> dict:
    return {**CONSIGNMENTS, "contains": number}




def region(account_no: str) -> str:
    return data.account(account_no).region


def sector(account_no: str) -> str:
    return data.account(account_no).sector


def pay(depot: str) -> dict:
    return next(r for r in data.pay() if r["depot"] == depot)


def dev() -> list[dict]:
    cons, crew = data.consignments(), data.drivers()
    pallets = [c.weight for c in cons if c.service == "Pallet"]
    c_weight, c_two = data.consignment("BCL5004371"), data.consignment("BCL5004274")
    inv43, inv44, inv46 = (data.invoice(n) for n in ("INV-25-1043", "INV-25-1044", "INV-25-1046"))
    last = f"BCL{data.FIRST_CONSIGNMENT + len(cons) - 1}"
    assert "BCL5004477" not in {c.number for c in cons}
    return [
        q("d01", "How many consignments did the Copperford depot book in August 2025?", "table_count",
          {"number": sum(c.depot == "Copperford" and c.booked.month == 8 for c in cons)}, CONSIGNMENTS,
          "table_count: Depot = Copperford and Booked in 08/2025 (dates are dd/mm/yyyy)"),
        q("d02", "What was the total charge for Same Day consignments in September 2025?", "table_sum",
          money(sum(c.charge for c in cons if c.service == "Same Day" and c.booked.month == 9)), CONSIGNMENTS,
          "table_sum: Charge (GBP) where Service = Same Day and Booked in 09/2025"),
        q("d03", "What's the average weight of a pallet we carried?", "table_sum",
          {"number": round(sum(pallets) / len(pallets), 2), "tolerance": 0.5}, CONSIGNMENTS,
          f"table_avg: mean Weight (kg) of the {len(pallets)} Service = Pallet rows"),
        q("d04", "How many consignments were returned to sender between July and October 2025?", "table_count",
          {"number": sum(c.status == "Returned to sender" for c in cons)}, CONSIGNMENTS,
          "table_count: Status = Returned to sender, whole file"),
        q("d05", "How many miles did the Elsmoor drivers cover in October 2025?", "table_sum",
          {"number": sum(d.miles for d in crew if d.depot == "Elsmoor")}, LOG,
          "table_sum: Miles of Depot = Elsmoor rows on all three pages of the driver log (header repeated)"),
        q("d06", "How many consignments did our healthcare customers send in October 2025?", "cross_table",
          {"number": sum(sector(c.account_no) == "Healthcare" and c.booked.month == 10 for c in cons)},
          [CONSIGNMENTS, ACCOUNTS],
          "table_count (join): Sector lives only in the account register; join on Account No"),
        q("d07", "Which depot had the most failed delivery attempts?", "table_argmax",
          {"keywords": [unique_end(Counter(c.depot for c in cons if c.status == "Failed attempt"))]}, CONSIGNMENTS,
          "table_argmax: rows with Status = Failed attempt per Depot"),
        q("d08", "Which driver made the most drops in October 2025?", "table_argmax",
          {"keywords": [unique_end({d.name: d.drops for d in crew})]}, LOG,
          "table_argmax: Drops over the three-page driver log; the answer is the Driver's name"),
        q("d09", "How heavy was consignment BCL5004371?", "key_lookup", {"number": c_weight.weight},
          row("BCL5004371"), f"lookup_field: Weight (kg) of one CSV row (a {c_weight.service})"),
        q("d10", "Who is invoice INV-25-1046 billed to?", "exact_id", {"keywords": [inv46["account"].name]},
          invoice_doc("INV-25-1046"), "lookup_field: the Bill to block (the customer's trading name)"),
        q("d11", "How much is still to pay on invoice INV-25-1044?", "exact_id", money(inv44["due_amount"]),
          invoice_doc("INV-25-1044"),
          f"lookup_field: AMOUNT DUE, not the invoice total {inv44['total']:.2f}: {inv44['paid']:.2f} was received "
          "on account"),
        q("d12", "Which service was BCL5004274 sent on, and what was it charged?", "key_lookup",
          {"number": c_two.charge, "keywords": [c_two.service]}, row("BCL5004274"),
          "lookup_fields: Service and Charge (GBP) of one CSV row"),
        q("d13", "What credit limit does account AC1958 have?", "key_lookup",
          {"number": data.account("AC1958").credit_limit}, {**ACCOUNTS, "contains": "AC1958"},
          "lookup_field: Credit Limit (£) of one register row (the header row is row 4, under two title lines)"),
        q("d14", "Where do I close tonight's manifest and print it for the trunk driver?", "screen",
          {"keywords": ["Close and print"]}, guide("manifests.md", "Closing a manifest"), "howto_screen"),
        q("d15", "Nobody was home when the driver called. How do I get the parcel sent out again on another day?",
          "screen", {"keywords": ["Rebook delivery"]}, guide("tracking-and-failed-deliveries.md"),
          "howto_screen, own words: the FAQ page has no section headings"),
        q("d16", "Where do I set up a new customer account?", "screen",
          {"keywords": ["Accounts > Customers > New account"]}, guide("customer-accounts.md", "Opening a new account"),
          "howto_screen"),
        q("d17", "One of my van's headlights has gone. How do I tell the workshop from the handheld?", "screen",
          {"keywords": ["Report defect"]}, guide("vehicle-checks.md", "Reporting a defect"),
          "howto_screen, own words: a light is a Major defect"),
        q("d18", "Why was a customer billed for far more kilos than their box actually weighed?", "concept",
          {"keywords": ["volumetric", "5000"]},
          guide("booking-a-consignment.md", "Why the charged weight can be more than the scale weight"),
          "howto_concept, own words: volumetric weight = L x W x H cm / 5000"),
        q("d19", "Why did a parcel end up going back to the sender on its own?", "concept",
          {"keywords": ["third|three|3rd"]}, guide("tracking-and-failed-deliveries.md"),
          "howto_concept: after the third failed attempt (or five working days in the Held bay)"),
        q("d20", "A customer's name is greyed out when I try to book for them. Why can't I book anything?", "concept",
          {"keywords": ["credit limit"]}, guide("customer-accounts.md", "Why an account is on stop"),
          "howto_concept, own words: the account is on stop (over its credit limit or an invoice 30 days overdue)"),
        q("d21", "How is the fuel surcharge on an invoice worked out?", "concept",
          {"keywords": ["carriage", "pump price"]},
          guide("claims-and-credit-notes.md", "How the fuel surcharge is worked out"),
          "howto_concept"),
        q("d22", "Сколько отправлений услугой Next Day было оформлено в июле 2025 года?", "table_count",
          {"number": sum(c.service == "Next Day" and c.booked.month == 7 for c in cons)}, CONSIGNMENTS,
          "table_count, Russian: Service = Next Day and Booked in 07/2025"),
        q("d23", "До якої дати треба сплатити рахунок INV-25-1043?", "exact_id", {"keywords": [dates(inv43["due"])]},
          invoice_doc("INV-25-1043"), "lookup_field, Ukrainian: Due Date in the invoice's header grid"),
        refuse("d24", "How do I book a parcel to Switzerland and fill in the customs declaration in Roundel?",
               "near-domain: international shipments and customs are not in the Roundel pages"),
        refuse("d25", "How do I connect a customer's online shop to Roundel so their orders are booked "
               "automatically?", "near-domain: webshop or API integrations are not covered"),
        refuse("d26", "How many consignments were booked in June 2025?",
               "the consignments file covers July-October 2025 only"),
        refuse("d27", "What is the status of consignment BCL5004477?",
               f"no such consignment (BCL{data.FIRST_CONSIGNMENT}..{last} exist)"),
        refuse("d28", "How much overtime were the Elsmoor drivers paid in October 2025?",
               "only payroll/ (restricted to group payroll) has pay; the default caller must be refused"),
        refuse("d29", "What are the rules for carrying parcels with lithium batteries in our vans?",
               "near-domain: dangerous goods are not covered"),
        {**q("d30", "How much overtime were the Elsmoor drivers paid in October 2025?", "key_lookup",
             money(pay("Elsmoor")["overtime"]), PAY, "lookup_field: same as d28, asked by a payroll caller"),
         "groups": ["public", "payroll"]},
    ]


def test() -> list[dict]:
    cons, crew = data.consignments(), data.drivers()
    next_day = [c.charge for c in cons if c.service == "Next Day" and c.booked.month == 10]
    august = defaultdict(float)
    for c in cons:
        if c.booked.month == 8:
            august[c.service] += c.charge
    c_acc, c_two = data.consignment("BCL5004311"), data.consignment("BCL5004339")
    inv43, inv46 = data.invoice("INV-25-1043"), data.invoice("INV-25-1046")
    elsmoor = next(r for r in data.fuel() if r["depot"] == "Elsmoor")
    credit = data.credit_note()
    assert "INV-25-1045" not in {i["number"] for i in data.invoices()}
    return [
        q("t01", "How many Timed 10:30 consignments went through Marlhaven from July to October 2025?", "table_count",
          {"number": sum(c.service == "Timed 10:30" and c.depot == "Marlhaven" for c in cons)}, CONSIGNMENTS,
          "table_count: Service = Timed 10:30 and Depot = Marlhaven, whole file"),
        q("t02", "What was the total weight booked at Quenby Cross in July 2025, in kg?", "table_sum",
          {"number": round(sum(c.weight for c in cons if c.depot == "Quenby Cross" and c.booked.month == 7), 1),
           "tolerance": 0.5}, CONSIGNMENTS, "table_sum: Weight (kg) where Depot = Quenby Cross and Booked in 07/2025"),
        q("t03", "What did a Next Day consignment cost on average in October 2025?", "table_sum",
          money(sum(next_day) / len(next_day)), CONSIGNMENTS,
          f"table_avg: mean Charge (GBP) of the {len(next_day)} Next Day rows booked in 10/2025"),
        q("t04", "How many consignments weighed more than 20 kg?", "table_count",
          {"number": sum(c.weight > 20 for c in cons)}, CONSIGNMENTS,
          "table_count: Weight (kg) > 20, all services (pallets included)"),
        q("t05", "How many drops did the drivers based at Copperford make in October 2025?", "table_sum",
          {"number": sum(d.drops for d in crew if d.depot == "Copperford")}, LOG,
          "table_sum: Drops of Depot = Copperford rows on all three pages of the driver log"),
        q("t06", "What was charged in total for consignments from customers in the Westfold region?", "cross_table",
          money(sum(c.charge for c in cons if region(c.account_no) == "Westfold")), [CONSIGNMENTS, ACCOUNTS],
          "table_sum (join): Region lives only in the account register (not the same as Depot = Quenby Cross)"),
        q("t07", "Which service brought in the least money in August 2025?", "table_argmax",
          {"keywords": [unique_end(august, lowest=True)]}, CONSIGNMENTS,
          "table_argmin: sum of Charge (GBP) per Service among rows booked in 08/2025"),
        q("t08", "Who drove the fewest miles in October 2025?", "table_argmax",
          {"keywords": [unique_end({d.name: d.miles for d in crew}, lowest=True)]}, LOG,
          "table_argmin: Miles over the three-page driver log; the answer is the Driver's name"),
        q("t09", "Which customer account booked consignment BCL5004311?", "key_lookup",
          {"keywords": [f"{c_acc.account_no}|{data.account(c_acc.account_no).name}"]}, row("BCL5004311"),
          "lookup_field: Account No of one CSV row (the trading name from the register is also accepted)"),
        q("t10", "When is payment due on invoice INV-25-1046?", "exact_id", {"keywords": [dates(inv46["due"])]},
          invoice_doc("INV-25-1046"), "lookup_field: Due Date in the invoice's header grid"),
        q("t11", "What is the total of invoice INV-25-1043 including VAT?", "exact_id", money(inv43["total"]),
          invoice_doc("INV-25-1043"), "lookup_field: Invoice total in the totals block"),
        q("t12", "What is the status of BCL5004339 and which postcode was it going to?", "key_lookup",
          {"keywords": [c_two.status, c_two.postcode]}, row("BCL5004339"),
          "lookup_fields: Status and Dest. Postcode of one CSV row"),
        q("t13", "How much did diesel cost the Elsmoor depot in October 2025?", "key_lookup", money(elsmoor["cost"]),
          FUEL, "lookup_field: Fuel cost (£) of the Elsmoor row of the fuel report's summary table"),
        q("t14", "Where can I get a copy of the receiver's signature for a delivered parcel?", "screen",
          {"keywords": ["Download POD"]}, guide("proof-of-delivery.md", "Finding and sending a POD"),
          "howto_screen, own words: the POD tab of the consignment"),
        q("t15", "A customer wants their parcel taken to their office instead of their house. It's still at the "
          "depot - what do I click?", "screen", {"keywords": ["Redirect"]}, guide("tracking-and-failed-deliveries.md"),
          "howto_screen, own words"),
        q("t16", "How do I give a customer money back against one of their invoices?", "screen",
          {"keywords": ["Billing > Credit notes > New credit note"]},
          guide("claims-and-credit-notes.md", "Raising a credit note"), "howto_screen, own words: a credit note"),
        q("t17", "The workshop has fixed the van that was taken off the road. How does it go back into use?",
          "screen", {"keywords": ["Return to service"]}, guide("vehicle-checks.md", "Why a van shows as VOR"),
          "howto_screen, own words: the fleet manager clears VOR in Fleet > Vehicles"),
        q("t18", "Why does a driver sometimes bring a parcel back instead of leaving it on the doorstep?", "concept",
          {"keywords": ["Safe place allowed"]},
          guide("proof-of-delivery.md", "Why some deliveries need a signature and others do not"),
          "howto_concept, own words"),
        q("t19", "We scanned some parcels in but they aren't on tonight's manifest. What could be the reason?",
          "concept", {"keywords": ["Unverified"]}, guide("manifests.md", "Why a consignment is left off the manifest"),
          "howto_concept, own words: scanned in, so the address is unverified (or a late Timed 10:30)"),
        q("t20", "How many days does a customer have to tell us a parcel arrived damaged?", "concept", {"number": 14},
          guide("claims-and-credit-notes.md", "When a parcel arrives damaged or not at all"),
          "howto_concept: within 14 days of the booking date"),
        q("t21", "Who has to approve a credit note for 400 pounds?", "concept", {"keywords": ["Finance Manager"]},
          guide("claims-and-credit-notes.md", "Raising a credit note"),
          "howto_concept: above 250 GBP needs the Finance Manager"),
        q("t22", "Яка загальна вага палетних відправлень у вересні 2025 року?", "table_sum",
          {"number": sum(c.weight for c in cons if c.service == "Pallet" and c.booked.month == 9), "tolerance": 0.5},
          CONSIGNMENTS, "table_sum, Ukrainian: Weight (kg) where Service = Pallet and Booked in 09/2025"),
        q("t23", "На какую общую сумму выписана кредит-нота CR-25-0088?", "exact_id", money(credit["total"]),
          invoice_doc(data.CREDIT_NOTE), "lookup_field, Russian: TOTAL CREDIT (GBP), VAT included"),
        refuse("t24", "How do I book a chilled delivery that has to stay below 5 degrees?",
               "near-domain: temperature-controlled loads are not covered"),
        refuse("t25", "How does a driver download the tachograph data from their lorry in Roundel?",
               "near-domain: tachograph downloads are not covered"),
        refuse("t26", "What was the total charge for consignments booked in November 2025?",
               "the consignments file covers July-October 2025 only (the fuel report's November surcharge is not a "
               "charge)"),
        refuse("t27", "Who is invoice INV-25-1045 addressed to?", "no such invoice (INV-25-1043, 1044, 1046 exist)"),
        refuse("t28", "What was the gross pay of the Marlhaven drivers in October 2025?",
               "only payroll/ (restricted to group payroll) has pay; the default caller must be refused"),
        refuse("t29", "Can a receiver collect their parcel from a locker instead of having it delivered?",
               "near-domain: parcel lockers and collection points are not covered"),
        {**q("t30", "What was the gross pay of the Marlhaven drivers in October 2025?", "key_lookup",
             money(pay("Marlhaven")["gross"]), PAY, "lookup_field: same as t28, asked by a payroll caller"),
         "groups": ["public", "payroll"]},
    ]


def main() -> None:
    dev_set, test_set = dev(), test()
    assert not {x["question"] for x in dev_set} & {x["question"] for x in test_set}
    write_set(GOLDEN / "company5-dev.jsonl", FROZEN, dev_set, 30, "d")
    write_set(GOLDEN / "company5-test.jsonl", FROZEN, test_set, 30, "t")


if __name__ == "__main__":
    main()
