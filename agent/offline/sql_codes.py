"""Coded values: named by their code ("class C" over cells reading "C (10-11.9 m)"), or spelled out by
the words a code abbreviates ("did not qualify" for DNQ).

Registers often write a short code followed by what it stands for ("B (8-9.9 m)", "F - fruit plot",
"G2: ground floor"). A question names such a value by its code, right after the column's header; the
whole-cell and in-cell word matchers never see it (a one-letter word is no evidence on its own). The
header right before the code is what makes it one: "class C" filters Class, a lone "C" does nothing.
Results columns write outcomes as capital initials (DNQ, DNF, DNS, W/O); a question says the words.
"""

import re

from tally.agent.offline.schema import ColumnInfo, TableInfo
from tally.agent.offline.sql_match import Question, ValueMatch, mention_of

# A code opens the cell: up to three letters or digits, then the text it stands for after a bracket,
# a dash or a colon.
_LEADING_CODE = re.compile(r"^\s*([A-Za-z0-9]{1,3})\s*(?:[(\[:]|[-–—]\s)")
_MIN_CODED_SHARE = 0.8  # of a column's distinct cells: below this the column is not a coded one
_MAX_CODES = 40


def coded_matches(table: TableInfo, q: Question, used: set[int]) -> list[ValueMatch]:
    """A match for each code the question writes right after a coded column's header."""
    found: list[ValueMatch] = []
    for column in table.columns:
        codes = _codes(column)
        if not codes:
            continue
        mention = mention_of(column, q, used)
        if mention is None:
            continue
        for i in mention.positions:
            at = i + 1
            if at >= len(q.words) or at in used:
                continue
            values = codes.get(q.words[at].lower())
            if values:
                found.append(ValueMatch(column=column, values=values, span=(at, at + 1), exact=True))
    return found


def _codes(column: ColumnInfo) -> dict[str, list[str]]:
    """Code (lower case) -> the cells it opens, for a text column whose cells mostly open with a code."""
    if not column.text or not column.distinct or len(column.distinct) < 2:
        return {}
    codes: dict[str, list[str]] = {}
    for raw in column.distinct:
        match = _LEADING_CODE.match(raw)
        if match:
            codes.setdefault(match.group(1).lower(), []).append(raw)
    coded = sum(len(v) for v in codes.values())
    if coded < _MIN_CODED_SHARE * len(column.distinct) or len(codes) > _MAX_CODES or len(codes) < 2:
        return {}
    return codes


# three letters at least: two ("IT", "TV") are spelled by too many word pairs ("in the")
_INITIALS_CELL = re.compile(r"^[A-Z](?:[A-Z/.]?[A-Z]){2,4}\.?$")


def spelled_codes(table: TableInfo, q: Question, used: set[int]) -> list[ValueMatch]:
    """A match for each run of question words whose initials spell a cell written in capital initials:
    "did not qualify" for DNQ. Every letter must come from one word in a row, none left over."""
    found: list[ValueMatch] = []
    for column in table.columns:
        if not column.text or not column.distinct:
            continue
        for raw in column.distinct:
            cell = raw.strip()
            if not _INITIALS_CELL.match(cell):
                continue
            letters = re.sub(r"[^A-Z]", "", cell).lower()
            for start in range(len(q.words) - len(letters) + 1):
                span = range(start, start + len(letters))
                if any(i in used for i in span):
                    continue
                if "".join(q.words[i][:1] for i in span) == letters and all(q.words[i].isalpha() for i in span):
                    found.append(ValueMatch(column=column, values=[raw], span=(start, start + len(letters)), exact=True))
    return found
