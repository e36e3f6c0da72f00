"""What a table's own title says for a question. 'This quarter', 'over the whole month': a period named
only by its kind, asked of a table whose title names one period of that kind ("hire_log_2026_Q3", "Run
log August 2026"), is the table's own, so the words are explained and no rows are filtered; over a table
spanning several such periods they stay unexplained and the plan's confidence says so. Another period of
the title's kind ("the summer term" of a "spring term 2026" register), or a person's or party's name that
nothing of the table explains, leaves the plan answering for the wrong rows: no plan."""

import re

from tally.agent.offline.sql_match import STOPWORDS, words
from tally.agent.offline.sql_work import Work
from tally.agent.offline.sql_words import hyphened
from tally.ingest.text import MONTHS, is_year, parse_number_word

_DETERMINERS = {"this", "the", "that"}
_WHOLE = {"whole", "entire", "full"}
_FOLLOWED = {"of", "before", "after", "ending", "to", "when", "in", "with"}  # "the month of May", "the year before"
_QUARTER_IN_TITLE = re.compile(r"(?<![A-Za-z0-9])Q[1-4](?![A-Za-z0-9])|\bquarter(?:ly)?\b", re.IGNORECASE)
_TITLE_WORDS = re.compile(r"[A-Za-z]+|\d{4}")
_MONTH_RANGE = re.compile(r"\b([A-Za-z]{3,9})\s*(?:-|–|to)\s*([A-Za-z]{3,9})\b")  # "Aug-Oct", "July to November"


def own_period_words(work: Work) -> list[int]:
    """Positions of "this/the (whole) quarter|month|year" that the table's title makes its own period."""
    w = work.q.words
    title = work.table.headings
    found: list[int] = []
    for i, word in enumerate(w):
        if word not in ("quarter", "month", "year") or i in work.used or not _names_period(title, word):
            continue
        start = i - 1
        while start >= 0 and w[start] in _WHOLE:
            start -= 1
        if start < 0 or w[start] not in _DETERMINERS:
            continue
        after = w[i + 1] if i + 1 < len(w) else ""
        if after in _FOLLOWED or after[:1].isdigit():
            continue
        found.extend(range(start, i + 1))
    return found + _own_months(work) + _own_season(work)


# The seasons as the months they are reckoned in (the meteorological seasons of the northern hemisphere)
_SEASONS = {"spring": {3, 4, 5}, "summer": {6, 7, 8}, "autumn": {9, 10, 11}, "fall": {9, 10, 11},
            "winter": {12, 1, 2}}
_SEASON_KINDS = {"quarter", "term", "season"}


def _own_season(work: Work) -> list[int]:
    """'over the winter quarter', 'this spring' of a register titled "Q1 2026" or "March to May 2026": a
    season most of whose title's months fall in is the register's own period."""
    w = work.q.words
    months = _title_month_set(work.table.headings)
    for i, word in enumerate(w):
        if word not in _SEASONS or i in work.used or not months \
                or len(months & _SEASONS[word]) * 2 <= len(months) or i == 0 or w[i - 1] not in _DETERMINERS:
            continue
        end = i + 2 if i + 1 < len(w) and w[i + 1] in _SEASON_KINDS else i + 1
        return list(range(i - 1, end))
    return []


def _title_month_set(title: str) -> set[int]:
    """The months a title covers: a quarter ("Q3"), a range ("Aug-Oct", "July to September")."""
    quarter = re.search(r"(?<![A-Za-z0-9])Q([1-4])(?![A-Za-z0-9])", title.replace("_", " "), re.IGNORECASE)
    if quarter:
        first = 3 * int(quarter.group(1)) - 2
        return {first, first + 1, first + 2}
    ranges = [(MONTHS[a.lower()], MONTHS[b.lower()]) for a, b in _MONTH_RANGE.findall(title)
              if a.lower() in MONTHS and b.lower() in MONTHS]
    if len(set(ranges)) != 1:
        return set()
    first, last = ranges[0]
    return {(first - 1 + k) % 12 + 1 for k in range((last - first) % 12 + 1)}


def _own_months(work: Work) -> list[int]:
    """'over the (whole) three months' of a register titled "Aug-Oct 2026": as many months as the title
    spans are its own period."""
    w = work.q.words
    span = _title_months(work.table.headings)
    for i, word in enumerate(w):
        if word != "months" or i < 2 or i in work.used or span is None:
            continue
        count = parse_number_word(w[i - 1]) if not w[i - 1].isdigit() else float(w[i - 1])
        start = i - 2
        while start >= 0 and w[start] in _WHOLE:
            start -= 1
        if count == span and start >= 0 and w[start] in _DETERMINERS | {"these", "those", "all"}:
            return list(range(start, i + 1))
    return []


def _title_months(title: str) -> int | None:
    """How many months a title spans: a range ("Aug-Oct" is 3) or the months it lists ("(Sep, Oct, Nov)")."""
    ranges = [(MONTHS[a.lower()], MONTHS[b.lower()]) for a, b in _MONTH_RANGE.findall(title)
              if a.lower() in MONTHS and b.lower() in MONTHS]
    if ranges:
        first, last = ranges[0]
        return (last - first) % 12 + 1 if len(set(ranges)) == 1 else None
    # "(Sep, Oct, Nov)": a capitalised short name counts too ("may" in lower case is a verb)
    listed = {MONTHS[t.lower()] for t in _TITLE_WORDS.findall(title)
              if t.lower() in MONTHS and (len(t) > 3 or t[:1].isupper())}
    return len(listed) if len(listed) >= 2 else None


def _names_period(title: str, kind: str) -> bool:
    tokens = [t.lower() for t in _TITLE_WORDS.findall(title)]
    months = {MONTHS[t] for t in tokens if t in MONTHS and len(t) > 3}
    quarter = bool(_QUARTER_IN_TITLE.search(title.replace("_", " ")))
    if kind == "quarter":
        return quarter
    if kind == "month":
        return len(months) == 1 and not quarter
    return any(is_year(t) for t in tokens) and not months and not quarter


def other_kind_in_title(work: Work) -> bool:
    """'The summer term' asked of a register titled "spring term 2026": a period the title dates ("term"
    before its year), qualified in the question by a word left unexplained ("summer") and in the title by
    another word the question does not say ("spring"), is another period of the title's kind."""
    w = work.q.words
    title = [t.lower() for t in _TITLE_WORDS.findall(work.table.headings)]
    for i in sorted(work.titled):
        before = i - 1
        if before < 0 or before in work.used or w[before] in STOPWORDS | _WHOLE or not w[before].isalpha():
            continue
        qualifiers = {title[k - 1] for k in range(1, len(title) - 1) if title[k] == w[i] and is_year(title[k + 1])
                      and title[k - 1].isalpha() and title[k - 1] not in STOPWORDS}
        if qualifiers and not qualifiers & set(w):
            return True
    return False


def unexplained_name(work: Work) -> bool:
    """A proper name of two words or more ("Ana Ruiz", "Northgate Swim Club"), or a name made of three words
    or more joined by hyphens ("dial-a-ride", "park-and-ride"), that no cell, header or title of the table
    explains: a plan without it answers for everyone, not for whom or what the question names. A hyphened
    name is one word: a cell that holds a part of it ("Dial-a-ride" for "park-and-ride") does not explain it."""
    for name in _proper_names(work.q.text):
        for start, end in work.q.find_phrase(words(name)):
            if not set(range(start, end)) & work.used:
                return True
    for name in hyphened(work.q.text, parts=3):
        for start, end in work.q.find_phrase(words(name)):
            if {i for i in range(start, end) if work.q.words[i] not in STOPWORDS} - work.used:
                return True
    return False


_NAME_WORD = r"(?:[A-Z]['’][A-Z][a-z]+|[A-Z][a-z]+(?:['’]s)?)"  # "O'Dowd", "Ruiz", "Men's"
_NAME = re.compile(rf"(?<![\w'’]){_NAME_WORD}(?:\s+{_NAME_WORD}){{1,3}}")


def _proper_names(text: str) -> list[str]:
    """Runs of two to four capitalised words not at the start of the question, months and days left out."""
    found = []
    for match in _NAME.finditer(text):
        parts = [w for w in match.group(0).split() if w.lower() not in MONTHS and w.lower() not in _DAYS]
        if match.start() == 0 or len(parts) < 2:
            continue
        found.append(" ".join(parts))
    return found


_DAYS = {"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}
