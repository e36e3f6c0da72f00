"""The distribution: what the built wheel contains, what it depends on, and the optional extras.

The wheel is built once per module from a copy of the source folders (no build/ or egg-info written into
the working tree), without build isolation so it needs no download: setuptools comes with `[test]`.
`.ci/run` goes further and installs the wheel into a fresh virtualenv and runs `tally demo` from it.
"""

import ast
import re
import shutil
import subprocess
import sys
import tomllib
import zipfile
from importlib.metadata import PackageNotFoundError, packages_distributions, requires, version
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
SOURCE_DIRS = {"agent": "tally/agent", "tools": "tally/tools", "ingest": "tally/ingest"}


def _name(requirement: str) -> str:
    return re.split(r"[\s<>=!~;\[(]", requirement.strip(), maxsplit=1)[0].lower().replace("_", "-")


def _build_requirement_met() -> str | None:
    """None when the build backend this pyproject asks for is importable, else why not."""
    wanted = PYPROJECT["build-system"]["requires"][0]  # "setuptools>=68"
    minimum = int(wanted.split(">=")[1].split(".")[0])
    try:
        have = version("setuptools")
    except PackageNotFoundError:
        return f"setuptools is not installed ({wanted} comes with pip install -e '.[test]')"
    if int(have.split(".")[0]) < minimum:
        return f"setuptools {have} is older than {wanted} (pip install -e '.[test]' brings it)"
    return None


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> zipfile.ZipFile:
    reason = _build_requirement_met()
    if reason:
        pytest.skip(reason)
    src = tmp_path_factory.mktemp("src")
    for name in ("pyproject.toml", "README.md"):
        shutil.copy2(ROOT / name, src / name)
    for folder in ("agent", "tools", "ingest", "prompts", "data"):
        shutil.copytree(ROOT / folder, src / folder, ignore=shutil.ignore_patterns("__pycache__"))
    out = tmp_path_factory.mktemp("wheel")
    done = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "--no-index", "-q", "-w", str(out), str(src)],
        capture_output=True, text=True, timeout=300,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    (path,) = out.glob("tally-*.whl")
    with zipfile.ZipFile(path) as archive:
        yield archive


def _source_files(folder: Path) -> set[str]:
    return {p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file() and "__pycache__" not in p.parts}


def test_wheel_ships_code_prompts_and_sample_corpus(wheel):
    names = set(wheel.namelist())
    for folder, target in SOURCE_DIRS.items():
        # every module and every data file under a code folder (lexicons, static pages) must ship
        missing = sorted(f"{folder}/{f}" for f in _source_files(ROOT / folder) if f"{target}/{f}" not in names)
        assert not missing, f"not in the wheel (add the package or package-data to pyproject.toml): {missing}"
    prompts = {f for f in _source_files(ROOT / "prompts") if f.endswith(".md")}
    assert prompts and {f"tally/prompts/{f}" for f in prompts} <= names
    sample = _source_files(ROOT / "data" / "sample")
    assert any(f.startswith("docs/") for f in sample) and any(f.endswith(".pdf") for f in sample)
    assert {f"tally/data/sample/{f}" for f in sample} <= names


def test_wheel_claims_only_the_tally_namespace(wheel):
    tops = {name.split("/")[0] for name in wheel.namelist()}
    assert tops == {"tally", f"tally-{PYPROJECT['project']['version']}.dist-info"}
    assert "tally/__init__.py" not in wheel.namelist()  # a namespace: tally.* plugins may add packages
    entry_points = next(n for n in wheel.namelist() if n.endswith("entry_points.txt"))
    assert "tally = tally.agent.cli:app" in wheel.read(entry_points).decode()


def test_wheel_metadata_keeps_optional_libraries_in_extras(wheel):
    metadata = wheel.read(next(n for n in wheel.namelist() if n.endswith(".dist-info/METADATA"))).decode()
    core = {_name(line.split(":", 1)[1]) for line in metadata.splitlines()
            if line.startswith("Requires-Dist:") and "extra ==" not in line}
    assert not core & {"matplotlib", "fpdf2", "qdrant-client", "fastapi", "uvicorn", "pytest"}
    assert {"qdrant-edge-py", "duckdb", "openpyxl"} <= core
    extras = set(re.findall(r"^Provides-Extra: (\S+)$", metadata, re.M))
    assert {"eval", "qdrant", "serve", "test"} <= extras
    assert re.search(r"^Requires-Dist: openpyxl.*<3\.2", metadata, re.M)  # its reader internals are used


def _imported_top_modules(paths: list[Path]) -> set[str]:
    modules = set()
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                modules |= {alias.name.split(".")[0] for alias in node.names}
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                modules.add(node.module.split(".")[0])
    return modules


def _with_dependencies(names: set[str]) -> set[str]:
    """The distributions named, and everything they require unconditionally, transitively."""
    seen, todo = set(), list(names)
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        try:
            reqs = requires(name) or []
        except PackageNotFoundError:
            continue
        todo += [_name(r) for r in reqs if "extra ==" not in r]
    return seen


def test_test_extra_brings_everything_the_tests_import():
    project = PYPROJECT["project"]
    declared = {_name(r) for r in project["dependencies"] + project["optional-dependencies"]["test"]}
    available = _with_dependencies(declared)
    # the tests' own helpers, and the sample generators they import from data/
    local = {p.stem for p in [*(ROOT / "tests").rglob("*.py"), *(ROOT / "data").glob("*.py")]} | {"tests"}
    dists = packages_distributions()
    undeclared = {}
    test_files = [p for p in (ROOT / "tests").glob("*.py")]
    for module in _imported_top_modules(test_files) - set(sys.stdlib_module_names) - local - {"tally"}:
        owners = {_name(d) for d in dists.get(module, [module])}
        if not owners & available:
            undeclared[module] = sorted(owners)
    assert not undeclared, f"tests import these, but [test] does not bring them: {undeclared}"


def test_server_index_without_qdrant_client_is_a_config_error(tmp_path, monkeypatch):
    from tally.ingest.errors import ConfigError
    from tally.ingest.index import open_index
    from tally.ingest.settings import Settings

    # As if the [qdrant] extra were not installed: the import of qdrant_client fails.
    monkeypatch.setitem(sys.modules, "qdrant_client", None)
    monkeypatch.delitem(sys.modules, "tally.ingest.index.remote", raising=False)
    with pytest.raises(ConfigError, match=r"TALLY_QDRANT_URL is set.*tally\[qdrant\]"):
        open_index(Settings(home=tmp_path, qdrant_url="http://127.0.0.1:9"))


def test_embedded_index_needs_no_server_client(tmp_path, monkeypatch):
    from tally.ingest.index import open_index
    from tally.ingest.settings import Settings

    monkeypatch.setitem(sys.modules, "qdrant_client", None)
    index = open_index(Settings(home=tmp_path, qdrant_url=None))
    index.close()


def test_eval_chart_without_matplotlib_is_a_warning_not_a_crash(tmp_path, monkeypatch, caplog):
    from datetime import datetime, timezone

    from tally.agent.evaluate.chart import write_chart
    from tally.agent.evaluate.results import EvalReport, ModeScores

    report = EvalReport(golden="g.jsonl", corpus="c", created_at=datetime.now(timezone.utc), modes=[
        ModeScores(mode="hybrid", questions=2, hit_at_1=0.5, hit_at_5=1.0, hit_at_10=1.0, mrr=0.75, p50_ms=3.0, p95_ms=4.0)])
    drawn = write_chart(report, tmp_path / "with.png")
    assert drawn is not None and (tmp_path / "with.png").stat().st_size > 0

    monkeypatch.setitem(sys.modules, "matplotlib", None)  # as if the [eval] extra were not installed
    with caplog.at_level("WARNING", logger="tally"):
        assert write_chart(report, tmp_path / "without.png") is None
    assert not (tmp_path / "without.png").exists() and "pip install 'tally[eval]'" in caplog.text


def _module_level_imports(path: Path) -> set[str]:
    """Top modules imported when the file is imported: the module body, not functions, `try` blocks
    (optional imports) or `if TYPE_CHECKING:` blocks."""
    modules = set()
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Import):
            modules |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            modules.add(node.module.split(".")[0])
    return modules


def test_core_code_imports_only_what_the_core_dependencies_bring():
    """A module Tally imports at load time must come from a declared core dependency, or from the
    extra of the few modules that are only imported when that extra is in use: a library that happens
    to be installed through another package today (httpx through an older openai) is gone on a fresh
    `pip install .`."""
    project = PYPROJECT["project"]
    core = _with_dependencies({_name(r) for r in project["dependencies"]})

    def extra(name: str) -> set[str]:
        return _with_dependencies({_name(r) for r in project["optional-dependencies"][name]}) | core

    # imported only by `tally serve` / when TALLY_QDRANT_URL is set (ingest/index/__init__.py)
    extra_homes = {ROOT / "agent" / "serve": extra("serve"), ROOT / "ingest" / "index" / "remote.py": extra("qdrant")}
    dists = packages_distributions()
    undeclared = {}
    for folder in ("agent", "tools", "ingest"):
        for path in (ROOT / folder).rglob("*.py"):
            allowed = next((deps for home, deps in extra_homes.items() if path.is_relative_to(home)), core)
            for module in _module_level_imports(path) - set(sys.stdlib_module_names) - {"tally", "__future__"}:
                owners = {_name(d) for d in dists.get(module, [module])}
                if not owners & allowed:
                    undeclared[f"{path.relative_to(ROOT)}: {module}"] = sorted(owners)
    assert not undeclared, f"imported at load time but not brought by the core dependencies: {undeclared}"
