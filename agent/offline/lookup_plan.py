"""Offline lookups: which keys a question names, whether the rows found answer it, and which of their
keys to follow next (order -> customer -> account manager).

An answer is made of lines copied from the rows found ("Account Manager: Mina Sato"), each with the
row's [n]; the lines chosen are those whose words meet the question's.
"""

import re
from dataclasses import dataclass
from typing import Any

from agent.offline.extractive import text_stems
from agent.offline.sql_match import names_stem
from ingest.keys import find_ids
from ingest.models import normalise_key

_QUOTED = re.compile(r"[\"“']([^\"”']{2,80})[\"”']")
_CAPITALISED = re.compile(r"\b[A-Z][\w&.'-]*(?:\s+(?:of|and|&|de|van|von)?\s*[A-Z][\w&.'-]*)*")
_QUESTION_WORDS = {"Which", "What", "Who", "Whom", "Whose", "When", "Where", "How", "Is", "Are", "Does", "Do",
                   "Did", "Can", "Show", "Tell", "List", "Give", "Find", "Look", "I", "The", "A", "An"}
# Words of a lookup question that name no field: they never make a row "not yet answering".
_FILLER = set(text_stems("handle handles handled look find show tell give assigned responsible belong "
                            "belongs placed details information record related associated linked who whom "
                            "please which about refer refers referred relate relates"))
_PROSE_KINDS = {"screen", "concept", "note"}
_MAX_KEYS = 3
_MAX_ROWS = 3
_MAX_FOLLOW = 2


@dataclass
class LookupAnswer:
    text: str
    missing: set[str]  # stems of what the question asks about that no row line mentions

    @property
    def complete(self) -> bool:
        return bool(self.text) and not self.missing

    def covered_by(self, text: str) -> bool:
        """Whether `text` (e.g. lines read from the key's document) mentions everything still missing."""
        found = set(text_stems(text))
        return all(any(names_stem(m, f) for f in found) for m in self.missing)


def key_candidates(question: str) -> list[str]:
    """IDs in the question; failing those, quoted strings and capitalised names."""
    ids = find_ids(question, ignore_case=True)
    if ids:
        return ids[:_MAX_KEYS]
    names = [m.group(1).strip() for m in _QUOTED.finditer(question)]
    for match in _CAPITALISED.finditer(question):
        words = match.group(0).split()
        while words and words[0] in _QUESTION_WORDS:
            words = words[1:]
        if words and (len(words) > 1 or match.start() > 0):
            names.append(" ".join(words).rstrip(".?!,"))
    return list(dict.fromkeys(n for n in names if n))[:_MAX_KEYS]


def _asked(question: str, looked_up: set[str]) -> set[str]:
    """Stems of what the question asks about: not the values looked up, nor the word naming their type
    ("invoice INV-2026-0042" asks about the invoice, not about a field called Invoice)."""
    value_stems = {s for v in looked_up for s in text_stems(v)}
    typed = set()
    for value in looked_up:
        before = re.search(rf"(\w+)\W+{re.escape(value)}", question, re.IGNORECASE) if value else None
        if before:
            typed.update(text_stems(before.group(1)))
    return set(text_stems(question)) - value_stems - typed - _FILLER


def _lines(text: str, keys: set[str] = frozenset()) -> list[str]:
    """The row's lines; in a pipe table, the rows holding a looked-up key become "Header: value" lines
    (the other rows of the table are someone else's)."""
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    header = next((line for line in lines if line.count(" | ") >= 1), None)
    if header is None or not keys:
        return lines
    names = [h.strip() for h in header.split("|")]
    out = [line for line in lines if " | " not in line]
    for line in lines:
        cells = [c.strip() for c in line.split("|")]
        if line is not header and len(cells) == len(names) and any(normalise_key(c) in keys for c in cells):
            out.extend(f"{name}: {cell}" for name, cell in zip(names, cells, strict=True) if name and cell)
    return out


def _line_score(line: str, asked: set[str], keys: set[str]) -> int:
    head, _, value = line.partition(":")
    if value and normalise_key(value) in keys:
        return 0
    found = set(text_stems(head if value else line))
    return sum(1 for a in asked if any(names_stem(a, f) for f in found))


def answer_from_rows(question: str, found: list[Any]) -> LookupAnswer:
    """Lines of the rows found that answer the question, each with its [n]."""
    looked_up = {m.call.arguments.get("value", "") for m in found}
    norms = {normalise_key(v) for v in looked_up}
    asked = _asked(question, looked_up)
    wanted = set(text_stems(question))
    scored: list[tuple[int, int, int, str]] = []  # (score, hop, n, line)
    for message in found:
        rows = _record_rows(message)
        # Of one lookup's rows, those whose document the question names ("the March register") first.
        titles = {n: len(set(text_stems(row.title)) & wanted) for n, row in rows}
        best_title = max(titles.values(), default=0)
        for number, row in rows:
            if titles[number] < best_title:
                continue
            for line in _lines(row.text, norms):
                # A line holding any looked-up key is a link between rows, not an answer.
                score = _line_score(line, asked, norms)
                if score:
                    scored.append((score, message.turn, number, line))
    covered = {s for _, _, _, line in scored for s in text_stems(line)}
    titles = {s for m in found for _, row in _record_rows(m) for s in text_stems(row.title)}
    missing = {a for a in asked - titles if not any(names_stem(a, s) for s in covered)}
    if not scored:
        links: dict[int, list[str]] = {}
        _add_links(found, links)
        if links:
            return LookupAnswer(" ".join(f"{'; '.join(links[n])} [{n}]." for n in sorted(links)), missing)
        first = found[0]
        rows = _record_rows(first)
        if not rows:
            return LookupAnswer("", missing)
        number, row = rows[0]
        return LookupAnswer("; ".join(_lines(row.text, norms)[:6]) + f" [{number}].", missing)
    best = max(s for s, _, _, _ in scored)
    kept = sorted((x for x in scored if x[0] * 4 >= best * 3), key=lambda x: (-x[0], x[1], x[2]))
    by_item: dict[int, list[str]] = {}
    for _, _, number, line in kept:
        if number not in by_item:
            if len(by_item) == _MAX_ROWS:
                continue
            by_item[number] = []
        if line not in by_item[number] and len(by_item[number]) < 3:
            by_item[number].append(line)
    _add_links(found, by_item)
    text = " ".join(f"{'; '.join(by_item[n])} [{n}]." for n in sorted(by_item))
    return LookupAnswer(text, missing)


def _add_links(found: list[Any], by_item: dict[int, list[str]]) -> None:
    """When the answer came from a followed key, show the line of the first row that links to it
    ("Customer: Glenmoor Clinics" in the order's row)."""
    first_turn = min(m.turn for m in found)
    followed = {normalise_key(m.call.arguments.get("value", "")) for m in found if m.turn != first_turn}
    first_numbers = {num for m in found if m.turn == first_turn for num in m.numbers}
    if not followed or (by_item and all(n in first_numbers for n in by_item)):
        return
    for message in found:
        if message.turn != first_turn:
            continue
        for number, row in _record_rows(message):
            links = [line for line in _lines(row.text) if normalise_key(line.partition(":")[2]) in followed]
            if links:
                by_item[number] = list(dict.fromkeys(links[:1] + by_item.get(number, [])))
                return


def _record_rows(message: Any) -> list[tuple[int, Any]]:
    """(n, row) of one lookup; a key found in data rows or invoices is not also read from how-to pages
    that merely quote it as an example."""
    pairs = list(zip(message.numbers, message.result.rows, strict=False))
    records = [(n, row) for n, row in pairs if row.kind not in _PROSE_KINDS]
    return records or pairs


def keys_to_follow(question: str, found: list[Any], asked: set[str]) -> list[str]:
    """Other keys of the latest rows, those named in the question first, not looked up before."""
    done = {normalise_key(v) for v in asked}
    latest = max(m.turn for m in found)
    wanted = set(text_stems(question))
    candidates: list[tuple[int, str]] = []
    for message in found:
        if message.turn != latest:
            continue
        for _, row in _record_rows(message)[:_MAX_ROWS]:
            # In a pipe table only the looked-up key's own row links onwards.
            own = {normalise_key(part.partition(":")[2]) for part in _lines(row.text, done)}
            for key in row.other_keys:
                if normalise_key(key.value) in done or "@" in key.value:
                    continue
                if " | " in row.text and normalise_key(key.value) not in own:
                    continue
                named = bool(set(text_stems(key.name)) & wanted)
                candidates.append((0 if named else 1, key.value))
    ordered = [value for _, value in sorted(candidates, key=lambda c: c[0])]
    return list(dict.fromkeys(ordered))[:_MAX_FOLLOW]

