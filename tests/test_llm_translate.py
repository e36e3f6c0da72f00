"""A question in another script that the offline engine refuses as asked is put into English by the model
engine and answered in English: the months reach the model already in English, a reply that loses a name or
ID is not used, a question answered as asked and an English question cost no request. The model is the
scripted server; the store is data/sample, real."""

from scripted_llm import ScriptedChatServer, message

from tally.agent.ask import AskSession
from tally.agent.llm_translate import needs_translation
from tally.agent.offline.column_link import english_months
from tally.ingest.settings import Settings

# Ukrainian, roughly "in March, how many orders still wait for dispatch?": refused as asked (no word of it links
# to a header or status of the sample's tables).
COUNT_UK = "Скільки замовлень ще чекають на відправку у березні?"
COUNT_EN = "How many orders were pending in March?"


def model_settings(sample_store: Settings, url: str, **overrides) -> Settings:
    # The model answers lookups only: an aggregate is planned offline, from the English question.
    return sample_store.model_copy(update={
        "llm": "openai", "base_url": url, "api_key": "k", "model": "scripted-model", "llm_timeout_s": 5.0,
        "llm_retries": 0, "llm_intents": ["lookup"], **overrides})


def offline(sample_store: Settings, question: str):
    with AskSession(sample_store.model_copy(update={"llm": "off"})) as session:
        return session.ask(question)


def test_the_english_translation_is_what_gets_answered(sample_store):
    assert offline(sample_store, COUNT_UK).refused
    server = ScriptedChatServer([message(COUNT_EN, prompt_tokens=90, completion_tokens=14)])
    with server.running() as url, AskSession(model_settings(sample_store, url)) as session:
        answer = session.ask(COUNT_UK)
    assert server.remaining == 0
    sent = server.requests[0]["messages"]
    assert sent[-1]["content"].endswith("у March?")  # the month went in already in English
    assert "tools" not in server.requests[0]
    assert answer.question == COUNT_UK and answer.translated_question == COUNT_EN
    expected = offline(sample_store, COUNT_EN)
    assert not expected.refused and answer.answer == expected.answer and answer.sql == expected.sql
    assert answer.usage["prompt_tokens"] >= 90 and answer.usage["requests"] >= 1
    assert answer.timings_ms["translate"] > 0


def test_a_question_answered_as_asked_is_not_translated(sample_store):
    asked = "Скільки замовлень з регіону South?"
    assert not offline(sample_store, asked).refused
    server = ScriptedChatServer([])
    with server.running() as url, AskSession(model_settings(sample_store, url)) as session:
        answer = session.ask(asked)
    assert server.requests == [] and answer.translated_question is None
    assert answer.answer == offline(sample_store, asked).answer


def test_a_translation_that_loses_a_number_is_not_used(sample_store):
    asked = COUNT_UK.replace("?", " 2026?")
    assert offline(sample_store, asked).refused
    server = ScriptedChatServer([message(COUNT_EN)])  # the year lost
    with server.running() as url, AskSession(model_settings(sample_store, url)) as session:
        answer = session.ask(asked)
    assert server.remaining == 0
    assert answer.translated_question is None and answer.question == asked and answer.refused


def test_a_reply_still_in_cyrillic_is_not_used(sample_store):
    server = ScriptedChatServer([message(COUNT_UK)])
    with server.running() as url, AskSession(model_settings(sample_store, url)) as session:
        answer = session.ask(COUNT_UK)
    assert server.remaining == 0 and answer.translated_question is None and answer.refused


def test_an_english_question_costs_no_request(sample_store):
    server = ScriptedChatServer([])
    with server.running() as url, AskSession(model_settings(sample_store, url)) as session:
        answer = session.ask(COUNT_EN)
    assert server.requests == [] and answer.translated_question is None


def test_translation_can_be_switched_off(sample_store):
    server = ScriptedChatServer([])
    with server.running() as url, AskSession(model_settings(sample_store, url, llm_translate=False)) as session:
        answer = session.ask(COUNT_UK)
    assert server.requests == [] and answer.translated_question is None


def test_months_are_put_into_english_only_where_a_date_ties_them():
    assert english_months("Скільки разів з липня по листопад?") == "Скільки разів з July по November?"
    assert english_months("Что было 3 октября 2026?") == "Что было 3 October 2026?"
    assert english_months("Колькі ў сакавіку?") == "Колькі ў March?"
    # "липкий" (sticky) starts like July's stem but no preposition or number ties it to a date
    assert english_months("липкий папір") == "липкий папір"


def test_which_questions_need_translating():
    assert needs_translation(COUNT_UK)
    assert not needs_translation(COUNT_EN)
    assert not needs_translation("Où est la facture INV-2026-0041 ?")  # Latin script: read as it is
    assert needs_translation("Πόσες παραγγελίες ακυρώθηκαν;")
