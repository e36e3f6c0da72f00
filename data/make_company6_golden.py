"""Write data/golden/company6-test.jsonl over data/company6 (Kestrelmoor Language School). A TEST set: report only.

40 questions: 12 table aggregates (one over the 3-page class register, two joining enrolments to the catalogue
through Course Code, one over a date range inside March, one superlative), 3 argmax/argmin, 6 lookups, 10 how-to,
2 in Russian/Ukrainian, 6 refusals, 1 asked by an `hr` caller. Written from the documents by a helper that did not
read the engine; every expected number is computed here from company6_data.py, the records the documents print,
never from Tally's output. Run: `python data/make_company6.py && python data/make_company6_golden.py`.

`kind` uses the kinds of data/golden/README.md; the finer kind (table_avg, lookup_fields, howto_screen, ...) is
named at the start of each note.
"""

import sys
from collections import Counter
from datetime import date
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import company6_data as data  # noqa: E402
from golden_lines import dates, money, q, refuse, unique_end, write_set  # noqa: E402

GOLDEN = Path(__file__).resolve().parent / "golden"
FROZEN = "// written 2026-12-02 05:35 UTC by helper company6 without reading the engine, frozen before any run"
ENROLMENTS = {"doc": "enrolments/enrolments_2025_jan-apr.xlsx", "sheet": "Enrolments"}
CATALOGUE = {"doc": "catalogue/course_catalogue_2025.csv"}
REGISTER = {"doc": "registers/class_register_2025-03.pdf"}
REPORT = {"doc": "reports/monthly_report_2025-03.pdf", "page": 1}
PAY = {"doc": "hr/tutor_pay_2025-03.pdf", "page": 1}
def guide(page: str, section: str | None = None) -> dict:
    return {"doc": f"syllabo-help/{page}", **({"section": section} if section else {})}


def statement_doc(number: str) -> dict:
    return {"doc": f"statements/{number}.pdf", "page": 1}


def row(ref: str) -> dict:
    return {**ENROLMENTS, "contains": ref}




def course_keyword(code: str) -> str:
    return f"{code}|{data.course(code).title.split(' (')[0]}"


def questions() -> list[dict]:
    es, groups = data.enrolments(), data.register()
    language = {c.code: c.language for c in data.COURSES}
    tutor = {c.code: c.tutor for c in data.COURSES}
    harbour = [e.discount for e in es if e.campus == "Harbour Row"]
    report = data.campus_report(3)
    busiest = unique_end(Counter(e.campus for e in es if e.day.month == 3))
    assert busiest == unique_end({r["campus"]: r["enrolments"] for r in report})
    sinead = [g for g in groups if g.tutor == "Sinead Corrigan"]
    pages = {i // 20 + 1 for i, g in enumerate(groups) if g.tutor == "Sinead Corrigan"}
    assert len(pages) >= 2, "the register question must need more than one page"
    low = [g for g in groups if g.attendance < 75]
    one, two = data.enrolment("ENR-25-3177"), data.enrolment("ENR-25-3306")
    assert two.discount
    fs04, fs07, fs11 = (data.statement(n) for n in ("FS-2504", "FS-2507", "FS-2511"))
    assert "FS-2509" not in data.STATEMENT_NO.values()
    assert not [e for e in es if e.day.month not in (1, 2, 3, 4)]
    rafael = next(r for r in data.tutor_pay() if r["tutor"] == "Rafael Montoya")
    return [
        q("s01", "How many enrolments did we take in February 2025?", "table_count",
          {"number": sum(e.day.month == 2 for e in es)}, ENROLMENTS, "table_count: Enrolled On in 02/2025"),
        q("s02", "How many Saltgate enrolments are still waiting to be paid?", "table_count",
          {"number": sum(e.campus == "Saltgate" and not e.paid for e in es)}, ENROLMENTS,
          "table_count: Campus = Saltgate and Paid? = N (sponsored ones included), whole file"),
        q("s03", "What did the Linden Cross enrolments in January 2025 add up to in fees?", "table_sum",
          money(sum(e.fee for e in es if e.campus == "Linden Cross" and e.day.month == 1)), ENROLMENTS,
          "table_sum: Fee (EUR) (list fee, before discount) where Campus = Linden Cross and Enrolled On in 01/2025"),
        q("s04", "Add up the course fees for everyone who enrolled between 3 and 14 March 2025.", "table_sum",
          money(sum(e.fee for e in es if date(2025, 3, 3) <= e.day <= date(2025, 3, 14))), ENROLMENTS,
          "table_sum: Fee (EUR) with Enrolled On from 3 Mar 2025 to 14 Mar 2025 inclusive (dates shown d mmm yyyy)"),
        q("s05", "On average, how big a discount did students get at Harbour Row?", "table_sum",
          {"number": round(sum(harbour) / len(harbour), 2), "tolerance": 0.05}, ENROLMENTS,
          f"table_avg: mean Discount % of the {len(harbour)} Campus = Harbour Row rows, zero discounts included"),
        q("s06", "Which campus was busiest for new sign-ups in March 2025?", "table_argmax", {"keywords": [busiest]},
          [ENROLMENTS, REPORT], "table_argmax (superlative): enrolments per Campus in 03/2025; the monthly report's "
          "New enrolments column gives the same answer"),
        q("s07", "How many enrolments were for German courses?", "cross_table",
          {"number": sum(language[e.code] == "German" for e in es)}, [ENROLMENTS, CATALOGUE],
          "table_count (join): Language lives only in the catalogue; join on Course Code (codes carry no language)"),
        q("s08", "How much in course fees did Yuki Tanabe's classes bring in from January to April 2025?",
          "cross_table", money(sum(e.fee for e in es if tutor[e.code] == "Yuki Tanabe")), [ENROLMENTS, CATALOGUE],
          "table_sum (join): Fee (EUR) of enrolments whose course's Tutor (catalogue only) is Yuki Tanabe"),
        q("s09", "How many hours did Sinead Corrigan teach in March 2025?", "table_sum",
          {"number": sum(g.hours for g in sinead), "tolerance": 0.05}, REGISTER,
          f"table_sum: Teaching hours of her {len(sinead)} rows in the class register, on pages {sorted(pages)}"),
        q("s10", "In March, how many class groups had attendance below 75 percent?", "table_count",
          {"number": len(low)}, REGISTER,
          "table_count: Avg attendance (%) < 75 over all three pages of the class register"),
        q("s11", "How many enrolments are paid for by an employer rather than by the student?", "table_count",
          {"number": sum(e.billed_to != "Self" for e in es)}, ENROLMENTS,
          "table_count: Billed To is a sponsor account (SP-..), not Self"),
        q("s12", "According to the March monthly report, what was the fee income for all campuses together?",
          "table_sum", money(sum(r["income"] for r in report)), REPORT,
          "table_sum: the 'All campuses' row of the report's table (fee income after discounts, not in the xlsx)"),
        q("s13", "Which class group had the worst attendance in March?", "table_argmax",
          {"keywords": [unique_end({g.group: g.attendance for g in groups}, lowest=True)]}, REGISTER,
          "table_argmin: Avg attendance (%) over the three-page register; the answer is the Group code"),
        q("s14", "What's our most popular course?", "table_argmax",
          {"keywords": [course_keyword(unique_end(Counter(e.code for e in es)))]}, [ENROLMENTS, CATALOGUE],
          "table_argmax: enrolments per Course Code, January-April 2025 (the code or its catalogue title)"),
        q("s15", "Which course in the catalogue is the cheapest?", "table_argmax",
          {"keywords": [course_keyword(unique_end({c.code: c.fee for c in data.COURSES}, lowest=True))]}, CATALOGUE,
          "table_argmin: List fee (EUR); the code or the title"),
        q("s16", "Which course is enrolment ENR-25-3177 for?", "key_lookup", {"keywords": [course_keyword(one.code)]},
          row("ENR-25-3177"), "lookup_field: Course Code of one row (the catalogue title also accepted)"),
        q("s17", "For ENR-25-3306, which campus is the student at and what discount did they get?", "key_lookup",
          {"number": two.discount, "keywords": [two.campus]}, row("ENR-25-3306"),
          "lookup_fields: Campus and Discount % of one row"),
        q("s18", "Who is statement FS-2511 made out to?", "exact_id", {"keywords": [fs11["name"]]},
          statement_doc("FS-2511"), "lookup_field: the Billed to block (organisation name)"),
        q("s19", "How much does Brantwick still owe us on FS-2504?", "exact_id", money(fs04["outstanding"]),
          statement_doc("FS-2504"), f"lookup_field: Balance outstanding (EUR), not the total {fs04['total']:.2f}: "
          f"{fs04['paid']:.2f} was paid on {fs04['paid_on']:%d %b}"),
        q("s20", "When does statement FS-2507 have to be paid by?", "exact_id", {"keywords": [dates(fs07["due"])]},
          statement_doc("FS-2507"), "lookup_field: Payment due in the stacked label: value block"),
        q("s21", "Who teaches course C340?", "key_lookup", {"keywords": [data.course("C340").tutor]},
          {**CATALOGUE, "contains": "C340"}, "lookup_field: Tutor of one catalogue row"),
        q("s22", "Where do I add a new class group to next term's timetable?", "screen",
          {"keywords": ["Add class group"]}, guide("planning-the-timetable.md", "Adding a class group"),
          "howto_screen: Courses > Timetable > Add class group"),
        q("s23", "A sponsor has sent us half of what their statement says. Where do I put that in?", "screen",
          {"keywords": ["Record payment"]}, guide("sponsor-fee-statements.md", "Recording a part payment"),
          "howto_screen, own words"),
        q("s24", "How do tutors take the register on the classroom tablet?", "screen", {"keywords": ["Close register"]},
          guide("registers-and-attendance.md", "Taking the register"), "howto_screen"),
        q("s25", "A student has lost the certificate we printed for her and wants a stamped one. What do I click?",
          "screen", {"keywords": ["Order reprint"]}, guide("certificates.md", "Replacement certificates"),
          "howto_screen, own words"),
        q("s26", "Someone wants to switch to a different group of the same course. How do I do that?", "screen",
          {"keywords": ["Move class"]}, guide("changing-an-enrolment.md", "Moving a student to another group or level"),
          "howto_screen, own words"),
        q("s27", "A student can't log in to the student portal. What should I do?", "screen",
          {"keywords": ["Reset portal access"]}, guide("troubleshooting-tips.md"),
          "howto_screen: troubleshooting tips page (bold symptom lines, no section headings)"),
        q("s28", "Why is Confirm enrolment greyed out for a student joining a B1 course?", "concept",
          {"keywords": ["placement"]}, guide("enrolling-a-student.md", "Why a placement test is needed above A1"),
          "howto_concept: no placement result less than 12 months old"),
        q("s29", "One of the lessons on the timetable grid has gone red. What's wrong with it?", "concept",
          {"keywords": ["45 minutes|travel|room"]}, guide("planning-the-timetable.md", "Why a block turns red"),
          "howto_concept, own words: tutor clash with travel time, room taken, or too few seats"),
        q("s30", "A student quit after the first lesson. Do they lose the money they paid?", "concept",
          {"keywords": ["course credit"]}, guide("changing-an-enrolment.md", "Why the fee is kept as course credit"),
          "howto_concept, own words: before the third session the fee is kept as Course credit for 12 months"),
        q("s31", "Why didn't a student get a certificate at the end of the course?", "concept", {"keywords": ["80"]},
          [guide("certificates.md", "Why a student has no certificate"),
           guide("registers-and-attendance.md", "Why 80% attendance matters")],
          "howto_concept: attendance below 80% (or unpaid, or no Result yet)"),
        q("s32", "Сколько записей на курсы было в кампусе Wyvern Park в апреле 2025 года?", "table_count",
          {"number": sum(e.campus == "Wyvern Park" and e.day.month == 4 for e in es)}, ENROLMENTS,
          "table_count, Russian: Campus = Wyvern Park and Enrolled On in 04/2025"),
        q("s33", "Скільки ще залишилося сплатити за випискою FS-2511?", "exact_id", money(fs11["outstanding"]),
          statement_doc("FS-2511"), "lookup_field, Ukrainian: Balance outstanding (EUR) after the part payment"),
        refuse("s34", "How do I write a visa invitation letter for a student coming from abroad?",
               "near-domain: visa or invitation letters are not in the Syllabo pages"),
        refuse("s35", "Where do I put the video-call link for an online class in Syllabo?",
               "near-domain: online classrooms and video links are not covered"),
        refuse("s36", "How do I book a student onto an official IELTS test date through Syllabo?",
               "near-domain: external exam bookings are not covered (the IELTS course in the catalogue is a prep "
               "course)"),
        refuse("s37", "How many enrolments did we have in June 2025?",
               "the enrolments file covers January-April 2025 only"),
        refuse("s38", "Who is statement FS-2509 billed to?", "no such statement (FS-2504, FS-2507, FS-2511 exist)"),
        refuse("s39", "What was Rafael Montoya's gross pay for March 2025?",
               "only hr/ (restricted to group hr) has tutor pay; the default caller must be refused (his hours are "
               "public in the register, his pay is not)"),
        {**q("s40", "What was Rafael Montoya's gross pay for March 2025?", "key_lookup", money(rafael["gross"]), PAY,
             "lookup_field: Gross pay (EUR) of one row of the tutor pay sheet, same as s39, asked by an hr caller"),
         "groups": ["public", "hr"]},
    ]


def main() -> None:
    write_set(GOLDEN / "company6-test.jsonl", FROZEN, questions(), 40, "s")


if __name__ == "__main__":
    main()
