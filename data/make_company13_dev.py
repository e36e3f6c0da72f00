"""Write data/golden/company13-dev.jsonl: 40 questions over data/company13 (Brackenfold Veterinary Group), different
from the test set with the same mix, written without reading the engine and frozen before any run. Every expected
number comes from company13_data.py / company13_records.py.
Run: `python data/make_company13.py && python data/make_company13_dev.py`.

Mix: 12 table aggregates, 3 argmax/argmin, 6 lookups, 10 how-to (3 where-on-screen, 7 how/why), a Ukrainian count
and a Belarusian how-to, 6 refusals, 1 asked by the `partners` group.
"""

import sys
from collections import defaultdict
from datetime import date
from pathlib import Path
from statistics import mean

sys.path.insert(0, str(Path(__file__).resolve().parent))
import company13_data as data  # noqa: E402
import company13_records as records  # noqa: E402
from golden_lines import conform, dates, money, q, refuse, unique_end, write_set  # noqa: E402

FROZEN = "// written 2026-12-02 20:09 UTC by helper company13 without reading the engine, frozen before any run"
OUT = Path(__file__).resolve().parent / "golden" / "company13-dev.jsonl"

# the same sources and helpers as the test set's generator
from make_company13_golden import (CD, CLAIMS, CONSULTS, JOIN, REPORT, all_text, between, help_source,  # noqa: E402
                                   ml, of_client, referral_source)


def build() -> list[dict]:
    rows = data.consults()
    aug, oct_ = data.in_month(rows, 8), data.in_month(rows, 10)
    cd = data.cd_register()
    sites = records.quarter_sites()
    refs = {rf.ref: rf for rf in records.referrals()}
    out = []

    # ---- 12 table aggregates ----
    v = sum(e.issued for e in data.issues(cd, "Ketamine"))
    out.append(q("w01", "How much ketamine, in ml, went out to patients during October?", "table_sum", ml(v), CD,
                 "sum: Given ml of the Ketamine 100 mg/ml rows over all three pages of the CD register (the "
                 "delivery's Recd ml not included)"))
    n = sum(1 for e in cd if e.witness == "MF")
    out.append(q("w02", "How many entries in October's CD register did Molly Fenn witness?", "table_count",
                 {"number": n}, CD, "count: rows with Wit. MF (= Molly Fenn RVN, key above the table on page 1), "
                                    "all three pages"))
    n = len(aug)
    out.append(q("w03", "How many appointments were booked in August, no-shows included?", "table_count",
                 {"number": n}, CONSULTS, "count: rows dated xx.08.26, DNA rows included (not the subtotal row)"))
    n = len(data.seen(between(rows, date(2026, 10, 1), date(2026, 10, 20))))
    out.append(q("w04", "How many animals did we actually see between 1 and 20 October?", "table_count",
                 {"number": n}, CONSULTS, "count: rows with Dt 01.10.26 to 20.10.26 inclusive without DNA"))
    v = data.fees(of_client(rows, plan="None"))
    out.append(q("w05", "How much did we bill clients who aren't on any health plan, August to October?",
                 "table_sum", money(v), JOIN,
                 "join: Fee of register rows whose Acct has Plan None in client_list.csv (Client ref); the rescue's "
                 "on-account fees included"))
    n = len(data.seen(of_client(rows, plan="Basic")))
    out.append(q("w06", "How many visits that went ahead were for pets of Basic plan clients?", "table_count",
                 {"number": n}, JOIN,
                 "join: count of register rows without DNA whose Acct has Plan Basic in client_list.csv"))
    weights = [c.weight for c in rows if c.species == "FEL" and c.weight is not None]
    out.append(q("w07", "What's the average weight of the cats that got weighed over the three months?", "table_avg",
                 {"number": round(mean(weights), 2), "tolerance": 0.05}, CONSULTS,
                 f"avg with blanks: mean Wt kg of the {len(weights)} rows with Sp FEL and a weight (blank = not "
                 "weighed)"))
    n = sum(1 for c in rows if c.fee and not c.paid)
    out.append(q("w08", "How many appointments with a charge on them still haven't got a tick in the paid column?",
                 "table_count", {"number": n}, CONSULTS,
                 "count: rows with a Fee above zero and a blank Pd (DNA rows have no fee; plan rows at 0.00 ticked)"))
    n = len(data.seen([c for c in rows if c.proc == "M01"]))
    out.append(q("w09", "How many microchips did we put in between August and October?", "table_count",
                 {"number": n}, CONSULTS, "count: rows with Proc M01 (Codes sheet: Microchip implant) and no DNA"))
    n = sum(s.operations for s in sites)
    out.append(q("w10", "How many operations did the whole group do in the second quarter?", "table_sum",
                 {"number": n}, REPORT, "sum: Ops column of the report's table, four sites"))
    v = data.fees([c for c in rows if c.clinic == "OOH"])
    out.append(q("w11", "How much did the out-of-hours service charge for the call-outs in the register?",
                 "table_sum", money(v), CONSULTS, "sum: Fee of rows with Clin OOH (Gold clients 10% off E01)"))
    v = data.fees([c for c in oct_ if c.clinic == "CB"])
    out.append(q("w12", "What was the total fee for October appointments at Cawdell Bridge?", "table_sum", money(v),
                 CONSULTS, "sum: Fee of October rows with Clin CB (the surgery, not the town; DNA rows no fee)"))

    # ---- 3 argmax / argmin ----
    per = defaultdict(float)
    for c in rows:
        per[c.acct] += c.fee or 0
    top = unique_end(per)
    name = data.CLIENT[top].name
    out.append(q("w13", "Which client spent the most with us over August to October?", "argmax",
                 {"contains": [f"Ashworth|{top}"]}, JOIN,
                 f"argmax: Fee summed per Acct, the client named through client_list.csv ({top} = {name}, "
                 f"{per[top]:.2f})"))
    assert "Ashworth" in name
    per = defaultdict(float)
    for c in rows:
        per[c.clinic] += c.fee or 0
    top = unique_end(per)
    site = data.CLINICS[top]
    out.append(q("w14", "Which site took the most money in the consultations register?", "argmax",
                 {"contains": [site.split()[0]]}, [CONSULTS, {**CONSULTS, "sheet": "Codes"}],
                 f"argmax: Fee summed per Clin ({top} = {site}, {per[top]:.2f}; OOH counts as a site)"))
    top = unique_end({s.site: s.operations for s in sites})
    out.append(q("w15", "Which clinic carried out the most operations in Q2?", "argmax",
                 {"contains": [top.split()[0]]}, REPORT, f"argmax: Ops column of the report ({top})"))

    # ---- 6 lookups ----
    rf = next(r for r in refs.values() if r.pet == "Cleo")
    out.append(q("w16", "Which specialist is taking on Cleo's case?", "lookup",
                 {"contains": ["Ruth Adeyemi|Adeyemi"]}, referral_source(rf.ref),
                 f"lookup by patient name: Clinician field of {rf.ref}"))
    rf = refs["REF-26-041"]
    out.append(q("w17", "When was REF-26-041 written, and which of our vets wrote it?", "lookup",
                 {"contains": [dates(rf.day), "Aoife Byrne|Byrne"]}, referral_source(rf.ref),
                 "lookup, two fields: Date and Referring vet of the letter"))
    rf = next(r for r in refs.values() if r.pet == "Mango")
    out.append(q("w18", "Why did we refer Mango the bearded dragon?", "lookup",
                 {"contains": ["metabolic bone"]}, referral_source(rf.ref),
                 f"lookup by patient name: Reason for referral of {rf.ref} (suspected nutritional metabolic bone "
                 "disease)"))
    rf = next(r for r in refs.values() if r.pet == "Hector")
    out.append(q("w19", "What weight is on Hector's referral letter?", "lookup",
                 {"number": rf.weight, "tolerance": 0.05}, referral_source(rf.ref),
                 f"lookup by patient name: Weight field of {rf.ref} (kg; the register has other weights for him)"))
    rf = next(r for r in refs.values() if r.pet == "Rolo")
    out.append(q("w20", "What's the policy number on Rolo's referral?", "lookup", {"contains": [rf.policy]},
                 referral_source(rf.ref), f"lookup by patient name: Policy no. of {rf.ref}"))
    rf = refs["REF-26-047"]
    out.append(q("w21", "What's the total charged to date on REF-26-047?", "lookup", money(rf.total),
                 referral_source(rf.ref), "lookup: Total charged to date under the treatment table"))

    # ---- 10 how-to ----
    out.append(q("w22", "Where do I print off a vaccination card for an owner?", "howto",
                 {"contains": ["Vaccination certificate", "Documents"]},
                 help_source("pawsmith-faq.md", "How do I print a vaccination card?"),
                 "howto where: Patient > Documents, New document, Vaccination certificate"))
    out.append(q("w23", "Where do I change which surgery a client is registered with?", "howto",
                 {"contains": ["Registered site"]},
                 help_source("pawsmith-faq.md", "How do I move a client to another surgery?"),
                 "howto where: Registered site on Client > Details"))
    out.append(q("w24", "Where's the button for marking that someone didn't turn up for their appointment?",
                 "howto", {"contains": ["Mark DNA"]},
                 help_source("booking-appointments.md", "When a client does not turn up"),
                 "howto where: open the booking, Mark DNA, fifteen minutes after the slot starts"))
    out.append(q("w25", "I need 40 minutes for a really nervous collie. How do I get a longer slot?", "howto",
                 {"contains": ["Length"]}, help_source("booking-appointments.md", "Longer appointments"),
                 "howto how: change Length in the booking panel, or drag the bottom edge of the booking"))
    out.append(q("w26", "Why can't I pick our student nurse as the witness for a ketamine entry?", "howto",
                 {"contains": ["RVN|MRCVS"]}, help_source("controlled-drugs.md", "Who may witness"),
                 "howto why: a witness must be another user with the RVN or MRCVS role; students cannot"))
    out.append(q("w27", "There's some out-of-date methadone in the cabinet. How do we get rid of it properly?",
                 "howto", {"contains": ["Destruction log", "authorised witness"]},
                 help_source("controlled-drugs.md", "Out-of-date and returned stock"),
                 "howto how: destroyed in front of an authorised witness from outside the practice, recorded in "
                 "Pharmacy > Destruction log"))
    out.append(q("w28", "How do I send out this week's booster reminders?", "howto",
                 {"contains": ["Reminder run", "Send"]}, help_source("reminders.md", "Sending the reminders"),
                 "howto how: Communications > Reminder run, date range and site, Preview, Send"))
    out.append(q("w29", "Why is that painkiller greyed out when I try to add it to the bill?", "howto",
                 {"contains": ["out of stock", "Transfers"]},
                 help_source("pawsmith-faq.md", "Why is a medicine greyed out when I try to charge it?"),
                 "howto why: out of stock at the logged-in site; ask Thornby pharmacy via Stock > Transfers"))
    out.append(q("w30", "We overcharged a client for a consult. How do I give them their money back?", "howto",
                 {"contains": ["credit note", "Practice manager"]},
                 help_source("invoicing.md", "Refunds and credit notes"),
                 "howto how: Practice manager role, Client > Transactions, Raise credit note, refund to card"))
    out.append(q("w31", "Why won't the system let me close off the day tonight?", "howto",
                 {"contains": ["Day end|Close day", "finalise|still open|open invoice"]},
                 help_source("pawsmith-faq.md", "The day won't close at the end of the evening"),
                 "howto why: Day end refuses while any invoice of the day is still open; finalise or post to "
                 "account"))

    # ---- 2 in Ukrainian / Belarusian ----
    n = sum(1 for c in aug if c.dna)
    out.append(q("w32", "Скільки разів власники не прийшли на прийом у серпні?", "table_count", {"number": n},
                 CONSULTS, "Ukrainian, count: August rows with Notes DNA"))
    out.append(q("w33", "Як адправіць узоры ў знешнюю лабараторыю падчас прыёму ў Pawsmith?", "howto",
                 {"contains": ["Lab request", "External lab"]},
                 help_source("consultations.md", "Sending samples to the lab"),
                 "Belarusian, howto how: Plan tab, Lab request, External lab, tick the tests, print the form"))

    # ---- 6 refusals ----
    assert not any(c.day.month == 11 for c in rows)
    out.append(refuse("w34", "How many appointments did we have in November?",
                      "the consultations register covers August to October 2026 only"))
    assert "whitfield" not in all_text()
    out.append(refuse("w35", "What's the phone number for Mr Whitfield?", "no client Whitfield in any file"))
    assert "REF-26-044" not in refs
    out.append(refuse("w36", "Who was the referring vet on REF-26-044?",
                      "no such referral (REF-26-041, 047, 052, 058 only)"))
    assert not any(w in all_text() for w in ("portal", "client app"))
    out.append(refuse("w37", "How do owners log in to see their pet's records online?",
                      "the help pages cover only the website booking requests, no client portal or app"))
    assert not any(w in all_text() for w in ("horse", "equine", "passport"))
    out.append(refuse("w38", "How do I record a horse's passport details in Pawsmith?",
                      "the help pages do not cover horses or equine passports"))
    assert "q3" not in all_text()
    out.append(refuse("w39", "What was Thornby's turnover in Q3?",
                      "the quarterly report covers Q2 (April to June 2026) only"))

    # ---- 1 asked by the restricted group ----
    v = sum(c.nights * c.night_rate for c in records.claims() if c.month == "Sep-26")
    line = q("w40", "What did the on-call nights cost us in September, everyone together?", "table_sum", money(v),
             CLAIMS, "restricted (group partners), sum: On-call nights x £/night of the Sep-26 rows (overtime hours "
                     "not included)")
    line["group"] = "partners"
    out.append(line)
    return out


if __name__ == "__main__":
    write_set(OUT, FROZEN, [conform(line) for line in build()], 40, "w")
