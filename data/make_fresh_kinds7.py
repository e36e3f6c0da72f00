"""Write data/golden/fresh-kinds7.jsonl: 16 blind questions over company3-company19.

Written from the data files alone (openpyxl / csv / pdfplumber); no engine code read,
no Tally run.  Every expected number is computed below from the corpus files.

Run:  python data/make_fresh_kinds7.py
"""
import csv
import datetime as dt
import json
import subprocess
from pathlib import Path

import openpyxl
import pdfplumber

DATA = Path(__file__).resolve().parent
OUT = DATA / "golden" / "fresh-kinds7.jsonl"


def sheet_rows(corpus, doc, sheet, first_row, id_prefix):
    wb = openpyxl.load_workbook(DATA / corpus / doc, data_only=True)
    ws = wb[sheet]
    return [r for r in ws.iter_rows(min_row=first_row, values_only=True)
            if r[0] is not None and str(r[0]).startswith(id_prefix)]


def csv_rows(corpus, doc):
    with open(DATA / corpus / doc, newline="", encoding="utf-8-sig") as fh:
        return list(csv.DictReader(fh))


def pdf_table_rows(corpus, doc, id_prefix):
    out = []
    with pdfplumber.open(DATA / corpus / doc) as pdf:
        for page in pdf.pages:
            for table in page.extract_tables():
                header = None
                for row in table:
                    if header is None:
                        header = row
                        continue
                    if row and row[0] and row[0].startswith(id_prefix):
                        out.append(dict(zip(header, row)))
    return out


def ids(rows, key=0):
    return ", ".join(str(r[key]) for r in rows)


def q(id_, corpus, question, number, doc, note, sheet=None, kind="table_count"):
    src = {"doc": doc}
    if sheet:
        src["sheet"] = sheet
    return {"id": id_, "corpus": corpus, "question": question, "kind": kind,
            "expected": {"number": number}, "expected_source": src,
            "must_refuse": False, "note": note}


def refuse(id_, corpus, question, doc, note, sheet=None):
    src = {"doc": doc}
    if sheet:
        src["sheet"] = sheet
    return {"id": id_, "corpus": corpus, "question": question, "kind": "refuse",
            "expected": {}, "expected_source": src, "must_refuse": True, "note": note}


def build():
    items = []

    # ---- 1. "how many times" counting rows of a log --------------------------------
    doc19 = "airtime/spot_bookings_aug-nov_2026.xlsx"
    b19 = sheet_rows("company19", doc19, "Bookings", 4, "SB-")
    sel = [r for r in b19 if r[3] == "Bayview Taxis" and r[1].month == 10]
    items.append(q("fk7-c19-times-bayview-oct", "company19",
                   "How many times did Bayview Taxis book airtime in October?",
                   len(sel), doc19,
                   "Bookings rows with Advertiser = Bayview Taxis (Acct AC066) and Date in October 2026: " + ids(sel),
                   sheet="Bookings"))

    doc10 = "bookings/club_hire_register_2026_Q1.xlsx"
    h10 = sheet_rows("company10", doc10, "Hire Register", 4, "H2")
    sel = [r for r in h10 if r[7] == "Tuesday Walking Football"
           and dt.datetime.strptime(r[1][4:], "%d/%m/%Y").month == 2]
    assert all(r[11] == "Paid" for r in sel)  # none cancelled, so 'booked' is unambiguous
    items.append(q("fk7-c10-times-walkingfootball-feb", "company10",
                   "How many times did Tuesday Walking Football book a session with us in February?",
                   len(sel), doc10,
                   "Hire Register rows with Hirer = Tuesday Walking Football (CL-024) dated in February 2026, all Status Paid (no cancellations): "
                   + ids(sel), sheet="Hire Register"))

    # ---- 2. two months joined by "and" --------------------------------------------
    doc6 = "enrolments/enrolments_2025_jan-apr.xlsx"
    e6 = sheet_rows("company6", doc6, "Enrolments", 2, "ENR-")
    feb = [r for r in e6 if r[1].month == 2]
    mar = [r for r in e6 if r[1].month == 3]
    items.append(q("fk7-c6-months-feb-and-mar", "company6",
                   "How many enrolments did we take in February and March?",
                   len(feb) + len(mar), doc6,
                   f"Enrolments rows with Enrolled On in February 2025 ({len(feb)}: {feb[0][0]}..{feb[-1][0]}) "
                   f"plus March 2025 ({len(mar)}: {mar[0][0]}..{mar[-1][0]})", sheet="Enrolments"))

    doc5 = "deliveries/consignments_2025-07_to_10.csv"
    c5 = csv_rows("company5", doc5)
    aug = [r for r in c5 if r["Depot"] == "Elsmoor" and r["Booked"][3:] == "08/2025"]
    sep = [r for r in c5 if r["Depot"] == "Elsmoor" and r["Booked"][3:] == "09/2025"]
    items.append(q("fk7-c5-months-elsmoor-aug-and-sep", "company5",
                   "How many consignments were booked at the Elsmoor depot in August and September?",
                   len(aug) + len(sep), doc5,
                   f"rows with Depot = Elsmoor and Booked in 08/2025 ({len(aug)}) or 09/2025 ({len(sep)}): "
                   + ", ".join(r["Consignment No"] for r in aug + sep)))

    # ---- 3. a week of a month ------------------------------------------------------
    doc16 = "parcels/issue_log_aug-nov_2026.xlsx"
    p16 = sheet_rows("company16", doc16, "Issue log", 5, "TVF-")
    sel = [r for r in p16 if r[1].year == 2026 and r[1].month == 9 and 8 <= r[1].day <= 14]
    items.append(q("fk7-c16-week2-sep", "company16",
                   "How many food parcels did we hand out in the second week of September?",
                   len(sel), doc16,
                   "Issue log rows (one per voucher/parcel) with Issued 8-14 September 2026: " + ids(sel),
                   sheet="Issue log"))

    doc11 = "hire/group_hire_log_2026_Q3.xlsx"
    g11 = sheet_rows("company11", doc11, "Hire Log", 6, "GH-")
    sel = [r for r in g11 if (d := dt.datetime.strptime(r[1], "%d-%b-%y")).month == 8 and 15 <= d.day <= 21]
    assert all(r[13] is None and r[11] is not None for r in sel)  # no cancellations in the week
    items.append(q("fk7-c11-week3-aug", "company11",
                   "How many group hire jobs did we run in the third week of August?",
                   len(sel), doc11,
                   "Hire Log rows dated 15-21 Aug 2026 (none cancelled): " + ids(sel), sheet="Hire Log"))

    # ---- 4. person by first name only ---------------------------------------------
    doc17 = "workshop/job_log_2026.xlsx"
    j17 = sheet_rows("company17", doc17, "Job log", 4, "J26-")
    key17 = {r[0]: r[1] for r in openpyxl.load_workbook(DATA / "company17" / doc17, data_only=True)["Key"]
             .iter_rows(values_only=True) if r[0]}
    assert key17["DK"] == "Diarmuid Kelleher"
    assert sum(1 for v in key17.values() if str(v).startswith("Diarmuid")) == 1
    sel = [r for r in j17 if r[6] == "DK" and r[1].month == 9]
    items.append(q("fk7-c17-firstname-diarmuid-sep", "company17",
                   "How many jobs did Diarmuid work on in September?",
                   len(sel), doc17,
                   "Job log rows with Mech = DK (Key sheet: DK = Diarmuid Kelleher) and In date in September 2026: "
                   + ids(sel), sheet="Job log"))

    doc18w = "work-parties/work_party_log_2026.xlsx"
    wb = openpyxl.load_workbook(DATA / "company18" / doc18w, data_only=True)["Log"]
    w18 = [r for r in wb.iter_rows(min_row=4, values_only=True) if r[0] and r[1] and len(str(r[1])) == 2]
    assert len({r[3] for r in w18 if str(r[3]).split()[0] == "Gwen"}) == 1
    sel = [r for r in w18 if r[3] == "Gwen Ashdown"]
    items.append(q("fk7-c18-firstname-gwen", "company18",
                   "How many work parties did Gwen lead this season?",
                   len(sel), doc18w,
                   "Log rows with Led by = Gwen Ashdown (only Gwen in the log), dates: " + ids(sel), sheet="Log"))

    # ---- 5. past-tense date column with blanks -------------------------------------
    doc15 = "repairs/repairs_register_jul-sep_2026.pdf"
    r15 = pdf_table_rows("company15", doc15, "WO-")
    assert len(r15) == 42
    done = [r for r in r15 if (r["Completed"] or "").strip()]
    open_ = [r for r in r15 if not (r["Completed"] or "").strip()]
    items.append(q("fk7-c15-completed-repairs", "company15",
                   "How many of the repair jobs were completed?",
                   len(done), doc15,
                   f"register rows (42 jobs, Jul-Sep 2026) with a date in Completed; blank = still open at 30 Sep: "
                   f"open ones are {', '.join(r['Job no.'] for r in open_)}"))

    doc19v = "volunteers/volunteer_register_sep-nov_2026.pdf"
    v19 = pdf_table_rows("company19", doc19v, "V-")
    assert len(v19) == 58
    ind = [r for r in v19 if (r["Inducted"] or "").strip()]
    notind = [r for r in v19 if not (r["Inducted"] or "").strip()]
    items.append(q("fk7-c19-inducted-volunteers", "company19",
                   "How many of our volunteers have been inducted?",
                   len(ind), doc19v,
                   "58 volunteers on the register, minus those with Inducted blank (not inducted yet): "
                   + ", ".join(f"{r['Vol no']} {r['Name']}" for r in notind)))

    # ---- 6. code column explained by a note/key line --------------------------------
    sel = [r for r in p16 if r[7] == "KB" and r[1].month == 10]
    items.append(q("fk7-c16-code-kettlebox-oct", "company16",
                   "How many kettle boxes did we give out in October?",
                   len(sel), doc16,
                   "Issue log rows with Diet = KB (key line: KB = kettle box (no cooker)) and Issued in October 2026: "
                   + ids(sel), sheet="Issue log"))

    doc18p = "plots/plot_register_2026.xlsx"
    pl18 = sheet_rows("company18", doc18p, "Register", 4, "P-")
    sel = [r for r in pl18 if r[8] == "W"]
    items.append(q("fk7-c18-code-warning-letter", "company18",
                   "How many plots were graded poor at the June walk-round and got a warning letter?",
                   len(sel), doc18p,
                   "Register rows (plots) with Insp = W (Field guide: W = poor - warning letter sent): " + ids(sel),
                   sheet="Register"))

    # ---- 7. word inside a longer cell elsewhere, whole cell in the right table -------
    doc14 = "trade/trade_customers.csv"
    t14 = csv_rows("company14", doc14)
    sel = [r for r in t14 if r["Town"] == "Harlby"]
    items.append(q("fk7-c14-harlby-customers", "company14",
                   "How many of our trade customers are in Harlby?",
                   len(sel), doc14,
                   "trade_customers rows with Town = Harlby (distractor: 'OT: Harlby run x3' in directors/payroll_prep_2026-10.xlsx Notes): "
                   + ", ".join(r["Customer no."] + " " + r["Trading name"] for r in sel)))

    doc10c = "clubs/club_accounts.csv"
    a10 = csv_rows("company10", doc10c)
    sel = [r for r in a10 if r["Ward"] == "Riverside"]
    items.append(q("fk7-c10-riverside-ward-clubs", "company10",
                   "How many clubs are in the Riverside ward?",
                   len(sel), doc10c,
                   "club_accounts rows with Ward = Riverside (distractor: hirers 'Riverside Pilates/Runners/Squash Ladder' in the hire register): "
                   + ", ".join(r["Account Code"] + " " + r["Club or group"] for r in sel)))

    # ---- 8. refusals: month not covered ---------------------------------------------
    doc9 = "bookings/visitor_berth_log_2026_Q2.xlsx"
    b9 = sheet_rows("company9", doc9, "Berth Log", 5, "VB")
    months9 = sorted({r[1].month for r in b9})
    assert months9 == [4, 5, 6]
    items.append(refuse("fk7-c9-refuse-aug", "company9",
                        "How many times was berth A-05 booked in August?", doc9,
                        f"visitor berth log covers arrivals 01.04.2026-30.06.2026 only (months {months9}); no August bookings data",
                        sheet="Berth Log"))

    doc7 = "hires/hire_contracts_2025_Q3.xlsx"
    c7 = sheet_rows("company7", doc7, "Contracts", 5, "C25-")
    months7 = sorted({r[1].month for r in c7})
    assert months7 == [7, 8, 9]
    items.append(refuse("fk7-c7-refuse-dec", "company7",
                        "How many times was a mini excavator hired out in December?", doc7,
                        f"contracts opened 1 Jul - 30 Sep 2025 only (months {months7}); no December data",
                        sheet="Contracts"))
    return items


def main():
    items = build()
    assert len(items) == 16 and len({i["id"] for i in items}) == 16
    stamp = subprocess.run(["date", "-u"], capture_output=True, text=True).stdout.strip()
    lines = [f"// written {stamp} by a helper from the data alone (no engine code read, no run), frozen before any run"]
    lines += [json.dumps(i, ensure_ascii=False) for i in items]
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")
    for i in items:
        print(i["id"], i["expected"])


if __name__ == "__main__":
    main()
