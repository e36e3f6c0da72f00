"""What type of value a question asks for, and of what type a record line's value is.

"When ...?" asks for a date, "what time ...?" for a time of day, "who ...?" for a name, "how much ...?" or
"what did ... cost?" for an amount, "how many ...?" for a count. The type of a line is read from its value
("Due Date: 2026-04-25" is a date whatever its label says), so a question whose words name no label ("when
was it placed?") still gets the record's date line, and a question asking two things ("when ..., and how
many ...?") gets a line for each.
"""

import re
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

import numpy as np

from tally.agent.offline.sql_match import content_stems
from tally.agent.offline.sql_words import is_past_form, stem
from tally.ingest.text import DATE_IN_TEXT as _DATE, FUNCTION_WORDS
from tally.tools.money import header_currencies

ValueType = Literal["date", "time", "money", "number", "name"]

# A figure may follow a currency sign or code ("£ 236.58", "EUR 40.00"); letters before digits otherwise
# make a code ("MB1", "V12"), not a number.
_BEFORE_FIGURE = r"^(?:[A-Z]{0,3}[$£€¥₹₽₴₩₺₪¢(]{1,2}|[A-Z]{3})?\s{0,2}"  # "MX-110" is a code, "(12.00)" a figure
_MONEY = re.compile(_BEFORE_FIGURE + r"-?\d[\d,]*[.,]\d{2}\b")
_NUMBER = re.compile(_BEFORE_FIGURE + r"-?\d[\d,.]*\s*[A-Za-z%]{0,6}$")
_CODE = re.compile(r"^[A-Z]{2,5}$")
_YES_NO = {"yes", "no", "y", "n", "true", "false", "n/a", "none"}
_CLOCK = re.compile(r"^\d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?$|^\d{1,2}(?:\.\d{2})?\s*[ap]\.?m\.?$", re.I)
# Interrogatives, each opening one asked clause, and the value type it asks for.
_ASKS = (("date", re.compile(r"\b(when|what date|which date|what day|which day)\b", re.I)),
         ("time", re.compile(r"\b(what time|which time|time of day|(?:start|starting|finish|end|arrival|departure)"
                             r" times?)\b", re.I)),
         # "what's the total", as other languages' "amount / sum / cost / price" (interrogatives.tsv)
         # "what did they pay / get charged / owe": a verb of money asks an amount as "cost" does
         ("money", re.compile(r"\bhow much\b|\bwhat (?:did|does|do|will|would)\b[^,;?]*?\b(?:cost|charged?|pay|paid|"
                              r"owed?|spen[dt]|billed|(?:come|came|amount|add\s+up)\s+to)\b|\bwhat(?:'s|’s|"
                              r"\s+is|\s+was|\s+were)\s+(?:the\s+|its\s+)?(?:total|amount|sum|price|cost|balance)\b",
                              re.I)),
         ("number", re.compile(r"\bhow many\b", re.I)),
         ("name", re.compile(r"\b(who|whom)\b", re.I)))
_LEXICON = Path(__file__).with_name("interrogatives.tsv")  # other languages' question words, with sources


@lru_cache(maxsize=1)
def _other_languages() -> tuple[tuple[str, re.Pattern[str]], ...]:
    """(type, pattern) for the question words of interrogatives.tsv, one pattern per type."""
    by_type: dict[str, list[str]] = {}
    for line in _LEXICON.read_text(encoding="utf-8").splitlines():
        parts = line.split("\t")
        if line.startswith("#") or len(parts) < 2:
            continue
        by_type.setdefault(parts[1].strip(), []).append(re.escape(parts[0].strip()))
    return tuple((kind, re.compile(rf"(?<!\w)({'|'.join(sorted(set(words)))})(?!\w)", re.I))
                 for kind, words in by_type.items())


def value_type(value: str) -> ValueType | None:
    """The type of a line's value, read from the value itself."""
    value = value.strip()
    if not value:
        return None
    if _DATE.search(value):
        return "date"
    if _CLOCK.match(value):  # "08:00", "2.30 pm": a time of day, before "08.30" could pass for money
        return "time"
    if _MONEY.match(value):
        return "money"
    if _NUMBER.match(value):
        return "number"
    if _CODE.match(value) or value.lower() in _YES_NO:
        return None  # "VOL", "TCC": an account or branch code stands for a name but is none; "Yes" is a flag
    if glossed := _GLOSSED_CODE.match(value):
        return value_type(glossed.group(1))  # "PS (Precious Sithole)" is a name, "EB (e-bike)" none
    # "Veldon Offices LLP, Veldon House, 9 Market Square": a party's name first, then where it is
    first = value.split(",", 1)[0]
    # a name is written with a capital ("Precious Sithole", "Кузьмина Анна"); "mountain bike" names none, nor
    # does a phrase in sentence case ("Radiator flush"): a name capitalises each of its longer words
    longer = [word for word in first.split() if word.isalpha() and len(word) > 3]
    if not re.search(r"[\d@]", first) and any(word[:1].isupper() for word in first.split()) \
            and not (len(longer) >= 2 and any(word[:1].islower() for word in longer)):
        return "name"
    return None


_GLOSSED_CODE = re.compile(r"^[A-Z0-9][A-Z0-9./-]{0,7}\s+\((.+)\)$")  # a code and what it stands for


def asked_types(question: str) -> list[tuple[ValueType, str]]:
    """(value type, the clause asking it) for each interrogative of the question, in order; a clause ends
    where another question is joined on ("..., and which depot holds it")."""
    question = question.replace("ё", "е").replace("Ё", "Е")
    patterns = _ASKS + _other_languages()
    found = sorted((m.start(), kind, m) for kind, pattern in patterns for m in pattern.finditer(question))
    asks: list[tuple[ValueType, str]] = []
    for i, (start, kind, _) in enumerate(found):
        end = found[i + 1][0] if i + 1 < len(found) else len(question)
        asks.append((kind, _NEXT_ASK.split(question[start:end], maxsplit=1)[0].strip(" ,;?")))
    return asks


def fits(kind: ValueType, value: str) -> bool:
    got = value_type(value)
    if kind == "money":
        return got in ("money", "number")
    return got == kind


def typed_lines(question: str, chosen: list[tuple[int, str]], lines: list[tuple[int, str]],
                embed: Any = None) -> list[tuple[int, str]]:
    """For each value type the question asks that no chosen line has, the record line of that type
    whose label is closest to the clause asking it (the run's embedder; the first such line without
    one). A type with no line in the record adds nothing."""
    added: list[tuple[int, str]] = []
    for kind, clause in asked_types(question):
        have = chosen + added
        options = [(n, line) for n, line in lines if ":" in line and (n, line) not in have
                   and fits(kind, line.partition(":")[2])]
        # "who led the job": the name under a label its verb names ("Lead Technician"), whatever other
        # name a line already chosen holds
        doers = [(n, line) for n, line in lines if ":" in line and (n, line) not in have
                 and names_the_doer(clause, line.partition(":")[0])] if kind == "name" else []
        if not doers and any(_answers(kind, line, clause, question) for _, line in have):
            continue
        options = doers or options
        if not options:
            continue
        if kind == "money":
            # an amount is a line in a currency ("Chg £: 85") or written as one ("236.58") before a count
            options = [o for o in options if _in_money(o[1])] or options
        if embed is not None and len(options) > 1:
            labels = [line.partition(":")[0] for _, line in options]
            vectors = np.asarray(embed([clause, *labels]), dtype=np.float32)
            added.append(options[int(np.argmax(vectors[1:] @ vectors[0]))])
        else:
            added.append(options[0])
    return added


def names_the_doer(clause: str, label: str) -> bool:
    """Whether a "who ..." clause asks the line under this label: the label says the clause's past verb
    ("who led" -> Lead Technician, an irregular past brought back to its verb) or is the agent noun of a
    word the clause says ("who took out hire H-7" -> Hirer), or is a bare "By", whatever the line's value (a
    member number or initials name the person as well as a name does)."""
    found = re.match(r"\s*who\s+([a-z]+)", clause, re.IGNORECASE)
    if not found:
        return False
    words = re.findall(r"[a-z]+", label.lower())
    verb = found.group(1).lower()
    if is_past_form(verb) and (stem(verb) in {stem(w) for w in words} or words == ["by"]):
        return True  # a bare "By" column is whoever did the record's work, whatever the verb
    said = {stem(w) for w in re.findall(r"[a-z]+", clause.lower())}
    return any(w.endswith(("er", "or")) and {stem(w[:-1]), stem(w[:-2])} & (said - {stem(w)}) for w in words)


# "who signed for parcel P-2, and which depot holds it": the clause a question word opens ends where the
# next question word is joined on
_NEXT_ASK = re.compile(r",?\s+(?:and|or)\s+(?=(?:which|what|where|when|how|who|whom|whose)\b)", re.I)


def _answers(kind: ValueType, line: str, clause: str, question: str) -> bool:
    """Whether a chosen line answers the clause asking this type: its value has the type, and the question
    does not name its label outside the clause (the Depot line of "..., and which depot" answers
    that clause, not the "who" before it)."""
    label, _, value = line.partition(":")
    if not fits(kind, value):
        return False
    named = set(content_stems(label, FUNCTION_WORDS))
    rest = question.replace(clause, " ")
    said_here, said_elsewhere = (set(content_stems(text, FUNCTION_WORDS)) for text in (clause, rest))
    return not (named & said_elsewhere and not named & said_here)


def _in_money(line: str) -> bool:
    label, _, value = line.partition(":")
    return bool(header_currencies(label)) or value_type(value) == "money"


_AMOUNT = re.compile(r"\d[\d,]*[.,]\d{2}\b")  # a figure with pence, whatever stands before it


def value_fit(question: str) -> Any:
    """How well a line's value fits what the question word asks for: a date for "when", a figure
    (an amount best) for "how much", a name for "who"; ties between lines that name the same field
    ("Total due" and "Due Date" for "when is it due?") go to the fitting value."""
    q = question.strip().lower()

    def fit(line: str) -> int:
        value = line.partition(":")[2] or line
        if q.startswith("when") or "what date" in q:
            return int(bool(_DATE.search(value)))
        if re.search(r"\bhow (much|many)\b", q):
            return int(bool(re.search(r"\d", value))) + int(bool(_AMOUNT.search(value)))
        if q.startswith("who"):
            return int(not re.search(r"\d", value))
        return 0

    return fit
