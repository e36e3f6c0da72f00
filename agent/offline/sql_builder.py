"""Natural language -> SQL over the catalog's tables, built as a sqlglot tree.

For each table the planner explains the question's words by what it can map: the aggregate asked for,
the table's name or title, column headers (target, comparisons, grouping), date ranges on a time
column, and cell values named in the question (equality filters). The table whose mapping explains the
question best wins; if none maps well enough there is no plan, and the caller refuses rather than
guessing.
"""

from collections.abc import Callable

from tally.agent.offline import sql_exprs as ex
from tally.agent.offline.schema import ColumnInfo, SchemaReader, TableInfo
from tally.agent.offline.sql_match import (STOPWORDS, ColumnMention, Question, best_mention, content_stems,
                                           header_stems, mention_of, names_stem, stem, words)
from tally.agent.offline.sql_comparisons import find_comparisons
from tally.agent.offline.sql_phrases import AggregateAsk, find_aggregate, find_dates, parse_number
from tally.agent.offline.plan_rank import best_plan, rank_key, rows_over_codes, wholes_over_extracts
from tally.agent.offline.sql_negation import (included_at, let_in_words, negated_at, set_aside_columns,
                                              subject_verb_at)
from tally.agent.offline.sql_pivot import over_periods, pivot_plan
from tally.agent.offline.sql_colcompare import add_column_comparisons
from tally.agent.offline.sql_compare import difference_plan
from tally.agent.offline.sql_month_extreme import month_extreme_plan
from tally.agent.offline.sql_blanks import blank_filters
from tally.tools.table_terms import derived
from tally.agent.offline.sql_counted import (QUANTITY, counts_payments, counts_value, headed_by, passive_measure,
                                             phrase_measure, quantity_sum, row_nouns, unit_after, unit_measure)
from tally.agent.offline.glosses import counts_its_units, names_events
from tally.agent.offline.sql_rates import money_named, rated_cost
from tally.agent.offline.sql_joins import add_related_filters, joined_rows, related_cells, related_label
from tally.agent.offline.sql_flags import flag_filters
from tally.agent.offline.sql_filters import (add_comparison, add_date, bare_numbers, exclude_totals, grouping,
                                             has_values, missing_values, outcome, title_conflicts, title_quarter)
from tally.agent.offline.sql_plan import Condition, Plan
from tally.agent.offline.superlatives import ROWS, as_superlative, measures as superlative_measure
from tally.agent.offline.sql_select import select_statement
from tally.agent.offline.label_counts import labels_counted
from tally.agent.offline.sql_spans import year_span
from tally.agent.offline.sql_scores import goals_scored
from tally.agent.offline.sql_own_period import other_kind_in_title, own_period_words, unexplained_name
from tally.agent.offline.sql_occurred import dated_by_its_verb, leave_out_not_held, only_recorded
from tally.agent.offline.sql_times import add_part_of_day, add_time_of_day
from tally.agent.offline.sql_cues import (MONEY_WORDS, PLAIN_MEASURES, amount_words, money_nouns, money_verb,
                                          says_an_amount)
from tally.agent.offline.sql_labels import asks_a_period, label_column, said_beside
from tally.agent.offline.sql_values import (choose_values, counted_noun, names_a_cell, names_one_row, noun_after_value,
                                            summary_lines, total_labels)
from tally.tools.money import header_currencies, opposite_sides
from tally.ingest.text import MONTHS, is_year
from tally.agent.offline.sql_work import Work, explain_subject, ordinal, partitive, repeats, subject_text, use

MIN_CONFIDENCE = 0.6
LINKED_SLACK, STRONG_LINK = 0.2, 0.4  # tuned on the WTQ dev split: 42 -> 56/150 in one store (see build_plan)
_PRICE = {stem(w) for w in ("price", "rate")}


def build_plan(question: str, reader: SchemaReader, min_confidence: float = MIN_CONFIDENCE,
               require_anchor: bool = True) -> Plan | None:
    """The best plan over the reader's tables, or None when no table maps the question well enough.

    `require_anchor=False` is for callers that already know the table (benchmarks restricted to one
    table): a plain "how many rows" then needs no word tying it to the table.
    """
    q = Question.parse(as_superlative(question))  # "came more often than anybody" asks the most often
    ask = find_aggregate(q)
    plans: list[Plan] = []
    candidates = reader.candidates(question)
    closeness = reader.closeness
    for table in candidates:
        # A period table's row question ("change in X from 2018 to 2019") wins a tie over an aggregate.
        linked = reader.linked(table) if ask is not None else []
        # "how many more X than Y" is a difference of two aggregates, not one aggregate.
        single = difference_plan(q, table) or month_extreme_plan(  # "which month had the most X"
            q, ask, table, lambda rest, total, t: plan_for_table(rest, total, t, require_anchor, linked, closeness)) or (
            plan_for_table(q, ask, table, require_anchor, linked, closeness) if ask is not None else None)
        for rank, plan in enumerate(over_periods(pivot_plan(q, table), single)):
            if plan is not None:
                plans.append((rank_key(q, ask, plan, rank, reader.order(table.name)), plan))
    if not (plans := wholes_over_extracts(rows_over_codes(plans, reader.referencing, candidates), reader)):
        return None
    best = best_plan(plans, reader.scores)
    if best.confidence >= min_confidence:
        return best
    # Many question words unexplained by the plan, but the table index ties the question strongly to this
    # table (its headers and values explain most of the question's rare words): still answer.
    linked = reader.scores.get(best.table.name, 0.0)  # its own link: a joined table's words are not its own
    return best if best.confidence >= min_confidence - LINKED_SLACK and linked >= STRONG_LINK else None


def plan_for_table(q: Question, ask: AggregateAsk, table: TableInfo, require_anchor: bool = True,
                   linked: list[tuple[str, TableInfo, str]] | None = None,
                   closeness: Callable[[str, list[str]], list[float]] | None = None) -> Plan | None:
    work = Work(q=q, table=table, closeness=closeness)
    work.take(range(*ask.span))
    _match_table_name(work)
    comparisons = find_comparisons(q)
    for comparison in comparisons:
        work.take(range(*comparison.span))
    add_column_comparisons(work)  # "more wins than losses": two cells of each row compared
    agg, target, label = _target(work, ask)
    if agg is None:
        return None
    compared: list[ColumnInfo | None] = []
    for k, comparison in enumerate(comparisons):  # "between 3 and 7 wins": both bounds on one column
        same = compared[-1] if k and comparisons[k - 1].span == comparison.span else None
        compared.append(add_comparison(work, comparison, target, same))
    if ask.agg == "count" and agg == "sum" and target in compared:
        agg, target = "count", None  # "how many X were under 200": X is compared, rows are counted
    blank_filters(work)  # before the dates: "open as of May" dates the state, not the rows
    for when in find_dates(q, work.used):
        if add_date(work, when):
            continue
        if title_quarter(table, when):
            work.take(list(range(*when.span)))
        elif title_conflicts(table, when):
            return None  # "the January register" is not the February one
    work.take(own_period_words(work))
    add_time_of_day(work)
    add_part_of_day(work)
    group_by = grouping(work, agg) if agg not in ("argmax", "argmin") else None
    subject_span = counted_noun(table, q, ask.subject, work.titled)
    related = related_cells(work, linked or [], subject_span)
    chosen = [m for m in choose_values(table, q, work.used, subject_span) if m.exact or not related & set(m.positions)]
    chosen, work.reads_flagged = summary_lines(table, chosen)
    for match in chosen:
        if included := included_at(q, match.positions):
            work.take(match.positions + included)  # "cancellations included": no filter on them
            continue
        negated = negated_at(q, match.positions[0], work.used)
        work.take(match.positions + negated)
        work.anchors += 1
        condition = ex.equals_any(match.column, match.values)
        if negated:
            condition = ex.negate(condition, match.column)
        work.conditions.append(Condition(condition, ("not " if negated else "") + match.describe(),
                                         [match.column.header]))
        header = mention_of(match.column, q, work.used)
        if header is not None:
            work.take(header.positions)  # "the West region": the header names the value's column
        work.take(noun_after_value(table, q, max(match.positions) + 1, work.used))  # "city [bikes]"
        if agg == "count" and counts_value(work, ask, match.positions, match.column):
            agg, target = quantity_sum(work, agg, target)
    # "VAT included" naming a column or the total asked says which figure, not which rows
    headed = {i for c in table.columns if (m := mention_of(c, q)) is not None for i in m.positions}
    work.take(let_in_words(q, work.used | headed | set(range(*ask.subject) if ask.subject else ())))
    leave_out_not_held(work)
    only_recorded(work, target)
    if agg == "count" and not comparisons and names_one_row(table, chosen):
        agg, target = _row_measure(work, agg, target)
        if agg is None:
            return None
    elif agg == "count" and not comparisons and names_one_row(table, chosen, whole=False) \
            and _row_measure(Work(q=q, table=table, used=set(work.used)), agg, target)[0] is None:
        return None  # words of one row's label, and nothing of that row asked: counting it would say "1"
    through, named = add_related_filters(work, linked or [], subject_span)
    if agg == "count" and counts_value(work, ask, named):
        agg, target = quantity_sum(work, agg, target)  # "how many crates": a pack code's rows carry a Qty
    if group_by is not None and group_by.name in through:
        group_by = None  # "placed by customers in the Retail segment" qualifies the customers, not a grouping
    if agg == "count_distinct" and any(target.header in c.columns for c in work.conditions):
        agg, target = "count", None  # "how many Honda engines": Engine is filtered, rows are counted
    dated_by_its_verb(work)
    bare_numbers(work)
    missing_values(work)
    outcome(work)
    flag_filters(work)
    if agg == "count" and not comparisons:
        has_values(work)
    notes = exclude_totals(work)
    unit_after(work, [target, *compared])
    explain_subject(work, ask.subject)
    work.take(row_nouns(work))
    if unexplained_name(work) or other_kind_in_title(work):
        return None  # the figure would be everyone's, not the named person's or party's, or another term's
    agg, target = labels_counted(work, agg, target)  # "how many years did the club tour 4 times": years counted
    if work.having is not None and agg != "count_distinct":
        return None  # a count of each label's rows only qualifies a count of labels
    if require_anchor and work.anchors == 0 or work.whole and _confidence(work) < 1.0:
        return None
    subject = subject_text(work, ask.subject)
    if label is not None and any(m.column.name == label.name and m.exact and len(m.values) == 1 for m in chosen):
        label = None  # "the coldest the north store got": one store is named, its extreme reading is asked
    # no label, the row's own key by default, or one named after a related table's ("which town's teams")
    own = mention_of(label, q) if label is not None else None
    through = related_label(work, linked or [], own.start if own else None) \
        if agg in ("max", "min") and ask.superlative else None
    label = through[0] if through else label
    if label is None and agg in ("max", "min") and asks_a_period(q):
        return None  # "which month had the most X" over rows with no period: a figure would answer nothing asked
    if group_by is None and label is not None and agg in ("max", "min"):
        agg = "argmax" if agg == "max" else "argmin"
    summed = agg in ("argmax", "argmin") and target is not None and label is not None and repeats(label, table)
    beside, said = said_beside(table, label, linked or [], target is not None and not summed) \
        if agg in ("argmax", "argmin") and not through else (None, None)
    joined = joined_rows(table.column(through[1][0]), through[1], label) if through else None
    sql = select_statement(work, agg, target, group_by, label, said, joined)
    sql = ex.with_lines(sql, table.name) if work.reads_flagged else sql
    return Plan(sql=sql, table=table, agg=agg, target=target, conditions=work.conditions, subject=subject,
                confidence=_confidence(work), group_by=group_by, label=label, notes=notes, summed=summed,
                beside=beside, specifics_left=work.specifics_left(), unexplained=_unexplained(work))


def _row_measure(work: Work, agg: str, target: ColumnInfo | None) -> tuple[str, ColumnInfo | None]:
    """'the population of one county' asked as a count, over a table with one row per county: counting the one row
    says nothing, the question asks for a figure of that row: the numeric column the question names,
    else the table's one Total/Amount column, else the years the row spans; with none, (None, None): no plan."""
    measures = [c for c in work.table.columns if c.numeric and not ordinal(c) and not ex.is_time_column(c)]
    mention = best_mention(measures, work.q, work.used)
    if mention is not None:
        use(work, mention)
        return "sum", mention.column
    plain = [c for c in measures if words(c.header) and stem(words(c.header)[0]) in PLAIN_MEASURES]
    if len(plain) == 1:
        return "sum", plain[0]
    spanned = year_span(work)
    return ("sum", spanned) if spanned is not None else (None, None)  # "how many drivers does service X have" of one service's row: no figure of it says


def _match_table_name(work: Work) -> None:
    """Question words that repeat the table's name, sheet, document title or the title line over it. Over
    dated rows the title's months and years are left to the date filters ("between the 2nd and the 9th
    of June" of a "log June 2026"), as a caption's always are ("(January to March)")."""
    table = work.table
    dated = any(c.temporal for c in table.columns)
    names = {s for w in words(f"{table.name} {table.title} {table.sheet or ''}")
             if not (dated and (w in MONTHS or is_year(w))) for s in content_stems(w)}
    names |= {s for w in words(table.caption or "") if w not in MONTHS and not is_year(w) for s in content_stems(w)}
    names.discard("tabl")
    names.discard("sheet")
    # a word a record's cell says whole ("delivered" over a Status "Delivered") is that value, not the table's name
    cells = {v.strip().lower() for c in table.columns if c.text and c.distinct for v in c.distinct} \
        - {label for _, labels in total_labels(table) for label in labels} - set(table.flagged or ())
    hits = [i for i, s in enumerate(work.q.stems) if work.q.words[i] not in STOPWORDS and work.q.words[i] not in cells
            and any(names_stem(s, name) or derived(s, name) for name in names)]
    work.soft = {i for i in hits if work.q.stems[i] not in names}
    work.titled = set(hits)
    if hits:
        work.take(hits)
        work.anchors += 1


def _target(work: Work, ask: AggregateAsk) -> tuple[str | None, ColumnInfo | None, ColumnInfo | None]:
    """The aggregate and its column; 'how many goals' becomes a SUM when goals is a numeric column."""
    measures = [c for c in work.table.columns if c.number_like and not ex.is_time_column(c)]
    aside, said = set_aside_columns(work.q, measures, work.used) if ask.agg in ("sum", "avg", "count") else (set(), [])
    measures = [c for c in measures if c.name not in aside]  # "rent, leaving out service charges"
    work.take(said)
    label = label_column(work, ask) if ask.agg in ("max", "min") else None
    subject = set(range(*ask.subject)) if ask.subject else set()
    if ask.agg == "count_distinct":
        # the column the counted noun names ("different artists"), not a later word ("had releases")
        outside = set(range(len(work.q.words))) - subject
        mention = best_mention(work.table.columns, work.q, work.used | outside)
        if mention and set(mention.positions) <= subject:
            use(work, mention)
            return "count_distinct", mention.column, None
        return "count", None, None
    if ask.agg == "count":
        head = set(range(ask.subject[0], min(ask.subject[1], ask.subject[0] + 2))) if ask.subject else set()
        summable = [c for c in measures if c.numeric and not ordinal(c)]
        verb = _verb_measure(work, summable) or passive_measure(work, ask, summable)
        if verb is not None:
            use(work, verb)
            return "sum", verb.column, None  # "how many games did she lose": the Lost column, added up
        # "how many hours" over a sheet titled "porter hours": the noun names the title and a number column at
        # once, whose figures are counted (of two, the one naming more of it: "standby hours" is Standby h)
        titled = [m for c in summable if (m := mention_of(c, work.q, work.used - work.titled)) is not None
                  and set(m.positions) <= head and set(m.positions) & work.titled and m.score >= 0.99
                  and not counts_payments(m, ask)]
        if titled:
            chosen = max(titled, key=lambda m: len(m.positions))
            use(work, chosen)
            return "sum", chosen.column, None
        is_unit, measured = unit_measure(work, ask, summable)  # "how many kilograms": never a count of rows
        if is_unit:
            return ("sum", measured.column, None) if measured else (None, None, None)
        mention = best_mention(summable, work.q, work.used)
        phrased = phrase_measure(work, ask, summable, subject)
        if phrased is not None and not names_events(phrased.column, work.q.stems, ask.subject):
            use(work, phrased)
            return "sum", phrased.column, None
        if mention and (set(mention.positions) <= head and mention.score >= 0.7 or headed_by(mention, work.q, ask)
                        or ask.subject and counts_its_units(mention.column, work.q.stems, ask.subject)) \
                and not names_events(mention.column, work.q.stems, ask.subject) and not counts_payments(mention, ask):
            use(work, mention)
            return "sum", mention.column, None  # "how many goals did X score": goals is a number column
        scored = goals_scored(work, ask.subject)
        if scored is not None:
            return "sum", scored, None  # "how many runs did we score": the own side of each result
        # one value all down the column ("Winner" on every row) names no set of things to tell apart
        texts = [c for c in work.table.columns if c.text and not c.number_like and repeats(c, work.table)
                 and len(c.distinct or []) > 1]
        mention = best_mention(texts, work.q, work.used)
        if mention and set(mention.positions) <= head and mention.score >= 0.99 \
                and not partitive(work.q, ask.span, ask.subject) and not names_a_cell(work, mention):
            use(work, mention)
            return "count_distinct", mention.column, None  # "how many cities": the distinct City values
        return "count", None, None
    near = ask.subject[0] if ask.subject else ask.span[1]
    named = set(range(*ask.subject)) if ask.named and ask.subject else set()  # "what did we charge": the verb
    mention = money_named(work, best_mention(measures, work.q, work.used - work.soft - named, near=near), measures)
    if mention is None and ask.superlative:
        # "the heaviest": the superlative itself names what it measures (superlatives.tsv)
        mention = best_mention(measures, work.q, work.used - set(range(*ask.span)), near=near)
    if mention is None and label is not None:
        # "who earned most" over an "earnings register": the title's word also names the measure
        mention = best_mention(measures, work.q, work.used - work.titled, near=near)
    if mention is None and ask.agg in ("sum", "avg"):
        # "how much rent" over a "rent ledger" with a "Rent £" column: the title's word names it in full
        mention = best_mention(measures, work.q, work.used - work.titled, near=near)
        mention = mention if mention is not None and mention.score >= 0.99 else None
    if mention is None and ask.agg in ("max", "min"):  # "most often" counts rows: no latest date is asked
        times = [c for c in work.table.columns if ex.is_time_column(c) and not ask.rows]
        mention = best_mention(times, work.q, work.used, near=near)
        computed = _computed_measure(work, measures) if mention is None else None
        if computed is not None:
            return ask.agg, computed, label  # "which order had the highest value": Qty x Unit Price
        # "the busiest branch", "the most popular course": most rows
        counts_rows = ask.rows or superlative_measure(work.q.words[ask.span[0]]) == ROWS
        if counts_rows and label is not None and not repeats(label, work.table):
            return None, None, None  # one row per label: "the most popular depot" is not read off a depot list
        if mention is None and label is not None and (ask.subject or counts_rows):
            return ("max" if ask.agg == "max" else "min"), None, label  # "which region has the most orders"
    if mention is None and ask.named:
        return None, None, None
    if mention is None and ask.agg in ("sum", "avg"):
        plain = [c for c in measures if words(c.header) and stem(words(c.header)[0]) in PLAIN_MEASURES]
        if len(plain) == 1:  # "the total of orders for X": the table's one Total/Amount column
            return ask.agg, plain[0], label
        said = [work.q.stems[i] for i in amount_words(work.q)]  # "what did we spend" is no Income £ column
        money = [c for c in measures if c.numeric and header_currencies(c.header)
                 and not any(opposite_sides(s, header_stems(c)) for s in said)]
        # a money noun naming no column ("the lots' value") over the one money column, unless it is a unit price
        nouns = money_nouns(work.q, work.used - work.soft - work.titled)
        nouns = nouns if len(money) == 1 and not set(header_stems(money[0])) & _PRICE else []
        if len(money) == 1 and (says_an_amount(work.q) or nouns):  # "what does a hire come to": its one money column
            work.take(amount_words(work.q) or nouns[:1])
            # a verb of money alone ("how much was spent on X") is a weak cue: the rest must all be explained
            work.whole = bool(money_verb(work.q))
            return ask.agg, money[0], label
        computed = _computed_measure(work, measures)
        if computed is not None:
            return ask.agg, computed, label
    if mention is None and ask.agg == "sum" and work.q.words[ask.span[0]] == "total":
        # the head of "the total [late-shift allowance] cost" names the measure, not its modifier
        head = ask.subject[1] - 1 if ask.subject else near
        titled = best_mention(measures, work.q, work.used - work.titled, near=head)
        if titled is None:  # "the total of tournaments": nothing to add up, so rows are counted; "the total
            # on INV-7" asks the document's own total (its fields), not how many lines its table has
            named = any(any(ch.isdigit() for ch in work.q.words[i]) for i in work.titled)
            return ("count", None, None) if ask.subject and not named else (None, None, None)
        mention = titled  # "the total allowance" over an "allowances" sheet: the title's word names the measure
    if mention is None:
        return None, None, None
    use(work, mention)
    return ask.agg, (rated_cost(work, mention, measures) if ask.agg == "sum" else None) or mention.column, label


def _verb_measure(work: Work, numbers: list[ColumnInfo]) -> ColumnMention | None:
    """A number column named by the verb after "did she" ("how many games did she lose": Lost)."""
    w = work.q.words
    for i in range(2, len(w)):
        # ... unless a comparison follows it ("in how many of its seasons did it concede over 40"): a filter
        if subject_verb_at(w, i) and i + 1 not in work.used:
            named = [m for c in numbers if (m := mention_of(c, work.q, work.used)) is not None
                     and m.positions == [i] and m.score >= 0.99]
            return named[0] if len(named) == 1 else None
    return None


def _computed_measure(work: Work, measures: list[ColumnInfo]) -> ColumnInfo | None:
    """A money word ("value", "revenue") over a table holding no amount column but one quantity and one
    unit price column: the row's value is their product."""
    said = money_nouns(work.q, work.used - work.soft - work.titled)
    plain = [c for c in measures if set(header_stems(c)) & (PLAIN_MEASURES | MONEY_WORDS)]
    quantities = [c for c in measures if c.numeric and set(header_stems(c)) & QUANTITY]
    prices = [c for c in measures if c.numeric and set(header_stems(c)) & _PRICE]
    if not said or plain or len(quantities) != 1 or len(prices) != 1 or quantities[0] is prices[0]:
        return None
    work.take(said[:1])
    work.anchors += 1
    return ex.ComputedColumn(name=f"{quantities[0].name}_x_{prices[0].name}", type="DOUBLE",
                             header=f"{quantities[0].header} x {prices[0].header}", factors=[quantities[0], prices[0]])


def _confidence(work: Work) -> float:
    content = _content(work)
    if not content:
        return 1.0
    explained = sum(1 for i in content if i in work.used)
    return explained / len(content)


def _unexplained(work: Work) -> list[str]:
    return list(dict.fromkeys(work.q.words[i] for i in _content(work) if i not in work.used))


def _content(work: Work) -> list[int]:
    return [i for i, w in enumerate(work.q.words) if w not in STOPWORDS and parse_number(w) is None and len(w) > 1]
