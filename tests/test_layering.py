"""Dependencies point one way: agent -> tools -> ingest. A reverse import fails here."""

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
FORBIDDEN = {"ingest": {"tools", "agent"}, "tools": {"agent"}}
MAX_LINES = 400


def _package(module: str) -> str:
    """`tally.ingest.catalog` -> `ingest`: the installed namespace maps each top-level folder under tally."""
    parts = module.split(".")
    return parts[1] if parts[0] == "tally" and len(parts) > 1 else parts[0]


def _imported_packages(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(_package(alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(_package(node.module))
    return names


@pytest.mark.parametrize("package", sorted(FORBIDDEN))
def test_no_upward_imports(package):
    offenders = [
        f"{path.relative_to(ROOT)} imports {sorted(_imported_packages(path) & FORBIDDEN[package])}"
        for path in sorted((ROOT / package).rglob("*.py"))
        if _imported_packages(path) & FORBIDDEN[package]
    ]
    assert offenders == []


def test_no_source_file_is_oversized():
    oversized = [
        f"{path.relative_to(ROOT)}: {n} lines"
        for package in ("agent", "tools", "ingest")
        for path in sorted((ROOT / package).rglob("*.py"))
        if (n := len(path.read_text(encoding="utf-8").splitlines())) > MAX_LINES
    ]
    assert oversized == []
