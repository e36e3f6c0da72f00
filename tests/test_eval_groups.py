"""A golden question may name the asking caller's groups: retrieval and answers then see what that caller sees."""

import json

from tally.agent.evaluate.runner import run_eval
from tally.ingest.settings import Settings

PUBLIC = """# Office hours

The office is open from 08:00 to 17:00 on weekdays. Visitors sign in at the front desk.
"""
RESTRICTED = """# Bonus scheme

The annual bonus pool is shared by team leads in March. Each lead receives the Sapphire allowance,
paid with the March salary.
"""


def test_question_groups_decide_what_the_eval_can_see(tmp_path):
    corpus = tmp_path / "corpus"
    (corpus / "hr").mkdir(parents=True)
    (corpus / "office.md").write_text(PUBLIC, encoding="utf-8")
    (corpus / "hr" / "bonus.md").write_text(RESTRICTED, encoding="utf-8")
    (corpus / "hr" / ".tally-groups").write_text("hr\n", encoding="utf-8")
    question = "Which allowance do team leads receive with the annual bonus?"
    lines = [
        {"id": "public", "question": question, "kind": "refuse", "must_refuse": True},
        {"id": "hr", "question": question, "kind": "concept", "expected": {"keywords": ["Sapphire"]},
         "expected_source": {"doc": "hr/bonus.md"}, "groups": ["public", "hr"]},
    ]
    golden = tmp_path / "groups-test.jsonl"
    golden.write_text("\n".join(json.dumps(line) for line in lines) + "\n", encoding="utf-8")
    settings = Settings(home=tmp_path / "home", embedder="hashing", qdrant_url=None)

    report = run_eval(golden, corpus, ["bm25"], tmp_path / "out", settings)

    answers = {a.id: a for a in report.answers}
    assert answers["public"].refused and answers["public"].correct, answers["public"].answer
    assert not answers["hr"].refused and answers["hr"].correct, answers["hr"].answer
    assert [r.rank for r in report.retrieval if r.id == "hr"] == [1]  # searched as the hr caller
