"""Cells written with a one-letter prefix ("e-scooter", "e-invoice") are named by a question that writes the
prefix's word in full ("electric scooters"); a word that merely starts with the letter and is followed by
another noun names nothing. The workbook is written here; expected values come from the rows written."""

from tally.agent.offline.schema import SchemaReader
from tally.agent.offline.sql_builder import build_plan
from tests.offline_support import planned_value, workbook_catalog

KINDS = ["e-scooter", "city bike", "e-scooter", "e-bike", "cargo bike", "e-bike", "e-scooter", "city bike"]
SHEET = [["Fleet loans - May 2026"], ["Loan", "Vehicle", "Hours"],
         *[[f"FL-{10 + n}", kind, 2 + n % 3] for n, kind in enumerate(KINDS)]]



def test_the_prefix_word_written_in_full_names_the_cells(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"fleet_loans": SHEET}) as catalog:
        assert planned_value(catalog, "How many loans were of electric scooters?") == KINDS.count("e-scooter")
        assert planned_value(catalog, "How many loans were of electric bikes?") == KINDS.count("e-bike")
        # the prefix as written still names them
        assert planned_value(catalog, "How many loans were of e-bikes?") == KINDS.count("e-bike")
        plan = build_plan("How many loans were of city bikes?", SchemaReader(catalog, ["public"]))
        assert plan is not None and "e-bike" not in plan.sql_text
