"""Two checks that stood between a planned query and its answer on a fresh corpus (company4-dev): the
router read "fewest" as no aggregate word, and the verifier did not read a date range in the SQL
("between June and October 2025": >= 2025-06-01 and < 2025-11-01) as evidence for October."""

from tally.agent.router import rule_scores
from tally.agent.verify import period_in

RANGE = "WHERE \"visit_date\" >= CAST('2025-06-01' AS DATE) AND \"visit_date\" < CAST('2025-11-01' AS DATE)"


def test_quantity_superlatives_are_aggregate_words():
    for question in ("Which vet saw the fewest patients?", "Which clinic had the greatest number of visits?",
                     "Which depot has the biggest stock?"):
        assert "aggregate words" in rule_scores(question)[1]["aggregate"], question


def test_a_date_range_in_the_sql_covers_its_months():
    assert period_in(10, "2025", RANGE) and period_in(7, "2025", RANGE) and period_in(8, None, RANGE)
    assert not period_in(5, "2025", RANGE) and not period_in(10, "2024", RANGE)
