"""The planner's result: a sqlglot SELECT plus what it matched, and how to say the result in words."""

from dataclasses import dataclass, field
from typing import Any

from sqlglot import exp

from tally.agent.offline.schema import ColumnInfo, TableInfo

_AGG_WORDS = {"sum": "total", "avg": "average", "min": "lowest", "max": "highest"}
MAX_LISTED = 20


@dataclass
class Condition:
    expr: exp.Expression
    text: str  # "Region = North", shown in the answer
    columns: list[str]


@dataclass
class Plan:
    sql: exp.Select
    table: TableInfo
    agg: str  # count, count_distinct, sum, avg, min, max, argmax, argmin
    target: ColumnInfo | None
    conditions: list[Condition]
    subject: str
    confidence: float
    group_by: ColumnInfo | None = None
    label: ColumnInfo | None = None  # the column naming the row that holds a max/min
    notes: list[str] = field(default_factory=list)  # e.g. "excluding the Total row"
    summed: bool = False  # argmax/argmin over the label's summed target ("customer with the highest total")
    beside: ColumnInfo | None = None  # a name said beside the label when the label is an ID
    template: str | None = None  # a sentence with {value}, for plans that compute one figure (sql_pivot)
    specifics_left: int = 0  # the question's numbers, months and names no filter, comparison or limit reads
    unexplained: list[str] = field(default_factory=list)  # the question's content words no part of the plan reads

    @property
    def sql_text(self) -> str:
        return self.sql.sql(dialect="duckdb")

    @property
    def matched_columns(self) -> list[str]:
        names = [c.header for c in (self.target, self.group_by, self.label, self.beside) if c is not None]
        for condition in self.conditions:
            names.extend(condition.columns)
        return list(dict.fromkeys(names))

    @property
    def filters(self) -> list[str]:
        return [c.text for c in self.conditions]

    @property
    def explanation(self) -> str:
        what = self.agg.upper() + (f" of {self.target.header}" if self.target else " of rows")
        parts = [f"{what} in table {self.table.name} (from {self.table.title})"]
        if self.conditions:
            parts.append("where " + " and ".join(self.filters))
        if self.group_by is not None:
            parts.append(f"grouped by {self.group_by.header}")
        parts.extend(self.notes)
        return "; ".join(parts) + f"; confidence {self.confidence:.2f}"

    def where_text(self) -> str:
        if not self.conditions:
            return f" in {self.table.title}"
        return " with " + " and ".join(self.filters)

    def render(self, rows: list[list[Any]]) -> str:
        """The result in one sentence, stating the figure exactly as the SQL returned it."""
        if self.template is not None:
            value = rows[0][-1] if rows and rows[0] else None
            if value is None:
                return f"No value in {self.table.title} matches{self.where_text()}."
            return self.template.format(value=fmt(value)) + "."
        if self.group_by is not None and self.agg not in ("argmax", "argmin"):
            return self._render_groups(rows)
        value = rows[0][-1] if rows and rows[0] else None
        if self.agg in ("argmax", "argmin"):
            if value is None:
                return f"No rows in {self.table.title} match{self.where_text()}."
            word = "highest" if self.agg == "argmax" else "lowest"
            measure = self.target.header if self.target else f"number of {self.subject or 'rows'}"
            if self.summed:
                measure = f"total {measure}" if not measure.lower().startswith("total") else measure
            tied = [row for row in rows if row and row[-1] == value]
            who = [fmt(row[0]) + (f" ({fmt(row[1])})" if self.beside is not None and len(row) > 2 and row[1] is not None
                                  else "") for row in tied]
            if len(who) > 1:
                return f"{', '.join(who[:-1])} and {who[-1]} tie for the {word} {measure} ({fmt(value)}){self.where_text()}."
            return f"{who[0]} has the {word} {measure} ({fmt(value)}){self.where_text()}."
        if self.agg in ("count", "count_distinct"):
            count = int(value or 0)
            noun = self.subject or "rows"
            if self.agg == "count_distinct" and self.target is not None:
                noun = f"distinct {self.target.header} values"
            verb = "is" if count == 1 else "are"
            return f"There {verb} {count} {noun}{self.where_text()}."
        if value is None:
            return f"No rows in {self.table.title} have a {self.target.header} value{self.where_text()}."
        word = _AGG_WORDS[self.agg]
        measure = self.target.header if self.target.header.lower().startswith(word) else f"{word} {self.target.header}"
        return f"The {measure}{self.where_text()} is {fmt(value)}."

    def _render_groups(self, rows: list[list[Any]]) -> str:
        if not rows:
            return f"No rows in {self.table.title} match{self.where_text()}."
        measure = "Number of " + (self.subject or "rows") if self.agg.startswith("count") else \
            f"{_AGG_WORDS[self.agg].capitalize()} {self.target.header}"
        listed = "; ".join(f"{fmt(r[0])}: {fmt(r[-1])}" for r in rows[:MAX_LISTED])
        more = f" (and {len(rows) - MAX_LISTED} more)" if len(rows) > MAX_LISTED else ""
        return f"{measure} by {self.group_by.header}{self.where_text()}: {listed}{more}."


def fmt(value: Any) -> str:
    """Numbers as the result holds them, without float noise (3.0 -> 3); everything else as text."""
    if value is None:
        return "(blank)"
    if isinstance(value, float):
        return str(int(value)) if value.is_integer() else repr(round(value, 6))
    if hasattr(value, "is_integer") and hasattr(value, "as_tuple"):  # Decimal
        return str(int(value)) if value == int(value) else str(value.normalize())
    return str(value)
