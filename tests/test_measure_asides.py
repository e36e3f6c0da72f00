"""Which figure a question adds up, and whose rows a "whose" groups: a counted unit with a figure set aside
("how many hours ..., excluding overtime"), a rate per unit that is no figure in that unit ("Rate/hr" holds
money, not hours), a counted noun opening with its size ("30-litre kegs": the Qty of those rows), and "whose"
asking the person column of a log, each person's figures added up; "which sort of X" asking a category of
the rows (a Type column), never each row's own X; "how many sales" counting the sales whose money column
it names only by a synonym, or by a word before its head noun ("rent payments"), and "how many cash sales"
counting rows whose party is a cash sale (no quantity); a figure set aside by a hyphened word before a question
("Leaving out on-call, how many hours"); "which kind of bike" grouping by the column whose values name kinds of
bike; "most often" counting each member's rows (no latest date, no blank member); a window of clock times
("07:00-08:00") or a date written out never read as a figure; "what was X's income for the quarter" asking
the income of X's rows; a season most of a register's months fall in ("the spring quarter" of April to June) as
the register's own period; "how much …, in pounds" naming the money column by its currency; an inflected word
("bookings") read as no compound whose initials ("BK") would name a code. Workbooks written here; expected values
computed from their rows."""

from collections import Counter
from datetime import date

import pytest

from tally.agent.offline.schema import SchemaReader
from tally.agent.offline.sql_builder import build_plan
from tests.offline_support import workbook_catalog

CREWS = ("Riverside", "Hilltop", "Docklands")
TIMESHEET = [["Emp ref", "Fitter", "Crew", "Std Hrs", "OT Hrs", "Rate/hr", "Gross GBP"]] + [
    [f"F{200 + i}", f"Fitter {i}", CREWS[i % 3], 140 + 4 * (i % 5), 3 * (i % 4), 18.5 + i % 3, 3000 + 40 * i]
    for i in range(18)]
PACKS = ("Keg", "Cask", "Case")
DELIVERIES = [["Docket", "Delivered", "Pack", "Qty", "Net GBP"]] + [
    [f"DL-{700 + i}", date(2026, 3 + (i // 3) % 3, 1 + i % 27), PACKS[i % 3], 1 + i % 6, 40.0 + 7 * i] for i in range(42)]
LEADERS = ("Ada Moss", "Rui Costa", "Ines Bell")
WALKS = [["Date", "Route", "Route name", "Led by", "Walkers", "Miles"]] + [
    [date(2026, 4, 1 + i), f"R{i % 5}", f"route number {i % 5}", LEADERS[(i * 2 + i // 3) % 3], 4 + i % 9, 3.5 + i % 4]
    for i in range(24)]

BIKE_TYPES = ("City", "Cargo", "E-bike")
HIRES = [["Ref", "Out", "Days", "Bike", "Type", "Rate"]] + [
    [f"HR-{300 + i}", date(2026, 7, 1 + i), 1 + (i * 5) % 4, f"RR-{i % 5}", BIKE_TYPES[i % 5 % 3], 18.0 + 4 * (i % 3)]
    for i in range(25)]

SALES = [["Docket", "Date", "Time", "Litres", "Amount £"]] + [
    [f"FD {5100 + i}", date(2026, 5, 1 + i % 28), f"{8 + i % 13:02d}:{(i * 7) % 60:02d}", 20.0 + i, 35.0 + 3 * i]
    for i in range(30)]
WINDOWS = ("05:30-06:30", "07:00-08:00", "06:00-07:00")
ACCOUNTS = [["Account", "Cafe", "Delivery window", "Trays"]] + [
    [f"BB-{100 + i}", f"Cafe {i}", WINDOWS[i % 3], 4 + i % 5] for i in range(12)]

ROTA = [["Staff", "Clinic", "Rostered Hrs", "On-call Hrs"]] + [
    [f"Vet {i}", ("Hollinsby", "Tarrow")[i % 2], 150 + i, 10 + i % 4] for i in range(10)]
LEDGER = [["Tncy ref", "Prd", "Rent £", "Mtd"]] + [
    [f"T-{i}", date(2026, 7 + i % 2, 1), 95.0 + i, "standing order" if i % 3 == 0 else "card"] for i in range(20)]
CONTRACTS = [["Contract", "Out", "Customer", "Item", "Qty"]] + [
    [f"C-{i}", date(2026, 8, 1 + i), ("Cash sale", "Pennant Ltd", "Orrin Builders")[i % 3], ("Breaker", "Cutter")[i % 2],
     1 + i % 3] for i in range(18)]
BIKES = ("mountain bike", "e-bike", "cargo bike", "hybrid")
JOBS = [["Job", "In", "Member", "Bk name", "Paid by", "Tot €"]] + [
    [f"J-{i}", date(2026, 8, 1 + i), None if i % 2 else f"M0{(i * i) % 7}", BIKES[i % 4],
     "Fix Your Bike voucher" if i % 5 == 0 else "card", 40.0 + (i * 13) % 70] for i in range(24)]

PACK_CODES = [["Pk", "Meaning"], ["B12", "Case of 12 x 500 ml bottles"], ["C24", "Case of 24 x 330 ml cans"],
              ["K30", "Keg, 30 litres, returnable"], ["F", "Firkin, 9 gallons, returnable cask"],
              ["P", "Pin, 4.5 gallons, returnable cask"]]
DRAYS = [["Inv", "Dlv dt", "Pk", "Qty", "Net"]] + [
    [f"SBI-{2300 + i}", date(2026, 5 + i % 2, 1 + i % 28), PACK_CODES[1 + i % 5][0], 1 + (i * 3) % 7, 50.0 + i]
    for i in range(40)]

SERVICES = [["Service", "Trips", "Income £"], ["Minibus hire", 61, 3120.0], ["Dial-a-ride", 900, 4410.5],
            ["Shopper bus", 120, 640.0]]

STATUSES = ("Sailed", "No-show", "Alongside", "Cancelled")
BERTHS = [["Berth log - visitors, April to June 2026"], ["Booking", "Arrival", "Boat", "Status"]] + [
    [f"VB-{i}", date(2026, 4 + i % 3, 1 + i % 28), f"Boat {i}", STATUSES[(i * 3) % 4]] for i in range(40)]


@pytest.fixture(scope="module")
def catalog(tmp_path_factory):
    folder = tmp_path_factory.mktemp("measure-asides")
    with workbook_catalog(folder, folder / "store", {"fitter_timesheet_2026_05": TIMESHEET,
                                                     "brewery_deliveries_2026": DELIVERIES,
                                                     "guided_walk_log_2026": WALKS,
                                                     "bike_hire_log_2026": HIRES}) as opened:
        yield opened


@pytest.fixture(scope="module")
def sales(tmp_path_factory):
    folder = tmp_path_factory.mktemp("sales")
    with workbook_catalog(folder, folder / "store", {"fuel_dock_log_2026_05": SALES, "cafe_accounts": ACCOUNTS}) as opened:
        yield opened


@pytest.fixture(scope="module")
def registers(tmp_path_factory):
    folder = tmp_path_factory.mktemp("registers")
    with workbook_catalog(folder, folder / "store", {"vet_rota_2026_10": ROTA, "rent_ledger_2026": LEDGER,
                                                     "hire_contracts_2026": CONTRACTS, "workshop_jobs_2026": JOBS,
                                                     "drays_2026": DRAYS, "pack_codes": PACK_CODES,
                                                     "service_report_2026_q3": SERVICES,
                                                     "visitor_berth_log": BERTHS}) as opened:
        yield opened


def _rows(catalog, question: str):
    plan = build_plan(question, SchemaReader(catalog, ["public"]))
    assert plan is not None, question
    return plan, catalog.connection().execute(plan.sql_text).fetchall()


def test_a_counted_unit_leaves_out_the_figure_set_aside(catalog):
    plan, got = _rows(catalog, "How many hours did the Riverside crew work, excluding overtime?")
    assert got[0][0] == sum(r[3] for r in TIMESHEET[1:] if r[2] == "Riverside"), plan.sql_text


def test_a_rate_per_hour_is_no_figure_in_hours(catalog):
    # "Std Hrs" and "Rate/hr" both say hours; only one holds hours ("OT Hrs" set aside as overtime)
    plan, got = _rows(catalog, "How many hours did the Hilltop crew work, leaving out overtime?")
    assert "rate" not in plan.sql_text.lower(), plan.sql_text
    assert got[0][0] == sum(r[3] for r in TIMESHEET[1:] if r[2] == "Hilltop")


def test_a_counted_noun_opening_with_its_size_adds_up_the_quantity(catalog):
    plan, got = _rows(catalog, "How many 30-litre kegs were delivered in April?")
    assert got[0][0] == sum(r[3] for r in DELIVERIES[1:] if r[2] == "Keg" and r[1].month == 4), plan.sql_text


def test_whose_groups_by_the_person_a_log_names(catalog):
    plan, got = _rows(catalog, "Whose guided walks added up to the most miles?")
    assert got[0][0] == _top(WALKS[1:], label=3, figure=5), plan.sql_text


def test_which_sort_of_thing_asks_its_category(catalog):
    plan, got = _rows(catalog, "What sort of rental bike was out for the most days altogether?")
    assert got[0][0] == _top(HIRES[1:], label=4, figure=2), plan.sql_text


def test_how_many_sales_counts_them_not_their_amount(sales):
    plan, got = _rows(sales, "How many fuel sales were there after 6 pm?")
    assert got[0][0] == sum(1 for r in SALES[1:] if r[2] > "18:00"), plan.sql_text


def test_a_window_of_clock_times_is_no_figure(sales):
    plan = build_plan("What is the average delivery window of a cafe?", SchemaReader(sales, ["public"]))
    assert plan is None or plan.target is None or plan.target.header != "Delivery window", plan.sql_text


def test_a_figure_set_aside_before_the_question_by_a_hyphened_word(registers):
    plan, got = _rows(registers, "Leaving out on-call, how many hours were worked at Hollinsby?")
    assert got[0][0] == sum(r[2] for r in ROTA[1:] if r[1] == "Hollinsby"), plan.sql_text


def test_payments_and_cash_sales_are_counted(registers):
    plan, got = _rows(registers, "How many rent payments came in by card in August?")
    assert got[0][0] == sum(1 for r in LEDGER[1:] if r[3] == "card" and r[1].month == 8), plan.sql_text
    plan, got = _rows(registers, "How many cash sales were there in August?")
    assert got[0][0] == sum(1 for r in CONTRACTS[1:] if r[2] == "Cash sale"), plan.sql_text


def test_a_counted_noun_sized_by_a_count_adds_up_the_quantity(catalog):
    plan, got = _rows(catalog, "How many 12-bottle cases did we deliver in April?")
    assert got[0][0] == sum(r[3] for r in DELIVERIES[1:] if r[2] == "Case" and r[1].month == 4), plan.sql_text


def test_which_kind_of_thing_groups_by_the_column_naming_its_kinds(registers):
    plan, got = _rows(registers, "Which kind of bike earned the workshop the most money?")
    assert got[0][0] == _top(JOBS[1:], label=3, figure=5), plan.sql_text


def test_words_next_to_each_other_pick_the_codes_whose_descriptions_hold_both(registers):
    plan, got = _rows(registers, "How many 12-bottle cases were delivered in May?")
    assert got[0][0] == sum(r[3] for r in DRAYS[1:] if r[2] == "B12" and r[1].month == 5), plan.sql_text


def test_an_owners_measure_for_a_period_is_read_off_the_owners_rows(registers):
    plan, got = _rows(registers, "What was Minibus hire's income for the quarter?")
    assert got[0][0] == 3120.0, plan.sql_text


def test_a_season_most_of_the_registers_months_fall_in_is_its_own_period(registers):
    plan, got = _rows(registers, "How many no-shows were there over the spring quarter?")
    assert got[0][0] == sum(1 for r in BERTHS[2:] if r[3] == "No-show"), plan.sql_text
    assert build_plan("How many no-shows were there over the winter?", SchemaReader(registers, ["public"])) is None


def test_most_often_counts_each_members_rows_and_a_blank_member_is_no_one(registers):
    # "In" is a date column, "a bike" what the rows are about (no filter on "Fix Your Bike voucher"), and the
    # walk-ins' blank member is the most frequent value
    plan, got = _rows(registers, "Which member brought a bike in most often?")
    visits = Counter(r[2] for r in JOBS[1:] if r[2] is not None)
    top = max(visits.values())
    assert got[0][0] in {m for m, n in visits.items() if n == top} and got[0][1] == top, plan.sql_text


def test_dates_written_out_are_no_figures():
    from tally.agent.offline.schema import profile_column

    assert profile_column(["2026-07-01", "01/07/2026", "1.7.26"])[1] == 0.0
    assert profile_column(["1,500", "12.5", "£3.20"])[1] == 1.0


def test_the_currency_named_says_the_figure_is_money(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"tenancy_ledger_2026": LEDGER}) as ledger:
        plan, got = _rows(ledger, "How much did the tenancy ledger log in August, in pounds?")
    assert got[0][0] == pytest.approx(sum(r[2] for r in LEDGER[1:] if r[1].month == 8)), plan.sql_text


def test_an_inflected_word_is_no_compound_whose_initials_name_a_code():
    from tally.agent.offline.compounds import compound_initials

    assert compound_initials("bookings") == frozenset() and compound_initials("drivers") == frozenset()
    assert compound_initials("overtime") == {"ot"} and compound_initials("quarterbacks") == {"qb"}


def _top(rows: list[list], label: int, figure: int) -> str:
    """The label whose rows' figures add up to the most."""
    totals: dict[str, float] = {}
    for row in rows:
        totals[row[label]] = totals.get(row[label], 0.0) + row[figure]
    return max(totals, key=totals.get)
