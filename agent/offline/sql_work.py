"""The planner's working state for one table: which question words are explained, the conditions so
far, and small facts about columns that several steps ask."""

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from sqlglot import exp

from tally.agent.offline.schema import ColumnInfo, TableInfo
from tally.agent.offline.sql_match import ColumnMention, Question, content_stems, header_stems, names_stem
from tally.agent.offline.sql_words import abbreviates, shortened_words
from tally.agent.offline.sql_plan import Condition
from tally.ingest.text import MONTHS, parse_number_word

_COUNT_HEADER = re.compile(r"^\s*(no\.?|number|#)\s+of\b", re.I)
_ORDINAL_HEADER = re.compile(r"(\bno\b|\bnumber\b|#|\bid\b|\brank|\bpick|\bcode\b|\bpos\b|\bposition)", re.I)


@dataclass
class Work:
    """What one table's mapping has explained so far."""

    q: Question
    table: TableInfo
    used: set[int] = field(default_factory=set)
    conditions: list[Condition] = field(default_factory=list)
    anchors: int = 0  # table name, header or value matches that tie the question to this table
    hidden: list[exp.Expression] = field(default_factory=list)  # conditions not worth saying (total rows)
    # words tied to the table's title only through a synonym ("paid" ~ "Salary Register"): they still
    # may name the measure ("the highest paid" -> Net Pay)
    soft: set[int] = field(default_factory=set)
    titled: set[int] = field(default_factory=set)  # words explained by the table's name: may still name a column
    whole: bool = False  # the plan stands only if it explains every word (its measure inferred from a verb)
    dated: dict[str, tuple[int, int]] = field(default_factory=dict)  # column -> (end of its last period, condition)
    # The judge's closeness of a phrase to each of some texts (SchemaReader.closeness): a measure the question
    # names in words no header uses ("20,000 fans in the stands": Attendance). None: words only.
    closeness: Callable[[str, list[str]], list[float]] | None = None
    # "customers with more than 2 orders": a condition on each label's number of rows (label_counts.per_label_rows),
    # kept among the conditions for the answer's words and put in a HAVING clause, not the WHERE clause
    having: Condition | None = None
    having_label: ColumnInfo | None = None
    reads_flagged: bool = False  # a value filter names a line flagged as a subtotal or total: it is not left out  # the label whose rows `having` counts when rows, not labels, were asked

    def take(self, positions) -> None:
        self.used.update(positions)

    def specifics_left(self) -> int:
        """The question's numbers, months and capitalised names no filter, comparison or limit reads: what
        makes the question about some rows and not others ("in June", "the Eastgate district")."""
        names = {w.lower() for w in re.findall(r"(?<!^)(?<![.?!] )\b[A-Z][a-z]+", self.q.text)}
        return sum(1 for i, w in enumerate(self.q.words) if i not in self.used
                   and (parse_number_word(w) is not None or w in MONTHS or w in names))


def use(work: Work, mention: ColumnMention) -> None:
    work.take(mention.positions)
    work.anchors += 1


def repeats(column: ColumnInfo, table: TableInfo) -> bool:
    return column.distinct is not None and len(column.distinct) < table.row_count


def ordinal(column: ColumnInfo) -> bool:
    """Identifiers and positions (No., Rank, Pick; a column numbering the rows 1, 2, 3) are numbers one does not
    add up; "No. of X" counts are."""
    if _COUNT_HEADER.search(column.header):
        return False
    return bool(_ORDINAL_HEADER.search(column.header)) or column.numbering


def partitive(q: Question, cue: tuple[int, int], subject: tuple[int, int] | None) -> bool:
    """'how many of the finalists': members of the listed rows are counted, one per row, not distinct names."""
    return subject is not None and "of" in q.words[cue[1]:subject[0]]


def subject_text(work: Work, subject: tuple[int, int] | None) -> str:
    """The counted noun as the answer says it: the subject's words that mapped to something ("orders"
    of "orders came"), or all of them when none did."""
    if not subject:
        return ""
    span = range(*subject)
    kept = [work.q.words[i] for i in span if i in work.used]
    return " ".join(kept or [work.q.words[i] for i in span])


def explain_subject(work: Work, subject: tuple[int, int] | None) -> None:
    """'how many employees': a subject word that names a column or the table ties the question to it; so do
    the counted noun's words when an all-capital header spells their initials ("how many work orders" over a
    sheet keyed by WO: in the counted noun two initials are as sure as the three a header elsewhere needs)."""
    if not subject:
        return
    names = {s for c in work.table.columns for s in header_stems(c)}
    names |= set(content_stems(f"{work.table.name} {work.table.title} {work.table.caption or ''}"))
    short = {s for c in work.table.columns for s in shortened_words(c.header)}  # "Appt" for appointments
    hits = [i for i in range(*subject) if i not in work.used
            and (any(names_stem(work.q.stems[i], name) for name in names)
                 or any(abbreviates(s, work.q.words[i]) for s in short))]
    hits += _spelled_subject(work, subject, set(hits))
    if hits:
        work.take(hits)
        work.anchors += 1


def _spelled_subject(work: Work, subject: tuple[int, int], taken: set[int]) -> list[int]:
    """The counted noun's words whose initials an all-capital header spells ("work orders": WO), else []."""
    words = [i for i in range(*subject) if i not in work.used and i not in taken and work.q.words[i].isalpha()]
    if not 2 <= len(words) <= 4:
        return []
    spelled = "".join(work.q.words[i][0] for i in words)
    return words if any((h := c.header.strip()).isalpha() and h.isupper() and h.lower() == spelled
                        for c in work.table.columns) else []
