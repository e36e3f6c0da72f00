"""Write data/golden/company16-dev.jsonl: 40 development questions over data/company16/ (Tarnbrook Valley Food Bank,
an independent food bank), the same mix as company16-test.jsonl but different questions, written after the test set
by a helper without reading the engine. Every expected number is computed here from the generator's records
(company16_data.py, company16_records.py), never by hand. Run: `python data/make_company16_dev.py`."""

import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from golden_lines import write_frozen  # noqa: E402
import company16_data as data  # noqa: E402
import company16_records as records  # noqa: E402
from make_company16_golden import (AGENCIES, BIDS, INTAKE, LOG, REPORT, centre_words, due_words, howto,  # noqa: E402
                                   invoice_doc, mean, q, refuse, sources, unique_best)

OUT = Path(__file__).resolve().parent / "golden" / "company16-dev.jsonl"
WRITTEN = "Thu Dec  3 09:38:47 UTC 2026"
HEADER = f"// written {WRITTEN} by helper company16 without reading the engine, frozen before any run"


def questions() -> list[dict]:
    rows, stock, table, inv = sources()
    out = []

    # ------------------------------------------------ table aggregates (12)
    ruth = [x for x in stock if x.checker == "RO"]
    out.append(q("c16d-in-count-ruth", "How many donations did Ruth Oyelaran check in at the warehouse?",
                 "table_count", {"number": len(ruth)}, INTAKE,
                 f"intake log rows with Chk = RO (RO = Ruth Oyelaran in the key above the table): "
                 f"{', '.join(x.no for x in ruth)}, both pages"))
    faith = [x for x in stock if x.src == "FG"]
    out.append(q("c16d-in-sum-faith", "What weight of donations did churches, mosques and other faith groups bring "
                 "us?", "table_sum", {"number": data.total(x.kg for x in faith), "tolerance": 0.05}, INTAKE,
                 f"sum of Kg over the {len(faith)} intake rows with Src = FG (faith group / harvest)"))
    oct_short = [x for x in stock if x.month == 10]
    out.append(q("c16d-in-short-oct", "How many items close to their best-before date came in during October?",
                 "table_sum", {"number": sum(x.short or 0 for x in oct_short)}, INTAKE,
                 f"sum of Short over the {len(oct_short)} intake rows dated x.10.26 (blank = none, adds 0)"))
    kirk = [r for r in data.in_month(rows, 11) if data.AGENCY[r.agency].town == "Kirkwent"]
    out.append(q("c16d-join-kirkwent-nov", "In November, how many parcels were for people sent to us by agencies "
                 "based in Kirkwent?", "cross_table", {"number": len(kirk)}, [LOG, AGENCIES],
                 "November log rows whose Ag ID has Town = Kirkwent in referral_agencies.csv "
                 f"({', '.join(r.voucher for r in kirk)}); the centre a parcel came from does not matter"))
    council = [r for r in rows if data.sector_of(r) == "Council / social care"]
    out.append(q("c16d-join-council-fuel", "How much did we give in energy top-ups to households the council's "
                 "teams had referred?", "cross_table", {"number": data.total(r.fuel for r in council)},
                 [LOG, AGENCIES], f"sum of Fuel £ over the {len(council)} log rows whose Ag ID has Sector = "
                 "Council / social care (RA-021 Early Help, RA-024 Kirkwent Children's Centre)"))
    late = [r for r in data.in_month(rows, 10) if r.day.day >= 16]
    out.append(q("c16d-range-oct", "How many parcels went out in the second half of October, from the 16th to the "
                 "31st?", "table_count", {"number": len(late)}, LOG,
                 f"log rows with Issued 16 - 31 October 2026 inclusive ({late[0].voucher} - {late[-1].voucher})"))
    aug = data.in_month(rows, 8)
    out.append(q("c16d-month-adults-aug", "How many grown-ups did our parcels feed in August?", "table_sum",
                 {"number": sum(r.adults for r in aug)}, LOG,
                 "sum of Ad over the August rows; equals the 'August 2026 totals' row"))
    autumn = [r for r in rows if r.month in records.QUARTER]
    out.append(q("c16d-quarter-kg", "What did all the parcels we handed out over the autumn quarter weigh put "
                 "together?", "table_sum", {"number": data.total(r.kg for r in autumn), "tolerance": 0.05}, LOG,
                 "sum of Kg over the September - November rows (the three monthly totals rows); blank Kg (not "
                 "weighed) adds 0; tolerance 0.05"))
    family = [r.kg for r in rows if r.parcel == "F" and r.kg is not None]
    out.append(q("c16d-avg-family-kg", "On average, what does a family parcel for up to four people weigh?",
                 "table_sum", {"number": mean(family), "tolerance": 0.05}, LOG,
                 f"mean Kg over the {len(family)} weighed rows with Pcl = F; rows with a blank Kg (not weighed) are "
                 "left out; tolerance 0.05"))
    out.append(q("c16d-report-sessions", "How many sessions did we hold altogether across the distribution points in "
                 "the autumn quarter?", "table_sum", {"number": sum(c.sessions for c in table)}, REPORT,
                 "sum of the Sessions column of the trustees' report table"))
    gluten = [r for r in rows if r.diet == "GF"]
    out.append(q("c16d-count-gluten-free", "How many gluten-free boxes did we give out between August and November?",
                 "table_count", {"number": len(gluten)}, LOG,
                 f"log rows with Diet = GF (blank = standard parcel): {', '.join(r.voucher for r in gluten)}"))
    fuel_oct = [r for r in data.in_month(rows, 10) if r.fuel]
    out.append(q("c16d-count-fuel-oct", "How many households got an energy voucher along with their food in "
                 "October?", "table_count", {"number": len(fuel_oct)}, LOG,
                 "October log rows with a Fuel £ value (blank = none)"))

    # ------------------------------------------------ argmax / argmin (3)
    by_src = Counter()
    for x in stock:
        by_src[x.src] += x.kg
    src, kg = unique_best(by_src)
    out.append(q("c16d-argmax-source", "By weight, where did most of our donated food come from this autumn?",
                 "table_argmax", {"keywords": ["Northfold|NS" if src == "NS" else src]}, INTAKE,
                 f"{src} = {data.SOURCES[src]}: {kg:.1f} kg (Kg summed by Src); unique maximum"))
    month, n = unique_best(Counter(r.month for r in rows))
    out.append(q("c16d-argmax-month", "Which month did we hand out the most parcels?", "table_argmax",
                 {"keywords": [data.MONTH_NAMES[month]]}, LOG,
                 f"{data.MONTH_NAMES[month]}: {n} rows (the monthly totals rows say '<n> parcels'); unique maximum"))
    top = max(table, key=lambda c: c.people)
    assert sum(1 for c in table if c.people == top.people) == 1
    out.append(q("c16d-argmax-people-fed", "Which distribution point fed the most people in the autumn quarter?",
                 "table_argmax", {"keywords": [centre_words(top.code)]}, REPORT,
                 f"{top.name}: {top.people}, the highest in the report's People fed column"))

    # ------------------------------------------------ lookups (6)
    i = inv["MRS0001276"]
    out.append(q("c16d-id-mrs-total", "What's the total due on Maple Racking's invoice MRS0001276?", "exact_id",
                 {"number": i.total}, invoice_doc(i), f"Total due: net {i.net:.2f} + VAT {i.vat:.2f}"))
    i = inv["PVL2611-093"]
    out.append(q("c16d-id-pvl-collect", "When is Penwick going to take the money for PVL2611-093, and how much will "
                 "it be?", "exact_id", {"number": i.total, "keywords": [due_words(i.due)]}, invoice_doc(i),
                 f"'DD collection date' {i.due:%d %B %Y}; 'Total to be collected' {i.total:.2f}"))
    i = inv["CCC-0488173"]
    out.append(q("c16d-id-ccc-fao", "Who is Crossgate's invoice CCC-0488173 for, and what's our account number with "
                 "them?", "exact_id", {"keywords": ["Dev Mistry", i.account]}, invoice_doc(i),
                 f"field grid: Sold to FAO {i.to}; Account {i.account}"))
    i = inv["GPS-4471"]
    out.append(q("c16d-id-gps-discount", "How much did Greyfell knock off GPS-4471 for us being a charity?",
                 "exact_id", {"number": i.discount}, invoice_doc(i),
                 f"'Less {i.discount_pct:g}% charity discount' line: {i.discount_pct:g}% of the subtotal "
                 f"{i.goods:.2f}"))
    a = next(x for x in data.AGENCIES if x.lead == "Dr Anjali Varma")
    out.append(q("c16d-key-person-agency", "Which agency is Dr Anjali Varma with?", "key_lookup",
                 {"keywords": [a.name]}, AGENCIES, f"referral_agencies.csv row {a.aid}: Lead referrer {a.lead}"))
    v = next(r for r in rows if r.voucher == "TVF-5350")
    out.append(q("c16d-key-voucher", "On what day was voucher TVF-5350 handed in, and at which of our centres?",
                 "key_lookup", {"keywords": [due_words(v.day), centre_words(v.centre)]}, LOG,
                 f"issue log row TVF-5350: Issued {v.day:%a %d %b %Y}, Ctr = {v.centre} "
                 f"({data.CENTRES[v.centre][0]})"))

    # ------------------------------------------------ how-to (10)
    out += [
        howto("c16d-howto-reverse", "I put a handover against the wrong voucher number this morning. How do I undo "
              "it?", "screen", ["Reverse redemption"], "vouchers.md", "Undoing a redemption entered by mistake",
              "Vouchers > History, Reverse redemption, same day only"),
        howto("c16d-howto-expired", "A client's brought in a voucher that's three weeks old. Can we still give "
              "them food?", "concept", ["14 days", "Override expiry"], "vouchers.md", "Expired vouchers",
              "valid 14 days; the centre lead can Override expiry once, with a reason"),
        howto("c16d-howto-referrer-login", "A new worker at the health centre needs to send us e-vouchers. Where do "
              "I set her up with a login?", "screen", ["Invite referrer"], "agencies.md",
              "Giving referrers their own login", "Agencies > Referrers > Invite referrer; never share logins"),
        howto("c16d-howto-no-means-test", "Why don't our volunteers check whether people are really hard up before "
              "handing over food?", "concept", ["means-test|means test|referrer"], "agencies.md",
              "Why the agency decides who is referred",
              "we do not means-test; the referrer knows the situation and decides; volunteers check the voucher"),
        howto("c16d-howto-rounds", "Where can the van driver see the list of drop-offs for today?", "screen",
              ["Rounds"], "sessions.md", "Home deliveries", "Deliveries > Rounds"),
        howto("c16d-howto-incomplete", "A paper voucher's come in with half the boxes left empty. Do I have to send "
              "the person away?", "concept", ["Incomplete voucher"], "vouchers.md",
              "Paper vouchers with details missing",
              "never turn away; redeem with Incomplete voucher ticked; agency has 2 working days"),
        howto("c16d-howto-cap", "Citizens Advice have used up all their vouchers for the year. Can they still refer "
              "people to us?", "concept", ["Raise cap"], "agencies.md", "When an agency reaches its cap",
              "at 100% of the cap no more e-vouchers; operations coordinator can Raise cap"),
        howto("c16d-howto-export", "How do I get the parcel log into a spreadsheet for the trustees' meeting?",
              "screen", ["Export to Excel"], "pantryline-faq.md", "How do I get the issue log out for the trustees?",
              "Reports > Issue log > Export to Excel; no client names"),
        howto("c16d-howto-postcode", "Why do we ask people for their postcode when they come in?", "concept",
              ["wards|funders|council"], "clients-privacy.md", "Why we ask for a postcode",
              "shows the council and funders which wards need help; never used to decide eligibility"),
        howto("c16d-howto-reissue", "A client never used her electricity top-up code and now it's run out. Can I "
              "send her another one?", "screen", ["Reissue code"], "energy-vouchers.md",
              "Codes that were never used", "codes expire after 90 days; Support > Energy > Unredeemed, Reissue code"),
    ]

    # ------------------------------------------------ other languages (2)
    home = [r for r in data.in_month(rows, 11) if r.delivered]
    out.append(q("c16d-uk-delivered-nov", "Скільки продуктових посилок доставили клієнтам додому в листопаді?",
                 "table_count", {"number": len(home)}, LOG,
                 f"Ukrainian: November log rows with Dlv = D ({', '.join(r.voucher for r in home)})"))
    out.append(howto("c16d-ru-howto-reject", "Как в Pantryline отказаться от пожертвования, если принесли домашнюю "
                     "выпечку?", "screen", ["Reject item"], "warehouse.md", "Refusing a donation",
                     "Russian: refuse a donation of home-made food -> Reject item with a reason; not weighed into "
                     "stock"))

    # ------------------------------------------------ must refuse (6)
    out += [
        refuse("c16d-refuse-august-intake", "How many donations did the warehouse book in during August?",
               "the intake log covers September - November 2026 only"),
        refuse("c16d-refuse-no-invoice", "What's the balance due on Coldharbour's invoice CHH-26-0355?",
               "the only Coldharbour invoice is CHH-26-0318; no CHH-26-0355 anywhere"),
        refuse("c16d-refuse-dbs", "How do I record a volunteer's DBS check in Pantryline?",
               "no help page covers volunteers' DBS checks"),
        refuse("c16d-refuse-person", "Which school does Mr Bartholomew Quayle make referrals from?",
               "no referrer or anyone else called Quayle in any file"),
        refuse("c16d-refuse-restricted", "Which of our funding bids are still waiting for a decision?",
               "only in trustees/funding_bids_2026-27.xlsx, which the default caller cannot read"),
        refuse("c16d-refuse-client-address", "What's the home address of the family who had voucher TVF-5350?",
               "the issue log keeps no client names or addresses (its key line says so); no other file has them"),
    ]

    # ------------------------------------------------ restricted folder, asked by the trustees group (1)
    bid = next(b for b in records.bids() if b.funder.startswith("Tarnmouth Building Society"))
    out.append(q("c16d-trustees-asked", "How much did we ask the Tarnmouth Building Society Foundation for?",
                 "key_lookup", {"number": bid.asked}, BIDS,
                 f"funding bids row {bid.funder}: Asked £ {bid.asked} ({bid.purpose}; {bid.decision})",
                 groups=["public", "trustees"]))
    return out


def main() -> None:
    write_frozen(OUT, HEADER, questions())


if __name__ == "__main__":
    main()
