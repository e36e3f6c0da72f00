"""The shipped test splits are what their generators and sources say: company2's corpus and expected values
come from data/make_company2*.py, and every Frappe test source names a page and heading that exist."""

import importlib
import json
import re
import sys
from pathlib import Path

import pytest

from tally.agent.evaluate.golden import load_golden

DATA = Path(__file__).resolve().parents[1] / "data"
GOLDEN = DATA / "golden"


@pytest.fixture(scope="module")
def generators():
    sys.path.insert(0, str(DATA))
    try:
        yield importlib.import_module("make_company2"), importlib.import_module("make_company2_golden")
    finally:
        sys.path.remove(str(DATA))


def test_company2_corpus_is_the_generators_output(generators, tmp_path):
    corpus, _ = generators
    written = corpus.generate(tmp_path)
    assert written
    for path in written:
        shipped = DATA / "company2" / path.relative_to(tmp_path)
        assert shipped.read_bytes() == path.read_bytes(), f"{shipped} differs from make_company2.py's output"
    assert (DATA / "company2" / "hr" / ".tally-groups").read_text(encoding="utf-8").splitlines()[-1] == "hr"


def test_company2_expected_values_are_the_generators(generators, tmp_path, monkeypatch):
    _, golden = generators
    monkeypatch.setattr(golden, "OUT", tmp_path / "company2-test.jsonl")
    golden.main()
    assert (tmp_path / "company2-test.jsonl").read_text(encoding="utf-8") == \
        (GOLDEN / "company2-test.jsonl").read_text(encoding="utf-8"), "edit make_company2_golden.py, not the file"


def test_test_splits_cover_what_issue_8_asks(generators):
    company = load_golden(GOLDEN / "company2-test.jsonl")
    kinds = {q.kind for q in company}
    assert {"table_count", "table_sum", "table_argmax", "cross_table", "exact_id", "key_lookup", "screen",
            "concept", "policy"} <= kinds
    assert sum(q.must_refuse for q in company) >= 6
    assert sum(bool(re.search("[а-яіїєґ]", q.question, re.IGNORECASE)) for q in company) >= 3
    frappe = load_golden(GOLDEN / "frappe-test.jsonl")
    counts = {k: sum(q.kind == k for q in frappe) for k in ("screen", "concept", "refuse")}
    assert counts == {"screen": 18, "concept": 14, "refuse": 8}
    dev = {json.loads(line)["question"] for line in (GOLDEN / "frappe.jsonl").read_text(encoding="utf-8").splitlines()
           if line.strip()}
    assert not dev & {q.question for q in frappe}, "test questions must be new"


def test_frappe_test_sources_name_existing_pages_and_headings(shared_dir):
    docs = shared_dir / "corpora" / "frappe-books-docs" / "docs"
    assert docs.is_dir(), f"{docs}: the Frappe Books docs are part of ../shared"
    for question in load_golden(GOLDEN / "frappe-test.jsonl"):
        for source in question.expected_source:
            page = docs / source.doc
            assert page.is_file(), f"{question.id}: {source.doc}"
            headings = {re.sub(r"^#+\s*", "", line).strip() for line in page.read_text(encoding="utf-8").splitlines()
                        if line.startswith("#")}
            assert source.section is None or source.section in headings, f"{question.id}: {source.section}"
