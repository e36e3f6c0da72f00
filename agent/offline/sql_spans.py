"""The years a row spans: "how many years was X warden" over a table with a start and an end year per row
(schema.py `_year_spans`: "From"/"To", "Took office"/"Left office") is the end less the start of X's row,
not a count of X's one row; "over 15 years" compares each row's span.
"""

from sqlglot import exp

from tally.agent.offline import sql_exprs as ex
from tally.agent.offline.schema import ColumnInfo
from tally.agent.offline.sql_comparisons import Comparison
from tally.agent.offline.sql_work import Work

_YEARS = ("years", "year")


class YearSpan(ColumnInfo):
    """End year less start year of a row."""

    start: ColumnInfo
    end: ColumnInfo

    def number_expr(self) -> exp.Expression:
        return exp.Sub(this=exp.Paren(this=ex.number_of(self.end)), expression=exp.Paren(this=ex.number_of(self.start)))


def year_span(work: Work) -> ColumnInfo | None:
    """The table's one start/end pair when the question counts years ("how many years ...") and no column
    names what is counted; else None."""
    w, spans = work.q.words, work.table.spans
    at = next((i + 1 for i in range(len(w) - 1) if w[i] == "many" and w[i + 1] in _YEARS and i + 1 not in work.used),
              None)
    if at is None or len(spans) != 1:
        return None
    work.take([at])
    return _span(work)


def years_compared(work: Work, comparison: Comparison) -> ColumnInfo | None:
    """"wardens who served over 15 years": a number of years compared, no column named for it, over a
    table with one start/end pair: the years each row spans."""
    after = comparison.number_at + 1
    if after >= len(work.q.words) or work.q.words[after] not in _YEARS or after in work.used \
            or len(work.table.spans) != 1:
        return None
    work.take([after])
    return _span(work)


def _span(work: Work) -> YearSpan:
    start, end = (work.table.column(name) for name in work.table.spans[0])
    return YearSpan(name=f"{end.name}_less_{start.name}", type="DOUBLE", header=f"{end.header} - {start.header}",
                    start=start, end=end)
