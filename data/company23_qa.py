"""Re-check data/golden/company23-test.jsonl and company23-dev.jsonl against data/company23 (The Ropewalk Theatre).
Written by helper company23 without reading the engine.

Each question's spec (kept in make_company23_golden.py / make_company23_dev.py, not in the JSON lines) is evaluated
twice: on a fresh reading of the written files (openpyxl, pdfplumber, the Markdown) and on the generator's own
records. Both must give the frozen expected value; argmax winners must be clear of the runner-up; answers guarded
against a status reading must not move; how-to keywords must be in their help section; a refusal's period must have
no rows and its words must be absent from the corpus. Also checks the file shape (header line, 30 questions, the kind
mix, one Russian and one Ukrainian question) and that no question appears in both files.
Prints OK / FAIL per question. Run: `python data/company23_qa.py`.
"""

import json
import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import make_company23_dev as dev  # noqa: E402
import make_company23_golden as test  # noqa: E402
from company23_read import CORPUS, corpus_text, from_files, from_generator  # noqa: E402
from company23_specs import GOLDEN, problems  # noqa: E402

MIX = {"table_count": 7, "table_sum": 6, "table_argmax": 3, "cross_table": 3, "lookup": 4, "howto": 4, "refuse": 3}
GROUP = {"exact_id": "lookup", "key_lookup": "lookup", "screen": "howto", "concept": "howto"}
FIELDS = ["id", "question", "kind", "expected", "expected_source", "must_refuse", "note"]
HEADER = re.compile(r"^// written \w{3} \w{3} [ \d]\d \d\d:\d\d:\d\d UTC \d{4} by helper company23 without reading "
                    r"the engine, frozen before any run$")
UKRAINIAN = re.compile(r"[іїєґІЇЄҐ]")
CYRILLIC = re.compile(r"[а-яА-ЯёЁ]")


def load(path: Path) -> tuple[str, list[dict]]:
    lines = path.read_text(encoding="utf-8").splitlines()
    return lines[0], [json.loads(ln) for ln in lines[1:] if ln.strip()]


def file_problems(header: str, qs: list[dict]) -> list[str]:
    out = []
    if not HEADER.match(header):
        out.append(f"header line {header!r}")
    if len(qs) != 30:
        out.append(f"{len(qs)} questions, not 30")
    ids = [q["id"] for q in qs]
    if len(set(ids)) != len(ids):
        out.append("duplicate ids")
    mix = Counter(GROUP.get(q["kind"], q["kind"]) for q in qs)
    if dict(mix) != MIX:
        out.append(f"kind mix {dict(mix)}")
    uk = [q for q in qs if UKRAINIAN.search(q["question"])]
    ru = [q for q in qs if CYRILLIC.search(q["question"]) and not UKRAINIAN.search(q["question"])]
    if len(uk) != 1 or len(ru) != 1:
        out.append(f"{len(ru)} Russian and {len(uk)} Ukrainian questions")
    for q in qs:
        if list(q) != FIELDS:
            out.append(f"{q['id']}: fields {list(q)}")
        src = q["expected_source"]
        for s in [] if src is None else src if isinstance(src, list) else [src]:
            if not (CORPUS / s["doc"]).exists():
                out.append(f"{q['id']}: no document {s['doc']}")
    return out


def check_split(name: str, module, files: dict, gen: dict, everything: str) -> tuple[int, int, list[dict]]:
    path = GOLDEN / f"company23-{name}.jsonl"
    header, qs = load(path)
    specs = {module.PREFIX + q["id"]: q for q in module.questions(files)}
    print(f"== {path.name}")
    bad = 0
    for p in file_problems(header, qs):
        print(f"FAIL  {path.name}: {p}")
        bad += 1
    for q in qs:
        src = specs.get(q["id"])
        if src is None or src["question"] != q["question"] or src["kind"] != q["kind"]:
            print(f"FAIL  {q['id']}: not the question the generator script defines")
            bad += 1
            continue
        full = {**q, "spec": src["spec"], "source": q["expected_source"]}
        found = [f"files: {p}" for p in problems(full, files, everything)]
        found += [f"generator: {p}" for p in problems(full, gen, everything)]
        shown = q["expected"].get("number", q["expected"].get("keywords", "refuse"))
        if found:
            bad += 1
            print(f"FAIL  {q['id']}  expected {shown}")
            for p in found:
                print(f"        {p}")
        else:
            print(f"OK    {q['id']}  {q['kind']}  {shown}")
    print(f"   {len(qs)} questions, kinds {dict(Counter(q['kind'] for q in qs))}")
    return len(qs), bad, qs


def main() -> int:
    files, gen = from_files(), from_generator()
    everything = corpus_text().lower()
    total = bad = 0
    seen = {}
    for name, module in (("test", test), ("dev", dev)):
        n, b, qs = check_split(name, module, files, gen, everything)
        total, bad = total + n, bad + b
        seen[name] = {re.sub(r"\W+", " ", q["question"].lower()).strip() for q in qs}
    shared = seen["test"] & seen["dev"]
    if shared:
        print(f"FAIL  questions in both files: {sorted(shared)}")
        bad += 1
    print(f"company23 qa: {total} questions checked, {max(total - bad, 0)} OK, {bad} FAIL")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
