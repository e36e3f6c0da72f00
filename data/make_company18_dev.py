"""Write data/golden/company18-dev.jsonl: 20 development questions over data/company18/ (Osier Bank Allotment & Garden
Society, a small member-run allotment site), the same mix of kinds as company18-test.jsonl with different questions,
written by a helper without reading the engine. Every expected number is computed here from the generator's records
(company18_data.py), never by hand. Run: `python data/make_company18_dev.py`."""

import sys
from collections import Counter
from datetime import date
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from golden_lines import write_frozen  # noqa: E402
import company18_data as data  # noqa: E402
from make_company18_golden import (LOG, MEMBERS, REGISTER, WRITTEN, between, bill_doc, howto, on_day,  # noqa: E402
                                   q, refs, refuse, sources, total, unique_best)

OUT = Path(__file__).resolve().parent / "golden" / "company18-dev.jsonl"
HEADER = f"// written {WRITTEN} by helper company18 without reading the engine, frozen before any run"


def questions() -> list[dict]:
    plots, sessions, member, bills = sources()
    out = []

    # ------------------------------------------------ table_count (4)
    fruit = [p for p in plots if p.kind == "FR"]
    out.append(q("c18d-count-fruit", "How many plots are given over to growing fruit?", "table_count",
                 {"number": len(fruit)}, REGISTER, f"register rows with Typ = FR (fruit plot): {refs(fruit)}"))
    aug = [s for s in sessions if s.month == 8]
    out.append(q("c18d-count-august", "How many work parties were there in August?", "table_count",
                 {"number": len(aug)}, LOG, f"log rows dated ../08: {refs(aug)}"))
    cash = [p for p in plots if p.paid == "CS"]
    out.append(q("c18d-count-cash", "How many plots had their rent paid in cash?", "table_count",
                 {"number": len(cash)}, REGISTER, f"register rows with Pd = CS (cash at the hut): {refs(cash)}"))
    halves = [p for p in plots if p.size == "H"]
    out.append(q("c18d-count-halves", "How many half-size plots are there on the site?", "table_count",
                 {"number": len(halves)}, REGISTER,
                 f"register rows with Sz = H, the vacant one included: {refs(halves)}"))

    # ------------------------------------------------ table_sum (4)
    mid_july = between(sessions, 7, 5, 20)
    out.append(q("c18d-range-july-hours", "Between the 5th and the 20th of July, how many volunteer hours did the "
                 "work parties log?", "table_sum", {"number": total(s.hours for s in mid_july)}, LOG,
                 f"sum of Vol hrs over the rows dated 05/07 - 20/07 ({refs(mid_july)})"))
    paths = [s for s in sessions if s.job == "PA"]
    out.append(q("c18d-sum-path-hours", "How many volunteer hours went on path work and strimming over the season?",
                 "table_sum", {"number": total(s.hours for s in paths)}, LOG,
                 f"sum of Vol hrs over the {len(paths)} rows with Job = PA (the note line: paths and grass "
                 "strimming)"))
    full = [p for p in plots if p.size == "F" and p.rent is not None]
    out.append(q("c18d-sum-full-rent", "What's the total rent for all the full-size plots this year?", "table_sum",
                 {"number": total(p.rent for p in full)}, REGISTER,
                 f"sum of Rent £ over the {len(full)} rows with Sz = F and a rent (blank = community or vacant); "
                 "polytunnel extras and concession halves as charged"))
    turnout = [s.turnout for s in sessions]
    out.append(q("c18d-avg-turnout", "On average, how many people came along to a work party?", "table_sum",
                 {"number": round(sum(turnout) / len(turnout), 2), "tolerance": 0.05}, LOG,
                 f"mean Turnout over the {len(turnout)} sessions ({sum(turnout)} in all); tolerance 0.05"))

    # ------------------------------------------------ table_argmax (2)
    hours = Counter()
    for s in sessions:
        hours[s.leader] += s.hours
    leader, h = unique_best(hours)
    out.append(q("c18d-argmax-leader-hours", "Whose work parties added up to the most volunteer hours over the "
                 "season?", "table_argmax", {"keywords": [leader.split()[-1]]}, LOG,
                 f"{leader}: {h:g} Vol hrs summed by Led by; the leader of the most sessions is someone else"))
    held = {p.no: p.since for p in plots if p.since}
    oldest, year = unique_best(held, reverse=False)
    p = data.PLOT[oldest]
    out.append(q("c18d-argmin-longest", "Which plot holder has had their plot the longest?", "table_argmax",
                 {"keywords": [p.member.name.split()[-1]]}, REGISTER,
                 f"lowest Since: {oldest}, {year}, {p.member.tenant} ({p.member.name})"))

    # ------------------------------------------------ cross_table (1)
    conc = [p for p in plots if p.holder and member[p.holder].concession and p.rent is not None]
    out.append(q("c18d-join-concession-rent", "How much rent do the members on concession pay between them for "
                 "their plots?", "cross_table", {"number": total(p.rent for p in conc)}, [REGISTER, MEMBERS],
                 f"sum of Rent £ over the register rows whose Mem no has Concession = yes in membership_list.csv: "
                 f"{refs(conc)}"))

    # ------------------------------------------------ key_lookup (3)
    p = data.PLOT["P-07A"]
    assert p.kind == "V"
    out.append(q("c18d-key-p07a", "What is plot P-07A used for, and what year did the current tenant take it on?",
                 "key_lookup", {"keywords": ["veg", str(p.since)]}, REGISTER,
                 f"register row P-07A: Typ {p.kind} ({data.KINDS[p.kind]}), Since {p.since}"))
    p = data.PLOT["P-19"]
    assert (p.size, p.paid) == ("F", "CQ")
    out.append(q("c18d-key-p19", "How big is plot P-19, and how was its rent paid?", "key_lookup",
                 {"keywords": ["full|250", "cheque"]}, REGISTER,
                 f"register row P-19: Sz {p.size} ({data.SIZES[p.size]}), Pd {p.paid} ({data.PAID[p.paid]})"))
    s = on_day(sessions, date(data.YEAR, 7, 11))
    assert s.job == "VP"
    out.append(q("c18d-key-jul11", "What was the work party on 11 July for, and how many people came?",
                 "key_lookup", {"number": s.turnout, "keywords": ["vacant|empty|clear"]}, LOG,
                 f"log row 11/07: Job {s.job} ({data.JOBS[s.job]}), Where {s.where}, Turnout {s.turnout}"))

    # ------------------------------------------------ exact_id (2)
    b = bills["TS-58213"]
    out.append(q("c18d-id-seeds-discount", "How much did the society discount take off Thistlecombe's invoice "
                 "TS-58213?", "exact_id", {"number": b.discount}, bill_doc(b),
                 f"{b.discount_pct:g}% of goods {b.goods:.2f} = {b.discount:.2f}"))
    b = bills["MG-0431"]
    out.append(q("c18d-id-tools-to", "Who is Mossgate's invoice MG-0431 made out to, and what's the total to pay?",
                 "exact_id", {"number": b.total, "keywords": ["Treasurer|Carvalho"]}, bill_doc(b),
                 f"Invoice to {b.attn}; TOTAL DUE {b.total:.2f} (net {b.net:.2f} + VAT {b.vat:.2f})"))

    # ------------------------------------------------ screen, concept (2)
    out += [
        howto("c18d-howto-waiting-list", "How do I get my name on the waiting list for a plot in Dibber?", "screen",
              ["Add my name"], "plots.md", "Putting your name down",
              "Plots > Waiting list > Add my name, choose Size wanted"),
        howto("c18d-howto-winter-water", "Why is the water to the troughs shut off over the winter?", "concept",
              ["freez|burst|split"], "inspections-and-water.md", "Why the troughs are off in winter",
              "pipes run just under the surface; water left in them freezes and splits them, flooding plots"),
    ]

    # ------------------------------------------------ refuse (2)
    out += [
        refuse("c18d-refuse-2025-rent", "How much plot rent did we collect in 2025?",
               "the register holds the 2026 rent year only; Since years are tenancy starts, not rent"),
        refuse("c18d-refuse-gate-key", "How can I order a replacement gate key through Dibber?",
               "near-domain how-to; no help page mentions gate keys (membership_list.csv only lists key numbers)"),
    ]
    return out


def main() -> None:
    write_frozen(OUT, HEADER, questions(), count=20)


if __name__ == "__main__":
    main()
