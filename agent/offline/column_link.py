"""Column linking for questions asked in another language (Russian, Ukrainian, Belarusian) over tables
written in English.

The SQL builder reads English words. A question in Cyrillic is rewritten into the words the tables
themselves use before it is planned: aggregate cues, month names (as periods: "в мае" -> "in May") and
the common words of business registers from a small lexicon (cross_language.tsv, with its sources; the
embedder links Ukrainian and Belarusian words poorly), and every other word linked by the run's
multilingual embedder to what it means among the visible tables' names, column headers and distinct text
values ("отменено" -> Cancelled, "региона" -> Region). Words written in Latin script (a customer's name,
a status as the data writes it), numbers and IDs are kept as they are. A word that links to nothing
clearly is dropped; if nothing links, there is no rewrite and the builder refuses as before. A lookup
reads the question glossed the same way (glossed) to choose a record's fields.
"""

import re
from functools import lru_cache
from pathlib import Path
from typing import Any

import numpy as np

from tally.agent.offline.schema import TableInfo
from tally.agent.offline.sql_match import STOPWORDS, content_stems, stem
from tally.ingest.text import MONTH_NAMES

_LEXICON = Path(__file__).with_name("cross_language.tsv")
_CYRILLIC = re.compile(r"[\u0400-\u04FF]")
_TOKEN = re.compile(r"[\w][\w'&.-]*\w|\w", re.UNICODE)
LINK_MIN = 0.6  # cosine of a word with the header/value it means (calibrated on data/sample's tables)
LINK_MARGIN = 0.08  # ... ahead of the next different target, else the word is ambiguous and dropped
_MAX_VALUES_PER_COLUMN = 60  # columns with more distinct values are names/IDs: written in Latin anyway
_MAX_TARGETS = 3000
_KEPT_LENGTH = 5  # shorter unlinked Cyrillic words are mostly prepositions, pronouns and auxiliaries
# Cyrillic letters to Latin (after ISO 9 / the common passport transliterations), for unlinked words only.
_TRANSLIT = str.maketrans({"а": "a", "б": "b", "в": "v", "г": "g", "ґ": "g", "д": "d", "е": "e", "є": "ie",
                           "ж": "zh", "з": "z", "и": "i", "і": "i", "ї": "i", "й": "i", "к": "k", "л": "l",
                           "м": "m", "н": "n", "о": "o", "п": "p", "р": "r", "с": "s", "т": "t", "у": "u",
                           "ў": "u", "ф": "f", "х": "kh", "ц": "ts", "ч": "ch", "ш": "sh", "щ": "shch",
                           "ъ": "", "ы": "y", "ь": "", "э": "e", "ю": "iu", "я": "ia", "'": ""})
_MONTHS = frozenset(MONTH_NAMES)  # the lexicon's month targets
_CACHE: dict[tuple[int, str], np.ndarray] = {}
_CACHE_MAX = 20000


@lru_cache(maxsize=1)
def _lexicon() -> tuple[tuple[str, str], ...]:
    """(stem, English) pairs, longest stem first so "самый большой" wins over a shorter stem."""
    pairs = []
    for line in _LEXICON.read_text(encoding="utf-8").splitlines():
        parts = line.split("\t")
        if line.startswith("#") or len(parts) < 2:
            continue
        # The question is read with "ё" as "е" (linked_question); the stems are too.
        pairs.append((parts[0].strip().lower().replace("ё", "е"), parts[1].strip()))
    return tuple(sorted(set(pairs), key=lambda p: -len(p[0])))


def needs_linking(question: str) -> bool:
    """Whether most of the question's letters are Cyrillic."""
    letters = [c for c in question if c.isalpha()]
    return bool(letters) and sum(1 for c in letters if _CYRILLIC.match(c)) / len(letters) > 0.5


def linked_question(question: str, tables: list[TableInfo], embed: Any) -> str | None:
    """The question in the tables' own words, or None when it is not a Cyrillic question, there is no
    embedder, or no word of it links to the tables."""
    if embed is None or not tables or not needs_linking(question):
        return None
    tokens = _tokens(question)
    words = _lookup_words(tokens)
    open_words = [i for i, (token, english) in enumerate(words) if english is None and _CYRILLIC.search(token)
                  and len(token) > 3]
    owners = _owners(tables)
    targets = list(owners)
    links: dict[int, str] = {}
    counting = [i for i, (_, english) in enumerate(words) if english in ("how many", "number of")]
    if open_words and targets:
        sims = _vectors([tokens[i] for i in open_words], embed) @ _vectors(targets, embed).T
        for row, i in zip(sims, open_words, strict=True):
            order = np.argsort(-row)
            best = float(row[order[0]])
            top = targets[int(order[0])]
            if i - 1 in counting:
                # The counted noun ("сколько клиентов") names the table whose rows are counted: it must
                # stand out from the other tables' words only (two headers of one table agree).
                rivals = (float(row[j]) for j in order[1:] if not owners[targets[j]] & owners[top])
            else:
                rivals = (float(row[j]) for j in order[1:] if targets[j].lower() != top.lower())
            if best >= LINK_MIN and best - next(rivals, 0.0) >= LINK_MARGIN:
                links[i] = top
    subject = next((links[i] for i in links if i - 1 in counting), None)
    if subject is not None:
        # Other words then link within the counted table only (a verb close to another table's status
        # value is not a filter of these rows).
        links = {i: t for i, t in links.items() if owners[t] & owners[subject]}
    if counting:
        # "How many clients paid invoices", asked in Russian: what the counted rows did to a figure is no
        # measure to add up; only the noun right after the count word ("сколько единиц") may name one.
        numeric = _numeric_headers(tables)
        objects = {i for i, t in links.items() if t in numeric and i - 1 not in counting}
        links = {i: t for i, t in links.items() if i not in objects}
    if not links and not any(english for _, english in words):
        return None
    out: list[str] = []
    for i, (token, english) in enumerate(words):
        if english is not None:
            out.extend(_english(english, words[i - 1][0] if i else ""))
        elif i in links:
            out.append(links[i])
        elif counting and i in objects:
            continue  # explained: the object of the counted rows' verb, not a filter
        elif not _CYRILLIC.search(token):
            out.append(token)  # Latin, numbers and IDs as written
        elif len(token) >= _KEPT_LENGTH:
            # A content word that links to nothing stays, transliterated (the builder reads Latin words), so
            # the builder sees it unexplained and its confidence drops instead of answering a narrower question.
            out.append(token.lower().translate(_TRANSLIT))
    rewritten = " ".join(out).strip()
    return rewritten + "?" if rewritten else None


def english_linked(question: str, tables: list[TableInfo], embed: Any) -> str | None:
    """An English question whose nouns the tables do not write, with each such word that the embedder links
    clearly to one column header replaced by that header ("which craft" over a log headed "Ship"); None
    when no word links. Only words of four letters or more that no table name, header or value of the
    visible tables contains are linked, and only to headers: values are matched by their own words."""
    if embed is None or not tables or needs_linking(question):
        return None
    known = set()
    for table in tables:
        texts = [table.name, table.headings] + [c.header for c in table.columns]
        texts += [v for c in table.columns if c.text and c.distinct for v in c.distinct[:_MAX_VALUES_PER_COLUMN]]
        known.update(content_stems(" ".join(texts)))
    tokens = _TOKEN.findall(question)
    open_words = [i for i, token in enumerate(tokens) if token.isalpha() and len(token) > 3
                  and token.lower() not in STOPWORDS and stem(token.lower()) not in known]
    headers = sorted({c.header.strip() for t in tables for c in t.columns
                      if not c.name.startswith("_") and c.header.strip()})
    if not open_words or not headers:
        return None
    sims = _vectors([tokens[i].lower() for i in open_words], embed) @ _vectors(headers, embed).T
    links = {}
    for row, i in zip(sims, open_words, strict=True):
        order = np.argsort(-row)
        runner_up = float(row[order[1]]) if len(order) > 1 else 0.0
        if float(row[order[0]]) >= LINK_MIN and float(row[order[0]]) - runner_up >= LINK_MARGIN:
            links[i] = headers[int(order[0])]
    if not links:
        return None
    rebuilt = question
    for i in sorted(links, reverse=True):  # replace from the end, so earlier matches keep their place
        rebuilt = re.sub(rf"\b{re.escape(tokens[i])}\b", links[i], rebuilt, count=1)
    return rebuilt


def glossed(question: str) -> str:
    """A Cyrillic question with the lexicon's words in English and every other word as written: what a
    lookup reads to choose a record's fields ("удержаний" -> deductions), whose labels are English; the
    embedder still links the rest. Other questions are returned unchanged."""
    if not needs_linking(question):
        return question
    out: list[str] = []
    previous = ""
    for token, english in _lookup_words(_tokens(question)):
        out.extend(_english(english, previous) if english is not None else [token])
        previous = token
    return " ".join(out) + "?"


def _tokens(question: str) -> list[str]:
    """The question's tokens, "ё" read as "е" and the lexicon's phrases ("самая высокая") in English."""
    text = question.replace("ё", "е").replace("Ё", "Е")
    for stem, english in _lexicon():
        if " " in stem:
            text = re.sub(rf"(?<!\w){re.escape(stem)}\w*", english, text, flags=re.IGNORECASE)
    return _TOKEN.findall(text)


def _english(word: str, previous: str = "") -> list[str]:
    """A lexicon word as the builder reads it: a month after a preposition ("в марте" -> "in March"),
    which makes it a period; the ends of a range keep theirs ("з липня по листопад" -> "from July to
    November"), or the two months would be read as one period each."""
    if word not in _MONTHS:
        return [word]
    return [_RANGE_PREPOSITIONS.get(previous.lower(), "in"), word]


# The prepositions that open and close a span of months, in the three languages' standard grammar:
# from (ru с/от, uk з/від, be з/ад) and to/until (ru по/до, uk по/до, be па/да).
_RANGE_PREPOSITIONS = {**dict.fromkeys(("с", "от", "з", "із", "від", "ад"), "from"),
                       **dict.fromkeys(("по", "до", "па", "да"), "to")}


def _lookup_words(tokens: list[str]) -> list[tuple[str, str | None]]:
    """Each token with its English from the lexicon (None when the lexicon has no stem for it)."""
    found = []
    for token in tokens:
        low = token.lower()
        english = next((e for stem, e in _lexicon() if " " not in stem and low.startswith(stem)), None)
        found.append((token, english))
    return found


def _owners(tables: list[TableInfo]) -> dict[str, set[str]]:
    """What a word may mean, with the tables it belongs to: table names and sheets, column headers, and
    the distinct values of columns with few of them (statuses, regions, departments)."""
    owners: dict[str, set[str]] = {}
    for table in tables:
        found = [t for t in (table.sheet, _plain(table.name)) if t]
        for column in table.columns:
            if column.name.startswith("_"):
                continue
            found.append(column.header)
            if column.text and column.distinct is not None and len(column.distinct) <= _MAX_VALUES_PER_COLUMN:
                found.extend(v for v in column.distinct if v and not v.replace(".", "").isdigit())
        for text in found:
            if text and text.strip() and (text.strip() in owners or len(owners) < _MAX_TARGETS):
                owners.setdefault(text.strip(), set()).add(table.name)
    return owners


def _numeric_headers(tables: list[TableInfo]) -> set[str]:
    return {c.header.strip() for t in tables for c in t.columns if c.number_like and not c.temporal}


def _plain(name: str) -> str:
    """A table's SQL name as words ("orders_orders" -> "orders")."""
    parts = [p for p in re.split(r"[_\W]+", name) if p and not p.isdigit()]
    return " ".join(dict.fromkeys(parts))


def _vectors(texts: list[str], embed: Any) -> np.ndarray:
    """Normalised embeddings, cached across questions (headers and values repeat from one to the next),
    per embedder (a bound embed method is keyed by its embedder object)."""
    owner = id(getattr(embed, "__self__", embed))
    missing = [t for t in dict.fromkeys(texts) if (owner, t) not in _CACHE]
    if missing:
        if len(_CACHE) + len(missing) > _CACHE_MAX:
            _CACHE.clear()
        for text, vector in zip(missing, np.asarray(embed(missing), dtype=np.float32), strict=True):
            norm = float(np.linalg.norm(vector)) or 1.0
            _CACHE[(owner, text)] = vector / norm
    return np.stack([_CACHE[(owner, t)] for t in texts])


# Prepositions a month name follows in a date, in the three languages' standard grammar ("в мае", "у
# липні", "з липня", "ад студзеня", "за жовтень", "на март"): a month stem elsewhere may start another
# word ("лип" of July also starts "липкий", sticky).
_DATE_PREPOSITIONS = frozenset(("в", "во", "у", "ў", "с", "со", "з", "із", "зі", "са", "от", "від", "ад", "по", "па",
                                "до", "да", "за", "на", "к"))


def english_months(question: str) -> str:
    """The question with each month name that a preposition, a day number or a year ties to a date written
    in English ("у лютому" -> "у February", "1 жовтня 2026" -> "1 October 2026"); the rest as written. A
    small model translating the sentence confused Ukrainian months (February as June); a period must
    survive the translation exactly."""
    tokens = list(re.finditer(r"\w+", question.replace("ё", "е").replace("Ё", "Е")))
    out, last = [], 0
    for i, match in enumerate(tokens):
        english = next((e for stem, e in _lexicon() if " " not in stem and match.group().lower().startswith(stem)), None)
        if english not in _MONTHS:
            continue
        before = tokens[i - 1].group().lower() if i else ""
        after = tokens[i + 1].group() if i + 1 < len(tokens) else ""
        if before in _DATE_PREPOSITIONS or before.isdigit() or (after.isdigit() and len(after) == 4):
            out.append(question[last:match.start()] + english)
            last = match.end()
    return "".join(out) + question[last:]
