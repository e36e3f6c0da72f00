"""Write data/golden/company19-test.jsonl: 20 questions over data/company19/ (Harewick Sound 104.2 FM, a volunteer-run
community radio station), written by a helper without reading the engine. Every expected number is computed here from
the generator's records (company19_data.py), never by hand and never from Tally's output.
Run: `python data/make_company19.py && python data/make_company19_golden.py`."""

import sys
from collections import Counter
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from golden_lines import (due_words, entry as q, first_page, help_entry, refusal as refuse,  # noqa: E402
                          unique_best, write_frozen)
import company19_data as data  # noqa: E402

OUT = Path(__file__).resolve().parent / "golden" / "company19-test.jsonl"
WRITTEN = "Fri Dec  4 04:49:25 UTC 2026"
HEADER = f"// written {WRITTEN} by helper company19 without reading the engine, frozen before any run"

LOG = {"doc": "airtime/spot_bookings_aug-nov_2026.xlsx", "sheet": "Bookings"}
ADVERTISERS = {"doc": "advertisers/advertiser_accounts.csv"}
REGISTER = {"doc": "volunteers/volunteer_register_sep-nov_2026.pdf"}
INVOICES = "invoices/"
HELP = "faderboard-help/"

howto = partial(help_entry, HELP)
bill_doc = partial(first_page, INVOICES)


def total(values) -> float:
    return round(sum(v or 0 for v in values), 2)


def refs(rows: list) -> str:
    return ", ".join(getattr(r, "ref", None) or getattr(r, "no") for r in rows)


def first_word(name: str) -> str:
    """A keyword that identifies a business or person: its most distinctive word."""
    words = [w for w in name.replace("&", " ").split() if w.lower() not in ("the", "harewick")]
    return words[0]


def sources() -> tuple:
    """The records both question sets are computed from: bookings, advertisers by account, volunteers, invoices."""
    return data.BOOKINGS, data.BY_ACCT, data.VOLUNTEER_LIST, data.invoices()


def questions() -> list[dict]:
    bookings, adv, vols, bills = sources()
    out = []

    # ------------------------------------------------ table_count (3 + the Russian one below)
    sep = [b for b in bookings if b.month == 9]
    out.append(q("c19t-count-september", "How many ad bookings did we take in September?", "table_count",
                 {"number": len(sep)}, LOG, f"log rows dated in September 2026 (Date = first air date): {refs(sep)}"))
    drive = [b for b in bookings if b.slot == "DT"]
    out.append(q("c19t-count-drive", "How many bookings were for the drive-time slot?", "table_count",
                 {"number": len(drive)}, LOG,
                 f"log rows with Slot = DT (Key sheet: {data.SLOTS['DT']}), all four months: {refs(drive)}"))
    owed = [b for b in bookings if b.month == 10 and not b.paid]
    out.append(q("c19t-count-oct-unpaid", "How many of the October bookings are still waiting to be paid?",
                 "table_count", {"number": len(owed)}, LOG,
                 f"October log rows with Pd blank (Key: blank = not paid yet): {refs(owed)}"))

    # ------------------------------------------------ table_sum (3)
    nov = [b for b in bookings if b.month == 11]
    out.append(q("c19t-sum-nov-fees", "What did the November airtime bookings come to in fees?", "table_sum",
                 {"number": total(b.fee for b in nov), "tolerance": 0.5}, LOG,
                 f"sum of Fee £ over the {len(nov)} rows dated in November ({refs(nov)}), paid or not"))
    spots = [b.spots for b in bookings]
    out.append(q("c19t-avg-spots", "On average, how many spots go into one booking?", "table_sum",
                 {"number": round(sum(spots) / len(spots), 2), "tolerance": 0.05}, LOG,
                 f"mean of Spots over all {len(spots)} bookings ({sum(spots)} spots); tolerance 0.05"))
    out.append(q("c19t-sum-register-hours", "How many hours did our volunteers give the station between September "
                 "and November, all together?", "table_sum",
                 {"number": total(v.hours for v in vols), "tolerance": 0.5}, REGISTER,
                 f"sum of Hrs Sep-Nov over all {len(vols)} register rows, both pages (the table continues on page 2 "
                 "under a repeated header)"))

    # ------------------------------------------------ table_argmax (2)
    fees = Counter()
    for b in bookings:
        fees[b.acct] += b.fee
    acct, f = unique_best(fees)
    name = adv[acct].business
    out.append(q("c19t-argmax-advertiser-fees", "Which advertiser has spent the most on airtime with us since August?",
                 "table_argmax", {"keywords": [f"{first_word(name)}|{acct}"]}, LOG,
                 f"{name} ({acct}): {f:.2f} Fee £ summed by Acct / Advertiser; "
                 f"runner-up {sorted(fees.values())[-2]:.2f}"))
    by_slot = Counter()
    for b in bookings:
        by_slot[b.slot] += b.spots
    slot, n = unique_best(by_slot)
    out.append(q("c19t-argmax-slot-spots", "Which time of day has had the most spots booked?", "table_argmax",
                 {"keywords": [f"{data.SLOT_NAME[slot].split()[0].lower()}|{slot}"]}, LOG,
                 f"Slot {slot} ({data.SLOTS[slot]}): {n} Spots summed by Slot ({dict(by_slot)}); the code is spelled "
                 "out on the Key sheet"))

    # ------------------------------------------------ cross_table (1)
    quay = [b for b in bookings if adv[b.acct].area == "Quayside"]
    accts = sorted({b.acct for b in quay})
    out.append(q("c19t-join-quayside-fees", "What's the total value of airtime booked by advertisers based in the "
                 "Quayside area?", "cross_table", {"number": total(b.fee for b in quay), "tolerance": 0.5},
                 [LOG, ADVERTISERS],
                 f"join: sum of Fee £ over the {len(quay)} log rows whose Acct has Area = Quayside in "
                 f"advertiser_accounts.csv (Account): accounts {', '.join(accts)}; rows {refs(quay)}"))

    # ------------------------------------------------ exact_id (2)
    b = bills["HS-2610-0422"]
    out.append(q("c19t-id-0422-total", "How much is due on invoice HS-2610-0422?", "exact_id",
                 {"number": b.total, "tolerance": 0.5}, bill_doc(b),
                 f"Total due {b.total:.2f} = subtotal {b.net:.2f} + VAT 20% {b.vat:.2f}; billed to {b.bill_to[0]}"))
    b = bills["HS-2610-0417"]
    out.append(q("c19t-id-0417-billto", "Who is invoice HS-2610-0417 addressed to, and when do they have to pay by?",
                 "exact_id", {"keywords": [f"{b.bill_to[0]}|{b.bill_to[1].split()[-1]}",
                                          due_words(b.due)]}, bill_doc(b),
                 f"Bill to {b.bill_to[0]} ({b.bill_to[1]}); Due date {b.due:%d/%m/%Y}"))

    # ------------------------------------------------ key_lookup (2)
    a = data.BY_BUSINESS["Pebblebrook Dental"]
    out.append(q("c19t-key-contact", "Who's our contact at Pebblebrook Dental?", "key_lookup",
                 {"keywords": [a.contact.split()[-1]]}, ADVERTISERS,
                 f"advertiser_accounts.csv row {a.acct}: Contact {a.contact}"))
    v = data.VOL_BY_NAME["Tamsin Varcoe"]
    assert v.day == "Wed"
    out.append(q("c19t-key-volunteer-show", "Which show does Tamsin Varcoe work on, and what day is it on?",
                 "key_lookup", {"keywords": [v.show, "Wed"]}, REGISTER,
                 f"register row {v.no}: Show {v.show}, Day {v.day}, Role {v.role}"))

    # ------------------------------------------------ screen, concept (3)
    out += [
        howto("c19t-howto-new-booking", "Where in Faderboard do I put in a new run of adverts for a customer?",
              "screen", ["New booking"], "airtime-bookings.md", "Taking a new booking",
              "Airtime > New booking: Account, Slot, Spots, Length, First air date; Check availability, Confirm "
              "booking"),
        howto("c19t-howto-upload-audio", "Which screen do I use to get an advert's sound file into the system?",
              "screen", ["Upload audio"], "playout-and-carts.md", "Uploading an advert",
              "Playout > Carts > Upload audio, link Booking ref, Save cart"),
        howto("c19t-howto-why-42-days", "Why does the logger hang on to everything we broadcast for six weeks?",
              "concept", ["complain|Ofcom|regulator|licence"], "logger-and-complaints.md",
              "Why recordings are kept for 42 days",
              "42 days = six weeks; the licence requires it, a listener may complain to the regulator weeks later"),
    ]

    # ------------------------------------------------ Russian count (1)
    bk_oct = [b for b in bookings if b.month == 10 and b.slot == "BK"]
    assert bk_oct
    out.append(q("c19t-ru-breakfast-oct", "Сколько заказов рекламы на утреннее шоу (Breakfast) было в октябре?",
                 "table_count", {"number": len(bk_oct)}, LOG,
                 f"Russian: October log rows with Slot = BK ({data.SLOTS['BK']}): {refs(bk_oct)}"))

    # ------------------------------------------------ refuse (3)
    first, last = min(b.day for b in bookings), max(b.day for b in bookings)
    out += [
        refuse("c19t-refuse-march", "How many spots did we sell in March?",
               f"the bookings log runs {first:%d/%m/%Y} - {last:%d/%m/%Y} (August - November 2026); no March "
               "anywhere"),
        refuse("c19t-refuse-podcast", "How do I set up a podcast feed for my show in Faderboard?",
               "near-domain how-to; no help page covers podcasts (rota, playout, logger pages do not)"),
        refuse("c19t-refuse-phone", "What's the phone number for Saltpan Fish Bar?",
               "advertiser_accounts.csv has Contact but no phone column; no document holds advertisers' phone "
               "numbers"),
    ]
    return out


def main() -> None:
    write_frozen(OUT, HEADER, questions(), count=20)


if __name__ == "__main__":
    main()
