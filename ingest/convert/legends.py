"""Legends: a line of a document that spells out the short codes a table writes in one of its columns.

Registers save width by writing people or states as codes and say once, above or below the table, what
each code stands for: "Packers: LM Lena Moss, TV Tariq Vance", "Status: D = Delivered; C = Cancelled".
A question names the person or the state, never the code, so a column whose every value a legend line
spells out gets a decoded twin ("Packer name") next to it; the codes stay as written.
"""

import re

from tally.ingest.models import TableData

# "LM Lena Moss", "D = Delivered", "TV - Tariq Vance", "P: Pending": a code in capitals (digits allowed
# after the first letter) and what it stands for, in words whose first is capitalised
_ITEM = re.compile(r"^\s*([A-Z][A-Z0-9]{0,4})\s*(?:=|:|-|–)?\s*([A-Z][a-z][\w'.-]*(?:\s+[A-Za-z][\w'.-]*){0,3}?)\s*$")
# "E = emergency", "FHP = Fellgate Heating & Plumbing", "DLO = in-house repairs team", "VP = clearing vacant
# plots for new tenants": after an equals sign what the code stands for may start in lower case, hold an
# ampersand or a slash ("depot / yard") and run to eight words (the sign says it is a meaning, not prose)
_EQUALS_ITEM = re.compile(r"^\s*([A-Z][A-Z0-9]{0,4})\s*=\s*([A-Za-z][\w'.&/-]*(?:\s+[\w'.&/-]+){0,7}?)\s*$")
# "Status:", "By / Wit. initials:", "Mtd = how paid:"
_LABEL = re.compile(r"^\s*[A-Z][\w ()/.=-]{0,40}?:\s+(?=[A-Z])")
# "SO standing order", "CP card/PayPoint": a code of two or more capitals, then words in lower case
_SPACED_ITEM = re.compile(r"^\s*([A-Z][A-Z0-9]{1,4})\s+([a-z][\w'./&-]*(?:\s+[\w'./&-]+){0,4}?)\s*$")
# A sentence of a paragraph: a legend may sit inside prose, wrapped over lines ("... per drug. By / Wit.
# initials: AB = Dr Aoife Byrne; GW = ...; MF = Molly Fenn RVN. Date ..."); a line's closing full stop ends one
# whatever follows ("... LS = Leah Sowerby." above "continued overleaf")
_SENTENCE_END = re.compile(r"\.[ \t]*\n|\.\s+(?=[A-Z])")
# "AC = Ada Cole (head cook)": a remark in brackets says more about the person, not who it is
_REMARK = re.compile(r"\s*\([^()]*\)")
_MIN_CODES = 2


def legend_codes(line: str) -> dict[str, str]:
    """code -> what it stands for, when the line (after an optional "Label:") is a list of two or more
    such pairs separated by commas or semicolons; {} for any other line."""
    # a remark in brackets may hold commas of its own ("P = paper goods (towels, tissue, napkins)")
    body = _REMARK.sub("", _LABEL.sub("", line, count=1))
    items = [part for part in re.split(r"[;,]", body) if part.strip()]
    if len(items) < _MIN_CODES:
        return {}
    found: dict[str, str] = {}
    for item in items:
        bare = _REMARK.sub("", item)
        match = _ITEM.match(bare) or _EQUALS_ITEM.match(bare) or _SPACED_ITEM.match(bare)
        if match is None:
            return {}
        found[match.group(1)] = match.group(2).strip().rstrip(".")
    return found if len(found) >= _MIN_CODES else {}


def decode_columns(table: TableData, lines: list[str], code_lists: list[dict[str, str]] = ()) -> TableData:
    """The table with a "<header> name" column after each column whose values one legend line (or one of
    `code_lists`, a key sheet's) spells out (at least two different codes, every non-empty value among
    them); unchanged when there is none."""
    sentences = [" ".join(part.split()) for part in _SENTENCE_END.split("\n".join(lines))] if len(lines) > 1 else []
    # a sentence first: a legend wrapped over lines reads whole there, cut short on its first line
    legends = [codes for codes in map(legend_codes, [*sentences, *lines]) if codes] + list(code_lists)
    if not legends:
        return table
    headers, rows = list(table.headers), [list(row) for row in table.rows]
    for column in reversed(range(len(table.headers))):
        values = {str(row[column]).strip() for row in table.rows if column < len(row) and row[column] not in (None, "")}
        codes = next((c for c in legends if len(values) >= _MIN_CODES and values <= set(c)), None)
        if codes is None or f"{headers[column]} name" in headers:
            continue
        headers.insert(column + 1, f"{headers[column]} name")
        for row in rows:
            cell = str(row[column]).strip() if column < len(row) and row[column] is not None else ""
            row.insert(column + 1, codes.get(cell))
    if headers == table.headers:
        return table
    return table.model_copy(update={"headers": headers, "rows": rows})


# Where what a note line says of a column ends: a sentence's end, a semicolon, a bracket ("(blank = none)"),
# or a comma before the next "<word> =" ("..., blank = no claim").
_GLOSS_END = re.compile(r"\.\s+(?=[A-Z])|\.$|;|\(|,\s*[\w£$€ .]{1,12}?\s*=")


def header_glosses(headers: list[str], lines: list[str]) -> dict[str, str]:
    """header -> what a note line says the column holds ("Ullage = pints claimed against the line, blank =
    no claim" -> "pints claimed against the line"), for headers written before an "=" in the lines. What a
    blank cell means ("Fee blank = free") is not what the column holds, and is left out, unless it says
    what is missing ("Pax blank = passenger count not returned yet" -> "passenger count")."""
    text = " ".join(line.strip() for line in lines)
    found: dict[str, str] = {}
    for name in _names(headers):
        if name in found:
            continue
        match = re.search(rf"(?:^|(?<=[\s.;,]))({re.escape(name)})\s*=\s*", text)
        if match is None:
            # "Pax blank = passenger count not returned yet": what is missing from a blank cell is what
            # the column holds
            missing = re.search(rf"(?:^|(?<=[\s.;,])){re.escape(name)}\s+blank\s*=\s*([A-Za-z][\w' -]*?)\s+not\b",
                                text)
            if missing and len(missing.group(1).split()) <= 3:
                found[name] = missing.group(1).strip()
            continue
        gloss = _clause(text[match.end():])
        if gloss and len(gloss.split()) <= 12:
            found[name] = gloss
            paired = _paired(text[: match.start()], headers, name)
            parts = re.split(r"\s+and\s+|\s*/\s*", gloss, maxsplit=1)
            if paired is not None and paired not in found and len(parts) == 2:
                # "Fare £ / Tip £ = fare and tip paid ...", "Gu / Ki = guests / kitchen staff on the shift":
                # each header its own noun, in order
                found[paired], found[name] = parts[0].strip(), parts[1].strip()
    return found


def _paired(before: str, headers: list[str], name: str) -> str | None:
    """The header written just before "<name>" with a slash between them ("Rent £ / Svc £ ="), or None."""
    for other in headers:
        other = other.strip()
        if other and other != name and re.search(rf"(?:^|(?<=[\s.;,])){re.escape(other)}\s*/\s*$", before):
            return other
    return None


def blank_meanings(headers: list[str], lines: list[str]) -> dict[str, str]:
    """header -> what a blank cell of it means ("Completed blank = job still open at 31 May" -> "job
    still open at 31 May"), for "<header> blank = ..." (or "<header> ... ; blank = ...") in the lines."""
    text = " ".join(line.strip() for line in lines)
    found: dict[str, str] = {}
    for name in _names(headers):
        # "Completed blank = ...", or "Cost £ = net of VAT ...; blank = not yet invoiced": the blank's own
        # clause of the header's sentence, after any clauses on its values ("Status: Done = closed; Hold =
        # parts on order; blank = not started")
        match = re.search(rf"(?:^|(?<=[\s.;,])){re.escape(name)}\s+(?:is\s+)?blank\s*[=:]\s*", text) or re.search(
            rf"(?:^|(?<=[\s.;,])){re.escape(name)}\s*[=:](?:[^.;]*;)*?[^.;]*[;,]\s*blank\s*=\s*", text)
        meaning = _clause(text[match.end():]) if match else ""
        if meaning and len(meaning.split()) <= 10:
            found[name] = meaning
    return found


def _names(headers: list[str]) -> list[str]:
    return list(dict.fromkeys(name for header in headers if (name := header.strip())))


def _clause(rest: str) -> str:
    """The text up to where what a note says of one column ends (_GLOSS_END)."""
    end = _GLOSS_END.search(rest)
    return rest[: end.start() if end else len(rest)].strip(" ,.:")


# A blank meaning that only denies ("blank = none", "nil") denies what the column holds.
_BARE_DENIAL = re.compile(r"^(?:none|nil|no|nothing|zero|not any|n/a)$", re.IGNORECASE)


def with_glosses(table: TableData, lines: list[str]) -> TableData:
    glosses, blanks = header_glosses(table.headers, lines), blank_meanings(table.headers, lines)
    # "Gas £ = heating token given out, blank = none": a blank cell means no heating token given out
    blanks = {name: f"no {glosses[name]}" if _BARE_DENIAL.match(meaning) and glosses.get(name) else meaning
              for name, meaning in blanks.items()}
    return table.model_copy(update={"glosses": glosses, "blanks": blanks}) if glosses or blanks else table
