"""Write data/golden/company19-dev.jsonl: 20 development questions over data/company19/ (Harewick Sound 104.2 FM, a
volunteer-run community radio station), the same mix of kinds as company19-test.jsonl with different questions,
written by a helper without reading the engine. Every expected number is computed here from the generator's records
(company19_data.py), never by hand. Run: `python data/make_company19_dev.py`."""

import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from golden_lines import write_frozen  # noqa: E402
import company19_data as data  # noqa: E402
from make_company19_golden import (ADVERTISERS, LOG, REGISTER, WRITTEN, bill_doc, howto, q,  # noqa: E402
                                   refs, refuse, sources, total, unique_best)

OUT = Path(__file__).resolve().parent / "golden" / "company19-dev.jsonl"
HEADER = f"// written {WRITTEN} by helper company19 without reading the engine, frozen before any run"


def questions() -> list[dict]:
    bookings, adv, vols, bills = sources()
    out = []

    # ------------------------------------------------ table_count (3 + the Ukrainian one below)
    aug = [b for b in bookings if b.month == 8]
    out.append(q("c19d-count-august", "How many bookings came in during August?", "table_count",
                 {"number": len(aug)}, LOG, f"log rows dated in August 2026: {refs(aug)}"))
    weekend = [b for b in bookings if b.slot == "WK"]
    out.append(q("c19d-count-weekend", "How many of the bookings were for weekend daytime airtime?", "table_count",
                 {"number": len(weekend)}, LOG,
                 f"log rows with Slot = WK (Key sheet: {data.SLOTS['WK']}), all four months: {refs(weekend)}"))
    presenters = [v for v in vols if v.role == "Presenter"]
    out.append(q("c19d-count-presenters", "How many presenters do we have on the volunteer register?",
                 "table_count", {"number": len(presenters)}, REGISTER,
                 f"register rows with Role = Presenter, both pages: {refs(presenters)}"))

    # ------------------------------------------------ table_sum (3)
    early_oct = [b for b in bookings if b.month == 10 and b.day.day <= 15]
    out.append(q("c19d-range-oct-fees", "How much airtime did we book between 1 and 15 October, in pounds?",
                 "table_sum", {"number": total(b.fee for b in early_oct), "tolerance": 0.5}, LOG,
                 f"sum of Fee £ over the rows dated 01/10 - 15/10, both ends included ({refs(early_oct)})"))
    nov = [b for b in bookings if b.month == 11]
    out.append(q("c19d-sum-nov-spots", "How many spots did the November bookings add up to?", "table_sum",
                 {"number": sum(b.spots for b in nov)}, LOG,
                 f"sum of Spots over the {len(nov)} rows dated in November (rows, not spots, would be {len(nov)})"))
    hours = [v.hours for v in vols]
    out.append(q("c19d-avg-register-hours", "On average, how many hours did each volunteer put in over the autumn "
                 "quarter?", "table_sum", {"number": round(sum(hours) / len(hours), 2), "tolerance": 0.05},
                 REGISTER, f"mean of Hrs Sep-Nov over all {len(hours)} register rows, both pages "
                 f"({sum(hours):g} hours); tolerance 0.05"))

    # ------------------------------------------------ table_argmax (2)
    given = {v.name: v.hours for v in vols}
    top, h = unique_best(given)
    v = data.VOL_BY_NAME[top]
    out.append(q("c19d-argmax-volunteer-hours", "Which volunteer put in the most hours this autumn?", "table_argmax",
                 {"keywords": [top.split()[-1]]}, REGISTER,
                 f"{top} ({v.no}, {v.role}): {h:g} Hrs Sep-Nov, the highest over both pages; runner-up "
                 f"{sorted(given.values())[-2]:g}"))
    months = Counter()
    for b in bookings:
        months[b.month] += b.fee
    month, f = unique_best(months)
    month_name = data.date(data.YEAR, month, 1).strftime("%B")
    out.append(q("c19d-argmax-month-fees", "Which month brought in the most airtime money?", "table_argmax",
                 {"keywords": [month_name]}, LOG,
                 f"{month_name}: {f:.2f} Fee £ summed by month of Date "
                 f"({ {m: round(v, 2) for m, v in sorted(months.items())} })"))

    # ------------------------------------------------ cross_table (1)
    charity = [b for b in bookings if adv[b.acct].charity]
    accts = sorted({b.acct for b in charity})
    out.append(q("c19d-join-charity-count", "How many bookings came from charities?", "cross_table",
                 {"number": len(charity)}, [LOG, ADVERTISERS],
                 f"join: log rows whose Acct has Type = Charity in advertiser_accounts.csv (Account): accounts "
                 f"{', '.join(accts)}; rows {refs(charity)}"))

    # ------------------------------------------------ exact_id (2)
    b = bills["PBE-77315"]
    out.append(q("c19d-id-pbe-to", "Who is Penhallow's invoice PBE-77315 made out to, and what's the balance to pay?",
                 "exact_id", {"number": b.total, "tolerance": 0.5, "keywords": ["Rowe|Station Manager"]},
                 bill_doc(b), f"Invoice to {b.bill_to[1]}; Balance to pay {b.total:.2f} (net {b.net:.2f} + VAT "
                 f"{b.vat:.2f})"))
    b = bills["HS-2610-0417"]
    out.append(q("c19d-id-0417-total", "What does invoice HS-2610-0417 come to, VAT included?", "exact_id",
                 {"number": b.total, "tolerance": 0.5}, bill_doc(b),
                 f"Total due {b.total:.2f} = subtotal {b.net:.2f} + VAT 20% {b.vat:.2f}; billed to {b.bill_to[0]}"))

    # ------------------------------------------------ key_lookup (2)
    a = data.BY_BUSINESS["Foghorn Brewery Tap"]
    out.append(q("c19d-key-area", "Which part of town is Foghorn Brewery Tap in?", "key_lookup",
                 {"keywords": [a.area]}, ADVERTISERS, f"advertiser_accounts.csv row {a.acct}: Area {a.area}"))
    v = data.VOL_BY_NAME["Leon Mabry"]
    out.append(q("c19d-key-volunteer-role", "What does Leon Mabry do at the station, and which show is he on?",
                 "key_lookup", {"keywords": ["engineer", v.show]}, REGISTER,
                 f"register row {v.no}: Role {v.role}, Show {v.show}, Day {v.day}"))

    # ------------------------------------------------ screen, concept (3)
    out += [
        howto("c19d-howto-swap-show", "I can't do my show in a fortnight - how do I swap it with another presenter "
              "in Faderboard?", "screen", ["Offer swap"], "rota-and-shows.md", "Swapping a show",
              "Rota > My shows, pick the show, Offer swap; the other volunteer presses Take swap"),
        howto("c19d-howto-complaint", "A listener rang to complain about something said on air - where do I log it?",
              "screen", ["New complaint"], "logger-and-complaints.md", "Recording a listener complaint",
              "Compliance > Complaints > New complaint: Date heard, Time heard, Show; Submit"),
        howto("c19d-howto-why-loudness", "Why do adverts get turned down to a set loudness when they're uploaded?",
              "concept", ["LUFS|louder|volume|jump"], "playout-and-carts.md", "Why every cart is loudness-normalised",
              "levelled to -23 LUFS like the programmes; louder adverts make the volume jump at every break"),
    ]

    # ------------------------------------------------ Ukrainian count (1)
    dt_sep = [b for b in bookings if b.month == 9 and b.slot == "DT"]
    assert dt_sep
    out.append(q("c19d-uk-drive-sep", "Скільки бронювань реклами на слот Drive time було у вересні?",
                 "table_count", {"number": len(dt_sep)}, LOG,
                 f"Ukrainian: September log rows with Slot = DT ({data.SLOTS['DT']}): {refs(dt_sep)}"))

    # ------------------------------------------------ refuse (3)
    out += [
        refuse("c19d-refuse-january", "How many bookings did we take in January?",
               "the bookings log runs August - November 2026 only; no January anywhere"),
        refuse("c19d-refuse-door-code", "How do I reset my studio door code in Faderboard?",
               "near-domain how-to; no help page mentions door codes or studio access"),
        refuse("c19d-refuse-listening", "What were the listening figures for the breakfast show last quarter?",
               "no document holds audience or listening figures (the log has spots sold, not listeners)"),
    ]
    return out


def main() -> None:
    write_frozen(OUT, HEADER, questions(), count=20)


if __name__ == "__main__":
    main()
