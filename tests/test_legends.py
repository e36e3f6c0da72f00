"""Legends: a PDF register that writes people as initials and spells them out once above the table
("Packers: LM Lena Moss, ...") gets a decoded "<header> name" column, so a question naming the person
filters on it and "which packer" answers with the name. The PDF is written here with fpdf2; expected
values come from the rows written."""

from collections import Counter

from tally.agent.offline.schema import SchemaReader
from tally.agent.offline.sql_builder import build_plan
from tally.ingest.catalog import Catalog
from tally.ingest.convert import convert
from tally.ingest.convert.legends import decode_columns, legend_codes
from tally.ingest.models import TableData
from tally.ingest.pipeline import ingest_paths
from tally.ingest.settings import Settings
from tests.offline_support import write_register_pdf

PACKERS = {"LM": "Lena Moss", "TV": "Tariq Vance", "BO": "Bea Okafor"}
ROWS = [[f"PK-{300 + i}", ["Apples", "Pears", "Plums"][i % 3], str(40 + 3 * i), ["LM", "TV", "BO", "LM"][i % 4]]
        for i in range(18)]


def _register(path) -> None:
    packers = "Packers: " + ", ".join(f"{code} {name}" for code, name in PACKERS.items()) + "."
    write_register_pdf(path, "Packing log - May 2026", [packers], [["Pack", "Fruit", "Crates", "Packer"], *ROWS])


def test_a_legend_line_lists_codes_and_what_they_stand_for():
    assert legend_codes("Packers: LM Lena Moss, TV Tariq Vance.") == {"LM": "Lena Moss", "TV": "Tariq Vance"}
    assert legend_codes("Status: D = Delivered; C = Cancelled") == {"D": "Delivered", "C": "Cancelled"}
    # after an equals sign a meaning may run to eight words
    assert legend_codes("Task: RB = rebuilding the dry stone wall by the lane, WT = weeding") == {
        "RB": "rebuilding the dry stone wall by the lane", "WT": "weeding"}
    # prose with commas, a list of places and item codes are no legends
    assert legend_codes("Units are pieces (loaves, rolls, knots); waste is unsold") == {}
    assert legend_codes("London, Paris, Rome") == {}
    assert legend_codes("Rates: GN-20 Generator, HT-IR Heater") == {}


def test_only_a_column_whose_every_value_the_legend_spells_out_is_decoded():
    table = TableData(name_hint="t", headers=["Pack", "Packer", "Checker"],
                      rows=[["P1", "LM", "LM"], ["P2", "TV", "ZZ"], ["P3", None, "TV"]])
    decoded = decode_columns(table, ["Packers: LM Lena Moss, TV Tariq Vance"])
    assert decoded.headers == ["Pack", "Packer", "Packer name", "Checker"]
    assert [row[2] for row in decoded.rows] == ["Lena Moss", "Tariq Vance", None]
    assert decode_columns(table, ["Nothing to decode here."]) is table


def test_a_legend_inside_a_paragraph_wrapped_over_lines_is_read():
    table = TableData(name_hint="t", headers=["Drug", "By", "Wit."],
                      rows=[["Methadone", "AB", "MF"], ["Ketamine", "GW", "MF"], ["Pethidine", "AB", "GW"]])
    prose = ["Central register for all sites; quantities in ml. By / Wit. initials: AB = Dr Aoife Byrne; GW = Dr",
             "Gwen Ward; MF = Molly Fenn RVN. Deliveries are booked in by a nurse."]
    decoded = decode_columns(table, prose)
    assert decoded.headers == ["Drug", "By", "By name", "Wit.", "Wit. name"]
    assert [row[4] for row in decoded.rows] == ["Molly Fenn RVN", "Molly Fenn RVN", "Dr Gwen Ward"]


def test_a_remark_in_brackets_and_a_line_ending_the_sentence_leave_the_legend_readable():
    # the bracket says more about the person; the line under the legend starts in lower case
    table = TableData(name_hint="t", headers=["Batch", "Cook"], rows=[["B1", "AC"], ["B2", "RN"], ["B3", "AC"]])
    prose = ["Batches in start order. Cooks: AC = Alys Corrigan (head cook); RN = Rory",
             "Nunn (weekends).", "continued overleaf"]
    decoded = decode_columns(table, prose)
    assert decoded.headers == ["Batch", "Cook", "Cook name"]
    assert [row[2] for row in decoded.rows] == ["Alys Corrigan", "Rory Nunn", "Alys Corrigan"]


def test_a_pdf_tables_note_lines_gloss_its_abbreviated_headers(tmp_path):
    path = tmp_path / "packing_log_2026-06.pdf"
    write_register_pdf(path, "Packing log - June 2026", ["Rtn = crates sent back by the shop; blank = none."],
                       [["Pack", "Crates", "Rtn"], *[[f"PK-{i}", str(10 + i), str(i % 3)] for i in range(6)]])
    assert convert(path).tables[0].glosses == {"Rtn": "crates sent back by the shop"}


def test_codes_spelled_out_in_lower_case_or_with_an_ampersand_are_read():
    assert legend_codes("Pri: E = emergency (make safe within 24 hours), U = urgent (7 days), R = routine.") == {
        "E": "emergency", "U": "urgent", "R": "routine"}
    assert legend_codes("Contractors: DPH = Dalby Plumbing & Heating; DLO = in-house repairs team.") == {
        "DPH": "Dalby Plumbing & Heating", "DLO": "in-house repairs team"}
    assert legend_codes("Mtd = how paid: DD Direct Debit, SO standing order, CP card/PayPoint.") == {
        "DD": "Direct Debit", "SO": "standing order", "CP": "card/PayPoint"}
    # a sentence with capitals in it is still no legend
    assert legend_codes("We sell OK brand, FM radios and TV sets.") == {}


def test_a_remark_holding_commas_and_a_meaning_with_a_slash_leave_the_legend_readable():
    assert legend_codes("Kind (of stock): C = cleaning & laundry; P = paper goods (towels, tissue, napkins); X = mixed.") == {
        "C": "cleaning & laundry", "P": "paper goods", "X": "mixed"}
    assert legend_codes("Via: DY = depot / yard; RS = roadside collection point.") == {
        "DY": "depot / yard", "RS": "roadside collection point"}


def test_questions_naming_the_person_read_the_decoded_column(tmp_path):
    path = tmp_path / "packing_log_2026-05.pdf"
    _register(path)
    assert "Packer name" in convert(path).tables[0].headers
    settings = Settings(home=tmp_path / "store", embedder="hashing")
    assert not ingest_paths([path], settings).failed
    with Catalog.open(settings.catalog_path) as catalog:
        reader = SchemaReader(catalog, ["public"])
        plan = build_plan("How many packs did Tariq Vance pack?", reader)
        assert plan is not None
        count = catalog.connection().execute(plan.sql_text).fetchone()[0]
        assert count == sum(row[3] == "TV" for row in ROWS), plan.sql_text
        plan = build_plan("Which packer packed the most crates?", SchemaReader(catalog, ["public"]))
        assert plan is not None
        crates = Counter()
        for row in ROWS:
            crates[PACKERS[row[3]]] += int(row[2])
        assert catalog.connection().execute(plan.sql_text).fetchone()[0] == crates.most_common(1)[0][0], plan.sql_text


def test_a_legend_line_over_or_under_a_sheets_table_decodes_its_codes(tmp_path):
    from tests.offline_support import write_workbook

    rows = [["Visits register - spring 2026"], ["Ref", "Site", "Pupils"],
            *[[f"SV-{n}", ("HV", "RW")[n % 2], 20 + n] for n in range(8)], [],
            ["Sites: HV = Harrowden Vale Museum; RW = Ropewalk Mill"]]
    table = convert(write_workbook(tmp_path / "visits.xlsx", rows)).tables[0]
    assert table.headers == ["Ref", "Site", "Site name", "Pupils"]
    assert [row[2] for row in table.rows[:2]] == ["Harrowden Vale Museum", "Ropewalk Mill"]
