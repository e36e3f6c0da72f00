"""Words of questions, headers and cells: ingest/text.py `normalise` / `words` (any script) and
`latin_normalise` / `latin_words` (Latin letters and digits), over one Snowball `stem`. The SQL
planner and the table index each had a copy; these tests pin where the copies differed."""

from tally.agent.offline import sql_match
from tally.agent.offline.sql_match import Question
from tally.ingest import text
from tally.tools import table_terms


def test_planner_and_table_index_read_words_from_one_home():
    assert sql_match.normalise is text.latin_normalise and sql_match.words is text.latin_words
    assert table_terms.normalise is text.normalise and table_terms.stem is text.stem
    # the planner's stem adds irregular verbs on top of the shared Snowball stem
    assert sql_match.stem("losses") == text.stem("losses")


def test_the_planner_brings_irregular_plurals_back_to_their_noun():
    assert text.stem("mice") != text.stem("mouse")  # Snowball alone leaves them apart
    assert sql_match.stem("mice") == sql_match.stem("mouse")
    assert sql_match.stem("geese") == sql_match.stem("goose") and sql_match.stem("teeth") == sql_match.stem("tooth")
    # a plural that is also a verb's form keeps its verb reading ("the van leaves at six")
    assert sql_match.stem("leaves") == text.stem("leaves")


def test_accents_punctuation_and_separators():
    for normalise in (text.normalise, text.latin_normalise):
        assert normalise("Gómez & Sons’ Ltd.") == "gomez and sons ltd"
        assert normalise("net_amount (EUR)") == "net amount eur"
        # digits keep their separators: a figure stays one word
        assert normalise("paid 1,250.50 on 12:30") == "paid 1,250.50 on 12:30"
    assert text.stem("losses") == text.stem("loss")


def test_the_table_index_reads_letters_of_any_script():
    """A Russian cell meets the same Russian word in a question."""
    assert text.words("Сумма заказов за Март") == ["сумма", "заказов", "за", "март"]
    assert text.normalise("Отчёт") == "отчет"  # the accent mark of ё goes like any other
    assert text.words("Søren Kierkegaard") == ["søren", "kierkegaard"]
    assert table_terms.content_stems("Отчёт о продажах") == ["отчет", "о", "продажах"]


def test_the_planner_reads_latin_letters_only():
    """Its vocabulary is English; a question in another script reaches columns and passages by meaning,
    so its words are not read (they would only count as unmatched)."""
    assert Question.parse("Сколько заказов в статусе Pending?").words == ["pending"]
    assert text.latin_words("Søren, Отчёт 2026") == ["s", "ren", "2026"]


def test_table_index_content_stems_keep_years_only_of_bare_numbers():
    assert table_terms.content_stems("total sales 2024 over 15 regions") == ["sale", "2024", "region"]


def test_unstemmed_words_for_overlap_scores():
    from tally.tools import context, lookup, rerank

    assert rerank.simple_tokens is context.simple_tokens is text.simple_words
    assert text.simple_words("Net-Pay (€) for Gómez_2") == ["net", "pay", "for", "gómez_2"]
    assert lookup._words("a Kestrel Point marina") == ["kestrel", "point", "marina"]
