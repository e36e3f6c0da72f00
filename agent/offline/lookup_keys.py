"""Which keys a lookup question names: its IDs, else quoted strings and capitalised names."""

import re

from tally.ingest.keys import find_ids
from tally.ingest.text import MONTH_NAMES

# a quote, not an apostrophe inside a word ("What's", "aren't")
_QUOTED = re.compile(r"(?:[\"“]|(?<!\w)')([^\"”']{2,80})(?:[\"”]|'(?!\w))")
_CAPITALISED = re.compile(r"\b[A-Z][\w&.'-]*(?:\s+(?:of|and|&|de|van|von)?\s*[A-Z][\w&.'-]*)*")
_QUESTION_WORDS = {"Which", "What", "Who", "Whom", "Whose", "When", "Where", "How", "Is", "Are", "Does", "Do",
                   "Did", "Can", "Show", "Tell", "List", "Give", "Find", "Look", "I", "The", "A", "An",
                   # a sentence opening with a determiner or pronoun ("Our Tuesday class ...")
                   "Our", "My", "Your", "Their", "His", "Her", "Its", "This", "That", "These", "Those", "We", "They",
                   "It"}
_MAX_KEYS = 3
# "by the close of March", "on Monday": a month or weekday is a period the question filters on, not a name
# anything is filed under (weekday names are the calendar's, like the months' in ingest/text.py).
_PERIOD_NAMES = frozenset(w.lower() for name in MONTH_NAMES for w in (name, name[:3])) | frozenset(
    "monday tuesday wednesday thursday friday saturday sunday".split())
_JOINERS = frozenset({"of", "and", "&", "de", "van", "von"})  # the words _CAPITALISED lets inside a name
_HOUSE_NUMBER = re.compile(r"(?<![\w.,])(\d{1,4}[a-z]?)\s+$")  # "for 7 ", "at 12a ", never "£7 " or a year


# "ticket PK 40912": a capitals prefix and a number written apart, as dockets, tickets and plates are.
# Capitals only, as written: "to 2025" or "May 2026" is no identifier.
_SPACED_ID = re.compile(r"(?<![\w-])[A-Z]{2,4} \d{3,7}(?![\w/-])")


def key_candidates(question: str) -> list[str]:
    """IDs in the question; failing those, quoted strings and capitalised names."""
    ids = find_ids(question, ignore_case=True) + [m.group(0) for m in _SPACED_ID.finditer(question)]
    if ids:
        return ids[:_MAX_KEYS]
    names = [m.group(1).strip() for m in _QUOTED.finditer(question)]
    for match in _CAPITALISED.finditer(question):
        # A possessive names the key itself ("Sven Petrov's pay" looks up Sven Petrov).
        # a name ends with its sentence ("... came back from Hollin. Where do I ...")
        words = re.sub(r"['’]s$", "", re.split(r"[.!?]\s", match.group(0))[0]).split()
        while words and re.sub(r"['’]s$", "", words[0]) in _QUESTION_WORDS:  # "What's"
            words = words[1:]
        if words and all(w.lower().rstrip(".,") in _PERIOD_NAMES | _JOINERS for w in words):
            continue
        if words and (len(words) > 1 or match.start() > 0):
            # "7 Heron Walk": the house number before a street's name is part of the address
            number = _HOUSE_NUMBER.search(question[: match.start()]) if len(words) > 1 else None
            names.append((f"{number.group(1)} " if number else "") + " ".join(words).rstrip(".?!,'’"))
    return list(dict.fromkeys(n for n in names if n))[:_MAX_KEYS]
