"""The `tally` entry point: lazy command loading, --version, -v logging and exit codes (0 ok, 1 runtime
error, 2 usage error) across every command module."""

import json
import logging
import subprocess
import sys
from importlib.metadata import version

import pytest
from typer.testing import CliRunner

from tally.agent.cli import COMMANDS, _module_commands, app, load_command

runner = CliRunner()

# Libraries whose import alone costs tens to hundreds of milliseconds; `tally --help` needs none of them.
HEAVY = {"duckdb", "numpy", "pydantic_settings", "matplotlib", "qdrant_edge", "qdrant_client", "pdfplumber",
         "openpyxl", "openai", "sqlglot", "fpdf", "tiktoken"}

# typer's rich help renderer and what it pulls in (~170 ms); the top-level help is drawn without them
HEAVY_RENDERERS = {"typer.rich_utils", "rich.markdown", "markdown_it", "rich.traceback"}

HELP_PROBE = """
import json, sys
from tally.agent.cli import app
try:
    app(["--help"])
except SystemExit as stop:
    code = stop.code
loaded = sorted(m for m in sys.modules if m.startswith("tally.agent.commands_") or m.split(".")[0] in HEAVY
                or m in HEAVY_RENDERERS)
print(json.dumps({"code": code, "loaded": loaded}))
"""


def test_help_lists_every_command_without_importing_any():
    probe = f"HEAVY = {sorted(HEAVY)!r}\nHEAVY_RENDERERS = {sorted(HEAVY_RENDERERS)!r}\n" + HELP_PROBE
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120,
                          env={"COLUMNS": "200", "PATH": ""})
    assert done.returncode == 0, done.stderr
    help_text, last_line = done.stdout.rsplit("\n", 2)[0], done.stdout.strip().splitlines()[-1]
    result = json.loads(last_line)
    assert result == {"code": 0, "loaded": []}
    for name, (_, help_line) in COMMANDS.items():
        assert f" {name} " in help_text
        assert help_line.split()[-1] in help_text  # the whole help line, not its first sentence
    for option in ("--verbose", "--version", "--help"):
        assert option in help_text


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_help_line_is_the_commands_own_docstring(name):
    real = load_command(name)
    first_paragraph = " ".join((real.help or "").split("\n\n")[0].split())
    assert COMMANDS[name][1] == first_paragraph


def test_every_registered_command_is_listed():
    for module in {module for module, _ in COMMANDS.values()}:
        for name in _module_commands(module):
            assert COMMANDS.get(name, ("",))[0] == module, f"{module} registers {name!r}: add it to COMMANDS"


def test_version():
    result = runner.invoke(app, ["--version"])
    assert result.exit_code == 0 and result.stdout.strip() == f"tally {version('tally')}"


@pytest.fixture
def empty_home(tmp_path, monkeypatch):
    monkeypatch.setenv("TALLY_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("TALLY_EMBEDDER", "hashing")
    return tmp_path


@pytest.mark.parametrize("args", [
    ["ask"],                                    # missing argument
    ["ask", "a question", "--no-such-option"],
    ["ingest"],                                 # typer.BadParameter: no paths
    ["batch", "questions.jsonl"],               # missing -o
    ["no-such-command"],
    ["-v", "tables", "--groups", " , "],        # typer.BadParameter from a command module
])
def test_usage_errors_exit_2(empty_home, args):
    assert runner.invoke(app, args).exit_code == 2


@pytest.mark.parametrize("args", [
    ["ingest", "{tmp}/missing.pdf"],                         # a file that failed
    ["forget", "{tmp}/never-ingested.md"],
    ["sql", "DROP TABLE orders"],
    ["traces", "--show", "no-such-run"],
    ["eval", "{tmp}/missing.jsonl", "--corpus", "{tmp}"],
    ["batch", "{tmp}/missing.jsonl", "-o", "{tmp}/out.jsonl"],
])
def test_runtime_errors_exit_1_with_one_line(empty_home, args):
    result = runner.invoke(app, [a.format(tmp=empty_home) for a in args])
    assert result.exit_code == 1, result.output
    assert "missing" in result.stderr or "error:" in result.stderr
    assert "Traceback" not in result.stderr


def test_bad_setting_is_one_line_and_exit_1(empty_home, monkeypatch):
    monkeypatch.setenv("TALLY_FUSION", "bogus")
    result = runner.invoke(app, ["status"])
    assert result.exit_code == 1
    assert result.stderr.startswith("error: TALLY_FUSION:") and "Traceback" not in result.stderr
    verbose = runner.invoke(app, ["-vv", "status"])
    assert verbose.exit_code == 1 and "Traceback" in verbose.stderr  # -vv keeps the details


def test_verbose_shows_progress_only_when_asked(empty_home, sample_dir):
    doc = str(sample_dir / "docs" / "customer.md")
    quiet = runner.invoke(app, ["ingest", doc])
    assert quiet.exit_code == 0 and "chunks" not in quiet.stderr
    verbose = runner.invoke(app, ["-v", "ingest", "--reindex", doc], env={"COLUMNS": "300"})
    assert verbose.exit_code == 0 and "customer.md:" in verbose.stderr and "INFO" in verbose.stderr


def test_running_the_app_leaves_logging_as_it_was(empty_home):
    logger = logging.getLogger("tally")
    before = (list(logger.handlers), logger.level)
    assert runner.invoke(app, ["-vv", "status"]).exit_code == 0
    assert (list(logger.handlers), logger.level) == before


def test_an_os_error_is_one_line_naming_the_path(tmp_path, monkeypatch):
    not_a_folder = tmp_path / "home-is-a-file"
    not_a_folder.write_text("")
    monkeypatch.setenv("TALLY_HOME", str(not_a_folder))
    result = runner.invoke(app, ["status"])
    assert result.exit_code == 1 and result.stderr.startswith("error: ") and str(not_a_folder) in result.stderr
    assert "Traceback" not in result.stderr
