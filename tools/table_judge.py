"""Which of a few tables the question is about by meaning: the answerability judge reads each table's outline.

The table index (tools/table_index.py) links the question's words to names, headers and cell values; among
the tables it ranks about equally, the words alone often cannot tell which one the question is about (a
question that names only a season and a total, over several tables with both columns). multilingual-e5-small, the judge Tally
already runs on passages (ingest/embedders/judge.py), reads the question as a query and each candidate
table's outline (title, sheet, caption, headers with three sample values) as a passage, the way it was
trained; its closeness, relative to the other candidates', moves a table up or down the ranking.

Relative, because e5's cosines sit in a narrow band that shifts from question to question: the bonus is
the table's closeness in standard deviations from the candidates' mean, and only over a full set of ten
candidates (judged_bonus). Measured on the WTQ dev sets only (train split, wtq-dev-fresh, -fresh2, -own5:
350 questions, 150 tables in one store): the gold table ranked first 225 -> 246 times, answers 172 -> 176
(share 0.05 ranked it first 245 times, 0.1: 250, 0.2: 246 without the ten-candidate rule; outlines from
the summary chunks instead of the records: 239 at best). The outlines' vectors are kept by the judge (by
text digest), so a store's tables are embedded once per process.
"""

import statistics
import threading
from collections import OrderedDict
from typing import TYPE_CHECKING

from tally.ingest.records import TableRecord

if TYPE_CHECKING:
    from tally.ingest.embedders.judge import PassageJudge

JUDGED_TABLES = 10  # the index's best tables the judge reorders (~0.1 s each the first time, then kept)
JUDGE_SHARE = 0.1  # score added per standard deviation of closeness above the candidates' mean
_SAMPLES = 3
# A question is ranked several times in one run (routing, planning, a replan in the tables' words): the same
# candidates are judged once. Keyed by judge, question and the candidates' names and outlines.
_KEPT = 512
_judged: OrderedDict[tuple, dict[str, float]] = OrderedDict()
_lock = threading.Lock()


def table_outline(record: TableRecord) -> str:
    """What the judge reads for a table: where it comes from, then each header with a few of its values."""
    place = " - ".join(part for part in (record.title, record.sheet, record.caption) if part)
    columns = "; ".join(f"{c.header}: {', '.join(c.samples[:_SAMPLES])}" if c.samples else c.header
                        for c in record.columns if not c.name.startswith("_"))
    return f"{place}. {columns}" if place else columns


def judged_bonus(judge: "PassageJudge | None", question: str, records: list[TableRecord]) -> dict[str, float]:
    """Table name -> the score the judge adds (negative below the candidates' mean). Empty without a judge,
    when the judge cannot tell the candidates apart, and with fewer than JUDGED_TABLES candidates: a spread
    measured over a few tables is noise (over two, any difference at all is one standard deviation), and so
    few tables sharing the question's words means a small store or a specific question, where the words are
    the better guide."""
    if judge is None or len(records) < JUDGED_TABLES:
        return {}
    outlines = [table_outline(r) for r in records]
    key = (id(judge), question, tuple(r.name for r in records), tuple(outlines))
    with _lock:
        if key in _judged:
            return _judged[key]
    bonus = _bonus(judge, question, [r.name for r in records], outlines)
    with _lock:
        _judged[key] = bonus
        while len(_judged) > _KEPT:
            _judged.popitem(last=False)
    return bonus


def _bonus(judge: "PassageJudge", question: str, names: list[str], outlines: list[str]) -> dict[str, float]:
    closeness = judge.closeness_each(question, outlines)
    spread = statistics.pstdev(closeness)
    if spread <= 1e-6:
        return {}
    mean = statistics.fmean(closeness)
    return {name: round(JUDGE_SHARE * (c - mean) / spread, 4) for name, c in zip(names, closeness, strict=True)}
