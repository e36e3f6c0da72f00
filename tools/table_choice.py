"""Which tables a question is about, with the evidence: the schema-link score the router weighs.

Two signals, both read from what ingest built (never a scan of every table per question):
- words: the table index (tools/table_index.py) of names, headers and cell values, IDF-weighted;
- meaning: the embedder's similarity between the question and each table's summary chunk (a sheet's
  summary lists its headers and typical values; a PDF table's chunks carry its header line), searched
  in the vector index like any chunk. The default embedder is multilingual, so a question in Russian
  still finds an English table's headers.
"""

from pydantic import BaseModel

from tally.ingest.errors import TallyError
from tally.ingest.index.base import IndexFilter
from tally.tools.deps import Deps
from tally.tools.table_index import catalog_stamp, table_index
from tally.tools.table_judge import JUDGED_TABLES, judged_bonus
from tally.tools.table_records import table_records

_TABLE_CHUNKS = ["summary", "table"]
_DENSE_HITS = 12
# Cosine of the question and a table summary, mapped to 0..1 evidence: measured on the WTQ dev split with
# USE (gold tables' summaries mostly score 0.25-0.5, unrelated ones below 0.2).
_COSINE_FLOOR, _COSINE_FULL = 0.2, 0.55
_DENSE_SHARE = 0.15  # of the final score (tuned on the WTQ dev split: 0 -> 96/150 first, 0.15 -> 98, 0.5 -> 93)


_MEANING_ALONE = 0.5


class TableCandidate(BaseModel):
    table: str  # SQL name
    score: float  # 0..1: IDF-weighted share of the question's words this table explains, plus meaning
    matched: list[str]  # "wins→header Wins", "south africa→value Country", "meaning≈0.41 (summary)"
    words: float = 0.0  # the word evidence alone
    meaning: float = 0.0  # the embedder evidence alone (0..1)
    judged: float = 0.0  # the judge's bonus among the candidates (tools/table_judge.py): orders, is no evidence


def rank_tables(deps: Deps, question: str, k: int = 5) -> list[TableCandidate]:
    """The k tables visible to the caller that best explain the question, best first (may be empty): ordered
    by score plus the judge's bonus."""
    stamp = catalog_stamp(deps.catalog)
    words = {m.table: m for m in table_index(deps.catalog, stamp).rank(question, list(deps.groups),
                                                                        max(k, JUDGED_TABLES) * 3)}
    meaning = _meaning(deps, question, stamp)
    candidates = []
    for table in set(words) | set(meaning):
        lexical = words[table].score if table in words else 0.0
        dense = meaning.get(table, 0.0)
        # Meaning alone (a question in another language than the headers) still counts as half evidence.
        score = max((1 - _DENSE_SHARE) * lexical + _DENSE_SHARE * dense, _MEANING_ALONE * dense)
        matched = list(words[table].matched) if table in words else []
        if dense > 0:
            matched.append(f"meaning≈{dense:.2f} (table summary)")
        candidates.append(TableCandidate(table=table, score=round(score, 4), matched=matched,
                                         words=lexical, meaning=round(dense, 4)))
    candidates.sort(key=lambda c: (-c.score, -c.words, c.table))
    records = table_records(deps.catalog, deps.groups, stamp)
    judged = [c for c in candidates if c.table in records][:JUDGED_TABLES]
    bonus = judged_bonus(deps.judge, question, [records[c.table] for c in judged])
    for candidate in judged:
        candidate.judged = bonus.get(candidate.table, 0.0)
        if candidate.judged:
            candidate.matched.append(f"judged {candidate.judged:+.2f} (table outline)")
    candidates.sort(key=lambda c: (-(c.score + c.judged), -c.words, c.table))
    return candidates[:k]


def _meaning(deps: Deps, question: str, stamp: tuple) -> dict[str, float]:
    """Table -> 0..1 similarity of the question to the table's summary (or table chunk)."""
    records = table_records(deps.catalog, deps.groups, stamp)
    if not records:
        return {}
    try:
        vector = deps.embedder.embed_query(question).tolist()
        hits = deps.index.query(dense=vector, sparse=None, mode="dense", limit=_DENSE_HITS, candidates=_DENSE_HITS,
                                flt=IndexFilter(groups=list(deps.groups), kinds=_TABLE_CHUNKS))
    except TallyError:
        return {}  # no vectors (an empty or lexical-only store): the words decide alone
    if not hits:
        return {}
    chunks = {c.id: c for c in deps.catalog.chunks([h.id for h in hits], list(deps.groups))}
    by_doc: dict[str, list] = {}
    for record in records.values():
        by_doc.setdefault(record.doc_id, []).append(record)
    found: dict[str, float] = {}
    for hit in hits:
        chunk = chunks.get(hit.id)
        if chunk is None:
            continue
        for record in _tables_of(chunk, by_doc.get(chunk.doc_id, [])):
            strength = (hit.score - _COSINE_FLOOR) / (_COSINE_FULL - _COSINE_FLOOR)
            if strength > 0:
                found[record.name] = max(found.get(record.name, 0.0), min(1.0, strength))
    return found


def _tables_of(chunk, records: list) -> list:
    """The tables a summary or table chunk describes: same sheet, or a PDF table covering its page."""
    loc = chunk.location
    if loc.sheet is not None:
        return [r for r in records if r.sheet == loc.sheet]
    if loc.page_start is not None:
        return [r for r in records if r.pages and r.pages[0] <= loc.page_start <= r.pages[1]]
    return records if len(records) == 1 else []
