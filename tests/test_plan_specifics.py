"""Of plans that explain a question equally well, the one reading more of its specifics wins: its numbers,
its months and the names it writes with capitals ("for Eastgate customers in June" through a join, not a price
list's one column). Written for this test (no golden question)."""

from tally.agent.offline.sql_match import Question
from tally.agent.offline.sql_work import Work


def _left(question: str, used_words: set[str]) -> int:
    q = Question.parse(question)
    return Work(q=q, table=None, used={i for i, w in enumerate(q.words) if w in used_words}).specifics_left()


def test_names_months_and_numbers_left_unread_are_counted():
    question = "How many call-outs did we have in the Harlow area during May, over 3 hours?"
    assert _left(question, set()) == 3  # Harlow, May, 3
    assert _left(question, {"harlow", "may"}) == 1
    assert _left(question, {"harlow", "may", "3"}) == 0


def test_the_first_word_and_a_sentence_start_are_no_names():
    assert _left("Which vans were out? Most were.", set()) == 0
