"""Write data/golden/company17-test.jsonl: 40 questions over data/company17/ (Rothar Rua Cycle Co-operative, a small
bicycle repair and rental co-op), written by a helper without reading the engine. Every expected number is computed
here from the generator's records (company17_data.py, company17_records.py), never by hand and never from Tally's
output. Run: `python data/make_company17_golden.py`."""

import sys
from collections import Counter
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from golden_lines import (due_words, entry as q, first_page, help_entry, refusal as refuse,  # noqa: E402
                          unique_best, write_frozen)
import company17_data as data  # noqa: E402
import company17_records as records  # noqa: E402

OUT = Path(__file__).resolve().parent / "golden" / "company17-test.jsonl"
WRITTEN = "Thu Dec  3 12:01:13 UTC 2026"
HEADER = f"// written {WRITTEN} by helper company17 without reading the engine, frozen before any run"

LOG = {"doc": "workshop/job_log_2026.xlsx", "sheet": "Job log"}
MEMBERS = {"doc": "members/member_register.csv"}
HIRE = {"doc": "hire/hire_log_jul-sep_2026.pdf"}
REPORT = {"doc": "reports/board_report_q3_2026.pdf", "page": 1}
SHORTLIST = {"doc": "board/premises_shortlist_2026.xlsx", "sheet": "Shortlist"}
INVOICES = "invoices/"
HELP = "truewheel-help/"

howto = partial(help_entry, HELP)
bill_doc = partial(first_page, INVOICES)


def mech_words(code: str) -> str:
    """A mechanic as an answer may name them: full name or first name (two-letter codes are left out: "ps" or "dk"
    would match inside ordinary words)."""
    name = data.MECHANICS[code].split(" (")[0]
    return f"{name}|{name.split()[0]}"


def member_words(no: str) -> str:
    return f"{data.MEMBER[no].name}|{no}"


def mean(values: list) -> float:
    return round(sum(values) / len(values), 2)


def sources() -> tuple:
    """The records both question sets are computed from: jobs, hires, members by number, bills by number."""
    return data.jobs(), data.hires(), data.MEMBER, records.bills()


def questions() -> list[dict]:
    jobs, hires, member, bills = sources()
    out = []

    # ------------------------------------------------ table_count (6)
    july = data.in_month(jobs, 7)
    out.append(q("c17t-count-july-jobs", "How many bikes did people drop off with us for fixing in July?",
                 "table_count", {"number": len(july)}, LOG,
                 f"job log rows with In in July 2026 ({july[0].no} - {july[-1].no}); the TOTALS line is not a job"))
    ebikes = [h for h in hires if h.type == "E-bike"]
    out.append(q("c17t-count-ebike-hires", "Over the summer, how many times did someone rent one of our electric "
                 "bikes?", "table_count", {"number": len(ebikes)}, HIRE,
                 f"hire log rows with Type = E-bike on both pages ({', '.join(h.ref for h in ebikes)})"))
    late = [h for h in hires if h.extra_why == "returned a day late"]
    out.append(q("c17t-count-late", "How often did a hirer bring the bike back a day after they were supposed to?",
                 "table_count", {"number": len(late)}, HIRE,
                 f"hire log rows whose Note says the bike came back a day late ({', '.join(h.ref for h in late)}); "
                 "damage charges are not late returns"))
    walkins = [j for j in jobs if j.member is None]
    out.append(q("c17t-count-nonmembers", "How many of the July-to-October repairs were for people who aren't in "
                 "the co-op?", "table_count", {"number": len(walkins)}, LOG,
                 f"job log rows with Mbr blank (the Key sheet: blank = walk-in, not a member); {len(jobs)} jobs in "
                 "all"))
    punctures = [j for j in jobs if j.svc == "PNC"]
    out.append(q("c17t-count-punctures", "How many flat tyres did the workshop sort out from July to October?",
                 "table_count", {"number": len(punctures)}, LOG,
                 "job log rows with Svc = PNC (puncture, tube or tyre swap on the Key sheet)"))
    aug = [h for h in hires if h.month == 8]
    out.append(q("c17t-ru-count-aug-hires", "Сколько раз в августе у нас брали велосипеды напрокат?", "table_count",
                 {"number": len(aug)}, HIRE,
                 f"Russian: hire log rows with Out in August ({aug[0].ref} - {aug[-1].ref}), across the page break"))

    # ------------------------------------------------ table_sum (6)
    sep = data.in_month(jobs, 9)
    out.append(q("c17t-sum-sep-charged", "What did we bill customers altogether for the repairs that came in during "
                 "September?", "table_sum", {"number": data.total(j.total for j in sep)}, LOG,
                 f"sum of Tot € over the {len(sep)} rows with In in September"))
    dk = [j for j in jobs if j.mech == "DK"]
    out.append(q("c17t-sum-diarmuid-hours", "How many hours of repair work did Diarmuid clock up between July and "
                 "October?", "table_sum", {"number": sum(j.hours for j in dk)}, LOG,
                 f"sum of Hrs over the {len(dk)} rows with Mech = DK (Diarmuid Kelleher on the Key sheet)"))
    cargo = [h for h in hires if h.type == "Cargo"]
    out.append(q("c17t-sum-cargo-income", "Leaving out any fees for lateness or damage, how much rent did the cargo "
                 "bikes earn us between July and September?", "table_sum",
                 {"number": data.total(h.charge for h in cargo)}, HIRE,
                 f"sum of Hire € over the {len(cargo)} rows with Type = Cargo (Extra € left out)"))
    aug_jobs = data.in_month(jobs, 8)
    out.append(q("c17t-avg-aug-bill", "What was the typical bill for a repair in August, on average?", "table_sum",
                 {"number": mean([j.total for j in aug_jobs]), "tolerance": 0.05}, LOG,
                 f"mean Tot € over the {len(aug_jobs)} August rows; tolerance 0.05"))
    early_oct = [j for j in data.in_month(jobs, 10) if j.booked.day <= 15]
    out.append(q("c17t-range-oct-parts", "What did parts come to on the bikes we took in over the first half of "
                 "October, 1st-15th?", "table_sum", {"number": data.total(j.parts for j in early_oct)}, LOG,
                 f"sum of Pts € over the rows with In 1 - 15 October 2026 ({early_oct[0].no} - {early_oct[-1].no}); "
                 "blank = no parts, adds 0"))
    out.append(q("c17t-sum-extras", "On top of the normal rental price, what did hirers pay us for bringing "
                 "bikes back late or damaged over July, August and September?", "table_sum",
                 {"number": data.total(h.extra for h in hires)}, [HIRE, REPORT],
                 "sum of Extra € over both pages (blank = none); the board report's prose gives the same figure"))

    # ------------------------------------------------ table_argmax (3)
    code, n = unique_best(Counter(j.mech for j in jobs))
    out.append(q("c17t-argmax-mechanic", "Which of the mechanics handled the most repairs over the four months?",
                 "table_argmax", {"keywords": [mech_words(code)]}, LOG,
                 f"{code} = {data.MECHANICS[code]}: {n} rows counted by Mech; unique maximum (also the most Hrs)"))
    earned = {b: data.total(h.charge for h in hires if h.bike == b) for b in data.FLEET}
    bike, amount = unique_best(earned)
    out.append(q("c17t-argmax-fleet-bike", "Which single bike in the rental fleet made us the most money this "
                 "summer?", "table_argmax", {"keywords": [bike]}, HIRE,
                 f"{bike}: Hire € {amount:.2f} summed by Bike; still the top with Extra € added"))
    svc, n = unique_best(Counter(j.svc for j in july))
    out.append(q("c17t-argmax-july-work", "What kind of repair did we do most often in July?", "table_argmax",
                 {"keywords": ["brake|BRK"]}, LOG, f"Svc {svc} ({data.SERVICES[svc][0]}): {n} of the July rows"))
    assert svc == "BRK"

    # ------------------------------------------------ cross_table (3)
    conc = [j for j in jobs if j.member and member[j.member].tier == "Concession"]
    out.append(q("c17t-join-concession-spend", "How much did members on the reduced concession membership pay for "
                 "repairs in total?", "cross_table", {"number": data.total(j.total for j in conc)}, [LOG, MEMBERS],
                 f"sum of Tot € over the {len(conc)} job rows whose Mbr has Tier = Concession in member_register.csv"))
    mill = [j for j in jobs if j.member and member[j.member].area == "Millfield"]
    out.append(q("c17t-join-millfield", "For members living in Millfield, how many bikes did we repair?", "cross_table",
                 {"number": len(mill)}, [LOG, MEMBERS],
                 f"job rows whose Mbr has Area = Millfield in the register ({', '.join(j.no for j in mill)})"))
    vols = [j for j in jobs if j.member and member[j.member].volunteer]
    out.append(q("c17t-join-volunteers", "How many of the workshop jobs were bikes belonging to members who also "
                 "volunteer with us?", "cross_table", {"number": len(vols)}, [LOG, MEMBERS],
                 f"job rows whose Mbr has Volunteer = Y in the register ({', '.join(j.no for j in vols)})"))

    # ------------------------------------------------ exact_id (5)
    b = bills["MCD-884107"]
    out.append(q("c17t-id-madden-total", "What's the full amount payable on Madden's invoice MCD-884107, and "
                 "what's the deadline for paying it?", "exact_id", {"number": b.total, "keywords": [due_words(b.due)]},
                 bill_doc(b), f"AMOUNT PAYABLE {b.total:.2f} (goods {b.goods:.2f} + carriage {b.carriage:.2f} + VAT "
                 f"{b.vat:.2f}); Due date {b.due:%d/%m/%Y}"))
    b = bills["KW-2026-0577"]
    out.append(q("c17t-id-kroonwiel-due", "How much do we owe Kroonwiel on KW-2026-0577, delivery charge included?",
                 "exact_id", {"number": b.total}, bill_doc(b),
                 f"Te betalen / Amount due {b.total:.2f}: subtotal {b.goods:.2f} + shipping {b.carriage:.2f}, VAT "
                 "reverse charged at 0"))
    b = bills["WBR 1192"]
    out.append(q("c17t-id-recell-balance", "With the deposit already paid, what's still outstanding on the battery "
                 "bill WBR 1192?", "exact_id", {"number": b.balance}, bill_doc(b),
                 f"Balance to pay {b.balance:.2f} = total {b.total:.2f} less deposit {b.deposit:.2f}"))
    b = bills["KHE/RD/26/0412"]
    out.append(q("c17t-id-rent-to-when", "Who is the harbour estates rent demand KHE/RD/26/0412 addressed to, and "
                 "what's the last day to pay it?", "exact_id",
                 {"keywords": ["Secretary", due_words(b.due)]}, bill_doc(b),
                 f"addressed to {b.attn}; payable on or before {b.due:%d/%m/%Y}"))
    b = bills["SGI/DN/30518"]
    out.append(q("c17t-id-insurance-levy", "How much government levy is on the Sliabh Gorm debit note SGI/DN/30518?",
                 "exact_id", {"number": b.levy}, bill_doc(b),
                 f"levy 3% of premiums after the {b.scheme_off:g}% scheme discount: {b.levy:.2f}"))

    # ------------------------------------------------ key_lookup (4)
    colm = next(m for m in data.MEMBERS if m.name == "Colm Ó Duinn")
    out.append(q("c17t-key-member-area", "Which part of town is Colm Ó Duinn from, going by our membership list?",
                 "key_lookup", {"keywords": ["Brendan"]}, MEMBERS,
                 f"member_register.csv row {colm.no}: Area {colm.area}"))
    j = next(x for x in jobs if x.no == "J26-0458")
    out.append(q("c17t-key-job", "Who worked on job J26-0458 and what did the customer get charged?", "key_lookup",
                 {"number": j.total, "keywords": [mech_words(j.mech)]}, LOG,
                 f"job log row J26-0458: Mech {j.mech} ({data.MECHANICS[j.mech]}), Tot € {j.total:.2f}"))
    h = next(x for x in hires if x.ref == "HR-5319")
    out.append(q("c17t-key-hire", "Which bike went out on hire HR-5319, and what was the extra charge for?",
                 "key_lookup", {"keywords": [h.bike, "lock"]}, HIRE,
                 f"hire log row HR-5319: Bike {h.bike}, Extra € {h.extra:.2f} for '{h.extra_why}'"))
    shed = next(s for s in records.sites() if s.name == "Railway Goods Shed")
    out.append(q("c17t-board-shed-rent", "What yearly rent is being asked for the old railway goods shed?",
                 "key_lookup", {"number": shed.rent}, SHORTLIST,
                 f"premises shortlist row Railway Goods Shed: Rent €/yr {shed.rent}", groups=["public", "board"]))

    # ------------------------------------------------ concept (5)
    out += [
        howto("c17t-howto-why-labour-discount", "How come members only get money off the labour on a repair and "
              "not on the parts?", "concept", ["surplus|margin"], "members.md", "Why the discount is on labour, "
              "not parts", "parts sold at a small fixed margin; labour is the co-op's own work, the surplus goes "
              "back to its owners"),
        howto("c17t-howto-estimate", "The mechanic reckons a repair will come to about ninety euro. Can he just "
              "go ahead and do it?", "concept", ["Awaiting OK|Approve estimate|approval|approve"], "workshop-jobs.md",
              "Estimates and the sixty-euro rule", "over EUR 60 the job waits in Awaiting OK until the customer "
              "approves"),
        howto("c17t-howto-ebike-notice", "Why can't a tourist walk in off the street and ride off on an e-bike "
              "straight away?", "concept", ["battery|charg"], "hire-desk.md", "Why e-bikes need a day's notice",
              "batteries take up to six hours to charge, charged overnight; booked from the next day"),
        howto("c17t-howto-one-vote", "If I buy twenty shares, do I get more say at the AGM than someone who has "
              "one?", "concept", ["single vote|one vote|same vote"], "members.md", "One member, one vote",
              "no: one member, one vote, whatever the shares held"),
        howto("c17t-howto-own-parts", "A customer brought in brake pads she bought online and wants us to fit them. "
              "Do we stand behind those?", "concept", ["warranty|guarantee"], "parts-stock.md",
              "Fitting a customer's own parts", "fitted at the normal labour rate, no warranty on the part; tick "
              "Customer's own part"),
    ]

    # ------------------------------------------------ screen (4)
    out += [
        howto("c17t-howto-join", "Someone at the counter wants to become a member. Which screen do I use to sign "
              "them up?", "screen", ["Members > Join"], "members.md", "Signing someone up",
              "Members > Join, Tier, Buy shares, Proof seen for concessions"),
        howto("c17t-howto-short-delivery", "The wholesaler's box has just arrived and two tyres are missing. Where "
              "does that get recorded?", "screen", ["Short", "Deliveries"], "parts-stock.md", "Receiving a delivery",
              "Stock > Deliveries > Receive; missing quantity in Short; Book in"),
        howto("c17t-uk-howto-ready", "Де в Truewheel позначити, що велосипед полагодили і його можна забирати?",
              "screen", ["Mark ready"], "workshop-jobs.md", "Marking a job ready",
              "Ukrainian: a repaired bike ready for collection -> Mark ready, customer texted, Collection rack"),
        howto("c17t-howto-bench-time", "Is there somewhere I can check how many hours each mechanic put in on "
              "jobs this week?",
              "screen", ["Bench time"], "truewheel-faq.md",
              "How can I see how long each mechanic spent on jobs this week?", "Reports > Bench time"),
    ]

    # ------------------------------------------------ refuse (4)
    out += [
        refuse("c17t-refuse-june-hires", "How many bikes did we rent out in June?",
               "the hire log covers July - September 2026 only; no June figures anywhere"),
        refuse("c17t-refuse-online-payments", "Can Truewheel take card payments online when people book a hire on "
               "our website, and how do I switch that on?", "near-domain how-to; no help page covers online payments or a "
               "website"),
        refuse("c17t-refuse-no-bill", "What's the balance to pay on Westmore Battery Recell bill WBR 1207?",
               "the only Westmore Battery Recell bill is WBR 1192"),
        refuse("c17t-refuse-restricted", "How big is the Weighbridge Yard unit we've been looking at, in "
               "square metres?", "only in board/premises_shortlist_2026.xlsx, which the default caller cannot "
               "read"),
    ]
    return out


def main() -> None:
    write_frozen(OUT, HEADER, questions())


if __name__ == "__main__":
    main()
