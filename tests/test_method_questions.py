"""A question asking how a figure is worked out names a column ("how is the average attendance worked
out?") but asks for a method that only a help page states: it is read from the documents instead of being
refused for want of a query. Workbook and help page written here; the default embedder."""

import pytest

from tally.agent.offline.reroute import reads_documents
from tally.ingest.pipeline import ingest_paths
from tally.ingest.settings import Settings
from tests.offline_support import offline_asker, write_workbook

PAGE = """# Class reports

Office staff open the class report from the reports menu, filtered by month and site.

## Reading the class report

**Avg attendance (%)** of a group is calculated as present students as a share of enrolled students,
averaged over the sessions held. Late arrivals count as half present. **Sessions** is the number of sessions held in the month.
"""
ROWS = [["Group", "Site", "Sessions", "Enrolled", "Avg attendance (%)"]] + [
    [f"G-{10 + i}", ["North", "South"][i % 2], 8 + i % 4, 10 + i % 6, 70 + 3 * (i % 9)] for i in range(24)]


@pytest.fixture(scope="module")
def ask(tmp_path_factory):
    folder = tmp_path_factory.mktemp("classes")
    (folder / "class-reports.md").write_text(PAGE, encoding="utf-8")
    settings = Settings(home=folder / "store")
    report = ingest_paths([folder / "class-reports.md", write_workbook(folder / "class_report.xlsx", ROWS)], settings)
    assert not report.failed
    with offline_asker(settings) as (run, _stores, _deps):
        yield run


def test_a_method_question_is_answered_from_the_help_page(ask):
    answer = ask("The class report gives each group an average attendance. How is that figure calculated?")
    assert not answer.refused, answer.answer
    assert "share of enrolled students" in answer.answer, answer.answer
    assert all(c.source.endswith("class-reports.md") for c in answer.citations), answer.citations
