"""Write data/golden/company17-dev.jsonl: 40 development questions over data/company17/ (Rothar Rua Cycle
Co-operative, a small bicycle repair and rental co-op), the same mix of kinds as company17-test.jsonl with different
questions, written by a helper without reading the engine. Every expected number is computed here from the
generator's records (company17_data.py, company17_records.py), never by hand.
Run: `python data/make_company17_dev.py`."""

import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from golden_lines import dates, write_frozen  # noqa: E402
import company17_data as data  # noqa: E402
import company17_records as records  # noqa: E402
from make_company17_golden import (HIRE, LOG, MEMBERS, REPORT, SHORTLIST, bill_doc, due_words, howto,  # noqa: E402
                                   mean, member_words, q, refuse, sources, unique_best)

OUT = Path(__file__).resolve().parent / "golden" / "company17-dev.jsonl"
WRITTEN = "Thu Dec  3 12:01:13 UTC 2026"
HEADER = f"// written {WRITTEN} by helper company17 without reading the engine, frozen before any run"


def questions() -> list[dict]:
    jobs, hires, member, bills = sources()
    out = []

    # ------------------------------------------------ table_count (6)
    waiting = [j for j in jobs if j.ready is None]
    out.append(q("c17d-count-unfinished", "When the repair list was printed, how many bikes were still waiting to be "
                 "finished?", "table_count", {"number": len(waiting)}, LOG,
                 f"job log rows with Rdy blank (Key sheet: blank = still in the workshop): "
                 f"{', '.join(j.no for j in waiting)}"))
    july_members = [h for h in hires if h.month == 7 and h.hirer != "Visitor"]
    out.append(q("c17d-count-july-member-hires", "In July, how many rentals were taken out by members rather than "
                 "visitors?", "table_count", {"number": len(july_members)}, HIRE,
                 f"July hire rows whose Hirer is a membership number ({', '.join(h.ref for h in july_members)})"))
    tandem = [h for h in hires if h.type == "Tandem"]
    out.append(q("c17d-count-tandem", "How often was the bicycle made for two rented out?", "table_count",
                 {"number": len(tandem)}, HIRE,
                 f"hire rows with Type = Tandem ({', '.join(h.ref for h in tandem)}), both pages"))
    ebike_jobs = [j for j in jobs if j.bike == "EB"]
    out.append(q("c17d-count-ebike-repairs", "How many electric bikes came through the workshop between July and "
                 "October?", "table_count", {"number": len(ebike_jobs)}, LOG,
                 "job log rows with Bk = EB (e-bike on the Key sheet), whatever the work done"))
    vouchers = [j for j in jobs if j.pay == "FYB"]
    out.append(q("c17d-count-council-vouchers", "How many repairs were paid for with the council's bike repair "
                 "vouchers?", "table_count", {"number": len(vouchers)}, LOG,
                 f"job log rows with Pd = FYB (Fix Your Bike voucher on the Key sheet): "
                 f"{', '.join(j.no for j in vouchers)}"))
    october = data.in_month(jobs, 10)
    out.append(q("c17d-uk-count-oct-jobs", "Скільки велосипедів нам здали в ремонт у жовтні?", "table_count",
                 {"number": len(october)}, LOG,
                 f"Ukrainian: job log rows with In in October ({october[0].no} - {october[-1].no})"))

    # ------------------------------------------------ table_sum (6)
    july = data.in_month(jobs, 7)
    out.append(q("c17d-sum-july-labour", "What did customers pay for mechanics' time in July?", "table_sum",
                 {"number": data.total(j.labour for j in july)}, LOG,
                 f"sum of Lab € over the {len(july)} July rows (volunteer bench rows add 0)"))
    city = [h for h in hires if h.type == "City"]
    out.append(q("c17d-sum-city-days", "Add up all the days our city bikes spent out on rent this summer. What's "
                 "the figure?", "table_sum", {"number": sum(h.days for h in city)}, HIRE,
                 f"sum of Days over the {len(city)} hire rows with Type = City"))
    aug = data.in_month(jobs, 8)
    out.append(q("c17d-sum-aug-parts", "All told, what did we charge for parts on the August repairs?", "table_sum",
                 {"number": data.total(j.parts for j in aug)}, LOG,
                 f"sum of Pts € over the {len(aug)} August rows; blank = no parts"))
    aug_hires = [h for h in hires if h.month == 8]
    out.append(q("c17d-avg-aug-hire-length", "For the August rentals, what was the average number of days people booked "
                 "a bike for?",
                 "table_sum", {"number": mean([h.days for h in aug_hires]), "tolerance": 0.05}, HIRE,
                 f"mean Days over the {len(aug_hires)} hires that went out in August; tolerance 0.05"))
    early_aug = [h for h in aug_hires if h.out.day <= 15]
    out.append(q("c17d-range-aug-hire-income", "How much did we make in day-rate charges on rentals starting from 1 "
                 "August up to and including the 15th?", "table_sum", {"number": data.total(h.charge for h in early_aug)}, HIRE,
                 f"sum of Hire € over the rows with Out 1 - 15 August ({early_aug[0].ref} - {early_aug[-1].ref}); "
                 "Extra € not included"))
    refurbished, sold, takings = records.EARN_A_BIKE
    out.append(q("c17d-report-earn-a-bike", "How much money did we get from selling the donated bikes we did up "
                 "over the summer quarter?", "table_sum", {"number": takings}, REPORT,
                 f"board report prose: {refurbished} donated bikes refurbished, {sold} sold for EUR {takings:,.2f}"))

    # ------------------------------------------------ table_argmax (3)
    no, n = unique_best(Counter(j.member for j in jobs if j.member))
    out.append(q("c17d-argmax-member-jobs", "Which member has brought a bike in for repair more often than anyone "
                 "else?", "table_argmax", {"keywords": [member_words(no)]}, [LOG, MEMBERS],
                 f"{no} = {member[no].name}: {n} job rows counted by Mbr (name from the register); unique maximum"))
    kind, days = unique_best({t: sum(h.days for h in hires if h.type == t) for t in data.RATES})
    out.append(q("c17d-argmax-type-days", "Which sort of hire bike spent the most days out on rent in total?",
                 "table_argmax", {"keywords": [kind]}, HIRE, f"{kind}: {days} days, Days summed by Type"))
    month, amount = unique_best({data.MONTH_NAMES[m]: data.total(j.total for j in data.in_month(jobs, m))
                                 for m in data.JOB_MONTHS})
    out.append(q("c17d-argmax-month-takings", "In which month did the workshop bring in the most money?",
                 "table_argmax", {"keywords": [month]}, LOG, f"{month}: Tot € {amount:.2f}, summed by the month of In"))

    # ------------------------------------------------ cross_table (3)
    household = [j for j in jobs if j.member and member[j.member].tier == "Household"]
    out.append(q("c17d-join-household-spend", "How much have our family-membership holders spent in the workshop?",
                 "cross_table", {"number": data.total(j.total for j in household)}, [LOG, MEMBERS],
                 f"sum of Tot € over the {len(household)} job rows whose Mbr has Tier = Household in the register"))
    conc = [h for h in hires if h.hirer != "Visitor" and member[h.hirer].tier == "Concession"]
    out.append(q("c17d-join-concession-hires", "How many bike rentals were made by members on the concession rate?",
                 "cross_table", {"number": len(conc)}, [HIRE, MEMBERS],
                 "hire rows whose Hirer has Tier = Concession in member_register.csv "
                 f"({', '.join(h.ref for h in conc)})"))
    fresh = [j for j in jobs if j.member and member[j.member].joined.year == data.YEAR]
    out.append(q("c17d-join-new-members-jobs", "How many repairs did we do for people who only joined the co-op "
                 "this year?", "cross_table", {"number": len(fresh)}, [LOG, MEMBERS],
                 f"job rows whose Mbr joined in 2026 per the register ({', '.join(j.no for j in fresh)})"))

    # ------------------------------------------------ exact_id (5)
    b = bills["MCD-884107"]
    out.append(q("c17d-id-madden-vat", "How much VAT did Madden add on invoice MCD-884107?", "exact_id",
                 {"number": b.vat}, bill_doc(b), f"VAT @ 23% on goods net plus carriage: {b.vat:.2f}"))
    b = bills["KW-2026-0577"]
    out.append(q("c17d-id-kroonwiel-attn", "Who at the co-op is Kroonwiel's invoice KW-2026-0577 made out to, and "
                 "what's its due date?", "exact_id", {"keywords": ["Diarmuid Kelleher", due_words(b.due)]}, bill_doc(b),
                 f"Factuur aan / Invoice to: t.a.v. {b.attn}; Vervaldatum / Due date {b.due:%d %B %Y}"))
    b = bills["WBR 1192"]
    out.append(q("c17d-id-recell-total", "Before the deposit came off, what was the full total on the battery "
                 "recell bill WBR 1192?", "exact_id", {"number": b.total}, bill_doc(b),
                 f"Total {b.total:.2f} (net {b.goods:.2f} + VAT {b.vat:.2f}); deposit {b.deposit:.2f} comes off "
                 "after"))
    b = bills["KHE/RD/26/0412"]
    out.append(q("c17d-id-rent-vat", "How much VAT is the landlord charging on rent demand KHE/RD/26/0412?",
                 "exact_id", {"number": b.vat}, bill_doc(b),
                 f"VAT € total {b.vat:.2f}: 23% on the service charge and waste lines; the rent is exempt"))
    b = bills["SGI/DN/30518"]
    out.append(q("c17d-id-insurance-due", "By what date do we need to settle Sliabh Gorm's debit note SGI/DN/30518, "
                 "and for how much?", "exact_id", {"number": b.total, "keywords": [due_words(b.due)]}, bill_doc(b),
                 f"TOTAL NOW DUE {b.total:.2f}; Premium due {b.due:%d/%m/%Y}"))

    # ------------------------------------------------ key_lookup (4)
    priya = next(m for m in data.MEMBERS if m.name == "Priya Raman")
    out.append(q("c17d-key-member-joined", "When did Priya Raman join the co-op?", "key_lookup",
                 {"keywords": [dates(priya.joined)]}, MEMBERS,
                 f"member_register.csv row {priya.no}: Joined {priya.joined:%d/%m/%Y}"))
    j = next(x for x in jobs if x.no == "J26-0437")
    assert j.bike == "EB" and j.svc == "EBK"
    out.append(q("c17d-key-job", "For job J26-0437, what kind of bike was it and what work did it need?",
                 "key_lookup", {"keywords": ["e-bike|electric", "diagnos|EBK|motor|battery|wiring"]}, LOG,
                 f"job log row J26-0437: Bk {j.bike}, Svc {j.svc} ({data.SERVICES[j.svc][0]})"))
    h = next(x for x in hires if x.ref == "HR-5340")
    out.append(q("c17d-key-hire", "Who took out hire HR-5340, and for how many days?", "key_lookup",
                 {"number": h.days, "keywords": [member_words(h.hirer)]}, [HIRE, MEMBERS],
                 f"hire log row HR-5340: Hirer {h.hirer} ({member[h.hirer].name} in the register), Days {h.days}"))
    garage = next(s for s in records.sites() if s.name.startswith("Former Bannon's Garage"))
    out.append(q("c17d-board-garage-fitout", "What's the estimated cost of fitting out Bannon's old garage on Castle "
                 "Street?", "key_lookup", {"number": garage.fit_out}, SHORTLIST,
                 f"premises shortlist row {garage.name}: Fit-out est € {garage.fit_out}", groups=["public", "board"]))

    # ------------------------------------------------ concept (5)
    out += [
        howto("c17d-howto-id-deposit", "Why can members get away with leaving photo ID for a hire bike when "
              "visitors have to put down a deposit?", "concept", ["who they are|where to find|already know"],
              "hire-desk.md", "Deposits", "the co-op already knows who members are and where to find them"),
        howto("c17d-howto-storage", "A bike has been ready for three weeks and nobody's come for it. Can we "
              "charge the owner anything?", "concept",
              ["14 days|two weeks|fourteen days", "EUR 2|€2|2 a day|2 per day|2 euro"],
              "workshop-jobs.md", "Marking a job ready", "storage at EUR 2 a day once 14 days have passed"),
        howto("c17d-howto-m-check", "Why does every rental bike get looked over each time it comes back?", "concept",
              ["M-check"], "fleet-care.md", "The check after every hire",
              "the M-check must be signed off before the next hire: a fault missed at the desk is on the road"),
        howto("c17d-howto-recell-when", "At what point should a worn-out e-bike battery go off to be recelled?",
              "concept", ["70"], "fleet-care.md", "E-bike battery log",
              "below 70% of its rated capacity in a capacity test; recell costs about half of a new one"),
        howto("c17d-howto-leaving", "If a member wants out, how long before they get their share money back?",
              "concept", ["three months|3 months"], "members.md", "Leaving the co-op",
              "Members > Withdraw shares; repaid at EUR 10 a share after three months' notice"),
    ]

    # ------------------------------------------------ screen (4)
    out += [
        howto("c17d-howto-cash-up", "It's closing time. Where do I do the end-of-day count of the till?", "screen",
              ["Cash up"], "till.md", "Closing the till", "Till > End of day > Cash up; Z report in the cash bag"),
        howto("c17d-howto-off-hire", "One of the city bikes has a buckled wheel. How do I stop anyone renting it "
              "out?", "screen", ["Off hire"], "fleet-care.md", "Taking a bike off hire",
              "Fleet > Bikes, Off hire, Off-hire reason; a workshop job opens"),
        howto("c17d-howto-lost-tag", "A customer has lost the ticket for their bike. How do I track down their "
              "job?", "screen", ["Workshop > Find"], "truewheel-faq.md", "A customer has lost their repair tag.",
              "Workshop > Find by phone number or surname; photo ID before handing over"),
        howto("c17d-ru-howto-booking", "Где в Truewheel оформить прокат велосипеда для туриста?", "screen",
              ["New booking"], "hire-desk.md", "Taking a hire booking",
              "Russian: a hire for a visitor -> Hire > Calendar > New booking"),
    ]

    # ------------------------------------------------ refuse (4)
    out += [
        refuse("c17d-refuse-november", "How much did the workshop take in November?",
               "the job log covers bikes booked in July - October 2026 only; printed 2 November"),
        refuse("c17d-refuse-vetting", "Where in Truewheel do I log that a volunteer's Garda vetting has come "
               "through?",
               "near-domain how-to; no help page covers vetting or volunteer records"),
        refuse("c17d-refuse-person", "Which part of town does member Fergal Brannigan live in?",
               "no member or anyone else called Brannigan in the register or any file"),
        refuse("c17d-refuse-restricted", "Which site is the board's preferred option for the co-op's new premises?",
               "only in board/premises_shortlist_2026.xlsx (Status = Preferred), which the default caller cannot "
               "read; the board report says only that a shortlist exists"),
    ]
    return out


def main() -> None:
    write_frozen(OUT, HEADER, questions())


if __name__ == "__main__":
    main()
