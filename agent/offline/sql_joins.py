"""Filters taken from a related table: "orders of customers in the Retail segment".

When a table's column holds rows of another table (ingest/relations.py: orders.customer values are all
customers.customer rows), a value the question names in that other table (Segment = Retail) filters
the first table through the relation, as `customer IN (SELECT customer FROM customers WHERE ...)`.
A semi-join keeps the counted rows those of the first table: no row is duplicated by a join.
"""

from sqlglot import exp

from tally.agent.offline import sql_exprs as ex
from tally.agent.offline.schema import ColumnInfo, TableInfo
from tally.agent.offline.sql_match import (STOPWORDS, ValueMatch, best_mention, content_stems, header_stems,
                                           mention_of, names_stem)
from tally.agent.offline.sql_partial import partial_value_matches
from tally.agent.offline.sql_flags import flag_columns, flag_values
from tally.agent.offline.sql_negation import negated_at
from tally.agent.offline.sql_phrases import parse_number
from tally.agent.offline.sql_plan import Condition
from tally.agent.offline.sql_values import ValueFilter, choose_values
from tally.agent.offline.sql_work import Work, repeats
from tally.agent.offline.sql_words import is_past_form


def add_related_filters(work: Work, linked: list[tuple[str, TableInfo, str]], subject: set[int]
                        ) -> tuple[set[str], set[int]]:
    """Conditions from the tables `work.table` refers to: (own column, other table, other column).
    Returns the own columns that now filter through a relation and the question words naming values."""
    through: set[str] = set()
    named: set[int] = set()
    for column_name, other, other_column in linked:
        own = next((c for c in work.table.columns if c.name == column_name), None)
        if own is None:
            continue
        for match in choose_values(other, work.q, work.used, subject):
            if match.column.name == other_column or not match.exact:
                continue  # the key itself is the own column's value; partial words are too weak across tables
            _add_related(work, own, other, other_column, match)
            through.add(own.name)
            named.update(match.positions)
        flagged = _related_flag(work, other)  # "patrons with Gift Aid": a yes/no column of the related table
        if flagged is not None:
            _add_related(work, own, other, other_column, flagged)
            through.add(own.name)
            named.update(flagged.positions)
    for column_name, other, other_column in linked:  # ... except a code list's descriptions, once no whole
        own = next((c for c in work.table.columns if c.name == column_name), None)  # cell claims the words
        if own is not None and (described := _described_codes(work, own, other, other_column)) is not None:
            _add_related(work, own, other, other_column, described)
            through.add(own.name)
            named.update(described.positions)
    return through, named


def _related_flag(work: Work, other: TableInfo) -> ValueFilter | None:
    """A yes/no column of the related table its header names whole ("bookings by patrons with Gift Aid"): its
    yes cells, or its no cells when the word is negated ("patrons without Gift Aid")."""
    mention = best_mention(flag_columns(other), work.q, work.used)
    if mention is None or mention.score < 0.99:
        return None
    negated = negated_at(work.q, mention.positions[0], work.used - set(mention.positions))
    values = flag_values(mention.column, yes=not negated)
    if not values:
        return None
    return ValueFilter(mention.column, values, [*negated, *mention.positions], [mention.column.header], exact=True)


def _add_related(work: Work, own: ColumnInfo, other: TableInfo, other_column: str, match: ValueFilter) -> None:
    work.take(match.positions)
    work.anchors += 1
    header = mention_of(match.column, work.q, work.used)
    if header is not None:
        work.take(header.positions)  # "the Retail segment": the header names the value's column
    inner = exp.select(ex.folded(exp.column(other_column, quoted=True))).from_(ex.table_ref(other.name))
    inner = inner.where(ex.equals_any(match.column, match.values))
    expr = exp.In(this=ex.folded(ex.col(own)), query=exp.Subquery(this=inner))
    text = f"{own.header} with {match.describe()} in {other.title or other.name}"
    work.conditions.append(Condition(expr, text, [own.header, match.column.header]))
    _take_own_mention(work, own)
    _take_table_mention(work, other)


def _described_codes(work: Work, own: ColumnInfo, other: TableInfo, other_column: str) -> ValueFilter | None:
    """'how many dental checks were there' over a register whose Proc column holds codes (D01) that a code
    list describes ("Microchip implant and registration"): a word of the descriptions picks the codes.
    Only a list with one row per code, which the register repeats; a word naming either table or a
    header, or the descriptions of most codes ("consultation"), names no code, nor does a measure
    before "of" ("pints of ullage", where descriptions say "72 pints")."""
    key = other.column(other_column)
    if not key.distinct or len(key.distinct) != other.row_count or not repeats(own, work.table):
        return None
    names = set(content_stems(f"{work.table.name} {work.table.headings} {other.name} {other.headings}"))
    names |= {s for table in (work.table, other) for c in table.columns for s in header_stems(c)}
    named = {i for i, s in enumerate(work.q.stems) if any(names_stem(s, name) for name in names)}
    found = [m for m in partial_value_matches(other, work.q, work.used | named)
             if m.column.name != other_column and 2 * len(m.values) <= other.row_count]
    matches = [m for m in found + _read_together(found)
               if (m.width > 1 or not _modifies_next(work, m.span, named)) and not _measure_of(work, m.span[1])]
    best = max(matches, key=lambda m: (m.width, -len(m.values)), default=None)
    if best is None:
        return None
    phrase = " ".join(work.q.words[best.span[0]:best.span[1]])
    return ValueFilter(best.column, list(best.values), list(range(*best.span)), [phrase], exact=False)


def _read_together(matches: list[ValueMatch]) -> list[ValueMatch]:
    """'20-litre drums': words next to each other that each match descriptions of one column describe the
    codes whose descriptions hold both ("Drum, 20 litres, food grade", not "Drum, 50 kg, sealed")."""
    joined = []
    for first in matches:
        for second in matches:
            both = [v for v in first.values if v in second.values]
            if first.span[1] == second.span[0] and first.column.name == second.column.name and both:
                joined.append(ValueMatch(first.column, both, (first.span[0], second.span[1]), exact=False))
    return joined


# "did Padraig book": after an auxiliary and its subject comes the verb, not a noun the subject qualifies
_AUXILIARIES = {"did", "does", "do", "will", "would", "can", "could", "has", "have", "had"}


def _modifies_next(work: Work, span: tuple[int, int], named: set[int]) -> bool:
    """'paid for preparation time': one description word before a noun the cells do not hold qualifies
    that noun (a kind of time), not a code."""
    after = span[1]
    if span[0] > 0 and work.q.words[span[0] - 1] in _AUXILIARIES:
        return False
    return (after < len(work.q.words) and after not in work.used and after not in named
            and work.q.words[after] not in STOPWORDS and parse_number(work.q.words[after]) is None
            and not is_past_form(work.q.words[after]))  # "crates went out": a verb follows, no noun


def _measure_of(work: Work, after: int) -> bool:
    return after < len(work.q.words) and work.q.words[after] == "of"


def related_cells(work: Work, linked: list[tuple[str, TableInfo, str]], subject: set[int]) -> set[int]:
    """Question words naming a whole cell of a table this one refers to ("teams from Ashby town", a Town
    of the team list): a match of them inside this table's own longer cells ("Ashby Rowing")
    is the weaker reading, and the related table's filter is taken instead. So are words naming the
    related table itself ("delivered to customers" beside a customer list): a note "new customer tasting"
    in this table's cells is not what they mean."""
    found: set[int] = set()
    for _, other, other_column in linked:
        for match in choose_values(other, work.q, work.used, subject):
            if match.exact and match.column.name != other_column:
                found.update(match.positions)
        found.update(_table_mention(work, other))
    return found


def related_label(work: Work, linked: list[tuple[str, TableInfo, str]], own_at: int | None
                  ) -> tuple[ColumnInfo, tuple] | None:
    """'Which town's teams booked the most boats': the label named right after the question word is a
    column of a related table (the teams' Town), shared by many of this table's rows; the extreme is then
    taken per value of it through the relation. A label of this table's own named before it (`own_at`)
    wins. Returns the label and the (own column, other table, other column) to join on."""
    for column_name, other, other_column in linked:
        # a key table's own name for each code ("CB": "Cawdell Bridge Surgery") labels the codes this
        # table repeats as well
        decodes = repeats(work.table.column(column_name), work.table)
        texts = [c for c in other.columns if c.text and not c.number_like and c.name != other_column
                 and c.distinct and (len(c.distinct) < other.row_count or decodes)]
        # a word the title also says ("all sites") may still name the label
        mention = best_mention(texts, work.q, (work.used - work.titled) | set(range(4, len(work.q.words))), near=1)
        if mention is not None and mention.score >= 0.99 and (own_at is None or mention.start < own_at):
            work.take(mention.positions)
            work.anchors += 1
            _take_table_mention(work, other)
            return mention.column, (column_name, other, other_column)
    for column_name, other, other_column in linked:
        # "which client ordered the most": the word names the related table itself, whose rows this
        # table repeats; each is labelled by its name, the first text column unique to a row
        if own_at is not None:
            break  # "which course level": the table's word qualifies a label of this table's own
        named = [i for i in _table_mention(work, other) if i < 4]
        names = [c for c in other.columns if c.text and not c.number_like and c.name != other_column
                 and c.distinct and len(c.distinct) == other.row_count]
        if named and names and repeats(work.table.column(column_name), work.table):
            asking = [named[0] - 1] if named[0] and work.q.words[named[0] - 1] in ("which", "what") else []
            work.take(asking + named)
            work.anchors += 1
            return names[0], (column_name, other, other_column)
    return None


def joined_rows(own: ColumnInfo, through: tuple, label: ColumnInfo) -> exp.Expression:
    """The related table's key and label as a subquery to join the table's rows to (aliased, so no column
    name of the two tables can clash): `JOIN (SELECT key, label FROM other) AS _rel ON own = _rel._key`."""
    _, other, other_column = through
    inner = exp.select(exp.alias_(ex.folded(exp.column(other_column, quoted=True)), "_key"),
                       exp.alias_(ex.col(label), "_label")).from_(ex.table_ref(other.name))
    return exp.Join(this=exp.Subquery(this=inner, alias=exp.TableAlias(this=exp.to_identifier("_rel"))),
                    on=exp.EQ(this=ex.folded(ex.col(own)), expression=exp.column("_key", table="_rel")))


def _take_own_mention(work: Work, own: ColumnInfo) -> None:
    """'orders of customers in the Retail segment': the word naming the linking column is explained."""
    mention = mention_of(own, work.q, work.used)
    if mention is not None:
        work.take(mention.positions)


def _take_table_mention(work: Work, other: TableInfo) -> None:
    """'consignments of our healthcare customers' over a customer accounts register: the word naming the
    table the filter comes from is explained by following the relation to it."""
    if hits := _table_mention(work, other):
        work.take(hits)


def _table_mention(work: Work, other: TableInfo) -> list[int]:
    names = set(content_stems(f"{other.name} {other.headings}"))
    names -= {"tabl", "sheet"}
    return [i for i, s in enumerate(work.q.stems) if i not in work.used and work.q.words[i] not in STOPWORDS
            and any(names_stem(s, name) for name in names)]
