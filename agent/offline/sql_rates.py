"""A quantity asked in money: "what did the standby nights come to in pounds" over a sheet with Standby nights and a
rate "£/night" beside it. The cost of each row is its quantity times its rate, added up."""

from tally.agent.offline import sql_exprs as ex
from tally.agent.offline.schema import ColumnInfo
from tally.agent.offline.sql_cues import MONEY_VERBS
from tally.agent.offline.sql_match import ColumnMention, header_stems, mention_of
from tally.agent.offline.sql_work import Work
from tally.agent.offline.sql_words import rate_units
from tally.tools.money import MONEY_STEMS, header_currencies


def rated_cost(work: Work, mention: ColumnMention, measures: list[ColumnInfo]) -> ex.ComputedColumn | None:
    """Quantity x rate when the question says money ("cost", "spend", "pay"), the column it names counts
    a unit (not money itself) and one money-per-that-unit column is in the table."""
    quantity = mention.column
    said = [i for i, s in enumerate(work.q.stems) if i not in work.used and s in MONEY_STEMS]
    if not said or not quantity.numeric or header_currencies(quantity.header) or rate_units(quantity.header):
        return None
    units = set(header_stems(quantity))
    rates = [c for c in measures if c.numeric and c is not quantity and rate_units(c.header) & units]
    if len(rates) != 1:
        return None
    work.take(said[:1])
    return ex.ComputedColumn(name=f"{quantity.name}_x_{rates[0].name}", type="DOUBLE",
                             header=f"{quantity.header} x {rates[0].header}", factors=[quantity, rates[0]])


def money_named(work: Work, mention: ColumnMention | None, measures: list[ColumnInfo]) -> ColumnMention | None:
    """'What did the print desk charge for scans and copies?': a verb of money ("charge", "pay", "spend")
    and a currency column it names ("Charged £") beat another column named as strongly ("Copies"), which
    says what the money was for."""
    if mention is None or header_currencies(mention.column.header) \
            or not any(s in MONEY_VERBS for s in work.q.stems):
        return mention
    money = [m for c in measures if c.numeric and header_currencies(c.header)
             and (m := mention_of(c, work.q, work.used - work.soft)) is not None and m.score >= mention.score]
    return money[0] if len(money) == 1 else mention
