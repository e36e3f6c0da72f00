"""Write fresh dev questions that ask WHY a rule, step or practice exists, phrased with a noun instead of "why":
"What's the point of ...?", "What is the purpose of ...?", "What's the reason for ...?", "What is the idea behind ...?".
Every question opens with one of those noun phrases (no leading clause of context) and names the practice in a staff
member's everyday words, keeping at least one of the help page's own key nouns (Recall of, supervisor PIN, SEN, Wastage,
Transfer receipt, login, voucher, estimate, waiting list, troughs ...).
14 answerable questions, each about a practice whose reason a help page of that corpus states in a prose sentence
("so that ...", "because ...", "so the ...", "keeps ... down", "- a blank is not counted ..."), over 11 corpora
(page, section: practice -> the reason the page gives):
  company3  pinion-guide/completing-jobs.md, Reopening a completed job: Recall of -> return visit not billed again
  company4  larkspur-help/stock-and-ordering.md, Why Larkspur suggests an order: fridge lines on an order of their
            own -> a late delivery never holds up vaccines
  company5  roundel-help/claims-and-credit-notes.md, Raising a credit note: Finance Manager above 250 GBP -> changes
            the month's reported revenue
  company8  crumbline-help/standing-orders.md, Why a change does not show on tomorrow's dockets: Late change needs a
            supervisor PIN -> the dough may already be mixed
  company12 accessio-help/school-bookings.md, Booking a visit: SEN support -> the learning officer can plan
  company13 pawsmith-help/consultations.md, Weighing the patient: weight left blank, not guessed -> a blank is not
            counted in the weight chart
  company14 hopwright-help/taproom-till.md, Pouring waste and staff drinks: Wastage / Staff drink buttons -> stock
            and takings still match
  company15 hearthbook-help/rent-accounts.md, A payment went on the wrong account: Transfer receipt, not delete ->
            audit trail and bank reconciliation still agree
  company16 pantryline-help/agencies.md, Giving referrers their own login: -> every e-voucher records who raised it;
            Suspending an agency: issued vouchers stay valid -> no client left without food
  company17 truewheel-help/workshop-jobs.md, Estimates and the sixty-euro rule: -> no bill twice what was expected,
            cheaper to stop before parts are fitted; truewheel-help/parts-stock.md, Reorder levels: one combined
            order a week -> keeps the carriage charge down
  company18 dibber-help/plots.md, How vacant plots are offered: passing twice -> plots not held empty;
            dibber-help/inspections-and-water.md, Watering rules: no hoses fixed to troughs -> one hose drains a
            trough that ten people share
4 must-refuse questions in the same phrasing about a practice near the corpus's domain that none of its documents
describes (company14 a discount on growler refills, company15 rent-free weeks at Christmas, company17 security-marking
bike frames, company18 a best-kept plot competition); the script checks that their key words occur nowhere in the
corpus folder's files (text files, the text of its workbooks and PDFs) nor in its generator modules
(data/companyN_*.py, data/make_companyN.py). A first company14 refusal (a loyalty card for taproom regulars) was
swapped for another on finding that company14-test already refuses a loyalty-card how-to.
Practices whose reason an existing golden question already asks (weighing crates, postcodes, means-testing, core
temperature, the cask back, void days, Universal Credit lag, mould call-back, labour discount, photo ID, e-bike notice,
M-check, winter troughs, work-party hours, late cancellation fees, quarantine, standing-order cut-off, locked runs,
no-show night, signature/safe place, account on stop, duty, overdue casks, orders on hold, joint tenant on a starter
tenancy, negative van stock, duplicate jobs, permits, placement tests, energy top-ups instead of cash, share votes and
notice) were left out; every question was checked against data/golden/*.jsonl, and none repeats or paraphrases one.
Expected keywords: 1-2 short words or phrases that the answering sentence of the help page really contains (the reason,
not the practice the question already names), each with generous alternatives for wording variants; the script checks
that at least one alternative of every item occurs in the named section of the page.
Written by helper fresh-purpose from the help pages alone, without reading the engine (agent/, tools/, ingest/) and
before any run. Run: `python data/make_fresh_purpose.py`.
"""

import json
import re
import sys
import zipfile
from pathlib import Path

import pdfplumber

sys.path.insert(0, str(Path(__file__).resolve().parent))
from golden_lines import q, refuse  # noqa: E402

FROZEN = ("// written Fri Dec  4 04:06:41 UTC 2026 by helper fresh-purpose without reading the engine, "
          "frozen before any run")
DATA = Path(__file__).resolve().parent
GOLDEN = DATA / "golden"
OPENINGS = ("What's the point of ", "What is the point of ", "What's the purpose of ", "What is the purpose of ",
            "What's the reason for ", "What is the reason for ", "What's the idea behind ", "What is the idea behind ")


def src(doc: str, section: str) -> dict:
    return {"doc": doc, "section": section}


def concept(id: str, question: str, keywords: list[str], source: dict, note: str) -> dict:
    return q(id, question, "concept", {"keywords": keywords}, source, note)


# (corpus, line); ids run pu-01 .. pu-18 over the whole set
QUESTIONS = [
    ("company3", concept(
        "pu-01", "What's the point of putting the old job number in the Recall of field when a fault we already fixed "
        "turns up again?",
        ["billed|charged|invoiced|bill|charge|pay", "again|twice|return visit|revisit|second"],
        src("pinion-guide/completing-jobs.md", "Reopening a completed job"),
        "purpose of a step: after a job was invoiced, a returning fault is logged as a new job with Recall of = the "
        "original job number, 'so the return visit is not billed again'")),
    ("company4", concept(
        "pu-02", "What is the idea behind fridge items always going on a supplier order by themselves?",
        ["vaccine", "late|delay|held up|hold up|holds up|wait"],
        src("larkspur-help/stock-and-ordering.md", "Why Larkspur suggests an order"),
        "purpose of a rule: fridge (cold-chain) products always get an order of their own 'so that a late delivery of "
        "ordinary stock never holds up vaccines'")),
    ("company5", concept(
        "pu-03", "What's the reason for credit notes over a certain amount having to go to the Finance Manager?",
        ["revenue"],
        src("roundel-help/claims-and-credit-notes.md", "Raising a credit note"),
        "reason for a rule: credit notes above 250 GBP need the Finance Manager's approval 'because it changes the "
        "month's reported revenue' (up to 250 GBP the depot supervisor)")),
    ("company8", concept(
        "pu-04", "What is the purpose of asking for a supervisor PIN before a late change goes on a docket?",
        ["dough", "mixed|mixing|mix"],
        src("crumbline-help/standing-orders.md", "Why a change does not show on tomorrow's dockets"),
        "purpose of a step: Late change on the docket after the 14:00 cut-off 'needs a supervisor PIN because the "
        "dough may already be mixed'")),
    ("company12", concept(
        "pu-05", "What's the point of putting the number of SEN pupils on a school visit booking?",
        ["learning officer|officer", "plan|planning|prepare"],
        src("accessio-help/school-bookings.md", "Booking a visit"),
        "purpose of a field: pupils with special educational needs are entered in SEN support 'so the learning "
        "officer can plan'")),
    ("company13", concept(
        "pu-06", "What's the reason for leaving a pet's weight blank instead of guessing it?",
        ["weight chart|chart|graph",
         "not counted|isn't counted|is not counted|not included|left out|ignored|skipped|excluded|doesn't count|"
         "does not count|wrong|distort|skew|mislead"],
        src("pawsmith-help/consultations.md", "Weighing the patient"),
        "reason for a practice: 'Leave it empty rather than guessing - a blank is not counted in the weight chart' "
        "(every recorded weight is drawn on Patient > Weight chart)")),
    ("company14", concept(
        "pu-07", "What's the purpose of putting spills and end-of-shift staff pints through the till's Wastage and "
        "Staff drink buttons?",
        ["stock", "takings"],
        src("hopwright-help/taproom-till.md", "Pouring waste and staff drinks"),
        "purpose of a step: both buttons take stock off the cask without a sale, 'so the stock and the takings still "
        "match'")),
    ("company15", concept(
        "pu-08", "What is the idea behind moving a rent payment that landed on the wrong account with Transfer "
        "receipt rather than deleting it?",
        ["audit trail|audit", "reconciliation|reconcile|bank"],
        src("hearthbook-help/rent-accounts.md", "A payment went on the wrong account"),
        "reason for a practice: do not delete; Transfer receipt with a reason, and both accounts show the move 'so the "
        "audit trail and the bank reconciliation still agree'")),
    ("company16", concept(
        "pu-09", "What's the reason for every referrer at an agency needing their own login instead of sharing one?",
        ["e-voucher|voucher", "raised|records|recorded|traced|trace"],
        src("pantryline-help/agencies.md", "Giving referrers their own login"),
        "reason for a rule: 'Logins must never be shared, because every e-voucher records who raised it'")),
    ("company16", concept(
        "pu-10", "What is the purpose of letting vouchers already given out stay valid when we suspend an agency?",
        ["without food|go without|left without|no food|still get food|still get their food|still be fed"],
        src("pantryline-help/agencies.md", "Suspending an agency"),
        "purpose of a rule: when an agency is suspended for misuse, 'Vouchers already issued stay valid so that no "
        "client is left without food'")),
    ("company17", concept(
        "pu-11", "What's the point of the sixty-euro rule that holds a workshop job until the customer OKs the "
        "estimate?",
        ["expected|expect|surprise|twice|double", "cheaper|parts"],
        src("truewheel-help/workshop-jobs.md", "Estimates and the sixty-euro rule"),
        "purpose of a rule: above EUR 60 the job waits in Awaiting OK; 'Nobody should collect a bike and find a bill "
        "twice the size they expected, and a job that can't go ahead is cheaper to stop before the parts are "
        "fitted'")),
    ("company17", concept(
        "pu-12", "What's the reason for sending the wholesaler one combined parts order each week?",
        ["carriage|delivery charge|postage|shipping"],
        src("truewheel-help/parts-stock.md", "Reorder levels"),
        "reason for a practice: parts below Min level go on Tuesday's Suggested order; 'One combined order a week "
        "keeps the carriage charge down'")),
    ("company18", concept(
        "pu-13", "What's the idea behind dropping someone to the bottom of the plot waiting list after they pass "
        "twice?",
        ["empty|vacant|unused|unlet|idle"],
        src("dibber-help/plots.md", "How vacant plots are offered"),
        "purpose of a rule: 'Passing twice moves you to the bottom of the list, so that plots are not held empty while "
        "people wait for a better one'")),
    ("company18", concept(
        "pu-14", "What is the reason for the rule that hoses can't be fixed to the troughs or standpipes?",
        ["drain|drains|empties|empty", "ten|10|share|shared|everyone"],
        src("dibber-help/inspections-and-water.md", "Watering rules"),
        "reason for a rule: 'Hoses may not be fixed to the troughs or standpipes: one hose drains a trough that ten "
        "people share'")),
    ("company14", refuse(
        "pu-15", "What's the purpose of the discount on growler refills at the taproom?",
        "the taproom till page covers opening the bar, tabs, waste and staff drinks and closing the till; no growler, "
        "refill or take-away jug discount appears in any company14 document (the manager's report says bar sales "
        "hold no takeaway cans)")),
    ("company15", refuse(
        "pu-16", "What is the reason for the two rent-free weeks at Christmas?",
        "rent is charged monthly in advance on the 1st (rent-accounts.md); no document mentions rent-free weeks, "
        "Christmas or any holiday arrangement for rent")),
    ("company17", refuse(
        "pu-17", "What's the point of security-marking the frame of every bike that comes in for a service?",
        "the workshop pages cover booking in, estimates, parts, Mark ready and the volunteer bench; no security "
        "marking, engraving or bike registration is described anywhere in company17")),
    ("company18", refuse(
        "pu-18", "What is the idea behind the annual best-kept plot competition?",
        "the June walk-round grades plots Good/Fair/Poor/Not cultivated for warnings, not a competition; no "
        "competition, prize or best-kept award appears in any company18 document")),
]

# words whose absence from the corpus makes each refusal a refusal
ABSENT = {
    "pu-15": ["growler", "refill"],
    "pu-16": ["rent-free", "rent free", "free week", "christmas"],
    "pu-17": ["security mark", "security-mark", "engrav", "bike marking", "frame marking", "bikeregister"],
    "pu-18": ["competition", "prize", "best-kept", "best kept", "award"],
}


def section_text(corpus: str, doc: str, heading: str) -> str:
    """The text under `## heading` of a help page, up to the next heading."""
    text = (DATA / corpus / doc).read_text(encoding="utf-8")
    parts = re.split(r"^#+ (.+)$", text, flags=re.M)
    bodies = {parts[i].strip(): parts[i + 1] for i in range(1, len(parts) - 1, 2)}
    assert heading in bodies, f"{corpus}/{doc}: no section {heading!r}"
    return bodies[heading]


def corpus_text(corpus: str) -> str:
    """All text a corpus's documents hold: its folder's text files, the XML of its workbooks, the text of its PDFs,
    and its generator modules (companyN_*.py, make_companyN.py)."""
    chunks = []
    for p in (DATA / corpus).rglob("*"):
        if p.suffix in {".md", ".csv", ".txt", ".json"}:
            chunks.append(p.read_text(encoding="utf-8", errors="ignore"))
        elif p.suffix in {".xlsx", ".docx"}:
            with zipfile.ZipFile(p) as z:
                chunks += [z.read(n).decode("utf-8", "ignore") for n in z.namelist() if n.endswith(".xml")]
        elif p.suffix == ".pdf":
            with pdfplumber.open(p) as pdf:
                chunks += [page.extract_text() or "" for page in pdf.pages]
    for p in [*DATA.glob(f"{corpus}_*.py"), *DATA.glob(f"make_{corpus}.py")]:
        chunks.append(p.read_text(encoding="utf-8", errors="ignore"))
    return "\n".join(chunks).lower()


def existing_questions() -> set[str]:
    out = set()
    for path in GOLDEN.glob("*.jsonl"):
        if path.name.endswith("-dev-purpose.jsonl"):
            continue
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip() and not line.startswith("//"):
                out.add(json.loads(line)["question"].strip().lower())
    return out


def check() -> None:
    assert [x["id"] for _, x in QUESTIONS] == [f"pu-{i:02d}" for i in range(1, len(QUESTIONS) + 1)]
    answerable = [(c, x) for c, x in QUESTIONS if not x["must_refuse"]]
    assert len(answerable) == 14 and len(QUESTIONS) - len(answerable) == 4
    assert len({c for c, _ in answerable}) >= 6
    seen = existing_questions()
    for corpus, x in QUESTIONS:
        assert x["question"].startswith(OPENINGS), x["id"]
        assert x["question"].strip().lower() not in seen, x["id"]
        if x["must_refuse"]:
            text = corpus_text(corpus)
            hits = [w for w in ABSENT[x["id"]] if w in text]
            assert not hits, f"{x['id']}: {corpus} mentions {hits}"
            continue
        body = section_text(corpus, x["expected_source"]["doc"], x["expected_source"]["section"]).lower()
        for item in x["expected"]["keywords"]:
            assert any(alt.lower() in body for alt in item.split("|")), f"{x['id']}: {item!r} not in its section"


def main() -> None:
    check()
    sets: dict[str, list[dict]] = {}
    for corpus, line in QUESTIONS:
        sets.setdefault(corpus, []).append(line)
    for corpus, lines in sets.items():
        path = GOLDEN / f"{corpus}-dev-purpose.jsonl"
        path.write_text("\n".join([FROZEN] + [json.dumps(x, ensure_ascii=False) for x in lines]) + "\n",
                        encoding="utf-8")
        print(f"{path}: {len(lines)} questions")
    print(f"{len(QUESTIONS)} questions over {len(sets)} corpora")


if __name__ == "__main__":
    main()
