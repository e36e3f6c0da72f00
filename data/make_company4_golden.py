"""Write data/golden/company4-dev.jsonl and company4-test.jsonl over data/company4.

Both sets have the same mix (6 table aggregates, 2 argmax/argmin, 5 lookups, 8 how-to, 2 in Russian/Ukrainian,
6 refusals, 1 asked by a `finance` caller) with different questions. They were written from the documents by a
helper that did not read the engine; every expected number is computed here from company4_data.py, the records
the documents print, never from Tally's output. Run: `python data/make_company4_golden.py`.

`kind` uses the kinds of data/golden/README.md; the finer kind (table_avg, lookup_fields, howto_screen, ...) is
named at the start of each note.
"""

import sys
from collections import Counter, defaultdict
from datetime import date
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import company4_data as data  # noqa: E402
from golden_lines import money, q, refuse, write_set  # noqa: E402

GOLDEN = Path(__file__).resolve().parent / "golden"
FROZEN = "// written 2026-12-02 02:39 UTC by helper company4 without reading the engine, frozen before any run"
VISITS = {"doc": "visits/visits_2025.csv"}
CLIENTS = {"doc": "clients/client_register.xlsx", "sheet": "Clients and Pets"}
ROTA = {"doc": "rota/staff_rota_2025_10.pdf"}
RESULTS = {"doc": "finance/clinic_results_2025_q3.pdf"}


def dates(day: date) -> str:
    """The ways an answer may write a date, as keyword alternatives."""
    forms = [day.isoformat(), day.strftime("%d/%m/%Y"), f"{day.day} {day:%B %Y}", f"{day:%d %b %Y}",
             f"{day.day} {day:%b %Y}", f"{day:%B} {day.day}, {day.year}", day.strftime("%d.%m.%Y")]
    return "|".join(dict.fromkeys(forms))  # "21 Sep 2025" is written the same with and without a leading zero


def guide(page: str, section: str | None = None) -> dict:
    return {"doc": f"larkspur-help/{page}", **({"section": section} if section else {})}


def po(number: str) -> dict:
    return {"doc": f"purchasing/{number}.pdf", "page": 1}


def statement(client_no: str) -> dict:
    return {"doc": f"statements/statement_{client_no}_2025-10.pdf", "page": 1}


def visit_row(visit_id: str) -> dict:
    return {**VISITS, "contains": visit_id}








def unique_end(values: dict, lowest: bool = False) -> str:
    """The label of the highest (or lowest) value, asserting no tie, so the expected answer is one label."""
    (first, a), (_, b) = sorted(values.items(), key=lambda kv: kv[1] if lowest else -kv[1])[:2]
    assert a != b, f"argmax must be unique: {first} {a} vs {b}"
    return first


def account(client_no: str) -> str:
    return data.client(client_no).account_type


def balance(client_no: str) -> float:
    return next(s["balance_due"] for s in data.statements() if s["client"].client_no == client_no)


def dev() -> list[dict]:
    visits, staff = data.visits(), data.staff()
    fees = defaultdict(float)
    for v in visits:
        fees[v.clinic] += v.fee
    cats = [v.fee for v in visits if v.species == "Cat"]
    v_reason, v_two = data.visit("VIS-20264"), data.visit("VIS-20120")
    po18, po23, po31 = (data.purchase_order(n) for n in ("VPO-1418", "VPO-1423", "VPO-1431"))
    kestwick = next(r["net"] for r in data.clinic_results() if r["clinic"] == "Kestwick")
    return [
        q("e01", "How many visits were recorded in August 2025?", "table_count",
          {"number": sum(v.day.month == 8 for v in visits)}, VISITS, "table_count: Visit Date in 2025-08"),
        q("e02", "What is the total of all visit fees at the Penmarrow clinic?", "table_sum",
          money(sum(v.fee for v in visits if v.clinic == "Penmarrow")), VISITS,
          "table_sum: Clinic = Penmarrow, sum of Fee (EUR), June-October, paid or not"),
        q("e03", "What is the average fee for a cat visit?", "table_sum",
          money(sum(cats) / len(cats)), VISITS, f"table_avg: mean Fee (EUR) of the {len(cats)} Species = Cat rows"),
        q("e04", "How many visits were for clients with a Breeder account?", "cross_table",
          {"number": sum(account(v.client_no) == "Breeder" for v in visits)}, [VISITS, CLIENTS],
          "table_count (join): Account Type lives in client_register.xlsx; join on Client No."),
        q("e05", "How many veterinary nurses are on the October 2025 staff rota?", "table_count",
          {"number": sum(s.role == "Veterinary Nurse" for s in staff)}, ROTA,
          "table_count: Role = Veterinary Nurse over both pages of the rota (page 2 has no header row)"),
        q("e06", "How many visits in July 2025 have not been paid yet?", "table_count",
          {"number": sum(v.day.month == 7 and not v.paid for v in visits)}, VISITS,
          "table_count: Visit Date in 2025-07 and Paid = no"),
        q("e07", "Which clinic took the most in visit fees between June and October 2025?", "table_argmax",
          {"keywords": [unique_end(fees)]}, VISITS, "table_argmax: sum of Fee (EUR) per Clinic"),
        q("e08", "Which vet saw the fewest patients?", "table_argmax",
          {"keywords": [unique_end(Counter(v.vet for v in visits), lowest=True)]}, VISITS,
          "table_argmin: rows per Vet"),
        q("e09", "By what date does purchase order VPO-1418 need to be delivered?", "exact_id",
          {"keywords": [dates(po18["required"])]}, po("VPO-1418"),
          "lookup_field: the Required by row of the vertical header table"),
        q("e10", "What is the balance due on Orrin Beck Farm's statement of account?", "exact_id",
          money(balance("CN-40736")), statement("CN-40736"),
          "lookup_field: the Balance due line below the table (not the brought-forward line above it)"),
        q("e11", "What was visit VIS-20264 for?", "key_lookup",
          {"keywords": [v_reason.reason]}, visit_row("VIS-20264"), "lookup_field: Reason of one CSV row"),
        q("e12", "Which vet handled visit VIS-20120 and how much was charged?", "key_lookup",
          {"number": v_two.fee, "keywords": [v_two.vet]}, visit_row("VIS-20120"),
          "lookup_fields: Vet and Fee (EUR) of one CSV row"),
        q("e13", "Who was purchase order VPO-1431 sent to?", "exact_id",
          {"keywords": [po31["supplier"]]}, po("VPO-1431"), "lookup_field: the Supplier row (not Deliver to)"),
        q("e14", "Where do I book an appointment for a client in Larkspur?", "screen",
          {"keywords": ["Diary > New appointment"]}, guide("appointments.md", "Booking an appointment"),
          "howto_screen"),
        q("e15", "The owner already signed the treatment form - where do I mark that when their cat arrives?",
          "screen", {"keywords": ["Consent on file"]}, guide("consultations.md", "Checking a patient in"),
          "howto_screen, own words: the treatment form = consent form, arrival = check in"),
        q("e16", "Which menu do I use to log the ketamine I used in theatre?", "screen",
          {"keywords": ["Pharmacy > CD register"]}, guide("dispensing.md", "Recording a controlled drug"),
          "howto_screen, own words: ketamine is a controlled drug"),
        q("e17", "A client doesn't want any more messages about their dog's jabs. Where do I turn that off?",
          "screen", {"keywords": ["Communication preferences", "Vaccine reminders"]},
          guide("vaccinations.md", "Stopping reminders"), "howto_screen, own words: jabs = vaccinations"),
        q("e18", "How long is the diary slot for a vaccination appointment?", "concept",
          {"number": 10}, guide("appointments.md", "How appointment lengths are set"), "howto_concept: 10 minutes"),
        q("e19", "I typed the wrong weight in a note from three days ago and it won't let me change it. Why, and "
          "what should I do?", "concept", {"keywords": ["Add addendum", "48"]},
          guide("consultations.md", "Why a note cannot be edited later"),
          "howto_concept, own words: drafts lock after 48 hours; correct with an addendum"),
        q("e20", "How is the balance due on a client's statement worked out?", "concept",
          {"keywords": ["brought forward", "payments"]},
          guide("payments-and-accounts.md", "How statements of account are worked out"), "howto_concept"),
        q("e21", "The vaccines we booked in yesterday say Quarantined and won't dispense. What went wrong?",
          "concept", {"keywords": ["Cold chain OK"]}, guide("stock-and-ordering.md", "Why a delivery is quarantined"),
          "howto_concept, own words: the cold-chain box was left unticked at goods in"),
        q("e22", "Сколько визитов было в клинике Hollinsby в июне 2025 года?", "table_count",
          {"number": sum(v.clinic == "Hollinsby" and v.day.month == 6 for v in visits)}, VISITS,
          "table_count, Russian: Clinic = Hollinsby and Visit Date in 2025-06"),
        q("e23", "Яка загальна сума замовлення VPO-1423?", "exact_id", money(po23["total"]), po("VPO-1423"),
          "lookup_field, Ukrainian: Order total (EUR) of purchase order VPO-1423 (VAT and carriage included)"),
        refuse("e24", "How do I send a pet insurance claim to the insurer from Larkspur?",
               "near-domain: insurance claims are not in the Larkspur pages"),
        refuse("e25", "How do I start a video consultation with a client in Larkspur?",
               "near-domain: video or telemedicine consultations are not covered"),
        refuse("e26", "What was the fee for visit VIS-20417?",
               f"no such visit (VIS-{data.FIRST_VISIT_NO}..VIS-{data.FIRST_VISIT_NO + len(visits) - 1} exist)"),
        refuse("e27", "How many visits were recorded in March 2025?", "the visits file covers June-October 2025 only"),
        refuse("e28", "What was the net result of the Kestwick clinic in Q3 2025?",
               "only finance/ (restricted to group finance) has clinic results; the default caller must be refused"),
        refuse("e29", "How do I register a puppy's microchip on the national database through Larkspur?",
               "near-domain: microchip registration is not covered"),
        {**q("e30", "What was the net result of the Kestwick clinic in Q3 2025?", "key_lookup", money(kestwick),
             RESULTS, "lookup_field: same as e28, asked by a finance caller, who may read finance/"),
         "groups": ["public", "finance"]},
    ]


def test() -> list[dict]:
    visits, staff = data.visits(), data.staff()
    unpaid = Counter(v.clinic for v in visits if not v.paid)
    penmarrow_vets = Counter(v.vet for v in visits if v.clinic == "Penmarrow")
    horses = [v.fee for v in visits if v.species == "Horse"]
    v_pet, v_two = data.visit("VIS-20335"), data.visit("VIS-20141")
    po18, po23, po31 = (data.purchase_order(n) for n in ("VPO-1418", "VPO-1423", "VPO-1431"))
    net = {r["clinic"]: r["net"] for r in data.clinic_results()}
    return [
        q("u01", "How many visits did the Tarrowmere clinic have in October 2025?", "table_count",
          {"number": sum(v.clinic == "Tarrowmere" and v.day.month == 10 for v in visits)}, VISITS,
          "table_count: Clinic = Tarrowmere and Visit Date in 2025-10"),
        q("u02", "What did visits bring in altogether in September 2025?", "table_sum",
          money(sum(v.fee for v in visits if v.day.month == 9)), VISITS, "table_sum: month filter, Fee (EUR)"),
        q("u03", "What is the average fee charged for a horse?", "table_sum", money(sum(horses) / len(horses)),
          VISITS, f"table_avg: mean Fee (EUR) of the {len(horses)} Species = Horse rows"),
        q("u04", "What is the total of visit fees for Farm account clients?", "cross_table",
          money(sum(v.fee for v in visits if account(v.client_no) == "Farm")), [VISITS, CLIENTS],
          "table_sum (join): Account Type lives in client_register.xlsx; join on Client No."),
        q("u05", "How many rostered hours did the Tarrowmere staff work in October 2025?", "table_sum",
          {"number": sum(s.rostered_hours for s in staff if s.clinic == "Tarrowmere")}, ROTA,
          "table_sum: Rostered Hrs of Clinic = Tarrowmere rows on both pages (page 2 has no header row)"),
        q("u06", "How many annual vaccination visits were there from June to October?", "table_count",
          {"number": sum(v.reason == "Annual vaccination" for v in visits)}, VISITS,
          "table_count: Reason = Annual vaccination, all species"),
        q("u07", "Which clinic has the most unpaid visits?", "table_argmax", {"keywords": [unique_end(unpaid)]},
          VISITS, "table_argmax: rows with Paid = no per Clinic"),
        q("u08", "Which vet at Penmarrow saw the fewest patients?", "table_argmax",
          {"keywords": [unique_end(penmarrow_vets, lowest=True)]}, VISITS,
          "table_argmin: rows per Vet among Clinic = Penmarrow"),
        q("u09", "What is the order total of VPO-1431?", "exact_id", money(po31["total"]), po("VPO-1431"),
          "lookup_field: Order total (EUR) in the totals block"),
        q("u10", "How much does account CN-41589 owe according to its October statement?", "exact_id",
          money(balance("CN-41589")), statement("CN-41589"), "lookup_field: the Balance due line below the table"),
        q("u11", "Which animal was brought in for visit VIS-20335?", "key_lookup",
          {"keywords": [v_pet.pet]}, visit_row("VIS-20335"),
          f"lookup_field: Patient of one CSV row (a {v_pet.species})"),
        q("u12", "On what date was visit VIS-20141 and what was its fee?", "key_lookup",
          {"number": v_two.fee, "keywords": [dates(v_two.day)]}, visit_row("VIS-20141"),
          "lookup_fields: Visit Date and Fee (EUR) of one CSV row"),
        q("u13", "Which supplier received purchase order VPO-1423?", "exact_id",
          {"keywords": [po23["supplier"]]}, po("VPO-1423"), "lookup_field: the Supplier row (not Deliver to)"),
        q("u14", "Where do I raise a purchase order to a supplier?", "screen",
          {"keywords": ["Purchasing > Orders > New order"]}, guide("stock-and-ordering.md", "Raising a purchase order"),
          "howto_screen"),
        q("u15", "A farmer wants to settle up next month instead of paying today. What do I click at checkout?",
          "screen", {"keywords": ["Put on account"]}, guide("payments-and-accounts.md", "Putting a visit on account"),
          "howto_screen, own words"),
        q("u16", "How do I swap one of my shifts with a colleague?", "screen", {"keywords": ["My rota > Request swap"]},
          guide("staff-rota.md", "Swapping a shift"), "howto_screen"),
        q("u17", "A client moved away still owing us 12 euros. How do I clear it off their account?", "screen",
          {"keywords": ["Write-off"]}, guide("payments-and-accounts.md", "Writing off a small balance"),
          "howto_screen, own words: a write-off (25.00 or less, practice manager only)"),
        q("u18", "When does Larkspur send the first vaccination reminder?", "concept", {"number": 21},
          guide("vaccinations.md", "How vaccination reminders are sent"), "howto_concept: 21 days before Next due"),
        q("u19", "Why did Larkspur take the older bottle of meloxicam when I dispensed it?", "concept",
          {"keywords": ["first-expiry-first-out|expires soonest|soonest"]},
          guide("dispensing.md", "How Larkspur chooses the batch"), "howto_concept, own words"),
        q("u20", "Why do we have to take a deposit from some clients before confirming their appointment?",
          "concept", {"keywords": ["Did not attend|no-show"]},
          guide("appointments.md", "Why a client is marked as a no-show"),
          "howto_concept: three Did not attend marks in twelve months set Deposit required"),
        q("u21", "How many hours does a night shift count for in the rostered hours?", "concept", {"number": 12},
          guide("staff-rota.md", "How rostered hours and on-call are counted"), "howto_concept"),
        q("u22", "Скільки візитів котів було у вересні 2025 року?", "table_count",
          {"number": sum(v.species == "Cat" and v.day.month == 9 for v in visits)}, VISITS,
          "table_count, Ukrainian: Species = Cat and Visit Date in 2025-09"),
        q("u23", "К какой дате нужно доставить заказ VPO-1418?", "exact_id",
          {"keywords": [dates(po18["required"])]}, po("VPO-1418"),
          "lookup_field, Russian: the Required by row of purchase order VPO-1418"),
        refuse("u24", "How can clients book their own appointments online in Larkspur?",
               "near-domain: no online booking portal for clients in the pages"),
        refuse("u25", "How do I import blood test results from the lab analyser into a patient record?",
               "near-domain: laboratory results import is not covered"),
        refuse("u26", "When is purchase order VPO-1427 required by?", "no such PO (VPO-1418, 1423, 1431 exist)"),
        refuse("u27", "How many night shifts were worked in total in September 2025?",
               "only the October 2025 rota exists; must not answer from October"),
        refuse("u28", "Which clinic had the highest net result in Q3 2025?",
               "only finance/ (restricted to group finance) has clinic results; the default caller must be refused"),
        refuse("u29", "How do I book a dog into the kennels for boarding while the owner is on holiday?",
               "near-domain: boarding or kennel bookings are not covered"),
        {**q("u30", "Which clinic had the highest net result in Q3 2025?", "table_argmax",
             {"keywords": [unique_end(net)]}, RESULTS,
             "table_argmax: same as u28, asked by a finance caller, who may read finance/"),
         "groups": ["public", "finance"]},
    ]


def main() -> None:
    write_set(GOLDEN / "company4-dev.jsonl", FROZEN, dev(), 30, "e")
    write_set(GOLDEN / "company4-test.jsonl", FROZEN, test(), 30, "u")


if __name__ == "__main__":
    main()
