"""Write data/golden/company6-dev.jsonl over data/company6 (Kestrelmoor Language School). A DEV set: tune on it.

40 questions, the same mix as company6-test.jsonl with different entities, filters, values and wording: 12 table
aggregates (one over the 3-page class register, two joining enrolments to the catalogue through Course Code, one
over a date range inside February, one superlative), 3 argmax/argmin, 6 lookups (one two-field, statement header
fields), 10 how-to (5 in the user's own words), 2 in Russian/Ukrainian, 6 refusals, 1 asked by an `hr` caller.
Written from the documents by a helper that did not read the engine; every expected number is computed here from
company6_data.py, never from Tally's output. No question text is shared with the test set (asserted).
Run: `python data/make_company6.py && python data/make_company6_dev.py`.

`kind` uses the kinds of data/golden/README.md; the finer kind is named at the start of each note.
"""

import sys
from collections import Counter
from datetime import date
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import company6_data as data  # noqa: E402
import make_company6_golden as test  # noqa: E402
from golden_lines import money, q, refuse, write_set  # noqa: E402
from make_company6_golden import (CATALOGUE, ENROLMENTS, PAY, REGISTER, REPORT, course_keyword, dates,  # noqa: E402
                                  guide, row, statement_doc, unique_end)

GOLDEN = Path(__file__).resolve().parent / "golden"
FROZEN = "// written 2026-12-02 05:37 UTC by helper company6 without reading the engine, frozen before any run"


def questions() -> list[dict]:
    es, groups = data.enrolments(), data.register()
    fmt = {c.code: c.fmt for c in data.COURSES}
    tutor = {c.code: c.tutor for c in data.COURSES}
    saltgate_fees = [e.fee for e in es if e.campus == "Saltgate"]
    report = {r["campus"]: r for r in data.campus_report(3)}
    quietest = unique_end(Counter(e.campus for e in es if e.day.month == 1), lowest=True)
    salt_groups = [g for g in groups if g.campus == "Saltgate"]
    pages = {i // 20 + 1 for i, g in enumerate(groups) if g.campus == "Saltgate"}
    assert len(pages) >= 2, "the register question must need more than one page"
    hours = Counter()
    for g in groups:
        hours[g.tutor] += g.hours
    feb = [e for e in es if date(2025, 2, 10) <= e.day <= date(2025, 2, 21)]
    assert {date(2025, 2, 10), date(2025, 2, 21)} <= {e.day for e in feb}, "both ends of the range must hold rows"
    refs = {e.ref for e in es}
    one, two = data.enrolment("ENR-25-3215"), data.enrolment("ENR-25-3142")
    fs04, fs07, fs11 = (data.statement(n) for n in ("FS-2504", "FS-2507", "FS-2511"))
    assert "ENR-25-3499" not in refs
    assert not [e for e in es if e.day.year != 2025]
    yuki = next(r for r in data.tutor_pay() if r["tutor"] == "Yuki Tanabe")
    contact = fs07["contact"].split(",")[0]
    return [
        q("v01", "How many people signed up for a course in January 2025?", "table_count",
          {"number": sum(e.day.month == 1 for e in es)}, ENROLMENTS, "table_count: Enrolled On in 01/2025"),
        q("v02", "How many of the Harbour Row enrolments have already been paid?", "table_count",
          {"number": sum(e.campus == "Harbour Row" and e.paid for e in es)}, ENROLMENTS,
          "table_count: Campus = Harbour Row and Paid? = Y, whole file"),
        q("v03", "What were the total list fees for Wyvern Park enrolments in February 2025?", "table_sum",
          money(sum(e.fee for e in es if e.campus == "Wyvern Park" and e.day.month == 2)), ENROLMENTS,
          "table_sum: Fee (EUR) where Campus = Wyvern Park and Enrolled On in 02/2025"),
        q("v04", "Total the fees of all enrolments dated from 10 February to 21 February 2025.", "table_sum",
          money(sum(e.fee for e in feb)), ENROLMENTS,
          f"table_sum: Fee (EUR) of the {len(feb)} rows with Enrolled On 10-21 Feb 2025 inclusive (both end days "
          "have rows)"),
        q("v05", "What is the average fee for a course booked at the Saltgate campus?", "table_sum",
          {"number": round(sum(saltgate_fees) / len(saltgate_fees), 2), "tolerance": 0.05}, ENROLMENTS,
          f"table_avg: mean Fee (EUR) of the {len(saltgate_fees)} Campus = Saltgate rows (list fee, before discount)"),
        q("v06", "Which campus took the fewest enrolments in January 2025?", "table_argmax", {"keywords": [quietest]},
          ENROLMENTS, "table_argmin (superlative): enrolments per Campus in 01/2025"),
        q("v07", "How many enrolments were on Saturday courses?", "cross_table",
          {"number": sum(fmt[e.code] == "Saturday" for e in es)}, [ENROLMENTS, CATALOGUE],
          "table_count (join): Format lives only in the catalogue; join on Course Code"),
        q("v08", "Add up the list fees of every enrolment on a course that Tobias Reinhold teaches.", "cross_table",
          money(sum(e.fee for e in es if tutor[e.code] == "Tobias Reinhold")), [ENROLMENTS, CATALOGUE],
          "table_sum (join): Fee (EUR) of enrolments whose course's Tutor (catalogue only) is Tobias Reinhold"),
        q("v09", "Across all the Saltgate class groups in March, how many students were enrolled in total?",
          "table_sum", {"number": sum(g.enrolled for g in salt_groups)}, REGISTER,
          f"table_sum: Enrolled of the {len(salt_groups)} Campus = Saltgate rows of the class register, on pages "
          f"{sorted(pages)}"),
        q("v10", "How many class groups in the March register had 12 or more students enrolled?", "table_count",
          {"number": sum(g.enrolled >= 12 for g in groups)}, REGISTER,
          "table_count: Enrolled >= 12 over all three pages of the class register (not the total row)"),
        q("v11", "How many enrolments got a discount of at least 10%?", "table_count",
          {"number": sum(e.discount >= 10 for e in es)}, ENROLMENTS, "table_count: Discount % >= 10, whole file"),
        q("v12", "In the March monthly report, what fee income did Harbour Row and Saltgate make between them?",
          "table_sum", money(report["Harbour Row"]["income"] + report["Saltgate"]["income"]), REPORT,
          "table_sum: Fee income (EUR) of two rows of the report's campus table (after discounts, not in the xlsx)"),
        q("v13", "Which tutor had the fewest teaching hours in the March class register?", "table_argmax",
          {"keywords": [unique_end(hours, lowest=True)]}, REGISTER,
          "table_argmin: Teaching hours summed per Tutor over the three-page register"),
        q("v14", "Which course had the fewest enrolments between January and April?", "table_argmax",
          {"keywords": [course_keyword(unique_end(Counter(e.code for e in es), lowest=True))]},
          [ENROLMENTS, CATALOGUE], "table_argmin: enrolments per Course Code (the code or its catalogue title)"),
        q("v15", "Which course in the catalogue has the largest number of total hours?", "table_argmax",
          {"keywords": [course_keyword(unique_end({c.code: c.total_hours for c in data.COURSES}))]}, CATALOGUE,
          "table_argmax: Total hours column of the catalogue; the code or the title"),
        q("v16", "What is the student ID on enrolment ENR-25-3215?", "key_lookup", {"keywords": [one.student]},
          row("ENR-25-3215"), "lookup_field: Student ID of one row"),
        q("v17", "When was ENR-25-3142 booked, and at which campus?", "key_lookup",
          {"keywords": [dates(two.day), two.campus]}, row("ENR-25-3142"),
          "lookup_fields: Enrolled On (shown d mmm yyyy) and Campus of one row"),
        q("v18", "Who is the contact person named on statement FS-2507?", "exact_id", {"keywords": [contact]},
          statement_doc("FS-2507"), "lookup_field: the Attn: line of the Billed to block"),
        q("v19", "What is the total for the period on FS-2511, before anything was paid?", "exact_id",
          money(fs11["total"]), statement_doc("FS-2511"),
          f"lookup_field: Total for period (EUR), not the balance {fs11['outstanding']:.2f}"),
        q("v20", "Which sponsor account does statement FS-2504 belong to?", "exact_id",
          {"keywords": [fs04["account"]]}, statement_doc("FS-2504"),
          "lookup_field: Sponsor account in the stacked label: value block"),
        q("v21", "What is the list fee of course C233?", "key_lookup", money(data.course("C233").fee),
          {**CATALOGUE, "contains": "C233"}, "lookup_field: List fee (EUR) of one catalogue row"),
        q("v22", "How do I publish the timetable so students can see the new groups?", "screen",
          {"keywords": ["Publish timetable"]}, guide("planning-the-timetable.md", "Adding a class group"),
          "howto_screen: Publish timetable after the drafts are ready"),
        q("v23", "Our Tuesday class has to happen on Thursday next week only. How do I change just that one?",
          "screen", {"keywords": ["Reschedule this session"]},
          guide("planning-the-timetable.md", "Moving a session for one week only"), "howto_screen, own words"),
        q("v24", "How do I create this month's fee statements for the sponsors?", "screen",
          {"keywords": ["New statement run"]}, guide("sponsor-fee-statements.md", "Creating the monthly statements"),
          "howto_screen: Finance > Statements > New statement run, then Generate"),
        q("v25", "The same person shows up twice in our student list. How do I sort that out?", "screen",
          {"keywords": ["Merge records"]}, guide("troubleshooting-tips.md"),
          "howto_screen, own words: troubleshooting tips page (bold symptom lines, no section headings)"),
        q("v26", "How do I withdraw a student from their course?", "screen", {"keywords": ["Withdraw"]},
          guide("changing-an-enrolment.md", "Withdrawing a student"), "howto_screen"),
        q("v27", "She was left out of the certificate batch but has paid now. How do I give her one on its own?",
          "screen", {"keywords": ["Issue single certificate"]},
          guide("certificates.md", "Why a student has no certificate"),
          "howto_screen, own words: once the padlock goes, Issue single certificate"),
        q("v28", "Why is a sponsor's balance in Finance > Sponsors different from the one on their statement?",
          "concept", {"keywords": ["snapshot|statement date"]},
          guide("sponsor-fee-statements.md", "Why the balance on the account differs from the statement"),
          "howto_concept: the statement is a snapshot on its statement date"),
        q("v29", "A company is way behind on paying us and now I can't book any more of their people. Why?",
          "concept", {"keywords": ["45 days"]}, guide("sponsor-fee-statements.md", "Reminders"),
          "howto_concept, own words: statement more than 45 days overdue puts the sponsor on credit hold"),
        q("v30", "How is the average attendance percentage in the class register report worked out?", "concept",
          {"keywords": ["half"]}, guide("registers-and-attendance.md", "Reading the class register report"),
          "howto_concept: present plus half of late students over enrolled, averaged over sessions held"),
        q("v31", "I'm trying to enrol someone but their course just isn't in the list. What's going on?", "concept",
          {"keywords": ["publish"]}, guide("troubleshooting-tips.md"),
          "howto_concept, own words: a course appears only once one of its groups is published (or it is closed)"),
        q("v32", "Скільки записів на курси за березень 2025 року ще не оплачено?", "table_count",
          {"number": sum(e.day.month == 3 and not e.paid for e in es)}, ENROLMENTS,
          "table_count, Ukrainian: Enrolled On in 03/2025 and Paid? = N (sponsored ones included)"),
        q("v33", "До какого числа нужно оплатить выписку FS-2504?", "exact_id", {"keywords": [dates(fs04["due"])]},
          statement_doc("FS-2504"), "lookup_field, Russian: Payment due in the stacked label: value block"),
        refuse("v34", "How do I find a homestay family for a student who is coming to study with us?",
               "near-domain: accommodation and homestays are not in the Syllabo pages"),
        refuse("v35", "How do I send a student's course fee back to the bank card they paid with?",
               "near-domain: refunds to a card are not covered (only course credit on withdrawal, which is not a "
               "refund)"),
        refuse("v36", "Where does a tutor put in a holiday request in Syllabo?",
               "near-domain: tutor holiday requests are not covered"),
        refuse("v37", "What did enrolments in December 2024 come to in fees?",
               "the enrolments file covers January-April 2025 only"),
        refuse("v38", "Which campus is enrolment ENR-25-3499 at?",
               f"no such enrolment (refs run {es[0].ref} to {es[-1].ref})"),
        refuse("v39", "How much was Yuki Tanabe paid for preparation time in March 2025?",
               "only hr/ (restricted to group hr) has tutor pay; the default caller must be refused (her hours are "
               "public in the register, her pay is not)"),
        {**q("v40", "How much was Yuki Tanabe paid for preparation time in March 2025?", "key_lookup",
             money(yuki["prep"]), PAY, "lookup_field: Preparation (EUR) of one row of the tutor pay sheet, same as "
             "v39, asked by an hr caller"), "groups": ["public", "hr"]},
    ]


def main() -> None:
    dev = questions()
    seen = {" ".join(x["question"].lower().split()) for x in test.questions()}
    shared = [x["id"] for x in dev if " ".join(x["question"].lower().split()) in seen]
    assert not shared, f"questions shared with company6-test: {shared}"
    write_set(GOLDEN / "company6-dev.jsonl", FROZEN, dev, 40, "v")


if __name__ == "__main__":
    main()
