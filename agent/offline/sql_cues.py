"""Phrasings of an aggregate beyond its plain words: the gradable words of frequency ("the most popular
course" counts rows) and the phrasal verbs of totalling ("the repairs came to")."""

import re

from tally.agent.offline.sql_match import SYNONYMS, Question, stem
from tally.agent.offline.sql_negation import DETERMINERS
from tally.agent.offline.sql_words import is_past_form
from tally.agent.offline.superlatives import superlatives
from tally.ingest.text import MONTHS
from tally.tools.money import is_currency_word

# The gradable words of frequency: "most" or "least" before them counts the rows of each label.
FREQUENCY = {"popular", "common", "frequent", "frequently", "often", "usual", "used", "requested", "ordered",
             "booked", "chosen", "sold"}

# "how many times more", "how many times as much": a ratio, not a frequency
_RATIO_AFTER = {"more", "less", "fewer", "as", "larger", "bigger", "greater", "higher", "smaller", "lower", "longer",
                "shorter", "heavier", "faster", "slower", "over"}


def how_often(words: list[str], at: int) -> bool:
    """'how many [times] did ...': the word after "how many" asks how often, so the rows are counted and the
    word names no column ("Times" of a race log) and is no filter; "how many times more" is a ratio."""
    return at < len(words) and words[at] == "times" and (at + 1 >= len(words) or words[at + 1] not in _RATIO_AFTER)


# Phrasal verbs that say what several amounts make together: "come to", "add up (to)", "amount to", "run to".
TOTALLING_VERBS = {(stem(verb), particle) for verb, particle in (("come", "to"), ("came", "to"), ("add", "up"),
                                                                 ("amount", "to"), ("run", "to"), ("ran", "to"))}


# Phrasal verbs of earning (English usage): "what did the evening courses bring in", "what we took in".
EARNING_VERBS = {(stem(verb), particle) for verb, particle in (("bring", "in"), ("brought", "in"), ("take", "in"),
                                                               ("took", "in"), ("taken", "in"))}

# Verbs whose object is an amount of money (English usage): "how much did the schools pay", "how much was
# spent on", "how much have they paid us".
MONEY_VERBS = {stem(verb) for verb in ("pay", "paid", "spend", "spent", "charge", "charged", "cost", "earn",
                                       "earned", "raise", "raised", "owe", "owed", "donate", "donated")}


def says_an_amount(q: Question) -> bool:
    """'What does a hire come to', 'what did the courses bring in', 'how much have they paid us': a
    totalling or earning verb, or "how much" with a verb of money, says the figure is an amount of money."""
    return bool(amount_words(q))


# A measure's plain names ("the total", "the value", "the sum"), and the words of money among them and their synonyms
PLAIN_MEASURES = frozenset({"total", "amount", "valu", "sum"})
MONEY_WORDS = frozenset(stem(w) for w in ("amount", "total", "revenue"))


# "the phone number of the club", "its reference number": a determiner and a noun before "number" name an
# identifier, nothing counted; "the total number of", "the same number of" count (those words qualify a count)
_OF_A_COUNT = ("total", "overall", "combined", "average", "same", "greater", "smaller", "larger", "fewer", "higher",
               "lower", "exact", "actual", "approximate", "estimated", "entire", "whole", "final", "maximum", "minimum",
               *sorted(superlatives()))  # "the largest number of": the most
NAMED_NUMBER = re.compile(rf"\b(?:{'|'.join(sorted(DETERMINERS))})\s+(?!(?:{'|'.join(_OF_A_COUNT)})\b)"
                          r"[a-z]+\s+number of\b", re.IGNORECASE)


def names_a_number(words: list[str], at: int) -> bool:
    """Whether "number of" at word `at` names an identifier ("the phone number of X") rather than a count."""
    return at >= 2 and words[at - 2] in DETERMINERS and words[at - 1] not in _OF_A_COUNT and words[at - 1].isalpha()


def money_nouns(q: Question, explained: set[int]) -> list[int]:
    """Positions of the words, outside `explained`, that name an amount of money without naming a column
    ("the value of all lots sold", "the revenue")."""
    return [i for i, s in enumerate(q.stems)
            if i not in explained and (s in PLAIN_MEASURES or SYNONYMS.get(s, frozenset()) & MONEY_WORDS)]


def amount_words(q: Question) -> list[int]:
    """Positions of the words that say so (the verb, its particle, "us" after it); [] when none do."""
    for i in range(len(q.words) - 1):
        if (q.stems[i], q.words[i + 1]) in TOTALLING_VERBS | EARNING_VERBS:
            return [i, i + 1]
    if q.words[:2] == ["how", "much"]:  # "how much …, in pounds?": the currency says the figure is money
        named = next((i for i in range(2, len(q.words) - 1) if q.words[i] == "in" and is_currency_word(q.words[i + 1])),
                     None)
        if named is not None:
            return [named, named + 1]
    return money_verb(q)


def money_verb(q: Question) -> list[int]:
    """'How much have the schools paid us', 'how much did we spend': "how much" straight before the verb's
    auxiliary (not "how much overtime ... paid", which names its own measure), and a verb of money; the
    positions of the verb and an "us" after it, [] otherwise."""
    asks = any(q.words[i : i + 2] == ["how", "much"] and q.words[i + 2] in _AUXILIARIES for i in range(len(q.words) - 2)) \
        or asks_what_was_paid(q)
    verb = next((i for i, s in enumerate(q.stems) if s in MONEY_VERBS), None) if asks else None
    if verb is None:
        return []
    after = q.words[verb + 1 : verb + 3]
    return [verb, verb + 1] if after[:1] == ["us"] else [verb, verb + 1, verb + 2] if after == ["to", "us"] else [verb]


def asks_what_was_paid(q: Question) -> bool:
    """'What did our Kirkstall clients spend with us', 'what have the schools paid': "what" with the auxiliary of
    a verb of money asks its amount, as "how much" does; not "what did they pay for?", which asks the thing."""
    verb = next((i for i, s in enumerate(q.stems) if s in MONEY_VERBS), None)
    return (q.words[:1] == ["what"] and len(q.words) > 2 and q.words[1] in _DO_HAVE and verb is not None
            and q.words[verb + 1 :] != ["for"])


_DO_HAVE = {"did", "do", "does", "have", "has", "had"}
_AUXILIARIES = {"did", "do", "does", "have", "has", "had", "was", "were", "is", "are", "will", "would", "should",
                "could", "can", "must"}


_COPULAS = {"is", "was", "are", "were"}
_DETERMINERS = {"the", "all", "our", "these", "those"}


def measure_of_rows(q: Question) -> tuple[int, int, int] | None:
    """'What was the gross weight of parcels sent ...': a measure asked of many things (a plural after "of",
    or "everything") is their total. Returns (end of the asking words, start and end of the measure's words); the measure
    must then name a number column (AggregateAsk.named), so "what was the status of orders" asks nothing."""
    w = q.words
    if w[:1] == ["what's"]:
        start = 1
    elif len(w) > 2 and w[0] == "what" and w[1] in _COPULAS:
        start = 2
    else:
        return None
    # "the room income", or an owner's: "Northgate's room income", "the night bus's fares" (up to three words)
    owner = next((i for i in range(start, min(start + 3, len(w))) if _POSSESSIVE.search(w[i])), None)
    if start >= len(w) or w[start] != "the" and owner is None:
        return None
    first = start + 1 if w[start] == "the" else owner + 1  # the measure's first word
    of = next((i for i in range(first + 1, min(first + 4, len(w) - 1)) if w[i] == "of" or w[i] in _ROW_PREPOSITIONS),
              None)
    if of is None:
        return None
    thing = of + 2 if w[of + 1] in _DETERMINERS else of + 1
    phrase = w[thing : thing + 3]  # "of [Leeds parcels]", "of [all the late orders]"
    plural = any(word.isalpha() and word.endswith("s") and not word.endswith(("ss", "us", "is")) for word in phrase)
    every = w[of + 1] in _EVERY  # "the weight of everything shipped", "of all we sold"
    # "the hire income for August", "the fees over the quarter": a measure asked of a period holds its rows
    period = w[of] != "of" and thing < len(w) and (w[thing] in MONTHS or w[thing] in CALENDAR_UNITS)
    # "the gross value of the catering for schools during March": a measure of what was done over a month
    dated = any(w[j] in MONTHS and w[j - 1] in ("in", "during", "for", "over") for j in range(thing + 1, len(w)))
    asked = first if w[start] == "the" else start  # the owner's words are left to name its rows
    return (asked, first, of) if plural or every or period or dated else None


_POSSESSIVE = re.compile(r"\w['’]s$")


# The units of the calendar a period is said in (English grammar, not chosen from questions).
CALENDAR_UNITS = {"year", "quarter", "month", "week", "term", "season", "period", "fortnight"}


_EVERY = {"everything", "all"}


def measure_by_verb(q: Question) -> tuple[int, int, int] | None:
    """'What was paid in delivery fees for the May orders', 'what did they take in room charges for the
    suites': a verb of money asked of many things (a plural in the measure or after "for", "on" or
    "across") is their total. The measure is what follows "in" ("delivery fees") or else the verb itself
    ("paid": a Paid column); like measure_of_rows it must name a number column, so "what was
    booked for the clubs" asks nothing."""
    w = q.words
    if len(w) < 4 or w[0] != "what":
        return None
    if w[1] in _COPULAS and is_past_form(w[2]):
        verb = 2  # "what was charged"
    elif w[1] in ("did", "do", "does") and w[2] in _SUBJECTS:
        verb = 3  # "what did they take in"
    elif w[1] in ("did", "do", "does") and w[2] in _DETERMINERS and (verb := _billing_verb(q)) is not None:
        pass  # "what did the Kestrel clinic bill": a verb of money after the subject, whose words may be values
    else:
        return None
    start, end = verb, verb + 1
    if end < len(w) and w[end] == "in":
        start = end = end + 1
        while end < len(w) and w[end] not in _ROW_PREPOSITIONS and end - start < 3:
            end += 1
        if end == start:
            return None
    rows = next((i for i in range(end, len(w)) if w[i] in _ROW_PREPOSITIONS), None)
    later = w[rows + 1 : rows + 5] if rows is not None else []
    billed = w[verb + 1 : verb + 3] if start == verb and q.stems[verb] in _BILLING else []  # "bill its clients"
    if not any(_plural(word) for word in [*w[start:end], *later, *billed]):
        return None
    if start > verb and all(is_currency_word(word) for word in w[start:end]):
        return verb, verb, verb + 1  # "what was paid in euros": the verb names the measure, the currency its unit
    # the ask ends before a named subject ("the Kestrel clinic" may filter rows), else after the verb
    return (2 if w[2] not in _SUBJECTS and w[1] not in _COPULAS else verb + 1), start, end


_SUBJECTS = {"we", "they", "you", "i"}
_ROW_PREPOSITIONS = {"for", "on", "across", "over"}
_BILLING = {stem(verb) for verb in ("bill", "billed", "charge", "charged")}  # money asked of the ones named after it


def _billing_verb(q: Question) -> int | None:
    """Where "what did the <noun> bill / charge" puts its verb: within four words of the determiner."""
    return next((i for i in range(3, min(len(q.words), 7)) if q.stems[i] in _BILLING), None)


def _plural(word: str) -> bool:
    return word.isalpha() and len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is"))


def on_average(words: list[str]) -> tuple[int, int] | None:
    """A count asked "on average" ("how many riders were on the bus on average", "on average, how many
    ..."): where "on average" starts and where the counted noun does; None when the question is not one."""
    at = next((i for i in range(len(words) - 1) if words[i : i + 2] == ["on", "average"]), None)
    cue = next((i for i in range(len(words) - 1) if words[i : i + 2] in (["how", "many"], ["how", "much"])), None)
    return None if at is None or cue is None else (at, cue + 2)
