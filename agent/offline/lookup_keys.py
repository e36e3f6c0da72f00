"""Which keys a lookup question names: its IDs, else quoted strings and capitalised names."""

import re

from tally.ingest.keys import find_ids

# a quote, not an apostrophe inside a word ("What's", "aren't")
_QUOTED = re.compile(r"(?:[\"“]|(?<!\w)')([^\"”']{2,80})(?:[\"”]|'(?!\w))")
_CAPITALISED = re.compile(r"\b[A-Z][\w&.'-]*(?:\s+(?:of|and|&|de|van|von)?\s*[A-Z][\w&.'-]*)*")
_QUESTION_WORDS = {"Which", "What", "Who", "Whom", "Whose", "When", "Where", "How", "Is", "Are", "Does", "Do",
                   "Did", "Can", "Show", "Tell", "List", "Give", "Find", "Look", "I", "The", "A", "An"}
_MAX_KEYS = 3
_HOUSE_NUMBER = re.compile(r"(?<![\w.,])(\d{1,4}[a-z]?)\s+$")  # "for 7 ", "at 12a ", never "£7 " or a year


def key_candidates(question: str) -> list[str]:
    """IDs in the question; failing those, quoted strings and capitalised names."""
    ids = find_ids(question, ignore_case=True)
    if ids:
        return ids[:_MAX_KEYS]
    names = [m.group(1).strip() for m in _QUOTED.finditer(question)]
    for match in _CAPITALISED.finditer(question):
        # A possessive names the key itself ("Sven Petrov's pay" looks up Sven Petrov).
        # a name ends with its sentence ("... came back from Hollin. Where do I ...")
        words = re.sub(r"['’]s$", "", re.split(r"[.!?]\s", match.group(0))[0]).split()
        while words and re.sub(r"['’]s$", "", words[0]) in _QUESTION_WORDS:  # "What's"
            words = words[1:]
        if words and (len(words) > 1 or match.start() > 0):
            # "7 Heron Walk": the house number before a street's name is part of the address
            number = _HOUSE_NUMBER.search(question[: match.start()]) if len(words) > 1 else None
            names.append((f"{number.group(1)} " if number else "") + " ".join(words).rstrip(".?!,'’"))
    return list(dict.fromkeys(n for n in names if n))[:_MAX_KEYS]
