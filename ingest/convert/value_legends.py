"""Value legends: a note that says what a column's word values mean ("Rack: Upper = bike hung on the top rail,
Lower = bike parked on the floor stand", "Refund: Promised = refund agreed, not paid yet; Paid = refund sent;
blank = no refund asked").

A register writes a state in its own short word and explains it once in a note; a question says what the
word means ("bikes hung on the top rail", "orders with a refund agreed"). Capital codes spelled
out by a legend get a decoded "<header> name" twin (legends.py); word values get a "<header> meaning" twin
beside the column, so a question's words can match the meaning while answers still quote the value. The
note must name the column (its header before a colon) and explain at least two of the column's values:
a sentence that happens to contain "=" says nothing about a column it does not name.
"""

import re

from tally.ingest.models import TableData

MEANING_SUFFIX = " meaning"
_MIN_EXPLAINED = 2
# "Upper = bike hung on the top rail": a value in words (a capital first, up to four words) and what it means
_ITEM = re.compile(r"^\s*['\"]?(?P<value>[A-Za-z][\w'&/-]*(?:\s+[\w'&/-]+){0,3}?)['\"]?\s*=\s*(?P<meaning>[^=]+?)\s*\.?\s*$")
# the comma that opens the next item ("..., Stands = owner's props"), not one inside a meaning
_NEXT_ITEM = re.compile(r",\s+(?=['\"]?[A-Za-z][\w'&/-]*(?:\s+[\w'&/-]+){0,3}?['\"]?\s*=)")
_SENTENCE_END = re.compile(r"\.[ \t]*\n|\.\s+(?=[A-Z])|\n(?=\S[^\n]{0,40}:)")
_BLANK = {"blank", "empty", "(blank)", "none"}


def with_value_meanings(table: TableData, lines: list[str]) -> TableData:
    """The table with a "<header> meaning" column after each text column that a note explains (at least two
    of its values); unchanged when there is none. Values the note does not explain get no meaning."""
    legends = _legends(lines, [h for h in table.headers if h])
    if not legends:
        return table
    headers, rows = list(table.headers), [list(row) for row in table.rows]
    for column in reversed(range(len(table.headers))):
        header = table.headers[column]
        meanings = legends.get(header.strip().casefold()) if header else None
        twin = f"{header}{MEANING_SUFFIX}"
        if not meanings or twin in headers or f"{header} name" in headers:  # codes spelled out already
            continue
        values = {str(row[column]).strip() for row in table.rows
                  if column < len(row) and isinstance(row[column], str) and row[column].strip()}
        explained = {v for v in values if v.casefold() in meanings}
        if len(explained) < _MIN_EXPLAINED:
            continue
        headers.insert(column + 1, twin)
        for row in rows:
            cell = row[column] if column < len(row) else None
            row.insert(column + 1, meanings.get(cell.strip().casefold()) if isinstance(cell, str) else None)
    if headers == table.headers:
        return table
    return table.model_copy(update={"headers": headers, "rows": rows})


def _legends(lines: list[str], headers: list[str]) -> dict[str, dict[str, str]]:
    """header (case-folded) -> {value (case-folded) -> meaning} from the notes' "<Header>: v = m, ..." sentences."""
    text = "\n".join(line.strip() for line in lines)
    wanted = {h.strip().casefold() for h in headers if h.strip()}
    found: dict[str, dict[str, str]] = {}
    for sentence in _SENTENCE_END.split(text):
        label, colon, body = " ".join(sentence.split()).partition(":")
        key = label.strip().casefold()
        if not colon or key not in wanted or key in found:
            continue
        items = [item for part in re.split(r";\s*", body) for item in _NEXT_ITEM.split(part) if item.strip()]
        pairs = {}
        for item in items:
            match = _ITEM.match(item)
            if match and match.group("value").casefold() not in _BLANK:
                pairs[match.group("value").strip().casefold()] = match.group("meaning").strip().rstrip(".")
        if len(pairs) >= _MIN_EXPLAINED:
            found[key] = pairs
    return found
