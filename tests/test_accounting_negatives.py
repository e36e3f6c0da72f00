"""Negatives written with the currency before the bracket, "$(5,625)" (agent/offline/schema.py `_NUMBER_LIKE`,
agent/offline/sql_exprs.py `number_of`): the column reads as figures and the cell as -5,625. Before, such a column
of a financial statement was no figure column (too few cells "started with a number"), and the cell read +5,625.

Real workbook, real store; expected figures come from the cells.
"""

from tally.agent.offline.schema import SchemaReader
from tests.offline_support import sheet_plan, workbook_catalog

CASH = [["Item", "2019", "2018"], ["Operating activities", "$14,551", "$15,386"],
        ["Investing activities", "$26,557", "$(5,625)"], ["Financing activities", "$(42,056)", "$(9,982)"]]


def test_a_column_of_bracketed_currency_figures_is_a_figure_column(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"cash": CASH}) as catalog:
        columns = {c.header: c for c in SchemaReader(catalog, ["public"]).tables()[0].columns}
    assert columns["2018"].number_like and columns["2019"].number_like


def test_a_bracketed_currency_figure_reads_negative(tmp_path):
    plan, rows = sheet_plan(tmp_path, "cash", CASH, "what was the change in financing activities from 2018 to 2019?")
    assert rows[0][-1] == -42056 - (-9982), plan.sql_text
