"""What a count counts: a number column whose header starts with the counted noun ('how many days did X
hold the title' adds up "Days held"), a quantity column for a counted value ('how many desks were bought'),
or the table's own rows ('how many desk orders')."""

from tally.agent.offline.cell_units import unit_name_stems
from tally.agent.offline.document_roles import label_roles
from tally.agent.offline.schema import ColumnInfo
from tally.agent.offline.sql_match import (STOPWORDS, ColumnMention, Question, best_mention, header_stems, mention_of,
                                          names_stem, stem, words)
from tally.agent.offline.sql_phrases import AggregateAsk, parse_number
from tally.agent.offline.sql_values import names_kinds
from tally.agent.offline.sql_work import Work, repeats, use
from tally.ingest.keys import find_ids
from tally.tools.money import header_currencies


def headed_by(mention: ColumnMention, q: Question, ask: AggregateAsk) -> bool:
    """'how many days did X hold the title' over "Days held", 'how many hours did X teach' over "Teaching
    hours": the counted noun is the header's first or last word (its head) and the question says the rest
    of it too, so the column counts what is asked."""
    wanted = header_stems(mention.column)
    return (bool(ask.subject) and mention.score >= 0.99 and len(wanted) >= 2
            and any(names_stem(q.stems[ask.subject[0]], w) for w in (wanted[0], wanted[-1]))
            and ask.subject[0] in mention.positions)


_EVERY_WORD = 0.7  # the weakest way a header word is named (a synonym); below it, a header word went unnamed


def phrase_measure(work: Work, ask: AggregateAsk, summable: list[ColumnInfo], subject: set[int]
                   ) -> ColumnMention | None:
    """'how many litres of diesel': a counted noun phrase that names a number column in full, unit and
    all, is that column added up (a word it shares with the table's title still counts)."""
    if not ask.subject:
        return None
    phrase = subject | _of_phrase(work.q, ask.subject)
    mention = best_mention(summable, work.q, work.used - work.titled)
    # every header word named, by itself or written short ("hours of overtime" names OT Hrs)
    if mention is None or mention.score < _EVERY_WORD or len(mention.positions) < 2:
        return None
    return mention if ask.subject[0] in mention.positions and set(mention.positions) <= phrase else None


def _of_phrase(q: Question, subject: tuple[int, int] | None) -> set[int]:
    """The noun of an "of" phrase after the counted noun ("litres [of diesel]")."""
    if not subject or subject[1] + 1 >= len(q.words) or q.words[subject[1]] != "of":
        return set()
    return {subject[1], subject[1] + 1}


_BE = ("were", "was", "are", "is")
_WHOLE_NUMBER_TYPES = ("TINYINT", "SMALLINT", "INTEGER", "BIGINT", "HUGEINT", "INT")


def passive_measure(work: Work, ask: AggregateAsk, summable: list[ColumnInfo]) -> ColumnMention | None:
    """'how many students were enrolled' over a table of groups with an Enrolled figure: the verb said of
    the counted noun names the number column that counts them, so it is added up."""
    if not ask.subject:
        return None
    at = ask.subject[1] + 1  # "[students] were [enrolled]"
    if at >= len(work.q.words) or work.q.words[at - 1] not in _BE or at in work.used:
        return None
    # a count of people or things is whole numbers; "were paid" over Amount Paid (GBP) asks no sum of money
    counts = [c for c in summable if c.type.upper().startswith(_WHOLE_NUMBER_TYPES)]
    named = [m for c in counts if (m := mention_of(c, work.q, work.used)) is not None
             and m.positions == [at] and m.score >= 0.99]
    if len(named) != 1:
        return None
    work.take(range(*ask.subject))  # the counted noun is what the figure counts
    return named[0]


_UNIT_NAMES = unit_name_stems(stem)


def unit_measure(work: Work, ask: AggregateAsk, summable: list[ColumnInfo]) -> tuple[bool, ColumnMention | None]:
    """'how many grams did the samples weigh': a counted noun that is a unit is never a count of rows but
    the figures of a column printed in that unit (Wt kg), added up. (True, its mention) when one column
    names the unit and the question's other words best; (True, None) when several tie, so nothing is
    guessed; (False, None) when the counted noun is no unit or no column is printed in it."""
    head = ask.subject[1] - 1 if ask.subject else None  # "workshop hours": the unit closes the counted noun
    if head is None or work.q.stems[head] not in _UNIT_NAMES:
        return False, None  # "second tops": an ordinal before the noun is no unit
    # "Rate/hr" prices the unit: its figures are money per hour, not hours
    in_unit = [c for c in summable if not set(header_stems(c)) & _PRICED and not header_currencies(c.header)]
    named = [m for c in in_unit if (m := mention_of(c, work.q, work.used - {head})) and head in m.positions]
    if not named:
        return False, None
    ranked = sorted(named, key=lambda m: (len(m.positions), m.score), reverse=True)
    if len(ranked) > 1 and (len(ranked[1].positions), ranked[1].score) == (len(ranked[0].positions), ranked[0].score):
        return True, None
    use(work, ranked[0])
    return True, ranked[0]


QUANTITY = {stem(w) for w in ("qty", "quantity", "pieces")}
# "Units", "Units out": a count of units, unless the header prices one ("Unit price", "Cost per unit")
_UNITS, _PRICED = stem("units"), {stem(w) for w in ("price", "cost", "rate", "value", "fee", "charge")}


def quantity_sum(work: Work, agg: str, target: ColumnInfo | None) -> tuple[str, ColumnInfo | None]:
    """'how many desks were bought': the counted thing is a value, so add up the quantity."""
    quantities = [c for c in work.table.columns if c.numeric and (set(header_stems(c)) & QUANTITY or _UNITS in
                  header_stems(c) and not set(header_stems(c)) & _PRICED and not header_currencies(c.header))]
    if len(quantities) != 1:
        return agg, target
    mention = mention_of(quantities[0], work.q, work.used)
    if mention is not None:
        work.take(mention.positions)
    return "sum", quantities[0]


def unit_after(work: Work, columns: list[ColumnInfo | None]) -> None:
    """'three bronze [trophies]': the noun right after a measured column's full name is the unit its
    cells count, not a word the table leaves unexplained."""
    for column in columns:
        mention = mention_of(column, work.q) if column is not None and column.number_like else None
        if mention is None or mention.score < 0.99:
            continue
        after = max(mention.positions) + 1
        if after < len(work.q.words) and after not in work.used and work.q.words[after].isalpha() \
                and work.q.words[after] not in STOPWORDS:
            work.take([after])


_PARTIES = {"buyer", "seller"}  # document_roles.tsv: the customer or client, the supplier or vendor


def counts_payments(mention: ColumnMention, ask: AggregateAsk) -> bool:
    """'how many ticket sales', 'how many fee payments': a money column the counted noun names only by a
    synonym ("Amount £"), or by a word before its head noun ("Rent £"), holds what each sale or payment came
    to; the sales or payments themselves are counted."""
    if not header_currencies(mention.column.header):
        return False
    return mention.score < 1 or bool(ask.subject) and ask.subject[1] - 1 not in mention.positions


def counts_value(work: Work, ask: AggregateAsk, named: list[int] | set[int], column: ColumnInfo | None = None) -> bool:
    """'how many [20-litre drums]': the counted noun opens with a value of a column, after nothing but a
    number and the unit or count it measures ("20-litre", "6-pack"), and no later word names the rows
    (names_rows). A value of a party's column ("how many walk-up sales": Customer = Walk-up) names whom the
    rows are for, not things a quantity counts."""
    if not ask.subject or not named or column is not None and label_roles(column.header) & _PARTIES:
        return False
    if names_rows(work, ask, max(named)):
        return False
    q = work.q
    for i in range(*ask.subject):
        if i in named:
            return True
        measured = i > ask.subject[0] and parse_number(q.words[i - 1]) is not None
        if parse_number(q.words[i]) is None and not measured:
            return False
    return False


def names_rows(work: Work, ask: AggregateAsk, after: int) -> bool:
    """'how many [desk] orders': a subject word after word `after` names the table's rows (its name or its
    one-per-row key column), so rows are counted; 'how many desks' counts the value's units instead."""
    rest = range(max(after + 1, ask.subject[0] + 1), ask.subject[1])
    return any(names_the_rows(work, i) for i in rest)


def names_the_rows(work: Work, i: int) -> bool:
    """Word i names what the table's rows are: a word of its name, or of its one-per-row key column's header
    ("orders" over an Order column holding one order number per row)."""
    keys = {s for c in work.table.columns if c.text and c.distinct and not repeats(c, work.table)
            for s in header_stems(c)}
    return i in work.titled or any(names_stem(work.q.stems[i], key) for key in keys)


_DETERMINERS = {"the", "these", "those", "all", "its", "our", "their", "each", "every"}
_REGISTER_ROWS = 10
_NUMBERING = {"no", "number", "id", "ref", "reference", "num"}  # "Job no.", "Visit ID": a numbering of the rows


def row_nouns(work: Work) -> list[int]:
    """Words naming what the rows are: a word that most values of a column are kinds of ("a van" over
    "panel van", "tipper van", ...), and the key nouns (_key_nouns)."""
    kinds = [i for i, s in enumerate(work.q.stems) if i not in work.used and work.q.words[i] not in STOPWORDS
             and names_kinds(work.table, work.q, i)]
    return kinds + [i for i in _key_nouns(work) if i not in kinds]


def _key_nouns(work: Work) -> list[int]:
    """'what did [the tickets] in the helpdesk log cost': a word after a determiner naming the table's
    first column, when its header numbers the rows and its cells are one ID per row ("Ticket no.": HD-4071, ...),
    names its rows, which every plan over it is about. Only of a register: a document's few lines (a
    statement's five enrolments) hold distinct IDs by chance, and a word naming them there names the register
    they come from as well."""
    first = work.table.columns[0] if work.table.columns and work.table.row_count >= _REGISTER_ROWS else None
    if first is None or not first.text or not first.distinct or repeats(first, work.table) \
            or not set(words(first.header)) & _NUMBERING or not all(find_ids(v) == [v] for v in first.distinct[:20]):
        return []
    keys = set(header_stems(first)) - {stem(w) for w in _NUMBERING}
    return [i for i in range(1, len(work.q.words)) if i not in work.used and work.q.words[i - 1] in _DETERMINERS
            and any(names_stem(work.q.stems[i], key) for key in keys)]
