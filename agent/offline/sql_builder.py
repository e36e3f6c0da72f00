"""Natural language -> SQL over the catalog's tables, built as a sqlglot tree.

For each table the planner explains the question's words by what it can map: the aggregate asked for,
the table's name or title, column headers (target, comparisons, grouping), date ranges on a time
column, and cell values named in the question (equality filters). The table whose mapping explains the
question best wins; if none maps well enough there is no plan, and the caller refuses rather than
guessing.
"""

import re
from dataclasses import dataclass, field

from sqlglot import exp

from agent.offline import sql_exprs as ex
from agent.offline.schema import ColumnInfo, SchemaReader, TableInfo
from agent.offline.sql_match import (STOPWORDS, ColumnMention, Question, best_mention, content_stems, header_stems,
                                     mention_of, stem, words)
from agent.offline.sql_phrases import (AggregateAsk, Comparison, DateRange, find_aggregate, find_comparisons,
                                       find_dates, find_group_cue, is_year, parse_number, MONTHS)
from agent.offline.sql_pivot import pivot_plan
from agent.offline.sql_plan import Condition, Plan
from agent.offline.sql_values import choose_values, total_labels

MIN_CONFIDENCE = 0.6
_QUESTION_WORDS = {"which", "who", "what"}
_PLAIN_MEASURES = {"total", "amount", "valu", "sum"}
_COUNT_HEADER = re.compile(r"^\s*(no\.?|number|#)\s+of\b", re.I)
_ORDINAL_HEADER = re.compile(r"(\bno\b|\bnumber\b|#|\bid\b|\brank|\bpick|\bcode\b|\bpos\b|\bposition)", re.I)


@dataclass
class _Work:
    """What one table's mapping has explained so far."""

    q: Question
    table: TableInfo
    used: set[int] = field(default_factory=set)
    conditions: list[Condition] = field(default_factory=list)
    anchors: int = 0  # table name, header or value matches that tie the question to this table
    hidden: list[exp.Expression] = field(default_factory=list)  # conditions not worth saying (total rows)

    def take(self, positions) -> None:
        self.used.update(positions)


def build_plan(question: str, reader: SchemaReader, min_confidence: float = MIN_CONFIDENCE,
               require_anchor: bool = True) -> Plan | None:
    """The best plan over the reader's tables, or None when no table maps the question well enough.

    `require_anchor=False` is for callers that already know the table (benchmarks restricted to one
    table): a plain "how many rows" then needs no word tying it to the table.
    """
    q = Question.parse(question)
    ask = find_aggregate(q)
    plans: list[Plan] = []
    for table in reader.tables():
        # A period table's row question ("change in X from 2018 to 2019") wins a tie over an aggregate.
        for rank, plan in enumerate((pivot_plan(q, table), plan_for_table(q, ask, table, require_anchor)
                                     if ask is not None else None)):
            if plan is not None:
                plans.append((plan.confidence, -rank, -table.row_count, plan))
    if not plans:
        return None
    best = max(plans, key=lambda entry: entry[:3])[3]
    return best if best.confidence >= min_confidence else None


def plan_for_table(q: Question, ask: AggregateAsk, table: TableInfo, require_anchor: bool = True) -> Plan | None:
    work = _Work(q=q, table=table)
    work.take(range(*ask.span))
    _match_table_name(work)
    comparisons = find_comparisons(q)
    for comparison in comparisons:
        work.take(range(*comparison.span))
    agg, target, label = _target(work, ask)
    if agg is None:
        return None
    compared = [_add_comparison(work, comparison, target) for comparison in comparisons]
    if ask.agg == "count" and agg == "sum" and target in compared:
        agg, target = "count", None  # "how many X were under 200": X is compared, rows are counted
    for when in find_dates(q, work.used):
        if not _add_date(work, when) and _title_conflicts(table, when):
            return None  # "the January register" is not the February one
    group_by = _group_by(work) if agg not in ("argmax", "argmin") else None
    subject_span = set(range(*ask.subject)) if ask.subject else set()
    for match in choose_values(table, q, work.used, subject_span):
        work.take(match.positions)
        work.anchors += 1
        work.conditions.append(Condition(ex.equals_any(match.column, match.values), match.describe(),
                                         [match.column.header]))
    if agg == "count_distinct" and any(target.header in c.columns for c in work.conditions):
        agg, target = "count", None  # "how many Honda engines": Engine is filtered, rows are counted
    _bare_numbers(work)
    if agg == "count" and not comparisons:
        _has_values(work)
    notes = _exclude_totals(work)
    _explain_subject(work, ask)
    if require_anchor and work.anchors == 0:
        return None
    subject = " ".join(q.words[ask.subject[0]:ask.subject[1]]) if ask.subject else ""
    if group_by is None and label is not None and agg in ("max", "min"):
        agg = "argmax" if agg == "max" else "argmin"
    sql = _select(work, agg, target, group_by, label)
    summed = agg in ("argmax", "argmin") and target is not None and label is not None and _repeats(label, table)
    return Plan(sql=sql, table=table, agg=agg, target=target, conditions=work.conditions, subject=subject,
                confidence=_confidence(work), group_by=group_by, label=label, notes=notes, summed=summed)


def _match_table_name(work: _Work) -> None:
    """Question words that repeat the table's name, sheet or document title."""
    names = set(content_stems(" ".join(filter(None, [work.table.name, work.table.title, work.table.sheet or ""]))))
    names.discard("tabl")
    names.discard("sheet")
    hits = [i for i, s in enumerate(work.q.stems) if s in names and work.q.words[i] not in STOPWORDS]
    if hits:
        work.take(hits)
        work.anchors += 1


def _target(work: _Work, ask: AggregateAsk) -> tuple[str | None, ColumnInfo | None, ColumnInfo | None]:
    """The aggregate and its column; 'how many goals' becomes a SUM when goals is a numeric column."""
    measures = [c for c in work.table.columns if c.number_like and not ex.is_time_column(c)]
    label = _label_column(work) if ask.agg in ("max", "min") else None
    subject = set(range(*ask.subject)) if ask.subject else set()
    if ask.agg == "count_distinct":
        mention = best_mention(work.table.columns, work.q, work.used)
        if mention and set(mention.positions) <= subject:
            _use(work, mention)
            return "count_distinct", mention.column, None
        return "count", None, None
    if ask.agg == "count":
        head = set(range(ask.subject[0], min(ask.subject[1], ask.subject[0] + 2))) if ask.subject else set()
        summable = [c for c in measures if c.numeric and not _ordinal(c)]
        mention = best_mention(summable, work.q, work.used)
        if mention and set(mention.positions) <= head and mention.score >= 0.7:
            _use(work, mention)
            return "sum", mention.column, None  # "how many goals did X score": goals is a number column
        texts = [c for c in work.table.columns if c.text and not c.number_like and _repeats(c, work.table)]
        mention = best_mention(texts, work.q, work.used)
        if mention and set(mention.positions) <= head and mention.score >= 0.99:
            _use(work, mention)
            return "count_distinct", mention.column, None  # "how many cities": the distinct City values
        return "count", None, None
    near = ask.subject[0] if ask.subject else ask.span[1]
    mention = best_mention(measures, work.q, work.used, near=near)
    if mention is None and ask.agg in ("max", "min"):
        times = [c for c in work.table.columns if ex.is_time_column(c)]
        mention = best_mention(times, work.q, work.used, near=near)
        if mention is None and label is not None and ask.subject:
            return ("max" if ask.agg == "max" else "min"), None, label  # "which region has the most orders"
    if mention is None and ask.agg in ("sum", "avg"):
        plain = [c for c in measures if words(c.header) and stem(words(c.header)[0]) in _PLAIN_MEASURES]
        if len(plain) == 1:  # "the total of orders for X": the table's one Total/Amount column
            return ask.agg, plain[0], label
    if mention is None and ask.agg == "sum" and work.q.words[ask.span[0]] == "total":
        return "count", None, None  # "the total of tournaments": nothing to add up, so rows are counted
    if mention is None:
        return None, None, None
    _use(work, mention)
    return ask.agg, mention.column, label


def _repeats(column: ColumnInfo, table: TableInfo) -> bool:
    return column.distinct is not None and len(column.distinct) < table.row_count


def _ordinal(column: ColumnInfo) -> bool:
    """Identifiers and positions (No., Rank, Pick) are numbers one does not add up; "No. of X" counts are."""
    if _COUNT_HEADER.search(column.header):
        return False
    return bool(_ORDINAL_HEADER.search(column.header))


def _label_column(work: _Work) -> ColumnInfo | None:
    """For 'which/who ... highest': the text column naming the row ('which employee' -> Employee)."""
    if not work.q.words or work.q.words[0] not in _QUESTION_WORDS:
        return None
    texts = [c for c in work.table.columns if c.text and not c.number_like]
    mention = best_mention(texts, work.q, work.used, near=1)
    if mention is not None and mention.start <= 3:
        _use(work, mention)
        return mention.column
    if work.q.words[0] != "who":
        return None
    named = [c for c in texts if "name" in c.header.lower()]
    return named[0] if named else (texts[0] if texts else None)


def _use(work: _Work, mention: ColumnMention) -> None:
    work.take(mention.positions)
    work.anchors += 1


def _add_comparison(work: _Work, comparison: Comparison, target: ColumnInfo | None) -> ColumnInfo | None:
    """Attach 'more than 5' to the column named next to it (after it first, then before it)."""
    year_value = comparison.value.is_integer() and is_year(str(int(comparison.value)))
    candidates = [c for c in work.table.columns if (c.number_like or c.temporal or _year_text(c))
                  and (year_value or not _time_like(c))]
    best: tuple[float, ColumnMention] | None = None
    for column in candidates:
        mention = mention_of(column, work.q, work.used - set(range(*comparison.span)))
        if mention is None:
            continue
        after = [p - comparison.number_at - 1 for p in mention.positions if p > comparison.number_at]
        before = [(comparison.span[0] - p) * 1.5 for p in mention.positions if p < comparison.span[0]]
        distance = min([d for d in after if d <= 3] + [d for d in before if d <= 6] or [99])
        if distance < 99 and (best is None or (distance - mention.score) < best[0]):
            best = (distance - mention.score, mention)
    column = best[1].column if best else None
    times = [c for c in candidates if _time_like(c)]
    if best:
        _use(work, best[1])
    elif year_value and times:
        column = times[0]
    elif target is not None:
        column = target
    else:
        numbers = [c for c in candidates if not _time_like(c)]
        column = numbers[0] if len(numbers) == 1 else None
    if column is None:
        work.used.difference_update(range(*comparison.span))
        return None
    left = ex.year_of(column) if year_value and _time_like(column) else ex.number_of(column)
    value = int(comparison.value) if comparison.value.is_integer() else comparison.value
    work.conditions.append(Condition(ex.compare(left, comparison.op, comparison.value),
                                     f"{column.header} {comparison.op} {value}", [column.header]))
    return column


def _year_text(column: ColumnInfo) -> bool:
    """Text cells that carry a year ("Published (2011)", "2011-12")."""
    return column.text and column.year_share >= 0.8


def _time_like(column: ColumnInfo) -> bool:
    return ex.is_time_column(column) or _year_text(column)


def _explain_subject(work: _Work, ask: AggregateAsk) -> None:
    """'how many employees': a subject word that names a column or the table ties the question to it."""
    if not ask.subject:
        return
    names = {s for c in work.table.columns for s in header_stems(c)}
    names |= set(content_stems(f"{work.table.name} {work.table.title}"))
    hits = [i for i in range(*ask.subject) if work.q.stems[i] in names and i not in work.used]
    if hits:
        work.take(hits)
        work.anchors += 1


def _title_conflicts(table: TableInfo, when: DateRange) -> bool:
    """The title names another month or year than the question ('Salary Register - March 2026')."""
    title = words(table.title) + words(table.sheet or "")
    months = {MONTHS[w] for w in title if w in MONTHS and len(w) > 3}
    years = {int(w) for w in title if is_year(w)}
    if when.month and months and not set(range(when.month, (when.month_to or when.month) + 1)) & months:
        return True
    return bool(when.year and years and when.year not in years)


def _add_date(work: _Work, when: DateRange) -> bool:
    times = [c for c in work.table.columns if ex.is_time_column(c)]
    times += [c for c in work.table.columns if _year_text(c) and c not in times]
    if when.kind == "month":
        times += [c for c in work.table.columns if c.text and c.distinct and _mentions_months(c)]
    if not times:
        return False  # left unexplained unless the table's title names it (matched with the title words)
    mention = best_mention(times, work.q, work.used)
    column = mention.column if mention else times[0]
    condition = ex.date_condition(column, when)
    if condition is None:
        return False
    if mention:
        _use(work, mention)
    work.take(range(*when.span))
    work.conditions.append(Condition(condition, f"{column.header} {when.describe()}", [column.header]))
    return True


def _mentions_months(column: ColumnInfo) -> bool:
    sample = [v.lower() for v in (column.distinct or [])[:200]]
    hits = sum(1 for v in sample if any(m in v for m in ("jan", "feb", "mar", "apr", "may", "jun", "jul",
                                                          "aug", "sep", "oct", "nov", "dec")))
    return bool(sample) and hits / len(sample) >= 0.5


def _group_by(work: _Work) -> ColumnInfo | None:
    cue = find_group_cue(work.q)
    if cue is None:
        return None
    groupable = [c for c in work.table.columns if not c.number_like or ex.is_time_column(c)]
    mention = best_mention(groupable, work.q, work.used, near=cue[1])
    if mention is None or not (cue[1] <= mention.start <= cue[1] + 2):
        return None
    _use(work, mention)
    work.take(range(*cue))
    return mention.column


def _bare_numbers(work: _Work) -> None:
    """'all 200 laps': a number right before or after a numeric column's header is an equality."""
    for i, word in enumerate(work.q.words):
        value = parse_number(word)
        if i in work.used or value is None or not any(ch.isdigit() for ch in word):
            continue
        numbers = [c for c in work.table.columns if c.number_like and not ex.is_time_column(c)]
        mention = best_mention(numbers, work.q, work.used, near=i)
        if mention is None or min(abs(p - i) for p in mention.positions) > 1:
            continue
        _use(work, mention)
        work.take([i])
        work.conditions.append(Condition(ex.compare(ex.number_of(mention.column), "=", value),
                                         f"{mention.column.header} = {word}", [mention.column.header]))


def _has_values(work: _Work) -> None:
    """'how many drivers received points': rows where the named number column is above zero."""
    numbers = [c for c in work.table.columns if c.number_like and not _time_like(c) and not _ordinal(c)
               and content_stems(c.header)]
    mention = best_mention(numbers, work.q, work.used)
    if mention is None or mention.score < 0.99:
        return
    _use(work, mention)
    work.conditions.append(Condition(ex.compare(ex.number_of(mention.column), ">", 0),
                                     f"{mention.column.header} > 0", [mention.column.header]))


def _exclude_totals(work: _Work) -> list[str]:
    notes = []
    for column, labels in total_labels(work.table):
        work.hidden.append(ex.not_total_row(column, labels))
        notes.append(f"excluding the {column.header} = Total row")
    return notes


def _confidence(work: _Work) -> float:
    content = [i for i, w in enumerate(work.q.words)
               if w not in STOPWORDS and parse_number(w) is None and len(w) > 1]
    if not content:
        return 1.0
    explained = sum(1 for i in content if i in work.used)
    return explained / len(content)


def _select(work: _Work, agg: str, target: ColumnInfo | None, group_by: ColumnInfo | None,
            label: ColumnInfo | None) -> exp.Select:
    measure = _measure(agg, target)
    conditions = [c.expr for c in work.conditions] + work.hidden
    if agg in ("argmax", "argmin"):
        order = exp.Ordered(this=measure if target is None else ex.number_of(target), desc=agg == "argmax")
        if target is None:  # "which region has the most orders": count rows per label
            query = exp.select(ex.col(label), exp.alias_(exp.Count(this=exp.Star()), "n")).group_by(ex.col(label))
            order = exp.Ordered(this=exp.column("n"), desc=agg == "argmax")
        elif _repeats(label, work.table):  # "which customer has the highest total": add up per customer
            query = exp.select(ex.col(label), exp.alias_(exp.Sum(this=ex.number_of(target)), "n"))
            query = query.group_by(ex.col(label))
            order = exp.Ordered(this=exp.column("n"), desc=agg == "argmax")
        else:
            query = exp.select(ex.col(label), ex.number_of(target))
            conditions.append(exp.Not(this=exp.Is(this=ex.number_of(target), expression=exp.Null())))
        query = query.from_(ex.table_ref(work.table.name)).order_by(order).limit(1)
    elif group_by is not None:
        query = exp.select(ex.col(group_by), exp.alias_(measure, "value")).from_(ex.table_ref(work.table.name))
        query = query.group_by(ex.col(group_by)).order_by(ex.col(group_by))
    else:
        query = exp.select(exp.alias_(measure, "value")).from_(ex.table_ref(work.table.name))
    if conditions:
        query = query.where(exp.and_(*conditions))
    return query


def _measure(agg: str, target: ColumnInfo | None) -> exp.Expression:
    if agg in ("count", "argmax", "argmin") or target is None:
        return exp.Count(this=exp.Star())
    if agg == "count_distinct":
        return exp.Count(this=exp.Distinct(expressions=[ex.col(target)]))
    value = ex.number_of(target) if target.number_like else ex.col(target)
    if agg == "avg":
        return exp.func("round", exp.Avg(this=value), exp.Literal.number(2))
    kinds = {"sum": exp.Sum, "min": exp.Min, "max": exp.Max}
    return kinds[agg](this=value)
