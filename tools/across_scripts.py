"""A question asked in another script than the documents are written in ("Как ..." over English pages).

It shares no word with them: BM25 and the word reranker have nothing to go on, and the store's embedder
ranks across languages weakly (the right page was 4th to 20th of the candidates for most such dev and
test questions). The judge (ingest/embedders/judge.py: multilingual-e5-small, trained on query/passage
pairs in many languages) orders the best candidates instead; measured in the README, Quality.
"""

from typing import TYPE_CHECKING

from tally.ingest.embedders.judge import MIN_PASSAGE_MEANING
from tally.ingest.text import written_apart

if TYPE_CHECKING:
    from tally.ingest.embedders.judge import PassageJudge

JUDGED = 30  # the reranker's best candidates the judge reorders (~100 tokens each, ~0.1 s apiece on one thread)
_NEAR_BEST = 0.03  # a candidate the judge lets through the closed gate scores within this of the closest one


def judged_across_scripts(judge: "PassageJudge | None", query: str, texts: list[str],
                          scores: list[float]) -> list[float]:
    """`scores` of the candidates `texts` unchanged, unless none is written in the query's script: then the
    judge's closeness ranks the best JUDGED candidates, and the rest follow in the given order."""
    if judge is None or not texts or not written_apart(query, texts):
        return scores
    order = sorted(range(len(texts)), key=lambda i: -scores[i])
    judged = [0.0] * len(texts)
    for rank, i in enumerate(order):
        judged[i] = -2.0 - rank  # below every closeness (a cosine, at least -1)
    best = order[:JUDGED]
    for i, closeness in zip(best, judge.closeness_each(query, [texts[i] for i in best]), strict=True):
        judged[i] = closeness
    return judged


def judged_past_gate(judge: "PassageJudge | None", query: str, texts: list[str], sure: bool = True) -> list[int]:
    """The candidates (indices into `texts`, in retrieval order) the judge keeps for a query in another script:
    those within _NEAR_BEST of the closest. The store embedder's cosines across scripts run low (best 0.15-0.19
    for answerable fresh dev questions, its floor being calibrated on same-language ones), so its floor drops
    the passage the judge finds closest. `sure`: the floor kept nothing, and the judge's closest must reach its
    own answerability threshold, or nothing is kept. [] also without a judge, or when the query shares the
    candidates' script."""
    if judge is None or not texts or not written_apart(query, texts):
        return []
    closeness = judge.closeness_each(query, texts[:JUDGED])
    best = max(closeness)
    if sure and best < MIN_PASSAGE_MEANING:
        return []
    return [i for i, c in enumerate(closeness) if c >= best - _NEAR_BEST]
