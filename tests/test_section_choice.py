"""Section choice in extractive answers: a unit can be judged with its section (the section's share of
the question's words, the embedder's cosine of the question with the section heading; both weights ship
at 0, see extractive.SECTION_WEIGHT), and question words of everyday language that the context lacks do
not make a covered question unanswerable.

Real composer on hand-written manual pages, the real USE embedder and tokenizer model.
"""

import pytest

from tally.agent.context import ContextItem
from tally.agent.offline import extractive
from tally.agent.offline.extractive import extractive_answer
from tally.agent.offline.sections import heading_similarities, section_shares
from tally.agent.offline.units import context_units
from tally.ingest.embedders import make_embedder
from tally.ingest.embedders.hashing import HashingEmbedder
from tally.ingest.settings import Settings


def _item(text: str, section: str, n: int, title: str = "Data Import") -> ContextItem:
    return ContextItem(n=n, chunk_id=f"c{n}", doc_id="import", title=title, source="import.md",
                       section=f"{title} > {section}", kind="screen", text=text, role="seed",
                       tool="search_documents")


PAGE = [  # an import page: its template section shares "column" with the question
    _item("## Using a Template\n\nClick **Download Template** to save a csv file with one column per field. "
          "Fill in the columns in any spreadsheet program, then click **Choose File** to load it.",
          "Using a Template", 1),
    _item("## Skipping Fields\n\nOpen the `...` menu and click **Pick Fields**. Untick what you do not "
          "want to bring in; fields marked with a red star are required and stay ticked.",
          "Skipping Fields", 2),
]
QUESTION = "When importing, how do I skip a column I do not want?"


@pytest.fixture(scope="module")
def embed(tmp_path_factory):
    return make_embedder(Settings(home=tmp_path_factory.mktemp("emb"), embedder="use")).embed_documents


def test_section_share_counts_the_words_of_the_whole_section():
    units = context_units(PAGE)
    weights = {"skip": 2.0, "column": 1.0, "import": 0.5}
    shares = section_shares(units, weights)
    skipping = [s for u, s in zip(units, shares, strict=True) if u.section[1].endswith("Skipping Fields")]
    template = [s for u, s in zip(units, shares, strict=True) if u.section[1].endswith("Using a Template")]
    assert skipping and all(s == 1.0 for s in skipping)  # skip in its heading, import in the page title
    assert template and all(s < 1.0 for s in template)


def test_heading_similarity_is_zero_without_an_embedder_or_a_heading():
    units = context_units([_item("Just a line of text without a heading.", "", 1)])
    assert heading_similarities(QUESTION, units, None) == [0.0] * len(units)


def test_heading_similarity_prefers_the_heading_that_names_the_topic(embed):
    units = context_units([_item("Open the entry and click the button.", "Deleting an Entry", 1),
                           _item("Open the entry and click the button.", "Printing the List", 2)])
    sims = heading_similarities("How do I remove a record I no longer need?", units, embed)
    assert sims[0] > sims[1] >= 0.0, sims


def test_a_sentence_of_the_section_the_question_is_about_outranks_the_same_words_elsewhere(monkeypatch):
    # The same sentence twice: once in a section that holds the question's other words, once not.
    same = "Each column of the file becomes one field."
    page = [_item(f"## Using a Template\n\n{same} Download the template first.", "Using a Template", 1),
            _item(f"## Field Choice\n\n{same} Untick a field to skip it.", "Field Choice", 2)]
    embed = HashingEmbedder().embed_documents
    question = "How do I skip a column?"

    def column_scores():
        units, scores, _ = extractive.score_units(question, "screen", page, embed)
        return [s for u, s in zip(units, scores, strict=True) if u.text == same]

    # The section's share of the words alone (the weights ship off: see SECTION_WEIGHT's comment).
    monkeypatch.setattr(extractive, "SECTION_WEIGHT", 0.25)
    monkeypatch.setattr(extractive, "HEADING_SIM_WEIGHT", 0.0)
    template, skipping = column_scores()
    assert skipping > template
    monkeypatch.setattr(extractive, "SECTION_WEIGHT", 0.0)
    template, skipping = column_scores()
    assert skipping <= template  # judged sentence by sentence, nothing tells them apart


def test_everyday_words_the_context_lacks_do_not_refuse_a_covered_question(monkeypatch):
    page = [_item("## Pick Import Columns\n\nClick **Pick Import Columns** and untick the column you do not "
                  "import.", "Pick Import Columns", 1),
            _item("## Template\n\nSave the template. Fill it in a spreadsheet. Export it as a csv file. "
                  "Select the file. Check the rows. Click Import Data.", "Template", 2)]
    question = "How do I leave a column out?"  # "out" is everyday language; "leave" is rarer
    assert "Pick Import Columns" in extractive_answer(question, "screen", page)
    monkeypatch.setattr(extractive, "EVERYDAY_LOGP", 0.0)  # every missing word counts again
    assert extractive_answer(question, "screen", page) == ""
