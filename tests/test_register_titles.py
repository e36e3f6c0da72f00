"""Layouts and phrasings met in a twelfth unseen corpus (a museum's school-visit register), each on tables
written here: a title and a note line over a sheet's header, "this term" said of a register titled for
one term, a column of ticks that says no by its blanks, "how much have they paid us" over a sheet with
one money column, a tariff "£/pupil" beside the pupils themselves, and a day range that only a dated
register reads."""

from datetime import date, timedelta

import pytest

from tally.agent.offline.schema import SchemaReader
from tally.agent.offline.sql_builder import build_plan
from tally.agent.offline.sql_words import abbreviates, rate_units
from tally.ingest.convert import convert
from tests.offline_support import plan_over, workbook_catalog, write_workbook

TITLE = "Visits register - spring term 2026 (January to March)"
NOTE = "Adlt blank = adults not recorded. Fee blank = free visit or cancelled in time."


def _register() -> list[list]:
    """A title, a note and a blank line over the header; Pup. and Fee £ per visit, dates year first."""
    rows: list[list] = [[TITLE], [NOTE], [], ["Ref", "Visit dt", "School", "Pup.", "Fee £"]]
    day = date(2026, 1, 5)
    for n in range(30):
        rows.append([f"SV-{100 + n}", day.strftime("%Y/%m/%d"), ("Hill", "Dale", "Brook")[n % 3], 10 + n,
                     None if n % 4 == 0 else 3.0 * (10 + n)])
        day += timedelta(days=3)
    return rows


def _visits() -> list[tuple[date, int, float | None]]:
    return [(date.fromisoformat(r[1].replace("/", "-")), r[3], r[4]) for r in _register()[4:]]


def test_the_title_over_a_header_is_the_tables_caption_and_the_lines_over_it_are_read(tmp_path):
    document = convert(write_workbook(tmp_path / "visits.xlsx", _register()))
    assert document.tables[0].caption == TITLE
    # a bracketed aside says how to read the table: a long one still leaves the line a title
    aside = f"{TITLE} (one line per class booked, cancellations kept with a zero fee)"
    longer = convert(write_workbook(tmp_path / "aside.xlsx", [[aside], *_register()[1:]]))
    assert longer.tables[0].caption == aside
    assert document.tables[0].headers == ["Ref", "Visit dt", "School", "Pup.", "Fee £"]
    texts = [chunk.text for chunk in document.chunks if chunk.kind == "text"]
    assert any(TITLE in text and NOTE in text for text in texts)
    summary = next(chunk.text for chunk in document.chunks if chunk.kind == "summary")
    assert TITLE in summary


def test_a_long_note_line_first_is_no_caption(tmp_path):
    document = convert(write_workbook(tmp_path / "visits.xlsx", [[NOTE], *_register()[3:]]))
    assert document.tables[0].caption is None


def test_this_term_over_a_register_titled_for_the_term_filters_nothing(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"visits": _register()}) as catalog:
        plan, found = plan_over(catalog, "How many pupils came this term?", "visits", ["public"])
        plain, _ = plan_over(catalog, "How many pupils came?", "visits", ["public"])  # pupils of pupils, came
        table = next(t.name for t in catalog.tables(["public"]))
        assert catalog.table(table, ["public"]).caption == TITLE
    assert found[0][0] == sum(p for _, p, _ in _visits())
    # "pupils" and "this term" explained, "came" not (2/3); left over, "term" would make it 1/3
    assert plan.confidence == pytest.approx(2 / 3) and plain.confidence == 0.5, plan.sql_text


def test_months_in_a_caption_leave_the_dated_rows_to_the_date_filter(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"visits": _register()}) as catalog:
        _, found = plan_over(catalog, "How many pupils came in March?", "visits", ["public"])
    assert found[0][0] == sum(p for day, p, _ in _visits() if day.month == 3)


def test_how_much_they_paid_us_is_the_one_money_column(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"visits": _register()}) as catalog:
        plan, found = plan_over(catalog, "How much have they paid us in February?", "visits", ["public"])
    assert abs(found[0][0] - sum(f for day, _, f in _visits() if day.month == 2 and f)) < 0.01
    assert '"fee"' in plan.sql_text and plan.confidence == 1.0


DONORS = [["Donor", "Fund", "Pledged £", "Received £", "Gift Aid"],
          ["Pelham Trust", "Roof", 15000, 10000, None], ["G. Astbury", "Roof", 2500, 2500, "Y"],
          ["Vale Society", "Learning", 6000, 3000, None], ["R. Kessler", "Acquisitions", 1200, 1200, "Y"],
          ["I. Fenwick", "Learning", 750, 750, "Y"]]


def test_a_column_of_ticks_says_no_by_its_blanks(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"donors": DONORS}) as catalog:
        _, ticked = plan_over(catalog, "How much was received from donors who ticked Gift Aid?", "donors", ["public"])
        _, not_ticked = plan_over(catalog, "How much was received from donors who did not tick Gift Aid?", "donors",
                                  ["public"])
    assert ticked[0][0] == 2500 + 1200 + 750
    assert not_ticked[0][0] == 10000 + 3000


def test_a_currency_over_a_slash_makes_a_rate():
    assert rate_units("£/pupil") == {"pupil"} and rate_units("EUR/night") == {"night"}
    assert rate_units("Name/Title") == set() and rate_units("km/h") == set()


TARIFF = [["Workshops offered (fee per pupil)"], ["Code", "Workshop", "£/pupil"],
          ["ROM", "Romans", 4.5], ["VIC", "Victorian schoolroom", 5.0], ["MILL", "Rope and steam", 5.5]]


def test_pupils_are_counted_in_the_register_not_read_off_a_tariff_per_pupil(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"visits": _register(), "workshops": TARIFF}) as catalog:
        plan = build_plan("How many pupils came in March in all?", SchemaReader(catalog, ["public"]))
        assert plan is not None and "visits" in plan.table.name, plan and plan.sql_text
        value = catalog.connection().execute(plan.sql_text).fetchone()[0]
    assert value == sum(p for day, p, _ in _visits() if day.month == 3)


MONTHLY = [["Month", "Pupils", "Schools"], ["January", 300, 9], ["February", 280, 8], ["March", 310, 10]]


def test_a_day_range_goes_to_the_dated_register_that_reads_its_numbers(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"visits": _register(), "monthly": MONTHLY}) as catalog:
        plan = build_plan("How many pupils were there from 12 to 27 January?", SchemaReader(catalog, ["public"]))
        assert plan is not None and "visits" in plan.table.name, plan and plan.sql_text
        value = catalog.connection().execute(plan.sql_text).fetchone()[0]
    assert value == sum(p for day, p, _ in _visits() if day.month == 1 and 12 <= day.day <= 27)


def _plan(catalog, question: str):
    return build_plan(question, SchemaReader(catalog, ["public"]))


def test_another_term_than_the_title_names_is_not_read_off_the_register(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"visits": _register()}) as catalog:
        assert _plan(catalog, "How many visits did we have in the spring term?") is not None
        assert _plan(catalog, "How many visits did we have in the summer term?") is None


def test_a_verb_of_money_alone_leaves_no_word_unexplained(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"visits": _register()}) as catalog:
        assert _plan(catalog, "How much have they paid us for visits in February?") is not None
        # whom "we pay" is not in the register, and "overtime" names a measure it does not hold
        assert _plan(catalog, "How much did we pay our subcontractors for visits in February?") is None
        assert _plan(catalog, "How much overtime were they paid for visits in February?") is None


HIRES = [["Job", "Date", "Dest", "Pax"], *[[f"H-{n}", f"2026-09-{n + 1:02d}", ("Spring Show", "Zoo", "Coast")[n % 3],
                                             8 + n] for n in range(12)]]


def test_hyphened_compounds_are_nouns_and_names_not_negations(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"hires": HIRES}) as catalog:
        plan, _ = plan_over(catalog, "How many no-shows were there on hires in September?", "hires", ["public"])
        assert "NOT" not in plan.sql_text, plan.sql_text  # "no-shows" is a noun, not "no" + "shows"
        # a name of hyphened words ("dial-a-ride") that nothing of the table explains leaves no plan
        assert _plan(catalog, "How many dial-a-ride hires were for the Zoo in September?") is None
        assert _plan(catalog, "How many hires were for the Zoo in September?") is not None


def test_a_plural_names_a_header_cut_to_its_singulars_letters(tmp_path):
    assert abbreviates("appt", "appointments") and abbreviates("acct", "accounts")
    appointments = [["Appt", "Dt", "Fee"], *[[f"A-{n}", f"0{1 + n % 9}.0{1 + n % 3}.26", 20.0] for n in range(12)]]
    with workbook_catalog(tmp_path, tmp_path / "store", {"diary": appointments}) as catalog:
        plan = _plan(catalog, "How many appointments were there in February?")
        assert plan is not None, "the counted noun ties the question to the Appt column's table"
        assert catalog.connection().execute(plan.sql_text).fetchone()[0] == 4


SITES = [["Site", "Consults", "Ops"], ["Thornby Hospital", 3412, 402], ["Ellerside Surgery", 2210, 130],
         ["Nightline out-of-hours", 860, 12]]


def test_the_particle_of_a_phrasal_verb_names_no_cell(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"sites": SITES}) as catalog:
        plan, found = plan_over(catalog, "Which site carried out the most ops?", "sites", ["public"])
        assert "out-of-hours" not in plan.sql_text and found[0][0] == "Thornby Hospital", plan.sql_text
        plan, found = plan_over(catalog, "How many consults did the out-of-hours site do?", "sites", ["public"])
        assert found[0][0] == 860, plan.sql_text  # hyphened on, "out" is the cell's own word


def test_two_consonants_in_lower_case_shorten_a_longer_word_only():
    from tally.ingest.text import words
    from tally.tools.table_terms import header_abbreviations

    assert "wt" in header_abbreviations("Wt kg", words("Wt kg")) and "pd" in header_abbreviations("Pd", ["pd"])
    assert not header_abbreviations("HR", ["hr"]) and not header_abbreviations("kg", ["kg"])
    assert abbreviates("wt", "weight") and not abbreviates("wt", "went") and not abbreviates("ct", "cost")
    assert not abbreviates("sp", "spent")  # two letters are a first and a last, never a prefix


def test_a_header_of_two_letters_names_its_measure(tmp_path):
    weighed = [["Pet", "Sp", "Wt kg"], *[[f"Pet {n}", "FEL" if n % 2 else "K9", 3.0 + n] for n in range(8)]]
    with workbook_catalog(tmp_path, tmp_path / "store", {"patients": weighed}) as catalog:
        plan, found = plan_over(catalog, "What is the average weight of the FEL pets?", "patients", ["public"])
    assert found[0][0] == sum(3.0 + n for n in range(8) if n % 2) / 4, plan.sql_text


def _codes_sheet() -> list[list]:
    """A price list, then (after a blank line) a key table of species codes stacked under it."""
    return [["Code", "Procedure", "List price", "Plan cover"], ["C01", "Consultation", 52, "Gold -10%"],
            ["V01", "Booster - dog", 68, "free on Gold"], ["M01", "Microchip", 24, "Gold -10%"], [],
            ["Sp", "Species"], ["K9", "dog"], ["FEL", "cat"], ["LAG", "rabbit"]]


def test_a_key_table_stacked_under_a_sheets_main_table_is_a_table_of_its_own(tmp_path):
    document = convert(write_workbook(tmp_path / "codes.xlsx", _codes_sheet()))
    assert [t.headers for t in document.tables] == [["Code", "Procedure", "List price", "Plan cover"],
                                                    ["Sp", "Species"]]
    assert [row[2] for row in document.tables[0].rows] == [52, 68, 24]
    assert document.tables[1].rows == [["K9", "dog"], ["FEL", "cat"], ["LAG", "rabbit"]]


def test_a_name_in_a_stacked_key_table_filters_the_rows_its_code_marks(tmp_path):
    consults = [["Appt", "Sp", "Proc", "Fee"], *[[f"A-{n}", ("K9", "FEL", "LAG")[n % 3], "C01", 40.0 + n]
                                              for n in range(12)]]
    with workbook_catalog(tmp_path, tmp_path / "store", {"consults": consults, "codes": _codes_sheet()}) as catalog:
        plan = _plan(catalog, "What was the total fee for cats?")
        assert plan is not None and "consults" in plan.table.name
        value = catalog.connection().execute(plan.sql_text).fetchone()[0]
    assert value == sum(40.0 + n for n in range(12) if n % 3 == 1), plan.sql_text


HIRE = [["Job", "Group", "Chg £", "Pd"], *[[f"GH-{n}", ("Scouts", "Lido", "Choir")[n % 3], 20.0 + n,
                                            None if n % 4 == 0 else "Y"] for n in range(12)]]


def test_still_owed_is_the_money_of_the_rows_a_paid_marker_leaves_blank(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"hire_log": HIRE}) as catalog:
        plan = _plan(catalog, "How much is still owed to us on the hire log?")
        assert plan is not None, "owed: the Pd column's blanks, the one money column added up"
        value = catalog.connection().execute(plan.sql_text).fetchone()[0]
        unpaid, _ = plan_over(catalog, "How much money is there on unpaid hires?", "hire_log", ["public"])
    assert value == sum(20.0 + n for n in range(12) if n % 4 == 0), plan.sql_text
    assert "IS NULL" in unpaid.sql_text, unpaid.sql_text  # "unpaid" over ticks alone: the blanks too


def test_paid_names_the_one_paid_marker_written_short(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"hire_log": HIRE}) as catalog:
        marked, found = plan_over(catalog, "How many hires are marked as paid?", "hire_log", ["public"])
        owe, owed = plan_over(catalog, "How much do they still owe us for hire?", "hire_log", ["public"])
    assert found[0][0] == sum(1 for n in range(12) if n % 4), marked.sql_text
    assert owed[0][0] == sum(20.0 + n for n in range(12) if n % 4 == 0), owe.sql_text


SERVICES = [["Service", "Passengers"], ["Dial-a-ride", 2412], ["Car scheme", 530], ["Group hire", 1210]]


def test_a_hyphened_name_is_not_explained_by_a_cell_holding_a_part_of_it(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"services": SERVICES}) as catalog:
        assert _plan(catalog, "How many passengers used the park-and-ride service?") is None
        plan = _plan(catalog, "How many passengers used the dial-a-ride service?")
        assert plan is not None and catalog.connection().execute(plan.sql_text).fetchone()[0] == 2412


def test_a_month_in_the_title_of_dated_rows_is_left_to_the_date_filter(tmp_path):
    sales = [["Docket", "Date", "Product", "Litres"],
             *[[f"FD {n}", date(2026, 5, 1 + n).isoformat(), ("Petrol", "Diesel")[n % 2], 10.0 + n] for n in range(30)]]
    with workbook_catalog(tmp_path, tmp_path / "store", {"fuel_log_may_2026": sales}) as catalog:
        plan, found = plan_over(catalog, "How many litres of petrol were sold from the 10th to the 20th of May?",
                                "fuel_log", ["public"])
    assert found[0][0] == sum(10.0 + n for n in range(30) if n % 2 == 0 and 10 <= 1 + n <= 20), plan.sql_text


def test_how_many_of_a_named_thing_adds_up_a_units_column_but_not_a_unit_price(tmp_path):
    batches = [["Batch", "Product", "Units out", "Unit price £"],
               *[[f"B-{n}", ("Croissant", "Sourdough")[n % 2], 100 + n, 1.5] for n in range(10)]]
    with workbook_catalog(tmp_path, tmp_path / "store", {"batch_log": batches}) as catalog:
        plan, found = plan_over(catalog, "How many croissants came out of the ovens?", "batch_log", ["public"])
    assert found[0][0] == sum(100 + n for n in range(10) if n % 2 == 0), plan.sql_text


def test_the_caption_is_shown_to_analysts_and_to_the_model(tmp_path):
    from tally.agent.llm_sql import compact_schema
    from tally.ingest.settings import Settings
    from tally.ingest.stores import open_stores
    from tally.tools.deps import build_deps
    from tally.tools.sql import describe_table

    with workbook_catalog(tmp_path, tmp_path / "store", {"visits": _register()}) as catalog:
        name = next(t.name for t in catalog.tables(["public"]))
        schema = compact_schema(SchemaReader(catalog, ["public"]).tables(), [])
    assert f'titled "{TITLE}"' in schema
    with open_stores(Settings(home=tmp_path / "store", embedder="hashing"), read_only=True) as stores:
        assert describe_table(build_deps(stores, ["public"]), name).caption == TITLE


def test_money_names_a_fee_column_whose_currency_is_only_in_the_cells_format(tmp_path):
    sessions = [["Ref", "Facility", "Hours", "Fee"],
                *[[f"CH-{n}", ("Pool", "Hall", "Squash")[n % 3], 1 + n % 2, 30.0 + 5 * n] for n in range(9)]]
    with workbook_catalog(tmp_path, tmp_path / "store", {"club_hire": sessions}) as catalog:
        plan, found = plan_over(catalog, "How much money did the Hall bring in?", "club_hire", ["public"])
    assert found[0][0] == sum(30.0 + 5 * n for n in range(9) if n % 3 == 1), plan.sql_text


def test_labels_that_tie_for_the_extreme_are_all_said(tmp_path):
    hires = [["Ref", "Facility", "Hrs"], ["H1", "Pool", 5], ["H2", "Squash", 2], ["H3", "Meeting rm", 4],
             ["H4", "Pool", 3], ["H5", "Squash", 2], ["H6", "Hall", 9]]
    with workbook_catalog(tmp_path, tmp_path / "store", {"hire": hires}) as catalog:
        plan, rows = plan_over(catalog, "Which facility was used for the fewest hours?", "hire", ["public"])
    assert plan.render(rows).startswith("Meeting rm and Squash tie for the lowest"), plan.render(rows)


def test_which_site_reads_the_name_a_stacked_key_table_gives_the_sites_code(tmp_path):
    consults = [["Consults register, all sites, Aug-Oct 2026"], ["Appt", "Clin", "Fee"],
                *[[f"A-{n}", ("TH", "EL", "CB")[n % 3], 10.0 * (1 + n % 3) + n] for n in range(9)], [],
                ["Clin", "Site"], ["TH", "Thornby Hospital"], ["EL", "Ellerside Surgery"], ["CB", "Cawdell Surgery"]]
    with workbook_catalog(tmp_path, tmp_path / "store", {"consults": consults}) as catalog:
        plan = _plan(catalog, "Which site took the most money in the consults register?")
        assert plan is not None
        rows = catalog.connection().execute(plan.sql_text).fetchall()
    assert rows[0][0] == "Cawdell Surgery", plan.sql_text  # CB: 30+2, 30+5, 30+8
