"""Write data/golden/company16-test.jsonl: 40 questions over data/company16/ (Tarnbrook Valley Food Bank, an
independent food bank), written by a helper without reading the engine. Every expected number is computed here from
the generator's records (company16_data.py, company16_records.py), never by hand. Run:
`python data/make_company16_golden.py`."""

import sys
from collections import Counter
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from golden_lines import (due_words, entry as q, first_page, help_entry, refusal as refuse,  # noqa: E402
                          unique_best, write_frozen)
import company16_data as data  # noqa: E402
import company16_records as records  # noqa: E402

OUT = Path(__file__).resolve().parent / "golden" / "company16-test.jsonl"
WRITTEN = "Thu Dec  3 09:37:07 UTC 2026"
HEADER = f"// written {WRITTEN} by helper company16 without reading the engine, frozen before any run"

LOG = {"doc": "parcels/issue_log_aug-nov_2026.xlsx", "sheet": "Issue log"}
AGENCIES = {"doc": "parcels/referral_agencies.csv"}
INTAKE = {"doc": "warehouse/intake_log_sep-nov_2026.pdf"}
REPORT = {"doc": "reports/trustees_report_autumn_2026.pdf", "page": 1}
BIDS = {"doc": "trustees/funding_bids_2026-27.xlsx", "sheet": "Bids 2026-27"}
INVOICES = "invoices/"
HELP = "pantryline-help/"

howto = partial(help_entry, HELP)
invoice_doc = partial(first_page, INVOICES)


def centre_words(code: str) -> str:
    """A distribution point as an answer may name it: its name, its code or its town."""
    name, town, _ = data.CENTRES[code]
    return f"{name.split(' - ')[0]}|{code}|{town}" if code == "MOB" else f"{name}|{code}"


def mean(values: list) -> float:
    return round(sum(values) / len(values), 2)


def sources() -> tuple:
    """The records both question sets are computed from: the issue log, the intake log, the report table and the
    invoices by number."""
    return data.issues(), data.intake(), records.report_table(), {i.no: i for i in records.invoices()}


def questions() -> list[dict]:
    rows, stock, table, inv = sources()
    out = []

    # ------------------------------------------------ table aggregates (12)
    schools = [x for x in stock if x.src == "SC"]
    out.append(q("c16t-in-count-schools", "How many times did a school bring a collection into the warehouse this "
                 "autumn?", "table_count", {"number": len(schools)}, INTAKE,
                 f"intake log rows with Src = SC ({', '.join(x.no for x in schools)}), both pages"))
    surplus = [x for x in stock if x.src == "NS"]
    out.append(q("c16t-in-sum-northfold", "How many kilos of food did the Northfold surplus people send us between "
                 "September and November?", "table_sum", {"number": data.total(x.kg for x in surplus),
                                                         "tolerance": 0.05}, INTAKE,
                 f"sum of Kg over the {len(surplus)} rows with Src = NS (Northfold Surplus Network), both pages"))
    shops = [x.kg for x in stock if x.src == "SM"]
    out.append(q("c16t-in-avg-supermarket", "What does a typical drop from the supermarket collection points weigh, "
                 "on average?", "table_sum", {"number": mean(shops), "tolerance": 0.05}, INTAKE,
                 f"mean Kg over the {len(shops)} intake rows with Src = SM; tolerance 0.05"))
    school_oct = [r for r in data.in_month(rows, 10) if data.sector_of(r) == "School"]
    out.append(q("c16t-join-school-oct", "In October, how many parcels went to families that a school had referred?",
                 "cross_table", {"number": len(school_oct)}, [LOG, AGENCIES],
                 "issue log rows dated in October whose Ag ID has Sector = School in referral_agencies.csv "
                 f"({', '.join(r.voucher for r in school_oct)})"))
    gp = [r for r in rows if data.sector_of(r) == "GP practice"]
    out.append(q("c16t-join-gp-children", "How many children did we feed on referrals from doctors' surgeries, "
                 "August to November?", "cross_table", {"number": sum(r.children for r in gp)}, [LOG, AGENCIES],
                 f"sum of Ch over the {len(gp)} log rows whose Ag ID has Sector = GP practice in the agencies CSV"))
    early = [r for r in data.in_month(rows, 9) if r.day.day <= 15]
    out.append(q("c16t-range-sep", "How many vouchers got redeemed from the 1st to the 15th of September?",
                 "table_count", {"number": len(early)}, LOG,
                 f"issue log rows with Issued 1 - 15 September 2026 inclusive ({early[0].voucher} - "
                 f"{early[-1].voucher})"))
    nov = data.in_month(rows, 11)
    out.append(q("c16t-month-fuel-nov", "What was the value of the energy top-ups we handed out in November?",
                 "table_sum", {"number": data.total(r.fuel for r in nov)}, LOG,
                 "sum of Fuel £ over the November rows (blank = none); equals the 'November 2026 totals' row"))
    autumn = [r for r in rows if r.month in records.QUARTER]
    out.append(q("c16t-quarter-children", "Over the autumn quarter, September to November, how many children did "
                 "our parcels feed?", "table_sum", {"number": sum(r.children for r in autumn)}, [LOG, REPORT],
                 "sum of Ch over the September, October and November rows; the trustees' report prose gives the "
                 "same figure"))
    weighed = [r.kg for r in rows if r.kg is not None]
    out.append(q("c16t-avg-parcel-kg", "How heavy is one of our food parcels on average?", "table_sum",
                 {"number": mean(weighed), "tolerance": 0.05}, LOG,
                 f"mean Kg over the {len(weighed)} weighed rows; {len(rows) - len(weighed)} rows have a blank Kg "
                 "(not weighed) and are left out, as are the monthly totals rows; tolerance 0.05"))
    out.append(q("c16t-report-volunteer-hours", "Add up the volunteer hours across all the distribution points for "
                 "the autumn quarter - what do we get?", "table_sum", {"number": sum(c.hours for c in table)},
                 REPORT, "sum of the Volunteer hrs column of the trustees' report table"))
    home = [r for r in rows if r.delivered]
    halls = sum(1 for r in home if r.centre != "MOB")
    out.append(q("c16t-count-delivered", "How many parcels did we drop off at people's homes instead of them "
                 "picking up, August to November?", "table_count", {"number": len(home)}, LOG,
                 f"log rows with Dlv = D (blank = collected in person): every MOB row and {halls} housebound "
                 "clients at the halls"))
    big = [r for r in data.in_month(rows, 8) if r.parcel == "LF"]
    out.append(q("c16t-count-large-aug", "How many parcels for big families of five or more did we give out in "
                 "August?", "table_count", {"number": len(big)}, LOG,
                 f"August rows with Pcl = LF ({', '.join(r.voucher for r in big)})"))

    # ------------------------------------------------ argmax / argmin (3)
    code, n = unique_best(Counter(r.centre for r in nov))
    out.append(q("c16t-argmax-centre-nov", "Which of our distribution points was the busiest in November?",
                 "table_argmax", {"keywords": [centre_words(code)]}, LOG,
                 f"{code} = {data.CENTRES[code][0]}: {n} November rows (rows counted by Ctr); unique maximum"))
    aid, n = unique_best(Counter(r.agency for r in rows))
    out.append(q("c16t-argmax-agency", "Which referral agency sent us the most vouchers over the four months?",
                 "table_argmax", {"keywords": [f"{data.AGENCY[aid].name.split(' - ')[-1]}|{aid}"]}, [LOG, AGENCIES],
                 f"{aid} = {data.AGENCY[aid].name}: {n} log rows (rows counted by Ag ID, name from the agencies "
                 "CSV); unique maximum"))
    fewest = min(table, key=lambda c: c.new)
    assert sum(1 for c in table if c.new == fewest.new) == 1
    out.append(q("c16t-argmin-new-households", "Where did the fewest new households come to us in the autumn "
                 "quarter?", "table_argmax", {"keywords": [centre_words(fewest.code)]}, REPORT,
                 f"{fewest.name}: {fewest.new}, the lowest in the report's New h'holds column"))

    # ------------------------------------------------ lookups (6)
    i = inv["CHH-26-0318"]
    out.append(q("c16t-id-chh-balance", "Now the deposit's been knocked off, how much do we still owe Coldharbour "
                 "on CHH-26-0318, and by when?", "exact_id", {"number": i.balance, "keywords": [due_words(i.due)]},
                 invoice_doc(i), f"Balance due {i.balance:.2f} (invoice total {i.total:.2f} less deposit "
                 f"{i.deposit:.2f}); 'Balance due by' {i.due:%d %B %Y}"))
    i = inv["GPS-4471"]
    out.append(q("c16t-id-gps-to", "Who is Greyfell's invoice GPS-4471 made out to?", "exact_id",
                 {"keywords": ["Clare Ashdown"]}, invoice_doc(i),
                 f"field grid 'Client': FAO {i.to}, {i.to_address}"))
    i = inv["CCC-0488173"]
    out.append(q("c16t-id-ccc-vat", "How much VAT is on the Crossgate cash and carry bill CCC-0488173?", "exact_id",
                 {"number": i.vat}, invoice_doc(i),
                 f"'VAT @ 20% on S' line: 20% of the standard-rated goods {i.standard_rated:.2f}; the food lines are "
                 "zero-rated"))
    i = inv["PVL2611-093"]
    out.append(q("c16t-id-pvl-two", "Which lease agreement and which van is Penwick's invoice PVL2611-093 for?",
                 "exact_id", {"keywords": [i.po, "YD72 KXT"]}, invoice_doc(i),
                 f"field grid: Agreement {i.po}; Vehicle {i.deliver_to}"))
    a = next(x for x in data.AGENCIES if x.lead.startswith("Kerry Nuttall"))
    out.append(q("c16t-key-person-agency", "Kerry Nuttall keeps sending us referrals - which agency is she with?",
                 "key_lookup", {"keywords": [a.name.split()[0]]}, AGENCIES,
                 f"referral_agencies.csv row {a.aid}: Lead referrer {a.lead} -> Agency {a.name}"))
    v = next(r for r in rows if r.voucher == "TVF-5305")
    assert v.children > 0
    out.append(q("c16t-key-voucher", "For voucher TVF-5305, how many kids were in the household and which agency "
                 "referred them?", "key_lookup",
                 {"number": v.children, "keywords": [f"{data.AGENCY[v.agency].name.split(' - ')[-1]}|{v.agency}"]},
                 [LOG, AGENCIES], f"issue log row TVF-5305: Ch = {v.children}, Ag ID = {v.agency} "
                 f"({data.AGENCY[v.agency].name})"))

    # ------------------------------------------------ how-to (10)
    out += [
        howto("c16t-howto-redeem", "A man's come in to Holmbridge with a paper slip from his kid's school. Where do "
              "I record that he's had his parcel?", "screen", ["Redeem", "Confirm handover"], "vouchers.md",
              "Redeeming a voucher at a session", "Vouchers > Redeem, Voucher no., Confirm handover"),
        howto("c16t-howto-fourth-voucher", "Why won't the system just let a family have a fourth voucher when they "
              "need one?", "concept", ["Extra voucher request"], "vouchers.md",
              "Why a household can have three vouchers in six months",
              "emergency help: three in six months, Support check at the third, a fourth needs an Extra voucher "
              "request approved by the operations coordinator"),
        howto("c16t-howto-book-in", "The Brightways van has just dropped off a load of crates at the warehouse. How "
              "do I get them onto the system?", "screen", ["New intake"], "warehouse.md", "Booking in a delivery",
              "Stock > Intake > New intake, Add crate per crate, Close intake"),
        howto("c16t-howto-best-before", "Someone donated tins that are a few weeks past the best before. Are we "
              "allowed to give them out?", "concept", ["three months|3 months"], "warehouse.md",
              "Short-dated and out-of-date food",
              "yes, up to three months past best-before, stickered, booked under Past best-before; never past use-by"),
        howto("c16t-howto-housebound", "An elderly lady can't get out of the house. How do I get her parcel taken "
              "round to her?", "screen", ["Deliver to home"], "sessions.md", "Home deliveries",
              "tick Deliver to home; appears on Deliveries > Rounds"),
        howto("c16t-howto-why-weigh", "What's the point of weighing every single crate that comes in?", "concept",
              ["Stock days|Northfold|funders"], "warehouse.md", "Why we weigh everything",
              "the surplus network and funders want kg in and out; weights give the Stock days figure"),
        howto("c16t-howto-no-cash", "Wouldn't it be simpler to give people money for their gas and electric "
              "rather than these top-up codes?", "concept", ["funders|audit trail"], "energy-vouchers.md",
              "Why we never give cash",
              "funders pay for energy, not cash; a code can only go on the meter; one code per voucher, audit trail"),
        howto("c16t-howto-new-agency", "A local charity has asked if they can start referring people to us. Where "
              "do I put them on the system?", "screen", ["Add agency"], "agencies.md", "Registering a new agency",
              "Agencies > Add agency; three months on Probation"),
        howto("c16t-howto-retention", "Once somebody stops coming to us, how long do we keep their details?",
              "concept", ["3 years|three years"], "clients-privacy.md", "How long records are kept",
              "3 years after the last visit, then Auto-delete; Forget client for earlier removal"),
        howto("c16t-howto-scale", "The warehouse scales have stopped talking to the laptop. How do I record the "
              "weights now?", "screen", ["Manual weight"], "pantryline-faq.md", "The warehouse scale won't connect.",
              "type it in with Manual weight; flagged for the warehouse manager"),
    ]

    # ------------------------------------------------ other languages (2)
    kla = [r for r in data.in_month(rows, 10) if r.centre == "KLA"]
    out.append(q("c16t-ru-kirkwent-oct", "Сколько продуктовых наборов выдали в Kirkwent Library Annexe в октябре?",
                 "table_count", {"number": len(kla)}, LOG,
                 f"Russian: October log rows with Ctr = KLA ({', '.join(r.voucher for r in kla)})"))
    out.append(howto("c16t-uk-howto-session", "Як у Pantryline відкрити сесію видачі продуктів перед тим, як "
                     "приходять клієнти?", "screen", ["Open session"], "sessions.md", "Opening a session",
                     "Ukrainian: open a distribution session -> Sessions > Today > Open session, Distribution point, "
                     "Rota"))

    # ------------------------------------------------ must refuse (6)
    out += [
        refuse("c16t-refuse-july", "How many food parcels did we give out in July?",
               "the issue log covers August - November 2026 only"),
        refuse("c16t-refuse-no-invoice", "What's the amount due on Greyfell Print invoice GPS-4490?",
               "the only Greyfell invoice is GPS-4471; no GPS-4490 anywhere"),
        refuse("c16t-refuse-gift-aid", "How do I claim Gift Aid on someone's cash donation in Pantryline?",
               "no help page covers Gift Aid or money donations"),
        refuse("c16t-refuse-person", "Which agency does Dr Rupert Falkingham refer from?",
               "no referrer or anyone else called Falkingham in the agencies CSV or any file"),
        refuse("c16t-refuse-restricted", "How much did the council's Household Support Fund give us?",
               "only in trustees/funding_bids_2026-27.xlsx, which the default caller cannot read"),
        refuse("c16t-refuse-centre", "How many parcels did the Oldbridge distribution point give out in October?",
               "no distribution point in Oldbridge; the four are HMH, SCC, KLA and the MOB van"),
    ]

    # ------------------------------------------------ restricted folder, asked by the trustees group (1)
    awarded = sum(b.awarded or 0 for b in records.bids())
    out.append(q("c16t-trustees-awarded", "How much grant money have funders actually awarded us so far for "
                 "2026-27?", "table_sum", {"number": awarded}, BIDS,
                 "sum of the Awarded £ column of the funding bids sheet (blank for pending and declined bids)",
                 groups=["public", "trustees"]))
    return out


def main() -> None:
    write_frozen(OUT, HEADER, questions())


if __name__ == "__main__":
    main()
