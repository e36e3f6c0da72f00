"""The words of a question as the composer weighs them against a manual's wording.

Questions and manuals say the same thing differently: "switch it off" is "disabled", "copy" is
"duplicate", and "which option ..." names a kind of control rather than a topic. These lists are
about how people ask and how user guides are written in general, never about one corpus or question.
"""

import re
from pathlib import Path

from tally.agent.offline.units import text_stems

# Words of how a question is asked, not of what it is about.
FILLER = set(text_stems(
    "app application want wants wanted need needs let lets way ways able possible please kind kinds "
    "thing things something get getting go goes going ever if again later yet still already also really "
    "actually specific particular certain exactly one never instead rather "
    # When the user did it, told relative to today (English deictic time adverbs, a closed class of the
    # grammar): a manual describes what happens, never "yesterday" or "three days ago".
    "yesterday today tonight tomorrow ago lately recently earlier now soon "
    # the negative contractions of the auxiliaries (the closed class): "couldn't" is how, not what
    "won't can't don't doesn't isn't aren't didn't wouldn't shouldn't couldn't wasn't weren't hasn't haven't "
    "hadn't mustn't needn't mightn't shan't"))
# How-to verbs, question verbs and the names of kinds of controls: they say what the user does or
# looks for, and nearly every step of a manual says them too, so they weigh half.
GENERIC = set(text_stems(
    "add new create make set setup use open change edit click select enter show see find view display "
    "appear do done decide work happen mean handle affect treat differ two three "
    "option options setting settings field button checkbox menu tab screen page form"))
# Phrasal verbs say in two words what manuals say in one ("switch it off": disabled).
PHRASAL = [
    (re.compile(r"\b(?:switch|turn)(?:ed|ing|s)?\s+(?:\w+\s+)?on\b", re.I), "enable"),
    (re.compile(r"\b(?:switch|turn)(?:ed|ing|s)?\s+(?:\w+\s+)?off\b", re.I), "disable"),
    (re.compile(r"\bset(?:ting)?\s+up\b", re.I), "setup"),
    (re.compile(r"\bsign(?:ed|ing)?\s+in\b", re.I), "login"),
]
# A question's stem -> the stems a manual uses for it.
ALTERNATIVES = {
    "switch": ("enabl", "disabl"), "turn": ("enabl", "disabl"), "activ": ("enabl",), "deactiv": ("disabl",),
    "stop": ("disabl", "uncheck"), "prevent": ("disabl",), "appear": ("view", "show", "display"),
    "copi": ("duplic",), "bring": ("import",), "upload": ("import",), "download": ("export",),
    "remov": ("delet",), "eras": ("delet",), "chang": ("edit", "set"), "modifi": ("edit",),
    "setup": ("set",), "configur": ("set", "setup"), "bought": ("purchas",), "buy": ("purchas",),
    "sell": ("sale",), "sold": ("sale",), "add": ("new", "creat"), "make": ("creat",),
    "generat": ("creat",), "colour": ("color",), "behaviour": ("behavior",),
    "not": ("no", "never"),  # "why can't I ...": a manual says what "can no longer" or "is never" done
}

_UNIT_SYMBOLS = Path(__file__).with_name("unit_symbols.tsv")


def _unit_symbols() -> dict[str, tuple[str, ...]]:
    """A unit's name (stem) -> the symbol documents print for it (unit_symbols.tsv, with its sources)."""
    found: dict[str, tuple[str, ...]] = {}
    for line in _UNIT_SYMBOLS.read_text(encoding="utf-8").splitlines():
        name, _, symbol = line.partition("\t")
        if line.startswith("#") or not symbol.strip():
            continue
        for name_stem in text_stems(name):
            found[name_stem] = tuple(dict.fromkeys((*found.get(name_stem, ()), *text_stems(symbol))))
    return found


for _name, _symbols in _unit_symbols().items():
    ALTERNATIVES[_name] = tuple(dict.fromkeys((*ALTERNATIVES.get(_name, ()), *_symbols)))


# "... we buy and never sell", "X rather than Y": what follows a contrast is what the user does not want.
_CONTRASTED = re.compile(r"\b(?:and|but|or)\s+(?:never|not)\s+((?:[a-z]+\s+)?[a-z]+)|"
                         r"\b(?:rather than|instead of)\s+((?:[a-z]+\s+)?[a-z]+)", re.I)


# Times told relative to today ("early this morning", "last week") and "any more": when, not what
_DEICTIC_TIMES = re.compile(r"\b(?:(?:early|late)\s+)?(?:this|last|yesterday|tomorrow)\s+(?:morning|afternoon|evening|"
                            r"night|week|weekend|month)\b|\bany\s?more\b", re.I)


def question_words(question: str) -> set[str]:
    """Stems of what the question is about (phrasal verbs read as the one word a manual would use), without
    what it contrasts that with or when the user asks it."""
    question = _DEICTIC_TIMES.sub(" ", question)
    for pattern, verb in PHRASAL:
        question = pattern.sub(verb, question)
    contrasted = {s for m in _CONTRASTED.finditer(question) for s in text_stems(m.group(1) or m.group(2))}
    return set(text_stems(question)) - FILLER - (contrasted - set(text_stems(_CONTRASTED.sub(" ", question))))


def has_word(word: str, stems: set[str]) -> bool:
    """Whether `stems` hold the question word itself or the way manuals say it."""
    return word in stems or any(alt in stems for alt in ALTERNATIVES.get(word, ()))
