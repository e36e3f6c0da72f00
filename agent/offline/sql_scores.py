"""Match scores written as one cell ("2–1", "W 30–0", "3:0 (1:0)"): the side the table is about first, the
opponent second, as results tables write them. A win is the first number above the second, a draw both
equal; "the runs we scored" adds up the first numbers, "the runs scored in these games" both sides.
"""

import re

from sqlglot import exp

from tally.agent.offline import sql_exprs as ex
from tally.agent.offline.schema import ColumnInfo, TableInfo
from tally.agent.offline.sql_match import Question, best_mention, stem
from tally.agent.offline.sql_plan import Condition
from tally.agent.offline.sql_work import Work

# An optional outcome letter, then two small numbers joined by a dash or colon, then the end of the score
# (a space, a bracketed half-time score, or nothing): "1:08.40" is a time and "1998–99" a season, not scores.
_PAIR_CELL = re.compile(r"^(?:[WLDT]\s+)?(\d{1,3})\s*[-–—:]\s*(\d{1,3})(?=\s|\(|$)")
_PAIR_SQL = r"^\s*(?:[WLDT]\s+)?([0-9]{1,3})\s*[-–—:]\s*([0-9]{1,3})"
_SCORE_HEADER = {stem(w) for w in ("score", "result", "final")}
_OWN_SIDE = {"they", "we"}  # a team's own score; "he"/"she" score goals listed one per row instead
_SCORE_VERBS = {"score", "scored", "scoring"}


def is_score_column(column: ColumnInfo) -> bool:
    """Text cells that are mostly two-sided scores ("2–1", "W 30–0")."""
    values = column.distinct or []
    if not column.text or not values:
        return False
    return sum(1 for v in values if _PAIR_CELL.match(v.strip())) / len(values) >= 0.6


def score_columns(table: TableInfo) -> list[ColumnInfo]:
    return [c for c in table.columns if is_score_column(c)]


def side(column: ColumnInfo, which: int) -> exp.Expression:
    """The first (own) or second (opponent's) number of a score cell."""
    text = exp.cast(ex.col(column), "VARCHAR")
    found = exp.RegexpExtract(this=text, expression=exp.Literal.string(_PAIR_SQL), group=exp.Literal.number(which))
    return exp.TryCast(this=found, to=exp.DataType.build("INTEGER"))


def named_score(work: Work, used: set[int] | None = None) -> ColumnInfo | None:
    """The score column the question names ("the first legs"), else the one headed Score or Result."""
    scores = score_columns(work.table)
    mention = best_mention(scores, work.q, work.used if used is None else used)
    if mention is not None and mention.score >= 0.99:
        work.take(mention.positions)
        return mention.column
    plain = [c for c in scores if {stem(w) for w in re.findall(r"[a-z]+", c.header.lower())} & _SCORE_HEADER]
    return plain[0] if len(plain) == 1 else None


def pair_outcome(work: Work, letter: str, hits: list[int]) -> bool:
    """'how many games did they win' over cells like "3:0": first number above (W), below (L) or equal
    to (D, T) the second."""
    column = named_score(work)
    if column is None:
        return False
    op = {"W": exp.GT, "L": exp.LT, "D": exp.EQ, "T": exp.EQ}[letter]
    wording = {"W": "won", "L": "lost", "D": "drawn", "T": "tied"}[letter]
    work.conditions.append(Condition(op(this=side(column, 1), expression=side(column, 2)),
                                     f"{column.header}: {wording}", [column.header]))
    work.take(hits)
    work.anchors += 1
    return True


def goals_scored(work: Work, subject: tuple[int, int] | None) -> ColumnInfo | None:
    """'how many runs did we score': the team's own side of each score, added up; 'how many runs have
    been scored': both sides. Returns the score column, its words explained, or None."""
    q: Question = work.q
    verb = next((i for i, w in enumerate(q.words) if w in _SCORE_VERBS and i not in work.used), None)
    if verb is None or subject is None or verb < subject[1] or q.words[subject[0]] in ("time", "times"):
        return None  # "how often did they score": occasions, rows are counted
    if "of" in q.words[max(0, subject[0] - 2):subject[0]]:
        return None  # "how many of the tries": the rows are the tries, each one is counted
    before = q.words[verb - 1] if verb else ""
    own = before in _OWN_SIDE or _the_tables_side(work, verb)
    if not own and before not in ("were", "was", "been"):
        return None
    # the verb itself does not name a Score column: with a Score and a Result column it is unclear which
    column = named_score(work, work.used | {verb})
    if column is None:
        return None
    work.take([verb, subject[0]])
    work.anchors += 1
    return ScoreSum(name=column.name, type="DOUBLE", header=column.header, source=column, both=not own)


def _the_tables_side(work: Work, verb: int) -> bool:
    """Whether the doer of "did X score" is the side the results table is about: "the team" (a collective
    noun for a side), or a name no cell of the table holds ("did Denver score" over Denver's game log, whose
    cells name only the opponents). A name the cells hold is a row's team; "he" scores goals listed one a row."""
    words = work.q.words
    aux = next((i for i in range(verb - 1, max(-1, verb - 5), -1) if words[i] in _AUXILIARIES), None)
    doer = words[aux + 1:verb] if aux is not None else []
    doer = doer[1:] if doer[:1] == ["the"] else doer
    if not doer or any(w in _NOT_A_SIDE for w in doer):
        return False  # "he", or a passive ("have been scored"): no side is named
    if len(doer) == 1 and doer[0] in _SIDE_NOUNS:
        return True
    cells = {stem(w) for c in work.table.columns if c.text for v in (c.distinct or []) for w in re.findall(r"[a-z]+", v.lower())}
    return not any(stem(w) in cells for w in doer)


# A side's own name for itself in English sports writing (collective nouns), and the auxiliaries of "did X score".
_SIDE_NOUNS = {"team", "club", "side", "squad"}
_AUXILIARIES = {"did", "do", "does", "has", "have", "had"}
_NOT_A_SIDE = {"he", "she", "him", "her", "i", "you", "it", "be", "been", "being"}


class ScoreSum(ColumnInfo):
    """A score column read as goals: the own side, or both sides added."""

    source: ColumnInfo
    both: bool = False

    def number_expr(self) -> exp.Expression:
        own = exp.func("coalesce", side(self.source, 1), exp.Literal.number(0))
        if not self.both:
            return own
        return exp.Add(this=own, expression=exp.func("coalesce", side(self.source, 2), exp.Literal.number(0)))
