"""The thing a passive "what was <verb> on X" question asks for: the record's item line.

"What was sold on SO-10084?" asks for what the verb acts on, not for a field the question names. The
record's label that means the verb is chosen by the run's embedder ("sold" -> Product); failing that,
the line whose value describes something in many words, as an item's value does.
"""

import re
from typing import Any

import numpy as np

from tally.agent.offline.field_types import value_type
from tally.agent.offline.sql_doers import doer_of
from tally.agent.offline.sql_match import words
from tally.agent.offline.sql_words import is_past_form, stem
from tally.ingest.keys import find_ids

# "What was sold / ordered / bought on X": a passive clause asks for the thing the verb acts on.
_PASSIVE = re.compile(r"\bwhat\s+(?:was|were|got|has been|have been)\s+([a-z]+)\b", re.IGNORECASE)
THING_MIN = 0.35  # cosine of the participle with the item's label (data/sample: 0.39-0.47 for Product)
THING_MARGIN = 0.05


def passive_verb(question: str) -> str | None:
    """The participle of a passive "what was <verb>" clause ("sold"), if the question has one."""
    match = _passive(question)
    return match.group(1) if match else None


def _passive(question: str) -> re.Match[str] | None:
    """The "what was <participle>" clause; "what was the VAT" has none (a determiner is no participle)."""
    match = _PASSIVE.search(question)
    return match if match is not None and is_past_form(match.group(1).lower()) else None


def passive_thing(question: str, lines: list[tuple[int, str]], embed: Any) -> tuple[int, str] | None:
    """The record line a passive "what was <verb>" clause asks for: of the lines whose value is a plain
    text (no date, figure or address), the one whose label the verb means, when one stands out."""
    match = _passive(question)
    if match is None or embed is None:
        return None
    verb = stem(match.group(1).lower())
    # "What was packed": the thing packed, not who packed it (Packer, Approved by), though its label is closest
    options = [(n, line) for n, line in lines if ":" in line and _plain_text(line.partition(":")[2])
               and not names_doer(line.partition(":")[0], verb)]
    # "What", not "who" or "where": a value written as a proper name ("Aster Clinic Group", "North",
    # "Delivered") names a party, a place or a state, and a label such as Buyer is close to the verb.
    things = [(n, line) for n, line in options if _has_common_word(line.partition(":")[2])]
    options = things or options
    labels = list(dict.fromkeys(line.partition(":")[0].strip() for _, line in options))
    if not labels:
        return None
    vectors = np.asarray(embed([match.group(1), *labels]), dtype=np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True) + 1e-9
    sims = vectors[1:] @ vectors[0]
    order = np.argsort(-sims)
    runner = float(sims[order[1]]) if len(order) > 1 else 0.0
    if float(sims[order[0]]) < THING_MIN or float(sims[order[0]]) - runner < THING_MARGIN:
        return _described_thing(options)
    label = labels[int(order[0])]
    return next((n, line) for n, line in options if line.partition(":")[0].strip() == label)


def names_doer(label: str, verb: str) -> bool:
    """Whether a label names who did the verb: its agent noun ("Packer" of "packed") or an agent phrase
    ("Approved by")."""
    said = words(label)
    return bool(said) and (said[-1] == "by" or any(doer_of([word], verb) for word in said))


def _has_common_word(value: str) -> bool:
    """Whether a value holds a word written in lower case ("gloves", "panel"): not only a proper name."""
    return any(word[0].islower() for word in re.findall(r"[^\W\d_]{2,}", value))


def _described_thing(options: list[tuple[int, str]]) -> tuple[int, str] | None:
    """When no label means the verb ("Item Description" or "Article" for "ordered"), the thing is the line
    whose value describes something ("Membrane filter 0.45 um, 47 mm"), as an item's value does, rather
    than naming a party, a place or a state ("Web shop", "Delivered"): the value of clearly the most
    words (two more than any other, three at least); None when no value stands out."""
    counts = sorted(((len(re.findall(r"\w+", line.partition(":")[2])), n, line) for n, line in options),
                    key=lambda c: -c[0])
    if not counts or counts[0][0] < 3 or (len(counts) > 1 and counts[1][0] + 2 > counts[0][0]):
        return None
    return counts[0][1], counts[0][2]


def _plain_text(value: str) -> bool:
    """A value that is words (a product, a party), not a date, figure, ID or address."""
    return (value_type(value) in (None, "name") and bool(re.search(r"[^\W\d_]{3}", value)) and "@" not in value
            and not find_ids(value))
