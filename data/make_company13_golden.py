"""Write data/golden/company13-test.jsonl: 40 questions over data/company13 (Brackenfold Veterinary Group, a regional
veterinary practice group), written from the documents without reading the engine and frozen before any run. Every
expected number is computed from company13_data.py / company13_records.py, the records the corpus is written from.
Run: `python data/make_company13.py && python data/make_company13_golden.py`.

Mix: 12 table aggregates, 3 argmax/argmin, 6 lookups, 10 how-to (3 where-on-screen, 7 how/why), a Russian sum and
a Ukrainian how-to, 6 refusals, 1 asked by the `partners` group.
"""

import sys
from collections import defaultdict
from datetime import date
from pathlib import Path
from statistics import mean

sys.path.insert(0, str(Path(__file__).resolve().parent))
import company13_data as data  # noqa: E402
import company13_records as records  # noqa: E402
from company13_docs import PAGES  # noqa: E402
from golden_lines import conform, money, q, refuse, unique_end, write_set  # noqa: E402

FROZEN = "// written 2026-12-02 20:08 UTC by helper company13 without reading the engine, frozen before any run"
OUT = Path(__file__).resolve().parent / "golden" / "company13-test.jsonl"

REG_DOC = "frontdesk/consults_aug-oct_2026.xlsx"
CONSULTS = {"doc": REG_DOC, "sheet": "Consults"}
CODES = {"doc": REG_DOC, "sheet": "Codes"}
CLIENTS = {"doc": "frontdesk/client_list.csv"}
JOIN = [CONSULTS, CLIENTS]
CD = [{"doc": "pharmacy/cd_register_2026-10.pdf", "page": n} for n in (1, 2, 3)]
REPORT = {"doc": "reports/quarterly_report_2026-Q2.pdf", "page": 1}
CLAIMS = {"doc": "partners/overtime_oncall_2026.xlsx", "sheet": "OT claims"}


def referral_source(ref: str) -> dict:
    return {"doc": f"referrals/{ref}.pdf", "page": 1}


def help_source(page: str, section: str | None = None) -> dict:
    """A help page (and section), checked against the page text so a renamed heading fails loudly."""
    assert page in PAGES, page
    if section is None:
        return {"doc": f"pawsmith-help/{page}"}
    assert f"## {section}\n" in PAGES[page], (page, section)
    return {"doc": f"pawsmith-help/{page}", "section": section}


def of_client(rows: list, **match) -> list:
    return [c for c in rows if all(getattr(data.CLIENT[c.acct], k) == x for k, x in match.items())]


def between(rows: list, first: date, last: date) -> list:
    return [c for c in rows if first <= c.day <= last]


def ml(value: float) -> dict:
    return {"number": round(value, 1), "tolerance": 0.05}


def all_text() -> str:
    """Every word the corpus holds, lower-cased, for asserting that a refusal's subject is nowhere."""
    parts = list(PAGES.values())
    parts += [f"{c.name} {c.town}" for c in data.CLIENTS] + [" ".join(map(str, p[:4])) for p in data.PETS]
    parts += [f"{n} {p}" for n, p in data.PROCS.values()] + [v[0] for v in data.VETS.values()]
    parts += list(data.NURSES.values()) + [x.name for x in records.claims()]
    for rf in records.referrals():
        parts += [rf.ref, rf.owner, rf.vet, rf.to, rf.clinician, rf.reason, rf.insurer]
        parts += [" ".join(map(str, i)) for i in rf.items]
    parts += [e.party for e in data.cd_register()]
    return " ".join(parts).lower()


def build() -> list[dict]:
    rows = data.consults()
    aug, sep, oct_ = (data.in_month(rows, m) for m in data.MONTHS)
    cd = data.cd_register()
    sites = records.quarter_sites()
    refs = {rf.ref: rf for rf in records.referrals()}
    out = []

    # ---- 12 table aggregates ----
    v = sum(e.issued for e in data.issues(cd, "Methadone"))
    out.append(q("v01", "How many ml of methadone did we give out to patients in October?", "table_sum", ml(v), CD,
                 "sum: Given ml of the Methadone 10 mg/ml rows over all three pages of the CD register (receipts "
                 "and brought-forward lines have no Given ml)"))
    n = len(data.issues(cd, "Ketamine"))
    out.append(q("v02", "How many times was ketamine drawn up for an animal in October?", "table_count",
                 {"number": n}, CD, "count: CD register rows for Ketamine 100 mg/ml with a Given ml, all three pages"))
    v = data.fees(sep)
    out.append(q("v03", "What did we bill in total for September appointments?", "table_sum", money(v), CONSULTS,
                 "sum: Fee of the rows dated xx.09.26 (= the 'September subtotal' row; not to be added twice)"))
    v = data.fees(between(rows, date(2026, 8, 14), date(2026, 9, 10)))
    out.append(q("v04", "How much did we charge for appointments from 14 August to 10 September?", "table_sum",
                 money(v), CONSULTS, "sum: Fee of rows with Dt 14.08.26 to 10.09.26 inclusive (text dates dd.mm.yy; "
                                     "DNA rows have no fee)"))
    v = data.fees(of_client(rows, plan="Gold"))
    out.append(q("v05", "What did clients on the Gold plan get charged altogether between August and October?",
                 "table_sum", money(v), JOIN,
                 "join: Fee of register rows whose Acct has Plan Gold in client_list.csv (Client ref), three months"))
    n = len(data.seen(of_client(rows, town="Owlsby")))
    out.append(q("v06", "How many times did clients from Owlsby bring an animal in, leaving out the no-shows?",
                 "table_count", {"number": n}, JOIN,
                 "join: count of register rows without DNA whose Acct has Town Owlsby in client_list.csv"))
    weights = [c.weight for c in sep if c.species == "K9" and c.weight is not None]
    out.append(q("v07", "What was the average weight of the dogs we weighed in September?", "table_avg",
                 {"number": round(mean(weights), 2), "tolerance": 0.05}, CONSULTS,
                 f"avg with blanks: mean Wt kg of the {len(weights)} September rows with Sp K9 and a weight (blank "
                 "= not weighed; DNA rows blank)"))
    unpaid = [c for c in rows if c.fee and not c.paid]
    v = data.fees(unpaid)
    out.append(q("v08", "How much of what we charged over the three months is still unpaid, on-account clients "
                 "included?", "table_sum", money(v), CONSULTS,
                 f"sum: Fee of the {len(unpaid)} rows with a fee above zero and a blank Pd (no tick)"))
    n = sum(1 for c in oct_ if c.dna)
    out.append(q("v09", "How many no-shows did we have in October?", "table_count", {"number": n}, CONSULTS,
                 "count: October rows with Notes DNA"))
    n = sum(1 for c in rows if c.clinic == "OOH")
    out.append(q("v10", "How many out-of-hours emergency call-outs are there in the consultations register?",
                 "table_count", {"number": n}, CONSULTS, "count: rows with Clin OOH (Proc E01)"))
    v = sum(s.turnover for s in sites)
    out.append(q("v11", "What was the group's total turnover for April to June, going by the quarterly report?",
                 "table_sum", money(v), REPORT, "sum: Turnover £ column of the report's table, four sites"))
    n = len(data.seen([c for c in rows if c.species == "LAG"]))
    out.append(q("v12", "How many rabbit appointments actually went ahead between August and October?",
                 "table_count", {"number": n}, CONSULTS,
                 "count: rows with Sp LAG (rabbit, spelled out on the Codes sheet) and no DNA"))

    # ---- 3 argmax / argmin ----
    per = defaultdict(int)
    for c in data.seen(rows):
        per[c.vet] += 1
    top = unique_end(per)
    out.append(q("v13", "Which vet actually saw the most animals over August to October?", "argmax",
                 {"contains": [f"{top}|{data.VETS[top][0].removeprefix('Dr ')}"]}, [CONSULTS, CODES],
                 f"argmax: register rows without DNA per Vet ({top} = {data.VETS[top][0]}, {per[top]}); counting "
                 "DNA rows too would wrongly give another vet"))
    per = defaultdict(int)
    for e in data.issues(cd):
        per[e.by] += 1
    top = unique_end(per)
    out.append(q("v14", "Who gave out the most controlled drug doses in October?", "argmax",
                 {"contains": [f"{top}|{data.VETS[top][0].removeprefix('Dr ')}"]}, CD,
                 f"argmax: CD register rows with a Given ml per By, all three pages ({top} = {data.VETS[top][0]}, "
                 f"{per[top]}; initials spelled out above the table on page 1)"))
    low = unique_end({s.site: s.new_clients for s in sites}, lowest=True)
    assert low == "Nightline out-of-hours"
    out.append(q("v15", "Which of our sites brought in the fewest new clients in the second quarter?", "argmax",
                 {"contains": ["Nightline|out-of-hours|out of hours"]}, REPORT,
                 f"argmin: New clients column of the report ({low})"))

    # ---- 6 lookups ----
    rf = next(r for r in refs.values() if r.pet == "Hector")
    out.append(q("v16", "Which specialist centre did we send Hector to?", "lookup",
                 {"contains": ["Pennine Veterinary Specialists|Pennine"]}, referral_source(rf.ref),
                 f"lookup by patient name: Referred to field of {rf.ref}"))
    rf = refs["REF-26-058"]
    out.append(q("v17", "Which insurer is on REF-26-058, and what's the policy number?", "lookup",
                 {"contains": ["Harbour", rf.policy]}, referral_source(rf.ref),
                 "lookup, two fields: Insurer and Policy no. of the letter"))
    rf = refs["REF-26-047"]
    assert rf.urgency.startswith("Soon")
    out.append(q("v18", "How urgent was referral REF-26-047?", "lookup", {"contains": ["7 days|Soon|seven days"]},
                 referral_source(rf.ref), "lookup: Urgency field, 'Soon (within 7 days)'"))
    rf = next(r for r in refs.values() if r.pet == "Mango")
    out.append(q("v19", "What's the total charged to date on the bearded dragon's referral letter?", "lookup",
                 money(rf.total), referral_source(rf.ref),
                 f"lookup by species: Total charged to date of {rf.ref} (Mango, central bearded dragon)"))
    rf = next(r for r in refs.values() if r.pet == "Rolo")
    out.append(q("v20", "Who's the clinician picking up Rolo's case at Kelderby?", "lookup",
                 {"contains": ["Ewan Strachan|Strachan"]}, referral_source(rf.ref),
                 f"lookup by patient name: Clinician field of {rf.ref}"))
    rf = refs["REF-26-058"]
    assert "3.4 mmol/l" in rf.items[0][2]
    out.append(q("v21", "What did Cleo's blood test show, according to her referral letter?", "lookup",
                 {"contains": ["calcium", "3.4"]}, referral_source(rf.ref),
                 f"lookup by patient name: finding of the blood panel line in {rf.ref} (total calcium 3.4 mmol/l, "
                 "high)"))

    # ---- 10 how-to ----
    out.append(q("v22", "Where do I log that I've just given a dog some methadone?", "howto",
                 {"contains": ["CD Register", "Record supply"]},
                 help_source("controlled-drugs.md", "Recording a supply or administration"),
                 "howto where: Pharmacy > CD Register, Record supply, with a witness and PIN"))
    out.append(q("v23", "Where can I see how a pet's weight has gone up and down over the years?", "howto",
                 {"contains": ["Weight chart"]}, help_source("consultations.md", "Weighing the patient"),
                 "howto where: Patient > Weight chart"))
    out.append(q("v24", "Where do the appointment requests people send through our website end up?", "howto",
                 {"contains": ["Online requests"]}, help_source("booking-appointments.md",
                                                                 "Bookings made on the website"),
                 "howto where: Diary > Online requests, Accept or Decline"))
    out.append(q("v25", "A lady's cat died a few weeks ago and she's just had a text saying it's due its booster. "
                 "How do we stop that happening?", "howto", {"contains": ["Deceased"]},
                 help_source("reminders.md", "Why a client got no reminder, or got one they should not have"),
                 "howto how: set Deceased on Patient > Details the same day; reminders for that pet stop"))
    out.append(q("v26", "Why did the Labrador's vaccination come up as zero on the bill?", "howto",
                 {"contains": ["plan", "Basic|Gold"]},
                 help_source("invoicing.md", "Why a charge shows GBP 0.00"),
                 "howto why: vaccinations are free on the Basic and Gold health plans"))
    out.append(q("v27", "A client can't book online any more and the diary says she needs to pay a deposit. Why "
                 "is that?", "howto", {"contains": ["DNA|did not attend|no-show|didn't turn up", "two|2"]},
                 [help_source("booking-appointments.md", "When a client does not turn up"),
                  help_source("pawsmith-faq.md", "The diary says \"Deposit required\" - what does that mean?")],
                 "howto why: two DNAs in twelve months set the Deposit required flag, online booking off"))
    out.append(q("v28", "I forgot to put something in yesterday's consult notes and now it won't let me change "
                 "them. What do I do?", "howto", {"contains": ["addendum"]},
                 help_source("consultations.md", "Correcting notes after the consult"),
                 "howto how/why: notes lock 24 hours after Finish consult; use Add addendum"))
    out.append(q("v29", "How do I send a dog on to the orthopaedic specialists?", "howto",
                 {"contains": ["Referral", "Send referral"]},
                 help_source("consultations.md", "Referring to a specialist"),
                 "howto how: Plan tab, Referral, Refer to, Urgency, check the letter, Send referral"))
    out.append(q("v30", "Monday's methadone count came out a millilitre short of what the system says. What now?",
                 "howto", {"contains": ["Report discrepancy", "CD officer|clinical director"]},
                 help_source("controlled-drugs.md", "Weekly balance check"),
                 "howto how: over 0.5 ml difference, Report discrepancy; the Named CD officer is alerted; do not "
                 "adjust the balance"))
    out.append(q("v31", "The dog rescue wants to settle up at the end of the month rather than pay at the desk. "
                 "How do I set that up?", "howto", {"contains": ["Account allowed", "Post to account"]},
                 help_source("invoicing.md", "Putting an invoice on account"),
                 "howto how: practice manager ticks Account allowed on Client > Details; Post to account"))

    # ---- 2 in Russian / Ukrainian ----
    v = sum(e.issued for e in data.issues(cd, "Buprenorphine"))
    out.append(q("v32", "Сколько миллилитров бупренорфина выдали пациентам за октябрь по журналу контролируемых "
                 "препаратов?", "table_sum", ml(v), CD,
                 "Russian, sum: Given ml of the Buprenorphine 0.3 mg/ml rows, all three pages of the CD register"))
    out.append(q("v33", "Як оприбуткувати поставку контрольованих препаратів від постачальника в Pawsmith?",
                 "howto", {"contains": ["Goods in"]}, help_source("controlled-drugs.md", "Booking in a delivery"),
                 "Ukrainian, howto how: Pharmacy > Goods in, delivery note, quantities, invoice number, witnessed"))

    # ---- 6 refusals ----
    assert not any(c.day.month == 7 for c in rows)
    out.append(refuse("v34", "How many consultations did we have in July?",
                      "the consultations register covers August to October 2026 only"))
    assert "gallagher" not in all_text()
    out.append(refuse("v35", "What did we charge Mrs Gallagher for her spaniel's dental?",
                      "no client Gallagher in any file"))
    assert "REF-26-049" not in refs
    out.append(refuse("v36", "Which hospital was REF-26-049 sent to?",
                      "no such referral (REF-26-041, 047, 052, 058 only)"))
    assert "direct debit" not in all_text()
    out.append(refuse("v37", "How do I set up a monthly direct debit for a client's health plan in Pawsmith?",
                      "the help pages say nothing about direct debits or collecting plan payments"))
    assert not any(w in all_text() for w in ("neuter", "spay", "castrat"))
    out.append(refuse("v38", "What do we charge to spay a female cat?",
                      "neutering is not on the Codes price list nor anywhere else"))
    assert all(e.day.month == 10 for e in cd)
    out.append(refuse("v39", "How much ketamine did we use in September?",
                      "the CD register covers October 2026 only (the brought-forward line gives a balance, not "
                      "September's use)"))

    # ---- 1 asked by the restricted group ----
    v = sum(c.amount for c in records.claims() if c.role == "RVN" and c.month == "Oct-26")
    line = q("v40", "How much did the nurses claim for overtime and on-call in October?", "table_sum", money(v),
             CLAIMS, "restricted (group partners), sum: Claim £ of the three RVN rows for Oct-26 (approved or not)")
    line["group"] = "partners"
    out.append(line)
    return out


if __name__ == "__main__":
    write_set(OUT, FROZEN, [conform(line) for line in build()], 40, "v")
