"""A how-to question in another script is searched by meaning alone, which draws it to data rows sharing its
one translated noun (a batch log's rows for "партию"): it searches prose first, rows only when no prose
passes the floor. Help page and workbook written here; the default (multilingual) embedder."""

import pytest

from tally.agent.router import PROSE_KINDS
from tally.ingest.pipeline import ingest_paths
from tally.ingest.settings import Settings
from tests.offline_support import offline_asker, write_workbook

PAGE = """# Batch logging

Bakers log every batch on the oven tablet as it comes out.

## Logging a new batch

Tap **New Batch** on the tablet home screen, choose the product and the oven, and enter the units out.

## Correcting a closed batch

Only supervisors can change a closed batch. Open **Batch History** on the tablet, find the batch, tap the
pencil and fill in the **Correction reason** before saving. The first entry stays in the audit trail.
"""
ROWS = [["Batch", "Date", "Product", "Oven", "Units out", "Baker"]] + [
    [f"B-{100 + i}", f"2025-11-{1 + i % 28:02d}", ["Rye loaf", "Croissant", "Sourdough"][i % 3], f"Deck {1 + i % 2}",
     80 + i, ["JM", "RK"][i % 2]] for i in range(60)]


@pytest.fixture(scope="module")
def ask(tmp_path_factory):
    folder = tmp_path_factory.mktemp("bakery")
    (folder / "batch-logging.md").write_text(PAGE, encoding="utf-8")
    settings = Settings(home=folder / "store")
    report = ingest_paths([folder / "batch-logging.md", write_workbook(folder / "batch_log.xlsx", ROWS)], settings)
    assert not report.failed
    with offline_asker(settings) as (run, _stores, _deps):
        yield run


def test_a_how_to_asked_in_russian_searches_the_help_pages_before_the_rows(ask):
    answer = ask("Что делать, если нужно поменять данные закрытой партии?")  # changing a closed batch
    first = answer.trace[0]
    assert first.tool == "search_documents" and first.args["kinds"] == PROSE_KINDS, first
    assert all(c.source.endswith("batch-logging.md") for c in answer.citations), answer.citations


def test_a_how_to_asked_in_english_searches_everything_at_once(ask):
    answer = ask("Why can only supervisors change a closed batch?")
    assert answer.trace[0].args.get("kinds") is None, answer.trace[0]
    assert not answer.refused and "Batch History" in answer.answer, answer.answer
