"""Leak tests for the operator views: `tally status` and `tally traces` show a caller only what its groups
may see, and `--groups` replaces the default groups (it does not add `public`).

Real CLI (typer's runner), real stores (hashing embedder: plumbing only), the offline engine.
"""

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from tally.agent.cli import app
from tally.ingest.catalog import Catalog
from tally.ingest.pipeline import ingest_paths
from tally.ingest.settings import Settings

SECRET = """# Executive bonus plan

The executive bonus plan pays a retention bonus to EMP-9901 in December. Amounts are confidential.
"""
PUBLIC = """# Office opening hours

The office is open from 8:00 to 18:00 on weekdays.
"""
SALARIES = "employee_id,name,net_pay\n" + "".join(f"E-{i},Person {i},{1000 + i}\n" for i in range(12))
ORDERS = "order_id,customer,amount\n" + "".join(f"SO-{i},Customer {i},{10 * i}\n" for i in range(30))
HR_QUESTION = "What does the executive bonus plan pay to EMP-9901?"


@pytest.fixture(scope="module")
def env(tmp_path_factory):
    root = tmp_path_factory.mktemp("groups")
    (root / "public").mkdir()
    (root / "hr").mkdir()
    (root / "public" / "hours.md").write_text(PUBLIC, encoding="utf-8")
    (root / "public" / "orders.csv").write_text(ORDERS, encoding="utf-8")
    (root / "hr" / "bonus_plan_secret.md").write_text(SECRET, encoding="utf-8")
    (root / "hr" / "salaries_secret.csv").write_text(SALARIES, encoding="utf-8")
    settings = Settings(home=root / "store", embedder="hashing", qdrant_url=None)
    assert not ingest_paths([root / "public"], settings).failed
    assert not ingest_paths([root / "hr"], settings, groups=["hr"]).failed
    return {"TALLY_HOME": str(settings.home), "TALLY_EMBEDDER": "hashing", "ROOT": str(root)}


def run(env, *args):
    result = CliRunner().invoke(app, list(args), env=env)
    return result


def status(env, *groups):
    result = run(env, "status", "--json", *groups)
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def test_status_counts_only_what_the_caller_may_see(env):
    public, hr, both = status(env), status(env, "--groups", "hr"), status(env, "--groups", "public,hr")
    assert public["catalog"]["documents"] == 2 and public["catalog"]["tables"] == 1
    assert public["catalog"]["table_rows"] == 30 and public["groups"] == ["public"]
    # --groups replaces the default: hr alone sees the hr documents only
    assert hr["catalog"]["documents"] == 2 and hr["catalog"]["table_rows"] == 12
    assert both["catalog"]["documents"] == 4 and both["catalog"]["tables"] == 2
    assert both["catalog"]["chunks"] == public["catalog"]["chunks"] + hr["catalog"]["chunks"]
    assert both["index_points"] == public["index_points"] + hr["index_points"] == both["catalog"]["chunks"]
    assert public["catalog"]["keys"] < both["catalog"]["keys"]
    assert "secret" not in run(env, "status").stdout


def test_status_hides_failures_of_documents_outside_the_callers_groups(env):
    """A changed hr file that fails to convert keeps its previous version (`stale`) and a failure line:
    only hr callers see either."""
    settings = Settings(home=env["ROOT"] + "/store", embedder="hashing", qdrant_url=None)
    secret = Path(env["ROOT"]) / "hr" / "bonus_plan_secret.md"
    try:
        secret.write_bytes(b"# Bonus\n\xff\xfe not UTF-8 \xc3\x28")
        assert ingest_paths([secret], settings, groups=["hr"]).failed
        public, hr = run(env, "status").stdout, run(env, "status", "--groups", "hr").stdout
        assert "bonus_plan_secret" not in public and "bonus_plan_secret" in hr
        assert "stale" not in public and "stale" in hr
    finally:
        secret.write_text(SECRET, encoding="utf-8")
        assert not ingest_paths([secret], settings, groups=["hr"]).failed


def test_a_file_that_never_became_a_document_fails_only_for_callers_of_its_groups(env):
    """A corrupt PDF in a folder whose `.tally-groups` says hr: its path and reason are shown to hr callers
    only, by `status` and `status --json` (there is no document to hide it behind, only its failure)."""
    folder = Path(env["ROOT"]) / "hr_payroll"
    folder.mkdir()
    (folder / ".tally-groups").write_text("hr\n", encoding="utf-8")
    (folder / "payslips_march.pdf").write_bytes(b"%PDF-1.4\n this is not really a PDF \x00\xff")
    settings = Settings(home=env["ROOT"] + "/store", embedder="hashing", qdrant_url=None)
    try:
        assert [Path(f.path).name for f in ingest_paths([folder], settings).failed] == ["payslips_march.pdf"]
        public, hr = run(env, "status"), run(env, "status", "--groups", "hr")
        assert public.exit_code == 0 and hr.exit_code == 0
        assert "payslips_march" not in public.stdout and "payslips_march" in hr.stdout
        assert status(env)["catalog"]["failures"] == []
        assert [Path(f["path"]).name for f in status(env, "--groups", "public,hr")["catalog"]["failures"]] == [
            "payslips_march.pdf"]
    finally:
        with Catalog.open(settings.catalog_path, read_only=False) as catalog:
            catalog.clear_failures()


def test_traces_are_shown_only_to_callers_holding_all_their_groups(env):
    asked = run(env, "ask", HR_QUESTION, "--groups", "hr", "--json")
    assert asked.exit_code == 0, asked.output
    run_id = json.loads(asked.stdout)["id"]
    both = run(env, "ask", "When is the office open?", "--groups", "public,hr", "--json")
    both_id = json.loads(both.stdout)["id"]

    listed = json.loads(run(env, "traces", "--json").stdout)  # a public caller
    assert all(t["id"] not in (run_id, both_id) for t in listed)
    assert "bonus" not in run(env, "traces").stdout
    shown = run(env, "traces", "--show", run_id)
    assert shown.exit_code == 1 and "bonus" not in shown.stdout + shown.stderr

    hr_list = json.loads(run(env, "traces", "--json", "--groups", "hr").stdout)
    assert run_id in [t["id"] for t in hr_list] and both_id not in [t["id"] for t in hr_list]
    hr_show = run(env, "traces", "--show", run_id, "--json", "--groups", "hr")
    assert hr_show.exit_code == 0 and json.loads(hr_show.stdout)["groups"] == ["hr"]
    assert run(env, "traces", "--show", both_id, "--groups", "hr").exit_code == 1  # lacks public
    assert run(env, "traces", "--show", both_id, "--groups", "hr,public").exit_code == 0


@pytest.mark.parametrize("command", ["status", "traces", "ask", "batch"])
def test_help_says_groups_replace_the_default(command):
    result = CliRunner().invoke(app, [command, "--help"], env={"COLUMNS": "200"})
    assert "replace the default groups" in " ".join(result.stdout.split())
