"""A how-to question asked in another script is answered by the lead of the passage closest in meaning, judged
with its section path (agent/offline/meaning_lead.py), not by the lines that repeat its one Latin word.

Real multilingual-e5-small (the judge) and real USE; the help pages are written here.
"""

import pytest

from tally.agent.context import ContextItem
from tally.agent.offline.extractive import extractive_answer
from tally.agent.offline.meaning_lead import judged_text, lead_of_closest
from tally.agent.offline.units import context_units
from tally.ingest.embedders import make_embedder
from tally.ingest.embedders.judge import PassageJudge
from tally.ingest.settings import Settings

EXPORTS = ("Shelfwise exports the month's loans as a CSV file. Shelfwise names the file after the branch, and "
           "Shelfwise keeps the last twelve exports.")
LOST = ("Open the loan under **Circulation > Loans** and press **Declare lost**. The replacement price on the "
        "item record is charged to the member. The item leaves the catalogue count the next night.")
TERMS = ("Open **Members > Accounts**, pick the member and go to the **Account** tab. Change the field and "
         "press **Save**.")
ADDRESS = ("Open **Members > Accounts**, pick the member and go to the **Addresses** tab. Edit the line and "
           "press **Save**.")


def _item(n: int, section: str, text: str) -> ContextItem:
    return ContextItem(n=n, chunk_id=f"c{n}", doc_id=f"d{n}", title="Shelfwise help", source="help.md",
                       section=section, kind="concept", text=text, role="seed", tool="search_documents")


@pytest.fixture(scope="module")
def judge() -> PassageJudge:
    return PassageJudge(threads=1)


@pytest.fixture(scope="module")
def embed():
    return make_embedder(Settings(embedder="use")).embed_documents


def test_the_closest_passage_is_quoted_from_its_start_not_the_lines_naming_the_app(judge, embed):
    items = [_item(1, "Shelfwise help > Monthly exports", EXPORTS),
             _item(2, "Shelfwise help > Declaring an item lost", LOST)]
    question = "Как в Shelfwise отметить книгу как утерянную?"
    answer = extractive_answer(question, "screen", items, embed, judge=judge)
    assert "Declare lost" in answer and "[2]" in answer, answer
    assert "[1]" not in answer, answer  # the lines repeating "Shelfwise" are not the answer
    assert answer.index("Circulation > Loans") < answer.index("replacement price"), answer  # read in order


def test_the_section_path_tells_apart_passages_whose_bodies_read_alike(judge):
    items = [_item(1, "Shelfwise FAQ > How do I change a member's delivery address?", ADDRESS),
             _item(2, "Shelfwise FAQ > How do I change a member's payment terms?", TERMS)]
    question = "Як змінити умови оплати для читача?"
    assert judged_text(items[1]).startswith("Shelfwise FAQ > How do I change a member's payment terms?\n")
    units = context_units(items)
    found = lead_of_closest(question, units, items, judge)
    assert found is not None
    scores = found[0]
    best = max(range(len(units)), key=lambda i: scores[i])
    assert units[best].n == 2 and units[best].text.startswith("Open **Members > Accounts**")
    assert all(score == 0 for unit, score in zip(units, scores, strict=True) if unit.n == 1)


def test_english_questions_and_far_passages_are_left_to_the_words(judge):
    items = [_item(1, "Shelfwise help > Declaring an item lost", LOST)]
    units = context_units(items)
    assert lead_of_closest("How do I declare a book lost?", units, items, judge) is None  # same script
    asked = "Как в Shelfwise отметить книгу как утерянную?"
    assert lead_of_closest(asked, units, items, None) is None  # no judge


def test_whether_to_answer_is_decided_as_before(judge, embed):
    # nothing in the context is about syncing with a bank: still no answer, however the lines would be chosen
    items = [_item(1, "Shelfwise help > Declaring an item lost", LOST)]
    asked = "Как настроить синхронизацию с банком?"
    assert extractive_answer(asked, "screen", items, embed, judge=judge) == ""


def test_the_judge_lets_a_question_in_another_script_past_a_shut_floor(judge, monkeypatch):
    from tally.tools import across_scripts

    # the threshold is the judge's calibrated one (ingest/embedders/judge.py); here, one below these short pages
    monkeypatch.setattr(across_scripts, "MIN_PASSAGE_MEANING", 0.76)
    pages = [f"Shelfwise help > Exports\n{EXPORTS}", "Shelfwise help > Loans > Renewing a loan\nTo renew a loan, open "
             "Circulation > Loans, find the member by their card number, tick the books and press **Renew selected**. "
             "Each book can be renewed twice; a book another member has reserved cannot be renewed."]
    kept = across_scripts.judged_past_gate
    assert kept(judge, "Як продовжити позику книги?", pages) == [1]  # not the far page
    assert kept(judge, "Какая погода завтра в Лондоне?", pages) == []
    assert kept(judge, "How do I renew a loan?", pages) == []  # same script: the floor stands
    assert kept(None, "Як продовжити позику книги?", pages) == []
    # when the store embedder's floor already kept some candidates, the judge's closest join them at any closeness
    monkeypatch.setattr(across_scripts, "MIN_PASSAGE_MEANING", 0.99)
    assert kept(judge, "Як продовжити позику книги?", pages) == []
    assert kept(judge, "Як продовжити позику книги?", pages, sure=False) == [1]
