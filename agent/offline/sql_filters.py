"""Filters the planner adds for one table: comparisons ("more than 5"), date ranges, grouping,
numbers next to a header ("all 200 laps"), "has a value" tests, and leaving out summary rows."""

import re
from dataclasses import replace

from sqlglot import exp

from tally.agent.offline import sql_exprs as ex
from tally.agent.offline.schema import ColumnInfo, TableInfo
from tally.agent.offline.sql_match import (STOPWORDS, ColumnMention, best_mention, content_stems,
                                            header_stems, mention_of, stem, words)
from tally.agent.offline.sql_comparisons import Comparison
from tally.agent.offline.sql_phrases import (MONTHS, DateRange, find_group_cue, is_year, ordinal_number,
                                              parse_number)
from tally.agent.offline.figure_scale import beyond_range, closest_figure, counts_in_scale, outside_range
from tally.agent.offline.header_units import bracketed_unit
from tally.agent.offline.label_counts import per_label_rows
from tally.agent.offline.sql_negation import negated_at, subject_verb_at
from tally.agent.offline.sql_plan import Condition
from tally.agent.offline.sql_placings import first_place, placings
from tally.agent.offline.sql_scores import is_score_column, pair_outcome
from tally.agent.offline.sql_shares import percent_column, percent_written, share_words
from tally.agent.offline.sql_values import total_labels
from tally.agent.offline.sql_spans import years_compared
from tally.agent.offline.sql_work import Work, ordinal, repeats, use
from tally.tools.money import names_currency, signed_currency


def add_comparison(work: Work, comparison: Comparison, target: ColumnInfo | None,
                   column: ColumnInfo | None = None) -> ColumnInfo | None:
    """Attach 'more than 5' to the column named next to it (after it first, then before it), or to
    `column` when it is already known (the second bound of a range)."""
    if column is not None:
        return _add_bound(work, comparison, column)
    if comparison.seconds:
        column = _duration_comparison(work, comparison)
        if column is not None or comparison.written is None:
            return column
        comparison = Comparison(comparison.op, comparison.written, comparison.span, comparison.number_at)
    if comparison.rank:
        return _rank_comparison(work, comparison)
    if per_label_rows(work, comparison, target):
        return target
    year_value = comparison.value.is_integer() and is_year(str(int(comparison.value)))
    candidates = [c for c in work.table.columns if (c.number_like or c.temporal or year_text(c))
                  and (year_value or not time_like(c))
                  # a year is read from a dated cell ("12 March 2011"), not its first number
                  and (year_value and time_like(c) or not beyond_range(c, comparison))]
    percent = percent_written(work.q, comparison.number_at)
    if percent:
        # "above 35 percent of the ballots": a share, compared with a column of shares when the table has one,
        # not with the vote counts beside it
        candidates = [c for c in candidates if percent_column(c)] or candidates
    best: tuple[float, ColumnMention] | None = None
    for column in candidates:
        # "draft picks" in the title does not stop "pick # above 40" naming the Pick # column
        mention = mention_of(column, work.q, work.used - set(range(*comparison.span)) - work.titled)
        if mention is None:
            continue
        after = [p - comparison.number_at - 1 for p in mention.positions if p > comparison.number_at]
        before = [(comparison.span[0] - p) * 1.5 for p in mention.positions if p < comparison.span[0]]
        distance = min([d for d in after if d <= 3] + [d for d in before if d <= 6] or [99])
        if mention.score >= 0.99 and mention.positions == [comparison.span[0] - 1] and subject_verb_at(work.q.words, comparison.span[0] - 1):
            # "did she lose over 4 games": the verb names the column (Lost), the noun is the unit
            distance = -1.0
        # of equally named columns, the one the question names in more words ("goal difference", not Goals For)
        rank = distance - mention.score - 0.01 * len(mention.positions)
        if distance < 99 and (best is None or rank < best[0]):
            best = (rank, mention)
    column = best[1].column if best else None
    times = [c for c in candidates if time_like(c)]
    measured = [c for c in candidates if comparison.dimension and comparison.dimension in header_stems(c)]
    united = _unit_named(work, comparison, candidates)
    if best:
        use(work, best[1])
    elif united is not None:
        column = united  # "over 100 kg": the one column measured in kg
    elif len(measured) == 1:
        column = measured[0]
    elif (spanned := years_compared(work, comparison)) is not None:
        column = spanned  # "wardens for over 15 years": each row's end year less its start
    elif year_value and times:
        column = times[0]
    elif target is not None and not beyond_range(target, comparison) and (not percent or percent_column(target)):
        column = target  # ... unless the figure is a share and the target no column of shares
    else:
        # the one measure compared, when no column is named ("farther than 13 metres": Result, not Rank)
        numbers = [c for c in candidates if not time_like(c) and not ordinal(c) and not placings(c)]
        # several counts and their total (Gold, Silver, Bronze, Total): "at least 4 medals" is the total
        totals = [c for c in numbers if [s.lower() for s in words(c.header)] in (["total"], ["totals"])]
        column = numbers[0] if len(numbers) == 1 else (totals[0] if len(totals) == 1 else
                                                          _closest_measure(work, comparison, numbers))
    if column is None:
        work.used.difference_update(range(*comparison.span))
        return None
    after = comparison.number_at + 1
    if percent and percent_column(column):
        work.take(share_words(work.q.words, after))  # "35 percent of the ballots": what the share is of
    elif not best and after < len(work.q.words) and work.q.words[after].isalpha() and work.q.words[after] not in STOPWORDS \
            and not percent:
        work.take([after])  # "at least two tries": the measure's unit, no value to filter on (a "Penalty tries" row)
    return _add_bound(work, comparison, column)


def _unit_named(work: Work, comparison: Comparison, candidates: list[ColumnInfo]) -> ColumnInfo | None:
    """The one column whose header states, in brackets, the unit written after the compared number (or the
    currency written around it: "100 euros", "£40"); the unit word is then explained."""
    after = comparison.number_at + 1
    if after < len(work.q.words) and after not in work.used:
        word = work.q.words[after]
        united = [c for c in candidates if bracketed_unit(c) == word or c.numeric and names_currency(word, c.header)]
        if len(united) == 1:
            work.take([after])
            return united[0]
    # "over £40": the sign is not a word, so it names the column without a word to explain
    signed = [c for c in candidates
              if c.numeric and signed_currency(work.q.text, work.q.words[comparison.number_at], c.header)]
    return signed[0] if len(signed) == 1 else None


def _add_bound(work: Work, comparison: Comparison, column: ColumnInfo) -> ColumnInfo:
    if comparison.scale != 1.0 and not counts_in_scale(column):
        comparison = replace(comparison, value=comparison.value * comparison.scale, scale=1.0)
    year_value = comparison.value.is_integer() and is_year(str(int(comparison.value)))
    left = ex.year_of(column) if year_value and time_like(column) else ex.number_of(column)
    value = int(comparison.value) if comparison.value.is_integer() else comparison.value
    work.conditions.append(Condition(ex.compare(left, comparison.op, comparison.value),
                                     f"{column.header} {comparison.op} {value}", [column.header]))
    return column


def _duration_comparison(work: Work, comparison: Comparison) -> ColumnInfo | None:
    """'longer than 3:30' on the column whose cells are clock times (the one named, else the only one)."""
    durations = [c for c in work.table.columns if c.text and ex.is_duration_column(c)]
    mention = best_mention(durations, work.q, work.used - set(range(*comparison.span)))
    column = mention.column if mention else (durations[0] if len(durations) == 1 else None)
    if column is None:
        return None
    if mention:
        use(work, mention)
    work.take(range(*comparison.span))
    shown = f"{int(comparison.value // 60)}:{comparison.value % 60:05.2f}".rstrip("0").rstrip(".")
    work.conditions.append(Condition(ex.compare(ex.seconds_of(column), comparison.op, comparison.value),
                                     f"{column.header} {comparison.op} {shown}", [column.header]))
    return column


# a chart "Peak" is the best position a record reached
_RANK_HEADER = re.compile(r"\b(rank|ranking|place|pos|position|finish|finished|standing|peak)s?\b", re.I)
_CHART_PEAK = re.compile(r"\b(peak|charts?)\b", re.I)


def _rank_comparison(work: Work, comparison: Comparison) -> ColumnInfo | None:
    """'in the top 10', '5th or better': the position column (Rank, Place, Pos., or cells of placings, "10th")
    at most N."""
    ranks = [c for c in work.table.columns if c.number_like and _RANK_HEADER.search(c.header) or placings(c)]
    mention = best_mention(ranks, work.q, work.used - set(range(*comparison.span)))
    column = mention.column if mention else (ranks[0] if ranks else None)
    if column is None:
        work.used.difference_update(range(*comparison.span))
        return None
    if mention:
        use(work, mention)
    work.take(range(*comparison.span))
    # A blank position in the table's own ranking (medal rows, ties) stands for the row's place in the
    # listing; a blank chart peak is a record that did not chart, and a placing written in words ("DNF") no
    # position at all.
    place = ex.number_of(column)
    if not placings(column) and not _CHART_PEAK.search(column.header):
        place = exp.func("coalesce", place, ex.row_position(work.table.name))
    work.conditions.append(Condition(ex.compare(place, comparison.op, comparison.value),
                                     f"{column.header} {comparison.op} {int(comparison.value)}", [column.header]))
    return column


def year_text(column: ColumnInfo) -> bool:
    """Text cells that carry a year ("Published (2011)", "2011-12")."""
    return column.text and column.year_share >= 0.8


def time_like(column: ColumnInfo) -> bool:
    return ex.is_time_column(column) or year_text(column)


def title_conflicts(table: TableInfo, when: DateRange) -> bool:
    """The title names another month or year than the question ('Salary Register - March 2026')."""
    title = words(table.headings)
    months = {MONTHS[w] for w in title if w in MONTHS and len(w) > 3}
    years = {int(w) for w in title if is_year(w)}
    if when.month and months and not set(range(when.month, (when.month_to or when.month) + 1)) & months:
        return True
    return bool(when.year and years and when.year not in years)


_TITLE_QUARTER = re.compile(r"\bQ([1-4])\W{0,3}(\d{4})\b", re.IGNORECASE)


def title_quarter(table: TableInfo, when: DateRange) -> bool:
    """The title names the quarter the question's months make up ("Subcontractor payments Q2 2025", asked
    "between April and June 2025"): the period is the table's own, explained by its title."""
    if when.kind != "month" or not when.month:
        return False
    for match in _TITLE_QUARTER.finditer(table.headings):
        first = 3 * int(match.group(1)) - 2
        # months asked without a year ("July to September") are the titled quarter's own
        if when.year in (None, int(match.group(2))) and (when.month, when.month_to) == (first, first + 2):
            return True
    return False


def add_date(work: Work, when: DateRange) -> bool:
    times = [c for c in work.table.columns if ex.is_time_column(c)]
    times += [c for c in work.table.columns if year_text(c) and c not in times]
    if when.kind == "month":
        times += [c for c in work.table.columns if c.text and c.distinct and mentions_months(c)]
    if not times:
        return False  # left unexplained unless the table's title names it (matched with the title words)
    mention = best_mention(times, work.q, work.used)
    column = mention.column if mention else times[0]
    condition = ex.date_condition(column, when)
    if condition is None:
        return False
    if mention:
        use(work, mention)
    work.take(range(*when.span))
    before = work.dated.get(column.name)
    if before is not None and _either(work.q.words[before[0]:when.span[0]]):
        # "in August and September": rows of either month, not rows dated in both
        old = work.conditions[before[1]]
        work.conditions[before[1]] = Condition(exp.Paren(this=exp.or_(old.expr, condition)),
                                               f"{old.text} or {when.describe()}", old.columns)
        work.dated[column.name] = (when.span[1], before[1])
        return True
    work.dated[column.name] = (when.span[1], len(work.conditions))
    work.conditions.append(Condition(condition, f"{column.header} {when.describe()}", [column.header]))
    return True


def _either(between: list[str]) -> bool:
    """Whether two periods are joined as alternatives: only "and", "or" or "&" (and "in") between them."""
    return bool(between) and len(between) <= 2 and between[0] in ("and", "or", "&", "plus") \
        and all(w in ("and", "or", "&", "plus", "in", "during") for w in between)


_OTHER_WORDS_OF_A_PERIOD = 1  # "Month 10 (Oct)", "Q3 Jul-Sep": a period's cell says little besides its months


def mentions_months(column: ColumnInfo) -> bool:
    """Most cells name a month and little else ("Oct 2026", "Jul-Sep"): the column tells when. A notes
    column whose remarks mention a month ("OT: double brew w/c 19 Oct") does not."""
    sample = [re.findall(r"[a-z]+", v.lower()) for v in (column.distinct or [])[:200]]
    hits = sum(1 for cell in sample if any(w in MONTHS for w in cell)
               and sum(w not in MONTHS for w in cell) <= _OTHER_WORDS_OF_A_PERIOD)
    return bool(sample) and hits / len(sample) >= 0.5


def grouping(work: Work, agg: str | None) -> ColumnInfo | None:
    """'per region', 'for each month': the column to group by. An average 'for each orchard' over a table with
    one row per nation is the average over the rows: groups of one row would each repeat a row's figure."""
    cue = find_group_cue(work.q)
    if cue is None:
        return None
    groupable = [c for c in work.table.columns if not c.number_like or ex.is_time_column(c)]
    mention = best_mention(groupable, work.q, work.used, near=cue[1])
    if mention is None or not (cue[1] <= mention.start <= cue[1] + 2):
        return None
    use(work, mention)
    work.take(range(*cue))
    if agg == "avg" and mention.column.distinct is not None and not repeats(mention.column, work.table):
        return None
    return mention.column


def bare_numbers(work: Work) -> None:
    """'all 200 laps': a number right before or after a numeric column's header is an equality."""
    for i, word in enumerate(work.q.words):
        value = parse_number(word)
        value = ordinal_number(word) if value is None else value  # "the first round", "3rd place"
        if i in work.used or value is None:
            continue
        mentions = [m for c in work.table.columns if c.number_like and not ex.is_time_column(c)
                    and (m := mention_of(c, work.q, work.used)) is not None]
        if any(i in m.positions for m in mentions):
            continue  # "the first leg": the ordinal is a header's own word ("1st leg"), not a value
        numbers = [m.column for m in mentions if _number_beside(work.q.words, i, m)]
        mention = best_mention(numbers, work.q, work.used, near=i)
        if mention is None or not _number_beside(work.q.words, i, mention) or outside_range(mention.column, value):
            continue
        use(work, mention)
        work.take([i])
        work.conditions.append(Condition(ex.compare(ex.number_of(mention.column), "=", value),
                                         f"{mention.column.header} = {word}", [mention.column.header]))


def _number_beside(w: list[str], i: int, mention: ColumnMention) -> bool:
    """"200 laps", "round 2", and "a rank of 3" (one linking word between header and number); only the
    columns named within that reach compete ("picks ... in the seventh round": Rnd., not Pick #). A number
    word ("two goals") counts only right before the header: after one it is a pronoun or a count of rows
    ("the goals one player scored")."""
    if parse_number(w[i]) is not None and not any(ch.isdigit() for ch in w[i]):
        return min(mention.positions) == i + 1
    reach = 2 if i and w[i - 1] in ("of", "is", "was", "were") else 1
    return min(abs(p - i) for p in mention.positions) <= reach


def has_values(work: Work) -> None:
    """'how many riders scored points': rows where the named number column is above zero."""
    # a score cell ("1–0") is no amount: its first number above zero says nothing about the row
    numbers = [c for c in work.table.columns if c.number_like and not time_like(c) and not ordinal(c)
               and content_stems(c.header) and not is_score_column(c)]
    mention = best_mention(numbers, work.q, work.used)
    if mention is None or mention.score < 0.99:
        return
    use(work, mention)
    number = ex.number_of(mention.column)
    if negating := negated_at(work.q, mention.positions[0], work.used - set(mention.positions)):
        # "how many clubs never scored a goal": none of it, a blank cell included
        work.take(negating)
        none = exp.func("coalesce", number, ex.number_literal(0))
        work.conditions.append(Condition(ex.compare(none, "<=", 0), f"{mention.column.header} = 0",
                                         [mention.column.header]))
        return
    work.conditions.append(Condition(ex.compare(number, ">", 0),
                                     f"{mention.column.header} > 0", [mention.column.header]))


_ABSENT = {"no", "without"}
_NO_ENTRY = ("", "-", "–", "—", "?", "n/a", "tba", "tbd")


def missing_values(work: Work) -> None:
    """'places with no zip code listed': rows whose cell in the column named right after "no" is blank.
    Amounts are left to has_values ("no goals" is zero goals); names, codes, dates and years may only
    be there or not."""
    for i, word in enumerate(work.q.words[:-1]):
        if word not in _ABSENT or i in work.used:
            continue
        mention = best_mention(work.table.columns, work.q, work.used, near=i + 1)
        if mention is None or mention.score < 0.99 or mention.start != i + 1 or _amount(mention.column):
            continue
        use(work, mention)
        work.take([i])
        text = exp.func("lower", exp.func("trim", exp.cast(ex.col(mention.column), "VARCHAR")))
        empty = exp.In(this=text, expressions=[exp.Literal.string(v) for v in _NO_ENTRY])
        blank = exp.Or(this=exp.Is(this=ex.col(mention.column), expression=exp.Null()), expression=empty)
        work.conditions.append(Condition(exp.Paren(this=blank), f"no {mention.column.header}",
                                         [mention.column.header]))


def _amount(column: ColumnInfo) -> bool:
    return column.number_like and not time_like(column) and not ordinal(column)


def exclude_totals(work: Work) -> list[str]:
    notes = []
    for column, labels in total_labels(work.table):
        work.hidden.append(ex.not_total_row(column, labels))
        notes.append(f"excluding the {column.header} = Total row")
    return notes


_OUTCOMES = {"W": {"win", "wins", "won", "victory", "victories"}, "L": {"loss", "losses", "lost", "defeat", "defeats"},
             "D": {"draw", "draws", "drew"}, "T": {"tie", "ties", "tied"}}
_OUTCOME_CELL = re.compile(r"^[WLDT]\b")
# Compared by stem so every form of the verb counts ("lose", "loses", "losing" as "lost").
_OUTCOME_STEMS = {letter: {stem(w) for w in cues} for letter, cues in _OUTCOMES.items()}


def outcome(work: Work) -> None:
    """'how many losses': results written as a letter code ("L 10–30", "W") are matched by that letter."""
    for letter, cues in _OUTCOME_STEMS.items():
        hits = [i for i, s in enumerate(work.q.stems) if s in cues and i not in work.used]
        if not hits:
            continue
        for column in work.table.columns:
            values = column.distinct or []
            coded = sum(1 for v in values if _OUTCOME_CELL.match(v.strip()))
            if column.text and values and coded / len(values) >= 0.5:
                pattern = exp.Literal.string(f"^{letter}\\b")
                work.conditions.append(Condition(
                    exp.func("regexp_matches", exp.func("trim", ex.col(column)), pattern),
                    f"{column.header} starting with {letter}", [column.header]))
                work.take(hits)
                return
        if pair_outcome(work, letter, hits) or (letter == "W" and first_place(work, hits)):
            return


def _closest_measure(work: Work, comparison: Comparison, numbers: list[ColumnInfo]) -> ColumnInfo | None:
    """Of several figures, the one whose header the judge finds closest to the comparison's own words ("more
    than 20,000 fans in the stands": Attendance)."""
    start, end = max(0, comparison.span[0] - 2), min(len(work.q.words), comparison.number_at + 5)
    return closest_figure(work.closeness, " ".join(work.q.words[start:end]), numbers)
