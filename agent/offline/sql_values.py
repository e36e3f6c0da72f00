"""Choosing which cell values named in a question become filters, and spotting summary rows."""

from dataclasses import dataclass

from tally.agent.offline.schema import ColumnInfo, TableInfo
from tally.agent.offline.sql_codes import coded_matches, spelled_codes
from tally.agent.offline.sql_placings import placing_matches
from tally.agent.offline.sql_demonyms import demonym_matches
from tally.agent.offline.sql_doers import doer_matches
from tally.agent.offline.sql_negation import negated_at
from tally.agent.offline.sql_match import (ColumnMention, Question, ValueMatch, content_stems, exact_value_matches,
                                          header_stems, mention_of, words)
from tally.agent.offline.sql_partial import partial_value_matches
from tally.agent.offline.sql_work import Work, repeats
from tally.ingest.convert.value_legends import MEANING_SUFFIX

_TOTAL_LABELS = ("total", "totals", "grand total", "overall total", "sum total")
# Longer cells are prose (notes, descriptions): a single word of the question found in them says little,
# a phrase of two or more words ("drama desk awards") is specific enough to filter on.
_MAX_WORDS_PER_CELL = 8


@dataclass
class ValueFilter:
    column: ColumnInfo
    values: list[str]
    positions: list[int]
    phrases: list[str]
    exact: bool

    def describe(self) -> str:
        if not self.exact:
            quoted = " or ".join(f'"{p}"' for p in self.phrases)
            return f"{self.column.header} containing {quoted}"
        if len(self.values) == 1:
            return f"{self.column.header} = {self.values[0]}"
        return f"{self.column.header} in ({', '.join(self.values)})"


def choose_values(table: TableInfo, q: Question, used: set[int], subject: set[int]) -> list[ValueFilter]:
    """Non-overlapping value matches, widest first; several values of one column become one IN filter."""
    taken = set(used)
    chosen: dict[tuple[str, bool], ValueFilter] = {}
    header_words = {s for c in table.columns for s in header_stems(c)}

    def accept(match: ValueMatch) -> None:
        span = set(range(*match.span))
        if span & taken:
            return
        taken.update(span)
        phrase = " ".join(q.words[match.span[0]:match.span[1]])
        # "invoiced rather than refunded": a value the question sets aside is a filter of its own, not one
        # more value of the column's filter
        key = (match.column.name, bool(negated_at(q, match.span[0], used)))
        current = chosen.get(key)
        if current is None:
            chosen[key] = ValueFilter(match.column, list(match.values), sorted(span), [phrase], match.exact)
            return
        if not match.exact and not _joined(q, current.positions, span):
            return  # "wages and salaries expense": a loose word next to a named value is not a second value
        current.values.extend(v for v in match.values if v not in current.values)
        current.positions = sorted(set(current.positions) | span)
        current.phrases.append(phrase)
        current.exact = current.exact and match.exact

    def mentioned(column: ColumnInfo) -> float:
        # A value in several columns ("United States" under Men's Team and Women's Team) belongs to the
        # column whose header the question names most fully, not to any column it names a word of.
        mention = mention_of(column, q)
        return mention.score if mention is not None else 0.0

    exact = [m for m in exact_value_matches(table, q) if not set(range(*m.span)) & used]
    exact.sort(key=lambda m: (-m.width, -mentioned(m.column), len(m.values), len(m.column.distinct or [])))
    for match in exact:
        accept(match)
    # "class C", "did not finish": of columns holding the same code, the one the question names ("in run 2")
    coded = coded_matches(table, q, taken) + spelled_codes(table, q, taken) + placing_matches(table, q, taken)
    for match in sorted(coded, key=lambda m: (-m.width, -mentioned(m.column))):
        accept(match)
    for match in sorted(demonym_matches(table, q, taken), key=lambda m: (-mentioned(m.column), len(m.values))):
        accept(match)
    for match in sorted(doer_matches(table, q, taken), key=lambda m: (-mentioned(m.column), len(m.values))):
        accept(match)
    named = {i for c in table.columns if (m := mention_of(c, q)) is not None and m.score >= 0.8 for i in m.positions}
    partial = [m for m in partial_value_matches(table, q, taken | subject)
               if (_short_cells(m.column) or m.width >= 2) and not _is_header_word(q, m, header_words)
               and not set(range(*m.span)) <= named and not _names_the_rows(q, m, table.row_count)
               and not _names_kinds(table, q, m) and not _loose_meaning(m, q)]
    partial.sort(key=lambda m: (-m.width, -mentioned(m.column), len(m.values)))
    for match in partial:
        accept(match)
    for (name, negated), kept in list(chosen.items()):
        set_aside = chosen.get((name, True)) if not negated else None
        if set_aside is not None and min(set_aside.positions) < min(kept.positions) \
                and _joined(q, set_aside.positions, set(kept.positions)):
            # "leave out voided and refunded ones": a negation reaches the values joined after it
            set_aside.values += [v for v in kept.values if v not in set_aside.values]
            set_aside.positions = sorted(set(set_aside.positions) | set(kept.positions))
            del chosen[(name, negated)]
    return list(chosen.values())


_ROWS_SHARE = 0.5
_DETERMINERS = {"the", "these", "those", "all"}
_AUXILIARIES = {"did", "does", "do", "has", "have", "had", "was", "is", "were", "are", "will", "would", "could", "can"}


def _names_the_rows(q: Question, match: ValueMatch, rows: int) -> bool:
    """"all the arenas", "these buildings": a plural after a determiner, found inside at least half of
    the rows' values (Holon City Arena, Malha Arena, ...), says what the rows are, not which to keep."""
    if match.width != 1 or match.exact or not rows:
        return False
    i = match.span[0]
    word = q.words[i]
    if i > 1 and q.words[i - 1] == "the" and q.words[i - 2] in _AUXILIARIES and not word.endswith("s") \
            and len(match.values) >= 2:
        # "has the album sold": the one thing the question's verb is about, so not the several cells that have
        # the word among others (Album of the Year, Best Album Cover): the subject the whole table is about ("in
        # the pool" is a place, and may be any pool)
        return True
    return (word.endswith("s") and i > 0 and q.words[i - 1] in _DETERMINERS
            and len(match.values) >= _ROWS_SHARE * rows)


def _loose_meaning(match: ValueMatch, q: Question) -> bool:
    """A word inside the meanings a note gives a column's values (ingest/convert/value_legends.py) picks a value
    only when the question says most of that meaning ("bikes hung up on the rail" for "bike hung on the rail";
    not "in the shed" for "shed rack, lower tier"), and picks at most half of the values: a word most meanings
    share says what the values have in common, not which one is asked."""
    if not match.column.header.endswith(MEANING_SUFFIX) or match.exact:
        return False
    said = set(q.stems)
    thin = any(2 * sum(s in said for s in stems) < len(stems) for v in match.values if (stems := content_stems(v)))
    return thin or 2 * len(match.values) > len(match.column.distinct or ())


def _names_kinds(table: TableInfo, q: Question, match: ValueMatch) -> bool:
    return match.width == 1 and not match.exact and names_kinds(table, q, match.span[0])


# an article or a possessive before a noun says "any one of them" ("dropped a van off", "their vans")
_ANY_ONE = {"a", "an", "the", "their", "our", "his", "her", "its", "my", "your"}


def names_kinds(table: TableInfo, q: Question, at: int) -> bool:
    """"dropped a van off": a word, after an article or a possessive, that most values of a column are kinds
    of ("panel van", "tipper van", "crew van") is what the rows are about, not which of them to keep, in
    that column or in another one holding it once ("Van Care voucher"). Without the article the word picks
    values ("rated gold", "the surname Okafor")."""
    if at == 0 or q.words[at - 1] not in _ANY_ONE:
        return False
    head = q.words[at].lower().removesuffix("s")
    for column in table.columns:
        values = column.distinct or []
        if not column.text or len(values) < _KINDS_MIN:
            continue
        # the word heads the values ("tipper van"), as written: "Harlow Racing" is no kind of race
        heads = [words(v)[-1].lower().removesuffix("s") for v in values if words(v)]
        if sum(1 for h in heads if h == head) >= _ROWS_SHARE * len(values):
            return True
    return False


_KINDS_MIN = 3
_JOINING = {"or", "and", "nor", "either"}


def _joined(q: Question, taken: list[int], span: set[int]) -> bool:
    """Two values of one column are both meant when a conjunction stands between them ("X or Y")."""
    low, high = sorted((max(taken), min(span))) if max(taken) < min(span) else sorted((max(span), min(taken)))
    return any(q.words[i] in _JOINING for i in range(low + 1, high))


def _short_cells(column: ColumnInfo) -> bool:
    values = column.distinct or []
    if not values:
        return False
    average = sum(len(words(v)) for v in values) / len(values)
    return average <= _MAX_WORDS_PER_CELL


def _is_header_word(q: Question, match: ValueMatch, header_words: set[str]) -> bool:
    return all(q.stems[i] in header_words for i in range(*match.span))


def total_labels(table: TableInfo) -> list[tuple[ColumnInfo, list[str]]]:
    """Label columns holding a summary row ("Total", or any label on a row that adds up the others):
    those rows are left out of counts, sums and extremes."""
    if table.summary_rows:
        column_name, label = table.summary_rows[0]
        return [(table.column(column_name), [label.strip().lower()])]
    found = []
    for column in table.columns:
        if not column.text or column.number_like or not column.distinct:
            continue
        labels = sorted({v.strip().lower() for v in column.distinct if " ".join(words(v)) in _TOTAL_LABELS})
        if labels and len(column.distinct) > 2:
            found.append((column, labels))
            break
    return found


def summary_lines(table: TableInfo, chosen: list[ValueFilter]) -> tuple[list[ValueFilter], bool]:
    """The value filters without loose matches that land only on flagged summary lines ("January" of "Subtotal
    January" picks no record), and whether a filter names such a line by its whole label ("total assets")."""
    flagged = set(table.flagged or ())
    if not flagged:
        return chosen, False
    on_lines = [f for f in chosen if f.values and all(v.strip().lower() in flagged for v in f.values)]
    return [f for f in chosen if f.exact or f not in on_lines], any(f.exact for f in on_lines)


def names_one_row(table: TableInfo, chosen: list[ValueFilter], whole: bool = True) -> bool:
    """The filters pick one row by its label: one value each, in columns whose values are all different;
    named by the whole cell, or with `whole` False also by words only that cell holds."""
    if not chosen:
        return False
    return all((f.exact or not whole) and len(f.values) == 1 and f.column.distinct is not None
               and len(f.column.distinct) >= table.row_count for f in chosen)


def person_names(column: ColumnInfo) -> bool:
    """Whether a column's values read as people's names ("Bethan Kerrigan"): two to four capitalised
    words without figures, in nearly every value. Asked "who", that is the column to answer with rather
    than an ID."""
    values = column.distinct or []
    if len(values) < 2:
        return False
    person = [v for v in values if 2 <= len(v.split()) <= 4
              and all(w[:1].isupper() and w.isalpha() for w in v.replace("-", "").replace("'", "").split())]
    return len(person) >= 0.9 * len(values)


def noun_after_value(table: TableInfo, q: Question, at: int, used: set[int]) -> list[int]:
    """[at] when the word right after a value names one of the table's text columns whose values repeat
    ("city [bikes]" over Type = City and a Bike column): what the value describes, not a word left
    unexplained. A column of one ID per row is left out: the word then names the rows, which a table whose
    title says them names as well ("a Quay [enrolment]" over an enrolments register)."""
    if at >= len(q.words) or at in used:
        return []
    for column in table.columns:
        mention = mention_of(column, q, used)
        if column.text and mention is not None and mention.positions == [at] and repeats(column, table):
            return [at]
    return []


def counted_noun(table: TableInfo, q: Question, subject: tuple[int, int] | None, titled: set[int]) -> set[int]:
    """The counted noun's words ("how many [historic sites] ..."), which are no filter values; what follows it may
    be. Before a noun the table's name explains ("how many [desk] orders"), or a column's noun when the word
    before it is one several of that column's cells share ("how many [sleeper] coaches" over a Coach Name column
    holding "Northern Sleeper" and "Valley Sleeper"), the words before the noun may be values too."""
    if not subject:
        return set()
    head = subject[1] - 1
    if subject[1] - subject[0] >= 2 and (head in titled or _names_cells_column(table, q, head)):
        return {head}
    return set(range(subject[0], min(subject[1], subject[0] + 2)))


def _names_cells_column(table: TableInfo, q: Question, at: int) -> bool:
    """A text column's header word at `at`, the word before it a word that several of that column's cells share
    (a kind of row, "Sleeper" of "Northern Sleeper" and "Valley Sleeper"; a word of one cell is part of one name)."""
    before = q.words[at - 1]
    return any(not c.number_like and (m := mention_of(c, q)) is not None and at in m.positions
               and sum(before in words(str(v)) for v in c.distinct or ()) >= 2 for c in table.columns)


def names_a_cell(work: Work, mention: ColumnMention) -> bool:
    """'how many return checks': the header's word ends a phrase naming one of its cells ("Return check"),
    so those rows are counted, not the column's distinct values."""
    return any(match.column is mention.column and match.width > 1
               and match.span[0] <= min(mention.positions) and max(mention.positions) < match.span[1]
               for match in exact_value_matches(work.table, work.q))
