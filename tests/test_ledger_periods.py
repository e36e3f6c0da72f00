"""A ledger written the way housing and lettings offices keep one: a month per row as "08/26" under a title
naming the year, abbreviated money headers a key line spells out ("Rent £ / Svc £ = rent and service
charge charged"), and questions that name the period by the register's own span ("over the three months")
or let rows in rather than pick them ("write-offs included"). The workbooks are written here; expected values
come from the rows written."""

import tempfile
from pathlib import Path

from tally.agent.offline.schema import SchemaReader
from tally.agent.offline.sql_builder import build_plan
from tally.ingest.convert.legends import header_glosses
from tally.ingest.tables import type_column
from tally.tools.table_index import build_index
from tests.offline_support import workbook_catalog

KEY = "Key: Prd = rent period. Rent £ / Svc £ = rent and service charge charged for the period. Bal £ = arrears."
HEADER = ["Ref", "Prd", "Rent £", "Svc £", "Bal £", "Outcome"]
MONTHS = ["07/26", "08/26", "09/26", "10/26"]
ROWS = [[f"T-{n:03d}", MONTHS[n % 4], 400.0 + 5 * n, None if n % 3 else 12.5 + n, 10.0 * (n % 7),
         ("Seen", "No-show", "Seen", "Seen", "Cancelled")[n % 5]] for n in range(24)]
SHEET = [["Rent ledger Jul-Oct 2026"], [KEY], [], HEADER, *ROWS]


def _answer(catalog, question: str):
    plan = build_plan(question, SchemaReader(catalog, ["public"]))
    assert plan is not None, question
    return catalog.connection().execute(plan.sql_text).fetchone()[0], plan.sql_text


def test_a_month_and_the_titles_year_is_a_date_and_a_score_is_not():
    assert type_column("p", "Prd", ["07/26", "08/26", None, "10/26"], 2026).type == "DATE"
    assert type_column("p", "Prd", ["07/2026", "12/2026"], 2026).type == "DATE"
    # another year than the title's, or no title year at all: "7/10" may be a score
    assert type_column("s", "Score", ["07/26", "08/26"], 2025).type == "VARCHAR"
    assert type_column("s", "Score", ["7/10", "8/10"], None).type == "VARCHAR"


def test_two_headers_glossed_together_get_one_noun_each():
    glosses = header_glosses(HEADER, [KEY])
    assert glosses["Rent £"] == "rent"
    assert glosses["Svc £"] == "service charge charged for the period"
    assert glosses["Bal £"] == "arrears"


def test_questions_over_a_ledger_of_month_rows(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"rent_ledger": SHEET}) as catalog:
        # the month of a period column, not a text value
        svc, sql = _answer(catalog, "What did the October service charges add up to?")
        assert svc == sum(r[3] for r in ROWS if r[1] == "10/26" and r[3] is not None), sql
        # the title's word names the measure in full ("rent" of a rent ledger)
        rent, sql = _answer(catalog, "How much rent was due in August?")
        assert rent == sum(r[2] for r in ROWS if r[1] == "08/26"), sql
        # the register spans four months: "the four months" is all of it, no filter
        arrears, sql = _answer(catalog, "What were the total arrears over the whole four months?")
        assert arrears == sum(r[4] for r in ROWS), sql
        # "write-offs included" lets every September row in, whatever a write-off is
        count, sql = _answer(catalog, "How many ledger lines were there in September, write-offs included?")
        assert count == sum(1 for r in ROWS if r[1] == "09/26"), sql
        # the note line's words for a column link its table, as a header word would
        index = build_index(catalog.connection())
        best = index.rank("service charge", None, 1)[0]
        assert "servic→gloss Svc £" in best.matched


def test_the_registers_span_must_match_the_months_named(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"rent_ledger": SHEET}) as catalog:
        def confidence(question):
            return build_plan(question, SchemaReader(catalog, ["public"]), min_confidence=0.0).confidence
        # three months of a four-month register are not its own period: the words stay unexplained
        assert confidence("What were the total arrears over the three months?") < \
            confidence("What were the total arrears over the four months?") == 1.0


def test_a_titles_listed_short_months_and_a_measured_noun_and_a_derived_name():
    from tally.agent.offline.sql_match import Question
    from tally.agent.offline.sql_own_period import _title_months
    from tally.agent.offline.sql_phrases import find_aggregate

    assert _title_months("trade deliveries register 2026 (Sep, Oct, Nov)") == 3
    assert _title_months("visits Aug-Oct 2026") == 3 and _title_months("may be late") is None
    # "how many 30-litre casks": the measure joined to its unit belongs to the counted noun
    question = Question.parse("How many 30-litre casks went out in May?")
    ask = find_aggregate(question)
    assert ask is not None and question.words[ask.subject[0]:ask.subject[1]][:3] == ["30", "litre", "casks"]


def test_a_verb_links_the_table_named_by_its_derived_noun(tmp_path):
    sheets = {"deliveries_2026": [["Ref", "Product", "Qty"], ["S-1", "Oak", 3], ["S-2", "Ash", 4]],
              "staff": [["Name", "Team"], ["Ada", "Yard"], ["Bo", "Office"]]}
    with workbook_catalog(tmp_path, tmp_path / "store", sheets) as catalog:
        best = build_index(catalog.connection()).rank("How many crates did we deliver?", None, 2)
    assert best and best[0].table.startswith("deliveries") and any("derived" in m for m in best[0].matched)


def test_a_word_derived_from_the_stem_is_the_same_word_and_a_long_one_is_not():
    from tally.tools.table_terms import derived, stem

    assert derived(stem("deliver"), stem("deliveries")) and derived(stem("book"), stem("booking")) is False
    assert not derived(stem("deliver"), stem("deliver")) and not derived(stem("carri"), stem("carriageway"))
    with workbook_catalog(Path(tempfile.mkdtemp()), Path(tempfile.mkdtemp()) / "store",
                          {"deliveries_2026": [["Ref", "Product", "Qty"], *[[f"S-{n}", "Oak", n] for n in range(5)]]}
                          ) as catalog:
        def confidence(question):
            return build_plan(question, SchemaReader(catalog, ["public"]), min_confidence=0.0).confidence
        # "deliver" names the deliveries register; another verb stays unexplained
        assert confidence("How many lines of Oak did we deliver?") > confidence("How many lines of Oak did we plant?")
