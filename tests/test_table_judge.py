"""The judge reorders the tables the words rank alike, by what each table is about (tools/table_judge.py).

The judge is the real multilingual-e5-small of the answerability check; the tables are real workbooks in
a real store.
"""

import pytest

from tally.agent.offline.schema import SchemaReader
from tally.agent.offline.sql_builder import build_plan
from tally.ingest.catalog import Catalog
from tally.ingest.embedders.judge import PassageJudge
from tally.ingest.pipeline import ingest_paths
from tally.ingest.records import ColumnRecord, TableRecord
from tally.ingest.settings import Settings
from tally.tools.table_judge import judged_bonus, table_outline
from tests.offline_support import write_workbook


@pytest.fixture(scope="module")
def judge():
    return PassageJudge(threads=1)


def _record(name: str, title: str, columns: dict[str, list[str]]) -> TableRecord:
    return TableRecord(name=name, doc_id=name, source=f"{name}.xlsx", title=title, sheet="Sheet1", row_count=3,
                       columns=[ColumnRecord(name="_row", header="_row", type="BIGINT", samples=["2"])]
                       + [ColumnRecord(name=h.lower(), header=h, type="VARCHAR", samples=v) for h, v in columns.items()])


CLUB = _record("club", "results", {"Season": ["2019", "2020", "2021"], "Opponent": ["Rovers", "Athletic", "United"],
                                   "Goals": ["3", "1", "2"]})
ORCHARD = _record("orchard", "harvest", {"Season": ["2019", "2020", "2021"], "Variety": ["Bramley", "Cox", "Gala"],
                                         "Kg": ["410", "390", "455"]})
# Eight more tables with a Season column, about other things: the judge reads ten candidates or none.
OTHERS = [_record(name, title, {"Season": ["2019", "2020", "2021"], header: values})
          for name, title, header, values in [
              ("theatre", "productions", "Play", ["Hamlet", "The Seagull", "Macbeth"]),
              ("skiing", "lift passes", "Resort", ["Val Thorens", "Zermatt", "Cortina"]),
              ("opera", "premieres", "Composer", ["Verdi", "Puccini", "Britten"]),
              ("hotel", "room nights", "Room type", ["Double", "Suite", "Single"]),
              ("ferry", "crossings", "Route", ["Dover-Calais", "Hull-Rotterdam", "Oban-Mull"]),
              ("fishing", "catch log", "Species", ["Mackerel", "Cod", "Haddock"]),
              ("choir", "concerts", "Venue", ["Cathedral", "Town Hall", "Chapel"]),
              ("library", "loans", "Genre", ["Crime", "Poetry", "Biography"])]]
TEN = [CLUB, ORCHARD, *OTHERS]


def test_the_outline_names_the_table_then_each_header_with_three_values_and_not_the_row_column():
    outline = table_outline(CLUB)
    assert outline.startswith("results - Sheet1. ")
    assert "Opponent: Rovers, Athletic, United" in outline and "_row" not in outline


def test_without_a_judge_or_ten_candidates_nothing_is_reordered(judge):
    assert judged_bonus(None, "In how many seasons did the apple harvest weigh more than 400?", TEN) == {}
    # Over nine tables or fewer the words decide: a spread measured over a few is noise.
    assert judged_bonus(judge, "In how many seasons did the apple harvest weigh more than 400?", TEN[:9]) == {}


@pytest.mark.parametrize("question, about", [
    ("In how many seasons did the football team beat its opponent?", "club"),
    ("In how many seasons did the apple harvest weigh more than 400?", "orchard"),
])
def test_the_table_the_question_is_about_gets_the_largest_bonus(judge, question, about):
    bonus = judged_bonus(judge, question, TEN)
    assert max(bonus, key=bonus.get) == about and bonus[about] > 0
    assert abs(sum(bonus.values())) < 1e-3  # relative to the candidates' mean


@pytest.mark.parametrize("question, about", [
    ("In how many seasons did the soccer team net more than 2?", "club"),
    ("In how many seasons did the apple harvest weigh more than 400?", "orchard"),
])
def test_the_planner_plans_over_the_table_the_judge_prefers_when_the_words_tie(tmp_path, judge, question, about):
    # Ten sheets hold a Season and a Total column and nothing the question's other words name: the index
    # links the question to all of them alike, and only what each table is about tells them apart.
    club = [["Season", "Opponent", "Total"], ["2019", "Arsenal", 3], ["2020", "Chelsea", 1], ["2021", "Liverpool", 4]]
    orchard = [["Season", "Variety", "Total"], ["2019", "Bramley", 410], ["2020", "Cox", 390], ["2021", "Gala", 455]]
    paths = [write_workbook(tmp_path / "fixtures.xlsx", club), write_workbook(tmp_path / "crop_log.xlsx", orchard)]
    for other in OTHERS:
        header = other.columns[-1].header
        rows = [["Season", header, "Total"]] + [[s, v, 10 + i] for i, (s, v) in
                                                 enumerate(zip(other.columns[1].samples, other.columns[2].samples))]
        paths.append(write_workbook(tmp_path / f"{other.title.replace(' ', '_')}.xlsx", rows))
    settings = Settings(home=tmp_path / "store", embedder="hashing")
    assert not ingest_paths(paths, settings).failed
    with Catalog.open(settings.catalog_path) as catalog:
        reader = SchemaReader(catalog, ["public"], judge=judge)
        plan = build_plan(question, reader, min_confidence=0.0)
    assert len(reader.scores) == 10 and len(set(reader.scores.values())) == 1  # the words alone tie all ten
    assert plan is not None
    assert plan.table.source.endswith("fixtures.xlsx" if about == "club" else "crop_log.xlsx"), plan.sql_text
    assert max(reader.judged, key=reader.judged.get) == plan.table.name
