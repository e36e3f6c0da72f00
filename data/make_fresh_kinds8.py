"""Write data/golden/fresh-kinds8.jsonl: 18 blind questions over company4-company20.

Written from the data files alone (openpyxl / csv / pdfplumber); no engine code read,
no Tally run.  Every expected value is computed below from the corpus files:

  1. six lookups of one log row by its ID whose answer is a code decoded on the
     workbook's own Codes / Key / Prices / Workshops / Field guide sheet;
  2. four lookups of one register row by a name that is on exactly one row;
  3. three superlatives (max / min of the money column) over one decoded kind;
  4. three questions about one invoice / statement PDF found by its number;
  5. two refusals: a field no document records about a real ID.

Run:  python data/make_fresh_kinds8.py
"""
import datetime as dt
import json
import re
import subprocess

from fresh_kinds8_sources import (DATA, OUT, code_lists, corpus_text, csv_rows, date_alts, kw, money, month_alts, num,
                                  one, pdf_text, refuse, sheet_rows, src, workbook)


def decoded_lookups(items, checks, logs):
    """One log row by its ID, its coded column decoded on the same workbook's key sheet."""
    # company13: consult A26-5123 -> Vet code -> vet's name on the Codes tab
    doc13 = "frontdesk/consults_aug-oct_2026.xlsx"
    c13 = sheet_rows("company13", doc13, "Consults", 4, "A26-")
    codes13 = workbook("company13", doc13)["Codes"]
    vets13 = {}
    in_vets = False
    for r in codes13.iter_rows(values_only=True):
        if r[0] == "Vet":
            in_vets = True
            continue
        if in_vets:
            if r[0] is None:
                break
            vets13[r[0]] = r[1]
    row = one([r for r in c13 if r[0] == "A26-5123"], "A26-5123")
    vet = vets13[row[3]]
    assert vet == "Dr Hannah Marsh", vet
    assert sum(1 for r in c13 if r[3] == row[3]) == 1  # the only consult HM took
    items.append(kw("fk8-c13-id-vet-a265123", "company13",
                    "Which vet saw the patient at appointment A26-5123?",
                    ["Hannah Marsh|Dr Marsh|Marsh"], src(doc13, "Consults"),
                    f"Consults row A26-5123 ({row[1]}, pet {row[5]}, acct {row[4]}): Vet = {row[3]}; "
                    f"Codes tab: {row[3]} = {vet}, the only consult she took in the register"))
    checks.append(f"A26-5123 Vet {row[3]} -> {vet}")

    # company20: visit J-5229 -> Tech initials -> technician on the Key sheet
    doc20 = "jobs/visit_log_mar-jun_2026.xlsx"
    v20 = sheet_rows("company20", doc20, "Visits", 5, "J-")
    key20 = workbook("company20", doc20)["Key"]
    lists20 = code_lists(key20, lambda r: r[0] if r[0] in ("Pest", "Tech") else None)
    pests20, techs20 = lists20["Pest"], lists20["Tech"]
    row = one([r for r in v20 if r[0] == "J-5229"], "J-5229")
    tech = techs20[row[5]]
    assert tech == "Jed Tolley", tech
    items.append(kw("fk8-c20-id-tech-j5229", "company20",
                    "Who was the technician on job J-5229?",
                    ["Jed Tolley|Tolley"], src(doc20, "Visits"),
                    f"Visits row J-5229 ({row[1]:%d/%m/%Y}, {row[3]}, pest {row[4]} = {pests20[row[4]]}): "
                    f"Tech = {row[5]}; Key sheet: {row[5]} = {tech}"))
    checks.append(f"J-5229 Tech {row[5]} -> {tech}")

    # company14: drop SBI-2326 -> Dray initials -> drayman on the Prices tab
    doc14 = "trade/deliveries_2026.xlsx"
    d14 = sheet_rows("company14", doc14, "Deliveries", 5, "SBI-")
    prices14 = workbook("company14", doc14)["Prices"]
    dray14 = code_lists(prices14, lambda r: r[0] if r[0] in ("Pk", "Dray", "Rep", "Code") else None)["Dray"]
    lines = [r for r in d14 if r[0] == "SBI-2326"]
    assert lines and len({r[9] for r in lines}) == 1  # one drop, one drayman
    assert not (DATA / "company14" / "invoices" / "SBI-2326.pdf").exists()
    dray = dray14[lines[0][9]]
    assert dray == "Jonno Birtle", dray
    items.append(kw("fk8-c14-id-dray-sbi2326", "company14",
                    "Which of our draymen took out the SBI-2326 delivery?",
                    ["Jonno Birtle|Birtle"], src(doc14, "Deliveries"),
                    f"Deliveries lines of drop SBI-2326 ({lines[0][1]}, acct {lines[0][2]}, {len(lines)} line(s)): "
                    f"Dray = {lines[0][9]}; Prices tab Dray list: {lines[0][9]} = {dray}; no invoice PDF for this drop"))
    checks.append(f"SBI-2326 Dray {lines[0][9]} -> {dray}")

    # company17: job J26-0453 -> Svc code -> work done on the Key sheet
    doc17 = "workshop/job_log_2026.xlsx"
    j17 = sheet_rows("company17", doc17, "Job log", 4, "J26-")
    key17 = {(section, code): meaning for section, codes in code_lists(
        workbook("company17", doc17)["Key"],
        lambda r: str(r[0]).split(" - ")[1] if r[0] and str(r[0]).endswith((" - bike", " - work", " - mechanic", " - payment"))
        else None).items() for code, meaning in codes.items()}
    row = one([r for r in j17 if r[0] == "J26-0453"], "J26-0453")
    work = key17[("work", row[5])]
    assert work == "wheel truing, spokes or hub", work
    items.append(kw("fk8-c17-id-work-j260453", "company17",
                    "What work did the workshop do on job J26-0453?",
                    ["wheel|truing|spoke"], src(doc17, "Job log"),
                    f"Job log row J26-0453 (in {row[1]:%d/%m/%Y}, bike {row[4]} = {key17[('bike', row[4])]}, "
                    f"mechanic {row[6]} = {key17[('mechanic', row[6])]}): Svc = {row[5]}; Key sheet: {row[5]} = {work}"))
    checks.append(f"J26-0453 Svc {row[5]} -> {work}")

    # company19: booking SB-3195 -> Slot code -> time slot on the Key sheet
    doc19 = "airtime/spot_bookings_aug-nov_2026.xlsx"
    b19 = sheet_rows("company19", doc19, "Bookings", 4, "SB-")
    slots19 = {r[0]: r[1] for r in workbook("company19", doc19)["Key"].iter_rows(min_row=4, max_row=9, values_only=True)}
    row = one([r for r in b19 if r[0] == "SB-3195"], "SB-3195")
    slot = slots19[row[4]]
    assert slot.startswith("Afternoon"), slot
    for inv in sorted((DATA / "company19" / "invoices").glob("*.pdf")):
        assert "SB-3195" not in pdf_text("company19", f"invoices/{inv.name}")  # only in the log
    items.append(kw("fk8-c19-id-slot-sb3195", "company19",
                    "What time of day did the spots on booking SB-3195 go out?",
                    ["afternoon|13:00"], src(doc19, "Bookings"),
                    f"Bookings row SB-3195 ({row[1]:%d/%m/%Y}, {row[3]}, {row[5]} x {row[6]} s, £{row[7]}): "
                    f"Slot = {row[4]}; Key sheet: {row[4]} = {slot}"))
    checks.append(f"SB-3195 Slot {row[4]} -> {slot}")

    # company12: school visit SV26-0126 -> Wkshp code -> workshop name on the Workshops tab
    doc12 = "learning/school_visits_spring_2026.xlsx"
    s12 = sheet_rows("company12", doc12, "Visits", 5, "SV26-")
    ws12 = {r[0]: r[1] for r in workbook("company12", doc12)["Workshops"].iter_rows(min_row=3, values_only=True)
            if r[0] and r[1]}
    row = one([r for r in s12 if r[0] == "SV26-0126"], "SV26-0126")
    wk = ws12[row[4]]
    assert wk == "Rope, water and steam", wk
    items.append(kw("fk8-c12-id-workshop-sv260126", "company12",
                    "Which workshop did the class on visit SV26-0126 do?",
                    ["rope", "steam"], src(doc12, "Visits"),
                    f"Visits row SV26-0126 ({row[1]}, school {row[2]}, site {row[3]}, {row[5]} pupils): "
                    f"Wkshp = {row[4]}; Workshops tab: {row[4]} = {wk}"))
    checks.append(f"SV26-0126 Wkshp {row[4]} -> {wk}")
    logs.update(b19=b19, doc17=doc17, doc19=doc19, doc20=doc20, j17=j17, key17=key17, pests20=pests20,
                slots19=slots19, v20=v20, c13=c13, doc13=doc13)


def named_rows(items, checks, logs):
    """One register row found by a name that is on exactly one row."""
    # company18: Lily Hanratty -> her plot in the plot register (Tenant 'Hanratty, L.')
    doc18 = "plots/plot_register_2026.xlsx"
    p18 = sheet_rows("company18", doc18, "Register", 4, "P-")
    mem18 = csv_rows("company18", "members/membership_list.csv")
    m = one([r for r in mem18 if r["Name"] == "Lily Hanratty"], "Lily Hanratty")
    rows = [r for r in p18 if r[2] and "Hanratty" in r[2]]
    row = one(rows, "Hanratty plots")
    assert row[1] == m["Member ref"]
    items.append(kw("fk8-c18-name-plot-hanratty", "company18",
                    "Which plot is Lily Hanratty on?",
                    [f"{row[0]}|{row[0].replace('-', '')}|plot {row[0].split('-')[1]}"], src(doc18, "Register"),
                    f"Register: the only row with Tenant 'Hanratty, L.' (Mem no {row[1]} = Lily Hanratty in "
                    f"members/membership_list.csv) is plot {row[0]} (Sz {row[3]}, Typ {row[4]})"))
    checks.append(f"Lily Hanratty -> {row[0]}")

    # company16: Steady Minds Tarn Valley -> month it registered as a referral agency
    doc16a = "parcels/referral_agencies.csv"
    a16 = csv_rows("company16", doc16a)
    r = one([r for r in a16 if r["Agency"] == "Steady Minds Tarn Valley"], "Steady Minds")
    reg = dt.datetime.strptime(r["Registered"], "%b %Y")
    items.append(kw("fk8-c16-name-registered-steadyminds", "company16",
                    "When did Steady Minds Tarn Valley sign up to refer people to us?",
                    [month_alts(reg.year, reg.month)], src(doc16a),
                    f"referral_agencies row {r['Agency no.']} Steady Minds Tarn Valley (lead referrer {r['Lead referrer']}): "
                    f"Registered = {r['Registered']}"))
    checks.append(f"Steady Minds Tarn Valley registered {r['Registered']}")

    # company11: Thornhay Sensory Friends -> date they became a member group
    doc11 = "groups/community_groups.csv"
    g11 = csv_rows("company11", doc11)
    r = one([r for r in g11 if r["Organisation"] == "Thornhay Sensory Friends"], "Thornhay Sensory Friends")
    since = dt.date.fromisoformat(r["Member since"])
    items.append(kw("fk8-c11-name-since-thornhaysensory", "company11",
                    "When did Thornhay Sensory Friends join us as a member group?",
                    [date_alts(since)], src(doc11),
                    f"community_groups row {r['Group code']} Thornhay Sensory Friends: Member since = {r['Member since']}"))
    checks.append(f"Thornhay Sensory Friends since {r['Member since']}")

    # company9: the yacht Northern Shearwater -> the berth it was given (one booking only)
    doc9 = "bookings/visitor_berth_log_2026_Q2.xlsx"
    b9 = sheet_rows("company9", doc9, "Berth Log", 5, "VB")
    row = one([r for r in b9 if r[4] == "Northern Shearwater"], "Northern Shearwater")
    others = sorted({r[4] for r in b9 if "Shearwater" in str(r[4]) and r[4] != "Northern Shearwater"})
    items.append(kw("fk8-c9-name-berth-northernshearwater", "company9",
                    "Which berth did we put Northern Shearwater on?",
                    [f"{row[3]}|{row[3].replace('-', '')}|{row[3].replace('-', ' ')}"], src(doc9, "Berth Log"),
                    f"Berth Log: the only booking for vessel Northern Shearwater is {row[0]} (arr. {row[1]:%d/%m/%Y}, "
                    f"{row[2]} nts, skipper {row[5]}, {row[11]}): Berth {row[3]}; distractors with other Shearwaters: "
                    + ", ".join(others)))
    checks.append(f"Northern Shearwater -> {row[3]}")


def superlatives(items, checks, logs):
    """Superlatives over the rows of one decoded kind."""
    b19, doc17, doc19, doc20, j17, key17, pests20, slots19, v20 = (logs[k] for k in (
        "b19", "doc17", "doc19", "doc20", "j17", "key17", "pests20", "slots19", "v20"))
    # company17: dearest full strip-down service (Svc = SVF) by Tot EUR
    svf = [r for r in j17 if r[5] == "SVF"]
    assert key17[("work", "SVF")] == "full strip-down service"
    assert all(isinstance(r[10], (int, float)) for r in svf)
    top = max(r[10] for r in svf)
    assert sum(1 for r in svf if r[10] == top) == 1
    items.append(num("fk8-c17-max-stripdown", "company17",
                     "What's the most we've charged anyone for a full strip-down service?",
                     top, src(doc17, "Job log"),
                     f"largest Tot € over Job log rows with Svc = SVF (Key: full strip-down service): {top} over {len(svf)} rows "
                     + str(sorted((r[0], r[10]) for r in svf))))
    checks.append(f"max SVF Tot = {top} ({len(svf)} rows)")

    # company20: dearest clothes-moth visit (Pest = MT) by Chg GBP
    assert pests20["MT"] == "Clothes moths"
    mt = [r for r in v20 if r[4] == "MT"]
    assert all(isinstance(r[7], (int, float)) for r in mt)
    top = max(r[7] for r in mt)
    assert sum(1 for r in mt if r[7] == top) == 1
    items.append(num("fk8-c20-max-moths", "company20",
                     "What's the most we've charged for a single clothes moth job?",
                     top, src(doc20, "Visits"),
                     f"largest Chg £ over Visits rows with Pest = MT (Key: Clothes moths): {top} over {len(mt)} rows "
                     + str(sorted((r[0], r[7]) for r in mt))))
    checks.append(f"max MT Chg = {top} ({len(mt)} rows)")

    # company19: biggest mid-morning booking (Slot = MD) by Fee GBP
    assert slots19["MD"].startswith("Mid-morning")
    md = [r for r in b19 if r[4] == "MD"]
    assert all(isinstance(r[7], (int, float)) for r in md)
    top = max(r[7] for r in md)
    assert sum(1 for r in md if r[7] == top) == 1
    items.append(num("fk8-c19-max-midmorning", "company19",
                     "What's the biggest fee we've charged on a single mid-morning airtime booking?",
                     top, src(doc19, "Bookings"),
                     f"largest Fee £ over Bookings rows with Slot = MD (Key: Mid-morning, 10:00 - 13:00 weekdays): "
                     f"{top} over {len(md)} rows; the top one is "
                     + ", ".join(f"{r[0]} {r[3]}" for r in md if r[7] == top)))
    checks.append(f"max MD Fee = {top} ({len(md)} rows)")


def documents(items, checks, logs):
    """One invoice or statement PDF found by its number."""
    doc4 = "statements/statement_CN-40156_2025-10.pdf"
    t4 = pdf_text("company4", doc4)
    bal = money(re.search(r"Balance due at 31 October 2025 EUR ([\d,.]+)", t4).group(1))
    bf = money(re.search(r"Balance brought forward at 1 June 2025 EUR ([\d,.]+)", t4).group(1))
    addressee4 = t4.splitlines()[2].split(" Account:")[0]
    items.append(num("fk8-c4-pdf-balance-cn40156", "company4",
                     "What's the balance owing on the October statement for account CN-40156?",
                     bal, src(doc4),
                     f"statement for {addressee4} (CN-40156), period 1 Jun - 31 Oct 2025: 'Balance due at 31 October 2025 EUR "
                     f"{bal:,.2f}' (the same as the {bf:,.2f} brought forward: every charge since was paid)",
                     kind="exact_id"))
    checks.append(f"CN-40156 balance due {bal}")

    doc19i = "invoices/HS-2610-0422.pdf"
    t19 = pdf_text("company19", doc19i).splitlines()
    i = next(k for k, l in enumerate(t19) if l.startswith("Bill to"))
    billed = t19[i + 1].strip()
    attn = next(l for l in t19 if l.startswith("Attn:")).split(":", 1)[1].strip()
    assert billed == "The Anchor & Compass", billed
    items.append(kw("fk8-c19-pdf-billto-hs26100422", "company19",
                    "Who did we send invoice HS-2610-0422 to?",
                    ["Anchor & Compass|Anchor and Compass|Rory Penberthy|Penberthy"], src(doc19i),
                    f"HS-2610-0422 'Bill to': {billed}, Attn: {attn} (account AC035, October 2026 airtime)",
                    kind="exact_id"))
    checks.append(f"HS-2610-0422 bill to {billed} / {attn}")

    doc16i = "invoices/MRS0001276.pdf"
    t16 = pdf_text("company16", doc16i)
    due = money(re.search(r"Total due ([\d,.]+)", t16).group(1))
    net = money(re.search(r"Total net ([\d,.]+)", t16).group(1))
    items.append(num("fk8-c16-pdf-due-mrs0001276", "company16",
                     "How much do we have to pay on invoice MRS0001276?",
                     due, src(doc16i),
                     f"Maple Racking Systems invoice MRS0001276 (shelving for the warehouse): 'Total due {due:,.2f}' "
                     f"(net {net:,.2f} + VAT 20%)", kind="exact_id"))
    checks.append(f"MRS0001276 total due {due}")


def refusals(items, checks, logs):
    """Refusals: a field nothing records about a real ID."""
    c13, doc13 = logs["c13"], logs["doc13"]
    doc8 = "dispatch/dispatch_ledger_2025_Oct-Nov.xlsx"
    l8 = sheet_rows("company8", doc8, "Ledger", 5, "DKT-")
    row = one([r for r in l8 if r[0] == "DKT-48215"], "DKT-48215")
    t8 = corpus_text("company8")
    assert t8.count("DKT-48215") == 1  # only its ledger row
    items.append(refuse("fk8-c8-refuse-signed-dkt48215", "company8",
                        "Who signed for docket DKT-48215 when it was dropped off?",
                        src(doc8, "Ledger"),
                        f"DKT-48215 is a real docket ({row[1]}, {row[2]}, {row[3]}, {row[4]}, {row[9]}) but no document "
                        "records who signed for a delivery (the FAQ only says customers sign on the driver's handset); "
                        "the run's driver is not the signer"))
    checks.append(f"DKT-48215 exists ({row[9]}); signer recorded nowhere")

    row = one([r for r in c13 if r[0] == "A26-5169"], "A26-5169")
    assert row[7] == "M01"
    t13 = corpus_text("company13")
    assert t13.count("A26-5169") == 1
    assert not re.search(r"\b\d{15}\b", t13)  # no 15-digit microchip number anywhere
    items.append(refuse("fk8-c13-refuse-chipno-a265169", "company13",
                        "What's the microchip number Juno was given at appointment A26-5169?",
                        src(doc13, "Consults"),
                        f"A26-5169 is a real consult ({row[1]}, {row[5]}, Proc M01 = microchip implant and registration, "
                        f"fee {row[8]}) but no document records the chip number (no 15-digit number anywhere in the corpus)"))
    checks.append("A26-5169 chip number recorded nowhere")

    return items, checks


def build():
    items, checks, logs = [], [], {}
    for section in (decoded_lookups, named_rows, superlatives, documents, refusals):
        section(items, checks, logs)
    return items, checks

def main():
    items, checks = build()
    assert len(items) == 18 and len({i["id"] for i in items}) == 18
    assert len({i["corpus"] for i in items}) >= 6
    stamp = subprocess.run(["date", "-u"], capture_output=True, text=True).stdout.strip()
    lines = [f"// written {stamp} by a helper from the data alone (no engine code read, no run), frozen before any run"]
    lines += [json.dumps(i, ensure_ascii=False) for i in items]
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")
    for c in checks:
        print("check:", c)
    for i in items:
        print(i["id"], i["expected"])
    print("wrote", OUT, "at", stamp)


if __name__ == "__main__":
    main()
