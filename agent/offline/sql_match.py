"""Reading a question against a table: words, stems, header mentions and cell values named in it.

Questions and cells are compared in one normalised form (lower case, accents and punctuation dropped)
so "Gómez" in a cell matches "gomez" in a question; stems let "losses" meet a "Loss" cell.
"""

import re
from dataclasses import dataclass, field

from tally.agent.offline.cell_units import number_unit_phrases, quantity_units, symbols_of_word
from tally.agent.offline.compounds import capital_acronyms, compound_initials
from tally.agent.offline.glosses import gloss_mention
from tally.agent.offline.schema import ColumnInfo, TableInfo
from tally.agent.offline.superlatives import ROWS, superlatives
from tally.agent.offline.sql_words import (abbreviates, initials_run, pronouns_read, preposition_at, rate_units,
                                          shortened_words, stem)
from tally.tools.money import MONEY_STEMS, header_currencies, is_currency_code, opposite_sides
from tally.ingest.text import AGGREGATE_CUE_WORDS, FUNCTION_WORDS
# Latin-script words only: the planner reaches a question in another script by meaning (see ingest/text.py).
from tally.ingest.text import latin_normalise as normalise, latin_words as words
from tally.agent.offline.header_numbers import numbered_positions, same_ordinal
from tally.agent.offline.header_units import unit_named, without_bracketed_unit

BASE_STOPWORDS = FUNCTION_WORDS  # never evidence of anything
STOPWORDS = FUNCTION_WORDS | AGGREGATE_CUE_WORDS  # for the planner, cue words are explained by the aggregate

# Words that name a column in questions but not in headers, and the header words they stand for.
_SYNONYM_WORDS: dict[str, tuple[str, ...]] = {
    "pay": ("salary", "wage", "pay"),
    "earn": ("salary", "pay", "wage", "gross"),
    "wage": ("salary", "pay"),
    "salary": ("pay", "wage"),
    "staff": ("employee",),
    "worker": ("employee",),
    "people": ("employee", "person", "name", "population"),
    "person": ("name",),
    "player": ("name", "player"),
    "cost": ("price", "amount", "cost"),
    "price": ("price", "cost", "amount"),
    "spend": ("amount", "total", "cost"),
    "revenue": ("amount", "total", "sales", "revenue"),
    "sales": ("amount", "total", "revenue"),
    "value": ("amount", "value", "total"),
    "when": ("date", "year"),
    "year": ("year", "season"),
    "season": ("season", "year"),
    "points": ("pts", "points"),
    "goals": ("goals", "gls"),
    "attendance": ("attendance", "crowd"),
    "population": ("population", "pop"),
    "height": ("height", "tall"),
    "tall": ("height",),
    "taller": ("height",),
    "born": ("birth", "born"),
    "feet": ("ft", "feet"),
    "foot": ("ft", "feet"),
    "floors": ("floors", "stories"),
    "quantity": ("qty", "quantity", "units"),
    "payroll": ("salary", "pay", "register"),
    "paid": ("pay", "salary"),
    "units": ("qty", "quantity", "units"),
    # The dimension adjectives ("how heavy", "how old"): each names its dimension, as the comparatives do
    # (sql_phrases._DIMENSIONS). "long" is left out: "how long" asks a duration as often as a length.
    "heavy": ("weight",),
    "light": ("weight",),
    "old": ("age",),
    "young": ("age",),
    "wide": ("width",),
    "narrow": ("width",),
    "deep": ("depth",),
    "shallow": ("depth",),
    "far": ("distance",),
    "big": ("size",),  # "how big", "how large", "how small": the size, as "how heavy" asks the weight
    "large": ("size",),
    "small": ("size",),
}
_UNITS = quantity_units()  # "distance" (and "far", which says distance) means a Km column
_SYNONYM_WORDS.update({w: (*t, *(u for q in (w, *t) for u in _UNITS.get(q, ()))) for w, t in [*_SYNONYM_WORDS.items(),
                                                                                          *((q, ()) for q in _UNITS)]})
# "the heaviest", "the cheapest": a superlative names the column of what it measures (superlatives.tsv)
_SYNONYM_WORDS.update({word: (measured, *_SYNONYM_WORDS.get(measured, ())) for word, (_, measured)
                       in superlatives().items() if measured not in (None, ROWS)})
# "hectolitres" is a header's "hl", "kilos" its "kg": a unit's name and its symbol name the same thing
UNIT_SYMBOLS = symbols_of_word(stem)
SYNONYMS: dict[str, frozenset[str]] = {stem(word): frozenset(stem(t) for t in targets)
                                       for word, targets in _SYNONYM_WORDS.items()}


def content_stems(text: str, stopwords: frozenset[str] = STOPWORDS) -> list[str]:
    return [stem(w) for w in words(text) if w not in stopwords]


@dataclass
class Question:
    """A question split into words with their stems; spans are word-index ranges [start, end)."""

    text: str
    words: list[str] = field(default_factory=list)
    stems: list[str] = field(default_factory=list)

    @classmethod
    def parse(cls, text: str) -> "Question":
        ws = pronouns_read(words(text))
        return cls(text=text, words=ws, stems=[stem(w) for w in ws])

    def find_phrase(self, phrase_words: list[str], use_stems: bool = False) -> list[tuple[int, int]]:
        """Word spans where `phrase_words` occur contiguously."""
        target = [stem(w) for w in phrase_words] if use_stems else phrase_words
        seq = self.stems if use_stems else self.words
        n = len(target)
        if n == 0:
            return []
        return [(i, i + n) for i in range(len(seq) - n + 1) if seq[i : i + n] == target]


@dataclass
class ColumnMention:
    column: ColumnInfo
    score: float  # share of the header's content words found in the question, with synonyms
    positions: list[int]  # the question words that name it

    @property
    def start(self) -> int:
        return min(self.positions)


def _cut_form(target: str, column: ColumnInfo) -> str | None:
    """The header word as the header shortens it, for the header stem `target` ("docs" for "doc")."""
    return next((short for short in _abbreviations(column) if short == target or stem(short) == target), None)


def names_stem(question_stem: str, target: str) -> bool:
    """The question's word names the header word itself, as its unit's symbol or by a synonym."""
    return question_stem == target or target in UNIT_SYMBOLS.get(question_stem, ()) \
        or target in SYNONYMS.get(question_stem, ())


def header_stems(column: ColumnInfo) -> list[str]:
    """The header's content words; a year or other number in it ("Population (2010)"), a unit in brackets
    ("Gross Pay (GBP)") or a currency code ("Parts GBP") qualifies the column rather than naming it,
    unless the header is nothing else ("1945"). A trailing one-letter unit symbol is read as its unit's
    name ("Standby h": standby hours)."""
    plain = " ".join(w for w in without_bracketed_unit(column.header).split() if not is_currency_code(w))
    stems = content_stems(plain) or content_stems(column.header)
    named = [s for s in stems if not s.replace(".", "").isdigit()]
    found = named or stems or [stem(w) for w in words(column.header)]
    letter, unit = unit_named(column.header) if found else (None, None)
    if unit is None:
        return found
    return [s for s in found if s != letter] + [s for s in content_stems(unit) if s not in found]


def mention_of(column: ColumnInfo, question: Question, used: set[int] = frozenset()) -> ColumnMention | None:
    """How strongly the question names this column (header words, stems, synonyms)."""
    wanted = header_stems(column)
    if not wanted:
        return None
    positions: list[int] = []
    hits = 0.0
    per = rate_units(column.header)  # named only when the question says "per" too
    function_words = not content_stems(column.header)  # "In", "Out", "By": named by a word that is no preposition
    for target in wanted:
        exact = [i for i, s in enumerate(question.stems) if (s == target or same_ordinal(question.words[i], target)
                                                             or target in UNIT_SYMBOLS.get(s, ()))
                 and i not in used and (target not in per or _said_per(question, i))
                 and not (function_words and preposition_at(question.words, i))]
        synonym = [i for i, s in enumerate(question.stems) if target in SYNONYMS.get(s, ()) and i not in used]
        if exact:
            hits += 1.0
            positions.append(exact[0])
        elif synonym:
            hits += 0.7
            positions.append(synonym[0])
        elif (cut := _cut_form(target, column)) and (short := [i for i, w in enumerate(question.words)
                                                             if i not in used and abbreviates(cut, w)]):
            hits += 0.8
            positions.append(short[0])
        elif len(wanted) == 1 and (spelled := initials_run(column.header, question.words, used, STOPWORDS)):
            hits += 0.9
            positions.extend(spelled)
        elif target in capital_acronyms(column.header) and (joined := [
                i for i, w in enumerate(question.words) if i not in used and target in compound_initials(w)]):
            hits += 0.8  # "OT Hrs": overtime
            positions.append(joined[0])
    glossed, said = gloss_mention(column, question.stems, used | set(positions)) if column.gloss else (0.0, [])
    if hits == 0:
        if glossed:  # "casks sent back": the note line's words for Rtn
            return ColumnMention(column=column, score=glossed, positions=said)
        return _money_mention(column, question, used)
    score = hits / len(wanted)  # the header named: the gloss's words said too are explained by it
    numbered = numbered_positions(column.header, question.words, positions)  # "run 2": Run 2, never Run 1
    if numbered is None:
        return None
    return ColumnMention(column=column, score=score, positions=sorted(set(positions) | set(said) | set(numbered)))


# A money word names a currency column less surely than a header word or its synonym does: "what did the job
# cost" over Materials Cost (GBP) and Charge (GBP) goes to the header that says "cost".
_MONEY_MENTION = 0.45
# (not "Price": a price is per unit, and what was spent is units times it)
_PAID_MONEY = {stem(w) for w in ("fee", "fees", "charge", "charges", "takings", "payment", "payments")}
_BILLED = {stem(w) for w in ("bill", "bills", "billed", "charge", "charges", "charged")}


def _money_mention(column: ColumnInfo, question: Question, used: set[int]) -> ColumnMention | None:
    """'money', 'cost', 'revenue', 'spend' name a column measured in a currency ("Charge (GBP)") or named
    as money paid ("Fee", "Charges": a currency shown only in the cells' format)."""
    if not column.numeric or not (header_currencies(column.header) or set(header_stems(column)) & _PAID_MONEY):
        return None
    if rate_units(column.header):
        return None  # "£/hr" is a rate, money per hour: what anything cost is hours times it (sql_rates.py)
    # money said alone names the row's total ("Tot €") before one part of it ("Pts €", "Lab €")
    total = any(abbreviates(w, "total") or w == "total" for w in words(column.header)[:1])
    # what a customer is billed or charged is a fee, a charge or a row's total, never any sum of money (a limit)
    billed = total or bool(set(header_stems(column)) & _PAID_MONEY)
    said = [i for i, s in enumerate(question.stems) if (s in MONEY_STEMS or billed and s in _BILLED) and i not in used
            and not opposite_sides(s, header_stems(column))]
    return ColumnMention(column=column, score=_MONEY_MENTION + 0.05 * total, positions=said[:1]) if said else None


def _said_per(question: Question, i: int) -> bool:
    return i > 0 and question.words[i - 1] in ("per", "a", "an", "each", "every")


def _abbreviations(column: ColumnInfo) -> frozenset[str]:
    """Header words written as abbreviations ("Pos.", "Rnd.", "Pts", "Elec"), read once per column."""
    return per_column(column, "abbreviations", lambda c: shortened_words(c.header))


def best_mention(columns: list[ColumnInfo], question: Question, used: set[int] = frozenset(),
                 near: int | None = None) -> ColumnMention | None:
    """The column the question names most clearly; of equal scores the one naming more of the question's
    words ("trays sent back" is Trays back, not Trays), then the mention closest to word `near`."""
    mentions = [m for c in columns if (m := mention_of(c, question, used)) is not None]
    if not mentions:
        return None

    def rank(m: ColumnMention) -> tuple[float, int, float]:
        distance = abs(m.start - near) if near is not None else 0
        return (round(m.score, 3), len(set(m.positions)), -distance)

    return max(mentions, key=rank)


@dataclass
class ValueMatch:
    column: ColumnInfo
    values: list[str]  # raw distinct cell values that matched
    span: tuple[int, int]
    exact: bool  # the whole cell was named (else: the question named words inside the cells)

    @property
    def width(self) -> int:
        return self.span[1] - self.span[0]


# Per column object (profiled tables are kept for the process): its cells' words, computed once.
_COLUMN_CACHE: dict[tuple[int, str], tuple[ColumnInfo, object]] = {}


def per_column(column: ColumnInfo, kind: str, compute):
    key = (id(column), kind)
    hit = _COLUMN_CACHE.get(key)
    if hit is not None and hit[0] is column:
        return hit[1]
    if len(_COLUMN_CACHE) > 50_000:
        _COLUMN_CACHE.clear()
    value = compute(column)
    _COLUMN_CACHE[key] = (column, value)  # holding the column keeps its id from being reused
    return value


def _cell_phrases(column: ColumnInfo) -> dict[tuple[str, ...], list[str]]:
    return per_column(column, "phrases", _compute_cell_phrases)


def cell_words(column: ColumnInfo) -> tuple[list, list]:
    def compute(c: ColumnInfo) -> tuple[list, list]:
        cells = [(tuple(words(raw)), raw) for raw in c.distinct or []]
        return cells, [(tuple(stem(w) for w in cw), raw) for cw, raw in cells]
    return per_column(column, "words", compute)


def _compute_cell_phrases(column: ColumnInfo) -> dict[tuple[str, ...], list[str]]:
    phrases: dict[tuple[str, ...], list[str]] = {}
    for raw in column.distinct or []:
        key = tuple(words(raw))
        if key:
            phrases.setdefault(key, []).append(raw)
    return phrases


def _initial_prefix_hits(column: ColumnInfo, question: Question) -> dict[tuple[str, ...], tuple[int, int]]:
    """Cells written with a one-letter prefix ("e-bike", "e-invoice", "x-ray") that the question writes with
    the prefix's word in full ("electric bike", "electronic invoice"): the letter starts the question's word
    and the rest of the cell is the words after it."""
    hits: dict[tuple[str, ...], tuple[int, int]] = {}
    for phrase, rest in per_column(column, "prefixed", _prefixed_phrases):
        for i in range(len(question.words) - len(rest)):
            full = question.words[i]
            if (len(full) >= 4 and full.isalpha() and full.startswith(phrase[0])
                    and tuple(question.stems[i + 1:i + 1 + len(rest)]) == rest):
                hits.setdefault(phrase, (i, i + 1 + len(rest)))
    return hits


def _prefixed_phrases(column: ColumnInfo) -> list[tuple[tuple[str, ...], tuple[str, ...]]]:
    """(phrase, stems after the prefix) of the column's cells written with a one-letter prefix."""
    return [(phrase, tuple(stem(w) for w in phrase[1:])) for phrase, raws in _cell_phrases(column).items()
            if len(phrase) >= 2 and len(phrase[0]) == 1 and any(f"{phrase[0]}-" in raw.lower() for raw in raws)]


def _acronym_in(raws: list[str], question: Question) -> bool:
    """A capitalised cell that is also an English word ("IT") counts only when written in capitals."""
    return any(raw.isupper() and len(raw) >= 2 and re.search(rf"\b{re.escape(raw)}\b", question.text)
               for raw in raws)


def _worth_matching(phrase: tuple[str, ...]) -> bool:
    if all(w in STOPWORDS for w in phrase):
        return False
    if len(phrase) == 1 and (len(phrase[0]) < 2 or phrase[0].replace(".", "").replace(",", "").isdigit()):
        return False
    return True


def exact_value_matches(table: TableInfo, question: Question) -> list[ValueMatch]:
    """Whole cells of text columns that the question names (as words or, for one-word cells, as stems).

    The question's word runs are looked up in each column's cell dictionary (cost grows with the
    question, not with the number of cells)."""
    found: list[ValueMatch] = []
    n = len(question.words)
    runs = [(i, j) for i in range(n) for j in range(i + 1, min(n, i + 12) + 1)]
    for column in table.columns:
        if not column.text or not column.distinct:
            continue
        phrases = _cell_phrases(column)
        by_stems = _stemmed_phrases(column)
        hits: dict[tuple[str, ...], tuple[int, int]] = {}
        for i, j in runs:
            phrase = tuple(question.words[i:j])
            if phrase in phrases:
                hits.setdefault(phrase, (i, j))
        for i, j in runs:
            for phrase in by_stems.get(tuple(question.stems[i:j]), ()):
                if phrase not in hits and (len(phrase) > 1 or len(phrase[0]) >= 3):
                    hits.setdefault(phrase, (i, j))  # "coffee machines"
        for i, j, phrase in number_unit_phrases(question.words):
            if phrase in phrases:
                hits.setdefault(phrase, (i, j))  # "a 16 amp socket": the 16A cells
        for phrase, (i, j) in _initial_prefix_hits(column, question).items():
            hits.setdefault(phrase, (i, j))  # "electric bikes": the e-bike cells
        for i, word in enumerate(question.words):
            for short in compound_initials(word):
                if (short,) in phrases and any(raw.strip().isupper() for raw in phrases[(short,)]):
                    hits.setdefault((short,), (i, i + 1))  # "quarterbacks": the QB cells
        order = {phrase: k for k, phrase in enumerate(phrases)}
        items = _cell_items(column)
        for phrase in sorted(hits, key=order.__getitem__):
            raws = phrases[phrase]
            if len(phrase) > 12 or not (_worth_matching(phrase) or _acronym_in(raws, question)):
                continue
            listed = [raw for raw in items.get(phrase, ()) if raw not in raws]
            found.append(ValueMatch(column=column, values=list(raws) + listed, span=hits[phrase], exact=True))
    return found


_NOTE_AFTER = re.compile(r"^([^()]+?)\s*\([^()]*\)\s*$")
_ITEM_SEPARATOR = re.compile(r"\s*(?:[,;/&\n]|\band\b)\s*", re.I)


def _cell_items(column: ColumnInfo) -> dict[tuple[str, ...], list[str]]:
    """Cells that list several values ("Director and screenwriter", "Producer, Director"): each listed
    item -> the cells naming it, so a value named in a question also counts the cells that list it."""
    def compute(c: ColumnInfo) -> dict[tuple[str, ...], list[str]]:
        items: dict[tuple[str, ...], list[str]] = {}
        for raw in c.distinct or []:
            # "Mutual consent (hired by Bolton)": the value, then a note on it
            noted = _NOTE_AFTER.match(raw)
            if noted and words(noted.group(1)):
                items.setdefault(tuple(words(noted.group(1))), []).append(raw)
            parts = [tuple(words(part)) for part in _ITEM_SEPARATOR.split(raw)]
            parts = [part for part in parts if part]
            if len(parts) < 2:
                continue
            for part in dict.fromkeys(parts):
                items.setdefault(part, []).append(raw)
        return items
    return per_column(column, "items", compute)


def _stemmed_phrases(column: ColumnInfo) -> dict[tuple[str, ...], list[tuple[str, ...]]]:
    def compute(c: ColumnInfo) -> dict[tuple[str, ...], list[tuple[str, ...]]]:
        stems: dict[tuple[str, ...], list[tuple[str, ...]]] = {}
        for phrase in _cell_phrases(c):
            stems.setdefault(tuple(stem(w) for w in phrase), []).append(phrase)
        return stems
    return per_column(column, "stems", compute)
