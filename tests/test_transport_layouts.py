"""Layouts and phrasings met in an eleventh unseen corpus (a transport operator's logs), each on tables
written here: a band of merged group headings over the real header, header words cut short without a
full stop ("Elec kWh"), cells that print a number with its unit symbol ("32A"), a rate "per mile" beside
the miles themselves, a quarter named only as "the quarter", morning and afternoon as AM/PM cells, and a
"which" question after a leading clause."""

from openpyxl import Workbook

from tally.agent.offline.schema import SchemaReader
from tally.agent.offline.sql_builder import build_plan
from tally.agent.offline.sql_phrases import find_dates
from tally.agent.offline.sql_match import Question
from tally.agent.offline.sql_words import truncations
from tally.ingest.convert import convert
from tests.offline_support import plan_over, workbook_catalog

ZONES = ("North", "South", "Riverside")


def _run_log() -> list[list]:
    """A minibus run log: Run, Sess (AM/PM), Zone, Mls, Elec kWh, Fare £."""
    rows: list[list] = [["Run", "Sess", "Zone", "Mls", "Elec kWh", "Fare £"]]
    for n in range(24):
        rows.append([f"RN-{700 + n}", "AM" if n % 3 else "PM", ZONES[n % 3], 10 + n, 5.5 + n % 4, 2.0 * (1 + n % 5)])
    return rows


def _value(catalog, question: str, stem: str) -> tuple[float, str]:
    plan, found = plan_over(catalog, question, stem, ["public"])
    return found[0][-1], plan.sql_text


def test_merged_group_headings_over_the_header_are_not_the_header(tmp_path):
    book = Workbook()
    sheet = book.active
    sheet.append(["Coach hire log, spring"])
    sheet.append([])
    sheet.append(["BOOKING", None, "VEHICLE", None, "ACCOUNT"])
    sheet.append(["Job", "Date", "Veh", "Mls", "Chg £"])
    for n in range(6):
        sheet.append([f"CH-{n}", f"0{n + 1}-Mar-26", "V1" if n % 2 else "V2", 20 + n, 40.0 + n])
    for cells in ("A3:B3", "C3:D3"):
        sheet.merge_cells(cells)
    book.save(tmp_path / "coach_hire.xlsx")
    table = next(item for item in convert(tmp_path / "coach_hire.xlsx").tables)
    assert table.headers == ["Job", "Date", "Veh", "Mls", "Chg £"]
    assert len(table.rows) == 6 and table.rows[0][0] == "CH-0"


def test_headers_whose_own_labels_repeat_keep_the_upper_row(tmp_path):
    book = Workbook()
    sheet = book.active
    sheet.append(["Team", "2024", "2024", "2025", "2025"])
    sheet.append([None, "W", "L", "W", "L"])
    sheet.append(["Reds", 4, 2, 5, 1])
    sheet.append(["Blues", 3, 3, 2, 4])
    book.save(tmp_path / "seasons.xlsx")
    table = next(item for item in convert(tmp_path / "seasons.xlsx").tables)
    assert table.headers[0] == "Team"


def test_a_header_word_cut_short_names_the_whole_word(tmp_path):
    assert truncations("Elec kWh") == {"elec"}
    assert truncations("Band A per mile") == frozenset()  # "band" is a word of its own
    with workbook_catalog(tmp_path, tmp_path / "store", {"run_log": _run_log()}) as catalog:
        value, sql = _value(catalog, "How much electricity did the buses use altogether?", "run_log")
    assert '"elec_k_wh"' in sql and abs(value - sum(5.5 + n % 4 for n in range(24))) < 1e-6


def test_morning_and_afternoon_are_the_am_and_pm_cells(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"run_log": _run_log()}) as catalog:
        afternoon, sql = _value(catalog, "How many miles were driven on afternoon runs?", "run_log")
        morning, _ = _value(catalog, "How many miles were driven on morning runs?", "run_log")
    assert "'PM'" in sql
    assert afternoon == sum(10 + n for n in range(24) if n % 3 == 0)
    assert morning == sum(10 + n for n in range(24) if n % 3)


def test_which_after_a_leading_clause_or_a_hyphenated_noun_names_the_label(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"run_log": _run_log()}) as catalog:
        plan, found = plan_over(catalog, "According to the run log, which zone collected the smallest fare total?",
                                "run_log", ["public"])
        hyphened, rows = plan_over(catalog, "Which drop-off zone took the largest fare total?", "run_log",
                                   ["public"])
    fares = {zone: sum(2.0 * (1 + n % 5) for n in range(24) if ZONES[n % 3] == zone) for zone in ZONES}
    assert found[0][0] == min(fares, key=fares.get) and '"zone"' in plan.sql_text
    assert rows[0][0] == max(fares, key=fares.get) and "GROUP BY" in hyphened.sql_text


def test_a_number_with_its_unit_in_words_finds_the_cells_that_print_the_symbol(tmp_path):
    stalls = [["Stall", "Supply", "Rent"]] + [[f"S{n}", "32A" if n % 4 == 0 else "16A", 100 + n] for n in range(20)]
    fleet = [["Reg", "Vehicle", "Miles"]] + [[f"VX{n}", ("3.5t panel", "7.5t rigid")[n % 2], 100 * n] for n in range(8)]
    with workbook_catalog(tmp_path, tmp_path / "store", {"stalls": stalls, "fleet": fleet}) as catalog:
        value, sql = _value(catalog, "How many stalls have a 32 amp supply?", "stalls")
        rigid, rigid_sql = _value(catalog, "How many miles did the 7.5 tonne rigid trucks do?", "fleet")
    assert "'32A'" in sql and value == 5
    assert "'7.5t rigid'" in rigid_sql and rigid == sum(100 * n for n in range(8) if n % 2)


def test_a_month_to_a_month_is_a_range_and_a_month_and_a_month_are_two():
    ranged = find_dates(Question.parse("how much was used across April to June"), set())
    assert [(d.month, d.month_to, d.op) for d in ranged] == [(4, 6, "between")]
    two = find_dates(Question.parse("how much was used in April and June"), set())
    assert [(d.month, d.month_to) for d in two] == [(4, None), (6, None)]
    may = find_dates(Question.parse("how many loads were logged May until July"), set())
    assert [(d.month, d.month_to) for d in may] == [(5, 7)]
    verb = find_dates(Question.parse("what may happen to the June figures"), set())
    assert [(d.month, d.month_to) for d in verb] == [(6, None)]  # "may" the verb stays a verb


def test_what_was_charged_for_many_rows_is_their_total(tmp_path):
    hires = [["Ref", "Date", "Hire fee"]] + [[f"H{n}", f"2026-0{1 + n % 3}-1{n % 9}", 30.0 + n] for n in range(18)]
    with workbook_catalog(tmp_path, tmp_path / "store", {"hires": hires}) as catalog:
        value, sql = _value(catalog, "What was paid in hire fees for the March bookings?", "hires")
        taken, _ = _value(catalog, "What did we take in hire fees over January?", "hires")
    assert "SUM" in sql and value == sum(30.0 + n for n in range(18) if n % 3 == 2)
    assert taken == sum(30.0 + n for n in range(18) if n % 3 == 0)


def test_the_quarter_is_the_tables_own_when_its_title_names_one(tmp_path):
    question = "How many miles did V2 do over the whole quarter?"
    log = [["Job", "Veh", "Mls"]] + [[f"J{n}", f"V{1 + n % 2}", 12 + n] for n in range(10)]
    with workbook_catalog(tmp_path, tmp_path / "store", {"hire_log_2026_Q3": log, "hire_log": log}) as catalog:
        own, rows = plan_over(catalog, question, "hire_log_2026_Q3", ["public"])
        plain, _ = plan_over(catalog, question, "hire_log.xlsx", ["public"])
    assert rows[0][0] == sum(12 + n for n in range(10) if n % 2) and own.confidence == 1.0
    assert plain.confidence < 1.0  # over a table with no quarter of its own the words stay unexplained


def test_miles_are_added_up_where_they_are_logged_not_counted_in_a_rate_per_mile(tmp_path):
    tariff = [["Veh", "Seats", "Rate per mile"], ["V1", 12, 0.9], ["V2", 16, 1.1]]
    log = [["Job", "Veh", "Mls"]] + [[f"J{n}", f"V{1 + n % 2}", 12 + n] for n in range(10)]
    with workbook_catalog(tmp_path, tmp_path / "store", {"tariff": tariff, "hire_log": log}) as catalog:
        plan = build_plan("How many miles did V2 cover?", SchemaReader(catalog, ["public"]))
        value = catalog.connection().execute(plan.sql_text).fetchone()[0]
    assert "hire_log" in plan.table.name and value == sum(12 + n for n in range(10) if n % 2)


def test_note_lines_under_a_table_are_text_not_rows(tmp_path):
    book = Workbook()
    sheet = book.active
    sheet.append(["Veh", "Seats", "Rate per mile"])
    for n in range(4):
        sheet.append([f"V{n}", 8 + 4 * n, 0.5 + n / 10])
    sheet.append(["V9"])  # a record with its other fields blank stays a record
    sheet.append(["Driver fee: GBP 11.00 per hour when our driver goes."])
    sheet.append(["Late cancellation: GBP 15.00."])
    book.save(tmp_path / "tariff.xlsx")
    document = convert(tmp_path / "tariff.xlsx")
    table = document.tables[0]
    assert [row[0] for row in table.rows] == ["V0", "V1", "V2", "V3", "V9"]
    notes = [c.text for c in document.chunks if c.kind == "text"]
    assert notes == ["Driver fee: GBP 11.00 per hour when our driver goes.\nLate cancellation: GBP 15.00."]


def test_what_two_rows_brought_in_between_them_is_their_money_total(tmp_path):
    report = [["Service", "Journeys", "Income £"], ["Night bus", 120, 840.0], ["Dial-a-ride", 900, 4410.5],
              ["School run", 61, 3120.0], ["Car scheme", 230, 0.0]]
    with workbook_catalog(tmp_path, tmp_path / "store", {"service_report": report}) as catalog:
        value, sql = _value(catalog, "What did the night bus and school run bring in between them?", "service_report")
    assert '"income"' in sql and value == 840.0 + 3120.0


def test_a_count_of_something_one_rows_figures_do_not_hold_has_no_plan(tmp_path):
    report = [["Service", "Journeys", "Income £"], ["Night bus service", 120, 840.0], ["School run", 61, 3120.0],
              ["Dial-a-ride", 900, 4410.5]]
    with workbook_catalog(tmp_path, tmp_path / "store", {"service_report": report}) as catalog:
        reader = SchemaReader(catalog, ["public"])
        drivers = build_plan("How many drivers does the night bus have?", reader, min_confidence=0.0,
                             require_anchor=False)
        value, _ = _value(catalog, "How many journeys did the night bus make?", "service_report")
    assert drivers is None  # counting the one row it names would say "1"
    assert value == 120


def test_a_name_nothing_in_the_table_explains_leaves_no_plan(tmp_path):
    hires = [["Ref", "Club", "Hours"]] + [[f"H{n}", ("Harbour Rowing Club", "Elm Park Runners")[n % 2], 2 + n % 3]
                                           for n in range(10)]
    with workbook_catalog(tmp_path, tmp_path / "store", {"club_hires": hires}) as catalog:
        reader = SchemaReader(catalog, ["public"])
        unknown = build_plan("How many hours did Quarry Lane Wheelers book?", reader, min_confidence=0.0,
                             require_anchor=False)
        value, sql = _value(catalog, "How many hours did Elm Park Runners book?", "club_hires")
    assert unknown is None  # not everyone's hours under another club's name
    assert "Elm Park Runners" in sql and value == sum(2 + n % 3 for n in range(10) if n % 2)


def test_what_was_charged_in_a_currency_adds_up_the_charge(tmp_path):
    parcels = [["Ref", "Service", "Charge (EUR)", "Days"]] + [
        [f"P{n}", ("Express", "Economy")[n % 2], 5.0 + n, 1 + n % 3] for n in range(10)]
    with workbook_catalog(tmp_path, tmp_path / "store", {"parcels": parcels}) as catalog:
        value, sql = _value(catalog, "What was charged in euros for the Express parcels?", "parcels")
    assert '"charge_eur"' in sql and value == sum(5.0 + n for n in range(10) if n % 2 == 0)
