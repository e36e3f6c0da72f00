"""How a question names the figure it wants beyond "total" and "how much": a column named only to be left out
("leaving out service charges") is never the one summed; "what was the <measure> for <rows or a period>"
asks their total; a notes column that mentions a month now and then is no date column. Workbooks written
here; expected values computed from their rows."""

from tally.agent.offline.schema import SchemaReader
from tally.agent.offline.sql_builder import build_plan
from tally.agent.offline.sql_filters import mentions_months
from tests.offline_support import planned_value, workbook_catalog

LEDGER = [["Tenancy", "Period", "Rent £", "Service charge £", "Received £"]] + [
    [f"T-{i}", f"2026-0{7 + i % 3}-01", 400.0 + 10 * i, 20.0 if i % 2 else None, 380.0 + 9 * i] for i in range(15)]
HIRES = [["Job", "Date", "Group", "Miles", "Hire income £"]] + [
    [f"GH-{i}", f"2026-0{7 + i % 3}-{1 + i:02d}", "Scouts" if i % 2 else "Lunch Club", 20 + i, 45.0 + 5 * i]
    for i in range(18)]
PAY = [["Name", "Role", "Gross £", "Notes"]] + [
    ["Ana", "Brewer", 2500.0, "OT: double brew w/c 19 Oct"], ["Ivo", "Drayman", 2300.0, None],
    ["Lea", "Bar staff", 900.0, "festival 24-25 Oct"], ["Max", "Sales rep", 2700.0, "commission paid Nov"],
    ["Noa", "Bar staff", 1100.0, None]]



def test_a_column_named_only_to_be_left_out_is_not_the_one_summed(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"rent_ledger": LEDGER}) as catalog:
        got = planned_value(catalog, "How much rent did we charge for July, leaving out service charges?")
    assert got == sum(row[2] for row in LEDGER[1:] if row[1].startswith("2026-07"))


def test_a_measure_asked_for_a_period_or_for_many_rows_is_their_total(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"group_hire_log": HIRES}) as catalog:
        got = planned_value(catalog, "What was the hire income for August?")
        assert got == sum(row[4] for row in HIRES[1:] if row[1].startswith("2026-08"))
        got = planned_value(catalog, "What was the hire income for the Scouts trips?")
        assert got == sum(row[4] for row in HIRES[1:] if row[2] == "Scouts")
        assert build_plan("What was the hire income for job GH-3?", SchemaReader(catalog, ["public"])) is None \
            or planned_value(catalog, "What was the hire income for job GH-3?") == HIRES[4][4]


def test_a_notes_column_mentioning_months_is_no_date_column(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"payroll_oct_2026": PAY}) as catalog:
        table = SchemaReader(catalog, ["public"]).tables()[0]
        assert not mentions_months(table.column("notes"))
        got = planned_value(catalog, "What's the total gross pay for October?")
    assert got == sum(row[2] for row in PAY[1:])
