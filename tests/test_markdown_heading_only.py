"""A Markdown page with headings and no body (a stub page of a real manual) is indexed as its heading
outline: `ingest` does not fail over it (exit 0), and the page can be found by its title."""

from typer.testing import CliRunner

from tally.agent.cli import app
from tally.ingest.convert.markdown import convert_markdown
from tally.ingest.pipeline import ingest_paths
from tally.ingest.settings import Settings
from tally.ingest.stores import open_stores


def test_a_lone_heading_is_one_chunk(tmp_path):
    page = tmp_path / "stub.md"
    page.write_text("# Recurring invoices\n", encoding="utf-8")
    doc = convert_markdown(page)
    assert doc.title == "Recurring invoices"
    assert [(c.kind, c.text, c.location.section) for c in doc.chunks] == [
        ("note", "# Recurring invoices", "Recurring invoices")]


def test_front_matter_title_only_is_indexed_by_its_title(tmp_path):
    page = tmp_path / "fm.md"
    page.write_text("---\ntitle: Payment terms\nlayout: doc\n---\n", encoding="utf-8")
    assert [c.text for c in convert_markdown(page).chunks] == ["Payment terms"]


def test_ingest_of_a_folder_with_stub_pages_exits_0(tmp_path):
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "stub.md").write_text("# Recurring invoices\n", encoding="utf-8")
    (docs / "guide.md").write_text("# Approvals\n\nA purchase order above 5,000 needs approval.\n", encoding="utf-8")
    env = {"TALLY_HOME": str(tmp_path / "store"), "TALLY_EMBEDDER": "hashing"}
    result = CliRunner().invoke(app, ["ingest", str(docs)], env=env)
    assert result.exit_code == 0, result.output
    assert "ingested 2" in result.stdout and "failed 0" in result.stdout
    settings = Settings(home=tmp_path / "store", embedder="hashing", qdrant_url=None)
    with open_stores(settings) as stores:
        stub = next(d for d in stores.catalog.documents() if d.path.endswith("stub.md"))
        texts = [c.text for c in stores.catalog.chunks_for_doc(stub.id, stub.groups)]
    assert texts == ["# Recurring invoices"]
