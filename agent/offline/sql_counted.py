"""A number column whose header starts with the counted noun: 'how many days did X hold the title' is
answered by adding up "Days held", not by counting X's rows."""

from tally.agent.offline.sql_match import ColumnMention, Question, header_stems
from tally.agent.offline.sql_phrases import AggregateAsk


def headed_by(mention: ColumnMention, q: Question, ask: AggregateAsk) -> bool:
    """'how many days did X hold the title' over "Days held": the counted noun is the header's first word
    and the question says the rest of it too, so the column counts what is asked."""
    wanted = header_stems(mention.column)
    return (bool(ask.subject) and mention.score >= 0.99 and len(wanted) >= 2
            and q.stems[ask.subject[0]] == wanted[0] and ask.subject[0] in mention.positions)
