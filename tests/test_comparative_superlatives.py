"""A comparative against every other ("more often than anybody else", "fewer ... than any other clinic") asks
the superlative, as English grammar has it: the builder answers it as the label with the most (or fewest),
while "how many more ... than ..." stays a difference. The workbook is written here; expected values come
from the rows written."""

from collections import Counter

import pytest

from tally.agent.offline.schema import SchemaReader
from tally.agent.offline.sql_builder import build_plan
from tally.agent.offline.superlatives import as_superlative
from tests.offline_support import workbook_catalog

GROOMERS = ["Ines", "Ola", "Ines", "Pavel", "Ines", "Ola", "Pavel", "Ines", "Ola", "Ines"]
SHEET = [["Grooming appointments - June 2026"], ["Appt", "Groomer", "Breed", "Minutes"],
         *[[f"GA-{40 + n}", g, ("Poodle", "Collie", "Terrier")[n % 3], 30 + 15 * (n % 4)]
           for n, g in enumerate(GROOMERS)]]


@pytest.mark.parametrize(("asked", "meant"), [
    ("Which groomer saw dogs more often than anybody else?", "Which groomer saw dogs most often?"),
    ("Which breed took fewer minutes than any other breed?", "Which breed took fewest minutes?"),
    ("Which salon was busier than all the others in May?", "Which salon was busiest in May?"),
    ("Whose bill came out higher than the rest?", "Whose bill came out highest?"),
])
def test_a_comparative_against_all_others_is_the_superlative(asked, meant):
    assert as_superlative(asked) == meant


@pytest.mark.parametrize("question", [
    "How many more dogs did Ines groom than any other groomer?",  # a difference
    "Did we groom more poodles in June than in May?",  # two periods compared
    "Was the later appointment longer than the first?",
])
def test_other_comparisons_are_left_as_asked(question):
    assert as_superlative(question) == question


def test_the_label_with_the_most_rows_answers(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"grooming_june": SHEET}) as catalog:
        plan = build_plan("Which groomer had appointments more often than everyone else?", SchemaReader(catalog, ["public"]))
        assert plan is not None and "COUNT" in plan.sql_text.upper()
        top = catalog.connection().execute(plan.sql_text).fetchone()[0]
    assert top == Counter(GROOMERS).most_common(1)[0][0]
