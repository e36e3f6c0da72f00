"""How-to questions in the user's own words: the query gate lets a weak best cosine through to the
answerability checks, which decide; the candidate floor still judges each passage; a scene set before a
dash or a bare "Why?" does not decide what is asked; a passage that only repeats a name does not answer.

Real USE embedder and tokenizer, real store of data/sample, real loop and offline engine.
"""

from dataclasses import replace

import pytest

from tally.agent.context import ContextItem
from tally.agent.offline.answerable import asking_sentence, unmentioned
from tally.agent.offline.extractive import _asked_coverage, _weights, extractive_answer
from tally.agent.offline.units import context_units
from tally.ingest.stores import open_stores
from tally.tools.deps import build_deps
from tally.tools.search import search_documents
from tests.offline_support import offline_asker


def _item(text: str, n: int = 1, section: str = "Notes") -> ContextItem:
    return ContextItem(n=n, chunk_id=f"c{n}", doc_id=f"d{n}", title="Guide", source=f"d{n}.md", section=section,
                       kind="concept", text=text, role="seed", tool="search_documents")


def test_a_scene_before_a_dash_is_not_what_is_asked():
    assert asking_sentence("A courier left a crate of tiles at the gate - where do I book it in?") == \
        "where do I book it in?"
    # the part before the dash asks too: the whole question is asked
    asked = "What happens when a delivery is late - does the order move?"
    assert asking_sentence(asked) == asked
    # a sentence that opens with "When" but ends with a full stop is still a scene
    assert asking_sentence("When I open the diary, the slots are grey. Why is that?") == "Why is that?"
    units = context_units([_item("Deliveries are booked in with Goods in on the Stock page.")])
    assert unmentioned("A courier left a crate of tiles at the gate - how do I book it in?", units,
                       lambda terms: set()) == []
    assert unmentioned("How do I book in a crate of tiles?", units, lambda terms: set()) == ["crate", "tiles"]


def test_a_bare_why_leaves_the_scene_to_decide_the_coverage():
    units = context_units([_item("A booking shows amber when its deposit is unpaid.")])
    question = "The booking shows amber. Why?"
    weights = _weights(units, {"book", "show", "amber"})
    # nothing asked after the scene: the coverage of the whole question stands (it was 0 before)
    assert _asked_coverage(units, weights, question, 1.0) == 1.0
    narrower = "The booking shows amber. Why is the deposit unpaid?"
    assert _asked_coverage(units, _weights(units, {"book", "show", "amber", "deposit", "unpaid"}), narrower,
                           1.0) == 1.0


def test_a_passage_that_only_names_the_person_asked_about_does_not_answer():
    items = [_item("Compiled by Wendell Okafor, stores coordinator.", 1),
             _item("Rents rise each April after the review.", 2, "Rents"),
             _item("Pay day is the last Friday of the month.", 3, "Payroll")]
    assert extractive_answer("What pay rise has Wendell Okafor been offered?", "concept", items) == ""
    answer = extractive_answer("Which list was compiled by Wendell Okafor?", "concept", items)
    assert "Compiled by Wendell Okafor" in answer
    # a capitalised phrase with a function word in it is a thing's title, which the passage is about
    ledger = [_item("Goods Received But Not Invoiced holds receipts still waiting for their bill.", 1, "Ledger")]
    assert extractive_answer("What is the Goods Received But Not Invoiced account for?", "concept", ledger)


@pytest.fixture
def deps(sample_store):  # per test: the last test opens the store through the loop
    stores = open_stores(sample_store, read_only=True)
    yield build_deps(stores, ["public"])
    stores.close()


def test_the_gate_opens_search_and_the_floor_still_judges_each_passage(deps):
    question = "How do I bake sourdough bread at home?"  # nothing in the sample corpus is about it
    closed = search_documents(deps, question)
    assert closed.stats.gate is not None and closed.stats.best_dense_score < closed.stats.gate
    assert closed.items == []
    opened = replace(deps, settings=deps.settings.model_copy(update={"similarity_gate": 0.0}))
    result = search_documents(opened, question)
    assert result.items == []  # no passage shares a word with it either
    strict = replace(deps, settings=deps.settings.model_copy(update={"similarity_gate": 0.0, "similarity_floor": 0.5}))
    result = search_documents(strict, "How do I bake sourdough bread for the customers?")
    assert result.stats.gate == 0.0 and result.stats.best_dense_score < result.stats.floor == 0.5
    # the gate is open, but a passage below the floor stays only on a word it shares with the question
    assert 0 < result.stats.after_floor < result.stats.retrieved


def test_a_screen_search_that_passed_only_the_gate_is_widened_to_every_kind(sample_store):
    weak = sample_store.model_copy(update={"similarity_gate": 0.0, "similarity_floor": 0.99})
    with offline_asker(weak) as (ask, _stores, _deps):
        answer = ask("Which button sends a purchase order for approval?")
    searches = [step for step in answer.trace if step.tool == "search_documents" and step.by_loop]
    assert len(searches) == 2, [s.args for s in searches]
    assert searches[0].args.get("kinds") and not searches[1].args.get("kinds")


def test_a_name_in_the_scene_does_not_refuse_what_is_asked_after_it(sample_store):
    with offline_asker(sample_store) as (ask, _stores, _deps):
        scene = ask("Bramble Yard Traders rang this morning. Which button sends a purchase order for approval?")
        named = ask("Which button sends the Bramble Yard Traders purchase order for approval?")
    assert not scene.refused and "[" in scene.answer, scene.answer
    assert named.refused  # a name in what is asked must be in some document


def test_conjunctions_and_degree_adverbs_are_no_topic_of_a_question():
    from tally.agent.offline.answerable import content_words
    from tally.agent.offline.units import text_stems

    assert not {"but", "because", "too", "very", "although"} & set(content_words(
        "The van came back too early but very full because the depot shut, although it was booked. Why?").values())
    assert text_stems("late but paid") == ["late", "pay"]
