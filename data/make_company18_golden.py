"""Write data/golden/company18-test.jsonl: 20 questions over data/company18/ (Osier Bank Allotment & Garden Society,
a small member-run allotment site), written by a helper without reading the engine. Every expected number is computed
here from the generator's records (company18_data.py), never by hand and never from Tally's output.
Run: `python data/make_company18.py && python data/make_company18_golden.py`."""

import sys
from collections import Counter
from datetime import date
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from golden_lines import (due_words, entry as q, first_page, help_entry, refusal as refuse,  # noqa: E402
                          unique_best, write_frozen)
import company18_data as data  # noqa: E402

OUT = Path(__file__).resolve().parent / "golden" / "company18-test.jsonl"
WRITTEN = "Thu Dec  3 13:09:23 UTC 2026"
HEADER = f"// written {WRITTEN} by helper company18 without reading the engine, frozen before any run"

REGISTER = {"doc": "plots/plot_register_2026.xlsx", "sheet": "Register"}
LOG = {"doc": "work-parties/work_party_log_2026.xlsx", "sheet": "Log"}
MEMBERS = {"doc": "members/membership_list.csv"}
INVOICES = "invoices/"
HELP = "dibber-help/"

howto = partial(help_entry, HELP)
bill_doc = partial(first_page, INVOICES)


def total(values) -> float:
    return round(sum(v or 0 for v in values), 2)


def between(sessions: list, month: int, first: int, last: int) -> list:
    """Sessions in `month` from day `first` to day `last`, both included."""
    return [s for s in sessions if s.day.month == month and first <= s.day.day <= last]


def on_day(sessions: list, day: date):
    (found,) = [s for s in sessions if s.day == day]
    return found


def refs(rows: list) -> str:
    return ", ".join(getattr(r, "no", None) or f"{r.day:%d/%m}" for r in rows)


def sources() -> tuple:
    """The records both question sets are computed from: plots, work-party sessions, members by ref, invoices."""
    return data.PLOTS, data.SESSIONS, data.BY_REF, data.invoices()


def questions() -> list[dict]:
    plots, sessions, member, bills = sources()
    out = []

    # ------------------------------------------------ table_count (4)
    empty = [p for p in plots if p.holder is None]
    out.append(q("c18t-count-vacant", "How many plots are standing empty at the moment?", "table_count",
                 {"number": len(empty)}, REGISTER,
                 f"register rows with Mem no / Tenant blank (Field guide: blank = vacant): {refs(empty)}"))
    june = [s for s in sessions if s.month == 6]
    out.append(q("c18t-count-june", "How many work parties did we hold in June?", "table_count",
                 {"number": len(june)}, LOG, f"log rows dated ../06 ({refs(june)}); the note lines under the table "
                 "are not sessions"))
    warned = [p for p in plots if p.grade == "W"]
    out.append(q("c18t-count-warning", "After the June walk-round, how many plots ended up with a warning letter?",
                 "table_count", {"number": len(warned)}, REGISTER,
                 f"register rows with Insp = W (Field guide: poor - warning letter sent): {refs(warned)}"))
    taps = [p for p in plots if p.water == "T"]
    out.append(q("c18t-count-taps", "How many plots have their own tap right beside them?", "table_count",
                 {"number": len(taps)}, REGISTER,
                 f"register rows with Wtr = T (standpipe tap beside the plot), vacant ones included: {refs(taps)}"))

    # ------------------------------------------------ table_sum (4)
    mid_june = between(sessions, 6, 3, 17)
    out.append(q("c18t-range-june-hours", "How many volunteer hours were put in at work parties from the 3rd to the "
                 "17th of June?", "table_sum", {"number": total(s.hours for s in mid_june)}, LOG,
                 f"sum of Vol hrs over the rows dated 03/06 - 17/06, both ends included ({refs(mid_june)})"))
    clearing = [s for s in sessions if s.job == "VP"]
    out.append(q("c18t-sum-clearing-turnout", "What was the combined turnout at the work parties spent getting empty "
                 "plots ready for new tenants?", "table_sum", {"number": sum(s.turnout for s in clearing)}, LOG,
                 f"sum of Turnout over the rows with Job = VP (the note line: clearing vacant plots), "
                 f"{refs(clearing)}; their Where holds a plot number"))
    owed = [p for p in plots if p.rent is not None and p.paid is None]
    out.append(q("c18t-sum-unpaid-rent", "How much plot rent is still owed for this year?", "table_sum",
                 {"number": total(p.rent for p in owed)}, REGISTER,
                 f"sum of Rent £ over the rows with a rent and Pd blank (not paid yet): {refs(owed)}; community "
                 "plots and vacant plots have no rent"))
    tunnels = [p for p in plots if p.kind == "PT"]
    out.append(q("c18t-sum-polytunnel-rent", "How much rent do the plots with polytunnels bring in altogether?",
                 "table_sum", {"number": total(p.rent for p in tunnels)}, REGISTER,
                 f"sum of Rent £ over the rows with Typ = PT ({refs(tunnels)}), concession halves included"))

    # ------------------------------------------------ table_argmax (2)
    leader, n = unique_best(Counter(s.leader for s in sessions))
    out.append(q("c18t-argmax-leader", "Who has led work parties more often than anyone else this season?",
                 "table_argmax", {"keywords": [leader.split()[-1]]}, LOG,
                 f"{leader}: {n} rows counted by Led by (the Wednesday evenings); a different leader has the most "
                 "volunteer hours"))
    hours = Counter()
    for s in sessions:
        hours[s.job] += s.hours
    job, h = unique_best(hours)
    assert job == "WL"
    out.append(q("c18t-argmax-job-hours", "Which kind of job soaked up the most volunteer hours this year?",
                 "table_argmax", {"keywords": ["pond|wildlife|meadow"]}, LOG,
                 f"Job {job} ({data.JOBS[job]}): {h:g} Vol hrs summed by Job; the code is spelled out in the note "
                 "line under the table"))

    # ------------------------------------------------ cross_table (1)
    mill = [p for p in plots if p.holder and member[p.holder].street == "Mill Leat"]
    out.append(q("c18t-join-mill-leat", "How many plots are rented by members who live on Mill Leat?", "cross_table",
                 {"number": len(mill)}, [REGISTER, MEMBERS],
                 f"register rows whose Mem no has Street = Mill Leat in membership_list.csv (Member ref): "
                 f"{refs(mill)}; community plots count, their coordinator holds them"))

    # ------------------------------------------------ key_lookup (3)
    p = data.PLOT["P-14"]
    out.append(q("c18t-key-p14", "What kind of plot is P-14 and who looks after it?", "key_lookup",
                 {"keywords": ["fruit", "Heap"]}, REGISTER,
                 f"register row P-14: Typ {p.kind} ({data.KINDS[p.kind]}), Tenant {p.member.tenant} ({p.member.name})"))
    p = data.PLOT["P-22"]
    assert (p.water, p.grade) == ("B", "F")
    out.append(q("c18t-key-p22", "Does plot P-22 have any water, and what grade did it get at inspection?",
                 "key_lookup", {"keywords": ["butt", "fair"]}, REGISTER,
                 f"register row P-22: Wtr {p.water} ({data.WATER[p.water]}), Insp {p.grade} ({data.GRADES[p.grade]})"))
    s = on_day(sessions, date(data.YEAR, 5, 9))
    assert s.job == "WL"
    out.append(q("c18t-key-may9", "What were the volunteers working on at the 9 May work party, and who was in "
                 "charge?", "key_lookup", {"keywords": ["pond|wildlife|meadow", s.leader.split()[-1]]}, LOG,
                 f"log row 09/05: Job {s.job} ({data.JOBS[s.job]}), Where {s.where}, Led by {s.leader}"))

    # ------------------------------------------------ exact_id (2)
    b = bills["TS-58213"]
    out.append(q("c18t-id-seeds-due", "How much do we have to pay Thistlecombe Seeds on invoice TS-58213, and by "
                 "what date?", "exact_id", {"number": b.total, "keywords": [due_words(b.due)]}, bill_doc(b),
                 f"AMOUNT DUE {b.total:.2f} = goods {b.goods:.2f} - {b.discount_pct:g}% discount {b.discount:.2f} + "
                 f"carriage {b.carriage:.2f}, VAT zero rate; Due date {b.due:%d/%m/%Y}"))
    b = bills["MG-0431"]
    out.append(q("c18t-id-tools-vat", "How much VAT did Mossgate charge us on invoice MG-0431?", "exact_id",
                 {"number": b.vat}, bill_doc(b),
                 f"VAT @ 20% on total net {b.net:.2f} (goods {b.goods:.2f} + delivery {b.carriage:.2f}) = {b.vat:.2f}"))

    # ------------------------------------------------ screen, concept (2)
    out += [
        howto("c18t-howto-book-rotavator", "Where in Dibber do I go to reserve the rotavator for a morning?",
              "screen", ["Book slot"], "shared-kit.md", "Booking a machine",
              "Kit > Calendar, pick the machine and a slot, tick the safety card, Book slot"),
        howto("c18t-howto-why-hours", "Why are plot holders expected to do work-party hours every year?", "concept",
              ["employs nobody|own time|lease|contractor"], "work-parties.md",
              "Why six hours a year are asked of everyone",
              "the society employs nobody; upkeep is members' own time, the lease requires it; GBP 20 if short"),
    ]

    # ------------------------------------------------ refuse (2)
    out += [
        refuse("c18t-refuse-march", "How many work parties did we run in March?",
               f"the log runs April - September 2026 (first session {sessions[0].day:%d/%m}); no March sessions "
               "anywhere"),
        refuse("c18t-refuse-direct-debit", "How do I set up a direct debit for my plot rent in Dibber?",
               "near-domain how-to; no help page covers paying rent (the register's Pd codes are not a how-to)"),
    ]
    return out


def main() -> None:
    write_frozen(OUT, HEADER, questions(), count=20)


if __name__ == "__main__":
    main()
