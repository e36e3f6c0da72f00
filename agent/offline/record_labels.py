"""Which of a record's "Label: value" lines a question names.

A register's short labels are named by their own words, a synonym, the word they shorten ("Veh" for
vehicle) or what the register's key says the column holds ("Bk" is the kind of bike: the row's `glosses`,
tools/lookup.py).
"""

import re

from tally.agent.offline.sql_match import names_stem
from tally.agent.offline.sql_words import abbreviates, is_past_form, shortened_words
from tally.agent.offline.units import text_stems
from tally.ingest.keys import find_ids
from tally.ingest.models import normalise_key


def line_score(line: str, asked: set[str], keys: set[str], glosses: dict[str, str] | None = None) -> int:
    """How many asked words name the line's label, or what the register's key says the label holds."""
    head, _, value = line.partition(":")
    if value and normalise_key(value) in keys:
        return 0
    return sum(1 for a in asked if names_label(a, label_of(line, glosses) if value else line, bool(value)))


def label_of(line: str, glosses: dict[str, str] | None) -> str:
    """A line's label with what the register's key says it holds ("Bk" -> "Bk kind of bike")."""
    head = line.partition(":")[0]
    return f"{head} {glosses[head.strip()]}" if glosses and head.strip() in glosses else head


def names_label(asked: str, head: str, labelled: bool) -> bool:
    """Whether an asked word (stem) names a line's label: as its word, a synonym, or the word the label
    shortens ("Veh: MB1" names the vehicle)."""
    if any(names_stem(asked, f) for f in text_stems(head)):
        return True
    return labelled and any(abbreviates(short, asked) for short in shortened_words(head))


def without_keys(question: str) -> str:
    """The question without its keys and the word naming each one's record: "who led job WR-18" asks which
    field of the row by "who led", not by "job"."""
    for key in find_ids(question):
        question = re.sub(rf"\b\w+\s+{re.escape(key)}|{re.escape(key)}", " ", question)
    return question


# The particles of English phrasal verbs ("went out", "came back", "signed off"): a closed class
_PARTICLES = {"out", "in", "up", "off", "back", "down", "over", "away", "on"}


def past_verbs(clause: str) -> set[str]:
    """Stems of the past forms in a clause ("charged", "went") with a particle after one ("went out"):
    they qualify what is asked rather than name a field."""
    words = re.findall(r"[A-Za-z]+", clause.lower())
    # "who signed off X" asks the doer the verb and particle name together (Signed off by): the particle stays
    particles = _PARTICLES if words[:1] not in (["who"], ["whom"]) else set()
    found: set[str] = set()
    for i, word in enumerate(words):
        if is_past_form(word) and not (i and words[i - 1] in ("the", "a", "an")):
            found.update(text_stems(word))
            if i + 1 < len(words) and words[i + 1] in particles:
                found.update(text_stems(words[i + 1]))
    return found


def record_lines(text: str, keys: set[str] = frozenset()) -> list[str]:
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
