"""The column that names a row for "which/who ... highest" questions: the text column the question names
("which employee"), the row's own key ("which order", "the lightest thing"), or a name for "who"; and an ID
label's name column to say beside it, in its own table or in the table its codes key."""

import re

from sqlglot import exp

from tally.agent.offline import sql_exprs as ex
from tally.agent.offline.schema import ColumnInfo, TableInfo
from tally.agent.offline.sql_cues import CALENDAR_UNITS
from tally.agent.offline.sql_match import Question, best_mention, cell_words, header_stems, mention_of, stem, words
from tally.agent.offline.sql_words import abbreviates
from tally.agent.offline.sql_phrases import AggregateAsk
from tally.agent.offline.sql_values import person_names
from tally.agent.offline.sql_work import Work, ordinal, repeats, use
from tally.agent.offline.superlatives import ROWS, measures as superlative_measure

_QUESTION_WORDS = {"which", "who", "what", "whose"}
# "What sold best in spring - which flavour?": a "what" clause may be made precise by a later one whose
# question word names the kind of row asked
_NAMING_WORDS = {"which", "who", "whose"}
# English nouns that classify another ("which kind of course", "what sort of van"): the asked label is a
# category of the rows, a column headed by one of them before one the classified noun names
_CLASSIFIERS = {"kind", "sort", "type", "category", "class", "variety"}


def label_column(work: Work, ask: AggregateAsk) -> ColumnInfo | None:
    """For 'which/who ... highest': the text column naming the row ('which employee' -> Employee)."""
    start, window = _question_start(work.q.text)
    # "what's" asks as "what"
    if start >= len(work.q.words) or work.q.words[start].split("'")[0] not in _QUESTION_WORDS:
        return thing_measured(work, ask)
    texts = [c for c in work.table.columns if c.text and not c.number_like]
    if work.q.words[start] == "whose":
        return _person(work, texts)  # "whose shifts": the noun after it is the person's, not the label
    if _classified(work.q.words, start):
        window += 2  # "which sort of [delivery van]": the classified noun follows "of"
        work.take([start + 1, start + 2])
        texts = [c for c in texts if repeats(c, work.table)]  # a category, never each row's own key
        category = _category(work, texts, start + 3)
        if category is not None:
            return decoded(work.table, category)
    # "which order ...": a word that names the table itself may still name its ID column; the label is
    # named right after the question word, and what comes before it is a clause of its own
    outside = set(range(start)) | set(range(window, len(work.q.words)))
    mention = best_mention(texts, work.q, (work.used - work.titled) | outside, near=start + 1)
    if mention is None and ask.superlative and ask.subject and work.q.words[0] != "who":
        # "show the most frequent status": the noun after the superlative names the label
        outside = set(range(len(work.q.words))) - set(range(*ask.subject))
        mention = best_mention(texts, work.q, (work.used - work.titled) | outside)
    if mention is not None:
        use(work, mention)
        return decoded(work.table, mention.column)
    if work.q.words[0] != "who":
        entity = next((i for i in range(1, min(3, len(work.q.words))) if i in work.titled), None)
        keys = [c for c in texts if not repeats(c, work.table) and c.distinct]
        if entity is not None and keys:
            return keys[0]  # the row's own key names the entity
        noun = start + 1
        if ask.superlative and len(texts) == 1 and keys and noun < len(work.q.words) and noun not in work.used \
                and work.q.words[noun].isalpha() and noun < ask.span[0] and not _a_period(work.q.words[noun]) \
                and not any(work.q.stems[noun] in stems for stems, _ in cell_words(keys[0])[1]):
            # "which clinic had the most operations" over a per-site report: the one text column names the
            # rows, whatever the question calls them (unless its cells say the word: "Group minibus hire"; and
            # "which month" asks a period, which a site is not)
            work.take([noun])
            return keys[0]
        return thing_measured(work, ask)
    return _person(work, texts)


def _person(work: Work, texts: list[ColumnInfo]) -> ColumnInfo | None:
    """The column naming the person a "who" or "whose" asks: a Name column, else one of person names, each
    row's own before one that repeats (a log's "Led by": the figures are then added up per person)."""
    people = [c for c in texts if person_names(c)]
    headed = [c for c in texts if "name" in c.header.lower()]  # "Job name" may decode a code, not name a person
    ranked = [c for c in headed if c in people] + [c for c in people if not repeats(c, work.table)] + people + headed
    return ranked[0] if ranked else (texts[0] if texts else None)


def _a_period(word: str) -> bool:
    return word in CALENDAR_UNITS or word == "day"


def asks_a_period(q: Question) -> bool:
    """Whether the question's "which/what" names a period as its label ("which month", "in what year")."""
    start, _ = _question_start(q.text)
    if start + 2 < len(q.words) and q.words[start] not in _QUESTION_WORDS:
        start += 1  # a preposition before it: "in which month"
    return start + 1 < len(q.words) and q.words[start] in _QUESTION_WORDS and _a_period(q.words[start + 1])


def _category(work: Work, texts: list[ColumnInfo], noun: int) -> ColumnInfo | None:
    """The one column of categories a "which kind of <noun>" asks: headed by a classifier ("Type", "Cat"), else
    the column most of whose values name kinds of the noun ("panel van", "tipper van", "crew van")."""
    headed = [c for c in texts if any(w in _CLASSIFIERS or any(abbreviates(w, k) for k in _CLASSIFIERS)
                                      for w in (x.lower() for x in words(c.header)))]
    coded = {c.header for c in headed}
    headed = [c for c in headed if c.header.removesuffix(" name") == c.header or c.header[:-5] not in coded]
    if len(headed) == 1:
        return headed[0]  # a code column and its decoded twin ("Cat", "Cat name") are one category
    positions = range(noun, min(noun + 2, len(work.q.words)))
    nouns = {work.q.stems[i] for i in positions} - {""}
    shares = {c.name: sum(1 for v in c.distinct or () if nouns & {stem(w) for w in words(v)}) / len(c.distinct)
              for c in texts if c.distinct}
    best = max(texts, key=lambda c: shares.get(c.name, 0.0), default=None)
    if best is None or shares.get(best.name, 0.0) < _KINDS_SHARE:
        return None
    said = {s for v in best.distinct or () for s in (stem(w) for w in words(v))}
    work.take([i for i in positions if work.q.stems[i] in said])  # the noun its values name: no filter of its own
    return best


_KINDS_SHARE = 0.5


def _classified(question_words: list[str], start: int) -> bool:
    return start + 2 < len(question_words) and question_words[start + 1] in _CLASSIFIERS \
        and question_words[start + 2] == "of"


def _question_start(text: str) -> tuple[int, int]:
    """Where the question word is (first, or after a leading clause: "In June, which pontoon ...") and
    where the three written words after it end: a hyphenated compound ("which park-and-ride site") is one
    written word however many words it reads as."""
    offset, found = 0, None
    # not the comma of "1,500", nor the hyphen of "follow-up"
    for clause in re.split(r",\s+|\s+[-–—]\s+|:\s+", text):
        tokens = clause.split()
        first = words(tokens[0])[:1] if tokens else []
        asked = first[0].split("'")[0] if first else ""
        if asked in _QUESTION_WORDS and (found is None or asked in _NAMING_WORDS):
            found = offset, offset + sum(len(words(token)) for token in tokens[:4])
            if asked in _NAMING_WORDS:
                break
        offset += len(words(clause))
    return found or (0, sum(len(words(token)) for token in text.split()[:4]))


def decoded(table: TableInfo, column: ColumnInfo) -> ColumnInfo:
    """The column's decoded twin when a legend spelled out its codes ("Packer" -> "Packer name",
    ingest/convert/legends.py): a question asking "which packer" wants the person, not the initials."""
    return next((c for c in table.columns if c.header == f"{column.header} name"), column)


def thing_measured(work: Work, ask: AggregateAsk) -> ColumnInfo | None:
    """'What's the lightest thing we hire out?': a superlative that names its own measure (lightest: weight)
    before a noun that names no column asks which row it is; the row's key answers."""
    first = work.q.words[0].split("'")[0]
    if first not in _QUESTION_WORDS or not ask.superlative or not ask.subject \
            or superlative_measure(work.q.words[ask.span[0]]) in (None, ROWS):
        return None
    noun = ask.subject[0]
    if noun in work.used or any(mention_of(c, work.q, set(range(len(work.q.words))) - {noun}) is not None
                                for c in work.table.columns):
        return None
    texts = [c for c in work.table.columns if c.text and not c.number_like]
    keys = [c for c in texts if not repeats(c, work.table) and c.distinct]
    if keys:
        work.take([noun])
    return keys[0] if keys else None


def name_beside(table: TableInfo, label: ColumnInfo | None) -> ColumnInfo | None:
    """An ID column answering 'which employee' is said with the row's name beside it ("EMP-1003 (Ana Ruiz)"):
    another one-per-row text column whose header shares the ID's words or is a name."""
    if label is None or not ordinal(label):
        return None
    own = set(header_stems(label))
    names = [c for c in table.columns if c is not label and c.text and not c.number_like and c.distinct
             and not repeats(c, table) and not ordinal(c)
             and (own & set(header_stems(c)) or "name" in c.header.lower())]
    return names[0] if names else None


def said_beside(table: TableInfo, label: ColumnInfo | None, linked: list[tuple[str, TableInfo, str]],
                own: bool) -> tuple[ColumnInfo | None, exp.Expression | None]:
    """What to say beside the label of an extreme's row: its own table's name column (when `own`: one row
    per label), else the name the table its codes key gives it ("AC-12 (Hobbs & Dunn)" of a
    client list; the codes of a key sheet), as a column and the expression that reads it for the row."""
    beside = name_beside(table, label) if own else None
    if beside is not None or label is None or not _coded(label):
        return beside, ex.col(beside) if beside is not None else None
    for column, related, key_name in linked:
        if column != label.name:
            continue
        key = related.column(key_name)
        # one per row and in words; one the key's header or "name" names first, else the first (a register
        # writes the name next to its code)
        names = [c for c in related.columns if c is not key and c.text and not c.number_like and c.distinct
                 and not repeats(c, related) and not ordinal(c)]
        names.sort(key=lambda c: not (set(header_stems(key)) & set(header_stems(c)) or "name" in c.header.lower()))
        if names:
            matched = exp.EQ(this=ex.folded(ex.col_of(key, related.name)),
                             expression=ex.folded(ex.col_of(label, table.name)))
            read = exp.select(exp.Min(this=ex.col_of(names[0], related.name))).from_(ex.table_ref(related.name))
            return names[0], exp.Subquery(this=read.where(matched))
    return None, None


_CODE = re.compile(r"^[A-Z0-9][A-Z0-9/.-]{0,11}$")  # "JW", "AC-12", "K0042": a code, not a name in words


def _coded(column: ColumnInfo) -> bool:
    """Whether the column's values are codes (a name in words needs no other name beside it)."""
    values = [v.strip() for v in column.distinct or [] if v and v.strip()]
    return bool(values) and all(_CODE.match(v) for v in values)
