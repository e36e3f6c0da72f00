"""Questions in Russian, Ukrainian and Belarusian over the English sample corpus: the lexicon of
business-register words (agent/offline/cross_language.tsv) carries what the embedder links poorly.
Expected figures are read from the sample files themselves, not written down."""

import re
from pathlib import Path

import pdfplumber

from sample_truth import order_rows
from tally.agent.offline.column_link import glossed, linked_question
from tally.agent.offline.schema import ColumnInfo, TableInfo


def _register_row(sample_dir: Path, month: str, employee: str) -> list[str]:
    with pdfplumber.open(sample_dir / f"salary_register_2026_{month}.pdf") as pdf:
        text = "\n".join(page.extract_text() or "" for page in pdf.pages)
    line = next(line for line in text.splitlines() if line.startswith(employee))
    return re.findall(r"\d[\d,]*\.\d\d", line)  # gross, deductions, net


def _figures(text: str) -> set[float]:
    return {float(n.replace(",", "")) for n in re.findall(r"\d[\d,]*(?:\.\d+)?", text)}


def test_a_count_asked_in_ukrainian_names_its_rows_in_ukrainian(sample_ask, sample_dir):
    west = sum(1 for r in order_rows(sample_dir) if r["Region"] == "West")
    answer = sample_ask("Скільки замовлень з регіону West?")  # "замовлень" (orders) the embedder does not link
    assert not answer.refused and answer.sql and west in _figures(answer.answer), answer.answer


def test_a_count_asked_in_belarusian_with_a_status_in_belarusian(sample_ask, sample_dir):
    cancelled = sum(1 for r in order_rows(sample_dir) if r["Region"] == "South" and r["Status"] == "Cancelled")
    answer = sample_ask("Колькі заказаў у рэгіёне South было адменена?")  # the stem "рэгіён" is written with ё
    assert not answer.refused and cancelled in _figures(answer.answer), answer.answer


def test_a_month_in_its_case_forms_is_a_period(sample_ask, sample_dir):
    shipped_feb = sum(1 for r in order_rows(sample_dir) if r["Status"] == "Shipped" and r["Order Date"].month == 2)
    answer = sample_ask("Сколько заказов было отгружено в феврале?")
    assert not answer.refused and shipped_feb in _figures(answer.answer), answer.answer
    # "в мае" (in May) is a period too: the orders cover January to March, so there is nothing to count.
    assert sample_ask("Сколько заказов было в мае 2026?").refused


def test_employees_of_a_register_counted_in_each_language(sample_ask, sample_dir):
    with pdfplumber.open(sample_dir / "salary_register_2026_02.pdf") as pdf:
        rows = sum(1 for page in pdf.pages for line in (page.extract_text() or "").splitlines()
                   if re.match(r"EMP-\d+ ", line))
    for question in ("Сколько работников в ведомости за февраль 2026?",
                     "Скільки працівників у відомості за лютий 2026?",
                     "Колькі супрацоўнікаў у ведамасці за люты 2026?"):
        answer = sample_ask(question)
        assert not answer.refused and rows in _figures(answer.answer), (question, answer.answer)


def test_a_record_field_asked_in_russian_is_the_field_it_names(sample_ask, sample_dir):
    _gross, deductions, _net = _register_row(sample_dir, "03", "EMP-1009")
    answer = sample_ask("Какая сумма удержаний у сотрудника EMP-1009 в марте 2026?")
    assert not answer.refused and deductions in answer.answer, answer.answer


def test_glossing_puts_lexicon_words_in_english_and_keeps_the_rest():
    assert glossed("What is the net pay of EMP-1009?") == "What is the net pay of EMP-1009?"
    text = glossed("Какая сумма удержаний у сотрудника EMP-1009 в марте 2026?")
    assert "deductions" in text and "employees" in text and "EMP-1009" in text and "in March 2026" in text
    assert "у" in text.split()  # words the lexicon does not know stay as written, for the embedder


def test_the_ends_of_a_span_of_months_keep_their_prepositions():
    span = glossed("Скільки разів ми варили пиво з липня по листопад?").split()
    assert span[span.index("July") - 1] == "from" and span[span.index("November?") - 1] == "to", span
    span = glossed("Сколько заказов с марта по май?").split()
    assert span[span.index("March") - 1] == "from" and span[span.index("May?") - 1] == "to", span
    assert "in March" in glossed("Сколько заказов в марте?")
    # "how many times" is one phrase: "раз" alone also begins "разом" (together)
    assert glossed("Колькі разоў мы варылі піва?").startswith("how many times")
    assert "разом" in glossed("Скільки замовлень разом?")


def test_lexicon_words_rewrite_a_count_without_the_embedder_linking_them():
    table = TableInfo(name="orders_orders", doc_id="d", title="orders", source="o.xlsx", sheet="Orders",
                      columns=[ColumnInfo(name="region", header="Region", type="VARCHAR", distinct=["North", "South"])])

    def embed(texts):  # links nothing: every text a direction of its own
        import numpy as np
        vectors = np.zeros((len(texts), 256))
        for row, text in enumerate(texts):
            vectors[row, sum(map(ord, text)) % 256] = 1.0
        return vectors

    linked = linked_question("Скільки замовлень з регіону North у березні?", [table], embed)
    assert linked is not None and linked.startswith("how many orders") and "region North" in linked
    assert "in March" in linked


def test_an_english_word_the_tables_write_otherwise_is_linked_to_its_header_by_meaning():
    """English too: "craft" over a log headed "Vessel" (the USE embedder's own cosine, no word list)."""
    from tally.agent.offline.column_link import english_linked
    from tally.ingest.embedders import make_embedder
    from tally.ingest.settings import Settings

    table = TableInfo(name="slipway_log_table1", doc_id="d", title="Slipway log", source="s.pdf", columns=[
        ColumnInfo(name="vessel", header="Vessel", type="VARCHAR", distinct=["Sea Lark", "Kestrel"]),
        ColumnInfo(name="hours", header="Hours", type="DOUBLE"),
        ColumnInfo(name="rate", header="Rate", type="DOUBLE")])
    embed = make_embedder(Settings(embedder="use")).embed_documents
    assert english_linked("Which boat spent the most hours on the slipway?", [table], embed) == \
        "Which Vessel spent the most hours on the slipway?"
    # every word already in the table's words, or none linking clearly: nothing to rewrite
    assert english_linked("Which vessel spent the most hours on the slipway?", [table], embed) is None
    assert english_linked("What was the weather like on the slipway?", [table], embed) is None
