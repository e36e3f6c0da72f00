"""Money in questions and headers: a column measured in a currency ("Fee (EUR)", "Charge (GBP)", "Price £")
is what a question means by "money", "cost", "revenue" or "spend" when no header word is named, and what
a currency after or before a number refers to ("over 100 euros", "over £40"). Currencies come from
currencies.tsv (ISO 4217, with its sources)."""

import re
from functools import lru_cache
from pathlib import Path

from tally.ingest.text import stem

_LEXICON = Path(__file__).with_name("currencies.tsv")
# Words that mean an amount of money whatever the column is called: money itself, money taken or spent, and
# what a thing costs. Left out: the names of particular amounts ("fee", "charge", "price", "pay"), which
# name their own columns by header words and synonyms; read as any money they would link a question about
# charges to a credit limit. ("paid" is as often a yes/no status as an amount.)
_MONEY_WORDS = ("money", "cost", "costs", "revenue", "revenues", "income", "turnover", "earnings", "earn", "earned",
                "spend", "spent", "spending", "expensive", "cheap", "pricey", "cheapest", "priciest", "costliest",
                "dearest")
MONEY_STEMS = frozenset(stem(w) for w in _MONEY_WORDS)
# The two sides of an income and expenditure account (bookkeeping's own terms): money coming in and money
# going out. A question about one side does not name a column of the other ("what did we spend" is no
# Income column).
_COMING_IN = frozenset(stem(w) for w in ("income", "revenue", "revenues", "takings", "sales", "receipts", "turnover",
                                        "earnings", "earn", "earned", "proceeds", "received"))
_GOING_OUT = frozenset(stem(w) for w in ("spend", "spent", "spending", "expense", "expenses", "expenditure", "cost",
                                        "costs", "outgoings", "purchases"))


def opposite_sides(question_stem: str, header_stems: list[str]) -> bool:
    """Whether the question's money word and the header's words are on opposite sides of the account."""
    header = set(header_stems)
    return (question_stem in _GOING_OUT and bool(header & _COMING_IN)) or \
        (question_stem in _COMING_IN and bool(header & _GOING_OUT))
_BRACKETED = re.compile(r"\(([^()]{1,4})\)")
_CODE_WORD = re.compile(r"\b[A-Z]{3}\b")


@lru_cache(maxsize=1)
def _currencies() -> tuple[dict[str, set[str]], dict[str, set[str]], set[str]]:
    """(sign -> codes, name -> codes, every code)."""
    signs: dict[str, set[str]] = {}
    names: dict[str, set[str]] = {}
    codes: set[str] = set()
    for line in _LEXICON.read_text(encoding="utf-8").splitlines():
        parts = line.split("\t")
        if line.startswith("#") or len(parts) < 3:
            continue
        code = parts[0].strip()
        codes.add(code)
        for sign in parts[1].split(","):
            if sign.strip() not in ("", "-"):
                signs.setdefault(sign.strip(), set()).add(code)
        for name in parts[2].split(","):
            names.setdefault(name.strip().lower(), set()).add(code)
    return signs, names, codes


@lru_cache(maxsize=4096)
def header_currencies(header: str) -> frozenset[str]:
    """The currencies a header says its column is measured in: a code in brackets or standing alone ("Fee
    (EUR)", "Parts GBP"), or a sign anywhere in it ("Price £", "Gross ($m)"). Empty for any other header. (Callers check the column is
    numeric: a "Currency (EUR)" text column holds no amounts.)"""
    signs, _, codes = _currencies()
    found = {code for inside in _BRACKETED.findall(header) for code in [inside.strip().upper()] if code in codes}
    found |= {word for word in _CODE_WORD.findall(header) if word in codes}  # "Parts GBP", "Total EUR"
    for sign, sign_codes in signs.items():
        if sign in header and (len(sign) == 1 or re.search(rf"\b{re.escape(sign)}\b", header)):
            found |= sign_codes
    return frozenset(found)


def is_currency_word(word: str) -> bool:
    """'gbp', 'euros', 'pounds': a currency's code or name as a question writes it, in any case."""
    _, names, codes = _currencies()
    return word.upper() in codes or word.lower() in names


def is_currency_code(word: str) -> bool:
    """'GBP', 'EUR' (as a header writes them, in capitals)."""
    return word.isupper() and word in _currencies()[2]


def currency_names(header: str) -> set[str]:
    """The names people say for the header's currencies ("euros" for "Fee (EUR)")."""
    _, names, _ = _currencies()
    codes = header_currencies(header)
    return {name for name, name_codes in names.items() if name_codes & codes}


def names_currency(word: str, header: str) -> bool:
    """Whether a question's word ("euros", "quid") names the currency the header is measured in."""
    _, names, _ = _currencies()
    return bool(names.get(word.lower(), set()) & header_currencies(header))


def signed_currency(text: str, number: str, header: str) -> bool:
    """Whether the question writes `number` with a currency sign of the header's ("£40", "40 €")."""
    signs, _, _ = _currencies()
    for sign, codes in signs.items():
        if codes & header_currencies(header) and re.search(
                rf"{re.escape(sign)}\s?{re.escape(number)}\b|\b{re.escape(number)}\s?{re.escape(sign)}", text):
            return True
    return False
