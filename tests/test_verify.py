"""The rule-based answer checks: citations point into this run's context, and every number and ID in
an answer comes from a tool result (or the question)."""

import pytest

from tally.agent.verify import check_citations, check_grounding, cited_numbers, looks_like_refusal, verify_answer

EVIDENCE = [
    "[1] SQL result from table salary_register (salary_register_2026_03.pdf)\nSQL: SELECT count(*) AS n\nn\n17",
    "[2] Invoice INV-2026-0042, due 2026-03-31. Total: $12,480.50. VAT 20%.",
    '{"avg_net": 4523.333333, "share": 0.125, "rows": 1}',
]


def test_cited_numbers_reads_single_and_grouped_citations():
    assert cited_numbers("A [1], B [2, 3] and C [4; 5][6].") == [1, 2, 3, 4, 5, 6]
    assert cited_numbers("no citations here (see 1)") == []


def test_citation_outside_the_context_is_rejected():
    problems = check_citations("There are 17 employees [3].", {1, 2})
    assert len(problems) == 1 and "[3]" in problems[0] and "[1], [2]" in problems[0]


def test_answer_without_citation_is_rejected_when_context_exists():
    assert check_citations("There are 17 employees.", {1}) != []
    assert check_citations("There are 17 employees [1].", {1}) == []


def test_answer_without_citation_passes_citation_check_when_context_is_empty():
    assert check_citations("Nothing to cite.", set()) == []


@pytest.mark.parametrize("answer", [
    "There are 17 employees [1].",
    "The invoice total is 12480.5 [2].",  # 12,480.50 written without separators and trailing zero
    "The invoice total is $12,480.50 [2].",
    "Invoice INV-2026-0042 is due on 31 March 2026 [2].",  # date parts of 2026-03-31
    "The average net pay is 4,523.33 [1].",  # rounded from 4523.333333
    "The average net pay is about 4523 [1].",
    "The share is 12.5% [1].",  # from the fraction 0.125
    "VAT is 20% [2].",
    "1. Open the invoice.\n2. Check the total [2].",  # list markers are not figures
    "It is the 3rd invoice this month [2].",  # ordinals are not figures
])
def test_grounded_answers_pass(answer):
    assert check_grounding(answer, EVIDENCE, "How many employees are there?") == []


def test_made_up_figure_is_rejected():
    problems = check_grounding("There are 18 employees [1].", EVIDENCE)
    assert problems == ["these numbers appear in no tool result of this run: 18"]


def test_made_up_id_is_rejected_even_when_close_to_a_real_one():
    problems = check_grounding("Invoice INV-2026-0043 is due [2].", EVIDENCE)
    assert len(problems) == 1 and "INV-2026-0043" in problems[0]


def test_misrounded_figure_is_rejected():
    assert check_grounding("The average net pay is 4,523.34 [1].", EVIDENCE) != []


def test_number_from_the_question_counts_as_grounded():
    assert check_grounding("Yes, order 99 exists [1].", EVIDENCE, "Does order 99 exist?") == []
    assert check_grounding("Yes, order 99 exists [1].", EVIDENCE, "Does it exist?") != []


def test_verify_collects_every_problem():
    problems = verify_answer("There are 18 employees [4].", {1, 2}, EVIDENCE, "How many?")
    assert len(problems) == 2
    assert verify_answer("   ", {1}, EVIDENCE, "q") == ["the answer is empty"]


def test_uncited_dont_know_reads_as_refusal():
    assert looks_like_refusal("The documents do not contain this information.")
    assert looks_like_refusal("I don't know.")
    assert not looks_like_refusal("The documents do not mention a fee, but the total is 17 [1].")
    assert not looks_like_refusal("There are 17 employees.")


def test_rounding_is_half_up_at_the_written_places():
    # 2.45 rounds to 2.5 (half up), not 2.4; a value is grounded by the evidence figure it rounds from.
    assert check_grounding("About 2.5 [1].", ["x 2.45"]) == []
    assert check_grounding("About 2.4 [1].", ["x 2.45"]) != []
    assert check_grounding("About 8 [1].", ["x 7.5"]) == []
    assert check_grounding("About 1.24 [1].", ["x 1.235"]) == []
    assert check_grounding("About 1.23 [1].", ["x 1.235"]) != []


def test_a_long_evidence_text_gives_the_same_verdicts_on_every_use():
    # Texts past a few KB (a 300-table list) are indexed once and kept; the checks must not change.
    table_list = "\n".join(f"t_{i} ({i * 7} rows): id, amount, REF-{i:05d}" for i in range(400))
    for _ in range(2):
        assert check_grounding("Table t_12 has 84 rows [1].", [table_list]) == []
        assert check_grounding("REF-00012 [1].", [table_list]) == []
        assert check_grounding("Table t_12 has 3001 rows [1].", [table_list]) != []
        assert check_grounding("REF-00401 [1].", [table_list]) != []
