"""Extractive answers: a screen answer keeps the way to its page whatever arrow the manual writes its
menu paths with, and a question word in a unit's page title or section path counts for the unit.

Real composer on hand-written manual pages (no store needed); the embedder is left out so only the
word evidence decides.
"""

from tally.agent.context import ContextItem
from tally.agent.offline.extractive import extractive_answer


def _item(text: str, section: str, title: str = "Guide", n: int = 1, doc: str = "doc_1") -> ContextItem:
    return ContextItem(n=n, chunk_id=f"c{n}", doc_id=doc, title=title, source=f"{doc}.md", section=section,
                       kind="screen", text=text, role="seed", tool="search_documents")


def test_a_screen_answer_keeps_a_menu_path_written_with_a_typographic_arrow():
    page = ("Open **Warehouse › Receipts** to see every receipt.\n\n"
            "## Booking a receipt\n\n"
            "Choose the **Vendor** and type the **Packing slip** number. Click **Post** when done.")
    answer = extractive_answer("How do I book a receipt from a vendor?", "screen",
                               [_item(page, "Receiving stock")])
    assert "Warehouse › Receipts" in answer, answer
    assert "Packing slip" in answer, answer


def test_a_word_in_the_section_path_counts_for_the_units_under_it():
    # Both filters mention entries of one transaction; only the first sits under the ledger's filters.
    ledger = _item("Voucher filter shows the entries posted by a single voucher.",
                   "Ledger Report > Filters > Voucher", title="Ledger Report", n=1, doc="ledger")
    other = _item("The filter button of a voucher shows the entries posted by this voucher in a report.",
                  "Vouchers > Checking Entries", title="Vouchers", n=2, doc="vouchers")
    answer = extractive_answer("In the ledger report, how do I filter to the entries of one voucher?",
                               "concept", [other, ledger])
    assert answer.startswith("Voucher filter shows"), answer


def test_a_line_that_only_repeats_the_question_is_not_the_answer():
    page = ("Records are listed in the sidebar. Examples of these are:\n\n- Vendors\n- Products\n\n"
            "::: warning Record Deletion\nRecords used in orders cannot be deleted.\n:::")
    answer = extractive_answer("Why can't I delete a vendor or a product?", "concept", [_item(page, "Records")])
    assert "used in orders cannot be deleted" in answer.split("[1]")[0], answer



def test_asked_how_to_do_something_the_steps_answer_not_the_definition():
    # The definition shares more of the question's words (sent, customers, goods, bill); the procedure
    # says how, in order, and its matching first step alone would not (the button is in step 2).
    overview = _item("Bills are documents that are sent to customers for the goods they bought.", "Bills", n=1)
    steps = _item("1. Open the original bill the goods were returned against.\n2. Click **Create > Return**.\n"
                  "3. Enter the returned quantity and save.", "Recording a return", n=2)
    answer = extractive_answer("A customer sent goods back. How do I record that against the bill I sent them?",
                               "concept", [overview, steps])
    assert "Bills are documents" not in answer, answer
    assert 0 <= answer.find("Open the original bill") < answer.find("Create > Return"), answer


def test_when_the_way_there_is_a_procedures_first_step_the_steps_after_it_follow():
    # The page's opening sentence shares the question's own words (finished, hire, van) and is its best
    # passage; the way to the screen is step 1 of the procedure under it, whose button is in step 3.
    page = ("A loan ends when the borrower tells us they have finished with the van.\n\n"
            "## Ending a loan\n\n"
            "1. Open `Loans > Returns` and find the loan by its number.\n"
            "2. Enter the **Return date** and the time of the call.\n"
            "3. Click **Close loan**. The system gives a return number starting RT-.")
    answer = extractive_answer("The borrower has finished with the van we lent them. How do I end the loan?",
                               "screen", [_item(page, "Loans")])
    assert "Loans > Returns" in answer, answer
    assert 0 <= answer.find("Loans > Returns") < answer.find("Close loan"), answer


def test_a_menu_path_opening_a_paragraph_brings_the_sentences_that_say_what_to_do_there():
    # The procedure is written as prose: the way to the screen, then the fields, then the button.
    page = ("Every shop that buys from us has a trade account with a TA- number.\n\n"
            "## Opening a trade account\n\n"
            "Go to **Trade > Accounts > Add**. Fill in the **Shop name** and the **Town**, then pick the "
            "**Terms**. Press **Save account**; the shop can order at once.")
    answer = extractive_answer("A new shop wants to buy from us - how do I set them up?", "screen",
                               [_item(page, "Trade accounts")])
    assert 0 <= answer.find("Trade > Accounts > Add") < answer.find("Save account"), answer

def _row(text: str, n: int) -> ContextItem:
    return ContextItem(n=n, chunk_id=f"r{n}", doc_id="visits", title="visits", source="visits.csv", section=None,
                       kind="row", text=text, role="seed", tool="search_documents")


def test_rows_found_by_a_value_do_not_answer_a_field_they_lack():
    rows = [_row("Visit ID: V-17\nVisit Date: 2025-09-05\nClinic: Kestwick\nReason: Ear infection", 1),
            _row("Visit ID: V-18\nVisit Date: 2025-09-27\nClinic: Kestwick\nReason: Booster", 2)]
    # the rows name the clinic, but no field of theirs is the net result asked for
    assert extractive_answer("What was the net result of the Kestwick clinic in Q3 2025?", "concept", rows) == ""
    # a field they hold is still an answer
    answer = extractive_answer("What was the reason for the Kestwick visit V-17?", "concept", rows)
    assert "Ear infection" in answer, answer


def test_asked_where_to_do_something_a_why_section_is_not_the_answer():
    # The "why" section repeats more of the question's words (guest, room, booking); the steps are elsewhere.
    why = _item("If a guest does not check in by 18:00, the booking is released and the room goes back on sale. "
                "A guest whose booking was released twice must pay a deposit for the next room.",
                "Why a guest's booking is released", n=1)
    steps = _item("1. Open `Rooms > New booking`.\n2. Pick the dates and the room type.\n3. Click **Save**.",
                  "Booking a room", n=2)
    answer = extractive_answer("Where do I book a room for a guest?", "screen", [why, steps])
    assert "Rooms > New booking" in answer, answer
    assert "released" not in answer, answer


def test_what_a_question_contrasts_with_is_not_what_it_asks_for():
    from tally.agent.offline.vocabulary import question_words

    assert question_words("Where do I add a product we lease but never purchase?") >= {"leas", "product"}
    assert "purchas" not in question_words("Where do I add a product we lease but never purchase?")
    assert "cheque" not in question_words("How do I pay a supplier by transfer rather than cheque?")
    # a plain negation is still the topic: "why can't I edit" asks about editing
    assert "edit" in question_words("Why can't I edit a posted journal?")


def test_when_the_user_asks_and_how_they_phrase_a_negation_are_not_what_they_ask_about():
    from tally.agent.offline.vocabulary import question_words

    words = question_words("Late last night I couldn't tick parcels off on the scanner any more. Why not?")
    assert words == {"tick", "parcel", "off", "scanner", "not"}, words
    assert "morn" in question_words("Where do I set the morning delivery slot?")  # a morning slot is a thing


def test_why_something_cannot_be_done_is_answered_where_the_manual_says_it_no_longer_can():
    layout = _item("Each lane is a column of docket cards in drop order. A card shows the docket number, the "
                   "trading name and the number of trays.", "Board > Layout of the board", n=1)
    moving = _item("Drag the docket card from one lane to another. Moving a docket only affects that one day.",
                   "Board > Moving a docket", n=2)
    locked = _item("At 03:30 the dispatch lead presses Lock Runs. Locking sends each lane's drop list to the "
                   "drivers. Once runs are locked, cards can no longer be dragged; this stops the drop order "
                   "changing.", "Board > Locking runs", n=3)
    answer = extractive_answer("Yesterday I couldn't drag docket cards between lanes. Why not?", "concept",
                               [layout, moving, locked])
    assert "no longer be dragged" in answer, answer


def test_the_scene_before_a_question_need_not_be_in_the_manual_when_the_meaning_is_far():
    import numpy as np

    def unrelated(texts: list[str]):  # every text its own direction: no sentence is close in meaning
        return np.eye(len(texts), 8, dtype=np.float32)

    page = "To book a longer slot, drag the bottom edge of the booking down before you press **Book**."
    items = [_item(page, "Longer appointments")]
    scene = extractive_answer("A nervous spaniel needs forty minutes. How do I book a longer slot?", "concept",
                              items, unrelated)
    assert "drag the bottom edge" in scene, scene
    # Asked in one sentence, the same words are all the question: one the page lacks, and far in meaning.
    assert extractive_answer("How do I book a longer slot for a nervous spaniel needing forty minutes?",
                             "concept", items, unrelated) == ""
