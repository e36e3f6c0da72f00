"""Finding the files an ingest run covers, and the access groups each one gets.

Groups, in order of precedence:
1. `--groups g1,g2` on the command line: every file of that run.
2. A `.tally-groups` file: the nearest one in the file's folder or any parent folder. It lists group
   names separated by commas or new lines (`#` starts a comment), e.g. `finance, hr`. The search is not
   bounded by the folder given on the command line, so a file keeps its groups however it is ingested
   (re-ingesting one file of a restricted folder must not make it public).
3. settings.default_groups (["public"]).

A folder is walked recursively in name order; hidden files and folders (starting with ".") and the
store directory are skipped; files with an unsupported extension inside a folder are listed as ignored.
A file named explicitly must be supported, or it fails with one line.
"""

import os
import re
from collections.abc import Iterable
from pathlib import Path

from pydantic import BaseModel

from tally.ingest.errors import ConversionError

GROUPS_FILE = ".tally-groups"
_GROUP_NAME = re.compile(r"[A-Za-z0-9_.@:-]+")


class Candidate(BaseModel):
    path: Path  # absolute


class Discovery(BaseModel):
    candidates: list[Candidate] = []
    missing: list[tuple[str, str]] = []  # (path, one-line reason)
    ignored: list[str] = []


def _supported() -> frozenset[str]:
    # Imported on use: the converters bring pdfplumber and openpyxl (~0.5 s), and readers such as
    # `tally ask` import this module only for parse_groups.
    from tally.ingest.convert import SUPPORTED_EXTENSIONS

    return SUPPORTED_EXTENSIONS


def discover(paths: Iterable[Path], skip: Path | None = None) -> Discovery:
    found = Discovery()
    seen: set[Path] = set()
    skip = skip.resolve() if skip else None
    for raw in paths:
        path = Path(raw).absolute()
        if path.is_dir():
            for file in _walk(path, skip, found.ignored):
                _add(found, seen, Candidate(path=file))
        elif path.is_file() or path.is_symlink():
            if path.suffix.lower() in _supported():
                _add(found, seen, Candidate(path=path))
            else:
                found.missing.append((str(path), f"{path}: unsupported file type '{path.suffix or '(none)'}'"))
        else:
            found.missing.append((str(path), f"{path}: no such file or folder"))
    named = {path for path, _ in found.missing}
    found.ignored = [path for path in dict.fromkeys(found.ignored) if path not in named]
    return found


def _add(found: Discovery, seen: set[Path], candidate: Candidate) -> None:
    if candidate.path not in seen:
        seen.add(candidate.path)
        found.candidates.append(candidate)


def _walk(folder: Path, skip: Path | None, ignored: list[str]) -> list[Path]:
    files: list[Path] = []
    for current, dirs, names in os.walk(folder):
        here = Path(current)
        dirs[:] = sorted(d for d in dirs if not d.startswith(".") and (skip is None or (here / d).resolve() != skip))
        for name in sorted(names):
            if name.startswith("."):
                continue
            file = here / name
            if file.suffix.lower() in _supported():
                files.append(file)
            else:
                ignored.append(str(file))
    return files


def parse_groups(text: str, source: str) -> list[str]:
    """Group names from "a, b" or one per line; a bad name is a ConversionError naming `source`."""
    lines = (line.split("#", 1)[0] for line in text.splitlines())
    names = [name.strip() for line in lines for name in line.split(",") if name.strip()]
    bad = [n for n in names if not _GROUP_NAME.fullmatch(n)]
    if bad:
        raise ConversionError(f"{source}: invalid group name {bad[0]!r} (letters, digits, _ . @ : - only)")
    if not names:
        raise ConversionError(f"{source}: no group names")
    return list(dict.fromkeys(names))


def groups_for(candidate: Candidate, explicit: list[str] | None, default: list[str]) -> list[str]:
    if explicit:
        return list(explicit)
    for folder in (candidate.path.parent, *candidate.path.parent.parents):
        marker = folder / GROUPS_FILE
        if marker.is_file():
            return parse_groups(marker.read_text(encoding="utf-8"), str(marker))
    return list(default)
